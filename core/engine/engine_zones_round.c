/* engine_zones_round.c: clear-marks, an effect that ends a round on a
 * board of numbered zones (turns.round-end): the marks it names cleared,
 * rest (the squads that arrived this round may move again) and fought (no
 * zone has been fought over); and squads-rest of a text of before, both
 * (declared at load as clear-marks: ruleset_flight.c). */
#include <string.h>

#include "core/expr/expr.h"
#include "core/act/act.h"
#include "core/engine/engine_zones.h"

#include "core/act/act_zones.h"
#include "core/state/state.h"

/* The squads free to move again. */
static void
clear_rest(struct zones *w)
{
	for (int i = 0; w != NULL && i < w->nsquads; i++)
		w->f[i].rest_strikers = w->f[i].rest_carriers = 0;
}

/* No zone fought over. */
static void
clear_fought(struct zones *w)
{
	for (int i = 0; w != NULL && i < w->n; i++)
		w->w[i].fought = 0;
}

int
eng_clear_marks(struct act *a, const struct vec *marks)
{
	struct zones *w = a->st->zones;

	for (int i = 0; i < marks->n; i++) {
		const char *m = *VEC_AT(*marks, char *, i);
		if (strcmp(m, "rest") == 0)
			clear_rest(w);
		else if (strcmp(m, "fought") == 0)
			clear_fought(w);
	}
	return ST_OK;
}

int
eng_squads_rest(struct act *a)
{
	clear_rest(a->st->zones);
	clear_fought(a->st->zones);
	return ST_OK;
}
