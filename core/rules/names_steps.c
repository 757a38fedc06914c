/* names_steps.c: the name steps(REGION, REGION), the steps between two
 * territories of a map of territories on its hex grid (0 from a
 * territory to itself), -1 when either has no place on the grid (a
 * territory entered by a name): a territory word of the action, a
 * region's id or here, each (core/engine/engine_steps.c evaluates it). */
#include "core/rules/names_int.h"

#include <stdio.h>

int
nm_steps_name(const struct eng_names_ctx *c, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	if (!c->rs->mech.territories.present)
		return FAIL("'%s' counts steps on a map of territories, and "
		    "this ruleset has none: declare mechanisms.territories or "
		    "take '%s' out", name, name);
	if (nargs != 2 || nm_region_sym(c, sym[0], &out->a) != 0 ||
	    nm_region_sym(c, sym[1], &out->b) != 0)
		return FAIL("'%s' takes two territories, each a territory "
		    "word of the action, a region's id or here: '%s(place, "
		    "here)'", name, name);
	out->code = N_STEPS;
	out->symargs = 3;
	return 0;
}
