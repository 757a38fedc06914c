/* engine_fall.c: the effect fall, a player out of the game: the turns,
 * each-player and the counts of the players still in pass over it; every
 * piece of its own tracked on the board leaves with it, said in one line
 * ("Bob is out of the game, and 1 unit leaves with the chief: ...";
 * engine_tracked.c, player_falls); on a game of no tracked pieces the
 * line is "Ann is out of the game".  A ruleset's says tells why.  A
 * player already out falls no further, and says nothing. */
#include "core/act/act.h"
#include "core/engine/engine_effects.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_tracked.h"

#include "core/state/state.h"

int
eng_fall(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	long p;
	int st;

	if ((st = eng_eval(&e->fall, ev, &p, a->d)))
		return st;
	if (p < 0 || p >= a->st->nplayers)
		return diag_set(a->d, ST_DATA, "%s: fall: %ld is no player of "
		    "the game (the ruleset's error)", a->rs->id, p);
	if (!a->st->players[p].out)
		player_falls(a, (int)p);
	return ST_OK;
}
