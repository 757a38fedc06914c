/* engine_clear_round_sites.c: the effect clear-round-sites, the round's
 * sites taken off the table: the round reveals new ones.  What was kept
 * there (claimed(PLAYER, KEY)) stays.  The cards still played at a site
 * would be lost with it: 'true' refuses the effect while there are any
 * (put them away first: move-cards from played); 'discard' puts them on
 * their owners' discard piles of the deck of hands, as move-cards from
 * played to discard does; 'drop' lets them leave the game with the sites,
 * as the remove-sites of a text of before did (ruleset_sites_fx.c). */
#include "core/expr/expr.h"
#include "core/engine/engine_cards.h"

#include "core/act/act.h"
#include "core/engine/engine.h"
#include "core/state/cards.h"
#include "core/state/state.h"

/* Player p's cards played at site s put on his discard pile (discard),
 * or out of the game: none left there. */
static void
put_away(struct act *a, int s, int p, int discard)
{
	struct cards_state *c = a->st->cards;
	const struct deck_def *k = VEC_AT(a->rs->decks, struct deck_def,
	    rs_hand_deck(a->rs));
	long *pl = cards_played_w(c, s, p);
	long *to = discard ? cards_pile(a->rs, a->st, p, PILE_DISCARD) :
	    NULL;

	for (int i = 0; i < c->ncards; i++) {
		if (to != NULL && i < k->items.n)
			to[i] += pl[2 * i] + pl[2 * i + 1];
		pl[2 * i] = pl[2 * i + 1] = 0;
	}
	/* the commitment leaves the table with its cards */
	if (discard)
		c->committed[p] = 0;
}

int
eng_clear_round_sites(struct act *a, int how)
{
	struct cards_state *c = a->st->cards;

	if (c == NULL)	/* the check: mechanisms.claims */
		return ST_OK;
	for (int s = 0; s < c->nsites; s++)
		for (int p = 0; p < c->nplayers; p++) {
			if (cards_count(cards_played(c, s, p), 2 *
			    c->ncards) == 0)
				continue;
			if (how == CLEAR_SITES_REFUSE)
				return refuse(a, "%s has cards played "
				    "at the round's %s: they are put "
				    "away (move-cards from played) "
				    "before the %s leave the table",
				    pname(a, p), sites_word(a->rs),
				    sites_word(a->rs));
			put_away(a, s, p, how == CLEAR_SITES_DISCARD);
		}
	c->nsites = 0;
	return ST_OK;
}
