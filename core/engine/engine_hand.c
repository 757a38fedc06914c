/* engine_hand.c: a hand drawn unseen, the effect draw with 'unseen: true'
 * from a deck whose hands are drawn unseen (decks.* with unseen-hand),
 * whose cards the player then names when he plays them (the effect
 * commit, engine_commit.c, for the deck of the card mechanisms).
 *
 * arbiter never knows such a hand until it is named: a hand is the cards
 * certain to be in it (the last of a deck drawn before a reshuffle) and
 * the rest unseen from the draw pile. */
#include "core/engine/engine.h"
#include "core/act/act.h"
#include "core/engine/engine_cards.h"
#include "core/engine/engine_eval.h"

#include "core/state/cards.h"
#include "core/state/state.h"

int
eng_draw_unseen(struct act *a, int d, long h, const struct eng_eval *ev)
{
	struct cards_state *c = a->st->cards;
	int p = ev->me;
	struct deck_hand x;

	/* ruleset check: a deck in piles with unseen-hand, and an actor */
	if (p < 0 || p >= a->st->nplayers)
		return ST_OK;
	/* a new hand of the card mechanisms' deck is not committed yet */
	if (c != NULL && d == rs_hand_deck(a->rs) && p < c->nplayers)
		c->committed[p] = 0;
	deck_draw_hand(a->rs, a->st, d, deck_owner(a->rs, d, p), h, &x);
	if (x.last == 0 && x.shuffled == 0 && x.unseen == h)
		report_line(a->rep, "%s draws %ld cards (%ld left in the "
		    "deck)", pname(a, p), h, x.left);
	else if (x.shuffled == 0)
		report_line(a->rep, "%s draws the last %ld card%s: the discard "
		    "pile is empty", pname(a, p), x.last, x.last == 1 ? "" :
		    "s");
	else if (x.last == 0)
		report_line(a->rep, "%s shuffles the discard pile (%ld cards) "
		    "into a new deck and draws %ld (%ld left)", pname(a, p),
		    x.shuffled, x.unseen, x.left);
	else
		report_line(a->rep, "%s draws the last %ld card%s, shuffles "
		    "the discard pile (%ld cards) into a new deck and draws "
		    "%ld more (%ld left)", pname(a, p), x.last, x.last == 1 ?
		    "" : "s", x.shuffled, x.unseen, x.left);
	return ST_OK;
}
