/* game_combat.c: attack, a duel of pieces (game_duel.c); a land seized
 * from its neighbours is the effect seize (core/engine/engine_seize.c),
 * and a text written before that ran it is declared at load
 * (core/rules/ruleset_seize.c). */
#include "core/mech/game_int.h"

int
act_attack(struct act *a)
{
	if (!a->rs->mech.duel.present)
		return diag_set(a->d, ST_USAGE, "%s has no 'attack' command",
		    a->rs->id);
	return act_duel(a);
}
