/* names_home_distance.c: the name home_distance, the steps a home keeps
 * from another on a map of territories (mechanisms.territories.home.
 * distance, as the game has it with its options and overlays; 1 when the
 * home gives none): a test or a refusal of a home placed too near another
 * reads it (core/engine/engine_values.c gives its value). */
#include "core/rules/names_int.h"

#include <stdio.h>

int
nm_home_distance_name(const struct eng_names_ctx *c, const char *name,
    struct expr_sym *out, char *err, size_t n)
{
	if (!c->rs->mech.territories.present)
		return FAIL("'%s' is the distance between homes on a map of "
		    "territories, and this ruleset has none: declare "
		    "mechanisms.territories (its home's distance) or take "
		    "'%s' out", name, name);
	out->code = N_HOME_DISTANCE;
	return 0;
}
