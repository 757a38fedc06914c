/* cards_base.c: what every file of the card mechanisms uses (words for
 * people, the set-up by player count): below them all, so that they call
 * one way. */
#include "core/mech/cards_int.h"

#include "core/engine/engine.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

const char *
card_name(const struct ruleset *rs, int k)
{
	return RS_CARD(rs, k)->name;
}

const struct claims_count *
claims_count_for(const struct ruleset *rs, int n)
{
	const struct vec *v = &rs->mech.claims.by_players;

	for (int i = 0; i < v->n; i++) {
		const struct claims_count *k = VEC_AT(*v, struct claims_count,
		    i);
		if (n >= k->players.min && n <= k->players.max)
			return k;
	}
	return NULL;
}
