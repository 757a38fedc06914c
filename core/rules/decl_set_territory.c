/* decl_set_territory.c: the ruleset check of the effect set-territory, a
 * territory's spawned pieces and explored mark set, each by an expression
 * (core/engine/engine_set_territory.c): a map of territories, a spawn for
 * the spawned pieces, something to set. */
#include "core/rules/decl_fx.h"

int
fx_set_territory(const struct fx *c)
{
	struct eff_set_territory *x = &c->e->set_territory;
	const struct ruleset *rs = c->rs;
	int bad = 0;

	if (!rs->mech.territories.present)
		return FX_ERR(*c->pos, "'%s': set-territory sets a territory "
		    "of a map of territories, and the ruleset has none: "
		    "declare mechanisms.territories, or take the effect out",
		    c->key);
	if (x->spawned.text == NULL && x->explored.text == NULL)
		bad += FX_ERR(*c->pos, "'%s': set-territory sets nothing: give "
		    "spawned or explored (an expression each)", c->key);
	if (x->spawned.text != NULL && !rs->mech.spawn.present)
		bad += FX_ERR(*c->pos, "'%s': 'spawned' counts the pieces of "
		    "mechanisms.spawn, and the ruleset has none: declare it, "
		    "or take 'spawned' out", c->key);
	bad += eng_compile_key(&x->at, c->key, "at", rs, c->act, c->in_roll,
	    c->errs);
	if (x->spawned.text != NULL && rs->mech.spawn.present)
		bad += eng_compile_key(&x->spawned, c->key, "spawned", rs,
		    c->act, c->in_roll, c->errs);
	if (x->explored.text != NULL)
		bad += eng_compile_key(&x->explored, c->key, "explored", rs,
		    c->act, c->in_roll, c->errs);
	return bad;
}
