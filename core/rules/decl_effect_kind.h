/* decl_effect_kind.h: the keys that say what an effect does, one row
 * each (EFFECT_CHECKS), and the kind of an effect they number (enum
 * effect_kind, struct effect_def's kind): the one list of them the
 * check (decl_effects.c, decl_fx.h), the engine (engine_effects.c) and
 * the tests read.  One of the parts of decl.h, which the program
 * includes. */
#ifndef ARBITER_DECL_EFFECT_KIND_H
#define ARBITER_DECL_EFFECT_KIND_H

/* Each key of an effect (as decl_kind.c reads them off the schema:
 * where it lies in struct effect_def and how it tells it was written;
 * the unit test test_effect_checks holds the two the same) and the
 * function that checks it, in the order of the engine's table of what
 * runs them (core/engine/engine_effects.c): the commonest first.  The
 * two have the same rows in the same order (test_effect_rows): an
 * effect's kind, its row here stored by its check, is its row there. */
#define EFFECT_CHECKS(X) \
	X("say", EFFECT_PTR, say, fx_elsewhere) \
	X("gain", EFFECT_LIST, gain, fx_gain) \
	X("if", EFFECT_FLAG, cond, fx_if) \
	X("set", EFFECT_LIST, set, fx_gain) \
	X("each-player", EFFECT_LIST, each, fx_each_player) \
	X("place", EFFECT_FLAG, place, fx_pieces) \
	X("remove", EFFECT_FLAG, remove, fx_pieces) \
	X("move", EFFECT_FLAG, move, fx_pieces) \
	X("next", EFFECT_FLAG, next, fx_next) \
	X("refuse", EFFECT_PTR, refuse, fx_elsewhere) \
	X("roll", EFFECT_FLAG, roll, fx_roll) \
	X("data", EFFECT_LIST, data, fx_data) \
	X("each-region", EFFECT_LIST, each_region, fx_each_region) \
	X("each-player-in-turn", EFFECT_LIST, each_in_turn, fx_each_in_turn) \
	X("fight", EFFECT_FLAG, fight, fx_pieces) \
	X("draw", EFFECT_FLAG, draw, fx_bag) \
	X("return", EFFECT_FLAG, back, fx_bag) \
	X("enter", EFFECT_FLAG, enter, fx_enter) \
	X("pay-player", EFFECT_FLAG, pay, fx_pay) \
	X("tally", EFFECT_FLAG, tally, fx_tally) \
	X("hold", EFFECT_FLAG, hold, fx_pieces) \
	X("set-top", EFFECT_FLAG, set_top, fx_set_top) \
	X("release", EFFECT_FLAG, release, fx_release) \
	X("link", EFFECT_FLAG, link, fx_link) \
	X("leave", EFFECT_FLAG, leave, fx_leave) \
	X("swap", EFFECT_FLAG, swap, fx_swap) \
	X("roll-position", EFFECT_FLAG, roll_position, fx_roll_position) \
	X("set-counters", EFFECT_FLAG, set_counters, fx_counters) \
	X("count-down", EFFECT_FLAG, count_down, fx_count_down) \
	X("set-card", EFFECT_FLAG, set_card, fx_set_card) \
	X("move-cards", EFFECT_FLAG, move_cards, fx_move_cards) \
	X("each-site", EFFECT_LIST, each_site, fx_each_site) \
	X("clear-round-sites", EFFECT_FLAG, clear_round_sites, \
	    fx_clear_round_sites) \
	X("place-pieces", EFFECT_FLAG, place_pieces, fx_place_pieces) \
	X("make-home", EFFECT_FLAG, make_home, fx_make_home) \
	X("unchecked", EFFECT_PTR, unchecked, fx_unchecked) \
	X("buy-sub-locations", EFFECT_FLAG, buy_subs, fx_buy_subs) \
	X("give", EFFECT_FLAG, give, fx_give) \
	X("enter-stats", EFFECT_FLAG, enter_stats, fx_enter_stats) \
	X("set-units", EFFECT_FLAG, set_units, fx_set_units) \
	X("lay-tile", EFFECT_FLAG, lay_tile, fx_lay_tile) \
	X("lay-random", EFFECT_FLAG, lay_random, fx_lay_random) \
	X("cargo-on", EFFECT_FLAG, cargo_on, fx_cargo) \
	X("cargo-off", EFFECT_FLAG, cargo_off, fx_cargo) \
	X("keep-card", EFFECT_FLAG, keep_card, fx_keep_card) \
	X("order-step", EFFECT_FLAG, order_step, fx_orders) \
	X("start-order", EFFECT_FLAG, start_order, fx_orders) \
	X("relocate", EFFECT_FLAG, relocate, fx_relocate) \
	X("run-ability", EFFECT_FLAG, run_ability, fx_run_ability) \
	X("lend-ability", EFFECT_FLAG, lend_ability, fx_lend_ability) \
	X("move-units", EFFECT_FLAG, move_units, fx_move_units) \
	X("add-units", EFFECT_FLAG, add_units, fx_add_units) \
	X("set-order-way", EFFECT_PTR, set_order_way, fx_set_order_way) \
	X("set-board", EFFECT_FLAG, set_board, fx_set_board) \
	X("seal-order", EFFECT_FLAG, seal_order, fx_seal_order) \
	X("hold-back", EFFECT_FLAG, hold_back, fx_combat_side) \
	X("remain", EFFECT_FLAG, remain, fx_combat_side) \
	X("retreat", EFFECT_FLAG, retreat, fx_retreat) \
	X("reinforce", EFFECT_FLAG, reinforce, fx_reinforce) \
	X("squad-loses", EFFECT_FLAG, squad_loses, fx_squad_loses) \
	X("zone-holder", EFFECT_FLAG, zone_holder, fx_zone_holder) \
	X("set-territory", EFFECT_FLAG, set_territory, fx_set_territory) \
	X("set-placing", EFFECT_FLAG, set_placing, fx_set_placing) \
	X("add-producer", EFFECT_FLAG, add_producer, fx_add_producer) \
	X("squad-counts", EFFECT_FLAG, squad_counts, fx_squad_counts) \
	X("squad-flies", EFFECT_FLAG, squad_flies, fx_squad_flies) \
	X("start-combat", EFFECT_FLAG, start_combat, fx_start_combat) \
	X("assign-hits", EFFECT_FLAG, assign_hits, fx_assign_hits) \
	X("carry-out-deferred", EFFECT_PTR, carry_deferred, fx_carry_deferred) \
	X("open-orders", EFFECT_FLAG, open_orders, fx_open_orders) \
	X("each-squad-in-flight", EFFECT_LIST, each_squad_in_flight, \
	    fx_each_squad) \
	X("fly-on", EFFECT_FLAG, fly_on, fx_fly_on) \
	X("advance-bodies", EFFECT_FLAG, advance_bodies, fx_bodies) \
	X("dissolve-links", EFFECT_FLAG, dissolve_links, fx_bodies) \
	X("squads-rest", EFFECT_FLAG, squads_rest, fx_zones_before) \
	X("clear-marks", EFFECT_LIST, clear_marks, fx_clear_marks) \
	X("set-turns-held", EFFECT_FLAG, set_turns_held, fx_held) \
	X("combat-round", EFFECT_FLAG, combat_round, fx_combat_round) \
	X("each-source", EFFECT_FLAG, each_source, fx_each_source) \
	X("take-sources", EFFECT_FLAG, take_sources, fx_take_sources) \
	X("rank-players", EFFECT_FLAG, rank_players, fx_rank_players) \
	X("reward", EFFECT_FLAG, reward, fx_reward) \
	X("play-cards", EFFECT_FLAG, play_cards, fx_play_cards) \
	X("set-morale", EFFECT_FLAG, set_morale, fx_set_morale) \
	X("flee-home", EFFECT_FLAG, flee_home, fx_flee_home) \
	X("take-hits", EFFECT_FLAG, take_hits, fx_take_hits) \
	X("list-players", EFFECT_FLAG, list_players, fx_list_players) \
	X("throw-pools", EFFECT_FLAG, throw_pools, fx_throw_pools) \
	X("settle-hits", EFFECT_FLAG, settle_hits, fx_settle_hits) \
	X("each-party", EFFECT_FLAG, each_party, fx_each_party) \
	X("set-home", EFFECT_PTR, set_home, fx_set_home) \
	X("place-starting", EFFECT_PTR, place_starting, fx_starting) \
	X("take-place", EFFECT_PTR, take_place, fx_take_place) \
	X("deal-start", EFFECT_PTR, deal_start, fx_starting) \
	X("mark-done", EFFECT_PTR, mark_done, fx_mark_done) \
	X("set-turn-order", EFFECT_PTR, set_turn_order, fx_orders) \
	X("clear-spawned", EFFECT_PTR, clear_spawned, fx_clear_spawned) \
	X("give-arrival", EFFECT_PTR, give_arrival, fx_give_arrival) \
	X("declare-winner", EFFECT_PTR, declare_winner, fx_declare_winner) \
	X("let-go", EFFECT_PTR, let_go, fx_held) \
	X("replenish", EFFECT_PTR, replenish, fx_replenish) \
	X("fall", EFFECT_PTR, fall, fx_fall) \
	X("set-fought", EFFECT_PTR, set_fought, fx_set_fought) \
	X("add-spawned", EFFECT_PTR, add_spawned, fx_spawned_expr) \
	X("start-placing", EFFECT_PTR, start_placing, fx_spawned_expr) \
	X("capture", EFFECT_PTR, capture, fx_capture) \
	X("each-group", EFFECT_LIST, each_group, fx_each_group) \
	X("refill", EFFECT_LIST, refill, fx_elsewhere) \
	X("data-flag", EFFECT_LIST, data_flag, fx_data) \
	X("data-members", EFFECT_LIST, data_members, fx_data_members) \
	X("data-or-null", EFFECT_LIST, data_or_null, fx_data) \
	X("final-standings", EFFECT_FLAG, final_standings, fx_final_standings) \
	X("orbit-battle", EFFECT_FLAG, orbit_battle, fx_orbit_battle) \
	X("duel", EFFECT_FLAG, duel, fx_duel) \
	X("fire-step", EFFECT_FLAG, fire_step, fx_fire_step) \
	X("seize", EFFECT_FLAG, seize, fx_seize) \
	X("draw-hand", EFFECT_FLAG, draw_hand, fx_cards_before) \
	X("action-points", EFFECT_FLAG, action_points, fx_turn_income) \
	X("unit-income", EFFECT_FLAG, unit_income, fx_turn_income) \
	X("count-held", EFFECT_FLAG, count_held, fx_turn_income) \
	X("produce", EFFECT_FLAG, produce, fx_zones_effect) \
	X("replenish-neutrals", EFFECT_FLAG, replenish_neutrals, \
	    fx_zones_effect) \
	X("rank-choosers", EFFECT_FLAG, rank_choosers, fx_rank_choosers) \
	X("list-battles", EFFECT_FLAG, list_battles, fx_battles_due) \
	X("battles-fought", EFFECT_FLAG, battles_fought, fx_battles_due) \
	X("discard-played", EFFECT_FLAG, discard_played, fx_cards_before) \
	X("clear-sites", EFFECT_FLAG, clear_sites, fx_cards_before) \
	X("end-roll", EFFECT_FLAG, end_roll, fx_end_roll) \
	X("hold-win", EFFECT_FLAG, hold_win, fx_hold_win) \
	X("revolts", EFFECT_FLAG, revolts, fx_zones_before) \
	X("advance-squads", EFFECT_FLAG, advance_squads, fx_advance_squads) \
	X("reach-win", EFFECT_FLAG, reach_win, fx_reach_win) \
	X("rank-turns", EFFECT_FLAG, rank_turns, fx_rank_turns) \
	X("spawn-pieces", EFFECT_FLAG, spawn_pieces, fx_spawn_pieces)

/* An effect's kind: EK_NONE, not yet told (or not one key), else EK_m for
 * the row of member m, the row's place in EFFECT_CHECKS plus 1. */
enum effect_kind {
	EK_NONE,
#define EFFECT_KIND_ROW(key, how, m, fn) EK_##m,
	EFFECT_CHECKS(EFFECT_KIND_ROW)
#undef EFFECT_KIND_ROW
	EK_END			/* one past the last kind */
};

#endif
