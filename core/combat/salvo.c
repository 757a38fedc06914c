/* salvo.c: sum-of-dice fire (see salvo.h). */
#include "core/combat/salvo.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

long
salvo_kills(long total, long divisor)
{
	if (divisor <= 0 || total <= 0)
		return 0;
	return total / divisor;
}

long
salvo_morale_dice(long fighters, long per, int up)
{
	return up && per > 0 && fighters > 0 ? fighters / per : 0;
}

int
salvo_outcome(long a_fighters, long b_fighters, long a_kills, long b_kills,
    long *a_loss, long *b_loss)
{
	*a_loss = b_kills < a_fighters ? b_kills : a_fighters;
	*b_loss = a_kills < b_fighters ? a_kills : b_fighters;
	if (*a_loss == *b_loss)
		return -1;
	return *a_loss < *b_loss ? 0 : 1;
}

/* The kills of n dice: floor(sum / divisor), at most cap. */
static int
kills_dist(long n, long cap, const char *die, long divisor,
    const struct dice_env *env, struct dist *out, struct diag *d)
{
	struct dice_expr *e = NULL;
	char text[256];
	int r;

	memset(out, 0, sizeof *out);
	if (n <= 0 || cap <= 0) {
		if ((out->p = malloc(sizeof *out->p)) == NULL)
			return diag_set(d, ST_ENV, "odds: out of memory");
		out->p[0] = 1;
		out->n = 1;
		return ST_OK;
	}
	snprintf(text, sizeof text, "(%ld%s)/%ld", n, die, divisor);
	if ((r = dice_parse(text, env, &e, d)))
		return r;
	r = dist_of(e, out, d);
	dice_free(e);
	if (r != ST_OK)
		return r;
	/* fold the mass beyond the enemy's fighters onto the cap */
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
	return ST_OK;
}

/* Is die a single die, such as "d6", "d{1,2,3}" or a named one? */
static int
single_die(const char *die, const struct dice_env *env, struct diag *d)
{
	struct dice_expr *e = NULL;
	int ok, r;

	if ((r = dice_parse(die, env, &e, d)))
		return r;
	ok = e->kind == DICE_TERM && e->count == 1 && e->keep == KEEP_ALL;
	dice_free(e);
	if (!ok)
		return diag_set(d, ST_USAGE, "odds: '%s' is not a single die",
		    die);
	return ST_OK;
}

int
salvo_odds(long a_dice, long a_fighters, long b_dice, long b_fighters,
    const char *die, long divisor, const struct dice_env *env,
    struct dist *ka, struct dist *kb, double *pa, double *pb, double *pdraw,
    struct diag *d)
{
	int r;

	memset(ka, 0, sizeof *ka);
	memset(kb, 0, sizeof *kb);
	*pa = *pb = *pdraw = 0;
	if (divisor <= 0)
		return diag_set(d, ST_USAGE, "odds: the divisor must be "
		    "positive");
	if ((r = single_die(die, env, d)) ||
	    (r = kills_dist(a_dice, b_fighters, die, divisor, env, ka, d)) ||
	    (r = kills_dist(b_dice, a_fighters, die, divisor, env, kb, d))) {
		dist_free(ka);
		dist_free(kb);
		return r;
	}
	/* a's losses are b's kills: a wins when b kills fewer than a does */
	for (long i = 0; i < ka->n; i++)
		for (long j = 0; j < kb->n; j++) {
			double p = ka->p[i] * kb->p[j];
			long kill_a = ka->lo + i, kill_b = kb->lo + j;
			if (kill_b < kill_a)
				*pa += p;
			else if (kill_b > kill_a)
				*pb += p;
			else
				*pdraw += p;
		}
	return ST_OK;
}
