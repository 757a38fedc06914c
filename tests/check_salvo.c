/* check_salvo.c: sum-of-dice fire: kills, morale dice, the outcome of an
 * exchange, and its exact odds against brute-force enumeration. */
#include <check.h>
#include <math.h>
#include <string.h>

#include "core/combat/salvo.h"
#include "suites.h"

static const struct { long total, divisor, want; } kills[] = {
	{ 0, 6, 0 }, { 5, 6, 0 }, { 6, 6, 1 }, { 11, 6, 1 }, { 12, 6, 2 },
	/* the book's example size: 10 fighters throwing 35 destroy 5 */
	{ 35, 6, 5 }, { 60, 6, 10 }, { 7, 1, 7 }, { 7, 0, 0 }, { -3, 6, 0 },
};

START_TEST(test_kills)
{
	long got = salvo_kills(kills[_i].total, kills[_i].divisor);

	ck_assert_msg(got == kills[_i].want, "kills(%ld / %ld) = %ld, want %ld",
	    kills[_i].total, kills[_i].divisor, got, kills[_i].want);
}
END_TEST

static const struct { long fighters, per; int up; long want; } morale[] = {
	{ 12, 4, 1, 3 }, { 11, 4, 1, 2 }, { 3, 4, 1, 0 }, { 4, 4, 1, 1 },
	{ 12, 4, 0, 0 }, { 9, 3, 1, 3 }, { 0, 4, 1, 0 }, { 8, 0, 1, 0 },
};

START_TEST(test_morale)
{
	long got = salvo_morale_dice(morale[_i].fighters, morale[_i].per,
	    morale[_i].up);

	ck_assert_msg(got == morale[_i].want, "morale dice(%ld fighters, per "
	    "%ld, up %d) = %ld, want %ld", morale[_i].fighters, morale[_i].per,
	    morale[_i].up, got, morale[_i].want);
}
END_TEST

static const struct {
	long af, bf, ak, bk, aloss, bloss;
	int win;
} outcome[] = {
	{ 5, 6, 5, 1, 1, 5, 0 },	/* the fewer losses win */
	{ 3, 4, 3, 0, 0, 3, 0 },
	{ 10, 2, 2, 2, 2, 2, -1 },	/* equal losses: a draw */
	{ 10, 2, 9, 1, 1, 2, 0 },	/* kills beyond the enemy's fighters */
	{ 4, 1, 0, 1, 1, 0, 1 },
	{ 0, 0, 0, 0, 0, 0, -1 },
};

START_TEST(test_outcome)
{
	long al, bl;
	int win = salvo_outcome(outcome[_i].af, outcome[_i].bf, outcome[_i].ak,
	    outcome[_i].bk, &al, &bl);

	ck_assert_int_eq(win, outcome[_i].win);
	ck_assert_int_eq(al, outcome[_i].aloss);
	ck_assert_int_eq(bl, outcome[_i].bloss);
}
END_TEST

/* Every throw of a_dice + b_dice d6, counted in integers. */
static void
brute(int ad, long af, int bd, long bf, double *pa, double *pb, double *pd,
    double *ka, double *kb)
{
	int n = ad + bd;
	long total = 1, wins[3] = { 0 }, cka[16] = { 0 }, ckb[16] = { 0 };

	for (int i = 0; i < n; i++)
		total *= 6;
	for (long c = 0; c < total; c++) {
		long x = c, sa = 0, sb = 0, al, bl;
		int win;
		for (int i = 0; i < n; i++) {
			if (i < ad)
				sa += x % 6 + 1;
			else
				sb += x % 6 + 1;
			x /= 6;
		}
		win = salvo_outcome(af, bf, salvo_kills(sa, 6),
		    salvo_kills(sb, 6), &al, &bl);
		cka[bl]++;
		ckb[al]++;
		wins[win < 0 ? 2 : win]++;
	}
	*pa = (double)wins[0] / (double)total;
	*pb = (double)wins[1] / (double)total;
	*pd = (double)wins[2] / (double)total;
	for (int k = 0; k < 16; k++) {
		ka[k] = (double)cka[k] / (double)total;
		kb[k] = (double)ckb[k] / (double)total;
	}
}

static const struct { int ad; long af; int bd; long bf; } odds[] = {
	{ 2, 2, 1, 1 }, { 3, 3, 3, 3 }, { 4, 3, 2, 2 },	/* 3 fighters + 1 */
	{ 5, 5, 2, 1 }, { 1, 1, 6, 6 }, { 0, 0, 2, 2 },
};

START_TEST(test_odds_brute)
{
	struct dist ka, kb;
	double pa, pb, pd, wa, wb, wd, bka[16], bkb[16];
	struct diag d;
	int r = salvo_odds(odds[_i].ad, odds[_i].af, odds[_i].bd, odds[_i].bf,
	    "d6", 6, NULL, &ka, &kb, &pa, &pb, &pd, &d);

	ck_assert_msg(r == ST_OK, "%s", d.msg);
	brute(odds[_i].ad, odds[_i].af, odds[_i].bd, odds[_i].bf, &wa, &wb,
	    &wd, bka, bkb);
	ck_assert_msg(fabs(pa - wa) < 1e-12 && fabs(pb - wb) < 1e-12 &&
	    fabs(pd - wd) < 1e-12, "case %d: %.15f %.15f %.15f, brute force "
	    "%.15f %.15f %.15f", _i, pa, pb, pd, wa, wb, wd);
	for (long k = 0; k < 16; k++) {
		double x = k >= ka.lo && k < ka.lo + ka.n ? ka.p[k - ka.lo] : 0;
		double y = k >= kb.lo && k < kb.lo + kb.n ? kb.p[k - kb.lo] : 0;
		ck_assert_msg(fabs(x - bka[k]) < 1e-12 && fabs(y - bkb[k]) <
		    1e-12, "case %d, %ld kills: %.15f %.15f, brute force %.15f "
		    "%.15f", _i, k, x, y, bka[k], bkb[k]);
	}
	dist_free(&ka);
	dist_free(&kb);
}
END_TEST

START_TEST(test_odds_cap)
{
	struct dist ka, kb;
	double pa, pb, pd;
	struct diag d;

	/* 60 dice always destroy at least 10: all of the enemy's 4 */
	ck_assert_int_eq(salvo_odds(60, 60, 1, 4, "d6", 6, NULL, &ka, &kb, &pa,
	    &pb, &pd, &d), ST_OK);
	ck_assert_int_eq(ka.lo, 4);
	ck_assert_int_eq(ka.n, 1);
	ck_assert(fabs(ka.p[0] - 1) < 1e-12);
	ck_assert(fabs(pa - 1) < 1e-12);
	dist_free(&ka);
	dist_free(&kb);
	ck_assert_int_eq(salvo_odds(2, 2, 1, 1, "2d6", 6, NULL, &ka, &kb, &pa,
	    &pb, &pd, &d), ST_USAGE);
	ck_assert_str_eq(d.msg, "odds: '2d6' is not a single die");
	ck_assert_int_eq(salvo_odds(2, 2, 1, 1, "d6", 0, NULL, &ka, &kb, &pa,
	    &pb, &pd, &d), ST_USAGE);
}
END_TEST

Suite *
suite_salvo(void)
{
	Suite *s = suite_create("salvo");
	TCase *t = tcase_create("salvo");

	tcase_add_loop_test(t, test_kills, 0, sizeof kills / sizeof kills[0]);
	tcase_add_loop_test(t, test_morale, 0,
	    sizeof morale / sizeof morale[0]);
	tcase_add_loop_test(t, test_outcome, 0,
	    sizeof outcome / sizeof outcome[0]);
	tcase_add_loop_test(t, test_odds_brute, 0, sizeof odds / sizeof odds[0]);
	tcase_add_test(t, test_odds_cap);
	suite_add_tcase(s, t);
	return s;
}
