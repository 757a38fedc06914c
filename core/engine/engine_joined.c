/* engine_joined.c: the parts of a declared action's word joined by ':'
 * (args marked joined): GROUP[:REGION[:N]] is the group's word, with the
 * region and the number after it when they are given.  Before the words are
 * read the command is split into one word for each arg, a part left out
 * none (NULL), so that the words are read, and repeated, as if each had
 * been given alone; the log joins them again. */
#include "core/expr/expr.h"
#include "core/act/act.h"
#include "core/rules/names.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_words.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/state/state.h"

int
eng_joined_any(const struct action_def *x)
{
	for (int k = 0; k < x->args.n; k++)
		if (VEC_AT(x->args, struct arg_def, k)->joined)
			return 1;
	return 0;
}

long
eng_joined_absent(const struct arg_def *x)
{
	if (x->dflt != ARG_NO_DEFAULT)
		return x->dflt;
	return x->kind == ARG_REGION ? -1 : 0;
}

/* The word of which joined word k is a part. */
static int
head_of(const struct action_def *x, int k)
{
	while (k > 0 && VEC_AT(x->args, struct arg_def, k)->joined)
		k--;
	return k;
}

int
eng_joined_split(struct act *a, const struct action_def *x,
    struct eng_split *sp)
{
	int n = a->argc - 1, k = 0, out = 1, per = x->args.n > 0 ?
	    x->args.n : 1;
	size_t len = 0;
	char *at;

	sp->had_argc = a->argc;
	sp->had_argv = a->argv;
	for (int i = 1; i <= n; i++)
		len += strlen(a->argv[i]) + 1;
	sp->buf = malloc(len + 1);
	sp->argv = calloc((size_t)n * (size_t)per + 2, sizeof *sp->argv);
	if (sp->buf == NULL || sp->argv == NULL) {
		free(sp->buf);
		free(sp->argv);
		return diag_set(a->d, ST_ENV, "out of memory");
	}
	sp->argv[0] = a->argv[0];
	at = sp->buf;
	for (int i = 1; i <= n; i++) {
		char *part = at;
		size_t w = strlen(a->argv[i]) + 1;
		memcpy(at, a->argv[i], w);
		at += w;
		if (k >= x->args.n && x->repeat > 0)
			k = x->args.n - (int)x->repeat;
		sp->argv[out++] = part;
		if (k >= x->args.n)
			continue;	/* one too many: the count refuses it */
		/* the parts after ':', one for each joined word, the last
		 * taking the rest */
		for (k++; k < x->args.n && VEC_AT(x->args, struct arg_def,
		    k)->joined; k++) {
			char *c = part != NULL ? strchr(part, ':') : NULL;
			if (c != NULL)
				*c = '\0';
			part = c != NULL ? c + 1 : NULL;
			sp->argv[out++] = part;
		}
	}
	sp->argv[out] = NULL;
	a->argc = out;
	a->argv = sp->argv;
	return ST_OK;
}

void
eng_joined_restore(struct act *a, struct eng_split *sp)
{
	a->argc = sp->had_argc;
	a->argv = sp->had_argv;
	free(sp->argv);
	free(sp->buf);
}

int
eng_joined_within(struct act *a, const struct action_def *x, int k,
    const struct eng_eval *ev)
{
	const struct board_map *m = state_map(a->st, a->rs);
	int h = head_of(x, k);
	long r = ev->args[k], g = ev->args[h];

	if (VEC_AT(x->args, struct arg_def, k)->kind != ARG_REGION ||
	    VEC_AT(x->args, struct arg_def, h)->kind != ARG_GROUP ||
	    r < 0 || g < 0 || r >= m->nregions || g >= m->ngroups)
		return ST_OK;
	if (m->in[(size_t)g * (size_t)m->nregions + (size_t)r])
		return ST_OK;
	return usage(a, "%s is not on %s", a->rs->nlands > 0 ?
	    lname(a, (int)r) : state_region_id(a->st, a->rs, (int)r),
	    eng_group_name(a->rs, g));
}

size_t
eng_joined_usage(const struct action_def *x, int k, const char *up,
    char *buf, size_t len, size_t n)
{
	int first = k;

	if (len < n)
		len += (size_t)snprintf(buf + len, n - len, "[:%s", up);
	if (k + 1 < x->args.n && VEC_AT(x->args, struct arg_def,
	    k + 1)->joined)
		return len;
	while (first > 0 && VEC_AT(x->args, struct arg_def, first)->joined) {
		if (len < n)
			len += (size_t)snprintf(buf + len, n - len, "]");
		first--;
	}
	return len;
}
