/* names_site_keeper.c: the name site_keeper(SITE), the player who kept
 * the site of that number in the round (from 1, as each-site binds
 * site), nobody where nobody did or there is no such site; read with the
 * card mechanisms, which keep the round's sites (mechanisms.claims;
 * core/engine/engine_values.c evaluates it). */
#include "core/rules/names_int.h"

#include <stdio.h>

int
nm_site_keeper_name(const struct eng_names_ctx *c, const char *name,
    int nargs, struct expr_sym *out, char *err, size_t n)
{
	if (!c->rs->mech.claims.present)
		return FAIL("'%s' reads who kept a site of the round, which "
		    "the card mechanisms keep, and the ruleset has none: "
		    "declare mechanisms.claims or take '%s' out", name, name);
	if (nargs != 1)
		return FAIL("'%s' takes one expression, the number of a site "
		    "in the round from 1: '%s(site)' in the effects of "
		    "each-site", name, name);
	out->code = N_SITE_KEEPER;
	return 0;
}
