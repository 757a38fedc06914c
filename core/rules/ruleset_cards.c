/* ruleset_cards.c: the card housekeeping of the card mechanisms is
 * declared: a hand drawn unseen is a draw,
 *
 *   - draw: {deck: DECK, count: hand_size(DECK), unseen: true}
 *
 * the cards played and the hands go to the discard piles by move-cards,
 *
 *   - move-cards: {deck: DECK, from: played, to: discard}
 *     says: "the cards played go to their owners' discard piles"
 *   - move-cards: {deck: DECK, from: hand, to: discard}
 *
 * and the round's sites leave the table by remove-sites (of before too:
 * ruleset_sites_fx.c, after this, declares it as each-site, an if on
 * site_keeper, a say and clear-round-sites),
 *
 *   - remove-sites:
 *       unscored-says: "{@site site} leaves the game: nobody scored there"
 *
 * A ruleset written before (a saved game keeps the text it was started
 * with, and ruleset_site_steps.c and ruleset_round_end.c turn older
 * steps into them) had the effects draw-hand, discard-played and
 * clear-sites, each 'true': every one is replaced by its declaration, DECK
 * the deck drawn into hands (decks: 'per: player', 'kinds: cards',
 * 'unseen-hand: true', in piles), the last two only with
 * mechanisms.claims.  Where that cannot be, the flag stays and the check
 * refuses it (decl_cards.c). */
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

/* Is the scalar under key of map text? */
static int
is(const struct ynode *map, const char *key, const char *text)
{
	const char *s = rs_ytext(map, key);

	return s != NULL && strcmp(s, text) == 0;
}

const char *
rs_yhand_deck(const struct ynode *root)
{
	const struct ynode *d = ynode_get(root, "decks");

	for (int i = 0; d != NULL && d->kind == Y_MAP && i < d->n; i++)
		if (d->v[i]->kind == Y_MAP && is(d->v[i], "unseen-hand",
		    "true") && is(d->v[i], "per", "player") && is(d->v[i],
		    "kinds", "cards") && ynode_get(d->v[i], "piles") != NULL)
			return d->keys[i]->str;
	return NULL;
}

const char *
rs_ysite_deck(const struct ynode *root)
{
	const struct ynode *d = ynode_get(root, "decks");

	for (int i = 0; d != NULL && d->kind == Y_MAP && i < d->n; i++)
		if (is(d->v[i], "kinds", "sites"))
			return d->keys[i]->str;
	return NULL;
}

int
rs_cards_upgrade(struct ynode *root)
{
	const struct ynode *m = ynode_get(root, "mechanisms");
	const char *deck = rs_yhand_deck(root);
	struct strbuf b;
	int st;

	if (deck == NULL || !rs_plain_name(deck))
		return 0;
	sb_init(&b);
	sb_printf(&b, "- draw: {deck: %s, count: hand_size(%s), unseen: "
	    "true}\n", deck, deck);
	st = sb_str(&b) != NULL ? rs_yreplace_flags(root, "draw-hand",
	    sb_str(&b)) : -1;
	sb_release(&b);
	if (st < 0 || m == NULL || m->kind != Y_MAP || ynode_get(m,
	    "claims") == NULL)
		return st;
	sb_init(&b);
	sb_printf(&b, "- move-cards: {deck: %s, from: played, to: discard}\n"
	    "  says: \"the cards played go to their owners' discard "
	    "piles\"\n"
	    "- move-cards: {deck: %s, from: hand, to: discard}\n", deck,
	    deck);
	st = sb_str(&b) != NULL ? rs_yreplace_flags(root, "discard-played",
	    sb_str(&b)) : -1;
	sb_release(&b);
	if (st < 0)
		return st;
	return rs_yreplace_flags(root, "clear-sites", "- remove-sites:\n"
	    "    unscored-says: \"{@site site} leaves the game: nobody scored "
	    "there\"\n");
}
