/* check_rng.c: the seeded generator against outputs computed independently
 * from the published splitmix64 and xoshiro256** algorithms. */
#include <check.h>
#include <stdint.h>
#include <string.h>

#include "core/base/rng.h"
#include "suites.h"

struct known {
	uint64_t seed;
	uint64_t state[4];	/* after rng_seed */
	uint64_t out[5];	/* first outputs */
};

/* From a Python transcription of splitmix64.c and xoshiro256starstar.c. */
static const struct known known[] = {
	{ 0,
	  { UINT64_C(0xe220a8397b1dcdaf), UINT64_C(0x6e789e6aa1b965f4),
	    UINT64_C(0x06c45d188009454f), UINT64_C(0xf88bb8a8724c81ec) },
	  { UINT64_C(0x99ec5f36cb75f2b4), UINT64_C(0xbf6e1f784956452a),
	    UINT64_C(0x1a5f849d4933e6e0), UINT64_C(0x6aa594f1262d2d2c),
	    UINT64_C(0xbba5ad4a1f842e59) } },
	{ 12345,
	  { UINT64_C(0x22118258a9d111a0), UINT64_C(0x346edce5f713f8ed),
	    UINT64_C(0x1e9a57bc80e6721d), UINT64_C(0x2d160e7e5c3f42ca) },
	  { UINT64_C(0xbe6a36374160d49b), UINT64_C(0x214aaa0637a688c6),
	    UINT64_C(0xf69d16de9954d388), UINT64_C(0x0c60048c4e96e033),
	    UINT64_C(0x8e2076aeed51c648) } },
};

START_TEST(test_known_outputs)
{
	const struct known *k = &known[_i];
	struct rng r;

	rng_seed(&r, k->seed);
	for (int i = 0; i < 4; i++)
		ck_assert_msg(r.s[i] == k->state[i], "seed %llu word %d",
		    (unsigned long long)k->seed, i);
	for (int i = 0; i < 5; i++)
		ck_assert_msg(rng_next(&r) == k->out[i], "seed %llu output %d",
		    (unsigned long long)k->seed, i);
}
END_TEST

/* Lemire's method with n = 2^31 + 1 rejects about half the draws; values
 * and draw counts from the same Python reference. */
START_TEST(test_below_rejects)
{
	static const struct { uint64_t v; unsigned long draws; } want[] = {
		{ 1291202459, 1 }, { 1605832636, 1 }, { 221233742, 1 },
		{ 894618232, 1 }, { 1574098597, 1 }, { 1150310066, 3 },
		{ 1973232557, 2 }, { 245451935, 1 },
	};
	struct rng r;

	rng_seed(&r, 0);
	for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
		unsigned long draws = 0;

		ck_assert_uint_eq(rng_below(&r, (UINT64_C(1) << 31) + 1, &draws),
		    want[i].v);
		ck_assert_uint_eq(draws, want[i].draws);
	}
}
END_TEST

START_TEST(test_below_small)
{
	static const uint64_t d6[] = { 0, 2, 4, 5, 5, 4, 4, 5, 4, 3 };
	struct rng r;
	unsigned long draws = 0;

	rng_seed(&r, 42);
	for (int i = 0; i < 10; i++)
		ck_assert_uint_eq(rng_below(&r, 6, &draws), d6[i]);
	ck_assert_uint_eq(draws, 10);
}
END_TEST

START_TEST(test_below_bounds)
{
	struct rng r, copy;
	unsigned long draws = 0;
	static const uint64_t ns[] = { 1, 2, 3, 6, 7, 100, 1000000,
		UINT64_C(0x80000001), UINT64_C(0xffffffff) };

	rng_seed(&r, 7);
	for (size_t k = 0; k < sizeof ns / sizeof ns[0]; k++)
		for (int i = 0; i < 1000; i++)
			ck_assert_uint_lt(rng_below(&r, ns[k], NULL), ns[k]);
	/* n = 1 still consumes one output; n = 2^32 is the upper half. */
	copy = r;
	ck_assert_uint_eq(rng_below(&r, 1, &draws), 0);
	ck_assert_uint_eq(draws, 1);
	rng_next(&copy);
	ck_assert_mem_eq(&r, &copy, sizeof r);
	ck_assert_uint_eq(rng_below(&r, UINT64_C(1) << 32, &draws),
	    rng_next(&copy) >> 32);
	ck_assert_uint_eq(draws, 2);
	/* Out of range: 0, nothing consumed. */
	ck_assert_uint_eq(rng_below(&r, 0, &draws), 0);
	ck_assert_uint_eq(rng_below(&r, (UINT64_C(1) << 32) + 1, &draws), 0);
	ck_assert_uint_eq(draws, 2);
	ck_assert_mem_eq(&r, &copy, sizeof r);
}
END_TEST

/* Counts of n outcomes over many draws; chi-square with n - 1 degrees of
 * freedom must stay under the 0.1% critical value. */
static double
chi_square(uint64_t seed, uint64_t n, int draws)
{
	long count[64] = { 0 };
	double chi = 0, e = (double)draws / (double)n;
	struct rng r;

	rng_seed(&r, seed);
	for (int i = 0; i < draws; i++)
		count[rng_below(&r, n, NULL)]++;
	for (uint64_t i = 0; i < n; i++)
		chi += (count[i] - e) * (count[i] - e) / e;
	return chi;
}

START_TEST(test_below_uniform)
{
	ck_assert_double_lt(chi_square(1, 6, 60000), 20.52);
	ck_assert_double_lt(chi_square(2, 10, 100000), 27.88);
	ck_assert_double_lt(chi_square(3, 37, 185000), 67.99);
	ck_assert_double_lt(chi_square(4, 2, 10000), 10.83);
}
END_TEST

START_TEST(test_skip)
{
	struct rng a, b;
	unsigned long draws = 0;

	rng_seed(&a, 99);
	b = a;
	for (int i = 0; i < 1000; i++)
		rng_below(&a, (UINT64_C(1) << 31) + 7, &draws);
	ck_assert_uint_gt(draws, 1000);
	rng_skip(&b, draws);
	ck_assert_mem_eq(&a, &b, sizeof a);
	rng_skip(&b, 0);
	ck_assert_mem_eq(&a, &b, sizeof a);
	for (int i = 0; i < 5; i++)
		rng_next(&a);
	rng_skip(&b, 5);
	ck_assert_uint_eq(rng_next(&a), rng_next(&b));
}
END_TEST

Suite *
suite_rng(void)
{
	Suite *s = suite_create("rng");
	TCase *tc = tcase_create("core");

	tcase_add_loop_test(tc, test_known_outputs, 0,
	    sizeof known / sizeof known[0]);
	tcase_add_test(tc, test_below_rejects);
	tcase_add_test(tc, test_below_small);
	tcase_add_test(tc, test_below_bounds);
	tcase_add_test(tc, test_below_uniform);
	tcase_add_test(tc, test_skip);
	suite_add_tcase(s, tc);
	return s;
}
