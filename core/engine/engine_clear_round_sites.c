/* engine_clear_round_sites.c: the effect clear-round-sites, the round's
 * sites taken off the table ('clear-round-sites: true'): the round
 * reveals new ones.  What was kept there (claimed(PLAYER, KEY)) stays;
 * cards still played at a site would be lost with it, so they are put
 * away first (move-cards from played), or the effect is refused. */
#include "core/engine/engine_int.h"

#include "core/act/act.h"
#include "core/engine/engine.h"
#include "core/state/cards.h"
#include "core/state/state.h"

int
eng_clear_round_sites(struct act *a)
{
	struct cards_state *c = a->st->cards;

	if (c == NULL)	/* the check: mechanisms.claims */
		return ST_OK;
	for (int s = 0; s < c->nsites; s++)
		for (int p = 0; p < c->nplayers; p++) {
			const long *pl = cards_played(c, s, p);
			for (int i = 0; i < 2 * c->ncards; i++)
				if (pl[i] > 0)
					return refuse(a, "%s has cards played "
					    "at the round's %s: they are put "
					    "away (move-cards from played) "
					    "before the %s leave the table",
					    pname(a, p), sites_word(a->rs),
					    sites_word(a->rs));
		}
	c->nsites = 0;
	return ST_OK;
}
