/* engine_put_out.c: the effect put-out, the actor out of the game: the
 * turns, each-player and the counts of the players still in (players,
 * best_player) pass over a player out.  Its own line is "Ann is out of
 * the game"; a ruleset's says tells why ("Ann has no {zone} and no
 * {squad} left and is out of the game").  ruleset check refuses it where
 * nobody acts; its place there is each-player (decl_repeat.c). */
#include "core/engine/engine_int.h"

#include "core/state/state.h"

int
eng_put_out(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	(void)e;
	if (ev->me < 0 || ev->me >= a->st->nplayers)
		return diag_set(a->d, ST_DATA, "%s: put-out: nobody acts here "
		    "to be put out of the game: put it in each-player",
		    a->rs->id);
	a->st->players[ev->me].out = 1;
	act_line(a, "%s is out of the game", pname(a, ev->me));
	return ST_OK;
}
