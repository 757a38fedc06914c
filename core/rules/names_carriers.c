/* names_carriers.c: the name carriers(ZONE, PARTY), the carriers a party
 * (a player, or nobody for a neutral zone's guard) has in a numbered
 * zone's orbit, 0 where it has no squad there; read on any board of
 * numbered zones with colonies, where squads stand in orbit
 * (core/engine/engine_orbit_values.c evaluates it). */
#include "core/rules/names_int.h"

#include <stdio.h>

#include "core/rules/words_keys.h"

int
nm_orbit_carriers_name(const struct eng_names_ctx *c, const char *name,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	const struct ruleset *rs = c->rs;

	if (rs->board.zones.n <= 0 || !rs->mech.colonies.present)
		return FAIL("'%s' reads a squad in the orbit of a numbered "
		    "zone (board.%s, mechanisms.colonies), and this ruleset "
		    "has none: declare them or take '%s' out", name, ZONES_KEY,
		    name);
	if (nm_region_sym(c, sym[0], &out->a) != 0)
		return FAIL("'%s' takes a zone (its id, a region word of the "
		    "action or here in each-region) and a party (a player, "
		    "or nobody for the neutral guard): '%s(here, me)'", name,
		    name);
	out->code = N_ORBIT_CARRIERS;
	out->symargs = 1;
	return 0;
}
