/* engine_chief_of.c: chief_of(PLAYER, KEY) of expressions, what of a
 * player's chief on the board is read: its number (-1 for none), the
 * counters it carries, whether it has an ability to use; or the chief
 * whose ability the player borrowed this turn. */
#include "core/engine/engine_chiefs.h"

#include <stdio.h>

#include "core/board/board.h"
#include "core/rules/names.h"
#include "core/rules/ruleset.h"
#include "core/state/pieces.h"
#include "core/state/state.h"

int
eng_chief_of(const struct ruleset *rs, const struct state *st,
    long player, int key, long *out, char *err, size_t n)
{
	const struct tracked *t;
	int l;

	*out = key == CO_CHIEF || key == CO_LENT ? -1 : 0;
	if (player < 0)
		return 0;	/* nobody (no actor): no chief */
	if (player >= st->nplayers) {
		snprintf(err, n, "chief_of: no player %ld", player);
		return -1;
	}
	if (key == CO_LENT) {
		*out = st->pc.borrowed[player];
		return 0;
	}
	if (st->board == NULL || (l = pieces_chief_of(&st->pc, st->board,
	    (int)player)) < 0)
		return 0;
	t = &st->board->track.v[l];
	if (key == CO_COUNTERS)
		*out = t->counters;
	else if (key == CO_ABILITY)
		*out = RS_CHIEF(rs, t->kind - rs->units.n)->ability.present;
	else
		*out = t->kind - rs->units.n;
	return 0;
}
