/* status_zones.c: the zones' part of status: zone boards that matter,
 * squads in orbit and in flight, each player's store side, the flight
 * order and the sealed orders (how many, never what). */
#include "cli.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/state/places.h"
#include "core/state/zones.h"
#include "table.h"

static const char *
party(const struct state *st, int p)
{
	return p == NEUTRAL ? "neutral" : st->players[p].name;
}

/* "Ann 10s 3c" for each squad of zone i on space 0 (orbit) or >0: the
 * initials of the game's words for a striker and a carrier. */
static void
squads(const struct ruleset *rs, const struct state *st, int i, int flying,
    struct strbuf *b)
{
	const struct zones *w = st->zones;
	struct strbuf id;
	char s1[8], c1[8];

	sb_init(&id);
	rs_word_initial(rs, W_STRIKER, s1, sizeof s1);
	rs_word_initial(rs, W_CARRIER, c1, sizeof c1);
	for (int k = 0; k < w->nsquads; k++) {
		const struct squad *f = &w->f[k];
		if (f->zone != i || (f->away > 0) != flying)
			continue;
		sb_printf(b, "%s%s %ld%s %ld%s", b->len ? ", " : "",
		    party(st, f->owner), f->strikers, s1, f->carriers, c1);
		for (int c = 0; c < w->ncargo; c++)
			if (f->cargo[c] > 0)
				sb_printf(b, " +%ld %s", f->cargo[c],
				    cargo_id(rs, w, c, &id));
		if (flying)
			sb_printf(b, " @%d", f->away);
	}
	sb_release(&id);
	if (!flying && st->board->owner[i] == NEUTRAL && w->w[i].guard_unknown)
		sb_printf(b, "%sneutral ?%s", b->len ? ", " : "", s1);
}

static int
by_long(const void *x, const void *y)
{
	long a = *(const long *)x, b = *(const long *)y;

	return (a > b) - (a < b);
}

/* The line for the neutral zones left out of the table: no player's
 * squad is at them or bound for them, but each may have its guard. */
static void
hidden_zones(const struct ruleset *rs, const struct state *st, int hidden,
    struct strbuf *b)
{
	const struct zones *w = st->zones;
	long *guard = calloc((size_t)hidden, sizeof *guard);
	int n = 0;

	if (guard == NULL) {
		b->failed = 1;
		return;
	}
	for (int i = 0; i < w->n; i++) {
		const struct squad *g;
		if (zones_in_play(w, st->board, i))
			continue;
		g = NULL;
		for (int k = 0; k < w->nsquads; k++)
			if (w->f[k].zone == i && w->f[k].away == 0 &&
			    w->f[k].owner == NEUTRAL)
				g = &w->f[k];
		guard[n++] = w->w[i].guard_unknown ? UNKNOWN_COUNT :
		    g != NULL ? g->strikers : 0;
	}
	qsort(guard, (size_t)n, sizeof *guard, by_long);
	sb_printf(b, "%d other %s %s neutral with no player's %s:",
	    hidden, rs_word(rs, W_ZONE, hidden), hidden == 1 ? "is" : "are",
	    rs_word(rs, W_SQUAD, 1));
	for (int i = 0, j; i < n; i = j) {
		for (j = i; j < n && guard[j] == guard[i]; j++)
			;
		sb_printf(b, "%s %d ", i ? "," : "", j - i);
		if (guard[i] == UNKNOWN_COUNT)
			sb_add(b, "with a guard of unknown size");
		else if (guard[i] == 0)
			sb_add(b, "unguarded");
		else
			sb_printf(b, "with a guard of %ld %s", guard[i],
			    rs_word(rs, W_STRIKER, guard[i]));
	}
	sb_printf(b, " ('status --json' lists every %s)\n",
	    rs_word(rs, W_ZONE, 1));
	free(guard);
}

static void
zones_table(const struct session *s, struct strbuf *b)
{
	const struct ruleset *rs = s->rs;
	const struct state *st = s->st;
	const struct zones *w = st->zones;
	struct table t;
	int hidden = 0;

	table_init(&t, 8);
	{
		/* the folk's word, its first three letters when it is longer
		 * than four: a number's narrow column ("pop", "folk") */
		const char *folk = rs_word(rs, W_FOLK, 2);
		char f[16];
		snprintf(f, sizeof f, "%.*s", strlen(folk) > 4 ? 3 : 15, folk);
		const char *head[] = { "no", rs_word(rs, W_ZONE, 1), "owner",
		    f, rs_word(rs, W_MILITIA, 2), rs_word(rs, W_PRODUCER, 2),
		    "orbit",
		    "in flight" };
		table_row(&t, head);
	}
	t.right[0] = t.right[3] = t.right[4] = 1;
	for (int i = 0; i < w->n; i++) {
		char no[16], pop[16], tr[16];
		struct strbuf fac, orbit, fly;
		const char *row[8];
		if (!zones_in_play(w, st->board, i)) {
			hidden++;
			continue;
		}
		sb_init(&fac);
		sb_init(&orbit);
		sb_init(&fly);
		snprintf(no, sizeof no, "%d", i + 1);
		zones_count_text(pop, sizeof pop, w->w[i].folk);
		zones_count_text(tr, sizeof tr, w->w[i].militia);
		for (int k = 0; k < w->nkinds; k++) {
			long n = w->producers[i * w->nkinds + k];
			if (n > 0)
				sb_printf(&fac, "%s%s", fac.len ? ", " : "",
				    rs->mech.colonies.producers.ids[k]);
			if (n > 1)
				sb_printf(&fac, " x%ld", n);
		}
		if (w->w[i].producer_due)
			sb_printf(&fac, "%s(to choose)", fac.len ? " " : "");
		if (w->w[i].shelters > 0)
			sb_printf(&fac, "%s%ld %s", fac.len ? ", " : "",
			    w->w[i].shelters, rs_word(rs, W_SHELTER,
			    w->w[i].shelters));
		squads(rs, st, i, 0, &orbit);
		squads(rs, st, i, 1, &fly);
		row[0] = no;
		row[1] = RS_ZONE(rs, i)->name;
		row[2] = party(st, st->board->owner[i]);
		row[3] = pop;
		row[4] = tr;
		row[5] = sb_str(&fac);
		row[6] = sb_str(&orbit);
		row[7] = sb_str(&fly);
		table_row(&t, row);
		sb_release(&fac);
		sb_release(&orbit);
		sb_release(&fly);
	}
	sb_addc(b, '\n');
	table_write_wrapped(&t, b, 0, 100);
	table_release(&t);
	if (hidden > 0)
		hidden_zones(rs, st, hidden, b);
}

static void
players_table(const struct session *s, struct strbuf *b)
{
	const struct state *st = s->st;
	const struct zones *w = st->zones;
	const struct ruleset *rs = s->rs;
	const char *const morale_word[] = { rs_word(rs, W_STRIKER, 2),
	    rs_word(rs, W_CARRIER, 2), rs_word(rs, W_MILITIA, 2) };
	struct table t;

	table_init(&t, 7);
	{
		const char *head[] = { "player", rs_word(rs, W_FOLK, 2),
		    rs_word(rs, W_ZONE, 2),
		    "home", "morale up", "place", "sealed orders" };
		table_row(&t, head);
	}
	t.right[1] = t.right[2] = t.right[5] = t.right[6] = 1;
	for (int p = 0; p < st->nplayers; p++) {
		char pop[32], nw[32], place[32], sealed[32];
		struct strbuf m, home;
		const char *row[7];
		long total = 0, orders = 0;
		int unknown = 0;
		for (int i = 0; i < w->n; i++)
			if (st->board->owner[i] == p) {
				unknown |= w->w[i].folk == UNKNOWN_COUNT;
				total += w->w[i].folk > 0 ?
				    w->w[i].folk : 0;
			}
		orders = state_sealed_of(st, rs, p);
		snprintf(pop, sizeof pop, "%ld%s", total, unknown ? "+?" : "");
		snprintf(nw, sizeof nw, "%d", board_owned(st->board, p));
		/* the home's name whole: the ruleset's, of any length */
		sb_init(&home);
		if (board_home(st->board, p) >= 0)
			sb_printf(&home, "%s (%d)",
			    RS_ZONE(s->rs, board_home(st->board, p))->name,
			    board_home(st->board, p) + 1);
		else
			sb_add(&home, "-");
		snprintf(place, sizeof place, "%s", "");
		if (st->players[p].place > 0)
			snprintf(place, sizeof place, "%d", st->players[p].place);
		snprintf(sealed, sizeof sealed, "%ld", orders);
		sb_init(&m);
		for (int k = 0; k < 3; k++)
			if (w->morale[p][k])
				sb_printf(&m, "%s%s", m.len ? ", " : "",
				    morale_word[k]);
		row[0] = st->players[p].name;
		row[1] = pop;
		row[2] = nw;
		row[3] = sb_str(&home);
		row[4] = m.len ? sb_str(&m) : "-";
		row[5] = place;
		row[6] = sealed;
		table_row(&t, row);
		sb_release(&m);
		sb_release(&home);
	}
	sb_addc(b, '\n');
	table_write(&t, b, 0);
	table_release(&t);
}

/* The places of an order chosen by rank on a game without numbered
 * zones (theirs are a column of the players' table), kept with the
 * players: who chooses, in the order ranked, and the place each has
 * taken ('-': none yet), as status --json's board.choosers. */
static void
places_table(const struct session *s, struct strbuf *b)
{
	const struct state *st = s->st;
	struct table t;
	const char *head[] = { "order", "player", "place" };

	table_init(&t, 3);
	table_row(&t, head);
	t.right[0] = t.right[2] = 1;
	for (int i = 0; i < st->nchoosers; i++) {
		const struct player *p = &st->players[st->choosers[i]];
		char no[16], place[16];
		const char *row[3] = { no, p->name, place };
		snprintf(no, sizeof no, "%d", i + 1);
		snprintf(place, sizeof place, p->place > 0 ? "%d" : "-",
		    p->place);
		table_row(&t, row);
	}
	sb_addc(b, '\n');
	table_write(&t, b, 0);
	table_release(&t);
}

void
status_zones(struct ctx *c, const struct session *s, struct strbuf *b)
{
	const struct zones *w = s->st->zones;

	(void)c;
	if (w == NULL && s->st->nchoosers > 0 &&
	    s->st->phase != PHASE_SETUP)
		places_table(s, b);
	else if (w != NULL) {
		zones_table(s, b);
		players_table(s, b);
	}
	if (s->st->nchoosers > 0 && s->st->phase != PHASE_SETUP) {
		int next = places_chooser(s->st);
		/* the ranking's name (the program's word where the order's
		 * criteria are a chain of before: zones' flight order) */
		const struct sref *r = &s->rs->mech.chosen_order.ranking;
		if (next >= 0 && r->name != NULL && r->i >= 0)
			sb_printf(b, "%s: %s chooses a place next\n",
			    VEC_AT(s->rs->rankings, struct ranking_def,
			    r->i)->name, s->st->players[next].name);
		else if (next >= 0)
			sb_printf(b, "%s%s chooses a place next\n",
			    w != NULL ? "flight order: " : "",
			    s->st->players[next].name);
	}
}
