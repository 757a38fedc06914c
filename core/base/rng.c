/* rng.c: splitmix64 seeding, xoshiro256** output, unbiased bounded draws.
 * The algorithms are spelled out in rng.h; replays depend on every bit. */
#include "core/base/rng.h"

#include <stddef.h>

#define LOW32 UINT64_C(0xffffffff)
#define TWO32 (UINT64_C(1) << 32)

static uint64_t
splitmix64(uint64_t *x)
{
	uint64_t z = (*x += UINT64_C(0x9e3779b97f4a7c15));

	z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
	return z ^ (z >> 31);
}

static uint64_t
rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

void
rng_seed(struct rng *r, uint64_t seed)
{
	uint64_t x = seed;

	for (int i = 0; i < 4; i++)
		r->s[i] = splitmix64(&x);
}

uint64_t
rng_next(struct rng *r)
{
	uint64_t *s = r->s;
	uint64_t result = rotl(s[1] * 5, 7) * 9;
	uint64_t t = s[1] << 17;

	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = rotl(s[3], 45);
	return result;
}

uint64_t
rng_below(struct rng *r, uint64_t n, unsigned long *draws)
{
	unsigned long used = 1;
	uint64_t m, lo;

	if (n == 0 || n > TWO32)
		return 0;
	m = (rng_next(r) >> 32) * n;
	lo = m & LOW32;
	if (lo < n) {
		/* Reject the (2^32 mod n) low products that would favour
		 * some results. */
		uint64_t t = (TWO32 - n) % n;

		while (lo < t) {
			m = (rng_next(r) >> 32) * n;
			lo = m & LOW32;
			used++;
		}
	}
	if (draws != NULL)
		*draws += used;
	return m >> 32;
}

void
rng_skip(struct rng *r, unsigned long draws)
{
	while (draws-- > 0)
		rng_next(r);
}
