/* places.h: the places players choose in an order ranked
 * (mechanisms.chosen-order), kept with the players (players[].place) and
 * the game (choosers: who chooses, first first), whatever the board.
 * A game of numbered zones writes them in its zones' part of a snapshot,
 * as it always did (zones.c); another under KEY_PLACES (places.c). */
#ifndef ARBITER_PLACES_H
#define ARBITER_PLACES_H

#include "core/base/json.h"
#include "core/base/strbuf.h"
#include "core/state/state.h"

#define KEY_PLACES "places"

/* The player who chooses next, or -1 when every place is taken (or none
 * is to be); the player who holds place, or -1. */
int places_chooser(const struct state *st);
int places_holder(const struct state *st, long place);

/* A snapshot's places of a game without numbered zones: written when
 * the ruleset chooses places (the tree and its text alike), and read
 * back (0, none chosen when j is NULL; -1 when they do not fit the
 * players). */
int places_kept_apart(const struct state *st, const struct ruleset *rs);
struct json *places_to_json(const struct state *st);
void places_write(struct strbuf *sb, const struct state *st);
int places_from_json(struct state *st, const struct json *j);

#endif
