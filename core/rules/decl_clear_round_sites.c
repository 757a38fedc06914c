/* decl_clear_round_sites.c: the ruleset check of the effect
 * clear-round-sites, the round's sites off the table
 * (core/engine/engine_clear_round_sites.c): it needs the card mechanisms
 * that keep them, and 'discard' the discard pile of the deck of hands. */
#include "core/rules/decl_fx.h"

int
fx_clear_round_sites(const struct fx *c)
{
	int d = rs_hand_deck(c->rs);

	if (c->rs->mech.claims.present && c->e->clear_round_sites ==
	    CLEAR_SITES_DISCARD && d >= 0 && rs_deck_pile(VEC_AT(
	    c->rs->decks, struct deck_def, d), "discard") < 0)
		return FX_ERR(*c->pos, "'%s': clear-round-sites: discard puts "
		    "the cards played at the sites on their owners' discard "
		    "piles, and deck '%s' has no pile 'discard': add it to its "
		    "piles, or write true (refused while any are there) or "
		    "drop", c->key, c->rs->decks.ids[d]);
	if (c->rs->mech.claims.present)
		return 0;
	return FX_ERR(*c->pos, "'%s': clear-round-sites takes the round's "
	    "sites off the table, which the card mechanisms keep, and the "
	    "ruleset has none: declare mechanisms.claims or take the effect "
	    "out", c->key);
}
