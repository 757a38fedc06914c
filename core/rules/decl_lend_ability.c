/* decl_lend_ability.c: the ruleset check of the effect lend-ability, the
 * actor's chief's ability borrowing another chief's for the turn
 * (core/engine/engine_lend_ability.c): an action with an actor, chiefs
 * declared, its chief compiled, its word one of kind chief. */
#include "core/base/fmt_path.h"
#include "core/rules/names.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

int
eng_check_lend_ability(struct ruleset *rs, const struct action_def *act,
    struct eff_lend_ability *x, const char *path, int i,
    const struct spos *pos, int in_roll, struct diag_list *errs)
{
	char p[300];
	int bad = 0;

	x->at = -1;
	fmt_path(p, sizeof p, "%.200s.%d.lend-ability", path, i);
	if (act == NULL || act->no_actor)
		return ERR(*pos, "'%s': lend-ability lends the actor's %s "
		    "another's ability: a phase and an action with no-actor "
		    "have no actor; use it in an action taken by a player", p,
		    rs_word(rs, W_CHIEF, 1));
	if (rs->chiefs.n <= 0)
		return ERR(*pos, "'%s': lend-ability lends the ability of one "
		    "of the ruleset's %s, and it has none: declare them (with "
		    "an 'ability' each that has one) or take the effect out",
		    p, KEY_CHIEFS);
	if (x->used_by != NULL && vec_find(&rs->actions, x->used_by) < 0)
		bad += ERR(*pos, "'%s': used-by names the action that uses the "
		    "lent ability, and '%s' is none of actions: write its id, "
		    "or leave used-by out (this action uses it)", p,
		    x->used_by);
	return bad + eng_compile_key(&x->chief, p, "chief", rs, act,
	    in_roll, errs) + decl_effect_word(act, "lend-ability", x->borrow,
	    ARG_CHIEF, "borrow", &x->at, p, pos, errs);
}
