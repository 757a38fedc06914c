/* decl_not_checked.c: the ruleset check of the effect not-checked, a rule
 * the GM's word stands for (core/engine/engine_not_checked.c): its line,
 * {expressions} in it, compiled as a say's. */
#include "core/rules/decl_fx.h"

int
fx_not_checked(const struct fx *c)
{
	struct effect_def *e = c->e;

	if (e->not_checked[0] == '\0')
		return FX_ERR(*c->pos, "'%s': not-checked says which rule is "
		    "the GM's word, and it is empty: write it, as "
		    "'not-checked: \"whether {@region at} borders a home\"'",
		    c->key);
	return eng_compile_says(e->not_checked, &e->tnot_checked, c->at,
	    c->pos, c->rs, c->act, c->in_roll, c->errs);
}
