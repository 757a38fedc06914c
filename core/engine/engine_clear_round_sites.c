/* engine_clear_round_sites.c: the effect clear-round-sites, the round's
 * sites taken off the table ('clear-round-sites: true'): the round
 * reveals new ones.  What was kept there (claimed(PLAYER, kept)) and the
 * cards played stay as they are: move-cards puts those away. */
#include "core/engine/engine_int.h"

#include "core/state/cards.h"
#include "core/state/state.h"

int
eng_clear_round_sites(struct act *a)
{
	if (a->st->cards != NULL)	/* the check: mechanisms.claims */
		a->st->cards->nsites = 0;
	return ST_OK;
}
