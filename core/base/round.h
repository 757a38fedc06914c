/* round.h: a number rounded to the nearest whole one, halves away from
 * zero, without the math library: lround(3)'s answer for |x| < 2^63.
 * The small commands (`odds`) round their percentages and bars with it
 * and so start without libm (cli/libm_load.c). */
#ifndef ARBITER_BASE_ROUND_H
#define ARBITER_BASE_ROUND_H

static inline long
round_away(double x)
{
	long t = (long)x;	/* toward zero; exact below 2^63 */
	double f = x - (double)t;	/* the fraction, exact: x's own bits */

	if (f >= 0.5)
		t++;
	else if (f <= -0.5)
		t--;
	return t;
}

#endif
