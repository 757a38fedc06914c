/* names_on_grid.c: the name on_grid(REGION), 1 when a territory of a map
 * of territories has its place on the hex grid, 0 when it was laid
 * without one (whether it borders another is then the GM's word); its
 * argument an expression valued, as a territory word, here or home(p)
 * give one (core/engine/engine_orders.c evaluates it). */
#include "core/rules/names_int.h"

#include <stdio.h>

int
nm_on_grid_name(const struct eng_names_ctx *c, const char *name,
    int nargs, struct expr_sym *out, char *err, size_t n)
{
	if (!c->rs->mech.territories.present)
		return FAIL("'%s' reads a territory's place on the grid of a "
		    "map of territories, and this ruleset has none: declare "
		    "mechanisms.territories or take '%s' out", name, name);
	if (nargs != 1)
		return FAIL("'%s' takes one territory: a territory word of "
		    "the action, here or home(PLAYER), '%s(place)'", name,
		    name);
	out->code = N_ON_GRID;
	return 0;
}
