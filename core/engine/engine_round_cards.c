/* engine_round_cards.c: the effects that clear the card mechanisms' table
 * when a round ends (turns.round-end): discard-played, every card played
 * at the round's sites and every card left in a hand to its owner's
 * discard pile, the hands empty and unseen again; and clear-sites, the
 * round's sites off the table, a site nobody scored at leaving the game
 * with a line.  Both need mechanisms.claims (decl_check.c). */
#include "core/engine/engine_int.h"

#include "core/state/cards.h"
#include "core/state/state.h"

int
eng_discard_played(struct act *a)
{
	struct cards_state *c = a->st->cards;
	int moved = 0;

	if (c == NULL)
		return ST_OK;
	for (int s = 0; s < c->nsites; s++)
		for (int p = 0; p < c->nplayers; p++) {
			long *pl = cards_played(c, s, p);
			long *dis = cards_pile(a->rs, a->st, p, PILE_DISCARD);
			for (int k = 0; k < c->ncards; k++) {
				dis[k] += pl[2 * k] + pl[2 * k + 1];
				moved += pl[2 * k] + pl[2 * k + 1] > 0;
				pl[2 * k] = pl[2 * k + 1] = 0;
			}
		}
	for (int p = 0; p < c->nplayers; p++) {
		long *hand = cards_pile(a->rs, a->st, p, PILE_HAND);
		long *dis = cards_pile(a->rs, a->st, p, PILE_DISCARD);
		for (int k = 0; k < c->ncards; k++) {
			dis[k] += hand[k];
			hand[k] = 0;
		}
		c->committed[p] = 0;
		*cards_unseen(a->rs, a->st, p) = 0;
	}
	if (moved)
		report_line(a->rep, "the cards played go to their owners' "
		    "discard piles");
	return ST_OK;
}

int
eng_clear_sites(struct act *a)
{
	struct cards_state *c = a->st->cards;

	if (c == NULL)
		return ST_OK;
	for (int s = 0; s < c->nsites; s++)
		if (c->sites[s].keeper < 0)
			report_line(a->rep, "%s leaves the game: nobody scored "
			    "there", c->sites[s].name);
	c->nsites = 0;
	return ST_OK;
}
