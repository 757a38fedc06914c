/* ruleset_check_cards.c: the sanity pass over what the card mechanisms
 * read (cards, sites, rankings, the decks they use and mechanisms.claims):
 * values checked against each other, with the position of the one at
 * fault. */
#include <ctype.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "core/rules/ruleset.h"

int rs_check_cards(struct ruleset *rs, struct diag_list *errs);

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__) != 0)

static const struct vec *
aliases_at(const struct vec *dict, size_t esz, size_t aoff, int k)
{
	return (const struct vec *)((const char *)dict->v + (size_t)k * esz +
	    aoff);
}

/* Every alias of dict (its entries' lists at offset aoff) names one entry:
 * no alias is an id, or an alias given before. */
static int
check_aliases(const struct vec *dict, size_t esz, size_t aoff,
    const char *path, struct diag_list *errs)
{
	int bad = 0;

	for (int k = 0; k < dict->n; k++) {
		const struct vec *al = aliases_at(dict, esz, aoff, k);
		for (int j = 0; j < al->n; j++) {
			const char *w = *VEC_AT(*al, char *, j);
			int id = vec_find(dict, w), twice = 0;
			for (int k2 = 0; k2 <= k && !twice; k2++) {
				const struct vec *o = aliases_at(dict, esz,
				    aoff, k2);
				for (int j2 = 0; j2 < (k2 < k ? o->n : j); j2++)
					twice |= strcasecmp(*VEC_AT(*o, char *,
					    j2), w) == 0;
			}
			if (id >= 0)
				bad += ERR(al->pos[j], "'%s.%s.aliases': '%s' "
				    "is the id of '%s.%s'", path, dict->ids[k],
				    w, path, dict->ids[id]);
			else if (twice)
				bad += ERR(al->pos[j], "'%s.%s.aliases': '%s' "
				    "is an alias already", path, dict->ids[k],
				    w);
		}
	}
	return bad;
}

static int
check_card_defs(const struct ruleset *rs, struct diag_list *errs)
{
	int bad = 0;

	for (int i = 0; i < rs->cards.n; i++) {
		const struct card_def *c = RS_CARD(rs, i);
		/* "2xfighter:r" in commands: a card id starts with a letter */
		if (!isalpha((unsigned char)rs->cards.ids[i][0]))
			bad += ERR(rs->cards.pos[i], "card id '%s' must start "
			    "with a letter", rs->cards.ids[i]);
		for (int k = 0; k < CARD_VALUES; k++)
			if (c->value[k] == CARD_VALUE_MISSING)
				bad += ERR(rs->cards.pos[i], "'cards.%s.%s' is "
				    "missing", rs->cards.ids[i],
				    rs_card_value(rs, k));
		if (c->rotated.n != 0 && c->rotated.n != -1 &&
		    c->rotated.n != CARD_VALUES)
			bad += ERR(rs->cards.pos[i], "'cards.%s.rotated' is "
			    "[%s, %s], two values, not %d",
			    rs->cards.ids[i], rs_card_value(rs, 0),
			    rs_card_value(rs, 1), c->rotated.n);
	}
	return bad;
}

static int
all_digits(const char *s)
{
	for (; *s; s++)
		if (!isdigit((unsigned char)*s))
			return 0;
	return 1;
}

static int
check_sites(const struct ruleset *rs, struct diag_list *errs)
{
	const struct sites_def *s = &rs->sites;
	int bad = 0, finals = 0;

	for (int i = 0; i < s->sub_kinds.n; i++) {
		const struct sub_kind_def *k = VEC_AT(s->sub_kinds,
		    struct sub_kind_def, i);
		if (k->effect == SUB_PRODUCE && k->deck.name == NULL)
			bad += ERR(s->sub_kinds.pos[i], "sub-location '%s' "
			    "produces cards: name its 'deck'",
			    s->sub_kinds.ids[i]);
		if (k->effect != SUB_PRODUCE && k->deck.name != NULL)
			bad += ERR(s->sub_kinds.pos[i], "sub-location '%s' "
			    "takes a 'deck' only when its effect is produce",
			    s->sub_kinds.ids[i]);
		if (k->deck.i >= 0 && !rs_supply_deck(rs, k->deck.i))
			bad += ERR(s->sub_kinds.pos[i], "sub-location '%s' "
			    "produces from deck '%s', which is no supply deck: "
			    "a deck of 'kinds: cards' for the table, in "
			    "'piles'", s->sub_kinds.ids[i], k->deck.name);
	}
	for (int i = 0; i < s->catalogue.n; i++) {
		const struct site_card_def *c = VEC_AT(s->catalogue,
		    struct site_card_def, i);
		/* sites are also named by their number in the round */
		if (all_digits(s->catalogue.ids[i]))
			bad += ERR(s->catalogue.pos[i], "site id '%s' must "
			    "not be a number", s->catalogue.ids[i]);
		if (vec_find(&rs->cards, s->catalogue.ids[i]) >= 0)
			bad += ERR(s->catalogue.pos[i], "site id '%s' is also "
			    "a card's id", s->catalogue.ids[i]);
		if (c->locations.n != s->locations.n)
			bad += ERR(s->catalogue.pos[i], "site '%s' has %d "
			    "location%s, but 'sites.locations' declares %d",
			    s->catalogue.ids[i], c->locations.n,
			    c->locations.n == 1 ? "" : "s", s->locations.n);
		if (c->final && finals++)
			bad += ERR(s->catalogue.pos[i], "site '%s': only one "
			    "site card can be the final one",
			    s->catalogue.ids[i]);
	}
	return bad;
}

/* The site deck's cards, the final one after them, make every round of
 * row i reveal the same number, for each player count the row sets up
 * (the first row whose range holds it: claims_count_for). */
static int
check_rounds(const struct ruleset *rs, int i, struct diag_list *errs)
{
	const struct claims_def *c = &rs->mech.claims;
	const struct claims_count *k = VEC_AT(c->by_players,
	    struct claims_count, i);
	const struct deck_def *d;
	long n;

	if (rs_site_deck(rs) < 0)
		return 0;
	d = VEC_AT(rs->decks, struct deck_def, rs_site_deck(rs));
	for (long p = k->players.min; p <= k->players.max; p++) {
		int first = i;
		for (int j = 0; j < i; j++) {
			const struct claims_count *o = VEC_AT(c->by_players,
			    struct claims_count, j);
			if (p >= o->players.min && p <= o->players.max)
				first = j;
		}
		if (first != i || rs_players_value(&d->deal, p, &n) < 0)
			continue;
		if (n + (d->final != 0) != c->rounds * k->per_round)
			return ERR(c->by_players.pos[i], "%ld sites in the "
			    "deck%s do not make %ld rounds of %ld", n,
			    d->final ? " and the final one" : "", c->rounds,
			    k->per_round);
	}
	return 0;
}

static int
check_claims(const struct ruleset *rs, struct diag_list *errs)
{
	const struct claims_def *c = &rs->mech.claims;
	int bad = 0;

	if (!c->present)
		return 0;
	if (rs_hand_deck(rs) < 0 || rs->sites.locations.n <= 0)
		bad += ERR(c->by_players.pos[0], "'mechanisms.claims' needs "
		    "every player's deck and 'sites'");
	if (rs_site_deck(rs) < 0)
		bad += ERR(c->by_players.pos[0], "'mechanisms.claims' needs "
		    "the deck of the site cards: a deck under 'decks' with "
		    "'kinds: sites'");
	for (int i = 0; i < c->by_players.n; i++) {
		const struct claims_count *k = VEC_AT(c->by_players,
		    struct claims_count, i);
		if (k->players.min < rs->players.min ||
		    k->players.max > rs->players.max)
			bad += ERR(c->by_players.pos[i], "a setup for %ld to "
			    "%ld players, but the game takes %ld to %ld",
			    k->players.min, k->players.max, rs->players.min,
			    rs->players.max);
		for (int j = 0; j < i; j++) {
			const struct claims_count *o = VEC_AT(c->by_players,
			    struct claims_count, j);
			if (k->players.min <= o->players.max &&
			    o->players.min <= k->players.max)
				bad += ERR(c->by_players.pos[i], "two setups "
				    "for the same player count");
		}
		/* the deal parsed and valued for each count (not for rules
		 * read from their kept image: rs_sanity) */
		bad += check_rounds(rs, i, errs);
	}
	for (int p = rs->players.min; p <= rs->players.max; p++) {
		int found = 0;
		for (int i = 0; i < c->by_players.n; i++) {
			const struct claims_count *k = VEC_AT(c->by_players,
			    struct claims_count, i);
			found += p >= k->players.min && p <= k->players.max;
		}
		if (!found) {
			bad += ERR(c->by_players.pos[0], "no setup in "
			    "'mechanisms.claims.by-players' for %d players",
			    p);
			break;
		}
	}
	return bad;
}

/* The card mechanisms keep every player's cards in the piles of the deck of
 * hands (rs_hand_deck): it must be there.  It draws from its first pile
 * into 'hand' (check_piled); a sub-location kind that takes a garrison
 * puts the card on 'garrison', one that produces a supply card on
 * 'discard' (clear-round-sites' discard: decl_clear_round_sites.c), and
 * the deck needs those piles only where its game has such a kind. */
static int
check_hand_deck(const struct ruleset *rs, struct diag_list *errs)
{
	/* the pile each enum sub_effect puts a card on */
	static const char *const piles[] = { [SUB_GARRISON] = "garrison",
		[SUB_PRODUCE] = "discard" };
	int d = rs_hand_deck(rs), bad = 0;
	const struct deck_def *k;

	if (d < 0 && !rs->mech.claims.present)
		return 0;	/* a deck of hands brings the card mechanisms */
	if (d < 0) {
		diag_list_add(errs, ST_DATA, NULL, 0, 0, "the card mechanisms "
		    "need every player's deck: a deck under 'decks' with 'per: "
		    "player', 'kinds: cards' and 'unseen-hand: true'");
		return 1;
	}
	k = VEC_AT(rs->decks, struct deck_def, d);
	if (k->piles.n > HAND_PILES_MAX)
		bad += ERR(rs->decks.pos[d], "deck '%s' holds the hands in %d "
		    "piles; a deck of hands has at most %d", rs->decks.ids[d],
		    k->piles.n, HAND_PILES_MAX);
	if (rs_deck_pile(k, "garrison") == 0)
		bad += ERR(rs->decks.pos[d], "deck '%s': its first pile is the "
		    "draw pile, not the garrison", rs->decks.ids[d]);
	for (int i = 0; i < rs->sites.sub_kinds.n; i++) {
		const struct sub_kind_def *s = VEC_AT(rs->sites.sub_kinds,
		    struct sub_kind_def, i);
		const char *pile = piles[s->effect];
		if (pile != NULL && rs_deck_pile(k, pile) < 0)
			bad += ERR(rs->sites.sub_kinds.pos[i], "sub-location "
			    "kind '%s' (effect: %s) puts a card on the pile "
			    "'%s' of deck '%s', which has none: add '%s' to "
			    "its piles", rs->sites.sub_kinds.ids[i],
			    s->effect == SUB_GARRISON ? "garrison" :
			    "produce", pile, rs->decks.ids[d], pile);
	}
	return bad;
}

/* A supply deck gives its top card: one kind of card, or several
 * shuffled together. */
static int
check_supply_decks(const struct ruleset *rs, struct diag_list *errs)
{
	int bad = 0;

	for (int d = 0; d < rs->decks.n; d++) {
		const struct deck_def *k = VEC_AT(rs->decks, struct deck_def,
		    d);
		int kinds = 0;
		if (!rs_supply_deck(rs, d) || k->shuffled)
			continue;
		for (int i = 0; i < k->items.n; i++)
			kinds += *VEC_AT(k->items, long, i) != 0;
		if (kinds != 1)
			bad += ERR(rs->decks.pos[d], "supply deck '%s' holds "
			    "%d kinds of card: mark it 'shuffled: true'",
			    rs->decks.ids[d], kinds);
	}
	return bad;
}

int
rs_check_cards(struct ruleset *rs, struct diag_list *errs)
{
	int bad = 0;

	bad += check_card_defs(rs, errs);
	bad += check_hand_deck(rs, errs);
	bad += check_supply_decks(rs, errs);
	bad += check_aliases(&rs->cards, sizeof(struct card_def),
	    offsetof(struct card_def, aliases), "cards", errs);
	bad += check_aliases(&rs->sites.sub_kinds, sizeof(struct sub_kind_def),
	    offsetof(struct sub_kind_def, aliases), "sites.sub-locations",
	    errs);
	bad += check_sites(rs, errs);
	bad += check_claims(rs, errs);
	return bad;
}
