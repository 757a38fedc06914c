/* mech.h: what the mechanisms give the layers above them: the report of a
 * command, the names of a game's phase and winner, the parts of the
 * status document the mechanisms write, and the mechanisms' pure integer
 * functions (tested in tables).  core/mech/game_int.h is the mechanisms'
 * own; core/play/game.h is the command table's, above. */
#ifndef ARBITER_MECH_H
#define ARBITER_MECH_H

#include "core/base/json.h"
#include "core/base/strbuf.h"
#include "core/dice/dice.h"
#include "core/rules/ruleset.h"
#include "core/state/state.h"
#include "core/act/act.h"

/* game_rank_criterion: what a ranking criterion compares, for people */
#include "core/engine/engine_rank.h"

/* Its parts for pieces: a player's chief; pieces, places and the deck. */
void pieces_player_json(const struct ruleset *rs, const struct state *st,
    int p, struct json *o);
void pieces_board_json(const struct ruleset *rs, const struct state *st,
    struct json *board);

/* The board of pieces on a map of territories, added to status's board. */
void terr_status_json(const struct ruleset *rs, const struct state *st,
    struct json *board);

#endif
