/* engine_repeat.c: a declared action whose last words may be given again
 * (actions.*.repeat): "disband LAND N [LAND N]...".  The words of each
 * group are read in turn, and the requirements and effects carried out
 * for each, as one command: a refusal in any group refuses the whole
 * (a refused command changes nothing). */
#include "core/engine/engine_words.h"

#include <ctype.h>
#include <stdio.h>

int
eng_repeat_groups(const struct action_def *x, int n)
{
	int fixed = x->args.n - (int)x->repeat;

	if (x->repeat <= 0)
		return n == x->args.n ? 1 : -1;
	if (x->groups_optional && n == fixed)
		return 0;	/* none: carried out once without them */
	if (n < x->args.n || (n - fixed) % (int)x->repeat != 0)
		return -1;
	return (n - fixed) / (int)x->repeat;
}

size_t
eng_repeat_usage(const struct action_def *x, char *buf, size_t len, size_t n)
{
	int first = x->args.n - (int)x->repeat;

	if (x->repeat == 1 && x->groups_optional) {
		/* none, or the word given again: [WORD]... */
		const char *w = VEC_AT(x->args, struct arg_def, first)->name;
		if (len < n)
			len += (size_t)snprintf(buf + len, n - len, " [");
		for (; *w && len + 1 < n; w++)
			buf[len++] = (char)toupper((unsigned char)*w);
		buf[len < n ? len : n - 1] = '\0';
		if (len < n)
			len += (size_t)snprintf(buf + len, n - len, "]...");
		return len;
	}
	if (x->repeat == 1) {
		/* one word given again: WORD... */
		if (len < n)
			len += (size_t)snprintf(buf + len, n - len, "...");
		return len;
	}
	for (int k = first; k < x->args.n && len < n; k++) {
		const struct arg_def *g = VEC_AT(x->args, struct arg_def, k);
		if (g->joined) {	/* LAND[:N] */
			struct strbuf up;
			sb_init(&up);
			sb_add_upper(&up, g->name);
			len = eng_joined_usage(x, k, sb_str(&up), buf, len, n);
			sb_release(&up);
			continue;
		}
		len += (size_t)snprintf(buf + len, n - len, "%s", k == first ?
		    " [" : " ");
		for (const char *w = g->name; *w && len + 1 < n; w++)
			buf[len++] = (char)toupper((unsigned char)*w);
		buf[len < n ? len : n - 1] = '\0';
		if (g->none && len < n)
			len += (size_t)snprintf(buf + len, n - len, "|none");
	}
	if (len < n)
		len += (size_t)snprintf(buf + len, n - len, "]...");
	return len;
}
