/* status_cards.c: the text view of the card mechanisms for `status`: the
 * sites of the round, every player's cards, the supply decks and the final
 * standings. */
#include "cmds.h"

#include <stdlib.h>
#include <string.h>

#include "core/state/cards.h"
#include "table.h"

static void
counts(const struct ruleset *rs, const long *v, int n, int stride,
    struct strbuf *b)
{
	int any = 0;

	for (int k = 0; k < n; k++) {
		long x = v[k * stride];
		if (x == 0)
			continue;
		sb_printf(b, "%s%ld %s", any ? ", " : "", x,
		    RS_CARD(rs, k)->name);
		any = 1;
	}
	if (!any)
		sb_add(b, "none");
}

static void
site_head(const struct session *s, int i, struct strbuf *b)
{
	const struct ruleset *rs = s->rs;
	const struct state *st = s->st;
	const struct site *x = &st->cards->sites[i];

	sb_printf(b, "%d %s (%s %ld)%s", i + 1, x->name,
	    rs->sites.value_name ? rs->sites.value_name : "value", x->value,
	    x->final ? ", the final one" : "");
	if (x->resolved && x->norder == 0)
		sb_add(b, ": nobody came");
	else if (x->resolved) {
		sb_printf(b, ": %s", VEC_AT(rs->rankings, struct ranking_def,
		    rs->mech.claims.landing.i)->name);
		for (int k = 0; k < x->norder; k++) {
			int p = x->order[k];
			sb_printf(b, "%s %s", k ? "," : "", st->players[p].name);
			if (x->where[p] >= 0)
				sb_printf(b, " (at %d)", x->where[p] + 1);
		}
	}
	if (x->keeper >= 0)
		sb_printf(b, "; card kept by %s", st->players[x->keeper].name);
	sb_addc(b, '\n');
}

static void
site_body(const struct session *s, int i, struct strbuf *b)
{
	const struct ruleset *rs = s->rs;
	const struct state *st = s->st;
	const struct cards_state *c = st->cards;
	const struct site *x = &c->sites[i];

	for (int l = 0; l < x->nloc; l++) {
		long limit = VEC_AT(rs->sites.locations, struct location_def,
		    l)->limit;
		sb_printf(b, "    location %d (%s): ", l + 1, limit == 0 ?
		    "any number" : limit == 1 ? "one player" : "limited");
		for (int k = 0; k < x->nsub[l]; k++)
			sb_printf(b, "%s%s %ld", k ? ", " : "",
			    VEC_AT(rs->sites.sub_kinds, struct sub_kind_def,
			    x->sub[l][k].kind)->name, x->sub[l][k].cost);
		sb_add(b, x->nsub[l] ? "\n" : "nothing\n");
	}
	for (int p = 0; p < c->nplayers; p++) {
		const long *pl = cards_played(c, i, p);
		if (cards_count(pl, 2 * c->ncards) == 0)
			continue;
		sb_printf(b, "    %s:", st->players[p].name);
		for (int k = 0, n = 0; k < c->ncards; k++)
			for (int t = 0; t < 2; t++)
				if (pl[2 * k + t] > 0)
					sb_printf(b, "%s %ld %s%s", n++ ? "," :
					    "", pl[2 * k + t],
					    RS_CARD(rs, k)->name, t ?
					    " turned" : "");
		sb_addc(b, '\n');
	}
}

/* The columns of the players' cards: the draw pile (the deck's first),
 * the hand, then the deck's other piles as it lists them; into col[] the
 * piles' places, their number returned. */
static int
pile_columns(const struct deck_def *k, int *col)
{
	int hand = rs_deck_pile(k, "hand"), n = 0;

	col[n++] = 0;
	col[n++] = hand;
	for (int i = 1; i < k->piles.n && n < HAND_PILES_MAX; i++)
		if (i != hand)
			col[n++] = i;
	return n;
}

/* Player p's cards in his deck: every pile but the garrison (its cards
 * have left the deck), and those played at the sites. */
static long
deck_cards(const struct session *s, const struct deck_def *k, int d, int p)
{
	const struct cards_state *c = s->st->cards;
	int gar = rs_deck_pile(k, "garrison");
	long deck = 0;

	for (int i = 0; i < k->piles.n; i++)
		if (i != gar)
			deck += cards_count(deck_pile_at(s->rs, s->st, d, p, i),
			    c->ncards);
	for (int i = 0; i < c->nsites; i++)
		deck += cards_count(cards_played(c, i, p), 2 * c->ncards);
	return deck;
}

/* Player p's piles after the hand: the discard pile always, another when
 * it holds cards (the garrison's are his garrisons). */
static void
pile_line(const struct session *s, const struct deck_def *k, int d, int p,
    const int *col, int n, struct strbuf *b)
{
	const struct cards_state *c = s->st->cards;

	for (int i = 2; i < n; i++) {
		const char *id = *VEC_AT(k->piles, char *, col[i]);
		const long *v = deck_pile_at(s->rs, s->st, d, p, col[i]);
		int dis = strcmp(id, "discard") == 0;
		if (!dis && cards_count(v, c->ncards) == 0)
			continue;
		sb_printf(b, "; %s%s ", id, strcmp(id, "garrison") == 0 ?
		    "s" : "");
		counts(s->rs, v, c->ncards, 1, b);
	}
}

static void
player_cards(const struct session *s, struct strbuf *b)
{
	const struct ruleset *rs = s->rs;
	const struct state *st = s->st;
	const struct cards_state *c = st->cards;
	int d = rs_hand_deck(rs), col[HAND_PILES_MAX], n;
	const struct deck_def *k = VEC_AT(rs->decks, struct deck_def, d);
	const char *head[HAND_PILES_MAX + 3];
	struct table t;

	n = pile_columns(k, col);
	head[0] = "player";
	for (int i = 0; i < n; i++)
		head[1 + i] = *VEC_AT(k->piles, char *, col[i]);
	head[n + 1] = "deck";
	head[n + 2] = "kept";
	table_init(&t, n + 3);
	table_row(&t, head);
	for (int i = 1; i < n + 2; i++)
		t.right[i] = 1;
	for (int p = 0; p < c->nplayers; p++) {
		char cell[HAND_PILES_MAX + 1][24];
		const char *row[HAND_PILES_MAX + 3];
		struct strbuf kept;
		long u = *cards_unseen(rs, s->st, p);
		/* the hand's unknown cards are still in the draw pile */
		for (int i = 0; i < n; i++)
			snprintf(cell[i], sizeof cell[i], "%ld", cards_count(
			    deck_pile_at(rs, st, d, p, col[i]), c->ncards) +
			    (i == 0 ? -u : i == 1 ? u : 0));
		snprintf(cell[n], sizeof cell[n], "%ld", deck_cards(s, k, d,
		    p));
		sb_init(&kept);
		for (int i = 0; i < c->nkept; i++)
			if (c->kept[i].player == p)
				sb_printf(&kept, "%s%s (%ld, %ld point%s)",
				    kept.len ? ", " : "", c->kept[i].name,
				    c->kept[i].value, c->kept[i].score,
				    c->kept[i].score == 1 ? "" : "s");
		row[0] = st->players[p].name;
		for (int i = 0; i <= n; i++)
			row[1 + i] = cell[i];
		row[n + 2] = sb_str(&kept);
		table_row(&t, row);
		sb_release(&kept);
	}
	sb_addc(b, '\n');
	table_write(&t, b, 0);
	table_release(&t);
	for (int p = 0; p < c->nplayers; p++) {
		long u = *cards_unseen(rs, s->st, p);
		sb_printf(b, "%s: %s pile ", st->players[p].name, head[1]);
		counts(rs, cards_pile(rs, s->st, p, PILE_DRAW), c->ncards, 1, b);
		if (u > 0)
			sb_printf(b, " (%ld of them in hand)", u);
		if (cards_count(cards_pile(rs, s->st, p, PILE_HAND), c->ncards) > 0) {
			sb_add(b, "; in hand for sure ");
			counts(rs, cards_pile(rs, s->st, p, PILE_HAND), c->ncards, 1, b);
		}
		pile_line(s, k, d, p, col, n, b);
		sb_addc(b, '\n');
	}
}

/* The card on top of a shuffled deck lying face up, or how to enter it. */
static void
face_up(const struct session *s, int d, struct strbuf *b)
{
	const struct ruleset *rs = s->rs;
	const struct cards_state *c = s->st->cards;
	const struct deck_def *dd = VEC_AT(rs->decks, struct deck_def, d);
	int top = cards_face_up(rs, s->st, d);
	const char *top_cmd;

	if (!dd->face_up || !dd->shuffled ||
	    cards_count(cards_supply(rs, s->st, d), c->ncards) == 0)
		return;
	if (top >= 0)
		sb_printf(b, " (face up: %s)", RS_CARD(rs, top)->name);
	else if ((top_cmd = rs_hint_action(rs, "top")) != NULL)
		/* the game's action that enters it (set-top) */
		sb_printf(b, " (face up: not entered, '%s %s CARD')", top_cmd,
		    rs->decks.ids[d]);
	else
		sb_add(b, " (face up: not entered)");
}

void
status_cards(const struct session *s, struct strbuf *b)
{
	const struct ruleset *rs = s->rs;
	const struct state *st = s->st;
	const struct cards_state *c = st->cards;

	if (c == NULL)
		return;
	if (rs->mech.claims.present) {
		const long *sv = cards_sites(rs, st);
		sb_printf(b, "\n%s: %ld in the deck%s; %ld left over\n",
		    rs->sites.name ? rs->sites.name : "sites", sv[DEALT_LEFT],
		    !cards_sites_final(rs) ? "" : sv[DEALT_FINAL] ?
		    ", then the final one" : ", the final one revealed",
		    sv[DEALT_LEFT_OVER]);
		for (int i = 0; i < c->nsites; i++) {
			site_head(s, i, b);
			site_body(s, i, b);
		}
	}
	player_cards(s, b);
	if (cards_nsupply(rs) > 0) {
		sb_add(b, "supply:");
		for (int d = 0, n = 0; d < rs->decks.n; d++) {
			if (!cards_is_supply(rs, d))
				continue;
			sb_printf(b, "%s %s ", n++ ? ";" : "", VEC_AT(rs->decks,
			    struct deck_def, d)->name);
			counts(rs, cards_supply(rs, st, d), c->ncards, 1, b);
			face_up(s, d, b);
		}
		sb_addc(b, '\n');
	}
	if (c->nrank > 0) {
		sb_add(b, "standings:");
		for (int i = 0, place = 1; i < c->nrank; i++) {
			int p = c->rank[i];
			if (i > 0 && !c->rank_tied[i - 1])
				place = i + 1;
			sb_printf(b, "%s %d %s %ld", i ? "," : "", place,
			    st->players[p].name, st->players[p].res[
			    rs->mech.claims.score.i]);
		}
		sb_addc(b, '\n');
	} else if (c->scoring) {
		sb_add(b, "the final standings wait for a tie-break draw: "
		    "'score draw VALUE...'\n");
	}
}
