/* session_int.h: what session.c (a game inside one transaction) and
 * session_replay.c (commands applied and replayed, states rebuilt) share.
 * Nothing else includes it. */
#ifndef ARBITER_SESSION_INT_H
#define ARBITER_SESSION_INT_H

#include "cli.h"

/* A checkpoint every this many commands along a line of history. */
#define CHECKPOINT_EVERY 64

/* A command applied: its report, its canonical form and its dice. */
struct applied {
	struct report rep;
	char *canon;		/* with "= faces" when physical */
	char *dice;		/* the dice column */
};

/* A command as given (a command file's "#@ digital N" replays the faces
 * after '=' as the generator's), applied to st into *out. */
int session_apply_given(struct ctx *c, const struct ruleset *rs,
    struct state *st, int argc, char **argv, struct applied *out);
void session_applied_release(struct applied *a);
/* A state read back from its saved text; NULL when it cannot be. */
struct state *session_thaw(const char *text, const struct ruleset *rs);

#endif
