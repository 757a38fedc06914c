/* decl_ability.c: the ruleset check of a word of kind chief, the chief
 * whose ability a lend-ability of the action borrows (chiefs.*.ability,
 * core/engine/engine_lend_ability.c). */
#include <stdio.h>
#include <string.h>

#include "core/rules/names.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

/* Does an effect of list v, or of the then or else of an if among them
 * (at any depth), read the word name by lend-ability? */
static int
read_in(const struct vec *v, const char *name)
{
	for (int i = 0; i < v->n; i++) {
		const struct effect_def *e = VEC_AT(*v, struct effect_def, i);
		if (EK_IS(e, lend_ability) && strcmp(e->lend_ability.borrow,
		    name) == 0)
			return 1;
		if (eng_effect_holds(e, offsetof(struct effect_def, cond)) &&
		    (read_in(&e->cond.then, name) ||
		    read_in(&e->cond.otherwise, name)))
			return 1;
	}
	return 0;
}

/* Does an effect of act (or under an if of them) read its word k by
 * lend-ability? */
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
		    "which the effect lend-ability reads: name it in the "
		    "action's 'lend-ability: {chief: \"chief_of(me, chief)\", "
		    "borrow: %s}'", id, x->name, x->name);
	return 0;
}
