/* dice.c: the tree of a dice expression: free, canonical text, counts. */
#include "core/dice/dice.h"

#include <stdlib.h>
#include <string.h>

void
dice_free(struct dice_expr *e)
{
	if (e == NULL)
		return;
	dice_free(e->l);
	dice_free(e->r);
	free(e->faces);
	free(e->explode);
	free(e->name);
	free(e);
}

/* An snprintf that keeps counting past the end of the buffer, of text and
 * numbers only: no printf for each piece of a short expression. */
struct out {
	char *buf;
	size_t n, len;
};

static void
put(struct out *o, const char *s)
{
	size_t k = strlen(s);

	if (o->len + 1 < o->n) {
		size_t room = o->n - 1 - o->len;
		memcpy(o->buf + o->len, s, k < room ? k : room);
		o->buf[o->len + (k < room ? k : room)] = '\0';
	}
	o->len += k;
}

static void
put_long(struct out *o, long v)
{
	char num[24], *q = num + sizeof num - 1;
	unsigned long u = v < 0 ? 0UL - (unsigned long)v : (unsigned long)v;

	*q = '\0';
	do
		*--q = (char)('0' + u % 10);
	while ((u /= 10) != 0);
	if (v < 0)
		*--q = '-';
	put(o, q);
}

/* Binding strength; an operand weaker than its operator needs parentheses. */
static int
prec(const struct dice_expr *e)
{
	switch (e->kind) {
	case DICE_ADD:
	case DICE_SUB:
		return 1;
	case DICE_MUL:
	case DICE_DIV:
		return 2;
	case DICE_NEG:
		return 3;
	default:
		return 4;
	}
}

static void
put_die(struct out *o, const struct dice_expr *t)
{
	if (t->die == DIE_STD) {
		put(o, "d");
		put_long(o, t->sides);
		put(o, t->bang ? "!" : "");
	} else if (t->die == DIE_NAMED) {
		put(o, t->name);
	} else {
		put(o, "d{");
		for (int i = 0; i < t->nfaces; i++) {
			put(o, i > 0 ? "," : "");
			put_long(o, t->faces[i]);
			put(o, t->explode[i] ? "*" : "");
		}
		put(o, "}");
	}
}

static void put_expr(struct out *o, const struct dice_expr *e);

static void
put_operand(struct out *o, const struct dice_expr *e, int paren)
{
	if (paren)
		put(o, "(");
	put_expr(o, e);
	if (paren)
		put(o, ")");
}

static void
put_expr(struct out *o, const struct dice_expr *e)
{
	static const char ops[] = { [DICE_ADD] = '+', [DICE_SUB] = '-',
		[DICE_MUL] = '*', [DICE_DIV] = '/' };

	switch (e->kind) {
	case DICE_NUM:
		put_long(o, e->val);
		break;
	case DICE_NEG:
		put(o, "-");
		put_operand(o, e->l, prec(e->l) < prec(e));
		break;
	case DICE_TERM:
		if (e->count != 1)
			put_long(o, e->count);
		put_die(o, e);
		if (e->keep != KEEP_ALL) {
			put(o, e->keep == KEEP_HIGH ? "kh" : "kl");
			put_long(o, e->k);
		}
		break;
	default:
		/* Left-associative: a right operand of equal strength keeps
		 * its parentheses, as in 1-(2-3) and 1+(2+3). */
		put_operand(o, e->l, prec(e->l) < prec(e));
		put(o, (char[]){ ops[e->kind], '\0' });
		put_operand(o, e->r, prec(e->r) <= prec(e));
		break;
	}
}

int
dice_format(const struct dice_expr *e, char *buf, size_t n)
{
	struct out o = { buf, n, 0 };

	if (n > 0)
		buf[0] = '\0';
	put_expr(&o, e);
	return (int)o.len;
}

int
dice_format_die(const struct dice_expr *t, char *buf, size_t n)
{
	struct out o = { buf, n, 0 };

	if (n > 0)
		buf[0] = '\0';
	put_die(&o, t);
	return (int)o.len;
}

void
dice_quote(const struct dice_expr *e, char *buf, size_t n)
{
	if (n < 8) {
		if (n > 0)
			buf[0] = '\0';
		return;
	}
	if ((size_t)dice_format(e, buf, n) >= n)
		memcpy(buf + n - 4, "...", 4);
}

int
dice_count(const struct dice_expr *e)
{
	if (e == NULL)
		return 0;
	if (e->kind == DICE_TERM)
		return e->count;
	return dice_count(e->l) + dice_count(e->r);
}

int
dice_has_dice(const struct dice_expr *e)
{
	return dice_count(e) > 0;
}
