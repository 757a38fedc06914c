/* engine_enter.c: tracked pieces coming into play: the checks every way
 * into a player's own area shares (the chief at home, the supply, a free
 * field), the piece put there, and the effect enter that does both for a
 * declared action (the stats of the kinds: engine_kinds.c). */
#include "core/expr/expr.h"
#include "core/act/act.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_enter.h"

#include <stdio.h>
#include <string.h>

#include "core/state/pieces.h"

/* A kind of unit by its id, for a command's word. */
int
arg_unit(struct act *a, const char *s, int *out)
{
	int k = vec_find(&a->rs->units, s);

	if (k < 0) {
		return usage_none(a, s, (const char *const *)
		    a->rs->units.ids, a->rs->units.n, "units", "none",
		    "; others are added in an overlay under 'pieces', with "
		    "'tracked: true', which 'ruleset amend FILE' adds to a "
		    "running game", "%s has no unit '%s'", a->rs->id, s);
	}
	*out = k;
	return ST_OK;
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
	if (track_in_area(&a->st->board->track, p) >= fields)
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
		l = pieces_chief_of(&a->st->pc, a->st->board, p);
		if (l < 0)
			return refuse(a, "%s has no %s on the board",
			    pname(a, p), game_word(a, W_CHIEF, 1));
		if (a->st->board->track.v[l].area != p)
			return refuse(a, "%s is not in %s's %s; units come "
			    "into play only while their %s is at home",
			    kind_name(a->rs, a->st->board->track.v[l].kind),
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
	if ((*out = track_add(&a->st->board->track, &pc)) < 0)
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
	/* no board (a ruleset of units without one): no piece */
	if (a->st->board == NULL || i < 0 || i >= a->st->board->track.n)
		snprintf(buf, n, "?");
	else
		piece_id(a->rs, &a->st->board->track.v[i], buf, n);
}

int
eng_enter(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev, int *piece)
{
	char id[PIECE_ID_SIZE];
	int kind, st;
	long counters = 0;

	if ((st = enter_kind(a, e, ev, &kind)) ||
	    (st = piece_may_enter(a, ev->me, kind)))
		return st;
	if (e->enter.counters.text != NULL && (st = eng_eval(
	    &e->enter.counters, ev, &counters, a->d)))
		return st;
	if (counters < 0)
		return diag_set(a->d, ST_DATA, "%s: '%s' gives the piece %ld "
		    "%s; it enters with 0 or more (max(0, ...) keeps them "
		    "there)", a->rs->id, e->enter.counters.text, counters,
		    game_word(a, W_COUNTER, 2));
	if ((st = piece_enter(a, ev->me, kind, counters, piece)))
		return st;
	eng_piece_name(a, *piece, id, sizeof id);
	report_line(a->rep, "%s (%s) comes into %s's %s", id,
	    kind_name(a->rs, kind), pname(a, ev->me), area_word(a));
	if (e->json != NULL)
		json_set(a->rep->data, e->json, json_str(id));
	return ST_OK;
}
