/* decl_text_late.c: the ruleset check of a word of kind text with 'read:
 * after-requirements' (every word left, not logged with the action's
 * words: an effect of the action reads and logs them after the
 * requirements, a draw from the deck of site cards with its 'card',
 * core/engine/engine_reveal.c). */
#include <string.h>

#include "core/rules/ruleset.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

int
eng_check_text_late(const struct action_def *a, const char *id, int k,
    struct diag_list *errs)
{
	const struct arg_def *x = VEC_AT(a->args, struct arg_def, k);

	if (x->read != ITEM_READ_LATE)
		return 0;
	for (int i = 0; i < a->effects.n; i++) {
		const struct effect_def *e = VEC_AT(a->effects,
		    struct effect_def, i);
		if (eng_effect_holds(e, offsetof(struct effect_def, draw)) &&
		    e->draw.present && e->draw.card != NULL &&
		    strcmp(e->draw.card, x->name) == 0)
			return 0;
	}
	return ERR(a->args.pos[k], "'actions.%s.args': the text '%s' has "
	    "'read: after-requirements': its words are read and logged by "
	    "an effect of the action, and none reads them: add 'draw: "
	    "{deck: DECK, card: %s}' to its effects (a site card laid on "
	    "the table), or take 'read' out (the words logged as given)",
	    id, x->name, x->name);
}
