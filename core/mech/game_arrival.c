/* game_arrival.c: laying the map of territories, the set-up's first line
 * and its end (homes in turn order, then arrival buildings in reverse: the
 * declared actions of the ruleset place them, engine_arrival.c), and the
 * map in status --json (the GM's corrections of units are the declared
 * action's: engine_units.c). */
#include "core/mech/terr_int.h"
#include "core/state/done.h"
#include "core/state/kept.h"
#include "core/state/upgrades.h"
#include "core/rules/words_keys.h"
#include "core/engine/engine.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* --- the arrival ------------------------------------------------------------ */

/* Is s a word of a usage line in capitals (PLACE, TILE_KIND)? */
static int
upper_word(const char *s)
{
	if (*s == '\0')
		return 0;
	for (; *s != '\0'; s++)
		if (!isupper((unsigned char)*s) && *s != '-' && *s != '_')
			return 0;
	return 1;
}

/* The words the action laying the map takes after its name, as its own
 * usage line says them ("PLACE TYPE"), into w (of n); "PLACE TYPE" where
 * it shows no two such words. */
static const char *
lay_words(const struct act *a, char *w, size_t n)
{
	const char *id = verb_action(a, "lay");
	char use[256], *t[3], *last;
	int i, k = 0;

	snprintf(w, n, "PLACE TYPE");
	if (id == NULL || (i = eng_action_find(a->rs, id)) < 0)
		return w;
	eng_action_usage(a->rs, i, use, sizeof use);
	for (char *p = strtok_r(use, " ", &last); p != NULL && k < 3;
	    p = strtok_r(NULL, " ", &last))
		t[k++] = p;
	if (k < 3 || !upper_word(t[1]) || !upper_word(t[2]))
		return w;
	snprintf(w, n, "%s %s", t[1], t[2]);
	return w;
}

void
terr_setup_begin(struct act *a)
{
	const struct territories_def *m = &a->rs->mech.territories;
	struct strbuf b, line;
	char lay[64];

	for (int p = 0; p < a->st->nplayers; p++) {
		int f = a->st->players[p].faction;
		const char *d = f >= 0 ? RS_FACTION(a->rs, f)->start_card : NULL;
		/* out of memory: none kept, as a card too long is */
		if (d != NULL && d != schema_unknown_str)
			(void)kept_set(&a->st->kept, p, d);
	}
	sb_init(&b);
	sb_init(&line);
	for (int i = 0; i < a->st->norder; i++)
		sb_printf(&b, "%s%s", i ? ", " : "", pname(a, a->st->order[i]));
	sb_printf(&line, "setup: lay the map ('%s %s' or '%s random'), "
	    "then each player's %s in turn order ('%s PLAYER PLACE')",
	    verb_word(a, "lay"), lay_words(a, lay, sizeof lay),
	    verb_word(a, "lay"), m->home.name,
	    verb_word(a, "arrive"));
	if (m->arrival.present)
		sb_printf(&line, ", then the %s in reverse order ('%s PLAYER "
		    "PLACE')", piece_name(a, m->arrival.piece.i, 2),
		    verb_word(a, "settle"));
	report_line(a->rep, "%s", sb_str(&line));
	sb_release(&line);
	if (b.len > 0)
		report_line(a->rep, "turn order: %s", sb_str(&b));
	sb_release(&b);
}

int
terr_setup_done(struct act *a)
{
	int p = terr_home_next(a->st);

	if (p >= 0)
		return refuse(a, "%s has no %s yet: '%s %s PLACE' "
		    "first", pname(a, p), a->rs->mech.territories.home.name,
		    verb_word(a, "arrive"), pname(a, p));
	if (a->rs->mech.territories.arrival.present &&
	    (p = terr_arrival_next(a->st)) >= 0)
		return refuse(a, "%s has not placed the arrival %s: '%s "
		    "%s PLACE' first", pname(a, p), piece_name(a,
		    a->rs->mech.territories.arrival.piece.i, 1),
		    verb_word(a, "settle"), pname(a, p));
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
