/* dice_roll.c: throw the dice of an expression, digitally or as read at the
 * table, and add them up (order and generator use are fixed in dice.h). */
#include "core/dice/dice.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct roller {
	const struct dice_expr *root;
	struct dice_src *src;
	struct dice_result *res;
	int cap;
	int start;		/* src->pos when the roll began */
	int total, started;	/* dice in the expression; dice begun */
	struct diag *d;
};

void
dice_src_digital(struct dice_src *s, struct rng *r)
{
	memset(s, 0, sizeof *s);
	s->rng = r;
}

void
dice_src_physical(struct dice_src *s, const long *faces, int n)
{
	static const long none[1];

	memset(s, 0, sizeof *s);
	s->faces = faces != NULL ? faces : none;	/* still physical */
	s->nfaces = faces != NULL && n > 0 ? n : 0;
}

void
dice_src_release(struct dice_src *s)
{
	free(s->used);
	free(s->usedstar);
	s->used = NULL;
	s->usedstar = NULL;
	s->nused = s->capused = 0;
}

static const char *
plural(long n, const char *one, const char *many)
{
	return n == 1 ? one : many;
}

int
dice_src_finish(struct dice_src *s, struct diag *d)
{
	if (s->faces == NULL || s->pos >= s->nfaces)
		return ST_OK;
	return diag_set(d, ST_USAGE, "dice: %d %s given but the dice take %d; "
	    "give exactly %d", s->nfaces, plural(s->nfaces, "face", "faces"),
	    s->pos, s->pos);
}

void
dice_result_free(struct dice_result *res)
{
	free(res->v);
	memset(res, 0, sizeof *res);
}

static int
oom(struct roller *ro)
{
	return diag_set(ro->d, ST_ENV, "dice: out of memory");
}

static int
out_of_range(struct roller *ro, const struct dice_expr *e)
{
	char q[128];

	dice_quote(e, q, sizeof q);
	return diag_set(ro->d, ST_USAGE, "dice: the value of '%s' would pass "
	    "%ld either way", q, DICE_MAX_VALUE);
}

static int
add_checked(long a, long b, long *r)
{
	*r = a + b;	/* both within DICE_MAX_VALUE: cannot overflow */
	return *r > DICE_MAX_VALUE || *r < -DICE_MAX_VALUE ? -1 : 0;
}

static int
mul_checked(long a, long b, long *r)
{
	if (a != 0 && labs(b) > DICE_MAX_VALUE / labs(a))
		return -1;
	*r = a * b;
	return 0;
}

static long
div_floor(long a, long b)
{
	long q = a / b;

	if (a % b != 0 && (a < 0) != (b < 0))
		q--;
	return q;
}

static int
record(struct roller *ro, long face, int star, int term)
{
	struct dice_src *s = ro->src;
	struct dice_result *res = ro->res;

	if (s->nused >= DICE_MAX_THROWS)
		return diag_set(ro->d, ST_USAGE, "dice: more than %d throws in "
		    "one command, re-rolls included; the limit is %d",
		    DICE_MAX_THROWS, DICE_MAX_THROWS);
	if (s->nused == s->capused) {
		int cap = s->capused ? 2 * s->capused : 16;
		long *u = realloc(s->used, (size_t)cap * sizeof *u);
		unsigned char *x;

		if (u == NULL)
			return oom(ro);
		s->used = u;
		if ((x = realloc(s->usedstar, (size_t)cap)) == NULL)
			return oom(ro);
		s->usedstar = x;
		s->capused = cap;
	}
	s->usedstar[s->nused] = (unsigned char)star;
	s->used[s->nused++] = face;
	if (res->n == ro->cap) {
		int cap = ro->cap ? 2 * ro->cap : 16;
		struct dice_throw *v = realloc(res->v, (size_t)cap * sizeof *v);

		if (v == NULL)
			return oom(ro);
		res->v = v;
		ro->cap = cap;
	}
	res->v[res->n++] = (struct dice_throw){ face, term, 1, 0 };
	return ST_OK;
}

struct face {
	long v;
	int star;
};

static int
cmp_face(const void *a, const void *b)
{
	const struct face *x = a, *y = b;

	if (x->v != y->v)
		return x->v < y->v ? -1 : 1;
	return x->star - y->star;
}

/* "'d6' has no face 7; its faces are 1 to 6" */
static int
no_such_face(struct roller *ro, const struct dice_expr *t, long face, int star)
{
	char die[160], list[DICE_MAX_FACES * 20] = "";
	struct face f[DICE_MAX_FACES];
	size_t len = 0;
	int n = 0;

	dice_format_die(t, die, sizeof die);
	if (t->die == DIE_STD && t->bang && t->sides == 2)
		snprintf(list, sizeof list, "faces are 1 and 2*");
	else if (t->die == DIE_STD && t->bang)
		snprintf(list, sizeof list, "faces are 1 to %ld and %ld*",
		    t->sides - 1, t->sides);
	else if (t->die == DIE_STD)
		snprintf(list, sizeof list, t->sides > 1 ? "faces are 1 to %ld" :
		    "only face is 1", t->sides);
	else {
		for (int i = 0; i < t->nfaces; i++)
			f[i] = (struct face){ t->faces[i], t->explode[i] != 0 };
		qsort(f, (size_t)t->nfaces, sizeof *f, cmp_face);
		for (int i = 0; i < t->nfaces; i++)
			n += i == 0 || cmp_face(&f[i], &f[i - 1]) != 0;
		len = (size_t)snprintf(list, sizeof list, "%s ", n == 1 ?
		    "only face is" : "faces are");
		for (int i = 0, k = 0; i < t->nfaces && len < sizeof list; i++)
			if (i == 0 || cmp_face(&f[i], &f[i - 1]) != 0)
				len += (size_t)snprintf(list + len, sizeof list -
				    len, "%s%ld%s", k++ > 0 ? ", " : "", f[i].v,
				    f[i].star ? "*" : "");
	}
	return diag_set(ro->d, ST_USAGE, "dice: '%s' has no face %ld%s; its %s",
	    die, face, star ? "*" : "", list);
}

/* Whether a face read at the table explodes; -1 if the die lacks it. */
static int
read_face(const struct dice_expr *t, long v, int star)
{
	int plain = 0, boom = 0;

	if (t->die == DIE_STD) {
		if (v < 1 || v > t->sides)
			return -1;
		boom = t->bang && v == t->sides;
		return star && !boom ? -1 : boom;
	}
	for (int i = 0; i < t->nfaces; i++)
		if (t->faces[i] == v) {
			plain |= !t->explode[i];
			boom |= t->explode[i] != 0;
		}
	if (star)
		return boom ? 1 : -1;
	return plain ? 0 : boom ? 1 : -1;
}

/* The next throw of a die of term t (first: its first throw). */
static int
throw_die(struct roller *ro, const struct dice_expr *t, int first, long *face,
    int *explodes)
{
	struct dice_src *s = ro->src;

	if (s->faces == NULL && s->rng == NULL)
		return diag_set(ro->d, ST_USAGE, "dice: no generator and no "
		    "faces to roll with");
	if (s->faces == NULL) {
		if (t->die == DIE_STD) {
			*face = 1 + (long)rng_below(s->rng, (uint64_t)t->sides,
			    &s->draws);
			*explodes = t->bang && *face == t->sides;
		} else {
			int i = (int)rng_below(s->rng, (uint64_t)t->nfaces,
			    &s->draws);

			*face = t->faces[i];
			*explodes = t->explode[i] != 0;
		}
	} else {
		int star;

		if (s->pos >= s->nfaces) {
			char q[128];
			int need = s->pos - ro->start + !first + ro->total -
			    ro->started;

			dice_quote(ro->root, q, sizeof q);
			return diag_set(ro->d, ST_USAGE, "dice: '%s' needs %d %s, "
			    "%d given", q, need, plural(need, "face", "faces"),
			    s->nfaces - ro->start);
		}
		*face = s->faces[s->pos];
		star = s->star != NULL && s->star[s->pos] != 0;
		if ((*explodes = read_face(t, *face, star)) < 0)
			return no_such_face(ro, t, *face, star);
		s->pos++;
	}
	if (first)
		ro->started++;
	return record(ro, *face, *explodes, t->term);
}

struct die_val {
	long v;
	int i;
};

/* The dice to keep first: highest (or lowest) value, then the earlier die. */
static int
cmp_high(const void *a, const void *b)
{
	const struct die_val *x = a, *y = b;

	if (x->v != y->v)
		return x->v > y->v ? -1 : 1;
	return (x->i > y->i) - (x->i < y->i);
}

static int
cmp_low(const void *a, const void *b)
{
	const struct die_val *x = a, *y = b;

	if (x->v != y->v)
		return x->v < y->v ? -1 : 1;
	return (x->i > y->i) - (x->i < y->i);
}

static int
roll_term(struct roller *ro, const struct dice_expr *t, long *val)
{
	struct die_val dv[DICE_MAX_TERM];
	int first[DICE_MAX_TERM + 1], rc;

	for (int i = 0; i < t->count; i++) {
		long sum = 0, face = 0;
		int explodes = 1;

		first[i] = ro->res->n;
		for (int k = 0; explodes; k++) {
			if ((rc = throw_die(ro, t, k == 0, &face, &explodes)) != 0)
				return rc;
			if (add_checked(sum, face, &sum) < 0)
				return out_of_range(ro, t);
			if (k == DICE_MAX_REROLLS)
				explodes = 0;
			ro->res->v[ro->res->n - 1].exploded = (unsigned char)explodes;
		}
		dv[i] = (struct die_val){ sum, i };
	}
	first[t->count] = ro->res->n;
	if (t->keep != KEEP_ALL) {
		qsort(dv, (size_t)t->count, sizeof *dv,
		    t->keep == KEEP_HIGH ? cmp_high : cmp_low);
		for (int i = t->k; i < t->count; i++)
			for (int j = first[dv[i].i]; j < first[dv[i].i + 1]; j++)
				ro->res->v[j].kept = 0;
	}
	*val = 0;
	for (int i = 0; i < (t->keep == KEEP_ALL ? t->count : t->k); i++)
		if (add_checked(*val, dv[i].v, val) < 0)
			return out_of_range(ro, t);
	return ST_OK;
}

static int
eval(struct roller *ro, const struct dice_expr *e, long *v)
{
	long a, b;
	int rc;

	switch (e->kind) {
	case DICE_NUM:
		*v = e->val;
		return ST_OK;
	case DICE_TERM:
		return roll_term(ro, e, v);
	case DICE_NEG:
		if ((rc = eval(ro, e->l, &a)) != 0)
			return rc;
		*v = -a;
		return ST_OK;
	default:
		break;
	}
	if ((rc = eval(ro, e->l, &a)) != 0 || (rc = eval(ro, e->r, &b)) != 0)
		return rc;
	switch (e->kind) {
	case DICE_ADD:
		rc = add_checked(a, b, v);
		break;
	case DICE_SUB:
		rc = add_checked(a, -b, v);
		break;
	case DICE_MUL:
		rc = mul_checked(a, b, v);
		break;
	default:
		if (b == 0) {
			char q[128];

			dice_quote(e, q, sizeof q);
			return diag_set(ro->d, ST_USAGE, "dice: division by zero "
			    "in '%s'", q);
		}
		*v = div_floor(a, b);
		rc = 0;
		break;
	}
	return rc < 0 ? out_of_range(ro, e) : ST_OK;
}

int
dice_roll(const struct dice_expr *e, struct dice_src *src,
    struct dice_result *res, struct diag *d)
{
	struct roller ro;
	int rc;

	memset(res, 0, sizeof *res);
	memset(&ro, 0, sizeof ro);
	ro.root = e;
	ro.src = src;
	ro.res = res;
	ro.start = src->pos;
	ro.total = dice_count(e);
	ro.d = d;
	if ((rc = eval(&ro, e, &res->total)) != ST_OK)
		dice_result_free(res);
	return rc;
}
