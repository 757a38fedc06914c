/* engine_values.c: the values of the names expressions use (see
 * core/rules/names.c), in a game, for an actor and an action's words. */
#include "core/engine/engine_int.h"
#include "core/engine/engine_enter.h"
#include "core/engine/engine_tracked.h"
#include "core/engine/engine_chiefs.h"
#include "core/act/act_zones.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/board/board.h"
#include "core/board/board_home.h"
#include "core/board/board_tenure.h"
#include "core/combat/combat.h"
#include "core/state/cards.h"
#include "core/state/state.h"
#include "core/state/done.h"
#include "core/state/terr.h"
#include "core/state/zones.h"
#include "core/state/zones_board.h"
#include "core/rules/words_keys.h"

static long
region_of(const struct eng_eval *ev, long code)
{
	if (code == HERE_REGION)
		return ev->here;
	if (code == HOME_REGION)
		return ev->me >= 0 ? board_home(ev->st->board, ev->me) : -1;
	return code >= 0 ? code : ev->args[-1 - code];
}

/* captives(CAPTOR, OWNER) and built(REGION), on a map of territories. */
static int
terr_value(const struct eng_eval *ev, const struct expr_sym *s,
    const long *args, long *out, char *err, size_t n)
{
	const struct terr_state *t = ev->st->terr;
	long r;

	*out = 0;
	if (t == NULL) {
		snprintf(err, n, "the game has no map of territories");
		return -1;
	}
	if (s->code == N_CAPTIVES) {
		const long *h;
		if (args[0] < 0 || args[0] >= ev->st->nplayers || args[1] < 0 ||
		    args[1] >= ev->st->nplayers)
			return 0;	/* nobody holds or is held */
		h = terr_captives(t, (int)args[0], (int)args[1]);
		for (int k = 0; k < t->npieces; k++)
			*out += h[k];
		return 0;
	}
	if ((r = region_of(ev, s->a)) < 0 || r >= state_regions(ev->st)) {
		snprintf(err, n, "'built' needs a territory of the map");
		return -1;
	}
	*out = t->tiles[r].built + (t->tiles[r].fresh != 0);
	return 0;
}

/* has_home(P), has_arrival(P), home_next and arrival_next, on a map of
 * territories (terr.h keeps who has placed what). */
static int
arrival_value(const struct eng_eval *ev, const struct expr_sym *s,
    const long *args, long *out, char *err, size_t n)
{
	const struct state *st = ev->st;

	*out = -1;
	if (st->terr == NULL) {
		snprintf(err, n, "the game has no map of territories");
		return -1;
	}
	switch (s->code) {
	case N_HAS_HOME:
	case N_HAS_ARRIVAL:
		*out = 0;
		if (args[0] < 0 || args[0] >= st->nplayers)
			return 0;	/* nobody has placed anything */
		*out = s->code == N_HAS_HOME ? terr_has_home(st,
		    (int)args[0]) : st->players[args[0]].done != 0;
		return 0;
	case N_HOME_NEXT:
		*out = terr_home_next(st);
		return 0;
	default:	/* N_ARRIVAL_NEXT */
		*out = terr_arrival_next(st);
		return 0;
	}
}

long
eng_group_of(const struct eng_eval *ev, long code)
{
	if (code == HERE_GROUP)
		return ev->group;
	return code >= 0 ? code : ev->args[-1 - code];
}

/* Aggregates bind a region (here), a player (who) or a group of regions
 * (group) in turn; the binding of an enclosing aggregate is kept on a
 * stack. */
static int
bind(void *ctx, const struct expr_sym *s, int i)
{
	struct eng_eval *ev = ctx;
	int n = s->code == N_EACH_REGION ? state_regions(ev->st) :
	    s->code == N_EACH_GROUP ? state_map(ev->st, ev->rs)->ngroups :
	    s->code == N_EACH_PIECE ? (ev->st->board != NULL ?
	    ev->st->board->track.n : 0) : ev->st->nplayers;
	int *slot = s->code == N_EACH_REGION ? &ev->here :
	    s->code == N_EACH_GROUP ? &ev->group : s->code == N_EACH_PIECE ?
	    &ev->piece : &ev->who;
	const int cap = (int)(sizeof ev->saved / sizeof ev->saved[0]);

	if (s->code == N_EACH_GATHERED)	/* no stack: the group's own */
		return eng_gather_bind(ev, i);
	if (s->code == N_EACH_QUEUED)	/* the commands waiting */
		return eng_queued_bind(ev, i);

	/* one push at element 0 and one pop at -1, whatever the number of
	 * elements: the end of the elements (i == n) leaves the stack to
	 * the -1 that follows it, so that an inner aggregate restores the
	 * binding of the outer one, not the one before that */
	if (i < 0) {
		if (ev->nsaved > 0 && --ev->nsaved < cap)
			*slot = ev->saved[ev->nsaved];
		return 0;
	}
	if (i == 0 && ev->nsaved++ < cap)
		ev->saved[ev->nsaved - 1] = *slot;
	if (s->code == N_BEST_PLAYER) {
		/* the players still in the game in the turn order (seat
		 * order before there is one), as each-player-in-turn takes
		 * them */
		for (int k = 0; k < n; k++) {
			int p = ev->st->norder > 0 ? ev->st->order[k] : k;
			if (!ev->st->players[p].out && i-- == 0) {
				*slot = p;
				return 1;
			}
		}
		return 0;
	}
	if (slot == &ev->who) {
		/* the players still in the game, as each-player takes them */
		for (int p = 0; p < n; p++)
			if (!ev->st->players[p].out && i-- == 0) {
				*slot = p;
				return 1;
			}
		return 0;
	}
	if (i >= n)
		return 0;
	*slot = slot == &ev->piece ? i + 1 : i;
	return 1;
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

/* first_region(GROUP) (names.c): the group's first region, in the
 * board's order. */
static int
first_region(const struct eng_eval *ev, const struct expr_sym *s,
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

/* group_value(GROUP, ID) (names.c): a group's value, 0 when it has none;
 * on an orbit board a body's supply, which may be unknown. */
static int
group_value(const struct eng_eval *ev, const struct expr_sym *s, long *out,
    char *err, size_t n)
{
	const struct ruleset *rs = ev->rs;
	long g = eng_group_of(ev, s->a);
	char path[128];
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
	snprintf(path, sizeof path, "board." KEY_BODIES ".%s.supply",
	    rs->board.bodies.ids[g]);
	rs_need_int(rs, *out, path, &d);
	snprintf(err, n, "%s", d.msg);
	return EXPR_UNKNOWN;
}

/* Zone x's folk is unknown: the command refused as rs_need_int refuses
 * it, naming the value to supply. */
static int
folk_unknown(const struct eng_eval *ev, long x, char *err, size_t n)
{
	struct diag d;

	rs_need_zone_folk(ev->rs, (int)x, &d);
	snprintf(err, n, "%s", d.msg);
	return EXPR_UNKNOWN;
}

/* producers(ZONE, KIND), output(ZONE), producer_due(ZONE) (names.c) of
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

/* folk_needed(ZONE) (names.c) of zone x: its folk, the command refused,
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

/* sites(KEY) (names.c): what the card mechanisms keep of the round's
 * sites; 0 (the lander -1) without them. */
static int
sites_value(const struct eng_eval *ev, int key, long *out)
{
	const struct ruleset *rs = ev->rs;
	const struct state *st = ev->st;
	const struct cards_state *c = st->cards;
	int s = c != NULL ? site_current(c) : -1, d;

	*out = key == SK_LANDER ? -1 : 0;
	if (c == NULL)
		return 0;
	switch (key) {
	case SK_PER_ROUND: *out = c->per_round; break;
	case SK_REVEALED: *out = c->nsites; break;
	case SK_LEFT: *out = cards_sites(rs, st)[DEALT_LEFT]; break;
	case SK_DRAWABLE:
		/* a deck of unknown size: none known to draw */
		d = rs_site_deck(rs);
		*out = d >= 0 ? deck_left(rs, st, d) : 0;
		*out = *out < 0 ? 0 : *out;
		break;
	case SK_CATALOGUE: *out = c->ncat; break;
	case SK_CURRENT: *out = s + 1; break;
	case SK_RESOLVED: *out = s >= 0 && c->sites[s].resolved; break;
	case SK_LANDER:
		if (s >= 0 && c->sites[s].resolved && c->sites[s].landed <
		    c->sites[s].norder)
			*out = c->sites[s].order[c->sites[s].landed];
		break;
	}
	return 0;
}

/* The names that need a binding refused where it is missing, the
 * actor's own values: 0 with *out, -1 with err, 1 for a name of another
 * kind. */
static int
value_bound(const struct eng_eval *ev, const struct expr_sym *s,
    const long *args, long *out, char *err, size_t n)
{
	switch (s->code) {
	case N_ME: *out = ev->me; return 0;
	case N_WHO:
		if (ev->who < 0) {
			snprintf(err, n, "'who' names the player of "
			    "sum_players or count_players, outside them "
			    "nobody");
			return -1;
		}
		*out = ev->who;
		return 0;
	case N_ROLL:
	case N_ROLLED:
		if (!ev->rolled) {
			snprintf(err, n, "'%s' is the dice of a roll effect, "
			    "and none has been thrown", s->code == N_ROLL ?
			    "roll" : "rolled");
			return -1;
		}
		if (s->code == N_ROLL) {
			*out = ev->roll;
			return 0;
		}
		*out = 0;
		for (int i = 0; i < ev->nfaces; i++)
			*out += ev->faces[i] == (s->a == LONG_MIN ? args[0] :
			    s->a) && (s->b < 0 || (ev->faces_dice != NULL ?
			    ev->faces_dice[i] == s->b : ev->faces_die != NULL &&
			    strcmp(ev->faces_die, ev->rs->dice.ids[s->b]) == 0));
		return 0;
	case N_BEFORE:
	case N_TOTAL:
		if (ev->me < 0) {
			snprintf(err, n, "'%s' counts the actor's %s, and "
			    "there is no actor here: read a player's with "
			    "resource(RESOURCE, PLAYER)", s->code == N_TOTAL ?
			    "total" : "before", s->code == N_TOTAL ?
			    "resources" : "resource before the cost");
			return -1;
		}
		break;
	default:
		break;
	}
	return 1;
}

/* The game's values that read no board (the players, their
 * resources and cards, the factions, the turn): as value_bound. */
static int
value_game(const struct eng_eval *ev, const struct expr_sym *s,
    const long *args, long *out, char *err, size_t n)
{
	const struct ruleset *rs = ev->rs;
	const struct state *st = ev->st;

	switch (s->code) {
	case N_CHANGED:
		/* the resources that differ from before (the copies kept
		 * hold the first 64); none where none are kept */
		*out = 0;
		for (int r = 0; ev->me >= 0 && ev->before != NULL && r <
		    rs->resources.n && r < 64; r++)
			*out += st->players[ev->me].res[r] != ev->before[r];
		return 0;
	case N_BEFORE:
		/* the copies kept of them hold the first 64 */
		*out = ev->before != NULL && s->a < 64 ? ev->before[s->a] :
		    st->players[ev->me].res[s->a];
		return 0;
	case N_DECK_LEFT:
		if (s->b >= 0) {	/* one item's (names.c: a deck of items) */
			*out = deck_item_left(rs, st, (int)s->a, (int)s->b);
			return 0;
		}
		if ((*out = deck_left(rs, st, (int)s->a)) < 0) {
			snprintf(err, n, "the size of deck '%s' is unknown",
			    rs->decks.ids[s->a]);
			return -1;
		}
		return 0;
	case N_HAND_SIZE:
		*out = VEC_AT(rs->decks, struct deck_def, s->a)->hand_size;
		return 0;
	case N_SITE:	/* each-site's effects: the site bound */
		*out = ev->site;
		return 0;
	case N_SQUAD_AWAY:	/* each-squad-in-flight: its distance */
		*out = ev->squad > 0 && st->zones != NULL && ev->squad <=
		    st->zones->nsquads ? st->zones->f[ev->squad - 1].away : 0;
		return 0;
	case N_SQUADS_IN_FLIGHT:
		*out = eng_squads_in_flight(st);
		return 0;
	case N_TOTAL:
		*out = 0;
		for (int r = 0; r < rs->resources.n && r < 62; r++)
			if (s->a & 1L << r)
				*out += st->players[ev->me].res[r];
		return 0;
	case N_NOBODY: *out = -1; return 0;
	case N_BEST_PLAYER: *out = ev->who; return 0;	/* bound to the best */
	case N_CONST: *out = s->a; return 0;
	case N_VICTORY_AT:	/* the 'at' of a 'reach' victory, never
				 * unknown (the schema refuses it) */
		*out = VEC_AT(rs->victory, struct victory_def, s->a)->at;
		return 0;
	case N_FACTION:
	case N_FACTION_HAS: {
		/* the value named like faction a's value b, in the actor's
		 * faction (c: the player's given): 0 (and not had) when it
		 * has none */
		const char *id = RS_FACTION(rs, s->a)->values.ids[s->b];
		long p = s->c ? args[0] : ev->me;
		int f = p >= 0 && p < st->nplayers ? st->players[p].faction :
		    -1, k;
		const struct faction_def *fd = f >= 0 && f < rs->factions.n ?
		    RS_FACTION(rs, f) : NULL;
		k = fd != NULL ? vec_find(&fd->values, id) : -1;
		*out = s->code == N_FACTION_HAS ? k >= 0 : k >= 0 ?
		    *VEC_AT(fd->values, long, k) : 0;
		return 0;
	}
	case N_CAPTIVES:
	case N_BUILT:
		return terr_value(ev, s, args, out, err, n);
	case N_TILES_LEFT:
		*out = eng_tiles_left(st, rs, args[0]);
		return 0;
	case N_HOME_DISTANCE:
		*out = rs->mech.territories.home.distance;
		return 0;
	case N_HAS_HOME:
	case N_HAS_ARRIVAL:
	case N_HOME_NEXT:
	case N_ARRIVAL_NEXT:
		return arrival_value(ev, s, args, out, err, n);
	case N_ORDER_REGION:
	case N_ORDER_WAY:
	case N_COMBAT_REGION:
	case N_ORDER_STEP:
	case N_EXPLORED:
	case N_TERRAIN:
	case N_MAX_OF:
	case N_TO_PLACE:
	case N_PLACER:
	case N_PLACED:
	case N_SPAWN_SPOT:
	case N_HOME_AT:
	case N_SPAWNED:
	case N_ADDED:
		return eng_orders_value(ev, s, args, region_of(ev, s->a), out,
		    err, n);
	case N_ON_GRID:	/* its argument valued */
		return eng_orders_value(ev, s, args, args[0], out, err, n);
	case N_CARGO:
	case N_ROOM:
	case N_GOODS:
	case N_FOLK_PRINTED:
		return eng_cargo_value(ev, s, args, s->code == N_GOODS ? -1 :
		    region_of(ev, s->a), out, err, n);
	case N_UNIT:
	case N_UNIT_HAS:
		if (s->c != UNIT_OF_KIND)
			return eng_piece_value(rs, st, s->c == UNIT_OF_PIECE ?
			    s->a : args[0], (int)s->b, s->code == N_UNIT_HAS,
			    out, err, n);
		return eng_unit_value(rs, st, args[0], (int)s->b,
		    s->code == N_UNIT_HAS, out, err, n);
	case N_TRACKED:
		if (s->a < 0 && ev->piece <= 0) {
			snprintf(err, n, "'piece' is the piece of sum_pieces, "
			    "count_pieces or @piecevalues; outside them there "
			    "is none");
			return -1;
		}
		return eng_tracked_value(rs, st, s->a < 0 ? ev->piece - 1 :
		    ev->args[s->a], (int)s->b, out, err, n);
	case N_CHIEF_WITH:
		/* the key is taken as a symbol: the player is the first
		 * argument valued */
		return eng_chief_with(rs, st, args[0], (int)s->a, out, err,
		    n);
	case N_CHIEF_OF:
		return eng_chief_of(rs, st, args[0], (int)s->a, out, err, n);
	case N_CHIEF_SUM:
		/* the key a symbol: the player, then the unit, valued */
		return eng_chief_sum(rs, st, args[0], (int)s->a,
		    rs_chief_mod_by_unit((int)s->a) ? args[1] : -1, out, err,
		    n);
	case N_ROUND_TAKEN:
		*out = ev->round_taken;
		return 0;
	case N_GATHERED_FIRST:
		*out = ev->gather == NULL ||
		    ev->gather->set[ev->gather_at] == ev->gather_at;
		return 0;
	case N_GROUP:
		if (ev->group < 0) {
			snprintf(err, n, "'group' is the group of sum_groups, "
			    "count_groups or each-group; outside them there "
			    "is none");
			return -1;
		}
		*out = ev->group;
		return 0;
	case N_GROUP_VALUE:
		return group_value(ev, s, out, err, n);
	case N_FIRST_REGION:
		return first_region(ev, s, out, err, n);
	case N_FACTION_OF:
		*out = args[0] >= 0 && args[0] < st->nplayers ?
		    st->players[args[0]].faction : -1;
		return 0;
	case N_RESOURCE_IS:
		*out = ev->args[s->a] == s->b;
		return 0;
	case N_OUT:
		/* a player out of the game; nobody is not in it */
		*out = args[0] < 0 || args[0] >= st->nplayers ||
		    st->players[args[0]].out;
		return 0;
	case N_TALLY:
		if (VEC_AT(rs->tallies, struct tally_def, s->a)->per ==
		    TALLY_GROUP)
			return eng_tally_value(ev, s, eng_group_of(ev, s->b),
			    -1, out, err, n);
		/* FALLTHROUGH */
	case N_CONNECTED:
		return eng_tally_value(ev, s, region_of(ev, s->code ==
		    N_TALLY ? s->b : s->a), region_of(ev, s->b), out, err, n);
	case N_PORT:
	case N_LINKED:
	case N_FIELD:
		return eng_body_value(ev, s, out, err, n);
	case N_COUNT: *out = ev->count; return 0;
	case N_DUE: *out = ev->due; return 0;
	case N_ARG: *out = ev->args[s->a]; return 0;
	case N_PRODUCT_COST: {
		/* a product's cost of a resource (names.c) */
		const struct vec *v = &rs->mech.production.products;
		long p = s->a >= 0 ? ev->args[s->a] : s->c;
		const struct product_def *d;
		*out = 0;
		if (p < 0 || p >= v->n)
			return 0;
		d = VEC_AT(*v, struct product_def, p);
		for (int k = 0; k < d->cost.n; k++)
			if (rs_resource(rs, d->cost.ids[k]) == s->b)
				*out = *VEC_AT(d->cost, long, k);
		return 0;
	}
	case N_PLAYERS:
		*out = 0;
		for (int p = 0; p < st->nplayers; p++)
			*out += !st->players[p].out;
		return 0;
	case N_ROUND: *out = st->round; return 0;
	case N_HOLD_TO_WIN: {
		/* the count for the number of players, else hold-to-win */
		const struct game_end_def *g = &rs->mech.game_end;
		*out = g->hold_to_win;
		for (int i = 0; i < g->hold_by_players.n; i++)
			if (VEC_AT(g->hold_by_players, struct hold_count,
			    i)->players == st->nplayers)
				*out = VEC_AT(g->hold_by_players,
				    struct hold_count, i)->zones;
		return 0;
	}
	case N_HOLDING_PLAYER:
		/* the word read again: a player's name, else a zone's */
		if (ev->argv == NULL || s->a + 1 >= ev->argc) {
			snprintf(err, n, "holding_player reads the command's "
			    "words, and none are given here");
			return -1;
		}
		*out = state_player(st, ev->argv[s->a + 1]);
		return 0;
	case N_KNOWN:	/* given, and not left unknown */
		if (s->c) {
			const char *t = rs_mech_text_value(rs, s->a, s->b);
			*out = t != NULL && t != schema_unknown_str;
		} else {
			*out = rs_mech_int_value(rs, s->a, s->b, NULL, 0) !=
			    SCHEMA_UNKNOWN_INT;
		}
		return 0;
	case N_MECHANISM: {
		/* mechanism(GROUP, KEY): unknown, the command is refused as
		 * rs_need_int refuses it */
		char path[128];
		struct diag d;
		if ((*out = rs_mech_int_value(rs, s->a, s->b, path,
		    sizeof path)) != SCHEMA_UNKNOWN_INT)
			return 0;
		rs_need_int(rs, *out, path, &d);
		snprintf(err, n, "%s", d.msg);
		return EXPR_UNKNOWN;
	}
	case N_COMBAT: {
		const struct combat_decl *cb = VEC_AT(rs->combats,
		    struct combat_decl, s->a);
		const long v[CBK__N] = { cb->strikes_back, cb->loss_cap,
		    cb->stay, cb->rounds };
		*out = v[s->b];
		return 0;
	}
	case N_ROLL_TARGET: *out = ev->target; return 0;
	case N_ROUND_SIDE:
		return eng_round_value(ev, s->b, args[0], out, err, n);
	case N_PARTY:
		return eng_party_value(ev, s->b, out, err, n);
	case N_PARTY_SIDE:
		return eng_party_side(ev, args[0], out, err, n);
	case N_FACES_GIVEN: *out = ev->faces_given; return 0;
	default:
		break;
	}
	return 1;
}

/* The values of play that read no board (a combat, the cards on the
 * table, the places chosen, the phase): as value_bound. */
static int
value_play(const struct eng_eval *ev, const struct expr_sym *s,
    const long *args, long *out, char *err, size_t n)
{
	const struct ruleset *rs = ev->rs;
	const struct state *st = ev->st;

	switch (s->code) {
	case N_SOURCES:
		return eng_sources_value(ev, (int)s->c, s->c ? region_of(ev,
		    s->b) : -1, out, err, n);
	case N_MODIFIER:
		/* the place of the word's first word, 0: none given */
		*out = eng_mod_terms(ev->argv, ev->argc, ev->args[s->a],
		    (int)s->b, NULL);
		return 0;
	case N_WINNERS:
		/* the seats that won (declare-winner), 0 while the game
		 * goes on */
		*out = 0;
		for (int p = 0; state_over(st) && p < st->nplayers; p++)
			*out += (st->winners & 1u << p) != 0 ||
			    (st->winner_role >= 0 && st->players[p].role ==
			    st->winner_role);
		return 0;
	case N_SITES:
		return sites_value(ev, (int)s->a, out);
	case N_COMMITTED:
		*out = st->cards != NULL && args[0] >= 0 && args[0] <
		    st->cards->nplayers && st->cards->committed[args[0]];
		return 0;
	case N_CHIEF_ABILITY:	/* chief_ability(CHIEF): none for no chief */
		*out = args[0] >= 0 && args[0] < rs->chiefs.n &&
		    RS_CHIEF(rs, args[0])->ability.present;
		return 0;
	case N_SITE_KEEPER:	/* site_keeper(SITE): nobody for no site */
		*out = st->cards != NULL && args[0] >= 1 && args[0] <=
		    st->cards->nsites ? st->cards->sites[args[0] - 1].keeper :
		    -1;
		return 0;
	case N_CLAIMED:
		*out = eng_claimed_value(rs, st, args[0], (int)s->a);
		return 0;
	case N_KEPT:
		return eng_kept_value(ev, s, args[0], out, err, n);
	case N_ITEMS:
		return eng_items_value(ev, s, out);
	case N_BROUGHT:
		return eng_brought_value(rs, st, args[0], (int)s->a, out, err,
		    n);
	case N_MORALE:	/* up (1) or not; nobody's never */
		*out = st->zones != NULL && args[0] >= 0 && args[0] <
		    st->nplayers && args[0] < MAX_PLAYERS &&
		    st->zones->morale[args[0]][s->a];
		return 0;
	case N_FIGHT:
		*out = ev->odds_step > 0 && s->a == FK_STEP ? ev->odds_step :
		    ev->odds_step > 0 && s->a == FK_ON ? 1 :
		    eng_fight_value(st, (int)s->a);
		return 0;
	case N_FIGHT_PLAYER:
		*out = eng_fight_player_value(st, args[0], (int)s->a);
		return 0;
	case N_POOL_KIND: *out = ev->pool_kind - 1; return 0;
	case N_ABILITY: {
		/* whether player args[0]'s faction has ability a: the
		 * abilities of old are values of the faction's
		 * (ruleset_powers.c), 1 where not 0 */
		int f = args[0] >= 0 && args[0] < st->nplayers ?
		    st->players[args[0]].faction : -1;
		*out = f >= 0 && f < rs->factions.n &&
		    rs_faction_flag(RS_FACTION(rs, f),
		    eng_ability_values[s->a]);
		return 0;
	}
	case N_FIRES_IN:
		return eng_fires_in(rs, ev->odds_step > 0 ? NULL : st,
		    args[0], args[1], out, err, n);
	case N_STANDINGS_WAIT:
		/* the final standings wait for a tie-break draw */
		*out = st->cards != NULL && st->cards->scoring;
		return 0;
	case N_SETUP: *out = st->phase == PHASE_SETUP; return 0;
	case N_TURN_PLAYER: *out = state_active(st); return 0;
	case N_IN_PHASE: *out = st->phase == s->a; return 0;
	case N_ORDER_RUNNING:
		*out = st->terr != NULL && st->terr->order_tile >= 0;
		return 0;
	case N_LINKS: *out = st->nlinks; return 0;
	case N_UNDONE_NEXT:
		*out = done_undone_next(st);
		return 0;
	case N_DONE:
		*out = args[0] >= 0 && args[0] < st->nplayers &&
		    st->players[args[0]].done;
		return 0;
	case N_START_FIXED: *out = rs->setup.zones.holdings.n > 0; return 0;
	case N_CHOOSER: *out = zones_chooser(st->zones); return 0;
	case N_PLACES: *out = st->zones != NULL ? st->zones->nrank : 0;
		return 0;
	case N_PLACE_OF:
		*out = st->zones != NULL && args[0] >= 0 && args[0] <
		    st->nplayers ? st->zones->place[args[0]] : 0;
		return 0;
	case N_PLACE_HOLDER:
		*out = zones_place_holder(st->zones, st->nplayers, args[0]);
		return 0;
	case N_STARTING_LEFT:
	case N_STARTING_LEFT_OF: {
		long p = s->code == N_STARTING_LEFT ? ev->me : args[0];
		*out = p < 0 || p >= st->nplayers ? 0 :
		    zones_starting_left(st->zones, (int)p);
		return 0;
	}
	case N_ROLE:
		if (args[0] < 0 || args[0] >= st->nplayers) {
			snprintf(err, n, "no player to read the role of");
			return -1;
		}
		*out = st->players[args[0]].role == s->a;
		return 0;
	case N_SQUAD_PIECES:
		/* a player's pieces of a kind in all the squads; nobody's
		 * none */
		*out = 0;
		if (st->zones == NULL) {
			snprintf(err, n, "the game has no numbered zones, "
			    "where squads fly");
			return -1;
		}
		for (int i = 0; args[0] >= 0 && i < st->zones->nsquads; i++)
			if (st->zones->f[i].owner == args[0])
				*out += s->a == PIECE_STRIKERS ?
				    st->zones->f[i].strikers :
				    st->zones->f[i].carriers;
		return 0;
	case N_RES:
	case N_RES_OF: {
		long p = s->code == N_RES ? ev->me : args[0];
		if (p < 0 || p >= st->nplayers) {
			snprintf(err, n, "no player to count '%s' of",
			    rs->resources.ids[s->a]);
			return -1;
		}
		*out = st->players[p].res[s->a];
		return 0;
	}
	default:
		break;
	}
	return 1;
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
	long x = region_of(ev, s->a), y = two ? region_of(ev, s->b) :
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
			snprintf(err, n, "%s", d.msg);
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
static int
value_board(const struct eng_eval *ev, const struct expr_sym *s,
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

static int
value(void *ctx, const struct expr_sym *s, const long *args, int nargs,
    long *out, char *err, size_t n)
{
	const struct eng_eval *ev = ctx;
	int r;

	(void)nargs;
	if ((r = value_bound(ev, s, args, out, err, n)) != 1 ||
	    (r = value_game(ev, s, args, out, err, n)) != 1 ||
	    (r = value_play(ev, s, args, out, err, n)) != 1)
		return r;
	return value_board(ev, s, args, out, err, n);
}

int
eng_region_in(const struct state *st, const struct ruleset *rs,
    const char *id)
{
	if (st->board != NULL && st->board->name != NULL)
		return board_find(st->board, id);
	return eng_region(rs, id);
}

int
eng_eval(const struct sexpr *x, const struct eng_eval *ev, long *out,
    struct diag *d)
{
	struct expr_env env = { value, bind, (void *)ev };

	if (x->e == NULL && x->later != 0 && eng_expr_ready(ev->rs, x, d))
		return d->code;
	if (x->e == NULL)
		return diag_set(d, ST_DATA, "%s: the expression '%s' is "
		    "unknown", ev->rs->id, x->text == schema_unknown_str ?
		    "unknown" : x->text ? x->text : "");
	if (eng_needs_unknown(ev->rs, x->e, d))
		return d->code;
	return expr_eval(x->e, &env, out, d);
}

