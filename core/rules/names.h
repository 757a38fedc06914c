/* names.h: the names expressions use in a ruleset's declared parts,
 * resolved once when the ruleset is read (core/rules/names.c) and valued at
 * the table (core/engine/engine_values.c). */
#ifndef ARBITER_NAMES_H
#define ARBITER_NAMES_H

#include "core/expr/expr.h"
#include "core/rules/decl.h"

struct ruleset;

enum name_code {
	N_ME, N_NOBODY, N_ARG, N_RES, N_RES_OF, N_REGIONS, N_REGIONS_OF,
	N_REGIONS_TOTAL, N_OWNER, N_PIECES, N_MINE, N_ADJACENT, N_HELD,
	N_HELD_GROUPS, N_PLAYERS, N_ROUND, N_HERE, N_WHO, N_EACH_REGION,
	N_EACH_PLAYER, N_VALUE, N_TOTAL, N_ROLL, N_ROLLED, N_DECK_LEFT,
	N_BEFORE, N_COUNT, N_DUE, N_CONST, N_FACTION, N_FACTION_HAS,
	N_HOME, N_HOME_OF, N_UNIT, N_UNIT_HAS, N_FACTION_OF, N_ROLE,
	N_TALLY, N_CONNECTED,
	N_STANDINGS_WAIT,
	N_CAPTIVES,
	N_BUILT,
	N_PORT,
	N_LINKED,
	N_OWNER_OF,
	N_TRACKED,
	N_EACH_GROUP,
	N_GROUP,
	N_GROUP_VALUE,
	N_SETUP,
	N_TURN_PLAYER,
	N_STARTING_LEFT,
	N_STARTING_LEFT_OF,
	N_CHOOSER,
	N_PLACES,
	N_PLACE_OF,
	N_PLACE_HOLDER,
	N_START_FIXED,
	N_FIELD,
	N_CHIEF_WITH,
	N_FIRST_REGION,
	N_PIECES_OF,
	N_HAS_HOME,
	N_HAS_ARRIVAL,
	N_HOME_NEXT,
	N_ARRIVAL_NEXT,
	N_RESOURCE_IS,
	N_OUT,
	N_ROUND_TAKEN,
	N_CHIEF_SUM,
	N_IN_PHASE,
	N_ORDER_RUNNING,
	N_DONE,
	N_UNDONE_NEXT,
	N_ORDER_REGION,
	N_ORDER_WAY,
	N_COMBAT_REGION,
	N_ORDER_STEP,
	N_EXPLORED,
	N_TERRAIN,
	N_TILES_LEFT,
	N_STEPS,
	N_HOME_DISTANCE,
	N_MAX_OF,
	N_TO_PLACE,
	N_PLACER,
	N_SPAWN_SPOT,
	N_HOME_AT,
	N_SPAWNED,
	N_ON_GRID,
	N_PLACED,
	N_EACH_GATHERED,
	N_GATHERED_FIRST,
	N_SITES,
	N_COMMITTED,
	N_LINKS,
	N_BEST_PLAYER,
	N_VICTORY_AT,
	N_HOLD_TO_WIN,
	N_WINNERS,
	N_SQUAD_PIECES,
	N_HOLDS,
	N_PLACE_VALUE,
	N_MECHANISM,
	N_ROLL_TARGET,
	N_FOLK,
	N_MILITIA,
	N_EACH_PIECE,
	N_TURNS_HELD,
	N_HELD_SINCE,
	N_HOLD_NEEDED,
	N_HOLD_AT_END,
	N_PRODUCERS,
	N_OUTPUT,
	N_PRODUCER_DUE,
	N_REPLENISH_DUE,
	N_ROUND_SIDE,
	N_FACES_GIVEN,
	N_REACHES,
	N_SOURCES,
	N_PARTIES,
	N_GUARD_UNKNOWN,
	N_FOUGHT,
	N_STRIKERS,
	N_ORBIT_CARRIERS,
	N_CARGO,
	N_ROOM,
	N_GOODS,
	N_FOLK_PRINTED,
	N_KNOWN,
	N_HOLDING_PLAYER,
	N_SQUAD_STRIKERS,
	N_SQUAD_CARRIERS,
	N_DISTANCE,
	N_COMBAT,
	N_SHELTERS,
	N_FOLK_NEEDED,
	N_CLAIMED,
	N_BROUGHT,
	N_MODIFIER,
	N_MORALE,
	N_FIGHT,
	N_FIGHT_PLAYER,
	N_POOL_KIND,
	N_FIRES_IN,
	N_PARTY,
	N_PARTY_SIDE,
	N_ADDED,
	N_ABILITY,
	N_HAND_SIZE,
	N_SITE,
	N_EACH_QUEUED,
	N_PRODUCT_COST,
	N_SQUAD_AWAY,
	N_SQUADS_IN_FLIGHT,
	N_CHANGED,
	N_CHIEF_OF,
	N_SITE_KEEPER,
	N_KEPT,
	N_CHIEF_ABILITY,
	N_ITEMS
};

/* The longest key of a value's key tables held in place (with its NUL):
 * no address written at every start. */
#define ENG_KEY_MAX 16

/* What combat(COMBAT, KEY) reads of a declared combat (combats.*): 1
 * when its defender strikes back, 1 when its losses are capped, the units
 * that stay behind, the most rounds of a battle. */
enum combat_key { CBK_STRIKES_BACK, CBK_LOSS_CAP, CBK_STAY, CBK_ROUNDS,
	CBK__N };
extern const char eng_combat_keys[][ENG_KEY_MAX];	/* "strikes-back", ... */

/* What terrain(KEY, REGION) reads of a territory's kind of tile (tiles.*),
 * or of the home that replaced it (mechanisms.territories.home). */
enum terrain_key { TN_MINE, TN_SPAWN, TN_BONUS, TN_DRAWS, TN_HALTS,
	TN_NO_ARRIVAL, TN__N };
extern const char eng_terrain_keys[][ENG_KEY_MAX];	/* "mine", ... */

/* What unit(KIND, KEY) reads of a kind of tracked piece (units.*): one
 * of its values by the index of its name (rs_value_index, 0 or more), or
 * whether it is a token, or its faction. */
enum unit_key { UK_TOKEN = -2, UK_FACTION = -3 };
/* Its c: whose value it reads: a unit's (the kind its first argument
 * gives), or a counted piece's (pieces.*.values, the value by the index
 * of its name, rs_piece_value_index), the piece at a, or the one its
 * first argument (an action's word of kind piece) gives. */
enum unit_of { UNIT_OF_KIND, UNIT_OF_PIECE, UNIT_OF_WORD };

/* What value(PLACE, KEY) reads of a place of board.places (extra_ap(PLACE)
 * is value(PLACE, extra-ap) by its other name): the pieces it holds, the
 * action points it gives its holder. */
enum place_key { PK_CAPACITY, PK_EXTRA_AP, PK__N };
extern const char eng_place_keys[][ENG_KEY_MAX];	/* "capacity", ... */

/* What tracked(PIECE, KEY) reads of a tracked piece on the board (an
 * action's word of kind tracked, or piece, the one sum_pieces binds): its owner, its kind of unit (-1 for a
 * chief), whether it is its owner's chief, the place it stands on (-1:
 * none), the player whose own area holds it (-1: none), its time
 * counters; or, at TK__N + the index of a value's name (rs_value_index),
 * that value of its kind (a unit's or its chief's, known from the ruleset
 * or entered with 'tile'). */
enum tracked_key { TK_OWNER, TK_KIND, TK_CHIEF, TK_PLACE, TK_AREA,
	TK_COUNTERS, TK__N };
extern const char *const eng_tracked_keys[];	/* "owner", ... */

/* chief_with(KEY, PLAYER) and chief_sum(KEY, PLAYER[, UNIT]) name a
 * modifier of the chiefs by the name their ruleset gives it (flags,
 * modifiers, unit-modifiers): its key is rs_chief_mod_key's. */

/* What sites(KEY) reads of the round's sites (mechanisms.claims): how
 * many the round reveals, how many are revealed, how many the deck holds
 * before the final one, how many can still be drawn (the deck with the
 * final one), the catalogue's cards, the site the landings wait for (its
 * number in the round, from 1; 0 none), whether it is resolved, the
 * player landing next there (-1 nobody), the locations of every site
 * card (sites.locations). */
enum sites_key { SK_PER_ROUND, SK_REVEALED, SK_LEFT, SK_DRAWABLE,
	SK_CATALOGUE, SK_CURRENT, SK_RESOLVED, SK_LANDER, SK_LOCATIONS,
	SK__N };
extern const char eng_sites_keys[][ENG_KEY_MAX];	/* "per_round", ... */

/* What claimed(PLAYER, KEY) reads of the card mechanisms' claims
 * (mechanisms.claims): the points a player scored at sites, the points of
 * his garrisoned cards, the site cards he kept, the best value of one of
 * them (0 for none). */
enum claimed_key { CLK_SITE_POINTS, CLK_GARRISON_POINTS, CLK_KEPT,
	CLK_BEST_KEPT, CLK__N };
extern const char eng_claimed_keys[][ENG_KEY_MAX];	/* "site_points", ... */
/* What brought(PLAYER, KEY) reads of the cards a player put under the
 * current site of the round (mechanisms.claims): how many, their mine
 * symbols, the others' mines, each card value's total and best card
 * (engine_brought.c). */
enum brought_key { BK_CARDS, BK_MINES, BK_MINES_AGAINST, BK_FIRST_TOTAL,
	BK_FIRST_BEST, BK_SECOND_TOTAL, BK_SECOND_BEST, BK_LANDED_AT, BK__N };
extern const char eng_brought_keys[][ENG_KEY_MAX];	/* "cards", ... */
/* The forces whose morale counters morale(PLAYER, FORCE) reads and
 * set-morale sets, in the order of enum force (ruleset_zones.h). */
extern const char eng_morale_forces[][ENG_KEY_MAX];	/* STRIKERS_KEY, ... */

/* What fight(KEY) reads of the dice-pool combat on a map of territories
 * (mechanisms.dice-pool): whether one is on, its current step (from 1; 0
 * once the round's steps are over), whether the step's dice are thrown,
 * its round (from 1), the players still in it with units, the player
 * whose hits are to be assigned next in turn order (nobody: -1), the
 * player who started it (nobody: -1), the player whose units alone are
 * on its territory (nobody: -1, and when several players' are), the
 * player whose hits are to be assigned next in seat order (nobody:
 * -1). */
enum fight_key { FK_ON, FK_STEP, FK_ROLLED, FK_ROUND, FK_PLAYERS, FK_NEXT,
	FK_ATTACKER,
	FK_HELD,
	FK_NEXT_SEAT,
	FK__N };
extern const char eng_fight_keys[][ENG_KEY_MAX];	/* "on", ... */
/* What fight_player(PLAYER, KEY) reads of a player in that combat:
 * whether he is in it with units, the hits of the step he has not
 * assigned yet. */
enum fight_player_key { FPK_IN, FPK_HITS, FPK__N };
/* The abilities ability(ABILITY, PLAYER) reads of a player's faction,
 * named with '_' for the '-' of the keys factions.*.abilities had; each
 * is now the faction's value of that name (ruleset_powers.c), read where
 * it is not 0. */
/* chief_of(PLAYER, KEY): what of a player's chief on the board is read
 * (names_chief_of.c). */
enum chief_of_key { CO_CHIEF, CO_COUNTERS, CO_ABILITY, CO_LENT, CO__N };
extern const char eng_chief_of_keys[][ENG_KEY_MAX];
enum ability_key { AB_UNSTACKED_HOME, AB_FREE_ARRIVAL, AB_CAPTURES, AB__N };
extern const char eng_ability_keys[][ENG_KEY_MAX];	/* "unstacked_home",
							   ... */
extern const char eng_ability_values[][ENG_KEY_MAX];	/* "unstacked-home",
							   ... */
extern const char eng_fight_player_keys[][ENG_KEY_MAX];	/* "in", ... */

/* The region an expression names: an action's word (-1 - index), a
 * region's id (its index), or "here" (HERE_REGION). */
#define HERE_REGION (-1000)
/* ... or "home", the actor's home region (board_home.h). */
#define HOME_REGION (-1001)
/* A group of regions an expression names: an action's group word (-1 -
 * index), a group's id (its index), or "group", the group sum_groups and
 * count_groups bind (HERE_GROUP). */
#define HERE_GROUP (-1002)

/* What a place knows: an action's words (act may be NULL: a phase's
 * effects, a victory test), a roll in a roll's table, before() in a
 * line for people. */
struct eng_names_ctx {
	const struct ruleset *rs;
	const struct action_def *act;
	int in_roll;
	int in_says;
	int in_due;		/* a due's: count and due are known */
	const char *no_actor;	/* where nobody acts (ruleset.no_actor):
				   a read of the actor is refused */
	int in_target;		/* a roll's with a target: target is
				   known */
	int in_round;		/* a combat-round's then: attacker,
				   defender and the round's values are
				   known */
	int in_pool;		/* throw-pools' fires: kind is known */
	int in_party;		/* a side of parties' expressions: party
				   is known */
	int in_throw;		/* a party-says: party_units ... are
				   known */
	int in_added;		/* add-spawned's says: added(REGION) is
				   known */
	int in_site;		/* each-site's effects: site is known */
	int in_squad;		/* each-squad-in-flight's effects: space
				   and @squad are known */
};
/* Given for in_roll, a place in a due (phases.*.dues): count (the
 * player's pieces on the region costed) and due (what it owes) are
 * known. */
#define ENG_IN_DUE 2
/* Given for in_roll, in the says and table of a roll with a target: target
 * (the total it needs) is known. */
#define ENG_IN_TARGET 4
/* Given for in_roll (or in ruleset.bound while the check walks the
 * effects), what the place binds: here (a region: each-region, a due's
 * per-region, @regions), group (each-group) and piece (@piecevalues).
 * An expression reading one elsewhere, outside the aggregate that binds
 * it (sum_regions, sum_groups, sum_pieces, ...), is refused. */
#define ENG_BINDS_HERE 8
#define ENG_BINDS_GROUP 16
#define ENG_BINDS_PIECE 32
/* ... and who (a player: sum_players, count_players, max_players,
 * best_player, @players, @ranking, declare-winner's where, rank-players'
 * criteria, list-players' each and json-each, throw-pools' fires; the
 * bit after ENG_IN_THROW, 16384, reserved for it). */
#define ENG_BINDS_WHO 16384
#define ENG_BINDS_ALL (ENG_BINDS_HERE | ENG_BINDS_GROUP | ENG_BINDS_PIECE | \
	ENG_BINDS_WHO)
/* Given for in_roll, in the then of a combat-round: attacker, defender,
 * units(), losses(), thrown(), dice(), side_player() and @die are known. */
#define ENG_IN_ROUND 64
/* The values of a round (N_ROUND_SIDE's b), SIDE its argument. */
enum round_key { RK_UNITS, RK_LOSSES, RK_THROWN, RK_DICE, RK_SIDE_PLAYER,
	RK_HITS,
	RK_KILLS,
	RK__N };
extern const char eng_round_keys[][ENG_KEY_MAX];	/* "units", ... */
/* units(SIDE) ...: 1 when name is none of them, else 0 with out set or
 * -1 with err (names_round.c). */
int eng_round_name(const struct eng_names_ctx *c, const char *name,
    int nargs, struct expr_sym *out, char *err, size_t n);
/* Given for in_roll, in the lines of rank-players: @ranking and @ties
 * (the order it made) are known. */
#define ENG_IN_RANKING 128
/* Given for in_roll, in the pair-says (and tied-pair-says) of
 * rank-players: @before (the pair said) is known; @decided (the criterion
 * that told them apart) in its pair-says only. */
#define ENG_IN_PAIR 256
#define ENG_IN_DECIDED 512
/* Given for in_roll, in the says of list-players: @list (the players'
 * texts joined) is known. */
#define ENG_IN_LIST 1024
/* Given for in_roll, in the fires of throw-pools: kind (the kind of
 * piece whose units may fire) is known, and who the player; and in a pool
 * combat's destroyed effects (combats.*.destroyed): kind (the unit's),
 * who (the player whose hits destroyed it), where capture may be. */
#define ENG_IN_POOL 2048
/* Given for in_roll, in the expressions of a combat-round's side of
 * parties (attacker-parties, defender-parties): party (the party whose
 * dice they count) is known; in its party-says, ENG_IN_THROW, what the
 * party threw: party_units, party_extra, party_dice, party_total,
 * party_kills (names_round.c). */
/* (4096 and 8192: lead took 1024, ENG_IN_LIST, and 2048, ENG_IN_POOL,
 * since this branch began) */
#define ENG_IN_PARTY 4096
#define ENG_IN_THROW 8192
/* Given for in_roll, in the says of add-spawned: added(REGION) (the
 * spawned pieces it added there) is known. */
#define ENG_IN_ADDED 32768
/* Given for in_roll, in the effects of each-site: site (the number in
 * the round of the site bound, from 1) is known. */
#define ENG_IN_SITE 131072
/* Given for in_roll, in the effects of each-squad-in-flight: the squad
 * bound, its space (how far it still is from its zone) and @squad (its
 * counts and cargo) are known, fly-on may move it. */
#define ENG_IN_SQUAD 262144
/* Given for in_roll, in an action's says (only): @cost (what the action
 * paid) is known; taken out before its expressions are compiled. */
#define ENG_IN_PAID 524288
/* The values of a party's throw (N_THROWER's b). */
enum party_key { PTK_PARTY, PTK_UNITS, PTK_EXTRA, PTK_DICE, PTK_TOTAL, PTK_KILLS,
	PTK__N };
extern const char eng_party_keys[][ENG_KEY_MAX];	/* "party", ... */
extern const struct expr_names eng_names_proto;	/* ctx: eng_names_ctx */
/* The names of the orders on a map of territories (names_orders.c):
 * order_region, combat_region, order_step(STEP), explored(REGION),
 * terrain(KEY, REGION) and max_of(RES); of its spawn: to_place, placer,
 * spawn_spot(PLAYER, REGION), spawned(REGION); home_at(REGION); at: the region the last argument
 * names (as names.c finds one: an action's word, here, an id), LONG_MIN
 * for none.  1 when name is none of them, else 0 with out set or -1 with
 * err. */
int eng_orders_name(const struct eng_names_ctx *c, const char *name,
    int nargs, const char *const *sym, long at, struct expr_sym *out,
    char *err, size_t n);

/* Compile one expression where it stands; 1 on error (added to errs). */
int eng_compile_expr(struct sexpr *x, const char *path,
    const struct ruleset *rs, const struct action_def *act,
    struct diag_list *errs);
int eng_compile_in(struct sexpr *x, const char *path,
    const struct ruleset *rs, const struct action_def *act, int in_roll,
    int in_says, struct diag_list *errs);
/* eng_compile_in (in_roll) or eng_compile_expr (not) of x at the path
 * PATH.KEY (key NULL: PATH): a declaration's expression key by key. */
int eng_compile_key(struct sexpr *x, const char *path, const char *key,
    const struct ruleset *rs, const struct action_def *act, int in_roll,
    struct diag_list *errs);
/* The same inside a roll's table, where roll and rolled are known. */
int eng_compile_rolled(struct sexpr *x, const char *path,
    const struct ruleset *rs, const struct action_def *act,
    struct diag_list *errs);
/* Compile a line's template (text may be NULL: nothing to do); 1 on
 * error.  The expressions know before(RES) and, in_roll, the roll. */
int eng_compile_says(const char *text, struct says_tpl *t, const char *path,
    const struct spos *pos, const struct ruleset *rs,
    const struct action_def *act, int in_roll, struct diag_list *errs);
/* fmt_path of the path (into the array p) a line or an expression is
 * compiled at, for eng_compile_says or eng_compile_in (not in a line)
 * alone: they name it in a message only, and on rules checked when kept
 * (rs->checked) compile later, naming none, so it is not made. */
#define ENG_COMPILE_PATH(rs, p, ...) ((rs)->checked ? (void)((p)[0] = \
    '\0') : fmt_path((p), sizeof(p), __VA_ARGS__))
/* eng_compile_in at once, even on rules.checked. */
int eng_compile_now(struct sexpr *x, const char *path,
    const struct ruleset *rs, const struct action_def *act, int in_roll,
    int in_says, struct diag_list *errs);
/* eng_compile_expr at once: act lives only as long as the call (an
 * action with only the words before one). */
int eng_compile_expr_now(struct sexpr *x, const char *path,
    const struct ruleset *rs, const struct action_def *act,
    struct diag_list *errs);
/* An expression of a word of act that reads the nwords words before it
 * (its 'most', its 'left-out'): compiled at once, or on rules.checked
 * the first time it is valued (act lives as long as the rules). */
int eng_compile_word_expr(struct sexpr *x, const char *path,
    const struct ruleset *rs, const struct action_def *act, int nwords,
    struct diag_list *errs);
/* An expression of rules.checked, compiled the first time it is valued
 * (eng_eval); ST_OK, or ST_DATA with what was wrong in d. */
int eng_expr_ready(const struct ruleset *rs, const struct sexpr *x,
    struct diag *d);
/* A line of rules.checked, compiled the first time it is said; on rules
 * that were checked this cannot fail, but a kept image is read from a
 * file: ST_OK, or ST_DATA with what was wrong in d. */
int eng_says_ready(const struct ruleset *rs, const struct says_tpl *t,
    struct diag *d);

/* A region of the board by id (case-insensitive), or -1; a zone also by
 * its number or name. */
int eng_region(const struct ruleset *rs, const char *id);
/* A group of regions by id (on an orbit board, whose groups are its
 * bodies, a body's id; else one of board.groups), or -1. */
int eng_group(const struct ruleset *rs, const char *id);
/* The name of group g of rs, for people ("?" when there is none). */
const char *eng_group_name(const struct ruleset *rs, long g);
/* Its id, as commands take it ("?" when there is none). */
const char *eng_group_id(const struct ruleset *rs, long g);
/* How many groups of regions rs has (board.groups, or an orbit board's
 * bodies). */
int eng_ngroups(const struct ruleset *rs);
/* Has rs a board of regions of some kind (declared, derived from bodies,
 * laid during play, places or numbered zones)? */
int eng_has_board(const struct ruleset *rs);

#endif
