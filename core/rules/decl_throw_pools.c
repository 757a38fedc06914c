/* decl_throw_pools.c: the ruleset check of the effects throw-pools and
 * settle-hits, a step of the dice-pool combat on a map of territories
 * (core/engine/engine_throw_pools.c): the combat is there to be read;
 * throw-pools' fires is an expression that knows who (the player) and
 * kind (a kind of piece), its heading a line for people; settle-hits'
 * wait an expression over the state and the action's words (its order
 * the schema's). */
#include "core/rules/names.h"
#include "core/rules/ruleset.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

/* The map of territories and the dice-pool combat the effect name needs
 * at p: 0, or 1 refused. */
static int
pool_combat(const struct ruleset *rs, const char *name, const char *p,
    const struct spos *pos, struct diag_list *errs)
{
	if (rs->mech.territories.present && rs->mech.dicepool.present)
		return 0;
	return ERR(*pos, "'%s': %s reads the steps of the dice-pool combat "
	    "on a map of territories, and the ruleset has none: declare "
	    "mechanisms.territories and mechanisms.dice-pool, or take the "
	    "effect out", p, name);
}

int
eng_check_throw_pools(struct ruleset *rs, const struct action_def *act,
    struct eff_throw_pools *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs)
{
	int bad;

	if (pool_combat(rs, "throw-pools", path, pos, errs))
		return 1;
	bad = eng_compile_key(&x->fires, path, "fires", rs, act, in_roll |
	    ENG_IN_POOL | ENG_BINDS_WHO, errs);
	bad += eng_compile_says(x->heading, &x->theading, path, pos, rs, act,
	    in_roll, errs);
	return bad;
}

int
eng_check_settle_hits(struct ruleset *rs, const struct action_def *act,
    struct eff_settle_hits *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs)
{
	if (pool_combat(rs, "settle-hits", path, pos, errs))
		return 1;
	return eng_compile_key(&x->wait, path, "wait", rs, act, in_roll,
	    errs);
}
