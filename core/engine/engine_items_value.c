/* engine_items_value.c: the value of items(WORD, NAME) and items(WORD)
 * (core/rules/names_items.c): the counts of the NAME (s->b; -1 every
 * one) summed over the items of the action's word of kind items as they
 * were read (ev->items, engine_items.c); 0 where none were read. */
#include "core/expr/expr.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_items.h"

int
eng_items_value(const struct eng_eval *ev, const struct expr_sym *s,
    long *out)
{
	const struct eng_items *it = ev->items;

	*out = 0;
	for (int i = 0; it != NULL && it->word == s->a && i < it->n; i++)
		if (s->b < 0 || it->v[i].name == s->b)
			*out += it->v[i].count;
	return 0;
}
