/* engine_brought.c: brought(PLAYER, KEY) of expressions
 * (core/rules/names_brought.c), what a player put under the site of the
 * round whose claims wait (sites(current)): his cards there, their mine
 * symbols, the mines the others brought, and for each of the two card
 * values (card-values) his total and his best single card, the first
 * lowered by every mine of the others (not below 0); and the number of
 * the location he landed at there (0: not yet).  0 for nobody, for
 * no current site, and in a game without the card state; a card whose
 * values the ruleset leaves unknown refuses the command as the cards'
 * own commands do. */
#include "core/engine/engine.h"
#include "core/expr/expr.h"
#include "core/engine/engine_cards.h"

#include <ctype.h>
#include <stdio.h>

#include "core/rules/names.h"
#include "core/state/cards.h"
#include "core/state/state.h"

/* The unknown values of card k refused, naming what to give. */
static int
unknown_card(const struct ruleset *rs, int k, char *err, size_t n)
{
	char w[96];
	const char *id = rs->cards.ids[k], *verb = rs_hint_action(rs, "card");

	/* "NAME1/NAME2", as the command takes them */
	snprintf(w, sizeof w, "%s/%s", rs_card_value(rs, 0),
	    rs_card_value(rs, 1));
	for (size_t i = 0; w[i] != '\0'; i++)
		w[i] = (char)toupper((unsigned char)w[i]);
	snprintf(err, n, "%s: the values of the %s are unknown (the rulebook "
	    "does not give them): give them with '%s %s %s TURNED' (TURNED: "
	    "%s turned round, or none), or fill 'cards.%s' in an overlay "
	    "('arbiter ruleset template %s' writes one; 'ruleset amend FILE' "
	    "adds it to this game)", rs->id, RS_CARD(rs, k)->name, verb !=
	    NULL ? verb : "card", id, w, w, id, rs->id);
	return EXPR_UNKNOWN;
}

/* Card k's values, turned round or not, into v. */
static int
values_of(const struct ruleset *rs, const struct cards_state *c, int k,
    int turned, long *v, char *err, size_t n)
{
	const struct card_def *d = RS_CARD(rs, k);
	const struct card_fill *f = &c->fill[k];

	for (int i = 0; i < CARD_VALUES; i++) {
		v[i] = turned ? (d->rotated.n == CARD_VALUES ?
		    *VEC_AT(d->rotated, long, i) : f->rot == 1 ? f->rv[i] :
		    SCHEMA_UNKNOWN_INT) : d->value[i] != SCHEMA_UNKNOWN_INT ?
		    d->value[i] : f->v[i];
		if (v[i] == SCHEMA_UNKNOWN_INT)
			return unknown_card(rs, k, err, n);
	}
	return 0;
}

/* The mine symbols player p brought to site s (*out). */
static int
mines_of(const struct ruleset *rs, const struct cards_state *c, int s,
    int p, long *out, char *err, size_t n)
{
	const long *pl = cards_played(c, s, p);
	struct diag d;

	*out = 0;
	for (int k = 0; k < c->ncards; k++) {
		long m = RS_CARD(rs, k)->mines;
		/* most cards bear no mine: nothing to count */
		if (m == 0 || pl[2 * k] + pl[2 * k + 1] == 0)
			continue;
		/* the path named only when the ruleset leaves it unknown */
		if (m == SCHEMA_UNKNOWN_INT) {
			if (rs_need_intf(rs, m, &d, "cards.%s.mines",
			    rs->cards.ids[k]) != ST_OK) {
				snprintf(err, n, "%s", diag_msg(&d));
				return EXPR_UNKNOWN;
			}
		}
		*out += m * (pl[2 * k] + pl[2 * k + 1]);
	}
	return 0;
}

/* The mine symbols player p brought to site s (*mine) and everybody
 * (*all): card by card, most bearing none; a mine the ruleset leaves
 * unknown refused as mines_of does, player by player. */
static int
mines_all(const struct ruleset *rs, const struct cards_state *c, int s,
    int p, long *mine, long *all, char *err, size_t n)
{
	/* the players' rows of a site follow each other (cards_played) */
	const long *pl0 = cards_played(c, s, 0);
	size_t row = 2 * (size_t)c->ncards;

	*mine = *all = 0;
	for (int k = 0; k < c->ncards; k++) {
		long m = RS_CARD(rs, k)->mines;
		if (m == 0)
			continue;
		for (int q = 0; q < c->nplayers; q++) {
			const long *pl = pl0 + (size_t)q * row;
			long cnt = pl[2 * k] + pl[2 * k + 1];
			if (cnt == 0)
				continue;
			if (m == SCHEMA_UNKNOWN_INT) {
				/* the first refusal of the players in seat
				 * order, as each counted his own */
				for (int x = 0, r; x < c->nplayers; x++)
					if ((r = mines_of(rs, c, s, x, &m,
					    err, n)) != 0)
						return r;
				return 0;	/* (not reached: one refuses) */
			}
			*all += m * cnt;
			*mine += q == p ? m * cnt : 0;
		}
	}
	return 0;
}

/* What player p brought to site s, counted into out (a value a key, bit
 * key of *have set for each counted): key (not landed_at) and those its
 * counting gives besides (the mines with any value, the four values
 * together), so that a refusal is the one key alone would give. */
static int
count(const struct ruleset *rs, const struct cards_state *c, int s, int p,
    int key, long *out, unsigned *have, char *err, size_t n)
{
	const long *pl = cards_played(c, s, p);
	long mine = 0, all = 0, v[CARD_VALUES], tot[2] = { 0, 0 },
	    best[2] = { 0, 0 };
	int r;

	if (key == BK_CARDS) {
		out[BK_CARDS] = cards_count(pl, 2 * c->ncards);
		*have |= 1u << BK_CARDS;
		return 0;
	}
	if ((r = mines_all(rs, c, s, p, &mine, &all, err, n)) != 0)
		return r;
	out[BK_MINES] = mine;
	out[BK_MINES_AGAINST] = all - mine;
	*have |= 1u << BK_MINES | 1u << BK_MINES_AGAINST;
	if (key == BK_MINES || key == BK_MINES_AGAINST)
		return 0;
	for (int k = 0; k < c->ncards; k++) {
		/* most kinds not brought: both counts 0 */
		if (pl[2 * k] == 0 && pl[2 * k + 1] == 0)
			continue;
		for (int t = 0; t < 2; t++) {
			long cnt = pl[2 * k + t];
			if (cnt == 0)
				continue;
			if ((r = values_of(rs, c, k, t, v, err, n)) != 0)
				return r;
			/* every mine of the others lowers each card */
			v[0] = v[0] > all - mine ? v[0] - (all - mine) : 0;
			for (int i = 0; i < 2; i++) {
				tot[i] += v[i] * cnt;
				best[i] = v[i] > best[i] ? v[i] : best[i];
			}
		}
	}
	out[BK_FIRST_TOTAL] = tot[0];
	out[BK_FIRST_BEST] = best[0];
	out[BK_SECOND_TOTAL] = tot[1];
	out[BK_SECOND_BEST] = best[1];
	*have |= 1u << BK_FIRST_TOTAL | 1u << BK_FIRST_BEST |
	    1u << BK_SECOND_TOTAL | 1u << BK_SECOND_BEST;
	return 0;
}

/* What count gave last, while the ruleset, the content of the cards
 * (cards.h: gen, raised by every write of the cards played and the values
 * given inline, the only state count reads) and the player count stay:
 * per player, the site and the keys counted there (a bit a key) with
 * their values.  A refusal keeps nothing (counted again, it says the
 * same).
 * albedo's resolve asks brought() 40 times while the cards stay. */
static struct {
	const struct ruleset *rs;
	unsigned long gen;
	int np;
	struct {
		int s;
		unsigned have;
		long v[BK__N];
	} of[CARDS_MAX_PLAYERS];
} memo;

int
eng_brought_value(const struct ruleset *rs, const struct state *st,
    long p, int key, long *out, char *err, size_t n)
{
	const struct cards_state *c = st->cards;
	int s, r;

	*out = 0;
	if (c == NULL || p < 0 || p >= c->nplayers || (s = site_current(c)) < 0)
		return 0;
	if (key == BK_LANDED_AT) {
		*out = c->sites[s].where[p] + 1;
		return 0;
	}
	if (memo.rs != rs || memo.gen != c->gen || memo.np != c->nplayers) {
		memo.rs = rs;
		memo.gen = c->gen;
		memo.np = c->nplayers;
		for (int q = 0; q < CARDS_MAX_PLAYERS; q++)
			memo.of[q].have = 0;
	}
	if (memo.of[p].s != s)
		memo.of[p].have = 0;
	memo.of[p].s = s;
	if (!(memo.of[p].have & 1u << key) && (r = count(rs, c, s, (int)p,
	    key, memo.of[p].v, &memo.of[p].have, err, n)) != 0)
		return r;
	*out = memo.of[p].v[key];
	return 0;
}
