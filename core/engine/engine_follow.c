/* engine_follow.c: a choice whose words are followed by a number after
 * some of them only ('followed'), as in 'goal PLAYER draw|swap
 * N|claim VP': the number is given after those words, left out after the
 * others (0, and the log writes none), and a command that gives it where
 * it may not, or not where it must, is misused, its usage line the one
 * form the word given takes. */
#include "core/act/act.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_words.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

const struct follow_def *
eng_follow_of(const struct arg_def *c, long v)
{
	const char *w;
	int f;

	if (c->kind != ARG_CHOICE || v < 1 || v > c->choices.n)
		return NULL;
	w = *VEC_AT(c->choices, char *, v - 1);
	f = vec_find(&c->followed, w);
	return f >= 0 ? VEC_AT(c->followed, struct follow_def, f) : NULL;
}

const char *
eng_follow_shows(const struct arg_def *c, int k)
{
	const struct follow_def *f = eng_follow_of(c, k + 1);

	return f != NULL ? f->shows : NULL;
}

int
eng_follow_given(struct act *a, const struct action_def *x, const char *id,
    int k, const struct eng_eval *ev, int given)
{
	const struct arg_def *c = VEC_AT(x->args, struct arg_def, k);
	const struct follow_def *f;
	char use[256];
	size_t len;

	if (c->followed.n == 0)
		return ST_OK;
	f = eng_follow_of(c, ev->args[k]);
	if ((f != NULL) == (given != 0))
		return ST_OK;
	/* the form of the word given: the words before it by their names,
	 * it, and its number when it takes one */
	len = (size_t)snprintf(use, sizeof use, "%s", id);
	for (int j = 0; j < k && len < sizeof use; j++) {
		const char *w = VEC_AT(x->args, struct arg_def, j)->name;
		len += (size_t)snprintf(use + len, sizeof use - len, " ");
		for (; *w && len + 1 < sizeof use; w++)
			use[len++] = (char)toupper((unsigned char)*w);
		use[len] = '\0';
	}
	if (len < sizeof use)
		snprintf(use + len, sizeof use - len, " %s%s%s",
		    *VEC_AT(c->choices, char *, ev->args[k] - 1), f != NULL ?
		    " " : "", f != NULL ? f->shows : "");
	return usage(a, "usage: %s", use);
}

int
eng_follow_read(struct act *a, const struct action_def *x, int k,
    const char *s, struct eng_eval *ev)
{
	const struct arg_def *n = VEC_AT(x->args, struct arg_def, k);
	const struct follow_def *f = eng_follow_of(VEC_AT(x->args,
	    struct arg_def, k - 1), ev->args[k - 1]);
	const char *what = f != NULL && f->what != NULL ? f->what :
	    n->what != NULL ? n->what : n->name;
	int st;

	if ((st = arg_long(a, s, what, n->min, n->max, &ev->args[k])))
		return st;
	canon_long(a, ev->args[k]);
	return ST_OK;
}
