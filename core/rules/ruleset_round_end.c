/* ruleset_round_end.c: what happens when the last turn of a round ends is
 * declared: the effects of turns.round-end, carried out once, for nobody.
 * A ruleset written before (a saved game keeps the text it was started
 * with, and an overlay may still say it) named the program's steps in
 * turns.end-of-round: each is taken off the list, and the effects that say
 * its lines go first in round-end, in the order the list gave them; the
 * list goes when it is empty (a name that was never a step stays, and
 * the schema refuses the key). */
#include <stdlib.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

/* The id of the action with a word of kind draws (the tie-break draw of
 * the final standings), or NULL. */
static const char *
draws_action(const struct ynode *root)
{
	const struct ynode *acts = ynode_get(root, "actions"), *args;
	const char *k;

	for (int i = 0; acts != NULL && acts->kind == Y_MAP && i < acts->n;
	    i++) {
		args = ynode_get(acts->v[i], "args");
		for (int j = 0; args != NULL && args->kind == Y_SEQ &&
		    j < args->n; j++)
			if ((k = rs_ytext(args->v[j], "kind")) != NULL &&
			    strcmp(k, "draws") == 0)
				return acts->keys[i]->str;
	}
	return NULL;
}

/* The effects an old step became, as a list under round-end, written in
 * b; 0 when the program still runs it (or it cannot be declared: the
 * check says why). */
static int
step_text(const struct ynode *root, const char *step, struct strbuf *b)
{
	const char *deck, *act;

	if (strcmp(step, "orbit-advance") == 0) {
		sb_add(b, "round-end:\n"
		    "  - advance-bodies: true\n"
		    "    says: \"the {@word body, many} move one field "
		    "clockwise\"\n");
		return 1;
	}
	if (strcmp(step, KEY_LINKS_DISSOLVE) == 0) {
		sb_add(b, "round-end:\n"
		    "  - if:\n"
		    "      test: links == 1\n"
		    "      then:\n"
		    "        - say: \"1 {@word link} dissolves\"\n"
		    "  - if:\n"
		    "      test: links > 1\n"
		    "      then:\n"
		    "        - say: \"{links} {@word link, many} dissolve\"\n"
		    "  - dissolve-links: true\n");
		return 1;
	}
	if (strcmp(step, "end-roll") == 0 || strcmp(step, "hold-win") == 0 ||
	    strcmp(step, "revolts") == 0) {
		sb_printf(b, "round-end:\n  - %s: true\n", step);
		return 1;
	}
	if (strcmp(step, KEY_SQUADS_REST) == 0) {
		sb_add(b, "round-end:\n  - squads-rest: true\n");
		return 1;
	}
	if (strcmp(step, "discard-played") == 0 ||
	    strcmp(step, "sites-leave") == 0) {
		sb_printf(b, "round-end:\n  - %s: true\n", step[0] == 'd' ?
		    "discard-played" : "clear-sites");
		return 1;
	}
	/* the final standings once the site deck is empty ('next' is
	 * refused once the game is over or while they wait for a draw), as
	 * final-standings of before, which ruleset_standings.c declares */
	if (strcmp(step, "final-ranking") == 0 &&
	    (deck = rs_ysite_deck(root)) != NULL &&
	    (act = draws_action(root)) != NULL) {
		sb_printf(b, "round-end:\n"
		    "  - if:\n"
		    "      test: left(%s) == 0\n"
		    "      then:\n"
		    "        - final-standings: {later: %s}\n", deck, act);
		return 1;
	}
	return 0;
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
	int k = 0;

	steps = turns != NULL && turns->kind == Y_MAP ? ynode_get(turns,
	    "end-of-round") : NULL;
	if (steps == NULL || steps->kind != Y_SEQ)
		return 0;	/* none, or the schema says what is wrong */
	while (k < steps->n) {
		sb_init(&b);
		if (steps->v[k]->kind != Y_SCALAR || !step_text(root,
		    steps->v[k]->str, &b)) {
			sb_release(&b);
			k++;
			continue;
		}
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
