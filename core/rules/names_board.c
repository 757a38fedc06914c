/* names_board.c: the names of functions of the board's regions, and the
 * rest, resolved for names.c (nm_board_name): the last tried, an unknown
 * name refused here. */
#include "core/rules/names.h"
#include "core/rules/names_int.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/base/fmt_path.h"
#include "core/base/strbuf.h"
#include "core/board/board.h"

/* A function of the board's regions, and the rest: 0, or -1 with err
 * (an unknown name at last). */
int
nm_board_name(const struct eng_names_ctx *c, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	const struct ruleset *rs = c->rs;
	int has_board = nm_board_of(rs);
	long r;

	if (!has_board && (NAME_IS(name, "regions") || NAME_IS(name,
	    "owner") || NAME_IS(name, "pieces") || NAME_IS(name,
	    "mine") || NAME_IS(name, "adjacent") || NAME_IS(name,
	    "held") || NAME_IS(name, "held_groups")))
		return FAIL("'%s' needs a board of regions "
		    "(board.regions or board.places)", name);
	if (NAME_IS(name, "regions") && nargs == 1)
		return out->code = N_REGIONS_OF, 0;
	if (NAME_IS(name, "home") && nargs == 1)
		return nm_home_name(rs, name, nargs, out, err, n);
	if (NAME_IS(name, "starting_left") && nargs == 1)
		return nm_starting_name(rs, name, nargs, out, err, n);
	if ((NAME_IS(name, "place_of") || NAME_IS(name, "place_holder")) &&
	    nargs == 1)
		return nm_place_name(rs, name, name[6] == 'o' ? N_PLACE_OF :
		    N_PLACE_HOLDER, out, err, n);
	if ((NAME_IS(name, "sum_regions") || NAME_IS(name,
	    "count_regions")) && nargs == 1) {
		if (!has_board)
			return FAIL("'%s' needs a board of regions "
			    "(board.regions or board.places)", name);
		out->code = N_EACH_REGION;
		out->each = name[0] == 's' ? EXPR_EACH_SUM : EXPR_EACH_COUNT;
		return 0;
	}
	if ((NAME_IS(name, "sum_groups") || NAME_IS(name,
	    "count_groups") || NAME_IS(name, "first_group")) &&
	    nargs == 1) {
		if (eng_ngroups(rs) <= 0)
			return FAIL("'%s' needs groups of regions (board."
			    "groups, or an orbit board's bodies)", name);
		out->code = N_EACH_GROUP;
		out->each = name[0] == 's' ? EXPR_EACH_SUM : name[0] == 'c' ?
		    EXPR_EACH_COUNT : EXPR_EACH_FIRST;
		return 0;
	}
	if ((NAME_IS(name, "sum_gathered") || NAME_IS(name,
	    "count_gathered")) && nargs == 1)
		return nm_gathered_sym(c, name, nargs, out, err, n);
	if (NAME_IS(name, "sum_queued") || NAME_IS(name,
	    "count_queued")) {
		/* the actor's other commands of the action waiting
		 * (engine_deferred.c), each with its words */
		if (c->act == NULL || c->act->deferred.n == 0)
			return FAIL("'%s' reads the commands of an action "
			    "with 'deferred' still waiting, and is known only "
			    "in such an action: give the action a deferred "
			    "list, or take '%s' out", name, name);
		if (nargs != 1)
			return FAIL("'%s' takes one expression, valued with "
			    "the words of each command waiting ('%s(n * "
			    "3)')", name, name);
		out->code = N_EACH_QUEUED;
		out->each = name[0] == 's' ? EXPR_EACH_SUM : EXPR_EACH_COUNT;
		return 0;
	}
	if (NAME_IS(name, "group_value") && nargs == 2)
		return nm_group_value_sym(c, name, sym, out, err, n);
	if (NAME_IS(name, "value") && nargs == 2) {
		if (nm_region_sym(c, sym[0], &out->a) != 0 || sym[1] == NULL)
			return FAIL("'%s' takes a region and the id of one of "
			    "its values", name);
		/* a board of places: a place's own numbers */
		if (rs->board.places.n > 0)
			return nm_place_number(name, sym, out, err, n);
		/* the value's id, found again by name in each region */
		out->b = -1;
		for (int g = 0; g < rs->board.regions.n && out->b < 0; g++) {
			int k = vec_find(&VEC_AT(rs->board.regions,
			    struct region_def, g)->values, sym[1]);
			if (k >= 0) {
				out->b = g;
				out->c = k;
			}
		}
		if (out->b < 0)
			return FAIL("'%s': no region has a value '%s'", name,
			    sym[1]);
		out->code = N_VALUE;
		out->symargs = 3;
		return 0;
	}
	if ((NAME_IS(name, "port") && nargs == 1) ||
	    (NAME_IS(name, "field") && nargs == 1) ||
	    (NAME_IS(name, "linked") && nargs == 2))
		return nm_body_name(c, name, nargs, sym, out, err, n);
	if (NAME_IS(name, "owner") && nargs == 1 && sym[0] == NULL) {
		/* owner(EXPR): of the region an expression gives (port(b)),
		 * nobody for none */
		out->code = N_OWNER_OF;
		return 0;
	}
	if ((NAME_IS(name, "owner") || NAME_IS(name, "mine")) &&
	    nargs == 1) {
		if (nm_region_sym(c, sym[0], &out->a) != 0)
			return FAIL("'%s' takes a region: a region "
			    "word of the action or a region's id", name);
		out->code = name[0] == 'o' ? N_OWNER : N_MINE;
		out->symargs = 1;
		return 0;
	}
	if (NAME_IS(name, "pieces") && nargs == 1 && sym[0] == NULL) {
		/* pieces(EXPR): on the region an expression gives */
		out->code = N_PIECES_OF;
		return 0;
	}
	if (NAME_IS(name, "pieces") && (nargs == 1 || nargs == 2))
		return nm_pieces_name(c, name, nargs, sym, out, err, n);
	if (NAME_IS(name, "adjacent") && nargs == 2) {
		if (nm_region_sym(c, sym[0], &out->a) != 0 ||
		    nm_region_sym(c, sym[1], &out->b) != 0)
			return FAIL("'%s' takes two regions", name);
		out->code = N_ADJACENT;
		out->symargs = 3;
		return 0;
	}
	if (NAME_IS(name, "held") && nargs == 1) {
		if (nm_group_sym(c, sym[0], &out->a) != 0)
			return FAIL("'%s' takes a group: a group word of the "
			    "action, a group's id (board.groups, or an orbit "
			    "board's bodies) or 'group' in sum_groups", name);
		out->code = N_HELD;
		out->symargs = 1;
		return 0;
	}
	if (NAME_IS(name, "first_region") && nargs == 1) {
		if (nm_group_sym(c, sym[0], &out->a) != 0)
			return FAIL("'%s' takes a group: a group word of the "
			    "action, a group's id (board.groups, or an orbit "
			    "board's bodies) or 'group' in sum_groups", name);
		out->code = N_FIRST_REGION;
		out->symargs = 1;
		return 0;
	}
	if (NAME_IS(name, "held_groups") && nargs == 1) {
		if (sym[0] == NULL || !nm_group_value(rs, sym[0]))
			return FAIL("'%s' takes the id of a value the "
			    "groups have (board.groups.*.values)", name);
		out->code = N_HELD_GROUPS;
		/* the value's id is looked up per group */
		out->a = 0;
		out->b = 0;
		out->symargs = 1;
		{
			/* remember the text: index into the first group
			 * that has it, the id found again by name */
			for (int g = 0; g < rs->board.groups.n; g++) {
				long k = vec_find(&VEC_AT(rs->board.groups,
				    struct group_def, g)->values, sym[0]);
				if (k >= 0) {
					out->a = g;
					out->b = k;
					break;
				}
			}
		}
		return 0;
	}
	if (NAME_IS(name, "role")) {
		/* role(PLAYER, ROLE): does the player play that role? */
		if (nargs != 2 || sym[1] == NULL || (r = vec_find(&rs->roles,
		    sym[1])) < 0)
			return FAIL("'%s' takes a player and a role's id "
			    "(roles)", name);
		out->code = N_ROLE;
		out->a = r;
		out->symargs = 2;
		return 0;
	}
	if (NAME_IS(name, "connected") && nargs == 2) {
		/* a = from, b = to (region codes, as adjacent's) */
		if (!has_board)
			return FAIL("'%s' needs a board of regions "
			    "(board.regions or board.places)", name);
		if (nm_region_sym(c, sym[0], &out->a) != 0 ||
		    nm_region_sym(c, sym[1], &out->b) != 0)
			return FAIL("'%s' takes two regions", name);
		out->code = N_CONNECTED;
		out->symargs = 3;
		return 0;
	}
	if (NAME_IS(name, "tally") && (nargs == 1 || nargs == 2))
		return nm_tally_sym(c, nargs, sym, out, err, n);
	/* captives(CAPTOR, OWNER), by its name of before too */
	if (((NAME_IS(name, "captives") ||
	    strcmp(name, KEY_CAPTIVES_OLD) == 0) && nargs == 2) ||
	    (NAME_IS(name, "built") && nargs == 1))
		return nm_terr_name(c, name, sym, out, err, n);
	if (NAME_IS(name, "has_home") && nargs == 1)
		return nm_arrival_name(c, name, N_HAS_HOME, out, err, n);
	if (NAME_IS(name, "done") && nargs == 1) {	/* mark-done's */
		out->code = N_DONE;
		return 0;
	}
	if (NAME_IS(name, "in_phase") && nargs == 1) {
		/* in_phase(PHASE): is the game in that phase? ('_' for a
		 * '-' of its id, which an expression cannot write) */
		char id[64];
		size_t k;
		for (k = 0; sym[0] != NULL && sym[0][k] != '\0' &&
		    k + 1 < sizeof id; k++)
			id[k] = sym[0][k] == '_' ? '-' : sym[0][k];
		id[k] = '\0';
		if (sym[0] == NULL || ((out->a = vec_find(&rs->phases,
		    sym[0])) < 0 && (out->a = vec_find(&rs->phases, id)) < 0))
			return FAIL("'%s' takes a phase's id (phases), not "
			    "'%s'", name, sym[0] != NULL ? sym[0] :
			    "an expression");
		out->code = N_IN_PHASE;
		out->symargs = 1;
		return 0;
	}
	if (NAME_IS(name, "has_arrival") && nargs == 1)
		return nm_arrival_name(c, name, N_HAS_ARRIVAL, out, err, n);
	if (NAME_IS(name, "squad_pieces"))
		return nm_squad_pieces_name(rs, name, nargs, sym, out, err, n);
	if (NAME_IS(name, "folk") || NAME_IS(name, "militia") ||
	    NAME_IS(name, "replenish_due") || NAME_IS(name, "shelters") ||
	    NAME_IS(name, "folk_needed"))
		return nm_zone_count_name(c, name, nargs, sym, out, err, n);
	if (NAME_IS(name, "producers") || NAME_IS(name, "output") ||
	    NAME_IS(name, "producer_due"))
		return nm_zone_producer_name(c, name, nargs, sym, out, err, n);
	if ((r = eng_round_name(c, name, nargs, out, err, n)) != 1)
		return (int)r;
	if (NAME_IS(name, "sources") || NAME_IS(name, "sent"))
		return nm_sources_name(c, name, nargs, sym, out, err, n);
	if (NAME_IS(name, "modifier"))
		return nm_modifier_name(c, name, nargs, sym, out, err, n);
	if (NAME_IS(name, "reaches")) {
		/* a = from, b = to (region codes, as adjacent's) */
		if (!has_board)
			return FAIL("'%s' needs a board of regions "
			    "(board.regions or board.places)", name);
		if (nargs != 2 || nm_region_sym(c, sym[0], &out->a) != 0 ||
		    nm_region_sym(c, sym[1], &out->b) != 0)
			return FAIL("'%s' takes two regions", name);
		out->code = N_REACHES;
		out->symargs = 3;
		return 0;
	}
	if (NAME_IS(name, "parties") || NAME_IS(name, "guard_unknown") ||
	    NAME_IS(name, "fought") || NAME_IS(name, "strikers"))
		return nm_orbit_value_name(c, name, nargs, sym, out, err, n);
	if (NAME_IS(name, "carriers") && nargs == 2)
		return nm_orbit_carriers_name(c, name, sym, out, err, n);
	if (NAME_IS(name, "tiles_left"))
		return nm_tiles_left_name(c, name, nargs, out, err, n);
	if (NAME_IS(name, "steps"))
		return nm_steps_name(c, name, nargs, sym, out, err, n);
	if (NAME_IS(name, "squad_strikers") || NAME_IS(name,
	    "squad_carriers") || NAME_IS(name, "distance"))
		return nm_squad_count_name(c, name, nargs, sym, out, err, n);
	if (NAME_IS(name, "cargo") || NAME_IS(name, "room") ||
	    NAME_IS(name, "goods") || NAME_IS(name, "folk_printed"))
		return nm_cargo_name(c, name, nargs, sym, out, err, n);
	/* the last argument, as a region where it names one */
	if (nargs > 0 && nm_region_sym(c, sym[nargs - 1], &r) != 0)
		r = LONG_MIN;
	if (NAME_IS(name, "on_grid") && nargs >= 0)
		return nm_on_grid_name(c, name, nargs, out, err, n);
	if ((r = eng_orders_name(c, name, nargs, sym, nargs > 0 ? r :
	    LONG_MIN, out, err, n)) != 1)
		return r;
	return FAIL("unknown name '%s', or the wrong number of "
	    "arguments (arbiter-ruleset(5), Expressions, lists the names)",
	    name);
}
