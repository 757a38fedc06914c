/* engine_draw.c: the effect draw from a dealt deck (decl.h, "decks" with
 * 'deal'), and a draw refused when the deck is empty ('refuse-empty').
 * A dealt deck is drawn as a counted deck is: its cards, all alike, go to
 * the resource its 'hand' names, as many as it still holds.  The cards
 * dealt into it come first, then its final card, last; the left-over
 * pool, set aside at the deal, is never drawn. */
#include "core/act/act.h"
#include "core/engine/engine_cards.h"

#include <stdio.h>

#include "core/state/state.h"

int
eng_draw_dealt(struct act *a, int d, int p, long n, const char *why)
{
	const struct deck_def *k = VEC_AT(a->rs->decks, struct deck_def, d);
	long *v = deck_dealt(a->rs, a->st, d);
	long left = v[DEALT_LEFT] + v[DEALT_FINAL], got, dealt, before;
	int r = k->hand.i, st;

	if (r < 0)	/* refused by rs_check_dealt (ruleset_decks_sites.c) */
		return diag_set(a->d, ST_DATA, "%s: deck '%s' is dealt "
		    "without a 'hand': its cards go nowhere", a->rs->id,
		    a->rs->decks.ids[d]);
	if (left <= 0) {
		report_line(a->rep, "%s is empty: %s draws nothing (%s)",
		    k->name, pname(a, p), why);
		return ST_OK;
	}
	got = n < left ? n : left;
	dealt = got < v[DEALT_LEFT] ? got : v[DEALT_LEFT];
	before = a->st->players[p].res[r];
	if ((st = res_add(a, p, r, got, why)))
		return st;
	v[DEALT_LEFT] -= dealt;
	if (got > dealt)	/* the final card, under the others */
		v[DEALT_FINAL] = 0;
	report_line(a->rep, "%s draws %s (%s%s%s): %s %ld -> %ld; %ld left in "
	    "%s%s", pname(a, p), qty(a, r, got), why, got > dealt ?
	    "; the final card last" : "", got < n ? "; no more were left" :
	    "", rname(a, r), before, a->st->players[p].res[r], v[DEALT_LEFT],
	    k->name, v[DEALT_FINAL] ? ", then the final card" : "");
	return ST_OK;
}

int
eng_draw_empty(struct act *a, const struct eff_bag *x)
{
	const struct deck_def *k = VEC_AT(a->rs->decks, struct deck_def,
	    x->deck.i);
	int st;

	if (!x->refuse_empty)
		return ST_OK;
	/* an unknown size is named first, as the draw itself would */
	if (k->size != DECK_TRACKED && (st = rs_need_intf(a->rs, k->size,
	    a->d, "decks.%s.size", a->rs->decks.ids[x->deck.i])))
		return st;
	if (deck_left(a->rs, a->st, x->deck.i) <= 0)
		return refuse(a, "%s is empty: no more cards can be drawn",
		    k->name);
	return ST_OK;
}

int
eng_draw_throws(const struct ruleset *rs, const struct eff_bag *x)
{
	int d = x->deck.i >= 0 ? x->deck.i : x->bag.i;
	const struct deck_def *k;

	if (d < 0 || d >= rs->decks.n)
		return 1;
	k = VEC_AT(rs->decks, struct deck_def, d);
	return k->size == DECK_TRACKED && k->deal.text == NULL;
}
