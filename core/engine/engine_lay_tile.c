/* engine_lay_tile.c: the effect lay-tile, one tile of a kind laid on a
 * map of territories ("lay-tile: {at: place, tile: tile}", a word of
 * kind place and one of kind tile), and the laying it shares with
 * lay-tiles: on a place of the hex grid (its neighbours those of the
 * grid) or under a name (none: the line says nothing about them can be
 * checked), within the mix for the player count (the tile's count).
 * Refused when the place is taken (a territory holds one tile), when the
 * mix has no more of the kind and when the map is full.  The place word
 * given as its alone keyword lays the rest of the mix at random instead,
 * as lay-random does. */
#include "core/engine/engine_int.h"
#include "core/act/act_terr.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

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
eng_lay_tile(struct act *a, const struct eff_lay_tile *x,
    const struct eng_eval *ev)
{
	long at = ev->args[x->w_at], type = ev->args[x->w_tile];
	int st;

	if (a->st->terr == NULL)
		return diag_set(a->d, ST_DATA, "%s: lay-tile needs a map of "
		    "territories", a->rs->id);
	if (at == -1)	/* the place word's alone keyword: the rest */
		return eng_lay_rest(a);
	if (at < 1 || at >= a->argc || type < 0 || type >= a->rs->tiles.n)
		return diag_set(a->d, ST_DATA, "%s: lay-tile: no place or no "
		    "tile among the command's words", a->rs->id);
	if ((st = eng_lay_one(a, a->argv[at], (int)type)))
		return st;
	eng_lay_said(a);
	return ST_OK;
}
