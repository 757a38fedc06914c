/* check_json.c: building JSON values, writing them (compact and pretty,
 * escaped), reading them back, copies and parse errors. */
#include <check.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/json.h"
#include "suites.h"

static char *
text_of(const struct json *j, int pretty)
{
	struct strbuf b;

	sb_init(&b);
	json_write(&b, j, pretty);
	ck_assert_int_eq(b.failed, 0);
	return sb_take(&b);
}

/* Printable form of a byte string for failure messages. */
static const char *
show(const char *s)
{
	static char buf[512];
	size_t k = 0;

	for (const unsigned char *p = (const unsigned char *)s; *p &&
	    k + 5 < sizeof buf; p++) {
		if (*p < 0x20 || *p >= 0x7f)
			k += (size_t)snprintf(buf + k, sizeof buf - k, "\\x%02x",
			    *p);
		else
			buf[k++] = (char)*p;
	}
	buf[k] = '\0';
	return buf;
}

/* Every kind of value, nested. */
static struct json *
sample(void)
{
	struct json *o = json_obj(), *arr = json_arr(), *in = json_obj();

	json_set(o, "null", json_null());
	json_set(o, "yes", json_bool(1));
	json_set(o, "no", json_bool(0));
	json_set(o, "int", json_int(-42));
	json_set(o, "num", json_num(2.5));
	json_set(o, "str", json_str("a \"b\""));
	json_push(arr, json_int(1));
	json_push(arr, json_str("x"));
	json_push(arr, NULL);
	json_set(o, "arr", arr);
	json_set(in, "empty-arr", json_arr());
	json_set(in, "empty-obj", json_obj());
	json_set(o, "obj", in);
	return o;
}

static const char sample_compact[] =
    "{\"null\":null,\"yes\":true,\"no\":false,\"int\":-42,\"num\":2.5,"
    "\"str\":\"a \\\"b\\\"\",\"arr\":[1,\"x\",null],"
    "\"obj\":{\"empty-arr\":[],\"empty-obj\":{}}}";

static const char sample_pretty[] =
    "{\n"
    "  \"null\": null,\n"
    "  \"yes\": true,\n"
    "  \"no\": false,\n"
    "  \"int\": -42,\n"
    "  \"num\": 2.5,\n"
    "  \"str\": \"a \\\"b\\\"\",\n"
    "  \"arr\": [1, \"x\", null],\n"
    "  \"obj\": {\n"
    "    \"empty-arr\": [],\n"
    "    \"empty-obj\": {}\n"
    "  }\n"
    "}";

START_TEST(test_write_compact_and_pretty)
{
	struct json *j = sample();
	char *c = text_of(j, 0), *p = text_of(j, 1);

	ck_assert_str_eq(c, sample_compact);
	ck_assert_str_eq(p, sample_pretty);
	free(c);
	free(p);
	json_free(j);
}
END_TEST

/* Arrays holding containers break over lines; arrays of scalars do not. */
START_TEST(test_write_pretty_nested_arrays)
{
	struct json *j = json_arr(), *o = json_obj(), *inner = json_arr();
	char *p;

	json_set(o, "k", json_int(1));
	json_push(j, o);
	json_push(inner, json_int(2));
	json_push(inner, json_int(3));
	json_push(j, inner);
	p = text_of(j, 1);
	ck_assert_str_eq(p, "[\n  {\n    \"k\": 1\n  },\n  [2, 3]\n]");
	free(p);
	json_free(j);
}
END_TEST

static const struct { const char *in, *out; } escapes[] = {
	{ "", "\"\"" },
	{ "plain", "\"plain\"" },
	{ "say \"hi\"", "\"say \\\"hi\\\"\"" },
	{ "back\\slash", "\"back\\\\slash\"" },
	{ "a/b", "\"a/b\"" },
	{ "line\nfeed", "\"line\\nfeed\"" },
	{ "tab\there", "\"tab\\there\"" },
	{ "cr\r", "\"cr\\r\"" },
	{ "\x01", "\"\\u0001\"" },
	{ "\b\f", "\"\\u0008\\u000c\"" },
	{ "\x1f", "\"\\u001f\"" },
	{ "del\x7f", "\"del\\u007f\"" },
	{ " ~", "\" ~\"" },
	/* UTF-8 passes through as it is */
	{ "caf\xc3\xa9", "\"caf\xc3\xa9\"" },
	{ "\xe2\x82\xac 5", "\"\xe2\x82\xac 5\"" },
	{ "\xf0\x9f\x8e\xb2", "\"\xf0\x9f\x8e\xb2\"" },
};

START_TEST(test_write_escapes)
{
	struct strbuf b;
	struct json *j, *back;
	char err[64];

	sb_init(&b);
	json_write_str(&b, escapes[_i].in);
	ck_assert_msg(strcmp(sb_str(&b), escapes[_i].out) == 0,
	    "'%s' written as '%s'", show(escapes[_i].in), show(sb_str(&b)));
	/* the same where the buffer has room already (written in one
	 * piece when nothing needs escaping) */
	sb_reset(&b);
	sb_addn(&b, "[", 1);
	json_write_str(&b, escapes[_i].in);
	ck_assert_msg(strcmp(sb_str(&b) + 1, escapes[_i].out) == 0,
	    "'%s' written after '[' as '%s'", show(escapes[_i].in),
	    show(sb_str(&b)));
	sb_reset(&b);
	json_write_str(&b, escapes[_i].in);
	/* and read back to the same bytes */
	back = json_parse(sb_str(&b), err, sizeof err);
	ck_assert_msg(back != NULL, "'%s': %s", show(sb_str(&b)), err);
	ck_assert_int_eq(back->type, J_STR);
	ck_assert_msg(strcmp(back->s, escapes[_i].in) == 0, "'%s' read as '%s'",
	    show(escapes[_i].in), show(back->s));
	json_free(back);
	/* a string value writes the same way */
	sb_reset(&b);
	j = json_str(escapes[_i].in);
	json_write(&b, j, 0);
	ck_assert_str_eq(sb_str(&b), escapes[_i].out);
	json_free(j);
	sb_release(&b);
}
END_TEST

/* Escapes the reader understands, and the bytes they stand for. */
static const struct { const char *in, *out; } unescapes[] = {
	{ "\"\\/\"", "/" },
	{ "\"\\b\\f\\n\\r\\t\"", "\b\f\n\r\t" },
	{ "\"\\u0041\\u007a\"", "Az" },
	{ "\"\\u00e9\"", "\xc3\xa9" },
	{ "\"\\u00E9\"", "\xc3\xa9" },
	{ "\"\\u07ff\"", "\xdf\xbf" },
	{ "\"\\u20ac\"", "\xe2\x82\xac" },
	{ "\"\\uffff\"", "\xef\xbf\xbf" },
	{ "\"caf\xc3\xa9\"", "caf\xc3\xa9" },
	/* a surrogate pair is one character beyond the 16-bit plane */
	{ "\"\\ud83d\\ude00\"", "\xf0\x9f\x98\x80" },
};

START_TEST(test_parse_unescape)
{
	char err[64];
	struct json *j = json_parse(unescapes[_i].in, err, sizeof err);

	ck_assert_msg(j != NULL, "'%s': %s", unescapes[_i].in, err);
	ck_assert_int_eq(j->type, J_STR);
	ck_assert_msg(strcmp(j->s, unescapes[_i].out) == 0, "'%s' read as '%s'",
	    unescapes[_i].in, show(j->s));
	json_free(j);
}
END_TEST

/* Text, and the same text written back compactly. */
static const struct { const char *in, *out; } docs[] = {
	{ "null", "null" },
	{ " true ", "true" },
	{ "false", "false" },
	{ "0", "0" },
	{ "-0", "0" },
	{ "-17", "-17" },
	{ "9223372036854775807", "9223372036854775807" },
	{ "-9223372036854775808", "-9223372036854775808" },
	{ "2.5", "2.5" },
	{ "-0.125", "-0.125" },
	{ "1e3", "1000" },
	{ "1.5E-3", "0.0015" },
	{ "0.1", "0.1" },
	{ "[]", "[]" },
	{ "{}", "{}" },
	{ "[ 1 , [ 2 , [ ] ] , { } ]", "[1,[2,[]],{}]" },
	/* arrays of more than four whole numbers are read in a loop of
	 * their own: spaces, and other values, among them */
	{ "[1,2,3,4,5 ,6, 7,\n8 ]", "[1,2,3,4,5,6,7,8]" },
	{ "[1,-2,3,4,5,true,null,-6,0.5,7]", "[1,-2,3,4,5,true,null,-6,0.5,7]" },
	{ "\t{\n \"a\" : 1 ,\r\n \"b\":[true,null]}\n", "{\"a\":1,\"b\":[true,null]}" },
	{ "{\"a\":1,\"a\":2}", "{\"a\":2}" },
	{ "{\"\":\"\"}", "{\"\":\"\"}" },
	{ "\"\\u0001\"", "\"\\u0001\"" },
};

START_TEST(test_parse_round_trip)
{
	char err[64];
	struct json *j = json_parse(docs[_i].in, err, sizeof err), *again;
	char *t, *t2;

	ck_assert_msg(j != NULL, "'%s': %s", show(docs[_i].in), err);
	t = text_of(j, 0);
	ck_assert_msg(strcmp(t, docs[_i].out) == 0, "'%s' gave '%s', want '%s'",
	    show(docs[_i].in), t, docs[_i].out);
	/* the written text is a fixed point, pretty or not */
	again = json_parse(t, err, sizeof err);
	ck_assert_msg(again != NULL, "'%s': %s", t, err);
	t2 = text_of(again, 0);
	ck_assert_str_eq(t2, t);
	free(t2);
	json_free(again);
	t2 = text_of(j, 1);
	again = json_parse(t2, err, sizeof err);
	ck_assert_msg(again != NULL, "'%s': %s", t2, err);
	free(t2);
	t2 = text_of(again, 0);
	ck_assert_str_eq(t2, t);
	free(t2);
	json_free(again);
	free(t);
	json_free(j);
}
END_TEST

/* The types the reader gives. */
START_TEST(test_parse_types)
{
	char err[64];
	struct json *j = json_parse("{\"i\":7,\"big\":99999999999999999999,"
	    "\"d\":0.5,\"e\":2e0,\"s\":\"x\",\"t\":true,\"n\":null,\"a\":[1]}",
	    err, sizeof err);

	ck_assert_msg(j != NULL, "%s", err);
	ck_assert_int_eq(j->type, J_OBJ);
	ck_assert_int_eq(j->n, 8);
	ck_assert_int_eq(json_get(j, "i")->type, J_INT);
	ck_assert_int_eq(json_get(j, "i")->i, 7);
	/* too large for a long: a number */
	ck_assert_int_eq(json_get(j, "big")->type, J_NUM);
	ck_assert(json_get(j, "big")->d == 1e20);
	ck_assert_int_eq(json_get(j, "d")->type, J_NUM);
	ck_assert(json_get(j, "d")->d == 0.5);
	ck_assert_int_eq(json_get(j, "e")->type, J_NUM);
	ck_assert(json_get(j, "e")->d == 2.0);
	ck_assert_int_eq(json_get(j, "s")->type, J_STR);
	ck_assert_str_eq(json_get(j, "s")->s, "x");
	ck_assert_int_eq(json_get(j, "t")->type, J_BOOL);
	ck_assert_int_eq(json_get(j, "t")->i, 1);
	ck_assert_int_eq(json_get(j, "n")->type, J_NULL);
	ck_assert_int_eq(json_get(j, "a")->type, J_ARR);
	ck_assert_int_eq(json_get(j, "a")->n, 1);
	ck_assert_ptr_null(json_get(j, "missing"));
	ck_assert_ptr_null(json_get(json_get(j, "a"), "i"));
	json_free(j);
	/* no error buffer is fine */
	ck_assert_ptr_null(json_parse("[", NULL, 0));
}
END_TEST

static const struct { const char *num; double d; } nums[] = {
	{ "0.1", 0.1 },
	{ "0.3333333333333333", 1.0 / 3.0 },
	{ "1e+300", 1e300 },
	{ "-2.5", -2.5 },
	{ "3", 3.0 },
	{ "1e-07", 1e-7 },
	{ "null", NAN },
	{ "null", INFINITY },
	{ "null", -INFINITY },
};

/* Numbers are written with the fewest digits that read back exactly. */
START_TEST(test_write_numbers)
{
	struct json *j = json_num(nums[_i].d);
	char *t = text_of(j, 0);

	ck_assert_msg(strcmp(t, nums[_i].num) == 0, "%.17g written as '%s', "
	    "want '%s'", nums[_i].d, t, nums[_i].num);
	if (isfinite(nums[_i].d))
		ck_assert(strtod(t, NULL) == nums[_i].d);
	free(t);
	json_free(j);
}
END_TEST

/* Numbers inside an array read as at the top: whole ones of any length
 * that fits a long, the rest numbers. */
START_TEST(test_parse_array_numbers)
{
	static const char text[] = "[7,-12,0,-0,123456789012345678,"
	    "1234567890123456789,-9223372036854775808,99999999999999999999,"
	    "0.5,1e2,-3E-1, 4 ]";
	static const long whole[] = { 7, -12, 0, 0, 123456789012345678L,
	    1234567890123456789L, LONG_MIN };
	static const double num[] = { 1e20, 0.5, 100, -0.3, 4 };
	char err[64];
	struct json *j = json_parse(text, err, sizeof err);

	ck_assert_msg(j != NULL, "%s", err);
	ck_assert_int_eq(j->n, 12);
	for (int i = 0; i < 7; i++) {
		ck_assert_int_eq(j->v[i]->type, J_INT);
		ck_assert(j->v[i]->i == whole[i]);
	}
	for (int i = 7; i < 11; i++) {
		ck_assert_int_eq(j->v[i]->type, J_NUM);
		ck_assert(j->v[i]->d == num[i - 7]);
	}
	ck_assert_int_eq(j->v[11]->type, J_INT);
	ck_assert_int_eq(j->v[11]->i, 4);
	json_free(j);
}
END_TEST

/* A long flat array, and one spaced out far past its values (json.c,
 * count_flat: their commas counted): each value read. */
START_TEST(test_parse_long_arrays)
{
	size_t n = 70001, len = 2 * n + 2;
	char *t = malloc(len + 1), err[64];
	struct json *j;

	ck_assert_ptr_nonnull(t);
	t[0] = '[';
	for (size_t i = 0; i < n; i++) {
		t[1 + 2 * i] = (char)('0' + i % 10);
		t[2 + 2 * i] = i + 1 < n ? ',' : ']';
	}
	t[len - 1] = '\0';
	j = json_parse(t, err, sizeof err);
	ck_assert_msg(j != NULL, "%s", err);
	ck_assert_int_eq(j->n, (int)n);
	ck_assert_int_eq(j->v[n - 1]->i, (long)((n - 1) % 10));
	json_free(j);
	memset(t, ' ', len);
	t[0] = '[';
	t[len - 3] = '5';
	t[len - 1] = ']';
	t[len] = '\0';
	j = json_parse(t, err, sizeof err);
	ck_assert_msg(j != NULL, "%s", err);
	ck_assert_int_eq(j->n, 1);
	ck_assert_int_eq(j->v[0]->i, 5);
	json_free(j);
	free(t);
}
END_TEST

/* An array of numbers written at once, as json_write writes the tree. */
START_TEST(test_write_longs)
{
	long v[300];
	struct strbuf b;
	struct json *a;
	char *t;

	for (int i = 0; i < 300; i++)
		v[i] = i % 7 == 0 ? LONG_MIN : i % 5 == 0 ? -1 : i % 3 == 0 ?
		    (long)i * 1000003 : i % 10;
	sb_init(&b);
	for (size_t n = 0; n <= 300; n += n < 3 ? 1 : 37) {
		sb_reset(&b);
		json_write_longs(&b, v, n);
		a = json_longs(v, n);
		t = text_of(a, 0);
		ck_assert_str_eq(sb_str(&b), t);
		free(t);
		json_free(a);
	}
	sb_release(&b);
}
END_TEST

/* Whole numbers as "%ld" writes them, two digits at a time. */
START_TEST(test_write_long)
{
	static const long edge[] = { 0, 9, 10, 11, 99, 100, 101, 999, 1000,
		1001, 99999, 100000, 1000000007L, LONG_MAX, LONG_MAX - 1,
		-1, -9, -10, -99, -100, -101, -1000, LONG_MIN, LONG_MIN + 1 };
	struct strbuf b;
	char want[32];

	sb_init(&b);
	for (long v = -1200; v <= 12000; v++) {
		sb_reset(&b);
		json_write_long(&b, v);
		snprintf(want, sizeof want, "%ld", v);
		ck_assert_str_eq(sb_str(&b), want);
	}
	for (size_t i = 0; i < sizeof edge / sizeof edge[0]; i++) {
		sb_reset(&b);
		json_write_long(&b, edge[i]);
		snprintf(want, sizeof want, "%ld", edge[i]);
		ck_assert_str_eq(sb_str(&b), want);
	}
	sb_release(&b);
}
END_TEST

START_TEST(test_build)
{
	struct json *o = json_obj(), *a = json_arr();
	char *t;

	/* json_set replaces in place, keeping the order */
	json_set(o, "a", json_int(1));
	json_set(o, "b", json_int(2));
	json_set(o, "c", json_int(3));
	ck_assert_ptr_eq(json_set(o, "b", json_str("two")), o);
	ck_assert_int_eq(o->n, 3);
	t = text_of(o, 0);
	ck_assert_str_eq(t, "{\"a\":1,\"b\":\"two\",\"c\":3}");
	free(t);
	/* NULL values become null; json_str(NULL) is null */
	json_set(o, "d", NULL);
	json_set(o, "e", json_str(NULL));
	ck_assert_int_eq(json_get(o, "d")->type, J_NULL);
	ck_assert_int_eq(json_get(o, "e")->type, J_NULL);
	ck_assert_ptr_eq(json_push(a, NULL), a);
	json_push(a, json_bool(7));
	t = text_of(a, 0);
	ck_assert_str_eq(t, "[null,true]");
	free(t);
	/* keys are compared exactly */
	ck_assert_ptr_null(json_get(o, "A"));
	/* putting into NULL frees the value and gives NULL back */
	ck_assert_ptr_null(json_push(NULL, json_int(1)));
	ck_assert_ptr_null(json_set(NULL, "k", json_str("lost")));
	/* many members */
	for (int i = 0; i < 100; i++)
		json_push(a, json_int(i));
	ck_assert_int_eq(a->n, 102);
	ck_assert_int_eq(a->v[101]->i, 99);
	json_free(a);
	json_free(o);
	json_free(NULL);
}
END_TEST

/* Freed values are used again with their arrays and keys: an array that
 * grew becomes an object, objects get the same keys, other keys, more
 * keys, and each reads back as it was built. */
START_TEST(test_reuse)
{
	static const char *const keys[] = { "player", "dice", "total",
		"expr", "x", "a much longer key than the others" };
	char *t;

	for (int round = 0; round < 50; round++) {
		struct json *a = json_arr(), *o;
		for (int i = 0; i < round % 9; i++)
			json_push(a, json_int(i));
		json_free(a);
		o = json_obj();
		for (int i = 0; i < 1 + round % 6; i++) {
			const char *k = keys[(i + round / 7) % 6];
			json_set(o, k, json_int(i));
			json_set(o, k, json_str(k));	/* replaced */
		}
		for (int i = 0; i < 1 + round % 6; i++) {
			const char *k = keys[(i + round / 7) % 6];
			ck_assert_str_eq(o->keys[i], k);
			ck_assert_str_eq(json_get(o, k)->s, k);
		}
		json_free(o);
		o = json_parse("{\"total\":1,\"dice\":[2,{\"q\":3}]}", NULL,
		    0);
		ck_assert_ptr_nonnull(o);
		t = text_of(o, 0);
		ck_assert_str_eq(t, "{\"total\":1,\"dice\":[2,{\"q\":3}]}");
		free(t);
		json_free(o);
	}
}
END_TEST

/* The keys of a document read are kept with it (json.c): many of them,
 * one longer than a block, escaped, said twice; its objects changed,
 * parts of it freed before it, and its values, back in the pool, made
 * objects of other keys. */
START_TEST(test_parse_keys)
{
	struct strbuf b;
	struct json *j, *o;
	char *t;

	sb_init(&b);
	sb_add(&b, "{");
	for (int i = 0; i < 300; i++)
		sb_printf(&b, "%s\"key number %d\":%d", i ? "," : "", i, i);
	sb_add(&b, ",\"");
	for (int i = 0; i < 3000; i++)
		sb_addc(&b, 'k');
	sb_add(&b, "\":{\"caf\\u00e9\":1,\"x\":2,\"x\":3},\"a\":{\"b\":{}}}");
	j = json_parse(sb_str(&b), NULL, 0);
	sb_release(&b);
	ck_assert_ptr_nonnull(j);
	ck_assert_int_eq(j->n, 302);
	ck_assert_int_eq(json_get(j, "key number 299")->i, 299);
	ck_assert_uint_eq(strlen(j->keys[300]), 3000);
	o = j->v[300];
	ck_assert_int_eq(o->n, 2);
	ck_assert_int_eq(json_get(o, "caf\xc3\xa9")->i, 1);
	ck_assert_int_eq(json_get(o, "x")->i, 3);
	json_set(o, "x", json_str("y"));
	json_set(o, "added", json_int(4));
	t = text_of(o, 0);
	ck_assert_str_eq(t, "{\"caf\xc3\xa9\":1,\"x\":\"y\",\"added\":4}");
	free(t);
	json_set(j, "a", json_int(5));	/* {"b":{}} freed before j */
	json_set(j, "key number 7", json_obj());
	t = text_of(j, 0);
	ck_assert_ptr_nonnull(strstr(t,
	    "\"key number 6\":6,\"key number 7\":{},"));
	ck_assert_ptr_nonnull(strstr(t, "\"added\":4},\"a\":5}"));
	free(t);
	json_free(j);
	for (int round = 0; round < 20; round++) {
		const char *k = round % 2 ? "x" : "key number 0";
		o = json_obj();
		json_set(o, k, json_obj());
		json_set(json_get(o, k), "b", json_int(round % 2));
		json_set(o, "other", json_int(1));
		t = text_of(o, 0);
		ck_assert_str_eq(t, round % 2 ?
		    "{\"x\":{\"b\":1},\"other\":1}" :
		    "{\"key number 0\":{\"b\":0},\"other\":1}");
		free(t);
		json_free(o);
		o = json_parse("{\"c\":{\"d\":[1,{\"e\":2}]},\"f\":3}",
		    NULL, 0);
		ck_assert_ptr_nonnull(o);
		json_free(o);
	}
}
END_TEST

START_TEST(test_copy)
{
	struct json *j = sample(), *c = json_copy(j);
	char *a = text_of(j, 0), *b;

	ck_assert_ptr_nonnull(c);
	ck_assert_ptr_ne(c, j);
	b = text_of(c, 0);
	ck_assert_str_eq(b, a);
	free(b);
	/* deep: changing the copy leaves the original as it was */
	json_set(json_get(c, "obj"), "new", json_int(5));
	json_push(json_get(c, "arr"), json_int(9));
	json_get(c, "str")->s[0] = 'A';
	json_get(c, "int")->i = 0;
	b = text_of(j, 0);
	ck_assert_str_eq(b, a);
	free(b);
	b = text_of(c, 0);
	ck_assert_str_eq(b, "{\"null\":null,\"yes\":true,\"no\":false,\"int\":0,"
	    "\"num\":2.5,\"str\":\"A \\\"b\\\"\",\"arr\":[1,\"x\",null,9],"
	    "\"obj\":{\"empty-arr\":[],\"empty-obj\":{},\"new\":5}}");
	free(b);
	/* and the original can go first */
	json_free(j);
	b = text_of(c, 0);
	ck_assert_ptr_nonnull(strstr(b, "\"new\":5"));
	free(b);
	json_free(c);
	free(a);
}
END_TEST

static const struct { const char *in, *err; } bad[] = {
	{ "", "unexpected character" },
	{ "   ", "unexpected character" },
	{ "nul", "unexpected character" },
	{ "tru", "unexpected character" },
	{ "True", "unexpected character" },
	{ "nan", "unexpected character" },
	{ "-", "unexpected character" },
	{ "'a'", "unexpected character" },
	{ "[1,]", "unexpected character" },
	{ "[1,", "unexpected character" },
	{ "[", "unexpected character" },
	{ "{\"a\":}", "unexpected character" },
	{ "[1 2]", "bad array" },
	{ "[1", "bad array" },
	{ "{\"a\" 1}", "bad object" },
	{ "{\"a\":1,}", "bad object" },
	{ "{a:1}", "bad object" },
	{ "{1:2}", "bad object" },
	{ "{\"a\":1", "bad object" },
	{ "\"abc", "bad string" },
	{ "\"a\\x\"", "bad string" },
	{ "\"a\\u12\"", "bad string" },
	{ "\"a\\u12g4\"", "bad string" },
	{ "\"tab\there\"", "bad string" },
	{ "\"line\nfeed\"", "bad string" },
	{ "1 2", "trailing characters" },
	{ "{} x", "trailing characters" },
	{ "0x10", "trailing characters" },
	{ "null,", "trailing characters" },
	/* numbers outside RFC 8259's grammar */
	{ "+1", "unexpected character" },
	{ "01", "unexpected character" },
	{ ".5", "unexpected character" },
	{ "1.", "unexpected character" },
	{ "1e", "unexpected character" },
	{ "inf", "unexpected character" },
	{ "Infinity", "unexpected character" },
	/* the same inside arrays and objects, where a whole number is read
	 * in place */
	{ "[1,01]", "unexpected character" },
	{ "[-]", "unexpected character" },
	{ "[-01]", "unexpected character" },
	{ "[1.]", "unexpected character" },
	{ "[2e]", "unexpected character" },
	{ "{\"a\":00}", "unexpected character" },
	{ "[1 2]", "bad array" },
	{ "[1;2]", "bad array" },
	{ "[1,2,3,4,5,]", "unexpected character" },
	{ "[1,2,3,4,01]", "unexpected character" },
	{ "[1,2,3,4,5 6]", "bad array" },
	{ "[1,2,3,4,5;6]", "bad array" },
	/* keys read before the mistake (json.c keeps them aside) */
	{ "{\"a\":{\"b\":1,\"c\":x}}", "unexpected character" },
	{ "{\"a\":{\"b\":[1],\"c\":2}} x", "trailing characters" },
	{ "[{\"a\":1},{\"b\\u00e9\":2,\"c\" 3}]", "bad object" },
	/* lone surrogates and NUL would not survive as C strings */
	{ "\"\\ud800\"", "bad string" },
	{ "\"\\udc00\"", "bad string" },
	{ "\"\\ud83d\\u0041\"", "bad string" },
	{ "\"\\u0000\"", "bad string" },
};

START_TEST(test_parse_bad)
{
	char err[64] = "untouched";
	struct json *j = json_parse(bad[_i].in, err, sizeof err);

	ck_assert_msg(j == NULL, "'%s' was accepted", show(bad[_i].in));
	ck_assert_msg(strcmp(err, bad[_i].err) == 0, "'%s': '%s', want '%s'",
	    show(bad[_i].in), err, bad[_i].err);
}
END_TEST

START_TEST(test_parse_depth)
{
	char text[1024], err[64];
	struct json *j;
	int n;

	/* 200 levels are fine, 201 are not */
	for (n = 0; n < 200; n++)
		text[n] = '[';
	for (int i = 0; i < 200; i++)
		text[n++] = ']';
	text[n] = '\0';
	j = json_parse(text, err, sizeof err);
	ck_assert_msg(j != NULL, "%s", err);
	json_free(j);
	for (n = 0; n < 201; n++)
		text[n] = '[';
	for (int i = 0; i < 201; i++)
		text[n++] = ']';
	text[n] = '\0';
	ck_assert_ptr_null(json_parse(text, err, sizeof err));
	ck_assert_str_eq(err, "nested too deeply");
	/* objects count too */
	n = 0;
	for (int i = 0; i < 201; i++)
		n += snprintf(text + n, sizeof text - (size_t)n, "{\"\":");
	ck_assert_ptr_null(json_parse(text, err, sizeof err));
	ck_assert_str_eq(err, "nested too deeply");
}
END_TEST

Suite *
suite_json(void)
{
	Suite *s = suite_create("json");
	TCase *tc = tcase_create("write");

	tcase_add_test(tc, test_write_compact_and_pretty);
	tcase_add_test(tc, test_write_pretty_nested_arrays);
	tcase_add_loop_test(tc, test_write_escapes, 0,
	    sizeof escapes / sizeof escapes[0]);
	tcase_add_loop_test(tc, test_write_numbers, 0,
	    sizeof nums / sizeof nums[0]);
	tcase_add_test(tc, test_write_long);
	tcase_add_test(tc, test_write_longs);
	tcase_add_test(tc, test_parse_array_numbers);
	tcase_add_test(tc, test_parse_long_arrays);
	tcase_add_test(tc, test_build);
	tcase_add_test(tc, test_copy);
	tcase_add_test(tc, test_reuse);
	tcase_add_test(tc, test_parse_keys);
	suite_add_tcase(s, tc);
	tc = tcase_create("parse");
	tcase_add_loop_test(tc, test_parse_unescape, 0,
	    sizeof unescapes / sizeof unescapes[0]);
	tcase_add_loop_test(tc, test_parse_round_trip, 0,
	    sizeof docs / sizeof docs[0]);
	tcase_add_test(tc, test_parse_types);
	tcase_add_loop_test(tc, test_parse_bad, 0, sizeof bad / sizeof bad[0]);
	tcase_add_test(tc, test_parse_depth);
	suite_add_tcase(s, tc);
	return s;
}
