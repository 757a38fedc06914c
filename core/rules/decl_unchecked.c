/* decl_unchecked.c: the ruleset check of the effect unchecked, a line of
 * what a command takes on the GM's word (core/engine/engine_unchecked.c):
 * a line that says something, compiled as a say's is. */
#include "core/rules/decl_fx.h"

int
fx_unchecked(const struct fx *c)
{
	struct effect_def *e = c->e;

	if (e->unchecked[0] == '\0')
		return FX_ERR(*c->pos, "'%s': the line of what is taken on "
		    "the GM's word is empty: say what is not checked ('the "
		    "distance from {@region place} to {@region here}'), or "
		    "take the effect out", c->key);
	return eng_compile_says(e->unchecked, &e->tunchecked, c->at, c->pos,
	    c->rs, c->act, c->in_roll, c->errs);
}
