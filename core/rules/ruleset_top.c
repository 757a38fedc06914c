/* ruleset_top.c: entering the card face up on top of a supply deck is a
 * declared action (words of kind deck and card, the effect set-top).  A
 * ruleset written before (a saved game keeps the text it was started
 * with) ran the mechanism 'top' (run: top), or, before commands were
 * declared, had the program's command 'top' on any ruleset with supply
 * decks: the merged tree is turned into the declaration before it is
 * read. */
#include <string.h>

#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

static const char top_text[] =
    "program-style: true\n"
    "help: enter the card turned face up on top of a supply deck\n"
    "no-actor: true\n"
    "words: \"2\"\n"
    "args:\n"
    "  - {name: deck, kind: deck}\n"
    "  - {name: card, kind: card}\n"
    "effects:\n"
    "  - set-top: {deck: deck, card: card}\n";

/* Does the tree declare a supply deck (rs_supply_deck): of kinds cards,
 * in piles, for the table? */
static int
has_supply(const struct ynode *root)
{
	const struct ynode *decks = ynode_get(root, "decks");

	for (int i = 0; decks != NULL && decks->kind == Y_MAP && i < decks->n;
	    i++) {
		const char *kinds = rs_ytext(decks->v[i], "kinds");
		const char *per = rs_ytext(decks->v[i], "per");
		const struct ynode *piles = decks->v[i]->kind == Y_MAP ?
		    ynode_get(decks->v[i], "piles") : NULL;
		if (kinds != NULL && strcmp(kinds, "cards") == 0 &&
		    (per == NULL || strcmp(per, "player") != 0) &&
		    piles != NULL && piles->kind == Y_SEQ && piles->n > 0)
			return 1;
	}
	return 0;
}

int
rs_top_upgrade(struct ynode *root)
{
	return rs_run_declare(root, "top", top_text, has_supply(root));
}
