/* ruleset_held.c: places held turn after turn are declared.  When a
 * player's turn begins, each place the player holds counts one more turn
 * (COUNT, with the hold victory that the turns in a row win):
 *
 *   - each-region:
 *       - if:
 *           test: winners == 0 and owner(here) == me and not
 *             hold_at_end(here)
 *           then:
 *             - if:
 *                 test: holds(here, me)
 *                 then:
 *                   - set-turns-held: {place: here, turns:
 *                       "turns_held(here) + 1"}
 *                   - say: "{@me} holds the {@name here} (since round
 *                       {held_since(here)}): ... of the
 *                       {hold_needed(here)} that win"
 *                   - if: (turns_held(here) >= hold_needed(here))
 *                       declare-winner: me, says "the game is over: ..."
 *                 else:
 *                   - set-turns-held: {place: here, turns: "0"}
 *                     says: "{@me}'s piece on the {@name here} carries
 *                       counters: the turn does not count"
 *
 * and when it ends (turns.turn-end) a place its holder left empty is
 * held no longer ("- let-go: here", said when a row of turns ends), then
 * the places whose hold victory counts a turn as it ends (hold_at_end)
 * count, as above.  A ruleset written before (a saved game keeps the
 * text it was started with) had the effect 'count-held: true' for the
 * first, and the program did the second: in a text with places of the
 * board every such effect is replaced by the declaration, and a round
 * played in turns gets the turn's end, unless the text declares one (a
 * text without count-held, of today, gets none: its places are let go
 * only where it says so).  A
 * text without a hold victory counts and says the turns without the win.
 * Without places count-held stays, and the check refuses it. */
#include <stdlib.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

/* One turn counted for each place the actor holds, here bound to it, the
 * effects' list at indentation ind, into b; with the win when win. */
static void
count(struct strbuf *b, int ind, int win)
{
	const char *held = "{@me} holds the {@name here} (since round "
	    "{held_since(here)}): {turns_held(here)} turn{@s "
	    "turns_held(here)} in a row";

	sb_printf(b, "%*s- if:\n"
	    "%*s    test: holds(here, me)\n"
	    "%*s    then:\n"
	    "%*s      - set-turns-held: {place: here, turns: "
	    "\"turns_held(here) + 1\"}\n", ind, "", ind, "", ind, "", ind, "");
	if (!win)
		sb_printf(b, "%*s      - say: \"%s\"\n", ind, "", held);
	else
		sb_printf(b, "%*s      - if:\n"
		    "%*s          test: hold_needed(here) > 0\n"
		    "%*s          then:\n"
		    "%*s            - say: \"%s of the {hold_needed(here)} that "
		    "win\"\n"
		    "%*s          else:\n"
		    "%*s            - say: \"%s\"\n"
		    "%*s      - if:\n"
		    "%*s          test: hold_needed(here) > 0 and "
		    "turns_held(here) >= hold_needed(here)\n"
		    "%*s          then:\n"
		    "%*s            - declare-winner: me\n"
		    "%*s              says: \"the game is over: {@me} wins, "
		    "having held the {@name here} {turns_held(here)} turns in "
		    "a row\"\n", ind, "", ind, "", ind, "", ind, "", held,
		    ind, "", ind, "", held, ind, "", ind, "", ind, "", ind, "",
		    ind, "");
	sb_printf(b, "%*s    else:\n"
	    "%*s      - set-turns-held: {place: here, turns: \"0\"}\n"
	    "%*s        says: \"{@me}'s piece on the {@name here} carries "
	    "{@word counter, many}: the turn does not count\"\n", ind, "", ind, "",
	    ind, "");
}

/* The places the actor holds counted, at the end of a turn or not
 * (with a hold victory: those it counts then), into b. */
static void
each_place(struct strbuf *b, int win, int at_end)
{
	sb_printf(b, "- each-region:\n"
	    "    - if:\n"
	    "        test: winners == 0 and owner(here) == me%s\n"
	    "        then:\n", !win ? "" : at_end ? " and hold_at_end(here)" :
	    " and not hold_at_end(here)");
	count(b, 10, win);
}

/* Does the text declare a hold victory? */
static int
hold_victory(const struct ynode *root)
{
	const struct ynode *v = ynode_get(root, "victory");
	const char *when;

	for (int i = 0; v != NULL && v->kind == Y_SEQ && i < v->n; i++)
		if ((when = rs_ytext(v->v[i], "when")) != NULL &&
		    strcmp(when, "hold") == 0)
			return 1;
	return 0;
}

/* Does the round play some phases in its players' turns? */
static int
in_turns(const struct ynode *root)
{
	const struct ynode *round = ynode_get(root, "round");

	for (int i = 0; round != NULL && round->kind == Y_SEQ &&
	    i < round->n; i++)
		if (round->v[i]->kind == Y_MAP && ynode_get(round->v[i],
		    "turns") != NULL)
			return 1;
	return 0;
}

/* The declaration for every 'count-held: true' under n, counted in
 * *found: 0, or -1 out of memory. */
static int
upgrade(struct ynode *n, int win, int *found)
{
	for (int i = 0; n->kind != Y_SCALAR && i < n->n; i++) {
		/* alone in its item (else rs_flags_left refuses it) */
		if (n->kind == Y_SEQ && n->v[i]->n == 1 && rs_yflag(n->v[i],
		    "count-held")) {
			struct strbuf b;
			int st;
			sb_init(&b);
			each_place(&b, win, 0);
			st = rs_yreplace_item(n, i, sb_str(&b));
			sb_release(&b);
			if (st < 0)
				return -1;
			(*found)++;
			continue;
		}
		if (upgrade(n->v[i], win, found) < 0)
			return -1;
	}
	return 0;
}

/* turns.turn-end declared for a text of before (at: the places, where
 * its nodes are said to be): 0, or -1 out of memory. */
static int
turn_end(struct ynode *root, const struct ynode *at, int win)
{
	struct ynode *turns = ynode_get(root, "turns"), *t, *made;
	struct strbuf b;

	if (turns != NULL && (turns->kind != Y_MAP || ynode_get(turns,
	    "turn-end") != NULL))
		return 0;	/* declared, or the schema says what is wrong */
	sb_init(&b);
	sb_add(&b, "turn-end:\n"
	    "- each-region:\n"
	    "    - if:\n"
	    "        test: owner(here) == me and pieces(here) == 0\n"
	    "        then:\n"
	    "          - if:\n"
	    "              test: turns_held(here) > 0\n"
	    "              then:\n"
	    "                - say: \"{@me} leaves the {@name here} empty: "
	    "the row of {turns_held(here)} turn{@s turns_held(here)} held "
	    "ends\"\n"
	    "          - let-go: here\n");
	if (win)
		each_place(&b, win, 1);
	if ((t = rs_yparse_at(&b, at->file, at)) == NULL)
		return -1;
	made = ynode_take(t, "turn-end");
	ynode_free(t);
	if (made == NULL)
		return -1;
	if (turns == NULL) {
		if ((turns = ynode_new_map(at->file, at->line, at->col)) ==
		    NULL || ynode_set(root, "turns", turns) < 0) {
			ynode_free(made);
			return -1;
		}
	}
	return ynode_set(turns, "turn-end", made) < 0 ? -1 : 0;
}

int
rs_held_upgrade(struct ynode *root)
{
	const struct ynode *places = ynode_get(ynode_get(root, "board"),
	    "places");
	int win = hold_victory(root), found = 0;

	if (places == NULL || places->kind != Y_MAP || places->n == 0)
		return 0;
	if (upgrade(root, win, &found) < 0)
		return -1;
	/* the turn's end of a text of before only: a text of today's places
	 * are let go where its turn-end says so */
	return found > 0 && in_turns(root) ? turn_end(root, places, win) :
	    0;
}
