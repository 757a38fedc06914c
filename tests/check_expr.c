/* check_expr.c: the expression language: values, rounding, names resolved
 * by the caller, symbols, and every error with its position. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/expr/expr.h"
#include "core/rules/names_int.h"
#include "suites.h"

/* A little zone: lands = 11, armies(KIND) symbols, bonus(GROUP). */
enum { C_LANDS, C_ROUND, C_HELD, C_ADD };
static const char *const groups[] = { "europe", "asia", "north-america" };
static const long held[] = { 5, 0, 7 };

static int
resolve(void *ctx, const char *name, int nargs, const char *const *symtext,
    struct expr_sym *out, char *err, size_t n)
{
	(void)ctx;
	memset(out, 0, sizeof *out);
	if (strcmp(name, "lands") == 0 && nargs == -1) {
		out->code = C_LANDS;
		return 0;
	}
	if (strcmp(name, "round") == 0 && nargs == -1) {
		out->code = C_ROUND;
		return 0;
	}
	if (strcmp(name, "held") == 0 && nargs == 1) {
		for (int g = 0; g < 3; g++)
			if (symtext[0] != NULL && strcmp(symtext[0],
			    groups[g]) == 0) {
				out->code = C_HELD;
				out->a = g;
				out->symargs = 1;
				return 0;
			}
		snprintf(err, n, "'held' takes a group (europe, asia, "
		    "north-america)");
		return -1;
	}
	if (strcmp(name, "plus") == 0 && nargs == 2) {
		out->code = C_ADD;
		return 0;
	}
	return -1;
}

static int
value(void *ctx, const struct expr_sym *sym, const long *args, int nargs,
    long *out, char *err, size_t n)
{
	(void)ctx;
	switch (sym->code) {
	case C_LANDS: *out = 11; return 0;
	case C_ROUND:
		snprintf(err, n, "there is no round before the game starts");
		return -1;
	case C_HELD: *out = held[sym->a]; return 0;
	case C_ADD:
		ck_assert_int_eq(nargs, 2);
		*out = args[0] + args[1];
		return 0;
	}
	return -1;
}

static const struct expr_names names = { resolve, NULL, 0, NULL, NULL };
static const struct expr_env env = { value, NULL, NULL };

static long
ev(const char *text)
{
	struct expr *e = NULL;
	struct diag d;
	long v = -12345;

	ck_assert_msg(expr_parse(text, "t.yaml", 3, 10, &names, &e, &d) ==
	    ST_OK, "'%s': %s", text, d.msg);
	ck_assert_msg(expr_eval(e, &env, &v, &d) == ST_OK, "'%s': %s", text,
	    d.msg);
	expr_free(e);
	return v;
}

/* expr_each_sym_in: each name with the name it is written within and in
 * which valued argument: "code:in/arg" in the order written. */
static void
sym_in(void *ctx, const struct expr_sym *sym, const struct expr_sym *in,
    int arg)
{
	char *out = ctx;
	size_t at = strlen(out);

	snprintf(out + at, 128 - at, "%s%d:%d/%d", at ? " " : "", sym->code,
	    in != NULL ? in->code : -1, arg);
}

START_TEST(syms_within)
{
	static const struct { const char *t, *want; } cases[] = {
		{ "lands", "0:-1/-1" },
		{ "1 + plus(lands, 2 * round)", "3:-1/-1 0:3/0 1:3/1" },
		/* a symbol argument is not counted: held's lands is none */
		{ "plus(held(asia), plus(3, lands)) + round",
		  "3:-1/-1 2:3/0 3:3/1 0:3/1 1:-1/-1" },
		{ "max(plus(1, lands), round)", "3:-1/-1 0:3/1 1:-1/-1" },
	};

	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		struct expr *e = NULL;
		struct diag d;
		char got[128] = "";
		ck_assert_msg(expr_parse(cases[i].t, "t.yaml", 1, 1, &names, &e,
		    &d) == ST_OK, "'%s': %s", cases[i].t, d.msg);
		expr_each_sym_in(e, sym_in, got);
		ck_assert_msg(strcmp(got, cases[i].want) == 0, "'%s': %s, want "
		    "%s", cases[i].t, got, cases[i].want);
		expr_free(e);
	}
}
END_TEST

START_TEST(values)
{
	static const struct { const char *t; long v; } cases[] = {
		{ "3", 3 }, { "1 + 2 * 3", 7 }, { "(1 + 2) * 3", 9 },
		{ "-3 - -4", 1 }, { "lands", 11 }, { "lands / 3", 3 },
		{ "max(3, lands / 3)", 3 }, { "max(3, 30 / 3)", 10 },
		{ "floor(7 / 2)", 3 }, { "ceil(7 / 2)", 4 },
		{ "ceil(-7 / 2)", -3 }, { "floor(-7 / 2)", -4 },
		{ "-7 / 2", -4 }, { "round(5 / 2)", 3 },
		{ "round(-5 / 2)", -3 }, { "round(7 / 3)", 2 },
		{ "lands / 3 * 3", 11 }, { "floor(lands / 3) * 3", 9 },
		{ "7 % 3", 1 }, { "-7 % 3", 2 }, { "7 % -3", -2 },
		{ "abs(-4)", 4 }, { "min(4, 2, 9)", 2 },
		{ "1 < 2", 1 }, { "2 <= 1", 0 }, { "lands == 11", 1 },
		{ "lands != 11", 0 }, { "3 > 2 and 2 > 3", 0 },
		{ "3 > 2 or 2 > 3", 1 }, { "not 0", 1 }, { "!lands", 0 },
		{ "true + true", 2 }, { "false", 0 },
		{ "if(lands > 10, 1, 2)", 1 }, { "if(0, round, 5)", 5 },
		{ "0 and round", 0 }, { "1 or round", 1 },
		{ "held(europe) + held(north-america)", 12 },
		{ "held( asia )", 0 }, { "lands-1", 10 },
		{ "plus(lands, 2)", 13 }, { "plus(1, plus(2, 3))", 6 },
		{ "max(lands, 20)", 20 }, { "min(lands, 2)", 2 },
		{ "2 / 3 + 1 / 3", 1 }, { "1000000 * 1000000 / 1000000", 1000000 },
	};

	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
		ck_assert_msg(ev(cases[i].t) == cases[i].v, "'%s' = %ld, not "
		    "%ld", cases[i].t, ev(cases[i].t), cases[i].v);
}
END_TEST

static void
parse_err(const char *text, int line, int col, const char *msg)
{
	struct expr *e = NULL;
	struct diag d;

	ck_assert_msg(expr_parse(text, "t.yaml", 3, 10, &names, &e, &d) ==
	    ST_DATA, "'%s' parsed", text);
	ck_assert_ptr_null(e);
	ck_assert_str_eq(d.file, "t.yaml");
	ck_assert_msg(d.line == line && d.col == col && strcmp(d.msg, msg)
	    == 0, "'%s': %d:%d: %s", text, d.line, d.col, d.msg);
}

START_TEST(parse_errors)
{
	parse_err("", 3, 10, "the expression is empty");
	parse_err("1 +", 3, 13, "the expression ends where a value is "
	    "expected");
	parse_err("lands + cards", 3, 18, "unknown name 'cards'");
	parse_err("held(africa)", 3, 10, "'held' takes a group (europe, "
	    "asia, north-america)");
	parse_err("max()", 3, 10, "'max' takes at least 1 argument");
	parse_err("floor(1, 2)", 3, 10, "'floor' takes 1 argument");
	parse_err("1 < 2 < 3", 3, 16, "comparisons do not chain: write "
	    "'a < b and b < c'");
	parse_err("lands = 3", 3, 16, "'=' is not a comparison: write '=='");
	parse_err("(1 + 2", 3, 16, "')' expected");
	parse_err("3lands", 3, 11, "a number cannot run into a name: write "
	    "'3 * ...' for a product");
	parse_err("1 $ 2", 3, 12, "'$' is not expected here");
	parse_err("max(1,\n  zz)", 4, 3, "unknown name 'zz'");
	parse_err("99999999999999999", 3, 10, "number too large (at most "
	    "1000000000000000)");
}
END_TEST

static void
eval_err(const char *text, const char *msg)
{
	struct expr *e = NULL;
	struct diag d;
	long v;

	ck_assert_int_eq(expr_parse(text, "t.yaml", 3, 10, &names, &e, &d),
	    ST_OK);
	ck_assert_int_eq(expr_eval(e, &env, &v, &d), ST_DATA);
	ck_assert_msg(strcmp(d.msg, msg) == 0, "'%s': %s", text, d.msg);
	expr_free(e);
}

START_TEST(eval_errors)
{
	eval_err("lands / (lands - 11)", "division by zero (in 'lands / "
	    "(lands - 11)')");
	eval_err("7 % 0", "division by zero (in '7 % 0')");
	eval_err("1 / 2 % 3", "'%' takes whole numbers (in '1 / 2 % 3')");
	eval_err("1 + round", "there is no round before the game starts "
	    "(in '1 + round')");
	eval_err("1000000000 * 1000000000", "a value goes beyond "
	    "1000000000000000 (in '1000000000 * 1000000000')");
}
END_TEST

/* Bindings: 'it' needs bit 1, which each(x) binds for x; pick(it) reads it
 * through its symbol argument. */
static int
bind_resolve(void *ctx, const char *name, int nargs,
    const char *const *symtext, struct expr_sym *out, char *err, size_t n)
{
	(void)ctx;
	(void)err;
	(void)n;
	memset(out, 0, sizeof *out);
	if (strcmp(name, "it") == 0 && nargs == -1)
		return out->needs = 1, 0;
	if (strcmp(name, "each") == 0 && nargs == 1) {
		out->each = EXPR_EACH_SUM;
		out->binds = 1;
		return 0;
	}
	if (strcmp(name, "pick") == 0 && nargs == 1 && symtext[0] != NULL &&
	    strcmp(symtext[0], "it") == 0) {
		out->symargs = 1;
		out->needs = 1;
		out->need_arg = 1;
		return 0;
	}
	return -1;
}

static void
bind_unbound(void *ctx, const char *name, unsigned missing, char *err,
    size_t n)
{
	(void)ctx;
	snprintf(err, n, "'%s' needs %u", name, missing);
}

static void
bind_case(unsigned bound, int with_msg, const char *text, int col,
    const char *msg)
{
	struct expr_names nm = { bind_resolve, NULL, bound, with_msg ?
	    bind_unbound : NULL, NULL };
	struct expr *e = NULL;
	struct diag d;
	int r = expr_parse(text, "t.yaml", 3, 10, &nm, &e, &d);

	if (msg == NULL) {
		ck_assert_msg(r == ST_OK, "'%s': %s", text, d.msg);
		expr_free(e);
		return;
	}
	ck_assert_msg(r == ST_DATA && e == NULL, "'%s' parsed", text);
	ck_assert_msg(d.line == 3 && d.col == col && strcmp(d.msg, msg) == 0,
	    "'%s': %d:%d: %s", text, d.line, d.col, d.msg);
}

START_TEST(bindings)
{
	bind_case(0, 1, "1 + it", 14, "'it' needs 1");
	bind_case(0, 1, "each(it * 2) + each(pick(it))", 0, NULL);
	bind_case(0, 1, "each(1) + pick(it)", 25, "'pick(it)' needs 1");
	/* a branch never taken is refused all the same */
	bind_case(0, 1, "if(1, 2, it)", 19, "'it' needs 1");
	bind_case(1, 1, "it + pick(it)", 0, NULL);
	bind_case(0, 0, "it", 10, "'it' reads a value nothing binds where "
	    "it is written");
}
END_TEST

/* The table of the engine's bare words (names_bare.c) is sorted as
 * strcmp sorts, each word found at its own place, others at none. */
START_TEST(bare_words)
{
	for (int w = 0; w < BW__N; w++) {
		ck_assert_int_eq(nm_bare_word(nm_bare_name(w)), w);
		if (w > 0)
			ck_assert_int_lt(strcmp(nm_bare_name(w - 1),
			    nm_bare_name(w)), 0);
	}
	ck_assert_int_eq(nm_bare_word("round"), BW_ROUND);
	ck_assert_int_eq(nm_bare_word(""), -1);
	ck_assert_int_eq(nm_bare_word("rounds"), -1);
	ck_assert_int_eq(nm_bare_word("a"), -1);
	ck_assert_int_eq(nm_bare_word("zz"), -1);
}
END_TEST

START_TEST(deep_and_long)
{
	char buf[EXPR_MAX_TEXT + 2];
	struct expr *e = NULL;
	struct diag d;
	long v;

	memset(buf, '(', 200);
	strcpy(buf + 200, "1");
	ck_assert_int_eq(expr_parse(buf, "t", 1, 1, &names, &e, &d), ST_DATA);
	ck_assert_str_eq(d.msg, "nested too deeply (at most 48 "
	    "levels): write it flatter (a and b and c needs no parentheses "
	    "around each part) or split the rule into several requirements");
	memset(buf, '-', 200);
	strcpy(buf + 200, "1");
	ck_assert_int_eq(expr_parse(buf, "t", 1, 1, &names, &e, &d), ST_DATA);
	memset(buf, '1', sizeof buf - 1);
	buf[sizeof buf - 1] = '\0';
	ck_assert_int_eq(expr_parse(buf, "t", 1, 1, &names, &e, &d), ST_DATA);
	ck_assert_str_eq(d.msg, "the expression is too long (2049 "
	    "bytes; at most 2048): split the rule into several, each with a "
	    "part (requirements testing one part each, or effects each with "
	    "its own amount)");
	ck_assert_int_eq(expr_parse("2 * (3 + 4)", "t", 1, 1, NULL, &e, &d),
	    ST_OK);
	ck_assert_int_eq(expr_constant(e, &v), 1);
	ck_assert_int_eq(v, 14);
	ck_assert_str_eq(expr_text(e), "2 * (3 + 4)");
	expr_free(e);
	ck_assert_int_eq(expr_parse("lands", "t", 1, 1, &names, &e, &d),
	    ST_OK);
	ck_assert_int_eq(expr_constant(e, &v), 0);
	expr_free(e);
}
END_TEST

Suite *
suite_expr(void)
{
	Suite *s = suite_create("expr");
	TCase *tc = tcase_create("expr");

	tcase_add_test(tc, values);
	tcase_add_test(tc, parse_errors);
	tcase_add_test(tc, eval_errors);
	tcase_add_test(tc, deep_and_long);
	tcase_add_test(tc, bindings);
	tcase_add_test(tc, syms_within);
	tcase_add_test(tc, bare_words);
	suite_add_tcase(s, tc);
	return s;
}
