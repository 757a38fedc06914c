/* act_terr.h: a map of territories (core/state/terr.h) as the commands of
 * core/mech and the engine's effects read it: a territory's word, its
 * name for people, the units on it, the steps between two (act_terr.c). */
#ifndef ARBITER_ACT_TERR_H
#define ARBITER_ACT_TERR_H

#include "core/act/act.h"
#include "core/board/board.h"
#include "core/board/board_hex.h"
#include "core/state/terr.h"

#define NPIECES(a) ((a)->st->terr->npieces)
#define NTILES(a) board_regions((a)->st->board)	/* laid so far */
#define TILE(a, i) (&(a)->st->terr->tiles[i])
#define TID(a, i) board_name((a)->st->board, (i))	/* the tile's id */
#define UNITS(a, t, p) terr_units((a)->st, (t), (p))

/* A territory laid on the map by its id, appended to the canonical
 * command by the caller; refused naming the ones near it. */
int arg_tile(struct act *a, const char *s, int *out);
const char *tname(const struct act *a, int tile);	/* "c4 (Silver Deposit)" */
/* A kind of piece (pieces) by its id, refused naming them; appended to
 * the canonical command by the caller. */
int arg_piece_kind(struct act *a, const char *s, int *out);
/* "archer:2,knight" (a count of 1 may be left out) into counts[], one
 * per kind of piece (pieces); canon_pieces appends them as
 * "archer:2,knight:1". */
int arg_pieces(struct act *a, const char *s, long *counts);
void canon_pieces(struct act *a, const long *counts);

/* Counting units on a territory. */
long terr_count(const struct act *a, int tile, int p);	/* all units */
int terr_players(const struct act *a, int tile);	/* with units there */
/* Pieces of a kind a player has out of the box: on the map and held
 * captive by others. */
long terr_out_of_box(const struct act *a, int p, int piece);
/* Counting a player's pieces on a territory, control, the stacking limit
 * and a unit's cost (act_count.c). */
long terr_mobile(const struct act *a, int tile, int p);	/* not buildings */
long terr_buildings(const struct act *a, int tile);	/* every player's */
int terr_has(const struct act *a, int tile, int p, int piece);
int terr_enemies(const struct act *a, int tile, int p);	/* others' units */
int terr_controls(const struct act *a, int tile, int p);
/* Has player p turned the card of piece k (its upgraded side), on any
 * game (upgrades.h)? */
int piece_upgraded(const struct act *a, int p, int k);
/* The cost of a unit of kind k for p, refused with how to supply it when
 * unknown: the ruleset's (*out), or where it leaves it unknown the one
 * entered at the table (*entered, an amount or -1 by resource; else
 * NULL). */
int piece_cost(struct act *a, int p, int k, const struct vec **out,
    const long **entered);

/* The map: 1 neighbours, 0 not, -1 unknown (a tile without a place). */
int tile_near(const struct act *a, int x, int y);
/* Steps between two tiles, -1 unknown. */
int tile_dist(const struct act *a, int x, int y);
/* The steps of an order (act_orders.c): take step (its place among
 * mechanisms.orders.steps, from 1) for `what` ("moves"), refused naming
 * the step the order is in when it is past it (in the ruleset's words,
 * mechanisms.orders.late), has none, or (the step after-combats names) a
 * combat is still due. */
int order_step_take(struct act *a, int step, const char *what);
/* The order of the turn cleared: on no territory, at no step, nothing
 * fought (act_orders.c). */
void order_clear(struct act *a);
/* A territory with units of more than one player to fight over, or -1. */
int combat_due(const struct act *a);
/* The way units take across the map (act_route.c): the terrain of a
 * territory, or NULL where a home was placed (a home replaces the tile it
 * stands on, and only the home's own values apply there); a kind's class,
 * refused with how to supply it when unknown. */
const struct tile_def *tile_terrain(const struct act *a, int tile);
int piece_class(struct act *a, int k, const struct class_def **out);
/* May p's units n[] (one count per kind of piece) go from one territory
 * to another in one move: each kind within its class's reach (and the
 * bonus of the terrain it leaves), stopped by enemies and halting terrain,
 * never through another's home?  Refused naming the move by verb ("fly");
 * taken on the GM's word off the grid. */
int route_check(struct act *a, int p, int from, int to, const long *n,
    const char *verb);
/* Say that a rule was not checked: the GM's word is taken. */
void unchecked(struct act *a, const char *fmt, ...) ATTR_PRINTF(2, 3);

struct fight_fate;
/* The combat (act_fight.c): its state; the name of a step (FIGHT_RETREAT:
 * "retreat") and how many the pool combat has; the players still in it
 * (those without units there drop out); the combat ended (what its end
 * does is fate's over, or the program says who holds the territory); the
 * player who retreats or remains next (the attacker, then turn order), or
 * -1; that player asked, those without moving units passed over, the
 * round or the combat ended when nobody is left to ask. */
#define FIGHT(a) (&(a)->st->terr->fight)
const char *fight_step_name(const struct act *a, int step);
int fight_nsteps(const struct act *a);
int fight_left_in(struct act *a);
int fight_finish(struct act *a, const struct fight_fate *fate);
int fight_next_decider(const struct act *a);
int fight_ask_retreat(struct act *a, const struct fight_fate *fate);
/* The units in the combat (act_fight_units.c): a unit card's values for
 * player p (the upgraded side when p has turned it), refused with how to
 * supply them when unknown; every value a combat on tile will need; the
 * combat in status --json and a command's (null when none). */
int piece_armour(struct act *a, int p, int k, long *out);
int piece_attack(struct act *a, int p, int k, const char **out);
int fight_check_cards(struct act *a, int tile);
struct json *terr_fight_json(const struct ruleset *rs,
    const struct state *st);
/* A step of the combat (act_fire.c): the escalation pool thrown at a
 * round's first step; every hit assigned, the wounds repaired and the
 * next step (or the retreats, or the combat's end). */
int fight_throw_escalation(struct act *a);
int fight_end_step(struct act *a, const struct fight_fate *fate);
/* What else becomes of a unit destroyed by the step's hits, once it has
 * left the territory and counts among the combat's kills: destroyed(a,
 * p, o, k, arg) for owner o's unit of kind k destroyed by p's hits (the
 * engine carries out the pool combat's destroyed effects); and what the
 * combat's end does when the pool combat declares over, its state still
 * as the command left it: over(a, arg) (the engine carries out its over
 * effects). */
struct fight_fate {
	int (*destroyed)(struct act *a, int p, int o, int k, void *arg);
	int (*over)(struct act *a, void *arg);
	void *arg;
};
/* How the players who assign a step's hits take turns (the effect
 * settle-hits declares it): in seat order when seats, else in turn
 * order (seat order before there is one); wait(a, arg, &yes) says, as a
 * player with a choice is met, whether the players after him wait their
 * turn (yes not 0), else their hits whose order cannot matter are
 * settled too; a non-zero return is the command's failure. */
struct fight_turns {
	int seats;
	int (*wait)(struct act *a, void *arg, int *yes);
	void *arg;
};
/* The step's hits (act_hits.c): p's hits to o's units of kind k, one at a
 * time, its wounded one first, each up to its armour; p's hits to the
 * units that fall quickest; the player whose hits are assigned next (in
 * seat order when seats, else turn order), or -1; the hits whose order
 * cannot matter assigned, *done when none are left (the caller ends the
 * step), else who assigns next said. */
int fight_damage(struct act *a, int p, int o, int k, long *hits,
    const struct fight_fate *fate);
int fight_assign_default(struct act *a, int p, const struct fight_fate *fate);
int fight_next_assigner(struct act *a, int seats);
int fight_auto_assign(struct act *a, int *done,
    const struct fight_fate *fate, const struct fight_turns *turns);

#endif
