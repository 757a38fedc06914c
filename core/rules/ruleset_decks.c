/* ruleset_decks.c: decks, bags and cups drawn without replacement, all
 * declared under 'decks' (decl.h).  Rulesets written before that (a saved
 * game keeps the text it was started with) gave a bag under 'bags' and the
 * deck that cards are drawn from under 'mechanisms.deck'; the tree is
 * turned into the declaration before it is read, the overlays' trees too,
 * so that an overlay written for the older keys still fills the deck. */
#include <stdio.h>
#include <string.h>

#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_int.h"

#define DECK_ITEMS_MAX 100000L

int
rs_deck_owner_slots(const struct deck_def *d)
{
	return d->piles.n * d->items.n + 1 + (d->face_up != 0);
}

int
rs_deck_slots(const struct deck_def *d)
{
	if (d->piles.n > 0)
		return rs_deck_owners(d) * rs_deck_owner_slots(d);
	if (d->deal.text != NULL)
		return DEALT_KNOWN + d->items.n;
	return d->size != DECK_TRACKED ? 1 : d->items.n;
}

int
rs_deck_owners(const struct deck_def *d)
{
	return d->per == DECK_PER_PLAYER ? DECK_OWNERS_MAX : 1;
}

int
rs_deck_pile(const struct deck_def *d, const char *id)
{
	for (int i = 0; i < d->piles.n; i++)
		if (strcmp(*VEC_AT(d->piles, char *, i), id) == 0)
			return i;
	return -1;
}

int
rs_deck_at(const struct ruleset *rs, int d)
{
	int k = 0;

	for (int i = 0; i < d; i++)
		k += rs_deck_slots(VEC_AT(rs->decks, struct deck_def, i));
	return k;
}

int
rs_hand_deck(const struct ruleset *rs)
{
	for (int i = 0; i < rs->decks.n; i++) {
		const struct deck_def *d = VEC_AT(rs->decks, struct deck_def,
		    i);
		if (d->unseen_hand && d->per == DECK_PER_PLAYER &&
		    d->kinds == DECK_KINDS_CARDS && d->piles.n > 0)
			return i;
	}
	return -1;
}

int
rs_supply_deck(const struct ruleset *rs, int d)
{
	const struct deck_def *k = VEC_AT(rs->decks, struct deck_def, d);

	return k->kinds == DECK_KINDS_CARDS && k->per == DECK_PER_TABLE &&
	    k->piles.n > 0;
}

int
rs_deck_dealt(const struct deck_def *d)
{
	return d->deal.text != NULL || d->kinds == DECK_KINDS_SITES ||
	    d->final || d->left_over.text != NULL;
}

int
rs_site_deck(const struct ruleset *rs)
{
	for (int i = 0; i < rs->decks.n; i++)
		if (VEC_AT(rs->decks, struct deck_def, i)->kinds ==
		    DECK_KINDS_SITES)
			return i;
	return -1;
}

int
rs_draw_deck(const struct ruleset *rs)
{
	for (int i = 0; i < rs->decks.n; i++)
		if (VEC_AT(rs->decks, struct deck_def, i)->size != DECK_TRACKED)
			return i;
	return -1;
}

/* What only a piled deck has: piles, an owner per player, a hand, a
 * discard pile, copies; and the piles its hand and discard name.  The
 * number of errors. */
static int
check_piled(const struct ruleset *rs, int i, struct diag_list *errs)
{
	const struct deck_def *d = VEC_AT(rs->decks, struct deck_def, i);
	const char *id = rs->decks.ids[i];
	int bad = 0;

	if (d->kinds == DECK_KINDS_CARDS) {
		if (rs->cards.n <= 0)
			bad += ERR(rs->decks.pos[i], "deck '%s' holds cards: "
			    "'kinds: cards' needs the cards under 'cards'", id);
		for (int k = 0; k < d->items.n; k++)
			if (vec_find(&rs->cards, d->items.ids[k]) != k)
				bad += ERR(d->items.pos[k], "'decks.%s.items.%s' "
				    "is not a card declared under 'cards'", id,
				    d->items.ids[k]);
	}
	if (d->piles.n <= 0) {
		if (d->per != DECK_PER_TABLE || d->hand_size > 0 ||
		    d->unseen_hand || d->discard == DECK_PILE ||
		    d->face_up || d->shuffled)
			bad += ERR(rs->decks.pos[i], "deck '%s': 'per', "
			    "'hand-size', 'unseen-hand', 'discard: pile', "
			    "'face-up' and 'shuffled' belong to a deck with "
			    "'piles'", id);
		if (d->copies.text != NULL && d->items.n <= 0)
			bad += ERR(rs->decks.pos[i], "deck '%s': 'copies' "
			    "belongs to a tracked deck ('items')", id);
		return bad;
	}
	if (d->size != DECK_TRACKED)
		bad += ERR(rs->decks.pos[i], "deck '%s': a deck with 'piles' "
		    "is tracked ('items'), not counted ('size')", id);
	for (int k = 0; k < d->piles.n; k++)
		if (rs_deck_pile(d, *VEC_AT(d->piles, char *, k)) != k)
			bad += ERR(rs->decks.pos[i], "deck '%s' names pile "
			    "'%s' twice", id, *VEC_AT(d->piles, char *, k));
	if ((d->hand_size > 0 || d->unseen_hand) &&
	    rs_deck_pile(d, "hand") < 0)
		bad += ERR(rs->decks.pos[i], "deck '%s' draws hands: it needs "
		    "a pile 'hand' under 'piles'", id);
	if (d->unseen_hand && d->hand_size <= 0)
		bad += ERR(rs->decks.pos[i], "deck '%s': 'unseen-hand' needs "
		    "the 'hand-size'", id);
	if (d->discard == DECK_PILE && rs_deck_pile(d, "discard") < 1)
		bad += ERR(rs->decks.pos[i], "deck '%s': 'discard: pile' needs "
		    "a pile 'discard' under 'piles', after the draw pile", id);
	if (rs_deck_pile(d, "hand") == 0)
		bad += ERR(rs->decks.pos[i], "deck '%s': its first pile is the "
		    "draw pile, not the hand", id);
	return bad;
}

/* A counted deck has a size and a hand and no items; a tracked one items
 * and neither; either holds at most DECK_ITEMS_MAX. */
int
rs_check_decks(const struct ruleset *rs, struct diag_list *errs)
{
	int bad = 0;

	for (int i = 0; i < rs->decks.n; i++) {
		const struct deck_def *d = VEC_AT(rs->decks, struct deck_def,
		    i);
		const char *id = rs->decks.ids[i];
		long sum = 0;
		for (int k = 0; k < d->items.n; k++)
			sum += *VEC_AT(d->items, long, k);
		if (rs_deck_dealt(d))
			continue;	/* rs_check_dealt */
		if (d->size != DECK_TRACKED && d->items.n > 0)
			bad += ERR(rs->decks.pos[i], "deck '%s' is counted "
			    "('size') or tracked ('items'), not both", id);
		else if (d->size != DECK_TRACKED && d->hand.i < 0)
			bad += ERR(rs->decks.pos[i], "deck '%s' is counted: "
			    "'hand' names the resource its cards go to", id);
		else if (d->size == DECK_TRACKED && d->items.n <= 0)
			bad += ERR(rs->decks.pos[i], "deck '%s' needs its "
			    "'size' (counted) or its 'items' (tracked)", id);
		else if (d->size == DECK_TRACKED && d->hand.i >= 0)
			bad += ERR(rs->decks.pos[i], "deck '%s': 'hand' belongs "
			    "to a counted deck; a tracked deck's items go to "
			    "the resources of their ids", id);
		if (sum > DECK_ITEMS_MAX || d->size > DECK_ITEMS_MAX)
			bad += ERR(rs->decks.pos[i], "deck '%s' holds %ld "
			    "items; a deck holds at most %ld", id,
			    sum > DECK_ITEMS_MAX ? sum : d->size,
			    DECK_ITEMS_MAX);
		bad += check_piled(rs, i, errs);
	}
	return bad;
}

/* The id of the first counted deck (one written with 'size') of a tree's
 * 'decks', or NULL. */
static const char *
counted_in(const struct ynode *root)
{
	const struct ynode *d = root != NULL ? ynode_get(root, "decks") : NULL;

	for (int i = 0; d != NULL && d->kind == Y_MAP && i < d->n; i++)
		if (d->v[i]->kind == Y_MAP && ynode_get(d->v[i], "size"))
			return d->keys[i]->str;
	return NULL;
}

/* Merge value under decks.id of t (value consumed); -1 out of memory. */
int
rs_deck_put(struct ynode *t, const char *id, struct ynode *value)
{
	struct ynode *top = ynode_new_map(value->file, value->line,
	    value->col), *decks = ynode_new_map(value->file, value->line,
	    value->col);

	if (top == NULL || decks == NULL || ynode_set(decks, id, value) < 0) {
		ynode_free(top);
		ynode_free(decks);
		ynode_free(value);
		return -1;
	}
	if (ynode_set(top, "decks", decks) < 0) {
		ynode_free(top);
		ynode_free(decks);
		return -1;
	}
	return ynode_merge(t, top);
}

const struct ynode *
rs_yscalar(const struct ynode *m, const char *key)
{
	const struct ynode *v = m != NULL && m->kind == Y_MAP ?
	    ynode_get(m, key) : NULL;

	return v != NULL && v->kind == Y_SCALAR ? v : NULL;
}

int
rs_set_scalar(struct ynode *m, const char *key, const char *text,
    const struct ynode *at)
{
	struct ynode *s = ynode_new_scalar(text, 1, at->file, at->line,
	    at->col);

	return s == NULL || ynode_set(m, key, s) < 0 ? -1 : 0;
}

int
rs_set_yaml(struct ynode *m, const char *key, const char *text,
    const struct ynode *at)
{
	struct diag_list errs;
	struct ynode *v = NULL;
	int r;

	diag_list_init(&errs);
	r = ytree_parse(text, strlen(text), at->file, &v, &errs);
	diag_list_free(&errs);
	if (r != ST_OK || ynode_set(m, key, v) < 0) {
		ynode_free(v);
		return -1;
	}
	return 0;
}

/* mechanisms.deck: {resource, size} is a counted deck whose cards go to
 * the resource and leave the game when played.  Written alone (an
 * overlay), its size is that of the counted deck already declared. */
static int
old_deck(struct ynode *t, const struct ynode *base)
{
	struct ynode *mech = ynode_get(t, "mechanisms"), *old, *e;
	const char *id = counted_in(t);
	char key[32] = "deck";

	if (mech == NULL || mech->kind != Y_MAP ||
	    (old = ynode_take(mech, "deck")) == NULL)
		return 0;
	if (old->kind != Y_MAP || ynode_get(old, "resource") != NULL)
		id = NULL;	/* the whole declaration, a deck of its own */
	else if (id == NULL)
		id = counted_in(base);
	if (id == NULL) {
		const struct ynode *d = ynode_get(t, "decks");
		for (int k = 2; d != NULL && ynode_get(d, key) != NULL; k++)
			snprintf(key, sizeof key, "deck-%d", k);
		id = key;
	}
	if (old->kind != Y_MAP)
		return rs_deck_put(t, id, old);
	if ((e = ynode_new_map(old->file, old->line, old->col)) == NULL) {
		ynode_free(old);
		return -1;
	}
	if (id == key && (rs_set_scalar(e, "name", "the deck", old) < 0 ||
	    rs_set_scalar(e, "discard", "out", old) < 0))
		goto fail;
	for (int i = 0; i < old->n; i++) {
		const char *k = old->keys[i]->str;
		if (ynode_set(e, strcmp(k, "resource") == 0 ? "hand" : k,
		    old->v[i]) < 0)
			goto fail;
		old->v[i] = NULL;
	}
	ynode_free(old);
	return rs_deck_put(t, id, e);
fail:
	ynode_free(old);
	ynode_free(e);
	return -1;
}

/* Move item i of map old (its key where it was written) into map m. */
static int
move_item(struct ynode *m, struct ynode *old, int i)
{
	if (ynode_set(m, old->keys[i]->str, old->v[i]) < 0)
		return -1;
	old->v[i] = NULL;
	m->keys[m->n - 1]->line = old->keys[i]->line;
	m->keys[m->n - 1]->col = old->keys[i]->col;
	return 0;
}

/* A deck of 'kinds: cards': its items every card of the tree's 'cards', in
 * their order, each with its count of 'items' or 0; items that are no card
 * kept after them (the check refuses them).  0, or -1 out of memory. */
static int
card_kinds(struct ynode *deck, const struct ynode *cards, const char *count)
{
	struct ynode *old = ynode_take(deck, "items"), *m;

	if ((m = ynode_new_map(deck->file, deck->line, deck->col)) == NULL) {
		ynode_free(old);
		return -1;
	}
	for (int i = 0; i < cards->n; i++) {
		const char *id = cards->keys[i]->str;
		struct ynode *v;
		int k = -1;
		for (int j = 0; old != NULL && old->kind == Y_MAP && j < old->n;
		    j++)
			if (old->v[j] != NULL && strcmp(old->keys[j]->str, id) == 0)
				k = j;
		if (k >= 0) {
			if (move_item(m, old, k) < 0)
				goto fail;
			continue;
		}
		if ((v = ynode_new_scalar(count, 1, deck->file, deck->line,
		    deck->col)) == NULL)
			goto fail;
		if (ynode_set(m, id, v) < 0) {
			ynode_free(v);
			goto fail;
		}
	}
	for (int i = 0; old != NULL && old->kind == Y_MAP && i < old->n; i++)
		if (old->v[i] != NULL && move_item(m, old, i) < 0)
			goto fail;
	ynode_free(old);
	return ynode_set(deck, "items", m);
fail:
	ynode_free(old);
	ynode_free(m);
	return -1;
}

/* The map of a tree's key (or of key.sub), or NULL. */
static const struct ynode *
map_at(const struct ynode *root, const char *key, const char *sub)
{
	const struct ynode *m = ynode_get(root, key);

	if (m != NULL && sub != NULL && m->kind == Y_MAP)
		m = ynode_get(m, sub);
	return m != NULL && m->kind == Y_MAP ? m : NULL;
}

/* Decks of 'kinds: cards' get every card, at 0; decks of 'kinds: sites'
 * every card of the site catalogue (when it is known), once each. */
int
rs_decks_kinds(struct ynode *root)
{
	const struct ynode *d = root != NULL && root->kind == Y_MAP ?
	    ynode_get(root, "decks") : NULL;
	const struct ynode *cards, *cat, *k;

	if (d == NULL || d->kind != Y_MAP)
		return 0;
	cards = map_at(root, "cards", NULL);
	cat = map_at(root, "sites", "catalogue");
	for (int i = 0; i < d->n; i++) {
		if (d->v[i]->kind != Y_MAP || (k = ynode_get(d->v[i],
		    "kinds")) == NULL || k->kind != Y_SCALAR)
			continue;
		if (strcmp(k->str, "cards") == 0 && cards != NULL &&
		    card_kinds(d->v[i], cards, "0") < 0)
			return -1;
		if (strcmp(k->str, "sites") == 0 && cat != NULL &&
		    card_kinds(d->v[i], cat, "1") < 0)
			return -1;
	}
	return 0;
}

/* The id of the deck of hands drawn unseen in a tree's 'decks', or NULL. */
static const char *
hands_in(const struct ynode *root)
{
	const struct ynode *d = root != NULL ? ynode_get(root, "decks") : NULL,
	    *u;

	for (int i = 0; d != NULL && d->kind == Y_MAP && i < d->n; i++)
		if (d->v[i]->kind == Y_MAP && (u = ynode_get(d->v[i],
		    "unseen-hand")) != NULL && u->kind == Y_SCALAR &&
		    strcmp(u->str, "true") == 0)
			return d->keys[i]->str;
	return NULL;
}

/* mechanisms.decks.hand and .starting (the hand size and every player's
 * starting deck of the card mechanisms) are a deck of cards for each
 * player, in piles, its hands drawn unseen.  Written alone (an overlay),
 * they change the deck of hands already declared. */
static int
old_player_decks(struct ynode *t, const struct ynode *base)
{
	static const char piles[] = "[draw, discard, garrison, hand]";
	struct ynode *mech = ynode_get(t, "mechanisms"), *d, *hand, *start, *e;
	const char *id = hands_in(t) ? hands_in(t) : hands_in(base);
	int whole = id == NULL;

	if (mech == NULL || mech->kind != Y_MAP || (d = ynode_get(mech,
	    "decks")) == NULL || d->kind != Y_MAP)
		return 0;
	hand = ynode_take(d, "hand");
	start = ynode_take(d, "starting");
	if (hand == NULL && start == NULL)
		return 0;
	if ((e = ynode_new_map(d->file, d->line, d->col)) == NULL)
		goto fail;
	if (whole) {
		id = "player-decks";
		if (rs_set_scalar(e, "name", "every player's deck", d) < 0 ||
		    rs_set_scalar(e, "per", "player", d) < 0 ||
		    rs_set_scalar(e, "kinds", "cards", d) < 0 ||
		    rs_set_scalar(e, "unseen-hand", "true", d) < 0 ||
		    rs_set_scalar(e, "discard", "pile", d) < 0)
			goto fail;
		if (rs_set_yaml(e, "piles", piles, d) < 0)
			goto fail;
	}
	if (hand != NULL) {	/* kept by the caller on failure */
		if (ynode_set(e, "hand-size", hand) < 0)
			goto fail;
		hand = NULL;
	}
	if (start != NULL) {
		if (ynode_set(e, "items", start) < 0)
			goto fail;
		start = NULL;
	}
	return rs_deck_put(t, id, e);
fail:
	ynode_free(hand);
	ynode_free(start);
	ynode_free(e);
	return -1;
}

int
rs_decks_upgrade(struct ynode *t, const struct ynode *base)
{
	struct ynode *bags;

	if (t == NULL || t->kind != Y_MAP)
		return 0;
	if ((bags = ynode_take(t, "bags")) != NULL) {
		struct ynode *top = ynode_new_map(bags->file, bags->line,
		    bags->col);
		if (top == NULL || ynode_set(top, "decks", bags) < 0) {
			ynode_free(top);
			ynode_free(bags);
			return -1;
		}
		if (ynode_merge(t, top) < 0)
			return -1;
	}
	if (old_player_decks(t, base) < 0)
		return -1;
	return old_deck(t, base);
}
