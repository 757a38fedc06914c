/* ruleset_chief_ability.c: what a chief's ability does, beyond its cost and
 * what it borrows, is a list of effects (chiefs.*.ability.effects, run for
 * its player when the ability is used: the effect run-ability).  A ruleset
 * written before (a saved game keeps the text it was started with) gave
 * it as 'draw: N' (cards drawn from the first counted deck) and 'token:
 * UNIT' (a token brought into the player's area): the merged tree is
 * turned into the effects before it is read, with the lines the ability
 * gave ("Ann brings KIND-1 (Kind) into Ann's play area"). */
#include <stdio.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

/* Is s a count (digits only, six at most)? */
static int
count(const char *s)
{
	return s != NULL && s[0] != '\0' && strlen(s) <= 6 &&
	    strspn(s, "0123456789") == strlen(s);
}

/* Is s an id (lowercase letters, digits, '-')? */
static int
id(const char *s)
{
	return s != NULL && s[0] >= 'a' && s[0] <= 'z' &&
	    strspn(s, "abcdefghijklmnopqrstuvwxyz0123456789-") == strlen(s);
}

/* The effects of one chief's ability of old (ab a map) into b; 0 when it
 * had neither key, 1 when it had, -1 when one is not as the schema of old
 * took it (left for the schema to refuse as unknown). */
static int
effects_of(const struct ynode *root, struct ynode *ab, struct strbuf *b)
{
	const char *draw = rs_ytext(ab, "draw"), *token = rs_ytext(ab,
	    "token"), *name, *area;
	const struct ynode *unit;

	if (draw == NULL && token == NULL)
		return 0;
	if ((ynode_get(ab, "draw") != NULL && !count(draw)) ||
	    (ynode_get(ab, "token") != NULL && !id(token)) ||
	    ynode_get(ab, "effects") != NULL)
		return -1;
	if (draw != NULL && strcmp(draw, "0") != 0)
		sb_printf(b, "- draw: {count: %s, reason: the ability}\n",
		    draw);
	if (token == NULL)
		return 1;
	unit = ynode_get(ynode_get(root, "units"), token);
	if ((name = rs_plain_text(rs_ytext(unit, "name"))) == NULL)
		name = token;
	if ((area = rs_plain_text(rs_ytext(ynode_get(root, "board"),
	    "area-name"))) ==
	    NULL)
		area = "home area";
	sb_printf(b, "- enter: {unit: %s}\n"
	    "  json: piece\n"
	    "  says: \"{@me} brings {@entered} (%s) into {@me}'s %s\"\n",
	    token, name, area);
	return 1;
}

int
rs_chief_ability_upgrade(struct ynode *root)
{
	struct ynode *cs = ynode_get(root, KEY_CHIEFS);

	for (int i = 0; cs != NULL && cs->kind == Y_MAP && i < cs->n; i++) {
		struct ynode *ab = ynode_get(cs->v[i], "ability"), *t;
		struct strbuf b;
		int r;
		if (ab == NULL || ab->kind != Y_MAP)
			continue;
		sb_init(&b);
		r = effects_of(root, ab, &b);
		if (r <= 0) {
			sb_release(&b);
			continue;
		}
		ynode_free(ynode_take(ab, "draw"));
		ynode_free(ynode_take(ab, "token"));
		if (b.len == 0) {	/* draw: 0 and no token */
			sb_release(&b);
			continue;
		}
		if ((t = rs_yparse_at(&b, ab->file, ab)) == NULL ||
		    ynode_set(ab, "effects", t) < 0)
			return -1;
	}
	return 0;
}
