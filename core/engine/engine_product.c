/* engine_product.c: the words of kind product, a product of
 * mechanisms.production by its id, its name or its name for one (any
 * case), logged by its id; its value is its place among the products. */
#include "core/act/act.h"
#include "core/engine/engine_words.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

int
eng_product_word(struct act *a, const char *s, long *out)
{
	const struct vec *v = &a->rs->mech.production.products;
	struct strbuf list;
	int st;

	for (int i = 0; i < v->n; i++) {
		const struct product_def *p = VEC_AT(*v, struct product_def,
		    i);
		if (strcasecmp(v->ids[i], s) == 0 ||
		    strcasecmp(p->name, s) == 0 ||
		    (p->one != NULL && strcasecmp(p->one, s) == 0)) {
			*out = i;
			canon(a, v->ids[i]);
			return ST_OK;
		}
	}
	sb_init(&list);
	sb_add_list(&list, (const char *const *)v->ids, v->n);
	st = usage(a, "nothing called '%s' can be built (products: %s)", s,
	    sb_str(&list));
	sb_release(&list);
	return st;
}
