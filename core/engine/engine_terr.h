/* engine_terr.h: a map of territories: its tiles, orders, units moved and
 * built, and the spawned pieces. */
#ifndef ARBITER_ENGINE_TERR_H
#define ARBITER_ENGINE_TERR_H

#include "core/act/act.h"
#include "core/rules/names.h"

struct eng_eval;

/* lay-tile: one tile of a kind laid at a place (engine_lay_tile.c); the
 * laying it shares with lay-random (engine_lay_one.c): the
 * mix of a kind for the player count (-1 not given), the tiles of a kind
 * on the map, one tile laid (refused as the effect is), the line of the
 * last one laid, the rest of the mix laid at random. */
int eng_lay_tile(struct act *a, const struct eff_lay_tile *x,
    const struct eng_eval *ev);
long eng_tile_mix(const struct act *a, int type);
long eng_tiles_laid(const struct act *a, int type);
int eng_lay_one(struct act *a, const char *place, int type);
void eng_lay_said(struct act *a);
int eng_lay_rest(struct act *a);

/* tiles_left(KIND): the tiles of kind k the mix has and the map does
 * not hold yet (engine_tiles_left.c). */
long eng_tiles_left(const struct state *st, const struct ruleset *rs,
    long k);

/* steps(REGION, REGION): the steps between two territories on the hex
 * grid, -1 for one without a place there (engine_steps.c). */
long eng_steps(const struct state *st, int x, int y);

/* lay-random: the rest of the mix laid at random (engine_lay_random.c). */
int eng_lay_random(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);

/* place-pieces: a player's pieces out of the box onto a territory
 * (engine_place_pieces.c). */
int eng_place_pieces(struct act *a, const struct eff_place_pieces *x,
    const struct eng_eval *ev);

/* make-home: a territory made a player's home (engine_make_home.c). */
int eng_make_home(struct act *a, const struct eff_arrive *x,
    const struct eng_eval *ev);

/* The orders on a map of territories (engine_orders.c): the effects
 * order-step; the values of order_region,
 * combat_region, order_step(), explored(), terrain(), max_of(),
 * home_at() and the spawn's to_place, placer, spawn_spot() and spawned()
 * (args: the arguments valued; r: the region the name gives, where it
 * takes one); 0, or -1 with err. */
int eng_order_step(struct act *a, const struct eff_order_step *x);

/* The turn order and the start of an order (engine_order_start.c): a word
 * of kind turn-order (its value its place), the effects set-turn-order
 * and start-order. */
int eng_turn_order_word(struct act *a, const char *s, long *out);
int eng_set_turn_order(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);
int eng_start_order(struct act *a, const struct eff_explored *x,
    const struct eng_eval *ev);
int eng_orders_value(const struct eng_eval *ev, const struct expr_sym *s,
    const long *args, long r, long *out, char *err, size_t n);

/* The effects set-territory, a territory's spawned pieces and explored
 * mark set (engine_set_territory.c), and set-placing, the counters of the
 * pieces placed in turn order set (engine_set_placing.c). */
int eng_set_territory(struct act *a, const struct eff_set_territory *x,
    const struct eng_eval *ev);
int eng_set_placing(struct act *a, const struct eff_set_placing *x,
    const struct eng_eval *ev);

/* The effect move-units, and its checks and move: may p move n[] from one territory to another (no buildings,
 * no more than are there, into no other's home, within reach and the
 * stacking limit; verb names the move)?  Then move them, the territories'
 * holders updated (engine_move_units.c). */
int eng_move_units(struct act *a, const struct eff_move_units *x,
    const struct eng_eval *ev);
int eng_move_units_check(struct act *a, int p, int from, int to,
    const long *n, const char *verb);
void eng_move_units_carry(struct act *a, int p, int from, int to,
    const long *n);

/* add-units: a player's pieces of a word of kind piece-counts taken out
 * of the box onto a territory, within the box and the stacking limit; no
 * line (engine_add_units.c). */
int eng_add_units(struct act *a, const struct eff_add_units *x,
    const struct eng_eval *ev);

/* The pieces' own rules of building (engine_build_rules.c): how many units
 * of kind k p may build on t this step (any number at its home when
 * unlimited); n more of them refused past it ("Blue can build 5 more units
 * on e1 this step"); the cost of n of kind k for p added to cost[] (per
 * resource), its discount taken off; n buildings of kind k raised on t,
 * refused but one where what it needs or replaces is, and room. */
long eng_build_capacity(struct act *a, int p, int t, int k, int unlimited);
int eng_build_within(struct act *a, int p, int t, int k, long n,
    int unlimited);
int eng_units_cost(struct act *a, int p, int k, long n, long *cost);
int eng_raise_building(struct act *a, int p, int t, int k, long n);

/* The effect set-order-way (engine_order_way.c). */
int eng_set_order_way(struct act *a, const struct sexpr *x,
    const struct eng_eval *ev);

/* clear-spawned: the spawned pieces taken off the territories where its
 * test holds (engine_clear_spawned.c). */
int eng_clear_spawned(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);

/* give-arrival: the arrival building given free to the actor where its
 * test holds (engine_give_arrival.c). */
int eng_give_arrival(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);

/* add-spawned: spawned pieces added to each territory, here bound;
 * start-placing: the spawned pieces then placed in turn order
 * (engine_add_spawned.c). */
int eng_add_spawned(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);
int eng_start_placing(struct act *a, const struct sexpr *count,
    const struct eng_eval *ev);

#endif
