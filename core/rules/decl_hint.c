/* decl_hint.c: the game's own word for a command the program's hints
 * name.  A hint that sends the player to the next command ("'fire'
 * throws the dice first") names the action of the game that does it: the
 * one that runs the command of the program, or whose effects do what it
 * did (rs_verb_action), or, for the commands only hints name, the first
 * whose effects do their job (eng_effect_hint).  Those are found once,
 * when the rules are read whole, and kept with an image of them
 * (ruleset_image.c): a command reading the image would otherwise read
 * every action an image keeps aside to find them (a twentieth of a
 * status). */
#include "core/rules/ruleset.h"

#include <string.h>

/* The commands eng_effect_hint says: no other verb reads an action. */
static const char hint_verbs[RS_HINT_N][8] = {
	"delay", "fire", "assign", "retreat", "remain", "lay", "arrive",
	"settle", "allot", "deploy", "home", "commit", "top", "card", "place",
	"tile", "resolve"
};

static int
hint_verb(const char *verb)
{
	for (int i = 0; i < RS_HINT_N; i++)
		if (strcmp(hint_verbs[i], verb) == 0)
			return i;
	return -1;
}

/* The first action whose effects do verb's job, or -1: of rules read
 * whole from their texts, every action's effects there (an image keeps
 * what this found: rs->hint_at). */
static int
hint_find(const struct ruleset *rs, const char *verb)
{
	for (int i = 0; i < rs->actions.n; i++) {
		const struct action_def *x = VEC_AT(rs->actions,
		    struct action_def, i);
		for (int k = 0; k < x->effects.n; k++) {
			const char *v = eng_effect_hint(VEC_AT(x->effects,
			    struct effect_def, k));
			if (v != NULL && strcmp(v, verb) == 0)
				return i;
		}
	}
	return -1;
}

void
rs_hint_table(const struct ruleset *rs, int *at)
{
	for (int k = 0; k < RS_HINT_N; k++)
		at[k] = hint_find(rs, hint_verbs[k]);
}

const char *
rs_hint_action(const struct ruleset *rs, const char *verb)
{
	const char *w = rs_verb_action(rs, verb);
	int k, i;

	if (w != NULL || (k = hint_verb(verb)) < 0)
		return w;
	i = rs->hint_kept ? rs->hint_at[k] : hint_find(rs, verb);
	return i >= 0 && i < rs->actions.n ? rs->actions.ids[i] : NULL;
}
