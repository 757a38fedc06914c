/* state_tally.c: the counts of a ruleset's tallies in a game
 * (state_tally.h). */
#include "core/state/state_tally.h"
#include "core/state/state.h"
#include "core/base/json.h"
#include "core/board/board.h"
#include "core/rules/decl.h"

#include <string.h>

/* The counts tally t takes. */
static int
width(const struct ruleset *rs, int t)
{
	switch (VEC_AT(rs->tallies, struct tally_def, t)->per) {
	case TALLY_PLAYER: return MAX_PLAYERS;
	case TALLY_REGION: return rs->map.nregions;
	case TALLY_GROUP: return rs->map.ngroups;
	default: return 1;
	}
}

int
state_tally_slots(const struct ruleset *rs)
{
	int n = 0;

	for (int t = 0; t < rs->tallies.n; t++)
		n += width(rs, t);
	return n;
}

long *
state_tally_at(struct state *st, const struct ruleset *rs, int t, int who)
{
	int at = 0;

	for (int k = 0; k < t; k++)
		at += width(rs, k);
	if (VEC_AT(rs->tallies, struct tally_def, t)->per != TALLY_TABLE)
		at += who;
	return &st->tally[at];
}

long
state_tally_get(const struct state *st, const struct ruleset *rs, int t,
    int who)
{
	return *state_tally_at((struct state *)st, rs, t, who);
}

int
state_tally_of_pieces(const struct ruleset *rs)
{
	for (int t = 0; t < rs->tallies.n; t++)
		if (VEC_AT(rs->tallies, struct tally_def, t)->pieces)
			return 1;
	return 0;
}

void
state_tally_fit(struct state *st, const struct ruleset *rs, int r, int lost)
{
	const struct board_state *b = st->board;

	if (b == NULL || r < 0 || r >= rs->map.nregions)
		return;
	for (int t = 0; t < rs->tallies.n; t++) {
		long *c, held;
		if (!VEC_AT(rs->tallies, struct tally_def, t)->pieces)
			continue;
		c = state_tally_at(st, rs, t, r);
		held = b->owner[r] < 0 || lost ? 0 : board_count(b, r,
		    b->owner[r], -1);
		if (*c > held)
			*c = held;
	}
}

long
state_tally_table(const struct state *st, const struct ruleset *rs,
    const char *id, long otherwise)
{
	int t = vec_find(&rs->tallies, id);

	if (t < 0 || VEC_AT(rs->tallies, struct tally_def, t)->per !=
	    TALLY_TABLE)
		return otherwise;
	return state_tally_get(st, rs, t, 0);
}

void
state_tally_reset(struct state *st, const struct ruleset *rs)
{
	memset(st->tally, 0, (size_t)state_tally_slots(rs) * sizeof *st->tally);
}

struct json *
state_tally_json(const struct state *st, const struct ruleset *rs)
{
	struct json *a = json_arr();
	int n = state_tally_slots(rs);

	for (int i = 0; i < n; i++)
		json_push(a, json_int(st->tally[i]));
	return a;
}

/* A snapshot written before tallies: the counts of the program's move. */
static int
before_tallies(struct state *st, const struct ruleset *rs,
    const struct json *snap)
{
	const struct json *m = json_get(snap, "moved"),
	    *at = json_get(snap, "lands_moved");
	int t;

	if ((t = vec_find(&rs->tallies, "moved")) >= 0 && m != NULL &&
	    m->type == J_INT && VEC_AT(rs->tallies, struct tally_def,
	    t)->per == TALLY_TABLE)
		*state_tally_at(st, rs, t, 0) = m->i;
	if ((t = vec_find(&rs->tallies, "moved-at")) < 0 || at == NULL ||
	    at->type != J_ARR || VEC_AT(rs->tallies, struct tally_def,
	    t)->per != TALLY_REGION)
		return 0;
	for (int r = 0; r < at->n && r < rs->map.nregions; r++) {
		if (at->v[r]->type != J_INT || at->v[r]->i < 0)
			return -1;
		*state_tally_at(st, rs, t, r) = at->v[r]->i;
	}
	return 0;
}

int
state_tally_supplied(const struct ruleset *rs)
{
	int t = vec_find(&rs->tallies, TALLY_SUPPLIED);

	return t >= 0 && VEC_AT(rs->tallies, struct tally_def, t)->per ==
	    TALLY_GROUP ? t : -1;
}

long *
state_supplied(struct state *st, const struct ruleset *rs, int g)
{
	int t = state_tally_supplied(rs);

	return t < 0 || g < 0 || g >= rs->map.ngroups ? NULL :
	    state_tally_at(st, rs, t, g);
}

/* A snapshot written while the state kept the supply taken ("supplied",
 * one a body): the counts of tally t. */
static int
old_supplied(struct state *st, const struct ruleset *rs, int t,
    const struct json *a)
{
	if (a->type != J_ARR)
		return -1;
	for (int g = 0; g < a->n && g < rs->map.ngroups; g++) {
		if (a->v[g]->type != J_INT)
			return -1;
		*state_tally_at(st, rs, t, g) = a->v[g]->i != 0;
	}
	return 0;
}

int
state_tally_from_json(struct state *st, const struct ruleset *rs,
    const struct json *snap)
{
	const struct json *j = json_get(snap, "tallies"),
	    *old = json_get(snap, "supplied");
	/* an old snapshot has no count of the tally its ruleset's upgrade
	 * added (ruleset_supply.c): it is left out of its tallies */
	int skip = old != NULL ? state_tally_supplied(rs) : -1, at = 0, k = 0;

	if (j == NULL) {
		if (before_tallies(st, rs, snap) < 0)
			return -1;
	} else {
		if (j->type != J_ARR || j->n != state_tally_slots(rs) -
		    (skip >= 0 ? width(rs, skip) : 0))
			return -1;
		for (int t = 0; t < rs->tallies.n; t++)
			for (int w = 0; w < width(rs, t); w++, at++) {
				if (t == skip)
					continue;
				if (j->v[k]->type != J_INT || j->v[k]->i < 0)
					return -1;
				st->tally[at] = j->v[k++]->i;
			}
	}
	return skip >= 0 ? old_supplied(st, rs, skip, old) : 0;
}
