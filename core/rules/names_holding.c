/* names_holding.c: the name holding_player(WORD), the player a word of
 * the action of kind holding names (it stands for every numbered zone of
 * his), or nobody (-1) where it names a zone; the word itself is then
 * that zone, and -1 where it names a player (core/engine/engine_values.c
 * values it, reading the word again; a = the word's place among the
 * action's words). */
#include "core/rules/names_int.h"

#include <stdio.h>
#include <string.h>

int
nm_holding_player_name(const struct eng_names_ctx *c, const char *name,
    int nargs, const char *const *sym, struct expr_sym *out, char *err,
    size_t n)
{
	for (int i = 0; c->act != NULL && nargs == 1 && sym[0] != NULL &&
	    i < c->act->args.n; i++) {
		const struct arg_def *x = VEC_AT(c->act->args, struct arg_def,
		    i);
		if (x->kind == ARG_HOLDING && strcmp(x->name, sym[0]) == 0) {
			out->code = N_HOLDING_PLAYER;
			out->a = i;
			out->symargs = 1;
			return 0;
		}
	}
	return FAIL("'%s' takes a word of the action of kind holding (a zone, "
	    "or a player standing for his zones): '%s(at)'", name, name);
}
