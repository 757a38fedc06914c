/* engine_values.c: the values of the names expressions use (see
 * core/rules/names.c), in a game, for an actor and an action's words:
 * the bindings of aggregates, the names bound to the action and the
 * game's values here, then play's (engine_values_play.c) and the
 * board's (engine_values_board.c) asked in turn. */
#include "core/expr/expr.h"
#include "core/rules/names.h"
#include "core/engine/engine_combat.h"
#include "core/engine/engine_effects.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_terr.h"
#include "core/engine/engine_words.h"
#include "core/engine/engine_zones.h"
#include "core/engine/engine_value_parts.h"
#include "core/engine/engine_enter.h"
#include "core/engine/engine_tracked.h"
#include "core/engine/engine_chiefs.h"
#include "core/act/act_zones.h"

#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "core/board/board.h"
#include "core/combat/combat.h"
#include "core/state/state.h"
#include "core/state/terr.h"
#include "core/state/zones.h"


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
	if ((r = eng_region_of(ev, s->a)) < 0 || r >= state_regions(ev->st)) {
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
		/* one item's (names_game.c: a deck of items) */
		if (s->b >= 0) {
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
		return eng_orders_value(ev, s, args, eng_region_of(ev, s->a), out,
		    err, n);
	case N_ON_GRID:	/* its argument valued */
		return eng_orders_value(ev, s, args, args[0], out, err, n);
	case N_CARGO:
	case N_ROOM:
	case N_GOODS:
	case N_FOLK_PRINTED:
		return eng_cargo_value(ev, s, args, s->code == N_GOODS ? -1 :
		    eng_region_of(ev, s->a), out, err, n);
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
		return eng_group_value(ev, s, out, err, n);
	case N_FIRST_REGION:
		return eng_first_region(ev, s, out, err, n);
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
		return eng_tally_value(ev, s, eng_region_of(ev, s->code ==
		    N_TALLY ? s->b : s->a), eng_region_of(ev, s->b), out, err, n);
	case N_PORT:
	case N_LINKED:
	case N_FIELD:
		return eng_body_value(ev, s, out, err, n);
	case N_COUNT: *out = ev->count; return 0;
	case N_DUE: *out = ev->due; return 0;
	case N_ARG: *out = ev->args[s->a]; return 0;
	case N_PRODUCT_COST: {
		/* a product's cost of a resource (names_game.c) */
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
		if (s->c == 2)	/* a value's path: the rules' answer */
			*out = s->a;
		else if (s->c) {
			const char *t = rs_mech_text_value(rs, s->a, s->b);
			*out = t != NULL && t != schema_unknown_str;
		} else {
			*out = rs_mech_int_value(rs, s->a, s->b, NULL, 0) !=
			    SCHEMA_UNKNOWN_INT;
		}
		return 0;
	case N_MECHANISM: {
		/* mechanism(GROUP, KEY): unknown, the command is refused as
		 * rs_need_int refuses it; the path is three keys of the
		 * schema, each shorter than SCHEMA_NAME_MAX */
		_Static_assert(3 * SCHEMA_NAME_MAX <= 128,
		    "a mechanism's path fits");
		char path[128];
		struct diag d;
		if ((*out = rs_mech_int_value(rs, s->a, s->b, path,
		    sizeof path)) != SCHEMA_UNKNOWN_INT)
			return 0;
		rs_need_int(rs, *out, path, &d);
		snprintf(err, n, "%s", diag_msg(&d));
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

static int
value(void *ctx, const struct expr_sym *s, const long *args, int nargs,
    long *out, char *err, size_t n)
{
	const struct eng_eval *ev = ctx;
	int r;

	(void)nargs;
	if ((r = value_bound(ev, s, args, out, err, n)) != 1 ||
	    (r = value_game(ev, s, args, out, err, n)) != 1 ||
	    (r = eng_value_play(ev, s, args, out, err, n)) != 1)
		return r;
	return eng_value_board(ev, s, args, out, err, n);
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
