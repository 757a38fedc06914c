/* terr_int.h: what the command files of pieces on a map of territories
 * (game_terr.c, game_arrival.c, game_expansion.c, game_fight.c,
 * game_hits.c, game_manage.c) share. */
#ifndef ARBITER_TERR_INT_H
#define ARBITER_TERR_INT_H

#include "core/mech/game_int.h"
#include "core/board/board_hex.h"
#include "core/state/terr.h"
#include "core/act/act_terr.h"

/* A named die's faces without their stars: "2d{0,1,1,2}" for "2blue". */
int calm_dice(struct act *a, const char *expr, char *buf, size_t n);
/* Roll an expression with the ruleset's dice; *total and the faces as
 * text ("1 3*").  The roll is noted in the report for player who (-1:
 * the table), as the luck audit reads it. */
int roll_expr(struct act *a, int who, const char *expr, long *total,
    char *faces, size_t n);

/* The player placing next in the arrival or the spawn, or -1. */
int terr_turn_pos(const struct act *a, int p);	/* p's place in the order */

/* The steps of an order (game_steps.c; taking one and clearing the order
 * are act_terr.h's): may the turn end (an order placed, passed, or no
 * token left)? */
int order_turn_done(struct act *a);
/* The discovery picker whose turn it is passes (game_manage.c); p -1: the
 * one whose turn it is. */
int discovery_pass(struct act *a, int p);

/* Phase steps and checks (game_expansion.c, game_manage.c,
 * game_fight.c). */
int orders_step(struct act *a, int step);
int orders_leave(struct act *a);
int manage_step(struct act *a, int step);
int manage_leave(struct act *a);
int fight_leave(struct act *a);
/* Gain n of resource r: above a discarding resource's max the excess is
 * discarded (reported), else refused like res_add. */
int res_gain(struct act *a, int p, int r, long n, const char *why);

/* The combat (game_fight.c, game_hits.c). */
/* The player whose hits take units hostage (p, the attacker with the
 * ability), or -1. */
int fight_captor(const struct act *a, int p);
/* Every hit of the step is assigned: repair, and the next step. */
int fight_end_step(struct act *a);
/* Assign the hits whose order cannot matter; *done when none are left
 * (the caller ends the step), else say who assigns next. */
int fight_auto_assign(struct act *a, int *done);
/* game_hits.c's parts for 'assign' (game_assign.c): p's hits to o's units
 * of kind k; p's hits to the units that fall quickest; the player whose
 * hits are assigned next, or -1. */
int damage(struct act *a, int p, int o, int k, long *hits);
int assign_default(struct act *a, int p);
int next_assigner(struct act *a);

/* Units destroyed: removed (or taken hostage by captor >= 0), coins to the
 * owner, counted in the fight when one is on. */
int terr_destroy(struct act *a, int tile, int owner, int piece, long n,
    int captor);

#endif
