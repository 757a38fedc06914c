/* names_items.c: the name items(WORD, NAME), the summed counts of one
 * NAME (a resource or a card, as the word's 'item' says) among the items
 * of the action's word of kind items, and items(WORD), of all of them
 * (core/engine/engine_items_value.c values it over the items as read;
 * a = the word's place among the action's words, b = the NAME's index,
 * -1 for all). */
#include "core/rules/names_int.h"

#include <stdio.h>
#include <string.h>

int
nm_items_name(const struct eng_names_ctx *c, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	const struct arg_def *x = NULL;
	const struct vec *ids;

	for (int i = 0; c->act != NULL && nargs >= 1 && sym[0] != NULL &&
	    i < c->act->args.n; i++)
		if (VEC_AT(c->act->args, struct arg_def, i)->kind ==
		    ARG_ITEMS && strcmp(VEC_AT(c->act->args, struct arg_def,
		    i)->name, sym[0]) == 0) {
			x = VEC_AT(c->act->args, struct arg_def, i);
			out->a = i;
		}
	if (x == NULL || nargs > 2)
		return FAIL("'%s' takes a word of kind items of the action, "
		    "then one of its NAMEs ('%s(WORD, NAME)': the counts of "
		    "that NAME summed), or the word alone ('%s(WORD)': of "
		    "all)", name, name, name);
	out->code = N_ITEMS;
	out->b = -1;
	out->symargs = nargs == 2 ? 3 : 1;
	if (nargs == 1)
		return 0;
	ids = eng_item_kind(x) == ITEM_CARD ? &c->rs->cards :
	    eng_item_kind(x) == ITEM_SUB_KIND ? &c->rs->sites.sub_kinds :
	    &c->rs->resources;
	for (int k = 0; sym[1] != NULL && k < ids->n; k++)
		if (strcmp(ids->ids[k], sym[1]) == 0)
			out->b = k;
	if (out->b < 0)
		return FAIL("'%s' takes as its NAME a %s of the ruleset, as "
		    "the items of '%s' are, not '%s'", name,
		    eng_item_kind_names[eng_item_kind(x)], x->name,
		    sym[1] != NULL ? sym[1] : "an expression");
	return 0;
}
