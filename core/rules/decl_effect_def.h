/* decl_effect_def.h: struct effect_def, one effect of a declared list,
 * a member for each key that may say what it does.  One of the parts of
 * decl.h, which the program includes. */
#ifndef ARBITER_DECL_EFFECT_DEF_H
#define ARBITER_DECL_EFFECT_DEF_H

#include "core/rules/decl_effect_kind.h"
#include "core/rules/decl_effects_mech.h"

/* clear-round-sites' value, by its place in the schema's names (false,
 * true, discard, drop): the cards still played at a site refuse the
 * effect, go to their owners' discard piles, or leave the game (what a
 * text of before did: ruleset_sites_fx.c). */
enum clear_sites { CLEAR_SITES_NONE, CLEAR_SITES_REFUSE, CLEAR_SITES_DISCARD,
	CLEAR_SITES_DROP };

struct effect_def {		/* a list of effects: one key each */
	struct schema_tag key;	/* the keys that say what it does, as
				   read (texts or image: schema.h; none is
				   made in C); key.n 0 for none */
	int kind;		/* enum effect_kind: the row of its one
				   key in the tables of what checks and
				   carries out an effect (decl_effect_kind.h,
				   engine_effects.c: the same rows), plus 1,
				   stored by its check
				   (decl_effects.c); 0: not checked, or not
				   one key.  No key of the schema's: the
				   image keeps it not, its check stores it
				   again */
	/* the keys every kind may carry, which change how it is done, not
	   what (SF_HOW: not told in the tag), and what they compile to */
	char *says;		/* the line(s) of this effect, instead of its
				   own; "" for none */
	struct says_tpl tsays;	/* its compiled */
	char *json;		/* gain: the key under which the command's
				   --json report gives the amount, or NULL;
				   enter: the key of the new piece's id;
				   pay-player: "transfer" */
	struct sexpr winner_where;	/* where, with declare-winner: the test,
				   who bound to each player, of the players
				   who win together (engine_declare_winner.c) */
	int usage;		/* with refuse: as a usage error, the words
				   being wrong (exit 2) */
	char *unknown;		/* unknown: MECHANISM.KEY, beside refuse:
				   while that number is unknown the command
				   stops as for any value the ruleset leaves
				   unknown (exit 3), not refused */
	long unknown_g, unknown_k;	/* its places (rs_mech_int) */
	/* the members of each kind: an effect holds those of its own
	   alone (EK_IS, the check's kind; make check-poison) */
	struct vec gain;	/* dict resource -> struct sexpr */
	struct vec set;		/* dict resource -> struct sexpr */
	struct eff_pieces place, remove, move;
	struct eff_fight fight;
	struct eff_roll roll;
	struct eff_if cond;
	struct vec each;	/* each-player: list of struct effect_def */
	struct eff_bag draw, back;
	int next;		/* the phase ends, as with 'next' */
	struct {
		char *say;	/* say: a line for people (an effect
				   alone) */
		struct says_tpl tsay;	/* its compiled */
	};
	struct {
		char *set_home;	/* set-home: the region that becomes
				   the actor's home (a word of the action
				   or a region's id), or NULL */
		struct eng_where w_home;	/* its place */
	};
	struct eff_enter enter;	/* a new tracked piece of the actor's comes
				   into its own area (core/engine/
				   engine_enter.c) */
	struct vec data;	/* dict key -> struct sexpr: members of the
				   command's --json report (an effect alone) */
	struct vec data_members;	/* list of struct json_member:
				   members of the command's --json report,
				   each a number, a player, a product or a
				   flag (engine_members.c) */
	struct eff_pay pay;	/* another player is paid */
	struct eff_tally tally;	/* a tally added to */
	struct eff_hold hold;	/* a region's holder and pieces set
				   (engine_hold.c) */
	struct eff_top set_top;	/* a face-up deck's top card entered
				   (engine_top.c) */
	struct eff_final final_standings;	/* the final standings,
				   of before (ruleset_standings.c) */
	struct eff_release release;	/* the pieces one player holds
				   captive of another's go back to their
				   owner's supply (engine_release.c) */
	struct eff_link link;	/* two bodies linked for the round
				   (engine_link.c) */
	struct eff_leave leave;	/* a tracked piece leaves the game; its
				   owner's chief: the owner falls
				   (core/engine/engine_tracked.c) */
	struct eff_swap swap;	/* two tracked pieces exchange places */
	struct vec each_group;	/* each-group: list of struct effect_def,
				   carried out for every group of regions
				   in turn, bound to 'group' */
	struct {
		char *place_starting;	/* place-starting: the region
				   where the actor's next starting squad
				   due goes (a word of the action or a
				   region's id; engine_starting.c), or
				   NULL */
		struct eng_where w_starting;	/* its place */
	};
	struct sexpr take_place;	/* take-place: the place in the order
				   ranked the actor takes (engine_place.c),
				   or none */
	struct {
		char *deal_start;	/* deal-start: the region the
				   actor holds from the start
				   (engine_deal.c), or NULL */
		struct eng_where w_deal;	/* its place */
	};
	struct eff_roll_position roll_position;	/* a body put on its
				   orbit at the field its start dice show
				   (engine_position.c) */
	struct eff_counters set_counters;	/* a tracked piece's time
				   counters set (engine_tracked.c) */
	struct eff_count_down count_down;	/* every tracked piece's time
				   counters counted down (engine_tracked.c) */
	struct eff_card set_card;	/* a card's unknown values given
				   (engine_card.c) */
	struct eff_move_cards move_cards;	/* cards moved between
				   piles (engine_round_cards.c) */
	struct eff_place_pieces place_pieces;	/* a player's pieces out of
				   the box onto a territory
				   (engine_place_pieces.c) */
	struct eff_arrive make_home;	/* a territory made a player's home
				   (engine_make_home.c) */
	struct {
		char *unchecked;	/* unchecked: a line of what was
				   taken on the GM's word
				   (engine_unchecked.c), or NULL */
		struct says_tpl tunchecked;	/* its compiled */
	};
	struct eff_buy_subs buy_subs;	/* sub-locations bought at the site
				   being resolved (engine_buy_subs.c) */
	struct eff_give give;	/* a player gives another a resource
				   (engine_give.c) */
	struct eff_stats enter_stats;	/* a kind's unknown values entered
				   (engine_stats.c) */
	struct eff_units set_units;	/* a player's units on a territory
				   set (engine_units.c) */
	struct eff_lay_tile lay_tile;	/* one tile of a kind laid at a
				   place (engine_lay_tile.c) */
	int lay_random;		/* lay-random: true, the rest of the mix
				   laid at random (engine_lay_random.c) */
	struct eff_cargo cargo_on;	/* goods moved onto a squad, no
				   test made (engine_cargo_move.c) */
	struct eff_cargo cargo_off;	/* goods moved off a squad, no
				   test made (engine_cargo_move.c) */
	struct eff_keep keep_card;	/* a card a player keeps
				   (engine_keep.c) */
	struct sexpr mark_done;	/* mark-done: the player who is done
				   this phase (engine_keep.c), or none */
	struct eff_order_step order_step;	/* the order takes a step
				   (engine_orders.c) */
	struct eff_set_territory set_territory;	/* a territory's values
				   set (engine_set_territory.c) */
	struct eff_set_placing set_placing;	/* the placing's counters
				   set (engine_set_placing.c) */
	struct eff_explored start_order;	/* an order placed on a
				   territory: its steps begin
				   (engine_orders.c) */
	char *carry_deferred;	/* carry-out-deferred: the line said when
				   no command waits: the queued commands'
				   deferred effects carried out in the order
				   given (engine_deferred.c), or NULL */
	struct {
		char *set_turn_order;	/* set-turn-order: a word of
				   kind turn-order, the new order
				   (engine_orders.c), or NULL */
		int w_turn_order;	/* its place among the words */
	};
	struct eff_relocate relocate;	/* a tracked piece moved to its
				   owner's area, another's, a place or the
				   board (engine_tracked.c) */
	struct eff_run_ability run_ability;	/* a chief's ability run
				   for the actor (engine_run_ability.c) */
	struct eff_lend_ability lend_ability;	/* another chief's ability
				   borrowed (engine_lend_ability.c) */
	struct eff_move_units move_units;	/* the actor's units moved
				   between territories (engine_move_units.c) */
	struct eff_add_units add_units;	/* a player's units taken out of
				   the box onto a territory
				   (engine_add_units.c) */
	struct sexpr set_order_way;	/* set-order-way: the way the order's
				   moves go, 1 out, 2 in (engine_order_way.c) */
	struct eff_set_board set_board;	/* a zone's board set
				   (engine_set_board.c) */
	struct eff_seal_order seal_order;	/* a sealed production order,
				   in a text of before */
	struct eff_combat_side hold_back;	/* light units held back in
				   the combat (engine_combat_side.c) */
	struct eff_combat_side remain;	/* a player stays in the combat
				   (engine_combat_side.c) */
	struct eff_retreat retreat;	/* a player leaves the combat
				   (engine_combat_side.c) */
	struct eff_reinforce reinforce;	/* a squad or a zone's militia
				   added to (engine_reinforce.c) */
	struct eff_squad_loses squad_loses;	/* a squad's losses
				   (engine_squad_loses.c) */
	struct eff_zone_holder zone_holder;	/* a zone's militia and owner set
				   (engine_zone_holder.c) */
	struct eff_add_producer add_producer;	/* a producer put on a
				   zone (engine_add_producer.c) */
	struct eff_squad_counts squad_counts;	/* a squad given its counts
				   (engine_squad_counts.c) */
	struct eff_squad_flies squad_flies;	/* a squad flies to another
				   zone (engine_squad_flies.c) */
	struct eff_start_combat start_combat;	/* the combat begins
				   (engine_combat_start.c) */
	struct eff_orbit_battle orbit_battle;	/* a battle in a zone's
				   orbit, of a text of before
				   (ruleset_orbit_round.c) */
	struct eff_duel duel;	/* one piece attacks another (of
				   before: ruleset_duel.c) */
	int fire_step;		/* fire-step: true, of before: the dice of
				   the dice-pool combat's current step
				   thrown; declared at load as throw-pools
				   and settle-hits (ruleset_fire_step.c) */
	struct eff_assign_hits assign_hits;	/* a player's hits given
				   to units (engine_assign_hits.c) */
	struct eff_seize seize;	/* a land attacked from the lands of a
				   word of kind sources, in a text of
				   before: declared at load
				   (ruleset_seize.c) */
	int draw_hand;		/* draw-hand: true, in a text of before: a
				   draw unseen of a hand of the deck drawn
				   into hands, declared at load
				   (ruleset_cards.c); refused where left */
	int action_points;	/* action-points: true: the actor's action
				   points of the turn, by mechanisms.action-
				   points; declared now (ruleset_ap_decl.c) */
	int unit_income;	/* unit-income: true: the actor's units
				   earned their income, by mechanisms.unit-
				   income; declared now (sum_pieces, a gain
				   and a draw), refused by the check when
				   ruleset_unit_income.c does not read it
				   so */
	int count_held;		/* count-held: true, in a text of before:
				   each place the actor holds counted one
				   more turn; declared now (each-region,
				   set-turns-held, declare-winner:
				   ruleset_held.c), refused by the check
				   where that could not be done */
	int produce;		/* produce: true, in a text of before: every
				   producer on a zone held makes its output
				   for the zone's owner, declared at load
				   (ruleset_produce.c); refused where that
				   could not be done */
	int replenish_neutrals;	/* replenish-neutrals: true, in a text of
				   before, declared at load (each-region,
				   replenish_due, replenish:
				   ruleset_produce.c): the neutral
				   zones marked to replenish take their
				   militia and guard back up
				   (engine_replenish.c) */
	int open_orders;	/* open-orders: true, in a text of before:
				   the sealed production orders carried out,
				   declared at load as carry-out-deferred */
	int advance_squads;	/* advance-squads: true, in a text of
				   before: every squad in flight one space
				   nearer, declared at load with
				   each-squad-in-flight and fly-on
				   (ruleset_flight.c); refused where that
				   could not be done */
	struct vec each_squad_in_flight;	/* each-squad-in-flight: list
				   of struct effect_def, carried out for
				   every squad in flight, in order, here its
				   zone, who its owner (engine_advance.c) */
	int fly_on;		/* fly-on: true: the squad bound one space
				   nearer its zone; arrived, it joins the
				   owner's squad there and rests */
	int rank_choosers;	/* rank-choosers: true, in a text of
				   before: declared at load (rank-players
				   into choosers, ruleset_choosers.c);
				   refused where it is left */
	int list_battles;	/* list-battles: true, in a text of before:
				   declared at load (ruleset_battles_due.c);
				   the battles due said
				   (engine_battles_due.c) */
	int battles_fought;	/* battles-fought: true, in a text of
				   before, declared likewise: refused while a
				   battle is due (engine_battles_due.c) */
	int advance_bodies;	/* advance-bodies: true: every placed body
				   of the orbit board one field on along its
				   orbit (engine_link.c) */
	int dissolve_links;	/* dissolve-links: true: every link taken
				   off the table (engine_link.c) */
	int clear_round_sites;	/* clear-round-sites: enum clear_sites,
				   the round's sites off the table, and
				   what becomes of the cards still played
				   there (engine_clear_round_sites.c) */
	int discard_played;	/* discard-played: true, in a text of
				   before: the cards played and the hands
				   to the discard piles, declared at load
				   (move-cards: ruleset_cards.c) */
	int clear_sites;	/* clear-sites: true, in a text of before:
				   the round's sites off the table, declared
				   at load (each-site, clear-round-sites:
				   ruleset_sites_fx.c) */
	int end_roll;		/* end-roll: true, in a text of before: the
				   end-of-game dice of mechanisms.game-end,
				   declared at load (ruleset_end_roll.c);
				   refused where that could not be done */
	int hold_win;		/* hold-win: true, in a text of before: the
				   players left with nothing out and the win
				   by zones held, declared at load
				   (ruleset_hold_out.c, ruleset_hold_win.c);
				   refused where that could not be done */
	int revolts;		/* revolts: true, in a text of before: zones
				   with less militia than folk turn neutral,
				   declared at load (ruleset_revolts.c);
				   refused where that could not be done */
	int squads_rest;	/* squads-rest: true, in a text of before:
				   the squads that arrived may move again,
				   declared at load with clear-marks
				   (ruleset_flight.c); refused where that
				   could not be done */
	struct vec clear_marks;	/* clear-marks: list of char *, the marks
				   of the numbered zones' board cleared:
				   rest, fought (engine_zones_round.c) */
	int reach_win;		/* reach-win: true: a text of before's check
				   of the 'reach' victories, replaced at
				   load (ruleset_winner.c); refused where
				   it could not be */
	int rank_turns;		/* rank-turns: true: the table's turn
				   order ranked by turns.rank
				   (engine_turn_rank.c) */
	struct vec refill;	/* refill: list of sref -> resources set
				   back to their start for every player
				   (engine_refill.c) */
	int spawn_pieces;	/* spawn-pieces: true: the round's spawn of
				   mechanisms.spawn (engine_spawn_pieces.c) */
	struct sexpr clear_spawned;	/* clear-spawned: the test, here
				   bound to each territory, of the
				   territories whose spawned pieces are
				   taken off (engine_clear_spawned.c) */
	struct sexpr give_arrival;	/* give-arrival: the test, here
				   bound to each territory, of those where
				   the actor is given the arrival building
				   free (engine_give_arrival.c) */
	struct sexpr declare_winner;	/* declare-winner: the player who
				   wins, the game over (nobody, -1: the
				   game goes on; engine_declare_winner.c) */
	struct vec each_in_turn;	/* each-player-in-turn: list of struct
				   effect_def, carried out for every player
				   in the turn order, each the actor */
	struct vec each_region;	/* each-region: list of struct effect_def,
				   carried out for every region of the
				   board, here bound to it */
	struct vec each_site;	/* each-site: list of struct effect_def,
				   carried out for every site of the round,
				   site bound to its number
				   (engine_each_site.c) */
	struct eff_turns_held set_turns_held;	/* set-turns-held: the
				   turns in a row a place's holder has held
				   it (engine_turns_held.c) */
	struct sexpr let_go;	/* let-go: the place nobody holds any
				   longer, its round and turns counted
				   cleared (engine_turns_held.c) */
	struct {
		char *refuse;	/* refuse: the command is refused with
				   this line for people (nothing it did
				   stands; engine_report.c), or NULL */
		struct says_tpl trefuse;	/* its compiled */
	};
	struct sexpr replenish;	/* replenish: the numbered zone
				   whose neutrals take their militia and
				   guard back up, its mark taken off
				   (engine_replenish.c) */
	struct eff_combat_round combat_round;	/* combat-round: one round
				   of a declared combat, its outcome bound
				   for its then (engine_combat_round.c) */
	struct eff_each_source each_source;	/* each-source: effects
				   for every land of a sources word */
	struct eff_take_sources take_sources;	/* take-sources: units
				   taken off a sources word's lands */
	struct vec data_flag;	/* dict key -> struct sexpr: members of the
				   command's --json report, true or false
				   (an effect alone; engine_report.c) */
	struct eff_rank_players rank_players;	/* rank-players: the
				   players ranked by a chain of criteria
				   (engine_rank_players.c) */
	struct sexpr fall;	/* fall: the player out of the game with
				   every piece of its own (engine_fall.c) */
	struct eff_reward reward;	/* reward: what a player takes
				   (engine_reward.c) */
	struct eff_play_cards play_cards;	/* play-cards: a word of
				   kind modifiers read, its cards played
				   (engine_play_cards.c) */
	struct eff_set_morale set_morale;	/* set-morale: a player's
				   morale counter of a force put up or off
				   (engine_morale.c) */
	struct eff_flee_home flee_home;	/* flee-home: a beaten squad
				   flies home, a neutral guard leaves
				   (engine_flee_home.c) */
	struct eff_take_hits take_hits;	/* take-hits: a side's losses
				   taken off its parties in the order named
				   (engine_take_hits.c) */
	struct eff_list_players list_players;	/* list-players: one text
				   per player joined into a line
				   (engine_list_players.c) */
	struct eff_throw_pools throw_pools;	/* throw-pools: each player
				   in the dice-pool combat throws the dice of
				   his units that fire (engine_throw_pools.c) */
	struct eff_settle_hits settle_hits;	/* settle-hits: the hits
				   whose order cannot matter assigned, the
				   others asked for in the order declared, the
				   step ended once none are left
				   (engine_throw_pools.c) */
	struct vec data_or_null;	/* dict key -> struct sexpr: members
				   of the command's --json report, the
				   number, or null where it is 0
				   (engine_report.c) */
	struct eff_each_party each_party;	/* each-party: effects for
				   each party of a side of the round bound
				   (engine_effects.c) */
	struct sexpr set_fought;	/* set-fought: the numbered zone
				   whose orbit's battle is fought this round
				   (engine_take_hits.c) */
	struct sexpr add_spawned;	/* add-spawned: the spawned pieces
				   added to each territory, here bound
				   (engine_add_spawned.c) */
	struct sexpr start_placing;	/* start-placing: the spawned
				   pieces the players then place
				   (engine_add_spawned.c) */
	struct sexpr capture;	/* capture: the player who holds
				   the unit just destroyed captive,
				   among a pool combat's destroyed effects
				   (engine_destroyed.c) */
};

#endif
