/* engine_piles.c: decks whose items lie in piles (decl.h, "decks" with
 * 'piles'): a deck for the table or for each player, its items counted by
 * kind in each pile, the start ('copies' times its items in the draw
 * pile; a dealt deck's 'deal' and 'left-over' valued), hands drawn unseen
 * with the discard pile shuffled back into the
 * draw pile when it runs out, and the hand a player may draw next. */
#include "core/engine/engine.h"
#include "core/expr/expr.h"
#include "core/act/act.h"
#include "core/engine/engine_eval.h"

#include <string.h>

#include "core/state/state.h"

#define DECK_ITEMS_MAX 100000L

static const struct deck_def *
def(const struct ruleset *rs, int d)
{
	return VEC_AT(rs->decks, struct deck_def, d);
}

void
deck_pile_onto(const struct ruleset *rs, struct state *st, int d, int o,
    int from, int to)
{
	long *f = deck_pile_at(rs, st, d, o, from);
	long *t = deck_pile_at(rs, st, d, o, to);

	for (int i = 0; i < def(rs, d)->items.n; i++) {
		t[i] += f[i];
		f[i] = 0;
	}
}

/* Expression x of deck d for the game of a (dflt when not given), in *n,
 * from none to DECK_ITEMS_MAX (or that over per, per > 0). */
static int
value(struct act *a, int d, const struct sexpr *x, const char *key,
    long dflt, long per, long *n)
{
	struct eng_eval ev = { .rs = a->rs, .st = a->st, .me = -1,
	    .here = -1, .who = -1, .group = -1 };
	int st;

	*n = dflt;
	if (x->text == NULL)
		return ST_OK;
	if ((st = eng_eval(x, &ev, n, a->d)))
		return st;
	if (*n < 0 || (*n > 0 && per > DECK_ITEMS_MAX / *n))
		return diag_set(a->d, ST_DATA, "%s: decks.%s.%s is %ld: a deck "
		    "holds from none to %ld items", a->rs->id,
		    a->rs->decks.ids[d], key, *n, DECK_ITEMS_MAX);
	return ST_OK;
}

/* A dealt deck: its cards valued, the final one under them, the pool
 * set aside; nothing known of its items yet. */
static int
deal(struct act *a, int d)
{
	const struct deck_def *k = def(a->rs, d);
	long *v = deck_dealt(a->rs, a->st, d);
	int st;

	deck_empty(a->rs, a->st, d);
	if ((st = value(a, d, &k->deal, "deal", 0, 1, &v[DEALT_LEFT])) ||
	    (st = value(a, d, &k->left_over, "left-over", 0, 1,
	    &v[DEALT_LEFT_OVER])))
		return st;
	v[DEALT_FINAL] = k->final != 0;
	return ST_OK;
}

int
deck_setup(struct act *a)
{
	int st;

	for (int d = 0; d < a->rs->decks.n; d++) {
		const struct deck_def *k = def(a->rs, d);
		long n, sum = deck_count(k->items.v, k->items.n);
		int owners = k->per == DECK_PER_PLAYER ? a->st->nplayers : 1;
		if (k->deal.text != NULL && (st = deal(a, d)))
			return st;
		if (k->piles.n <= 0)
			continue;
		if ((st = value(a, d, &k->copies, "copies", 1, sum, &n)))
			return st;
		for (int o = 0; o < owners; o++) {
			long *draw = deck_pile_at(a->rs, a->st, d, o, 0);
			for (int i = 0; i < k->items.n; i++)
				draw[i] = *VEC_AT(k->items, long, i) * n;
		}
	}
	return ST_OK;
}

void
deck_draw_hand(const struct ruleset *rs, struct state *st, int d, int o,
    long n, struct deck_hand *h)
{
	const struct deck_def *k = def(rs, d);
	int hand = rs_deck_pile(k, "hand"), dis = rs_deck_pile(k, "discard");
	long *draw = deck_pile_at(rs, st, d, o, 0), *u = deck_unseen(rs, st,
	    d, o);
	long nd = deck_count(draw, k->items.n) - *u;

	memset(h, 0, sizeof *h);
	h->left = nd;
	if (nd >= n || *u > 0) {
		h->unseen = nd < n ? nd : n;
		h->left = nd - h->unseen;
		*u += h->unseen;
		return;
	}
	/* the rest of the draw pile, then the discard pile reshuffled */
	h->last = nd;
	h->shuffled = dis >= 0 ? deck_count(deck_pile_at(rs, st, d, o, dis),
	    k->items.n) : 0;
	deck_pile_onto(rs, st, d, o, 0, hand);
	if (dis >= 0)
		deck_pile_onto(rs, st, d, o, dis, 0);
	h->unseen = n - nd < h->shuffled ? n - nd : h->shuffled;
	h->left = h->shuffled - h->unseen;
	*u = h->unseen;
}

void
deck_next_hand(const struct ruleset *rs, const struct state *st, int d,
    int o, long n, unsigned going, long *fixed, long *pool, long *more)
{
	const struct deck_def *k = def(rs, d);
	size_t len = (size_t)k->items.n * sizeof *fixed;
	int hand = rs_deck_pile(k, "hand"), dis = rs_deck_pile(k, "discard");
	const long *draw = deck_pile_at(rs, st, d, o, 0);
	const long *hv = deck_pile_at(rs, st, d, o, hand);
	long nd = deck_count(draw, k->items.n);

	if (*deck_unseen(rs, st, d, o) > 0 || deck_count(hv, k->items.n) > 0) {
		memcpy(fixed, hv, len);
		memcpy(pool, draw, len);
		*more = *deck_unseen(rs, st, d, o);
		return;
	}
	if (nd >= n) {
		memset(fixed, 0, len);
		memcpy(pool, draw, len);
		*more = n;
		return;
	}
	/* the rest of the draw pile, then the reshuffled discard pile with
	 * the piles going to it before the draw */
	memcpy(fixed, draw, len);
	memset(pool, 0, len);
	going |= dis >= 0 ? 1u << dis : 0;
	for (int p = 1; p < k->piles.n && p < 32; p++)
		for (int i = 0; going & 1u << p && i < k->items.n; i++)
			pool[i] += deck_pile_at(rs, st, d, o, p)[i];
	nd = n - nd;
	*more = nd < deck_count(pool, k->items.n) ? nd :
	    deck_count(pool, k->items.n);
}
