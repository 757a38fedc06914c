/* combat_odds.c: the exact odds of a whole battle of a declared combat, as
 * a Markov chain over (attacker's units, defender's units).
 *
 * A round's raw outcomes depend only on the dice thrown (how many, which
 * die), so they are computed once per pair of dice and cached; the units
 * in the fight only cap them (combat_losses_of).  Fought to the end, every
 * round that changes something lowers a + d, so the states are settled in
 * order of a + d, highest first, and a round that changes nothing (a tied
 * opposed roll) is folded in: from a state that stays put with
 * probability s, each other outcome has its probability divided by 1 - s.
 * With a number of rounds, the chain is stepped round by round. */
#include "core/combat/combat.h"
#include "core/combat/combat_int.h"

#include <stdlib.h>
#include <string.h>

void
combat_cache_free(struct combat_cache *c)
{
	for (int i = 0; i < c->n; i++)
		combat_dist_free(&c->v[i].raw);
	free(c->v);
}

int
combat_cache_raw(const struct combat_decl *c, const struct dice_env *env,
    struct combat_cache *k, long a, long d, const struct combat_dist **out,
    struct diag *dg)
{
	long na, nd;
	const char *da, *dd;
	int r;

	if ((r = combat_dice(c, 0, a, d, &na, &da, dg)) != ST_OK ||
	    (r = combat_dice(c, 1, d, a, &nd, &dd, dg)) != ST_OK)
		return r;
	for (int i = 0; i < k->n; i++)
		if (k->v[i].na == na && k->v[i].nd == nd && k->v[i].da == da &&
		    k->v[i].dd == dd) {
			*out = &k->v[i].raw;
			return ST_OK;
		}
	if (k->n == k->cap) {
		int cap = k->cap ? k->cap * 2 : 16;
		struct combat_cached *v = realloc(k->v, (size_t)cap * sizeof *v);
		if (v == NULL)
			return diag_set(dg, ST_ENV, "odds: out of memory");
		k->v = v;
		k->cap = cap;
	}
	k->v[k->n] = (struct combat_cached){ na, nd, da, dd, { 0, NULL, 0, 0 } };
	if ((r = combat_raw(c, env, na, da, nd, dd, &k->v[k->n].raw, dg)) !=
	    ST_OK)
		return r;
	*out = &k->v[k->n++].raw;
	return ST_OK;
}

void
combat_odds_free(struct combat_odds *o)
{
	free(o->att_left);
	free(o->def_left);
	memset(o, 0, sizeof *o);
}

/* Mass p reaches state (a, d): an end, or the next round's table. */
static void
arrive(struct combat_odds *o, double *tab, size_t W, long a, long d, double p)
{
	if (a > 0 && d > 0) {
		tab[(size_t)a * W + (size_t)d] += p;
		return;
	}
	o->att_left[a] += p;
	o->def_left[d] += p;
	if (a > 0)
		o->win += p;
	else if (d > 0)
		o->lose += p;
	else
		o->draw += p;
}

/* One state's round: mass p at (a, d) into tab; fold: divide by 1 - s. */
static int
step(const struct combat_decl *c, const struct dice_env *env,
    struct combat_cache *k, struct combat_odds *o, double *tab, size_t W, long a,
    long d, double p, int fold, struct diag *dg)
{
	const struct combat_dist *raw = NULL;
	double stay = 0, scale = 1;
	int r;

	if ((r = combat_cache_raw(c, env, k, a, d, &raw, dg)) != ST_OK)
		return r;
	o->rem += p * raw->rem;
	if (fold) {
		for (int i = 0; i < raw->n; i++) {
			long loss[2];
			combat_losses_of(c, raw->v[i].loss[0],
			    raw->v[i].loss[1], a, d, loss);
			if (loss[0] == 0 && loss[1] == 0)
				stay += raw->v[i].p;
		}
		if (stay >= 1 - 1e-15) {
			/* nothing can ever change: the fight never ends */
			o->going += p;
			o->att_left[a] += p;
			o->def_left[d] += p;
			return ST_OK;
		}
		scale = 1 / (1 - stay);
		o->exp_rounds += p * scale;
	} else {
		o->exp_rounds += p;
	}
	for (int i = 0; i < raw->n; i++) {
		long loss[2];
		combat_losses_of(c, raw->v[i].loss[0], raw->v[i].loss[1], a, d,
		    loss);
		if (fold && loss[0] == 0 && loss[1] == 0)
			continue;
		arrive(o, tab, W, a - loss[0], d - loss[1],
		    p * raw->v[i].p * scale);
	}
	return ST_OK;
}

int
combat_odds(const struct combat_decl *c, const struct dice_env *env, long A,
    long D, long rounds, struct combat_odds *o, struct diag *dg)
{
	struct combat_cache k = { NULL, 0, 0 };
	size_t W = (size_t)D + 1;
	double *cur = NULL, *nxt = NULL;
	int r = ST_OK;

	memset(o, 0, sizeof *o);
	if (c->mode == COMBAT_CONTEST)
		return diag_set(dg, ST_USAGE, "odds: '%s' is a contest of "
		    "values, settled in one exchange: its odds are those of "
		    "one round", c->name);
	if (A < 0 || D < 0 || A > COMBAT_MAX_UNITS || D > COMBAT_MAX_UNITS)
		return diag_set(dg, ST_USAGE, "odds: a side has 0 to %d units",
		    COMBAT_MAX_UNITS);
	if (rounds < 0 || rounds > COMBAT_MAX_ROUNDS)
		return diag_set(dg, ST_USAGE, "odds: 1 to %d rounds",
		    COMBAT_MAX_ROUNDS);
	if ((double)(A + 1) * (double)(D + 1) > 4.1e6)
		return diag_set(dg, ST_USAGE, "odds: %ld against %ld units are "
		    "too many to follow exactly", A, D);
	o->A = A;
	o->D = D;
	o->rounds = rounds;
	o->att_left = calloc((size_t)A + 1, sizeof(double));
	o->def_left = calloc((size_t)D + 1, sizeof(double));
	cur = calloc(((size_t)A + 1) * W, sizeof *cur);
	if (rounds > 0)
		nxt = calloc(((size_t)A + 1) * W, sizeof *nxt);
	if (!o->att_left || !o->def_left || !cur || (rounds > 0 && !nxt)) {
		r = diag_set(dg, ST_ENV, "odds: out of memory");
		goto done;
	}
	arrive(o, cur, W, A, D, 1);
	if (rounds == 0) {
		for (long s = A + D; s >= 2 && r == ST_OK; s--)
			for (long a = s - 1 < A ? s - 1 : A; a >= 1 && s - a <=
			    D; a--) {
				double p = cur[(size_t)a * W + (size_t)(s - a)];
				if (p == 0)
					continue;
				if ((r = step(c, env, &k, o, cur, W, a, s - a, p,
				    1, dg)) != ST_OK)
					break;
			}
	} else {
		for (long t = 0; t < rounds && r == ST_OK; t++) {
			int any = 0;
			memset(nxt, 0, ((size_t)A + 1) * W * sizeof *nxt);
			for (long a = 1; a <= A && r == ST_OK; a++)
				for (long d = 1; d <= D; d++) {
					double p = cur[(size_t)a * W +
					    (size_t)d];
					if (p == 0)
						continue;
					any = 1;
					if ((r = step(c, env, &k, o, nxt, W, a,
					    d, p, 0, dg)) != ST_OK)
						break;
				}
			double *tmp = cur;
			cur = nxt;
			nxt = tmp;
			if (!any)
				break;
		}
		for (long a = 1; a <= A; a++)
			for (long d = 1; d <= D; d++) {
				double p = cur[(size_t)a * W + (size_t)d];
				o->going += p;
				o->att_left[a] += p;
				o->def_left[d] += p;
			}
	}
	for (long a = 0; a <= A; a++)
		o->exp_loss[0] += o->att_left[a] * (double)(A - a);
	for (long d = 0; d <= D; d++)
		o->exp_loss[1] += o->def_left[d] * (double)(D - d);
done:
	combat_cache_free(&k);
	free(cur);
	free(nxt);
	if (r != ST_OK)
		combat_odds_free(o);
	return r;
}
