/* check_dice.c: dice expressions: parse, canonical text, limits, rolls. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/dice/dice.h"
#include "suites.h"

/* A ruleset's dice, through the lookup callback. */
static const long blue_f[] = { 0, 0, 1, 1, 2, 2 };
static const unsigned char blue_x[] = { 0, 0, 0, 0, 0, 1 };
static const long red_f[] = { 1, 2, 3 };
static const long bigred_f[] = { 5, 6 };
static const long dark_f[] = { 0, 1 };
static const long huge_f[101];
static const long boom_f[] = { 1, 2 };
static const unsigned char boom_x[] = { 1, 1 };
static const long far_f[] = { 0, 2000000000000L };

static const struct {
	const char *name;
	struct die_faces die;
} ruleset[] = {
	{ "blue", { 6, blue_f, blue_x } },
	{ "red", { 3, red_f, NULL } },
	{ "big-red", { 2, bigred_f, NULL } },
	{ "dark", { 2, dark_f, NULL } },
	{ "none", { 0, NULL, NULL } },
	{ "huge", { 101, huge_f, NULL } },
	{ "boom", { 2, boom_f, boom_x } },
	{ "far", { 2, far_f, NULL } },
};

static const struct die_faces *
lookup(void *ctx, const char *name)
{
	(void)ctx;
	for (size_t i = 0; i < sizeof ruleset / sizeof ruleset[0]; i++)
		if (strcmp(ruleset[i].name, name) == 0)
			return &ruleset[i].die;
	return NULL;
}

static const struct dice_env env = { lookup, NULL };

static struct dice_expr *
parse_ok(const char *text)
{
	struct dice_expr *e = NULL;
	struct diag d;

	diag_clear(&d);
	ck_assert_msg(dice_parse(text, &env, &e, &d) == ST_OK,
	    "'%s': %s", text, d.msg);
	return e;
}

static const struct { const char *in, *out; } good[] = {
	{ "2d6+1", "2d6+1" },
	{ "  2 d6 + 1 ", "2d6+1" },
	{ "1d6", "d6" },
	{ "D6", "d6" },
	{ "d1", "d1" },
	{ "d1000000", "d1000000" },
	{ "1000d6", "1000d6" },
	{ "4d6kh3", "4d6kh3" },
	{ "4D6KH3", "4d6kh3" },
	{ "4d6 kh 3", "4d6kh3" },
	{ "2d20kl1", "2d20kl1" },
	{ "d20kh1", "d20kh1" },
	{ "d{0,1,1,2*}", "d{0,1,1,2*}" },
	{ "d{ 0 , 1 ,1, 2 * }", "d{0,1,1,2*}" },
	{ "3d{-1,0,1}", "3d{-1,0,1}" },
	{ "D{2,2*}", "d{2,2*}" },
	{ "2d{5,-5*,0}kl1", "2d{5,-5*,0}kl1" },
	{ "2blue", "2blue" },
	{ "1blue", "blue" },
	{ "BLUE", "blue" },
	{ "3 blue kh2", "3bluekh2" },
	{ "3bluekh2", "3bluekh2" },
	{ "2blue-1", "2blue-1" },
	{ "2big-red", "2big-red" },
	{ "big-red-red", "big-red-red" },
	{ "dark", "dark" },
	{ "2dark+d4", "2dark+d4" },
	{ "red*2", "red*2" },
	{ "(d6+1)*2", "(d6+1)*2" },
	{ "((d6))", "d6" },
	{ "d6!", "d6!" },
	{ "3d6!", "3d6!" },
	{ "3d6 !", "3d6!" },
	{ "3d6!kh2", "3d6!kh2" },
	{ "1-(2-3)", "1-(2-3)" },
	{ "1+(2+3)", "1+(2+3)" },
	{ "(1+2)+3", "1+2+3" },
	{ "1-2+3", "1-2+3" },
	{ "2*(3*4)", "2*(3*4)" },
	{ "(2*3)*4", "2*3*4" },
	{ "2*3+4*5", "2*3+4*5" },
	{ "2*(3+4)*5", "2*(3+4)*5" },
	{ "8/(4/2)", "8/(4/2)" },
	{ "2--3", "2--3" },
	{ "2- -3", "2--3" },
	{ "-(-3)", "--3" },
	{ "-(d6+1)", "-(d6+1)" },
	{ "-d6/2", "-d6/2" },
	{ "(-d6)/2", "-d6/2" },
	{ "-(d6/2)", "-(d6/2)" },
	{ "2*-d6", "2*-d6" },
	{ "d6*d4", "d6*d4" },
	{ "(2d6)/3", "2d6/3" },
	{ "6/(2d6)", "6/2d6" },
	{ "10-(2d6+3)", "10-(2d6+3)" },
	{ "007", "7" },
	{ "1000000000000", "1000000000000" },
	{ "\t5\n", "5" },
};

START_TEST(test_parse_good)
{
	struct dice_expr *e = parse_ok(good[_i].in), *again;
	char buf[256];
	int n = dice_format(e, buf, sizeof buf);

	ck_assert_msg(strcmp(buf, good[_i].out) == 0, "'%s' gave '%s', "
	    "want '%s'", good[_i].in, buf, good[_i].out);
	ck_assert_int_eq(n, (int)strlen(good[_i].out));
	/* Canonical text is a fixed point. */
	again = parse_ok(buf);
	dice_format(again, buf, sizeof buf);
	ck_assert_str_eq(buf, good[_i].out);
	dice_free(again);
	dice_free(e);
}
END_TEST

static const struct {
	const char *in;
	int code, col;
	const char *msg;
} bad[] = {
	{ "", ST_USAGE, 0, "dice: empty expression; give one such as '2d6+1'" },
	{ "   ", ST_USAGE, 0, "dice: empty expression; give one such as '2d6+1'" },
	{ "2d+1", ST_USAGE, 3,
	  "dice: expected a number of sides after 'd' at column 3 in '2d+1'" },
	{ "2d", ST_USAGE, 3,
	  "dice: expected a number of sides after 'd' at column 3 in '2d'" },
	{ "2d-1", ST_USAGE, 3,
	  "dice: expected a number of sides after 'd' at column 3 in '2d-1'" },
	{ "d 6", ST_USAGE, 2,
	  "dice: expected a number of sides after 'd' at column 2 in 'd 6'" },
	{ "d0", ST_USAGE, 2,
	  "dice: a die needs at least 1 side at column 2 in 'd0'" },
	{ "2d1000001", ST_USAGE, 3,
	  "dice: 1000001 sides at column 3 in '2d1000001'; the limit is 1000000" },
	{ "0d6", ST_USAGE, 1, "dice: cannot throw 0 dice at column 1 in '0d6'" },
	{ "1000000d6", ST_USAGE, 1, "dice: 1000000 dice in one term at column 1 "
	  "in '1000000d6'; the limit is 1000" },
	{ "2+1001blue", ST_USAGE, 3, "dice: 1001 dice in one term at column 3 "
	  "in '2+1001blue'; the limit is 1000" },
	{ "1000d6+1000d6+1000d6+1000d6+1000d6+1000d6+1000d6+1000d6+1000d6+"
	  "1000d6+d6", ST_USAGE, 71, "dice: too many dice at column 71 in "
	  "'...000d6+1000d6+1000d6+1000d6+1000d6+1000d6+1000d6+d6'; the limit "
	  "is 10000 in one expression" },
	{ "99999999999999", ST_USAGE, 1, "dice: number too large at column 1 in "
	  "'99999999999999'; the limit is 1000000000000" },
	{ "2*1000000000001", ST_USAGE, 3, "dice: number too large at column 3 in "
	  "'2*1000000000001'; the limit is 1000000000000" },
	{ "d{1,-1000000000001}", ST_USAGE, 6, "dice: number too large at column 6 "
	  "in 'd{1,-1000000000001}'; the limit is 1000000000000" },
	{ "3d6kh4", ST_USAGE, 6, "dice: cannot keep 4 of 3 dice at column 6 in "
	  "'3d6kh4'; keep between 1 and 3" },
	{ "3d6kl0", ST_USAGE, 6, "dice: cannot keep 0 of 3 dice at column 6 in "
	  "'3d6kl0'; keep between 1 and 3" },
	{ "d6kh2", ST_USAGE, 5, "dice: cannot keep 2 of 1 die at column 5 in "
	  "'d6kh2'" },
	{ "4d6kh", ST_USAGE, 6, "dice: expected a number after 'kh' at column 6 "
	  "in '4d6kh'" },
	{ "4d6kl x", ST_USAGE, 7, "dice: expected a number after 'kl' at column 7 "
	  "in '4d6kl x'" },
	{ "4d6k3", ST_USAGE, 4, "dice: expected 'kh' or 'kl' at column 4 in "
	  "'4d6k3'" },
	{ "4d6kh3!", ST_USAGE, 7, "dice: unexpected '!' at column 7 in "
	  "'4d6kh3!'" },
	{ "d{}", ST_USAGE, 3, "dice: expected a face value at column 3 in 'd{}'" },
	{ "d{1,}", ST_USAGE, 5, "dice: expected a face value at column 5 in "
	  "'d{1,}'" },
	{ "d{1 2}", ST_USAGE, 5, "dice: expected ',' or '}' at column 5 in "
	  "'d{1 2}'" },
	{ "d{1,2", ST_USAGE, 6, "dice: expected ',' or '}' at column 6 in "
	  "'d{1,2'" },
	{ "d{1**}", ST_USAGE, 5, "dice: expected ',' or '}' at column 5 in "
	  "'d{1**}'" },
	{ "d{1*,2*}", ST_USAGE, 1, "dice: every face explodes at column 1 in "
	  "'d{1*,2*}'; leave at least one face without '*'" },
	{ "2d{5*}", ST_USAGE, 2, "dice: every face explodes at column 2 in "
	  "'2d{5*}'; leave at least one face without '*'" },
	{ "d1!", ST_USAGE, 3, "dice: 'd1!' would never stop exploding at column 3 "
	  "in 'd1!'" },
	{ "d{1,2}!", ST_USAGE, 7, "dice: '!' follows only a standard die such as "
	  "'d6' at column 7 in 'd{1,2}!'; mark exploding faces with '*' in "
	  "braces" },
	{ "2blue !", ST_USAGE, 7, "dice: '!' follows only a standard die such as "
	  "'d6' at column 7 in '2blue !'; mark exploding faces with '*' in "
	  "braces" },
	{ "(2+3", ST_USAGE, 1, "dice: missing ')' for the '(' at column 1 in "
	  "'(2+3'" },
	{ "((2)+3", ST_USAGE, 1, "dice: missing ')' for the '(' at column 1 in "
	  "'((2)+3'" },
	{ "2+3)", ST_USAGE, 4, "dice: unmatched ')' at column 4 in '2+3)'" },
	{ "(2 3)", ST_USAGE, 4, "dice: unexpected '3' at column 4 in '(2 3)'" },
	{ "2d6 3", ST_USAGE, 5, "dice: unexpected '3' at column 5 in '2d6 3'" },
	{ "2d6x", ST_USAGE, 4, "dice: unexpected 'x' at column 4 in '2d6x'" },
	{ "(2)d6", ST_USAGE, 4, "dice: unexpected 'd' at column 4 in '(2)d6'" },
	{ "2#3", ST_USAGE, 2, "dice: unexpected '#' at column 2 in '2#3'" },
	{ "2\xc3\xa9", ST_USAGE, 2, "dice: unexpected byte 0xc3 at column 2 in "
	  "'2\xc3\xa9'" },
	{ "2+", ST_USAGE, 3, "dice: expected a number, a die or '(' at column 3 "
	  "in '2+'" },
	{ "+3", ST_USAGE, 1, "dice: expected a number, a die or '(' at column 1 "
	  "in '+3'" },
	{ "2**3", ST_USAGE, 3, "dice: expected a number, a die or '(' at column 3 "
	  "in '2**3'" },
	{ "()", ST_USAGE, 2, "dice: expected a number, a die or '(' at column 2 "
	  "in '()'" },
	{ "2foo", ST_USAGE, 2, "dice: unknown die 'foo' at column 2 in '2foo'" },
	{ "Foo-1", ST_USAGE, 1, "dice: unknown die 'foo' at column 1 in 'Foo-1'" },
	{ "3fookh2", ST_USAGE, 2, "dice: unknown die 'foo' at column 2 in "
	  "'3fookh2'" },
	{ "big-blue", ST_USAGE, 1, "dice: unknown die 'big-blue' at column 1 in "
	  "'big-blue'" },
	{ "2dx", ST_USAGE, 2, "dice: unknown die 'dx' at column 2 in '2dx'" },
	{ "d6/0", ST_USAGE, 3, "dice: division by zero at column 3 in 'd6/0'" },
	{ "d6/(0)", ST_USAGE, 3, "dice: division by zero at column 3 in "
	  "'d6/(0)'" },
	{ "(((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((1"
	  ")))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))",
	  ST_USAGE, 65, "dice: nested too deep at column 65 in "
	  "'...((((((((((((((((((((((((((1)))))))))))))))))))))))...'; the limit "
	  "is 64" },
	{ "-----------------------------------------------------------------1",
	  ST_USAGE, 65, "dice: nested too deep at column 65 in "
	  "'...-------------------------------------------------1'; the limit "
	  "is 64" },
	/* A ruleset's broken die is bad data, not bad usage. */
	{ "2none", ST_DATA, 0, "dice: die 'none' has no faces; fix its definition "
	  "in the ruleset" },
	{ "huge", ST_DATA, 0, "dice: die 'huge' has 101 faces; the limit is 100" },
	{ "boom+1", ST_DATA, 0, "dice: every face of die 'boom' explodes; fix its "
	  "definition in the ruleset" },
	{ "far", ST_DATA, 0, "dice: face 2000000000000 of die 'far' is outside "
	  "-1000000000000 to 1000000000000; fix its definition in the ruleset" },
};

START_TEST(test_parse_bad)
{
	struct dice_expr *e = (struct dice_expr *)&e;
	struct diag d;
	int rc;

	diag_clear(&d);
	rc = dice_parse(bad[_i].in, &env, &e, &d);
	ck_assert_msg(rc == bad[_i].code, "'%s': code %d, want %d (%s)",
	    bad[_i].in, rc, bad[_i].code, d.msg);
	ck_assert_int_eq(d.code, bad[_i].code);
	ck_assert_ptr_null(e);
	ck_assert_str_eq(d.msg, bad[_i].msg);
	ck_assert_int_eq(d.col, bad[_i].col);
}
END_TEST

START_TEST(test_parse_limits)
{
	char text[DICE_MAX_TEXT + 2], deep[2 * DICE_MAX_DEPTH + 2];
	struct dice_expr *e;
	struct diag d;
	size_t n = 0;

	/* 4096 bytes parse; 4097 do not. */
	text[n++] = '1';
	while (n + 2 <= DICE_MAX_TEXT) {
		text[n++] = '+';
		text[n++] = '1';
	}
	text[n++] = ' ';
	text[n] = '\0';
	ck_assert_uint_eq(n, DICE_MAX_TEXT);
	e = parse_ok(text);
	dice_free(e);
	strcat(text, "1");
	ck_assert_int_eq(dice_parse(text, &env, &e, &d), ST_USAGE);
	ck_assert_str_eq(d.msg, "dice: expression is 4097 bytes long; the limit "
	    "is 4096");
	/* 64 levels parse, of parentheses or of minus signs. */
	memset(deep, '(', DICE_MAX_DEPTH);
	deep[DICE_MAX_DEPTH] = '1';
	memset(deep + DICE_MAX_DEPTH + 1, ')', DICE_MAX_DEPTH);
	deep[2 * DICE_MAX_DEPTH + 1] = '\0';
	e = parse_ok(deep);
	dice_format(e, text, sizeof text);
	ck_assert_str_eq(text, "1");
	dice_free(e);
	memset(deep, '-', DICE_MAX_DEPTH);
	deep[DICE_MAX_DEPTH + 1] = '\0';
	e = parse_ok(deep);
	dice_free(e);
	/* 10000 dice in one expression parse. */
	text[0] = '\0';
	for (int i = 0; i < 10; i++)
		strcat(text, i > 0 ? "+1000d6" : "1000d6");
	e = parse_ok(text);
	ck_assert_int_eq(dice_count(e), DICE_MAX_DICE);
	dice_free(e);
	/* 100 faces parse; 101 do not. */
	strcpy(text, "d{");
	for (int i = 0; i < DICE_MAX_FACES; i++)
		strcat(text, i > 0 ? ",1" : "1");
	strcat(text, "}");
	e = parse_ok(text);
	dice_free(e);
	strcpy(text + strlen(text) - 1, ",1}");
	ck_assert_int_eq(dice_parse(text, &env, &e, &d), ST_USAGE);
	ck_assert_str_eq(d.msg, "dice: more than 100 faces at column 203 in "
	    "'...1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1}'; the limit "
	    "is 100");
}
END_TEST

START_TEST(test_parse_no_env)
{
	struct dice_expr *e;
	struct diag d;
	struct dice_env none = { NULL, NULL };

	ck_assert_int_eq(dice_parse("2blue", NULL, &e, &d), ST_USAGE);
	ck_assert_str_eq(d.msg, "dice: unknown die 'blue' at column 2 in "
	    "'2blue'");
	ck_assert_int_eq(dice_parse("blue", &none, &e, &d), ST_USAGE);
	ck_assert_str_eq(d.msg, "dice: unknown die 'blue' at column 1 in "
	    "'blue'");
	ck_assert_int_eq(dice_parse("2d6+1", NULL, &e, &d), ST_OK);
	dice_free(e);
}
END_TEST

START_TEST(test_format_and_count)
{
	struct dice_expr *e = parse_ok("2d6 + 3d4kh1 + 5");
	char small[4];

	ck_assert_int_eq(dice_format(e, small, sizeof small), 12);
	ck_assert_str_eq(small, "2d6");
	ck_assert_int_eq(dice_format(e, NULL, 0), 12);
	ck_assert_int_eq(dice_count(e), 5);
	ck_assert(dice_has_dice(e));
	dice_free(e);
	e = parse_ok("(2+3)*-4");
	ck_assert_int_eq(dice_count(e), 0);
	ck_assert(!dice_has_dice(e));
	dice_free(e);
	e = parse_ok("d6!+2blue+d{1,2*}");
	ck_assert_int_eq(dice_count(e), 4);
	dice_free(e);
	dice_free(NULL);
}
END_TEST

/* Faces as typed at the table: "2* 2 0"; returns how many. */
static int
read_faces(const char *s, long *f, unsigned char *star)
{
	int n = 0;
	char *end;

	for (;;) {
		while (*s == ' ')
			s++;
		if (*s == '\0')
			return n;
		f[n] = strtol(s, &end, 10);
		s = end;
		star[n] = *s == '*';
		s += star[n];
		n++;
	}
}

struct physical {
	const char *expr, *faces;
	long total;
	const char *kept, *exploded;	/* per throw, "" to skip */
};

static const struct physical phys[] = {
	{ "2d6+1", "3 5", 9, "11", "00" },
	{ "4d6kh3", "1 5 3 6", 14, "0111", "0000" },
	{ "4d6kl2", "4 2 2 6", 4, "0110", "" },
	{ "3d6kh2", "5 5 5", 10, "110", "" },
	{ "3d6kl1", "2 2 2", 2, "100", "" },
	{ "d{0,1,1,2*}", "2 2 1", 5, "111", "110" },
	{ "d6!", "6 6 3", 15, "111", "110" },
	{ "d6!", "6* 1", 7, "11", "10" },
	{ "2d6!kh1", "6 2 5", 8, "110", "100" },
	{ "2d6!kl1", "6 2 5", 5, "001", "100" },
	{ "-d6/2", "3", -2, "1", "" },
	{ "-d6/2", "4", -2, "1", "" },
	{ "-d6/2", "1", -1, "1", "" },
	{ "(2d6)/3", "6 6", 4, "", "" },
	{ "d6*d4", "3 4", 12, "", "" },
	{ "2d{1,1,2}+d4-3", "2 1 4", 4, "111", "000" },
	{ "10-(2d6+3)", "1 1", 5, "", "" },
	{ "2blue", "2 0", 2, "11", "00" },
	{ "2blue", "2* 2 0", 4, "111", "100" },
	{ "3bluekh1", "0 2* 0 1", 2, "0110", "0100" },
	{ "d{5,-5*,0}", "-5 -5 5", -5, "111", "110" },
	{ "2red-big-red", "3 3 6", 0, "", "" },
	{ "d6+d6*d6", "2 3 4", 14, "", "" },
	{ "5", "", 5, "", "" },
	{ "-7/2", "", -4, "", "" },
	{ "7/-2", "", -4, "", "" },
	{ "-7/-2", "", 3, "", "" },
	{ "7/2", "", 3, "", "" },
	{ "-6/3", "", -2, "", "" },
	{ "1000000000000-1", "", 999999999999L, "", "" },
};

static void
check_flags(const struct dice_result *res, const char *want, int exploded,
    const char *expr)
{
	if (want[0] == '\0')
		return;
	ck_assert_int_eq(res->n, (int)strlen(want));
	for (int i = 0; i < res->n; i++)
		ck_assert_msg((exploded ? res->v[i].exploded : res->v[i].kept) ==
		    want[i] - '0', "'%s' throw %d: %s", expr, i,
		    exploded ? "exploded" : "kept");
}

START_TEST(test_roll_physical)
{
	const struct physical *t = &phys[_i];
	struct dice_expr *e = parse_ok(t->expr);
	long faces[16];
	unsigned char star[16];
	int n = read_faces(t->faces, faces, star);
	struct dice_src src;
	struct dice_result res;
	struct diag d;

	dice_src_physical(&src, faces, n);
	src.star = star;
	ck_assert_msg(dice_roll(e, &src, &res, &d) == ST_OK, "'%s': %s",
	    t->expr, d.msg);
	ck_assert_msg(res.total == t->total, "'%s' = %s: %ld, want %ld",
	    t->expr, t->faces, res.total, t->total);
	ck_assert_int_eq(res.n, n);
	ck_assert_int_eq(src.nused, n);
	for (int i = 0; i < n; i++) {
		ck_assert_int_eq(res.v[i].face, faces[i]);
		ck_assert_int_eq(src.used[i], faces[i]);
	}
	check_flags(&res, t->kept, 0, t->expr);
	check_flags(&res, t->exploded, 1, t->expr);
	ck_assert_int_eq(dice_src_finish(&src, &d), ST_OK);
	ck_assert_uint_eq(src.draws, 0);
	dice_result_free(&res);
	dice_src_release(&src);
	dice_free(e);
}
END_TEST

START_TEST(test_roll_terms)
{
	struct dice_expr *e = parse_ok("2d6+d4*3d{1,2}kh1");
	static const long faces[] = { 1, 2, 3, 1, 2, 1 };
	static const int term[] = { 0, 0, 1, 2, 2, 2 };
	struct dice_src src;
	struct dice_result res;
	struct diag d;

	dice_src_physical(&src, faces, 6);
	ck_assert_int_eq(dice_roll(e, &src, &res, &d), ST_OK);
	ck_assert_int_eq(res.total, 1 + 2 + 3 * 2);
	for (int i = 0; i < 6; i++)
		ck_assert_int_eq(res.v[i].term, term[i]);
	dice_result_free(&res);
	dice_src_release(&src);
	dice_free(e);
}
END_TEST

static const struct { const char *expr, *faces, *msg; } phys_bad[] = {
	{ "2d6", "3", "dice: '2d6' needs 2 faces, 1 given" },
	{ "2d6", "", "dice: '2d6' needs 2 faces, 0 given" },
	{ "d6!", "6", "dice: 'd6!' needs 2 faces, 1 given" },
	{ "2d6!+d4", "6", "dice: '2d6!+d4' needs 4 faces, 1 given" },
	{ "2d6!+d4", "6 2 6 5", "dice: '2d6!+d4' needs 5 faces, 4 given" },
	{ "2d6", "3 7", "dice: 'd6' has no face 7; its faces are 1 to 6" },
	{ "d6", "0", "dice: 'd6' has no face 0; its faces are 1 to 6" },
	{ "d6!", "0", "dice: 'd6!' has no face 0; its faces are 1 to 5 and 6*" },
	{ "d2!", "3", "dice: 'd2!' has no face 3; its faces are 1 and 2*" },
	{ "d6", "3*", "dice: 'd6' has no face 3*; its faces are 1 to 6" },
	{ "d1", "2", "dice: 'd1' has no face 2; its only face is 1" },
	{ "d{0,1,1,2*}", "3", "dice: 'd{0,1,1,2*}' has no face 3; its faces are "
	  "0, 1, 2*" },
	{ "blue", "1*", "dice: 'blue' has no face 1*; its faces are 0, 1, 2, 2*" },
	{ "d{5}", "4", "dice: 'd{5}' has no face 4; its only face is 5" },
	{ "1000000000000*d6", "2", "dice: the value of '1000000000000*d6' would "
	  "pass 1000000000000 either way" },
	{ "-1000000000000-d6", "1", "dice: the value of '-1000000000000-d6' would "
	  "pass 1000000000000 either way" },
	{ "d6/(d2-1)", "3 1", "dice: division by zero in 'd6/(d2-1)'" },
};

START_TEST(test_roll_physical_bad)
{
	struct dice_expr *e = parse_ok(phys_bad[_i].expr);
	long faces[16];
	unsigned char star[16];
	int n = read_faces(phys_bad[_i].faces, faces, star);
	struct dice_src src;
	struct dice_result res;
	struct diag d;

	dice_src_physical(&src, faces, n);
	src.star = star;
	ck_assert_int_eq(dice_roll(e, &src, &res, &d), ST_USAGE);
	ck_assert_str_eq(d.msg, phys_bad[_i].msg);
	ck_assert_int_eq(res.n, 0);
	ck_assert_ptr_null(res.v);
	dice_result_free(&res);
	dice_src_release(&src);
	dice_free(e);
}
END_TEST

START_TEST(test_src_finish)
{
	struct dice_expr *a = parse_ok("2d6"), *b = parse_ok("d4");
	static const long faces[] = { 3, 5, 6 };
	struct dice_src src;
	struct dice_result res;
	struct diag d;

	/* Too many for one roll. */
	dice_src_physical(&src, faces, 3);
	ck_assert_int_eq(dice_roll(a, &src, &res, &d), ST_OK);
	ck_assert_int_eq(res.total, 8);
	dice_result_free(&res);
	ck_assert_int_eq(dice_src_finish(&src, &d), ST_USAGE);
	ck_assert_str_eq(d.msg, "dice: 3 faces given but the dice take 2; give "
	    "exactly 2");
	dice_src_release(&src);
	/* Two rolls of one command share the faces. */
	dice_src_physical(&src, faces, 3);
	ck_assert_int_eq(dice_roll(a, &src, &res, &d), ST_OK);
	dice_result_free(&res);
	ck_assert_int_eq(dice_roll(b, &src, &res, &d), ST_USAGE);
	ck_assert_str_eq(d.msg, "dice: 'd4' has no face 6; its faces are 1 to 4");
	dice_src_release(&src);
	dice_src_physical(&src, faces, 2);
	ck_assert_int_eq(dice_roll(a, &src, &res, &d), ST_OK);
	dice_result_free(&res);
	ck_assert_int_eq(dice_roll(b, &src, &res, &d), ST_USAGE);
	ck_assert_str_eq(d.msg, "dice: 'd4' needs 1 face, 0 given");
	dice_src_release(&src);
	dice_src_physical(&src, faces, 1);
	ck_assert_int_eq(dice_roll(b, &src, &res, &d), ST_OK);
	ck_assert_int_eq(dice_src_finish(&src, &d), ST_OK);
	dice_result_free(&res);
	dice_src_release(&src);
	/* No faces at all is still physical. */
	dice_src_physical(&src, NULL, 0);
	ck_assert_int_eq(dice_roll(a, &src, &res, &d), ST_USAGE);
	ck_assert_str_eq(d.msg, "dice: '2d6' needs 2 faces, 0 given");
	dice_src_release(&src);
	/* Digital sources never have faces left over. */
	dice_src_digital(&src, NULL);
	ck_assert_int_eq(dice_src_finish(&src, &d), ST_OK);
	ck_assert_int_eq(dice_roll(b, &src, &res, &d), ST_USAGE);
	ck_assert_str_eq(d.msg, "dice: no generator and no faces to roll with");
	dice_src_release(&src);
	dice_free(a);
	dice_free(b);
}
END_TEST

/* A die re-rolls at most DICE_MAX_REROLLS times; physical alike. */
START_TEST(test_roll_reroll_cap)
{
	struct dice_expr *e = parse_ok("d{1,2*}");
	long faces[DICE_MAX_REROLLS + 2];
	struct dice_src src;
	struct dice_result res;
	struct diag d;

	for (int i = 0; i < DICE_MAX_REROLLS + 2; i++)
		faces[i] = 2;
	dice_src_physical(&src, faces, DICE_MAX_REROLLS + 2);
	ck_assert_int_eq(dice_roll(e, &src, &res, &d), ST_OK);
	ck_assert_int_eq(res.n, DICE_MAX_REROLLS + 1);
	ck_assert_int_eq(res.total, 2 * (DICE_MAX_REROLLS + 1));
	ck_assert_int_eq(res.v[DICE_MAX_REROLLS - 1].exploded, 1);
	ck_assert_int_eq(res.v[DICE_MAX_REROLLS].exploded, 0);
	ck_assert_int_eq(src.usedstar[DICE_MAX_REROLLS], 1);
	ck_assert_int_eq(dice_src_finish(&src, &d), ST_USAGE);
	ck_assert_str_eq(d.msg, "dice: 102 faces given but the dice take 101; "
	    "give exactly 101");
	dice_result_free(&res);
	dice_src_release(&src);
	dice_free(e);
}
END_TEST

/* Digital faces come from the generator as dice.h says; the expected faces
 * are drawn here from a second generator with the same seed. */
START_TEST(test_roll_digital)
{
	static const long custom[] = { 0, 1, 1, 2 };
	struct dice_expr *e = parse_ok("3d6+2d{0,1,1,2}+4blue+5d6!");
	struct rng r, ref;
	struct dice_src src;
	struct dice_result res;
	struct diag d;
	unsigned long draws = 0;
	long want[64], total = 0;
	int n = 0;

	rng_seed(&r, 2024);
	rng_seed(&ref, 2024);
	for (int i = 0; i < 3; i++)
		total += want[n++] = 1 + (long)rng_below(&ref, 6, &draws);
	for (int i = 0; i < 2; i++)
		total += want[n++] = custom[rng_below(&ref, 4, &draws)];
	for (int i = 0; i < 4; i++) {
		uint64_t k;

		do {
			k = rng_below(&ref, 6, &draws);
			total += want[n++] = blue_f[k];
		} while (blue_x[k]);
	}
	for (int i = 0; i < 5; i++) {
		long f;

		do {
			total += want[n++] = f = 1 + (long)rng_below(&ref, 6,
			    &draws);
		} while (f == 6);
	}
	dice_src_digital(&src, &r);
	ck_assert_int_eq(dice_roll(e, &src, &res, &d), ST_OK);
	ck_assert_int_eq(res.n, n);
	for (int i = 0; i < n; i++) {
		ck_assert_int_eq(res.v[i].face, want[i]);
		ck_assert_int_eq(src.used[i], want[i]);
	}
	ck_assert_int_eq(res.total, total);
	ck_assert_uint_eq(src.draws, draws);
	ck_assert_mem_eq(&r, &ref, sizeof r);
	dice_result_free(&res);
	dice_src_release(&src);
	dice_free(e);
}
END_TEST

/* Feeding a digital roll's faces back as physical faces replays it, even
 * for a value that some faces explode on and others not. */
START_TEST(test_roll_replay)
{
	struct dice_expr *e = parse_ok("6bluekh4+3d6!-d{0,2*,2}");
	struct rng r;
	struct dice_src dig, phy;
	struct dice_result a, b;
	struct diag d;

	for (uint64_t seed = 1; seed <= 200; seed++) {
		rng_seed(&r, seed);
		dice_src_digital(&dig, &r);
		ck_assert_int_eq(dice_roll(e, &dig, &a, &d), ST_OK);
		dice_src_physical(&phy, dig.used, dig.nused);
		phy.star = dig.usedstar;
		ck_assert_int_eq(dice_roll(e, &phy, &b, &d), ST_OK);
		ck_assert_int_eq(dice_src_finish(&phy, &d), ST_OK);
		ck_assert_int_eq(a.total, b.total);
		ck_assert_int_eq(a.n, b.n);
		for (int i = 0; i < a.n; i++) {
			ck_assert_int_eq(a.v[i].face, b.v[i].face);
			ck_assert_int_eq(a.v[i].term, b.v[i].term);
			ck_assert_int_eq(a.v[i].kept, b.v[i].kept);
			ck_assert_int_eq(a.v[i].exploded, b.v[i].exploded);
		}
		dice_result_free(&a);
		dice_result_free(&b);
		dice_src_release(&dig);
		dice_src_release(&phy);
	}
	dice_free(e);
}
END_TEST

Suite *
suite_dice(void)
{
	Suite *s = suite_create("dice");
	TCase *tc = tcase_create("parse");

	tcase_add_loop_test(tc, test_parse_good, 0, sizeof good / sizeof good[0]);
	tcase_add_loop_test(tc, test_parse_bad, 0, sizeof bad / sizeof bad[0]);
	tcase_add_test(tc, test_parse_limits);
	tcase_add_test(tc, test_parse_no_env);
	tcase_add_test(tc, test_format_and_count);
	suite_add_tcase(s, tc);
	tc = tcase_create("roll");
	tcase_add_loop_test(tc, test_roll_physical, 0, sizeof phys /
	    sizeof phys[0]);
	tcase_add_test(tc, test_roll_terms);
	tcase_add_loop_test(tc, test_roll_physical_bad, 0, sizeof phys_bad /
	    sizeof phys_bad[0]);
	tcase_add_test(tc, test_src_finish);
	tcase_add_test(tc, test_roll_reroll_cap);
	tcase_add_test(tc, test_roll_digital);
	tcase_add_test(tc, test_roll_replay);
	suite_add_tcase(s, tc);
	return s;
}
