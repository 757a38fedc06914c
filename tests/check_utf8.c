/* check_utf8.c: telling UTF-8 text from stray bytes and C1 controls, and
 * what JSON makes of them; names' normal form, case fold and characters
 * that do not show. */
#include <check.h>
#include <locale.h>
#include <stdlib.h>
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

/* Names: NFC as typed, matched by the Unicode case fold (expected values
 * from Unicode's UnicodeData and CaseFolding tables). */
static const struct {
	const char *a, *b;
	int eq;			/* utf8_name_eq(a, b) */
} names[] = {
	{ "Ann", "ann", 1 },
	{ "ANN", "anne", 0 },
	{ "\xc3\x89mile", "\xc3\xa9mile", 1 },		/* Émile, émile */
	{ "E\xcc\x81mile", "\xc3\xa9mile", 1 },	/* E + U+0301 */
	{ "e\xcc\x81", "\xc3\xa9", 1 },		/* decomposed é */
	{ "\xc3\x89", "E", 0 },			/* É is not E */
	{ "Stra\xc3\x9f" "e", "STRASSE", 1 },		/* ß folds to ss */
	{ "\xce\xa3", "\xcf\x82", 1 },		/* Σ and final ς */
	{ "I", "i", 1 },			/* as in every locale */
	{ "I", "\xc4\xb1", 0 },			/* dotless ı: a letter */
	{ "\xc4\xb0", "i", 0 },			/* İ folds to i + dot */
	{ "a\xff", "A\xff", 0 },			/* not UTF-8: itself */
	{ "a\xff", "a\xff", 1 },
};

START_TEST(test_names)
{
	ck_assert_msg(utf8_name_eq(names[_i].a, names[_i].b) == names[_i].eq,
	    "name pair %d", _i);
	ck_assert_msg(utf8_name_eq(names[_i].b, names[_i].a) == names[_i].eq,
	    "name pair %d reversed", _i);
}
END_TEST

/* The fold does not follow the locale: not even a Turkish one (where
 * tolower('I') may be a dotless i), when the machine has it. */
START_TEST(test_names_locale)
{
	char *old = strdup(setlocale(LC_ALL, NULL));

	setlocale(LC_ALL, "tr_TR.UTF-8");
	ck_assert(utf8_name_eq("IRIS", "iris"));
	ck_assert(utf8_name_eq("\xc4\xb0", "i\xcc\x87"));	/* İ, i + dot */
	ck_assert(!utf8_name_eq("I", "\xc4\xb1"));
	setlocale(LC_ALL, old);
	free(old);
}
END_TEST

static const struct {
	const char *in, *nfc;
} nfc[] = {
	{ "Ann", "Ann" },
	{ "E\xcc\x81mile", "\xc3\x89mile" },		/* composed */
	{ "\xc3\x89mile", "\xc3\x89mile" },		/* kept */
	{ "\xe2\x84\xab", "\xc3\x85" },		/* Angstrom sign: Å */
	{ "ANN", "ANN" },				/* case kept */
};

START_TEST(test_nfc)
{
	char *s = utf8_nfc(nfc[_i].in);

	ck_assert_ptr_nonnull(s);
	ck_assert_str_eq(s, nfc[_i].nfc);
	free(s);
	ck_assert_ptr_null(utf8_nfc("caf\xe9"));
}
END_TEST

static const struct {
	const char *s;
	long unseen;		/* utf8_unseen */
} unseen[] = {
	{ "Ann", 0 },
	{ "Zo\xc3\xab", 0 },
	{ "E\xcc\x81", 0 },				/* a combining mark shows */
	{ "A\xe2\x80\xaenn", 0x202e },			/* right-to-left override */
	{ "A\xe2\x81\xa6", 0x2066 },			/* left-to-right isolate */
	{ "\xe2\x80\x8f", 0x200f },			/* right-to-left mark */
	{ "\xd8\x9c", 0x61c },				/* Arabic letter mark */
	{ "a\xe2\x80\x8b" "b", 0x200b },		/* zero width space */
	{ "a\xe2\x80\x8d" "b", 0x200d },		/* zero width joiner */
	{ "\xef\xbb\xbf" "a", 0xfeff },			/* byte order mark */
	{ "a\xc2\xad" "b", 0xad },			/* soft hyphen */
	{ "a\xc2\xa0" "b", 0xa0 },			/* no-break space */
	{ "a\xe3\x80\x80" "b", 0x3000 },		/* ideographic space */
	{ "a\xe2\x80\xa8" "b", 0x2028 },		/* line separator */
	{ "a b", 0x20 },
	{ "a\tb", 9 },
	{ "a\xff", -1 },
};

START_TEST(test_unseen)
{
	ck_assert_msg(utf8_unseen(unseen[_i].s) == unseen[_i].unseen,
	    "text %d: %ld", _i, utf8_unseen(unseen[_i].s));
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
	tcase_add_loop_test(t, test_names, 0,
	    (int)(sizeof names / sizeof names[0]));
	tcase_add_test(t, test_names_locale);
	tcase_add_loop_test(t, test_nfc, 0, (int)(sizeof nfc / sizeof nfc[0]));
	tcase_add_loop_test(t, test_unseen, 0,
	    (int)(sizeof unseen / sizeof unseen[0]));
	suite_add_tcase(s, t);
	return s;
}
