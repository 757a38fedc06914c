/* check_battle.c: the exact odds of a whole opposed-roll attack, checked
 * against brute-force enumeration of every sequence of dice on small
 * boards, under each policy. */
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/combat/combat.h"
#include "core/play/game.h"
#include "suites.h"

/* A ruleset with bernard's kind of attack; small dice keep brute force
 * quick: d3 below 3 units, d4 from 3. */
static const char rules[] =
    "format: arbiter-ruleset-1\n"
    "id: duel\n"
    "title: Duel\n"
    "updated: 2026-11-21\n"
    "players: {min: 2, max: 2}\n"
    "rules: {summary: Test attacks.}\n"
    "resources: {gold: {name: gold}}\n"
    "mechanisms:\n"
    "  attack:\n"
    "    resource: gold\n"
    "    cost: 1\n"
    "    bands: [{from: 1, die: d3}, {from: 3, die: d4}]\n"
    "    band-by: BANDBY\n"
    "    loss-cap: CAP\n";

static struct ruleset *
load(const char *band_by, const char *cap)
{
	char text[2048], *p;
	struct rs_text t;
	struct diag_list errs;
	struct ruleset *rs = NULL;

	snprintf(text, sizeof text, "%s", rules);
	p = strstr(text, "BANDBY");
	memmove(p + strlen(band_by), p + 6, strlen(p + 6) + 1);
	memcpy(p, band_by, strlen(band_by));
	p = strstr(text, "CAP");
	memmove(p + strlen(cap), p + 3, strlen(p + 3) + 1);
	memcpy(p, cap, strlen(cap));
	t = (struct rs_text){ "duel.yaml", text, strlen(text) };
	diag_list_init(&errs);
	ck_assert_int_eq(ruleset_load(&t, NULL, 0, NULL, 0, &rs, &errs),
	    ST_OK);
	diag_list_free(&errs);
	return rs;
}

/* Every sequence of faces, independently of combat_attack.c: the probability of
 * each end is summed into o (taken[a], kept[a], held[d]). */
struct brute {
	const struct ruleset *rs;
	struct combat_commit pol;
	double taken[16], kept[16], held[16], rolls;
};

/* The die's sides by the rules above: d3 below 3 units, d4 from 3. */
static int
sides(long units)
{
	return units < 3 ? 3 : 4;
}

/* The book's opposed roll: the loser loses the difference, at most the
 * winner's units with the cap, and at most what it has. */
static void
opposed(long au, long du, long x, long y, int cap, long *al, long *dl)
{
	long diff = x > y ? x - y : y - x;

	*al = x < y ? (cap && diff > du ? du : diff) : 0;
	*dl = x > y ? (cap && diff > au ? au : diff) : 0;
	*al = *al > au ? au : *al;
	*dl = *dl > du ? du : *dl;
}

/* The combat the attack fights: made from its bands (a ruleset written
 * before combats were declared). */
static const struct combat_decl *
decl_of(const struct ruleset *rs)
{
	ck_assert_int_ge(rs->mech.attack.combat.i, 0);
	return VEC_AT(rs->combats, struct combat_decl,
	    rs->mech.attack.combat.i);
}

static void
brute(struct brute *b, long a, long d, long left, double p)
{
	const struct attack_def *m = &b->rs->mech.attack;
	long k = combat_committed(b->pol, a);
	int sa, sd;

	if (d == 0) {
		b->taken[a] += p;
		return;
	}
	if (left == 0 || k <= 0) {
		b->kept[a] += p;
		b->held[d] += p;
		return;
	}
	b->rolls += p;
	sa = sides(m->band_by == BAND_OWN ? k : k + d);
	sd = sides(m->band_by == BAND_OWN ? d : k + d);
	for (int x = 1; x <= sa; x++)
		for (int y = 1; y <= sd; y++) {
			long al, dl;
			opposed(k, d, x, y, m->loss_cap == CAP_WINNER_UNITS,
			    &al, &dl);
			brute(b, a - al, d - dl, left - 1, p / sa / sd);
		}
}

static const struct {
	const char *band_by, *cap;
	long a, d, rolls;
	enum combat_commit_kind kind;
	long n;
} cases[] = {
	{ "own", "winner-units", 1, 1, 1, COMMIT_ALL, 0 },
	{ "own", "winner-units", 2, 1, 3, COMMIT_ALL, 0 },
	{ "own", "winner-units", 4, 3, 4, COMMIT_ALL, 0 },
	{ "own", "winner-units", 5, 4, 5, COMMIT_ALL, 0 },
	{ "own", "winner-units", 5, 4, 5, COMMIT_AT_MOST, 2 },
	{ "own", "winner-units", 6, 3, 6, COMMIT_STOP_BELOW, 3 },
	{ "own", "none", 4, 4, 4, COMMIT_ALL, 0 },
	{ "total", "winner-units", 4, 3, 5, COMMIT_AT_MOST, 3 },
	{ "total", "none", 3, 5, 5, COMMIT_STOP_BELOW, 2 },
	{ "own", "winner-units", 3, 0, 2, COMMIT_ALL, 0 },
	{ "own", "winner-units", 3, 2, 0, COMMIT_ALL, 0 },
};

START_TEST(test_against_brute_force)
{
	struct ruleset *rs = load(cases[_i].band_by, cases[_i].cap);
	struct combat_commit pol = { cases[_i].kind, cases[_i].n };
	struct brute b;
	struct combat_attack o;
	struct diag d;
	double p_take = 0, total = 0;

	memset(&b, 0, sizeof b);
	b.rs = rs;
	b.pol = pol;
	brute(&b, cases[_i].a, cases[_i].d, cases[_i].rolls, 1.0);
	ck_assert_int_eq(combat_attack_odds(decl_of(rs), NULL, cases[_i].a,
	    cases[_i].d, cases[_i].rolls, pol, &o, &d), ST_OK);
	for (long a = 0; a <= cases[_i].a; a++) {
		ck_assert_msg(fabs(o.taken[a] - b.taken[a]) < 1e-12,
		    "case %d: taken[%ld] %.17g, brute force %.17g", _i, a,
		    o.taken[a], b.taken[a]);
		ck_assert_msg(fabs(o.kept[a] - b.kept[a]) < 1e-12,
		    "case %d: kept[%ld] %.17g, brute force %.17g", _i, a,
		    o.kept[a], b.kept[a]);
		p_take += b.taken[a];
		total += o.taken[a] + o.kept[a];
	}
	for (long dd = 0; dd <= cases[_i].d; dd++)
		ck_assert_msg(fabs(o.held[dd] - b.held[dd]) < 1e-12,
		    "case %d: held[%ld] %.17g, brute force %.17g", _i, dd,
		    o.held[dd], b.held[dd]);
	ck_assert_msg(fabs(o.p_take - p_take) < 1e-12, "case %d: p_take", _i);
	/* a sum over every node of the tree: rounding adds up a little */
	ck_assert_msg(fabs(o.exp_rolls - b.rolls) < 1e-11,
	    "case %d: rolls %.17g, brute force %.17g", _i, o.exp_rolls,
	    b.rolls);
	ck_assert_msg(fabs(total - 1) < 1e-12, "case %d: mass %.17g", _i,
	    total);
	combat_attack_free(&o);
	ruleset_free(rs);
}
END_TEST

/* One roll of 1 against 1 with d3s: the attacker wins on 3 of 9 pairs. */
START_TEST(test_one_roll_exact)
{
	struct ruleset *rs = load("own", "winner-units");
	struct combat_commit pol = { COMMIT_ALL, 0 };
	struct combat_attack o;
	struct diag d;

	ck_assert_int_eq(combat_attack_odds(decl_of(rs), NULL, 1, 1, 1, pol, &o,
	    &d), ST_OK);
	ck_assert(fabs(o.p_take - 3.0 / 9) < 1e-15);
	ck_assert(fabs(o.taken[1] - 3.0 / 9) < 1e-15);
	ck_assert(fabs(o.kept[0] - 3.0 / 9) < 1e-15);
	ck_assert(fabs(o.kept[1] - 3.0 / 9) < 1e-15);
	ck_assert(fabs(o.exp_rolls - 1) < 1e-15);
	combat_attack_free(&o);
	ruleset_free(rs);
}
END_TEST

START_TEST(test_limits)
{
	struct ruleset *rs = load("own", "winner-units");
	struct combat_commit pol = { COMMIT_ALL, 0 };
	struct combat_attack o;
	struct diag d;

	ck_assert_int_eq(combat_attack_odds(decl_of(rs), NULL, -1, 1, 1, pol, &o,
	    &d), ST_USAGE);
	ck_assert_str_eq(d.msg, "the odds of an attack take 0 to 2000 units "
	    "a side");
	ck_assert_int_eq(combat_attack_odds(decl_of(rs), NULL, 1, 1, 1001, pol,
	    &o, &d), ST_USAGE);
	ck_assert_str_eq(d.msg, "the odds of an attack follow 0 to 1000 "
	    "rolls");
	ruleset_free(rs);
}
END_TEST

Suite *
suite_battle(void)
{
	Suite *s = suite_create("battle");
	TCase *t = tcase_create("opposed");

	tcase_add_loop_test(t, test_against_brute_force, 0,
	    (int)(sizeof cases / sizeof cases[0]));
	tcase_add_test(t, test_one_roll_exact);
	tcase_add_test(t, test_limits);
	tcase_set_timeout(t, 60);
	suite_add_tcase(s, t);
	return s;
}
