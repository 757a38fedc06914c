/* names_chief_of.c: the name chief_of(PLAYER, KEY), what of a player's
 * chief on the board an expression reads: chief (its number, as
 * chief_with gives it; -1 for none), counters (the counters it
 * carries), ability (1 when it has an ability to use, 0 when it has
 * only lasting ones) or lent (the chief whose ability the player borrowed
 * this turn, lend-ability; -1 for none, with a chief on the board or
 * not); core/engine/engine_chief_of.c evaluates it. */
#include "core/rules/names_int.h"

#include <stdio.h>
#include <string.h>

#include "core/rules/words_keys.h"

const char eng_chief_of_keys[][ENG_KEY_MAX] = { "chief", "counters", "ability",
    "lent" };

int
nm_chief_of_name(const struct eng_names_ctx *c, const char *name,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	if (c->rs->chiefs.n <= 0)
		return FAIL("'%s' reads the one of the %s a player has on "
		    "the board, and this ruleset has none: declare them "
		    "(pieces with 'tracked: true' and 'chief: true') or take "
		    "'%s' out", name, KEY_CHIEFS, name);
	for (out->a = 0; sym[1] != NULL && out->a < CO__N &&
	    !nm_key_is(eng_chief_of_keys[out->a], sym[1]); out->a++)
		;
	if (sym[1] == NULL || out->a >= CO__N)
		return FAIL("'%s' takes a player and one of chief, counters, "
		    "ability and lent ('%s(me, counters)')", name, name);
	out->code = N_CHIEF_OF;
	out->symargs = 2;
	return 0;
}
