/* engine_phases.c: the effects a phase, a round and a turn carry out once
 * (a phase's begin, leave and per-player effects, a round's and a turn's
 * end), a phase's requirements to end, and the victory tests (an action
 * taken: engine_action.c). */
#include "core/engine/engine.h"
#include "core/act/act.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_report.h"

#include <string.h>

#include "core/state/state.h"

/* The effects of v carried out once, for nobody. */
static int
once(struct act *a, const struct vec *v)
{
	struct eng_eval ev;

	if (v->n == 0)
		return ST_OK;
	memset(&ev, 0, sizeof ev);
	ev.rs = a->rs;
	ev.st = a->st;
	ev.here = ev.who = ev.group = ev.me = -1;
	return eng_effects(a, v, &ev);
}

int
eng_phase_once(struct act *a)
{
	int st;

	if (a->st->phase < 0)
		return ST_OK;
	if ((st = eng_phase_ready(a->rs, a->st->phase, a->d)))
		return st;
	return once(a, &RS_PHASE(a->rs, a->st->phase)->begin);
}

int
eng_phase_leaving(struct act *a)
{
	int st;

	if (a->st->phase < 0)
		return ST_OK;
	if ((st = eng_phase_ready(a->rs, a->st->phase, a->d)))
		return st;
	return once(a, &RS_PHASE(a->rs, a->st->phase)->leave);
}

int
eng_round_once(struct act *a)
{
	int st;

	if ((st = eng_round_ready(a->rs, a->d)))
		return st;
	return once(a, &a->rs->turns.round_end);
}

int
eng_turn_end(struct act *a, int p)
{
	struct eng_eval ev;
	int st;

	if ((st = eng_turn_ready(a->rs, a->d)))
		return st;
	if (a->rs->turns.turn_end.n == 0)
		return ST_OK;
	memset(&ev, 0, sizeof ev);
	ev.rs = a->rs;
	ev.st = a->st;
	ev.here = ev.who = ev.group = -1;
	ev.me = p;
	return eng_effects(a, &a->rs->turns.turn_end, &ev);
}

int
eng_phase_begin(struct act *a)
{
	const struct phase_def *ph;
	struct eng_eval ev;
	int p = state_active(a->st), st;

	if (a->st->phase < 0)
		return ST_OK;
	if ((st = eng_phase_ready(a->rs, a->st->phase, a->d)))
		return st;
	ph = RS_PHASE(a->rs, a->st->phase);
	/* a step of the phase may have ended the game (a place held long
	 * enough): nothing more happens in it */
	if (ph->effects.n == 0 || state_over(a->st))
		return ST_OK;
	memset(&ev, 0, sizeof ev);
	ev.rs = a->rs;
	ev.st = a->st;
	ev.here = ev.who = ev.group = -1;
	for (int q = p >= 0 ? p : 0; q < (p >= 0 ? p + 1 : a->st->nplayers);
	    q++) {
		if (a->st->players[q].out)
			continue;
		ev.me = q;
		if ((st = eng_effects(a, &ph->effects, &ev)))
			return st;
	}
	return ST_OK;
}

int
eng_phase_end(struct act *a)
{
	const struct phase_def *ph;
	struct eng_eval ev;
	int p = state_active(a->st), st;

	if (a->st->phase < 0)
		return ST_OK;
	ph = RS_PHASE(a->rs, a->st->phase);
	memset(&ev, 0, sizeof ev);
	ev.rs = a->rs;
	ev.st = a->st;
	ev.here = ev.who = ev.group = -1;
	for (int k = 0; k < ph->end_require.n; k++) {
		const struct require_def *q = VEC_AT(ph->end_require,
		    struct require_def, k);
		for (int i = p >= 0 ? p : 0; i < (p >= 0 ? p + 1 :
		    a->st->nplayers); i++) {
			long ok;
			if (a->st->players[i].out)
				continue;
			ev.me = i;
			if ((st = eng_eval(&q->test, &ev, &ok, a->d)))
				return st;
			if (!ok && q->refusal != NULL)
				return eng_refuse_line(a, &q->trefusal, &ev);
			if (!ok)
				return refuse(a, "the %s phase cannot end yet: "
				    "%s%s%s (it needs %s)", ph->name, p < 0 ?
				    pname(a, i) : "", p < 0 ? ": " : "",
				    q->says, q->test.text);
		}
	}
	return ST_OK;
}

int
eng_victory(struct act *a)
{
	struct eng_eval ev;

	memset(&ev, 0, sizeof ev);
	ev.rs = a->rs;
	ev.st = a->st;
	ev.here = ev.who = ev.group = -1;
	for (int i = 0; i < a->rs->victory.n; i++) {
		const struct victory_def *v = VEC_AT(a->rs->victory,
		    struct victory_def, i);
		if (v->when != WHEN_TEST)
			continue;
		for (int p = 0; p < a->st->nplayers; p++) {
			long ok;
			if (a->st->players[p].out)
				continue;
			ev.me = p;
			if (eng_eval(&v->test, &ev, &ok, a->d) != ST_OK || !ok)
				continue;
			a->st->winners = 1u << p;
			report_line(a->rep, "the game is over: %s wins (%s)",
			    pname(a, p), v->test.text);
			json_set(a->rep->data, "winner", json_str(pname(a, p)));
			return 1;
		}
	}
	return 0;
}
