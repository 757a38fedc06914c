/* engine_rank_players.c: the effect rank-players, the players ranked by a
 * chain of criteria (each a value, who bound to the player, the highest or
 * the lowest first; the next criterion breaks the ties the one before
 * leaves, and players still tied keep the order they had; a player a
 * criterion's none is true for has no value there and comes last).  Into
 * the turn order: the table's players in the turn order, ranked, are the
 * new one.  Into choosers: the players not out, in seat order, ranked,
 * are the order the places of numbered zones are chosen in (a lone player
 * takes place 1).  Its pair-says is said for each pair of neighbours a
 * criterion told apart (@before, @decided), its tied-pair-says for each
 * the criteria left tied; then its line is the effect's says (@ranking,
 * @ties), else "turn order: A, B" (into choosers: none); its tied-says is
 * said when players were left tied; its json names the report's key of
 * the order's names, or, when its criteria have json names, of objects
 * with the player and the criterion that put him before the next
 * (decided_by, null for none). */
#include "core/engine/engine_int.h"

#include <limits.h>
#include <string.h>

#include "core/base/json.h"
#include "core/base/rank.h"
#include "core/base/strbuf.h"
#include "core/state/state.h"
#include "core/state/zones.h"

/* The values of the n players of who for each criterion of x into v (n
 * rows of k; a none, the worst of dir) and none. */
static int
values(struct act *a, const struct eff_rank_players *x,
    const struct eng_eval *ev, const int *who, int n, long *v,
    unsigned char (*none)[RANK_BY_MAX])
{
	struct eng_eval each = *ev;
	int k = x->by.n, st;

	for (int i = 0; i < n; i++) {
		each.who = who[i];
		for (int c = 0; c < k; c++) {
			const struct rank_value *b = VEC_AT(x->by,
			    struct rank_value, c);
			long is = 0;
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
			json_set(o, "decided_by", r->decided[i] == RANK_TIED ?
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
		if (d == RANK_TIED || d < 0 || d >= x->by.n) {
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

/* The lines of the ranking made, and its json. */
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
	if (e->json != NULL)
		json_of(a, e, r);
	if (x->json_pairs != NULL)
		json_pairs(a, x, r);
	if ((st = say_pairs(a, x, ev, r)) != ST_OK)
		return st;
	if (e->says != NULL)
		st = eng_say(a, &e->tsays, &said);
	else if (x->into != RANK_INTO_CHOOSERS) {
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

/* Into choosers: the order the places are chosen in, from scratch. */
static int
into_choosers(struct act *a, const struct eng_ranked *r)
{
	struct zones *w = a->st->zones;

	if (w == NULL)
		return diag_set(a->d, ST_DATA, "%s: rank-players into "
		    "choosers needs numbered zones", a->rs->id);
	memset(w->place, 0, sizeof w->place);
	w->nrank = r->n;
	memcpy(w->rank, r->who, (size_t)r->n * sizeof *r->who);
	if (r->n == 1)
		w->place[r->who[0]] = 1;
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
	unsigned char none[ENG_RANKED_MAX][RANK_BY_MAX];
	int who[ENG_RANKED_MAX], order[ENG_RANKED_MAX];
	int n = 0, k = x->by.n, st;

	if (x->into == RANK_INTO_CHOOSERS) {
		for (int p = 0; p < a->st->nplayers && n < ENG_RANKED_MAX;
		    p++)
			if (!a->st->players[p].out)
				who[n++] = p;
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
	if (x->into == RANK_INTO_CHOOSERS)
		st = into_choosers(a, &r);
	else
		memcpy(a->st->order, r.who, (size_t)n * sizeof *r.who);
	return st != ST_OK ? st : say(a, e, ev, &r);
}
