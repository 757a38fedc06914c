/* ruleset_play.c: playing a card from the hand of the counted deck one
 * draws from (rs_draw_deck) is a declared action: its free words a note
 * (a word of kind text, @text), the hand's resource one lower, refused at
 * its minimum.  A ruleset written before (a saved game keeps the text it
 * was started with) ran the mechanism 'play' (run: play), or, before
 * commands were declared (no actions), had the program's command 'play'
 * on any ruleset with such a deck: the merged tree is turned into the declaration, with
 * the resource of that deck's hand written in and the lines the command
 * printed, before it is read. */
#include <stdio.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

/* The hand of the first counted deck (one with a size) of the tree, a
 * resource's id; NULL when there is none. */
static const char *
draw_hand(const struct ynode *root)
{
	const struct ynode *decks = ynode_get(root, "decks");

	for (int i = 0; decks != NULL && decks->kind == Y_MAP && i < decks->n;
	    i++)
		if (decks->v[i]->kind == Y_MAP &&
		    ynode_get(decks->v[i], "size") != NULL)
			return rs_ytext(decks->v[i], "hand");
	return NULL;
}

/* s into b for a double-quoted YAML string of a line: quotes and
 * backslashes escaped, braces (a line's expressions) left out. */
static void
quoted(struct strbuf *b, const char *s)
{
	for (; s != NULL && *s != '\0'; s++)
		if (*s == '"' || *s == '\\')
			sb_printf(b, "\\%c", *s);
		else if (*s != '{' && *s != '}')
			sb_printf(b, "%c", *s);
}

/* The declaration of play for the hand's resource res (its node r). */
static void
play_text(struct strbuf *b, const char *res, const struct ynode *r)
{
	const char *name = rs_ytext(r, "name"), *one = rs_ytext(r, "one");
	const char *min = rs_ytext(r, "min");

	sb_add(b, "program-style: true\n"
	    "help: \"play a card from the active player's hand\"\n"
	    "usage: \"play [NOTE...]\"\n"
	    "words: \"0-\"\n"
	    "no-turn-says: \"it is nobody's turn\"\n"
	    "args:\n"
	    "  - {name: note, kind: text}\n"
	    "require:\n");
	sb_printf(b, "  - test: %s > %s\n", res, min != NULL ? min : "0");
	sb_add(b, "    refusal: \"{@me} has no ");
	quoted(b, one != NULL ? one : name != NULL ? name : res);
	sb_printf(b, " to play\"\n"
	    "effects:\n"
	    "  - gain: {%s: \"-1\"}\n"
	    "    says: \"\"\n"
	    "  - if:\n"
	    "      test: note > 0\n"
	    "      then:\n"
	    "        - say: \"{@me} plays {@qty %s, 1} ({@text note}): ",
	    res, res);
	quoted(b, name != NULL ? name : res);
	sb_printf(b, " {%s + 1} -> {%s}\"\n"
	    "      else:\n"
	    "        - say: \"{@me} plays {@qty %s, 1}: ", res, res, res);
	quoted(b, name != NULL ? name : res);
	sb_printf(b, " {%s + 1} -> {%s}\"\n", res, res);
}

int
rs_play_upgrade(struct ynode *root, int bare)
{
	const char *res = draw_hand(root);
	const struct ynode *r = res != NULL ? ynode_get(ynode_get(root,
	    "resources"), res) : NULL;
	struct strbuf b;
	int st;

	if (r == NULL || r->kind != Y_MAP)
		return 0;	/* no deck to play from: the schema says why */
	sb_init(&b);
	play_text(&b, res, r);
	if (sb_str(&b) == NULL)
		return -1;
	/* by its name only in a text that declared no actions: one that
	 * declared some without it had no such command */
	st = rs_run_declare(root, "play", sb_str(&b), bare);
	sb_release(&b);
	return st;
}
