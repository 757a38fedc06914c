/* game_zones_gm.c: the zones' part of status --json (the GM's corrections
 * of a zone's board and of a squad are the engine's set-board and
 * squad-counts). */
#include "core/mech/zones_int.h"
#include "core/rules/words_keys.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* status --json's keys of each piece's morale counter (enum force). */
static const char *const morale_key[] = { KEY_STRIKERS, KEY_CARRIERS,
	KEY_MILITIA };

/* --- status --json ----------------------------------------------------------- */

static struct json *
count_or_null(long v)
{
	return v == UNKNOWN_COUNT ? json_null() : json_int(v);
}

static struct json *
squad_json(const struct ruleset *rs, const struct state *st,
    const struct squad *f)
{
	struct json *o = json_obj(), *cargo = cargo_json(rs, st->zones, f);

	json_set(o, "player", f->owner == NEUTRAL ? json_null() :
	    json_str(st->players[f->owner].name));
	if (f->away > 0)
		json_set(o, JSON_SQUAD_AWAY, json_int(f->away));
	json_set(o, KEY_STRIKERS, json_int(f->strikers));
	json_set(o, KEY_CARRIERS, json_int(f->carriers));
	if (f->away == 0)
		json_set(o, "resting", json_int(f->rest_strikers +
		    f->rest_carriers));
	if (cargo != NULL)
		json_set(o, "cargo", cargo);
	return o;
}

static struct json *
zone_json(const struct ruleset *rs, const struct state *st, int i)
{
	const struct zones *w = st->zones;
	const struct zone_state *s = &w->w[i];
	struct json *o = json_obj(), *fac = json_obj(), *orbit = json_arr(),
	    *flying = json_arr();

	json_set(o, "number", json_int(i + 1));
	json_set(o, "id", json_str(rs->board.zones.ids[i]));
	json_set(o, "name", json_str(RS_ZONE(rs, i)->name));
	json_set(o, "owner", st->board->owner[i] == NEUTRAL ? json_null() :
	    json_str(st->players[st->board->owner[i]].name));
	json_set(o, KEY_FOLK, count_or_null(s->folk));
	json_set(o, KEY_MILITIA, count_or_null(s->militia));
	for (int k = 0; k < w->nkinds; k++)
		json_set(fac, rs->mech.colonies.producers.ids[k],
		    json_int(w->producers[i * w->nkinds + k]));
	json_set(o, KEY_PRODUCERS, fac);
	json_set(o, JSON_PRODUCER_DUE, json_bool(s->producer_due));
	json_set(o, KEY_SHELTERS, json_int(s->shelters));
	for (int k = 0; k < w->nsquads; k++)
		if (w->f[k].zone == i)
			json_push(w->f[k].away ? flying : orbit,
			    squad_json(rs, st, &w->f[k]));
	json_set(o, "orbit", orbit);
	json_set(o, "in_flight", flying);
	if (st->board->owner[i] == NEUTRAL && s->guard_unknown)
		json_set(o, "guard", json_null());
	return o;
}

void
zones_status_json(const struct ruleset *rs, const struct state *st,
    struct json *board)
{
	const struct zones *w = st->zones;
	const struct colonies_def *c = &rs->mech.colonies;
	struct json *ws = json_arr(), *wh = json_arr(), *fo = json_arr();

	for (int i = 0; i < w->n; i++)
		json_push(ws, zone_json(rs, st, i));
	json_set(board, KEY_ZONES, ws);
	for (int p = 0; p < st->nplayers; p++) {
		struct json *o = json_obj(), *m = json_obj();
		long pop = 0;
		int unknown = 0;
		json_set(o, "player", json_str(st->players[p].name));
		for (int r = 0; r < c->store.n; r++) {
			int res = VEC_AT(c->store, struct sref, r)->i;
			json_set(o, rs->resources.ids[res],
			    json_int(st->players[p].res[res]));
		}
		for (int i = 0; i < w->n; i++)
			if (st->board->owner[i] == p) {
				unknown |= w->w[i].folk == UNKNOWN_COUNT;
				pop += w->w[i].folk > 0 ?
				    w->w[i].folk : 0;
			}
		json_set(o, KEY_FOLK, unknown ? json_null() :
		    json_int(pop));
		json_set(o, KEY_ZONES, json_int(board_owned(st->board, p)));
		json_set(o, "home", board_home(st->board, p) >= 0 ?
		    json_int(board_home(st->board, p) + 1) : json_null());
		for (int k = 0; k < 3; k++)
			json_set(m, morale_key[k], json_bool(w->morale[p][k]));
		json_set(o, "morale", m);
		json_set(o, "place", st->players[p].place ?
		    json_int(st->players[p].place) : json_null());
		json_set(o, "sealed_orders", json_int(state_sealed_of(st, rs,
		    p)));
		json_push(wh, o);
	}
	json_set(board, JSON_STORES, wh);
	for (int i = 0; i < st->nchoosers; i++)
		json_push(fo, json_str(st->players[st->choosers[i]].name));
	json_set(board, "choosers", fo);
}
