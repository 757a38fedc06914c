/* names_int.h: the readers of names_sym*.c and the other names_*.c files
 * (names_game.c, names_board.c ...) that names.c resolves an expression's
 * names with (each: 0 with out set, -1 with err, or as its comment says),
 * and FAIL, their refusal of a name. */
#ifndef ARBITER_NAMES_INT_H
#define ARBITER_NAMES_INT_H

#include <stddef.h>
#include <string.h>

#include "core/rules/names.h"
#include "core/rules/ruleset.h"

/* Is s the key k of a table of keys (eng_sites_keys, ...): its first
 * letter tried before the call, as most keys tried are not it. */
static inline int
nm_key_is(const char *k, const char *s)
{
	return k[0] == s[0] && strcmp(k, s) == 0;
}

/* Is name the word w (a text of at least one letter): its first two
 * letters tried before the call (a name is tried against some hundred
 * words, most of them refused at once; many that begin alike, count_ or
 * chief_, by the second), the rest by it. */
#define NAME_IS(name, w) ((name)[0] == (w)[0] && (name)[1] == (w)[1] && \
	((w)[1] == '\0' || strcmp((name) + 2, (w) + 2) == 0))

/* Does the ruleset have a board of regions: regions declared, or lands
 * derived from bodies (an orbit board), or tiles laid in play (a map of
 * territories), or places, or numbered zones? */
static inline int
nm_board_of(const struct ruleset *rs)
{
	return rs->board.regions.n > 0 || rs->board.bodies.n > 0 ||
	    rs->mech.territories.present || rs->board.places.n > 0 ||
	    rs->board.zones.n > 0;
}

/* A function of the game that reads no board (names_game.c): 0, -1 with
 * err, or 1 for a name of another kind. */
int nm_game_name(const struct eng_names_ctx *c, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n);
/* A function of the board's regions, and the rest (names_board.c): 0, or
 * -1 with err (an unknown name at last). */
int nm_board_name(const struct eng_names_ctx *c, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n);

int nm_region_sym(const struct eng_names_ctx *c, const char *text, long *out);
int nm_group_sym(const struct eng_names_ctx *c, const char *text, long *out);
int nm_morale_sym(const struct eng_names_ctx *c, const char *name,
    const char *const *sym, struct expr_sym *out, char *err, size_t n);
int nm_fight_sym(const struct eng_names_ctx *c, const char *name,
    const char *const *sym, struct expr_sym *out, char *err, size_t n);
int nm_ability_sym(const struct eng_names_ctx *c, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n);
int nm_sites_sym(const struct eng_names_ctx *c, const char *name,
    const char *const *sym, struct expr_sym *out, char *err, size_t n);
int nm_group_value(const struct ruleset *rs, const char *v);
/* option(NAME, VALUE): 1 when the game's choice option NAME has the value
 * VALUE, 0 otherwise, a constant (names_option.c). */
int nm_option_name(const struct eng_names_ctx *c, const char *name,
    int nargs, const char *const *sym, struct expr_sym *out, char *err,
    size_t n);
int nm_choice_word(const struct action_def *act, const char *name,
    long *place);
int nm_chief_sum_sym(const struct eng_names_ctx *c, const char *name,
    int nargs, const char *const *sym, struct expr_sym *out, char *err,
    size_t n);
int nm_chief_with_sym(const struct eng_names_ctx *c, const char *name,
    const char *const *sym, struct expr_sym *out, char *err, size_t n);
int nm_tracked_sym(const struct eng_names_ctx *c, const char *name,
    const char *const *sym, struct expr_sym *out, char *err, size_t n);
/* unit(PIECE, NAME), unit_has(...) of a counted piece (names_piece_value.c): 1
 * when the first argument names no piece. */
int nm_piece_value_sym(const struct eng_names_ctx *c, const char *name,
    const char *const *sym, struct expr_sym *out, char *err, size_t n);
int nm_resource_is_sym(const struct eng_names_ctx *c, const char *name,
    const char *const *sym, struct expr_sym *out, char *err, size_t n);
int nm_faction_value(const struct ruleset *rs, const char *id);
int nm_home_name(const struct ruleset *rs, const char *name, int nargs,
    struct expr_sym *out, char *err, size_t n);
int nm_starting_name(const struct ruleset *rs, const char *name, int nargs,
    struct expr_sym *out, char *err, size_t n);
int nm_place_name(const struct ruleset *rs, const char *name, int code,
    struct expr_sym *out, char *err, size_t n);
int nm_tally_sym(const struct eng_names_ctx *c, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n);
int nm_terr_name(const struct eng_names_ctx *c, const char *name,
    const char *const *sym, struct expr_sym *out, char *err, size_t n);
int nm_gathered_sym(const struct eng_names_ctx *c, const char *name, int nargs,
    struct expr_sym *out, char *err, size_t n);
int nm_arrival_name(const struct eng_names_ctx *c, const char *name, int code,
    struct expr_sym *out, char *err, size_t n);
int nm_order_name(const struct eng_names_ctx *c, const char *name,
    struct expr_sym *out, char *err, size_t n);
int nm_body_name(const struct eng_names_ctx *c, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n);
int nm_victory_at_name(const struct ruleset *rs, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n);
int nm_sources_name(const struct eng_names_ctx *c, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n);
int nm_modifier_name(const struct eng_names_ctx *c, const char *name,
    int nargs, const char *const *sym, struct expr_sym *out, char *err,
    size_t n);
int nm_zone_count_name(const struct eng_names_ctx *c, const char *name,
    int nargs, const char *const *sym, struct expr_sym *out, char *err,
    size_t n);
int nm_zone_producer_name(const struct eng_names_ctx *c, const char *name,
    int nargs, const char *const *sym, struct expr_sym *out, char *err,
    size_t n);
int nm_place_number(const char *name, const char *const *sym,
    struct expr_sym *out, char *err, size_t n);
/* squad_strikers(ZONE, PARTY, SPACE), squad_carriers(ZONE, PARTY,
 * SPACE): a party's squad at a zone, in orbit or on a distance space;
 * distance(ZONE, ZONE) (names_squad.c). */
int nm_squad_count_name(const struct eng_names_ctx *c, const char *name,
    int nargs, const char *const *sym, struct expr_sym *out, char *err,
    size_t n);
/* items(WORD, NAME), items(WORD): an items word's counts
 * (names_items.c). */
int nm_items_name(const struct eng_names_ctx *c, const char *name,
    int nargs, const char *const *sym, struct expr_sym *out, char *err,
    size_t n);
/* kept(PLAYER, WORD), kept(PLAYER): the cards a player keeps
 * (names_kept.c). */
int nm_kept_name(const struct eng_names_ctx *c, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n);
/* holding_player(WORD): the player a holding word names, or nobody
 * (names_holding.c). */
int nm_holding_player_name(const struct eng_names_ctx *c, const char *name,
    int nargs, const char *const *sym, struct expr_sym *out, char *err,
    size_t n);
/* known(MECHANISM, KEY), known(KEY.PATH): is a mechanism's number or
 * text, or any value the ruleset may leave unknown, known
 * (names_known.c)? */
int nm_known_name(const struct ruleset *rs, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n);
/* changed: how many of the actor's resources differ from before
 * (names_changed.c). */
int nm_changed_name(const struct eng_names_ctx *c, const char *name,
    struct expr_sym *out, char *err, size_t n);
/* order_way: the way an order's moves have gone (names_order_way.c). */
int nm_order_way_name(const struct eng_names_ctx *c, const char *name,
    struct expr_sym *out, char *err, size_t n);
/* brought(PLAYER, KEY): what a player put under the current site of the
 * round (names_brought.c). */
int nm_brought_name(const struct eng_names_ctx *c, const char *name,
    const char *const *sym, struct expr_sym *out, char *err, size_t n);
/* steps(REGION, REGION): the steps between two territories on the hex
 * grid, -1 for one without a place there (names_steps.c). */
int nm_steps_name(const struct eng_names_ctx *c, const char *name,
    int nargs, const char *const *sym, struct expr_sym *out, char *err,
    size_t n);
/* home_distance: the steps a home keeps from another
 * (mechanisms.territories.home.distance; names_home_distance.c). */
int nm_home_distance_name(const struct eng_names_ctx *c, const char *name,
    struct expr_sym *out, char *err, size_t n);
/* tiles_left(KIND): the tiles of a kind not on the map of territories
 * yet (names_tiles_left.c). */
int nm_tiles_left_name(const struct eng_names_ctx *c, const char *name,
    int nargs, struct expr_sym *out, char *err, size_t n);
/* chief_ability(CHIEF): whether a chief has an ability to use
 * (names_chief_ability.c). */
int nm_chief_ability_name(const struct eng_names_ctx *c, const char *name,
    int nargs, struct expr_sym *out, char *err, size_t n);
/* site_keeper(SITE): who kept a site of the round (names_site_keeper.c). */
int nm_site_keeper_name(const struct eng_names_ctx *c, const char *name,
    int nargs, struct expr_sym *out, char *err, size_t n);
/* carriers(ZONE, PARTY): the carriers a party has in a numbered zone's
 * orbit (names_carriers.c). */
int nm_orbit_carriers_name(const struct eng_names_ctx *c, const char *name,
    const char *const *sym, struct expr_sym *out, char *err, size_t n);
/* chief_of(PLAYER, KEY): what of a player's chief on the board is read
 * (names_chief_of.c). */
int nm_chief_of_name(const struct eng_names_ctx *c, const char *name,
    const char *const *sym, struct expr_sym *out, char *err, size_t n);
/* cargo(ZONE, PARTY[, KIND]), room(ZONE, PARTY) and goods(WORD, KIND):
 * goods carried, a squad's room, a cargo word's goods (names_cargo.c). */
int nm_cargo_name(const struct eng_names_ctx *c, const char *name,
    int nargs, const char *const *sym, struct expr_sym *out, char *err,
    size_t n);
/* on_grid(REGION): 1 when a territory has its place on the hex grid, its
 * argument valued (names_on_grid.c). */
int nm_on_grid_name(const struct eng_names_ctx *c, const char *name,
    int nargs, struct expr_sym *out, char *err, size_t n);
int nm_orbit_value_name(const struct eng_names_ctx *c, const char *name,
    int nargs, const char *const *sym, struct expr_sym *out, char *err,
    size_t n);
int nm_place_value_name(const struct eng_names_ctx *c, const char *name,
    int nargs, const char *const *sym, struct expr_sym *out, char *err,
    size_t n);
int nm_tenure_name(const struct eng_names_ctx *c, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n);
int nm_hold_to_win_name(const struct ruleset *rs, const char *name,
    struct expr_sym *out, char *err, size_t n);
int nm_squad_pieces_name(const struct ruleset *rs, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n);
int nm_pieces_name(const struct eng_names_ctx *c, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n);
int nm_group_value_sym(const struct eng_names_ctx *c, const char *name,
    const char *const *sym, struct expr_sym *out, char *err, size_t n);

/* The words an expression names bare that the engine knows whatever the
 * ruleset (names_bare.c), in the order of their table (strcmp's). */
enum nm_bare {
	BW_ARRIVAL_NEXT,
	BW_ATTACKER,
	BW_CHANGED,
	BW_CHOOSER,
	BW_COMBAT_REGION,
	BW_COUNT,
	BW_DEFENDER,
	BW_DUE,
	BW_FACES_GIVEN,
	BW_GATHERED_FIRST,
	BW_GROUP,
	BW_HELD_GROUPS,
	BW_HERE,
	BW_HOLD_TO_WIN,
	BW_HOME,
	BW_HOME_DISTANCE,
	BW_HOME_NEXT,
	BW_KIND,
	BW_LINKS,
	BW_ME,
	BW_NOBODY,
	BW_ORDER_REGION,
	BW_ORDER_RUNNING,
	BW_ORDER_WAY,
	BW_PARTY,
	BW_PARTY_DICE,
	BW_PARTY_EXTRA,
	BW_PARTY_KILLS,
	BW_PARTY_TOTAL,
	BW_PARTY_UNITS,
	BW_PLACED,
	BW_PLACER,
	BW_PLACES,
	BW_PLAYERS,
	BW_REGIONS,
	BW_REGIONS_TOTAL,
	BW_ROLL,
	BW_ROUND,
	BW_SETUP,
	BW_SITE,
	BW_SQUAD_AWAY,
	BW_SQUADS_IN_FLIGHT,
	BW_STANDINGS_WAIT,
	BW_START_FIXED,
	BW_STARTING_LEFT,
	BW_TARGET,
	BW_TO_PLACE,
	BW_TURN_PLAYER,
	BW_UNDONE_NEXT,
	BW_WHO,
	BW_WINNERS,
	BW__N
};
/* name's word (BW_*), or -1 when it is none of them. */
int nm_bare_word(const char *name);
/* The text of word w (for the unit test of the table's order). */
const char *nm_bare_name(int w);

/* Refuse a name: the message in err, -1. */
#define FAIL(...) (snprintf(err, n, __VA_ARGS__), -1)

#endif
