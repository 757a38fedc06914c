/* engine_deferred.c: commands given now and carried out later.  An
 * action's deferred effects (actions.*.deferred) are not run when it is
 * taken: the command is queued with its actor and its words
 * (state.deferred), and the effect carry-out-deferred, of a phase's
 * begin, carries the queued commands out in the order given, each checked
 * again by its action's deferred-require: one that fails has its refusal
 * said as a line and is dropped, and the others go ahead.
 *
 * The queue is state: the commands that filled it are in the log, so a
 * replay fills it again, and a snapshot keeps it (state.c).  While a
 * command is given or carried out, sum_queued(x) and count_queued(test)
 * go over the actor's other commands of the same action still waiting,
 * each with its own words bound (eng_queued_bind). */
#include "core/engine/engine_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/state/state.h"

int
eng_defer(struct act *a, int i, const struct eng_eval *ev)
{
	struct state *st = a->st;
	struct deferred_cmd *q;

	if (st->ndeferred == st->capdeferred) {
		int cap = st->capdeferred ? 2 * st->capdeferred : 8;
		q = realloc(st->deferred, (size_t)cap * sizeof *q);
		if (q == NULL)
			return diag_set(a->d, ST_ENV, "out of memory");
		st->deferred = q;
		st->capdeferred = cap;
	}
	q = &st->deferred[st->ndeferred++];
	memset(q, 0, sizeof *q);
	q->action = i;
	q->who = ev->me;
	memcpy(q->args, ev->args, sizeof q->args);
	return ST_OK;
}

/* Is queued command q one of the actor's commands of ev's action? */
static int
of_ev(const struct eng_eval *ev, const struct deferred_cmd *q)
{
	return VEC_AT(ev->rs->actions, struct action_def, q->action) ==
	    ev->act && q->who == ev->me;
}

int
eng_queued_bind(struct eng_eval *ev, int i)
{
	const struct state *st = ev->st;
	const int cap = (int)(sizeof ev->saved / sizeof ev->saved[0]);

	/* one push at element 0 and one pop at -1, as bind does
	 * (engine_values.c); the words follow the command bound */
	if (i < 0) {
		if (ev->nsaved > 0 && --ev->nsaved < cap)
			ev->queued = ev->saved[ev->nsaved];
		if (ev->queued > 0)
			memcpy(ev->args, st->deferred[ev->queued - 1].args,
			    sizeof ev->args);
		else
			memcpy(ev->args, ev->unqueued, sizeof ev->args);
		return 0;
	}
	if (i == 0) {
		if (ev->nsaved++ < cap)
			ev->saved[ev->nsaved - 1] = ev->queued;
		if (ev->queued == 0)
			memcpy(ev->unqueued, ev->args, sizeof ev->args);
	}
	for (int k = 0; k < st->ndeferred; k++)
		if (of_ev(ev, &st->deferred[k]) && i-- == 0) {
			ev->queued = k + 1;
			memcpy(ev->args, st->deferred[k].args,
			    sizeof ev->args);
			return 1;
		}
	return 0;
}

/* Queued command q, taken off the queue: checked again, then its
 * deferred effects carried out; its entry of the report's list in j.  A
 * deferred effect the rules refuse (a resource paid below its minimum)
 * drops the command: the state as it was before its effects, their lines
 * taken back, and the refusal said instead. */
static int
carry_out(struct act *a, const struct deferred_cmd *q, struct json *j)
{
	const struct action_def *x = VEC_AT(a->rs->actions,
	    struct action_def, q->action);
	struct eng_eval ev;
	struct state *save;
	long was[64];
	struct strbuf line;	/* a refused effect's line */
	size_t mark;
	int st, dropped = 0;

	sb_init(&line);
	memset(&ev, 0, sizeof ev);
	ev.rs = a->rs;
	ev.st = a->st;
	ev.act = x;
	ev.me = q->who;
	ev.here = ev.who = ev.group = -1;
	memcpy(ev.args, q->args, sizeof ev.args);
	json_set(j, "action", json_str(a->rs->actions.ids[q->action]));
	json_set(j, "player", q->who >= 0 ? json_str(pname(a, q->who)) :
	    json_null());
	for (int k = 0; k < x->deferred_require.n; k++) {
		const struct require_def *r = VEC_AT(x->deferred_require,
		    struct require_def, k);
		long ok;
		if ((st = eng_eval(&r->test, &ev, &ok, a->d)))
			return st;
		if (!ok) {
			/* its line said, and given in the report */
			struct strbuf b;
			sb_init(&b);
			st = eng_say_into(a, &r->trefusal, &ev, &b);
			if (st == ST_OK && b.len > 0)
				report_line(a->rep, "%s", sb_str(&b));
			json_set(j, "carried", json_bool(0));
			json_set(j, "refused", json_str(b.len > 0 ?
			    sb_str(&b) : ""));
			sb_release(&b);
			return st;
		}
	}
	if (q->who >= 0) {
		/* before(RES) in the lines: before the deferred effects */
		for (int r = 0; r < a->rs->resources.n && r < 64; r++)
			was[r] = a->st->players[q->who].res[r];
		ev.before = was;
	}
	/* an effect the rules refuse drops the command whole, its
	 * refusal said, and the others go ahead */
	if ((save = state_copy(a->st, a->rs)) == NULL)
		return diag_set(a->d, ST_ENV, "out of memory");
	mark = a->rep->text.len;
	st = eng_effects(a, &x->deferred, &ev);
	if (st == ST_REFUSED) {
		size_t n = strlen(a->rs->id);
		const char *why = strncmp(a->d->msg, a->rs->id, n) == 0 &&
		    strncmp(a->d->msg + n, ": ", 2) == 0 ? a->d->msg + n + 2 :
		    a->d->msg;
		struct strbuf said;
		sb_init(&said);
		sb_add(&said, why);
		diag_clear(a->d);
		sb_truncate(&a->rep->text, mark);
		if (state_assign(a->st, save, a->rs) < 0)
			st = diag_set(a->d, ST_ENV, "out of memory");
		else {
			/* the line said, and given in the report */
			if (q->who >= 0)
				sb_printf(&line, "%s's ", pname(a, q->who));
			sb_printf(&line, "%s is refused: %s",
			    a->rs->actions.ids[q->action], said.len > 0 ?
			    sb_str(&said) : "");
			report_line(a->rep, "%s", sb_str(&line));
			st = ST_OK;
			dropped = 1;
		}
		sb_release(&said);
	}
	state_free(save);
	json_set(j, "carried", json_bool(!dropped));
	if (dropped)	/* after carried, as a refused check gives it */
		json_set(j, "refused", json_str(sb_str(&line)));
	sb_release(&line);
	return st;
}

int
eng_carry_deferred(struct act *a, const char *line)
{
	struct state *st = a->st;
	struct json *list = json_arr();
	int n = 0, r = ST_OK;

	/* each taken off the queue before it is carried out: the ones
	 * still waiting are the queue (sum_queued reads them) */
	while (r == ST_OK && st->ndeferred > 0) {
		struct deferred_cmd q = st->deferred[0];
		struct json *j = json_obj();
		memmove(st->deferred, st->deferred + 1,
		    (size_t)(st->ndeferred - 1) * sizeof *st->deferred);
		st->ndeferred--;
		r = carry_out(a, &q, j);
		json_push(list, j);
		n++;
	}
	if (r != ST_OK) {
		json_free(list);
		return r;
	}
	if (n == 0)
		act_line(a, "%s", line);
	json_set(a->rep->data, "deferred", list);
	st->sealed = 0;		/* what they gave is public from here on */
	return ST_OK;
}
