/* engine_reward.c: the effect reward, what a player takes, each said in
 * its line: what the bank pays ("Ann takes 2 gold from the bank: gold 2
 * -> 4"), cards drawn from the drawing deck ("... (the reward)"), then
 * every one of another player's resources of takes, whole down to its
 * minimum ("Ann takes Bob's gold (3): gold 7 -> 10"; none when nothing
 * is left above it).  The duel of a text written before pays its
 * reward for a slain chief so (core/rules/ruleset_duel.c). */
#include "core/engine/engine.h"
#include "core/act/act.h"
#include "core/engine/engine_effects.h"
#include "core/engine/engine_eval.h"

#include "core/state/state.h"

#define WHY "the reward"

/* p takes n of resource r from the bank, in a line. */
static int
reward_bank(struct act *a, int p, int r, long n)
{
	long before = a->st->players[p].res[r];
	int st;

	if ((st = res_add(a, p, r, n, WHY)))
		return st;
	report_line(a->rep, "%s takes %s from the bank: %s %ld -> %ld",
	    pname(a, p), qty(a, r, n), rname(a, r), before,
	    a->st->players[p].res[r]);
	return ST_OK;
}

/* p takes q's r whole down to its minimum, in a line (nothing when none
 * is left above it, or q is p). */
static int
reward_take(struct act *a, int p, int q, int r)
{
	long n = a->st->players[q].res[r] - RS_RES(a->rs, r)->min;
	long before = a->st->players[p].res[r];
	int st;

	if (n <= 0 || q == p)
		return ST_OK;
	if ((st = res_add(a, p, r, n, WHY)))
		return st;
	a->st->players[q].res[r] -= n;
	report_line(a->rep, "%s takes %s's %s (%ld): %s %ld -> %ld",
	    pname(a, p), pname(a, q), rname(a, r), n, rname(a, r), before,
	    a->st->players[p].res[r]);
	return ST_OK;
}

static int
player(struct act *a, const struct sexpr *x, const struct eng_eval *ev,
    const char *key, int *out)
{
	long v;
	int st;

	if ((st = eng_eval(x, ev, &v, a->d)))
		return st;
	if (v < 0 || v >= a->st->nplayers)
		return diag_set(a->d, ST_DATA, "%s: reward: its %s, %ld, is no "
		    "player of the game (the ruleset's error)", a->rs->id, key,
		    v);
	*out = (int)v;
	return ST_OK;
}

static int
from_bank(struct act *a, const struct eff_reward *x,
    const struct eng_eval *ev, int p)
{
	long n;
	int st;

	for (int k = 0; k < x->bank.n; k++) {
		int r = rs_resource(a->rs, x->bank.ids[k]);
		if ((st = eng_eval(VEC_AT(x->bank, struct sexpr, k), ev, &n,
		    a->d)))
			return st;
		if (n < 0)
			return diag_set(a->d, ST_DATA, "%s: reward: the bank "
			    "pays %ld %s: a reward is never negative (the "
			    "ruleset's error)", a->rs->id, n, rname(a, r));
		if ((st = reward_bank(a, p, r, n)))
			return st;
	}
	return ST_OK;
}

int
eng_reward(struct act *a, const struct eff_reward *x,
    const struct eng_eval *ev)
{
	long drawn;
	int p, q = -1, st;

	if ((st = player(a, &x->to, ev, "to", &p)) || (x->from.text != NULL &&
	    (st = player(a, &x->from, ev, "from", &q))))
		return st;
	if ((st = from_bank(a, x, ev, p)))
		return st;
	if (x->draw > 0 && (st = deck_draw(a, rs_draw_deck(a->rs), p,
	    x->draw, WHY, &drawn)))
		return st;
	for (int i = 0; q >= 0 && i < x->takes.n; i++)
		if ((st = reward_take(a, p, q, VEC_AT(x->takes,
		    struct sref, i)->i)))
			return st;
	return ST_OK;
}
