/* engine_deck.c: drawing from a deck, bag or cup without replacement, and
 * putting items back (decl.h, "decks").  A counted deck's cards are alike:
 * a draw takes as many as it still holds into the drawer's hand.  A
 * tracked deck's items are drawn at random, each one a die with as many
 * faces as items left, so that the log keeps the draw and a replay draws
 * the same. */
#include "core/engine/engine.h"
#include "core/act/act.h"
#include "core/engine/engine_cards.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_report.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/state/state.h"

#define DECK_ITEMS_MAX 100000L

int
deck_draw(struct act *a, int d, int p, long n, const char *why, long *drawn)
{
	const struct deck_def *k;
	int r, st;
	long left, before;

	*drawn = 0;
	if (d < 0 || d >= a->rs->decks.n ||
	    VEC_AT(a->rs->decks, struct deck_def, d)->size == DECK_TRACKED)
		return diag_set(a->d, ST_DATA, "%s: cards are drawn, but no "
		    "counted deck is declared under 'decks'", a->rs->id);
	k = VEC_AT(a->rs->decks, struct deck_def, d);
	r = k->hand.i;
	before = a->st->players[p].res[r];
	if ((st = rs_need_intf(a->rs, k->size, a->d, "decks.%s.size",
	    a->rs->decks.ids[d])))
		return st;
	if ((left = deck_left(a->rs, a->st, d)) <= 0) {
		report_line(a->rep, "%s is empty: %s draws nothing (%s)",
		    k->name, pname(a, p), why);
		return ST_OK;
	}
	*drawn = n < left ? n : left;
	if ((st = res_add(a, p, r, *drawn, why)))
		return st;
	a->st->decks[rs_deck_at(a->rs, d)] += *drawn;
	report_line(a->rep, "%s draws %s (%s%s): %s %ld -> %ld; %ld left in "
	    "%s", pname(a, p), qty(a, r, *drawn), why, *drawn < n ?
	    "; no more were left" : "", rname(a, r), before,
	    a->st->players[p].res[r], left - *drawn, k->name);
	return ST_OK;
}

/* One item drawn at random from counts in (nkinds of them, left in all):
 * its kind in *kind. */
static int
draw_one(struct act *a, const long *in, int nkinds, long left, int *kind)
{
	long f;
	int st, i;

	if ((st = act_throw_one(a, left, &f)))
		return st;
	for (i = 0; i < nkinds - 1 && f > in[i]; i++)
		f -= in[i];
	*kind = i;
	return ST_OK;
}

/* The items player p may draw from piled deck d: its draw pile's, and its
 * discard pile's when that is shuffled in. */
static long
deck_left_of(struct act *a, int d, int p)
{
	const struct deck_def *k = VEC_AT(a->rs->decks, struct deck_def, d);
	int o = deck_owner(a->rs, d, p), dis = rs_deck_pile(k, "discard");
	long n = deck_count(deck_pile_at(a->rs, a->st, d, o, 0), k->items.n);

	if (k->discard == DECK_PILE && dis > 0)
		n += deck_count(deck_pile_at(a->rs, a->st, d, o, dis),
		    k->items.n);
	return n - *deck_unseen(a->rs, a->st, d, o);
}

/* Where the next item of deck d is drawn from for player p: the counts
 * left by kind (into in[]); a piled deck whose draw pile is empty shuffles
 * its discard pile in first.  The items left. */
static long
draw_source(struct act *a, int d, int p, long *in)
{
	const struct deck_def *k = VEC_AT(a->rs->decks, struct deck_def, d);
	const long *out = a->st->decks + rs_deck_at(a->rs, d);
	int o = deck_owner(a->rs, d, p), dis = rs_deck_pile(k, "discard");

	if (k->piles.n <= 0) {
		for (int i = 0; i < k->items.n; i++)
			in[i] = *VEC_AT(k->items, long, i) - out[i];
		return deck_count(in, k->items.n);
	}
	if (deck_count(deck_pile_at(a->rs, a->st, d, o, 0), k->items.n) <= 0 &&
	    k->discard == DECK_PILE && dis > 0) {
		report_line(a->rep, "the discard pile of %s is shuffled into "
		    "its draw pile", k->name);
		deck_pile_onto(a->rs, a->st, d, o, dis, 0);
	}
	memcpy(in, deck_pile_at(a->rs, a->st, d, o, 0), (size_t)k->items.n *
	    sizeof *in);
	return deck_count(in, k->items.n);
}

/* Item i drawn by player p: out of the deck, into the pile 'hand' of a
 * piled deck that has one, else to the resource of its id. */
static int
draw_into(struct act *a, int d, int p, int i)
{
	const struct deck_def *k = VEC_AT(a->rs->decks, struct deck_def, d);
	int o = deck_owner(a->rs, d, p), hand = rs_deck_pile(k, "hand"), r;

	if (k->piles.n <= 0)
		a->st->decks[rs_deck_at(a->rs, d) + i]++;
	else {
		deck_pile_at(a->rs, a->st, d, o, 0)[i]--;
		if (hand >= 0) {
			deck_pile_at(a->rs, a->st, d, o, hand)[i]++;
			return ST_OK;
		}
	}
	if ((r = rs_resource(a->rs, k->items.ids[i])) >= 0)
		return res_add(a, p, r, 1, "the draw");
	return ST_OK;
}

static int
draw_items(struct act *a, int d, int p, long n)
{
	const struct deck_def *k = VEC_AT(a->rs->decks, struct deck_def, d);
	long left, got[256] = { 0 }, in[256];
	struct strbuf b;
	int st = ST_OK, i;

	if (k->items.n > 256)
		return refuse(a, "%s has too many kinds of item", k->name);
	/* an unseen hand is part of the draw pile's counts: what else is
	 * left there is not known until it is named */
	if (k->piles.n > 0 && *deck_unseen(a->rs, a->st, d, deck_owner(a->rs,
	    d, p)) > 0)
		return refuse(a, "%s has a hand drawn unseen from %s: its "
		    "items are named before more are drawn", pname(a, p),
		    k->name);
	left = k->piles.n > 0 ? deck_left_of(a, d, p) : draw_source(a, d, p,
	    in);
	if (n > left)
		return refuse(a, "%s holds %ld item%s; %ld cannot be drawn",
		    k->name, left, left == 1 ? "" : "s", n);
	for (long j = 0; j < n && st == ST_OK; j++) {
		long *top = k->face_up ? deck_top(a->rs, a->st, d,
		    deck_owner(a->rs, d, p)) : NULL;
		left = draw_source(a, d, p, in);
		if (top != NULL && *top >= 0 && in[*top] > 0) {
			i = (int)*top;	/* the item seen on top */
			left--;
		} else if ((st = draw_one(a, in, k->items.n, left--, &i)))
			break;
		if (top != NULL)	/* the next is not seen yet */
			*top = -1;
		got[i]++;
		st = draw_into(a, d, p, i);
	}
	if (st != ST_OK)
		return st;
	sb_init(&b);
	for (int j = 0, first = 1; j < k->items.n; j++)
		if (got[j] > 0) {
			sb_printf(&b, "%s%ld %s", first ? "" : ", ", got[j],
			    k->items.ids[j]);
			first = 0;
		}
	report_line(a->rep, "%s draws %s from %s (%ld left)", pname(a, p),
	    n > 0 ? sb_str(&b) : "nothing", k->name, left);
	sb_release(&b);
	return ST_OK;
}

int
eng_deck_draw(struct act *a, const struct eff_bag *x,
    const struct eng_eval *ev)
{
	const struct deck_def *k = VEC_AT(a->rs->decks, struct deck_def,
	    x->deck.i);
	struct strbuf why;	/* the reason's line ("the draw" without) */
	long n, drawn;
	int st;

	if (x->card != NULL)	/* the site deck's card, laid on the table */
		return eng_site_lay(a, x->w_card, ev);
	if ((st = eng_eval(&x->count, ev, &n, a->d)))
		return st;
	if (n < 0 || n > 1000)
		return refuse(a, "%ld items cannot be drawn at once", n);
	if (x->unseen)
		return eng_draw_unseen(a, x->deck.i, n, ev);
	if ((st = eng_draw_empty(a, x)))
		return st;
	sb_init(&why);
	if (x->reason == NULL)
		sb_add(&why, "the draw");
	else if ((st = eng_say_into(a, &x->treason, ev, &why))) {
		sb_release(&why);
		return st;
	}
	if (k->deal.text != NULL)
		st = eng_draw_dealt(a, x->deck.i, ev->me, n, sb_str(&why));
	else if (k->size != DECK_TRACKED)
		st = deck_draw(a, x->deck.i, ev->me, n, sb_str(&why), &drawn);
	else
		st = draw_items(a, x->deck.i, ev->me, n);
	sb_release(&why);
	return st;
}

/* n of item i put back by player p into piled deck d: out of its pile
 * 'hand' if it has one, else out of the resource of the item's id; onto
 * its discard pile ('discard: pile') or its draw pile. */
static int
pile_return(struct act *a, int d, int p, int i, long n)
{
	const struct deck_def *k = VEC_AT(a->rs->decks, struct deck_def, d);
	int o = deck_owner(a->rs, d, p), hand = rs_deck_pile(k, "hand"), r, st;
	int to = k->discard == DECK_PILE ? rs_deck_pile(k, "discard") : 0;
	long *dst = deck_pile_at(a->rs, a->st, d, o, to);

	if (dst[i] > DECK_ITEMS_MAX - n)
		return refuse(a, "%s cannot hold more", k->name);
	if (hand >= 0) {
		long *h = deck_pile_at(a->rs, a->st, d, o, hand);
		if (h[i] < n)
			return refuse(a, "%s holds %ld %s in hand; %ld cannot "
			    "be put back", pname(a, p), h[i], k->items.ids[i],
			    n);
		h[i] -= n;
	} else if ((r = rs_resource(a->rs, k->items.ids[i])) >= 0 &&
	    (st = res_add(a, p, r, -n, "putting it back")))
		return st;
	dst[i] += n;
	if (to == 0 && k->face_up)	/* shuffled in: the top is not known */
		*deck_top(a->rs, a->st, d, o) = -1;
	report_line(a->rep, "%s puts %ld %s back into %s", pname(a, p), n,
	    k->items.ids[i], k->name);
	return ST_OK;
}

int
eng_deck_return(struct act *a, const struct eff_bag *x,
    const struct eng_eval *ev)
{
	const struct deck_def *d = VEC_AT(a->rs->decks, struct deck_def,
	    x->deck.i);
	long *out = a->st->decks + rs_deck_at(a->rs, x->deck.i);
	int st;

	for (int k = 0; k < x->items.n; k++) {
		int i = vec_find(&d->items, x->items.ids[k]), r;
		long n, start = *VEC_AT(d->items, long, i);
		if ((st = eng_eval(VEC_AT(x->items, struct sexpr, k), ev, &n,
		    a->d)))
			return st;
		if (n <= 0)
			continue;
		if (d->piles.n > 0) {
			if ((st = pile_return(a, x->deck.i, ev->me, i, n)))
				return st;
			continue;
		}
		if (start - out[i] > DECK_ITEMS_MAX - n)
			return refuse(a, "%s cannot hold more", d->name);
		if (!x->from_table && (r = rs_resource(a->rs,
		    x->items.ids[k])) >= 0 &&
		    (st = res_add(a, ev->me, r, -n, "putting it back")))
			return st;
		out[i] -= n;
		report_line(a->rep, "%s puts %ld %s back into %s", pname(a,
		    ev->me), n, x->items.ids[k], d->name);
	}
	return ST_OK;
}
