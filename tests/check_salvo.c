/* check_salvo.c: sum-of-dice fire, a declared sum combat: the kills of a
 * total with each rounding, and the exact odds of one exchange (with
 * bonus dice) against brute-force enumeration. */
#include <check.h>
#include <math.h>
#include <string.h>

#include <stdlib.h>

#include "core/combat/combat.h"
#include "core/dice/dist.h"
#include "suites.h"

/* A sum combat of d6 with this divisor and rounding. */
static struct combat_decl
sum(long divisor, int rounding)
{
	struct combat_decl c;

	memset(&c, 0, sizeof c);
	c.name = "space battle";
	c.mode = COMBAT_SUM;
	c.side[0].die = c.side[1].die = "d6";
	c.divisor = divisor;
	c.rounding = rounding;
	return c;
}

/* Hand computed: total / divisor rounded down, up, to the nearest
 * (halves up). */
static const struct { long total, divisor; int rounding; long want; }
kills[] = {
	{ 0, 6, ROUND_DOWN, 0 }, { 5, 6, ROUND_DOWN, 0 },
	{ 6, 6, ROUND_DOWN, 1 }, { 11, 6, ROUND_DOWN, 1 },
	{ 12, 6, ROUND_DOWN, 2 },
	/* the book's example size: 10 strikers throwing 35 destroy 5 */
	{ 35, 6, ROUND_DOWN, 5 }, { 60, 6, ROUND_DOWN, 10 },
	{ 7, 1, ROUND_DOWN, 7 }, { -3, 6, ROUND_DOWN, 0 },
	{ 1, 6, ROUND_UP, 1 }, { 6, 6, ROUND_UP, 1 }, { 7, 6, ROUND_UP, 2 },
	{ 0, 6, ROUND_UP, 0 }, { -3, 6, ROUND_UP, 0 },
	{ 2, 6, ROUND_NEAREST, 0 }, { 3, 6, ROUND_NEAREST, 1 },
	{ 8, 6, ROUND_NEAREST, 1 }, { 9, 6, ROUND_NEAREST, 2 },
	{ 7, 5, ROUND_NEAREST, 1 }, { 8, 5, ROUND_NEAREST, 2 },
};

START_TEST(test_kills)
{
	struct combat_decl c = sum(kills[_i].divisor, kills[_i].rounding);
	long got = combat_kills(&c, kills[_i].total);

	ck_assert_msg(got == kills[_i].want, "kills(%ld / %ld, %s) = %ld, "
	    "want %ld", kills[_i].total, kills[_i].divisor,
	    combat_rounding_names[kills[_i].rounding], got, kills[_i].want);
}
END_TEST

/* Every throw of a_dice + b_dice d6, counted in integers. */
static void
brute(int ad, long af, int bd, long bf, double *pa, double *pb, double *pd,
    double *ka, double *kb)
{
	int n = ad + bd;
	long total = 1, wins[3] = { 0 }, cka[16] = { 0 }, ckb[16] = { 0 };
	struct combat_decl cd = sum(6, ROUND_DOWN);

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
		bl = combat_kills(&cd, sa) < bf ? combat_kills(&cd, sa) : bf;
		al = combat_kills(&cd, sb) < af ? combat_kills(&cd, sb) : af;
		win = al == bl ? -1 : al < bl ? 0 : 1;
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
	{ 2, 2, 1, 1 }, { 3, 3, 3, 3 }, { 4, 3, 2, 2 },	/* 3 strikers + 1 */
	{ 5, 5, 2, 1 }, { 1, 1, 6, 6 }, { 0, 0, 2, 2 },
};

/* The exchange from the declaration: na dice against nb, kills capped
 * by the enemy's strikers. */
static void
exchange(long ad, long af, long bd, long bf, double *pa, double *pb,
    double *pd, double *ka, double *kb)
{
	struct combat_decl c = sum(6, ROUND_DOWN);
	struct combat_dist x;
	struct diag d;

	*pa = *pb = *pd = 0;
	memset(ka, 0, 16 * sizeof *ka);
	memset(kb, 0, 16 * sizeof *kb);
	ck_assert_int_eq(combat_fire_dist(&c, NULL, ad, bd, &x, &d), ST_OK);
	for (int i = 0; i < x.n; i++) {
		long k = x.v[i].loss[0] < bf ? x.v[i].loss[0] : bf;
		long l = x.v[i].loss[1] < af ? x.v[i].loss[1] : af;
		ka[k] += x.v[i].p;
		kb[l] += x.v[i].p;
		*(l < k ? pa : l > k ? pb : pd) += x.v[i].p;
	}
	combat_dist_free(&x);
}

START_TEST(test_odds_brute)
{
	double pa, pb, pd, wa, wb, wd, ka[16], kb[16], bka[16], bkb[16];

	exchange(odds[_i].ad, odds[_i].af, odds[_i].bd, odds[_i].bf, &pa, &pb,
	    &pd, ka, kb);
	brute(odds[_i].ad, odds[_i].af, odds[_i].bd, odds[_i].bf, &wa, &wb,
	    &wd, bka, bkb);
	ck_assert_msg(fabs(pa - wa) < 1e-12 && fabs(pb - wb) < 1e-12 &&
	    fabs(pd - wd) < 1e-12, "case %d: %.15f %.15f %.15f, brute force "
	    "%.15f %.15f %.15f", _i, pa, pb, pd, wa, wb, wd);
	for (long k = 0; k < 16; k++)
		ck_assert_msg(fabs(ka[k] - bka[k]) < 1e-12 && fabs(kb[k] -
		    bkb[k]) < 1e-12, "case %d, %ld kills: %.15f %.15f, brute "
		    "force %.15f %.15f", _i, k, ka[k], kb[k], bka[k], bkb[k]);
}
END_TEST

START_TEST(test_odds_cap)
{
	double pa, pb, pd, ka[16], kb[16];

	struct combat_decl c = sum(6, ROUND_DOWN);
	struct dist k;
	struct diag d;

	/* 60 dice always destroy at least 10: all of the enemy's 4 */
	exchange(60, 60, 1, 4, &pa, &pb, &pd, ka, kb);
	ck_assert(fabs(ka[4] - 1) < 1e-12);
	ck_assert(fabs(pa - 1) < 1e-12);
	ck_assert_int_eq(combat_kills_dist(&c, NULL, 0, 60, 4, &k, &d), ST_OK);
	ck_assert_int_eq(k.lo, 4);
	ck_assert_int_eq(k.n, 1);
	ck_assert(fabs(k.p[0] - 1) < 1e-12);
	dist_free(&k);
	/* 2 dice destroy 0 (totals 2 to 5: 10 of 36) or 1 (the rest, 26),
	 * at most the enemy's 1 */
	ck_assert_int_eq(combat_kills_dist(&c, NULL, 1, 2, 1, &k, &d), ST_OK);
	ck_assert_int_eq(k.lo, 0);
	ck_assert_int_eq(k.n, 2);
	ck_assert(fabs(k.p[0] - 10.0 / 36) < 1e-12);
	ck_assert(fabs(k.p[1] - 26.0 / 36) < 1e-12);
	dist_free(&k);
}
END_TEST

/* Hand computed, 2d6 against 1d6, divided by 6 rounded up: a total of 2
 * to 6 (15 of 36 throws) destroys 1, 7 to 12 (21 of 36) destroys 2; the
 * defender's one die always destroys 1.  Out of 216: 90 and 126. */
START_TEST(test_rounding_up)
{
	struct combat_decl c = sum(6, ROUND_UP);
	struct combat_dist x;
	struct diag d;

	ck_assert_int_eq(combat_fire_dist(&c, NULL, 2, 0, &x, &d), ST_OK);
	ck_assert_int_eq(x.n, 1);	/* a side without dice: no fire */
	ck_assert_int_eq(x.v[0].loss[0], 0);
	combat_dist_free(&x);
	ck_assert_int_eq(combat_fire_dist(&c, NULL, 2, 1, &x, &d), ST_OK);
	ck_assert(x.total == 216);
	ck_assert_int_eq(x.n, 2);
	for (int i = 0; i < x.n; i++) {
		ck_assert_int_eq(x.v[i].loss[1], 1);
		ck_assert(x.v[i].count == (x.v[i].loss[0] == 1 ? 90u : 126u));
	}
	combat_dist_free(&x);
}
END_TEST

Suite *
suite_salvo(void)
{
	Suite *s = suite_create("salvo");
	TCase *t = tcase_create("salvo");

	tcase_add_loop_test(t, test_kills, 0, sizeof kills / sizeof kills[0]);
	tcase_add_loop_test(t, test_odds_brute, 0, sizeof odds / sizeof odds[0]);
	tcase_add_test(t, test_odds_cap);
	tcase_add_test(t, test_rounding_up);
	suite_add_tcase(s, t);
	return s;
}
