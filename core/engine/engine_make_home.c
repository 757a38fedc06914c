/* engine_make_home.c: the effect make-home: a territory of the map made a
 * player's home (has_home, home_at, home_next read it), its holder
 * following; refused on a territory that is a home already.  It places
 * no pieces and says nothing: place-pieces and the ruleset's line do. */
#include "core/act/act.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_terr.h"
#include "core/act/act_terr.h"

#include "core/state/state.h"

int
eng_make_home(struct act *a, const struct eff_arrive *x,
    const struct eng_eval *ev)
{
	long v;
	int t, st;

	if ((st = eng_eval(&x->player, ev, &v, a->d)))
		return st;
	if (a->st->terr == NULL || x->w.arg < 0)
		return diag_set(a->d, ST_DATA, "%s: make-home needs a map of "
		    "territories", a->rs->id);
	if (v < 0 || v >= a->st->nplayers)
		return refuse(a, "a home is made for a player of the game");
	t = (int)ev->args[x->w.arg];
	if (t < 0 || t >= NTILES(a))
		return diag_set(a->d, ST_DATA, "%s: make-home needs a "
		    "territory of the map", a->rs->id);
	if (TILE(a, t)->home >= 0)
		return refuse(a, "%s is %s's %s already", TID(a, t),
		    pname(a, TILE(a, t)->home),
		    a->rs->mech.territories.home.name);
	TILE(a, t)->home = (int)v;
	terr_owner_update(a->st, t);
	return ST_OK;
}
