/* kept.h: the cards each player keeps for the game (the effect
 * keep-card), a part of the state allocated apart, made at the first
 * card kept (st->kept NULL until then: none kept).
 *
 * A player's cards are held as "a,b,c", their ids in the order kept.  A
 * snapshot keeps them as an array of one such string per player: under
 * terr's "disc" on a map of territories (as every snapshot of before
 * has them), under "kept" otherwise (kept_to_json/kept_from_json).
 */
#ifndef ARBITER_KEPT_H
#define ARBITER_KEPT_H

#include <stddef.h>

#include "core/base/json.h"
#include "core/state/state.h"

#define KEPT_MAX 400	/* characters of one player's cards kept */

struct kept_cards {
	char ids[MAX_PLAYERS][KEPT_MAX + 1];	/* "a,b,c" */
};

/* A record of none kept, or a copy of k; NULL when out of memory. */
struct kept_cards *kept_new(void);
struct kept_cards *kept_copy(const struct kept_cards *k);
void kept_free(struct kept_cards *k);

/* Does player p keep the card id (k may be NULL: none kept)? */
int kept_has(const struct kept_cards *k, int p, const char *id);
/* Player p's cards, "" for none (k may be NULL). */
const char *kept_of(const struct kept_cards *k, int p);
/* Card id kept by player p, the record made in *k when there is none:
 * 0, 1 when p's cards would not fit, -1 out of memory. */
int kept_add(struct kept_cards **k, int p, const char *id);
/* Player p's cards set to ids ("a,b,c"): as kept_add. */
int kept_set(struct kept_cards **k, int p, const char *ids);

/* Player p's cards, an array of their ids in the order kept (k may be
 * NULL). */
struct json *kept_ids_json(const struct kept_cards *k, int p);

/* The np players' cards, an array of strings (k may be NULL). */
struct json *kept_to_json(const struct kept_cards *k, int np);
/* *k (NULL, none kept) filled from a's np strings (none kept: *k left
 * NULL): 0, or -1 (and a message in err) when damaged or out of memory. */
int kept_from_json(struct kept_cards **k, const struct json *a, int np,
    char *err, size_t n);

#endif
