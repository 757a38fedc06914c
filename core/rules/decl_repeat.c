/* decl_repeat.c: the ruleset check of what an action says of its actor
 * and of words given again (actions.*.repeat, no-actor). */
#include "core/rules/ruleset.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

int
eng_check_repeat(const struct ruleset *rs, int i, struct diag_list *errs)
{
	const struct action_def *a = VEC_AT(rs->actions, struct action_def, i);
	const char *id = rs->actions.ids[i];
	const struct spos *pos = &rs->actions.pos[i];
	int bad = 0;

	if (a->repeat > a->args.n)
		bad += ERR(*pos, "'actions.%s.repeat': the group given again "
		    "is of the last words, and there %s only %d", id,
		    a->args.n == 1 ? "is" : "are", a->args.n);
	else if (a->repeat > 0 && a->repeat == a->args.n && a->args.n > 0 &&
	    VEC_AT(a->args, struct arg_def, 0)->kind == ARG_PLAYER &&
	    !a->no_actor)
		bad += ERR(*pos, "'actions.%s.repeat': the first word names "
		    "who acts, once: it cannot be given again", id);
	if (a->repeat <= 0 && (a->after_groups.n > 0 || a->words_first))
		bad += ERR(*pos, "'actions.%s': 'after-groups' and "
		    "'words-first' belong to an action whose last words may "
		    "be given again (repeat)", id);
	if (a->no_actor && (a->cost.n > 0 || a->per_turn || a->per_round ||
	    a->per_game || a->table.n != 0))
		bad += ERR(*pos, "'actions.%s': an action of no actor "
		    "(no-actor) pays no cost and has no limits or table: "
		    "there is nobody to pay or to count", id);
	return bad;
}
