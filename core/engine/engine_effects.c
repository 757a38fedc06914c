/* engine_effects.c: carrying out a list of declared effects.  Each effect
 * says what it does with one key (decl_kind.c reads the keys off the
 * schema and tells which one an effect has); the table below gives each
 * key the function that carries it out.  Around every effect: the
 * tallies watched, and the effect's own line replaced by its says. */
#include "core/expr/expr.h"
#include "core/act/act.h"
#include "core/engine/engine_cards.h"
#include "core/engine/engine_combat.h"
#include "core/engine/engine_effects.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_report.h"
#include "core/engine/engine_terr.h"
#include "core/engine/engine_words.h"
#include "core/engine/engine_zones.h"
#include "core/engine/engine_enter.h"
#include "core/engine/engine_tracked.h"

#include <stddef.h>
#include <string.h>

#include "core/rules/decl.h"
#include "core/state/state.h"
#include "core/state/zones_board.h"

/* What an effect leaves for its says: the resources as they were, the
 * piece entered, the pieces released; the report's length after a gain's
 * discards, which the says does not replace. */
struct said {
	struct eng_eval ev;
	size_t kept;
	char freed[256];
};


/* An effect carried out by f(a, e, ev), or by f(a, &e->m, ev). */
#define BY_DEF(f)							\
static int								\
run_##f(struct act *a, const struct effect_def *e,			\
    const struct eng_eval *ev, struct said *s)				\
{									\
	(void)s;							\
	return f(a, e, ev);						\
}
#define BY_MEMBER(f, m)							\
static int								\
run_##f(struct act *a, const struct effect_def *e,			\
    const struct eng_eval *ev, struct said *s)				\
{									\
	(void)s;							\
	return f(a, &e->m, ev);						\
}

BY_DEF(eng_set)
BY_DEF(eng_fight)
BY_DEF(eng_pieces)
BY_DEF(eng_set_home)
BY_DEF(eng_data)
BY_DEF(eng_data_flag)
BY_DEF(eng_data_or_null)
BY_DEF(eng_data_members)
BY_DEF(eng_pay_player)
BY_DEF(eng_tally_add)
BY_DEF(eng_swap)
BY_DEF(eng_set_counters)
BY_DEF(eng_count_down)
BY_DEF(eng_place_starting)
BY_DEF(eng_take_place)
BY_DEF(eng_deal_start)
BY_DEF(eng_set_turn_order)
BY_DEF(eng_relocate)
BY_DEF(eng_move_cards)
BY_DEF(eng_clear_spawned)
BY_DEF(eng_give_arrival)
BY_DEF(eng_declare_winner)
BY_DEF(eng_set_turns_held)
BY_DEF(eng_let_go)
BY_DEF(eng_replenish)
BY_DEF(eng_refuse)
BY_DEF(eng_rank_players)
BY_DEF(eng_fall)
BY_DEF(eng_list_players)
BY_DEF(eng_add_spawned)
BY_DEF(eng_fly_on)
BY_MEMBER(eng_deck_draw, draw)
BY_MEMBER(eng_deck_return, back)
BY_MEMBER(eng_hold, hold)
BY_MEMBER(eng_set_top, set_top)
BY_MEMBER(eng_link, link)
BY_MEMBER(eng_roll_position, roll_position)
BY_MEMBER(eng_set_card, set_card)
BY_MEMBER(eng_place_pieces, place_pieces)
BY_MEMBER(eng_make_home, make_home)
BY_DEF(eng_unchecked)
BY_MEMBER(eng_buy_subs, buy_subs)
BY_MEMBER(eng_give, give)
BY_MEMBER(eng_enter_stats, enter_stats)
BY_MEMBER(eng_set_units, set_units)
BY_MEMBER(eng_lay_tile, lay_tile)
BY_DEF(eng_lay_random)
BY_MEMBER(eng_cargo_on, cargo_on)
BY_MEMBER(eng_cargo_off, cargo_off)
BY_MEMBER(eng_keep_card, keep_card)
BY_MEMBER(eng_mark_done, mark_done)
BY_MEMBER(eng_start_order, start_order)
BY_MEMBER(eng_run_ability, run_ability)
BY_MEMBER(eng_lend_ability, lend_ability)
BY_MEMBER(eng_move_units, move_units)
BY_MEMBER(eng_add_units, add_units)
BY_MEMBER(eng_set_order_way, set_order_way)
BY_MEMBER(eng_set_board, set_board)
BY_MEMBER(eng_hold_back, hold_back)
BY_MEMBER(eng_remain, remain)
BY_MEMBER(eng_retreat, retreat)
BY_MEMBER(eng_start_combat, start_combat)
BY_MEMBER(eng_reinforce, reinforce)
BY_MEMBER(eng_squad_loses, squad_loses)
BY_MEMBER(eng_zone_holder, zone_holder)
BY_MEMBER(eng_set_territory, set_territory)
BY_MEMBER(eng_set_placing, set_placing)
BY_MEMBER(eng_add_producer, add_producer)
BY_MEMBER(eng_squad_counts, squad_counts)
BY_MEMBER(eng_squad_flies, squad_flies)
BY_MEMBER(eng_take_sources, take_sources)
BY_MEMBER(eng_reward, reward)
BY_MEMBER(eng_play_cards, play_cards)
BY_MEMBER(eng_set_morale, set_morale)
BY_MEMBER(eng_flee_home, flee_home)
BY_MEMBER(eng_take_hits, take_hits)
BY_MEMBER(eng_throw_pools, throw_pools)
BY_MEMBER(eng_set_fought, set_fought)
BY_MEMBER(eng_start_placing, start_placing)
BY_MEMBER(eng_capture, capture)

static int
run_say(struct act *a, const struct effect_def *e, const struct eng_eval *ev,
    struct said *s)
{
	(void)s;
	return e->json != NULL ? eng_say_json(a, e, ev) :
	    eng_say(a, &e->tsay, ev);
}

static int
run_gain(struct act *a, const struct effect_def *e, const struct eng_eval *ev,
    struct said *s)
{
	return eng_gain(a, e, ev, &s->kept);
}

/* leave: the words of the evaluation's that name tracked pieces follow
 * them as they are renumbered (ev's, for the effects after it) */
static int
run_eng_leave(struct act *a, const struct effect_def *e,
    struct eng_eval *ev, struct said *s)
{
	(void)s;
	return eng_leave(a, e, ev);
}

/* if: its test, then one list or the other */
static int
run_if(struct act *a, const struct effect_def *e, struct eng_eval *ev,
    struct said *s)
{
	long ok;
	int st;

	(void)s;
	if ((st = eng_eval(&e->cond.test, ev, &ok, a->d)) ||
	    (st = eng_if_ready(a->rs, &e->cond, ok != 0, a->d)))
		return st;
	return eng_effects(a, ok ? &e->cond.then : &e->cond.otherwise, ev);
}

static int
run_enter(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev, struct said *s)
{
	return eng_enter(a, e, ev, &s->ev.entered);
}

static int
run_release(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev, struct said *s)
{
	int st = eng_release(a, e, ev, s->freed, sizeof s->freed);

	s->ev.released = s->freed;
	return st;
}

static int
run_order_step(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev, struct said *s)
{
	(void)ev;
	(void)s;
	return eng_order_step(a, &e->order_step);
}

static int
run_clear_marks(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev, struct said *s)
{
	(void)ev;
	(void)s;
	return eng_clear_marks(a, &e->clear_marks);
}

static int
run_refill(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev, struct said *s)
{
	(void)ev;
	(void)s;
	return eng_refill(a, &e->refill);
}

static int
run_assign_hits(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev, struct said *s)
{
	(void)s;
	return eng_assign_hits(a, &e->assign_hits, ev, eng_effects);
}

static int
run_settle_hits(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev, struct said *s)
{
	(void)s;
	return eng_settle_hits(a, &e->settle_hits, ev, eng_effects);
}

/* An operation on the state as a whole, with nothing to bind. */
/* An effect that carries out lists of its own, given eng_effects. */
#define BY_DEF_RUN(f)							\
static int								\
run_##f(struct act *a, const struct effect_def *e,			\
    const struct eng_eval *ev, struct said *s)				\
{									\
	(void)s;							\
	return f(a, e, ev, eng_effects);				\
}
#define BY_MEMBER_RUN(f, m)						\
static int								\
run_##f(struct act *a, const struct effect_def *e,			\
    const struct eng_eval *ev, struct said *s)				\
{									\
	(void)s;							\
	return f(a, &e->m, ev, eng_effects);				\
}
BY_DEF_RUN(eng_roll)
BY_DEF_RUN(eng_each_player)
BY_DEF_RUN(eng_each_in_turn)
BY_DEF_RUN(eng_each_group)
BY_DEF_RUN(eng_each_region)
BY_DEF_RUN(eng_each_squad_in_flight)
BY_DEF_RUN(eng_each_site)
BY_MEMBER_RUN(eng_round_then, combat_round)
BY_MEMBER_RUN(eng_each_party, each_party)
BY_MEMBER_RUN(eng_each_source, each_source)

/* A text of before, upgraded at load or refused by the check: never
 * here. */
static int
run_none(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev, struct said *s)
{
	(void)e;
	(void)ev;
	(void)s;
	return diag_set(a->d, ST_DATA, "%s: an effect says nothing arbiter "
	    "can carry out ('arbiter ruleset check' names it)", a->rs->id);
}

#define BY_ACT(f)							\
static int								\
run_##f(struct act *a, const struct effect_def *e,			\
    const struct eng_eval *ev, struct said *s)				\
{									\
	(void)e;							\
	(void)ev;							\
	(void)s;							\
	return f(a);							\
}

static int
run_carry_deferred(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev, struct said *s)
{
	(void)ev;
	(void)s;
	return eng_carry_deferred(a, e->carry_deferred, eng_effects);
}
BY_ACT(eng_advance_bodies)
BY_ACT(eng_squads_rest)

static int
run_eng_clear_round_sites(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev, struct said *s)
{
	(void)ev;
	(void)s;
	return eng_clear_round_sites(a, e->clear_round_sites);
}

static int
run_dissolve_links(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev, struct said *s)
{
	(void)e;
	(void)ev;
	(void)s;
	a->st->nlinks = 0;
	return ST_OK;
}

/* the phase ends: the turn machinery goes on once the effects are done */
static int
run_next(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev, struct said *s)
{
	(void)e;
	(void)ev;
	(void)s;
	a->then_next = 1;
	return ST_OK;
}

/* OWN: the effect says its says itself (a roll, a ranking, a list). */
enum { OWN = 1 };
/* Each key of an effect, where it lies in struct effect_def and how it
 * tells it was written (as decl_kind.c reads them off the schema: the
 * unit test test_effect_runners holds the two the same), the function
 * that carries it out, and its flags.  The rows of the table of checks
 * (decl_fx.h), in its order (test_effect_rows): an effect checked is
 * run by the row its check stored (e->kind); one not, by the first row
 * written, the commonest first.  (The table holds no address, the
 * functions are reached by a switch: nothing to relocate at start.) */
#define EFFECTS(X) \
	X("say", EFFECT_PTR, say, run_say, 0) \
	X("gain", EFFECT_LIST, gain, run_gain, 0) \
	X("if", EFFECT_FLAG, cond, run_if, 0) \
	X("set", EFFECT_LIST, set, run_eng_set, 0) \
	X("each-player", EFFECT_LIST, each, run_eng_each_player, 0) \
	X("place", EFFECT_FLAG, place, run_eng_pieces, 0) \
	X("remove", EFFECT_FLAG, remove, run_eng_pieces, 0) \
	X("move", EFFECT_FLAG, move, run_eng_pieces, 0) \
	X("next", EFFECT_FLAG, next, run_next, 0) \
	X("refuse", EFFECT_PTR, refuse, run_eng_refuse, 0) \
	X("roll", EFFECT_FLAG, roll, run_eng_roll, OWN) \
	X("data", EFFECT_LIST, data, run_eng_data, 0) \
	X("each-region", EFFECT_LIST, each_region, run_eng_each_region, 0) \
	X("each-player-in-turn", EFFECT_LIST, each_in_turn, \
	    run_eng_each_in_turn, 0) \
	X("fight", EFFECT_FLAG, fight, run_eng_fight, 0) \
	X("draw", EFFECT_FLAG, draw, run_eng_deck_draw, 0) \
	X("return", EFFECT_FLAG, back, run_eng_deck_return, 0) \
	X("enter", EFFECT_FLAG, enter, run_enter, 0) \
	X("pay-player", EFFECT_FLAG, pay, run_eng_pay_player, 0) \
	X("tally", EFFECT_FLAG, tally, run_eng_tally_add, 0) \
	X("hold", EFFECT_FLAG, hold, run_eng_hold, 0) \
	X("set-top", EFFECT_FLAG, set_top, run_eng_set_top, 0) \
	X("release", EFFECT_FLAG, release, run_release, 0) \
	X("link", EFFECT_FLAG, link, run_eng_link, 0) \
	X("leave", EFFECT_FLAG, leave, run_eng_leave, 0) \
	X("swap", EFFECT_FLAG, swap, run_eng_swap, 0) \
	X("roll-position", EFFECT_FLAG, roll_position, \
	    run_eng_roll_position, 0) \
	X("set-counters", EFFECT_FLAG, set_counters, run_eng_set_counters, \
	    0) \
	X("count-down", EFFECT_FLAG, count_down, run_eng_count_down, 0) \
	X("set-card", EFFECT_FLAG, set_card, run_eng_set_card, 0) \
	X("move-cards", EFFECT_FLAG, move_cards, run_eng_move_cards, OWN) \
	X("each-site", EFFECT_LIST, each_site, run_eng_each_site, 0) \
	X("clear-round-sites", EFFECT_FLAG, clear_round_sites, \
	    run_eng_clear_round_sites, 0) \
	X("place-pieces", EFFECT_FLAG, place_pieces, run_eng_place_pieces, 0) \
	X("make-home", EFFECT_FLAG, make_home, run_eng_make_home, 0) \
	X("unchecked", EFFECT_PTR, unchecked, run_eng_unchecked, 0) \
	X("buy-sub-locations", EFFECT_FLAG, buy_subs, run_eng_buy_subs, 0) \
	X("give", EFFECT_FLAG, give, run_eng_give, 0) \
	X("enter-stats", EFFECT_FLAG, enter_stats, run_eng_enter_stats, 0) \
	X("set-units", EFFECT_FLAG, set_units, run_eng_set_units, 0) \
	X("lay-tile", EFFECT_FLAG, lay_tile, run_eng_lay_tile, 0) \
	X("lay-random", EFFECT_FLAG, lay_random, run_eng_lay_random, 0) \
	X("cargo-on", EFFECT_FLAG, cargo_on, run_eng_cargo_on, 0) \
	X("cargo-off", EFFECT_FLAG, cargo_off, run_eng_cargo_off, 0) \
	X("keep-card", EFFECT_FLAG, keep_card, run_eng_keep_card, 0) \
	X("order-step", EFFECT_FLAG, order_step, run_order_step, 0) \
	X("start-order", EFFECT_FLAG, start_order, run_eng_start_order, 0) \
	X("relocate", EFFECT_FLAG, relocate, run_eng_relocate, 0) \
	X("run-ability", EFFECT_FLAG, run_ability, run_eng_run_ability, 0) \
	X("lend-ability", EFFECT_FLAG, lend_ability, run_eng_lend_ability, \
	    0) \
	X("move-units", EFFECT_FLAG, move_units, run_eng_move_units, 0) \
	X("add-units", EFFECT_FLAG, add_units, run_eng_add_units, 0) \
	X("set-order-way", EFFECT_PTR, set_order_way, \
	    run_eng_set_order_way, 0) \
	X("set-board", EFFECT_FLAG, set_board, run_eng_set_board, 0) \
	X("seal-order", EFFECT_FLAG, seal_order, run_none, 0) \
	X("hold-back", EFFECT_FLAG, hold_back, run_eng_hold_back, 0) \
	X("remain", EFFECT_FLAG, remain, run_eng_remain, 0) \
	X("retreat", EFFECT_FLAG, retreat, run_eng_retreat, 0) \
	X("reinforce", EFFECT_FLAG, reinforce, run_eng_reinforce, 0) \
	X("squad-loses", EFFECT_FLAG, squad_loses, run_eng_squad_loses, 0) \
	X("zone-holder", EFFECT_FLAG, zone_holder, run_eng_zone_holder, 0) \
	X("set-territory", EFFECT_FLAG, set_territory, \
	    run_eng_set_territory, 0) \
	X("set-placing", EFFECT_FLAG, set_placing, run_eng_set_placing, 0) \
	X("add-producer", EFFECT_FLAG, add_producer, run_eng_add_producer, \
	    0) \
	X("squad-counts", EFFECT_FLAG, squad_counts, run_eng_squad_counts, \
	    0) \
	X("squad-flies", EFFECT_FLAG, squad_flies, run_eng_squad_flies, 0) \
	X("start-combat", EFFECT_FLAG, start_combat, run_eng_start_combat, \
	    0) \
	X("assign-hits", EFFECT_FLAG, assign_hits, run_assign_hits, 0) \
	X("carry-out-deferred", EFFECT_PTR, carry_deferred, \
	    run_carry_deferred, 0) \
	X("open-orders", EFFECT_FLAG, open_orders, run_none, 0) \
	X("each-squad-in-flight", EFFECT_LIST, each_squad_in_flight, \
	    run_eng_each_squad_in_flight, 0) \
	X("fly-on", EFFECT_FLAG, fly_on, run_eng_fly_on, 0) \
	X("advance-bodies", EFFECT_FLAG, advance_bodies, \
	    run_eng_advance_bodies, 0) \
	X("dissolve-links", EFFECT_FLAG, dissolve_links, \
	    run_dissolve_links, 0) \
	X("squads-rest", EFFECT_FLAG, squads_rest, run_eng_squads_rest, 0) \
	X("clear-marks", EFFECT_LIST, clear_marks, run_clear_marks, 0) \
	X("set-turns-held", EFFECT_FLAG, set_turns_held, \
	    run_eng_set_turns_held, 0) \
	X("combat-round", EFFECT_FLAG, combat_round, run_eng_round_then, 0) \
	X("each-source", EFFECT_FLAG, each_source, run_eng_each_source, 0) \
	X("take-sources", EFFECT_FLAG, take_sources, run_eng_take_sources, \
	    0) \
	X("rank-players", EFFECT_FLAG, rank_players, run_eng_rank_players, \
	    OWN) \
	X("reward", EFFECT_FLAG, reward, run_eng_reward, 0) \
	X("play-cards", EFFECT_FLAG, play_cards, run_eng_play_cards, 0) \
	X("set-morale", EFFECT_FLAG, set_morale, run_eng_set_morale, 0) \
	X("flee-home", EFFECT_FLAG, flee_home, run_eng_flee_home, 0) \
	X("take-hits", EFFECT_FLAG, take_hits, run_eng_take_hits, 0) \
	X("list-players", EFFECT_FLAG, list_players, run_eng_list_players, \
	    OWN) \
	X("throw-pools", EFFECT_FLAG, throw_pools, run_eng_throw_pools, 0) \
	X("settle-hits", EFFECT_FLAG, settle_hits, run_settle_hits, 0) \
	X("each-party", EFFECT_FLAG, each_party, run_eng_each_party, 0) \
	X("set-home", EFFECT_PTR, set_home, run_eng_set_home, 0) \
	X("place-starting", EFFECT_PTR, place_starting, \
	    run_eng_place_starting, 0) \
	X("take-place", EFFECT_PTR, take_place, run_eng_take_place, 0) \
	X("deal-start", EFFECT_PTR, deal_start, run_eng_deal_start, 0) \
	X("mark-done", EFFECT_PTR, mark_done, run_eng_mark_done, 0) \
	X("set-turn-order", EFFECT_PTR, set_turn_order, \
	    run_eng_set_turn_order, 0) \
	X("clear-spawned", EFFECT_PTR, clear_spawned, \
	    run_eng_clear_spawned, 0) \
	X("give-arrival", EFFECT_PTR, give_arrival, run_eng_give_arrival, 0) \
	X("declare-winner", EFFECT_PTR, declare_winner, \
	    run_eng_declare_winner, 0) \
	X("let-go", EFFECT_PTR, let_go, run_eng_let_go, 0) \
	X("replenish", EFFECT_PTR, replenish, run_eng_replenish, 0) \
	X("fall", EFFECT_PTR, fall, run_eng_fall, 0) \
	X("set-fought", EFFECT_PTR, set_fought, run_eng_set_fought, 0) \
	X("add-spawned", EFFECT_PTR, add_spawned, run_eng_add_spawned, OWN) \
	X("start-placing", EFFECT_PTR, start_placing, \
	    run_eng_start_placing, 0) \
	X("capture", EFFECT_PTR, capture, run_eng_capture, 0) \
	X("each-group", EFFECT_LIST, each_group, run_eng_each_group, 0) \
	X("refill", EFFECT_LIST, refill, run_refill, 0) \
	X("data-flag", EFFECT_LIST, data_flag, run_eng_data_flag, 0) \
	X("data-members", EFFECT_LIST, data_members, run_eng_data_members, \
	    0) \
	X("data-or-null", EFFECT_LIST, data_or_null, run_eng_data_or_null, \
	    0) \
	X("final-standings", EFFECT_FLAG, final_standings, run_none, 0) \
	X("orbit-battle", EFFECT_FLAG, orbit_battle, run_none, 0) \
	X("duel", EFFECT_FLAG, duel, run_none, 0) \
	X("fire-step", EFFECT_FLAG, fire_step, run_none, 0) \
	X("seize", EFFECT_FLAG, seize, run_none, 0) \
	X("draw-hand", EFFECT_FLAG, draw_hand, run_none, 0) \
	X("action-points", EFFECT_FLAG, action_points, run_none, 0) \
	X("unit-income", EFFECT_FLAG, unit_income, run_none, 0) \
	X("count-held", EFFECT_FLAG, count_held, run_none, 0) \
	X("produce", EFFECT_FLAG, produce, run_none, 0) \
	X("replenish-neutrals", EFFECT_FLAG, replenish_neutrals, run_none, \
	    0) \
	X("rank-choosers", EFFECT_FLAG, rank_choosers, run_none, 0) \
	X("list-battles", EFFECT_FLAG, list_battles, run_none, 0) \
	X("battles-fought", EFFECT_FLAG, battles_fought, run_none, 0) \
	X("discard-played", EFFECT_FLAG, discard_played, run_none, 0) \
	X("clear-sites", EFFECT_FLAG, clear_sites, run_none, 0) \
	X("end-roll", EFFECT_FLAG, end_roll, run_none, 0) \
	X("hold-win", EFFECT_FLAG, hold_win, run_none, 0) \
	X("revolts", EFFECT_FLAG, revolts, run_none, 0) \
	X("advance-squads", EFFECT_FLAG, advance_squads, run_none, 0) \
	X("reach-win", EFFECT_FLAG, reach_win, run_none, 0) \
	X("rank-turns", EFFECT_FLAG, rank_turns, run_none, 0) \
	X("spawn-pieces", EFFECT_FLAG, spawn_pieces, run_none, 0)

static const struct runner {
	char key[24];
	unsigned char how, flags;
	size_t off;
} runners[] = {
#define ROW(key, how, m, run, flags) \
	{ key, how, flags, offsetof(struct effect_def, m) },
	EFFECTS(ROW)
#undef ROW
};
#define NRUNNERS (sizeof runners / sizeof runners[0])

/* Carry out e by row i's function. */
static int
run_row(size_t i, struct act *a, const struct effect_def *e,
    struct eng_eval *ev, struct said *s)
{
	enum {
#define NUM(key, how, m, run, flags) R_##m,
		EFFECTS(NUM)
#undef NUM
	};

	switch (i) {
#define CASE(key, how, m, run, flags) case R_##m: return run(a, e, ev, s);
	EFFECTS(CASE)
#undef CASE
	}
	return run_none(a, e, ev, s);
}

/* Is the key of row r written in e? */
static int
written(const struct effect_def *e, const struct runner *r)
{
	const void *p = (const char *)e + r->off;

	return r->how == EFFECT_FLAG ? *(const int *)p != 0 :
	    r->how == EFFECT_PTR ? *(char *const *)p != NULL :
	    *(const int *)p > 0;
}

/* The row of the key e says what it does with (a checked effect has
 * one), or NRUNNERS: stored by its check (e->kind, the row of the
 * table of checks, decl_fx.h, which has this table's rows:
 * test_effect_rows), else found by testing every row's. */
static size_t
runner(const struct effect_def *e)
{
	size_t i = 0;

	if (e->kind > 0 && (size_t)e->kind <= NRUNNERS)
		return (size_t)e->kind - 1;
	while (i < NRUNNERS && !written(e, &runners[i]))
		i++;
	return i;
}

const char *
eng_effect_run_key(int r)
{
	return r >= 0 && (size_t)r < NRUNNERS ? runners[r].key : NULL;
}

const char *
eng_effect_unrun(void)
{
	int n = eng_effect_key_count();

	for (int k = 0; k < n; k++) {
		const char *name = eng_effect_key_name(k);
		size_t off, i = 0;
		int how = eng_effect_key_where(k, &off);
		while (i < NRUNNERS &&
		    strcmp(runners[i].key, name) != 0)
			i++;
		if (i == NRUNNERS ||
		    runners[i].how != how || runners[i].off != off)
			return name;
	}
	return NRUNNERS == (size_t)n ? NULL :
	    "(a row of no key of the schema's)";
}

int
eng_effects(struct act *a, const struct vec *effects,
    struct eng_eval *ev)
{
	int st;

	zones_board_fresh(a->st);	/* effects read and move pieces */
	for (int i = 0; i < effects->n; i++) {
		const struct effect_def *e = VEC_AT(*effects,
		    struct effect_def, i);
		size_t r = runner(e);
		size_t mark = a->rep->text.len;
		long before[64];
		struct said s;
		int *held;
		held = eng_tally_watch(a);
		/* the bindings of the ruleset's line, read by it alone (an
		 * effect without one writes entered and released unread) */
		if (e->says != NULL)
			s.ev = *ev;
		s.ev.entered = -1;
		s.ev.released = NULL;
		s.kept = 0;
		if (e->says != NULL && ev->me >= 0) {
			/* the resources as they were, for before() */
			for (int x = 0; x < a->rs->resources.n && x < 64; x++)
				before[x] = a->st->players[ev->me].res[x];
			s.ev.before = before;
		}
		st = run_row(r, a, e, ev, &s);
		eng_tally_settle(a, held);
		if (st == ST_OK && e->says != NULL && (r == NRUNNERS ||
		    !(runners[r].flags & OWN))) {
			/* the ruleset's line instead of the effect's own
			 * (a gain's discards kept) */
			sb_truncate(&a->rep->text, s.kept > mark ? s.kept :
			    mark);
			st = eng_say(a, &e->tsays, &s.ev);
		}
		if (st != ST_OK)
			return st;
	}
	return ST_OK;
}
