/* state_decks.c: the decks' counts read back from a saved state.  A state
 * saved before the decks were one declaration kept the items left in each
 * bag ("bags") and the cards drawn from the one counted deck
 * ("pc.deck_drawn"); both still read, as the items out of each deck.  A
 * deck in piles starts empty there: a mechanism that kept such a deck in
 * its own state before fills it from that.  Also where a piled deck's
 * counts lie in the state. */
#include "core/state/state.h"

#include "core/base/strbuf.h"

#include <string.h>

#define DECK_ITEMS_MAX 100000L

_Static_assert(DECK_OWNERS_MAX == MAX_PLAYERS, "one player limit");

/* Is v a count out of deck d's slot i: no more than it held at the start,
 * no fewer than it can take back? */
static int
fits(const struct deck_def *d, int i, long v, int os)
{
	long start;

	if (d->deal.text != NULL)	/* decl.h: enum deck_dealt */
		return v >= 0 && (i == DEALT_FINAL ? v <= 1 : i >= DEALT_KNOWN ?
		    v <= KNOWN_LEFT_OVER : v <= DECK_ITEMS_MAX);
	if (d->piles.n > 0 && d->face_up && i % os == os - 1)
		return v >= -1 && v < d->items.n;	/* the top seen */
	if (d->piles.n > 0)	/* counts where the items lie */
		return v >= 0 && v <= DECK_ITEMS_MAX;
	start = d->size == DECK_TRACKED ? *VEC_AT(d->items, long, i) :
	    d->size;
	if (start == SCHEMA_UNKNOWN_INT)
		return v >= 0 && v <= DECK_ITEMS_MAX;
	return v <= start && v >= start - DECK_ITEMS_MAX &&
	    (d->size == DECK_TRACKED || v >= 0);
}

/* The older form: bags' items left, then the counted deck's cards drawn. */
static int
older(struct state *st, const struct json *j, const struct ruleset *rs)
{
	const struct json *bags = json_get(j, "bags"), *pc = json_get(j, "pc");
	const struct json *drawn = pc != NULL ? json_get(pc, "deck_drawn") :
	    NULL;
	int b = 0;

	if (drawn != NULL && (drawn->type != J_INT || drawn->i < 0))
		return -1;
	for (int d = 0, k = 0; d < rs->decks.n; d++) {
		const struct deck_def *x = VEC_AT(rs->decks, struct deck_def,
		    d);
		for (int i = 0; i < rs_deck_slots(x); i++, k++) {
			long v;
			if (x->piles.n > 0 || x->deal.text != NULL)
				v = x->face_up && i % rs_deck_owner_slots(x) ==
				    rs_deck_owner_slots(x) - 1 ? -1 : 0;
					/* then filled by the mechanism's
					   own older state, if any (a dealt
					   deck's by the card mechanisms) */
			else if (x->size != DECK_TRACKED)
				v = drawn != NULL ? drawn->i : 0;
			else if (bags != NULL && bags->type == J_ARR &&
			    b < bags->n && bags->v[b]->type == J_INT)
				v = *VEC_AT(x->items, long, i) - bags->v[b++]->i;
			else
				return -1;
			if (!fits(x, i, v, rs_deck_owner_slots(x)))
				return -1;
			st->decks[k] = v;
		}
	}
	return bags != NULL && (bags->type != J_ARR || b != bags->n) ? -1 : 0;
}

/* The decks past the first n slots of a snapshot, in a snapshot saved
 * before they were declared: each a deck in piles or dealt, read empty
 * (see older()); any other deck, or one cut short, does not fit. */
static int
past(struct state *st, const struct ruleset *rs, long n)
{
	long k = 0;

	for (int d = 0; d < rs->decks.n; d++) {
		const struct deck_def *x = VEC_AT(rs->decks, struct deck_def,
		    d);
		int slots = rs_deck_slots(x);
		if (k >= n && x->piles.n <= 0 && x->deal.text == NULL)
			return -1;
		if (k >= n)
			deck_empty(rs, st, d);
		else if (k + slots > n)
			return -1;
		k += slots;
	}
	return 0;
}

/* The sparse form of STATE_VERSION 9 on (state_decks_json): the number
 * of slots written and the slots not zero, each its index and count, the
 * indexes ascending; every other slot of the first n is 0, each checked
 * as the dense form's is. */
static int
sparse(struct state *st, const struct json *o, const struct ruleset *rs)
{
	const struct json *n = json_get(o, "slots");
	const struct json *a = json_get(o, "not_zero");
	long k = 0, last = -1;
	int d = 0;

	if (n == NULL || n->type != J_INT || n->i < 0 || n->i > st->ndeck ||
	    a == NULL || a->type != J_ARR || a->n % 2 != 0)
		return -1;
	memset(st->decks, 0, (size_t)n->i * sizeof *st->decks);
	for (int p = 0; p < a->n; p += 2) {
		const struct json *at = a->v[p], *v = a->v[p + 1];
		const struct deck_def *x;
		if (at->type != J_INT || v->type != J_INT || at->i <= last ||
		    at->i >= n->i)
			return -1;
		last = at->i;
		/* the deck the slot is of: the slots ascend, so do the
		 * decks */
		while (k + rs_deck_slots(VEC_AT(rs->decks, struct deck_def,
		    d)) <= at->i)
			k += rs_deck_slots(VEC_AT(rs->decks, struct deck_def,
			    d++));
		x = VEC_AT(rs->decks, struct deck_def, d);
		if (!fits(x, (int)(at->i - k), v->i, rs_deck_owner_slots(x)))
			return -1;
		st->decks[at->i] = v->i;
	}
	return past(st, rs, n->i);
}

int
state_decks_from_json(struct state *st, const struct json *j,
    const struct ruleset *rs)
{
	const struct json *a = json_get(j, "decks");
	int k = 0;

	if (a == NULL)
		return older(st, j, rs);
	if (a->type == J_OBJ)
		return sparse(st, a, rs);
	/* the dense form: every slot (STATE_VERSION 8's always) */
	if (a->type != J_ARR || a->n > st->ndeck)
		return -1;
	for (int d = 0; d < rs->decks.n; d++) {
		const struct deck_def *x = VEC_AT(rs->decks, struct deck_def,
		    d);
		/* the deck's sizes once: its slots are every owner's, up to
		 * the most players there can be */
		int n = rs_deck_slots(x), os = rs_deck_owner_slots(x);
		if (x->piles.n > 0 && x->deal.text == NULL && k + n <= a->n) {
			/* a deck in piles (hundreds of slots: every owner's):
			 * its counts read in one loop, as fits() checks
			 * them */
			for (int i = 0; i < n && !x->face_up; i++, k++) {
				/* (no card face up: every slot a count) */
				const struct json *e = a->v[k];
				if (e->type != J_INT || e->i < 0 ||
				    e->i > DECK_ITEMS_MAX)
					return -1;
				st->decks[k] = e->i;
			}
			for (int i = 0; i < n && x->face_up; i++, k++) {
				const struct json *e = a->v[k];
				int top = i % os == os - 1;
				if (e->type != J_INT || e->i < -top ||
				    e->i > (top ? x->items.n - 1 :
				    DECK_ITEMS_MAX))
					return -1;
				st->decks[k] = e->i;
			}
			continue;
		}
		for (int i = 0; i < n; i++, k++) {
			if (k >= a->n) {	/* saved before the deck was
						   one: see older() */
				if ((x->piles.n <= 0 && x->deal.text == NULL) ||
				    i > 0)
					return -1;
				deck_empty(rs, st, d);
				k += n;
				break;
			}
			if (a->v[k]->type != J_INT || !fits(x, i, a->v[k]->i,
			    os))
				return -1;
			st->decks[k] = a->v[k]->i;
		}
	}
	return 0;
}

/* Since STATE_VERSION 9 a snapshot gives the decks' slots not zero when
 * they are fewer numbers than every slot: a deck of every player's piles
 * is sized for the most players there can be, and its hundreds of zeros
 * written, read and checked on every command cost more than the rest of
 * the decks.  A few slots (a counted deck's one) are written dense still,
 * as an object would cost more to read than they.  The tree and its text
 * (state_write). */
static int
is_sparse(int nz, int n)
{
	return 2 * nz + 1 < n;	/* "slots", then a slot and count each */
}

struct json *
state_decks_json(const struct state *st)
{
	struct json *o, *a = json_arr();
	int nz = 0;

	for (int i = 0; i < st->ndeck; i++)
		nz += st->decks[i] != 0;
	if (!is_sparse(nz, st->ndeck)) {
		for (int i = 0; i < st->ndeck; i++)
			json_push(a, json_int(st->decks[i]));
		return a;
	}
	o = json_obj();
	json_set(o, "slots", json_int(st->ndeck));
	for (int i = 0; i < st->ndeck; i++)
		if (st->decks[i] != 0) {
			json_push(a, json_int(i));
			json_push(a, json_int(st->decks[i]));
		}
	json_set(o, "not_zero", a);
	return o;
}

void
state_decks_write(struct strbuf *b, const struct state *st)
{
	size_t at = b->len;
	int nz = 0;

	/* sparse as it goes, dense instead once that is no longer */
	if (!is_sparse(0, st->ndeck)) {		/* a slot or none */
		json_write_longs(b, st->decks, (size_t)st->ndeck);
		return;
	}
	sb_add(b, "{\"slots\":");
	json_write_long(b, st->ndeck);
	sb_add(b, ",\"not_zero\":[");
	for (int i = 0; i < st->ndeck; i++) {
		if (st->decks[i] == 0)
			continue;
		if (!is_sparse(++nz, st->ndeck)) {
			sb_truncate(b, at);
			json_write_longs(b, st->decks, (size_t)st->ndeck);
			return;
		}
		if (nz > 1)
			sb_addc(b, ',');
		json_write_long(b, i);
		sb_addc(b, ',');
		json_write_long(b, st->decks[i]);
	}
	sb_add(b, "]}");
}

/* --- piled decks ------------------------------------------------------------ */

static const struct deck_def *
def(const struct ruleset *rs, int d)
{
	return VEC_AT(rs->decks, struct deck_def, d);
}

int
deck_owner(const struct ruleset *rs, int d, int p)
{
	return def(rs, d)->per == DECK_PER_PLAYER ? p : 0;
}

long *
deck_pile_at(const struct ruleset *rs, const struct state *st, int d, int o,
    int pile)
{
	const struct deck_def *k = def(rs, d);

	return st->decks + rs_deck_at(rs, d) + (long)o *
	    rs_deck_owner_slots(k) + (long)pile * k->items.n;
}

long *
deck_top(const struct ruleset *rs, const struct state *st, int d, int o)
{
	return deck_unseen(rs, st, d, o) + 1;
}

void
deck_empty(const struct ruleset *rs, struct state *st, int d)
{
	const struct deck_def *k = def(rs, d);
	/* the sizes once (a deck of each player's piles has hundreds of
	 * slots) */
	int n = rs_deck_slots(k), os = rs_deck_owner_slots(k);
	long *v = st->decks + rs_deck_at(rs, d);

	memset(v, 0, (size_t)n * sizeof *v);
	if (k->face_up)
		for (int i = os - 1; i < n; i += os)
			v[i] = -1;
}

long *
deck_unseen(const struct ruleset *rs, const struct state *st, int d, int o)
{
	const struct deck_def *k = def(rs, d);

	return deck_pile_at(rs, st, d, o, 0) + k->piles.n * k->items.n;
}

long *
deck_dealt(const struct ruleset *rs, const struct state *st, int d)
{
	return st->decks + rs_deck_at(rs, d);
}

long
deck_count(const long *v, int n)
{
	long t = 0;

	for (int i = 0; i < n; i++)
		t += v[i];
	return t;
}

long
deck_item_left(const struct ruleset *rs, const struct state *st, int d,
    int i)
{
	const struct deck_def *k = VEC_AT(rs->decks, struct deck_def, d);

	return *VEC_AT(k->items, long, i) - st->decks[rs_deck_at(rs, d) + i];
}

/* The items left in deck d (state.h). */
long
deck_left(const struct ruleset *rs, const struct state *st, int d)
{
	const struct deck_def *k = VEC_AT(rs->decks, struct deck_def, d);
	const long *out = st->decks + rs_deck_at(rs, d);
	long left = 0;

	if (k->size == SCHEMA_UNKNOWN_INT)
		return -1;
	if (k->deal.text != NULL)
		return out[DEALT_LEFT] + out[DEALT_FINAL];
	if (k->piles.n > 0) {
		for (int o = 0; o < rs_deck_owners(k); o++)
			left += deck_count(deck_pile_at(rs, st, d, o, 0),
			    k->items.n) - *deck_unseen(rs, st, d, o);
		return left;
	}
	if (k->size != DECK_TRACKED)
		return k->size - out[0];
	for (int i = 0; i < k->items.n; i++)
		left += *VEC_AT(k->items, long, i) - out[i];
	return left;
}
