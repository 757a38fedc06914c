/* names_sym.c: the readers names.c resolves an expression's names with:
 * a region, group or body named by a word or an id, and each family's
 * arguments and keys (fight(KEY), sites(KEY), tracked(...), the places'
 * values, the numbered zones' counts, the orders and the tenure of a
 * place); the keys' tables the engine values them by. */
#include "core/rules/names_int.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/rules/words_keys.h"

/* The board's regions and groups by id, and whether there is a board. */
int
eng_has_board(const struct ruleset *rs)
{
	return rs->board.regions.n > 0 || rs->board.bodies.n > 0 ||
	    rs->mech.territories.present || rs->board.places.n > 0 ||
	    rs->board.zones.n > 0;
}

int
eng_region(const struct ruleset *rs, const char *id)
{
	if (rs->board.zones.n > 0)	/* by number, id or name */
		return rs_zone(rs, id);
	if (rs->board.regions.n == 0 && rs->board.bodies.n > 0)
		return rs_land(rs, id);	/* the lands of bodies */
	if (rs->board.regions.n == 0 && rs->board.places.n > 0)
		return vec_find(&rs->board.places, id);	/* its regions */
	return vec_find(&rs->board.regions, id);
}

int
eng_ngroups(const struct ruleset *rs)
{
	return rs->board.bodies.n > 0 ? rs->board.bodies.n :
	    rs->board.groups.n;
}

int
eng_group(const struct ruleset *rs, const char *id)
{
	if (rs->board.bodies.n > 0)
		return rs_body(rs, id);	/* an orbit board: its bodies */
	return vec_find(&rs->board.groups, id);
}

const char *
eng_group_name(const struct ruleset *rs, long g)
{
	if (g < 0 || g >= eng_ngroups(rs))
		return "?";
	if (rs->board.bodies.n > 0)
		return RS_BODY(rs, g)->name;
	return VEC_AT(rs->board.groups, struct group_def, g)->name;
}

const char *
eng_group_id(const struct ruleset *rs, long g)
{
	if (g < 0 || g >= eng_ngroups(rs))
		return "?";
	return rs->board.bodies.n > 0 ? rs->board.bodies.ids[g] :
	    rs->board.groups.ids[g];
}

/* A region named in an expression: an action's word (encoded -1 - index)
 * or a region of the board. */
int
nm_region_sym(const struct eng_names_ctx *c, const char *text, long *out)
{
	if (text == NULL)
		return -1;
	if (strcmp(text, "here") == 0) {
		*out = HERE_REGION;
		return 0;
	}
	if (c->act != NULL)
		for (int i = 0; i < c->act->args.n; i++) {
			const struct arg_def *a = VEC_AT(c->act->args,
			    struct arg_def, i);
			if (strcmp(a->name, text) == 0 && (a->kind ==
			    ARG_REGION || a->kind == ARG_TERRITORY ||
			    a->kind == ARG_HOLDING)) {
				*out = -1 - i;
				return 0;
			}
		}
	if ((*out = eng_region(c->rs, text)) >= 0)
		return 0;
	/* a board of places: a place's id (ruleset_places.c) */
	if ((*out = vec_find(&c->rs->board.places, text)) >= 0)
		return 0;
	/* the actor's home, where no region has that id */
	if (strcmp(text, "home") == 0 && eng_has_board(c->rs)) {
		*out = HOME_REGION;
		return 0;
	}
	return -1;
}

/* A group of regions named in an expression: an action's group word
 * (encoded -1 - index), a group's id, or "group", the one sum_groups and
 * count_groups bind (HERE_GROUP). */
int
nm_group_sym(const struct eng_names_ctx *c, const char *text, long *out)
{
	if (text == NULL)
		return -1;
	if (c->act != NULL)
		for (int i = 0; i < c->act->args.n; i++) {
			const struct arg_def *a = VEC_AT(c->act->args,
			    struct arg_def, i);
			if (strcmp(a->name, text) == 0 && a->kind == ARG_GROUP) {
				*out = -1 - i;
				return 0;
			}
		}
	if ((*out = eng_group(c->rs, text)) >= 0)
		return 0;
	if (strcmp(text, "group") == 0 && eng_ngroups(c->rs) > 0) {
		*out = HERE_GROUP;
		return 0;
	}
	return -1;
}

/* Is value id v a value of some group? */
int
nm_group_value(const struct ruleset *rs, const char *v)
{
	for (int g = 0; g < rs->board.groups.n; g++)
		if (vec_find(&VEC_AT(rs->board.groups, struct group_def,
		    g)->values, v) >= 0)
			return 1;
	return 0;
}

/* A word of one of act's choice words (not an unnamed one's): *place
 * its place (1 for the first). */
int
nm_choice_word(const struct action_def *act, const char *name, long *place)
{
	for (int i = 0; act != NULL && i < act->args.n; i++) {
		const struct arg_def *a = VEC_AT(act->args, struct arg_def, i);
		for (int k = 0; a->kind == ARG_CHOICE && !a->unnamed &&
		    k < a->choices.n; k++)
			if (strcmp(*VEC_AT(a->choices, char *, k), name) == 0) {
				*place = k + 1;
				return 1;
			}
	}
	return 0;
}

/* home, home(player): a player's home region (board_home.h). */
int
nm_home_name(const struct ruleset *rs, const char *name, int nargs,
    struct expr_sym *out, char *err, size_t n)
{
	if (!eng_has_board(rs))
		return FAIL("'%s' needs a board of regions (board.regions, "
		    "board.places or numbered zones)", name);
	out->code = nargs < 0 ? N_HOME : N_HOME_OF;
	return 0;
}

/* starting_left, starting_left(player): the starting groups a player
 * has still to place (setup.ZONES_KEY squads: core/state/zones.h). */
int
nm_starting_name(const struct ruleset *rs, const char *name, int nargs,
    struct expr_sym *out, char *err, size_t n)
{
	if (rs->board.zones.n <= 0)
		return FAIL("'%s' needs numbered %s (board.%s) and their "
		    "setup (setup.%s); this ruleset has none", name, ZONES_KEY,
		    ZONES_KEY, ZONES_KEY);
	out->code = nargs < 0 ? N_STARTING_LEFT : N_STARTING_LEFT_OF;
	return 0;
}

/* chooser, places, place_of(player), place_holder(place): the places
 * chosen in an order ranked (mechanisms.chosen-order), kept with the
 * players whatever the board (core/state/places.h). */
int
nm_place_name(const struct ruleset *rs, const char *name, int code,
    struct expr_sym *out, char *err, size_t n)
{
	if (!rs->mech.chosen_order.present)
		return FAIL("'%s' needs an order chosen by rank "
		    "(mechanisms.chosen-order): declare it", name);
	out->code = code;
	return 0;
}

/* tally(ID) of the table or the actor, tally(ID, REGION) of a region:
 * a = the tally, b = the region's code. */
int
nm_tally_sym(const struct eng_names_ctx *c, int nargs, const char *const *sym,
    struct expr_sym *out, char *err, size_t n)
{
	const struct tally_def *t;

	if (sym[0] == NULL || (out->a = vec_find(&c->rs->tallies, sym[0])) < 0)
		return FAIL("'tally' takes a tally's id (tallies) first");
	t = VEC_AT(c->rs->tallies, struct tally_def, out->a);
	out->symargs = 1;
	out->code = N_TALLY;
	if (t->per == TALLY_GROUP) {
		if (nargs != 2 || nm_group_sym(c, sym[1], &out->b) != 0)
			return FAIL("'%s' is counted per group: 'tally(%s, "
			    "GROUP)' takes a group second, a group word of the "
			    "action, a group's id or 'group' in sum_groups",
			    sym[0], sym[0]);
		out->symargs = 3;
		return 0;
	}
	if (t->per != TALLY_REGION) {
		if (nargs != 1)
			return FAIL("'tally(%s)' is one count of the %s: it "
			    "takes no region", sym[0], t->per == TALLY_TABLE ?
			    "table" : "actor's");
		return 0;
	}
	if (nargs != 2 || nm_region_sym(c, sym[1], &out->b) != 0)
		return FAIL("'%s' is counted per region: 'tally(%s, REGION)' "
		    "takes a region second, a region word of the action or a "
		    "region's id", sym[0], sym[0]);
	out->symargs = 3;
	return 0;
}

/* captives(CAPTOR, OWNER): the pieces one player holds captive of
 * another's; built(REGION): the pieces built on a territory this build
 * step, and 1 for a building new there.  Both are kept on a map of
 * territories. */
int
nm_terr_name(const struct eng_names_ctx *c, const char *name,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	if (!c->rs->mech.territories.present)
		return FAIL("'%s' is counted on a map of territories, and "
		    "the ruleset has none: declare mechanisms.territories "
		    "or count otherwise", name);
	if (name[0] != 'b')	/* captives, or its name of before */
		return out->code = N_CAPTIVES, 0;
	if (nm_region_sym(c, sym[0], &out->a) != 0)
		return FAIL("'%s' takes a region: a region word of the action, "
		    "a region's id or here", name);
	out->code = N_BUILT;
	out->symargs = 1;
	return 0;
}

/* has_home(PLAYER), has_arrival(PLAYER): 1 once the player has placed
 * a home, or the arrival's building, on the map of territories;
 * home_next, arrival_next: the player who places one next (the first in
 * turn order without a home, the last without the building), or nobody.
 * The arrival's need a ruleset with one. */
/* sum_gathered(x), count_gathered(test), gathered_first: the groups of
 * words an action with gather-by takes together (engine_gather.c). */
int
nm_gathered_sym(const struct eng_names_ctx *c, const char *name, int nargs,
    struct expr_sym *out, char *err, size_t n)
{
	if (c->act == NULL || c->act->gather_by == NULL)
		return FAIL("'%s' reads the groups of words taken together, "
		    "which only an action with 'gather-by' has: give the "
		    "action one", name);
	out->code = nargs < 0 ? N_GATHERED_FIRST : N_EACH_GATHERED;
	out->each = nargs < 0 ? 0 : name[0] == 's' ? EXPR_EACH_SUM :
	    EXPR_EACH_COUNT;
	return 0;
}

int
nm_arrival_name(const struct eng_names_ctx *c, const char *name, int code,
    struct expr_sym *out, char *err, size_t n)
{
	const struct territories_def *t = &c->rs->mech.territories;

	if (!t->present)
		return FAIL("'%s' is kept on a map of territories, and the "
		    "ruleset has none: declare mechanisms.territories or "
		    "take it out", name);
	if ((code == N_HAS_ARRIVAL || code == N_ARRIVAL_NEXT) &&
	    !t->arrival.present)
		return FAIL("'%s' needs an arrival building (mechanisms."
		    "territories.arrival), and the ruleset has none", name);
	out->code = code;
	return 0;
}

/* order_running: an order of mechanisms.orders is being carried out on
 * the map of territories (a territory activated, its steps not over). */
int
nm_order_name(const struct eng_names_ctx *c, const char *name,
    struct expr_sym *out, char *err, size_t n)
{
	if (!c->rs->mech.territories.present || !c->rs->mech.orders.present)
		return FAIL("'%s' needs orders on a map of territories "
		    "(mechanisms.orders and mechanisms.territories), and the "
		    "ruleset has %s: declare them or take it out", name,
		    c->rs->mech.territories.present ? "no orders" :
		    "no territories");
	out->code = N_ORDER_RUNNING;
	return 0;
}

/* A body named in an expression: an action's body or group word
 * (encoded -1 - index), a body's id or 'group' (HERE_GROUP). */
static int
body_sym(const struct eng_names_ctx *c, const char *text, long *out)
{
	if (text == NULL)
		return -1;
	for (int i = 0; c->act != NULL && i < c->act->args.n; i++) {
		const struct arg_def *a = VEC_AT(c->act->args, struct arg_def,
		    i);
		/* a group word too: on an orbit board a body's */
		if (strcmp(a->name, text) == 0)
			return a->kind == ARG_BODY || a->kind == ARG_GROUP ?
			    (*out = -1 - i, 0) : -1;
	}
	if ((*out = rs_body(c->rs, text)) >= 0)
		return 0;
	/* 'group', the one each-group and the aggregates bind, where no
	 * body has that id */
	if (strcmp(text, "group") == 0) {
		*out = HERE_GROUP;
		return 0;
	}
	return -1;
}

/* port(BODY): the land that is a body's port; linked(BODY, BODY): are
 * two bodies linked?  field(BODY): the field of its orbit a body is on (0:
 * not placed yet).  All on an orbit board. */
int
nm_body_name(const struct eng_names_ctx *c, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	if (c->rs->board.bodies.n <= 0)
		return FAIL("'%s' needs an orbit board (board.%s with their "
		    "lands)", name, KEY_BODIES);
	if (body_sym(c, sym[0], &out->a) != 0 || (nargs == 2 &&
	    body_sym(c, sym[1], &out->b) != 0))
		return FAIL("'%s' takes %s a body word of the action or a "
		    "body's id", name, nargs == 2 ? "two bodies, each" :
		    "a body:");
	out->code = nargs == 2 ? N_LINKED : strcmp(name, "field") == 0 ?
	    N_FIELD : N_PORT;
	out->symargs = nargs == 2 ? 3 : 1;
	return 0;
}

/* nm_group_value(GROUP, ID): a = the group's code; on an orbit board ID is
 * supply (b = -1), else b = a group that has the value ID, c = its place
 * there (found again by name in each group). */
int
nm_group_value_sym(const struct eng_names_ctx *c, const char *name,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	const struct ruleset *rs = c->rs;

	if (nm_group_sym(c, sym[0], &out->a) != 0 || sym[1] == NULL)
		return FAIL("'%s' takes a group (a group word of the action, a "
		    "group's id or 'group' in sum_groups) and the id of one of "
		    "its values", name);
	out->code = N_GROUP_VALUE;
	out->symargs = 3;
	out->b = -1;
	if (rs->board.bodies.n > 0) {
		if (strcmp(sym[1], "supply") != 0)
			return FAIL("'%s': the value of a group of a board of "
			    "orbits is its supply (board.%s.*.supply), not "
			    "'%s'", name, KEY_BODIES, sym[1]);
		return 0;
	}
	for (int g = 0; g < rs->board.groups.n && out->b < 0; g++) {
		int k = vec_find(&VEC_AT(rs->board.groups, struct group_def,
		    g)->values, sym[1]);
		if (k >= 0) {
			out->b = g;
			out->c = k;
		}
	}
	if (out->b < 0)
		return FAIL("'%s': no group has a value '%s' (board.groups.*."
		    "values)", name, sym[1]);
	return 0;
}
