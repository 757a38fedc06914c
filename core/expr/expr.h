/* expr.h: integer expressions over a game's state.
 *
 * Wherever a ruleset gives an amount, a condition or a limit it may write
 * an expression instead of a number.  The language:
 *
 *	expr    = or
 *	or      = and { ("or" | "||") and }
 *	and     = not { ("and" | "&&") not }
 *	not     = ("not" | "!") not | cmp
 *	cmp     = sum [ ("<" | "<=" | ">" | ">=" | "==" | "!=") sum ]
 *	sum     = prod { ("+" | "-") prod }
 *	prod    = unary { ("*" | "/" | "%") unary }
 *	unary   = "-" unary | primary
 *	primary = INT | "true" | "false" | "(" expr ")"
 *	        | NAME [ "(" [ expr { "," expr } ] ")" ]
 *
 * Values are exact rationals: "/" divides exactly, so floor(lands / 3) is
 * what it says; "%" is the remainder of whole numbers (the sign of the
 * divisor's, as in floored division).  An amount that is not whole in the
 * end is rounded down (expr_eval).  Comparisons and the logical operators
 * give 1 or 0; any value other than 0 is true.  Built in: min(a, b, ...),
 * max(a, b, ...), floor(x), ceil(x), round(x) (halves away from zero),
 * abs(x), if(c, a, b) (only the branch taken is evaluated).
 *
 * Every other NAME (with or without arguments) belongs to whoever parses
 * the expression: expr_parse asks the resolver what it means, once, and
 * refuses an unknown one with its column.  An argument written as a bare
 * NAME may be taken by the resolver as a symbol (a region group, a piece
 * kind: it turns it into a number of its own); the other arguments are
 * evaluated and handed over when the expression is.  The module knows no
 * game and no state: expr_eval calls back for every such name.
 *
 * Limits: DICE-like bounds keep evaluation cheap and exact: at most
 * EXPR_MAX_TEXT bytes, EXPR_MAX_DEPTH nesting, values and intermediate
 * numerators and denominators within +-EXPR_MAX_VALUE (an overflow is an
 * error, never a wrong answer).
 */
#ifndef ARBITER_EXPR_H
#define ARBITER_EXPR_H

#include <stddef.h>

#include "core/base/diag.h"

#define EXPR_MAX_TEXT	2048
#define EXPR_MAX_DEPTH	48
#define EXPR_MAX_ARGS	8
#define EXPR_MAX_VALUE	1000000000000000L	/* 1e15 */

/* What a resolver made of a NAME: its own code and up to three numbers
 * (say, the kind of query and a group's index), opaque to this module. */
struct expr_sym {
	int code;
	long a, b, c;
	unsigned symargs;	/* bit i: argument i was taken as a symbol */
	int each;		/* 0, or EXPR_EACH_SUM / EXPR_EACH_COUNT: an
				   aggregate (see expr_env.bind) */
	unsigned needs;		/* bindings the name reads (bits of the
				   resolver's own): refused by expr_parse
				   where neither the place (expr_names.bound)
				   nor an enclosing aggregate gives them */
	unsigned binds;		/* an aggregate: the bindings its argument
				   has while it is evaluated */
	int need_arg;		/* 0: the name itself reads them; i + 1:
				   its symbol argument i (for the column;
				   set by a refusing resolver: the column
				   of the refusal) */
};

/* An aggregate name, such as sum_regions(x) or count_regions(test):
 * its one argument is evaluated once for every element the environment
 * binds in turn, and the values are added up (SUM) or the true ones
 * counted (COUNT), or the place of the first true one given (FIRST). */
enum { EXPR_EACH_SUM = 1, EXPR_EACH_COUNT = 2,
	EXPR_EACH_FIRST = 3,	/* the place of the first element for which
				   the argument is not 0 (bound at that
				   place), -1 for none */
	EXPR_EACH_BEST = 4,	/* the element for which the argument is
				   highest, the first of them when tied: the
				   name's own value with it bound (env.value),
				   -1 for none */
	EXPR_EACH_MAX = 5 };	/* the highest value of the argument, 0 for
				   no element */

struct expr_names {
	/* Resolve name, called with nargs arguments (-1: written without
	 * parentheses).  symtext[i] is the text of argument i when it is a
	 * bare NAME, else NULL; the resolver sets bit i of out->symargs for
	 * each it takes as a symbol.  Return 0, or -1 with a message in err
	 * (the parser adds the position). */
	int (*resolve)(void *ctx, const char *name, int nargs,
	    const char *const *symtext, struct expr_sym *out, char *err,
	    size_t n);
	void *ctx;
	/* The bindings the place of the expression gives (expr_sym.needs):
	 * a name that needs another, outside an aggregate that binds it, is
	 * refused with the message unbound writes into err (missing: the
	 * bits not bound; name: as written, "held(group)"); unbound may be
	 * NULL when no name needs any. */
	unsigned bound;
	void (*unbound)(void *ctx, const char *name, unsigned missing,
	    char *err, size_t n);
	/* Where the expression and its first nodes are taken (n bytes, or
	 * NULL), storage its owner frees whole after the expression
	 * (expr_free leaves it): a malloc for each of a command's many
	 * expressions cost an eighth of compiling one.  NULL: malloc. */
	void *(*alloc)(void *ctx, size_t n);
};

struct expr_env {
	/* The value of a resolved name; args are the arguments that were
	 * not taken as symbols, in order (nargs of them).  Return 0, or -1
	 * with a message in err; or EXPR_UNKNOWN with the whole message in
	 * err, for a value the rules leave unknown: given as it is (ST_DATA),
	 * without the expression's place, for it is no error of the file. */
	int (*value)(void *ctx, const struct expr_sym *sym, const long *args,
	    int nargs, long *out, char *err, size_t n);
	/* Aggregates: bind element i of sym's domain and return 1, or
	 * return 0 when there is no element i; i -1 unbinds.  May be NULL
	 * when no aggregate is resolved. */
	int (*bind)(void *ctx, const struct expr_sym *sym, int i);
	void *ctx;
};

/* A name's value is unknown (expr_names.value). */
#define EXPR_UNKNOWN (-2)

struct expr;

/* Parse text into *out (owned: expr_free).  file, line and col say where
 * the text starts, for the errors (col counts from 1; a multi-line text
 * reports the line within it).  names may be NULL: then every name is
 * unknown but the built-ins.  ST_DATA with d filled on error, ST_ENV when
 * out of memory. */
int expr_parse(const char *text, const char *file, int line, int col,
    const struct expr_names *names, struct expr **out, struct diag *d);
void expr_free(struct expr *e);

/* Evaluate, rounding down a value that is not whole.  ST_DATA with d
 * filled on an error (division by zero, overflow, the environment's
 * refusal), the message naming the expression. */
int expr_eval(const struct expr *e, const struct expr_env *env, long *out,
    struct diag *d);

/* The text as written, for messages ("max(3, lands / 3)"). */
const char *expr_text(const struct expr *e);

/* A constant (no name but the built-ins)?  Then *v is its value. */
int expr_constant(const struct expr *e, long *v);

/* Call fn for every resolved name in e (to check what it needs). */
void expr_each_sym(const struct expr *e,
    void (*fn)(void *ctx, const struct expr_sym *sym), void *ctx);
/* The same, with the nearest name sym is written within (in, or NULL at
 * the top) and in which of its valued arguments (arg, from 0; those taken
 * as symbols are not counted): whether a value matters may depend on
 * what reads it. */
void expr_each_sym_in(const struct expr *e,
    void (*fn)(void *ctx, const struct expr_sym *sym,
    const struct expr_sym *in, int arg), void *ctx);

#endif
