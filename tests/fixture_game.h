/* fixture_game.h: a bernard game with the demo overlay for the state and
 * game suites, driven one command line at a time with physical dice. */
#ifndef ARBITER_TESTS_FIXTURE_GAME_H
#define ARBITER_TESTS_FIXTURE_GAME_H

#include <stddef.h>

#include "core/play/game.h"

/* The faces that place every planet from the setup: red 7, purple 11,
 * dark blue 7+5, light blue 9+2, dark green 2+8, light green 18+5,
 * orange 8+8, brown 19+14. */
#define START_FACES "7 11 7 5 9 2 2 8 18 5 8 8 19 14"

struct game {
	struct ruleset *rs;
	struct state *st;
	struct report rep;	/* of the last command (or of game_new) */
	struct diag d;		/* of the last refusal */
	int changed;		/* the refused command changed its copy */
};

/* Read a file whole (owned), failing the test if it cannot. */
char *fixture_read(const char *path, size_t *len);
/* A file below the rulesets directory ($ARBITER_RULESET_PATH). */
char *fixture_read_shipped(const char *rel, size_t *len);
/* The rulesets directory. */
void fixture_rulesets_dir(char *buf, size_t n);
struct dist;
/* The distribution of the die written text ("d{0,1,2*}"), failing the
 * test if it does not parse. */
void fixture_die(const char *text, struct dist *out);

/* Load bernard with the demo overlay and options ("k=v,k=v" or NULL)
 * and start a game for players ("Ann,Bob"), seed 1. */
void game_start(struct game *g, const char *players, const char *options);
/* The same for another ruleset and overlay, both below the rulesets
 * directory ("adellos.yaml", "../tests/data/adellos-test.yaml"); options
 * are separated by spaces here ("nobles=a,b trading=agreed"). */
void game_start_rs(struct game *g, const char *ruleset, const char *overlay,
    const char *players, const char *options);
void game_end(struct game *g);

/* Run a command line; faces follow '=' ("attack red-1 red-port:4 = 6 2").
 * Without faces no die can be rolled.  Applied to a copy: on ST_OK the
 * copy becomes the state; otherwise g->d says why and g->changed whether
 * the refused command had changed its copy. */
int game_run(struct game *g, const char *line);
/* Assert that line is accepted and reports exactly text. */
void game_ok(struct game *g, const char *line, const char *text);
/* Assert that line fails with code and exactly msg, changing nothing,
 * not even the copy it was applied to. */
void game_refused(struct game *g, const char *line, int code,
    const char *msg);
/* The same where game_apply may have changed its copy before failing
 * (game.h allows it: callers throw the copy away). */
void game_failed(struct game *g, const char *line, int code,
    const char *msg);
/* "next" until the phase is phase_id (at most 30 times). */
void game_to_phase(struct game *g, const char *phase_id);

/* The state as compact JSON text (owned). */
char *game_json(const struct game *g);

/* Looking things up by name. */
long game_credits(const struct game *g, const char *player);
const char *game_owner(const struct game *g, const char *land);
long game_units(const struct game *g, const char *land);
/* Assert who holds land with how many units ("nobody" for none). */
void game_land_is(const struct game *g, const char *land, const char *owner,
    long units);

#endif
