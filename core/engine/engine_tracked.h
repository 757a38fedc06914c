/* engine_tracked.h: pieces tracked one by one on the board (core/engine/
 * engine_tracked.c): a command's word naming one, what tracked(PIECE, KEY)
 * of expressions reads of it, where one stands, a piece leaving the game
 * (and a player whose chief left it falling), two pieces exchanging
 * places, and the places' holders after pieces came, went or moved.  The
 * word kind tracked and the effects leave and swap of a declared action
 * use them, and so do the program's mechanisms. */
#ifndef ARBITER_ENGINE_TRACKED_H
#define ARBITER_ENGINE_TRACKED_H

#include <stddef.h>

struct act;
struct strbuf;
struct ruleset;
struct state;
struct effect_def;
struct eng_eval;

/* A tracked piece by its id, or a player's name for that player's chief:
 * its index in *out; a refusal when that player's chief is not on the
 * board, a usage error when there is no such piece. */
int arg_piece(struct act *a, const char *s, int *out);
/* The same, one of the pieces of the player whose turn it is that may act
 * now (no counters), its id written in the log: refused on nobody's
 * turn, for another player's piece or one with counters. */
int arg_acting_piece(struct act *a, const char *s, int *out);
/* Where piece i stands, for people, added to sb (whole: a place's name
 * has any length): "the bonus field", "Ann's play area", "the board". */
void eng_piece_where(const struct act *a, int i, struct strbuf *sb);
/* tracked(PIECE, KEY) of expressions (names.h, enum tracked_key;
 * engine_kinds.c): 0; -1 with a message in err when there is no such
 * piece. */
int eng_tracked_value(const struct ruleset *rs, const struct state *st,
    long piece, int key, long *out, char *err, size_t n);
/* p's chief is gone: p is out of the game and all of p's pieces leave,
 * with a line saying which. */
void player_falls(struct act *a, int p);
/* After pieces came, went or moved: the board counts them anew, and a
 * place whose holder changed starts counting afresh (its row of turns). */
void places_update(struct act *a);
/* The effects leave and swap (decl.h, eff_leave, eff_swap). */
int eng_leave(struct act *a, const struct effect_def *e,
    struct eng_eval *ev);
/* The effect relocate: a tracked piece to its owner's area (home),
 * another player's, a place of the board or the board (field), as a word
 * of kind destination of the action says (read here, and logged). */
int eng_relocate(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);
int eng_swap(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);
/* The effect set-counters (decl.h, eff_counters): a tracked piece's time
 * counters set, with the line "PIECE: counters 0 -> 2". */
int eng_set_counters(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);

/* The effect count-down (decl.h, eff_count_down): by counters taken off
 * every tracked piece that carries any, whoever owns it, none below 0,
 * with one line "counters: a 1 -> 0, b 2 -> 1" (none when none
 * changed). */
int eng_count_down(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);

#endif
