/* terr_int.h: what the command files of pieces on a map of territories
 * (game_terr.c, game_arrival.c, game_expansion.c, game_fight.c,
 * game_terr_phase.c) share. */
#ifndef ARBITER_TERR_INT_H
#define ARBITER_TERR_INT_H

#include "core/mech/game_int.h"
#include "core/board/board_hex.h"
#include "core/state/terr.h"
#include "core/act/act_terr.h"

/* Phase steps and checks (game_expansion.c, game_fight.c). */
int orders_leave(struct act *a);
int fight_leave(struct act *a);
/* Gain n of resource r: above a discarding resource's max the excess is
 * discarded (reported), else refused like res_add. */
int res_gain(struct act *a, int p, int r, long n, const char *why);

#endif
