/* cards_base.c: what every file of the card mechanisms uses (words for
 * people, card lists, a uniform draw, the sites of the round, the set-up
 * by player count): below them all, so that they call one way. */
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

/* The action whose effect claim lands at a site (an old text's 'run:
 * claim' is one at load), or the name the program's command had. */
const char *
claim_command(const struct ruleset *rs)
{
	for (int i = 0; i < rs->actions.n; i++) {
		const struct vec *e = &VEC_AT(rs->actions, struct action_def,
		    i)->effects;
		for (int k = 0; k < e->n; k++)
			if (VEC_AT(*e, struct effect_def, k)->claim.present)
				return rs->actions.ids[i];
	}
	return rs_game_cmd_names[GC_CLAIM];
}

int
claims_pending(struct act *a, const struct site *x)
{
	const char *p = pname(a, x->order[x->landed]);

	return refuse(a, "the landings at %s are not done: %s lands next "
	    "('%s %s LOCATION ...')", x->name, p, claim_command(a->rs), p);
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

/* arbiter draws the left-over cards for a tie-break when it could draw the
 * sites; with the left-over cards on the table, only while the deck is its
 * own too: once the GM names a site turned over at the table, the cards
 * set aside lie there unseen, and the players draw them. */
int
pool_known(const struct act *a)
{
	if (a->rs->sites.left_over == LEFT_OVER_TABLE &&
	    a->st->cards->named_sites > 0)
		return 0;
	return catalogue_complete(a);
}
