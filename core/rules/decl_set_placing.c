/* decl_set_placing.c: the ruleset check of the effect set-placing, the
 * counters of the spawned pieces placed in turn order set, each by an
 * expression (core/engine/engine_set_placing.c): a map of territories
 * with a spawn, something to set. */
#include "core/rules/decl_fx.h"

int
fx_set_placing(const struct fx *c)
{
	struct eff_set_placing *x = &c->e->set_placing;
	const struct ruleset *rs = c->rs;
	int bad = 0;

	if (!rs->mech.territories.present || !rs->mech.spawn.present)
		return FX_ERR(*c->pos, "'%s': set-placing counts the spawned "
		    "pieces placed on a map of territories with a spawn, and "
		    "the ruleset has none: declare mechanisms.territories and "
		    "mechanisms.spawn, or take the effect out", c->key);
	if (x->left.text == NULL && x->placed.text == NULL)
		bad += FX_ERR(*c->pos, "'%s': set-placing sets nothing: give "
		    "left or placed (an expression each)", c->key);
	if (x->left.text != NULL)
		bad += eng_compile_key(&x->left, c->key, "left", rs, c->act,
		    c->in_roll, c->errs);
	if (x->placed.text != NULL)
		bad += eng_compile_key(&x->placed, c->key, "placed", rs,
		    c->act, c->in_roll, c->errs);
	return bad;
}
