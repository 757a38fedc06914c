/* upgrades.h: the pieces each player has turned to their upgraded side
 * (a card he keeps that is one of the pieces': the effect keep-card), a
 * part of the state allocated apart, on any game, made at the first
 * piece turned (st->upgrades NULL until then: none turned).
 *
 * A snapshot keeps them as flags, one for each player and piece
 * ([player][piece], 1 turned): under terr's "upgraded" on a map of
 * territories (as every snapshot of before has them, none turned
 * written as 0s), under "upgraded" otherwise, once one is turned.
 */
#ifndef ARBITER_UPGRADES_H
#define ARBITER_UPGRADES_H

#include <stddef.h>

#include "core/base/json.h"
#include "core/rules/ruleset.h"
#include "core/state/state.h"

struct upgrades {
	int npieces;
	unsigned char on[];	/* [MAX_PLAYERS][npieces] */
};

/* A copy of u; NULL when out of memory. */
struct upgrades *upgrades_copy(const struct upgrades *u);
void upgrades_free(struct upgrades *u);
/* *dst made what src is (NULL: none turned): 0, or -1 out of memory. */
int upgrades_assign(struct upgrades **dst, const struct upgrades *src);

/* Has player p turned piece k (u may be NULL: none turned)? */
int upgraded(const struct upgrades *u, int p, int k);
/* Piece k (of npieces) turned for player p, the record made in *u when
 * there is none: 0, or -1 out of memory. */
int upgrades_turn(struct upgrades **u, int npieces, int p, int k);

/* The flags of the np players and npieces pieces (u may be NULL). */
struct json *upgrades_to_json(const struct upgrades *u, int np,
    int npieces);
/* *u (NULL) filled from the flags a (none turned: *u left NULL): 0, or
 * -1 (and a message in err) when damaged or out of memory. */
int upgrades_from_json(struct upgrades **u, const struct json *a, int np,
    int npieces, char *err, size_t n);
/* The ids of the pieces player p has turned, an array. */
struct json *upgrades_ids_json(const struct upgrades *u,
    const struct ruleset *rs, int p);

#endif
