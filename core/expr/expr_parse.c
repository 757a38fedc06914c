/* expr_parse.c: an expression's text parsed once into its tree, each
 * name resolved by whoever parses it (expr.h); its messages carry the
 * file, line and column of what they name. */
#include "core/expr/expr_int.h"
#include "core/base/strbuf.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* What a GM nesting deeper than the parser goes writes instead: the
 * operators' precedence needs no parentheses around each part, and
 * a rule may test its parts one by one. */
#define NESTED_ADVICE "write it flatter (a and b and c needs no " \
	"parentheses around each part) or split the rule into several " \
	"requirements"

/* --- parsing ------------------------------------------------------------- */

struct parser {
	const char *s;
	size_t i;
	int depth;
	const struct expr_names *names;
	struct expr *e;
	struct diag *d;
	int failed;
	unsigned needs;		/* the bindings its names read, together:
				   none, nothing for check_bound to walk */
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

/* The first letters of the built-ins' names: the place in builtins of
 * the first one with it, + 1 (those with the same first letter follow
 * it), 0 for a letter none has. */
static const unsigned char builtin_first[256] = {
	['m'] = 1, ['f'] = 3, ['c'] = 4, ['r'] = 5, ['a'] = 6, ['i'] = 7,
};

static void
perr(struct parser *p, size_t at, const char *fmt, ...) ATTR_PRINTF(3, 4);

/* The position of byte at of the text, as the file sees it. */
void
expr_pos_of(const struct expr *e, const char *s, size_t at, int *line, int *col)
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
	struct strbuf msg;	/* whole, however long (diag_msg) */
	va_list ap;
	int line, col;

	if (p->failed)
		return;
	p->failed = 1;
	sb_init(&msg);
	va_start(ap, fmt);
	sb_vprintf(&msg, fmt, ap);
	va_end(ap);
	expr_pos_of(p->e, p->s, at, &line, &col);
	diag_at(p->d, ST_DATA, p->e->file, line, col, "%s", sb_str(&msg));
	sb_release(&msg);
}

/* The classes of bytes, as <ctype.h>'s in the C locale (the program's:
 * it sets none), by comparisons: no call for every byte read. */
static int
is_white(int c)
{
	return c == ' ' || (c >= '\t' && c <= '\r');
}

static int
is_alpha(int c)
{
	return (unsigned)((c | 0x20) - 'a') < 26;
}

static int
is_digit(int c)
{
	return (unsigned)(c - '0') < 10;
}

static void
skip(struct parser *p)
{
	while (is_white((unsigned char)p->s[p->i]))
		p->i++;
}

/* The bytes of a name: 2 for those that may start one (a letter, '_'),
 * 1 for the others ('-', a digit). */
static const unsigned char name_byte[256] = {
	['-'] = 1, ['0'] = 1, ['1'] = 1, ['2'] = 1, ['3'] = 1,
	['4'] = 1, ['5'] = 1, ['6'] = 1, ['7'] = 1, ['8'] = 1,
	['9'] = 1, ['A'] = 2, ['B'] = 2, ['C'] = 2, ['D'] = 2,
	['E'] = 2, ['F'] = 2, ['G'] = 2, ['H'] = 2, ['I'] = 2,
	['J'] = 2, ['K'] = 2, ['L'] = 2, ['M'] = 2, ['N'] = 2,
	['O'] = 2, ['P'] = 2, ['Q'] = 2, ['R'] = 2, ['S'] = 2,
	['T'] = 2, ['U'] = 2, ['V'] = 2, ['W'] = 2, ['X'] = 2,
	['Y'] = 2, ['Z'] = 2, ['_'] = 2, ['a'] = 2, ['b'] = 2,
	['c'] = 2, ['d'] = 2, ['e'] = 2, ['f'] = 2, ['g'] = 2,
	['h'] = 2, ['i'] = 2, ['j'] = 2, ['k'] = 2, ['l'] = 2,
	['m'] = 2, ['n'] = 2, ['o'] = 2, ['p'] = 2, ['q'] = 2,
	['r'] = 2, ['s'] = 2, ['t'] = 2, ['u'] = 2, ['v'] = 2,
	['w'] = 2, ['x'] = 2, ['y'] = 2, ['z'] = 2,
};

static int
is_name_start(int c)
{
	return name_byte[c] == 2;
}

static int
is_name(int c)
{
	return name_byte[c] != 0;
}

/* The length of t when the text at s starts with it, else 0 (t is not
 * empty; compared here, byte by byte: every operator tried at every
 * value is one or two bytes). */
static size_t
starts(const char *s, const char *t)
{
	size_t n = 0;

	for (; t[n] != '\0'; n++)
		if (s[n] != t[n])
			return 0;
	return n;
}

/* A word operator ("and") at the cursor, not the start of a longer name. */
static int
word(struct parser *p, const char *w)
{
	size_t n;

	skip(p);
	if ((n = starts(p->s + p->i, w)) == 0 || is_name(
	    (unsigned char)p->s[p->i + n]))
		return 0;
	p->i += n;
	return 1;
}

static int
sym(struct parser *p, const char *t)
{
	size_t n;

	skip(p);
	if ((n = starts(p->s + p->i, t)) == 0)
		return 0;
	p->i += n;
	return 1;
}

/* The one byte c at the cursor (after white space), read: sym's, without
 * its loop (the brackets and commas of every call). */
static int
sym1(struct parser *p, char c)
{
	skip(p);
	if (p->s[p->i] != c)
		return 0;
	p->i++;
	return 1;
}

static struct node *
mk(struct parser *p, enum op op, size_t col)
{
	struct node_block *b = p->e->nodes;
	struct node *n;

	if (b->used == b->size) {
		/* the first block sized by the text (expr_parse), then
		 * twice as many as the block before */
		int size = 2 * b->size;
		struct node_block *nb = malloc(sizeof *nb + (size_t)size *
		    sizeof nb->v[0]);
		if (nb == NULL) {
			if (!p->failed) {
				p->failed = 1;
				diag_set(p->d, ST_ENV, "out of memory");
			}
			return NULL;
		}
		nb->next = b;
		nb->used = 0;
		nb->size = size;
		p->e->nodes = b = nb;
	}
	n = &b->v[b->used++];
	/* each field but arg, of which the first n are set as they are
	 * parsed (nothing reads past them) */
	n->op = op;
	n->num = 0;
	memset(&n->sym, 0, sizeof n->sym);
	n->n = 0;
	n->col = (int)col;
	n->need_col = 0;
	n->len = 0;
	return n;
}

/* A node given up while parsing: its memory goes with the expression's
 * (expr_free). */
static void
node_free(struct node *n)
{
	(void)n;
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
	    !is_alpha((unsigned char)s[k + 1])))
		k++;
	return k;
}

/* What the names' words were asked about: a name resolved (sym), or one
 * nothing binds (unbound, missing). */
struct asked {
	const char *name;
	int nargs, unbound;
	const char *const *symtext;
	struct expr_sym *sym;
	unsigned missing;
};

/* The names' words, err of size n, whole: words that filled it may have
 * been cut (a long name in them), and are asked again in room twice as
 * large until they fit, into *big (the caller frees it). */
static const char *
said_whole(const struct parser *p, const struct asked *q, const char *err,
    size_t n, char **big)
{
	const char *said = err;

	for (size_t room = n; strlen(said) + 1 >= room &&
	    room < (size_t)1 << 24;) {
		char *t = malloc(room *= 2);
		if (t == NULL)
			break;
		t[0] = '\0';
		if (q->unbound)
			p->names->unbound(p->names->ctx, q->name, q->missing,
			    t, room);
		else
			p->names->resolve(p->names->ctx, q->name, q->nargs,
			    q->symtext, q->sym, t, room);
		free(*big);
		said = *big = t;
	}
	return said;
}

/* Resolve a name as a value (nargs -1) or a call, into n->sym; a
 * refusal is at the name (at), or at its symbol argument i (symat[i],
 * NULL for a value) when the resolver says so (need_arg i + 1). */
static int
resolve(struct parser *p, struct node *n, const char *name, int nargs,
    const char *const *symtext, size_t at, const size_t *symat)
{
	char err[DIAG_MSG_MAX / 2], *big = NULL;
	const char *said = err;

	err[0] = '\0';		/* the resolver's words, if it says any */
	n->need_col = (int)at;
	n->len = (int)strlen(name);
	if (p->names != NULL && p->names->resolve(p->names->ctx, name, nargs,
	    symtext, &n->sym, err, sizeof err) == 0) {
		p->needs |= n->sym.needs;
		return 0;
	}
	if (symat != NULL && n->sym.need_arg > 0 && n->sym.need_arg <= nargs &&
	    symtext[n->sym.need_arg - 1] != NULL)
		at = symat[n->sym.need_arg - 1];
	if (p->names != NULL) {
		struct asked q = { name, nargs, 0, symtext, &n->sym, 0 };
		said = said_whole(p, &q, err, sizeof err, &big);
	}
	if (said[0] != '\0')
		perr(p, at, "%s", said);
	else
		perr(p, at, "unknown name '%s'", name);
	free(big);
	return -1;
}

/* The texts of a name and of its arguments that are bare names, of any
 * length: in fixed room when they fit (most do), else on the heap. */
struct names_room {
	char buf[EXPR_MAX_ARGS + 1][64];
	char *big[EXPR_MAX_ARGS + 1];
	unsigned used;		/* the big ones there are, a bit each */
};

/* The len bytes at s as a string in room k, or NULL (reported) when
 * there is no memory. */
static const char *
name_text(struct parser *p, struct names_room *r, int k, const char *s,
    size_t len, size_t at)
{
	char *t = r->buf[k];

	if (len >= sizeof r->buf[k]) {
		if ((t = r->big[k] = malloc(len + 1)) == NULL) {
			perr(p, at, "out of memory");
			return NULL;
		}
		r->used |= 1u << k;
	}
	memcpy(t, s, len);
	t[len] = '\0';
	return t;
}

static struct node *
parse_name_in(struct parser *p, struct names_room *room)
{
	size_t start = p->i, len = name_len(p->s + p->i);
	const char *name;
	const char *symtext[EXPR_MAX_ARGS] = { NULL };
	size_t symat[EXPR_MAX_ARGS];
	struct node *n;
	int nargs = -1, k;

	if ((name = name_text(p, room, EXPR_MAX_ARGS, p->s + start, len,
	    start)) == NULL)
		return NULL;
	p->i += len;
	if ((name[0] == 't' && strcmp(name, "true") == 0) ||
	    (name[0] == 'f' && strcmp(name, "false") == 0)) {
		if ((n = mk(p, OP_NUM, start)) != NULL)
			n->num = name[0] == 't';
		return n;
	}
	if ((n = mk(p, OP_SYM, start)) == NULL)
		return NULL;
	if (sym1(p, '(')) {
		nargs = 0;
		if (!sym1(p, ')')) {
			do {
				size_t a = (skip(p), p->i), b;
				if (nargs == EXPR_MAX_ARGS) {
					perr(p, a, "'%s' takes at most %d "
					    "arguments", name, EXPR_MAX_ARGS);
					node_free(n);
					return NULL;
				}
				/* a bare name: a symbol, or resolved below;
				 * dotted, a key's path (known(resources.ore.
				 * start)), which only a symbol can be */
				b = is_name_start((unsigned char)p->s[a]) ?
				    name_len(p->s + a) : 0;
				while (b > 0 && p->s[a + b] == '.' &&
				    is_name_start((unsigned char)p->s[a + b +
				    1]))
					b += 1 + name_len(p->s + a + b + 1);
				if (b > 0) {
					size_t c = a + b;
					while (is_white((unsigned char)p->s[c]))
						c++;
					if (p->s[c] == ',' || p->s[c] == ')') {
						if ((symtext[nargs] = name_text(
						    p, room, nargs, p->s + a,
						    b, a)) == NULL) {
							node_free(n);
							return NULL;
						}
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
			} while (sym1(p, ','));
			if (!sym1(p, ')')) {
				perr(p, p->i, "')' expected after the "
				    "arguments of '%s'", name);
				node_free(n);
				return NULL;
			}
		}
	}
	/* a built-in is called ("round" alone is a name); tried only from
	 * the first with its first letter, while they have it */
	for (size_t b = nargs < 0 || !builtin_first[(unsigned char)name[0]] ?
	    sizeof builtins / sizeof builtins[0] :
	    builtin_first[(unsigned char)name[0]] - 1u;
	    b < sizeof builtins / sizeof builtins[0] &&
	    builtins[b].name[0] == name[0]; b++) {
		if (strcmp(name, builtins[b].name) != 0)
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
			    symtext[i], -1, NULL, symat[i], NULL) != 0) {
				node_free(n);
				return NULL;
			}
		return n;
	}
	if (resolve(p, n, name, nargs, symtext, start, symat) != 0) {
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
		    symtext[i], -1, NULL, symat[i], NULL) != 0) {
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
parse_name(struct parser *p)
{
	struct names_room room;
	struct node *n;

	room.used = 0;
	n = parse_name_in(p, &room);
	for (int k = 0; room.used != 0; k++, room.used >>= 1)
		if (room.used & 1)
			free(room.big[k]);
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
			perr(p, at, "nested too deeply (at most %d levels): "
			    NESTED_ADVICE, EXPR_MAX_DEPTH);
			return NULL;
		}
		n = parse_or(p);
		p->depth--;
		if (n != NULL && !sym1(p, ')')) {
			perr(p, p->i, "')' expected");
			node_free(n);
			return NULL;
		}
		return n;
	}
	if (is_digit((unsigned char)p->s[at])) {
		long v = 0;
		while (is_digit((unsigned char)p->s[p->i])) {
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
		perr(p, at, "nested too deeply (at most %d levels): "
		    NESTED_ADVICE, EXPR_MAX_DEPTH);
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

static int
at_cmp(struct parser *p)
{
	const char *c = p->s + (skip(p), p->i);

	return c[0] == '<' || c[0] == '>' || (c[0] == '=' && c[1] == '=') ||
	    (c[0] == '!' && c[1] == '=');
}


/* The levels of the binary operators, loosest first, and where "not"
 * stands among them (a prefix: "not a < b" is "not (a < b)"); '-' as a
 * prefix binds tighter than any (parse_unary). */
enum { L_OR, L_AND, L_NOT, L_CMP, L_SUM, L_PROD, L_UNARY };

static struct node *parse_bin(struct parser *p, int min);

/* What "not" applies to: a comparison, a sum, or "not" again. */
static struct node *
parse_not(struct parser *p)
{
	return parse_bin(p, L_NOT);
}

/* The comparison at at (its first byte one of '<', '>', '=', '!') after
 * l: l < r; l itself at a lone '!' (which the caller refuses); refused
 * at a lone '=' or when another comparison follows r (they do not
 * chain). */
static struct node *
compare(struct parser *p, struct node *l, size_t at)
{
	static const struct { const char *t; enum op op; } cmps[] = {
		{ "<=", OP_LE }, { ">=", OP_GE }, { "==", OP_EQ },
		{ "!=", OP_NE }, { "<", OP_LT }, { ">", OP_GT },
	};

	for (size_t k = 0; k < sizeof cmps / sizeof cmps[0]; k++) {
		if (!sym(p, cmps[k].t))
			continue;
		l = bin(p, cmps[k].op, l, parse_bin(p, L_SUM), at);
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

/* The operators of level min and tighter, by precedence climbing: a
 * value (with "not" before it when min allows one), then each binary
 * operator after it of a level from min to lev, lev the level l has
 * reached (an operator of a looser level than min is the caller's; one
 * of a tighter level than lev cannot follow l here: after a comparison
 * or a "not" only "and" and "or" can). */
static struct node *
parse_bin(struct parser *p, int min)
{
	struct node *l;
	size_t at = (skip(p), p->i);
	int lev = L_UNARY;

	/* "not" tried only at an 'n' (every value passes here) */
	if (min <= L_NOT && ((p->s[at] == 'n' && word(p, "not")) ||
	    (p->s[at] == '!' && p->s[at + 1] != '=' && (p->i++, 1)))) {
		l = prefix(p, OP_NOT, at, parse_not);
		lev = L_NOT;
	} else
		l = parse_unary(p);
	while (l != NULL) {
		enum op op;
		int q;
		at = (skip(p), p->i);
		switch (p->s[at]) {
		case '*': op = OP_MUL; q = L_PROD; break;
		case '/': op = OP_DIV; q = L_PROD; break;
		case '%': op = OP_MOD; q = L_PROD; break;
		case '+': op = OP_ADD; q = L_SUM; break;
		case '-': op = OP_SUB; q = L_SUM; break;
		case '<': case '>': case '=': case '!':
			op = OP_LT; q = L_CMP; break;
		case 'a': case '&': op = OP_AND; q = L_AND; break;
		case 'o': case '|': op = OP_OR; q = L_OR; break;
		default:
			return l;
		}
		if (q < min || q > lev)
			return l;
		lev = q;
		switch (q) {
		case L_PROD:
			p->i++;
			l = bin(p, op, l, parse_unary(p), at);
			break;
		case L_SUM:
			p->i++;
			l = bin(p, op, l, parse_bin(p, L_PROD), at);
			break;
		case L_CMP:
			if ((l = compare(p, l, at)) == NULL || p->i == at)
				return l;	/* refused, or a lone '!' */
			lev = L_NOT;	/* they do not chain */
			break;
		default:
			/* tried at their first byte only */
			if (op == OP_AND ? !(p->s[at] == 'a' ? word(p, "and") :
			    sym(p, "&&")) : !(p->s[at] == 'o' ? word(p, "or") :
			    sym(p, "||")))
				return l;
			l = bin(p, op, l, parse_bin(p, q + 1), at);
			break;
		}
	}
	return l;
}

static struct node *
parse_or(struct parser *p)
{
	struct node *l;

	if (++p->depth > EXPR_MAX_DEPTH) {
		perr(p, p->i, "nested too deeply (at most %d levels): "
		    NESTED_ADVICE, EXPR_MAX_DEPTH);
		return NULL;
	}
	l = parse_bin(p, L_OR);
	p->depth--;
	return l;
}

/* The refusal of name n, which reads the bindings missing: -1. */
static int
unbound_said(struct parser *p, const struct node *n, unsigned missing)
{
	/* the name as written, "held(group)": of any length */
	struct names_room room;
	char err[DIAG_MSG_MAX / 2], *big = NULL;
	const char *name, *said = err;

	room.big[0] = NULL;
	room.used = 0;
	err[0] = '\0';
	if ((name = name_text(p, &room, 0, p->s + n->col, (size_t)n->len,
	    (size_t)n->need_col)) == NULL)
		return -1;
	if (p->names->unbound != NULL) {
		struct asked q = { name, 0, 1, NULL, NULL, missing };
		p->names->unbound(p->names->ctx, name, missing, err,
		    sizeof err);
		said = said_whole(p, &q, err, sizeof err, &big);
	}
	if (said[0] != '\0')
		perr(p, (size_t)n->need_col, "%s", said);
	else
		perr(p, (size_t)n->need_col, "'%s' reads a value nothing "
		    "binds where it is written", name);
	free(big);
	free(room.big[0]);
	return -1;
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
	if (n->op == OP_SYM && (missing = n->sym.needs & ~bound) != 0)
		return unbound_said(p, n, missing);
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
	/* the first block's nodes: a node takes a byte of the text at
	 * least, most some three or four ("sites(current) > 0" four) */
	int first = len > 56 ? 16 : (int)len / 4 + 2;
	size_t at = sizeof *e + sizeof *e->first + (size_t)first *
	    sizeof e->first->v[0];

	*out = NULL;
	diag_clear(d);
	/* one allocation: the expression, its first block of nodes and its
	 * text (a command compiles many) */
	if ((e = names != NULL && names->alloc != NULL ?
	    names->alloc(names->ctx, at + len + 1) : malloc(at + len + 1)) ==
	    NULL)
		return diag_set(d, ST_ENV, "out of memory");
	e->taken = names != NULL && names->alloc != NULL;
	e->text = (char *)e + at;
	memcpy(e->text, text, len + 1);
	e->root = NULL;
	e->first = e->nodes = (struct node_block *)(e + 1);
	e->first->next = NULL;
	e->first->used = 0;
	e->first->size = first;
	e->file[0] = '\0';
	if (file != NULL) {
		/* as snprintf would, cut to the size (no printf: a command
		 * compiles many expressions) */
		size_t n = strnlen(file, sizeof e->file - 1);
		memcpy(e->file, file, n);
		e->file[n] = '\0';
	}
	e->line = line;
	e->col = col > 0 ? col : 1;
	memset(&p, 0, sizeof p);
	p.s = e->text;
	p.names = names;
	p.e = e;
	p.d = d;
	if (len > EXPR_MAX_TEXT)
		perr(&p, 0, "the expression is too long (%zu bytes; at most "
		    "%d): split the rule into several, each with a part "
		    "(requirements testing one part each, or effects each "
		    "with its own amount)", len, EXPR_MAX_TEXT);
	else {
		/* (len is the text's own: no byte 0 in it) */
		size_t k = 0;
		while (text[k] == ' ' || text[k] == '\t' || text[k] == '\r' ||
		    text[k] == '\n')
			k++;
		if (k == len)
			perr(&p, 0, "the expression is empty");
	}
	if (!p.failed) {
		e->root = parse_or(&p);
		skip(&p);
		if (e->root != NULL && p.s[p.i] != '\0')
			perr(&p, p.i, "'%c' is not expected here%s",
			    p.s[p.i], p.s[p.i] == '=' ?
			    " (a comparison is '==')" : "");
	}
	if (!p.failed && names != NULL && p.needs != 0)
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
	while (e->nodes != e->first) {
		struct node_block *b = e->nodes;
		e->nodes = b->next;
		free(b);
	}
	if (!e->taken)
		free(e);
}

const char *
expr_text(const struct expr *e)
{
	return e->text;
}
