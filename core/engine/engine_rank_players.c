/* engine_rank_players.c: the effect rank-players, the players ranked by a
 * chain of criteria (each a value, who bound to the player, the highest or
 * the lowest first; the next criterion breaks the ties the one before
 * leaves, and players still tied keep the order they had).  Into the
 * turn order: the table's players in the turn order, ranked, are the new
 * one.  Its line is the effect's says (@ranking, @ties), else "turn
 * order: A, B"; its tied-says is said when players were left tied; its
 * json names the report's key of the order's names. */
#include "core/engine/engine_int.h"

#include <string.h>

#include "core/base/json.h"
#include "core/base/rank.h"
#include "core/base/strbuf.h"
#include "core/state/state.h"

/* The values of the n players of who for each criterion of x into v (n
 * rows of k). */
static int
values(struct act *a, const struct eff_rank_players *x,
    const struct eng_eval *ev, const int *who, int n, int k, long *v)
{
	struct eng_eval each = *ev;
	int st;

	for (int i = 0; i < n; i++) {
		each.who = who[i];
		for (int c = 0; c < k; c++)
			if ((st = eng_eval(&VEC_AT(x->by, struct rank_value,
			    c)->value, &each, &v[i * k + c], a->d)) != ST_OK)
				return st;
	}
	return ST_OK;
}

/* The lines of the ranking made, and its json. */
static int
say(struct act *a, const struct effect_def *e, const struct eng_eval *ev,
    const struct eng_ranked *r)
{
	const struct eff_rank_players *x = &e->rank_players;
	struct eng_eval said = *ev;
	int tied = 0, st = ST_OK;

	said.ranked = r;
	for (int i = 0; i + 1 < r->n; i++)
		tied |= r->tied[i];
	if (e->json != NULL) {
		struct json *arr = json_arr();
		for (int i = 0; i < r->n; i++)
			json_push(arr, json_str(pname(a, r->who[i])));
		json_set(a->rep->data, e->json, arr);
	}
	if (e->says != NULL)
		st = eng_say(a, &e->tsays, &said);
	else {
		struct strbuf b;
		sb_init(&b);
		for (int i = 0; i < r->n; i++)
			sb_printf(&b, "%s%s", i ? ", " : "", pname(a,
			    r->who[i]));
		report_line(a->rep, "turn order: %s", r->n > 0 ?
		    sb_str(&b) : "nobody");
		sb_release(&b);
	}
	if (st == ST_OK && tied && x->tied_says != NULL)
		st = eng_say(a, &x->ttied, &said);
	return st;
}

int
eng_rank_players(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	struct eng_ranked r;
	const struct eff_rank_players *x = &e->rank_players;
	long v[ENG_RANKED_MAX * RANK_BY_MAX] = { 0 };
	enum rank_dir dir[RANK_BY_MAX];
	int order[ENG_RANKED_MAX], decided[ENG_RANKED_MAX];
	int n = a->st->norder, k = x->by.n, st;

	/* the check keeps both within bounds; a kept image is not
	 * checked again */
	if (k > RANK_BY_MAX || n > ENG_RANKED_MAX || n < 0)
		return diag_set(a->d, ST_DATA, "%s: rank-players ranks at "
		    "most %d players by at most %d criteria", a->rs->id,
		    ENG_RANKED_MAX, RANK_BY_MAX);
	for (int c = 0; c < k; c++)
		dir[c] = VEC_AT(x->by, struct rank_value, c)->prefer ==
		    PREFER_LOW ? RANK_LOW : RANK_HIGH;
	if ((st = values(a, x, ev, a->st->order, n, k, v)) != ST_OK)
		return st;
	rank_order(n, k, v, dir, order, decided);
	memset(&r, 0, sizeof r);
	r.n = n;
	for (int i = 0; i < n; i++) {
		r.who[i] = a->st->order[order[i]];
		r.tied[i] = i + 1 < n && decided[i] == RANK_TIED;
	}
	memcpy(a->st->order, r.who, (size_t)n * sizeof *r.who);
	return say(a, e, ev, &r);
}
