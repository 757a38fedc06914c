/* names_kept.c: the name kept(PLAYER, WORD), 1 when the player keeps
 * the card a word of the action of kind card-id names (the effect
 * keep-card), else 0; kept(PLAYER), how many cards he keeps
 * (core/engine/engine_kept_value.c values it, reading the word again;
 * a = the word's place among the action's words, c = 1 when given). */
#include "core/rules/names_int.h"

#include <stdio.h>
#include <string.h>

int
nm_kept_name(const struct eng_names_ctx *c, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	out->code = N_KEPT;
	if (nargs == 1)
		return 0;
	for (int i = 0; c->act != NULL && nargs == 2 && sym[1] != NULL &&
	    i < c->act->args.n; i++) {
		const struct arg_def *x = VEC_AT(c->act->args, struct arg_def,
		    i);
		if (x->kind == ARG_CARD_ID && strcmp(x->name, sym[1]) == 0) {
			out->a = i;
			out->c = 1;
			out->symargs = 2;
			return 0;
		}
	}
	return FAIL("'%s' takes a player, then a word of the action of kind "
	    "card-id ('%s(player, card)': 1 when he keeps that card), or a "
	    "player alone ('%s(player)': how many cards he keeps)", name, name,
	    name);
}
