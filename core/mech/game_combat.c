/* game_combat.c: the command attack of a ruleset that declares none.  A
 * land seized from its neighbours is the effect seize
 * (core/engine/engine_seize.c), a duel of pieces the effect duel
 * (core/engine/engine_duel.c); a text written before either ran the
 * program's command is declared at load (core/rules/ruleset_seize.c,
 * ruleset_duel.c). */
#include "core/mech/game_int.h"

int
act_attack(struct act *a)
{
	return diag_set(a->d, ST_USAGE, "%s has no 'attack' command",
	    a->rs->id);
}
