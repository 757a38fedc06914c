/* engine_lay_random.c: the effect lay-random ("lay-random: true"), the
 * tiles of the mix for the player count not yet on the map of
 * territories, shuffled with the game's generator, laid row after row on
 * the free places of a block of the hex grid about as wide as it is
 * high; its line says how many, its json 'laid'.  Refused outside the
 * setup (the map is set out before play), when the whole mix is on the
 * map already and when the grid has no room left. */
#include "core/engine/engine_int.h"
#include "core/act/act_terr.h"

#include <stdio.h>

#include "core/base/json.h"
#include "core/base/rng.h"
#include "core/board/board_hex.h"
#include "core/state/state.h"

int
eng_lay_rest(struct act *a)
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
eng_lay_random(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	(void)e;
	(void)ev;
	if (a->st->terr == NULL)
		return diag_set(a->d, ST_DATA, "%s: lay-random needs a map of "
		    "territories", a->rs->id);
	return eng_lay_rest(a);
}
