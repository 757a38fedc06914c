/* check_dpool_order.c: the odds of a dice-pool combat follow its
 * hit-order: a case worked out by hand, and small combats played out
 * throw by throw (every face of every die, unit by unit, as the table
 * assigns hits) against the chain of dpool.c. */
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "core/combat/combat.h"
#include "core/combat/dpool.h"
#include "core/dice/dice.h"
#include "core/dice/dist.h"
#include "fixture_game.h"
#include "suites.h"

enum { A = COMBAT_HIT_ARMOUR, T = COMBAT_HIT_TURN, P = COMBAT_HIT_PIECE };

/* --- by hand ------------------------------------------------------------ */

/* Kinds 0, heavy (armour 2), and 1, light (armour 1), each throwing a coin
 * (0 or 1 hit), one step, two rounds, no retreat.  A heavy and a light
 * against a light.  The attacker's hits a are 0, 1, 2 (1/4, 1/2, 1/4): the
 * light defender falls with 3/4.  Otherwise (1/4) the defender's hit (1/2)
 * goes, least armour first, to the light unit, destroyed; by piece, to the
 * heavy one, damaged and repaired.  Round 2 from both units: held 3/4;
 * from the heavy alone: held 1/2 (its hit), and the defender's hit only
 * damages it.  Least armour first: held 3/4 + 1/4 (1/2 3/4 + 1/2 1/2) =
 * 29/32, going on 1/4 (1/2 1/4 + 1/2 1/2) = 3/32.  By piece: held 3/4 +
 * 1/4 3/4 = 30/32, going on 2/32.  Nobody ever loses. */
static const struct {
	const char *name;
	int by[3], nby;		/* nby -1: hit_by NULL, the default */
	double hold, going;
} hand[] = {
	{ "default", { 0 }, -1, 29.0 / 32, 3.0 / 32 },
	{ "all three", { A, T, P }, 3, 29.0 / 32, 3.0 / 32 },
	{ "armour-left", { A }, 1, 29.0 / 32, 3.0 / 32 },
	{ "turn-order, armour-left", { T, A }, 2, 29.0 / 32, 3.0 / 32 },
	{ "piece", { P }, 1, 30.0 / 32, 2.0 / 32 },
	{ "piece, armour-left", { P, A }, 2, 30.0 / 32, 2.0 / 32 },
	{ "turn-order", { T }, 1, 30.0 / 32, 2.0 / 32 },
	{ "turn-order, piece", { T, P }, 2, 30.0 / 32, 2.0 / 32 },
	{ "none", { 0 }, 0, 30.0 / 32, 2.0 / 32 },
};

START_TEST(test_by_hand)
{
	struct dist coin;
	struct dpool_kind k[2];
	long att[2] = { 1, 1 }, def[2] = { 0, 1 };
	struct dpool_odds_in in;
	struct dpool_odds_out out;
	struct diag d;

	fixture_die("d{0,1}", &coin);
	k[0] = (struct dpool_kind){ 2, 1, 1, &coin };
	k[1] = (struct dpool_kind){ 1, 1, 1, &coin };
	in = (struct dpool_odds_in){ k, 2, 1, att, def, NULL, 1, 0, 2, 0,
	    hand[_i].nby < 0 ? NULL : hand[_i].by,
	    hand[_i].nby < 0 ? 0 : hand[_i].nby, NULL };
	ck_assert_int_eq(dpool_odds(&in, &out, &d), ST_OK);
	ck_assert_msg(fabs(out.hold - hand[_i].hold) < 1e-15, "%s: held "
	    "%.17g, want %.17g", hand[_i].name, out.hold, hand[_i].hold);
	ck_assert_msg(fabs(out.going - hand[_i].going) < 1e-15, "%s: going "
	    "on %.17g, want %.17g", hand[_i].name, out.going,
	    hand[_i].going);
	ck_assert(out.lose == 0 && out.retreat == 0);
	dpool_odds_release(&out);
	dist_free(&coin);
}
END_TEST

/* --- throw by throw ----------------------------------------------------- */

#define BF_KINDS 4
#define BF_UNITS 8
#define BF_FACES 4

/* A small combat: each kind's die as faces, each face as likely. */
struct bf_case {
	const char *name;
	int nkinds, nsteps, rounds;
	long armour[BF_KINDS];
	int step[BF_KINDS], mobile[BF_KINDS];
	long faces[BF_KINDS][BF_FACES];
	int nfaces[BF_KINDS];
	long att[BF_KINDS], def[BF_KINDS];
	long esc[BF_FACES];	/* the escalation die: nesc faces, 0 none */
	int nesc, esc_all;
	long pool, retreat;
	int own_fire;		/* fire gives the steps, not step */
	unsigned char fire[2][BF_KINDS];	/* side, kind: bit t - 1 for
				   step t, as dpool_odds_in.fire */
};

static const struct bf_case cases[] = {
	/* a heavy (armour 2) listed first; lights and a gun firing late */
	{ "heavy first", 3, 2, 2, { 2, 1, 1 }, { 1, 1, 2 }, { 1, 1, 0 },
	  { { 0, 1, 2 }, { 0, 1 }, { 0, 0, 1 } }, { 3, 2, 3 },
	  { 1, 2, 0 }, { 1, 1, 1 }, { 0, 1 }, 2, 1, 1, 1 , 0, { { 0 } } },
	/* armour 3 then 1 then 2, three rounds, the pool only to sides
	 * that fire */
	{ "mixed armour", 3, 2, 3, { 3, 1, 2 }, { 1, 2, 1 }, { 1, 1, 1 },
	  { { 0, 1, 1 }, { 0, 1 }, { 0, 2 } }, { 3, 2, 2 },
	  { 1, 1, 1 }, { 0, 2, 1 }, { 0, 0, 1 }, 3, 0, 0, 0 , 0, { { 0 } } },
	/* four kinds, one step, no escalation, a retreat at 1 moving unit
	 * (kind 1 does not move) */
	{ "four kinds", 4, 1, 3, { 2, 2, 1, 3 }, { 1, 1, 1, 1 },
	  { 1, 0, 1, 1 }, { { 0, 1 }, { 1 }, { 0, 1 }, { 0, 1, 2, 3 } },
	  { 2, 1, 2, 4 }, { 1, 1, 1, 0 }, { 0, 1, 1, 1 }, { 0 }, 0, 1, 0,
	  1 , 0, { { 0 } } },
	/* fires true everywhere: every unit throws in each of three steps,
	 * a heavy's hits in step 1 before the light falls */
	{ "fires everywhere", 3, 3, 2, { 2, 1, 1 }, { 0 }, { 1, 1, 0 },
	  { { 0, 1, 2 }, { 0, 1 }, { 0, 0, 1 } }, { 3, 2, 3 },
	  { 1, 1, 0 }, { 0, 1, 1 }, { 0, 1 }, 2, 0, 0, 0, 1,
	  { { 7, 7, 7 }, { 7, 7, 7 } } },
	/* a step map of its own, side by side: the attacker's kind 0 fires
	 * in steps 1 and 2, its kind 1 never; the defender's kind 1 in step
	 * 2, its kind 2 in 1 and 2; the pool to every side */
	{ "own step map", 3, 2, 3, { 2, 1, 2 }, { 0 }, { 1, 1, 1 },
	  { { 0, 1, 1 }, { 0, 1 }, { 0, 1, 2 } }, { 3, 2, 3 },
	  { 1, 2, 0 }, { 0, 1, 1 }, { 0, 1 }, 2, 1, 0, 1, 1,
	  { { 3, 0, 2 }, { 1, 2, 3 } } },
};

static const struct {
	int by[3], nby;		/* -1: NULL */
} orders[] = {
	{ { 0 }, -1 }, { { P }, 1 }, { { A }, 1 }, { { T }, 1 },
	{ { P, A }, 2 }, { { T, P }, 2 }, { { T, A, P }, 3 },
	{ { P, T, A }, 3 }, { { 0 }, 0 },
};

#define NORDERS ((int)(sizeof orders / sizeof orders[0]))

/* One side's units as the table lists them, piece by piece (the damage
 * of a step is kept while its hits are assigned: bf_assign). */
struct bf_side {
	int n;
	int kind[BF_UNITS];
};

struct bf {
	const struct bf_case *c;
	const int *by;
	int nby;
	double hold, lose, retreat, going;
	double step1[DPOOL_STEPS][2][64];	/* round 1: full hits */
};

/* Does unit x (kind kx, armour left lx) take hits before unit y?  The
 * criteria as the manual states them; a side's units are one player's,
 * so turn-order never tells two apart. */
static int
before(const struct bf *b, int kx, long lx, int ky, long ly)
{
	for (int i = 0; i < b->nby; i++) {
		if (b->by[i] == A && lx != ly)
			return lx < ly;
		if (b->by[i] == P && kx != ky)
			return kx < ky;
	}
	return 0;
}

/* hits to side s's units in the hit-order, unit by unit up to armour;
 * the units destroyed leave s.  Returns how many fell. */
static int
bf_assign(const struct bf *b, struct bf_side *s, long hits)
{
	int idx[BF_UNITS], n = s->n, fell = 0;
	long damage[BF_UNITS] = { 0 };
	unsigned char gone[BF_UNITS] = { 0 };
	struct bf_side left = { 0, { 0 } };

	for (int i = 0; i < n; i++)
		idx[i] = i;
	/* a stable insertion sort: ties keep the listing order */
	for (int i = 1; i < n; i++)
		for (int j = i; j > 0; j--) {
			int x = idx[j], y = idx[j - 1];
			if (!before(b, s->kind[x], b->c->armour[s->kind[x]] -
			    damage[x], s->kind[y], b->c->armour[s->kind[y]] -
			    damage[y]))
				break;
			idx[j] = y;
			idx[j - 1] = x;
		}
	for (int i = 0; i < n && hits > 0; i++) {
		int u = idx[i];
		long arm = b->c->armour[s->kind[u]];
		long take = arm - damage[u] < hits ? arm - damage[u] : hits;
		damage[u] += take;
		hits -= take;
		if (damage[u] == arm) {
			gone[u] = 1;
			fell++;
		}
	}
	for (int i = 0; i < n; i++)
		if (!gone[i])
			left.kind[left.n++] = s->kind[i];
	*s = left;	/* the damage on units standing is repaired */
	return fell;
}

static void bf_round(struct bf *b, const struct bf_side *s, int round,
    long pool, double p);

/* Do side x's units of kind k throw in step? */
static int
fires_k(const struct bf *b, int x, int k, int step)
{
	if (b->c->own_fire)
		return (b->c->fire[x][k] >> (step - 1)) & 1;
	return b->c->step[k] == step;
}

static int
fires_in(const struct bf *b, int x, const struct bf_side *s, int step)
{
	for (int i = 0; i < s->n; i++)
		if (fires_k(b, x, s->kind[i], step))
			return 1;
	return 0;
}

static int
mobile(const struct bf *b, const struct bf_side *s)
{
	int n = 0;

	for (int i = 0; i < s->n; i++)
		n += b->c->mobile[s->kind[i]];
	return n;
}

static void
bf_end(struct bf *b, const struct bf_side *s, int round, long pool,
    int killed, double p)
{
	if (s[0].n > 0 && s[1].n == 0)
		b->hold += p;
	else if (s[0].n == 0)
		b->lose += p;
	else if (mobile(b, &s[0]) <= b->c->retreat)
		b->retreat += p;
	else
		bf_round(b, s, round + 1, pool + (!killed && b->c->nesc > 0),
		    p);
}

/* The step's dice from unit u on (units of side 0 then side 1, those that
 * fire), hits so far h; then the hits assigned. */
static void
bf_step(struct bf *b, const struct bf_side *s, int round, int step,
    long pool, long esc, int killed, int u, const long *h, double p)
{
	int n0 = s[0].n, total = s[0].n + s[1].n;
	struct bf_side next[2] = { s[0], s[1] };
	long ha = h[0], hd = h[1];

	if (step > b->c->nsteps || s[0].n == 0 || s[1].n == 0) {
		bf_end(b, s, round, pool, killed, p);
		return;
	}
	while (u < total && !fires_k(b, u >= n0, u < n0 ? s[0].kind[u] :
	    s[1].kind[u - n0], step))
		u++;
	if (u < total) {
		int side = u >= n0, k = side ? s[1].kind[u - n0] : s[0].kind[u];
		for (int f = 0; f < b->c->nfaces[k]; f++) {
			long nh[2] = { h[0], h[1] };
			nh[side] += b->c->faces[k][f];
			bf_step(b, s, round, step, pool, esc, killed, u + 1, nh,
			    p / b->c->nfaces[k]);
		}
		return;
	}
	if (round == 1)
		for (int x = 0; x < 2; x++)
			b->step1[step - 1][x][h[x]] += p;
	if (b->c->esc_all || fires_in(b, 0, &s[0], step))
		ha += esc;
	if (b->c->esc_all || fires_in(b, 1, &s[1], step))
		hd += esc;
	killed += bf_assign(b, &next[1], ha);	/* both at once */
	killed += bf_assign(b, &next[0], hd);
	bf_step(b, next, round, step + 1, pool, esc, killed, 0,
	    (const long[2]){ 0, 0 }, p);
}

/* The escalation pool's dice from die i on, sum e so far. */
static void
bf_pool(struct bf *b, const struct bf_side *s, int round, long pool, long i,
    long e, double p)
{
	if (i == pool || b->c->nesc == 0) {
		bf_step(b, s, round, 1, pool, e, 0, 0, (const long[2]){ 0, 0 },
		    p);
		return;
	}
	for (int f = 0; f < b->c->nesc; f++)
		bf_pool(b, s, round, pool, i + 1, e + b->c->esc[f],
		    p / b->c->nesc);
}

static void
bf_round(struct bf *b, const struct bf_side *s, int round, long pool,
    double p)
{
	if (round > b->c->rounds) {
		b->going += p;
		return;
	}
	bf_pool(b, s, round, pool, 0, 0, p);
}

static void
faces_text(const long *f, int n, char *buf, size_t len)
{
	size_t at = (size_t)snprintf(buf, len, "d{");

	for (int i = 0; i < n && at < len; i++)
		at += (size_t)snprintf(buf + at, len - at, "%s%ld",
		    i ? "," : "", f[i]);
	if (at < len)
		snprintf(buf + at, len - at, "}");
}

START_TEST(test_throw_by_throw)
{
	const struct bf_case *c = &cases[_i / NORDERS];
	int o = _i % NORDERS;
	static const int all[] = { A, T, P };
	struct bf b;
	struct bf_side s[2] = { { 0, { 0 } }, { 0, { 0 } } };
	struct dist hits[BF_KINDS], esc = { 0, 0, NULL, 0 };
	struct dpool_kind k[BF_KINDS];
	struct dpool_odds_in in;
	struct dpool_odds_out out;
	struct diag d;
	char text[64];
	unsigned char fire[2 * BF_KINDS];

	memset(&b, 0, sizeof b);
	b.c = c;
	b.by = orders[o].nby < 0 ? all : orders[o].by;
	b.nby = orders[o].nby < 0 ? 3 : orders[o].nby;
	for (int x = 0; x < c->nkinds; x++) {
		for (long u = 0; u < c->att[x]; u++)
			s[0].kind[s[0].n++] = x;
		for (long u = 0; u < c->def[x]; u++)
			s[1].kind[s[1].n++] = x;
		faces_text(c->faces[x], c->nfaces[x], text, sizeof text);
		fixture_die(text, &hits[x]);
		k[x] = (struct dpool_kind){ c->armour[x], c->step[x],
		    c->mobile[x], &hits[x] };
	}
	bf_round(&b, s, 1, c->pool, 1.0);
	if (c->nesc > 0) {
		faces_text(c->esc, c->nesc, text, sizeof text);
		fixture_die(text, &esc);
	}
	in = (struct dpool_odds_in){ k, c->nkinds, c->nsteps, c->att, c->def,
	    c->nesc > 0 ? &esc : NULL, c->esc_all, c->pool, c->rounds,
	    c->retreat, orders[o].nby < 0 ? NULL : orders[o].by,
	    orders[o].nby < 0 ? 0 : orders[o].nby, NULL };
	if (c->own_fire) {
		for (int x = 0; x < 2; x++)
			for (int y = 0; y < c->nkinds; y++)
				fire[x * c->nkinds + y] = c->fire[x][y];
		in.fire = fire;
	}
	ck_assert_int_eq(dpool_odds(&in, &out, &d), ST_OK);
	ck_assert_msg(fabs(b.hold + b.lose + b.retreat + b.going - 1) < 1e-12,
	    "%s: the throws add up to %.17g", c->name, b.hold + b.lose +
	    b.retreat + b.going);
#define SAME(x, y, what) ck_assert_msg(fabs((x) - (y)) < 1e-12, "%s, order " \
	    "%d: %s %.17g by the chain, %.17g throw by throw", c->name, o, \
	    what, x, y)
	SAME(out.hold, b.hold, "held");
	SAME(out.lose, b.lose, "lost");
	SAME(out.retreat, b.retreat, "retreated");
	SAME(out.going, b.going, "going on");
	for (int st = 0; st < c->nsteps; st++)
		for (int x = 0; x < 2; x++) {
			const struct dist *h = &out.step[st][x];
			for (long v = 0; v < 64; v++)
				SAME(v < h->n ? h->p[v] : 0.0,
				    b.step1[st][x][v], "a step's hits");
		}
#undef SAME
	dpool_odds_release(&out);
	for (int x = 0; x < c->nkinds; x++)
		dist_free(&hits[x]);
	dist_free(&esc);
}
END_TEST

/* The cases above are ones where the order matters: the held odds by
 * piece and by least armour differ in each. */
START_TEST(test_order_matters)
{
	const struct bf_case *c = &cases[_i];
	double held[2];

	for (int o = 0; o < 2; o++) {
		struct bf b;
		struct bf_side s[2] = { { 0, { 0 } }, { 0, { 0 } } };
		static const int all[] = { A, T, P };
		memset(&b, 0, sizeof b);
		b.c = c;
		b.by = o == 0 ? all : orders[1].by;
		b.nby = o == 0 ? 3 : 1;
		for (int x = 0; x < c->nkinds; x++) {
			for (long u = 0; u < c->att[x]; u++)
				s[0].kind[s[0].n++] = x;
			for (long u = 0; u < c->def[x]; u++)
				s[1].kind[s[1].n++] = x;
		}
		bf_round(&b, s, 1, c->pool, 1.0);
		held[o] = b.hold;
	}
	ck_assert_msg(fabs(held[0] - held[1]) > 1e-3, "%s: held %.6f either "
	    "way", c->name, held[0]);
}
END_TEST

START_TEST(test_bad_order)
{
	struct dist coin;
	struct dpool_kind k[1];
	long att[1] = { 1 }, def[1] = { 1 };
	int by[4] = { A, T, P, A }, odd[1] = { 7 };
	struct dpool_odds_in in;
	struct dpool_odds_out out;
	struct diag d;

	fixture_die("d{0,1}", &coin);
	k[0] = (struct dpool_kind){ 1, 1, 1, &coin };
	in = (struct dpool_odds_in){ k, 1, 1, att, def, NULL, 1, 0, 1, 0, by,
	    4, NULL };
	ck_assert_int_eq(dpool_odds(&in, &out, &d), ST_USAGE);
	ck_assert_str_eq(d.msg, "odds: a hit-order names 0 to 3 criteria, "
	    "not 4");
	in.hit_by = odd;
	in.nhit_by = 1;
	ck_assert_int_eq(dpool_odds(&in, &out, &d), ST_USAGE);
	ck_assert_str_eq(d.msg, "odds: hit-order's criterion 1 is 7, not one "
	    "of armour-left (0), turn-order (1) and piece (2)");
	/* a step beyond the combat's: the defender's kind in step 2 of 1 */
	in.hit_by = NULL;
	in.nhit_by = 0;
	in.fire = (const unsigned char[]){ 1, 2 };
	ck_assert_int_eq(dpool_odds(&in, &out, &d), ST_USAGE);
	ck_assert_str_eq(d.msg, "odds: kind 1 of side 2 fires in a step beyond "
	    "the 1 there are");
	dist_free(&coin);
}
END_TEST

Suite *
suite_dpool_order(void)
{
	Suite *s = suite_create("dpool_order");
	TCase *t = tcase_create("dpool_order");
	int ncases = (int)(sizeof cases / sizeof cases[0]);

	tcase_add_loop_test(t, test_by_hand, 0,
	    (int)(sizeof hand / sizeof hand[0]));
	tcase_add_loop_test(t, test_throw_by_throw, 0, ncases * NORDERS);
	tcase_add_loop_test(t, test_order_matters, 0, ncases);
	tcase_add_test(t, test_bad_order);
	suite_add_tcase(s, t);
	return s;
}
