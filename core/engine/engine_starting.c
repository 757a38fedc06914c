/* engine_starting.c: the effect place-starting: the actor's next starting
 * squad due (setup.ZONES_KEY squads whose 'at' is not the home) goes into
 * the orbit of a zone the actor chooses (core/state/zones_start.c). */
#include "core/act/act.h"
#include "core/engine/engine_effects.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_zones.h"

#include "core/board/board_home.h"
#include "core/state/state.h"
#include "core/state/zones.h"

int
eng_place_starting(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	struct zones *w = a->st->zones;
	const struct start_squad *f;
	int p = ev->me, r = e->w_starting.arg >= 0 ?
	    (int)ev->args[e->w_starting.arg] : e->w_starting.region, k;
	const char *name;

	if (w == NULL || p < 0 || r < 0 || r >= w->n)
		return diag_set(a->d, ST_DATA, "%s: place-starting needs "
		    "numbered zones and a player who acts", a->rs->id);
	if ((k = zones_starting_next(w, p)) < 0 ||
	    k >= a->rs->setup.zones.squads.n)
		return refuse(a, "%s has no starting {squad} left to place",
		    pname(a, p));
	f = VEC_AT(a->rs->setup.zones.squads, struct start_squad, k);
	name = eng_region_name(a, r);
	if (f->at == AT_COLONY && r == zones_lowest(a->st->board, p))
		return refuse(a, "this {squad} goes to a colony, and %s is %s's "
		    "home {zone}", name, pname(a, p));
	if (zones_squad(w, p, r, 0) != NULL)
		return refuse(a, "%s already has a starting {squad} at %s; each "
		    "goes to a different {zone}", pname(a, p), name);
	if (zones_squad_add(w, p, r, 0, f->strikers, f->carriers) == NULL)
		return diag_set(a->d, ST_ENV, "out of memory");
	w->due[p][k]--;
	act_line(a, "%s: %ld %s and %ld %s in the orbit of %s", pname(a, p),
	    f->strikers, game_word(a, W_STRIKER, f->strikers), f->carriers,
	    game_word(a, W_CARRIER, f->carriers), name);
	return ST_OK;
}
