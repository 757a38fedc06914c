/* ruleset_winner.c: a 'reach' victory (victory: when: reach, resource, at)
 * is checked by a declaration in a phase's begin: the player with the most
 * of the resource wins once somebody has 'at' of it, the first of the tied
 * in the turn order, and each other tied player is told so:
 *
 *   - if:
 *       test: count_players(resource(vp, who) >= victory_at(vp)) > 0
 *       then:
 *         - declare-winner: best_player(resource(vp, who))
 *           says: "win check: the game is over: ... wins with ..."
 *         - each-player-in-turn: [an if saying "X has as many, but
 *           comes later in the turn order"]
 *       else:
 *         - say: "win check: nobody has {@qty vp, victory_at(vp)}"
 *
 * with the next 'reach' victory, if any, checked in the else.  A ruleset
 * written before (a saved game keeps the text it was started with) said
 * 'reach-win: true', the program's check of them, in their place: every
 * such effect is replaced by the declaration, and the old map's step
 * win-check is written as it (ruleset_map_steps.c).  A text whose 'reach'
 * victories cannot be read so keeps reach-win, which ruleset check
 * refuses. */
#include <stdio.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

/* A resource's id an expression can name and a count of 15 digits at
 * most: 1 when r and at are those. */
static int
readable(const char *r, const char *at)
{
	return r != NULL && *r != '\0' && strspn(r, "abcdefghijklmnopqrstuvwxyz"
	    "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") == strlen(r) &&
	    at != NULL && *at != '\0' && strlen(at) <= 15 &&
	    strspn(at, "0123456789") == strlen(at);
}

/* The check of the 'reach' victories of vs from the k-th on, into b at
 * indent ind: 0, or -1 when one cannot be read (b is then of no use). */
static int
reach_text(const struct ynode *vs, int k, int ind, struct strbuf *b)
{
	static const char best[] = "best_player(resource(%s, who))";
	const char *r, *at;
	char x[96];

	while (k < vs->n && !(vs->v[k]->kind == Y_MAP &&
	    (r = rs_ytext(vs->v[k], "when")) != NULL &&
	    strcmp(r, "reach") == 0))
		k++;
	if (k >= vs->n)
		return 0;
	r = rs_ytext(vs->v[k], "resource");
	at = rs_ytext(vs->v[k], "at");
	if (!readable(r, at))
		return -1;
	snprintf(x, sizeof x, best, r);
	sb_printf(b, "%*s- if:\n"
	    "%*s    test: count_players(resource(%s, who) >= victory_at(%s)) "
	    "> 0\n"
	    "%*s    then:\n"
	    "%*s      - declare-winner: %s\n"
	    "%*s        says: \"win check: the game is over: {@player %s} "
	    "wins with {@qty %s, resource(%s, %s)}\"\n"
	    "%*s      - each-player-in-turn:\n"
	    "%*s          - if:\n"
	    "%*s              test: me != %s and %s == resource(%s, %s)\n"
	    "%*s              then:\n"
	    "%*s                - say: \"{@me} has as many, but comes later "
	    "in the turn order\"\n"
	    "%*s    else:\n"
	    "%*s      - say: \"win check: nobody has {@qty %s, victory_at(%s)}"
	    "\"\n",
	    ind, "", ind, "", r, r, ind, "", ind, "", x, ind, "", x, r, r, x,
	    ind, "", ind, "", ind, "", x, r, r, x, ind, "", ind, "", ind, "",
	    ind, "", r, r);
	return reach_text(vs, k + 1, ind + 6, b);
}

struct ynode *
rs_win_check(const struct ynode *root, const struct ynode *at)
{
	const struct ynode *vs = ynode_get(root, "victory");
	struct strbuf b;

	sb_init(&b);
	if (vs == NULL || vs->kind != Y_SEQ || reach_text(vs, 0, 0, &b) < 0 ||
	    b.len == 0) {
		sb_release(&b);
		return NULL;
	}
	return rs_yparse_at(&b, at->file, at);
}

/* Every reach-win under n replaced by the check of root's victories: 0,
 * or -1 out of memory. */
static int
replace(const struct ynode *root, struct ynode *n)
{
	for (int i = 0; n->kind != Y_SCALAR && i < n->n; i++) {
		struct ynode *t;
		if (n->kind == Y_MAP || n->v[i]->n != 1 ||
		    !rs_yflag(n->v[i], "reach-win")) {
			if (replace(root, n->v[i]) < 0)
				return -1;
			continue;
		}
		if ((t = rs_win_check(root, n->v[i])) == NULL)
			continue;	/* left, and refused */
		/* one item for one: the if takes reach-win's place */
		if (rs_yput_item(n, i, t) < 0)
			return -1;
	}
	return 0;
}

int
rs_winner_upgrade(struct ynode *root)
{
	return replace(root, root);
}
