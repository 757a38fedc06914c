/* engine_place.c: the effect take-place: the actor takes a place in the
 * order ranked (mechanisms.chosen-order; the ranking and the places are
 * the numbered zones' state, core/state/zones_place.c); the last player
 * to choose takes the place left. */
#include "core/act/act.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_zones.h"

#include "core/state/state.h"
#include "core/state/zones.h"

int
eng_take_place(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	struct zones *w = a->st->zones;
	int p = ev->me, q, left = 0, last = -1, st;
	long n;

	if ((st = eng_eval(&e->take_place, ev, &n, a->d)))
		return st;
	if (w == NULL || p < 0 || p >= a->st->nplayers)
		return diag_set(a->d, ST_DATA, "%s: take-place needs an order "
		    "ranked and a player who acts", a->rs->id);
	if (n < 1 || n > w->nrank)
		return refuse(a, "there is no place %ld: the places are 1 to %d",
		    n, w->nrank);
	if ((q = zones_place_holder(w, a->st->nplayers, n)) >= 0)
		return refuse(a, "place %ld is %s's already", n, pname(a, q));
	if (w->place[p] != 0)
		return refuse(a, "%s has place %d already", pname(a, p),
		    w->place[p]);
	w->place[p] = (int)n;
	act_line(a, "%s takes place %ld", pname(a, p), n);
	for (int i = 0; i < w->nrank; i++)
		if (w->place[w->rank[i]] == 0) {
			left++;
			last = w->rank[i];
		}
	if (left == 1) {
		/* the last to choose has no choice */
		for (int pl = 1; pl <= w->nrank; pl++)
			if (zones_place_holder(w, a->st->nplayers, pl) < 0)
				w->place[last] = pl;
		act_line(a, "%s takes the place left, %d", pname(a, last),
		    w->place[last]);
	} else if (left > 1) {
		act_line(a, "%s chooses next", pname(a, zones_chooser(w)));
	}
	return ST_OK;
}
