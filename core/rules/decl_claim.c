/* decl_claim.c: the ruleset check of a word of kind claim (a location of
 * the site being resolved and the sub-locations taken there, every word
 * left), read by a buy-sub-locations (decl_buy_subs.c,
 * core/engine/engine_buy_subs.c). */
#include <stddef.h>

#include "core/rules/ruleset.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

int
eng_check_claim_word(const struct action_def *a, const char *id, int k,
    struct diag_list *errs)
{
	const struct arg_def *x = VEC_AT(a->args, struct arg_def, k);

	if (decl_word_last(a, id, k, errs))
		return 1;
	if (decl_word_read(a, x->name, offsetof(struct effect_def,
	    buy_subs.claim)))
		return 0;
	return ERR(a->args.pos[k], "'actions.%s.args': the claim '%s' is read "
	    "by an effect buy-sub-locations of the action, and none does: add "
	    "'buy-sub-locations: {player: PLAYER, claim: %s, pays: "
	    "EXPRESSION}' to its effects", id, x->name, x->name);
}
