/* engine_flee_home.c: the effect flee-home, a beaten party leaving a
 * numbered zone's orbit: a player's squad flies home as
 * mechanisms.flight.retreat says (squad_retreat, act_orbit.c: at once, or
 * on its way the distance home), said; the neutral guard (nobody) flees
 * and leaves the game.  A player with no squad there moves nothing. */
#include "core/act/act.h"
#include "core/engine/engine_combat.h"
#include "core/engine/engine_eval.h"

#include "core/act/act_zones.h"
#include "core/state/state.h"

int
eng_flee_home(struct act *a, const struct eff_flee_home *x,
    const struct eng_eval *ev)
{
	struct zones *w = a->st->zones;
	long p, z;
	int st;

	if ((st = eng_eval(&x->party, ev, &p, a->d)) ||
	    (st = eng_eval(&x->from, ev, &z, a->d)))
		return st;
	if (w == NULL || z < 0 || z >= w->n)
		return diag_set(a->d, ST_DATA, "%s: flee-home: %ld is no "
		    "numbered zone of the board", a->rs->id, z);
	if (p == NEUTRAL)
		guard_flee(a, (int)z);
	else if (p >= 0 && p < a->st->nplayers &&
	    (st = squad_retreat(a, (int)p, (int)z)))
		return st;
	zones_squads_tidy(w);
	return ST_OK;
}
