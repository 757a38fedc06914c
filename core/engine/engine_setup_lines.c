/* engine_setup_lines.c: what a ruleset says and requires of its setup
 * (setup.says and setup.end-require), for nobody: the opening lines
 * 'new' says once the seats are dealt (the board to lay, the homes to
 * place, in the game's words), and the tests 'next' tries before it
 * ends the setup, a refusal naming the first that fails. */
#include "core/engine/engine.h"
#include "core/expr/expr.h"
#include "core/act/act.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_report.h"

#include "core/base/strbuf.h"
#include "core/state/state.h"

#include <string.h>

static void
nobody(struct act *a, struct eng_eval *ev)
{
	memset(ev, 0, sizeof *ev);
	ev->rs = a->rs;
	ev->st = a->st;
	ev->here = ev->who = ev->group = ev->me = -1;
}

/* The refusal of q in the ruleset's words, whole. */
static int
refusal(struct act *a, const struct require_def *q,
    const struct eng_eval *ev)
{
	struct strbuf b;
	int r;

	sb_init(&b);
	if ((r = eng_say_into(a, &q->trefusal, ev, &b)) == ST_OK)
		r = refuse(a, "%s", sb_str(&b) ? sb_str(&b) : "");
	sb_release(&b);
	return r;
}

int
eng_setup_begin(struct act *a)
{
	const struct setup_def *s = &a->rs->setup;
	struct eng_eval ev;
	int st;

	if (s->says.n == 0)
		return ST_OK;
	if ((st = eng_setup_ready(a->rs, 0, a->d)))
		return st;
	nobody(a, &ev);
	for (int k = 0; s->tsays != NULL && k < s->says.n; k++)
		if ((st = eng_say(a, &s->tsays[k], &ev)))
			return st;
	return ST_OK;
}

int
eng_setup_end(struct act *a)
{
	const struct vec *v = &a->rs->setup.end_require;
	struct eng_eval ev;
	int st;

	if ((st = eng_setup_ready(a->rs, 1, a->d)))
		return st;
	nobody(a, &ev);
	for (int k = 0; k < v->n; k++) {
		const struct require_def *q = VEC_AT(*v, struct require_def,
		    k);
		long ok;
		if ((st = eng_eval(&q->test, &ev, &ok, a->d)))
			return st;
		if (ok)
			continue;
		if (q->refusal != NULL)
			return refusal(a, q, &ev);
		return refuse(a, "the setup cannot end yet: %s (it needs %s)",
		    q->says, q->test.text);
	}
	return ST_OK;
}
