/* dice_parse.c: dice expression text to tree (grammar and limits in dice.h).
 *
 * A recursive-descent parser over a lowercased copy of the text.  Every error
 * names the column and quotes the text as the user typed it.
 */
#include "core/dice/dice.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define STR_(x) #x
#define STR(x) STR_(x)
#define LIMIT(x) "the limit is " STR(x)

struct parser {
	const char *text;		/* as given, for messages */
	char *s;			/* lowercased copy */
	size_t len, pos;
	const struct dice_env *env;
	int depth, terms, dice;
	struct diag *d;
};

static int
is_digit(int c)
{
	return c >= '0' && c <= '9';
}

static int
is_alpha(int c)
{
	return c >= 'a' && c <= 'z';
}

static int
is_namechar(int c)
{
	return is_alpha(c) || is_digit(c) || c == '_' || c == '-';
}

static int
is_blank(int c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' ||
	    c == '\v';
}

static void
skip_ws(struct parser *p)
{
	while (is_blank(p->s[p->pos]))
		p->pos++;
}

static int
col(const struct parser *p)
{
	return (int)p->pos + 1;
}

/* The text around column c, with "..." where it was cut. */
static void
excerpt(const struct parser *p, int c, char *buf, size_t n)
{
	size_t start = 0, width = p->len;

	if (p->len > 60) {
		width = 50;
		start = (size_t)c > 26 ? (size_t)c - 26 : 0;
		if (start + width > p->len)
			start = p->len - width;
	}
	snprintf(buf, n, "%s%.*s%s", start > 0 ? "..." : "", (int)width,
	    p->text + start, start + width < p->len ? "..." : "");
}

/* "dice: WHAT at column C in 'TEXT'; HINT" as ST_USAGE; returns NULL so
 * that parse functions can return it. */
static struct dice_expr *perr(struct parser *p, int c, const char *hint,
    const char *fmt, ...) ATTR_PRINTF(4, 5);

static struct dice_expr *
perr(struct parser *p, int c, const char *hint, const char *fmt, ...)
{
	char what[256], quote[128];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(what, sizeof what, fmt, ap);
	va_end(ap);
	excerpt(p, c, quote, sizeof quote);
	diag_at(p->d, ST_USAGE, NULL, 0, c, "dice: %s at column %d in '%s'%s%s",
	    what, c, quote, hint != NULL ? "; " : "", hint != NULL ? hint : "");
	return NULL;
}

static struct dice_expr *
oom(struct parser *p)
{
	diag_set(p->d, ST_ENV, "dice: out of memory");
	return NULL;
}

static struct dice_expr *
node_new(struct parser *p, enum dice_kind kind, int c)
{
	struct dice_expr *e = calloc(1, sizeof *e);

	if (e == NULL)
		return oom(p);
	e->kind = kind;
	e->col = c;
	return e;
}

/* A decimal integer at p->pos, at most DICE_MAX_VALUE. */
static int
parse_int(struct parser *p, long *v)
{
	int c = col(p);

	*v = 0;
	while (is_digit(p->s[p->pos])) {
		*v = *v * 10 + (p->s[p->pos++] - '0');
		if (*v > DICE_MAX_VALUE) {
			perr(p, c, "the limit is 1000000000000",
			    "number too large");
			return -1;
		}
	}
	return 0;
}

static void
ch_name(int ch, char *buf, size_t n)
{
	if (ch > ' ' && ch < 127)
		snprintf(buf, n, "'%c'", ch);
	else
		snprintf(buf, n, "byte 0x%02x", (unsigned char)ch);
}

static struct dice_expr *
unexpected(struct parser *p)
{
	char what[16];

	ch_name((unsigned char)p->text[p->pos], what, sizeof what);
	return perr(p, col(p), NULL, "unexpected %s", what);
}

static int
faces_all_explode(const unsigned char *x, int n)
{
	for (int i = 0; i < n; i++)
		if (!x[i])
			return 0;
	return 1;
}

static char *
copy_str(const char *s, size_t n)
{
	char *c = malloc(n + 1);

	if (c != NULL) {
		memcpy(c, s, n);
		c[n] = '\0';
	}
	return c;
}

static int
faces_alloc(struct parser *p, struct dice_expr *t, int n)
{
	t->faces = calloc((size_t)n, sizeof *t->faces);
	t->explode = calloc((size_t)n, 1);
	if (t->faces == NULL || t->explode == NULL) {
		oom(p);
		return -1;
	}
	t->nfaces = n;
	return 0;
}

/* "{f1,f2*,...}" after the "d". */
static int
parse_faces(struct parser *p, struct dice_expr *t, int dcol)
{
	long f[DICE_MAX_FACES];
	unsigned char x[DICE_MAX_FACES];
	int n = 0;

	p->pos++;			/* '{' */
	for (;;) {
		int neg = 0;

		skip_ws(p);
		if (n == DICE_MAX_FACES) {
			perr(p, col(p), LIMIT(DICE_MAX_FACES),
			    "more than " STR(DICE_MAX_FACES) " faces");
			return -1;
		}
		if (p->s[p->pos] == '-') {
			neg = 1;
			p->pos++;
		}
		if (!is_digit(p->s[p->pos])) {
			perr(p, col(p), NULL, "expected a face value");
			return -1;
		}
		if (parse_int(p, &f[n]) < 0)
			return -1;
		if (neg)
			f[n] = -f[n];
		skip_ws(p);
		x[n] = p->s[p->pos] == '*';
		if (x[n]) {
			p->pos++;
			skip_ws(p);
		}
		n++;
		if (p->s[p->pos] == '}')
			break;
		if (p->s[p->pos] != ',') {
			perr(p, col(p), NULL, "expected ',' or '}'");
			return -1;
		}
		p->pos++;
	}
	p->pos++;			/* '}' */
	if (faces_all_explode(x, n)) {
		perr(p, dcol, "leave at least one face without '*'",
		    "every face explodes");
		return -1;
	}
	if (faces_alloc(p, t, n) < 0)
		return -1;
	memcpy(t->faces, f, (size_t)n * sizeof *f);
	memcpy(t->explode, x, (size_t)n);
	return 0;
}

/* A named die from the ruleset, checked as data. */
static int
named_copy(struct parser *p, struct dice_expr *t, const char *name,
    const struct die_faces *df)
{
	unsigned char x[DICE_MAX_FACES];
	const char *fix = "fix its definition in the ruleset";

	if (df->n <= 0 || df->faces == NULL) {
		diag_set(p->d, ST_DATA, "dice: die '%s' has no faces; %s", name,
		    fix);
		return -1;
	}
	if (df->n > DICE_MAX_FACES) {
		diag_set(p->d, ST_DATA, "dice: die '%s' has %d faces; the limit "
		    "is %d", name, df->n, DICE_MAX_FACES);
		return -1;
	}
	for (int i = 0; i < df->n; i++) {
		if (df->faces[i] > DICE_MAX_VALUE ||
		    df->faces[i] < -DICE_MAX_VALUE) {
			diag_set(p->d, ST_DATA, "dice: face %ld of die '%s' is "
			    "outside -1000000000000 to 1000000000000; %s",
			    df->faces[i], name, fix);
			return -1;
		}
		x[i] = df->explode != NULL && df->explode[i] != 0;
	}
	if (faces_all_explode(x, df->n)) {
		diag_set(p->d, ST_DATA, "dice: every face of die '%s' explodes; "
		    "%s", name, fix);
		return -1;
	}
	if (faces_alloc(p, t, df->n) < 0 || (t->name = copy_str(name, strlen(name))) == NULL) {
		oom(p);
		return -1;
	}
	memcpy(t->faces, df->faces, (size_t)df->n * sizeof *t->faces);
	memcpy(t->explode, x, (size_t)df->n);
	return 0;
}

/* Whether a name may end at s[i]: the end of the word, a '-' or a keep. */
static int
name_cut(const char *s, size_t i, size_t end)
{
	return i == end || s[i] == '-' ||
	    (s[i] == 'k' && (s[i + 1] == 'h' || s[i + 1] == 'l') &&
	    is_digit(s[i + 2]));
}

/* A name at p->pos: the longest known die that the word starts with and
 * that ends at a cut (see dice.h). */
static int
parse_name(struct parser *p, struct dice_expr *t)
{
	size_t start = p->pos, end = start, i, show;
	char *w;

	while (is_namechar(p->s[end]))
		end++;
	for (i = end; i > start; i--) {
		const struct die_faces *df = NULL;
		int r;

		if (!name_cut(p->s, i, end))
			continue;
		if (i - start == 1 && p->s[start] == 'd') {
			p->pos = start + 1;
			perr(p, col(p), NULL,
			    "expected a number of sides after 'd'");
			return -1;
		}
		if (p->env == NULL || p->env->lookup == NULL)
			continue;
		if ((w = copy_str(p->s + start, i - start)) == NULL) {
			oom(p);
			return -1;
		}
		df = p->env->lookup(p->env->ctx, w);
		r = df != NULL ? named_copy(p, t, w, df) : 0;
		free(w);
		if (r < 0)
			return -1;
		if (df != NULL) {
			t->die = DIE_NAMED;
			p->pos = i;
			return 0;
		}
	}
	/* Name the die the way the user most likely meant it. */
	for (show = start + 1; show < end; show++)
		if ((p->s[show] == '-' && !is_alpha(p->s[show + 1])) ||
		    (name_cut(p->s, show, end) && p->s[show] == 'k'))
			break;
	perr(p, (int)start + 1, NULL, "unknown die '%.*s'", (int)(show - start),
	    p->s + start);
	return -1;
}

/* "khK" or "klK" after a term, if there. */
static int
parse_keep(struct parser *p, struct dice_expr *t)
{
	size_t save = p->pos;
	long k;
	int kcol;

	skip_ws(p);
	if (p->s[p->pos] != 'k') {
		p->pos = save;
		return 0;
	}
	if (p->s[p->pos + 1] != 'h' && p->s[p->pos + 1] != 'l') {
		perr(p, col(p), NULL, "expected 'kh' or 'kl'");
		return -1;
	}
	t->keep = p->s[p->pos + 1] == 'h' ? KEEP_HIGH : KEEP_LOW;
	p->pos += 2;
	skip_ws(p);
	kcol = col(p);
	if (!is_digit(p->s[p->pos])) {
		perr(p, kcol, NULL, "expected a number after '%s'",
		    t->keep == KEEP_HIGH ? "kh" : "kl");
		return -1;
	}
	if (parse_int(p, &k) < 0)
		return -1;
	if (k < 1 || k > t->count) {
		char hint[64];

		snprintf(hint, sizeof hint, "keep between 1 and %d", t->count);
		perr(p, kcol, t->count > 1 ? hint : NULL,
		    "cannot keep %ld of %d %s", k, t->count,
		    t->count == 1 ? "die" : "dice");
		return -1;
	}
	t->k = (int)k;
	return 0;
}

/* A dice term at p->pos (the die itself), thrown count times. */
static struct dice_expr *
parse_dice(struct parser *p, long count, int start)
{
	struct dice_expr *t;
	const char *s = p->s;
	int dcol = col(p);
	size_t save;

	if (count == 0)
		return perr(p, start, NULL, "cannot throw 0 dice");
	if (count > DICE_MAX_TERM)
		return perr(p, start, LIMIT(DICE_MAX_TERM), "%ld dice in one "
		    "term", count);
	if ((p->dice += (int)count) > DICE_MAX_DICE)
		return perr(p, start, LIMIT(DICE_MAX_DICE) " in one expression",
		    "too many dice");
	if ((t = node_new(p, DICE_TERM, start)) == NULL)
		return NULL;
	t->count = (int)count;
	t->term = p->terms++;
	if (s[p->pos] == 'd' && is_digit(s[p->pos + 1])) {
		int scol;

		p->pos++;
		scol = col(p);
		if (parse_int(p, &t->sides) < 0)
			goto fail;
		if (t->sides == 0) {
			perr(p, scol, NULL, "a die needs at least 1 side");
			goto fail;
		}
		if (t->sides > DICE_MAX_SIDES) {
			perr(p, scol, LIMIT(DICE_MAX_SIDES), "%ld sides",
			    t->sides);
			goto fail;
		}
		t->die = DIE_STD;
		save = p->pos;
		skip_ws(p);
		if (s[p->pos] == '!') {
			if (t->sides == 1) {
				perr(p, col(p), NULL,
				    "'d1!' would never stop exploding");
				goto fail;
			}
			t->bang = 1;
			p->pos++;
		} else
			p->pos = save;
	} else {
		if (s[p->pos] == 'd' && s[p->pos + 1] == '{') {
			p->pos++;
			t->die = DIE_CUSTOM;
			if (parse_faces(p, t, dcol) < 0)
				goto fail;
		} else if (parse_name(p, t) < 0)
			goto fail;
		save = p->pos;
		skip_ws(p);
		if (s[p->pos] == '!') {
			perr(p, col(p), "mark exploding faces with '*' in braces",
			    "'!' follows only a standard die such as 'd6'");
			goto fail;
		}
		p->pos = save;
	}
	if (parse_keep(p, t) < 0)
		goto fail;
	return t;
fail:
	dice_free(t);
	return NULL;
}

static struct dice_expr *parse_expr(struct parser *p);

static struct dice_expr *
parse_primary(struct parser *p)
{
	const char *s = p->s;
	int start;

	skip_ws(p);
	start = col(p);
	if (s[p->pos] == '(') {
		struct dice_expr *e;

		if (++p->depth > DICE_MAX_DEPTH)
			return perr(p, start, LIMIT(DICE_MAX_DEPTH),
			    "nested too deep");
		p->pos++;
		if ((e = parse_expr(p)) == NULL)
			return NULL;
		skip_ws(p);
		if (s[p->pos] != ')') {
			dice_free(e);
			if (p->pos < p->len)
				return unexpected(p);
			return perr(p, start, NULL, "missing ')' for the '('");
		}
		p->pos++;
		p->depth--;
		return e;
	}
	if (is_digit(s[p->pos])) {
		struct dice_expr *e;
		long v;
		size_t save;

		if (parse_int(p, &v) < 0)
			return NULL;
		save = p->pos;
		skip_ws(p);
		if (is_alpha(s[p->pos]))
			return parse_dice(p, v, start);
		p->pos = save;
		if ((e = node_new(p, DICE_NUM, start)) != NULL)
			e->val = v;
		return e;
	}
	if (is_alpha(s[p->pos]))
		return parse_dice(p, 1, start);
	return perr(p, start, NULL, "expected a number, a die or '('");
}

static struct dice_expr *
parse_unary(struct parser *p)
{
	struct dice_expr *e, *x;
	int c;

	skip_ws(p);
	if (p->s[p->pos] != '-')
		return parse_primary(p);
	c = col(p);
	if (++p->depth > DICE_MAX_DEPTH)
		return perr(p, c, LIMIT(DICE_MAX_DEPTH), "nested too deep");
	p->pos++;
	if ((x = parse_unary(p)) == NULL)
		return NULL;
	p->depth--;
	if ((e = node_new(p, DICE_NEG, c)) == NULL) {
		dice_free(x);
		return NULL;
	}
	e->l = x;
	return e;
}

static struct dice_expr *
binary(struct parser *p, enum dice_kind kind, struct dice_expr *l,
    struct dice_expr *r)
{
	struct dice_expr *e = node_new(p, kind, l->col);

	if (e == NULL) {
		dice_free(l);
		dice_free(r);
		return NULL;
	}
	e->l = l;
	e->r = r;
	return e;
}

/* One precedence level: operands joined by the two operators in ops. */
static struct dice_expr *
parse_level(struct parser *p, const char *ops,
    struct dice_expr *(*operand)(struct parser *))
{
	struct dice_expr *l, *r;

	if ((l = operand(p)) == NULL)
		return NULL;
	for (;;) {
		int op, c;

		skip_ws(p);
		op = p->s[p->pos];
		if (op == '\0' || strchr(ops, op) == NULL)
			return l;
		c = col(p);
		p->pos++;
		if ((r = operand(p)) == NULL) {
			dice_free(l);
			return NULL;
		}
		if (op == '/' && r->kind == DICE_NUM && r->val == 0) {
			dice_free(l);
			dice_free(r);
			return perr(p, c, NULL, "division by zero");
		}
		l = binary(p, op == '+' ? DICE_ADD : op == '-' ? DICE_SUB :
		    op == '*' ? DICE_MUL : DICE_DIV, l, r);
		if (l == NULL)
			return NULL;
	}
}

static struct dice_expr *
parse_term(struct parser *p)
{
	return parse_level(p, "*/", parse_unary);
}

static struct dice_expr *
parse_expr(struct parser *p)
{
	return parse_level(p, "+-", parse_term);
}

int
dice_parse(const char *text, const struct dice_env *env,
    struct dice_expr **out, struct diag *d)
{
	struct parser p;
	struct dice_expr *e;

	*out = NULL;
	memset(&p, 0, sizeof p);
	p.text = text;
	p.len = strlen(text);
	p.env = env;
	p.d = d;
	if (p.len > DICE_MAX_TEXT)
		return diag_set(d, ST_USAGE, "dice: expression is %zu bytes long; "
		    "the limit is %d", p.len, DICE_MAX_TEXT);
	if ((p.s = malloc(p.len + 3)) == NULL)
		return diag_set(d, ST_ENV, "dice: out of memory");
	/* Two extra NULs let the lexer look two bytes ahead. */
	for (size_t i = 0; i < p.len + 3; i++)
		p.s[i] = i < p.len && text[i] >= 'A' && text[i] <= 'Z' ?
		    (char)(text[i] - 'A' + 'a') : i < p.len ? text[i] : '\0';
	skip_ws(&p);
	if (p.pos == p.len) {
		free(p.s);
		return diag_set(d, ST_USAGE, "dice: empty expression; give one "
		    "such as '2d6+1'");
	}
	e = parse_expr(&p);
	if (e != NULL) {
		skip_ws(&p);
		if (p.pos < p.len) {
			if (p.s[p.pos] == ')')
				perr(&p, col(&p), NULL, "unmatched ')'");
			else
				unexpected(&p);
			dice_free(e);
			e = NULL;
		}
	}
	free(p.s);
	if (e == NULL)
		return d->code;
	*out = e;
	return ST_OK;
}
