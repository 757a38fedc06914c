/* engine_supply_take.c: the supply decks that production sub-locations
 * take cards from, when buy-sub-locations takes one (engine_buy_subs.c).
 * A deck that lies face up shows its top card to the table: the GM enters
 * it as it is turned over (the effect set-top, core/engine/engine_top.c),
 * and a production takes that card; a deck that lies face down gives a
 * card drawn unseen. */
#include "core/engine/engine.h"
#include "core/expr/expr.h"
#include "core/act/act.h"
#include "core/engine/engine_cards.h"

#include <stdio.h>
#include <string.h>

#include "core/state/cards.h"
#include "core/state/state.h"

static const struct deck_def *
deck_def(const struct act *a, int d)
{
	return VEC_AT(a->rs->decks, struct deck_def, d);
}

/* After a card is taken from a face-up deck the next one is turned over:
 * known when one kind is left, else for the GM to enter. */
static void
next_face_up(struct act *a, int d, struct strbuf *b)
{
	struct cards_state *c = a->st->cards;
	int top;

	if (!deck_def(a, d)->face_up)
		return;	/* nothing new to see */
	*deck_top(a->rs, a->st, d, 0) = -1;
	if (!deck_def(a, d)->shuffled ||
	    cards_count(cards_supply(a->rs, a->st, d), c->ncards) == 0)
		return;
	if ((top = cards_face_up(a->rs, a->st, d)) >= 0)
		sb_printf(b, "; the %s deck shows %s", deck_def(a, d)->name,
		    RS_CARD(a->rs, top)->name);
	else
		sb_printf(b, "; the next card of the %s deck is turned face "
		    "up: '%s %s CARD' enters it", deck_def(a, d)->name,
		    verb_word(a, "top"), a->rs->decks.ids[d]);
}

/* Which card is taken: the one named (checked against the one seen
 * face up), the one seen, or for a face-down deck one drawn. */
static int
which_card(struct act *a, int d, const char *kind, int *card)
{
	struct cards_state *c = a->st->cards;
	const long *sup = cards_supply(a->rs, a->st, d);
	int top = cards_face_up(a->rs, a->st, d), st;
	long pick;

	if (*card >= 0 && sup[*card] == 0)
		return eng_supply_missing(a, d, *card);
	if (*card >= 0 && top >= 0 && *card != top)
		return refuse(a, "the %s deck shows %s on top, not %s",
		    deck_def(a, d)->name, RS_CARD(a->rs, top)->name,
		    RS_CARD(a->rs, *card)->name);
	if (*card < 0 && top >= 0)
		*card = top;
	if (*card >= 0)
		return ST_OK;
	if (deck_def(a, d)->face_up)
		return usage(a, "the top card of the %s deck lies face up but "
		    "has not been entered: name it ('%s:CARD') or enter it "
		    "first ('%s %s CARD')", deck_def(a, d)->name, kind,
		    verb_word(a, "top"), a->rs->decks.ids[d]);
	/* the deck's cards are shuffled face down: each is as likely on top */
	if ((st = cards_pick(a, cards_count(sup, c->ncards), &pick)))
		return st;
	for (*card = 0; pick >= sup[*card]; (*card)++)
		pick -= sup[*card];
	return ST_OK;
}

int
eng_supply_take(struct act *a, int p, int kind, int *card,
    struct strbuf *b)
{
	struct cards_state *c = a->st->cards;
	const struct sub_kind_def *k = VEC_AT(a->rs->sites.sub_kinds,
	    struct sub_kind_def, kind);
	int d = k->deck.i, st;
	long *sup = cards_supply(a->rs, a->st, d);

	if (cards_count(sup, c->ncards) == 0)
		return refuse(a, "the %s deck is empty: its %s gives nothing",
		    deck_def(a, d)->name, k->name);
	if ((st = which_card(a, d, a->rs->sites.sub_kinds.ids[kind], card)))
		return st;
	sup[*card]--;
	cards_pile(a->rs, a->st, p, PILE_DISCARD)[*card]++;
	sb_printf(b, ": %s from the %s into the discard pile",
	    RS_CARD(a->rs, *card)->name, deck_def(a, d)->name);
	next_face_up(a, d, b);
	return ST_OK;
}
