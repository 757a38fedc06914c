/* engine_morale.c: the effect set-morale, a player's morale counter of a
 * force (its strikers, carriers or militia: enum force) on numbered zones put
 * up or taken off; morale(PLAYER, FORCE) reads it.  Nobody has none: a
 * player valued nobody sets nothing. */
#include "core/act/act.h"
#include "core/engine/engine_combat.h"
#include "core/engine/engine_eval.h"

#include "core/state/state.h"
#include "core/state/zones.h"

int
eng_set_morale(struct act *a, const struct eff_set_morale *x,
    const struct eng_eval *ev)
{
	long p, up;
	int st;

	if (a->st->zones == NULL || x->fi < 0 || x->fi >= PIECE__N)
		return diag_set(a->d, ST_DATA, "%s: set-morale needs numbered "
		    "zones and a force", a->rs->id);
	if ((st = eng_eval(&x->player, ev, &p, a->d)) ||
	    (st = eng_eval(&x->up, ev, &up, a->d)))
		return st;
	if (p < 0 || p >= a->st->nplayers || p >= MAX_PLAYERS)
		return ST_OK;
	a->st->zones->morale[p][x->fi] = up != 0;
	return ST_OK;
}
