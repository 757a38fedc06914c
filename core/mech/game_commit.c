/* game_commit.c: the next hand a player draws, as the odds read it (the
 * effect draw with unseen draws it: core/engine/engine_hand.c; the effect
 * commit commits it to the sites: core/engine/engine_commit.c).
 *
 * arbiter never knows a hand until it is committed: a hand is the cards
 * certain to be in it (PILE_HAND: the last of a deck drawn before a
 * reshuffle) and hand_unknown more from the draw pile. */
#include "core/mech/cards_int.h"


static long
hand_size(const struct ruleset *rs)
{
	return VEC_AT(rs->decks, struct deck_def, rs_hand_deck(rs))->hand_size;
}

void
cards_next_hand(const struct ruleset *rs, const struct state *st, int p,
    long *fixed, long *pool, long *n)
{
	const struct cards_state *c = st->cards;
	long h = hand_size(rs), nd;

	deck_next_hand(rs, st, rs_hand_deck(rs), p, h, 0, fixed, pool, n);
	if (*cards_unseen(rs, st, p) > 0 || cards_count(cards_pile(rs, st, p,
	    PILE_HAND), c->ncards) > 0 || (nd = cards_count(cards_pile(rs,
	    st, p, PILE_DRAW), c->ncards)) >= h)
		return;
	/* the cards at the sites go to the discard pile before the draw */
	for (int k = 0; k < c->ncards; k++)
		for (int s = 0; s < c->nsites; s++)
			pool[k] += cards_played(c, s, p)[2 * k] +
			    cards_played(c, s, p)[2 * k + 1];
	*n = h - nd < cards_count(pool, c->ncards) ? h - nd :
	    cards_count(pool, c->ncards);
}
