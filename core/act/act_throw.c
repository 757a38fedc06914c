/* act_throw.c: dice thrown by a command: its text read, thrown from the
 * command's source of dice (digital, or the faces the table entered) and
 * the parsed text let go, in one call (see act.h). */
#include "core/act/act.h"

#include <stdio.h>
#include <string.h>

int
act_throw(struct act *a, const char *text, int plain, char *canon_text,
    size_t n, struct dice_result *res)
{
	struct dice_env env = rs_dice_env(a->rs);
	struct dice_expr *e = NULL;
	int st;

	memset(res, 0, sizeof *res);
	if ((st = dice_parse(text, plain ? NULL : &env, &e, a->d)))
		return st;
	if (canon_text != NULL)
		dice_format(e, canon_text, n);
	st = dice_roll(e, a->dice, res, a->d);
	dice_free(e);
	return st;
}

int
act_throw_one(struct act *a, long faces, long *face)
{
	struct dice_result res;
	char text[32];
	int st;

	snprintf(text, sizeof text, "d%ld", faces);
	if ((st = act_throw(a, text, 1, NULL, 0, &res)) == ST_OK)
		*face = res.total;
	dice_result_free(&res);
	return st;
}
