/* cards.c: the card mechanisms' state: allocation, copies and snapshots
 * (see cards.h). */
#include "core/state/cards.h"

#include <limits.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/state/state.h"

_Static_assert(CARDS_MAX_PLAYERS == MAX_PLAYERS, "one player limit");

static size_t
played_len(const struct cards_state *c)
{
	return (size_t)c->sroom * (size_t)c->room * (size_t)c->ncards * 2;
}

/* The most sites a round of rs reveals, whatever the players. */
static int
sites_room(const struct ruleset *rs)
{
	const struct vec *v = &rs->mech.claims.by_players;
	long most = 0;

	for (int i = 0; i < v->n; i++) {
		long n = VEC_AT(*v, struct claims_count, i)->per_round;
		if (n > most)
			most = n;
	}
	return most > CARDS_MAX_SITES ? CARDS_MAX_SITES : (int)most;
}

/* The last gen given (cards.h): one count for every cards state of the
 * process, so that a state freed and another made at its address never
 * share one. */
static unsigned long last_gen;

static void
touch(struct cards_state *c)
{
	c->gen = ++last_gen;
}

struct cards_state *
cards_new(const struct ruleset *rs, int *need, int room)
{
	struct cards_state *c;

	*need = rs_hand_deck(rs) >= 0 || rs->mech.claims.present;
	if (!*need)
		return NULL;
	/* all but the sites and the cards kept, none counted (cards.h) */
	if ((c = malloc(sizeof *c)) == NULL)
		return NULL;
	memset(c, 0, offsetof(struct cards_state, sites));
	c->ncards = rs->cards.n > 0 ? rs->cards.n : 0;
	c->ncat = rs->sites.catalogue.n > 0 ? rs->sites.catalogue.n : 0;
	c->room = room;
	c->sroom = sites_room(rs);
	c->played = calloc(played_len(c) + 1, sizeof *c->played);
	c->fill = calloc((size_t)c->ncards + 1, sizeof *c->fill);
	if (c->played == NULL || c->fill == NULL) {
		cards_free(c);
		return NULL;
	}
	for (int k = 0; k < c->ncards; k++)
		c->fill[k] = (struct card_fill){ { SCHEMA_UNKNOWN_INT,
		    SCHEMA_UNKNOWN_INT }, -1, { SCHEMA_UNKNOWN_INT,
		    SCHEMA_UNKNOWN_INT } };
	touch(c);
	return c;
}

int
cards_room(struct cards_state *c, int room)
{
	size_t row = (size_t)c->ncards * 2;
	size_t keep = (size_t)(room < c->room ? room : c->room) * row;
	long *v;

	if (room == c->room)
		return 0;
	if ((v = calloc((size_t)c->sroom * (size_t)room * row + 1,
	    sizeof *v)) == NULL)
		return -1;
	for (size_t s = 0; s < (size_t)c->sroom; s++)
		memcpy(&v[s * (size_t)room * row],
		    &c->played[s * (size_t)c->room * row], keep * sizeof *v);
	free(c->played);
	c->played = v;
	c->room = room;
	touch(c);
	return 0;
}

void
cards_free(struct cards_state *c)
{
	if (c == NULL)
		return;
	free(c->played);
	free(c->fill);
	free(c);
}

static void *
dup(const void *p, size_t n)
{
	void *q = malloc(n ? n : 1);

	if (q != NULL)
		memcpy(q, p, n);
	return q;
}

struct cards_state *
cards_copy(const struct cards_state *src)
{
	struct cards_state *c = malloc(sizeof *c);

	if (c == NULL)
		return NULL;
	/* all but the sites and the cards kept not counted (cards.h) */
	memcpy(c, src, offsetof(struct cards_state, sites));
	memcpy(c->sites, src->sites, (size_t)src->nsites * sizeof *c->sites);
	memcpy(c->kept, src->kept, (size_t)src->nkept * sizeof *c->kept);
	c->played = dup(src->played, played_len(src) * sizeof *c->played);
	c->fill = dup(src->fill, (size_t)src->ncards * sizeof *c->fill);
	if (c->played == NULL || c->fill == NULL) {
		cards_free(c);
		return NULL;
	}
	return c;
}

unsigned
cards_top(const struct cards_state *c)
{
	unsigned top = 0;

	for (int i = 0; i < c->nrank; i++) {
		top |= 1u << c->rank[i];
		if (!c->rank_tied[i])
			break;
	}
	return top;
}

/* The ids of enum cards_pile's piles in the deck of hands; the draw pile
 * is its first, whatever its id. */
static const char *const pile_ids[PILE__N] = { "draw", "discard",
	"garrison", "hand" };

long *
cards_pile(const struct ruleset *rs, const struct state *st, int player,
    int pile)
{
	int d = rs_hand_deck(rs);
	int at = pile == PILE_DRAW ? 0 : rs_deck_pile(VEC_AT(rs->decks,
	    struct deck_def, d), pile_ids[pile]);

	/* a deck has the discard and garrison piles its game uses
	 * (check_hand_deck) */
	return at >= 0 ? deck_pile_at(rs, st, d, player, at) : NULL;
}

long *
cards_unseen(const struct ruleset *rs, const struct state *st, int player)
{
	return deck_unseen(rs, st, rs_hand_deck(rs), player);
}

const long *
cards_played(const struct cards_state *c, int site, int player)
{
	return c->played + ((size_t)site * (size_t)c->room +
	    (size_t)player) * (size_t)c->ncards * 2;
}

long *
cards_played_w(struct cards_state *c, int site, int player)
{
	touch(c);
	return c->played + ((size_t)site * (size_t)c->room +
	    (size_t)player) * (size_t)c->ncards * 2;
}

struct card_fill *
cards_fill_w(struct cards_state *c, int k)
{
	touch(c);
	return &c->fill[k];
}

long *
cards_sites(const struct ruleset *rs, const struct state *st)
{
	return deck_dealt(rs, st, rs_site_deck(rs));
}

int
cards_sites_final(const struct ruleset *rs)
{
	int d = rs_site_deck(rs);

	return d >= 0 && VEC_AT(rs->decks, struct deck_def, d)->final;
}

int
cards_is_supply(const struct ruleset *rs, int d)
{
	return rs_supply_deck(rs, d);
}

int
cards_nsupply(const struct ruleset *rs)
{
	int n = 0;

	for (int d = 0; d < rs->decks.n; d++)
		n += cards_is_supply(rs, d);
	return n;
}

long *
cards_supply(const struct ruleset *rs, const struct state *st, int d)
{
	return deck_pile_at(rs, st, d, 0, 0);
}

int
cards_face_up_seen(const struct ruleset *rs, const struct state *st, int d)
{
	return VEC_AT(rs->decks, struct deck_def, d)->face_up ?
	    (int)*deck_top(rs, st, d, 0) : -1;
}

long
cards_count(const long *v, int n)
{
	return deck_count(v, n);
}

int
cards_face_up(const struct ruleset *rs, const struct state *st, int d)
{
	const long *sup = cards_supply(rs, st, d);
	int only = -1, n = VEC_AT(rs->decks, struct deck_def, d)->items.n;

	if (cards_face_up_seen(rs, st, d) >= 0)
		return cards_face_up_seen(rs, st, d);
	for (int k = 0; k < n; k++)
		if (sup[k] > 0) {
			if (only >= 0)
				return -1;	/* two kinds: not known */
			only = k;
		}
	return only;
}

void
cards_list(const struct ruleset *rs, const long *counts, int n,
    struct strbuf *b)
{
	int any = 0;

	for (int k = 0; k < n; k++) {
		if (counts[k] == 0)
			continue;
		sb_printf(b, "%s%ld %s", any ? ", " : "", counts[k],
		    RS_CARD(rs, k)->name);
		any = 1;
	}
	if (!any)
		sb_add(b, "none");
}

/* --- counting ------------------------------------------------------------- */

long
cards_choose(long n, long k)
{
	long r = 1;

	if (k < 0 || n < 0 || k > n)
		return 0;
	if (k > n - k)
		k = n - k;
	for (long i = 1; i <= k; i++) {
		/* r * (n - k + i) / i stays whole at every step */
		if (r > LONG_MAX / (n - k + i))
			return -1;
		r = r * (n - k + i) / i;
	}
	return r;
}

long
cards_ways_exactly(long total, long m, long n, long x)
{
	long a = cards_choose(m, x), b = cards_choose(total - m, n - x);

	if (a < 0 || b < 0 || (b != 0 && a > LONG_MAX / b))
		return -1;
	return a * b;
}

struct walk {
	const long *pool;
	int k;
	long *counts;
	void (*fn)(const long *, long, void *);
	void *ctx;
	int overflow;
};

static void
walk_kinds(struct walk *w, int i, long left, long ways)
{
	if (i == w->k - 1) {
		long c = cards_choose(w->pool[i], left);
		if (left > w->pool[i])
			return;
		if (c < 0 || (c != 0 && ways > LONG_MAX / c)) {
			w->overflow = 1;
			return;
		}
		w->counts[i] = left;
		w->fn(w->counts, ways * c, w->ctx);
		return;
	}
	for (long x = left < w->pool[i] ? left : w->pool[i]; x >= 0; x--) {
		long c = cards_choose(w->pool[i], x);
		if (c < 0 || (c != 0 && ways > LONG_MAX / c)) {
			w->overflow = 1;
			return;
		}
		w->counts[i] = x;
		walk_kinds(w, i + 1, left - x, ways * c);
	}
}

int
cards_compositions(const long *pool, int k, long n,
    void (*fn)(const long *counts, long ways, void *ctx), void *ctx)
{
	long counts[256] = { 0 };
	struct walk w = { pool, k, counts, fn, ctx, 0 };

	if (k <= 0 || k > 256) {
		if (k == 0 && n == 0)
			fn(counts, 1, ctx);
		return k > 256 ? -1 : 0;
	}
	walk_kinds(&w, 0, n, 1);
	return w.overflow ? -1 : 0;
}
