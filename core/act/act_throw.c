/* act_throw.c: dice thrown by a command: its text read, thrown from the
 * command's source of dice (digital, or the faces the table entered) and
 * the parsed text let go, in one call (see act.h). */
#include "core/act/act.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
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

int
roll_expr(struct act *a, int who, const char *expr, long *total, char *faces,
    size_t n)
{
	struct dice_result res;
	size_t len = 0;
	int st;

	if ((st = act_throw(a, expr, 0, NULL, 0, &res))) {
		dice_result_free(&res);
		return st;
	}
	*total = res.total;
	report_roll(a->rep, a->st, who, expr, res.total);
	faces[0] = '\0';
	for (int i = 0; i < res.n && len < n; i++)
		len += (size_t)snprintf(faces + len, n - len, "%s%ld%s",
		    i ? " " : "", res.v[i].face, res.v[i].exploded ? "*" : "");
	dice_result_free(&res);
	return ST_OK;
}

int
calm_dice(struct act *a, const char *expr, char *buf, size_t n)
{
	char word[64];
	long count = 1;
	int i = 0, k, st;
	const struct die_faces *f;

	while (isdigit((unsigned char)expr[i]))
		i++;
	if (i > 0)
		count = strtol(expr, NULL, 10);
	snprintf(word, sizeof word, "%s", expr + i);
	if ((k = vec_find(&a->rs->dice, word)) < 0) {
		/* not a plain named die: used as written */
		snprintf(buf, n, "%s", expr);
		return ST_OK;
	}
	{
		char path[96];
		snprintf(path, sizeof path, "dice.%s.faces", word);
		if ((st = rs_need_vec(a->rs, &VEC_AT(a->rs->dice,
		    struct die_def, k)->faces, path, a->d)))
			return st;
	}
	f = rs_die(a->rs, word);
	if (f == NULL)
		return diag_set(a->d, ST_DATA, "%s: die '%s' has no faces",
		    a->rs->id, word);
	{
		size_t len = (size_t)snprintf(buf, n, "%ldd{", count);
		for (int j = 0; j < f->n && len < n; j++)
			len += (size_t)snprintf(buf + len, n - len, "%s%ld",
			    j ? "," : "", f->faces[j]);
		if (len < n)
			snprintf(buf + len, n - len, "}");
	}
	return ST_OK;
}
