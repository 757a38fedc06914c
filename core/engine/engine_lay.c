/* engine_lay.c: a word of kind layout (every word left: PLACE TYPE
 * pairs, or random) and the effect lay-tiles, which lays the territory
 * tiles of a map of territories (mechanisms.territories): each as the
 * effect lay-tile lays one (engine_lay_tile.c), or the rest of the mix at
 * random during the setup. */
#include "core/engine/engine_int.h"
#include "core/act/act_terr.h"

#include <stdio.h>
#include <string.h>

#include "core/base/json.h"
#include "core/base/rng.h"
#include "core/board/board_hex.h"
#include "core/state/state.h"
#include "core/state/terr.h"

/* lay random: the rest of the mix, shuffled, on the free places of a
 * block laid row after row. */
static int
lay_random(struct act *a)
{
	int bag[512], n = 0, total = 0, i = 0, st;

	if (a->st->phase != PHASE_SETUP)
		return refuse(a, "the map is laid at random only during the "
		    "setup");
	for (int k = 0; k < a->rs->tiles.n; k++) {
		long mix = eng_tile_mix(a, k);
		if (mix < 0)
			return diag_set(a->d, ST_DATA, "%s: the mix for %d "
			    "players does not say how many %s tiles there are",
			    a->rs->id, a->st->nplayers, RS_TILE(a->rs, k)->name);
		total += (int)mix;
		for (long j = eng_tiles_laid(a, k); j < mix && n < 512; j++)
			bag[n++] = k;
	}
	if (n == 0)
		return refuse(a, "every tile of the mix is on the map already");
	for (int j = n - 1; j > 0; j--) {	/* Fisher-Yates, seeded */
		int r = (int)rng_below(&a->st->rng, (uint64_t)j + 1, NULL);
		int tmp = bag[j];
		bag[j] = bag[r];
		bag[r] = tmp;
	}
	for (int j = 0; j < n; i++) {
		int col, row;
		char place[8];
		hex_block(total, i, &col, &row);
		if (row >= HEX_ROWS)
			return refuse(a, "no room left on the grid");
		hex_name(col, row, place, sizeof place);
		if (board_find(a->st->board, place) >= 0)
			continue;
		if ((st = eng_lay_one(a, place, bag[j])))
			return st;
		j++;
	}
	report_line(a->rep, "%d tile%s laid at random: 'map' shows where", n,
	    n == 1 ? "" : "s");
	json_set(a->rep->data, "laid", json_int(n));
	return ST_OK;
}

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
		return lay_random(a);
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
