/* decl_order_way.c: the ruleset check of the effect set-order-way, the way
 * the moves of an order go from now on (core/engine/engine_order_way.c):
 * a map of territories with orders, and its expression compiled. */
#include "core/rules/names.h"
#include "core/rules/ruleset.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

int
eng_check_set_order_way(struct ruleset *rs, const struct action_def *act,
    struct sexpr *x, const char *path, const struct spos *pos, int in_roll,
    struct diag_list *errs)
{
	if (!rs->mech.territories.present || !rs->mech.orders.present)
		return ERR(*pos, "'%s': set-order-way keeps the way of the "
		    "moves of an order on a map of territories with orders, "
		    "and the ruleset has none: declare mechanisms.territories "
		    "and mechanisms.orders, or take the effect out", path);
	return eng_compile_key(x, path, NULL, rs, act, in_roll, errs);
}
