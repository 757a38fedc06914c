/* odds_declared.c: odds A vs D [rounds R] [combat ID]: the exact odds of
 * a combat the current game's ruleset declares (combats.ID), from the
 * same declaration that settles it at the table (core/combat). */
#include "cmds.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/combat/combat.h"
#include "table.h"

static int
number(struct ctx *c, const char *what, const char *s, long lo, long hi,
    long *out)
{
	char *end;

	*out = strtol(s, &end, 10);
	if (*s == '\0' || *end != '\0' || *out < lo || *out > hi)
		return diag_set(&c->d, ST_USAGE, "odds: %s is to be a whole number "
		    "from %ld to %ld, not '%s'", what, lo, hi, s);
	return ST_OK;
}

static struct json *
left_json(const double *p, long n)
{
	struct json *a = json_arr();

	for (long i = 0; i <= n; i++)
		if (p[i] > 0) {
			struct json *pair = json_arr();
			json_push(pair, json_int(i));
			json_push(pair, json_num(p[i]));
			json_push(a, pair);
		}
	return a;
}

/* "  attackers left:  0 21.4546%  1 5.9562% ...": on a terminal (or with
 * COLUMNS) wrapped at its width, the lines after the first under the
 * first count; else one line. */
static void
left_text(struct ctx *c, const char *who, const double *p, long n)
{
	int width = table_get_width(), head, col;
	char e[48];

	out_printf(c, "  %s left:", who);
	head = col = (int)strlen(who) + 8;
	for (long i = 0; i <= n; i++) {
		int len;
		if (p[i] < 5e-7)
			continue;
		len = snprintf(e, sizeof e, "  %ld %.4f%%", i, 100 * p[i]);
		if (width > 0 && col > head && col + len > width) {
			out_printf(c, "\n%*s", head, "");
			col = head;
		}
		out_printf(c, "%s", e);
		col += len;
	}
	out_printf(c, "\n");
}

/* One round: every outcome, counted exactly where the dice allow. */
static int
one_round(struct ctx *c, const struct ruleset *rs, int ci, long A, long D)
{
	const struct combat_decl *x = VEC_AT(rs->combats, struct combat_decl,
	    ci);
	struct dice_env env = rs_dice_env(rs);
	struct combat_dist d;
	int r;

	if ((r = combat_round_dist(x, &env, A, D, &d, &c->d)))
		return r;
	if (c->json) {
		struct json *j = json_obj(), *o = json_arr();
		json_set(j, "combat", json_str(rs->combats.ids[ci]));
		json_set(j, "attacker", json_int(A));
		json_set(j, "defender", json_int(D));
		json_set(j, "rounds", json_int(1));
		for (int i = 0; i < d.n; i++) {
			struct json *e = json_obj();
			json_set(e, "attacker_loses", json_int(d.v[i].loss[0]));
			json_set(e, "defender_loses", json_int(d.v[i].loss[1]));
			json_set(e, "p", json_num(d.v[i].p));
			if (d.total > 0) {
				json_set(e, "ways", json_int((long)d.v[i].count));
				json_set(e, "of", json_int((long)d.total));
			}
			json_push(o, e);
		}
		json_set(j, "outcomes", o);
		json_set(j, "remainder", json_num(d.rem));
		out_json(c, j);
		json_free(j);
	} else {
		out_printf(c, "%s: %ld against %ld, one %s\n", x->name, A, D,
		    x->mode == COMBAT_CONTEST ? "exchange" : "round");
		for (int i = 0; i < d.n; i++) {
			out_printf(c, "  attacker loses %ld, defender loses %ld: ",
			    d.v[i].loss[0], d.v[i].loss[1]);
			if (d.total > 0)
				out_printf(c, "%llu/%llu = ", d.v[i].count,
				    d.total);
			out_printf(c, "%.6f (%.4f%%)\n", d.v[i].p,
			    100 * d.v[i].p);
		}
		if (d.rem > 1e-15)
			out_printf(c, "  not accounted for (explosions cut off): "
			    "%.3g\n", d.rem);
	}
	combat_dist_free(&d);
	return ST_OK;
}

static int
battle(struct ctx *c, const struct ruleset *rs, int ci, long A, long D,
    long rounds)
{
	const struct combat_decl *x = VEC_AT(rs->combats, struct combat_decl,
	    ci);
	struct dice_env env = rs_dice_env(rs);
	struct combat_odds o;
	int r;

	if ((r = combat_odds(x, &env, A, D, rounds, &o, &c->d)))
		return r;
	if (c->json) {
		struct json *j = json_obj();
		json_set(j, "combat", json_str(rs->combats.ids[ci]));
		json_set(j, "attacker", json_int(A));
		json_set(j, "defender", json_int(D));
		json_set(j, "rounds", rounds > 0 ? json_int(rounds) :
		    json_null());
		json_set(j, "win", json_num(o.win));
		json_set(j, "lose", json_num(o.lose));
		json_set(j, "draw", json_num(o.draw));
		json_set(j, "going", json_num(o.going));
		json_set(j, "attacker_left", left_json(o.att_left, A));
		json_set(j, "defender_left", left_json(o.def_left, D));
		json_set(j, "expected_rounds", json_num(o.exp_rounds));
		json_set(j, "attacker_loss", json_num(o.exp_loss[0]));
		json_set(j, "defender_loss", json_num(o.exp_loss[1]));
		json_set(j, "remainder", json_num(o.rem));
		out_json(c, j);
		json_free(j);
	} else {
		if (rounds > 0)
			out_printf(c, "%s: %ld against %ld, at most %ld rounds\n",
			    x->name, A, D, rounds);
		else
			out_printf(c, "%s: %ld against %ld, to the end\n",
			    x->name, A, D);
		out_printf(c, "  the attacker wins (no defender left): %.6f "
		    "(%.4f%%)\n", o.win, 100 * o.win);
		out_printf(c, "  the defender holds (no attacker left): %.6f "
		    "(%.4f%%)\n", o.lose, 100 * o.lose);
		if (o.draw > 0)
			out_printf(c, "  nobody is left: %.6f (%.4f%%)\n", o.draw,
			    100 * o.draw);
		if (o.going > 0)
			out_printf(c, "  both sides still fighting: %.6f "
			    "(%.4f%%)\n", o.going, 100 * o.going);
		left_text(c, "attackers", o.att_left, A);
		left_text(c, "defenders", o.def_left, D);
		out_printf(c, "  on average: %.4g rounds, the attacker loses "
		    "%.4g, the defender %.4g\n", o.exp_rounds, o.exp_loss[0],
		    o.exp_loss[1]);
		if (o.rem > 1e-15)
			out_printf(c, "  not accounted for (explosions cut off): "
			    "%.3g\n", o.rem);
	}
	combat_odds_free(&o);
	return ST_OK;
}

int
odds_declared(struct ctx *c, const struct ruleset *rs, int argc, char **argv)
{
	long A, D, rounds = 0;
	int ci = 0, r;

	if (argc < 4 || strcmp(argv[2], "vs") != 0 || argc % 2 != 0)
		return diag_set(&c->d, ST_USAGE, "usage: odds ATTACKERS vs "
		    "DEFENDERS [rounds R] [combat ID]");
	if ((r = number(c, "the number of attackers", argv[1], 0,
	    COMBAT_MAX_UNITS, &A)) || (r = number(c, "the number of defenders",
	    argv[3], 0, COMBAT_MAX_UNITS, &D)))
		return r;
	for (int i = 4; i + 1 < argc; i += 2) {
		if (strcmp(argv[i], "rounds") == 0) {
			if ((r = number(c, "the number of rounds", argv[i + 1], 1,
			    COMBAT_MAX_ROUNDS, &rounds)))
				return r;
		} else if (strcmp(argv[i], "combat") == 0) {
			if ((ci = vec_find(&rs->combats, argv[i + 1])) < 0)
				return diag_set(&c->d, ST_USAGE, "odds: %s "
				    "declares no combat '%s'", rs->id,
				    argv[i + 1]);
		} else {
			return diag_set(&c->d, ST_USAGE, "odds: '%s' is not "
			    "one of rounds, combat", argv[i]);
		}
	}
	/* without rounds asked, a battle lasts as its combat says */
	if (rounds == 0)
		rounds = VEC_AT(rs->combats, struct combat_decl, ci)->rounds;
	/* a contest of two values is settled in one exchange */
	if (rounds == 1 || VEC_AT(rs->combats, struct combat_decl,
	    ci)->mode == COMBAT_CONTEST)
		return one_round(c, rs, ci, A, D);
	return battle(c, rs, ci, A, D, rounds);
}
