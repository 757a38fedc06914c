/* engine_tenure.c: the tenure of declared regions (board.tenure) kept
 * around each effect: a region whose holder the effect changed is held
 * from this round, its turns in a row none (engine_tally.c watches the
 * holders; a board of places keeps its own as its tracked pieces move,
 * places_update). */
#include "core/act/act.h"
#include "core/engine/engine_effects.h"

#include "core/board/board_tenure.h"
#include "core/state/state.h"

int
eng_tenure_watched(const struct ruleset *rs)
{
	return rs->board.places.n <= 0 && rs_tenure(rs);
}

void
eng_tenure_fit(struct act *a, const int *held)
{
	struct board_state *b = a->st->board;

	for (int r = 0; eng_tenure_watched(a->rs) &&
	    r < board_regions(b); r++)
		if (held[r] != b->owner[r])
			board_take(b, r, b->owner[r], a->st->round);
}
