/* decl_fx_calls.c: the checks of the effects whose check is in a file of
 * its own (decl.h names each): called with the effect's member and the
 * path of its key. */
#include "core/rules/decl_fx.h"

int
fx_reward(const struct fx *c)
{
	return eng_check_reward(c->rs, c->act, &c->e->reward, c->key, c->pos,
	    c->in_roll, c->errs);
}

int
fx_play_cards(const struct fx *c)
{
	return eng_check_play_cards(c->rs, c->act, &c->e->play_cards, c->key,
	    c->pos, c->in_roll, c->errs);
}

int
fx_set_morale(const struct fx *c)
{
	return eng_check_set_morale(c->rs, c->act, &c->e->set_morale, c->key,
	    c->pos, c->in_roll, c->errs);
}

int
fx_flee_home(const struct fx *c)
{
	return eng_check_flee_home(c->rs, c->act, &c->e->flee_home, c->key,
	    c->pos, c->in_roll, c->errs);
}

int
fx_take_hits(const struct fx *c)
{
	return eng_check_take_hits(c->rs, c->act, &c->e->take_hits, c->key,
	    c->pos, c->in_roll, c->errs);
}

int
fx_list_players(const struct fx *c)
{
	return eng_check_list_players(c->rs, c->act, c->e, c->key, c->pos,
	    c->in_roll, c->errs);
}

int
fx_throw_pools(const struct fx *c)
{
	return eng_check_throw_pools(c->rs, c->act, &c->e->throw_pools, c->key,
	    c->pos, c->in_roll, c->errs);
}

int
fx_buy_subs(const struct fx *c)
{
	return eng_check_buy_subs(c->rs, c->act, &c->e->buy_subs, c->key,
	    c->pos, c->in_roll, c->errs);
}

int
fx_enter_stats(const struct fx *c)
{
	return eng_check_enter_stats(c->rs, c->act, &c->e->enter_stats, c->key,
	    c->pos, c->errs);
}

int
fx_lay_tile(const struct fx *c)
{
	return eng_check_lay_tile(c->rs, c->act, &c->e->lay_tile, c->key,
	    c->pos, c->errs);
}

int
fx_lay_random(const struct fx *c)
{
	return eng_check_lay_random(c->rs, c->key, c->pos, c->errs);
}

int
fx_set_units(const struct fx *c)
{
	return eng_check_set_units(c->rs, c->act, &c->e->set_units, c->key,
	    c->pos, c->in_roll, c->errs);
}

int
fx_set_board(const struct fx *c)
{
	return eng_check_set_board(c->rs, c->act, &c->e->set_board, c->key,
	    c->pos, c->errs);
}

int
fx_seal_order(const struct fx *c)
{
	return eng_check_seal_order(c->rs, c->act, &c->e->seal_order, c->key,
	    c->pos, c->errs);
}

int
fx_retreat(const struct fx *c)
{
	return eng_check_retreat(c->rs, c->act, &c->e->retreat, c->key, c->pos,
	    c->errs);
}

int
fx_start_combat(const struct fx *c)
{
	return eng_check_start_combat(c->rs, c->act, &c->e->start_combat,
	    c->key, c->pos, c->errs);
}

int
fx_orbit_battle(const struct fx *c)
{
	return eng_check_orbit_battle(c->rs, c->act, &c->e->orbit_battle,
	    c->key, c->pos, c->errs);
}

int
fx_move_cards(const struct fx *c)
{
	return eng_check_move_cards(c->rs, c->act, &c->e->move_cards, c->key,
	    c->pos, c->in_roll, c->errs);
}

int
fx_carry_deferred(const struct fx *c)
{
	return eng_check_carry_deferred(c->rs, c->act, c->key, c->pos,
	    c->errs);
}

int
fx_assign_hits(const struct fx *c)
{
	return eng_check_assign_hits(c->rs, c->act, &c->e->assign_hits, c->key,
	    c->pos, c->errs);
}

int
fx_rank_players(const struct fx *c)
{
	return eng_check_rank_players(c->rs, c->act, &c->e->rank_players,
	    c->key, c->pos, c->in_roll, c->errs);
}

int
fx_give(const struct fx *c)
{
	return eng_check_give(c->rs, c->act, &c->e->give, c->key, c->pos,
	    c->in_roll, c->errs);
}

int
fx_set_card(const struct fx *c)
{
	return eng_check_set_card(c->rs, c->act, &c->e->set_card, c->key,
	    c->pos, c->errs);
}

int
fx_keep_card(const struct fx *c)
{
	return eng_check_keep_card(c->rs, c->act, &c->e->keep_card, c->key,
	    c->pos, c->in_roll, c->errs);
}

int
fx_set_top(const struct fx *c)
{
	return eng_check_set_top(c->act, &c->e->set_top, c->key, c->pos,
	    c->errs);
}

int
fx_move_units(const struct fx *c)
{
	return eng_check_move_units(c->rs, c->act, &c->e->move_units, c->key,
	    c->pos, c->errs);
}

int
fx_add_units(const struct fx *c)
{
	return eng_check_add_units(c->rs, c->act, &c->e->add_units, c->key,
	    c->pos, c->in_roll, c->errs);
}

int
fx_set_order_way(const struct fx *c)
{
	return eng_check_set_order_way(c->rs, c->act, &c->e->set_order_way,
	    c->key, c->pos, c->in_roll, c->errs);
}


/* cargo-on and cargo-off */
int
fx_cargo(const struct fx *c)
{
	const struct effect_def *e = c->e;

	return eng_check_cargo(c->rs, c->act, EK_IS(e, cargo_on) ?
	    &c->e->cargo_on : &c->e->cargo_off, EK_IS(e, cargo_on) ?
	    "cargo-on" : "cargo-off", c->key, c->pos, c->errs);
}

/* hold-back and remain */
int
fx_combat_side(const struct fx *c)
{
	int back = EK_IS(c->e, hold_back);

	return eng_check_combat_side(c->rs, c->act, back ? &c->e->hold_back :
	    &c->e->remain, back ? "hold-back" : "remain", c->key, c->pos,
	    c->errs);
}

/* order-step, start-order and set-turn-order */
int
fx_orders(const struct fx *c)
{
	return eng_check_orders(c->rs, c->act, c->e, c->path, c->i, c->pos,
	    c->errs);
}

/* set-turns-held and let-go */
int
fx_held(const struct fx *c)
{
	return eng_check_held(c->rs, c->act, c->e, c->key, c->pos,
	    c->in_roll, c->errs);
}

int
fx_mark_done(const struct fx *c)
{
	return eng_check_mark_done(c->rs, c->act, &c->e->mark_done, c->key,
	    c->pos, c->in_roll, c->errs);
}

int
fx_fall(const struct fx *c)
{
	return eng_check_fall(c->rs, c->act, c->e, c->key, c->pos,
	    c->in_roll, c->errs);
}

int
fx_set_fought(const struct fx *c)
{
	return eng_check_set_fought(c->rs, c->act, &c->e->set_fought, c->key,
	    c->pos, c->in_roll, c->errs);
}

int
fx_take_sources(const struct fx *c)
{
	int bad = eng_check_sources_effect(c->act, c->e, c->key, c->pos,
	    c->errs);

	bad += fx_counted_piece(c, &c->e->take_sources.piece);
	return bad + fx_expr(&c->e->take_sources.count, c->key, c->rs,
	    c->act, c->in_roll, c->errs);
}

/* action-points, unit-income and count-held */
int
fx_turn_income(const struct fx *c)
{
	return eng_check_turn_income(c->rs, c->act, c->e, c->key, c->pos,
	    c->errs);
}

/* produce and replenish-neutrals */
int
fx_zones_effect(const struct fx *c)
{
	return eng_check_zones_effect(c->rs, EK_IS(c->e, produce) ?
	    "produce" : "replenish-neutrals", c->key, c->pos, c->errs);
}

/* list-battles and battles-fought */
int
fx_battles_due(const struct fx *c)
{
	return eng_check_battles_due(c->rs, EK_IS(c->e,
	    list_battles) ? "list-battles" : "battles-fought", c->key, c->pos,
	    c->errs);
}

int
fx_spawn_pieces(const struct fx *c)
{
	return eng_check_spawn_pieces(c->rs, c->path, c->i, c->pos, c->errs);
}

int
fx_settle_hits(const struct fx *c)
{
	return eng_check_settle_hits(c->rs, c->act, &c->e->settle_hits,
	    c->key, c->pos, c->in_roll, c->errs);
}

/* The effects set by 'true' whose check reads the ruleset alone. */
int
fx_fire_step(const struct fx *c)
{
	return eng_check_fire_step(c->rs, c->key, c->pos, c->errs);
}

int
fx_open_orders(const struct fx *c)
{
	return eng_check_open_orders(c->rs, c->key, c->pos, c->errs);
}

int
fx_advance_squads(const struct fx *c)
{
	return eng_check_advance_squads(c->rs, c->key, c->pos, c->errs);
}

int
fx_rank_choosers(const struct fx *c)
{
	return eng_check_rank_choosers(c->rs, c->key, c->pos, c->errs);
}


/* replenish: the numbered zones' militia, its amount an expression */
int
fx_replenish(const struct fx *c)
{
	if (eng_check_zones_effect(c->rs, "replenish", c->key, c->pos,
	    c->errs))
		return 1;
	return fx_expr(&c->e->replenish, c->key, c->rs, c->act, c->in_roll,
	    c->errs);
}

int
fx_reinforce(const struct fx *c)
{
	return eng_check_reinforce(c->rs, c->act, &c->e->reinforce, c->path,
	    c->i + 1, c->pos, c->in_roll, c->errs);
}

int
fx_squad_loses(const struct fx *c)
{
	return eng_check_squad_loses(c->rs, c->act, &c->e->squad_loses,
	    c->path, c->i + 1, c->pos, c->in_roll, c->errs);
}

int
fx_run_ability(const struct fx *c)
{
	return eng_check_run_ability(c->rs, c->act, &c->e->run_ability,
	    c->path, c->i + 1, c->pos, c->in_roll, c->errs);
}

int
fx_lend_ability(const struct fx *c)
{
	return eng_check_lend_ability(c->rs, c->act, &c->e->lend_ability,
	    c->path, c->i + 1, c->pos, c->in_roll, c->errs);
}

int
fx_zone_holder(const struct fx *c)
{
	return eng_check_zone_holder(c->rs, c->act, &c->e->zone_holder, c->path,
	    c->i + 1, c->pos, c->in_roll, c->errs);
}

int
fx_squad_counts(const struct fx *c)
{
	return eng_check_squad_counts(c->rs, c->act, &c->e->squad_counts,
	    c->path, c->i + 1, c->pos, c->in_roll, c->errs);
}

int
fx_squad_flies(const struct fx *c)
{
	return eng_check_squad_flies(c->rs, c->act, &c->e->squad_flies,
	    c->path, c->i + 1, c->pos, c->in_roll, c->errs);
}

int
fx_add_producer(const struct fx *c)
{
	return eng_check_add_producer(c->rs, c->act, &c->e->add_producer,
	    c->path, c->i + 1, c->pos, c->in_roll, c->errs);
}

int
fx_data_members(const struct fx *c)
{
	return eng_check_data_members(c->rs, c->act, &c->e->data_members,
	    c->path, c->i + 1, c->in_roll, c->errs);
}
