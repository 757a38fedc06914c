/* game_decks.c: the card mechanisms' machinery (player decks and claims on
 * revealed sites): set-up, the end of a round and of the game (the phases'
 * lines and checks are the ruleset's: sites(), committed(), the effects
 * draw with unseen, move-cards, each-site and clear-round-sites).  It sits above the other files of the card mechanisms, whose
 * shared helpers are in cards_base.c. */
#include "core/mech/cards_int.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* --- set-up ------------------------------------------------------------------ */

static void
setup_report(struct act *a)
{
	const struct ruleset *rs = a->rs;
	struct cards_state *c = a->st->cards;
	struct strbuf b;
	int n = 0, copies = 0;

	sb_init(&b);
	cards_list(rs, cards_pile(a->rs, a->st, 0, PILE_DRAW), c->ncards, &b);
	report_line(a->rep, "every player's deck: %s (%ld cards)", sb_str(&b),
	    cards_count(cards_pile(a->rs, a->st, 0, PILE_DRAW), c->ncards));
	if (rs->mech.claims.present)
		report_line(a->rep, "%d %s a round; %ld in the deck%s; %ld "
		    "left over for tie-breaks", c->per_round, sites_word(rs),
		    cards_sites(rs, a->st)[DEALT_LEFT],
		    cards_sites_final(rs) ? ", then the final one" : "",
		    cards_sites(rs, a->st)[DEALT_LEFT_OVER]);
	sb_reset(&b);
	for (int s = 0; s < rs->decks.n; s++) {
		const struct deck_def *k = VEC_AT(rs->decks, struct deck_def,
		    s);
		long left;
		if (!cards_is_supply(rs, s))	/* only those are in piles */
			continue;
		left = cards_count(cards_supply(rs, a->st, s), c->ncards);
		sb_printf(&b, "%s%s %ld", n++ ? ", " : "", k->name, left);
		/* its copies, valued at the start (deck_setup) */
		copies |= left > cards_count(k->items.v, k->items.n);
	}
	if (n > 0)
		report_line(a->rep, "supply decks%s: %s", copies ?
		    " (doubled)" : "", sb_str(&b));
	sb_release(&b);
}

int
cards_setup(struct act *a)
{
	const struct ruleset *rs = a->rs;
	struct cards_state *c = a->st->cards;

	if (c == NULL)
		return ST_OK;
	c->nplayers = a->st->nplayers;
	if (rs->mech.claims.present) {
		const struct claims_count *k = claims_count_for(rs,
		    c->nplayers);
		if (k == NULL)
			return diag_set(a->d, ST_DATA, "%s: no set-up for %d "
			    "players in 'mechanisms.claims.by-players'",
			    rs->id, c->nplayers);
		if (k->per_round > CARDS_MAX_SITES ||
		    rs->sites.locations.n > CARDS_MAX_LOC)
			return diag_set(a->d, ST_DATA, "%s: arbiter plays at "
			    "most %d sites a round with %d locations each",
			    rs->id, CARDS_MAX_SITES, CARDS_MAX_LOC);
		c->per_round = (int)k->per_round;	/* the site deck is
							   dealt: deck_setup */
	}
	setup_report(a);
	return ST_OK;
}

/* --- the end of a round and of the game ------------------------------------- */

int
cards_scoring(const struct state *st)
{
	return st->cards != NULL && st->cards->scoring;
}

int
cards_gate(struct act *a, int phase)
{
	const struct cards_state *c = a->st->cards;

	if (c == NULL)
		return ST_OK;
	if (c->scoring && phase)
		return refuse(a, "the game has ended; the final standings "
		    "wait for a tie-break draw: 'score draw VALUE...'");
	return ST_OK;
}
