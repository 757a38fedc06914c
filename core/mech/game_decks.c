/* game_decks.c: the card mechanisms' machinery (player decks and claims on
 * revealed sites): set-up, the steps phases run, the end of a round and of
 * the game.  It sits above the other files of the card mechanisms, whose
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
		report_line(a->rep, "%d %s a round; %ld in the deck, then the "
		    "final one; %ld left over for tie-breaks", c->per_round,
		    sites_word(rs), cards_sites(rs, a->st)[DEALT_LEFT],
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

/* --- phases -------------------------------------------------------------------- */

int
cards_step_enter(struct act *a, int step)
{
	const struct ruleset *rs = a->rs;
	struct cards_state *c = a->st->cards;

	if (c == NULL)
		return ST_OK;
	switch (step) {
	case STEP_REVEAL_SITES:
		report_line(a->rep, "reveal %d %s ('reveal NAME %s "
		    "LOCATION...'%s); the deck holds %ld and the final %s",
		    c->per_round, sites_word(rs), "VALUE", c->ncat > 0 ?
		    ", or 'reveal ID' from the catalogue" : "",
		    cards_sites(rs, a->st)[DEALT_LEFT],
		    site_word(rs));
		break;
	case STEP_DRAW_HANDS:
		cards_draw_hands(a);
		break;
	case STEP_RESOLVE_SITES:
		report_line(a->rep, "resolve the %s in order ('%s'), and "
		    "%s in the %s ('%s PLAYER LOCATION SUB-LOCATION...')",
		    sites_word(rs), verb_word(a, "resolve"), claim_command(rs),
		    claim_order_word(rs), claim_command(rs));
		break;
	}
	return ST_OK;
}

int
cards_phase_leave(struct act *a)
{
	const struct ruleset *rs = a->rs;
	struct cards_state *c = a->st->cards;
	int ph = a->st->phase, s;

	if (c == NULL)
		return ST_OK;
	if (rs_phase_has_step(rs, ph, STEP_REVEAL_SITES) &&
	    c->nsites < c->per_round && deck_left(rs, a->st,
	    rs_site_deck(rs)) > 0)
		return refuse(a, "%d of the round's %d %s %s revealed: "
		    "'reveal' the rest first", c->nsites, c->per_round,
		    sites_word(rs), c->nsites == 1 ? "is" : "are");
	if (rs_phase_has_step(rs, ph, STEP_DRAW_HANDS)) {
		struct strbuf b;
		int n = 0;
		sb_init(&b);
		for (int p = 0; p < c->nplayers; p++)
			if (!c->committed[p])
				sb_printf(&b, "%s%s", n++ ? ", " : "",
				    pname(a, p));
		if (n > 0) {
			int r = refuse(a, "%s %s not committed %s cards yet: "
			    "'commit PLAYER NUMBER CARD...'", sb_str(&b),
			    n == 1 ? "has" : "have", n == 1 ? "the" : "their");
			sb_release(&b);
			return r;
		}
		sb_release(&b);
	}
	if (rs_phase_has_step(rs, ph, STEP_RESOLVE_SITES) &&
	    (s = site_current(c)) >= 0) {
		const struct site *x = &c->sites[s];
		if (!x->resolved)
			return refuse(a, "%s %d (%s) is not resolved yet: "
			    "'%s'", site_word(rs), s + 1, x->name,
			    verb_word(a, "resolve"));
		return claims_pending(a, x);
	}
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
