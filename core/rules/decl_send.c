/* decl_send.c: the ruleset check of advance-squads, which brings the
 * squads in flight nearer (core/engine/engine_advance.c). */
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

/* Does rs have numbered zones with colonies whose squads fly? */
static int
has_flights(const struct ruleset *rs)
{
	return rs->board.zones.n > 0 && rs->mech.colonies.present &&
	    rs->mech.flight.present;
}

int
eng_check_advance_squads(const struct ruleset *rs, const char *path,
    const struct spos *pos, struct diag_list *errs)
{
	if (has_flights(rs))
		return 0;
	return ERR(*pos, "'%s': advance-squads brings the squads in flight "
	    "nearer the numbered zones (board.%s, mechanisms.colonies) along "
	    "the distance track of mechanisms.flight, and this ruleset has "
	    "none: declare them, or take the effect out", path, ZONES_KEY);
}
