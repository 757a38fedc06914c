/* act_fight_units.c: what the dice-pool combat on a map of territories
 * asks of the units in it: a unit card's armour and attack (its upgraded
 * side for a player who turned it), every value a combat will need,
 * asked for when it begins or a player joins it, and the combat as
 * status --json and the command's --json show it; see act_terr.h. */
#include "core/act/act_terr.h"

#include <stdio.h>

#include "core/board/board.h"
#include "core/rules/ruleset.h"
#include "core/state/state.h"
#include "core/state/terr.h"

int
piece_armour(struct act *a, int p, int k, long *out)
{
	return rs_piece_armour(a->rs, rs_pool_combat(a->rs), k,
	    piece_upgraded(a, p, k), a->st->pc.pentered, out, a->d);
}

int
piece_attack(struct act *a, int p, int k, const char **out)
{
	int up = piece_upgraded(a, p, k), st;

	if ((st = pieces_attack(a->rs, &a->st->pc, k, up, out, a->d)))
		return st;
	if (*out == NULL)
		return diag_set(a->d, ST_DATA, "%s: 'pieces.%s.%sattack' is not "
		    "given", a->rs->id, a->rs->pieces.ids[k], up ? "upgraded." :
		    "");
	return ST_OK;
}

int
fight_check_cards(struct act *a, int tile)
{
	int d = rs_pool_combat(a->rs)->escalation.i;

	for (int p = 0; p < a->st->nplayers; p++)
		for (int k = 0; k < NPIECES(a); k++) {
			const struct class_def *c;
			const char *atk;
			long arm;
			int st;
			if (UNITS(a, tile, p)[k] == 0)
				continue;
			if ((st = piece_class(a, k, &c)) ||
			    (st = piece_armour(a, p, k, &arm)) ||
			    (st = piece_attack(a, p, k, &atk)))
				return st;
		}
	if (d >= 0) {
		char path[96];
		snprintf(path, sizeof path, "dice.%s.faces",
		    a->rs->dice.ids[d]);
		return rs_need_vec(a->rs, &VEC_AT(a->rs->dice, struct die_def,
		    d)->faces, path, a->d);
	}
	return ST_OK;
}

struct json *
terr_fight_json(const struct ruleset *rs, const struct state *st)
{
	const struct fight_state *f = &st->terr->fight;
	struct json *o, *h, *in;

	if (f->tile < 0)
		return json_null();
	o = json_obj();
	h = json_obj();
	in = json_arr();
	json_set(o, "territory", json_str(board_name(st->board, f->tile)));
	json_set(o, "attacker", json_str(st->players[f->attacker].name));
	json_set(o, "round", json_int(f->round));
	json_set(o, "step", json_str(f->step == FIGHT_RETREAT ? "retreat" :
	    *VEC_AT(rs_pool_combat(rs)->steps, char *, f->step - 1)));
	json_set(o, "rolled", json_bool(f->rolled));
	json_set(o, "pool", json_int(f->pool));
	for (int p = 0; p < st->nplayers; p++) {
		if (!f->in[p])
			continue;
		json_push(in, json_str(st->players[p].name));
		if (f->hits[p] > 0)
			json_set(h, st->players[p].name, json_int(f->hits[p]));
	}
	json_set(o, "players", in);
	json_set(o, "hits", h);
	return o;
}
