/* decl_ability.c: the ruleset check of the effect use-ability (a chief's
 * ability used by the actor, or another chief's borrowed: chiefs.*.ability,
 * core/engine/engine_ability.c) and of the word of kind chief it reads. */
#include <stdio.h>
#include <string.h>

#include "core/rules/names.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

int
eng_check_ability(const struct ruleset *rs, const struct action_def *act,
    struct eff_ability *x, const char *path, const struct spos *pos,
    struct diag_list *errs)
{
	x->at = -1;
	if (act == NULL || act->no_actor)
		return ERR(*pos, "'%s': use-ability is the ability of the "
		    "actor's %s: a phase and an action with no-actor have "
		    "no actor; use it in an action taken by a player", path,
		    rs_word(rs, W_CHIEF, 1));
	if (rs->chiefs.n <= 0)
		return ERR(*pos, "'%s': use-ability uses the ability of the "
		    "actor's %s, and the ruleset has none: declare %s (with "
		    "an 'ability' each that has one) or take the effect out",
		    path, rs_word(rs, W_CHIEF, 1), KEY_CHIEFS);
	if (x->borrow == NULL)
		return 0;
	return decl_effect_word(act, "use-ability", x->borrow, ARG_CHIEF,
	    "borrow", &x->at, path, pos, errs);
}

/* Does an effect of list v, or of the then or else of an if among them
 * (at any depth), read the word name by use-ability or lend-ability? */
static int
read_in(const struct vec *v, const char *name)
{
	for (int i = 0; i < v->n; i++) {
		const struct effect_def *e = VEC_AT(*v, struct effect_def, i);
		const struct eff_ability *x = &e->use_ability;
		if (x->present && x->borrow != NULL && strcmp(x->borrow,
		    name) == 0)
			return 1;
		if (EK_IS(e, lend_ability) && strcmp(e->lend_ability.borrow,
		    name) == 0)
			return 1;
		if (read_in(&e->cond.then, name) ||
		    read_in(&e->cond.otherwise, name))
			return 1;
	}
	return 0;
}

/* Does an effect of act (or under an if of them) read its word k by
 * use-ability or lend-ability? */
static int
read_by_ability(const struct action_def *a, int k)
{
	return read_in(&a->effects, VEC_AT(a->args, struct arg_def,
	    k)->name);
}

int
eng_check_chief_word(const struct ruleset *rs, const struct action_def *a,
    const char *id, int k, struct diag_list *errs)
{
	const struct arg_def *x = VEC_AT(a->args, struct arg_def, k);
	const struct spos *pos = &a->args.pos[k];

	if (rs->chiefs.n <= 0)
		return ERR(*pos, "'actions.%s.args': a chief word names one "
		    "of the ruleset's %s, and it has none: declare %s", id,
		    KEY_CHIEFS, KEY_CHIEFS);
	if (k + 1 != a->args.n || a->repeat > 0)
		return ERR(*pos, "'actions.%s.args': '%s' is of kind chief, "
		    "which may be left out: it is the last word, of an "
		    "action without repeat", id, x->name);
	if (!read_by_ability(a, k))
		return ERR(*pos, "'actions.%s.args': '%s' is of kind chief, "
		    "which the effect use-ability reads: name it in the "
		    "action's 'use-ability: {borrow: %s}'", id, x->name,
		    x->name);
	return 0;
}
