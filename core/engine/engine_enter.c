/* engine_enter.c: tracked pieces coming into play: the stats of their
 * kinds (from the ruleset, or entered at the table with 'tile'), the
 * checks every way into a player's own area shares (the chief at home,
 * the supply, a free field) and the piece put there. */
#include "core/engine/engine_int.h"
#include "core/engine/engine_enter.h"

#include <stdio.h>
#include <string.h>

#include "core/rules/names.h"
#include "core/rules/words_keys.h"
#include "core/state/pieces.h"

/* A kind of unit by its id, for a command's word. */
int
arg_unit(struct act *a, const char *s, int *out)
{
	int k = vec_find(&a->rs->units, s);

	if (k < 0) {
		char list[600] = "";
		for (int i = 0; i < a->rs->units.n; i++) {
			size_t len = strlen(list);
			snprintf(list + len, sizeof list - len, "%s%s",
			    i ? ", " : "", a->rs->units.ids[i]);
		}
		return usage(a, "%s has no unit '%s' (units: %s; others are "
		    "added in an overlay under 'units', which 'ruleset amend "
		    "FILE' adds to a running game)%s", a->rs->id, s,
		    list[0] ? list : "none", arg_near(s, (const char *const *)
		    a->rs->units.ids, a->rs->units.n));
	}
	*out = k;
	return ST_OK;
}

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

/* The stat, or -1 with how to supply it in err when unknown. */
static int
stat_of(const struct ruleset *rs, const struct state *st, int kind,
    int stat, long *out, char *err, size_t n)
{
	long v = rs_kind_stat(rs, kind, stat);

	if (v == SCHEMA_UNKNOWN_INT)
		v = st->pc.entered[kind * STAT__N + stat];
	if (v != SCHEMA_UNKNOWN_INT && v != -1) {
		*out = v;
		return 0;
	}
	if (rs_kind_stat(rs, kind, stat) == RS_NONE) {
		*out = RS_NONE;
		return 0;
	}
	snprintf(err, n, "%s: the %s of %s is unknown (the rulebook does not "
	    "give it): enter it from the tile with 'tile %s %s:N', or supply "
	    "'%s.%s.%s' in an overlay ('arbiter ruleset template %s' writes "
	    "one; 'ruleset amend FILE' adds it to a running game)", rs->id,
	    piece_stat_names[stat], kind_name(rs, kind), kind_id(rs, kind),
	    piece_stat_names[stat], stat_path_root(rs, kind),
	    kind_id(rs, kind), piece_stat_names[stat], rs->id);
	return -1;
}

int
kind_stat(struct act *a, int kind, int stat, long *out)
{
	char err[DIAG_MSG_MAX];

	if (stat_of(a->rs, a->st, kind, stat, out, err, sizeof err) == 0)
		return ST_OK;
	return diag_set(a->d, ST_DATA, "%s", err);
}

int
eng_unit_value(const struct ruleset *rs, const struct state *st, long kind,
    int key, int has, long *out, char *err, size_t n)
{
	const struct unit_def *u;

	if (kind < 0 || kind >= rs->units.n) {
		snprintf(err, n, "no unit %ld", kind);
		return -1;
	}
	u = RS_UNIT(rs, kind);
	if (key == UK_TOKEN) {
		*out = has ? 1 : u->token;
		return 0;
	}
	if (key == UK_FACTION) {
		/* its faction's index; one not given is unknown */
		struct diag d;
		char path[128];
		if (has || u->faction.i >= 0) {
			*out = has ? u->faction.i >= 0 : u->faction.i;
			return 0;
		}
		snprintf(path, sizeof path, "units.%s.faction",
		    rs->units.ids[kind]);
		rs_need_str(rs, schema_unknown_str, path, &d);
		snprintf(err, n, "%s", d.msg);
		return EXPR_UNKNOWN;
	}
	if (has) {
		*out = rs_kind_stat(rs, (int)kind, key) != RS_NONE;
		return 0;
	}
	/* -1 (RS_NONE) for a stat the kind lacks */
	return stat_of(rs, st, (int)kind, key, out, err, n) == 0 ? 0 :
	    EXPR_UNKNOWN;
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

/* The kind an enter effect brings in, checked. */
static int
enter_kind(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev, int *kind)
{
	long k;
	int st;

	if ((st = eng_eval(&e->enter.unit, ev, &k, a->d)))
		return st;
	if (k < 0 || k >= a->rs->units.n)
		return diag_set(a->d, ST_DATA, "%s: '%s' is no kind of unit "
		    "(%ld)", a->rs->id, e->enter.unit.text, k);
	if (ev->me < 0)
		return diag_set(a->d, ST_DATA, "%s: a piece enters for the "
		    "player who acts, and nobody does here", a->rs->id);
	*kind = (int)k;
	return ST_OK;
}

int
eng_enter_check(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	int kind, st;

	if ((st = enter_kind(a, e, ev, &kind)))
		return st;
	return piece_may_enter(a, ev->me, kind);
}

void
eng_piece_name(const struct act *a, int i, char *buf, size_t n)
{
	if (i < 0 || i >= a->st->pc.t.n)
		snprintf(buf, n, "?");
	else
		piece_id(a->rs, &a->st->pc.t.v[i], buf, n);
}

int
eng_enter(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev, int *piece)
{
	char id[96];
	int kind, st;

	if ((st = enter_kind(a, e, ev, &kind)) ||
	    (st = piece_may_enter(a, ev->me, kind)) ||
	    (st = piece_enter(a, ev->me, kind, 0, piece)))
		return st;
	eng_piece_name(a, *piece, id, sizeof id);
	report_line(a->rep, "%s (%s) comes into %s's %s", id,
	    kind_name(a->rs, kind), pname(a, ev->me), area_word(a));
	if (e->json != NULL)
		json_set(a->rep->data, e->json, json_str(id));
	return ST_OK;
}
