/* combat_sum.c: a sum combat's fire: the units a total destroys, and the
 * law of what n dice destroy (see combat.h). */
#include "core/combat/combat.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/dice/dist.h"

long
combat_kills(const struct combat_decl *c, long total)
{
	if (total <= 0 || c->divisor <= 0)
		return 0;
	switch (c->rounding) {
	case ROUND_UP:
		return (total + c->divisor - 1) / c->divisor;
	case ROUND_NEAREST:	/* halves up */
		return (2 * total + c->divisor) / (2 * c->divisor);
	}
	return total / c->divisor;
}

static int
certain(long v, struct dist *out, struct diag *d)
{
	if ((out->p = malloc(sizeof *out->p)) == NULL)
		return diag_set(d, ST_ENV, "odds: out of memory");
	out->p[0] = 1;
	out->lo = v;
	out->n = 1;
	return ST_OK;
}

int
combat_kills_dist(const struct combat_decl *c, const struct dice_env *env,
    int side, long n, long cap, struct dist *out, struct diag *d)
{
	const char *die = c->side[side].die;
	struct dice_expr *e = NULL;
	struct dist x;
	char text[256];
	long lo, hi;
	int r;

	memset(out, 0, sizeof *out);
	if (n <= 0 || cap <= 0)
		return certain(0, out, d);
	if (die == NULL || die == schema_unknown_str)
		return diag_set(d, ST_DATA, "the dice of the combat '%s' are "
		    "unknown", c->name);
	snprintf(text, sizeof text, "%ld%s", n, die);
	if ((r = dice_parse(text, env, &e, d)))
		return r;
	r = dist_of(e, &x, d);
	dice_free(e);
	if (r != ST_OK)
		return r;
	lo = combat_kills(c, x.lo);
	hi = combat_kills(c, x.lo + x.n - 1);
	if ((out->p = calloc((size_t)(hi - lo + 1), sizeof *out->p)) ==
	    NULL) {
		dist_free(&x);
		return diag_set(d, ST_ENV, "odds: out of memory");
	}
	/* every total that comes up, lowest first */
	for (long i = 0; i < x.n; i++)
		if (x.p[i] != 0)
			out->p[combat_kills(c, x.lo + i) - lo] += x.p[i];
	out->lo = lo;
	out->n = hi - lo + 1;
	/* then what is beyond the enemy's units, onto the cap */
	if (out->lo >= cap) {
		for (long i = 1; i < out->n; i++)
			out->p[0] += out->p[i];
		out->lo = cap;
		out->n = 1;
	} else if (out->lo + out->n - 1 > cap) {
		long keep = cap - out->lo + 1;
		for (long i = keep; i < out->n; i++)
			out->p[keep - 1] += out->p[i];
		out->n = keep;
	}
	out->rem = x.rem;
	dist_free(&x);
	return ST_OK;
}
