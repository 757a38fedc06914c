/* names_chief_ability.c: the name chief_ability(CHIEF), whether the chief
 * of that number (as chief_with and chief_of(PLAYER, chief) give it, and
 * chief_of(PLAYER, lent) the one lent) declares an ability to use
 * (pieces.*.ability): 1 when it does, 0 when it has only lasting ones
 * and for no chief (-1); core/engine/engine_values.c evaluates it. */
#include "core/rules/names_int.h"

#include <stdio.h>

#include "core/rules/words_keys.h"

int
nm_chief_ability_name(const struct eng_names_ctx *c, const char *name,
    int nargs, struct expr_sym *out, char *err, size_t n)
{
	if (c->rs->chiefs.n <= 0)
		return FAIL("'%s' reads whether one of the %s has an ability "
		    "to use, and this ruleset has none: declare them (pieces "
		    "with 'tracked: true' and 'chief: true') or take '%s' out",
		    name, KEY_CHIEFS, name);
	if (nargs != 1)
		return FAIL("'%s' takes one expression, the number of one "
		    "of the %s: '%s(chief_of(me, lent))'", name, KEY_CHIEFS,
		    name);
	out->code = N_CHIEF_ABILITY;
	return 0;
}
