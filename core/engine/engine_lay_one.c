/* engine_lay_one.c: the laying that the effects lay-tile and lay-random
 * share on a map of territories: one tile of a kind at a place
 * of the hex grid (its neighbours those of the grid) or under a name
 * (none), within the mix for the player count (the tile's count),
 * refused when the place is taken (a territory holds one tile), when the
 * mix has no more of the kind and when the map is full, and its line;
 * the rest of the mix, during the setup, shuffled with the game's
 * generator onto the free places of a block of the hex grid about as
 * wide as it is high, row after row. */
#include "core/expr/expr.h"
#include "core/act/act.h"
#include "core/engine/engine_terr.h"
#include "core/engine/engine_words.h"
#include "core/act/act_terr.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "core/base/json.h"
#include "core/base/rng.h"
#include "core/board/board_hex.h"
#include "core/state/state.h"
#include "core/state/terr.h"

long
eng_tile_mix(const struct act *a, int type)
{
	const struct vec *c = &RS_TILE(a->rs, type)->count;
	char key[8];
	int k;

	snprintf(key, sizeof key, "%d", a->st->nplayers);
	k = vec_find(c, key);
	return k < 0 ? -1 : *VEC_AT(*c, long, k);
}

long
eng_tiles_laid(const struct act *a, int type)
{
	long n = 0;

	for (int t = 0; t < NTILES(a); t++)
		n += TILE(a, t)->type == type;
	return n;
}

int
eng_lay_one(struct act *a, const char *place, int type)
{
	struct terr_state *t = a->st->terr;
	char id[TERR_ID_MAX + 1];
	int col = 0, row = 0, placed = hex_parse(place, &col, &row) == 0;
	long mix = eng_tile_mix(a, type);

	if (!eng_place_ok(place))
		return eng_place_bad(a, place);
	if (board_find(a->st->board, place) >= 0)
		return refuse(a, "%s is already on the map: a territory holds "
		    "one tile", tname(a, board_find(a->st->board, place)));
	if (mix < 0)
		return diag_set(a->d, ST_DATA, "%s: the mix for %d players "
		    "does not say how many %s tiles there are",
		    a->rs->id, a->st->nplayers, RS_TILE(a->rs, type)->name);
	if (eng_tiles_laid(a, type) >= mix)
		return refuse(a, "the mix for %d players has %ld %s tile%s, "
		    "all on the map already", a->st->nplayers, mix,
		    RS_TILE(a->rs, type)->name, mix == 1 ? "" : "s");
	if (NTILES(a) >= t->cap)
		return refuse(a, "the map is full: %d tiles", t->cap);
	snprintf(id, sizeof id, "%s", place);
	for (char *c = id; *c; c++)
		*c = (char)tolower((unsigned char)*c);
	if (terr_lay(t, a->st->board, id, type, placed, col, row) < 0)
		return diag_set(a->d, ST_ENV, "the map cannot take %s", id);
	return ST_OK;
}

void
eng_lay_said(struct act *a)
{
	int last = NTILES(a) - 1;

	report_line(a->rep, "%s", tname(a, last));
	if (!TILE(a, last)->placed)
		unchecked(a, "%s has no place on the grid, so nothing about "
		    "its neighbours can be checked", TID(a, last));
}

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
