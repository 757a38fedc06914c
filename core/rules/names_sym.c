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

#include "core/base/fmt_path.h"
#include "core/base/strbuf.h"
#include "core/board/board.h"
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

/* Refuse a name: the message in err, -1. */
#define FAIL(...) (snprintf(err, n, __VA_ARGS__), -1)

const char eng_sites_keys[][ENG_KEY_MAX] = { "per_round", "revealed",
	"left", "drawable", "catalogue", "current", "resolved", "lander",
	"locations", "" };

const char eng_claimed_keys[][ENG_KEY_MAX] = { "site_points",
	"garrison_points", "kept", "best_kept", "" };

const char eng_fight_keys[][ENG_KEY_MAX] = { "on", "step", "rolled",
	"round", "players", "next",
	"attacker",
	"held",
	"next_seat",
	"" };

const char eng_fight_player_keys[][ENG_KEY_MAX] = { "in", "hits", "" };

const char eng_ability_keys[][ENG_KEY_MAX] = { "unstacked_home",
	"free_arrival", KEY_CAPTURES };
const char eng_ability_values[][ENG_KEY_MAX] = { "unstacked-home",
	"free-arrival", KEY_CAPTURES };

const char eng_morale_forces[][ENG_KEY_MAX] = { STRIKERS_KEY, CARRIERS_KEY,
	MILITIA_KEY };

/* A force's place among eng_morale_forces, or -1; the names of before
 * (words_keys.h) are read too (rs_force). */
int
eng_morale_force(const char *name)
{
	return name != NULL ? rs_force(name) : -1;
}

/* morale(PLAYER, FORCE): is the player's morale counter of that force
 * (its strikers, carriers or militia; the names words_keys.h gives them
 * are read too) up?  The counters are kept on a board of numbered zones.  a = the
 * force. */
int
nm_morale_sym(const struct eng_names_ctx *c, const char *name,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	if (c->rs->board.zones.n <= 0)
		return FAIL("'%s' reads a player's morale counters, kept on a "
		    "board of numbered zones (board.%s), and this ruleset has "
		    "none: declare them or take '%s' out", name, ZONES_KEY,
		    name);
	if ((out->a = eng_morale_force(sym[1])) < 0)
		return FAIL("'%s' takes a player, then one of %s, %s and %s "
		    "('%s(who, %s)')", name, STRIKERS_KEY, CARRIERS_KEY,
		    MILITIA_KEY, name, STRIKERS_KEY);
	out->code = N_MORALE;
	out->symargs = 2;
	return 0;
}

/* fight(KEY) and fight_player(PLAYER, KEY): the dice-pool combat on a
 * map of territories, its state and a player's in it.  a = the key. */
int
nm_fight_sym(const struct eng_names_ctx *c, const char *name,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	int two = name[5] != '\0';
	const char *key = sym[two];

	if (!c->rs->mech.territories.present || !c->rs->mech.dicepool.present)
		return FAIL("'%s' reads the dice-pool combat on a map of "
		    "territories, and the ruleset has none: declare "
		    "mechanisms.territories and mechanisms.dice-pool, or take "
		    "'%s' out", name, name);
	for (out->a = 0; key != NULL && (two ? eng_fight_player_keys :
	    eng_fight_keys)[out->a][0] != '\0' && strcmp((two ?
	    eng_fight_player_keys : eng_fight_keys)[out->a], key) != 0;
	    out->a++)
		;
	if (key == NULL || out->a >= (two ? FPK__N : FK__N))
		return two ? FAIL("'%s' takes a player, then one of in and "
		    "hits ('%s(who, hits)')", name, name) : FAIL("'%s' takes "
		    "one of on, step, rolled, round, players, next, attacker, "
		    "held and next_seat ('%s(step)')", name, name);
	out->code = two ? N_FIGHT_PLAYER : N_FIGHT;
	out->symargs = two ? 2 : 1;
	return 0;
}

/* ability(ABILITY, PLAYER): whether the player's faction has that
 * ability, its value of that name (once factions.*.abilities).  a = the
 * ability. */
int
nm_ability_sym(const struct eng_names_ctx *c, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	if (nargs != 2)
		return FAIL("'%s' takes an ability and a player "
		    "('%s(%s, who)')", name, name, KEY_CAPTURES);
	if (c->rs->factions.n <= 0)
		return FAIL("'%s' reads the abilities of the players' factions, "
		    "and the ruleset has no factions: declare them, or take "
		    "'%s' out", name, name);
	for (out->a = 0; sym[0] != NULL && out->a < AB__N &&
	    strcmp(eng_ability_keys[out->a], sym[0]) != 0; out->a++)
		;
	if (sym[0] == NULL || out->a >= AB__N)
		return FAIL("'%s' takes one of unstacked_home, free_arrival and "
		    "%s (a faction's value of that name, '_' for '-'; "
		    "faction_has reads any), then a player ('%s(%s, who)')",
		    name, KEY_CAPTURES, name, KEY_CAPTURES);
	out->code = N_ABILITY;
	out->symargs = 1;
	return 0;
}

/* sites(KEY), committed(PLAYER) and claimed(PLAYER, KEY): the round's
 * sites, the players' commitments and what each claimed, kept by
 * mechanisms.claims. */
int
nm_sites_sym(const struct eng_names_ctx *c, const char *name,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	if (!c->rs->mech.claims.present && strcmp(name, "claimed") == 0)
		return FAIL("'%s' reads what the players claimed at the sites "
		    "(points, garrisons, site cards kept), which "
		    "mechanisms.claims keeps, and the ruleset has none: "
		    "declare it or take '%s' out", name, name);
	if (!c->rs->mech.claims.present)
		return FAIL("'%s' reads the round's sites and the cards "
		    "committed to them, which mechanisms.claims keeps, and "
		    "the ruleset has none: declare it or take '%s' out", name,
		    name);
	if (nm_key_is("committed", name))
		return out->code = N_COMMITTED, 0;
	if (nm_key_is("claimed", name)) {
		/* the player valued, the key a symbol */
		for (out->a = 0; out->a < CLK__N && (sym[1] == NULL ||
		    !nm_key_is(eng_claimed_keys[out->a], sym[1])); out->a++)
			;
		if (out->a >= CLK__N)
			return FAIL("'%s' takes a player, then one of "
			    "site_points, garrison_points, kept and best_kept "
			    "('%s(who, site_points)')", name, name);
		out->code = N_CLAIMED;
		out->symargs = 2;
		return 0;
	}
	for (out->a = 0; out->a < SK__N && (sym[0] == NULL ||
	    !nm_key_is(eng_sites_keys[out->a], sym[0])); out->a++)
		;
	if (out->a >= SK__N)
		return FAIL("'%s' takes one of per_round, revealed, left, "
		    "drawable, catalogue, current, resolved, lander and locations",
		    name);
	out->code = N_SITES;
	out->symargs = 1;
	return 0;
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

const char *const eng_tracked_keys[] = { "owner", "kind", "chief", "place",
	"area", "counters", NULL };

const char eng_combat_keys[][ENG_KEY_MAX] = { "strikes-back", "loss-cap",
	"stay", "rounds", "" };



/* chief_sum(KEY, PLAYER[, UNIT]): which modifier (a) of the chiefs acting
 * for the player is added up; a kind of unit (the third argument) for
 * those given by unit, and only for them. */
int
nm_chief_sum_sym(const struct eng_names_ctx *c, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	const struct ruleset *rs = c->rs;

	if (rs->chiefs.n <= 0)
		return FAIL("'%s' adds up a modifier of the %s acting for a "
		    "player, and this ruleset has none: declare chiefs "
		    "(pieces with 'tracked: true' and 'chief: true')", name,
		    KEY_CHIEFS);
	if (sym[0] != NULL && (out->a = rs_chief_mod_key(rs, sym[0],
	    nargs == 3)) < 0 && rs_chief_mod_key(rs, sym[0], nargs != 3) >= 0)
		return FAIL(nargs == 3 ? "'%s': the %s' '%s' is one number, "
		    "not one by unit: drop the third argument, '%s(%s, "
		    "PLAYER)'" : "'%s': the %s' '%s' is given by unit "
		    "(unit-modifiers): name the unit third, '%s(%s, PLAYER, "
		    "UNIT)'", name, KEY_CHIEFS, sym[0], name, sym[0]);
	if (sym[0] == NULL || out->a < 0)
		return FAIL("'%s' takes the name of a flag or a modifier of "
		    "the %s (flags, modifiers; or unit-modifiers, with a unit "
		    "third), then a player", name, KEY_CHIEFS);
	out->code = N_CHIEF_SUM;
	out->symargs = 1;
	return 0;
}

/* chief_with(KEY, PLAYER): which modifier (a) of the chiefs acting for
 * the player an expression gives. */
int
nm_chief_with_sym(const struct eng_names_ctx *c, const char *name,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	const struct ruleset *rs = c->rs;

	if (rs->units.n <= 0 && rs->chiefs.n <= 0)
		return FAIL("'%s' reads the modifiers of the %s acting for a "
		    "player, and this ruleset has no pieces tracked one by "
		    "one on the board: declare kinds of pieces with "
		    "'tracked: true'", name, KEY_CHIEFS);
	if (sym[0] == NULL || (out->a = rs_chief_mod_key(rs, sym[0], 0)) < 0)
		return FAIL("'%s' takes the name of a flag or a modifier of "
		    "the %s (flags, modifiers) and a player", name,
		    KEY_CHIEFS);
	out->code = N_CHIEF_WITH;
	out->symargs = 1;
	return 0;
}

/* tracked(PIECE, KEY): a word of kind tracked of the action (a) and what
 * of its piece is read (b). */
int
nm_tracked_sym(const struct eng_names_ctx *c, const char *name,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	const struct ruleset *rs = c->rs;
	int v;

	if (rs->units.n <= 0 && rs->chiefs.n <= 0)
		return FAIL("'%s' reads a piece tracked one by one on the "
		    "board, and this ruleset has none: declare kinds of "
		    "pieces with 'tracked: true'", name);
	for (out->a = 0; c->act != NULL && sym[0] != NULL &&
	    out->a < c->act->args.n; out->a++)
		if (strcmp(VEC_AT(c->act->args, struct arg_def,
		    out->a)->name, sym[0]) == 0 && VEC_AT(c->act->args,
		    struct arg_def, out->a)->kind == ARG_TRACKED)
			break;
	if ((c->act == NULL || out->a >= c->act->args.n) && sym[0] != NULL &&
	    strcmp(sym[0], "piece") == 0)
		out->a = -1;	/* the piece sum_pieces binds */
	else if (c->act == NULL || sym[0] == NULL || out->a >=
	    c->act->args.n)
		return FAIL("'%s' takes first a word of kind tracked of the "
		    "action or piece (each piece of sum_pieces, count_pieces "
		    "or @piecevalues), the piece it reads", name);
	for (out->b = 0; sym[1] != NULL && eng_tracked_keys[out->b] != NULL &&
	    strcmp(eng_tracked_keys[out->b], sym[1]) != 0; out->b++)
		;
	if (sym[1] != NULL && out->b >= TK__N &&
	    (v = rs_value_named(rs, sym[1])) >= 0)
		out->b = TK__N + v;
	else if (sym[1] == NULL || out->b >= TK__N) {
		struct strbuf names;
		sb_init(&names);
		rs_value_list(rs, &names);
		(void)FAIL("'%s' takes a tracked piece and one of owner, kind, "
		    "chief, place, area, counters%s%s", name,
		    names.len ? ", " : "", sb_str(&names));
		sb_release(&names);
		return -1;
	}
	out->code = N_TRACKED;
	out->symargs = 3;
	return 0;
}

/* resource_is(WORD, ID): does a word of kind resource of the action
 * name the resource ID? */
int
nm_resource_is_sym(const struct eng_names_ctx *c, const char *name,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	for (out->a = 0; c->act != NULL && sym[0] != NULL &&
	    out->a < c->act->args.n; out->a++)
		if (strcmp(VEC_AT(c->act->args, struct arg_def,
		    out->a)->name, sym[0]) == 0 && VEC_AT(c->act->args,
		    struct arg_def, out->a)->kind == ARG_RESOURCE)
			break;
	if (c->act == NULL || sym[0] == NULL || out->a >= c->act->args.n)
		return FAIL("'%s' takes first a word of kind resource of the "
		    "action", name);
	if (sym[1] == NULL || (out->b = vec_find(&c->rs->resources,
	    sym[1])) < 0)
		return FAIL("'%s' takes second a resource's id (resources)",
		    name);
	out->code = N_RESOURCE_IS;
	out->symargs = 3;
	return 0;
}

/* Does some faction declare the value id? */
int
nm_faction_value(const struct ruleset *rs, const char *id)
{
	for (int f = 0; f < rs->factions.n; f++)
		if (vec_find(&RS_FACTION(rs, f)->values, id) >= 0)
			return 1;
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

/* victory_at(RESOURCE): the 'at' of the first 'reach' victory on the
 * resource (victory: when: reach), a = its index in rs->victory, valued
 * at the table so that an overlay or an amend of 'at' is read. */
int
nm_victory_at_name(const struct ruleset *rs, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	long r;

	if (nargs != 1 || sym[0] == NULL || (r = vec_find(&rs->resources,
	    sym[0])) < 0)
		return FAIL("'%s' takes one resource's id, the resource of a "
		    "'reach' victory ('%s(vp)')", name, name);
	for (int i = 0; i < rs->victory.n; i++) {
		const struct victory_def *v = VEC_AT(rs->victory,
		    struct victory_def, i);
		if (v->when == WHEN_REACH && v->resource.name != NULL &&
		    strcmp(v->resource.name, sym[0]) == 0) {
			out->code = N_VICTORY_AT;
			out->a = i;
			out->symargs = 1;
			return 0;
		}
	}
	return FAIL("'%s(%s)': the ruleset has no 'reach' victory on '%s': "
	    "declare one (victory: - when: reach, resource: %s, at: N) or "
	    "name the resource of one", name, sym[0], sym[0], sym[0]);
}

/* sources(WORD): the units a word of kind sources of the action names,
 * all its lands together; sent(WORD, REGION): those it names on one land
 * (0 on a land it does not name).  a = the word's place, b = the
 * region's code, c = 1 for sent. */
int
nm_sources_name(const struct eng_names_ctx *c, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	int sent = name[1] == 'e', k = -1;

	for (int i = 0; c->act != NULL && nargs == 1 + sent && sym[0] !=
	    NULL && i < c->act->args.n; i++)
		if (strcmp(VEC_AT(c->act->args, struct arg_def, i)->name,
		    sym[0]) == 0 && VEC_AT(c->act->args, struct arg_def,
		    i)->kind == ARG_SOURCES)
			k = i;
	if (k < 0)
		return FAIL("'%s' takes a word of the action of kind "
		    "sources%s: '%s'", name, sent ? " and a region" : "",
		    sent ? "sent(from, here)" : "sources(from)");
	if (sent && nm_region_sym(c, sym[1], &out->b) != 0)
		return FAIL("'%s' takes second a region: a region word of the "
		    "action, a region's id or here", name);
	out->code = N_SOURCES;
	out->a = k;
	out->c = sent;
	out->symargs = sent ? 3 : 1;
	return 0;
}

/* modifier(WORD, a|d): the terms a word of kind modifiers of the action
 * gives the attack (a) or the defence (d), added up.  a = the word's
 * place, b = the side (0 the attack, 1 the defence). */
int
nm_modifier_name(const struct eng_names_ctx *c, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	int k = -1;

	for (int i = 0; c->act != NULL && nargs == 2 && sym[0] != NULL &&
	    i < c->act->args.n; i++)
		if (strcmp(VEC_AT(c->act->args, struct arg_def, i)->name,
		    sym[0]) == 0 && VEC_AT(c->act->args, struct arg_def,
		    i)->kind == ARG_MODIFIERS)
			k = i;
	if (k < 0 || sym[1] == NULL || (strcmp(sym[1], "a") != 0 &&
	    strcmp(sym[1], "d") != 0))
		return FAIL("'%s' takes a word of the action of kind "
		    "modifiers and a side, a (the attack) or d (the defence): "
		    "'%s(mods, a)'", name, name);
	out->code = N_MODIFIER;
	out->a = k;
	out->b = sym[1][0] == 'd';
	out->symargs = 3;
	return 0;
}

/* folk(ZONE), militia(ZONE): the folk or militia a numbered zone's board
 * shows (-1 where the ruleset leaves it unknown); replenish_due(ZONE): 1
 * while its neutrals are marked to replenish; shelters(ZONE): the
 * shelters on it; folk_needed(ZONE): its folk, the command refused where
 * the ruleset leaves it unknown.  a = the zone's code. */
int
nm_zone_count_name(const struct eng_names_ctx *c, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	if (c->rs->board.zones.n <= 0)
		return FAIL("'%s' reads the board of a numbered zone (board."
		    "%s), and this ruleset has none: declare them or take "
		    "'%s' out", name, ZONES_KEY, name);
	if (nargs != 1 || nm_region_sym(c, sym[0], &out->a) != 0)
		return FAIL("'%s' takes a zone (its id, a region word of the "
		    "action or here in each-region): '%s(here)'", name, name);
	out->code = strcmp(name, "folk_needed") == 0 ? N_FOLK_NEEDED :
	    name[0] == 'f' ? N_FOLK : name[0] == 'm' ? N_MILITIA :
	    name[0] == 's' ? N_SHELTERS : N_REPLENISH_DUE;
	out->symargs = 1;
	return 0;
}

/* producers(ZONE, KIND): the producers of a kind (mechanisms.colonies)
 * on a numbered zone, b = the kind; output(ZONE): what each producer
 * there makes, by the zone's folk (mechanisms.colonies.output);
 * producer_due(ZONE): 1 while the zone awaits a producer of its holder's
 * choice.  a = the zone's code. */
int
nm_zone_producer_name(const struct eng_names_ctx *c, const char *name,
    int nargs, const char *const *sym, struct expr_sym *out, char *err,
    size_t n)
{
	const struct colonies_def *k = &c->rs->mech.colonies;
	int two = strcmp(name, "producers") == 0;

	if (c->rs->board.zones.n <= 0 || !k->present)
		return FAIL("'%s' reads the producers of a numbered zone "
		    "(board.%s, mechanisms.colonies), and this ruleset has "
		    "none: declare them or take '%s' out", name, ZONES_KEY,
		    name);
	if (nargs != 1 + two || nm_region_sym(c, sym[0], &out->a) != 0 ||
	    (two && (sym[1] == NULL || (out->b = vec_find(&k->producers,
	    sym[1])) < 0)))
		return FAIL("'%s' takes a zone (its id, a region word of the "
		    "action or here in sum_regions or each-region)%s: '%s'", name, two ?
		    " and a kind of producer of mechanisms.colonies" : "",
		    two ? "producers(here, KIND)" : strcmp(name, "output") ==
		    0 ? "output(here)" : "producer_due(here)");
	out->code = two ? N_PRODUCERS : name[0] == 'o' ? N_OUTPUT :
	    N_PRODUCER_DUE;
	out->symargs = two ? 3 : 1;
	return 0;
}

const char eng_place_keys[][ENG_KEY_MAX] = { "capacity", "extra-ap", "" };

/* value(PLACE, KEY) on a board of places: one of the place's numbers (b:
 * enum place_key) of the place a. */
int
nm_place_number(const char *name, const char *const *sym, struct expr_sym *out,
    char *err, size_t n)
{
	for (out->b = 0; out->b < PK__N && strcmp(eng_place_keys[out->b],
	    sym[1]) != 0; out->b++)
		;
	if (out->b >= PK__N)
		return FAIL("'%s': a place's numbers are capacity and extra-ap "
		    "(board.places.*), not '%s': '%s(here, extra-ap)'", name,
		    sym[1], name);
	out->code = N_PLACE_VALUE;
	out->symargs = 3;
	return 0;
}

/* parties(ZONE): the parties in a numbered zone's orbit, a neutral guard
 * of unknown number counted; guard_unknown(ZONE): is its neutral guard of
 * a number the ruleset leaves unknown?  fought(ZONE): was a battle fought
 * there this round?  strikers(ZONE, PARTY): the strikers a player, or
 * the neutral guard (nobody), has there.  a = the zone's code. */
int
nm_orbit_value_name(const struct eng_names_ctx *c, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	const struct ruleset *rs = c->rs;
	int two = strcmp(name, "strikers") == 0;

	/* the strikers in orbit and a guard of unknown number are the
	 * zones' and the colonies' (their setup): only a battle fought is
	 * orbit-combat's */
	if (rs->board.zones.n <= 0 || !rs->mech.colonies.present)
		return FAIL("'%s' reads the orbit of a numbered zone (board.%s, "
		    "mechanisms.colonies), and this ruleset has none: declare "
		    "them or take '%s' out", name, ZONES_KEY, name);
	if (strcmp(name, "fought") == 0 && !rs->mech.orbit_combat.present)
		return FAIL("'%s' reads the battles mechanisms.orbit-combat "
		    "fights in the orbit of a numbered zone, and this ruleset "
		    "has none: declare it or take '%s' out", name, name);
	if (nargs != 1 + two || nm_region_sym(c, sym[0], &out->a) != 0)
		return FAIL("'%s' takes a zone (its id, a region word of the "
		    "action or here in each-region)%s: '%s'", name, two ?
		    " and a party (a player, or nobody for the neutral guard)"
		    : "", two ? "strikers(here, nobody)" : strcmp(name,
		    "parties") == 0 ? "parties(here)" : strcmp(name,
		    "fought") == 0 ? "fought(here)" : "guard_unknown(here)");
	out->code = two ? N_STRIKERS : strcmp(name, "parties") == 0 ?
	    N_PARTIES : strcmp(name, "fought") == 0 ? N_FOUGHT :
	    N_GUARD_UNKNOWN;
	out->symargs = 1;
	return 0;
}

/* holds(PLACE, PLAYER): does the player hold a place of board.places
 * (its pieces there, nobody else's, none under counters)?
 * extra_ap(PLACE): the place's extra-ap, value(PLACE, extra-ap) by its
 * first name, which texts of before carry.  a = the place's code. */
int
nm_place_value_name(const struct eng_names_ctx *c, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	int two = name[0] == 'h';

	if (c->rs->board.places.n <= 0)
		return FAIL("'%s' reads a place of the board (board.places), "
		    "and this ruleset has none: declare them or take '%s' "
		    "out", name, name);
	if (nargs != 1 + two || nm_region_sym(c, sym[0], &out->a) != 0)
		return FAIL("'%s' takes a place (a place's id, a region word "
		    "of the action or here in sum_regions or each-region)%s: '%s'", name,
		    two ? " and a player" : "", two ? "holds(here, me)" :
		    "extra_ap(here)");
	out->code = two ? N_HOLDS : N_PLACE_VALUE;
	out->b = two ? 0 : PK_EXTRA_AP;
	out->symargs = 1;
	return 0;
}

/* turns_held(PLACE), held_since(PLACE): the turns in a row its holder
 * has held a place of the board, the round the holder came (0: nobody);
 * hold_needed(PLACE), hold_at_end(PLACE): the turns in a row that win it
 * with the players there are, whether a turn counts when it ends, as its
 * hold victory gives them (0 for a place without one).  a = the place. */
int
nm_tenure_name(const struct eng_names_ctx *c, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	int victory = 0;

	if (c->rs->board.places.n <= 0)
		return FAIL("'%s' reads a place of the board (board.places), "
		    "and this ruleset has none: declare them or take '%s' "
		    "out", name, name);
	if (nargs != 1 || nm_region_sym(c, sym[0], &out->a) != 0)
		return FAIL("'%s' takes a place (a place's id, a region word "
		    "of the action or here in each-region): '%s(here)'",
		    name, name);
	for (int k = 0; k < c->rs->victory.n; k++)
		victory |= VEC_AT(c->rs->victory, struct victory_def,
		    k)->when == WHEN_HOLD;
	out->code = strcmp(name, "turns_held") == 0 ? N_TURNS_HELD :
	    strcmp(name, "held_since") == 0 ? N_HELD_SINCE :
	    strcmp(name, "hold_needed") == 0 ? N_HOLD_NEEDED : N_HOLD_AT_END;
	if ((out->code == N_HOLD_NEEDED || out->code == N_HOLD_AT_END) &&
	    !victory)
		return FAIL("'%s' reads a hold victory (victory: - when: "
		    "hold, place: PLACE, turns: ...), and this ruleset has "
		    "none: declare one or take '%s' out", name, name);
	out->symargs = 1;
	return 0;
}

/* hold_to_win: the zones a player holds at the end of a round to win, as
 * mechanisms.game-end gives them for the number of players
 * (hold-to-win-by-players, else hold-to-win), valued at the table. */
int
nm_hold_to_win_name(const struct ruleset *rs, const char *name,
    struct expr_sym *out, char *err, size_t n)
{
	const struct game_end_def *g = &rs->mech.game_end;

	if (!g->present || (g->hold_to_win <= 0 && g->hold_by_players.n <= 0))
		return FAIL("'%s' is the number of zones held that wins "
		    "(mechanisms.game-end.hold-to-win or hold-to-win-by-"
		    "players), and the ruleset gives none: declare it or "
		    "take '%s' out", name, name);
	out->code = N_HOLD_TO_WIN;
	return 0;
}

/* squad_pieces(PIECE, PLAYER): a = the kind of piece (enum force; by
 * rs_force's names, today's and those of before) of the squads on a
 * board of numbered zones, counted over all the player's squads; the
 * player is valued. */
int
nm_squad_pieces_name(const struct ruleset *rs, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	if (rs->board.zones.n <= 0)
		return FAIL("'%s' counts the pieces of the players' squads, "
		    "which fly on a board of numbered %s, and this ruleset "
		    "has none: declare board.%s or take it out", name,
		    ZONES_KEY, ZONES_KEY);
	if (nargs != 2 || sym[0] == NULL || ((out->a = rs_force(sym[0])) !=
	    PIECE_STRIKERS && out->a != PIECE_CARRIERS))
		return FAIL("'%s' takes a piece of the squads (%s or %s) and "
		    "a player: '%s(%s, me)'", name, STRIKERS_KEY,
		    CARRIERS_KEY, name, STRIKERS_KEY);
	out->code = N_SQUAD_PIECES;
	out->symargs = 1;
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
