/* engine_destroyed.c: what becomes of a unit destroyed by the hits of the
 * dice-pool combat on a map of territories, once it has left its
 * territory (core/act/act_hits.c): the effects of the pool combat's
 * destroyed (combats.*.destroyed), carried out for the unit's owner, the
 * actor, with who the player whose hits destroyed it and kind its kind of
 * piece; and the effect capture, which only they may hold: the unit is
 * held captive by the player its expression gives (terr.h keeps the
 * captives, the effect release gives them back).  What the combat's end
 * does (core/act/act_fight.c): the effects of its over
 * (combats.*.over), carried out once for the attacker, the actor, with
 * here its territory, before the combat is cleared (fight(held) reads
 * who is left on it). */
#include "core/expr/expr.h"
#include "core/act/act.h"
#include "core/engine/engine_combat.h"
#include "core/engine/engine_eval.h"

#include <stdio.h>

#include "core/act/act_terr.h"

#include "core/state/state.h"

int
eng_destroyed(struct act *a, int p, int o, int k, void *arg)
{
	const struct eng_destroyed *dx = arg;
	const struct combat_decl *c = rs_pool_combat(a->rs);
	struct eng_eval in = *dx->ev;
	struct strbuf rule;	/* whole: the combat's id */
	int st;

	if ((st = eng_destroyed_ready(a->rs, a->d)))
		return st;
	if (c == NULL || c->destroyed.n == 0)
		return ST_OK;
	in.me = o;
	in.who = p;
	in.pool_kind = k + 1;
	sb_init(&rule);
	sb_printf(&rule, "a unit destroyed (combats.%s.destroyed)",
	    a->rs->combats.ids[a->rs->mech.dicepool.combat.i]);
	in.rule = sb_str(&rule);
	st = dx->run(a, &c->destroyed, &in);
	sb_release(&rule);
	return st;
}

int
eng_over(struct act *a, void *arg)
{
	const struct eng_destroyed *dx = arg;
	const struct combat_decl *c = rs_pool_combat(a->rs);
	struct eng_eval in = *dx->ev;
	struct strbuf rule;	/* whole: the combat's id */
	int st;

	if ((st = eng_over_ready(a->rs, a->d)))
		return st;
	in.me = FIGHT(a)->attacker;
	in.here = FIGHT(a)->tile;
	in.who = -1;
	in.pool_kind = 0;
	sb_init(&rule);
	sb_printf(&rule, "the end of the combat (combats.%s.over)",
	    a->rs->combats.ids[a->rs->mech.dicepool.combat.i]);
	in.rule = sb_str(&rule);
	st = dx->run(a, &c->over, &in);
	sb_release(&rule);
	return st;
}

int
eng_capture(struct act *a, const struct sexpr *captor,
    const struct eng_eval *ev)
{
	long c;
	int st;

	if (a->st->terr == NULL || ev->pool_kind <= 0 || ev->me < 0)
		return diag_set(a->d, ST_DATA, "%s: capture holds a unit "
		    "just destroyed on a map of territories, and none is",
		    a->rs->id);
	if ((st = eng_eval(captor, ev, &c, a->d)))
		return st;
	if (c < 0 || c >= a->st->nplayers || c == ev->me)
		return diag_set(a->d, ST_DATA, "%s: capture: '%s' gives "
		    "%ld, not a player other than the unit's owner (the "
		    "ruleset's error)", a->rs->id, captor->text, c);
	terr_captives(a->st->terr, (int)c, ev->me)[ev->pool_kind - 1]++;
	return ST_OK;
}
