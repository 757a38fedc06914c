/* decl_clear_round_sites.c: the ruleset check of the effect
 * clear-round-sites, the round's sites off the table
 * (core/engine/engine_clear_round_sites.c): it needs the card mechanisms
 * that keep them. */
#include "core/rules/decl_fx.h"

int
fx_clear_round_sites(const struct fx *c)
{
	if (c->rs->mech.claims.present)
		return 0;
	return FX_ERR(*c->pos, "'%s': clear-round-sites takes the round's "
	    "sites off the table, which the card mechanisms keep, and the "
	    "ruleset has none: declare mechanisms.claims or take the effect "
	    "out", c->key);
}
