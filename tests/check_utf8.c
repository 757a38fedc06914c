/* check_utf8.c: telling UTF-8 text from stray bytes and C1 controls, and
 * what JSON makes of them. */
#include <check.h>
#include <string.h>

#include "core/base/json.h"
#include "core/base/strbuf.h"
#include "core/base/utf8.h"
#include "suites.h"

static const struct {
	const char *s;
	int len;		/* utf8_len of the first character */
	int valid;		/* utf8_valid of the whole */
} texts[] = {
	{ "a", 1, 1 },
	{ "", 1, 1 },
	{ "\xc3\xa9t\xc3\xa9", 2, 1 },			/* été */
	{ "\xe2\x84\xb5", 3, 1 },			/* aleph */
	{ "\xf0\x9f\x98\x80", 4, 1 },			/* an emoji */
	{ "\xc2\xa0", 2, 1 },				/* no-break space */
	{ "\xc2\x9b[31m", 0, 0 },			/* C1 CSI */
	{ "\xc2\x80", 0, 0 },				/* C1 */
	{ "\xff", 0, 0 },
	{ "\xfe\xff", 0, 0 },
	{ "\xc3", 0, 0 },				/* cut short */
	{ "\xc3(", 0, 0 },
	{ "\xe2\x84", 0, 0 },
	{ "\xc0\xaf", 0, 0 },				/* overlong '/' */
	{ "\xe0\x80\xaf", 0, 0 },			/* overlong */
	{ "\xf0\x80\x80\xaf", 0, 0 },			/* overlong */
	{ "\xed\xa0\x80", 0, 0 },			/* a surrogate */
	{ "\xf4\x90\x80\x80", 0, 0 },			/* past U+10FFFF */
	{ "\xf5\x80\x80\x80", 0, 0 },
	{ "a\xff", 1, 0 },
};

START_TEST(test_texts)
{
	ck_assert_msg(utf8_len(texts[_i].s) == texts[_i].len,
	    "utf8_len of text %d: %d", _i, utf8_len(texts[_i].s));
	ck_assert_msg(utf8_valid(texts[_i].s) == texts[_i].valid,
	    "utf8_valid of text %d", _i);
}
END_TEST

/* JSON is always UTF-8: stray bytes become U+FFFD, C1 controls escapes. */
static const struct {
	const char *in, *out;
} json[] = {
	{ "\xc3\xa9", "\"\xc3\xa9\"" },
	{ "a\xff" "b", "\"a\\ufffdb\"" },
	{ "\xc2\x9b" "1", "\"\\u009b1\"" },
	{ "\x1b[0m", "\"\\u001b[0m\"" },
	{ "\xc3", "\"\\ufffd\"" },
	{ "\xe2\x84" "x", "\"\\ufffd\\ufffdx\"" },
};

START_TEST(test_json)
{
	struct strbuf b;

	sb_init(&b);
	json_write_str(&b, json[_i].in);
	ck_assert_str_eq(sb_str(&b), json[_i].out);
	sb_release(&b);
}
END_TEST

Suite *
suite_utf8(void)
{
	Suite *s = suite_create("utf8");
	TCase *t = tcase_create("utf8");

	tcase_add_loop_test(t, test_texts, 0,
	    (int)(sizeof texts / sizeof texts[0]));
	tcase_add_loop_test(t, test_json, 0, (int)(sizeof json / sizeof json[0]));
	suite_add_tcase(s, t);
	return s;
}
