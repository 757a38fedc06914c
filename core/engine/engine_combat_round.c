/* engine_combat_round.c: the effect combat-round, one round of a
 * declared combat (core/combat/: pairwise, opposed, sum or contest; a
 * pool's in engine_pool_round.c; a sum whose sides are words of kind
 * parties in engine_party_round.c)
 * between the actor and the player of the other side.  Each side's dice
 * come from the declaration and its units, with the extra dice of its
 * attacker-extra or defender-extra (a morale bonus); the actor pays the round's
 * cost once they are known; they are thrown (or read from the faces
 * entered after '='), each throw reported; the losses are the
 * combat's.  Nothing on the board changes here: the round's then
 * (carried out by engine_effects.c with the round bound, its values read
 * by engine_round_values.c) does
 * what the game does with it, reading units(SIDE), losses(SIDE),
 * thrown(SIDE), dice(SIDE), side_player(SIDE), hits(SIDE), kills(SIDE)
 * and @die SIDE,
 * and before(RES)
 * as the actor's resources were before the cost. */
#include "core/expr/expr.h"
#include "core/act/act.h"
#include "core/engine/engine_combat.h"
#include "core/engine/engine_eval.h"

#include <stdio.h>
#include <string.h>

#include "core/combat/combat.h"
#include "core/state/state.h"

/* The cost of the round, paid by the actor: every amount valued first,
 * then paid in order, refused as the payment a resource lacks. */
static int
pay_round(struct act *a, const struct eff_combat_round *x,
    const struct eng_eval *ev)
{
	/* the cost's name whole (it has any length), said in a refusal */
	const char *why = x->cost_name != NULL ? x->cost_name : "this round";
	long v;
	int st;

	for (int k = 0; k < x->cost.n; k++) {
		int r = rs_resource(a->rs, x->cost.ids[k]);
		if ((st = eng_eval(VEC_AT(x->cost, struct sexpr, k), ev, &v,
		    a->d)))
			return st;
		if (v < 0)
			return refuse(a, "%s would cost %ld %s: a cost cannot "
			    "be negative", why, v, RS_RES(a->rs, r)->name);
		if (v > 0 && (st = res_add(a, ev->me, r, -v, why)))
			return st;
	}
	return ST_OK;
}

/* A side that is no word of kind parties is one party, its player:
 * each-party goes through it. */
static void
one_party(struct eng_round *rd, const long *extra)
{
	for (int s = 0; s < 2; s++) {
		struct eng_party *p = &rd->party[s][0];
		rd->nparty[s] = 1;
		p->party = rd->player[s];
		p->units = rd->units[s];
		p->extra = extra != NULL ? extra[s] : 0;
		p->dice = rd->dice[s];
		p->total = rd->thrown[s];
		p->kills = rd->kills[s];
	}
}

/* A round of a pool (engine_pool_round.c), its units and players in rd:
 * its dice known, the cost paid, then thrown. */
static int
pool_round(struct act *a, const struct eff_combat_round *x,
    const struct eng_eval *ev, struct eng_round *rd, struct eng_round *out)
{
	int st;

	if ((st = eng_pool_dice(a, x, rd)))
		return st;
	for (int r = 0; r < a->rs->resources.n && r < 64; r++)
		rd->before[r] = a->st->players[ev->me].res[r];
	if ((st = pay_round(a, x, ev)) || (st = eng_pool_throw(a, rd)))
		return st;
	one_party(rd, NULL);
	*out = *rd;
	return ST_OK;
}

int
eng_combat_round(struct act *a, const struct eff_combat_round *x,
    int (*run)(struct act *, const struct vec *, struct eng_eval *),
    const struct eng_eval *ev, struct eng_round *out)
{
	const struct combat_decl *c;
	struct dice_env env = rs_dice_env(a->rs);
	struct combat_round cr;
	struct eng_round rd;
	long v, extra[2] = { 0, 0 };
	int st;

	if (x->ci >= 0 && (x->w_parties[0] >= 0 || x->w_parties[1] >= 0))
		return eng_party_round(a, x, ev, out, pay_round, run);
	if (x->ci < 0 || ev->me < 0)
		return diag_set(a->d, ST_DATA, "%s: combat-round needs a "
		    "combat and an actor", a->rs->id);
	c = VEC_AT(a->rs->combats, struct combat_decl, x->ci);
	memset(&rd, 0, sizeof rd);
	rd.word[0] = rd.word[1] = -1;
	if ((st = eng_eval(&x->attacker, ev, &rd.units[0], a->d)) ||
	    (st = eng_eval(&x->defender, ev, &rd.units[1], a->d)) ||
	    (st = eng_eval(&x->against, ev, &v, a->d)) ||
	    (x->attacker_extra.text != NULL && (st = eng_eval(
	    &x->attacker_extra, ev, &extra[0], a->d))) ||
	    (x->defender_extra.text != NULL && (st = eng_eval(
	    &x->defender_extra, ev, &extra[1], a->d))))
		return st;
	for (int s = 0; s < 2; s++)
		if (rd.units[s] < 0 && c->mode != COMBAT_CONTEST)
			return diag_set(a->d, ST_DATA, "%s: the %s of a "
			    "combat round has %ld units: give it 0 or more "
			    "(the ruleset's error)", a->rs->id, s ? "defender" :
			    "attacker", rd.units[s]);
	for (int s = 0; s < 2; s++) {
		if (extra[s] < 0)	/* fewer than none: none, as the
					   combat's own dice */
			extra[s] = 0;
		if (extra[s] > COMBAT_MAX_SUM_DICE)
			return diag_set(a->d, ST_DATA, "%s: the %s of a "
			    "combat round would throw %ld extra dice (at most "
			    "%ld)", a->rs->id, s ? "defender" : "attacker",
			    extra[s], (long)COMBAT_MAX_SUM_DICE);
	}
	rd.player[0] = ev->me;
	rd.player[1] = v >= 0 && v < a->st->nplayers ? (int)v : -1;
	if (c->mode == COMBAT_POOL)
		return pool_round(a, x, ev, &rd, out);
	for (int s = 0; s < 2; s++) {
		const char *die;
		if ((st = combat_dice(c, s, rd.units[s], rd.units[1 - s],
		    &rd.dice[s], &die, a->d)))
			return st;
		if (extra[s] > 0 && die == NULL)
			return diag_set(a->d, ST_DATA, "%s: the %s of the "
			    "combat '%s' has no die for its extra dice",
			    a->rs->id, s ? "defender" : "attacker", c->name);
		rd.dice[s] += extra[s];
		if (rd.dice[s] == 1)
			snprintf(rd.die[s], sizeof rd.die[s], "%s", die);
		else if (rd.dice[s] > 1)
			snprintf(rd.die[s], sizeof rd.die[s], "%ld%s",
			    rd.dice[s], die);
	}
	for (int r = 0; r < a->rs->resources.n && r < 64; r++)
		rd.before[r] = a->st->players[ev->me].res[r];
	if ((st = pay_round(a, x, ev)) ||
	    (st = combat_roll_extra(c, &env, rd.units[0], rd.units[1],
	    extra, a->dice, &cr, a->d)))
		return st;
	for (int s = 0; s < 2; s++) {
		/* a contest's total holds its value: the dice alone */
		rd.thrown[s] = cr.total[s] - (c->mode == COMBAT_CONTEST ?
		    rd.units[s] : 0);
		rd.loss[s] = cr.loss[s];
		rd.kills[1 - s] = cr.loss[s];
		if (rd.dice[s] > 0)
			report_roll(a->rep, a->st, rd.player[s], rd.die[s],
			    rd.thrown[s]);
	}
	one_party(&rd, extra);
	*out = rd;
	return ST_OK;
}
