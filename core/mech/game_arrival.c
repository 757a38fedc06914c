/* game_arrival.c: laying the map of territories, the set-up's first line
 * and its end (homes in turn order, then arrival buildings in reverse: the
 * declared actions of the ruleset place them, engine_arrival.c), and the
 * map in status --json (the GM's corrections of units are the declared
 * action's: engine_units.c). */
#include "core/mech/terr_int.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* lay PLACE TYPE [PLACE TYPE...] | lay random */
int
act_lay(struct act *a)
{
	int st;

	if (a->st->terr == NULL)
		return usage(a, "%s has no map of territories", a->rs->id);
	if (a->argc == 2 && strcmp(a->argv[1], "random") == 0) {
		canon(a, "random");
		return lay_random(a);
	}
	if (a->argc < 3 || a->argc % 2 == 0)
		return usage(a, "usage: lay PLACE TYPE [PLACE TYPE...] | lay "
		    "random");
	for (int i = 1; i + 1 < a->argc; i += 2) {
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

/* --- the arrival ------------------------------------------------------------ */

void
terr_setup_begin(struct act *a)
{
	const struct territories_def *m = &a->rs->mech.territories;
	struct strbuf b;

	for (int p = 0; p < a->st->nplayers; p++) {
		int f = a->st->players[p].faction;
		const char *d = f >= 0 ? RS_FACTION(a->rs, f)->discovery : NULL;
		if (d != NULL && d != schema_unknown_str)
			snprintf(a->st->terr->disc[p], TERR_DISC_MAX + 1, "%s",
			    d);
	}
	sb_init(&b);
	for (int i = 0; i < a->st->norder; i++)
		sb_printf(&b, "%s%s", i ? ", " : "", pname(a, a->st->order[i]));
	report_line(a->rep, "setup: lay the map ('lay PLACE TYPE' or 'lay "
	    "random'), then each player's %s in turn order ('arrive PLAYER "
	    "PLACE')%s%s%s", m->home.name, m->arrival.present ?
	    ", then the " : "", m->arrival.present ? piece_name(a,
	    m->arrival.piece.i, 2) : "", m->arrival.present ?
	    " in reverse order ('settle PLAYER PLACE')" : "");
	if (b.len > 0)
		report_line(a->rep, "turn order: %s", sb_str(&b));
	sb_release(&b);
}

int
terr_setup_done(struct act *a)
{
	int p = terr_home_next(a->st);

	if (p >= 0)
		return refuse(a, "%s has no %s yet: 'arrive %s PLACE' "
		    "first", pname(a, p), a->rs->mech.territories.home.name,
		    pname(a, p));
	if (a->rs->mech.territories.arrival.present &&
	    (p = terr_arrival_next(a->st)) >= 0)
		return refuse(a, "%s has not placed the arrival %s: 'settle "
		    "%s PLACE' first", pname(a, p), piece_name(a,
		    a->rs->mech.territories.arrival.piece.i, 1), pname(a, p));
	memset(a->st->terr->done, 0, sizeof a->st->terr->done);
	return ST_OK;
}

/* --- status --json --------------------------------------------------------- */

static struct json *
units_json(const struct ruleset *rs, const long *u, int np)
{
	struct json *o = json_obj();

	for (int k = 0; k < np; k++)
		if (u[k] > 0)
			json_set(o, rs->pieces.ids[k], json_int(u[k]));
	return o;
}

void
terr_status_json(const struct ruleset *rs, const struct state *st,
    struct json *board)
{
	const struct terr_state *t = st->terr;
	struct json *tiles = json_arr(), *players = json_arr(), *arr;

	for (int i = 0; i < board_regions(st->board); i++) {
		const struct tile_state *x = &t->tiles[i];
		struct json *o = json_obj(), *u = json_obj();
		json_set(o, "id", json_str(board_name(st->board, i)));
		json_set(o, "type", json_str(rs->tiles.ids[x->type]));
		if (x->placed) {
			json_set(o, "col", json_int(x->col + 1));
			json_set(o, "row", json_int(x->row + 1));
		}
		json_set(o, "placed", json_bool(x->placed));
		json_set(o, "home", x->home >= 0 ?
		    json_str(st->players[x->home].name) : json_null());
		json_set(o, "explored", json_bool(x->scouted));
		if (rs->mech.spawn.present)
			json_set(o, rs->resources.ids[
			    rs->mech.spawn.resource.i], json_int(x->spawned));
		for (int p = 0; p < st->nplayers; p++) {
			const long *c = terr_units(st, i, p);
			for (int k = 0; k < t->npieces; k++)
				if (c[k] > 0) {
					json_set(u, st->players[p].name,
					    units_json(rs, c, t->npieces));
					break;
				}
		}
		json_set(o, "units", u);
		json_push(tiles, o);
	}
	json_set(board, "territories", tiles);
	for (int p = 0; p < st->nplayers; p++) {
		struct json *o = json_obj(), *up = json_arr(), *h = json_obj();
		json_set(o, "name", json_str(st->players[p].name));
		for (int k = 0; k < t->npieces; k++)
			if (t->upgraded[p * t->npieces + k])
				json_push(up, json_str(rs->pieces.ids[k]));
		json_set(o, "upgraded", up);
		arr = json_arr();
		{
			char copy[TERR_DISC_MAX + 1], *save = NULL, *w;
			snprintf(copy, sizeof copy, "%s", t->disc[p]);
			for (w = strtok_r(copy, ",", &save); w != NULL;
			    w = strtok_r(NULL, ",", &save))
				json_push(arr, json_str(w));
		}
		json_set(o, "discoveries", arr);
		for (int q = 0; q < st->nplayers; q++) {
			const long *c = terr_hostages(t, p, q);
			for (int k = 0; k < t->npieces; k++)
				if (c[k] > 0) {
					json_set(h, st->players[q].name,
					    units_json(rs, c, t->npieces));
					break;
				}
		}
		json_set(o, "hostages", h);
		json_push(players, o);
	}
	json_set(board, "factions", players);
	arr = json_arr();
	for (int i = 0; i < st->norder; i++)
		json_push(arr, json_str(st->players[st->order[i]].name));
	json_set(board, "turn_order", arr);
	json_set(board, "order", t->order_tile >= 0 ?
	    json_str(board_name(st->board, t->order_tile)) : json_null());
	json_set(board, "to_place", json_int(t->to_place));
	json_set(board, "combat", terr_fight_json(rs, st));
}
