/* game_cards_status.c: what `status --json` carries of the card mechanisms:
 * in `board` the sites of the round, the site deck, the supply decks and
 * the final standings; in each player's object the piles of cards. */
#include "core/mech/cards_int.h"

#include <stdio.h>
#include <string.h>

/* Counts by card id; kinds with none are left out. */
static struct json *
counts_json(const struct ruleset *rs, const long *v, int n)
{
	struct json *o = json_obj();

	for (int k = 0; k < n; k++)
		if (v[k] != 0)
			json_set(o, rs->cards.ids[k], json_int(v[k]));
	return o;
}

/* Pile v of player p's as "NAME" (its counts by card) and "NAME_count",
 * into j; its count. */
static long
pile_json(const struct ruleset *rs, const long *v, int n, const char *name,
    struct json *j)
{
	char key[40];

	json_set(j, name, counts_json(rs, v, n));
	snprintf(key, sizeof key, "%s_count", name);
	json_set(j, key, json_int(cards_count(v, n)));
	return cards_count(v, n);
}

/* The piles of the deck of hands but its first (the draw pile) and the
 * hand, the discard and garrison piles left out: {ID: {CARD: N}} into j
 * as "piles" when there are any; their cards. */
static long
other_piles_json(const struct ruleset *rs, const struct state *st, int p,
    struct json *j)
{
	const struct cards_state *c = st->cards;
	int d = rs_hand_deck(rs);
	const struct deck_def *k = VEC_AT(rs->decks, struct deck_def, d);
	struct json *o = NULL;
	long n = 0;

	for (int i = 1; i < k->piles.n; i++) {
		const char *id = *VEC_AT(k->piles, char *, i);
		const long *v = deck_pile_at(rs, st, d, p, i);
		if (strcmp(id, "hand") == 0 || strcmp(id, "discard") == 0 ||
		    strcmp(id, "garrison") == 0)
			continue;
		if (o == NULL)
			o = json_obj();
		json_set(o, id, counts_json(rs, v, c->ncards));
		n += cards_count(v, c->ncards);
	}
	if (o != NULL)
		json_set(j, "piles", o);
	return n;
}

void
cards_status_player(const struct ruleset *rs, const struct state *st, int p,
    struct json *o)
{
	const struct cards_state *c = st->cards;
	struct json *j, *hand, *kept;
	const long *v;
	long deck = 0;

	if (c == NULL)
		return;
	j = json_obj();
	deck += pile_json(rs, cards_pile(rs, st, p, PILE_DRAW), c->ncards,
	    "draw", j);
	/* a deck has the discard and garrison piles its game uses; the
	 * garrison's cards have left the deck */
	if ((v = cards_pile(rs, st, p, PILE_DISCARD)) != NULL)
		deck += pile_json(rs, v, c->ncards, "discard", j);
	if ((v = cards_pile(rs, st, p, PILE_GARRISON)) != NULL)
		pile_json(rs, v, c->ncards, "garrison", j);
	deck += other_piles_json(rs, st, p, j);
	hand = json_obj();
	json_set(hand, "known", counts_json(rs, cards_pile(rs, st, p, PILE_HAND),
	    c->ncards));
	json_set(hand, "unknown", json_int(*cards_unseen(rs, st, p)));
	json_set(hand, "count", json_int(cards_count(cards_pile(rs, st, p,
	    PILE_HAND), c->ncards) + *cards_unseen(rs, st, p)));
	json_set(j, "hand", hand);
	deck += cards_count(cards_pile(rs, st, p, PILE_HAND), c->ncards);
	for (int s = 0; s < c->nsites; s++)
		deck += cards_count(cards_played(c, s, p), 2 * c->ncards);
	/* the hand's unknown cards are still counted in the draw pile */
	json_set(j, "deck_count", json_int(deck));
	json_set(j, "committed", json_bool(c->committed[p]));
	json_set(j, "site_score", json_int(c->site_score[p]));
	if (cards_pile(rs, st, p, PILE_GARRISON) != NULL)
		json_set(j, "garrisons", json_int(c->garrisons[p]));
	kept = json_arr();
	for (int i = 0; i < c->nkept; i++) {
		struct json *k;
		if (c->kept[i].player != p)
			continue;
		k = json_obj();
		json_set(k, "name", json_str(c->kept[i].name));
		json_set(k, "value", json_int(c->kept[i].value));
		json_set(k, "score", json_int(c->kept[i].score));
		json_set(k, "round", json_int(c->kept[i].round));
		json_push(kept, k);
	}
	json_set(j, "kept", kept);
	json_set(o, "cards", j);
}

static struct json *
site_json(const struct ruleset *rs, const struct state *st, int s)
{
	const struct cards_state *c = st->cards;
	const struct site *x = &c->sites[s];
	struct json *o = json_obj(), *locs = json_arr(), *com = json_arr();
	struct json *order = json_arr(), *landed = json_arr();

	json_set(o, "number", json_int(s + 1));
	json_set(o, "id", json_str(x->id));
	json_set(o, "name", json_str(x->name));
	json_set(o, "value", json_int(x->value));
	json_set(o, "final", json_bool(x->final));
	for (int l = 0; l < x->nloc; l++) {
		struct json *lo = json_obj(), *subs = json_arr();
		json_set(lo, "limit", json_int(VEC_AT(rs->sites.locations,
		    struct location_def, l)->limit));
		for (int i = 0; i < x->nsub[l]; i++) {
			struct json *so = json_obj();
			json_set(so, "kind", json_str(rs->sites.sub_kinds.ids[
			    x->sub[l][i].kind]));
			json_set(so, "cost", json_int(x->sub[l][i].cost));
			json_push(subs, so);
		}
		json_set(lo, "sub_locations", subs);
		json_push(locs, lo);
	}
	json_set(o, "locations", locs);
	for (int p = 0; p < c->nplayers; p++) {
		const long *pl = cards_played(c, s, p);
		struct json *po, *cards;
		if (cards_count(pl, 2 * c->ncards) == 0)
			continue;
		po = json_obj();
		cards = json_arr();
		json_set(po, "player", json_str(st->players[p].name));
		for (int k = 0; k < c->ncards; k++)
			for (int t = 0; t < 2; t++) {
				struct json *co;
				if (pl[2 * k + t] == 0)
					continue;
				co = json_obj();
				json_set(co, "card", json_str(rs->cards.ids[k]));
				json_set(co, "turned", json_bool(t));
				json_set(co, "count", json_int(pl[2 * k + t]));
				json_push(cards, co);
			}
		json_set(po, "cards", cards);
		json_push(com, po);
	}
	json_set(o, "committed", com);
	json_set(o, "resolved", json_bool(x->resolved));
	for (int i = 0; i < x->norder; i++) {
		int p = x->order[i];
		json_push(order, json_str(st->players[p].name));
		if (x->where[p] >= 0) {
			struct json *lo = json_obj();
			json_set(lo, "player", json_str(st->players[p].name));
			json_set(lo, "location", json_int(x->where[p] + 1));
			json_push(landed, lo);
		}
	}
	json_set(o, "order", order);
	json_set(o, "landed", landed);
	json_set(o, "keeper", x->keeper >= 0 ?
	    json_str(st->players[x->keeper].name) : json_null());
	return o;
}

void
cards_status_board(const struct ruleset *rs, const struct state *st,
    struct json *board)
{
	static const long none[DEALT_KNOWN];	/* no site deck */
	const struct cards_state *c = st->cards;
	const long *sv = rs_site_deck(rs) >= 0 ? cards_sites(rs, st) : none;
	struct json *sites, *deck, *supply, *stand;
	int top;

	if (c == NULL)
		return;
	sites = json_arr();
	for (int s = 0; s < c->nsites; s++)
		json_push(sites, site_json(rs, st, s));
	json_set(board, "sites", sites);
	deck = json_obj();
	json_set(deck, "per_round", json_int(c->per_round));
	json_set(deck, "left", json_int(sv[DEALT_LEFT]));
	json_set(deck, "final_left", json_bool(sv[DEALT_FINAL]));
	json_set(deck, "aside", json_int(sv[DEALT_LEFT_OVER]));
	json_set(board, "site_deck", deck);
	supply = json_arr();
	for (int d = 0; d < rs->decks.n; d++) {
		const struct deck_def *dd = VEC_AT(rs->decks, struct deck_def,
		    d);
		struct json *o;
		if (!cards_is_supply(rs, d))
			continue;
		o = json_obj();
		json_set(o, "id", json_str(rs->decks.ids[d]));
		json_set(o, "name", json_str(dd->name));
		json_set(o, "shuffled", json_bool(dd->shuffled));
		json_set(o, "face_up", json_bool(dd->face_up));
		top = cards_face_up(rs, st, d);
		json_set(o, "top", top >= 0 ? json_str(rs->cards.ids[top]) :
		    json_null());
		json_set(o, "cards", counts_json(rs, cards_supply(rs, st, d),
		    c->ncards));
		json_set(o, "count", json_int(cards_count(cards_supply(rs, st,
		    d), c->ncards)));
		json_push(supply, o);
	}
	json_set(board, "supply", supply);
	if (c->nrank == 0) {
		json_set(board, "standings", json_null());
		return;
	}
	stand = json_arr();
	for (int i = 0, place = 1; i < c->nrank; i++) {
		struct json *o = json_obj();
		int p = c->rank[i];
		if (i > 0 && !c->rank_tied[i - 1])
			place = i + 1;
		json_set(o, "place", json_int(place));
		json_set(o, "player", json_str(st->players[p].name));
		json_set(o, "score", json_int(st->players[p].res[
		    rs->mech.claims.score.i]));
		json_push(stand, o);
	}
	json_set(board, "standings", stand);
}
