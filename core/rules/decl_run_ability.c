/* decl_run_ability.c: the ruleset check of the effect run-ability, the
 * ability a chief declares run for the actor
 * (core/engine/engine_run_ability.c): an action with an actor, chiefs
 * declared, its expressions compiled. */
#include "core/base/fmt_path.h"
#include "core/rules/names.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

int
eng_check_run_ability(struct ruleset *rs, const struct action_def *act,
    struct eff_run_ability *x, const char *path, int i, const struct spos *pos,
    int in_roll, struct diag_list *errs)
{
	char p[300];
	int bad = 0;

	fmt_path(p, sizeof p, "%.200s.%d.run-ability", path, i);
	if (act == NULL || act->no_actor)
		return ERR(*pos, "'%s': run-ability runs an ability for the "
		    "actor, who pays for it: a phase and an action with "
		    "no-actor have no actor; use it in an action taken by a "
		    "player", p);
	if (rs->chiefs.n <= 0)
		return ERR(*pos, "'%s': run-ability runs the ability of one "
		    "of the ruleset's %s, and it has none: declare them (with "
		    "an 'ability' each that has one) or take the effect out",
		    p, KEY_CHIEFS);
	/* a key left out compiles to nothing */
	bad += eng_compile_key(&x->chief, p, "chief", rs, act, in_roll, errs);
	bad += eng_compile_key(&x->lent_to, p, "lent-to", rs, act, in_roll,
	    errs);
	return bad;
}
