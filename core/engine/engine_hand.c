/* engine_hand.c: the effect draw-hand, a player's new hand drawn from the
 * deck drawn into hands (decks.* with unseen-hand), which the player then
 * commits to the sites (the effect commit, engine_commit.c).
 *
 * arbiter never knows a hand until it is committed: a hand is the cards
 * certain to be in it (the last of a deck drawn before a reshuffle) and
 * the rest unseen from the draw pile. */
#include "core/engine/engine_int.h"

#include "core/state/cards.h"
#include "core/state/state.h"

int
eng_draw_hand(struct act *a, const struct eng_eval *ev)
{
	struct cards_state *c = a->st->cards;
	int d = rs_hand_deck(a->rs), p = ev->me;
	long h;
	struct deck_hand x;

	/* ruleset check: a deck drawn into hands, hence the cards' state */
	if (d < 0 || c == NULL || p < 0 || p >= c->nplayers)
		return ST_OK;
	h = VEC_AT(a->rs->decks, struct deck_def, d)->hand_size;
	c->committed[p] = 0;
	deck_draw_hand(a->rs, a->st, d, p, h, &x);
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
