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
	"tile", "resolve", "equip", "station"
};

static int
hint_verb(const char *verb)
{
	for (int i = 0; i < RS_HINT_N; i++)
		if (strcmp(hint_verbs[i], verb) == 0)
			return i;
	return -1;
}

/* Does a list of effects do verb's job, in its own effects, or (deep)
 * in those it carries out under a condition or for each region too? */
static int
hint_in(const struct vec *effects, const char *verb, int deep)
{
	for (int k = 0; k < effects->n; k++) {
		const struct effect_def *e = VEC_AT(*effects, struct effect_def,
		    k);
		const char *v = eng_effect_hint(e);
		if (v != NULL && strcmp(v, verb) == 0)
			return 1;
		if (deep && ((EK_IS(e, cond) && (hint_in(&e->cond.then,
		    verb, 1) || hint_in(&e->cond.otherwise, verb, 1))) ||
		    (EK_IS(e, each_region) && hint_in(&e->each_region,
		    verb, 1))))
			return 1;
	}
	return 0;
}

/* Does action x take the words the hints show for verb's job: a zone
 * or a player, then a kind of producer for equip ('ACTION ZONE|PLAYER
 * KIND'), a party first for station ('ACTION neutral 12 0 0'), places
 * and tiles for lay?  Any words for the others. */
static int
hint_shape(const struct action_def *x, const char *verb)
{
	if (strcmp(verb, "equip") == 0)
		return x->args.n == 2 && VEC_AT(x->args, struct arg_def,
		    0)->kind == ARG_HOLDING && VEC_AT(x->args, struct arg_def,
		    1)->kind == ARG_PRODUCER;
	if (strcmp(verb, "station") == 0)
		return x->args.n > 0 && VEC_AT(x->args, struct arg_def,
		    0)->kind == ARG_PARTY;
	if (strcmp(verb, "lay") == 0) {
		/* places and tiles given again ('ACTION PLACE TYPE' or
		 * 'ACTION random') */
		return x->repeat == 2 && x->args.n == 2 && VEC_AT(x->args,
		    struct arg_def, 0)->kind == ARG_PLACE;
	}
	return 1;
}

/* The first action whose effects do verb's job and whose words are those
 * its hints show, or -1, the effects it carries out itself first, then
 * those under a condition or for each region: of rules read whole from
 * their texts, every action's effects there (an image keeps what this
 * found: rs->hint_at). */
static int
hint_find(const struct ruleset *rs, const char *verb)
{
	for (int deep = 0; deep < 2; deep++)
		for (int i = 0; i < rs->actions.n; i++) {
			const struct action_def *x = VEC_AT(rs->actions,
			    struct action_def, i);
			if (hint_in(&x->effects, verb, deep) &&
			    hint_shape(x, verb))
				return i;
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
