/* engine_enter.h: tracked pieces coming into play (core/engine/
 * engine_enter.c): the stats of their kinds, the checks every way into a
 * player's own area shares, and the piece put there.  The effect 'enter'
 * of a declared action uses them, and so do the program's mechanisms that
 * bring pieces in (summon, abilities). */
#ifndef ARBITER_ENGINE_ENTER_H
#define ARBITER_ENGINE_ENTER_H

struct act;
struct ruleset;

/* The ruleset's value of a kind's stat (enum piece_stat):
 * SCHEMA_UNKNOWN_INT, or RS_NONE for what the kind lacks (a unit never
 * hired has no cost; what a chief lacks is RS_NONE or 0). */
long rs_kind_stat(const struct ruleset *rs, int kind, int stat);
/* A kind's stat, from the ruleset or entered with 'tile'; ST_DATA saying
 * how to supply it when unknown.  RS_NONE for what the kind lacks. */
int kind_stat(struct act *a, int kind, int stat, long *out);
/* May a piece of unit kind come into p's area (chief at home, supply,
 * room)?  Then piece_enter puts it there, from the supply. */
int piece_may_enter(struct act *a, int p, int kind);
int piece_enter(struct act *a, int p, int kind, long counters, int *out);
/* What a player's own area of the board is called (board.area-name). */
const char *area_word(const struct act *a);

#endif
