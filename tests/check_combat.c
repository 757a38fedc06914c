/* check_combat.c: declared combat: Risk-style pairwise rounds against the
 * published counts, whole battles against a brute-force recursion, opposed
 * rolls against an attack's chain and sums against one exchange. */
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/combat/combat.h"
#include "core/play/game.h"
#include "core/expr/expr.h"
#include "suites.h"

static struct combat_decl *
decl(int mode, const char *adice, const char *adie, const char *ddice,
    const char *ddie)
{
	struct combat_decl *c = calloc(1, sizeof *c);
	struct diag_list errs;
	struct spos pos = { "t.yaml", 1, 1 };

	c->name = strdup("attack");
	c->mode = mode;
	c->side[0].dice = (struct sexpr){ .text = strdup(adice), .pos = pos };
	c->side[0].die = strdup(adie);
	c->side[1].dice = (struct sexpr){ .text = strdup(ddice), .pos = pos };
	c->side[1].die = strdup(ddie);
	c->divisor = 6;
	diag_list_init(&errs);
	ck_assert_msg(combat_compile(c, "combats.attack", NULL, &errs) == 0,
	    "%s", errs.n ? errs.v[0].msg : "");
	diag_list_free(&errs);
	return c;
}

static void
decl_free(struct combat_decl *c)
{
	for (int s = 0; s < 2; s++) {
		free(c->side[s].dice.text);
		expr_free(c->side[s].dice.e);
		free(c->side[s].die);
	}
	free(c->name);
	free(c);
}

static struct combat_decl *
risk(void)
{
	return decl(COMBAT_PAIRWISE, "min(3, units)", "d6", "min(2, units)",
	    "d6");
}

/* The counts of one round: P(attacker loses la, defender loses ld). */
static void
round_is(struct combat_decl *c, long a, long d, unsigned long long total,
    const long (*cases)[3], int n)
{
	struct combat_dist x;
	struct diag dg;

	ck_assert_int_eq(combat_round_dist(c, NULL, a, d, &x, &dg), ST_OK);
	ck_assert_msg(x.total == total, "%ld vs %ld: total %llu", a, d,
	    x.total);
	ck_assert_int_eq(x.n, n);
	for (int i = 0; i < n; i++) {
		ck_assert_int_eq(x.v[i].loss[0], cases[i][0]);
		ck_assert_int_eq(x.v[i].loss[1], cases[i][1]);
		ck_assert_msg(x.v[i].count == (unsigned long long)cases[i][2],
		    "%ld vs %ld, losses %ld/%ld: %llu ways", a, d, cases[i][0],
		    cases[i][1], x.v[i].count);
		ck_assert(fabs(x.v[i].p - (double)cases[i][2] /
		    (double)total) < 1e-15);
	}
	combat_dist_free(&x);
}

START_TEST(risk_rounds)
{
	struct combat_decl *c = risk();
	/* the well-known Risk tables */
	static const long r11[][3] = { { 0, 1, 15 }, { 1, 0, 21 } };
	static const long r21[][3] = { { 0, 1, 125 }, { 1, 0, 91 } };
	static const long r31[][3] = { { 0, 1, 855 }, { 1, 0, 441 } };
	static const long r12[][3] = { { 0, 1, 55 }, { 1, 0, 161 } };
	static const long r22[][3] = { { 0, 2, 295 }, { 1, 1, 420 },
		{ 2, 0, 581 } };
	static const long r32[][3] = { { 0, 2, 2890 }, { 1, 1, 2611 },
		{ 2, 0, 2275 } };

	round_is(c, 1, 1, 36, r11, 2);
	round_is(c, 2, 1, 216, r21, 2);
	round_is(c, 3, 1, 1296, r31, 2);
	round_is(c, 1, 2, 216, r12, 2);
	round_is(c, 2, 2, 1296, r22, 3);
	round_is(c, 3, 2, 7776, r32, 3);
	round_is(c, 10, 6, 7776, r32, 3);
	decl_free(c);
}
END_TEST

/* P(the attacker wins) by recursion over whole rounds, independently of
 * combat_odds.c. */
static double
brute_win(struct combat_decl *c, long a, long d)
{
	struct combat_dist x;
	struct diag dg;
	double p = 0;

	if (d == 0)
		return 1;
	if (a == 0)
		return 0;
	ck_assert_int_eq(combat_round_dist(c, NULL, a, d, &x, &dg), ST_OK);
	for (int i = 0; i < x.n; i++)
		p += x.v[i].p * brute_win(c, a - x.v[i].loss[0],
		    d - x.v[i].loss[1]);
	combat_dist_free(&x);
	return p;
}

START_TEST(risk_battles)
{
	struct combat_decl *c = risk();
	struct combat_odds o;
	struct diag dg;

	ck_assert_int_eq(combat_odds(c, NULL, 10, 6, 0, &o, &dg), ST_OK);
	ck_assert_msg(fabs(o.win - 0.861091) < 5e-7, "10 vs 6: %.9f", o.win);
	ck_assert(fabs(o.win + o.lose + o.draw + o.going - 1) < 1e-12);
	ck_assert(o.draw == 0 && o.going == 0);
	combat_odds_free(&o);
	for (long a = 1; a <= 7; a++)
		for (long d = 1; d <= 6; d++) {
			double want = brute_win(c, a, d);
			ck_assert_int_eq(combat_odds(c, NULL, a, d, 0, &o, &dg),
			    ST_OK);
			ck_assert_msg(fabs(o.win - want) < 1e-12, "%ld vs %ld: "
			    "%.12f, not %.12f", a, d, o.win, want);
			ck_assert(fabs(o.att_left[0] - o.lose) < 1e-12);
			combat_odds_free(&o);
		}
	/* one round of 3 against 2 */
	ck_assert_int_eq(combat_odds(c, NULL, 3, 2, 1, &o, &dg), ST_OK);
	ck_assert(fabs(o.att_left[1] - 2275.0 / 7776) < 1e-15);
	ck_assert(fabs(o.att_left[2] - 2611.0 / 7776) < 1e-15);
	ck_assert(fabs(o.def_left[0] - 2890.0 / 7776) < 1e-15);
	ck_assert(fabs(o.win - 2890.0 / 7776) < 1e-15);
	ck_assert(fabs(o.going - (2275.0 + 2611.0) / 7776) < 1e-15);
	combat_odds_free(&o);
	decl_free(c);
}
END_TEST

START_TEST(ties_and_dice)
{
	struct combat_decl *c = risk();
	struct combat_round r;
	struct dice_src src;
	struct diag dg;
	static const long faces[] = { 6, 3, 5, 5, 4 };

	/* a tied pair goes to the defender; sorted highest first */
	dice_src_physical(&src, faces, 5);
	ck_assert_int_eq(combat_roll(c, NULL, 3, 2, &src, &r, &dg), ST_OK);
	ck_assert_int_eq(r.dice[0], 3);
	ck_assert_int_eq(r.dice[1], 2);
	ck_assert_int_eq(r.faces[0][0], 6);
	ck_assert_int_eq(r.faces[0][1], 5);
	ck_assert_int_eq(r.faces[0][2], 3);
	ck_assert_int_eq(r.faces[1][0], 5);
	ck_assert_int_eq(r.faces[1][1], 4);
	ck_assert_int_eq(r.loss[0], 0);
	ck_assert_int_eq(r.loss[1], 2);
	ck_assert_int_eq(dice_src_finish(&src, &dg), ST_OK);
	dice_src_release(&src);
	static const long tie[] = { 4, 4 };
	dice_src_physical(&src, tie, 2);
	ck_assert_int_eq(combat_roll(c, NULL, 1, 1, &src, &r, &dg), ST_OK);
	ck_assert_int_eq(r.loss[0], 1);
	ck_assert_int_eq(r.loss[1], 0);
	dice_src_release(&src);
	c->ties = TIE_ATTACKER;
	dice_src_physical(&src, tie, 2);
	ck_assert_int_eq(combat_roll(c, NULL, 1, 1, &src, &r, &dg), ST_OK);
	ck_assert_int_eq(r.loss[0], 0);
	ck_assert_int_eq(r.loss[1], 1);
	dice_src_release(&src);
	/* too few faces at the table */
	dice_src_physical(&src, tie, 2);
	ck_assert_int_eq(combat_roll(c, NULL, 3, 2, &src, &r, &dg), ST_USAGE);
	dice_src_release(&src);
	decl_free(c);
}
END_TEST

/* Sums: a whole round from the units' dice is the exchange of as many
 * dice (combat_fire_dist), capped by the units. */
START_TEST(sums)
{
	struct combat_decl *c = decl(COMBAT_SUM, "units", "d6", "units",
	    "d6");
	struct combat_dist x, f;
	double pa = 0, pb = 0, pdraw = 0, pwin = 0, plose = 0, peq = 0;
	struct diag dg;

	ck_assert_int_eq(combat_fire_dist(c, NULL, 7, 5, &f, &dg), ST_OK);
	for (int i = 0; i < f.n; i++) {
		long ka = f.v[i].loss[0] < 5 ? f.v[i].loss[0] : 5;
		long kb = f.v[i].loss[1] < 7 ? f.v[i].loss[1] : 7;
		*(kb < ka ? &pa : kb > ka ? &pb : &pdraw) += f.v[i].p;
	}
	ck_assert_int_eq(combat_round_dist(c, NULL, 7, 5, &x, &dg), ST_OK);
	ck_assert(x.total == 279936ULL * 7776ULL);
	for (int i = 0; i < x.n; i++) {
		if (x.v[i].loss[0] < x.v[i].loss[1])
			pwin += x.v[i].p;
		else if (x.v[i].loss[0] > x.v[i].loss[1])
			plose += x.v[i].p;
		else
			peq += x.v[i].p;
	}
	ck_assert(fabs(pwin - pa) < 1e-12);
	ck_assert(fabs(plose - pb) < 1e-12);
	ck_assert(fabs(peq - pdraw) < 1e-12);
	combat_dist_free(&x);
	combat_dist_free(&f);
	decl_free(c);
}
END_TEST

/* Sums of many dice, each total killing its own number (divisor 1): 571
 * totals of 30 d20 against 1,141 of 60, 651,511 outcomes of the exchange
 * (combat_fire_dist), gathered in moments (one by one against all those
 * before, it took minutes: the ruleset fuzzer's 'odds 16 vs 40', 30 s);
 * outcomes past what memory holds are refused, not computed. */
START_TEST(sums_many)
{
	struct combat_decl *c = decl(COMBAT_SUM, "units", "d20", "units",
	    "d20");
	struct combat_dist x, f;
	struct diag dg;
	double p = 0;

	c->divisor = 1;
	ck_assert_int_eq(combat_fire_dist(c, NULL, 30, 60, &f, &dg), ST_OK);
	ck_assert_int_eq(f.n, 571 * 1141);
	ck_assert_int_eq(combat_round_dist(c, NULL, 30, 60, &x, &dg), ST_OK);
	ck_assert_int_le(x.n, 31 * 61);
	for (int i = 0; i < x.n; i++)
		p += x.v[i].p;
	ck_assert(fabs(p - 1) < 1e-9);
	combat_dist_free(&x);
	combat_dist_free(&f);
	/* 2,091 totals of 110 d20 a side: 4.4 million outcomes */
	ck_assert_int_eq(combat_round_dist(c, NULL, 110, 110, &x, &dg),
	    ST_USAGE);
	ck_assert_str_eq(dg.msg, "odds: 110 dice against 110 are too many to "
	    "follow exactly");
	/* by sixes, 366 kills a side: computed */
	c->divisor = 6;
	ck_assert_int_eq(combat_round_dist(c, NULL, 110, 110, &x, &dg), ST_OK);
	combat_dist_free(&x);
	decl_free(c);
}
END_TEST

/* Opposed rolls by bands: the chain of an attack paid for round by
 * round (combat_attack_odds) against the battle's (combat_odds). */
START_TEST(opposed)
{
	static const char text[] =
	    "format: arbiter-ruleset-1\nid: duel\ntitle: Duel\n"
	    "updated: 2026-11-21\nplayers: {min: 2, max: 2}\n"
	    "rules: {summary: Test attacks.}\n"
	    "resources: {gold: {name: gold}}\n"
	    "mechanisms:\n  attack:\n    resource: gold\n    cost: 1\n"
	    "    bands: [{from: 1, die: d6}, {from: 10, die: d10}]\n"
	    "    band-by: own\n    loss-cap: winner-units\n";
	struct rs_text t = { "duel.yaml", text, sizeof text - 1 };
	struct diag_list errs;
	struct ruleset *rs = NULL;
	struct combat_attack bo;
	struct combat_commit all = { COMMIT_ALL, 0 };
	const struct combat_decl *made;
	struct combat_decl c;
	struct combat_band bands[2] = { { 1, (char *)"d6" },
		{ 10, (char *)"d10" } };
	struct combat_odds o;
	struct diag dg;

	diag_list_init(&errs);
	ck_assert_int_eq(ruleset_load(&t, NULL, 0, NULL, 0, &rs, &errs),
	    ST_OK);
	diag_list_free(&errs);
	/* the attack's combat, made from its bands, against one declared */
	made = VEC_AT(rs->combats, struct combat_decl,
	    rs->mech.attack.combat.i);
	memset(&c, 0, sizeof c);
	c.name = (char *)"attack";
	c.mode = COMBAT_OPPOSED;
	c.loss_cap = 1;
	for (int s = 0; s < 2; s++)
		c.side[s].bands = (struct vec){ 2, bands, NULL, NULL };
	for (long rolls = 1; rolls <= 30; rolls += 29) {
		ck_assert_int_eq(combat_attack_odds(made, NULL, 12, 7, rolls,
		    all, &bo, &dg), ST_OK);
		ck_assert_int_eq(combat_odds(&c, NULL, 12, 7, rolls, &o, &dg),
		    ST_OK);
		ck_assert_msg(fabs(o.win - bo.p_take) < 1e-12, "%ld rolls: "
		    "%.12f, not %.12f", rolls, o.win, bo.p_take);
		for (long a = 0; a <= 12; a++)
			ck_assert(fabs(o.att_left[a] - bo.taken[a] -
			    bo.kept[a]) < 1e-12);
		combat_odds_free(&o);
		combat_attack_free(&bo);
	}
	/* fought to the end, ties folded in: everything ends */
	ck_assert_int_eq(combat_odds(&c, NULL, 12, 7, 0, &o, &dg), ST_OK);
	ck_assert(fabs(o.win + o.lose + o.draw - 1) < 1e-12);
	ck_assert_int_eq(combat_attack_odds(made, NULL, 12, 7, 1000, all, &bo,
	    &dg), ST_OK);
	ck_assert_msg(fabs(o.win - bo.p_take) < 1e-9, "%.12f vs %.12f", o.win,
	    bo.p_take);
	combat_odds_free(&o);
	combat_attack_free(&bo);
	ruleset_free(rs);
}
END_TEST

/* A contest: two values, the dice (if any) added to each. */
static struct combat_decl *
contest(const char *adice, const char *ddice, int ties, int back)
{
	struct combat_decl *c = calloc(1, sizeof *c);
	struct diag_list errs;
	struct spos pos = { "t.yaml", 1, 1 };
	const char *dice[2] = { adice, ddice };

	c->name = strdup("attack");
	c->mode = COMBAT_CONTEST;
	c->ties = ties;
	c->strikes_back = back;
	for (int s = 0; s < 2; s++)
		if (dice[s] != NULL) {
			c->side[s].dice = (struct sexpr){ .text =
			    strdup(dice[s]), .pos = pos };
			c->side[s].die = strdup("d6");
		}
	diag_list_init(&errs);
	ck_assert_msg(combat_compile(c, "combats.attack", NULL, &errs) == 0,
	    "%s", errs.n ? errs.v[0].msg : "");
	diag_list_free(&errs);
	return c;
}

/* Values alone: the higher wins, a tie goes where 'ties' says, and the
 * defender takes a piece only when it strikes back.  By hand. */
static const struct {
	long a, d;
	int ties, back;
	long loss[2];
} values[] = {
	{ 3, 2, TIE_DEFENDER, 0, { 0, 1 } },	/* strictly higher wins */
	{ 2, 2, TIE_DEFENDER, 0, { 0, 0 } },	/* a tie holds */
	{ 1, 2, TIE_DEFENDER, 0, { 0, 0 } },	/* the defence holds */
	{ 0, 0, TIE_DEFENDER, 0, { 0, 0 } },
	{ 1, 2, TIE_DEFENDER, 1, { 1, 0 } },	/* and strikes back */
	{ 2, 2, TIE_DEFENDER, 1, { 1, 0 } },
	{ 2, 2, TIE_ATTACKER, 0, { 0, 1 } },
	{ 2, 2, TIE_ATTACKER, 1, { 0, 1 } },
	{ 2, 2, TIE_NOBODY, 1, { 0, 0 } },
	{ 5, 2, TIE_NOBODY, 1, { 0, 1 } },
	{ 2, 5, TIE_NOBODY, 1, { 1, 0 } },
};

START_TEST(contest_values)
{
	struct combat_decl *c = contest(NULL, NULL, values[_i].ties,
	    values[_i].back);
	struct combat_round r;
	struct combat_dist x;
	struct dice_src src;
	struct diag dg;

	ck_assert(!combat_has_dice(c));
	dice_src_physical(&src, NULL, 0);
	ck_assert_int_eq(combat_roll(c, NULL, values[_i].a, values[_i].d,
	    &src, &r, &dg), ST_OK);
	ck_assert_int_eq(dice_src_finish(&src, &dg), ST_OK);
	dice_src_release(&src);
	ck_assert_int_eq(r.dice[0], 0);
	ck_assert_int_eq(r.dice[1], 0);
	ck_assert_int_eq(r.total[0], values[_i].a);
	ck_assert_int_eq(r.total[1], values[_i].d);
	ck_assert_int_eq(r.loss[0], values[_i].loss[0]);
	ck_assert_int_eq(r.loss[1], values[_i].loss[1]);
	/* its odds: one outcome, for sure */
	ck_assert_int_eq(combat_round_dist(c, NULL, values[_i].a,
	    values[_i].d, &x, &dg), ST_OK);
	ck_assert_int_eq(x.n, 1);
	ck_assert(x.total == 1);
	ck_assert(x.v[0].count == 1);
	ck_assert_int_eq(x.v[0].loss[0], values[_i].loss[0]);
	ck_assert_int_eq(x.v[0].loss[1], values[_i].loss[1]);
	combat_dist_free(&x);
	decl_free(c);
}
END_TEST

/* Values and a d6 each, 3 against 4.  Of the 36 throws (x, y), the
 * attacker is higher when x - y >= 2: 4 + 3 + 2 + 1 = 10 ways; a tie when
 * x - y = 1: 5 ways; the defender is higher in the other 21. */
START_TEST(contest_dice)
{
	static const long hold[][3] = { { 0, 0, 26 }, { 0, 1, 10 } };
	static const long back[][3] = { { 0, 1, 10 }, { 1, 0, 26 } };
	static const long nobody[][3] = { { 0, 0, 5 }, { 0, 1, 10 },
		{ 1, 0, 21 } };
	/* the attacker's dice from its value: 1 die for 3 - 2 */
	static const long more[][3] = { { 0, 0, 26 }, { 0, 1, 10 } };
	struct combat_decl *c = contest("1", "1", TIE_DEFENDER, 0);
	struct combat_round r;
	struct combat_odds o;
	struct dice_src src;
	struct diag dg;
	static const long faces[] = { 6, 4 };

	ck_assert(combat_has_dice(c));
	round_is(c, 3, 4, 36, hold, 2);
	/* at the table: 3 + 6 against 4 + 4 */
	dice_src_physical(&src, faces, 2);
	ck_assert_int_eq(combat_roll(c, NULL, 3, 4, &src, &r, &dg), ST_OK);
	dice_src_release(&src);
	ck_assert_int_eq(r.total[0], 9);
	ck_assert_int_eq(r.total[1], 8);
	ck_assert_int_eq(r.loss[0], 0);
	ck_assert_int_eq(r.loss[1], 1);
	/* a contest has no battle of many rounds */
	ck_assert_int_eq(combat_odds(c, NULL, 3, 4, 0, &o, &dg), ST_USAGE);
	decl_free(c);
	c = contest("1", "1", TIE_DEFENDER, 1);
	round_is(c, 3, 4, 36, back, 2);
	decl_free(c);
	c = contest("1", "1", TIE_NOBODY, 1);
	round_is(c, 3, 4, 36, nobody, 3);
	decl_free(c);
	c = contest("units - 2", "1", TIE_DEFENDER, 0);
	round_is(c, 3, 4, 36, more, 2);
	decl_free(c);
}
END_TEST

static void
compile_err(int mode, const char *adice, const char *want)
{
	struct combat_decl c;
	struct diag_list errs;
	struct spos pos = { "t.yaml", 4, 12 };

	memset(&c, 0, sizeof c);
	c.mode = mode;
	c.divisor = 6;
	for (int s = 0; s < 2; s++) {
		c.side[s].dice = (struct sexpr){ .text =
		    (char *)(s ? "1" : adice), .pos = pos };
		c.side[s].die = (char *)"d6";
	}
	diag_list_init(&errs);
	ck_assert_int_ge(combat_compile(&c, "combats.attack", NULL, &errs), 1);
	ck_assert_msg(strcmp(errs.v[0].msg, want) == 0, "%s", errs.v[0].msg);
	ck_assert_int_eq(errs.v[0].line, 4);
	diag_list_free(&errs);
	for (int s = 0; s < 2; s++)
		expr_free(c.side[s].dice.e);
}

START_TEST(compile_errors)
{
	compile_err(COMBAT_PAIRWISE, "min(3, armies)", "'combats.attack."
	    "attacker.dice': unknown name 'armies': the dice of a combat count "
	    "'units' (the side's units in the fight) and 'enemy' (the other "
	    "side's)");
	compile_err(COMBAT_PAIRWISE, "min(3,", "'combats.attack.attacker."
	    "dice': the expression ends where a value is expected");
}
END_TEST

/* A side of a contest throws with both 'dice' and 'die' or neither. */
START_TEST(contest_half_dice)
{
	struct combat_band band = { 1, (char *)"d6" };
	struct combat_decl c;
	struct diag_list errs;
	struct spos pos = { "t.yaml", 4, 12 };

	memset(&c, 0, sizeof c);
	c.mode = COMBAT_CONTEST;
	c.side[0].dice = (struct sexpr){ .text = (char *)"1", .pos = pos };
	diag_list_init(&errs);
	ck_assert_int_eq(combat_compile(&c, "combats.attack", NULL, &errs), 1);
	ck_assert_str_eq(errs.v[0].msg, "'combats.attack.attacker': a side "
	    "of a contest throws dice with both 'dice' and 'die', or none "
	    "with neither");
	diag_list_free(&errs);
	/* strikes-back belongs to a contest */
	decl_free(contest(NULL, NULL, TIE_DEFENDER, 1));
	memset(&c, 0, sizeof c);
	c.mode = COMBAT_OPPOSED;
	c.strikes_back = 1;
	c.side[0].bands = c.side[1].bands = (struct vec){ 1, &band, NULL,
	    NULL };
	diag_list_init(&errs);
	ck_assert_int_eq(combat_compile(&c, "combats.attack", NULL, &errs), 1);
	ck_assert_str_eq(errs.v[0].msg, "'combats.attack.strikes-back': only "
	    "a contest strikes back, and this combat's mode is 'opposed'");
	diag_list_free(&errs);
}
END_TEST

/* A pool of pieces: it names its steps, and the forms that count units
 * refuse it (its odds take pieces). */
START_TEST(pool_refused_by_units)
{
	struct combat_decl c;
	struct combat_dist x;
	struct combat_odds o;
	struct combat_attack at;
	struct combat_commit all = { COMMIT_ALL, 0 };
	struct diag_list errs;
	struct diag dg;
	char *steps[1] = { (char *)"light" };
	const char *die;
	long n;

	memset(&c, 0, sizeof c);
	c.name = (char *)"battle";
	c.mode = COMBAT_POOL;
	diag_list_init(&errs);
	ck_assert_int_eq(combat_compile(&c, "combats.battle", NULL, &errs), 1);
	ck_assert_str_eq(errs.v[0].msg, "'combats.battle.steps': a pool "
	    "combat names its steps");
	diag_list_free(&errs);
	c.steps = (struct vec){ 1, steps, NULL, NULL };
	diag_list_init(&errs);
	ck_assert_int_eq(combat_compile(&c, "combats.battle", NULL, &errs), 0);
	diag_list_free(&errs);
	ck_assert_int_eq(combat_dice(&c, 0, 2, 1, &n, &die, &dg), ST_USAGE);
	ck_assert_int_eq(combat_round_dist(&c, NULL, 2, 1, &x, &dg), ST_USAGE);
	ck_assert_int_eq(combat_odds(&c, NULL, 2, 1, 0, &o, &dg), ST_USAGE);
	ck_assert_int_eq(combat_attack_odds(&c, NULL, 2, 1, 3, all, &at, &dg),
	    ST_USAGE);
	ck_assert_int_eq(combat_fire_dist(&c, NULL, 2, 1, &x, &dg), ST_DATA);
}
END_TEST

Suite *
suite_combat(void)
{
	Suite *s = suite_create("combat");
	TCase *tc = tcase_create("combat");

	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, risk_rounds);
	tcase_add_test(tc, risk_battles);
	tcase_add_test(tc, ties_and_dice);
	tcase_add_test(tc, sums);
	tcase_add_test(tc, opposed);
	tcase_add_loop_test(tc, contest_values, 0, (int)(sizeof values /
	    sizeof values[0]));
	tcase_add_test(tc, contest_dice);
	tcase_add_test(tc, compile_errors);
	tcase_add_test(tc, pool_refused_by_units);
	tcase_add_test(tc, contest_half_dice);
	suite_add_tcase(s, tc);
	/* in moments: a search one by one took minutes */
	tc = tcase_create("combat_sums");
	tcase_set_timeout(tc, 20);
	tcase_add_test(tc, sums_many);
	suite_add_tcase(s, tc);
	return s;
}
