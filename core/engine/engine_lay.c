/* engine_lay.c: a word of kind layout (every word left: PLACE TYPE
 * pairs, or random) and the effect lay-tiles, which lays the territory
 * tiles of a map of territories (mechanisms.territories): each on a place
 * of the hex grid or under a name, within the mix for the player count, or
 * the rest of the mix at random during the setup. */
#include "core/engine/engine_int.h"
#include "core/act/act_terr.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "core/base/json.h"
#include "core/base/rng.h"
#include "core/board/board_hex.h"
#include "core/state/state.h"
#include "core/state/terr.h"

/* Tiles of type in the mix for this player count, or -1 (not given). */
static long
mix_count(const struct act *a, int type)
{
	const struct vec *c = &RS_TILE(a->rs, type)->count;
	char key[8];
	int k;

	snprintf(key, sizeof key, "%d", a->st->nplayers);
	k = vec_find(c, key);
	return k < 0 ? -1 : *VEC_AT(*c, long, k);
}

static long
laid(const struct act *a, int type)
{
	long n = 0;

	for (int t = 0; t < NTILES(a); t++)
		n += TILE(a, t)->type == type;
	return n;
}

static int
valid_name(const char *s)
{
	size_t n = strlen(s);

	if (n == 0 || n > TERR_ID_MAX || !isalpha((unsigned char)s[0]))
		return 0;
	for (; *s; s++)
		if (!isalnum((unsigned char)*s) && *s != '-')
			return 0;
	return 1;
}

/* Lay one tile of type at place (a grid place or a name). */
static int
lay(struct act *a, const char *place, int type)
{
	struct terr_state *t = a->st->terr;
	char id[TERR_ID_MAX + 1];
	int col = 0, row = 0, placed = hex_parse(place, &col, &row) == 0;
	long mix = mix_count(a, type);

	if (!valid_name(place))
		return usage(a, "'%s' is neither a place on the grid (a column "
		    "letter and a row number, like c4) nor a name (letters, "
		    "digits and '-', up to %d)", place, TERR_ID_MAX);
	if (board_find(a->st->board, place) >= 0)
		return refuse(a, "%s is already on the map: a territory holds "
		    "one tile", tname(a, board_find(a->st->board, place)));
	if (mix < 0)
		return diag_set(a->d, ST_DATA, "%s: the mix for %d players "
		    "does not say how many %s tiles there are",
		    a->rs->id, a->st->nplayers, RS_TILE(a->rs, type)->name);
	if (laid(a, type) >= mix)
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
		long mix = mix_count(a, k);
		if (mix < 0)
			return diag_set(a->d, ST_DATA, "%s: the mix for %d "
			    "players does not say how many %s tiles there are",
			    a->rs->id, a->st->nplayers, RS_TILE(a->rs, k)->name);
		total += (int)mix;
		for (long j = laid(a, k); j < mix && n < 512; j++)
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
		if ((st = lay(a, place, bag[j])))
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
		int type = vec_find(&a->rs->tiles, a->argv[i + 1]);
		if (type < 0) {
			char list[300] = "";
			for (int k = 0; k < a->rs->tiles.n; k++) {
				size_t len = strlen(list);
				snprintf(list + len, sizeof list - len, "%s%s",
				    k ? ", " : "", a->rs->tiles.ids[k]);
			}
			return usage(a, "%s has no tile '%s' (tiles: %s)",
			    a->rs->id, a->argv[i + 1], list);
		}
		if ((st = lay(a, a->argv[i], type)))
			return st;
		canon(a, TID(a, NTILES(a) - 1));
		canon(a, a->rs->tiles.ids[type]);
		report_line(a->rep, "%s", tname(a, NTILES(a) - 1));
		if (!TILE(a, NTILES(a) - 1)->placed)
			unchecked(a, "%s has no place on the grid, so nothing "
			    "about its neighbours can be checked",
			    TID(a, NTILES(a) - 1));
	}
	return ST_OK;
}
