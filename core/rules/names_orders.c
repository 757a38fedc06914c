/* names_orders.c: the names expressions use for the orders on a map of
 * territories and the territories' tiles: order_region, combat_region,
 * order_step(STEP), explored(REGION), terrain(KEY, REGION),
 * max_of(RES), home_at(REGION), and of the spawn to_place, placer,
 * spawn_spot(PLAYER, REGION) and spawned(REGION);
 * core/engine/engine_orders.c gives their values.  controller(REGION),
 * owner(REGION) by another name, is read where owner is. */
#include "core/rules/names.h"
#include "core/rules/names_int.h"
#include "core/rules/ruleset.h"

#include <limits.h>
#include <stdio.h>
#include <string.h>

const char eng_terrain_keys[][ENG_KEY_MAX] = { "mine", "spawn", "bonus",
	"draws", "halts", "no-arrival", "" };

/* The ruleset has a map of territories (and orders, when orders is 1; a
 * spawn, when 2). */
static int
need(const struct ruleset *rs, const char *name, int orders, char *err,
    size_t n)
{
	/* in place, as the other tables of texts: no address to write at
	 * the start */
	static const char with[][16] = { "", " with orders", " with a spawn" };
	static const char and[][24] = { "", " and mechanisms.orders",
		" and mechanisms.spawn" };

	if (!rs->mech.territories.present || (orders == 1 &&
	    !rs->mech.orders.present) || (orders == 2 &&
	    !rs->mech.spawn.present))
		return FAIL("'%s' is kept on a map of territories%s, and the "
		    "ruleset has none: declare mechanisms.territories%s or "
		    "take it out", name, with[orders], and[orders]);
	return 0;
}

/* Symbol s among names (""-ended): its place, or -1. */
static int
among(const char (*names)[ENG_KEY_MAX], const char *s)
{
	for (int k = 0; s != NULL && names[k][0] != '\0'; k++)
		if (strcmp(names[k], s) == 0)
			return k;
	return -1;
}

int
eng_orders_name(const struct eng_names_ctx *c, const char *name, int nargs,
    const char *const *sym, long at, struct expr_sym *out, char *err,
    size_t n)
{
	const struct ruleset *rs = c->rs;

	if (nargs < 0) {
		if (strcmp(name, "order_region") == 0 ||
		    strcmp(name, "combat_region") == 0) {
			if (need(rs, name, name[0] == 'o', err, n))
				return -1;
			out->code = name[0] == 'o' ? N_ORDER_REGION :
			    N_COMBAT_REGION;
			return 0;
		}
		if (strcmp(name, "to_place") == 0 || strcmp(name,
		    "placer") == 0 || strcmp(name, "placed") == 0) {
			if (need(rs, name, 2, err, n))
				return -1;
			out->code = name[0] == 't' ? N_TO_PLACE :
			    strcmp(name, "placer") == 0 ? N_PLACER : N_PLACED;
			return 0;
		}
		return 1;
	}
	/* added(REGION): the pieces add-spawned added there, in its says */
	if (strcmp(name, "added") == 0 && nargs == 1) {
		if (!c->in_added)
			return FAIL("'%s' is known only in the says of "
			    "add-spawned: the spawned pieces it added to a "
			    "territory", name);
		if ((out->a = at) == LONG_MIN)
			return FAIL("'%s' takes a territory: a territory word "
			    "of the action, a region's id or here", name);
		out->code = N_ADDED;
		out->symargs = 1;
		return 0;
	}
	if ((strcmp(name, "spawned") == 0 && nargs == 1) ||
	    (strcmp(name, "home_at") == 0 && nargs == 1) ||
	    (strcmp(name, "spawn_spot") == 0 && nargs == 2)) {
		if (need(rs, name, name[0] == 'h' ? 0 : 2, err, n))
			return -1;
		if ((out->a = at) == LONG_MIN)
			return FAIL("'%s' takes a territory%s: a territory "
			    "word of the action, a region's id or here", name,
			    nargs == 2 ? " second" : "");
		out->code = name[0] == 'h' ? N_HOME_AT : nargs == 2 ?
		    N_SPAWN_SPOT : N_SPAWNED;
		out->symargs = nargs == 2 ? 2 : 1;
		return 0;
	}
	/* controller(REGION): owner(REGION) by its other name, as the texts
	 * of the mining phase saved before said it; the board's owner of a
	 * tile is who controls it (terr_owner_update) */
	if (strcmp(name, "controller") == 0 && nargs == 1) {
		if (need(rs, name, 0, err, n))
			return -1;
		if ((out->a = at) == LONG_MIN)
			return FAIL("'%s' takes a territory: a territory word "
			    "of the action, a region's id or here", name);
		out->code = N_OWNER;
		out->symargs = 1;
		return 0;
	}
	if (strcmp(name, "order_step") == 0 && nargs == 1) {
		if (need(rs, name, 1, err, n))
			return -1;
		/* the step's place among those declared, from 1 */
		if ((out->a = rs_order_step_at(rs, sym[0])) == 0) {
			char list[200];
			rs_order_steps_text(rs, " or ", list, sizeof list);
			return FAIL("'%s' takes a step of an order: %s", name,
			    list);
		}
		out->code = N_ORDER_STEP;
		out->symargs = 1;
		return 0;
	}
	if ((strcmp(name, "explored") == 0 && nargs == 1) ||
	    (strcmp(name, "terrain") == 0 && nargs == 2)) {
		if (need(rs, name, 0, err, n))
			return -1;
		if (nargs == 2 && (out->b = among(eng_terrain_keys,
		    sym[0])) < 0)
			return FAIL("'%s' takes one of mine, spawn, bonus, "
			    "draws, halts and no-arrival first", name);
		if ((out->a = at) == LONG_MIN)
			return FAIL("'%s' takes a territory%s: a territory "
			    "word of the action, a region's id or here", name,
			    nargs == 2 ? " second" : "");
		out->code = nargs == 1 ? N_EXPLORED : N_TERRAIN;
		out->symargs = nargs == 1 ? 1 : 3;
		return 0;
	}
	if (strcmp(name, "max_of") == 0 && nargs == 1) {
		if (sym[0] == NULL || (out->a = vec_find(&rs->resources,
		    sym[0])) < 0)
			return FAIL("'%s' takes a resource's id", name);
		out->code = N_MAX_OF;
		out->symargs = 1;
		return 0;
	}
	return 1;
}
