/* ruleset_zones.c: the schema of zones, distances and the mechanisms of
 * ruleset_zones.h, their cross checks, and zone lookups. */
#include <ctype.h>
#include <limits.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/board/board_near.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_schema.h"
#include "core/rules/words.h"
#include "core/rules/words_keys.h"

static const char at_names[][SCHEMA_NAME_MAX] = { "home", "colony", "any", "" };
/* what a product makes, in the order of enum force; also the pieces by
 * the names expressions give them (squad_pieces, morale, pieces) */
static const char makes_names[][SCHEMA_NAME_MAX] = { STRIKERS_KEY,
	CARRIERS_KEY, MILITIA_KEY, "" };
/* the pieces in expressions, as texts of before named them */
static const char piece_names_old[][SCHEMA_NAME_MAX] = { KEY_STRIKERS,
	KEY_CARRIERS, KEY_MILITIA, "" };
static const char first_names[][SCHEMA_NAME_MAX] = { "lowest", "highest", "" };
static const char retreat_names[][SCHEMA_NAME_MAX] = { "fly", "instant", "" };
static const char neutral_names[][SCHEMA_NAME_MAX] = { ZONE_FOLK_KEY, "" };
static const char goods_names[][SCHEMA_NAME_MAX] = { ZONE_FOLK_KEY,
	PRODUCERS_KEY, STORE_KEY, "" };

#define ZONES_TYPES(T, L) \
	L(t_dice, (.check = rs_check_dice), .kind = SK_STR, \
	    .what = "a dice expression") \
	L(t_at, (.names = at_names), .kind = SK_ENUM) \
	L(t_piece, (.names = makes_names), .kind = SK_ENUM) \
	L(t_first, (.names = first_names), .kind = SK_ENUM) \
	L(t_measure, (.names = rs_rank_by_names + BY__N), .kind = SK_ENUM) \
	L(t_retreat, (.names = retreat_names), .kind = SK_ENUM) \
	L(t_neutral, (.names = neutral_names), .kind = SK_ENUM) \
	L(t_goods, (.names = goods_names), .kind = SK_ENUM) \
	T(t_pos, .kind = SK_INT, .min = 1, .max = 1000000) \
	T(t_count, .kind = SK_INT, .min = 0, .max = 1000000) \
	T(t_str, .kind = SK_STR) \
	T(t_text, .kind = SK_STR, .what = "a text") \
	T(t_ref_res, RS_REF(resources, "resource")) \
	T(t_ref_ranking, RS_REF(rankings, "ranking")) \
	T(t_zone, SCHEMA_STRUCT(struct zone_def, zone_fields, "a zone")) \
	T(rs_t_zones, SCHEMA_DICT(t_zone, "zones")) \
	T(t_rows, SCHEMA_LIST(t_str)) \
	T(rs_t_distances, .kind = SK_STRUCT, \
	    .size = sizeof(struct distance_def), \
	    SCHEMA_FIELDS(distance_fields), \
	    .what = "a distance table") \
	T(t_numbers, SCHEMA_LIST(t_pos)) \
	T(t_holdings, SCHEMA_LIST(t_numbers)) \
	T(t_start_squad, \
	    SCHEMA_STRUCT(struct start_squad, start_squad_fields, \
	    "a starting squad")) \
	T(t_start_squads, SCHEMA_LIST(t_start_squad)) \
	T(rs_t_zones_setup, .kind = SK_STRUCT, \
	    .size = sizeof(struct zones_setup), \
	    SCHEMA_FIELDS(zones_setup_fields), \
	    .what = "the zones' setup") \
	T(t_res_refs, SCHEMA_LIST(t_ref_res)) \
	T(t_producer, \
	    SCHEMA_STRUCT(struct producer_kind, producer_fields, \
	    "a producer kind")) \
	T(t_producers, .kind = SK_DICT, .elem = TI_t_producer, \
	    .what = "producer kinds", .min_n = 1) \
	T(t_band, \
	    SCHEMA_STRUCT(struct output_band, band_fields, "an output band")) \
	T(t_bands, SCHEMA_LIST(t_band), .min_n = 1) \
	T(rs_t_colonies, .kind = SK_STRUCT, \
	    .size = sizeof(struct colonies_def), \
	    SCHEMA_FIELDS(colonies_fields), \
	    .what = "zones with their counters") \
	T(t_cost, .kind = SK_DICT, .elem = TI_t_count, \
	    .what = "amounts by resource id") \
	T(t_product, \
	    SCHEMA_STRUCT(struct product_def, product_fields, "a product")) \
	T(t_products, .kind = SK_DICT, .elem = TI_t_product, \
	    .what = "products", .min_n = 1) \
	T(rs_t_production, .kind = SK_STRUCT, \
	    .size = sizeof(struct production_def), \
	    SCHEMA_FIELDS(production_fields), \
	    .what = "sealed production orders") \
	T(t_criterion, \
	    SCHEMA_STRUCT(struct criterion_def, criterion_fields, \
	    "a criterion")) \
	T(t_chain, SCHEMA_LIST(t_criterion), .min_n = 1) \
	T(rs_t_chosen_order, .kind = SK_STRUCT, \
	    .size = sizeof(struct chosen_order_def), \
	    SCHEMA_FIELDS(chosen_fields), \
	    .what = "an order the players choose places in, by rank") \
	T(rs_t_flight, .kind = SK_STRUCT, .size = sizeof(struct flight_def), \
	    SCHEMA_FIELDS(flight_fields), \
	    .what = "squads flying along the distance track") \
	T(t_ref_combat, RS_REF(combats, "combat")) \
	T(rs_t_orbit_combat, .kind = SK_STRUCT, \
	    .size = sizeof(struct orbit_combat_def), \
	    SCHEMA_FIELDS(orbit_combat_fields), .what = "orbit combat") \
	T(rs_t_landing, .kind = SK_STRUCT, \
	    .size = sizeof(struct landing_def), \
	    SCHEMA_FIELDS(landing_fields), \
	    .what = "landings") \
	T(t_hold, \
	    SCHEMA_STRUCT(struct hold_count, hold_fields, \
	    "a count of zones")) \
	T(t_holds, SCHEMA_LIST(t_hold)) \
	T(rs_t_game_end, .kind = SK_STRUCT, \
	    .size = sizeof(struct game_end_def), \
	    SCHEMA_FIELDS(game_end_fields), \
	    .what = "the end of the game") \
	T(t_goods_list, SCHEMA_LIST(t_goods)) \
	T(rs_t_cargo, .kind = SK_STRUCT, .size = sizeof(struct cargo_def), \
	    SCHEMA_FIELDS(cargo_fields), .what = "cargo carried by squads")
SCHEMA_TYPE_INDICES(ZONES_TYPES);
/* --- board ----------------------------------------------------------------- */

#define ZONE_FIELDS(F) \
	F("number", t_pos, struct zone_def, number, SF_REQUIRED, 0, \
	    "the {zone}'s number, its place in the list from 1") \
	F("name", t_str, struct zone_def, name, SF_REQUIRED, 0, \
	    "the name shown to people") \
	F(ZONE_FOLK_KEY, t_count, struct zone_def, folk, \
	    SF_REQUIRED | SF_UNKNOWN, 0, "the {folk} printed on its " \
	    "board")

#define DISTANCE_FIELDS(F) \
	F("source", t_text, struct distance_def, source, 0, 0, \
	    "where the table comes from") \
	F("rows", t_rows, struct distance_def, rows, SF_REQUIRED | SF_UNKNOWN, \
	    0, "one row of digits per {zone} in number order: the spaces " \
	    "from that {zone} to each {zone} (0: straight into orbit)")

/* --- setup ----------------------------------------------------------------- */

#define START_SQUAD_FIELDS(F) \
	F("at", t_at, struct start_squad, at, SF_REQUIRED, 0, \
	    "home: the home {zone}; colony: a {zone} held other than home; " \
	    "any: any {zone} held (the player chooses with 'deploy')") \
	F("count", t_pos, struct start_squad, count, 0, 1, \
	    "on how many different {zones}") \
	F(STRIKERS_KEY, t_count, struct start_squad, strikers, 0, 0, \
	    "{strikers} in the {squad}") \
	F(CARRIERS_KEY, t_count, struct start_squad, carriers, 0, 0, \
	    "{carriers} in the {squad}")
#define ZONES_SETUP_FIELDS(F) \
	F("holdings", t_holdings, struct zones_setup, holdings, 0, 0, \
	    "the {zone} numbers each seat holds at the start; none: the GM " \
	    "deals them with 'allot'") \
	F(SQUADS_KEY, t_start_squads, struct zones_setup, squads, 0, 0, \
	    "each player's starting {squads}")

/* --- mechanisms ------------------------------------------------------------ */

#define PRODUCER_FIELDS(F) \
	F("name", t_str, struct producer_kind, name, SF_REQUIRED, 0, \
	    "the name shown to people") \
	F("makes", t_ref_res, struct producer_kind, makes, SF_REQUIRED, 0, \
	    "the resource it makes")
#define BAND_FIELDS(F) \
	F("from", t_pos, struct output_band, from, SF_REQUIRED, 0, \
	    "the lowest {folk} of the band") \
	F("each", t_count, struct output_band, each, SF_REQUIRED, 0, \
	    "what each {producer} makes")
#define COLONIES_FIELDS(F) \
	F(STORE_KEY, t_res_refs, struct colonies_def, store, \
	    SF_REQUIRED, 0, "the resources of a player's central {store}") \
	F(FOLK_MAX_KEY, t_pos, struct colonies_def, folk_max, \
	    SF_REQUIRED, 0, "the most {folk} a {zone} can have") \
	F(PRODUCERS_KEY, t_producers, struct colonies_def, producers, \
	    SF_REQUIRED, 0, "the kinds of {producer}") \
	F(PRODUCERS_MAX_KEY, t_count, struct colonies_def, producers_max, 0, \
	    1, \
	    "the most {producers} on one {zone}") \
	F(SHELTERS_MAX_KEY, t_count, struct colonies_def, shelters_max, 0, 0, \
	    "the most {shelters} on one {zone}") \
	F("output", t_bands, struct colonies_def, output, SF_REQUIRED, 0, \
	    "what each {producer} makes by the {zone}'s {folk}, lowest band " \
	    "first") \
	F(NEUTRAL_STRIKERS_KEY, t_count, struct colonies_def, \
	    neutral_strikers, \
	    SF_UNKNOWN, 0, "{strikers} guarding a neutral {zone} at the " \
	    "start") \
	F(NEUTRAL_MILITIA_KEY, t_neutral, struct colonies_def, \
	    neutral_militia, \
	    SF_UNKNOWN, NEUTRAL_MILITIA_FOLK, \
	    "{militias} on a neutral {zone} at the start: {folk} (as many " \
	    "as its {folk})")

#define PRODUCT_FIELDS(F) \
	F("name", t_str, struct product_def, name, SF_REQUIRED, 0, \
	    "the name shown to people, for several") \
	F("one", t_str, struct product_def, one, 0, 0, \
	    "the name for one, when it differs") \
	F("makes", t_piece, struct product_def, makes, 0, 0, \
	    "what it adds: {strikers} or {carriers} (to the {squad} in the " \
	    "{zone}'s orbit) or {militias} (on the {zone}), read where an " \
	    "order of a text of before is declared at load (reinforce)") \
	F("cost", t_cost, struct product_def, cost, SF_REQUIRED, 0, \
	    "the resources one costs")
#define PRODUCTION_FIELDS(F) \
	F("products", t_products, struct production_def, products, \
	    SF_REQUIRED, 0, "what production orders may build")

#define CRITERION_FIELDS(F) \
	F("by", t_measure, struct criterion_def, by, SF_REQUIRED, 0, \
	    "what is compared") \
	F("first", t_first, struct criterion_def, first, SF_REQUIRED, 0, \
	    "who chooses first: lowest or highest")
#define CHOSEN_FIELDS(F) \
	F("chain", t_chain, struct chosen_order_def, chain, 0, 0, \
	    "who chooses a place first, criterion by criterion (the older " \
	    "form of 'ranking')") \
	F("ranking", t_ref_ranking, struct chosen_order_def, ranking, 0, 0, \
	    "the ranking whose criteria say who chooses a place first")

#define FLIGHT_FIELDS(F) \
	F("retreat", t_retreat, struct flight_def, retreat, 0, RETREAT_FLY, \
	    "a beaten {squad} flies home along the distance track (fly) or " \
	    "is put into its home orbit at once (instant)")

#define ORBIT_COMBAT_FIELDS(F) \
	F("combat", t_ref_combat, struct orbit_combat_def, combat, 0, 0, \
	    "the declared sum combat fought in a {zone}'s orbit (combats.ID)") \
	F("die", t_dice, struct orbit_combat_def, die, 0, 0, \
	    "without combat (a ruleset written before): the die each " \
	    "{striker} rolls") \
	F("divisor", t_pos, struct orbit_combat_def, divisor, 0, 0, \
	    "without combat (a ruleset written before): a player's total " \
	    "divided by this, rounded down, is the enemy {strikers} " \
	    "destroyed") \
	F("morale-per", t_pos, struct orbit_combat_def, morale_per, \
	    SF_REQUIRED | SF_UNKNOWN, 0, "with the {strikers}' morale " \
	    "counter up, one extra die per so many {strikers}")

#define LANDING_FIELDS(F) \
	F("combat", t_text, struct landing_def, combat, \
	    SF_REQUIRED | SF_UNKNOWN, \
	    0, "how a ground combat is fought") \
	F(CARRIERS_MORALE_KEY, t_pos, struct landing_def, \
	    morale_carriers_per, SF_UNKNOWN, 0, "with the {carriers}' " \
	    "morale counter up, one extra die per so many {carriers}") \
	F(MILITIA_MORALE_KEY, t_pos, struct landing_def, morale_militia_per, \
	    SF_UNKNOWN, 0, "with the {militias}' morale counter up, one " \
	    "extra die per so many {militias}")

#define HOLD_FIELDS(F) \
	F("players", t_pos, struct hold_count, players, SF_REQUIRED, 0, \
	    "the player count") \
	F(ZONES_KEY, t_pos, struct hold_count, zones, SF_REQUIRED, 0, \
	    "{zones} to hold with that many players")
#define GAME_END_FIELDS(F) \
	F("hold-to-win", t_pos, struct game_end_def, hold_to_win, 0, 0, \
	    "a player holding this many {zones} at the end of a round wins") \
	F("hold-to-win-by-players", t_holds, struct game_end_def, \
	    hold_by_players, 0, 0, "the same for particular player counts") \
	F("roll-from-round", t_pos, struct game_end_def, roll_from_round, 0, \
	    0, "from this round on, dice at the end of each round may end " \
	    "the game") \
	F("roll", t_dice, struct game_end_def, roll, 0, 0, \
	    "the dice thrown") \
	F("roll-start", t_count, struct game_end_def, roll_start, SF_UNKNOWN, \
	    0, "the total the dice must reach in the first of those rounds") \
	F("roll-fall", t_count, struct game_end_def, roll_fall, 0, 0, \
	    "how much less is needed in each later round") \
	F("points", t_ref_res, struct game_end_def, points, 0, 0, \
	    "the track that decides the winner when the dice end the game")

#define CARGO_FIELDS(F) \
	F("per-carrier", t_pos, struct cargo_def, per_carrier, \
	    SF_REQUIRED | SF_UNKNOWN, 0, "units of cargo one carrier holds") \
	F("goods", t_goods_list, struct cargo_def, goods, SF_REQUIRED, 0, \
	    "what may be carried: {folk} (beyond the {folk} printed " \
	    "on the {zone}'s board), {producers}, " STORE_KEY " (its resources)")

/* The tables and types of this file, one object (schema.h) */
#define ZONES_TABLES(X) \
	X(zone_fields, ZONE_FIELDS) \
	X(distance_fields, DISTANCE_FIELDS) \
	X(start_squad_fields, START_SQUAD_FIELDS) \
	X(zones_setup_fields, ZONES_SETUP_FIELDS) \
	X(producer_fields, PRODUCER_FIELDS) \
	X(band_fields, BAND_FIELDS) \
	X(colonies_fields, COLONIES_FIELDS) \
	X(product_fields, PRODUCT_FIELDS) \
	X(production_fields, PRODUCTION_FIELDS) \
	X(criterion_fields, CRITERION_FIELDS) \
	X(chosen_fields, CHOSEN_FIELDS) \
	X(flight_fields, FLIGHT_FIELDS) \
	X(orbit_combat_fields, ORBIT_COMBAT_FIELDS) \
	X(landing_fields, LANDING_FIELDS) \
	X(hold_fields, HOLD_FIELDS) \
	X(game_end_fields, GAME_END_FIELDS) \
	X(cargo_fields, CARGO_FIELDS)
SCHEMA_TYPES(zones_types, ZONES_TYPES, ZONES_TABLES);
const struct stype *const rs_t_zones = &zones_types.t[TI_rs_t_zones];
const struct stype *const rs_t_distances = &zones_types.t[TI_rs_t_distances];
const struct stype *const rs_t_zones_setup = &zones_types.t[TI_rs_t_zones_setup];
const struct stype *const rs_t_colonies = &zones_types.t[TI_rs_t_colonies];
const struct stype *const rs_t_production = &zones_types.t[TI_rs_t_production];
const struct stype *const rs_t_chosen_order =
    &zones_types.t[TI_rs_t_chosen_order];
const struct stype *const rs_t_flight = &zones_types.t[TI_rs_t_flight];
const struct stype *const rs_t_orbit_combat =
    &zones_types.t[TI_rs_t_orbit_combat];
const struct stype *const rs_t_landing = &zones_types.t[TI_rs_t_landing];
const struct stype *const rs_t_game_end = &zones_types.t[TI_rs_t_game_end];
const struct stype *const rs_t_cargo = &zones_types.t[TI_rs_t_cargo];

/* --- cross checks ---------------------------------------------------------- */

/* An error at pos, its format in the game's words ("{zone}", words.h). */
static int zerr(const struct ruleset *rs, struct diag_list *errs,
    struct spos pos, const char *fmt, ...) ATTR_PRINTF(4, 5);

static int
zerr(const struct ruleset *rs, struct diag_list *errs, struct spos pos,
    const char *fmt, ...)
{
	char f[512], msg[1024], *big = NULL;
	const char *w;
	va_list ap;
	int st;

	/* the game's words whole: in more room when they do not fit */
	if ((w = rs_words_fmt(rs, fmt, f, sizeof f)) == fmt &&
	    (big = rs_words_fmt_new(rs, fmt)) != NULL)
		w = big;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, w, ap);
	va_end(ap);
	st = diag_list_add(errs, ST_DATA, pos.file, pos.line, pos.col, "%s",
	    msg);
	free(big);
	return st;
}

#define ERR(pos, ...) zerr(rs, errs, pos, __VA_ARGS__)

/* The n digits of row r as numbers in d.  This runs at every start of a
 * game whose map is a distance table: eight digits at a time ('0' taken
 * from each byte of a word, the digits checked: no borrow), not one. */
static void
digits(unsigned char *d, const char *r, size_t n)
{
	const uint64_t zeros = 0x3030303030303030u;
	size_t j = 0;

	for (; j + 8 <= n; j += 8) {
		uint64_t w;
		memcpy(&w, r + j, 8);
		w -= zeros;
		memcpy(d + j, &w, 8);
	}
	for (; j < n; j++)
		d[j] = (unsigned char)(r[j] - '0');
}

static int
check_distances(struct ruleset *rs, struct diag_list *errs)
{
	const struct vec *rows = &rs->board.distances.rows;
	int n = rs->board.zones.n, bad = 0;

	if (rows->n <= 0)
		return 0;	/* no table, or an unknown one */
	if (rows->n != n) {
		struct spos at = rows->n > 0 ? rows->pos[0] :
		    rs->board.zones.pos[0];
		return ERR(at, "'board.distances.rows' has %d rows for %d "
		    "{zones}", rows->n, n) != 0;
	}
	rs->dist = calloc((size_t)n * (size_t)n, 1);
	if (rs->dist == NULL)
		return 1;
	for (int i = 0; i < n; i++) {
		const char *r = *VEC_AT(*rows, char *, i);
		if ((int)strlen(r) != n || strspn(r, "0123456789") !=
		    strlen(r)) {
			bad += ERR(rows->pos[i], "row %d of 'board.distances."
			    "rows' must be %d digits, one per {zone}", i + 1,
			    n) != 0;
			continue;
		}
		digits(rs->dist + (size_t)i * (size_t)n, r, (size_t)n);
		if (r[i] != '0')
			bad += ERR(rows->pos[i], "row %d of 'board.distances."
			    "rows': a {zone} is 0 from itself, not %c", i + 1,
			    r[i]) != 0;
	}
	if (bad) {
		free(rs->dist);
		rs->dist = NULL;
	}
	return bad;
}

/* The zones are the board's regions, in number order, and two zones
 * border when a squad flies from one straight into the other's orbit
 * (0 apart in the distance table).  1 when out of memory. */
static int
zones_map(struct ruleset *rs)
{
	int n = rs->board.zones.n;

	if (board_map_new(&rs->map, n, 0) < 0)
		return 1;
	board_map_near(&rs->map, n, rs->dist, 0);
	return 0;
}

static int
check_board(struct ruleset *rs, struct diag_list *errs)
{
	const struct vec *w = &rs->board.zones;
	int bad = 0;

	for (int i = 0; i < w->n; i++) {
		const struct zone_def *d = RS_ZONE(rs, i);
		if (d->number != i + 1)
			bad += ERR(w->pos[i], "{zone} '%s' has number %ld but is "
			    "number %d in the list: list the {zones} in number "
			    "order", w->ids[i], d->number, i + 1) != 0;
		if (rs->mech.colonies.present && d->folk !=
		    SCHEMA_UNKNOWN_INT && d->folk >
		    rs->mech.colonies.folk_max)
			bad += ERR(w->pos[i], "{zone} '%s' starts with "
			    "{folk} %ld, above the most (%ld)", w->ids[i],
			    d->folk, rs->mech.colonies.folk_max)
			    != 0;
	}
	if (w->n > 0 && (rs->board.regions.n > 0 || rs->board.bodies.n > 0 ||
	    rs->mech.territories.present || rs->board.places.n > 0))
		return bad + (ERR(w->pos[0], "a board has either regions, "
		    "lands on orbits, territories, places or {zones}, not "
		    "two") != 0);
	bad += check_distances(rs, errs);
	if (w->n > 0 && bad == 0)
		bad += zones_map(rs);
	return bad;
}

/* Seat i's fixed holdings h: at least one zone (the lowest is the home:
 * the setup's end and the home squads need it, and 'allot' cannot add
 * one to fixed start positions), and enough for the starting squads the
 * player places, each on a different zone, those at a colony not on the
 * home. */
static int
check_seat(struct ruleset *rs, struct diag_list *errs, int i,
    const struct vec *h, struct spos at)
{
	const struct zones_setup *s = &rs->setup.zones;
	long colony = 0, placed = 0, need;

	if (h->n == 0)
		return ERR(at, "seat %d holds no {zone}: a player starts with "
		    "at least one, the lowest of them the home; write its "
		    "{zone} numbers in the list (or leave out 'holdings': the "
		    "GM deals the {zones} during the setup)", i + 1) != 0;
	for (int k = 0; k < s->squads.n; k++) {
		const struct start_squad *f = VEC_AT(s->squads,
		    struct start_squad, k);
		if (f->at != AT_HOME)
			placed += f->count;
		if (f->at == AT_COLONY)
			colony += f->count;
	}
	need = colony > 0 && colony + 1 > placed ? colony + 1 : placed;
	if (h->n >= need)
		return 0;
	return ERR(at, "seat %d's starting {squads} go to %ld different "
	    "{zones} (those at a colony not to the home, its lowest), but it "
	    "holds only %d: write more {zone} numbers in its list or ask for "
	    "fewer in 'setup." ZONES_KEY "." SQUADS_KEY "'", i + 1, need,
	    h->n) != 0;
}

int
rs_check_start_seats(const struct ruleset *rs, struct diag_list *errs)
{
	const struct zones_setup *s = &rs->setup.zones;
	long n = s->holdings.n, fewer = rs->players.max > n;

	/* more seats than players: check_setup says so */
	if (n == 0 || n > rs->players.max || (rs->players.min == n &&
	    rs->players.max == n))
		return 0;
	return ERR(s->holdings.pos[0], "'setup." ZONES_KEY ".holdings' names "
	    "%ld seats, but the game takes %s %ld players: these start "
	    "positions are for %ld players only; write 'players: {min: %ld, "
	    "max: %ld}', or leave out 'holdings' (the GM deals the {zones} "
	    "during the setup)", n, fewer ? "up to" : "as few as", fewer ?
	    rs->players.max : rs->players.min, n, n, n) != 0;
}

static int
check_setup(struct ruleset *rs, struct diag_list *errs)
{
	const struct zones_setup *s = &rs->setup.zones;
	int bad = 0, nw = rs->board.zones.n;

	if (s->holdings.n > rs->players.max)
		bad += ERR(s->holdings.pos[0], "'setup." ZONES_KEY ".holdings' names "
		    "%d seats, but the game takes at most %ld players",
		    s->holdings.n, rs->players.max) != 0;
	for (int i = 0; i < s->holdings.n; i++) {
		const struct vec *h = VEC_AT(s->holdings, struct vec, i);
		for (int j = 0; j < h->n; j++) {
			long w = *VEC_AT(*h, long, j);
			if (w > nw)
				bad += ERR(h->pos[j], "there is no {zone} %ld "
				    "(the {zones} go to %d)", w, nw) != 0;
			for (int k = 0; k < s->holdings.n; k++) {
				const struct vec *o = VEC_AT(s->holdings,
				    struct vec, k);
				for (int m = 0; m < o->n; m++)
					if ((k < i || (k == i && m < j)) &&
					    *VEC_AT(*o, long, m) == w)
						bad += ERR(h->pos[j], "{zone} "
						    "%ld is held twice", w) != 0;
			}
		}
		bad += check_seat(rs, errs, i, h, s->holdings.pos[i]);
	}
	if ((s->holdings.n > 0 || s->squads.n > 0) && nw <= 0)
		bad += diag_list_add(errs, ST_DATA, NULL, 0, 0, "'setup."
		    ZONES_KEY "' needs 'board." ZONES_KEY "'") != 0;
	return bad;
}

static int
check_mechanisms(struct ruleset *rs, struct diag_list *errs)
{
	const struct mechanisms_def *m = &rs->mech;
	int bad = 0;
	struct spos none = { NULL, 0, 0 };

	if (m->colonies.present) {
		const struct vec *b = &m->colonies.output;
		for (int i = 0; i < b->n; i++) {
			long from = VEC_AT(*b, struct output_band, i)->from;
			if (i > 0 && from <= VEC_AT(*b, struct output_band,
			    i - 1)->from)
				bad += ERR(b->pos[i], "output bands must be in "
				    "ascending order of 'from'") != 0;
		}
	}
	for (int i = 0; i < m->production.products.n; i++) {
		const struct product_def *p = VEC_AT(m->production.products,
		    struct product_def, i);
		for (int j = 0; j < p->cost.n; j++)
			if (rs_resource(rs, p->cost.ids[j]) < 0)
				bad += ERR(p->cost.pos[j], "product '%s' costs "
				    "'%s', which is not a declared resource",
				    m->production.products.ids[i],
				    p->cost.ids[j]) != 0;
	}
	/* what each mechanism needs: ruleset_check_needs.c */
	if (m->game_end.present && m->game_end.roll_from_round > 0 &&
	    m->game_end.roll == NULL)
		bad += ERR(none, "'mechanisms.game-end' throws dice from round "
		    "%ld but does not say which: add 'roll'",
		    m->game_end.roll_from_round) != 0;
	if (rs->turns.order_by == ORDER_BY_CHOSEN && !m->chosen_order.present)
		bad += diag_list_add(errs, ST_DATA, NULL, 0, 0,
		    "'turns.order-by: chosen' needs 'mechanisms.chosen-order'")
		    != 0;
	return bad;
}

int rs_check_zones(struct ruleset *rs, struct diag_list *errs);

int
rs_check_zones(struct ruleset *rs, struct diag_list *errs)
{
	return check_board(rs, errs) + check_setup(rs, errs) +
	    check_mechanisms(rs, errs);
}

/* --- lookups --------------------------------------------------------------- */

int
rs_zone(const struct ruleset *rs, const char *s)
{
	char *end;
	long n = strtol(s, &end, 10);

	if (s[0] != '\0' && *end == '\0' && isdigit((unsigned char)s[0]))
		return n >= 1 && n <= rs->board.zones.n ? (int)n - 1 : -1;
	for (int i = 0; i < rs->board.zones.n; i++)
		if (strcasecmp(rs->board.zones.ids[i], s) == 0 ||
		    strcasecmp(RS_ZONE(rs, i)->name, s) == 0)
			return i;
	return -1;
}

int
rs_force(const char *id)
{
	for (int k = 0; k < PIECE__N; k++)
		if (strcmp(makes_names[k], id) == 0 ||
		    strcmp(piece_names_old[k], id) == 0)
			return k;
	return -1;
}

int
rs_distance(const struct ruleset *rs, int from, int to)
{
	if (rs->dist == NULL)
		return -1;
	return rs->dist[from * rs->board.zones.n + to];
}
