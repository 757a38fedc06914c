/* ruleset_card_set.c: giving a card's values the ruleset leaves unknown
 * is a declared action (a word of kind card, words of kind values, the
 * effect set-card).  A ruleset written before (a saved game keeps the
 * text it was started with) ran the mechanism 'card' (run: card), or,
 * before commands were declared, had the program's command 'card' on any
 * ruleset whose game keeps its cards (a deck of hands, or the card
 * mechanisms' claims): the merged tree is turned into the declaration
 * before it is read. */
#include <string.h>

#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

static const char card_text[] =
    "program-style: true\n"
    "help: \"give a card's values the rulebook leaves unknown "
    "(space/ground, then turned round)\"\n"
    "no-actor: true\n"
    "words: \"2-3\"\n"
    "args:\n"
    "  - {name: card, kind: card, list: true}\n"
    "  - {name: values, kind: values}\n"
    "  - {name: turned, kind: values, none: true, optional: true}\n"
    "effects:\n"
    "  - set-card: {card: card, values: values, turned: turned}\n";

/* Does the tree keep its cards at the table (rs_cards_kept): cards, and
 * a deck of hands (of cards, per player, in piles, the hand unseen) or
 * the claims of the card mechanisms? */
static int
cards_kept(const struct ynode *root)
{
	const struct ynode *cards = ynode_get(root, "cards");
	const struct ynode *mech = ynode_get(root, "mechanisms");
	const struct ynode *decks = ynode_get(root, "decks");

	if (cards == NULL || cards->kind != Y_MAP || cards->n == 0)
		return 0;
	if (mech != NULL && mech->kind == Y_MAP && ynode_get(mech,
	    "claims") != NULL)
		return 1;
	for (int i = 0; decks != NULL && decks->kind == Y_MAP && i < decks->n;
	    i++) {
		const char *kinds = rs_ytext(decks->v[i], "kinds");
		const char *per = rs_ytext(decks->v[i], "per");
		const char *hand = rs_ytext(decks->v[i], "unseen-hand");
		const struct ynode *piles = decks->v[i]->kind == Y_MAP ?
		    ynode_get(decks->v[i], "piles") : NULL;
		if (kinds != NULL && strcmp(kinds, "cards") == 0 &&
		    per != NULL && strcmp(per, "player") == 0 &&
		    hand != NULL && strcmp(hand, "true") == 0 &&
		    piles != NULL && piles->kind == Y_SEQ && piles->n > 0)
			return 1;
	}
	return 0;
}

int
rs_card_set_upgrade(struct ynode *root)
{
	return rs_run_declare_usage(root, "card", card_text,
	    cards_kept(root));
}
