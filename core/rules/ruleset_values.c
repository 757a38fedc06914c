/* ruleset_values.c: the checks of single values the schema applies while
 * a ruleset is read: dates, the format, ids, dice faces, owners, dice
 * expressions. */
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_schema.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/dice/dice.h"

/* --- scalar checks used by the schema ------------------------------------ */

int
rs_check_date(const char *s, void *ctx, char *err, size_t n)
{
	int y, m, d;
	char tail;

	(void)ctx;
	if (strlen(s) != 10 || sscanf(s, "%4d-%2d-%2d%c", &y, &m, &d,
	    &tail) != 3 || m < 1 || m > 12 || d < 1 || d > 31) {
		snprintf(err, n, "'%s' is not a date written YYYY-MM-DD", s);
		return -1;
	}
	return 0;
}

/* "#rrggbb": what an SVG attribute takes as it is */
int
rs_check_colour(const char *s, void *ctx, char *err, size_t n)
{
	(void)ctx;
	if (strlen(s) != 7 || s[0] != '#' || strspn(s + 1,
	    "0123456789abcdefABCDEF") != 6) {
		snprintf(err, n, "'%s' is not a colour written #rrggbb", s);
		return -1;
	}
	return 0;
}

/* done-mark: a short text, beside a player's name in status's table */
int
rs_check_mark(const char *s, void *ctx, char *err, size_t n)
{
	(void)ctx;
	if (s[0] == '\0' || strlen(s) > RS_DONE_MARK_MAX) {
		snprintf(err, n, "'%s' is not a mark for a player done: write "
		    "a word or a few, 1 to %d characters ('done-mark: rests')",
		    s, RS_DONE_MARK_MAX);
		return -1;
	}
	return 0;
}

int
rs_check_format(const char *s, void *ctx, char *err, size_t n)
{
	(void)ctx;
	if (strcmp(s, RS_FORMAT) != 0) {
		snprintf(err, n, "this version of arbiter reads '%s', not "
		    "'%s'", RS_FORMAT, s);
		return -1;
	}
	return 0;
}

int
rs_check_id(const char *s, void *ctx, char *err, size_t n)
{
	(void)ctx;
	if (!islower((unsigned char)s[0]))
		goto bad;
	for (const char *p = s; *p; p++)
		if (!islower((unsigned char)*p) && !isdigit((unsigned char)*p)
		    && *p != '-')
			goto bad;
	return 0;
bad:
	snprintf(err, n, "'%s' is not an id: use lowercase letters, digits "
	    "and '-', starting with a letter", s);
	return -1;
}

int
rs_check_face(const char *s, void *ctx, char *err, size_t n)
{
	const char *p = s;

	(void)ctx;
	if (*p >= 'a' && *p <= 'z') {
		/* a symbol: an id */
		while ((*p >= 'a' && *p <= 'z') || isdigit((unsigned char)*p) ||
		    (*p == '-' && p[1] != '\0'))
			p++;
		if (*p == '\0' && p - s <= 32)
			return 0;
		goto bad;
	}
	if (*p == '-')
		p++;
	if (!isdigit((unsigned char)*p))
		goto bad;
	while (isdigit((unsigned char)*p))
		p++;
	if (*p == '*')
		p++;
	if (*p == '\0' && p - s < 12)
		return 0;
bad:
	snprintf(err, n, "'%s' is not a face: write an integer, with '*' "
	    "after it if the face explodes, or a symbol (an id)", s);
	return -1;
}

/* A role id of the tree's `roles`, or none. */
int
rs_check_owner(const char *s, void *ctx, char *err, size_t n)
{
	const struct ynode *roles = ynode_get(ctx, "roles");

	if (strcmp(s, "none") == 0 || ynode_get(roles, s) != NULL)
		return 0;
	snprintf(err, n, "'%s' is neither a role of this ruleset nor none",
	    s);
	return -1;
}

/* While the tree is walked, named dice are checked to exist in the tree's
 * `dice` mapping; their faces are checked by the sanity pass. */
static const struct die_faces *
tree_die(void *ctx, const char *name)
{
	static const long face = 1;
	static const struct die_faces any = { 1, &face, NULL };
	const struct ynode *dice = ynode_get(ctx, "dice");

	return ynode_get(dice, name) != NULL ? &any : NULL;
}

int
rs_check_dice(const char *s, void *ctx, char *err, size_t n)
{
	struct dice_env env = { tree_die, ctx };
	struct dice_expr *e = NULL;
	struct diag d;

	if (dice_parse(s, &env, &e, &d) != ST_OK) {
		snprintf(err, n, "%s", diag_msg(&d));
		return -1;
	}
	dice_free(e);
	return 0;
}

