/* battle.c: opposed-roll attacks as a Markov chain (see battle.h). */
#include "core/mech/battle.h"

#include <stdlib.h>
#include <string.h>

#include "core/dice/dice.h"
#include "core/dice/dist.h"

long
battle_commit(struct battle_policy pol, long a)
{
	switch (pol.kind) {
	case POLICY_COMMIT:
		return a < pol.n ? a : pol.n;
	case POLICY_STOP_BELOW:
		return a < pol.n ? 0 : a;
	case POLICY_ALL:
		break;
	}
	return a;
}

/* P(attacker's face - defender's face = k), for one pair of bands. */
struct diff {
	long lo, n;
	double *p;
	double rem;
};

static const struct die_faces *
named(void *ctx, const char *name)
{
	return rs_die(ctx, name);
}

static int
band_dist(const struct ruleset *rs, int band, struct dist *out,
    struct diag *d)
{
	const struct band_def *b = VEC_AT(rs->mech.attack.bands,
	    struct band_def, band);
	struct dice_env env = { named, (void *)rs };
	struct dice_expr *e = NULL;
	int r;

	if ((r = dice_parse(b->die, &env, &e, d)))
		return r;
	r = dist_of(e, out, d);
	dice_free(e);
	return r;
}

static int
make_diff(const struct dist *a, const struct dist *b, struct diff *out)
{
	out->lo = a->lo - (b->lo + b->n - 1);
	out->n = a->n + b->n - 1;
	out->p = calloc((size_t)out->n, sizeof *out->p);
	out->rem = a->rem + b->rem - a->rem * b->rem;
	if (out->p == NULL)
		return -1;
	for (long i = 0; i < a->n; i++)
		for (long j = 0; j < b->n; j++)
			out->p[(a->lo + i) - (b->lo + j) - out->lo] +=
			    a->p[i] * b->p[j];
	return 0;
}

int
mech_band(const struct vec *bands, long units)
{
	int k = 0;

	for (int i = 0; i < bands->n; i++)
		if (units >= VEC_AT(*bands, struct band_def, i)->from)
			k = i;
	return k;
}

void
mech_opposed(long a_units, long d_units, long a, long d, int cap,
    long *a_loss, long *d_loss)
{
	long diff = a > d ? a - d : d - a;

	*a_loss = *d_loss = 0;
	if (a > d) {
		*d_loss = cap && diff > a_units ? a_units : diff;
		if (*d_loss > d_units)
			*d_loss = d_units;
	} else if (d > a) {
		*a_loss = cap && diff > d_units ? d_units : diff;
		if (*a_loss > a_units)
			*a_loss = a_units;
	}
}

void
battle_odds_free(struct battle_odds *o)
{
	free(o->taken);
	free(o->kept);
	free(o->held);
	memset(o, 0, sizeof *o);
}

int
battle_opposed(const struct ruleset *rs, long A, long D, long rolls,
    struct battle_policy pol, struct battle_odds *out, struct diag *d)
{
	const struct attack_def *m = &rs->mech.attack;
	int nb = m->bands.n, r = ST_OK;
	struct dist *bd = NULL;
	struct diff *df = NULL;
	double *cur = NULL, *nxt = NULL;
	size_t W = (size_t)D + 1;

	memset(out, 0, sizeof *out);
	if (!m->present || nb <= 0)
		return diag_set(d, ST_DATA, "%s has no attacks to compute odds "
		    "for", rs->id);
	if (A < 0 || D < 0 || A > BATTLE_MAX_UNITS || D > BATTLE_MAX_UNITS)
		return diag_set(d, ST_USAGE, "the odds of an attack take 0 to "
		    "%d units a side", BATTLE_MAX_UNITS);
	if (rolls < 0 || rolls > BATTLE_MAX_ROLLS)
		return diag_set(d, ST_USAGE, "the odds of an attack follow 0 "
		    "to %d rolls", BATTLE_MAX_ROLLS);
	out->attackers = A;
	out->defenders = D;
	out->rolls = rolls;
	out->taken = calloc((size_t)A + 1, sizeof(double));
	out->kept = calloc((size_t)A + 1, sizeof(double));
	out->held = calloc((size_t)D + 1, sizeof(double));
	bd = calloc((size_t)nb, sizeof *bd);
	df = calloc((size_t)nb * (size_t)nb, sizeof *df);
	cur = calloc(((size_t)A + 1) * W, sizeof *cur);
	nxt = calloc(((size_t)A + 1) * W, sizeof *nxt);
	if (!out->taken || !out->kept || !out->held || !bd || !df || !cur ||
	    !nxt) {
		r = diag_set(d, ST_ENV, "out of memory");
		goto out;
	}
	for (int i = 0; i < nb; i++)
		if ((r = band_dist(rs, i, &bd[i], d)))
			goto out;
	for (int i = 0; i < nb; i++)
		for (int j = 0; j < nb; j++)
			if (make_diff(&bd[i], &bd[j], &df[i * nb + j]) < 0) {
				r = diag_set(d, ST_ENV, "out of memory");
				goto out;
			}
	if (D == 0) {
		/* an empty land falls without a roll */
		out->taken[A] = out->p_take = 1;
		goto out;
	}
	cur[(size_t)A * W + (size_t)D] = 1;
	for (long roll = 0; roll < rolls; roll++) {
		int any = 0;
		memset(nxt, 0, ((size_t)A + 1) * W * sizeof *nxt);
		for (long a = 0; a <= A; a++)
			for (long dd = 1; dd <= D; dd++) {
				double p = cur[(size_t)a * W + (size_t)dd];
				long k = battle_commit(pol, a), ua, ud;
				const struct diff *x;
				if (p == 0)
					continue;
				if (k <= 0) {
					/* the attacker stops here */
					out->kept[a] += p;
					out->held[dd] += p;
					continue;
				}
				any = 1;
				out->exp_rolls += p;
				ua = m->band_by == BAND_OWN ? k : k + dd;
				ud = m->band_by == BAND_OWN ? dd : k + dd;
				x = &df[mech_band(&m->bands, ua) * nb +
				    mech_band(&m->bands, ud)];
				out->rem += p * x->rem;
				for (long i = 0; i < x->n; i++) {
					long al, dl, na, nd;
					double q = p * x->p[i];
					if (q == 0)
						continue;
					al = dl = 0;
					if (x->lo + i > 0)
						mech_opposed(k, dd, x->lo + i, 0,
						    m->loss_cap == CAP_WINNER_UNITS,
						    &al, &dl);
					else if (x->lo + i < 0)
						mech_opposed(k, dd, 0, -(x->lo + i),
						    m->loss_cap == CAP_WINNER_UNITS,
						    &al, &dl);
					out->exp_attacker_loss += q * (double)al;
					out->exp_defender_loss += q * (double)dl;
					na = a - al;
					nd = dd - dl;
					if (nd == 0) {
						out->taken[na] += q;
						out->p_take += q;
					} else {
						nxt[(size_t)na * W + (size_t)nd] +=
						    q;
					}
				}
			}
		double *t = cur;
		cur = nxt;
		nxt = t;
		if (!any)
			break;
	}
	/* the money ran out with the land still held */
	for (long a = 0; a <= A; a++)
		for (long dd = 1; dd <= D; dd++) {
			double p = cur[(size_t)a * W + (size_t)dd];
			out->kept[a] += p;
			out->held[dd] += p;
		}
out:
	for (int i = 0; bd != NULL && i < nb; i++)
		dist_free(&bd[i]);
	for (int i = 0; df != NULL && i < nb * nb; i++)
		free(df[i].p);
	free(bd);
	free(df);
	free(cur);
	free(nxt);
	if (r != ST_OK)
		battle_odds_free(out);
	return r;
}
