/* names.c: the names expressions use in a ruleset's declared parts,
 * resolved once against the ruleset and an action's words. */
#include "core/rules/names.h"
#include "core/rules/ruleset.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/base/fmt_path.h"
#include "core/board/board.h"
#include "core/rules/words_keys.h"



/* A region named in an expression: an action's word (encoded -1 - index)
 * or a region of the board. */
static int
region_sym(const struct eng_names_ctx *c, const char *text, long *out)
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
			    ARG_REGION || a->kind == ARG_TERRITORY)) {
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
static int
group_sym(const struct eng_names_ctx *c, const char *text, long *out)
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
	"" };

const char eng_claimed_keys[][ENG_KEY_MAX] = { "site_points",
	"garrison_points", "kept", "best_kept", "" };

const char eng_fight_keys[][ENG_KEY_MAX] = { "on", "step", "rolled",
	"round", "players", "next",
	"attacker",
	"held",
	"" };

const char eng_fight_player_keys[][ENG_KEY_MAX] = { "in", "hits", "" };

const char eng_ability_keys[][ENG_KEY_MAX] = { "unstacked_home",
	"free_arrival", "hostages" };

const char eng_morale_forces[][ENG_KEY_MAX] = { KEY_STRIKERS, KEY_CARRIERS,
	KEY_MILITIA };

/* A force's place among eng_morale_forces, or -1. */
int
eng_morale_force(const char *name)
{
	for (int k = 0; k < PIECE__N; k++)
		if (name != NULL && strcmp(eng_morale_forces[k], name) == 0)
			return k;
	return -1;
}

/* morale(PLAYER, FORCE): is the player's morale counter of that force
 * (its strikers, carriers or militia, by the names words_keys.h gives
 * them) up?  The counters are kept on a board of numbered zones.  a = the
 * force. */
static int
morale_sym(const struct eng_names_ctx *c, const char *name,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	if (c->rs->board.zones.n <= 0)
		return FAIL("'%s' reads a player's morale counters, kept on a "
		    "board of numbered zones (board.%s), and this ruleset has "
		    "none: declare them or take '%s' out", name, KEY_ZONES,
		    name);
	if ((out->a = eng_morale_force(sym[1])) < 0)
		return FAIL("'%s' takes a player, then one of %s, %s and %s "
		    "('%s(who, %s)')", name, KEY_STRIKERS, KEY_CARRIERS,
		    KEY_MILITIA, name, KEY_STRIKERS);
	out->code = N_MORALE;
	out->symargs = 2;
	return 0;
}

/* fight(KEY) and fight_player(PLAYER, KEY): the dice-pool combat on a
 * map of territories, its state and a player's in it.  a = the key. */
static int
fight_sym(const struct eng_names_ctx *c, const char *name,
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
		    "one of on, step, rolled, round, players, next, attacker "
		    "and held ('%s(step)')", name, name);
	out->code = two ? N_FIGHT_PLAYER : N_FIGHT;
	out->symargs = two ? 2 : 1;
	return 0;
}

/* ability(ABILITY, PLAYER): whether the player's faction has that
 * ability (factions.*.abilities).  a = the ability. */
static int
ability_sym(const struct eng_names_ctx *c, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	if (nargs != 2)
		return FAIL("'%s' takes an ability and a player "
		    "('%s(hostages, who)')", name, name);
	if (c->rs->factions.n <= 0)
		return FAIL("'%s' reads the abilities of the players' factions, "
		    "and the ruleset has no factions: declare them, or take "
		    "'%s' out", name, name);
	for (out->a = 0; sym[0] != NULL && out->a < AB__N &&
	    strcmp(eng_ability_keys[out->a], sym[0]) != 0; out->a++)
		;
	if (sym[0] == NULL || out->a >= AB__N)
		return FAIL("'%s' takes one of unstacked_home, free_arrival and "
		    "hostages (factions.*.abilities, '_' for '-'), then a "
		    "player ('%s(hostages, who)')", name, name);
	out->code = N_ABILITY;
	out->symargs = 1;
	return 0;
}

/* sites(KEY), committed(PLAYER) and claimed(PLAYER, KEY): the round's
 * sites, the players' commitments and what each claimed, kept by
 * mechanisms.claims. */
static int
sites_sym(const struct eng_names_ctx *c, const char *name,
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
	if (strcmp(name, "committed") == 0)
		return out->code = N_COMMITTED, 0;
	if (strcmp(name, "claimed") == 0) {
		/* the player valued, the key a symbol */
		for (out->a = 0; out->a < CLK__N && (sym[1] == NULL ||
		    strcmp(eng_claimed_keys[out->a], sym[1]) != 0); out->a++)
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
	    strcmp(eng_sites_keys[out->a], sym[0]) != 0); out->a++)
		;
	if (out->a >= SK__N)
		return FAIL("'%s' takes one of per_round, revealed, left, "
		    "drawable, catalogue, current, resolved and lander", name);
	out->code = N_SITES;
	out->symargs = 1;
	return 0;
}

/* Is value id v a value of some group? */
static int
group_value(const struct ruleset *rs, const char *v)
{
	for (int g = 0; g < rs->board.groups.n; g++)
		if (vec_find(&VEC_AT(rs->board.groups, struct group_def,
		    g)->values, v) >= 0)
			return 1;
	return 0;
}

/* A word of one of act's choice words (not an unnamed one's): *place
 * its place (1 for the first). */
static int
choice_word(const struct action_def *act, const char *name, long *place)
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

const char *const eng_unit_keys[] = { "cost", "summon", "attack",
	"defence", "move", "income", KEY_UNIT_DRAWS, "supply", "token",
	"faction", NULL };

const char *const eng_tracked_keys[] = { "owner", "kind", "chief", "place",
	"area", "counters",
	"attack",
	"defence",
	NULL };

const char eng_combat_keys[][ENG_KEY_MAX] = { "strikes-back", "loss-cap",
	"stay", "rounds", "" };

const char *const eng_chief_mod_keys[] = { "immune", "summons", NULL };

const char eng_chief_sum_keys[][ENG_KEY_MAX] = { "immune", "summons",
	"attack", "defence", "summon_counters", "" };

/* chief_sum(KEY, PLAYER[, UNIT]): which modifier (a) of the chiefs acting
 * for the player is added up; a kind of unit (the third argument) for
 * those given by unit, and only for them. */
static int
chief_sum_sym(const struct eng_names_ctx *c, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	const struct ruleset *rs = c->rs;

	if (rs->chiefs.n <= 0)
		return FAIL("'%s' adds up a modifier of the %s acting for a "
		    "player, and this ruleset has none: declare %s", name,
		    KEY_CHIEFS, KEY_CHIEFS);
	for (out->a = 0; sym[0] != NULL && eng_chief_sum_keys[out->a][0] !=
	    '\0' && strcmp(eng_chief_sum_keys[out->a], sym[0]) != 0;
	    out->a++)
		;
	if (sym[0] == NULL || out->a >= CS__N)
		return FAIL("'%s' takes a modifier of the %s (immune, summons; "
		    "or attack, defence, summon_counters and a unit), then a "
		    "player", name, KEY_CHIEFS);
	if ((out->a >= CS_BY_UNIT) != (nargs == 3))
		return FAIL(out->a >= CS_BY_UNIT ? "'%s': the %s' '%s' is "
		    "given by unit: name the unit third, '%s(%s, PLAYER, "
		    "UNIT)'" : "'%s': the %s' '%s' is one number, not one by "
		    "unit: drop the third argument, '%s(%s, PLAYER)'", name,
		    KEY_CHIEFS, sym[0], name, sym[0]);
	out->code = N_CHIEF_SUM;
	out->symargs = 1;
	return 0;
}

/* chief_with(KEY, PLAYER): which modifier (a) of the chiefs acting for
 * the player an expression gives. */
static int
chief_with_sym(const struct eng_names_ctx *c, const char *name,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	const struct ruleset *rs = c->rs;

	if (rs->units.n <= 0 && rs->chiefs.n <= 0)
		return FAIL("'%s' reads the modifiers of the %s acting for a "
		    "player, and this ruleset has no pieces tracked one by "
		    "one on the board: declare units (units) or %s", name,
		    KEY_CHIEFS, KEY_CHIEFS);
	for (out->a = 0; sym[0] != NULL && eng_chief_mod_keys[out->a] !=
	    NULL && strcmp(eng_chief_mod_keys[out->a], sym[0]) != 0;
	    out->a++)
		;
	if (sym[0] == NULL || out->a >= CM__N)
		return FAIL("'%s' takes one of immune, summons (a modifier of "
		    "the %s) and a player", name, KEY_CHIEFS);
	out->code = N_CHIEF_WITH;
	out->symargs = 1;
	return 0;
}

/* tracked(PIECE, KEY): a word of kind tracked of the action (a) and what
 * of its piece is read (b). */
static int
tracked_sym(const struct eng_names_ctx *c, const char *name,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	const struct ruleset *rs = c->rs;

	if (rs->units.n <= 0 && rs->chiefs.n <= 0)
		return FAIL("'%s' reads a piece tracked one by one on the "
		    "board, and this ruleset has none: declare units (units) "
		    "or %s", name, KEY_CHIEFS);
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
	if (sym[1] == NULL || out->b >= TK__N)
		return FAIL("'%s' takes a tracked piece and one of owner, kind, "
		    "chief, place, area, counters, attack, defence", name);
	out->code = N_TRACKED;
	out->symargs = 3;
	return 0;
}

/* resource_is(WORD, ID): does a word of kind resource of the action
 * name the resource ID? */
static int
resource_is_sym(const struct eng_names_ctx *c, const char *name,
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
static int
faction_value(const struct ruleset *rs, const char *id)
{
	for (int f = 0; f < rs->factions.n; f++)
		if (vec_find(&RS_FACTION(rs, f)->values, id) >= 0)
			return 1;
	return 0;
}

/* home, home(player): a player's home region (board_home.h). */
static int
home_name(const struct ruleset *rs, const char *name, int nargs,
    struct expr_sym *out, char *err, size_t n)
{
	if (!eng_has_board(rs))
		return FAIL("'%s' needs a board of regions (board.regions, "
		    "board.places or numbered zones)", name);
	out->code = nargs < 0 ? N_HOME : N_HOME_OF;
	return 0;
}

/* starting_left, starting_left(player): the starting groups a player
 * has still to place (setup.KEY_ZONES squads: core/state/zones.h). */
static int
starting_name(const struct ruleset *rs, const char *name, int nargs,
    struct expr_sym *out, char *err, size_t n)
{
	if (rs->board.zones.n <= 0)
		return FAIL("'%s' needs numbered %s (board.%s) and their "
		    "setup (setup.%s); this ruleset has none", name, KEY_ZONES,
		    KEY_ZONES, KEY_ZONES);
	out->code = nargs < 0 ? N_STARTING_LEFT : N_STARTING_LEFT_OF;
	return 0;
}

/* chooser, places, place_of(player), place_holder(place): the places
 * chosen in an order ranked (mechanisms.chosen-order), kept with the
 * numbered zones' state (core/state/zones.h). */
static int
place_name(const struct ruleset *rs, const char *name, int code,
    struct expr_sym *out, char *err, size_t n)
{
	if (rs->board.zones.n <= 0 || !rs->mech.chosen_order.present)
		return FAIL("'%s' needs numbered %s (board.%s) and an order "
		    "chosen by rank (mechanisms.chosen-order)", name,
		    KEY_ZONES, KEY_ZONES);
	out->code = code;
	return 0;
}

/* tally(ID) of the table or the actor, tally(ID, REGION) of a region:
 * a = the tally, b = the region's code. */
static int
tally_sym(const struct eng_names_ctx *c, int nargs, const char *const *sym,
    struct expr_sym *out, char *err, size_t n)
{
	const struct tally_def *t;

	if (sym[0] == NULL || (out->a = vec_find(&c->rs->tallies, sym[0])) < 0)
		return FAIL("'tally' takes a tally's id (tallies) first");
	t = VEC_AT(c->rs->tallies, struct tally_def, out->a);
	out->symargs = 1;
	out->code = N_TALLY;
	if (t->per == TALLY_GROUP) {
		if (nargs != 2 || group_sym(c, sym[1], &out->b) != 0)
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
	if (nargs != 2 || region_sym(c, sym[1], &out->b) != 0)
		return FAIL("'%s' is counted per region: 'tally(%s, REGION)' "
		    "takes a region second, a region word of the action or a "
		    "region's id", sym[0], sym[0]);
	out->symargs = 3;
	return 0;
}

/* hostages(CAPTOR, OWNER): the pieces one player holds hostage of
 * another's; built(REGION): the pieces built on a territory this build
 * step, and 1 for a building new there.  Both are kept on a map of
 * territories. */
static int
terr_name(const struct eng_names_ctx *c, const char *name,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	if (!c->rs->mech.territories.present)
		return FAIL("'%s' is counted on a map of territories, and "
		    "the ruleset has none: declare mechanisms.territories "
		    "or count otherwise", name);
	if (name[0] == 'h')
		return out->code = N_HOSTAGES, 0;
	if (region_sym(c, sym[0], &out->a) != 0)
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
static int
gathered_sym(const struct eng_names_ctx *c, const char *name, int nargs,
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

static int
arrival_name(const struct eng_names_ctx *c, const char *name, int code,
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
static int
order_name(const struct eng_names_ctx *c, const char *name,
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

/* done(PLAYER), undone_next: the players done this phase (the effect
 * mark-done), kept on a map of territories. */
static int
done_name(const struct eng_names_ctx *c, const char *name, int code,
    struct expr_sym *out, char *err, size_t n)
{
	if (!c->rs->mech.territories.present)
		return FAIL("'%s' is kept on a map of territories, and the "
		    "ruleset has none: declare mechanisms.territories or "
		    "take it out", name);
	out->code = code;
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
static int
body_name(const struct eng_names_ctx *c, const char *name, int nargs,
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
static int
victory_at_name(const struct ruleset *rs, const char *name, int nargs,
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
static int
sources_name(const struct eng_names_ctx *c, const char *name, int nargs,
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
	if (sent && region_sym(c, sym[1], &out->b) != 0)
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
static int
modifier_name(const struct eng_names_ctx *c, const char *name, int nargs,
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
static int
zone_count_name(const struct eng_names_ctx *c, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	if (c->rs->board.zones.n <= 0)
		return FAIL("'%s' reads the board of a numbered zone (board."
		    "%s), and this ruleset has none: declare them or take "
		    "'%s' out", name, KEY_ZONES, name);
	if (nargs != 1 || region_sym(c, sym[0], &out->a) != 0)
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
static int
zone_producer_name(const struct eng_names_ctx *c, const char *name,
    int nargs, const char *const *sym, struct expr_sym *out, char *err,
    size_t n)
{
	const struct colonies_def *k = &c->rs->mech.colonies;
	int two = strcmp(name, "producers") == 0;

	if (c->rs->board.zones.n <= 0 || !k->present)
		return FAIL("'%s' reads the producers of a numbered zone "
		    "(board.%s, mechanisms.colonies), and this ruleset has "
		    "none: declare them or take '%s' out", name, KEY_ZONES,
		    name);
	if (nargs != 1 + two || region_sym(c, sym[0], &out->a) != 0 ||
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
static int
place_number(const char *name, const char *const *sym, struct expr_sym *out,
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
static int
orbit_value_name(const struct eng_names_ctx *c, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	const struct ruleset *rs = c->rs;
	int two = strcmp(name, "strikers") == 0;

	if (rs->board.zones.n <= 0 || !rs->mech.colonies.present ||
	    !rs->mech.orbit_combat.present)
		return FAIL("'%s' reads the orbit of a numbered zone (board.%s, "
		    "mechanisms.colonies) where mechanisms.orbit-combat "
		    "fights, and this ruleset has none: declare them or take "
		    "'%s' out", name, KEY_ZONES, name);
	if (nargs != 1 + two || region_sym(c, sym[0], &out->a) != 0)
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
 * (its pieces there, nobody else's, none under time counters)?
 * extra_ap(PLACE): the place's extra-ap, value(PLACE, extra-ap) by its
 * first name, which texts of before carry.  a = the place's code. */
static int
place_value_name(const struct eng_names_ctx *c, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	int two = name[0] == 'h';

	if (c->rs->board.places.n <= 0)
		return FAIL("'%s' reads a place of the board (board.places), "
		    "and this ruleset has none: declare them or take '%s' "
		    "out", name, name);
	if (nargs != 1 + two || region_sym(c, sym[0], &out->a) != 0)
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
static int
tenure_name(const struct eng_names_ctx *c, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	int victory = 0;

	if (c->rs->board.places.n <= 0)
		return FAIL("'%s' reads a place of the board (board.places), "
		    "and this ruleset has none: declare them or take '%s' "
		    "out", name, name);
	if (nargs != 1 || region_sym(c, sym[0], &out->a) != 0)
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
static int
hold_to_win_name(const struct ruleset *rs, const char *name,
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

/* squad_pieces(PIECE, PLAYER): a = the kind of piece (enum force) of the
 * squads on a board of numbered zones, counted over all the player's
 * squads; the player is valued. */
static int
squad_pieces_name(const struct ruleset *rs, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	if (rs->board.zones.n <= 0)
		return FAIL("'%s' counts the pieces of the players' squads, "
		    "which fly on a board of numbered %s, and this ruleset "
		    "has none: declare board.%s or take it out", name,
		    KEY_ZONES, KEY_ZONES);
	if (nargs != 2 || sym[0] == NULL || ((out->a = rs_force(sym[0])) !=
	    PIECE_STRIKERS && out->a != PIECE_CARRIERS))
		return FAIL("'%s' takes a piece of the squads (%s or %s) and "
		    "a player: '%s(%s, me)'", name, KEY_STRIKERS,
		    KEY_CARRIERS, name, KEY_STRIKERS);
	out->code = N_SQUAD_PIECES;
	out->symargs = 1;
	return 0;
}

/* group_value(GROUP, ID): a = the group's code; on an orbit board ID is
 * supply (b = -1), else b = a group that has the value ID, c = its place
 * there (found again by name in each group). */
static int
group_value_sym(const struct eng_names_ctx *c, const char *name,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	const struct ruleset *rs = c->rs;

	if (group_sym(c, sym[0], &out->a) != 0 || sym[1] == NULL)
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

static int
resolve(void *ctx, const char *name, int nargs, const char *const *sym,
    struct expr_sym *out, char *err, size_t n)
{
	const struct eng_names_ctx *c = ctx;
	const struct ruleset *rs = c->rs;
	/* regions declared, or lands derived from bodies (an orbit board),
	 * or tiles laid in play (a map of territories), or places, or
	 * numbered zones */
	int has_board = rs->board.regions.n > 0 || rs->board.bodies.n > 0 ||
	    rs->mech.territories.present || rs->board.places.n > 0 ||
	    rs->board.zones.n > 0;
	long r;

	memset(out, 0, sizeof *out);
	if (nargs < 0) {
		if (c->act != NULL)
			for (int i = 0; i < c->act->args.n; i++)
				if (strcmp(VEC_AT(c->act->args, struct arg_def,
				    i)->name, name) == 0) {
					out->code = N_ARG;
					out->a = i;
					return 0;
				}
		if (choice_word(c->act, name, &out->a))
			return out->code = N_CONST, 0;
		if (strcmp(name, "me") == 0)
			return out->code = N_ME, 0;
		if (strcmp(name, "who") == 0)
			return out->code = N_WHO, 0;
		if (has_board && strcmp(name, "here") == 0) {
			out->code = N_HERE;
			out->a = HERE_REGION;
			return 0;
		}
		if (strcmp(name, "roll") == 0) {
			if (!c->in_roll)
				return FAIL("'%s' is known only in the table of "
				    "a roll effect", name);
			return out->code = N_ROLL, 0;
		}
		if (c->in_target && strcmp(name, "target") == 0)
			return out->code = N_ROLL_TARGET, 0;
		if (c->in_pool && strcmp(name, "kind") == 0)
			return out->code = N_POOL_KIND, 0;
		if (c->in_site && strcmp(name, "site") == 0)
			return out->code = N_SITE, 0;
		if (c->in_due && strcmp(name, "count") == 0)
			return out->code = N_COUNT, 0;
		if (c->in_due && strcmp(name, "due") == 0)
			return out->code = N_DUE, 0;
		if (strcmp(name, "nobody") == 0)
			return out->code = N_NOBODY, 0;
		if (strcmp(name, "players") == 0)
			return out->code = N_PLAYERS, 0;
		if (strcmp(name, "round") == 0)
			return out->code = N_ROUND, 0;
		if (strcmp(name, "starting_left") == 0)
			return starting_name(rs, name, nargs, out, err, n);
		if (strcmp(name, "start_fixed") == 0) {
			if (starting_name(rs, name, nargs, out, err, n) != 0)
				return -1;
			return out->code = N_START_FIXED, 0;
		}
		if (strcmp(name, "chooser") == 0 || strcmp(name, "places") == 0)
			return place_name(rs, name, name[0] == 'c' ?
			    N_CHOOSER : N_PLACES, out, err, n);
		if ((r = vec_find(&rs->resources, name)) >= 0) {
			out->code = N_RES;
			out->a = r;
			return 0;
		}
		/* the group sum_groups, count_groups and each-group
		 * bind */
		if (strcmp(name, "group") == 0 && eng_ngroups(rs) > 0) {
			out->code = N_GROUP;
			out->a = HERE_GROUP;
			return 0;
		}
		if (strcmp(name, "home") == 0)
			return home_name(rs, name, nargs, out, err, n);
		if (has_board && strcmp(name, "regions") == 0)
			return out->code = N_REGIONS, 0;
		if (has_board && strcmp(name, "regions_total") == 0)
			return out->code = N_REGIONS_TOTAL, 0;
		if (has_board && strcmp(name, "held_groups") == 0) {
			out->code = N_HELD_GROUPS;
			out->a = -1;
			return 0;
		}
		if (strcmp(name, "regions") == 0 || strcmp(name,
		    "regions_total") == 0 || strcmp(name, "held_groups") == 0 ||
		    strcmp(name, "here") == 0)
			return FAIL("'%s' needs a board of regions "
			    "(board.regions or board.places)", name);
		if (strcmp(name, "count") == 0 || strcmp(name, "due") == 0)
			return FAIL("'%s' is known only in a payment due "
			    "(phases.*.dues)", name);
		if (strcmp(name, "kind") == 0)
			return FAIL("'%s' is the kind of piece the fires of "
			    "throw-pools goes over, or of the unit a pool "
			    "combat's destroyed effects are for, known only "
			    "there ('fires: fires_in(kind, who) == "
			    "fight(step)')", name);
		/* after the resources, so that one called setup keeps its
		 * name */
		if (strcmp(name, "setup") == 0)
			return out->code = N_SETUP, 0;
		if (strcmp(name, "home_next") == 0)
			return arrival_name(c, name, N_HOME_NEXT, out, err, n);
		if (strcmp(name, "arrival_next") == 0)
			return arrival_name(c, name, N_ARRIVAL_NEXT, out, err,
			    n);
		if (strcmp(name, "order_running") == 0)
			return order_name(c, name, out, err, n);
		if (strcmp(name, "undone_next") == 0)
			return done_name(c, name, N_UNDONE_NEXT, out, err, n);
		if ((r = eng_orders_name(c, name, nargs, sym, LONG_MIN, out,
		    err, n)) != 1)
			return r;
		if (strcmp(name, "standings_wait") == 0) {
			if (!rs->mech.claims.present)
				return FAIL("'%s' needs the final standings of "
				    "the card mechanisms (mechanisms.claims)",
				    name);
			return out->code = N_STANDINGS_WAIT, 0;
		}
		if (strcmp(name, "gathered_first") == 0)
			return gathered_sym(c, name, nargs, out, err, n);
		if (strcmp(name, "hold_to_win") == 0)
			return hold_to_win_name(rs, name, out, err, n);
		if (strcmp(name, "winners") == 0)
			return out->code = N_WINNERS, 0;
		if (strcmp(name, "links") == 0) {
			/* the links on an orbit board (the effect link) */
			if (rs->board.bodies.n <= 0)
				return FAIL("'%s' needs an orbit board (board.%s "
				    "with their lands), where links are "
				    "built", name, KEY_BODIES);
			return out->code = N_LINKS, 0;
		}
		if (strcmp(name, "target") == 0)
			return FAIL("'%s' is the total a roll needs, known "
			    "only in the says and the table of a roll that "
			    "gives it (roll.target)", name);
		if ((r = eng_round_name(c, name, nargs, out, err, n)) != 1)
			return (int)r;
		if (strcmp(name, "faces_given") == 0)
			return out->code = N_FACES_GIVEN, 0;
		if (strcmp(name, "site") == 0)
			return FAIL("'%s' is the number in the round of a site "
			    "leaving the table, known only in the "
			    "unscored-says of remove-sites", name);
		return FAIL("unknown name '%s' (arbiter-ruleset(5), "
		    "Expressions, lists the names)", name);
	}
	if ((strcmp(name, "sum_players") == 0 || strcmp(name,
	    "count_players") == 0) && nargs == 1) {
		out->code = N_EACH_PLAYER;
		out->each = name[0] == 's' ? EXPR_EACH_SUM : EXPR_EACH_COUNT;
		return 0;
	}
	if (strcmp(name, "best_player") == 0) {
		/* the player for whom the argument is highest, in the turn
		 * order (engine_values.c binds who) */
		if (nargs != 1)
			return FAIL("'%s' takes one expression, with 'who' "
			    "naming each player ('%s(resource(vp, who))')",
			    name, name);
		out->code = N_BEST_PLAYER;
		out->each = EXPR_EACH_BEST;
		return 0;
	}
	if (strcmp(name, "victory_at") == 0)
		return victory_at_name(rs, name, nargs, sym, out, err, n);
	if (strcmp(name, "holds") == 0 || strcmp(name, "extra_ap") == 0)
		return place_value_name(c, name, nargs, sym, out, err, n);
	if (strcmp(name, "turns_held") == 0 || strcmp(name, "held_since") ==
	    0 || strcmp(name, "hold_needed") == 0 || strcmp(name,
	    "hold_at_end") == 0)
		return tenure_name(c, name, nargs, sym, out, err, n);
	if (strcmp(name, "mechanism") == 0) {
		/* a number a mechanism declares, valued at the table (an
		 * overlay's, an option's, an amendment's); unknown, it
		 * refuses the command that reads it */
		if (nargs != 2 || sym[0] == NULL || sym[1] == NULL ||
		    rs_mech_int(sym[0], sym[1], &out->a, &out->b) != 0)
			return FAIL("'%s' takes a mechanism and one of its "
			    "numbers, the number at mechanisms.MECHANISM.KEY: "
			    "'%s(game-end, roll-fall)'", name, name);
		out->code = N_MECHANISM;
		out->symargs = 3;
		return 0;
	}
	if (strcmp(name, "combat") == 0) {
		/* a key of a declared combat, known when the ruleset is
		 * read */
		if (nargs == 2 && sym[0] != NULL && sym[1] != NULL)
			for (out->b = 0; eng_combat_keys[out->b][0] != '\0' &&
			    strcmp(eng_combat_keys[out->b], sym[1]) != 0;
			    out->b++)
				;
		if (nargs != 2 || sym[0] == NULL || sym[1] == NULL ||
		    out->b >= CBK__N)
			return FAIL("'%s' takes a combat of combats and one "
			    "of strikes-back, loss-cap, stay, rounds: "
			    "'%s(attack, strikes-back)'", name, name);
		if ((out->a = vec_find(&rs->combats, sym[0])) < 0)
			return FAIL("'%s': no combat '%s' among combats: "
			    "name one, or declare it", name, sym[0]);
		out->code = N_COMBAT;
		out->symargs = 3;
		return 0;
	}
	if (strcmp(name, "max_players") == 0) {
		/* the highest value of the argument over the players still
		 * in the game (who bound to each, as count_players binds
		 * it) */
		if (nargs != 1)
			return FAIL("'%s' takes one expression, with 'who' "
			    "naming each player ('%s(regions(who))')", name,
			    name);
		out->code = N_EACH_PLAYER;
		out->each = EXPR_EACH_MAX;
		return 0;
	}
	if (strcmp(name, "rolled") == 0 && nargs == 1) {
		long f;
		char *end;
		if (!c->in_roll)
			return FAIL("'%s' is known only in the table of a roll "
			    "effect", name);
		if (sym[0] != NULL) {
			/* a symbol of a die with symbol faces */
			if ((f = rs_symbol(rs, sym[0])) < 0)
				return FAIL("'%s' takes a face: a number or a "
				    "symbol of the ruleset's dice", name);
			out->a = f;
			out->symargs = 1;
		} else {
			out->a = LONG_MIN;
		}
		(void)end;
		out->code = N_ROLLED;
		return 0;
	}
	if (strcmp(name, "before") == 0 && nargs == 1) {
		if (!c->in_says)
			return FAIL("'%s' is known only in a line for people "
			    "(says, say)", name);
		if (sym[0] == NULL || (out->a = vec_find(&rs->resources,
		    sym[0])) < 0)
			return FAIL("'%s' takes a resource's id", name);
		out->code = N_BEFORE;
		out->symargs = 1;
		return 0;
	}
	if ((strcmp(name, "faction") == 0 || strcmp(name, "faction_has") ==
	    0) && (nargs == 1 || nargs == 2)) {
		if (sym[0] == NULL || !faction_value(rs, sym[0]))
			return FAIL("'%s' takes the id of a value the factions "
			    "have (factions.*.values)", name);
		/* the value's id, found again by name in the actor's
		 * faction */
		for (int f = 0; f < rs->factions.n; f++)
			if ((out->b = vec_find(&RS_FACTION(rs, f)->values,
			    sym[0])) >= 0) {
				out->a = f;
				break;
			}
		out->code = name[7] == '\0' ? N_FACTION : N_FACTION_HAS;
		out->symargs = 1;
		/* faction(ID, PLAYER): of that player's faction */
		out->c = nargs == 2;
		return 0;
	}
	if ((strcmp(name, "unit") == 0 || strcmp(name, "unit_has") == 0) &&
	    nargs == 2) {
		/* a kind of tracked piece (an action's word of kind unit)
		 * and what of it is read */
		if (rs->units.n <= 0)
			return FAIL("'%s' needs units (units)", name);
		for (out->b = 0; sym[1] != NULL && eng_unit_keys[out->b] !=
		    NULL && strcmp(eng_unit_keys[out->b], sym[1]) != 0;
		    out->b++)
			;
		if (sym[1] == NULL || out->b >= UK__N)
			return FAIL("'%s' takes a unit and one of cost, summon, "
			    "attack, defence, move, income, %s, supply, token, "
			    "faction", name, KEY_UNIT_DRAWS);
		out->code = name[4] == '\0' ? N_UNIT : N_UNIT_HAS;
		out->symargs = 2;
		return 0;
	}
	if (strcmp(name, "sum_pieces") == 0 || strcmp(name, "count_pieces") ==
	    0) {
		/* each piece tracked one by one on the board in turn, in
		 * the board's order (engine_values.c binds piece), read by
		 * tracked(piece, KEY) */
		if (rs->units.n <= 0 && rs->chiefs.n <= 0)
			return FAIL("'%s' goes over the pieces tracked one "
			    "by one on the board, and this ruleset has none: "
			    "declare units (units) or %s", name, KEY_CHIEFS);
		if (nargs != 1)
			return FAIL("'%s' takes one expression, with piece "
			    "naming each piece ('%s(tracked(piece, owner) == "
			    "me)')", name, name);
		out->code = N_EACH_PIECE;
		out->each = name[0] == 's' ? EXPR_EACH_SUM : EXPR_EACH_COUNT;
		return 0;
	}
	if (strcmp(name, "tracked") == 0 && nargs == 2)
		return tracked_sym(c, name, sym, out, err, n);
	if (strcmp(name, "chief_with") == 0 && nargs == 2)
		return chief_with_sym(c, name, sym, out, err, n);
	if (strcmp(name, "chief_sum") == 0 && (nargs == 2 || nargs == 3))
		return chief_sum_sym(c, name, nargs, sym, out, err, n);
	if (strcmp(name, "round_taken") == 0 && nargs == 0) {
		if (c->act == NULL || c->act->round_count == NULL)
			return FAIL("'%s' reads how often the actor has taken "
			    "the action this round, which the engine counts "
			    "for an action with 'round-count' only: give the "
			    "action one", name);
		return out->code = N_ROUND_TAKEN, 0;
	}
	if (strcmp(name, "faction_of") == 0 && nargs == 1)
		return out->code = N_FACTION_OF, 0;
	if (strcmp(name, "resource_is") == 0 && nargs == 2)
		return resource_is_sym(c, name, sym, out, err, n);
	if (strcmp(name, "out") == 0 && nargs == 1)
		return out->code = N_OUT, 0;
	if ((strcmp(name, "sites") == 0 || strcmp(name, "committed") == 0) &&
	    nargs == 1)
		return sites_sym(c, name, sym, out, err, n);
	if (strcmp(name, "claimed") == 0 && nargs == 2)
		return sites_sym(c, name, sym, out, err, n);
	if (strcmp(name, "morale") == 0 && nargs == 2)
		return morale_sym(c, name, sym, out, err, n);
	if ((strcmp(name, "fight") == 0 && nargs == 1) || (strcmp(name,
	    "fight_player") == 0 && nargs == 2))
		return fight_sym(c, name, sym, out, err, n);
	if (strcmp(name, "ability") == 0)
		return ability_sym(c, name, nargs, sym, out, err, n);
	if (strcmp(name, "fires_in") == 0 && nargs == 2) {
		/* the step a kind of piece of a player fires in */
		if (!rs->mech.territories.present ||
		    !rs->mech.dicepool.present)
			return FAIL("'%s' reads the steps of the dice-pool "
			    "combat on a map of territories, and the ruleset "
			    "has none: declare mechanisms.territories and "
			    "mechanisms.dice-pool, or take '%s' out", name,
			    name);
		return out->code = N_FIRES_IN, 0;
	}
	if (strcmp(name, "left") == 0 && nargs == 1) {
		if (sym[0] == NULL || (out->a = vec_find(&rs->decks, sym[0])) <
		    0)
			return FAIL("'%s' takes a deck's id", name);
		out->code = N_DECK_LEFT;
		out->symargs = 1;
		return 0;
	}
	if (strcmp(name, "hand_size") == 0 && nargs == 1) {
		if (sym[0] == NULL || (out->a = vec_find(&rs->decks, sym[0])) <
		    0)
			return FAIL("'%s' takes a deck's id", name);
		out->code = N_HAND_SIZE;
		out->symargs = 1;
		return 0;
	}
	if (strcmp(name, "total") == 0 && nargs >= 1) {
		/* the actor's sum of the resources named (a bit each) */
		for (int i = 0; i < nargs; i++) {
			long r2;
			if (sym[i] == NULL || (r2 = vec_find(&rs->resources,
			    sym[i])) < 0 || r2 >= 62)
				return FAIL("'%s' takes resources' ids", name);
			out->a |= 1L << r2;
			out->symargs |= 1u << i;
		}
		out->code = N_TOTAL;
		return 0;
	}
	if (strcmp(name, "resource") == 0 && nargs == 2 && sym[0] != NULL &&
	    (r = vec_find(&rs->resources, sym[0])) >= 0) {
		out->code = N_RES_OF;
		out->a = r;
		out->symargs = 1;
		return 0;
	}
	if (!has_board && (strcmp(name, "regions") == 0 || strcmp(name,
	    "owner") == 0 || strcmp(name, "pieces") == 0 || strcmp(name,
	    "mine") == 0 || strcmp(name, "adjacent") == 0 || strcmp(name,
	    "held") == 0 || strcmp(name, "held_groups") == 0))
		return FAIL("'%s' needs a board of regions "
		    "(board.regions or board.places)", name);
	if (strcmp(name, "regions") == 0 && nargs == 1)
		return out->code = N_REGIONS_OF, 0;
	if (strcmp(name, "home") == 0 && nargs == 1)
		return home_name(rs, name, nargs, out, err, n);
	if (strcmp(name, "starting_left") == 0 && nargs == 1)
		return starting_name(rs, name, nargs, out, err, n);
	if ((strcmp(name, "place_of") == 0 || strcmp(name, "place_holder") ==
	    0) && nargs == 1)
		return place_name(rs, name, name[6] == 'o' ? N_PLACE_OF :
		    N_PLACE_HOLDER, out, err, n);
	if ((strcmp(name, "sum_regions") == 0 || strcmp(name,
	    "count_regions") == 0) && nargs == 1) {
		if (!has_board)
			return FAIL("'%s' needs a board of regions "
			    "(board.regions or board.places)", name);
		out->code = N_EACH_REGION;
		out->each = name[0] == 's' ? EXPR_EACH_SUM : EXPR_EACH_COUNT;
		return 0;
	}
	if ((strcmp(name, "sum_groups") == 0 || strcmp(name,
	    "count_groups") == 0 || strcmp(name, "first_group") == 0) &&
	    nargs == 1) {
		if (eng_ngroups(rs) <= 0)
			return FAIL("'%s' needs groups of regions (board."
			    "groups, or an orbit board's bodies)", name);
		out->code = N_EACH_GROUP;
		out->each = name[0] == 's' ? EXPR_EACH_SUM : name[0] == 'c' ?
		    EXPR_EACH_COUNT : EXPR_EACH_FIRST;
		return 0;
	}
	if ((strcmp(name, "sum_gathered") == 0 || strcmp(name,
	    "count_gathered") == 0) && nargs == 1)
		return gathered_sym(c, name, nargs, out, err, n);
	if (strcmp(name, "group_value") == 0 && nargs == 2)
		return group_value_sym(c, name, sym, out, err, n);
	if (strcmp(name, "value") == 0 && nargs == 2) {
		if (region_sym(c, sym[0], &out->a) != 0 || sym[1] == NULL)
			return FAIL("'%s' takes a region and the id of one of "
			    "its values", name);
		/* a board of places: a place's own numbers */
		if (rs->board.places.n > 0)
			return place_number(name, sym, out, err, n);
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
	if ((strcmp(name, "port") == 0 && nargs == 1) ||
	    (strcmp(name, "field") == 0 && nargs == 1) ||
	    (strcmp(name, "linked") == 0 && nargs == 2))
		return body_name(c, name, nargs, sym, out, err, n);
	if (strcmp(name, "owner") == 0 && nargs == 1 && sym[0] == NULL) {
		/* owner(EXPR): of the region an expression gives (port(b)),
		 * nobody for none */
		out->code = N_OWNER_OF;
		return 0;
	}
	if ((strcmp(name, "owner") == 0 || strcmp(name, "mine") == 0) &&
	    nargs == 1) {
		if (region_sym(c, sym[0], &out->a) != 0)
			return FAIL("'%s' takes a region: a region "
			    "word of the action or a region's id", name);
		out->code = name[0] == 'o' ? N_OWNER : N_MINE;
		out->symargs = 1;
		return 0;
	}
	if (strcmp(name, "pieces") == 0 && nargs == 1 && sym[0] == NULL) {
		/* pieces(EXPR): on the region an expression gives */
		out->code = N_PIECES_OF;
		return 0;
	}
	if (strcmp(name, "pieces") == 0 && (nargs == 1 || nargs == 2)) {
		if (region_sym(c, sym[0], &out->a) != 0)
			return FAIL("'%s' takes a region first: a "
			    "region word of the action or a region's id", name);
		out->code = N_PIECES;
		out->b = -1;
		out->symargs = 1;
		if (nargs == 2) {
			if (sym[1] == NULL || (out->b = rs->board.zones.n > 0 ?
			    rs_force(sym[1]) : vec_find(&rs->pieces,
			    sym[1])) < 0)
				return FAIL("'%s' takes a piece's id "
				    "second", name);
			out->symargs |= 2;
		}
		return 0;
	}
	if (strcmp(name, "adjacent") == 0 && nargs == 2) {
		if (region_sym(c, sym[0], &out->a) != 0 ||
		    region_sym(c, sym[1], &out->b) != 0)
			return FAIL("'%s' takes two regions", name);
		out->code = N_ADJACENT;
		out->symargs = 3;
		return 0;
	}
	if (strcmp(name, "held") == 0 && nargs == 1) {
		if (group_sym(c, sym[0], &out->a) != 0)
			return FAIL("'%s' takes a group: a group word of the "
			    "action, a group's id (board.groups, or an orbit "
			    "board's bodies) or 'group' in sum_groups", name);
		out->code = N_HELD;
		out->symargs = 1;
		return 0;
	}
	if (strcmp(name, "first_region") == 0 && nargs == 1) {
		if (group_sym(c, sym[0], &out->a) != 0)
			return FAIL("'%s' takes a group: a group word of the "
			    "action, a group's id (board.groups, or an orbit "
			    "board's bodies) or 'group' in sum_groups", name);
		out->code = N_FIRST_REGION;
		out->symargs = 1;
		return 0;
	}
	if (strcmp(name, "held_groups") == 0 && nargs == 1) {
		if (sym[0] == NULL || !group_value(rs, sym[0]))
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
	if (strcmp(name, "role") == 0) {
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
	if (strcmp(name, "connected") == 0 && nargs == 2) {
		/* a = from, b = to (region codes, as adjacent's) */
		if (!has_board)
			return FAIL("'%s' needs a board of regions "
			    "(board.regions or board.places)", name);
		if (region_sym(c, sym[0], &out->a) != 0 ||
		    region_sym(c, sym[1], &out->b) != 0)
			return FAIL("'%s' takes two regions", name);
		out->code = N_CONNECTED;
		out->symargs = 3;
		return 0;
	}
	if (strcmp(name, "tally") == 0 && (nargs == 1 || nargs == 2))
		return tally_sym(c, nargs, sym, out, err, n);
	if ((strcmp(name, "hostages") == 0 && nargs == 2) ||
	    (strcmp(name, "built") == 0 && nargs == 1))
		return terr_name(c, name, sym, out, err, n);
	if (strcmp(name, "has_home") == 0 && nargs == 1)
		return arrival_name(c, name, N_HAS_HOME, out, err, n);
	if (strcmp(name, "done") == 0 && nargs == 1)
		return done_name(c, name, N_DONE, out, err, n);
	if (strcmp(name, "in_phase") == 0 && nargs == 1) {
		/* in_phase(PHASE): is the game in that phase? */
		if (sym[0] == NULL || (out->a = vec_find(&rs->phases,
		    sym[0])) < 0)
			return FAIL("'%s' takes a phase's id (phases), not "
			    "'%s'", name, sym[0] != NULL ? sym[0] :
			    "an expression");
		out->code = N_IN_PHASE;
		out->symargs = 1;
		return 0;
	}
	if (strcmp(name, "has_arrival") == 0 && nargs == 1)
		return arrival_name(c, name, N_HAS_ARRIVAL, out, err, n);
	if (strcmp(name, "squad_pieces") == 0)
		return squad_pieces_name(rs, name, nargs, sym, out, err, n);
	if (strcmp(name, "folk") == 0 || strcmp(name, "militia") == 0 ||
	    strcmp(name, "replenish_due") == 0 || strcmp(name, "shelters") ==
	    0 || strcmp(name, "folk_needed") == 0)
		return zone_count_name(c, name, nargs, sym, out, err, n);
	if (strcmp(name, "producers") == 0 || strcmp(name, "output") == 0 ||
	    strcmp(name, "producer_due") == 0)
		return zone_producer_name(c, name, nargs, sym, out, err, n);
	if ((r = eng_round_name(c, name, nargs, out, err, n)) != 1)
		return (int)r;
	if (strcmp(name, "sources") == 0 || strcmp(name, "sent") == 0)
		return sources_name(c, name, nargs, sym, out, err, n);
	if (strcmp(name, "modifier") == 0)
		return modifier_name(c, name, nargs, sym, out, err, n);
	if (strcmp(name, "reaches") == 0) {
		/* a = from, b = to (region codes, as adjacent's) */
		if (!has_board)
			return FAIL("'%s' needs a board of regions "
			    "(board.regions or board.places)", name);
		if (nargs != 2 || region_sym(c, sym[0], &out->a) != 0 ||
		    region_sym(c, sym[1], &out->b) != 0)
			return FAIL("'%s' takes two regions", name);
		out->code = N_REACHES;
		out->symargs = 3;
		return 0;
	}
	if (strcmp(name, "parties") == 0 || strcmp(name, "guard_unknown") ==
	    0 || strcmp(name, "fought") == 0 || strcmp(name, "strikers") == 0)
		return orbit_value_name(c, name, nargs, sym, out, err, n);
	/* the last argument, as a region where it names one */
	if (nargs > 0 && region_sym(c, sym[nargs - 1], &r) != 0)
		r = LONG_MIN;
	if ((r = eng_orders_name(c, name, nargs, sym, nargs > 0 ? r :
	    LONG_MIN, out, err, n)) != 1)
		return r;
	return FAIL("unknown name '%s', or the wrong number of "
	    "arguments (arbiter-ruleset(5), Expressions, lists the names)",
	    name);
}

/* What a name resolved reads of the player who acts, or NULL: me, the
 * names of the actor's own (a resource, before, total, mine, held,
 * held_groups, connected, a tally per player) and those that default to
 * the actor given no player (regions, home, starting_left, faction), a
 * region written 'home'.  *named: how to name a player instead, "" to
 * name one (me), NULL when no name of a player does. */
static const char *
actor_read(const struct ruleset *rs, const struct expr_sym *s, int nargs,
    const char *const *sym, const char **named)
{
	*named = NULL;
	for (int i = 0; i < nargs; i++)
		if ((s->symargs & 1u << i) && sym[i] != NULL &&
		    strcmp(sym[i], "home") == 0 && (s->a == HOME_REGION ||
		    s->b == HOME_REGION))
			return *named = "home(PLAYER)", "reads 'home', the "
			    "region of the actor's home";
	switch (s->code) {
	case N_ME:
		*named = "";
		return "names the player who acts";
	case N_RES:
		*named = "resource(RESOURCE, PLAYER)";
		return "reads a resource of the actor's";
	case N_BEFORE:
		return "reads the actor's resource before the cost";
	case N_TOTAL:
		*named = "resource(RESOURCE, PLAYER)";
		return "reads the actor's resources";
	case N_FACTION:
	case N_FACTION_HAS:
		if (s->c)
			return NULL;
		*named = "faction(VALUE, PLAYER)";
		return "reads a value of the actor's faction";
	case N_STARTING_LEFT:
		*named = "starting_left(PLAYER)";
		return "reads the actor's starting groups";
	case N_REGIONS:
		*named = "regions(PLAYER)";
		return "reads the actor's regions";
	case N_HOME:
		*named = "home(PLAYER)";
		return "reads the actor's home";
	case N_MINE: return "reads the actor's pieces";
	case N_HELD:
	case N_HELD_GROUPS: return "reads the groups the actor holds";
	case N_CONNECTED:
		return "reads a way through the actor's regions";
	case N_TALLY:
		return VEC_AT(rs->tallies, struct tally_def, s->a)->per ==
		    TALLY_PLAYER ? "reads the actor's count" : NULL;
	default: return NULL;
	}
}

/* What a name resolved reads of the bindings (here, group, piece, who: names.h
 * ENG_BINDS_*) and, an aggregate, binds for its argument. */
static void
bindings(const char *const *sym, int nargs, struct expr_sym *s)
{
	if ((s->code == N_HERE && s->a == HERE_REGION) || (s->code ==
	    N_GROUP && s->a == HERE_GROUP))
		s->needs = s->code == N_HERE ? ENG_BINDS_HERE : ENG_BINDS_GROUP;
	if (s->code == N_TRACKED && s->a == -1) {
		s->needs = ENG_BINDS_PIECE;
		s->need_arg = 1;
	}
	if (s->code == N_WHO)
		s->needs = ENG_BINDS_WHO;
	for (int i = 0; i < nargs && s->needs == 0; i++) {
		int here, group;
		if (!(s->symargs & 1u << i) || sym[i] == NULL)
			continue;
		here = strcmp(sym[i], "here") == 0 && (s->a == HERE_REGION ||
		    s->b == HERE_REGION || s->c == HERE_REGION);
		group = strcmp(sym[i], "group") == 0 && (s->a == HERE_GROUP ||
		    s->b == HERE_GROUP || s->c == HERE_GROUP);
		if (here || group) {
			s->needs = here ? ENG_BINDS_HERE : ENG_BINDS_GROUP;
			s->need_arg = i + 1;
		}
	}
	if (s->each != 0)
		s->binds = s->code == N_EACH_REGION ? ENG_BINDS_HERE :
		    s->code == N_EACH_GROUP ? ENG_BINDS_GROUP :
		    s->code == N_EACH_PIECE ? ENG_BINDS_PIECE :
		    s->code == N_EACH_PLAYER || s->code == N_BEST_PLAYER ?
		    ENG_BINDS_WHO : 0;
}

/* The refusal of a name read where nothing binds what it needs. */
static void
unbound(void *ctx, const char *name, unsigned missing, char *err, size_t n)
{
	const char *word = "piece", *what = "the piece tracked one by one "
	    "on the board", *by = "sum_pieces, count_pieces and "
	    "@piecevalues", *eg = "count_pieces(tracked(piece, owner) == me)";
	const char *also = "";

	(void)ctx;
	if (missing & ENG_BINDS_WHO) {
		word = "who";
		what = "the player";
		by = "sum_players, count_players, max_players, best_player, "
		    "@players, @ranking, a declare-winner's where, "
		    "rank-players' by, list-players' each and json-each, "
		    "throw-pools' fires and a pool combat's destroyed";
		eg = "count_players(resource(gold, who) > 0)";
		also = "; under each-player and each-player-in-turn each "
		    "player is 'me'";
	} else if (missing & ENG_BINDS_HERE) {
		word = "here";
		what = "the region";
		by = "sum_regions, count_regions, @regions, @regionvalues, "
		    "@regionterms, the effects under each-region and "
		    "each-source, clear-spawned, a due's per-region and "
		    "says-region and a pool combat's over";
		eg = "count_regions(owner(here) == me)";
	} else if (missing & ENG_BINDS_GROUP) {
		word = "group";
		what = "the group of regions";
		by = "sum_groups, count_groups, first_group and the effects "
		    "under each-group";
		eg = "count_groups(held(group))";
	}
	if (strcmp(name, word) == 0)
		snprintf(err, n, "'%s' is %s that %s go over one at a time, "
		    "and it stands outside all of them: write it inside one "
		    "('%s')%s", word, what, by, eg, also);
	else
		snprintf(err, n, "'%s' reads '%s', %s that %s go over one at "
		    "a time, and it stands outside all of them: write it "
		    "inside one ('%s')%s", name, word, what, by, eg, also);
}

/* resolve, refusing where nobody acts (c->no_actor) a name that reads the
 * actor. */
static int
resolve_here(void *ctx, const char *name, int nargs, const char *const *sym,
    struct expr_sym *out, char *err, size_t n)
{
	const struct eng_names_ctx *c = ctx;
	const char *what, *named;

	if (resolve(ctx, name, nargs, sym, out, err, n) != 0)
		return -1;
	bindings(sym, nargs, out);
	if (c->no_actor == NULL || (what = actor_read(c->rs, out, nargs, sym,
	    &named)) == NULL)
		return 0;
	if (named == NULL)
		return FAIL("'%s' %s, and %s", name, what, c->no_actor);
	return FAIL("'%s' %s, and %s, or name the player%s%s%s", name, what,
	    c->no_actor, named[0] != '\0' ? " (" : "", named,
	    named[0] != '\0' ? ")" : "");
}

/* The bits a place is compiled with (in_roll: 1, a roll's; names.h
 * ENG_IN_*, ENG_BINDS_*) are each its own: added up they make no more
 * than all of them together. */
_Static_assert(1 + ENG_IN_DUE + ENG_IN_TARGET + ENG_BINDS_HERE +
    ENG_BINDS_GROUP + ENG_BINDS_PIECE + ENG_IN_ROUND + ENG_IN_RANKING +
    ENG_IN_PAIR + ENG_IN_DECIDED + ENG_IN_LIST + ENG_IN_POOL +
    ENG_IN_PARTY + ENG_IN_THROW + ENG_BINDS_WHO + ENG_IN_ADDED +
    ENG_IN_SITE ==
    (1 | ENG_IN_DUE | ENG_IN_TARGET | ENG_BINDS_HERE | ENG_BINDS_GROUP |
    ENG_BINDS_PIECE | ENG_IN_ROUND | ENG_IN_RANKING | ENG_IN_PAIR |
    ENG_IN_DECIDED | ENG_IN_LIST | ENG_IN_POOL | ENG_IN_PARTY |
    ENG_IN_THROW | ENG_BINDS_WHO | ENG_IN_ADDED | ENG_IN_SITE),
    "two binding bits of names.h are the same: take the next free one");

const struct expr_names eng_names_proto = { resolve_here, NULL, 0,
    unbound };

static int
compile(struct sexpr *x, const char *path, const struct ruleset *rs,
    const struct action_def *act, int in_roll, struct diag_list *errs)
{
	return eng_compile_in(x, path, rs, act, in_roll, 0, errs);
}

int
eng_compile_now(struct sexpr *x, const char *path, const struct ruleset *rs,
    const struct action_def *act, int in_roll, int in_says,
    struct diag_list *errs)
{
	struct eng_names_ctx c = { rs, act, in_roll & 1, in_says,
	    (in_roll & ENG_IN_DUE) != 0, rs->no_actor,
	    (in_roll & ENG_IN_TARGET) != 0, (in_roll & ENG_IN_ROUND) != 0,
	    (in_roll & ENG_IN_POOL) != 0,
	    (in_roll & (ENG_IN_PARTY | ENG_IN_THROW)) != 0,
	    (in_roll & ENG_IN_THROW) != 0, (in_roll & ENG_IN_ADDED) != 0,
	    (in_roll & ENG_IN_SITE) != 0 };
	struct expr_names names = eng_names_proto;
	struct diag d;

	if (x->text == NULL || x->text == schema_unknown_str || x->e != NULL ||
	    x->later != 0)
		return 0;
	names.ctx = &c;
	names.bound = (unsigned)(in_roll | (int)rs->bound) & ENG_BINDS_ALL;
	if (expr_parse(x->text, x->pos.file, x->pos.line, x->pos.col, &names,
	    &x->e, &d) == ST_OK)
		return 0;
	diag_list_add(errs, d.code, d.file, d.line, d.col, "'%s': %s", path,
	    d.msg);
	return 1;
}

int
eng_compile_in(struct sexpr *x, const char *path, const struct ruleset *rs,
    const struct action_def *act, int in_roll, int in_says,
    struct diag_list *errs)
{
	/* a line's expressions are compiled with their line (says.c) */
	if (rs->checked && !in_says && x->text != NULL &&
	    x->text != schema_unknown_str && x->e == NULL && x->later == 0) {
		x->later = 1 + (in_roll | (int)rs->bound);
		x->later_of = act;
		return 0;
	}
	return eng_compile_now(x, path, rs, act, in_roll, in_says, errs);
}

int
eng_compile_key(struct sexpr *x, const char *path, const char *key,
    const struct ruleset *rs, const struct action_def *act, int in_roll,
    struct diag_list *errs)
{
	char p[300];

	if (key != NULL)
		fmt_path(p, sizeof p, "%.200s.%s", path, key);
	else
		fmt_path(p, sizeof p, "%.200s", path);
	return in_roll ? eng_compile_in(x, p, rs, act, in_roll, 0, errs) :
	    eng_compile_expr(x, p, rs, act, errs);
}

int
eng_expr_ready(const struct ruleset *rs, const struct sexpr *cx,
    struct diag *d)
{
	struct sexpr *x = (struct sexpr *)cx;	/* compiled once, in place */
	struct diag_list errs;
	int later = x->later, bad;

	if (later == 0)
		return ST_OK;
	x->later = 0;
	diag_list_init(&errs);
	bad = eng_compile_now(x, "an expression", rs, x->later_of, later - 1,
	    0, &errs);
	if (bad) {
		/* an image that passed its checksum and is still wrong: the
		 * expression stays uncompiled, refused each time */
		x->later = later;
		diag_at(d, ST_DATA, x->pos.file != NULL ? x->pos.file : "",
		    x->pos.line, x->pos.col, "%s (the rules kept with the "
		    "game: 'arbiter ruleset check' its texts)", errs.n > 0 ?
		    errs.v[0].msg : "an expression does not compile");
	} else
		x->later_of = NULL;
	diag_list_free(&errs);
	return bad ? ST_DATA : ST_OK;
}

int
eng_compile_expr_now(struct sexpr *x, const char *path,
    const struct ruleset *rs, const struct action_def *act,
    struct diag_list *errs)
{
	return eng_compile_now(x, path, rs, act, 0, 0, errs);
}

int
eng_compile_expr(struct sexpr *x, const char *path, const struct ruleset *rs,
    const struct action_def *act, struct diag_list *errs)
{
	return compile(x, path, rs, act, 0, errs);
}

int
eng_compile_rolled(struct sexpr *x, const char *path, const struct ruleset *rs,
    const struct action_def *act, struct diag_list *errs)
{
	return compile(x, path, rs, act, 1, errs);
}

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
