/* engine_place.c: the effect take-place: the actor takes a place in the
 * order ranked (mechanisms.chosen-order; the ranking and the places are
 * kept with the players, core/state/places.h, whatever the board); the
 * last player to choose takes the place left. */
#include "core/act/act.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_zones.h"

#include "core/state/places.h"

int
eng_take_place(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	struct state *s = a->st;
	int p = ev->me, q, left = 0, last = -1, st;
	long n;

	if ((st = eng_eval(&e->take_place, ev, &n, a->d)))
		return st;
	if (p < 0 || p >= s->nplayers)
		return diag_set(a->d, ST_DATA, "%s: take-place needs a player "
		    "who acts", a->rs->id);
	if (n < 1 || n > s->nchoosers)
		return refuse(a, "there is no place %ld: the places are 1 to %d",
		    n, s->nchoosers);
	if ((q = places_holder(s, n)) >= 0)
		return refuse(a, "place %ld is %s's already", n, pname(a, q));
	if (s->players[p].place != 0)
		return refuse(a, "%s has place %d already", pname(a, p),
		    s->players[p].place);
	s->players[p].place = (int)n;
	act_line(a, "%s takes place %ld", pname(a, p), n);
	for (int i = 0; i < s->nchoosers; i++)
		if (s->players[s->choosers[i]].place == 0) {
			left++;
			last = s->choosers[i];
		}
	if (left == 1) {
		/* the last to choose has no choice */
		for (int pl = 1; pl <= s->nchoosers; pl++)
			if (places_holder(s, pl) < 0)
				s->players[last].place = pl;
		act_line(a, "%s takes the place left, %d", pname(a, last),
		    s->players[last].place);
	} else if (left > 1) {
		act_line(a, "%s chooses next", pname(a, places_chooser(s)));
	}
	return ST_OK;
}
