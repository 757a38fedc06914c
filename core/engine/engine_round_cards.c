/* engine_round_cards.c: the effect that clears the table of cards:
 * move-cards, every card of one pile of a deck's (or those played at the
 * round's sites) put on another, each player's onto his own (to played,
 * a hand put under the sites: engine_hand_played.c).  A round-end (as
 * rulesets/albedo.yaml's) puts the cards played and the hands on the
 * discard piles with it, then takes its sites off (clear-round-sites). */
#include "core/act/act.h"
#include "core/engine/engine_cards.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_report.h"

#include "core/state/cards.h"
#include "core/state/state.h"

/* Owner o's cards of pile from (MOVE_PLAYED: those played at the sites,
 * o a player) onto his pile to of deck d: how many kinds moved. */
static long
move_owner(struct act *a, const struct eff_move_cards *x, int o)
{
	const struct deck_def *k = VEC_AT(a->rs->decks, struct deck_def,
	    x->deck.i);
	struct cards_state *c = a->st->cards;
	long *to = deck_pile_at(a->rs, a->st, x->deck.i, o, x->to_pile);
	long moved = 0;
	int hand = rs_deck_pile(k, "hand");

	if (x->from_pile != MOVE_PLAYED) {
		long *from = deck_pile_at(a->rs, a->st, x->deck.i, o,
		    x->from_pile);
		for (int i = 0; i < k->items.n; i++) {
			moved += from[i] > 0;
			to[i] += from[i];
			from[i] = 0;
		}
		/* a hand drawn unseen and never named stays counted in
		 * the draw pile it was drawn from */
		if (x->from_pile == hand)
			*deck_unseen(a->rs, a->st, x->deck.i, o) = 0;
		if (k->face_up && (x->from_pile == 0 || x->to_pile == 0))
			*deck_top(a->rs, a->st, x->deck.i, o) = -1;
		return moved;
	}
	/* the check: the card mechanisms' deck, whose piles are theirs */
	if (c == NULL || o >= c->nplayers)
		return 0;
	for (int s = 0; s < c->nsites; s++) {
		long *pl = cards_played_w(c, s, o);
		for (int i = 0; i < c->ncards && i < k->items.n; i++) {
			moved += pl[2 * i] + pl[2 * i + 1] > 0;
			to[i] += pl[2 * i] + pl[2 * i + 1];
			pl[2 * i] = pl[2 * i + 1] = 0;
		}
	}
	/* the commitment leaves the table with its cards */
	c->committed[o] = 0;
	if (k->face_up && x->to_pile == 0)
		*deck_top(a->rs, a->st, x->deck.i, o) = -1;
	return moved;
}

int
eng_move_cards(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	const struct eff_move_cards *x = &e->move_cards;
	const struct deck_def *k = VEC_AT(a->rs->decks, struct deck_def,
	    x->deck.i);
	int first = 0, last = k->per == DECK_PER_PLAYER ? a->st->nplayers :
	    1, st;
	long moved = 0, p;

	if (x->to_pile == MOVE_PLAYED)	/* a hand under the sites */
		return eng_hand_played(a, e, ev);
	if (x->player.text != NULL) {
		if ((st = eng_eval(&x->player, ev, &p, a->d)))
			return st;
		if (p < 0 || p >= a->st->nplayers)
			return ST_OK;	/* nobody's cards */
		first = deck_owner(a->rs, x->deck.i, (int)p);
		last = first + 1;
	}
	for (int o = first; o < last; o++) {
		if (x->from_pile == 0 && *deck_unseen(a->rs, a->st, x->deck.i,
		    o) > 0)
			return k->per == DECK_PER_PLAYER ? refuse(a, "%s has "
			    "a hand drawn unseen from %s: its cards are named "
			    "before the draw pile moves", pname(a, o),
			    k->name) : refuse(a, "a hand is drawn unseen from "
			    "%s: its cards are named before the draw pile "
			    "moves", k->name);
		moved += move_owner(a, x, o);
	}
	return moved > 0 && e->says != NULL ? eng_say(a, &e->tsays, ev) :
	    ST_OK;
}
