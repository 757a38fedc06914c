/* engine_top.c: the words of a supply deck and of a card, and the effect
 * set-top.  A supply deck that lies face up shows its top card to the
 * table; arbiter cannot know a shuffled deck's order, so the GM enters
 * each card as it is turned over, and a production then takes that card
 * (core/mech/game_supply.c). */
#include "core/engine/engine.h"
#include "core/act/act.h"
#include "core/engine/engine_cards.h"
#include "core/engine/engine_eval.h"

#include "core/state/cards.h"
#include "core/state/state.h"

static const struct deck_def *
deck_def(const struct ruleset *rs, int d)
{
	return VEC_AT(rs->decks, struct deck_def, d);
}

int
eng_deck_word(struct act *a, const char *w, long *out)
{
	const struct ruleset *rs = a->rs;
	struct strbuf b;
	int d, k, st;

	/* a supply deck by its id, or by a sub-location kind that produces
	 * from it */
	if ((d = vec_find(&rs->decks, w)) < 0 || !rs_supply_deck(rs, d))
		d = -1;
	if (d < 0 && (k = rs_sub_kind_find(rs, w)) >= 0 &&
	    VEC_AT(rs->sites.sub_kinds, struct sub_kind_def, k)->effect ==
	    SUB_PRODUCE)
		d = VEC_AT(rs->sites.sub_kinds, struct sub_kind_def,
		    k)->deck.i;
	if (d >= 0) {
		*out = d;
		canon(a, rs->decks.ids[d]);
		return ST_OK;
	}
	sb_init(&b);
	for (int i = 0, n = 0; i < rs->decks.n; i++)
		if (rs_supply_deck(rs, i))
			sb_printf(&b, "%s%s", n++ ? ", " : "",
			    rs->decks.ids[i]);
	st = usage(a, "no supply deck '%s' in %s (decks: %s)", w, rs->id,
	    sb_str(&b) ? sb_str(&b) : "");
	sb_release(&b);
	return st;
}

int
eng_card_word(struct act *a, const char *w, int list, long *out)
{
	struct strbuf b;
	int k, st;

	if ((k = rs_card_find(a->rs, w)) < 0 && !list)
		return usage(a, "no card '%s' in %s", w, a->rs->id);
	if (k < 0) {
		sb_init(&b);
		for (int i = 0; i < a->rs->cards.n; i++)
			sb_printf(&b, "%s%s", i ? ", " : "",
			    a->rs->cards.ids[i]);
		st = usage(a, "no card '%s' in %s (cards: %s)", w, a->rs->id,
		    sb_str(&b) ? sb_str(&b) : "");
		sb_release(&b);
		return st;
	}
	*out = k;
	canon(a, a->rs->cards.ids[k]);
	return ST_OK;
}

int
eng_supply_missing(struct act *a, int d, int card)
{
	struct strbuf left;
	int st;

	sb_init(&left);
	cards_list(a->rs, cards_supply(a->rs, a->st, d), a->rs->cards.n,
	    &left);
	st = refuse(a, "the %s deck holds no %s (left: %s)", deck_def(a->rs,
	    d)->name, RS_CARD(a->rs, card)->name, sb_str(&left));
	sb_release(&left);
	return st;
}

int
eng_set_top(struct act *a, const struct eff_top *x,
    const struct eng_eval *ev)
{
	const struct ruleset *rs = a->rs;
	int d = (int)ev->args[x->w_deck], k = (int)ev->args[x->w_card], was;
	const struct deck_def *dd = deck_def(rs, d);

	if (!dd->face_up)
		return refuse(a, "the %s deck lies face down: its top card is "
		    "drawn when it is taken", dd->name);
	if (cards_count(cards_supply(rs, a->st, d), rs->cards.n) == 0)
		return refuse(a, "the %s deck is empty", dd->name);
	if (cards_supply(rs, a->st, d)[k] == 0)
		return eng_supply_missing(a, d, k);
	was = cards_face_up_seen(rs, a->st, d);
	*deck_top(rs, a->st, d, 0) = k;
	if (was >= 0 && was != k)
		report_line(a->rep, "the %s deck shows %s on top (entered "
		    "as %s before)", dd->name, RS_CARD(rs, k)->name,
		    RS_CARD(rs, was)->name);
	else
		report_line(a->rep, "the %s deck shows %s on top", dd->name,
		    RS_CARD(rs, k)->name);
	json_set(a->rep->data, "deck", json_str(rs->decks.ids[d]));
	json_set(a->rep->data, "card", json_str(rs->cards.ids[k]));
	return ST_OK;
}
