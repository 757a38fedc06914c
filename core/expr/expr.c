/* expr.c: parsing and evaluating integer expressions (see expr.h). */
#include "core/expr/expr.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum op {
	OP_NUM, OP_SYM, OP_NEG, OP_NOT, OP_ADD, OP_SUB, OP_MUL, OP_DIV,
	OP_MOD, OP_LT, OP_LE, OP_GT, OP_GE, OP_EQ, OP_NE, OP_AND, OP_OR,
	OP_MIN, OP_MAX, OP_FLOOR, OP_CEIL, OP_ROUND, OP_ABS, OP_IF
};

struct node {
	enum op op;
	long num;			/* OP_NUM */
	struct expr_sym sym;		/* OP_SYM */
	int n;				/* arguments */
	struct node *arg[EXPR_MAX_ARGS];
	int col;			/* from 0, within the text */
	int need_col;			/* OP_SYM: where what sym.needs is
					   read is written */
	int len;			/* OP_SYM: the length of the call
					   as written, for messages */
};

struct expr {
	char *text;
	struct node *root;
	char file[DIAG_FILE_MAX];
	int line, col;
};

/* --- rationals ----------------------------------------------------------- */

struct q {
	long n, d;			/* d > 0, gcd(n, d) == 1 */
};

static long
gcd(long a, long b)
{
	if (a < 0)
		a = -a;
	while (b != 0) {
		long t = a % b;
		a = b;
		b = t;
	}
	return a;
}

static int
q_make(long n, long d, struct q *out)
{
	long g;

	if (d < 0) {
		n = -n;
		d = -d;
	}
	g = gcd(n, d);
	if (g > 1) {
		n /= g;
		d /= g;
	}
	if (n > EXPR_MAX_VALUE || n < -EXPR_MAX_VALUE || d > EXPR_MAX_VALUE)
		return -1;
	out->n = n;
	out->d = d;
	return 0;
}

static int
q_add(struct q a, struct q b, int sign, struct q *out)
{
	long x, y, d;

	if (__builtin_mul_overflow(a.n, b.d, &x) ||
	    __builtin_mul_overflow(b.n, a.d, &y) ||
	    __builtin_mul_overflow(a.d, b.d, &d))
		return -1;
	if (sign < 0)
		y = -y;
	if (__builtin_add_overflow(x, y, &x))
		return -1;
	return q_make(x, d, out);
}

static int
q_mul(struct q a, struct q b, struct q *out)
{
	long n, d;

	if (__builtin_mul_overflow(a.n, b.n, &n) ||
	    __builtin_mul_overflow(a.d, b.d, &d))
		return -1;
	return q_make(n, d, out);
}

static long
q_floor(struct q a)
{
	long f = a.n / a.d;

	return a.n % a.d != 0 && a.n < 0 ? f - 1 : f;
}

static long
q_ceil(struct q a)
{
	return -q_floor((struct q){ -a.n, a.d });
}

static int
q_cmp(struct q a, struct q b)
{
	/* both within 1e15: the cross products fit in 128 bits */
	__int128 x = (__int128)a.n * b.d, y = (__int128)b.n * a.d;

	return x < y ? -1 : x > y;
}

/* --- parsing ------------------------------------------------------------- */

struct parser {
	const char *s;
	size_t i;
	int depth;
	const struct expr_names *names;
	struct expr *e;
	struct diag *d;
	int failed;
};

static const struct {
	const char *name;
	enum op op;
	int min, max;
} builtins[] = {
	{ "min", OP_MIN, 1, EXPR_MAX_ARGS },
	{ "max", OP_MAX, 1, EXPR_MAX_ARGS },
	{ "floor", OP_FLOOR, 1, 1 },
	{ "ceil", OP_CEIL, 1, 1 },
	{ "round", OP_ROUND, 1, 1 },
	{ "abs", OP_ABS, 1, 1 },
	{ "if", OP_IF, 3, 3 },
};

static void
perr(struct parser *p, size_t at, const char *fmt, ...) ATTR_PRINTF(3, 4);

/* The position of byte at of the text, as the file sees it. */
static void
pos_of(const struct expr *e, const char *s, size_t at, int *line, int *col)
{
	int l = e->line, c = e->col;

	for (size_t k = 0; k < at && s[k] != '\0'; k++) {
		if (s[k] == '\n') {
			l++;
			c = 1;
		} else {
			c++;
		}
	}
	*line = l;
	*col = c;
}

static void
perr(struct parser *p, size_t at, const char *fmt, ...)
{
	char msg[DIAG_MSG_MAX - 64];
	va_list ap;
	int line, col;

	if (p->failed)
		return;
	p->failed = 1;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	pos_of(p->e, p->s, at, &line, &col);
	diag_at(p->d, ST_DATA, p->e->file, line, col, "%s", msg);
}

static void
skip(struct parser *p)
{
	while (isspace((unsigned char)p->s[p->i]))
		p->i++;
}

static int
is_name_start(int c)
{
	return isalpha(c) || c == '_';
}

static int
is_name(int c)
{
	return isalnum(c) || c == '_' || c == '-';
}

/* A word operator ("and") at the cursor, not the start of a longer name. */
static int
word(struct parser *p, const char *w)
{
	size_t n = strlen(w);

	skip(p);
	if (strncmp(p->s + p->i, w, n) != 0 || is_name(
	    (unsigned char)p->s[p->i + n]))
		return 0;
	p->i += n;
	return 1;
}

static int
sym(struct parser *p, const char *t)
{
	size_t n = strlen(t);

	skip(p);
	if (strncmp(p->s + p->i, t, n) != 0)
		return 0;
	p->i += n;
	return 1;
}

static struct node *
mk(struct parser *p, enum op op, size_t col)
{
	struct node *n = calloc(1, sizeof *n);

	if (n == NULL) {
		if (!p->failed) {
			p->failed = 1;
			diag_set(p->d, ST_ENV, "out of memory");
		}
		return NULL;
	}
	n->op = op;
	n->col = (int)col;
	return n;
}

static void
node_free(struct node *n)
{
	if (n == NULL)
		return;
	for (int i = 0; i < n->n; i++)
		node_free(n->arg[i]);
	free(n);
}

static struct node *
bin(struct parser *p, enum op op, struct node *l, struct node *r, size_t at)
{
	struct node *n;

	if (l == NULL || r == NULL || (n = mk(p, op, at)) == NULL) {
		node_free(l);
		node_free(r);
		return NULL;
	}
	n->n = 2;
	n->arg[0] = l;
	n->arg[1] = r;
	return n;
}

static struct node *parse_or(struct parser *p);

/* The length of the name at s: letters, digits, '_', and '-' when a
 * letter follows it ("north-america"; "lands-1" is lands minus 1). */
static size_t
name_len(const char *s)
{
	size_t k = 0;

	while (is_name((unsigned char)s[k]) && !(s[k] == '-' &&
	    !isalpha((unsigned char)s[k + 1])))
		k++;
	return k;
}

/* Resolve a name as a value (nargs -1) or a call, into n->sym. */
static int
resolve(struct parser *p, struct node *n, const char *name, int nargs,
    const char *const *symtext, size_t at)
{
	char err[DIAG_MSG_MAX / 2] = "";

	n->need_col = (int)at;
	n->len = (int)strlen(name);
	if (p->names != NULL && p->names->resolve(p->names->ctx, name, nargs,
	    symtext, &n->sym, err, sizeof err) == 0)
		return 0;
	if (err[0] != '\0')
		perr(p, at, "%s", err);
	else
		perr(p, at, "unknown name '%s'", name);
	return -1;
}

static struct node *
parse_name(struct parser *p)
{
	size_t start = p->i, len = name_len(p->s + p->i);
	char name[64];
	const char *symtext[EXPR_MAX_ARGS] = { NULL };
	char symbuf[EXPR_MAX_ARGS][64];
	size_t symat[EXPR_MAX_ARGS];
	struct node *n;
	int nargs = -1, k;

	if (len >= sizeof name) {
		perr(p, start, "the name '%.20s...' is too long", p->s + start);
		return NULL;
	}
	memcpy(name, p->s + start, len);
	name[len] = '\0';
	p->i += len;
	if (strcmp(name, "true") == 0 || strcmp(name, "false") == 0) {
		if ((n = mk(p, OP_NUM, start)) != NULL)
			n->num = name[0] == 't';
		return n;
	}
	if ((n = mk(p, OP_SYM, start)) == NULL)
		return NULL;
	if (sym(p, "(")) {
		nargs = 0;
		if (!sym(p, ")")) {
			do {
				size_t a = (skip(p), p->i), b;
				if (nargs == EXPR_MAX_ARGS) {
					perr(p, a, "'%s' takes at most %d "
					    "arguments", name, EXPR_MAX_ARGS);
					node_free(n);
					return NULL;
				}
				/* a bare name: a symbol, or resolved below */
				b = is_name_start((unsigned char)p->s[a]) ?
				    name_len(p->s + a) : 0;
				if (b > 0 && b < sizeof symbuf[0]) {
					size_t c = a + b;
					while (isspace((unsigned char)p->s[c]))
						c++;
					if (p->s[c] == ',' || p->s[c] == ')') {
						memcpy(symbuf[nargs], p->s + a,
						    b);
						symbuf[nargs][b] = '\0';
						symtext[nargs] = symbuf[nargs];
						symat[nargs] = a;
						n->arg[nargs] = mk(p, OP_SYM, a);
						n->n = ++nargs;
						p->i = c;
						if (n->arg[nargs - 1] == NULL) {
							node_free(n);
							return NULL;
						}
						continue;
					}
				}
				n->arg[nargs] = parse_or(p);
				n->n = ++nargs;
				if (n->arg[nargs - 1] == NULL) {
					node_free(n);
					return NULL;
				}
			} while (sym(p, ","));
			if (!sym(p, ")")) {
				perr(p, p->i, "')' expected after the "
				    "arguments of '%s'", name);
				node_free(n);
				return NULL;
			}
		}
	}
	for (size_t b = 0; b < sizeof builtins / sizeof builtins[0]; b++) {
		/* a built-in is called; "round" alone is a name */
		if (nargs < 0 || strcmp(name, builtins[b].name) != 0)
			continue;
		if (nargs < builtins[b].min || nargs > builtins[b].max) {
			perr(p, start, "'%s' takes %s%d argument%s", name,
			    builtins[b].min == builtins[b].max ? "" :
			    "at least ", builtins[b].min,
			    builtins[b].min == 1 ? "" : "s");
			node_free(n);
			return NULL;
		}
		n->op = builtins[b].op;
		for (int i = 0; i < nargs; i++)
			if (symtext[i] != NULL && resolve(p, n->arg[i],
			    symtext[i], -1, NULL, symat[i]) != 0) {
				node_free(n);
				return NULL;
			}
		return n;
	}
	if (resolve(p, n, name, nargs, symtext, start) != 0) {
		node_free(n);
		return NULL;
	}
	n->need_col = (int)start;
	if (n->sym.need_arg > 0 && n->sym.need_arg <= nargs &&
	    symtext[n->sym.need_arg - 1] != NULL)
		n->need_col = (int)symat[n->sym.need_arg - 1];
	n->len = (int)(p->i - start);
	/* the arguments taken as symbols are not evaluated; other bare
	 * names are values of their own */
	for (int i = 0; i < nargs; i++) {
		if (n->sym.symargs & 1u << i) {
			node_free(n->arg[i]);
			n->arg[i] = NULL;
		} else if (symtext[i] != NULL && resolve(p, n->arg[i],
		    symtext[i], -1, NULL, symat[i]) != 0) {
			node_free(n);
			return NULL;
		}
	}
	k = 0;
	for (int i = 0; i < nargs; i++)
		if (n->arg[i] != NULL)
			n->arg[k++] = n->arg[i];
	n->n = k;
	return n;
}

static struct node *
parse_primary(struct parser *p)
{
	struct node *n;
	size_t at;

	skip(p);
	at = p->i;
	if (p->s[at] == '(') {
		p->i++;
		if (++p->depth > EXPR_MAX_DEPTH) {
			perr(p, at, "nested too deeply (at most %d levels)",
			    EXPR_MAX_DEPTH);
			return NULL;
		}
		n = parse_or(p);
		p->depth--;
		if (n != NULL && !sym(p, ")")) {
			perr(p, p->i, "')' expected");
			node_free(n);
			return NULL;
		}
		return n;
	}
	if (isdigit((unsigned char)p->s[at])) {
		long v = 0;
		while (isdigit((unsigned char)p->s[p->i])) {
			if (v > (EXPR_MAX_VALUE - 9) / 10) {
				perr(p, at, "number too large (at most %ld)",
				    EXPR_MAX_VALUE);
				return NULL;
			}
			v = v * 10 + (p->s[p->i++] - '0');
		}
		if (is_name_start((unsigned char)p->s[p->i])) {
			perr(p, p->i, "a number cannot run into a name: "
			    "write '%.*s * ...' for a product",
			    (int)(p->i - at), p->s + at);
			return NULL;
		}
		if ((n = mk(p, OP_NUM, at)) != NULL)
			n->num = v;
		return n;
	}
	if (is_name_start((unsigned char)p->s[at]))
		return parse_name(p);
	if (p->s[at] == '\0')
		perr(p, at, "the expression ends where a value is expected");
	else
		perr(p, at, "'%c' cannot start a value", p->s[at]);
	return NULL;
}

/* A prefix operator at at (its sign already read): op over what sub
 * parses, nested no deeper than EXPR_MAX_DEPTH. */
static struct node *
prefix(struct parser *p, enum op op, size_t at,
    struct node *(*sub)(struct parser *))
{
	struct node *n, *a;

	if (++p->depth > EXPR_MAX_DEPTH) {
		perr(p, at, "nested too deeply (at most %d levels)",
		    EXPR_MAX_DEPTH);
		return NULL;
	}
	a = sub(p);
	p->depth--;
	if (a == NULL || (n = mk(p, op, at)) == NULL) {
		node_free(a);
		return NULL;
	}
	n->n = 1;
	n->arg[0] = a;
	return n;
}

static struct node *
parse_unary(struct parser *p)
{
	size_t at = (skip(p), p->i);

	if (p->s[at] != '-')
		return parse_primary(p);
	p->i++;
	return prefix(p, OP_NEG, at, parse_unary);
}

static struct node *
parse_prod(struct parser *p)
{
	struct node *l = parse_unary(p);

	while (l != NULL) {
		size_t at = (skip(p), p->i);
		enum op op;
		if (sym(p, "*"))
			op = OP_MUL;
		else if (sym(p, "/"))
			op = OP_DIV;
		else if (sym(p, "%"))
			op = OP_MOD;
		else
			break;
		l = bin(p, op, l, parse_unary(p), at);
	}
	return l;
}

static struct node *
parse_sum(struct parser *p)
{
	struct node *l = parse_prod(p);

	while (l != NULL) {
		size_t at = (skip(p), p->i);
		enum op op;
		if (sym(p, "+"))
			op = OP_ADD;
		else if (p->s[p->i] == '-' && (p->i++, 1))
			op = OP_SUB;
		else
			break;
		l = bin(p, op, l, parse_prod(p), at);
	}
	return l;
}

static int
at_cmp(struct parser *p)
{
	const char *c = p->s + (skip(p), p->i);

	return c[0] == '<' || c[0] == '>' || (c[0] == '=' && c[1] == '=') ||
	    (c[0] == '!' && c[1] == '=');
}

static struct node *
parse_cmp(struct parser *p)
{
	static const struct { const char *t; enum op op; } cmps[] = {
		{ "<=", OP_LE }, { ">=", OP_GE }, { "==", OP_EQ },
		{ "!=", OP_NE }, { "<", OP_LT }, { ">", OP_GT },
	};
	struct node *l = parse_sum(p);
	size_t at;

	if (l == NULL)
		return NULL;
	at = (skip(p), p->i);
	for (size_t k = 0; k < sizeof cmps / sizeof cmps[0]; k++) {
		if (!sym(p, cmps[k].t))
			continue;
		l = bin(p, cmps[k].op, l, parse_sum(p), at);
		if (l != NULL && at_cmp(p)) {
			perr(p, p->i, "comparisons do not chain: write "
			    "'a < b and b < c'");
			node_free(l);
			return NULL;
		}
		return l;
	}
	if (p->s[at] == '=') {
		perr(p, at, "'=' is not a comparison: write '=='");
		node_free(l);
		return NULL;
	}
	return l;
}

static struct node *
parse_not(struct parser *p)
{
	size_t at = (skip(p), p->i);

	if (!word(p, "not") && !(p->s[p->i] == '!' && p->s[p->i + 1] != '=' &&
	    (p->i++, 1)))
		return parse_cmp(p);
	return prefix(p, OP_NOT, at, parse_not);
}

static struct node *
parse_and(struct parser *p)
{
	struct node *l = parse_not(p);

	while (l != NULL) {
		size_t at = (skip(p), p->i);
		if (!word(p, "and") && !sym(p, "&&"))
			break;
		l = bin(p, OP_AND, l, parse_not(p), at);
	}
	return l;
}

static struct node *
parse_or(struct parser *p)
{
	struct node *l;

	if (++p->depth > EXPR_MAX_DEPTH) {
		perr(p, p->i, "nested too deeply (at most %d levels)",
		    EXPR_MAX_DEPTH);
		return NULL;
	}
	l = parse_and(p);
	while (l != NULL) {
		size_t at = (skip(p), p->i);
		if (!word(p, "or") && !sym(p, "||"))
			break;
		l = bin(p, OP_OR, l, parse_and(p), at);
	}
	p->depth--;
	return l;
}

/* Refuse the first name (in the order written) that reads a binding
 * neither the place (bound) nor an enclosing aggregate gives: 0, or -1
 * with the error reported. */
static int
check_bound(struct parser *p, const struct node *n, unsigned bound)
{
	unsigned missing;

	if (n == NULL)
		return 0;
	if (n->op == OP_SYM && (missing = n->sym.needs & ~bound) != 0) {
		char name[80], err[DIAG_MSG_MAX / 2] = "";
		snprintf(name, sizeof name, "%.*s", n->len, p->s + n->col);
		if (p->names->unbound != NULL)
			p->names->unbound(p->names->ctx, name, missing, err,
			    sizeof err);
		if (err[0] != '\0')
			perr(p, (size_t)n->need_col, "%s", err);
		else
			perr(p, (size_t)n->need_col, "'%s' reads a value "
			    "nothing binds where it is written", name);
		return -1;
	}
	if (n->op == OP_SYM && n->sym.each != 0)
		bound |= n->sym.binds;
	for (int i = 0; i < n->n; i++)
		if (check_bound(p, n->arg[i], bound) != 0)
			return -1;
	return 0;
}

int
expr_parse(const char *text, const char *file, int line, int col,
    const struct expr_names *names, struct expr **out, struct diag *d)
{
	struct expr *e;
	struct parser p;
	size_t len = strlen(text);

	*out = NULL;
	diag_clear(d);
	if ((e = calloc(1, sizeof *e)) == NULL ||
	    (e->text = strdup(text)) == NULL) {
		free(e);
		return diag_set(d, ST_ENV, "out of memory");
	}
	snprintf(e->file, sizeof e->file, "%s", file ? file : "");
	e->line = line;
	e->col = col > 0 ? col : 1;
	memset(&p, 0, sizeof p);
	p.s = e->text;
	p.names = names;
	p.e = e;
	p.d = d;
	if (len > EXPR_MAX_TEXT)
		perr(&p, 0, "the expression is too long (%zu bytes; at most "
		    "%d)", len, EXPR_MAX_TEXT);
	else if (memchr(text, '\0', len) != NULL || len == 0 ||
	    strspn(text, " \t\r\n") == len)
		perr(&p, 0, "the expression is empty");
	if (!p.failed) {
		e->root = parse_or(&p);
		skip(&p);
		if (e->root != NULL && p.s[p.i] != '\0')
			perr(&p, p.i, "'%c' is not expected here%s",
			    p.s[p.i], p.s[p.i] == '=' ?
			    " (a comparison is '==')" : "");
	}
	if (!p.failed && names != NULL)
		check_bound(&p, e->root, names->bound);
	if (p.failed) {
		expr_free(e);
		return d->code ? d->code : ST_DATA;
	}
	*out = e;
	return ST_OK;
}

void
expr_free(struct expr *e)
{
	if (e == NULL)
		return;
	node_free(e->root);
	free(e->text);
	free(e);
}

const char *
expr_text(const struct expr *e)
{
	return e->text;
}

/* --- evaluation ---------------------------------------------------------- */

struct evaluator {
	const struct expr *e;
	const struct expr_env *env;
	struct diag *d;
};

static int
eerr(struct evaluator *v, const struct node *n, const char *fmt, ...)
    ATTR_PRINTF(3, 4);

static int
eerr(struct evaluator *v, const struct node *n, const char *fmt, ...)
{
	char msg[DIAG_MSG_MAX - 128];
	va_list ap;
	int line, col;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	pos_of(v->e, v->e->text, (size_t)n->col, &line, &col);
	diag_at(v->d, ST_DATA, v->e->file, line, col, "%s (in '%.200s')", msg,
	    v->e->text);
	return -1;
}

static int eval(struct evaluator *v, const struct node *n, struct q *out);

static int
truth(struct evaluator *v, const struct node *n, int *out)
{
	struct q x;

	if (eval(v, n, &x) != 0)
		return -1;
	*out = x.n != 0;
	return 0;
}

static int
overflow(struct evaluator *v, const struct node *n)
{
	return eerr(v, n, "a value goes beyond %ld", EXPR_MAX_VALUE);
}

/* EXPR_EACH_BEST, its elements gone over: the element at place at (-1:
 * none) bound again, the name's value with it bound, then the binding
 * given back.  The environment pushes a binding at place 0 and pops it
 * at -1: popped, pushed again at 0, moved to at, popped. */
static int
best_of(struct evaluator *v, const struct node *n, int at, struct q *out)
{
	char err[DIAG_MSG_MAX / 2] = "";
	long r = -1;
	int k = 0;

	v->env->bind(v->env->ctx, &n->sym, -1);
	if (at >= 0 && v->env->bind(v->env->ctx, &n->sym, 0) &&
	    v->env->bind(v->env->ctx, &n->sym, at))
		k = v->env->value(v->env->ctx, &n->sym, NULL, 0, &r, err,
		    sizeof err);
	v->env->bind(v->env->ctx, &n->sym, -1);
	if (k == EXPR_UNKNOWN)
		return diag_set(v->d, ST_DATA, "%s", err), -1;
	if (k != 0)
		return eerr(v, n, "%s", err[0] ? err : "no value here");
	*out = (struct q){ r, 1 };
	return 0;
}

static int
eval(struct evaluator *v, const struct node *n, struct q *out)
{
	struct q a, b;
	int t;

	switch (n->op) {
	case OP_NUM:
		out->n = n->num;
		out->d = 1;
		return 0;
	case OP_SYM: {
		long args[EXPR_MAX_ARGS], r;
		char err[DIAG_MSG_MAX / 2] = "";
		int k = -1;
		if (n->sym.each) {
			/* an aggregate: the argument once per element */
			struct q acc = { n->sym.each == EXPR_EACH_FIRST ? -1 :
			    0, 1 }, best = { 0, 1 };
			int i, at = -1;
			if (v->env == NULL || v->env->bind == NULL || n->n != 1)
				return eerr(v, n, "no elements to go over");
			for (i = 0; v->env->bind(v->env->ctx, &n->sym, i); i++) {
				if (eval(v, n->arg[0], &a) != 0) {
					v->env->bind(v->env->ctx, &n->sym, -1);
					return -1;
				}
				if (n->sym.each == EXPR_EACH_BEST ||
				    n->sym.each == EXPR_EACH_MAX) {
					if (i == 0 || q_cmp(a, best) > 0) {
						best = a;
						at = i;
					}
					continue;
				}
				if (n->sym.each == EXPR_EACH_FIRST) {
					/* the place it holds at, or none */
					acc = (struct q){ a.n != 0 ? i : -1, 1 };
					if (a.n != 0)
						break;
					continue;
				}
				if (n->sym.each == EXPR_EACH_COUNT)
					a = (struct q){ a.n != 0, 1 };
				if (q_add(acc, a, 1, &acc) != 0) {
					v->env->bind(v->env->ctx, &n->sym, -1);
					return overflow(v, n);
				}
			}
			if (n->sym.each == EXPR_EACH_BEST)
				return best_of(v, n, at, out);
			v->env->bind(v->env->ctx, &n->sym, -1);
			if (n->sym.each == EXPR_EACH_MAX)
				acc = best;	/* { 0, 1 } for none */
			*out = acc;
			return 0;
		}
		for (int i = 0; i < n->n; i++) {
			if (eval(v, n->arg[i], &a) != 0)
				return -1;
			args[i] = q_floor(a);
		}
		if (v->env == NULL || (k = v->env->value(v->env->ctx, &n->sym,
		    args, n->n, &r, err, sizeof err)) != 0) {
			if (k == EXPR_UNKNOWN)
				return diag_set(v->d, ST_DATA, "%s", err), -1;
			return eerr(v, n, "%s", err[0] ? err :
			    "no value here");
		}
		if (r > EXPR_MAX_VALUE || r < -EXPR_MAX_VALUE)
			return overflow(v, n);
		out->n = r;
		out->d = 1;
		return 0;
	}
	case OP_NEG:
		if (eval(v, n->arg[0], &a) != 0)
			return -1;
		out->n = -a.n;
		out->d = a.d;
		return 0;
	case OP_NOT:
		if (truth(v, n->arg[0], &t) != 0)
			return -1;
		*out = (struct q){ !t, 1 };
		return 0;
	case OP_AND:
	case OP_OR:
		if (truth(v, n->arg[0], &t) != 0)
			return -1;
		if (t == (n->op == OP_OR)) {
			*out = (struct q){ t, 1 };
			return 0;
		}
		if (truth(v, n->arg[1], &t) != 0)
			return -1;
		*out = (struct q){ t, 1 };
		return 0;
	case OP_IF:
		if (truth(v, n->arg[0], &t) != 0)
			return -1;
		return eval(v, n->arg[t ? 1 : 2], out);
	case OP_MIN:
	case OP_MAX:
		if (eval(v, n->arg[0], out) != 0)
			return -1;
		for (int i = 1; i < n->n; i++) {
			if (eval(v, n->arg[i], &a) != 0)
				return -1;
			if ((q_cmp(a, *out) < 0) == (n->op == OP_MIN) &&
			    q_cmp(a, *out) != 0)
				*out = a;
		}
		return 0;
	case OP_FLOOR:
	case OP_CEIL:
	case OP_ROUND:
	case OP_ABS:
		if (eval(v, n->arg[0], &a) != 0)
			return -1;
		if (n->op == OP_FLOOR)
			*out = (struct q){ q_floor(a), 1 };
		else if (n->op == OP_CEIL)
			*out = (struct q){ q_ceil(a), 1 };
		else if (n->op == OP_ABS)
			*out = (struct q){ a.n < 0 ? -a.n : a.n, a.d };
		else {
			/* halves away from zero: floor(|a| + 1/2) */
			struct q h, m = { a.n < 0 ? -a.n : a.n, a.d };
			if (q_add(m, (struct q){ 1, 2 }, 1, &h) != 0)
				return overflow(v, n);
			*out = (struct q){ a.n < 0 ? -q_floor(h) : q_floor(h),
			    1 };
		}
		return 0;
	default:
		break;
	}
	if (eval(v, n->arg[0], &a) != 0 || eval(v, n->arg[1], &b) != 0)
		return -1;
	switch (n->op) {
	case OP_ADD:
	case OP_SUB:
		if (q_add(a, b, n->op == OP_ADD ? 1 : -1, out) != 0)
			return overflow(v, n);
		return 0;
	case OP_MUL:
		if (q_mul(a, b, out) != 0)
			return overflow(v, n);
		return 0;
	case OP_DIV:
		if (b.n == 0)
			return eerr(v, n, "division by zero");
		if (q_mul(a, (struct q){ b.n < 0 ? -b.d : b.d,
		    b.n < 0 ? -b.n : b.n }, out) != 0)
			return overflow(v, n);
		return 0;
	case OP_MOD: {
		long x, y, m;
		if (a.d != 1 || b.d != 1)
			return eerr(v, n, "'%%' takes whole numbers");
		x = a.n;
		y = b.n;
		if (y == 0)
			return eerr(v, n, "division by zero");
		m = x % y;
		if (m != 0 && (m < 0) != (y < 0))
			m += y;
		*out = (struct q){ m, 1 };
		return 0;
	}
	case OP_LT: t = q_cmp(a, b) < 0; break;
	case OP_LE: t = q_cmp(a, b) <= 0; break;
	case OP_GT: t = q_cmp(a, b) > 0; break;
	case OP_GE: t = q_cmp(a, b) >= 0; break;
	case OP_EQ: t = q_cmp(a, b) == 0; break;
	case OP_NE: t = q_cmp(a, b) != 0; break;
	default:
		return eerr(v, n, "internal error: operator %d", (int)n->op);
	}
	*out = (struct q){ t, 1 };
	return 0;
}

int
expr_eval(const struct expr *e, const struct expr_env *env, long *out,
    struct diag *d)
{
	struct evaluator v = { e, env, d };
	struct q r;

	diag_clear(d);
	if (eval(&v, e->root, &r) != 0)
		return d->code ? d->code : ST_DATA;
	*out = q_floor(r);
	return ST_OK;
}

static int
has_sym(const struct node *n)
{
	if (n->op == OP_SYM)
		return 1;
	for (int i = 0; i < n->n; i++)
		if (has_sym(n->arg[i]))
			return 1;
	return 0;
}

int
expr_constant(const struct expr *e, long *v)
{
	struct diag d;

	if (has_sym(e->root))
		return 0;
	return expr_eval(e, NULL, v, &d) == ST_OK;
}

static void
each_sym(const struct node *n, void (*fn)(void *, const struct expr_sym *),
    void *ctx)
{
	if (n->op == OP_SYM)
		fn(ctx, &n->sym);
	for (int i = 0; i < n->n; i++)
		each_sym(n->arg[i], fn, ctx);
}

void
expr_each_sym(const struct expr *e,
    void (*fn)(void *ctx, const struct expr_sym *sym), void *ctx)
{
	each_sym(e->root, fn, ctx);
}
