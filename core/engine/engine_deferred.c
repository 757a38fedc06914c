/* engine_deferred.c: commands given now and carried out later.  An
 * action's deferred effects (actions.*.deferred) are not run when it is
 * taken: the command is queued with its actor and its words
 * (state.deferred), and the effect carry-out-deferred, of a phase's
 * begin, carries the queued commands out in the order given, each checked
 * again by its action's deferred-require: one that fails has its refusal
 * said as a line and is dropped, and the others go ahead.
 *
 * The queue is state: the commands that filled it are in the log, so a
 * replay fills it again, and a snapshot keeps it (state_json.c).  While a
 * command is given or carried out, sum_queued(x) and count_queued(test)
 * go over the actor's other commands of the same action still waiting,
 * each with its own words bound (eng_queued_bind, engine_queued.c). */
#include "core/act/act.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_report.h"
#include "core/engine/engine_words.h"

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

/* Queued command q, taken off the queue: checked again, then its
 * deferred effects carried out; its entry of the report's list in j.  A
 * deferred effect the rules refuse (a resource paid below its minimum)
 * drops the command: the state as it was before its effects, their lines
 * taken back, and the refusal said instead. */
static int
carry_out(struct act *a, const struct deferred_cmd *q, struct json *j,
    eng_run_fn *run)
{
	const struct action_def *x = VEC_AT(a->rs->actions,
	    struct action_def, q->action);
	struct eng_eval ev;
	struct state *save;
	long was[64];
	struct strbuf line;	/* a refused effect's line */
	struct json *data = NULL;	/* the report's members before */
	size_t mark, jmark;
	const char *carried = "carried";
	int st, dropped = 0;

	/* its effects walked, on a ruleset read from its kept image */
	if ((st = eng_action_ready(a->rs, q->action, a->d)))
		return st;
	sb_init(&line);
	memset(&ev, 0, sizeof ev);
	ev.rs = a->rs;
	ev.st = a->st;
	ev.act = x;
	ev.me = q->who;
	ev.here = ev.who = ev.group = -1;
	memcpy(ev.args, q->args, sizeof ev.args);
	if (x->deferred_json.present) {
		/* its entry as the action declares it */
		if ((st = eng_json_members(a, &x->deferred_json.members, &ev,
		    j)))
			return st;
		if (x->deferred_json.carried != NULL)
			carried = x->deferred_json.carried;
	} else {
		json_set(j, "action", json_str(a->rs->actions.ids[q->action]));
		json_set(j, "player", q->who >= 0 ? json_str(pname(a, q->who)) :
		    json_null());
	}
	for (int k = 0; k < x->deferred_require.n; k++) {
		const struct require_def *r = VEC_AT(x->deferred_require,
		    struct require_def, k);
		long ok;
		if ((st = eng_eval(&r->test, &ev, &ok, a->d)))
			return st;
		if (!ok) {
			/* its line said, and given in the report (or
			 * its reason, where the ruleset gives one) */
			struct strbuf b, why;
			sb_init(&b);
			sb_init(&why);
			st = eng_say_into(a, &r->trefusal, &ev, &b);
			if (st == ST_OK && b.len > 0)
				report_line(a->rep, "%s", sb_str(&b));
			if (st == ST_OK && r->reason != NULL)
				st = eng_say_into(a, &r->treason, &ev, &why);
			json_set(j, carried, json_bool(0));
			json_set(j, "refused", json_str(r->reason != NULL ?
			    (why.len > 0 ? sb_str(&why) : "") : b.len > 0 ?
			    sb_str(&b) : ""));
			sb_release(&why);
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
	jmark = a->rep->jtext != NULL ? a->rep->jtext->len : 0;
	if (a->rep->data != NULL && (data = json_copy(a->rep->data)) == NULL) {
		state_free(save);
		return diag_set(a->d, ST_ENV, "out of memory");
	}
	st = run(a, &x->deferred, &ev);
	if (st == ST_REFUSED) {
		size_t n = strlen(a->rs->id);
		const char *msg = diag_msg(a->d);
		const char *why = strncmp(msg, a->rs->id, n) == 0 &&
		    strncmp(msg + n, ": ", 2) == 0 ? msg + n + 2 : msg;
		struct strbuf said;
		sb_init(&said);
		sb_add(&said, why);
		diag_clear(a->d);
		sb_truncate(&a->rep->text, mark);
		/* the members its effects gave the report taken back */
		if (a->rep->jtext != NULL)
			sb_truncate(a->rep->jtext, jmark);
		if (data != NULL) {
			json_free(a->rep->data);
			a->rep->data = data;
			data = NULL;
		}
		/* the dice its effects threw stay thrown: the log keeps
		 * them with the command that carried it out, and a replay
		 * draws them again */
		save->rng = a->st->rng;
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
	json_free(data);
	json_set(j, carried, json_bool(!dropped));
	if (dropped)	/* after carried, as a refused check gives it */
		json_set(j, "refused", json_str(sb_str(&line)));
	sb_release(&line);
	return st;
}

/* The list of the report an entry of action i goes in (its
 * deferred-json's, or "deferred"). */
static const char *
list_key(const struct ruleset *rs, int i)
{
	const struct action_def *x = VEC_AT(rs->actions, struct action_def,
	    i);

	return x->deferred_json.present && x->deferred_json.list != NULL ?
	    x->deferred_json.list : "deferred";
}

/* The report's lists, one a key, in the order of the actions that
 * queue: made empty at first, in keys and lists (as many as actions),
 * *n of them. */
static int
make_lists(struct act *a, const char **keys, struct json **lists, int *nl)
{
	const struct ruleset *rs = a->rs;
	int n = 0, st;

	for (int i = 0; i < rs->actions.n; i++) {
		int k = 0;
		if (!eng_has_deferred(rs, VEC_AT(rs->actions,
		    struct action_def, i)))
			continue;
		/* its deferred-json, on a ruleset read from its kept image */
		if ((st = eng_action_ready(rs, i, a->d)))
			return st;
		while (k < n && strcmp(keys[k], list_key(rs, i)) != 0)
			k++;
		if (k < n)
			continue;
		keys[n] = list_key(rs, i);
		lists[n++] = json_arr();
		*nl = n;
	}
	return ST_OK;
}

int
eng_carry_deferred(struct act *a, const char *line, eng_run_fn *run)
{
	struct state *st = a->st;
	const int cap = a->rs->actions.n > 0 ? a->rs->actions.n : 1;
	const char **keys = calloc((size_t)cap, sizeof *keys);
	struct json **lists = calloc((size_t)cap, sizeof *lists);
	int n = 0, r, nlists = 0;

	if (keys == NULL || lists == NULL) {
		free(keys);
		free(lists);
		return diag_set(a->d, ST_ENV, "out of memory");
	}
	r = make_lists(a, keys, lists, &nlists);

	/* each taken off the queue before it is carried out: the ones
	 * still waiting are the queue (sum_queued reads them) */
	while (r == ST_OK && st->ndeferred > 0) {
		struct deferred_cmd q = st->deferred[0];
		struct json *j = json_obj();
		int k = 0;
		memmove(st->deferred, st->deferred + 1,
		    (size_t)(st->ndeferred - 1) * sizeof *st->deferred);
		st->ndeferred--;
		r = carry_out(a, &q, j, run);
		while (k < nlists - 1 && strcmp(keys[k], list_key(a->rs,
		    q.action)) != 0)
			k++;
		json_push(lists[k], j);
		n++;
	}
	for (int k = 0; k < nlists; k++)
		if (r != ST_OK)
			json_free(lists[k]);
		else
			json_set(a->rep->data, keys[k], lists[k]);
	free(keys);
	free(lists);
	if (r != ST_OK)
		return r;
	if (n == 0)
		act_line(a, "%s", line);
	st->sealed = 0;		/* what they gave is public from here on */
	return ST_OK;
}
