/* decl_shown.c: the ruleset check of 'shown' on a word, how the usage an
 * action makes from its words shows that word (core/engine/engine_usage.c):
 * a line of characters that show as themselves (no line break, tab or
 * other control, no format character such as a bidi control, no space
 * but the plain one, none before or after it), of a word the made usage
 * shows at its own place: not of an action that writes its usage (or a
 * mechanism's), nor a word the usage shows with another (after a
 * choice's word, joined to the word before, in repeated groups). */
#include <stdio.h>
#include <string.h>

#include "core/base/utf8.h"
#include "core/rules/ruleset.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

/* The first character of s that does not show as itself on a line (a
 * plain space aside), its code point; 0 when none; -1 when s is not
 * UTF-8. */
static long
unshown(const char *s)
{
	char one[5];
	long c;
	int n;

	for (; *s != '\0'; s += n) {
		if (*s == ' ')
			n = 1;
		else if ((n = utf8_len(s)) == 0)
			return -1;
		else {
			memcpy(one, s, (size_t)n);
			one[n] = '\0';
			if ((c = utf8_unseen(one)) != 0)
				return c;
		}
	}
	return 0;
}

int
eng_check_shown_word(const struct action_def *a, const char *id, int k,
    struct diag_list *errs)
{
	const struct arg_def *x = VEC_AT(a->args, struct arg_def, k);
	const char *s = x->shown;
	size_t n;
	long c;

	if (s == NULL)
		return 0;
	if (a->usage != NULL || a->run != NULL)
		return ERR(a->args.pos[k], "'actions.%s.args': '%s' has "
		    "'shown', and its action writes its own usage line, "
		    "which shows every word as written there: take 'shown' "
		    "out, or the action's 'usage'", id, x->name);
	if (rs_arg_follows(a, k) || x->joined || (a->repeat > 0 &&
	    k >= a->args.n - (int)a->repeat))
		return ERR(a->args.pos[k], "'actions.%s.args': '%s' has "
		    "'shown', and the usage shows it with another word (%s): "
		    "take 'shown' out, or write it on the word the usage "
		    "shows", id, x->name, x->joined ? "joined to the word "
		    "before" : rs_arg_follows(a, k) ? "after its choice's "
		    "word, as the choice's 'followed' shows it" : "in the "
		    "repeated groups");
	/* its characters first: the next refusal quotes it */
	if ((c = unshown(s)) != 0) {
		char what[32];
		snprintf(what, sizeof what, c < 0 ? "a byte not UTF-8" :
		    "U+%04lX", c);
		return ERR(a->args.pos[k], "'actions.%s.args': the 'shown' "
		    "of '%s' has %s, and a usage shows a word on one line, "
		    "in characters that show as themselves: write it without "
		    "line breaks, tabs or characters that do not show", id,
		    x->name, what);
	}
	n = strlen(s);
	if (n == 0 || s[0] == ' ' || s[n - 1] == ' ')
		return ERR(a->args.pos[k], "'actions.%s.args': '%s' has "
		    "'shown: \"%s\"', and a usage shows a word by some "
		    "characters, no space before or after them: write them, "
		    "as 'shown: \"[SITE CARD...]...\"'", id, x->name, s);
	return 0;
}
