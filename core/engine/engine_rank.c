/* engine_rank.c: what the criteria of the card mechanisms' rankings
 * compare, for people, and what a chain leaves tied broken by draws from
 * the left-over pool of site cards (the draws of rank-players:
 * engine_rank_players.c). */
#include "core/engine/engine.h"
#include "core/act/act.h"
#include "core/engine/engine_rank.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/state/cards.h"
#include "core/state/state.h"

#define DRAW_ROUNDS_MAX 64	/* draws among the same players, at most */

static const char *
criterion_text(const struct ruleset *rs, int by)
{
	static char buf[160];

	switch (by) {
	case BY_FIRST_TOTAL:
	case BY_SECOND_TOTAL:
		snprintf(buf, sizeof buf, "%s total", rs_card_value(rs,
		    by == BY_SECOND_TOTAL));
		return buf;
	case BY_FIRST_BEST:
	case BY_SECOND_BEST:
		snprintf(buf, sizeof buf, "best %s value of one card",
		    rs_card_value(rs, by == BY_SECOND_BEST));
		return buf;
	case BY_SCORE:
		return RS_RES(rs, rs->mech.claims.score.i)->name;
	case BY_SITE_SCORE:
		snprintf(buf, sizeof buf, "points scored at %s",
		    sites_word(rs));
		return buf;
	case BY_BEST_VALUE:
		snprintf(buf, sizeof buf, "best %s of a %s card kept",
		    value_word(rs), site_word(rs));
		return buf;
	}
	return "?";
}

const char *
game_rank_criterion(const struct ruleset *rs, const char *by)
{
	char buf[160];

	/* the card mechanisms' measures (a chosen order says its own) */
	for (int i = 0; i < BY__N; i++)
		if (strcmp(rs_rank_by_name(rs, i, buf, sizeof buf), by) == 0)
			return criterion_text(rs, i);
	return NULL;
}

/* arbiter draws the left-over cards for a tie-break when it could draw the
 * sites; with the left-over cards on the table, only while the deck is its
 * own too: once the GM names a site turned over at the table, the cards
 * set aside lie there unseen, and the players draw them. */
int
pool_known(const struct act *a)
{
	if (a->rs->sites.left_over == LEFT_OVER_TABLE &&
	    a->st->cards->named_sites > 0)
		return 0;
	return catalogue_complete(a);
}

/* --- draws from the left-over pool ----------------------------------------- */

/* Draw one card of the pool, not one drawn already in this round of
 * draws (used).  Known pool cards and the pool's unknown places are
 * equally likely; an unknown place is any card arbiter has not seen, and
 * the card drawn is known to lie in the pool from then on. */
static int
pool_draw(struct act *a, unsigned char *used, int *card)
{
	struct cards_state *c = a->st->cards;
	long *v = cards_sites(a->rs, a->st), *seen = v + DEALT_KNOWN;
	long aside = v[DEALT_LEFT_OVER];
	int known[1024], unseen[1024], nk = 0, nu = 0;
	long in_pool = 0, pick;
	int st;

	for (int i = 0; i < c->ncat && i < 1024; i++) {
		if (VEC_AT(a->rs->sites.catalogue, struct site_card_def,
		    i)->final)
			continue;
		in_pool += seen[i] == KNOWN_LEFT_OVER;
		if (seen[i] == KNOWN_LEFT_OVER && !used[i])
			known[nk++] = i;
		if (seen[i] == KNOWN_NOT)
			unseen[nu++] = i;
	}
	if (nk + (aside - in_pool) <= 0 || (nk == 0 && nu == 0))
		return diag_set(a->d, ST_DATA, "%s: the left-over pool of %ld "
		    "cards has none left for this draw", a->rs->id, aside);
	if ((st = cards_pick(a, nk + (aside - in_pool), &pick)))
		return st;
	if (pick < nk) {
		*card = known[pick];
	} else {
		if ((st = cards_pick(a, nu, &pick)))
			return st;
		*card = unseen[pick];
		seen[*card] = KNOWN_LEFT_OVER;
	}
	used[*card] = 1;
	return ST_OK;
}

/* Can a draw from the pool tell anybody apart (are its values not all
 * the same)? */
static int
pool_varies(const struct act *a)
{
	const struct cards_state *c = a->st->cards;
	long first = 0;
	int any = 0;

	for (int i = 0; i < c->ncat; i++) {
		const struct site_card_def *d = VEC_AT(a->rs->sites.catalogue,
		    struct site_card_def, i);
		if (d->final || cards_sites(a->rs, a->st)[DEALT_KNOWN + i] ==
		    KNOWN_DRAWN)
			continue;
		if (any && d->value != first)
			return 1;
		first = d->value;
		any = 1;
	}
	return 0;
}

/* May card i of the catalogue show a value given for a draw of this
 * round (used)?  Any but the final one, one drawn in it, or one dealt as
 * a site: that one lay in the deck, and the tied draw from the cards set
 * aside, never from the deck's (as pool_draw and pool_varies). */
static int
may_show(const struct act *a, const unsigned char *used, int i)
{
	return !VEC_AT(a->rs->sites.catalogue, struct site_card_def,
	    i)->final && !used[i] && cards_sites(a->rs,
	    a->st)[DEALT_KNOWN + i] != KNOWN_DRAWN;
}

/* The values the cards that may_show show, each once, lowest first,
 * into sb. */
static void
pool_values(const struct act *a, const unsigned char *used,
    struct strbuf *sb)
{
	long last = SCHEMA_UNKNOWN_INT, low;

	for (;;) {	/* the next value above last, a few dozen cards */
		low = SCHEMA_UNKNOWN_INT;
		for (int i = 0; i < a->st->cards->ncat; i++) {
			long x = VEC_AT(a->rs->sites.catalogue,
			    struct site_card_def, i)->value;
			if (may_show(a, used, i) && x > last &&
			    (low == SCHEMA_UNKNOWN_INT || x < low))
				low = x;
		}
		if (low == SCHEMA_UNKNOWN_INT)
			return;
		sb_printf(sb, "%s%ld", sb->len > 0 ? ", " : "", low);
		last = low;
	}
}

/* The card dealt as a site that shows v, or -1: named by the refusal of
 * v given for a draw. */
static int
dealt_showing(const struct act *a, long v)
{
	for (int i = 0; i < a->st->cards->ncat; i++)
		if (cards_sites(a->rs, a->st)[DEALT_KNOWN + i] ==
		    KNOWN_DRAWN && VEC_AT(a->rs->sites.catalogue,
		    struct site_card_def, i)->value == v)
			return i;
	return -1;
}

/* A value given for a draw (v) that no card may_show shows, when arbiter
 * knows every card the pool may hold and their values (the deal drew from
 * the catalogue whole): refused, naming it and those they show; else
 * that card is used for this round. */
static int
given_in_pool(struct act *a, unsigned char *used, long v,
    const struct draws *dr)
{
	struct strbuf left, note;
	int match = -1, st;

	if (!catalogue_complete(a))
		return ST_OK;
	for (int i = 0; i < a->st->cards->ncat; i++) {
		long x = VEC_AT(a->rs->sites.catalogue, struct site_card_def,
		    i)->value;
		if (!may_show(a, used, i))
			continue;
		if (x == SCHEMA_UNKNOWN_INT)
			return ST_OK;	/* it may show any */
		if (x == v && match < 0)
			match = i;
	}
	if (match >= 0) {
		used[match] = 1;
		return ST_OK;
	}
	sb_init(&left);
	sb_init(&note);
	if ((match = dealt_showing(a, v)) >= 0)
		sb_printf(&note, "%s, which does, was dealt from the deck, "
		    "and the tie draws from the cards set aside; ",
		    VEC_AT(a->rs->sites.catalogue, struct site_card_def,
		    match)->name);
	pool_values(a, used, &left);
	st = usage(a, "the %s %ld drawn for the tie: no %s card of the "
	    "catalogue left for this draw shows it (%s%s%s): give the %ss "
	    "drawn, in seat order ('%s VALUE...')", value_word(a->rs), v,
	    site_word(a->rs), sb_str(&note), left.len > 0 ? "they show " :
	    "none is left", sb_str(&left), value_word(a->rs), dr->how);
	sb_release(&note);
	sb_release(&left);
	return st;
}

static int
draw_one(struct act *a, struct draws *dr, unsigned char *used, int p,
    long *v, struct strbuf *line)
{
	int card, st;

	if (line->len > 0)
		sb_add(line, ", ");
	if (dr->ngiven > 0) {
		if (dr->used == dr->ngiven)
			return usage(a, "the draws need more %ss than the %d "
			    "given: one for each player drawing, in seat "
			    "order, and again for players still tied ('%s "
			    "VALUE...')", value_word(a->rs), dr->ngiven,
			    dr->how);
		*v = dr->given[dr->used++];
		if ((st = given_in_pool(a, used, *v, dr)))
			return st;
		sb_printf(line, "%s draws %s %ld", pname(a, p),
		    value_word(a->rs), *v);
		return ST_OK;
	}
	if ((st = pool_draw(a, used, &card)))
		return st;
	*v = VEC_AT(a->rs->sites.catalogue, struct site_card_def,
	    card)->value;
	if ((st = rs_need_intf(a->rs, *v, a->d, "sites.catalogue.%s.value",
	    a->rs->sites.catalogue.ids[card])))
		return st;
	sb_printf(line, "%s draws %s (%s %ld)", pname(a, p),
	    VEC_AT(a->rs->sites.catalogue, struct site_card_def, card)->name,
	    value_word(a->rs), *v);
	return ST_OK;
}

/* pl[0..n) into seat order: the tied draw in it, whatever order ranked
 * them (a turn order keeps its own among equals). */
static void
seat_order(int *pl, int n)
{
	for (int x = 1; x < n; x++)
		for (int y = x; y > 0 && pl[y - 1] > pl[y]; y--) {
			int t = pl[y];
			pl[y] = pl[y - 1];
			pl[y - 1] = t;
		}
}

/* Draw for pl[0..n) (in seat order), order them by the values, and draw
 * again among those still level; pa[i] and pb[i] get the values of the
 * draw that told pl[i] and pl[i + 1] apart (equal when none did). */
static int
draw_round(struct act *a, int *pl, int n, struct draws *dr, long *pa,
    long *pb, int depth)
{
	struct cards_state *c = a->st->cards;
	unsigned char *used = calloc((size_t)c->ncat + 1, 1);
	struct strbuf line;
	long v[CARDS_MAX_PLAYERS];
	int st = ST_OK;

	if (used == NULL)
		return diag_set(a->d, ST_ENV, "out of memory");
	sb_init(&line);
	for (int i = 0; i < n && st == ST_OK; i++)
		st = draw_one(a, dr, used, pl[i], &v[i], &line);
	if (st == ST_OK)
		report_line(a->rep, "tie-break draw: %s", sb_str(&line));
	sb_release(&line);
	free(used);
	if (st != ST_OK)
		return st;
	for (int i = 1; i < n; i++) {	/* stable: seat order among equals */
		long x = v[i];
		int q = pl[i], j = i;
		for (; j > 0 && v[j - 1] < x; j--) {
			v[j] = v[j - 1];
			pl[j] = pl[j - 1];
		}
		v[j] = x;
		pl[j] = q;
	}
	for (int i = 0; i + 1 < n; i++) {
		pa[i] = v[i];
		pb[i] = v[i + 1];
	}
	if (depth + 1 >= DRAW_ROUNDS_MAX)
		return ST_OK;
	for (int i = 0, j; i < n; i = j + 1) {
		for (j = i; j + 1 < n && v[j + 1] == v[i]; j++)
			;
		if (j == i)
			continue;
		/* those still level draw again, in seat order */
		seat_order(pl + i, j - i + 1);
		if (dr->ngiven == 0 && !pool_varies(a))
			continue;	/* every card shows the same value */
		if ((st = draw_round(a, pl + i, j - i + 1, dr, pa + i, pb + i,
		    depth + 1)))
			return st;
	}
	return ST_OK;
}

int
draws_break(struct act *a, int *pl, int n, struct draws *dr, long *pa,
    long *pb)
{
	struct strbuf names;
	int st;

	seat_order(pl, n);
	if (dr->ngiven > 0 || pool_known(a)) {
		if (dr->ngiven == 0 && !pool_varies(a)) {
			report_line(a->rep, "every card of the left-over pool "
			    "shows the same %s: the tie stands",
			    value_word(a->rs));
			return ST_OK;
		}
		return draw_round(a, pl, n, dr, pa, pb, 0);
	}
	sb_init(&names);
	for (int i = 0; i < n; i++)
		sb_printf(&names, "%s%s", i == 0 ? "" : i == n - 1 ? " and " :
		    ", ", pname(a, pl[i]));
	if (dr->may_wait) {
		dr->wait = 1;
		report_line(a->rep, "%s are tied to the end of the chain: each "
		    "draws a left-over %s card; give the %ss drawn, in seat "
		    "order: '%s VALUE...'", sb_str(&names), site_word(a->rs),
		    value_word(a->rs), dr->how);
		st = ST_OK;
	} else {
		st = usage(a, "%s are tied to the end of the chain: each draws "
		    "a left-over %s card; give the %ss drawn, in seat order: "
		    "'%s VALUE...'", sb_str(&names), site_word(a->rs),
		    value_word(a->rs), dr->how);
	}
	sb_release(&names);
	return st;
}

/* The words "draw V..." at argv[from] (or nothing): into dr, canonical. */
int
draws_args(struct act *a, int from, struct draws *dr, long **values)
{
	int st;

	if ((st = eng_draws_read(a, from, values, &dr->ngiven)))
		return st;
	dr->given = *values;
	return ST_OK;
}
