/* engine_names.c: the names expressions use, resolved once against the
 * ruleset and an action's words, and their values in a game. */
#include "core/engine/engine_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/board/board.h"
#include "core/state/state.h"

enum name_code {
	N_ME, N_NOBODY, N_ARG, N_RES, N_RES_OF, N_REGIONS, N_REGIONS_OF,
	N_REGIONS_TOTAL, N_OWNER, N_PIECES, N_MINE, N_ADJACENT, N_HELD,
	N_HELD_GROUPS, N_PLAYERS, N_ROUND, N_HERE, N_WHO, N_EACH_REGION,
	N_EACH_PLAYER, N_VALUE, N_TOTAL, N_ROLL, N_ROLLED, N_BAG_LEFT,
	N_BEFORE
};

/* The region an expression names: an action's word (-1 - index), a
 * region's id (its index), or "here" (HERE_REGION). */
#define HERE_REGION (-1000)

/* A region named in an expression: an action's word (encoded -1 - index)
 * or a region of the board. */
static int
region_sym(const struct eng_names_ctx *c, const char *text, long *out)
{
	if (text == NULL)
		return -1;
	if (strcmp(text, "here") == 0) {
		*out = HERE_REGION;
		return 0;
	}
	if (c->act != NULL)
		for (int i = 0; i < c->act->args.n; i++) {
			const struct arg_def *a = VEC_AT(c->act->args,
			    struct arg_def, i);
			if (strcmp(a->name, text) == 0 && a->kind == ARG_REGION) {
				*out = -1 - i;
				return 0;
			}
		}
	if ((*out = vec_find(&c->rs->board.regions, text)) >= 0)
		return 0;
	return -1;
}

/* Refuse a name: the message in err, -1. */
#define FAIL(...) (snprintf(err, n, __VA_ARGS__), -1)

/* Is value id v a value of some group? */
static int
group_value(const struct ruleset *rs, const char *v)
{
	for (int g = 0; g < rs->board.groups.n; g++)
		if (vec_find(&VEC_AT(rs->board.groups, struct group_def,
		    g)->values, v) >= 0)
			return 1;
	return 0;
}

static int
resolve(void *ctx, const char *name, int nargs, const char *const *sym,
    struct expr_sym *out, char *err, size_t n)
{
	const struct eng_names_ctx *c = ctx;
	const struct ruleset *rs = c->rs;
	int has_board = rs->board.regions.n > 0;
	long r;

	memset(out, 0, sizeof *out);
	if (nargs < 0) {
		if (c->act != NULL)
			for (int i = 0; i < c->act->args.n; i++)
				if (strcmp(VEC_AT(c->act->args, struct arg_def,
				    i)->name, name) == 0) {
					out->code = N_ARG;
					out->a = i;
					return 0;
				}
		if (strcmp(name, "me") == 0)
			return out->code = N_ME, 0;
		if (strcmp(name, "who") == 0)
			return out->code = N_WHO, 0;
		if (has_board && strcmp(name, "here") == 0) {
			out->code = N_HERE;
			out->a = HERE_REGION;
			return 0;
		}
		if (strcmp(name, "roll") == 0) {
			if (!c->in_roll)
				return FAIL("'%s' is known only in the table of "
				    "a roll effect", name);
			return out->code = N_ROLL, 0;
		}
		if (strcmp(name, "nobody") == 0)
			return out->code = N_NOBODY, 0;
		if (strcmp(name, "players") == 0)
			return out->code = N_PLAYERS, 0;
		if (strcmp(name, "round") == 0)
			return out->code = N_ROUND, 0;
		if ((r = vec_find(&rs->resources, name)) >= 0) {
			out->code = N_RES;
			out->a = r;
			return 0;
		}
		if (has_board && strcmp(name, "regions") == 0)
			return out->code = N_REGIONS, 0;
		if (has_board && strcmp(name, "regions_total") == 0)
			return out->code = N_REGIONS_TOTAL, 0;
		if (has_board && strcmp(name, "held_groups") == 0) {
			out->code = N_HELD_GROUPS;
			out->a = -1;
			return 0;
		}
		return FAIL("unknown name '%s' (arbiter-ruleset(5), "
		    "Expressions, lists the names)", name);
	}
	if ((strcmp(name, "sum_players") == 0 || strcmp(name,
	    "count_players") == 0) && nargs == 1) {
		out->code = N_EACH_PLAYER;
		out->each = name[0] == 's' ? EXPR_EACH_SUM : EXPR_EACH_COUNT;
		return 0;
	}
	if (strcmp(name, "rolled") == 0 && nargs == 1) {
		long f;
		char *end;
		if (!c->in_roll)
			return FAIL("'%s' is known only in the table of a roll "
			    "effect", name);
		if (sym[0] != NULL) {
			/* a symbol of a die with symbol faces */
			if ((f = rs_symbol(rs, sym[0])) < 0)
				return FAIL("'%s' takes a face: a number or a "
				    "symbol of the ruleset's dice", name);
			out->a = f;
			out->symargs = 1;
		} else {
			out->a = LONG_MIN;
		}
		(void)end;
		out->code = N_ROLLED;
		return 0;
	}
	if (strcmp(name, "before") == 0 && nargs == 1) {
		if (!c->in_says)
			return FAIL("'%s' is known only in a line for people "
			    "(says, say)", name);
		if (sym[0] == NULL || (out->a = vec_find(&rs->resources,
		    sym[0])) < 0)
			return FAIL("'%s' takes a resource's id", name);
		out->code = N_BEFORE;
		out->symargs = 1;
		return 0;
	}
	if (strcmp(name, "left") == 0 && nargs == 1) {
		if (sym[0] == NULL || (out->a = vec_find(&rs->bags, sym[0])) <
		    0)
			return FAIL("'%s' takes a bag's id", name);
		out->code = N_BAG_LEFT;
		out->symargs = 1;
		return 0;
	}
	if (strcmp(name, "total") == 0 && nargs >= 1) {
		/* the actor's sum of the resources named (a bit each) */
		for (int i = 0; i < nargs; i++) {
			long r2;
			if (sym[i] == NULL || (r2 = vec_find(&rs->resources,
			    sym[i])) < 0 || r2 >= 62)
				return FAIL("'%s' takes resources' ids", name);
			out->a |= 1L << r2;
			out->symargs |= 1u << i;
		}
		out->code = N_TOTAL;
		return 0;
	}
	if (strcmp(name, "resource") == 0 && nargs == 2 && sym[0] != NULL &&
	    (r = vec_find(&rs->resources, sym[0])) >= 0) {
		out->code = N_RES_OF;
		out->a = r;
		out->symargs = 1;
		return 0;
	}
	if (!has_board && (strcmp(name, "regions") == 0 || strcmp(name,
	    "owner") == 0 || strcmp(name, "pieces") == 0 || strcmp(name,
	    "mine") == 0 || strcmp(name, "adjacent") == 0 || strcmp(name,
	    "held") == 0 || strcmp(name, "held_groups") == 0))
		return FAIL("'%s' needs a board of regions "
		    "(board.regions)", name);
	if (strcmp(name, "regions") == 0 && nargs == 1)
		return out->code = N_REGIONS_OF, 0;
	if ((strcmp(name, "sum_regions") == 0 || strcmp(name,
	    "count_regions") == 0) && nargs == 1) {
		if (!has_board)
			return FAIL("'%s' needs a board of regions "
			    "(board.regions)", name);
		out->code = N_EACH_REGION;
		out->each = name[0] == 's' ? EXPR_EACH_SUM : EXPR_EACH_COUNT;
		return 0;
	}
	if (strcmp(name, "value") == 0 && nargs == 2) {
		if (region_sym(c, sym[0], &out->a) != 0 || sym[1] == NULL)
			return FAIL("'%s' takes a region and the id of one of "
			    "its values", name);
		/* the value's id, found again by name in each region */
		out->b = -1;
		for (int g = 0; g < rs->board.regions.n && out->b < 0; g++) {
			int k = vec_find(&VEC_AT(rs->board.regions,
			    struct region_def, g)->values, sym[1]);
			if (k >= 0) {
				out->b = g;
				out->c = k;
			}
		}
		if (out->b < 0)
			return FAIL("'%s': no region has a value '%s'", name,
			    sym[1]);
		out->code = N_VALUE;
		out->symargs = 3;
		return 0;
	}
	if ((strcmp(name, "owner") == 0 || strcmp(name, "mine") == 0) &&
	    nargs == 1) {
		if (region_sym(c, sym[0], &out->a) != 0)
			return FAIL("'%s' takes a region: a region "
			    "word of the action or a region's id", name);
		out->code = name[0] == 'o' ? N_OWNER : N_MINE;
		out->symargs = 1;
		return 0;
	}
	if (strcmp(name, "pieces") == 0 && (nargs == 1 || nargs == 2)) {
		if (region_sym(c, sym[0], &out->a) != 0)
			return FAIL("'%s' takes a region first: a "
			    "region word of the action or a region's id", name);
		out->code = N_PIECES;
		out->b = -1;
		out->symargs = 1;
		if (nargs == 2) {
			if (sym[1] == NULL || (out->b = vec_find(&rs->pieces,
			    sym[1])) < 0)
				return FAIL("'%s' takes a piece's id "
				    "second", name);
			out->symargs |= 2;
		}
		return 0;
	}
	if (strcmp(name, "adjacent") == 0 && nargs == 2) {
		if (region_sym(c, sym[0], &out->a) != 0 ||
		    region_sym(c, sym[1], &out->b) != 0)
			return FAIL("'%s' takes two regions", name);
		out->code = N_ADJACENT;
		out->symargs = 3;
		return 0;
	}
	if (strcmp(name, "held") == 0 && nargs == 1) {
		if (sym[0] == NULL || (out->a = vec_find(&rs->board.groups,
		    sym[0])) < 0)
			return FAIL("'%s' takes a group's id (board."
			    "groups)", name);
		out->code = N_HELD;
		out->symargs = 1;
		return 0;
	}
	if (strcmp(name, "held_groups") == 0 && nargs == 1) {
		if (sym[0] == NULL || !group_value(rs, sym[0]))
			return FAIL("'%s' takes the id of a value the "
			    "groups have (board.groups.*.values)", name);
		out->code = N_HELD_GROUPS;
		/* the value's id is looked up per group */
		out->a = 0;
		out->b = 0;
		out->symargs = 1;
		{
			/* remember the text: index into the first group
			 * that has it, the id found again by name */
			for (int g = 0; g < rs->board.groups.n; g++) {
				long k = vec_find(&VEC_AT(rs->board.groups,
				    struct group_def, g)->values, sym[0]);
				if (k >= 0) {
					out->a = g;
					out->b = k;
					break;
				}
			}
		}
		return 0;
	}
	return FAIL("unknown name '%s', or the wrong number of "
	    "arguments (arbiter-ruleset(5), Expressions, lists the names)",
	    name);
}

const struct expr_names eng_names_proto = { resolve, NULL };

static long
region_of(const struct eng_eval *ev, long code)
{
	if (code == HERE_REGION)
		return ev->here;
	return code >= 0 ? code : ev->args[-1 - code];
}

/* Aggregates bind a region (here) or a player (who) in turn; the
 * binding of an enclosing aggregate is kept on a stack. */
static int
bind(void *ctx, const struct expr_sym *s, int i)
{
	struct eng_eval *ev = ctx;
	int n = s->code == N_EACH_REGION ? (ev->st->board ?
	    ev->st->board->nregions : 0) : ev->st->nplayers;
	int *slot = s->code == N_EACH_REGION ? &ev->here : &ev->who;

	if (i == 0) {
		if (ev->nsaved == (int)(sizeof ev->saved / sizeof ev->saved[0]))
			return 0;
		ev->saved[ev->nsaved++] = *slot;
	}
	if (i < 0 || i >= n) {
		if (ev->nsaved > 0)
			*slot = ev->saved[--ev->nsaved];
		return 0;
	}
	*slot = i;
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

static int
value(void *ctx, const struct expr_sym *s, const long *args, int nargs,
    long *out, char *err, size_t n)
{
	const struct eng_eval *ev = ctx;
	const struct ruleset *rs = ev->rs;
	const struct state *st = ev->st;
	const struct board_state *b = st->board;

	(void)nargs;
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
			    s->a);
		return 0;
	case N_BEFORE:
		*out = ev->before != NULL ? ev->before[s->a] :
		    st->players[ev->me].res[s->a];
		return 0;
	case N_BAG_LEFT: {
		const struct bag_def *d = VEC_AT(rs->bags, struct bag_def,
		    s->a);
		const long *c = st->bags + eng_bag_at(rs, (int)s->a);
		*out = 0;
		for (int i = 0; i < d->items.n; i++)
			*out += c[i];
		return 0;
	}
	case N_TOTAL:
		*out = 0;
		for (int r = 0; r < rs->resources.n && r < 62; r++)
			if (s->a & 1L << r)
				*out += st->players[ev->me].res[r];
		return 0;
	case N_NOBODY: *out = -1; return 0;
	case N_ARG: *out = ev->args[s->a]; return 0;
	case N_PLAYERS:
		*out = 0;
		for (int p = 0; p < st->nplayers; p++)
			*out += !st->players[p].out;
		return 0;
	case N_ROUND: *out = st->round; return 0;
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
	if (b == NULL) {
		snprintf(err, n, "the game has no board of regions");
		return -1;
	}
	switch (s->code) {
	case N_REGIONS:
	case N_REGIONS_OF: {
		long p = s->code == N_REGIONS ? ev->me : args[0];
		*out = p < 0 ? 0 : board_owned(b, (int)p);
		return 0;
	}
	case N_REGIONS_TOTAL: *out = b->nregions; return 0;

	case N_OWNER:
	case N_PIECES:
	case N_MINE:
	case N_ADJACENT:
	case N_VALUE:
	case N_HERE:
		break;
	default:
		goto held;
	}
	{
		long x = region_of(ev, s->a), y = s->code == N_ADJACENT ?
		    region_of(ev, s->b) : 0;
		if (x < 0 || y < 0 || x >= b->nregions || y >= b->nregions) {
			snprintf(err, n, "'here' is the region of sum_regions "
			    "or count_regions; outside them there is none");
			return -1;
		}
		switch (s->code) {
		case N_OWNER:
			*out = b->owner[x];
			return 0;
		case N_PIECES:
			*out = board_count(b, (int)x, -1, (int)s->b);
			return 0;
		case N_MINE:
			*out = ev->me < 0 ? 0 : board_count(b, (int)x, ev->me,
			    -1);
			return 0;
		case N_ADJACENT:
			*out = rs->map.adj[(size_t)x * (size_t)rs->map.nregions
			    + (size_t)y];
			return 0;
		case N_HERE:
			*out = x;
			return 0;
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
held:
	switch (s->code) {
	case N_HELD:
		*out = ev->me >= 0 && board_holds(b, &rs->map, ev->me, (int)s->a);
		return 0;
	case N_HELD_GROUPS:
		*out = 0;
		for (int g = 0; g < rs->map.ngroups && ev->me >= 0; g++)
			if (board_holds(b, &rs->map, ev->me, g))
				*out += s->a < 0 ? 1 : gvalue(rs, g, (int)s->a,
				    (int)s->b);
		return 0;
	default:
		break;
	}
	snprintf(err, n, "internal error: name %d", s->code);
	return -1;
}

static int
compile(struct sexpr *x, const char *path, const struct ruleset *rs,
    const struct action_def *act, int in_roll, struct diag_list *errs)
{
	return eng_compile_in(x, path, rs, act, in_roll, 0, errs);
}

int
eng_compile_in(struct sexpr *x, const char *path, const struct ruleset *rs,
    const struct action_def *act, int in_roll, int in_says,
    struct diag_list *errs)
{
	struct eng_names_ctx c = { rs, act, in_roll, in_says };
	struct expr_names names = eng_names_proto;
	struct diag d;

	if (x->text == NULL || x->text == schema_unknown_str || x->e != NULL)
		return 0;
	names.ctx = &c;
	if (expr_parse(x->text, x->pos.file, x->pos.line, x->pos.col, &names,
	    &x->e, &d) == ST_OK)
		return 0;
	diag_list_add(errs, d.code, d.file, d.line, d.col, "'%s': %s", path,
	    d.msg);
	return 1;
}

int
eng_compile_expr(struct sexpr *x, const char *path, const struct ruleset *rs,
    const struct action_def *act, struct diag_list *errs)
{
	return compile(x, path, rs, act, 0, errs);
}

int
eng_compile_rolled(struct sexpr *x, const char *path, const struct ruleset *rs,
    const struct action_def *act, struct diag_list *errs)
{
	return compile(x, path, rs, act, 1, errs);
}

int
eng_eval(const struct sexpr *x, const struct eng_eval *ev, long *out,
    struct diag *d)
{
	struct expr_env env = { value, bind, (void *)ev };

	if (x->e == NULL)
		return diag_set(d, ST_DATA, "%s: the expression '%s' is "
		    "unknown", ev->rs->id, x->text == schema_unknown_str ?
		    "unknown" : x->text ? x->text : "");
	return expr_eval(x->e, &env, out, d);
}

int
eng_region(const struct ruleset *rs, const char *id)
{
	return vec_find(&rs->board.regions, id);
}
