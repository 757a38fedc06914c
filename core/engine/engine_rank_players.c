/* engine_rank_players.c: the effect rank-players, the players ranked by a
 * chain of criteria (each a value, who bound to the player, the highest or
 * the lowest first; the next criterion breaks the ties the one before
 * leaves, and players still tied keep the order they had; a player a
 * criterion's none is true for has no value there and comes last).  Into
 * the turn order: the table's players in the turn order, ranked, are the
 * new one.  Into choosers: the players not out, in seat order, ranked,
 * are the order the places are chosen in (core/state/places.h; a lone player
 * takes place 1).  Into claim-order: the players who put cards under the
 * current site of the round (engine_claim_order.c).  Its pair-says is said for each pair of neighbours a
 * criterion told apart (@before, @decided), its tied-pair-says for each
 * the criteria left tied; then its line is the effect's says (@ranking,
 * @ties), else "turn order: A, B" (into choosers: none); its tied-says is
 * said when players were left tied; its json names the report's key of
 * the order's names, or, when its criteria have json names, of objects
 * with the player and the criterion that put him before the next
 * (decided_by, null for none); its json-order, the key of the order's
 * names alone. */
#include "core/engine/engine.h"
#include "core/expr/expr.h"
#include "core/act/act.h"
#include "core/engine/engine_cards.h"
#include "core/engine/engine_effects.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_report.h"
#include "core/engine/engine_rank.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/json.h"
#include "core/base/rank.h"
#include "core/base/strbuf.h"
#include "core/state/state.h"

/* The values of the n players of who for each criterion of x into v (n
 * rows of k; a none, the worst of dir) and none.  A criterion only breaks
 * the ties of those before it: it is valued for the players still tied
 * with another by them, criterion by criterion, players in seat order
 * (the first for all, when two or more are ranked); a value not needed
 * is left 0, which no comparison reads (rank_compare stops at the first
 * criterion that differs), nor a line or the json (they read the deciding
 * criterion's, which both of the pair were valued by). */
static int
values(struct act *a, const struct eff_rank_players *x,
    const struct eng_eval *ev, const int *who, int n, long *v,
    unsigned char (*none)[RANK_BY_MAX])
{
	struct eng_eval each = *ev;
	unsigned char need[ENG_RANKED_MAX], still[ENG_RANKED_MAX];
	int k = x->by.n, st, left = n;

	memset(need, 1, sizeof need);
	for (int c = 0; c < k && left > 1; c++) {
		const struct rank_value *b = VEC_AT(x->by, struct rank_value,
		    c);
		for (int i = 0; i < n; i++) {
			long is = 0;
			if (!need[i])
				continue;
			each.who = who[i];
			if (b->none.text != NULL && (st = eng_eval(&b->none,
			    &each, &is, a->d)) != ST_OK)
				return st;
			none[i][c] = is != 0;
			if (is != 0)
				v[i * k + c] = b->prefer == PREFER_LOW ?
				    LONG_MAX : LONG_MIN;
			else if ((st = eng_eval(&b->value, &each,
			    &v[i * k + c], a->d)) != ST_OK)
				return st;
		}
		/* still tied: equal to another on every criterion so far */
		left = 0;
		for (int i = 0; i < n; i++) {
			still[i] = 0;
			for (int j = 0; need[i] && j < n && !still[i]; j++)
				still[i] = j != i && need[j] && memcmp(v + i *
				    k, v + j * k, (size_t)(c + 1) *
				    sizeof *v) == 0;
			left += still[i];
		}
		memcpy(need, still, (size_t)n);
	}
	return ST_OK;
}

/* The json of the ranking: the names, or objects with decided_by. */
static void
json_of(struct act *a, const struct effect_def *e,
    const struct eng_ranked *r)
{
	const struct eff_rank_players *x = &e->rank_players;
	int named = x->by.n > 0 && VEC_AT(x->by, struct rank_value,
	    0)->json != NULL;
	struct json *arr = json_arr();

	for (int i = 0; i < r->n; i++) {
		struct json *o;
		if (!named) {
			json_push(arr, json_str(pname(a, r->who[i])));
			continue;
		}
		o = json_obj();
		json_set(o, "player", json_str(pname(a, r->who[i])));
		if (i + 1 < r->n)
			json_set(o, "decided_by", r->drawn[i] ?
			    json_str("draw") : r->decided[i] == RANK_TIED ?
			    json_null() : json_str(VEC_AT(x->by,
			    struct rank_value, r->decided[i])->json));
		json_push(arr, o);
	}
	json_set(a->rep->data, e->json, arr);
}

/* The json of the pairs of neighbours (json-pairs): who is ahead, who
 * behind, the criterion that told them apart (its json name and number
 * from 1) and their values by it (null for a none), by and step null
 * and no values for a pair left tied. */
static void
json_pairs(struct act *a, const struct eff_rank_players *x,
    const struct eng_ranked *r)
{
	struct json *arr = json_arr();

	for (int i = 0; i + 1 < r->n; i++) {
		struct json *o = json_obj();
		int d = r->decided[i];
		json_set(o, "ahead", json_str(pname(a, r->who[i])));
		json_set(o, "behind", json_str(pname(a, r->who[i + 1])));
		if (r->drawn[i]) {
			json_set(o, "by", json_str("draw"));
			json_set(o, "step", json_int(x->by.n + 1));
			json_set(o, "ahead_value", json_int(r->da[i]));
			json_set(o, "behind_value", json_int(r->db[i]));
		} else if (d == RANK_TIED || d < 0 || d >= x->by.n) {
			json_set(o, "by", json_null());
			json_set(o, "step", json_null());
		} else {
			json_set(o, "by", json_str(VEC_AT(x->by,
			    struct rank_value, d)->json));
			json_set(o, "step", json_int(d + 1));
			for (int j = i; j <= i + 1; j++)
				json_set(o, j == i ? "ahead_value" :
				    "behind_value", r->none[j][d] ?
				    json_null() : json_int(r->v[j][d]));
		}
		json_push(arr, o);
	}
	json_set(a->rep->data, x->json_pairs, arr);
}

/* The pair lines, first to last. */
static int
say_pairs(struct act *a, const struct eff_rank_players *x,
    const struct eng_eval *ev, struct eng_ranked *r)
{
	struct eng_eval said = *ev;
	int st;

	said.ranked = r;
	for (int i = 0; i + 1 < r->n; i++) {
		const struct says_tpl *t = r->tied[i] ? &x->ttiedpair :
		    &x->tpair;
		if ((r->tied[i] ? x->tied_pair_says : x->pair_says) == NULL)
			continue;
		r->pair = i;
		if ((st = eng_say(a, t, &said)) != ST_OK)
			return st;
	}
	return ST_OK;
}

/* The lines of the ranking made, and its json (none in a report
 * without data: a replay's, or a command without --json). */
static int
say(struct act *a, const struct effect_def *e, const struct eng_eval *ev,
    struct eng_ranked *r)
{
	const struct eff_rank_players *x = &e->rank_players;
	struct eng_eval said = *ev;
	int tied = 0, st = ST_OK;

	said.ranked = r;
	for (int i = 0; i + 1 < r->n; i++)
		tied |= r->tied[i];
	if (e->json != NULL && a->rep->data != NULL)
		json_of(a, e, r);
	if (x->json_order != NULL && a->rep->data != NULL) {
		struct json *arr = json_arr();
		char key[64];
		for (int i = 0; i < r->n; i++)
			json_push(arr, json_str(pname(a, r->who[i])));
		eng_json_member(x->json_order, key, sizeof key);
		json_set(a->rep->data, key, arr);
	}
	if (x->json_pairs != NULL && a->rep->data != NULL)
		json_pairs(a, x, r);
	if ((st = say_pairs(a, x, ev, r)) != ST_OK)
		return st;
	if (e->says != NULL)
		st = eng_say(a, &e->tsays, &said);
	else if (x->into == RANK_INTO_TURN_ORDER) {
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

/* The tie-break draws of x (draws or later) for the runs of r the
 * criteria left tied, in seat order: the values of its word of kind
 * draws, else arbiter's own from the left-over pool when it knows it,
 * else (later) the ranking waits (*wait) for the draws of that action. */
static int
tie_draws(struct act *a, const struct eff_rank_players *x,
    const struct eng_eval *ev, struct eng_ranked *r, int *wait)
{
	struct draws dr;
	char how[128];
	long *values = NULL;
	int st = ST_OK, logged = (int)a->rep->canon.len;

	*wait = 0;
	if (a->st->cards == NULL)
		return diag_set(a->d, ST_DATA, "%s: the draws of rank-players "
		    "need the card mechanisms", a->rs->id);
	memset(&dr, 0, sizeof dr);
	if (x->later != NULL) {
		snprintf(how, sizeof how, "%s draw", x->later);
		dr.may_wait = 1;
	} else {
		/* an optional word of kind draws left out: none given */
		if (x->w_draws < 0 || (st = draws_args(a,
		    ev->args[x->w_draws] > 0 ? (int)ev->args[x->w_draws] :
		    a->argc, &dr, &values)) != ST_OK)
			return st != ST_OK ? st : diag_set(a->d, ST_DATA,
			    "%s: rank-players' draws are no word of the "
			    "action", a->rs->id);
		/* into claim-order: the command as logged before the draws
		 * ("resolve 2 draw") */
		if (x->into == RANK_INTO_CLAIM_ORDER && logged > 0)
			snprintf(how, sizeof how, "%.*s draw", logged,
			    a->rep->canon.s);
		else
			snprintf(how, sizeof how, "%s draw", a->argv[0]);
	}
	dr.how = how;
	for (int i = 0, j; i < r->n && st == ST_OK; i = j + 1) {
		for (j = i; j + 1 < r->n && r->tied[j]; j++)
			;
		if (j > i)
			st = draws_break(a, r->who + i, j - i + 1, &dr,
			    r->da + i, r->db + i);
	}
	for (int i = 0; st == ST_OK && i + 1 < r->n; i++) {
		r->drawn[i] = r->tied[i] && r->da[i] != r->db[i];
		r->tied[i] = r->tied[i] && !r->drawn[i];
	}
	if (st == ST_OK && dr.used < dr.ngiven)
		st = usage(a, "%d %s%s given, but the draws took %d",
		    dr.ngiven, value_word(a->rs), dr.ngiven == 1 ? "" : "s",
		    dr.used);
	*wait = dr.wait;
	free(values);
	return st;
}

/* Into choosers: the order the places are chosen in, from scratch. */
static int
into_choosers(struct act *a, const struct eng_ranked *r)
{
	struct state *st = a->st;

	for (int p = 0; p < MAX_PLAYERS; p++)
		st->players[p].place = 0;
	st->nchoosers = r->n;
	memcpy(st->choosers, r->who, (size_t)r->n * sizeof *r->who);
	if (r->n == 1)
		st->players[r->who[0]].place = 1;
	return ST_OK;
}

/* Into standings: the final standings of the card mechanisms, their
 * first place (shared when tied) the winners. */
static int
into_standings(struct act *a, const struct eng_ranked *r)
{
	struct cards_state *c = a->st->cards;

	if (c == NULL || r->n > CARDS_MAX_PLAYERS)
		return diag_set(a->d, ST_DATA, "%s: rank-players into "
		    "standings needs the card mechanisms", a->rs->id);
	c->nrank = r->n;
	for (int i = 0; i < r->n; i++) {
		c->rank[i] = r->who[i];
		c->rank_tied[i] = i + 1 < r->n && r->tied[i];
	}
	c->scoring = 0;
	a->st->winners = cards_top(c);
	return ST_OK;
}

int
eng_rank_players(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	struct eng_ranked r;
	const struct eff_rank_players *x = &e->rank_players;
	long v[ENG_RANKED_MAX * RANK_BY_MAX] = { 0 };
	enum rank_dir dir[RANK_BY_MAX];
	unsigned char none[ENG_RANKED_MAX][RANK_BY_MAX] = { { 0 } };
	int who[ENG_RANKED_MAX], order[ENG_RANKED_MAX];
	int n = 0, k = x->by.n, st;

	if (x->into == RANK_INTO_CHOOSERS) {
		for (int p = 0; p < a->st->nplayers && n < ENG_RANKED_MAX;
		    p++)
			if (!a->st->players[p].out)
				who[n++] = p;
	} else if (x->into == RANK_INTO_STANDINGS) {
		for (int p = 0; p < a->st->nplayers && n < ENG_RANKED_MAX;
		    p++)
			who[n++] = p;
	} else if (x->into == RANK_INTO_CLAIM_ORDER) {
		if ((st = eng_claim_order_who(a, who, ENG_RANKED_MAX, &n)))
			return st;
	} else {
		n = a->st->norder;
		if (n >= 0 && n <= ENG_RANKED_MAX)
			memcpy(who, a->st->order, (size_t)n * sizeof *who);
	}
	/* the check keeps both within bounds; a kept image is not
	 * checked again */
	if (k > RANK_BY_MAX || n > ENG_RANKED_MAX || n < 0)
		return diag_set(a->d, ST_DATA, "%s: rank-players ranks at "
		    "most %d players by at most %d criteria", a->rs->id,
		    ENG_RANKED_MAX, RANK_BY_MAX);
	for (int c = 0; c < k; c++)
		dir[c] = VEC_AT(x->by, struct rank_value, c)->prefer ==
		    PREFER_LOW ? RANK_LOW : RANK_HIGH;
	memset(&r, 0, sizeof r);
	if ((st = values(a, x, ev, who, n, v, none)) != ST_OK)
		return st;
	rank_order(n, k, v, dir, order, r.decided);
	r.n = n;
	r.by = &x->by;
	for (int i = 0; i < n; i++) {
		r.who[i] = who[order[i]];
		r.tied[i] = i + 1 < n && r.decided[i] == RANK_TIED;
		for (int c = 0; c < k; c++) {
			r.v[i][c] = v[order[i] * k + c];
			r.none[i][c] = none[order[i]][c];
		}
	}
	if (x->draws != NULL || x->later != NULL) {
		int wait;
		if ((st = tie_draws(a, x, ev, &r, &wait)) != ST_OK)
			return st;
		/* waiting, nothing is ranked until the draws come: no
		 * standings, and so nobody has won (cards_json.c checks both) */
		a->st->cards->scoring = wait;
		if (wait) {
			a->st->cards->nrank = 0;
			a->st->winners = 0;
			return ST_OK;
		}
	}
	if (x->into == RANK_INTO_CHOOSERS)
		st = into_choosers(a, &r);
	else if (x->into == RANK_INTO_STANDINGS)
		st = into_standings(a, &r);
	else if (x->into == RANK_INTO_CLAIM_ORDER)
		st = eng_claim_order_into(a, r.who, r.n);
	else
		memcpy(a->st->order, r.who, (size_t)n * sizeof *r.who);
	return st != ST_OK ? st : say(a, e, ev, &r);
}
