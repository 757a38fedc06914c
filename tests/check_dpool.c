/* check_dpool.c: assigning hits unit by unit up to armour, and the exact
 * odds of a dice-pool combat on small cases worked out by hand. */
#include <check.h>
#include <math.h>
#include <string.h>

#include "core/dice/dice.h"
#include "core/dice/dist.h"
#include "core/combat/dpool.h"
#include "fixture_game.h"
#include "suites.h"

static const struct {
	const char *name;
	long hits;
	int n;
	long armour[4], damage[4];
	long left, after[4];
	unsigned char dead[4];
} assigns[] = {
	/* the book's example: 6 hits on a Destroyer and two Engineers of 2 */
	{ "all destroyed", 6, 3, { 2, 2, 2 }, { 0, 0, 0 }, 0, { 2, 2, 2 },
	  { 1, 1, 1 } },
	/* 1 hit on a Destroyer of armour 2: damaged, not destroyed */
	{ "short of armour", 1, 1, { 2 }, { 0 }, 0, { 1 }, { 0 } },
	{ "one and a half", 3, 2, { 2, 2 }, { 0, 0 }, 0, { 2, 1 }, { 1, 0 } },
	{ "more than enough", 9, 2, { 1, 3 }, { 0, 0 }, 5, { 1, 3 },
	  { 1, 1 } },
	{ "a wounded unit first", 2, 2, { 3, 1 }, { 2, 0 }, 0, { 3, 1 },
	  { 1, 1 } },
	{ "no hits", 0, 2, { 1, 1 }, { 0, 0 }, 0, { 0, 0 }, { 0, 0 } },
};

START_TEST(test_assign)
{
	long damage[4];
	unsigned char dead[4] = { 0 };
	long left;

	memcpy(damage, assigns[_i].damage, sizeof damage);
	left = dpool_assign(assigns[_i].hits, assigns[_i].n,
	    assigns[_i].armour, damage, dead);
	ck_assert_msg(left == assigns[_i].left, "%s: %ld left, want %ld",
	    assigns[_i].name, left, assigns[_i].left);
	for (int i = 0; i < assigns[_i].n; i++) {
		ck_assert_msg(damage[i] == assigns[_i].after[i], "%s: unit %d "
		    "has %ld damage, want %ld", assigns[_i].name, i, damage[i],
		    assigns[_i].after[i]);
		ck_assert_int_eq(dead[i], assigns[_i].dead[i]);
	}
}
END_TEST

#define NEAR(x, y) (fabs((x) - (y)) < 1e-9)

START_TEST(test_duel)
{
	struct dist coin;
	struct dpool_kind k[1];
	long att[1] = { 1 }, def[1] = { 1 };
	struct dpool_odds_in in;
	struct dpool_odds_out out;
	struct diag d;

	fixture_die("d{0,1}", &coin);
	k[0] = (struct dpool_kind){ 1, 1, 1, &coin };
	in = (struct dpool_odds_in){ k, 1, 2, att, def, NULL, 1, 0, 1, 0,
	    NULL, 0, NULL };
	ck_assert_int_eq(dpool_odds(&in, &out, &d), ST_OK);
	/* one round: the attacker alone 1/4, dead 1/2, both alive 1/4 */
	ck_assert(NEAR(out.hold, 0.25));
	ck_assert(NEAR(out.lose, 0.5));
	ck_assert(NEAR(out.going, 0.25));
	ck_assert(NEAR(out.retreat, 0));
	ck_assert(NEAR(out.step[0][0].p[0], 0.5));
	ck_assert(NEAR(out.step[0][1].p[1], 0.5));
	/* the second step happens only when both are still there */
	ck_assert(NEAR(out.step[1][0].p[0], 0.25));
	dpool_odds_release(&out);
	/* with a retreat at 1 unit, the attacker gives up after round 1 */
	in.retreat = 1;
	ck_assert_int_eq(dpool_odds(&in, &out, &d), ST_OK);
	ck_assert(NEAR(out.retreat, 0.25));
	dpool_odds_release(&out);
	/* two rounds without retreat: a geometric series 1/4 + 1/16 */
	in.retreat = 0;
	in.rounds = 2;
	ck_assert_int_eq(dpool_odds(&in, &out, &d), ST_OK);
	ck_assert(NEAR(out.hold, 0.25 + 0.0625));
	ck_assert(NEAR(out.going, 0.0625));
	dpool_odds_release(&out);
	dist_free(&coin);
}
END_TEST

/* Escalation: units that never hit, and a pool die that always hits once;
 * round 1 nobody falls, so round 2 the pool hits each side in each step. */
START_TEST(test_escalation)
{
	struct dist zero, one;
	struct dpool_kind k[1];
	long att[1] = { 2 }, def[1] = { 1 };
	struct dpool_odds_in in;
	struct dpool_odds_out out;
	struct diag d;

	fixture_die("d{0}", &zero);
	fixture_die("d{1}", &one);
	k[0] = (struct dpool_kind){ 1, 1, 1, &zero };
	in = (struct dpool_odds_in){ k, 1, 2, att, def, &one, 1, 0, 1, 0,
	    NULL, 0, NULL };
	ck_assert_int_eq(dpool_odds(&in, &out, &d), ST_OK);
	ck_assert(NEAR(out.going, 1));
	dpool_odds_release(&out);
	/* round 2: step 1 costs each side a unit: the attacker holds */
	in.rounds = 2;
	ck_assert_int_eq(dpool_odds(&in, &out, &d), ST_OK);
	ck_assert(NEAR(out.hold, 1));
	dpool_odds_release(&out);
	/* only sides that fire get the pool: nobody fires in step 2, and in
	 * step 1 both do: the same */
	in.esc_all = 0;
	ck_assert_int_eq(dpool_odds(&in, &out, &d), ST_OK);
	ck_assert(NEAR(out.hold, 1));
	dpool_odds_release(&out);
	/* a pool already there is thrown in round 1 */
	in.rounds = 1;
	in.pool = 1;
	ck_assert_int_eq(dpool_odds(&in, &out, &d), ST_OK);
	ck_assert(NEAR(out.hold, 1));
	dpool_odds_release(&out);
	dist_free(&zero);
	dist_free(&one);
}
END_TEST

/* Exploding dice: the mass cut off is reported, not lost. */
START_TEST(test_explode)
{
	struct dist x;
	struct dpool_kind k[1];
	long att[1] = { 3 }, def[1] = { 3 };
	struct dpool_odds_in in;
	struct dpool_odds_out out;
	struct diag d;

	fixture_die("d{0,1,2*}", &x);
	k[0] = (struct dpool_kind){ 2, 1, 1, &x };
	in = (struct dpool_odds_in){ k, 1, 2, att, def, NULL, 1, 0, 5, 0,
	    NULL, 0, NULL };
	ck_assert_int_eq(dpool_odds(&in, &out, &d), ST_OK);
	ck_assert(out.rem < 1e-9);
	ck_assert(NEAR(out.hold + out.lose + out.retreat + out.going +
	    out.rem, 1));
	/* the sides are alike: holding and the rest are not */
	ck_assert(out.hold > 0.2 && out.hold < 0.5);
	dpool_odds_release(&out);
	dist_free(&x);
}
END_TEST

START_TEST(test_limits)
{
	struct dist coin;
	struct dpool_kind k[1];
	long att[1] = { 300 }, def[1] = { 1 };
	struct dpool_odds_in in;
	struct dpool_odds_out out;
	struct diag d;

	fixture_die("d{0,1}", &coin);
	k[0] = (struct dpool_kind){ 1, 1, 1, &coin };
	in = (struct dpool_odds_in){ k, 1, 2, att, def, NULL, 1, 0, 1, 0,
	    NULL, 0, NULL };
	ck_assert_int_eq(dpool_odds(&in, &out, &d), ST_USAGE);
	ck_assert_str_eq(d.msg, "odds: at most 255 units of a kind on a side");
	att[0] = 1;
	in.rounds = 0;
	ck_assert_int_eq(dpool_odds(&in, &out, &d), ST_USAGE);
	dist_free(&coin);
}
END_TEST

Suite *
suite_dpool(void)
{
	Suite *s = suite_create("dpool");
	TCase *t = tcase_create("dpool");

	tcase_add_loop_test(t, test_assign, 0,
	    (int)(sizeof assigns / sizeof assigns[0]));
	tcase_add_test(t, test_duel);
	tcase_add_test(t, test_escalation);
	tcase_add_test(t, test_explode);
	tcase_add_test(t, test_limits);
	suite_add_tcase(s, t);
	return s;
}
