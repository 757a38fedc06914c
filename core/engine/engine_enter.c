/* engine_enter.c: tracked pieces coming into play: the stats of their
 * kinds (from the ruleset, or entered at the table with 'tile'), the
 * checks every way into a player's own area shares (the chief at home,
 * the supply, a free field) and the piece put there. */
#include "core/engine/engine_int.h"
#include "core/engine/engine_enter.h"

#include <stdio.h>

#include "core/rules/words_keys.h"
#include "core/state/pieces.h"

long
rs_kind_stat(const struct ruleset *rs, int kind, int stat)
{
	if (kind < rs->units.n) {
		const struct unit_def *u = RS_UNIT(rs, kind);
		const long v[STAT__N] = { u->cost, u->summon, u->attack,
		    u->defence, u->move, u->income, u->draws, u->supply };
		return v[stat];
	} else {
		const struct chief_def *l = RS_CHIEF(rs, kind - rs->units.n);
		const long v[STAT__N] = { RS_NONE, RS_NONE, l->attack,
		    l->defence, l->move, 0, 0, 1 };
		return v[stat];
	}
}

static const char *
stat_path_root(const struct ruleset *rs, int kind)
{
	return kind < rs->units.n ? "units" : KEY_CHIEFS;
}

int
kind_stat(struct act *a, int kind, int stat, long *out)
{
	long v = rs_kind_stat(a->rs, kind, stat);

	if (v == SCHEMA_UNKNOWN_INT)
		v = a->st->pc.entered[kind * STAT__N + stat];
	if (v != SCHEMA_UNKNOWN_INT && v != -1) {
		*out = v;
		return ST_OK;
	}
	if (rs_kind_stat(a->rs, kind, stat) == RS_NONE) {
		*out = RS_NONE;
		return ST_OK;
	}
	return diag_set(a->d, ST_DATA, "%s: the %s of %s is unknown (the "
	    "rulebook does not give it): enter it from the tile with 'tile %s "
	    "%s:N', or supply '%s.%s.%s' in an overlay ('arbiter ruleset "
	    "template %s' writes one; 'ruleset amend FILE' adds it to a "
	    "running game)", a->rs->id, piece_stat_names[stat],
	    kind_name(a->rs, kind), kind_id(a->rs, kind),
	    piece_stat_names[stat], stat_path_root(a->rs, kind),
	    kind_id(a->rs, kind), piece_stat_names[stat], a->rs->id);
}

const char *
area_word(const struct act *a)
{
	return a->rs->board.area_name ? a->rs->board.area_name : "home area";
}

/* Room for one more piece in p's play area? */
static int
area_room(struct act *a, int p)
{
	long fields = a->rs->board.area_fields;
	int st;

	if (fields == RS_NONE)
		return ST_OK;
	if ((st = rs_need_int(a->rs, fields, "board.area-fields", a->d)))
		return st;
	if (pieces_in_area(&a->st->pc, p) >= fields)
		return refuse(a, "%s's %s is full (%ld fields): a piece "
		    "must leave it first", pname(a, p), area_word(a), fields);
	return ST_OK;
}

int
piece_may_enter(struct act *a, int p, int kind)
{
	const struct unit_def *u = RS_UNIT(a->rs, kind);
	long supply;
	int st, l;

	if (a->rs->mech.hire.chief_home) {
		l = pieces_chief_of(&a->st->pc, p);
		if (l < 0)
			return refuse(a, "%s has no %s on the board",
			    pname(a, p), game_word(a, W_CHIEF, 1));
		if (a->st->pc.t.v[l].area != p)
			return refuse(a, "%s is not in %s's %s; units come "
			    "into play only while their %s is at home",
			    kind_name(a->rs, a->st->pc.t.v[l].kind),
			    pname(a, p), area_word(a), game_word(a, W_CHIEF, 1));
	}
	if ((st = kind_stat(a, kind, STAT_SUPPLY, &supply)))
		return st;
	if (pieces_taken(&a->st->pc, a->rs, p, kind) >= supply)
		return refuse(a, "no %s is left in %s%s supply (%ld in all)",
		    u->name, u->token ? "the tokens'" : pname(a, p),
		    u->token ? "" : "'s", supply);
	return area_room(a, p);
}

int
piece_enter(struct act *a, int p, int kind, long counters, int *out)
{
	struct tracked pc = { kind, p, 1, p, PC_NOWHERE, counters };
	long made = 0;

	for (int q = 0; q < PC_SEATS; q++)
		made += a->st->pc.taken[q * a->st->pc.nunits + kind];
	pc.num = made + 1;
	if ((*out = pieces_add(&a->st->pc, &pc)) < 0)
		return diag_set(a->d, ST_ENV, "out of memory");
	a->st->pc.taken[p * a->st->pc.nunits + kind]++;
	return ST_OK;
}
