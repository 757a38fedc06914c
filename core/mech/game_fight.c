/* game_fight.c: dice-pool combat on a territory: the expansion phase
 * is not left while a combat is on or due.
 *
 * A combat is a sequence of commands: fight, then per round [delay]
 * fire assign... per step, then retreat/remain; every one is checked
 * against where the combat stands.  A step's dice and its end are in
 * core/act/act_fire.c, assigning hits in core/act/act_hits.c, the
 * rounds' end and who retreats or remains next in core/act/act_fight.c
 * (fight, delay, fire, remain and retreat are declared actions, the
 * engine's effects start-combat, hold-back, throw-pools, settle-hits,
 * remain and retreat).
 */
#include "core/mech/terr_int.h"


int
fight_leave(struct act *a)
{
	const struct terr_state *t = a->st->terr;
	int due;

	if (t->fight.tile >= 0)
		return refuse(a, "the combat at %s is not over",
		    board_name(a->st->board, t->fight.tile));
	if (!rs_phase_allows(a->rs, a->st->phase, GC_FIGHT))
		return ST_OK;
	if ((due = combat_due(a)) >= 0)
		return refuse(a, "%s holds units of more than one "
		    "player: '%s %s' first", board_name(a->st->board, due),
		    verb_word(a, "fight"), board_name(a->st->board, due));
	return ST_OK;
}
