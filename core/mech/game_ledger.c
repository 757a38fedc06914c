/* game_ledger.c: the GM's ledger (give, take, transfer, set) and
 * rolls. */
#include "core/mech/game_int.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define AMOUNT_MAX 1000000000L

static void
report_res(struct act *a, int p, int r, long before)
{
	struct strbuf *t = &a->rep->text;

	/* report_line's "%s: %s %ld -> %ld", without printf (a replay
	 * writes it for every give and take of a long log) */
	if (a->rep->quiet & REPORT_NO_TEXT)
		return;
	sb_add(t, pname(a, p));
	sb_addn(t, ": ", 2);
	sb_add(t, rname(a, r));
	sb_addc(t, ' ');
	sb_addl(t, before);
	sb_addn(t, " -> ", 4);
	sb_addl(t, a->st->players[p].res[r]);
	sb_addc(t, '\n');
}

/* give P N RES / take P N RES */
static int
give_take(struct act *a, int sign)
{
	int p, r, st;
	long n, before;

	if ((st = arg_count(a, 3, 3, sign > 0 ? "give PLAYER N RESOURCE" :
	    "take PLAYER N RESOURCE")) ||
	    (st = arg_player(a, a->argv[1], &p)) ||
	    (st = arg_long(a, a->argv[2], "the amount", 1, AMOUNT_MAX, &n)) ||
	    (st = arg_resource(a, a->argv[3], &r)))
		return st;
	canon(a, a->st->players[p].name);
	canon_long(a, n);
	canon(a, a->rs->resources.ids[r]);
	before = a->st->players[p].res[r];
	if (sign < 0 && before - n < RS_RES(a->rs, r)->min)
		return refuse(a, "cannot take %s from %s: %s has %ld and "
		    "%s go no lower than %ld", qty(a, r, n), pname(a, p),
		    pname(a, p), before, rname(a, r), RS_RES(a->rs, r)->min);
	if (sign > 0 && before > RS_RES(a->rs, r)->max - n)
		return refuse(a, "cannot give %s to %s: %s has %ld and "
		    "%s go no higher than %ld", qty(a, r, n), pname(a, p),
		    pname(a, p), before, rname(a, r), RS_RES(a->rs, r)->max);
	a->st->players[p].res[r] += sign * n;
	report_res(a, p, r, before);
	if (a->rep->data == NULL)	/* a replay that wants none */
		return ST_OK;
	if (report_data_text(a->rep)) {	/* a replay that prints it */
		struct strbuf *t = a->rep->jtext;
		report_jkey(a->rep, "player");
		json_write_str(t, pname(a, p));
		report_jkey(a->rep, "resource");
		json_write_str(t, a->rs->resources.ids[r]);
		report_jkey(a->rep, "value");
		json_write_long(t, a->st->players[p].res[r]);
		return ST_OK;
	}
	json_set(a->rep->data, "player", json_str(pname(a, p)));
	json_set(a->rep->data, "resource", json_str(a->rs->resources.ids[r]));
	json_set(a->rep->data, "value", json_int(a->st->players[p].res[r]));
	return ST_OK;
}

int
act_give(struct act *a)
{
	return give_take(a, 1);
}

int
act_take(struct act *a)
{
	return give_take(a, -1);
}

static int
move_res(struct act *a, int from, int to, long n, int r, const char *why)
{
	long b1 = a->st->players[from].res[r], b2 = a->st->players[to].res[r];
	int st;

	if (from == to)
		return usage(a, "%s would give %s's %s to %s", why,
		    pname(a, from), rname(a, r), pname(a, to));
	if ((st = res_add(a, from, r, -n, why)) ||
	    (st = res_add(a, to, r, n, why)))
		return st;
	report_res(a, from, r, b1);
	report_res(a, to, r, b2);
	json_set(a->rep->data, "from", json_str(pname(a, from)));
	json_set(a->rep->data, "to", json_str(pname(a, to)));
	json_set(a->rep->data, "amount", json_int(n));
	json_set(a->rep->data, "resource", json_str(a->rs->resources.ids[r]));
	return ST_OK;
}

/* transfer P Q N RES */
int
act_transfer(struct act *a)
{
	int p, q, r, st;
	long n;

	if ((st = arg_count(a, 4, 4, "transfer FROM TO N RESOURCE")) ||
	    (st = arg_player(a, a->argv[1], &p)) ||
	    (st = arg_player(a, a->argv[2], &q)) ||
	    (st = arg_long(a, a->argv[3], "the amount", 1, AMOUNT_MAX, &n)) ||
	    (st = arg_resource(a, a->argv[4], &r)))
		return st;
	canon(a, a->st->players[p].name);
	canon(a, a->st->players[q].name);
	canon_long(a, n);
	canon(a, a->rs->resources.ids[r]);
	return move_res(a, p, q, n, r, "the transfer");
}

/* set P RES N */
int
act_set(struct act *a)
{
	int p, r, st;
	long n, before;
	const struct res_def *d;

	if ((st = arg_count(a, 3, 3, "set PLAYER RESOURCE N")) ||
	    (st = arg_player(a, a->argv[1], &p)) ||
	    (st = arg_resource(a, a->argv[2], &r)))
		return st;
	d = RS_RES(a->rs, r);
	if ((st = arg_long(a, a->argv[3], "the value", d->min, d->max, &n)))
		return st;
	canon(a, a->st->players[p].name);
	canon(a, a->rs->resources.ids[r]);
	canon_long(a, n);
	before = a->st->players[p].res[r];
	a->st->players[p].res[r] = n;
	report_res(a, p, r, before);
	json_set(a->rep->data, "player", json_str(pname(a, p)));
	json_set(a->rep->data, "resource", json_str(a->rs->resources.ids[r]));
	json_set(a->rep->data, "value", json_int(n));
	return ST_OK;
}

/* roll EXPR: the expression may come in several words ("2d6 + 1"). */
/* A roll's data as JSON text (report_data_text), member by member as
 * report_roll and act_roll set them in the data object */
static void
roll_data_text(struct act *a, int who, const char *expr,
    const struct dice_result *res)
{
	struct report *r = a->rep;
	struct strbuf *t = r->jtext;
	int d = r->jdepth;

	report_jkey(r, "rolls");
	sb_addc(t, '[');
	report_jindent(r, d + 2);
	sb_addc(t, '{');
	report_jindent(r, d + 3);
	sb_add(t, "\"player\": ");
	if (who >= 0)
		json_write_str(t, a->st->players[who].name);
	else
		sb_add(t, "null");
	sb_addc(t, ',');
	report_jindent(r, d + 3);
	sb_add(t, "\"dice\": ");
	json_write_str(t, expr);
	sb_addc(t, ',');
	report_jindent(r, d + 3);
	sb_add(t, "\"total\": ");
	json_write_long(t, res->total);
	report_jindent(r, d + 2);
	sb_addc(t, '}');
	report_jindent(r, d + 1);
	sb_addc(t, ']');
	report_jkey(r, "expr");
	json_write_str(t, expr);
	report_jkey(r, "total");
	json_write_long(t, res->total);
	report_jkey(r, "dice");
	sb_addc(t, '[');	/* (a flat array: on one line) */
	for (int i = 0; i < res->n; i++) {
		if (i > 0)
			sb_addn(t, ", ", 2);
		json_write_long(t, res->v[i].face);
	}
	sb_addc(t, ']');
}

int
act_roll(struct act *a)
{
	struct dice_env env = rs_dice_env(a->rs);
	struct dice_expr *e = NULL;
	struct dice_result res = { 0, 0, NULL };
	struct strbuf text;
	const char *expr;
	char canon_text[4200];
	int st;

	int first = 1, who = -1;

	if (a->argc > 1 && strcmp(a->argv[1], "--for") == 0) {
		/* whose roll it is, for the luck audit */
		if (a->argc < 3)
			return usage(a, "--for needs a player");
		if ((st = arg_player(a, a->argv[2], &who)))
			return st;
		first = 3;
	} else if (a->argc > 1 && strncmp(a->argv[1], "--for=", 6) == 0) {
		if ((st = arg_player(a, a->argv[1] + 6, &who)))
			return st;
		first = 2;
	}
	if (a->argc <= first)
		return usage(a, "usage: roll [--for PLAYER] EXPR [= FACE...]");
	/* (an expression of one word, most often, read where it is) */
	sb_init(&text);
	for (int i = first; a->argc - first > 1 && i < a->argc; i++) {
		if (i > first)
			sb_addc(&text, ' ');
		sb_add(&text, a->argv[i]);
	}
	expr = a->argc - first > 1 ? sb_str(&text) : a->argv[first];
	st = dice_parse(expr, &env, &e, a->d);
	if (st != ST_OK && strchr(expr, '=') != NULL)
		st = usage(a, "'=' goes between the expression and the faces "
		    "as a word of its own: 'roll 2d6 = 3 5'");
	sb_release(&text);
	if (st != ST_OK)
		return st;
	/* (the canonical text goes into the canonical command, the report
	 * and its data: a replay that keeps none of them does without) */
	canon_text[0] = '\0';
	if ((a->rep->quiet & (REPORT_NO_CANON | REPORT_NO_TEXT)) !=
	    (REPORT_NO_CANON | REPORT_NO_TEXT) || a->rep->data != NULL)
		dice_format(e, canon_text, sizeof canon_text);
	if (who >= 0) {
		canon(a, "--for");
		canon(a, a->st->players[who].name);
	}
	canon(a, canon_text);
	st = dice_roll(e, a->dice, &res, a->d);
	dice_free(e);
	if (st != ST_OK)
		return st;
	if (a->rep->data != NULL && report_data_text(a->rep)) {
		roll_data_text(a, who, canon_text, &res);
	} else if (a->rep->data != NULL) {	/* (none: a replay wants none) */
		struct json *dice = json_arr();
		for (int i = 0; i < res.n; i++)
			json_push(dice, json_int(res.v[i].face));
		report_roll(a->rep, a->st, who, canon_text, res.total);
		json_set(a->rep->data, "expr", json_str(canon_text));
		json_set(a->rep->data, "total", json_int(res.total));
		json_set(a->rep->data, "dice", dice);
	}
	if (!(a->rep->quiet & REPORT_NO_TEXT)) {
		/* "EXPR: TOTAL (FACE...)", without printf (a replay writes
		 * it for every roll of a long log) */
		struct strbuf *line = &a->rep->text;	/* (report_line's) */
		sb_add(line, canon_text);
		sb_add(line, ": ");
		sb_addl(line, res.total);
		sb_add(line, " (");
		for (int i = 0; i < res.n; i++) {
			if (i > 0)
				sb_addc(line, ' ');
			sb_addl(line, res.v[i].face);
			sb_add(line, res.v[i].exploded ? "*" :
			    res.v[i].kept ? "" : "x");
		}
		sb_addc(line, ')');
		sb_addc(line, '\n');
	}
	dice_result_free(&res);
	return ST_OK;
}
