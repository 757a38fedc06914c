/* rng.h: the seeded generator behind every digital die.
 *
 * A game stores one 64-bit seed.  rng_seed() expands it into the four state
 * words with splitmix64 (Steele, Lea and Flood; the constants of Vigna's
 * splitmix64.c):
 *
 *	x += 0x9e3779b97f4a7c15
 *	z = x
 *	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
 *	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
 *	word = z ^ (z >> 31)
 *
 * run four times from x = seed, giving s[0], s[1], s[2], s[3] in that order.
 * rng_next() is xoshiro256** 1.0 (Blackman and Vigna, 2018): it returns
 * rotl(s[1] * 5, 7) * 9 and then steps the state.
 *
 * rng_below(n) draws one raw output x, takes its upper 32 bits h, and
 * computes m = h * n (64-bit).  If the low 32 bits of m are below
 * (2^32 - n) mod n it draws again; otherwise the result is m >> 32
 * (Lemire, "Fast random integer generation in an interval", 2019).  The
 * result is uniform on [0, n) with no bias.
 *
 * A replay never re-rolls: it reads the faces from the log.  To go on with
 * the same sequence afterwards, advance the generator by the number of raw
 * outputs the logged rolls consumed (rng_skip).  Changing anything above
 * changes every digital roll of every stored game.
 */
#ifndef ARBITER_RNG_H
#define ARBITER_RNG_H

#include <stdint.h>

struct rng {
	uint64_t s[4];
};

/* Set r from seed as described above. */
void rng_seed(struct rng *r, uint64_t seed);

/* One raw 64-bit output of xoshiro256**. */
uint64_t rng_next(struct rng *r);

/* Uniform integer in [0, n) for 1 <= n <= 2^32.  Adds the number of raw
 * outputs consumed (one, rarely more) to *draws when draws != NULL.
 * For n outside that range it returns 0 and consumes nothing. */
uint64_t rng_below(struct rng *r, uint64_t n, unsigned long *draws);

/* Advance r by that many raw outputs, as if rng_next() had been called. */
void rng_skip(struct rng *r, unsigned long draws);

#endif
