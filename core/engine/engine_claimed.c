/* engine_claimed.c: claimed(PLAYER, KEY) of expressions (names_game.c), what a
 * player claimed at the sites of the card mechanisms (mechanisms.claims):
 * the points his victory flags scored, the points of his garrisoned
 * cards, the site cards he kept and the best value of one of them. */
#include "core/rules/names.h"
#include "core/engine/engine_cards.h"

#include "core/state/cards.h"
#include "core/state/state.h"

long
eng_claimed_value(const struct ruleset *rs, const struct state *st,
    long p, int key)
{
	const struct cards_state *c = st->cards;
	long v = 0;

	/* nobody, or a game without the card state, claimed nothing */
	if (c == NULL || p < 0 || p >= st->nplayers || p >= CARDS_MAX_PLAYERS)
		return 0;
	switch (key) {
	case CLK_SITE_POINTS:
		return c->site_score[p];
	case CLK_GARRISON_POINTS:
		return c->garrisons[p] * rs->mech.claims.garrison_score;
	case CLK_KEPT:
	case CLK_BEST_KEPT:
		for (int k = 0, any = 0; k < c->nkept && k < CARDS_MAX_KEPT;
		    k++) {
			if (c->kept[k].player != p)
				continue;
			if (key == CLK_KEPT)
				v++;
			else if (!any++ || c->kept[k].value > v)
				v = c->kept[k].value;
		}
		return v;
	}
	return 0;
}
