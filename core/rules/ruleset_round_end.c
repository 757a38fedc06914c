/* ruleset_round_end.c: what happens when the last turn of a round ends is
 * declared: the effects of turns.round-end, carried out once, for nobody,
 * after the steps turns.end-of-round still names.  A ruleset written
 * before (a saved game keeps the text it was started with, and an overlay
 * may still say it) named the program's steps there: each step that is
 * declared now is taken off the list, and the effects that say its lines
 * go first in round-end, in the order the list gave them.  (A step the
 * program still runs that came after one taken off now runs before it:
 * the steps of one game's board never meet another's in a list.) */
#include <stdlib.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

/* The effects an old step became, as a list under round-end; NULL when
 * the program still runs it. */
static const char *
step_text(const char *step)
{
	if (strcmp(step, "orbit-advance") == 0)
		return "round-end:\n"
		    "  - advance-bodies: true\n"
		    "    says: \"the {@word body, many} move one field "
		    "clockwise\"\n";
	if (strcmp(step, KEY_LINKS_DISSOLVE) == 0)
		return "round-end:\n"
		    "  - if:\n"
		    "      test: links == 1\n"
		    "      then:\n"
		    "        - say: \"1 {@word link} dissolves\"\n"
		    "  - if:\n"
		    "      test: links > 1\n"
		    "      then:\n"
		    "        - say: \"{links} {@word link, many} dissolve\"\n"
		    "  - dissolve-links: true\n";
	return NULL;
}

/* The items of seq appended to those of *to (seq freed); 0, or -1 out of
 * memory. */
static int
seq_append(struct ynode *to, struct ynode *seq)
{
	struct ynode **v;

	if (seq->n > 0) {
		v = realloc(to->v, (size_t)(to->n + seq->n) * sizeof *v);
		if (v == NULL) {
			ynode_free(seq);
			return -1;
		}
		memcpy(v + to->n, seq->v, (size_t)seq->n * sizeof *v);
		to->v = v;
		to->n += seq->n;
		to->cap = to->n;
		seq->n = 0;
	}
	ynode_free(seq);
	return 0;
}

int
rs_round_end_upgrade(struct ynode *root)
{
	struct ynode *turns = ynode_get(root, "turns"), *steps, *made = NULL,
	    *old, *t;
	struct strbuf b;
	const char *text;
	int k = 0;

	steps = turns != NULL && turns->kind == Y_MAP ? ynode_get(turns,
	    "end-of-round") : NULL;
	if (steps == NULL || steps->kind != Y_SEQ)
		return 0;	/* none, or the schema says what is wrong */
	while (k < steps->n) {
		if (steps->v[k]->kind != Y_SCALAR ||
		    (text = step_text(steps->v[k]->str)) == NULL) {
			k++;
			continue;
		}
		sb_init(&b);
		sb_add(&b, text);
		if ((t = rs_yparse_at(&b, steps->v[k]->file, steps->v[k])) ==
		    NULL || (old = ynode_take(t, "round-end")) == NULL) {
			ynode_free(t);
			ynode_free(made);
			return -1;
		}
		ynode_free(t);
		if (made == NULL)
			made = old;
		else if (seq_append(made, old) < 0) {
			ynode_free(made);
			return -1;
		}
		ynode_free(steps->v[k]);
		memmove(&steps->v[k], &steps->v[k + 1], (size_t)(steps->n - k -
		    1) * sizeof *steps->v);
		steps->n--;
	}
	if (made == NULL)
		return 0;
	/* the effects declared already (none in a text of before) after
	 * the steps' */
	if ((old = ynode_take(turns, "round-end")) != NULL &&
	    old->kind == Y_SEQ) {
		if (seq_append(made, old) < 0) {
			ynode_free(made);
			return -1;
		}
	} else
		ynode_free(old);
	if (steps->n == 0)
		ynode_free(ynode_take(turns, "end-of-round"));
	return ynode_set(turns, "round-end", made) < 0 ? -1 : 0;
}
