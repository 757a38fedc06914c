/* decl_read_items.c: the ruleset check of the effect read-items,
 * 'read-items: WORD' (core/engine/engine_read_items.c): an effect of an
 * action's own list (not in an if, a loop or a phase: it runs once, at
 * every command), naming a word of the action of kind items declared
 * 'read: by-effect'. */
#include <string.h>

#include "core/rules/decl_fx.h"

int
fx_read_items(const struct fx *c)
{
	const struct action_def *act = c->act;
	const struct effect_def *first;

	if (act == NULL)
		return FX_ERR(*c->pos, "'%s': read-items reads a word of an "
		    "action, and a phase has none: take it out", c->key);
	first = act->effects.n > 0 ? VEC_AT(act->effects, struct effect_def,
	    0) : NULL;
	if (first == NULL || c->e < first || c->e >= first + act->effects.n)
		return FX_ERR(*c->pos, "'%s': read-items runs once, at every "
		    "command: write it in the action's own effects, not "
		    "under an if, a loop or after-groups", c->key);
	for (int k = 0; k < act->args.n; k++) {
		const struct arg_def *x = VEC_AT(act->args, struct arg_def,
		    k);
		if (strcmp(x->name, c->e->read_items) != 0)
			continue;
		if (x->kind == ARG_ITEMS && x->read == ITEM_READ_BY_EFFECT)
			return 0;
		break;
	}
	return FX_ERR(*c->pos, "'%s': '%s' is no word of kind items of the "
	    "action with 'read: by-effect': name one ('read-items: WORD'), "
	    "or declare it so", c->key, c->e->read_items);
}
