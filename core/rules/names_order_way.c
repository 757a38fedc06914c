/* names_order_way.c: the name order_way, the way the moves of the order of
 * the player whose turn it is have gone: 0 none yet, 1 out of the
 * territory it activated, 2 into it (the effect set-order-way keeps
 * it); read on a map of territories with orders
 * (core/engine/engine_orders.c gives its value). */
#include "core/rules/names_int.h"

#include <stdio.h>

int
nm_order_way_name(const struct eng_names_ctx *c, const char *name,
    struct expr_sym *out, char *err, size_t n)
{
	if (!c->rs->mech.territories.present || !c->rs->mech.orders.present)
		return FAIL("'%s' is the way of the moves of an order on a map "
		    "of territories with orders, and the ruleset has none: "
		    "declare mechanisms.territories and mechanisms.orders or "
		    "take it out", name);
	out->code = N_ORDER_WAY;
	return 0;
}
