/* decl_hint.c: the game's own word for a command the program's hints
 * name.  A hint that sends the player to the next command ("'fire'
 * throws the dice first") names the action of the game that does it: the
 * one that runs the command of the program, or whose effects do what it
 * did (rs_verb_action), or, for the commands only hints name, the first
 * whose effects do their job (eng_effect_hint).  Those actions' effects
 * stay aside in a kept image, which every command reads: a hint reads
 * them, as the taking of an action does, and leaves their walk to it
 * (eng_action_read). */
#include "core/rules/ruleset.h"

#include <string.h>

/* The commands eng_effect_hint says: no other verb reads an action. */
static const char hint_verbs[][8] = {
	"delay", "fire", "assign", "retreat", "remain", "lay", "arrive",
	"settle", "allot", "deploy", "home", "commit", "top", "card", "place",
	"tile", ""
};

static int
hint_verb(const char *verb)
{
	for (int i = 0; hint_verbs[i][0] != '\0'; i++)
		if (strcmp(hint_verbs[i], verb) == 0)
			return 1;
	return 0;
}

const char *
rs_hint_action(const struct ruleset *rs, const char *verb)
{
	const char *w = rs_verb_action(rs, verb);
	struct diag d;

	for (int i = 0; w == NULL && hint_verb(verb) && i < rs->actions.n;
	    i++) {
		const struct action_def *x = VEC_AT(rs->actions,
		    struct action_def, i);
		/* read, not walked (the taking of it walks them); an image
		 * that does not read has no name to give */
		if (eng_action_read(rs, i, &d) != ST_OK)
			continue;
		for (int k = 0; k < x->effects.n; k++) {
			const char *v = eng_effect_hint(VEC_AT(x->effects,
			    struct effect_def, k));
			if (v != NULL && strcmp(v, verb) == 0)
				return rs->actions.ids[i];
		}
	}
	return w;
}
