/* engine_say_usage.c: '@usage NAME' in a line for people: the words the
 * action doing the job of the program's command NAME takes after its
 * own name, as the first form of its usage line shows them, the words
 * in capitals up to the first other part ("PLACE TYPE" of "lay PLACE
 * TYPE [PLACE TYPE...] | lay random"); nothing where no action does
 * that job.  A line that tells how to use a command ('{@command lay}
 * {@usage lay}') follows the ruleset's own usage line.
 *
 * '@usage NAME, WORDS' says as many words as WORDS has, the action's first
 * ones where they are all in capitals, else WORDS: the line the program
 * said before the setup was declared ("PLACE TYPE" where no action lays
 * the map, or its words were not two in capitals), which a text written
 * before says (ruleset_arrival.c). */
#include "core/engine/engine.h"
#include "core/expr/expr.h"
#include "core/act/act.h"
#include "core/engine/engine_report.h"

#include "core/base/strbuf.h"

#include <ctype.h>
#include <stdio.h>
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

/* The number of words of s, one space between each. */
static int
count_words(const char *s)
{
	int n = 1;

	for (; *s != '\0'; s++)
		n += *s == ' ';
	return n;
}

void
eng_say_usage(struct act *a, const char *verb, const char *instead,
    struct strbuf *b)
{
	const char *id = verb_action(a, verb);
	struct strbuf use, said;
	char *last, *t;
	int i, n = 0, most = instead != NULL ? count_words(instead) : -1;

	sb_init(&use);
	sb_init(&said);
	if (id == NULL || (i = vec_find(&a->rs->actions, id)) < 0)
		goto none;
	eng_action_usage(a->rs, i, &use);
	/* the action's own name first, then its words */
	if (use.len == 0 || use.failed || strtok_r(use.s, " ", &last) == NULL)
		goto none;
	while (n != most && (t = strtok_r(NULL, " ", &last)) != NULL &&
	    upper_word(t)) {
		if (n++)
			sb_addc(&said, ' ');
		sb_add(&said, t);
	}
	if (n != most && instead != NULL)
		goto none;
	sb_add(b, sb_str(&said));
	goto out;
none:
	if (instead != NULL)
		sb_add(b, instead);
out:
	sb_release(&use);
	sb_release(&said);
}
