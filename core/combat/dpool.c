/* dpool.c: dice-pool combat: assigning hits, and the exact odds of a
 * combat as a chain over the units left on each side.
 *
 * The odds follow every combination of hits the two sides can throw in
 * each step.  Hits beyond what destroys every enemy unit lead to the same
 * outcome, so each side's distribution is cut off at that many (the rest
 * gathered on the last value); the chain's states are the units of each
 * kind left, the escalation pool and, within a round, its throw and
 * whether a unit fell.  A side's hits take the enemy's units in the
 * combat's hit-order, as at the table; no damage needs keeping: a step's
 * hits are assigned at once and the damage left is repaired after it.
 */
#include "core/combat/dpool.h"
#include "core/combat/combat.h"

#include <stdlib.h>
#include <string.h>

#define MAX_STATES 2000000
#define MAX_ARMOUR 60000L

long
dpool_assign(long hits, int n, const long *armour, long *damage,
    unsigned char *destroyed)
{
	for (int i = 0; i < n && hits > 0; i++) {
		long take;
		if (destroyed[i])
			continue;
		take = armour[i] - damage[i];
		if (take > hits)
			take = hits;
		damage[i] += take;
		hits -= take;
		if (damage[i] >= armour[i])
			destroyed[i] = 1;
	}
	return hits;
}

/* --- the chain's states ------------------------------------------------------ */

struct key {
	unsigned char cnt[2][DPOOL_KINDS];
	unsigned short pool, esc;
	unsigned char killed;
};

struct map {
	struct key *k;
	double *p;
	unsigned char *used;
	size_t cap, n;
};

static unsigned long
hash(const struct key *k)
{
	const unsigned char *b = (const unsigned char *)k;
	unsigned long h = 1469598103934665603UL;

	for (size_t i = 0; i < sizeof *k; i++)
		h = (h ^ b[i]) * 1099511628211UL;
	return h;
}

static int
map_init(struct map *m, size_t cap)
{
	m->cap = cap;
	m->n = 0;
	m->k = calloc(cap, sizeof *m->k);
	m->p = calloc(cap, sizeof *m->p);
	m->used = calloc(cap, 1);
	return m->k && m->p && m->used ? 0 : -1;
}

static void
map_free(struct map *m)
{
	free(m->k);
	free(m->p);
	free(m->used);
	memset(m, 0, sizeof *m);
}

static int map_add(struct map *m, const struct key *k, double p);

static int
map_grow(struct map *m)
{
	struct map bigger;

	if (map_init(&bigger, m->cap * 2) < 0) {
		map_free(&bigger);
		return -1;
	}
	for (size_t i = 0; i < m->cap; i++)
		if (m->used[i])
			map_add(&bigger, &m->k[i], m->p[i]);
	map_free(m);
	*m = bigger;
	return 0;
}

static int
map_add(struct map *m, const struct key *k, double p)
{
	size_t i;

	if ((m->n + 1) * 2 > m->cap && map_grow(m) < 0)
		return -1;
	for (i = hash(k) & (m->cap - 1); m->used[i];
	    i = (i + 1) & (m->cap - 1))
		if (memcmp(&m->k[i], k, sizeof *k) == 0) {
			m->p[i] += p;
			return 0;
		}
	m->used[i] = 1;
	m->k[i] = *k;
	m->p[i] = p;
	m->n++;
	return 0;
}

/* --- distributions of hits ------------------------------------------------- */

/* acc (values 0..*len-1, the last gathering everything above cap) times
 * one unit's hits d. */
static int
conv(double **acc, long *len, const struct dist *d, long cap)
{
	long nlen = *len + (d->lo + d->n - 1 > 0 ? d->lo + d->n - 1 : 0);
	double *out;

	if (cap >= 0 && nlen > cap + 1)
		nlen = cap + 1;
	if ((out = calloc((size_t)nlen, sizeof *out)) == NULL)
		return -1;
	for (long i = 0; i < *len; i++) {
		if ((*acc)[i] == 0)
			continue;
		for (long j = 0; j < d->n; j++) {
			long v = i + d->lo + j;
			if (v < 0)
				v = 0;
			if (v >= nlen)
				v = nlen - 1;
			out[v] += (*acc)[i] * d->p[j];
		}
	}
	free(*acc);
	*acc = out;
	*len = nlen;
	return 0;
}

/* Do side s's units of kind k fire in step? */
static int
fires_kind(const struct dpool_odds_in *in, int s, int k, int step)
{
	return (in->fire[s * in->nkinds + k] >> (step - 1)) & 1;
}

/* The hits of side s's units (cnt) that fire in step: a distribution on
 * 0..len-1 (cut at cap when cap >= 0). */
static int
side_hits(const struct dpool_odds_in *in, int s, const unsigned char *cnt,
    int step, long cap, double **out, long *len)
{
	*len = 1;
	if ((*out = calloc(1, sizeof **out)) == NULL)
		return -1;
	(*out)[0] = 1;
	for (int k = 0; k < in->nkinds; k++)
		if (fires_kind(in, s, k, step))
			for (int u = 0; u < cnt[k]; u++)
				if (conv(out, len, in->kinds[k].hits, cap) < 0)
					return -1;
	return 0;
}

static int
fires(const struct dpool_odds_in *in, int s, const unsigned char *cnt,
    int step)
{
	for (int k = 0; k < in->nkinds; k++)
		if (cnt[k] > 0 && fires_kind(in, s, k, step))
			return 1;
	return 0;
}

static long
armour_of(const struct dpool_odds_in *in, const unsigned char *cnt)
{
	long a = 0;

	for (int k = 0; k < in->nkinds; k++)
		a += cnt[k] * in->kinds[k].armour;
	return a;
}

/* The kinds in the order a side's hits take their units (hit_by, ties in
 * kind order): every unit of a kind is at full armour when a step's hits
 * are assigned, so the units of one kind are next to each other. */
static void
hit_order(const struct dpool_odds_in *in, int *order)
{
	static const int all[] = { COMBAT_HIT_ARMOUR, COMBAT_HIT_TURN,
		COMBAT_HIT_PIECE };
	const int *by = in->hit_by != NULL ? in->hit_by : all;
	int nby = in->hit_by != NULL ? in->nhit_by : COMBAT_HIT__N;

	for (int k = 0; k < in->nkinds; k++) {
		/* one player's units: the same place in turn order */
		struct combat_hit_unit u = { in->kinds[k].armour, 0, k };
		int i = k;
		for (; i > 0; i--) {
			const struct dpool_kind *o = &in->kinds[order[i - 1]];
			struct combat_hit_unit v = { o->armour, 0,
			    order[i - 1] };
			if (combat_hit_cmp(by, nby, &v, &u) <= 0)
				break;
			order[i] = order[i - 1];
		}
		order[i] = k;
	}
}

/* hits to cnt's units in order: whole units destroyed, kind after kind;
 * the rest wounds one unit, repaired after the step. */
static int
apply(const struct dpool_odds_in *in, const int *order, unsigned char *cnt,
    long hits)
{
	int killed = 0;

	for (int i = 0; i < in->nkinds && hits > 0; i++) {
		int k = order[i];
		long kill;
		if (cnt[k] == 0)
			continue;
		kill = hits / in->kinds[k].armour;
		if (kill > cnt[k])
			kill = cnt[k];
		cnt[k] -= (unsigned char)kill;
		killed += (int)kill;
		hits -= kill * in->kinds[k].armour;
		if (cnt[k] > 0)
			break;	/* the rest wounds one unit, then repairs */
	}
	return killed;
}

static int
units(const struct dpool_odds_in *in, const unsigned char *cnt, int mobile)
{
	int n = 0;

	for (int k = 0; k < in->nkinds; k++)
		if (!mobile || in->kinds[k].mobile)
			n += cnt[k];
	return n;
}

/* Add the full (uncut) hits of a step in round 1 to the report. */
static int
report_step(const struct dpool_odds_in *in, const struct key *k, double p,
    int step, struct dpool_odds_out *out)
{
	for (int s = 0; s < 2; s++) {
		struct dist *x = &out->step[step - 1][s];
		double *h;
		long len;
		if (side_hits(in, s, k->cnt[s], step, -1, &h, &len) < 0)
			return -1;
		if (len > x->n) {
			double *np = realloc(x->p, (size_t)len * sizeof *np);
			if (np == NULL) {
				free(h);
				return -1;
			}
			for (long i = x->n; i < len; i++)
				np[i] = 0;
			x->p = np;
			x->n = len;
		}
		for (long i = 0; i < len; i++)
			x->p[i] += p * h[i];
		free(h);
	}
	return 0;
}

/* One step for every state of from, into to. */
static int
step_all(const struct dpool_odds_in *in, const int *order, int step,
    int first, const struct map *from, struct map *to,
    struct dpool_odds_out *out)
{
	for (size_t i = 0; i < from->cap; i++) {
		const struct key *k = &from->k[i];
		double *ha = NULL, *hd = NULL;
		long la, ld, capa, capd;
		int ea, ed;
		if (!from->used[i] || from->p[i] == 0)
			continue;
		if (units(in, k->cnt[0], 0) == 0 ||
		    units(in, k->cnt[1], 0) == 0) {
			/* the combat is over: nothing more is thrown */
			if (map_add(to, k, from->p[i]) < 0)
				return -1;
			continue;
		}
		if (first && report_step(in, k, from->p[i], step, out) < 0)
			return -1;
		capa = armour_of(in, k->cnt[1]);	/* what a needs */
		capd = armour_of(in, k->cnt[0]);
		if (side_hits(in, 0, k->cnt[0], step, capa, &ha, &la) < 0 ||
		    side_hits(in, 1, k->cnt[1], step, capd, &hd, &ld) < 0) {
			free(ha);
			free(hd);
			return -1;
		}
		ea = in->esc_all || fires(in, 0, k->cnt[0], step);
		ed = in->esc_all || fires(in, 1, k->cnt[1], step);
		for (long a = 0; a < la; a++)
			for (long b = 0; b < ld; b++) {
				struct key n = *k;
				double p = from->p[i] * ha[a] * hd[b];
				int kills;
				if (p == 0)
					continue;
				kills = apply(in, order, n.cnt[1],
				    a + (ea ? k->esc : 0));
				kills += apply(in, order, n.cnt[0],
				    b + (ed ? k->esc : 0));
				n.killed |= kills > 0;
				if (map_add(to, &n, p) < 0) {
					free(ha);
					free(hd);
					return -1;
				}
			}
		free(ha);
		free(hd);
		if (to->n > MAX_STATES)
			return -2;
	}
	return 0;
}

/* The escalation throw at the start of a round, into to. */
static int
throw_pool(const struct dpool_odds_in *in, const struct map *from,
    struct map *to)
{
	for (size_t i = 0; i < from->cap; i++) {
		struct key k;
		double *h;
		long len = 1, cap;
		if (!from->used[i] || from->p[i] == 0)
			continue;
		k = from->k[i];
		cap = armour_of(in, k.cnt[0]) > armour_of(in, k.cnt[1]) ?
		    armour_of(in, k.cnt[0]) : armour_of(in, k.cnt[1]);
		if ((h = calloc(1, sizeof *h)) == NULL)
			return -1;
		h[0] = 1;
		for (int d = 0; d < k.pool && in->esc != NULL; d++)
			if (conv(&h, &len, in->esc, cap) < 0) {
				free(h);
				return -1;
			}
		for (long e = 0; e < len; e++) {
			k.esc = (unsigned short)e;
			k.killed = 0;
			if (h[e] > 0 && map_add(to, &k, from->p[i] * h[e]) < 0) {
				free(h);
				return -1;
			}
		}
		free(h);
	}
	return 0;
}

/* The end of a round: outcomes, retreats, the pool; survivors into to. */
static int
end_round(const struct dpool_odds_in *in, const struct map *from,
    struct map *to, struct dpool_odds_out *out)
{
	for (size_t i = 0; i < from->cap; i++) {
		struct key k;
		int a, d;
		if (!from->used[i] || from->p[i] == 0)
			continue;
		k = from->k[i];
		a = units(in, k.cnt[0], 0);
		d = units(in, k.cnt[1], 0);
		if (a > 0 && d == 0)
			out->hold += from->p[i];
		else if (a == 0)
			out->lose += from->p[i];
		else if (units(in, k.cnt[0], 1) <= in->retreat)
			out->retreat += from->p[i];
		else {
			if (!k.killed && in->esc != NULL && k.pool < 1000)
				k.pool++;
			k.esc = 0;
			k.killed = 0;
			if (map_add(to, &k, from->p[i]) < 0)
				return -1;
		}
	}
	return 0;
}

void
dpool_odds_release(struct dpool_odds_out *out)
{
	for (int s = 0; s < DPOOL_STEPS; s++)
		for (int x = 0; x < 2; x++)
			dist_free(&out->step[s][x]);
}

static int
check_in(const struct dpool_odds_in *in, struct diag *d)
{
	long aa = 0, ad = 0;

	if (in->nkinds < 1 || in->nkinds > DPOOL_KINDS || in->nsteps < 1 ||
	    in->nsteps > DPOOL_STEPS || in->rounds < 1 || in->rounds > 100)
		return diag_set(d, ST_USAGE, "odds: 1 to %d kinds of unit, 1 "
		    "to %d steps and 1 to 100 rounds", DPOOL_KINDS,
		    DPOOL_STEPS);
	for (int k = 0; k < in->nkinds; k++) {
		if (in->att[k] < 0 || in->att[k] > 255 || in->def[k] < 0 ||
		    in->def[k] > 255)
			return diag_set(d, ST_USAGE, "odds: at most 255 units "
			    "of a kind on a side");
		if (in->kinds[k].armour < 1 || (in->fire == NULL &&
		    (in->kinds[k].step < 1 || in->kinds[k].step > in->nsteps)))
			return diag_set(d, ST_USAGE, "odds: every kind needs an "
			    "armour and a step");
		for (int s = 0; in->fire != NULL && s < 2; s++)
			if (in->fire[s * in->nkinds + k] >> in->nsteps != 0)
				return diag_set(d, ST_USAGE, "odds: kind %d of "
				    "side %d fires in a step beyond the %d "
				    "there are", k + 1, s + 1, in->nsteps);
		aa += in->att[k] * in->kinds[k].armour;
		ad += in->def[k] * in->kinds[k].armour;
	}
	if (aa > MAX_ARMOUR || ad > MAX_ARMOUR)
		return diag_set(d, ST_USAGE, "odds: the sides are too large to "
		    "follow exactly (armour above %ld)", MAX_ARMOUR);
	if (in->pool > 1000)
		return diag_set(d, ST_USAGE, "odds: at most 1000 escalation "
		    "dice");
	if (in->hit_by != NULL && (in->nhit_by < 0 ||
	    in->nhit_by > COMBAT_HIT__N))
		return diag_set(d, ST_USAGE, "odds: a hit-order names 0 to %d "
		    "criteria, not %d", COMBAT_HIT__N, in->nhit_by);
	for (int i = 0; in->hit_by != NULL && i < in->nhit_by; i++)
		if (in->hit_by[i] < 0 || in->hit_by[i] >= COMBAT_HIT__N)
			return diag_set(d, ST_USAGE, "odds: hit-order's "
			    "criterion %d is %d, not one of armour-left (%d), "
			    "turn-order (%d) and piece (%d)", i + 1,
			    in->hit_by[i], COMBAT_HIT_ARMOUR, COMBAT_HIT_TURN,
			    COMBAT_HIT_PIECE);
	return ST_OK;
}

int
dpool_odds(const struct dpool_odds_in *given, struct dpool_odds_out *out,
    struct diag *d)
{
	struct dpool_odds_in run = *given;
	const struct dpool_odds_in *in = &run;
	unsigned char fire[2 * DPOOL_KINDS];
	struct map cur, next;
	struct key k;
	int r = ST_OK, order[DPOOL_KINDS];
	double total;

	memset(out, 0, sizeof *out);
	if ((r = check_in(in, d)))
		return r;
	if (run.fire == NULL) {
		/* each kind in its step: the masks the chain reads */
		for (int s = 0; s < 2; s++)
			for (int i = 0; i < run.nkinds; i++)
				fire[s * run.nkinds + i] = (unsigned char)(1u <<
				    (run.kinds[i].step - 1));
		run.fire = fire;
	}
	hit_order(in, order);
	memset(&k, 0, sizeof k);
	for (int i = 0; i < in->nkinds; i++) {
		k.cnt[0][i] = (unsigned char)in->att[i];
		k.cnt[1][i] = (unsigned char)in->def[i];
	}
	k.pool = (unsigned short)in->pool;
	if (map_init(&cur, 64) < 0 || map_add(&cur, &k, 1.0) < 0) {
		map_free(&cur);
		return diag_set(d, ST_ENV, "out of memory");
	}
	for (int round = 1; round <= in->rounds && cur.n > 0 && r == ST_OK;
	    round++) {
		if (map_init(&next, 64) < 0 || throw_pool(in, &cur, &next) < 0)
			r = ST_ENV;
		for (int s = 1; s <= in->nsteps && r == ST_OK; s++) {
			map_free(&cur);
			cur = next;
			int e = map_init(&next, 64) < 0 ? -1 :
			    step_all(in, order, s, round == 1, &cur, &next,
			    out);
			if (e == -2)
				r = ST_USAGE;
			else if (e < 0)
				r = ST_ENV;
		}
		map_free(&cur);
		cur = next;
		if (r == ST_OK && (map_init(&next, 64) < 0 ||
		    end_round(in, &cur, &next, out) < 0))
			r = ST_ENV;
		map_free(&cur);
		cur = next;
	}
	for (size_t i = 0; r == ST_OK && i < cur.cap; i++)
		if (cur.used[i])
			out->going += cur.p[i];
	map_free(&cur);
	if (r == ST_USAGE) {
		dpool_odds_release(out);
		return diag_set(d, ST_USAGE, "odds: more than %d situations to "
		    "follow; try fewer rounds or units", MAX_STATES);
	}
	if (r != ST_OK) {
		dpool_odds_release(out);
		return diag_set(d, ST_ENV, "out of memory");
	}
	total = out->hold + out->lose + out->retreat + out->going;
	out->rem = total < 1 ? 1 - total : 0;
	for (int s = 0; s < in->nsteps; s++)
		for (int x = 0; x < 2; x++) {
			struct dist *st = &out->step[s][x];
			double sum = 0;
			while (st->n > 0 && st->p[st->n - 1] == 0)
				st->n--;
			for (long i = 0; i < st->n; i++)
				sum += st->p[i];
			st->lo = 0;
			st->rem = sum < 1 ? 1 - sum : 0;
		}
	return ST_OK;
}
