/* game_arrival.c: the end of the setup of a map of territories (what is
 * laid and placed, and what must be before 'next' ends the setup, is the
 * ruleset's: its declared actions and setup.says and setup.end-require),
 * and the map in status --json (the GM's corrections of units are the
 * declared action's: engine_units.c). */
#include "core/mech/terr_int.h"
#include "core/state/done.h"
#include "core/state/kept.h"
#include "core/state/upgrades.h"
#include "core/rules/words_keys.h"
#include "core/engine/engine.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* --- the setup's end ------------------------------------------------------ */

/* The ruleset's setup.end-require has passed (engine_setup_lines.c): the
 * players marked done while the map was set up start the first round
 * undone. */
int
terr_setup_done(struct act *a)
{
	done_clear(a->st);
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
		struct json *o = json_obj(), *h = json_obj();
		json_set(o, "name", json_str(st->players[p].name));
		json_set(o, "upgraded", upgrades_ids_json(st->upgrades, rs, p));
		json_set(o, JSON_PICKS, kept_ids_json(st->kept, p));
		for (int q = 0; q < st->nplayers; q++) {
			const long *c = terr_captives(t, p, q);
			for (int k = 0; k < t->npieces; k++)
				if (c[k] > 0) {
					json_set(h, st->players[q].name,
					    units_json(rs, c, t->npieces));
					break;
				}
		}
		json_set(o, JSON_CAPTIVES, h);
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
