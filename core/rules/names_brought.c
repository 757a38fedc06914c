/* names_brought.c: the name brought(PLAYER, KEY), what a player put under
 * the current site of the round (sites(current)) of the card mechanisms:
 * KEY one of cards, mines, mines_against, first_total, first_best,
 * second_total and second_best, and landed_at, where he landed there
 * (core/engine/engine_brought.c evaluates it). */
#include "core/rules/names_int.h"

#include <stdio.h>
#include <string.h>

const char eng_brought_keys[][ENG_KEY_MAX] = { "cards", "mines",
	"mines_against", "first_total", "first_best", "second_total",
	"second_best", "landed_at", "" };

int
nm_brought_name(const struct eng_names_ctx *c, const char *name,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	if (!c->rs->mech.claims.present)
		return FAIL("'%s' reads the cards a player put under the "
		    "current site of the round, which mechanisms.claims "
		    "keeps, and the ruleset has none: declare it or take "
		    "'%s' out", name, name);
	for (out->a = 0; out->a < BK__N && (sym[1] == NULL ||
	    !nm_key_is(eng_brought_keys[out->a], sym[1])); out->a++)
		;
	if (out->a >= BK__N)
		return FAIL("'%s' takes a player, then one of cards, mines, "
		    "mines_against, first_total, first_best, second_total, "
		    "second_best and landed_at ('%s(who, first_total)')", name,
		    name);
	out->code = N_BROUGHT;
	out->symargs = 2;
	return 0;
}
