/* decl_resolve.c: the ruleset check of a word of kind resolved (the site
 * of the round resolved, or none for the next, and the values drawn for
 * a tie: every word left), read by the effect resolve of a text of
 * before, which the load rewrites with the word into words of kinds site
 * and draws (ruleset_claims_fx.c): one left is refused. */
#include "core/rules/ruleset.h"

int
eng_check_resolved_word(const struct action_def *a, const char *id, int k,
    struct diag_list *errs)
{
	const struct arg_def *x = VEC_AT(a->args, struct arg_def, k);

	if (decl_word_last(a, id, k, errs))
		return 1;
	diag_list_add(errs, ST_DATA, a->args.pos[k].file, a->args.pos[k].line,
	    a->args.pos[k].col, "'actions.%s.args': the site '%s' of kind "
	    "resolved is read only by the effect resolve of a text of before, "
	    "the action's one word: write a word of kind site and one of kind "
	    "draws, read by rank-players into claim-order", id, x->name);
	return 1;
}
