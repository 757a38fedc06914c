/* engine_lay.c: a word of kind layout (every word left: PLACE TYPE
 * pairs, or random) and the effect lay-tiles, which lays the territory
 * tiles of a map of territories (mechanisms.territories): each as the
 * effect lay-tile lays one (engine_lay_tile.c), or the rest of the mix at
 * random during the setup, as lay-random lays it (engine_lay_random.c). */
#include "core/engine/engine_int.h"
#include "core/act/act_terr.h"

#include <stdio.h>
#include <string.h>

#include "core/state/state.h"
#include "core/state/terr.h"

int
eng_layout_word(struct act *a, int at, const char *use, long *out)
{
	/* the words from place at on: random alone, or PLACE TYPE pairs */
	int n = a->argc - at;

	*out = 0;	/* its place, set by the caller */
	if (n == 1 && strcmp(a->argv[at], "random") == 0)
		return ST_OK;
	if (n < 2 || n % 2 != 0)
		return usage(a, "usage: %s", use);
	return ST_OK;
}

int
eng_lay_tiles(struct act *a, const struct eff_lay *x,
    const struct eng_eval *ev)
{
	int st, first = (int)ev->args[x->w_tiles];

	if (a->st->terr == NULL)
		return diag_set(a->d, ST_DATA, "%s: lay-tiles needs a map of "
		    "territories", a->rs->id);
	if (first == a->argc - 1 && strcmp(a->argv[first], "random") == 0) {
		canon(a, "random");
		return eng_lay_rest(a);
	}
	for (int i = first; i + 1 < a->argc; i += 2) {
		int type;
		if ((st = eng_tile_kind(a, a->argv[i + 1], &type)) ||
		    (st = eng_lay_one(a, a->argv[i], type)))
			return st;
		canon(a, TID(a, NTILES(a) - 1));
		canon(a, a->rs->tiles.ids[type]);
		eng_lay_said(a);
	}
	return ST_OK;
}
