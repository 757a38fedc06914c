/* ruleset_end_roll.c: the end-of-game dice of mechanisms.game-end are
 * declared, on a game not over and from its round roll-from-round on:
 *
 *   - if:
 *       test: winners == 0 and mechanism(game-end, roll-from-round) > 0
 *         and round >= mechanism(game-end, roll-from-round)
 *       then:
 *         - roll:
 *             dice:
 *               - {count: 5, die: d6}
 *             target: mechanism(game-end, roll-start) - ...
 *             json: end_roll
 *             json-target: end_target
 *             table:
 *               - when: roll >= target
 *                 effects:
 *                   - declare-winner: who
 *                     where: resource(points, who) == max_players(...)
 *                     says: "the game is over: {@winners} ..."
 *           says: "round {round}: 5d6 for the end of the game: ..."
 *
 * A ruleset written before (a saved game keeps the text it was started
 * with) left them to the effect end-roll (its old step list of
 * turns.end-of-round became that effect: ruleset_round_end.c): every
 * 'end-roll: true' of such a text is replaced by the declaration made of
 * its game-end's roll (a count of a die: '5d6', 'd6', '2DIE') and points
 * (the players with most of it win; without it, everybody).  A text whose
 * game-end gives no such roll keeps it, and the check refuses it. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

/* The test and the target of the declaration, as the game-end's numbers
 * give them. */
static const char test_text[] =
    "winners == 0 and mechanism(game-end, roll-from-round) > 0 and "
    "round >= mechanism(game-end, roll-from-round)";
static const char target_text[] =
    "mechanism(game-end, roll-start) - mechanism(game-end, roll-fall) * "
    "(round - mechanism(game-end, roll-from-round))";

/* Is s text a line may hold as it is (no quote, brace, backslash or
 * control character)? */
static int
plain(const char *s)
{
	for (; *s != '\0'; s++)
		if (*s == '"' || *s == '\\' || *s == '{' || *s == '}' ||
		    iscntrl((unsigned char)*s))
			return 0;
	return 1;
}

/* roll, a count of one die ('5d6', 'd6', '3red'), into *count and die
 * (its text after the count); 0, or -1 when it is anything else. */
static int
count_of(const char *roll, long *count, const char **die)
{
	const char *p = roll;
	char *end;

	*count = 1;
	if (isdigit((unsigned char)*p)) {
		*count = strtol(p, &end, 10);
		p = end;
	}
	*die = p;
	if (*p == 'd' && isdigit((unsigned char)p[1])) {
		for (p++; isdigit((unsigned char)*p); p++)
			;
		return *p == '\0' && *count > 0 ? 0 : -1;
	}
	if (!islower((unsigned char)*p))
		return -1;
	for (; islower((unsigned char)*p) || isdigit((unsigned char)*p) ||
	    *p == '-'; p++)
		;
	return *p == '\0' && *count > 0 ? 0 : -1;
}

/* The declaration the text's game-end gives, written in b; 0, or -1 when
 * it gives none (no roll a count of a die, a points not a resource of
 * the text). */
static int
declaration(const struct ynode *root, struct strbuf *b)
{
	const struct ynode *m = ynode_get(root, "mechanisms"), *g, *res;
	const char *roll, *points, *die, *name = NULL;
	long count;

	g = m != NULL && m->kind == Y_MAP ? ynode_get(m, "game-end") : NULL;
	if (g == NULL || g->kind != Y_MAP || (roll = rs_ytext(g,
	    "roll")) == NULL || count_of(roll, &count, &die) != 0)
		return -1;
	if ((points = rs_ytext(g, "points")) != NULL) {
		res = ynode_get(root, "resources");
		res = res != NULL && res->kind == Y_MAP ? ynode_get(res,
		    points) : NULL;
		if (res == NULL || res->kind != Y_MAP || !plain(points))
			return -1;
		if ((name = rs_ytext(res, "name")) == NULL)
			name = points;
		if (!plain(name))
			return -1;
	}
	sb_printf(b, "- if:\n"
	    "    test: %s\n"
	    "    then:\n"
	    "      - roll:\n"
	    "          dice:\n"
	    "            - {count: %ld, die: %s}\n"
	    "          target: %s\n"
	    "          json: end_roll\n"
	    "          json-target: end_target\n"
	    "          table:\n"
	    "            - when: roll >= target\n"
	    "              effects:\n"
	    "                - declare-winner: who\n", test_text, count, die,
	    target_text);
	if (points != NULL)
		sb_printf(b, "                  where: resource(%s, who) == "
		    "max_players(resource(%s, who))\n"
		    "                  says: \"the game is over: {@winners} "
		    "win{@verb winners} (the dice end the game; most %s: "
		    "{max_players(resource(%s, who))})\"\n", points, points,
		    name, points);
	else
		sb_add(b, "                  where: 1\n"
		    "                  says: \"the game is over: {@winners} "
		    "win{@verb winners} (the dice end the game)\"\n");
	sb_printf(b, "        says: \"round {round}: %s for the end of the "
	    "game: {@faces} = {roll} ({target} or more ends it)\"\n", roll);
	return 0;
}

/* Every end-roll under n replaced by the declaration text decl: 0, or -1
 * out of memory. */
static int
upgrade(struct ynode *n, const char *decl)
{
	for (int i = 0; n->kind != Y_SCALAR && i < n->n; i++) {
		/* the effect alone in its map */
		if (n->kind == Y_MAP || n->v[i]->n != 1 ||
		    !rs_yflag(n->v[i], "end-roll")) {
			if (upgrade(n->v[i], decl) < 0)
				return -1;
			continue;
		}
		if (rs_yreplace_item(n, i, decl) < 0)
			return -1;
	}
	return 0;
}

int
rs_end_roll_upgrade(struct ynode *root)
{
	struct strbuf b;
	int r;

	sb_init(&b);
	if (declaration(root, &b) != 0) {
		sb_release(&b);
		return 0;
	}
	r = upgrade(root, sb_str(&b));
	sb_release(&b);
	return r;
}
