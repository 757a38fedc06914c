/* decl_make_home.c: the ruleset check of the effect make-home, a
 * territory made a player's home (core/engine/engine_make_home.c): a map
 * of territories, its player compiled and a word of kind territory that
 * does not take 'none'. */
#include "core/rules/decl_fx.h"

int
fx_make_home(const struct fx *c)
{
	struct eff_arrive *x = &c->e->make_home;
	const char *p = c->key;
	int bad = 0;

	if (!c->rs->mech.territories.present)
		return FX_ERR(*c->pos, "'%s': a home is made on a map of "
		    "territories, and the ruleset has none: declare "
		    "mechanisms.territories and its home, or take the effect "
		    "out", p);
	bad += fx_expr(&x->player, p, c->rs, c->act, c->in_roll, c->errs);
	x->w.text = x->at;
	x->w.region = -1;
	x->w.arg = decl_arg_of_kind(c->act, x->at, ARG_TERRITORY);
	if (x->w.arg < 0)
		bad += FX_ERR(*c->pos, "'%s': 'at' names a word of the action "
		    "of kind territory ('{name: place, kind: territory}' in "
		    "its args), and '%s' is not one", p, x->at);
	else if (VEC_AT(c->act->args, struct arg_def, x->w.arg)->none)
		bad += FX_ERR(*c->pos, "'%s': a home is made on a territory, "
		    "and '%s' takes 'none': take 'none: true' off the word", p,
		    x->at);
	return bad;
}
