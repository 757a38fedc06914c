/* engine_say_usage.c: '@usage NAME' in a line for people: the words the
 * action doing the job of the program's command NAME takes after its
 * own name, as the first form of its usage line shows them, the words
 * in capitals up to the first other part ("PLACE TYPE" of "lay PLACE
 * TYPE [PLACE TYPE...] | lay random"); nothing where no action does
 * that job.  A line that tells how to use a command ('{@command lay}
 * {@usage lay}') follows the ruleset's own usage line. */
#include "core/engine/engine_int.h"

#include "core/base/strbuf.h"

#include <ctype.h>
#include <string.h>

/* Is s a word of a usage line in capitals (PLACE, TILE_KIND)? */
static int
upper_word(const char *s)
{
	if (*s == '\0')
		return 0;
	for (; *s != '\0'; s++)
		if (!isupper((unsigned char)*s) && *s != '-' && *s != '_')
			return 0;
	return 1;
}

void
eng_say_usage(struct act *a, const char *verb, struct strbuf *b)
{
	const char *id = verb_action(a, verb);
	char use[256], *last, *w;
	int i, n = 0;

	if (id == NULL || (i = vec_find(&a->rs->actions, id)) < 0)
		return;
	eng_action_usage(a->rs, i, use, sizeof use);
	/* the action's own name first, then its words */
	if (strtok_r(use, " ", &last) == NULL)
		return;
	while ((w = strtok_r(NULL, " ", &last)) != NULL && upper_word(w))
		sb_printf(b, "%s%s", n++ ? " " : "", w);
}
