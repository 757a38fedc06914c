/* engine_chiefs.h: the chiefs whose modifiers count for a player (core/
 * engine/engine_chiefs.c): its own chief on the board while it carries no
 * counters, and the chief whose ability it borrowed for the turn;
 * chief_with(KEY, PLAYER) and chief_sum() of expressions read them, and so do the
 * program's mechanisms. */
#ifndef ARBITER_ENGINE_CHIEFS_H
#define ARBITER_ENGINE_CHIEFS_H

#include <stddef.h>

struct ruleset;
struct state;

/* The chiefs acting for player p, as indexes into rs->chiefs, into out:
 * how many (0 when p's chief is gone or carries counters; then the
 * borrowed one does not count either). */
int eng_chiefs_acting(const struct ruleset *rs, const struct state *st,
    int p, int out[2]);
/* chief_with(KEY, PLAYER) of expressions (key: rs_chief_mod_key's):
 * the first of player's acting chiefs whose modifier key is set (not 0),
 * its index into rs->chiefs, or -1 for none (and for nobody, -1); -1
 * with a message in err for no such player. */
int eng_chief_with(const struct ruleset *rs, const struct state *st,
    long player, int key, long *out, char *err, size_t n);
/* chief_sum(KEY, PLAYER[, UNIT]) of expressions (key: rs_chief_mod_key's):
 * modifier key of player's acting chiefs added up (for unit kind, for a
 * key given by unit; a flag counts 1); 0 for nobody; -1 with a message in
 * err for no such player or unit. */
int eng_chief_sum(const struct ruleset *rs, const struct state *st,
    long player, int key, long unit, long *out, char *err, size_t n);
/* chief_of(PLAYER, KEY) of expressions (key: enum chief_of_key): what
 * of player's chief on the board is read (engine_chief_of.c); -1 for
 * chief, 0 otherwise, when it has none; -1 with a message in err for no
 * such player. */
int eng_chief_of(const struct ruleset *rs, const struct state *st,
    long player, int key, long *out, char *err, size_t n);
/* The modifier key of chief l for unit kind (a key given by unit; else
 * unused); a flag is 1. */
long eng_chief_mod(const struct ruleset *rs, int l, int key, long unit);

#endif
