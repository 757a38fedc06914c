/* combat_attack.c: an attack paid for round by round, as a Markov chain
 * over (attackers available, defenders left, rounds left), from a
 * declared combat (see combat.h).  Every probability is summed exactly
 * over the chain (no sampling). */
#include "core/combat/combat.h"
#include "core/combat/combat_int.h"

#include <stdlib.h>
#include <string.h>

#include "core/dice/dist.h"

long
combat_committed(struct combat_commit pol, long a)
{
	switch (pol.kind) {
	case COMMIT_AT_MOST:
		return a < pol.n ? a : pol.n;
	case COMMIT_STOP_BELOW:
		return a < pol.n ? 0 : a;
	}
	return a;
}

/* opposed: the law of the attacker's throw minus the defender's, for one
 * pair of dice, summed pair by pair in the order the odds of an attack
 * have always been computed (their printed digits do not move). */
struct diff {
	const char *da, *dd;
	long lo, n;
	double *p;
	double rem;
};

struct diffs {
	struct diff *v;
	int n, cap;
};

static void
diffs_free(struct diffs *k)
{
	for (int i = 0; i < k->n; i++)
		free(k->v[i].p);
	free(k->v);
}

static int
law(const char *die, const struct dice_env *env, struct dist *out,
    struct diag *d)
{
	struct dice_expr *e = NULL;
	int r;

	if ((r = dice_parse(die, env, &e, d)) != ST_OK)
		return r;
	r = dist_of(e, out, d);
	dice_free(e);
	return r;
}

static int
diff_of(const char *da, const char *dd, const struct dice_env *env,
    struct diffs *k, const struct diff **out, struct diag *dg)
{
	struct dist a = { 0, 0, NULL, 0 }, b = { 0, 0, NULL, 0 };
	struct diff *x;
	int r;

	for (int i = 0; i < k->n; i++)
		if (k->v[i].da == da && k->v[i].dd == dd) {
			*out = &k->v[i];
			return ST_OK;
		}
	if (k->n == k->cap) {
		int cap = k->cap ? k->cap * 2 : 8;
		struct diff *v = realloc(k->v, (size_t)cap * sizeof *v);
		if (v == NULL)
			return diag_set(dg, ST_ENV, "out of memory");
		k->v = v;
		k->cap = cap;
	}
	if ((r = law(da, env, &a, dg)) != ST_OK ||
	    (r = law(dd, env, &b, dg)) != ST_OK) {
		dist_free(&a);
		return r;
	}
	x = &k->v[k->n];
	*x = (struct diff){ da, dd, a.lo - (b.lo + b.n - 1), a.n + b.n - 1,
	    NULL, a.rem + b.rem - a.rem * b.rem };
	if ((x->p = calloc((size_t)x->n, sizeof *x->p)) != NULL) {
		for (long i = 0; i < a.n; i++)
			for (long j = 0; j < b.n; j++)
				x->p[(a.lo + i) - (b.lo + j) - x->lo] +=
				    a.p[i] * b.p[j];
		k->n++;
	}
	dist_free(&a);
	dist_free(&b);
	if (x->p == NULL)
		return diag_set(dg, ST_ENV, "out of memory");
	*out = x;
	return ST_OK;
}

void
combat_attack_free(struct combat_attack *o)
{
	free(o->taken);
	free(o->kept);
	free(o->held);
	memset(o, 0, sizeof *o);
}

/* The caches of one chain: raw rounds, and opposed differences. */
struct laws {
	struct combat_cache raw;
	struct diffs diff;
};

/* Mass q of a round of n attackers (of a available) against dd, with the
 * raw outcome (x, y): the losses, and where the mass goes. */
static void
settle(const struct combat_decl *c, struct combat_attack *o, double *nxt,
    size_t W, long a, long dd, long n, long x, long y, double q)
{
	long loss[2];

	combat_losses_of(c, x, y, n, dd, loss);
	o->exp_attacker_loss += q * (double)loss[0];
	o->exp_defender_loss += q * (double)loss[1];
	if (dd - loss[1] == 0) {
		o->taken[a - loss[0]] += q;
		o->p_take += q;
	} else {
		nxt[(size_t)(a - loss[0]) * W + (size_t)(dd - loss[1])] += q;
	}
}

/* The round of the mass p at (a, dd): into nxt, or an end. */
static int
round_of(const struct combat_decl *c, const struct dice_env *env,
    struct laws *k, struct combat_commit pol, struct combat_attack *o,
    double *nxt, size_t W, long a, long dd, double p, int *any,
    struct diag *dg)
{
	long n = combat_committed(pol, a), na, nd;
	const char *da, *ddie;
	int r;

	if (n <= 0) {
		/* the attacker stops here */
		o->kept[a] += p;
		o->held[dd] += p;
		return ST_OK;
	}
	*any = 1;
	o->exp_rolls += p;
	if (c->mode == COMBAT_OPPOSED) {
		const struct diff *x = NULL;
		if ((r = combat_dice(c, 0, n, dd, &na, &da, dg)) != ST_OK ||
		    (r = combat_dice(c, 1, dd, n, &nd, &ddie, dg)) != ST_OK ||
		    (r = diff_of(da, ddie, env, &k->diff, &x, dg)) != ST_OK)
			return r;
		o->rem += p * x->rem;
		for (long i = 0; i < x->n; i++)
			if (p * x->p[i] != 0)
				settle(c, o, nxt, W, a, dd, n, x->lo + i, 0,
				    p * x->p[i]);
	} else {
		const struct combat_dist *raw;
		if ((r = combat_cache_raw(c, env, &k->raw, n, dd, &raw, dg)) !=
		    ST_OK)
			return r;
		o->rem += p * raw->rem;
		for (int i = 0; i < raw->n; i++)
			if (p * raw->v[i].p != 0)
				settle(c, o, nxt, W, a, dd, n, raw->v[i].loss[0],
				    raw->v[i].loss[1], p * raw->v[i].p);
	}
	return ST_OK;
}

int
combat_attack_odds(const struct combat_decl *c, const struct dice_env *env,
    long A, long D, long rolls, struct combat_commit pol,
    struct combat_attack *o, struct diag *dg)
{
	struct laws k = { { NULL, 0, 0 }, { NULL, 0, 0 } };
	double *cur = NULL, *nxt = NULL;
	size_t W = (size_t)D + 1;
	int r = ST_OK;

	memset(o, 0, sizeof *o);
	if (A < 0 || D < 0 || A > COMBAT_MAX_UNITS || D > COMBAT_MAX_UNITS)
		return diag_set(dg, ST_USAGE, "the odds of an attack take 0 to "
		    "%d units a side", COMBAT_MAX_UNITS);
	if (rolls < 0 || rolls > COMBAT_MAX_ROLLS)
		return diag_set(dg, ST_USAGE, "the odds of an attack follow 0 "
		    "to %d rolls", COMBAT_MAX_ROLLS);
	o->attackers = A;
	o->defenders = D;
	o->rolls = rolls;
	o->taken = calloc((size_t)A + 1, sizeof(double));
	o->kept = calloc((size_t)A + 1, sizeof(double));
	o->held = calloc((size_t)D + 1, sizeof(double));
	cur = calloc(((size_t)A + 1) * W, sizeof *cur);
	nxt = calloc(((size_t)A + 1) * W, sizeof *nxt);
	if (!o->taken || !o->kept || !o->held || !cur || !nxt) {
		r = diag_set(dg, ST_ENV, "out of memory");
		goto out;
	}
	if (D == 0) {
		/* nobody to fight: taken without a round */
		o->taken[A] = o->p_take = 1;
		goto out;
	}
	cur[(size_t)A * W + (size_t)D] = 1;
	for (long roll = 0; roll < rolls && r == ST_OK; roll++) {
		int any = 0;
		memset(nxt, 0, ((size_t)A + 1) * W * sizeof *nxt);
		for (long a = 0; a <= A && r == ST_OK; a++)
			for (long dd = 1; dd <= D; dd++) {
				double p = cur[(size_t)a * W + (size_t)dd];
				if (p != 0 && (r = round_of(c, env, &k, pol, o,
				    nxt, W, a, dd, p, &any, dg)) != ST_OK)
					break;
			}
		double *t = cur;
		cur = nxt;
		nxt = t;
		if (!any)
			break;
	}
	/* the rounds paid for ran out with the defender still there */
	for (long a = 0; r == ST_OK && a <= A; a++)
		for (long dd = 1; dd <= D; dd++) {
			double p = cur[(size_t)a * W + (size_t)dd];
			o->kept[a] += p;
			o->held[dd] += p;
		}
out:
	combat_cache_free(&k.raw);
	diffs_free(&k.diff);
	free(cur);
	free(nxt);
	if (r != ST_OK)
		combat_attack_free(o);
	return r;
}
