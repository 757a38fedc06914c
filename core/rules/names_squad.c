/* names_squad.c: the names squad_strikers(ZONE, PARTY, SPACE) and
 * squad_carriers(ZONE, PARTY, SPACE), the strikers and carriers of a
 * party's squad (a player's, or the neutral guard's: nobody) at a
 * numbered zone, in its orbit (SPACE 0) or on that distance space bound
 * for it, 0 where it has none there, read on any board of numbered zones
 * with colonies, where squads stand; and distance(ZONE, ZONE), the
 * distance between two numbered zones (board.distances), the command
 * refused where the table is unknown (core/engine/engine_values.c values
 * them; a = the zone's code, b = the second's). */
#include "core/rules/names_int.h"

#include <stdio.h>
#include <string.h>

#include "core/rules/words_keys.h"

int
nm_squad_count_name(const struct eng_names_ctx *c, const char *name,
    int nargs, const char *const *sym, struct expr_sym *out, char *err,
    size_t n)
{
	const struct ruleset *rs = c->rs;

	if (rs->board.zones.n <= 0 || !rs->mech.colonies.present)
		return FAIL("'%s' reads %s numbered zone%s (board.%s, "
		    "mechanisms.colonies), and this ruleset has none: declare "
		    "them or take '%s' out", name, name[0] == 'd' ?
		    "the distance between two" : "a squad at a", name[0] ==
		    'd' ? "s" : "", ZONES_KEY, name);
	if (strcmp(name, "distance") == 0) {
		if (rs->board.distances.rows.n == 0)
			return FAIL("'%s' reads the distance table of the "
			    "numbered zones (board.distances), and this ruleset "
			    "has none: declare it or take '%s' out", name, name);
		if (nargs != 2 || nm_region_sym(c, sym[0], &out->a) != 0 ||
		    nm_region_sym(c, sym[1], &out->b) != 0)
			return FAIL("'%s' takes two zones (each its id, a region "
			    "word of the action or here in each-region): "
			    "'%s(from, to)'", name, name);
		out->code = N_DISTANCE;
		out->symargs = 3;
		return 0;
	}
	if (nargs != 3 || nm_region_sym(c, sym[0], &out->a) != 0)
		return FAIL("'%s' takes a zone (its id, a region word of the "
		    "action or here in each-region), a party (a player, or "
		    "nobody for the neutral guard) and a distance space (0: "
		    "the zone's orbit): '%s(here, me, 0)'", name, name);
	out->code = strcmp(name, "squad_strikers") == 0 ? N_SQUAD_STRIKERS :
	    N_SQUAD_CARRIERS;
	out->symargs = 1;
	return 0;
}
