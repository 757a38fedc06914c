/* mc.c: a Monte Carlo estimate of a dice expression's distribution, for
 * comparing arbiter's exact odds with sampling.  It uses arbiter's own
 * parser and roller, so only the method differs.
 *
 *   mc EXPR SAMPLES SEED    prints "value probability" lines
 */
#include <stdio.h>
#include <stdlib.h>

#include "core/dice/dice.h"
#include "core/base/rng.h"

int
main(int argc, char **argv)
{
	struct dice_expr *e = NULL;
	struct diag d;
	struct rng r;
	long n, lo = 0, hi = -1, *count = NULL, cap = 0;

	if (argc != 4) {
		fprintf(stderr, "usage: mc EXPR SAMPLES SEED\n");
		return 2;
	}
	if (dice_parse(argv[1], NULL, &e, &d) != ST_OK) {
		fprintf(stderr, "mc: %s\n", d.msg);
		return 2;
	}
	n = atol(argv[2]);
	rng_seed(&r, strtoull(argv[3], NULL, 10));
	for (long i = 0; i < n; i++) {
		struct dice_src src;
		struct dice_result res = { 0, 0, NULL };
		long v;
		dice_src_digital(&src, &r);
		if (dice_roll(e, &src, &res, &d) != ST_OK) {
			fprintf(stderr, "mc: %s\n", d.msg);
			return 1;
		}
		v = res.total;
		dice_result_free(&res);
		dice_src_release(&src);
		if (hi < lo) {
			lo = hi = v;
			cap = 1;
			count = calloc(1, sizeof *count);
		}
		if (v < lo || v > hi) {
			long nlo = v < lo ? v : lo, nhi = v > hi ? v : hi;
			long *c2 = calloc((size_t)(nhi - nlo + 1), sizeof *c2);
			for (long k = lo; k <= hi; k++)
				c2[k - nlo] = count[k - lo];
			free(count);
			count = c2;
			lo = nlo;
			hi = nhi;
			cap = hi - lo + 1;
		}
		count[v - lo]++;
	}
	for (long k = 0; k < cap; k++)
		if (count[k] > 0)
			printf("%ld %.10g\n", lo + k, (double)count[k] / (double)n);
	free(count);
	dice_free(e);
	return 0;
}
