/* engine_each_site.c: the effect each-site, its effects carried out for
 * every site of the round the card mechanisms keep (mechanisms.claims),
 * in the order they were revealed, 'site' naming each by its number in
 * the round (from 1): an if on site_keeper(site) picks the sites kept,
 * or those nobody kept. */
#include "core/act/act.h"
#include "core/engine/engine_cards.h"
#include "core/engine/engine_eval.h"

#include "core/state/cards.h"
#include "core/state/state.h"

int
eng_each_site(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev, eng_run_fn *run)
{
	const struct cards_state *c = a->st->cards;
	struct eng_eval in = *ev;
	int st;

	/* none without the card mechanisms (the check: mechanisms.claims);
	 * an effect that takes the sites off the table ends the walk */
	for (int s = 0; c != NULL && s < c->nsites; s++) {
		in.site = s + 1;
		if ((st = run(a, &e->each_site, &in)))
			return st;
	}
	return ST_OK;
}
