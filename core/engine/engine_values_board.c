/* engine_values_board.c: the values that read the board of regions:
 * one region or two, the groups held whole, zones and their producers. */
#include "core/engine/engine.h"
#include "core/expr/expr.h"
#include "core/rules/names.h"
#include "core/engine/engine_effects.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_terr.h"
#include "core/engine/engine_zones.h"
#include "core/engine/engine_value_parts.h"
#include "core/act/act_zones.h"

#include <stdio.h>

#include "core/board/board.h"
#include "core/board/board_home.h"
#include "core/board/board_tenure.h"
#include "core/state/state.h"
#include "core/state/terr.h"
#include "core/state/zones.h"
#include "core/state/zones_board.h"
#include "core/rules/words_keys.h"

long
eng_group_of(const struct eng_eval *ev, long code)
{
	if (code == HERE_GROUP)
		return ev->group;
	return code >= 0 ? code : ev->args[-1 - code];
}

/* The value of group g's value named like group a's value b. */
static long
gvalue(const struct ruleset *rs, int g, int a, int b)
{
	const struct group_def *src = VEC_AT(rs->board.groups,
	    struct group_def, a), *dst = VEC_AT(rs->board.groups,
	    struct group_def, g);
	int k = vec_find(&dst->values, src->values.ids[b]);

	return k < 0 ? 0 : *VEC_AT(dst->values, long, k);
}

/* eng_first_region(GROUP) (names_board.c): the group's first region, in the
 * board's order. */
int
eng_first_region(const struct eng_eval *ev, const struct expr_sym *s,
    long *out, char *err, size_t n)
{
	const struct board_map *m = state_map(ev->st, ev->rs);
	long g = eng_group_of(ev, s->a);

	if (g < 0 || g >= m->ngroups) {
		snprintf(err, n, "'group' is the group of sum_groups, "
		    "count_groups or each-group; outside them there is none");
		return -1;
	}
	for (int r = 0; r < m->nregions; r++)
		if (m->in[(size_t)g * (size_t)m->nregions + (size_t)r]) {
			*out = r;
			return 0;
		}
	*out = -1;	/* a group without regions: none */
	return 0;
}

/* eng_group_value(GROUP, ID) (names_board.c): a group's value, 0 when it
 * has none; on an orbit board a body's supply, which may be unknown. */
int
eng_group_value(const struct eng_eval *ev, const struct expr_sym *s, long *out,
    char *err, size_t n)
{
	const struct ruleset *rs = ev->rs;
	long g = eng_group_of(ev, s->a);
	struct diag d;

	if (g < 0 || g >= eng_ngroups(rs)) {
		snprintf(err, n, "'group' is the group of sum_groups, "
		    "count_groups or each-group; outside them there is "
		    "none");
		return -1;
	}
	if (s->b >= 0) {
		*out = gvalue(rs, (int)g, (int)s->b, (int)s->c);
		return 0;
	}
	if ((*out = RS_BODY(rs, g)->supply) != SCHEMA_UNKNOWN_INT)
		return 0;
	rs_need_intf(rs, *out, &d, "board." KEY_BODIES ".%s.supply",
	    rs->board.bodies.ids[g]);
	snprintf(err, n, "%s", diag_msg(&d));
	return EXPR_UNKNOWN;
}

/* Zone x's folk is unknown: the command refused as rs_need_int refuses
 * it, naming the value to supply. */
static int
folk_unknown(const struct eng_eval *ev, long x, char *err, size_t n)
{
	struct diag d;

	rs_need_zone_folk(ev->rs, (int)x, &d);
	snprintf(err, n, "%s", diag_msg(&d));
	return EXPR_UNKNOWN;
}

/* producers(ZONE, KIND), output(ZONE), producer_due(ZONE) (names_board.c) of
 * zone x: output refuses the command, as rs_need_int does, where the
 * zone's folk is unknown. */
static int
zone_producer_value(const struct eng_eval *ev, const struct expr_sym *s,
    long x, long *out, char *err, size_t n)
{
	struct zones *w = ev->st->zones;

	*out = 0;
	if (w == NULL || x >= w->n)
		return 0;
	if (s->code == N_PRODUCERS) {
		*out = s->b < w->nkinds ? *zones_producer(w, (int)x,
		    (int)s->b) : 0;
		return 0;
	}
	if (s->code == N_PRODUCER_DUE) {
		*out = w->w[x].producer_due;
		return 0;
	}
	if (w->w[x].folk != UNKNOWN_COUNT) {
		*out = zone_output(&ev->rs->mech.colonies, w->w[x].folk);
		return 0;
	}
	return folk_unknown(ev, x, err, n);
}

/* folk_needed(ZONE) (names_board.c) of zone x: its folk, the command refused,
 * as rs_need_int does, where it is unknown. */
static int
folk_needed(const struct eng_eval *ev, long x, long *out, char *err,
    size_t n)
{
	struct zones *w = ev->st->zones;

	*out = 0;
	if (w == NULL || x >= w->n)
		return 0;
	if ((*out = w->w[x].folk) != UNKNOWN_COUNT)
		return 0;
	return folk_unknown(ev, x, err, n);
}

/* The values of one region (or two: adjacent, reaches) named by the
 * expression's arguments or binding. */
static int
value_region(const struct eng_eval *ev, const struct expr_sym *s,
    const long *args, long *out, char *err, size_t n)
{
	const struct ruleset *rs = ev->rs;
	const struct state *st = ev->st;
	const struct board_state *b = st->board;

	int two = s->code == N_ADJACENT || s->code == N_REACHES ||
	    s->code == N_DISTANCE || s->code == N_STEPS;
	long x = eng_region_of(ev, s->a), y = two ? eng_region_of(ev, s->b) :
	    0;
	if ((x < 0 && s->a == HOME_REGION) || (y < 0 && two &&
	    s->b == HOME_REGION)) {
		snprintf(err, n, "'home' is the region of the actor's "
		    "home, and %s has none", ev->me >= 0 ?
		    st->players[ev->me].name : "nobody");
		return -1;
	}
	if (x < 0 || y < 0 || x >= state_regions(st) ||
	    y >= state_regions(st)) {
		snprintf(err, n, "'here' is the region of sum_regions "
		    "or count_regions; outside them there is none");
		return -1;
	}
	switch (s->code) {
	case N_OWNER:
		*out = b->owner[x];
		return 0;
	case N_PIECES:
		zones_board_fresh(st);
		*out = board_count(b, (int)x, -1, (int)s->b);
		return 0;
	case N_MINE:
		zones_board_fresh(st);
		*out = ev->me < 0 ? 0 : board_count(b, (int)x, ev->me,
		    -1);
		return 0;
	case N_ADJACENT:
		*out = board_map_adjacent(state_map(st, rs), (int)x,
		    (int)y);
		return 0;
	case N_STEPS:
		*out = eng_steps(st, (int)x, (int)y);
		return 0;
	case N_REACHES:
		/* bordering, or on an orbit board two ports a
		 * link joins */
		*out = rs->nlands > 0 ? state_lands_connected(st, rs,
		    (int)x, (int)y) : board_map_adjacent(state_map(st,
		    rs), (int)x, (int)y);
		return 0;
	case N_HERE:
		*out = x;
		return 0;
	case N_FOLK:	/* UNKNOWN_COUNT (-1) where unknown */
	case N_MILITIA:
		*out = st->zones == NULL ? -1 : s->code == N_FOLK ?
		    st->zones->w[x].folk : st->zones->w[x].militia;
		return 0;
	case N_SHELTERS:
		*out = st->zones == NULL ? 0 : st->zones->w[x].shelters;
		return 0;
	case N_FOLK_NEEDED:	/* refused where unknown */
		return folk_needed(ev, x, out, err, n);
	case N_REPLENISH_DUE:	/* its neutrals marked to replenish */
		*out = st->zones != NULL && st->zones->w[x].replenish;
		return 0;
	case N_PRODUCERS:
	case N_OUTPUT:
	case N_PRODUCER_DUE:
		return zone_producer_value(ev, s, x, out, err, n);
	case N_PARTIES:
	case N_GUARD_UNKNOWN:
	case N_FOUGHT:
		*out = eng_orbit_value(st, s->code, (int)x, 0);
		return 0;
	case N_STRIKERS:	/* nobody (-1): the neutral guard */
	case N_ORBIT_CARRIERS:
		*out = eng_orbit_value(st, s->code, (int)x, args[0]);
		return 0;
	case N_SQUAD_STRIKERS:
	case N_SQUAD_CARRIERS:
		*out = eng_squad_value(st, s->code, (int)x, args[0], args[1]);
		return 0;
	case N_DISTANCE: {
		/* unknown, the command refused as rs_need_vec refuses it */
		struct diag d;
		if (rs_need_vec(rs, &rs->board.distances.rows,
		    "board.distances.rows", &d)) {
			snprintf(err, n, "%s", diag_msg(&d));
			return EXPR_UNKNOWN;
		}
		*out = rs_distance(rs, (int)x, (int)y);
		return 0;
	}
	case N_HOLDS:	/* the player's pieces alone, uncountered */
		*out = args[0] >= 0 && args[0] < st->nplayers &&
		    eng_holds(st, (int)x, (int)args[0]);
		return 0;
	case N_PLACE_VALUE:	/* a place's own numbers */
		*out = x >= rs->board.places.n ? 0 : s->b ==
		    PK_CAPACITY ? RS_PLACE(rs, x)->capacity :
		    RS_PLACE(rs, x)->extra_ap;
		return 0;
	case N_TURNS_HELD:	/* its holder's, in a row */
		*out = *board_turns(b, (int)x);
		return 0;
	case N_HELD_SINCE:	/* the round its holder came */
		*out = board_since(b, (int)x);
		return 0;
	case N_HOLD_AT_END:
		*out = eng_hold_at_end(rs, (int)x);
		return 0;
	case N_HOLD_NEEDED: {
		int v;
		*out = hold_needed(rs, st, (int)x, &v);
		if (v >= 0 && *out == 0) {
			snprintf(err, n, "the hold victory on '%s' "
			    "gives no number of turns for the players "
			    "there are: give one in its 'turns'",
			    state_region_id(st, rs, (int)x));
			return -1;
		}
		return 0;
	}
	default: {
		const struct region_def *d = VEC_AT(rs->board.regions,
		    struct region_def, x);
		const char *id = VEC_AT(rs->board.regions,
		    struct region_def, s->b)->values.ids[s->c];
		int k = vec_find(&d->values, id);
		*out = k < 0 ? 0 : *VEC_AT(d->values, long, k);
		return 0;
	}
	}
}

/* The groups of regions held whole. */
static int
value_held(const struct eng_eval *ev, const struct expr_sym *s,
    const long *args, long *out, char *err, size_t n)
{
	(void)args;
	const struct ruleset *rs = ev->rs;
	const struct state *st = ev->st;

	switch (s->code) {
	case N_HELD: {
		long g = eng_group_of(ev, s->a);
		if (g < 0 || g >= state_map(st, rs)->ngroups) {
			snprintf(err, n, "'group' is the group of sum_groups, "
			    "count_groups or each-group; outside them there "
			    "is none");
			return -1;
		}
		*out = ev->me >= 0 && state_holds_group(st, rs, ev->me,
		    (int)g);
		return 0;
	}
	case N_HELD_GROUPS:
		*out = 0;
		for (int g = 0; g < state_map(st, rs)->ngroups && ev->me >= 0;
		    g++)
			if (state_holds_group(st, rs, ev->me, g))
				*out += s->a < 0 ? 1 : gvalue(rs, g, (int)s->a,
				    (int)s->b);
		return 0;
	default:
		break;
	}
	snprintf(err, n, "internal error: name %d", s->code);
	return -1;
}

/* The values that read the board of regions. */
int
eng_value_board(const struct eng_eval *ev, const struct expr_sym *s,
    const long *args, long *out, char *err, size_t n)
{
	const struct state *st = ev->st;
	const struct board_state *b = st->board;

	if (b == NULL) {
		snprintf(err, n, "the game has no board of regions");
		return -1;
	}
	switch (s->code) {
	case N_REGIONS:
	case N_REGIONS_OF: {
		long p = s->code == N_REGIONS ? ev->me : args[0];
		/* a player of the game (one past an int is none, not the
		 * one it wraps to) */
		*out = p < 0 || p >= st->nplayers ? 0 : board_owned(b, (int)p);
		return 0;
	}
	case N_REGIONS_TOTAL: *out = state_regions(st); return 0;
	case N_PIECES_OF:
		if (args[0] < 0 || args[0] >= state_regions(st)) {
			snprintf(err, n, "no region %ld on the board", args[0]);
			return -1;
		}
		zones_board_fresh(st);
		*out = board_count(b, (int)args[0], -1, -1);
		return 0;
	case N_OWNER_OF:
		/* no region (-1, as port() gives for none): nobody's */
		if (args[0] >= state_regions(st)) {
			snprintf(err, n, "no region %ld on the board", args[0]);
			return -1;
		}
		*out = args[0] < 0 ? -1 : b->owner[args[0]];
		return 0;
	case N_HOME:
	case N_HOME_OF: {
		/* the region, or -1: none (as owner() says nobody); on a
		 * map of territories, the one that is the player's home */
		long p = s->code == N_HOME ? ev->me : args[0];
		*out = -1;
		if (p < 0 || p >= st->nplayers)
			return 0;
		if (st->terr == NULL) {
			*out = board_home(b, (int)p);
			return 0;
		}
		for (int t = 0; t < state_regions(st); t++)
			if (st->terr->tiles[t].home == p)
				*out = t;
		return 0;
	}

	case N_OWNER:
	case N_PIECES:
	case N_MINE:
	case N_ADJACENT:
	case N_STEPS:
	case N_REACHES:
	case N_VALUE:
	case N_HERE:
	case N_HOLDS:
	case N_PLACE_VALUE:
	case N_FOLK:
	case N_MILITIA:
	case N_TURNS_HELD:
	case N_HELD_SINCE:
	case N_HOLD_NEEDED:
	case N_HOLD_AT_END:
	case N_PRODUCERS:
	case N_OUTPUT:
	case N_PRODUCER_DUE:
	case N_REPLENISH_DUE:
	case N_PARTIES:
	case N_GUARD_UNKNOWN:
	case N_FOUGHT:
	case N_STRIKERS:
	case N_ORBIT_CARRIERS:
	case N_SQUAD_STRIKERS:
	case N_SQUAD_CARRIERS:
	case N_DISTANCE:
	case N_SHELTERS:
	case N_FOLK_NEEDED:
		return value_region(ev, s, args, out, err, n);
	default:
		return value_held(ev, s, args, out, err, n);
	}
}
