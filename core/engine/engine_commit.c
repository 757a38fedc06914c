/* engine_commit.c: a player's hand committed to the sites of the round
 * by move-cards to played (engine_hand_played.c), which takes the items
 * of a word of kind items (engine_items.c), cards under site heads, the
 * one flag turning a card round (a word of kind commitment of before is
 * one: core/rules/ruleset_commitment.c).  arbiter never knows a
 * hand until it is committed: a hand is the cards certain to be in it
 * (the last of a deck drawn before a reshuffle) and more unseen from the
 * draw pile, so a commitment names the whole hand, which must fit what
 * the player could have drawn.  The sites' words and finding one by its
 * word are here too, below the card mechanisms that use them. */
#include "core/engine/engine.h"
#include "core/expr/expr.h"
#include "core/act/act.h"
#include "core/engine/engine_cards.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_items.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/state/cards.h"
#include "core/state/state.h"

const char *
site_word(const struct ruleset *rs)
{
	return rs->sites.one != NULL ? rs->sites.one : "site";
}

const char *
sites_word(const struct ruleset *rs)
{
	return rs->sites.name != NULL ? rs->sites.name : "sites";
}

int
site_find(const struct cards_state *c, const char *word)
{
	char *end;
	long n = strtol(word, &end, 10);

	if (word[0] != '\0' && *end == '\0')
		return n >= 1 && n <= c->nsites ? (int)n - 1 : -1;
	for (int s = 0; s < c->nsites; s++)
		if (strcasecmp(c->sites[s].id, word) == 0)
			return s;
	return -1;
}

int
eng_no_site(struct act *a, const char *w)
{
	const struct cards_state *c = a->st->cards;
	struct strbuf b;
	int r;

	sb_init(&b);
	for (int s = 0; s < c->nsites; s++)
		sb_printf(&b, "%s%d %s", s ? ", " : "", s + 1,
		    c->sites[s].name);
	r = usage(a, "no %s '%s' this round (%s: %s)", site_word(a->rs), w,
	    sites_word(a->rs), c->nsites ? sb_str(&b) : "none revealed");
	sb_release(&b);
	return r;
}

/* Does the commitment (want: per kind) fit the hand player p drew? */
static int
check_hand(struct act *a, int p, const long *want, long total)
{
	const struct cards_state *c = a->st->cards;
	const long *hand = cards_pile(a->rs, a->st, p, PILE_HAND);
	const long *draw = cards_pile(a->rs, a->st, p, PILE_DRAW);
	long size = cards_count(hand, c->ncards) + *cards_unseen(a->rs, a->st, p);

	if (total != size)
		return refuse(a, "%s's hand is %ld card%s and every one must "
		    "be committed; this names %ld", pname(a, p), size,
		    size == 1 ? "" : "s", total);
	for (int k = 0; k < c->ncards; k++) {
		if (want[k] < hand[k])
			return refuse(a, "%s drew the last %ld %s of the deck "
			    "before the reshuffle, so the hand holds %s; this "
			    "names %ld", pname(a, p), hand[k],
			    RS_CARD(a->rs, k)->name, hand[k] == 1 ? "it" : "them",
			    want[k]);
		if (want[k] - hand[k] > draw[k])
			return refuse(a, "%s cannot have %ld %s in hand: the "
			    "deck it was drawn from held %ld%s", pname(a, p),
			    want[k], RS_CARD(a->rs, k)->name, draw[k], hand[k] ?
			    " besides the cards drawn before the reshuffle" :
			    "");
	}
	return ST_OK;
}

static void
commit_report(struct act *a, int p, const long *put)
{
	const struct cards_state *c = a->st->cards;
	struct strbuf b;
	struct json *sites = json_arr();
	int any = 0;

	sb_init(&b);
	sb_printf(&b, "%s commits", pname(a, p));
	for (int s = 0; s < c->nsites; s++) {
		const long *v = put + (size_t)s * (size_t)c->ncards * 2;
		struct json *o = json_obj(), *cards = json_arr();
		long n = cards_count(v, 2 * c->ncards);
		json_set(o, "site", json_str(c->sites[s].id));
		if (n > 0) {
			int first = 1;
			sb_printf(&b, "%s %ld to %s (", any ? ";" : "", n,
			    c->sites[s].name);
			for (int k = 0; k < c->ncards; k++)
				for (int t = 0; t < 2; t++) {
					struct json *x;
					if (v[2 * k + t] == 0)
						continue;
					sb_printf(&b, "%s%ld %s%s", first ? "" :
					    ", ", v[2 * k + t],
					    RS_CARD(a->rs, k)->name, t ?
					    " turned" : "");
					first = 0;
					x = json_obj();
					json_set(x, "card", json_str(
					    a->rs->cards.ids[k]));
					json_set(x, "turned", json_bool(t));
					json_set(x, "count", json_int(
					    v[2 * k + t]));
					json_push(cards, x);
				}
			sb_addc(&b, ')');
			any = 1;
		}
		json_set(o, "cards", cards);
		json_push(sites, o);
	}
	if (!any)
		sb_add(&b, " nothing: no cards in hand");
	report_line(a->rep, "%s", sb_str(&b));
	json_set(a->rep->data, "player", json_str(pname(a, p)));
	json_set(a->rep->data, "sites", sites);
	sb_release(&b);
}

/* A card k put n times under site (from 0), turned or not, into put,
 * want and total; one that cannot turn refused. */
static int
commit_put(struct act *a, int site, int k, int turned, long n, long *put,
    long *want, long *total)
{
	const struct cards_state *c = a->st->cards;
	int st, can = 0;

	if (turned && ((st = card_turns(a, k, &can)) || !can))
		return st ? st : refuse(a, "the %s cannot be turned round",
		    RS_CARD(a->rs, k)->name);
	put[((size_t)site * (size_t)c->ncards + (size_t)k) * 2 +
	    (size_t)turned] += n;
	want[k] += n;
	*total += n;
	return ST_OK;
}

/* The items of a word of kind items (cards under site heads, the one
 * flag turning a card round), as read, into put, want and total. */
static int
commit_items(struct act *a, const struct eng_items *items, long *put,
    long *want, long *total)
{
	int st;

	for (int i = 0; i < items->n; i++) {
		const struct eng_item *it = &items->v[i];
		if (it->head < 1 || it->head > a->st->cards->nsites)
			return eng_no_site(a, "0");
		if ((st = commit_put(a, (int)it->head - 1, it->name,
		    it->flag > 0, it->count, put, want, total)))
			return st;
	}
	return ST_OK;
}

/* put, want and total into the state when they fit player p's hand. */
static int
commit_apply(struct act *a, int p, const long *put, const long *want,
    long total)
{
	struct cards_state *c = a->st->cards;
	int k, st;

	if ((st = check_hand(a, p, want, total)))
		return st;
	for (k = 0; k < c->ncards; k++) {
		long *hand = cards_pile(a->rs, a->st, p, PILE_HAND);
		cards_pile(a->rs, a->st, p, PILE_DRAW)[k] -= want[k] - hand[k];
		hand[k] = 0;
	}
	*cards_unseen(a->rs, a->st, p) = 0;
	for (int s = 0; s < c->nsites; s++) {
		long *pl = cards_played_w(c, s, p);
		for (k = 0; k < 2 * c->ncards; k++)
			pl[k] += put[(size_t)s * (size_t)c->ncards * 2 +
			    (size_t)k];
	}
	c->committed[p] = 1;
	return ST_OK;
}

/* Player p's hand under the sites of the round as the word of kind items
 * at place w_cards names them (cards under site heads, read and logged
 * as the items kept on ev; none when the word is left out). */
int
eng_hand_commit(struct act *a, int p, int w_cards, const struct eng_eval *ev)
{
	struct cards_state *c = a->st->cards;
	long *put, want[256] = { 0 }, total = 0;
	int st;

	if (c->ncards > 256)
		return diag_set(a->d, ST_DATA, "%s: arbiter counts at most "
		    "256 kinds of card", a->rs->id);
	put = calloc((size_t)CARDS_MAX_SITES * (size_t)c->ncards * 2 + 1,
	    sizeof *put);
	if (put == NULL)
		return diag_set(a->d, ST_ENV, "out of memory");
	/* read (and logged) already, as a word of kind items */
	if ((ev->items == NULL || ev->items->word != w_cards || (st =
	    commit_items(a, ev->items, put, want, &total)) == ST_OK) &&
	    (st = commit_apply(a, p, put, want, total)) == ST_OK)
		commit_report(a, p, put);
	free(put);
	return st;
}
