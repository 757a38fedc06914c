/* check_cmdline.c: splitting command lines into words, and quoting words
 * so that they split back the same. */
#include <check.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/cmdline.h"
#include "suites.h"

/* Printable form of a byte string for failure messages. */
static const char *
show(const char *s)
{
	static char buf[2][512];
	static int k;
	size_t n = 0;

	k = !k;
	for (const unsigned char *p = (const unsigned char *)s; *p &&
	    n + 5 < sizeof buf[k]; p++) {
		if (*p < 0x20 || *p >= 0x7f)
			n += (size_t)snprintf(buf[k] + n, sizeof buf[k] - n,
			    "\\x%02x", *p);
		else
			buf[k][n++] = (char)*p;
	}
	buf[k][n] = '\0';
	return buf[k];
}

#define W(...) { __VA_ARGS__, NULL }

static const struct {
	const char *line;
	const char *words[8];
} good[] = {
	{ "", W(NULL) },
	{ "   \t  ", W(NULL) },
	{ "\n", W(NULL) },
	{ "\r\n\r\n", W(NULL) },
	{ "# a comment", W(NULL) },
	{ "   # indented comment", W(NULL) },
	{ "give Ann 5 credits", W("give", "Ann", "5", "credits") },
	{ "  a  b\tc\n", W("a", "b", "c") },
	{ "a\r\n", W("a") },
	{ "a # the rest is a comment \"open", W("a") },
	{ "a #b", W("a") },
	{ "a#b c", W("a#b", "c") },
	{ "'#x' \"#y\" \\#z", W("#x", "#y", "#z") },
	{ "\"a b\" c", W("a b", "c") },
	{ "'a b'", W("a b") },
	{ "a\"b c\"d", W("ab cd") },
	{ "'x'\"y\"z", W("xyz") },
	{ "\"\"", W("") },
	{ "''", W("") },
	{ "x \"\" y", W("x", "", "y") },
	{ "'a\\b'", W("a\\b") },
	{ "'a\\'", W("a\\") },
	{ "\"a\\\"b\"", W("a\"b") },
	{ "\"a\\\\b\"", W("a\\b") },
	{ "\"a\\nb\"", W("a\nb") },
	{ "a\\nb", W("anb") },
	{ "a\\ b", W("a b") },
	{ "\\\"x", W("\"x") },
	{ "\"it's\"", W("it's") },
	{ "'say \"hi\"'", W("say \"hi\"") },
	{ "end\\", W("end\\") },
	{ "\"tab\there\"", W("tab\there") },
	/* \xHH inside double quotes is the byte HH; elsewhere, or without
	 * two hexadecimal digits, the backslash takes the next character */
	{ "\"\\x1b]0;x\\x07\"", W("\x1b]0;x\x07") },
	{ "\"a\\x41\\x4a\\xc3\\xa9\"", W("aAJ\xc3\xa9") },
	{ "\"\\xff\\xFE\"", W("\xff\xfe") },
	{ "\"\\x4\" \"\\xg1\"", W("x4", "xg1") },
	{ "'\\x41' \\x41", W("\\x41", "x41") },
	{ "\"\\\\x41\"", W("\\x41") },
	{ "roll 2d6 = 3 5", W("roll", "2d6", "=", "3", "5") },
	{ "attack red-1 red-port:4,red-2:1", W("attack", "red-1",
	  "red-port:4,red-2:1") },
	{ "caf\xc3\xa9 \xe2\x82\xac", W("caf\xc3\xa9", "\xe2\x82\xac") },
};

START_TEST(test_split_good)
{
	int argc, n = 0;
	char **argv;
	struct diag d;

	diag_clear(&d);
	ck_assert_msg(cmdline_split(good[_i].line, &argc, &argv, &d) == ST_OK,
	    "'%s': %s", show(good[_i].line), d.msg);
	while (good[_i].words[n] != NULL)
		n++;
	ck_assert_msg(argc == n, "'%s' gave %d words, want %d",
	    show(good[_i].line), argc, n);
	for (int i = 0; i < n; i++)
		ck_assert_msg(strcmp(argv[i], good[_i].words[i]) == 0,
		    "'%s': word %d is '%s', want '%s'", show(good[_i].line),
		    i + 1, show(argv[i]), show(good[_i].words[i]));
	ck_assert_ptr_null(argv[argc]);
	cmdline_free(argc, argv);
	/* the same words in room given (64 pointers': every line here
	 * fits), or in memory of their own (4: most do not) */
	for (size_t room = 4; room <= 64; room += 60) {
		char *buf[64];
		ck_assert_int_eq(cmdline_split_into(good[_i].line, buf, room,
		    &argc, &argv, &d), ST_OK);
		ck_assert_int_eq(argc, n);
		ck_assert(room < 64 || argv == buf);
		for (int i = 0; i < n; i++)
			ck_assert_str_eq(argv[i], good[_i].words[i]);
		ck_assert_ptr_null(argv[argc]);
		if (argv != buf)
			free(argv);
	}
}
END_TEST

static const struct { const char *line, *msg; } bad[] = {
	{ "\"abc", "unclosed double quote; close it with \"" },
	{ "'abc", "unclosed single quote; close it with '" },
	{ "a b \"c", "unclosed double quote; close it with \"" },
	{ "\"a\\\"", "unclosed double quote; close it with \"" },
	{ "'it\\'s'", "unclosed single quote; close it with '" },
	{ "\"a\" 'b", "unclosed single quote; close it with '" },
	{ "x \"y # not a comment", "unclosed double quote; close it with \"" },
	{ "note \"a\\x00b\"", "a word cannot hold a NUL byte ('\\x00')" },
};

START_TEST(test_split_bad)
{
	char *dummy[1] = { NULL };
	char **argv = dummy;
	int argc = 99;
	struct diag d;

	diag_clear(&d);
	ck_assert_int_eq(cmdline_split(bad[_i].line, &argc, &argv, &d),
	    ST_USAGE);
	ck_assert_int_eq(d.code, ST_USAGE);
	ck_assert_msg(strcmp(d.msg, bad[_i].msg) == 0, "'%s': '%s', want '%s'",
	    show(bad[_i].line), d.msg, bad[_i].msg);
	ck_assert_int_eq(argc, 0);
	ck_assert_ptr_null(argv);
	/* and nothing kept of room given or taken */
	for (size_t room = 4; room <= 64; room += 60) {
		char *buf[64];
		argv = dummy;
		ck_assert_int_eq(cmdline_split_into(bad[_i].line, buf, room,
		    &argc, &argv, &d), ST_USAGE);
		ck_assert_ptr_null(argv);
	}
}
END_TEST

START_TEST(test_split_limits)
{
	char *line = malloc(CMDLINE_MAX_LEN + 2), want[128];
	int argc;
	char **argv;
	struct diag d;

	/* a line of exactly the limit is fine, one byte more is not */
	memset(line, 'x', CMDLINE_MAX_LEN);
	line[CMDLINE_MAX_LEN] = '\0';
	ck_assert_int_eq(cmdline_split(line, &argc, &argv, &d), ST_OK);
	ck_assert_int_eq(argc, 1);
	ck_assert_uint_eq(strlen(argv[0]), CMDLINE_MAX_LEN);
	cmdline_free(argc, argv);
	strcat(line, "x");
	ck_assert_int_eq(cmdline_split(line, &argc, &argv, &d), ST_USAGE);
	snprintf(want, sizeof want, "the line is longer than %d bytes; split "
	    "it into several commands", CMDLINE_MAX_LEN);
	ck_assert_str_eq(d.msg, want);
	ck_assert_int_eq(argc, 0);
	ck_assert_ptr_null(argv);
	/* CMDLINE_MAX_WORDS words are fine, one more is not */
	line[0] = 'w';				/* "w w ... w" */
	for (int i = 1; i < CMDLINE_MAX_WORDS; i++) {
		line[2 * i - 1] = ' ';
		line[2 * i] = 'w';
	}
	line[2 * CMDLINE_MAX_WORDS - 1] = '\0';
	ck_assert_int_eq(cmdline_split(line, &argc, &argv, &d), ST_OK);
	ck_assert_int_eq(argc, CMDLINE_MAX_WORDS);
	ck_assert_ptr_null(argv[CMDLINE_MAX_WORDS]);
	cmdline_free(argc, argv);
	/* trailing blanks and a comment do not count as words */
	strcat(line, "   # w w w");
	ck_assert_int_eq(cmdline_split(line, &argc, &argv, &d), ST_OK);
	ck_assert_int_eq(argc, CMDLINE_MAX_WORDS);
	cmdline_free(argc, argv);
	strcpy(line + strlen(line) - 10, " w");
	ck_assert_int_eq(cmdline_split(line, &argc, &argv, &d), ST_USAGE);
	snprintf(want, sizeof want, "more than %d words on one line",
	    CMDLINE_MAX_WORDS);
	ck_assert_str_eq(d.msg, want);
	ck_assert_int_eq(argc, 0);
	ck_assert_ptr_null(argv);
	free(line);
	cmdline_free(0, NULL);
}
END_TEST

static const struct { const char *word, *quoted; } quotes[] = {
	{ "abc", "abc" },
	{ "red-port:4,red-2:1", "red-port:4,red-2:1" },
	{ "=", "=" },
	{ "a#", "a#" },
	{ "caf\xc3\xa9", "caf\xc3\xa9" },
	{ "", "\"\"" },
	{ "#x", "\"#x\"" },
	{ "#", "\"#\"" },
	{ "a b", "\"a b\"" },
	{ " ", "\" \"" },
	{ "tab\there", "\"tab\\x09here\"" },
	{ "cr\r", "\"cr\\x0d\"" },
	/* no control character goes out as it is: a terminal would obey it */
	{ "\x1b]0;PWNED\x07\x1b[2J", "\"\\x1b]0;PWNED\\x07\\x1b[2J\"" },
	{ "del\x7f", "\"del\\x7f\"" },
	{ "c1\xc2\x9b" "2J", "\"c1\\xc2\\x9b2J\"" },
	{ "bad\xff\xc3", "\"bad\\xff\\xc3\"" },
	{ "\xe2\x82\xac\x01", "\"\xe2\x82\xac\\x01\"" },
	{ "\\x41", "\"\\\\x41\"" },
	{ "it's", "\"it's\"" },
	{ "say \"hi\"", "\"say \\\"hi\\\"\"" },
	{ "a\\b", "\"a\\\\b\"" },
	{ "\\n", "\"\\\\n\"" },
	{ "line\nfeed", "\"line\\nfeed\"" },
	{ "'", "\"'\"" },
	{ "\"", "\"\\\"\"" },
};

/* Split text into exactly one word and return it (owned). */
static char *
one_word(const char *text, const char *word)
{
	int argc;
	char **argv, *w;
	struct diag d;

	ck_assert_msg(cmdline_split(text, &argc, &argv, &d) == ST_OK,
	    "'%s' (from '%s'): %s", show(text), show(word), d.msg);
	ck_assert_msg(argc == 1, "'%s' (from '%s') split into %d words",
	    show(text), show(word), argc);
	w = argv[0];
	argv[0] = NULL;
	cmdline_free(argc, argv);
	return w;
}

START_TEST(test_quote)
{
	struct strbuf b;
	char *back;

	sb_init(&b);
	cmdline_quote(&b, quotes[_i].word);
	ck_assert_msg(strcmp(sb_str(&b), quotes[_i].quoted) == 0,
	    "'%s' quoted as '%s', want '%s'", show(quotes[_i].word),
	    show(sb_str(&b)), show(quotes[_i].quoted));
	back = one_word(sb_str(&b), quotes[_i].word);
	ck_assert_msg(strcmp(back, quotes[_i].word) == 0, "'%s' came back as "
	    "'%s'", show(quotes[_i].word), show(back));
	free(back);
	/* quoting appends */
	sb_reset(&b);
	sb_add(&b, "cmd ");
	cmdline_quote(&b, quotes[_i].word);
	ck_assert_int_eq(strncmp(sb_str(&b), "cmd ", 4), 0);
	ck_assert_str_eq(sb_str(&b) + 4, quotes[_i].quoted);
	sb_release(&b);
}
END_TEST

/* A small generator of its own, so the cases are the same on every run. */
static unsigned long
lcg(unsigned long *s)
{
	*s = *s * 6364136223846793005UL + 1442695040888963407UL;
	return *s >> 33;
}

static const char odd[] = " \t\r\n\"'\\#=,:-*{}abx4\xc3\xa9\x01\x7f\x1b"
    "\x9b\xc2\xff";

START_TEST(test_quote_random_round_trip)
{
	unsigned long seed = 20261121;
	char words[5][24];
	struct strbuf b;

	sb_init(&b);
	for (int round = 0; round < 3000; round++) {
		int n = 1 + (int)(lcg(&seed) % 5), argc;
		char **argv;
		struct diag d;

		sb_reset(&b);
		for (int w = 0; w < n; w++) {
			int len = (int)(lcg(&seed) % 12);
			for (int i = 0; i < len; i++)
				words[w][i] = odd[lcg(&seed) % (sizeof odd - 1)];
			words[w][len] = '\0';
			if (w > 0)
				sb_addc(&b, ' ');
			cmdline_quote(&b, words[w]);
		}
		for (const char *p = sb_str(&b); *p; p++)
			ck_assert_msg((unsigned char)*p >= 0x20 && *p != 0x7f,
			    "round %d: '%s' holds a control character", round,
			    show(sb_str(&b)));
		ck_assert_msg(cmdline_split(sb_str(&b), &argc, &argv, &d) ==
		    ST_OK, "round %d: '%s': %s", round, show(sb_str(&b)), d.msg);
		ck_assert_msg(argc == n, "round %d: '%s' split into %d words, "
		    "want %d", round, show(sb_str(&b)), argc, n);
		for (int w = 0; w < n; w++)
			ck_assert_msg(strcmp(argv[w], words[w]) == 0, "round %d: "
			    "'%s' came back as '%s'", round, show(words[w]),
			    show(argv[w]));
		cmdline_free(argc, argv);
	}
	sb_release(&b);
}
END_TEST

/* A logged command with control characters comes back quoted: the same
 * words, none of its bytes a control character. */
static const struct { const char *line, *want; } requotes[] = {
	{ "give Ann 3 gold", "give Ann 3 gold" },
	{ "note \"a  b\"", "note \"a  b\"" },
	{ "note \x1b[2J", "note \"\\x1b[2J\"" },
	{ "note \"tab\there\" 'x'", "note \"tab\\x09here\" x" },
	{ "note \"open\x07", "note \"open\\x07" },
};

START_TEST(test_requote)
{
	struct strbuf b;

	sb_init(&b);
	cmdline_requote(&b, requotes[_i].line);
	ck_assert_msg(strcmp(sb_str(&b), requotes[_i].want) == 0,
	    "'%s' requoted as '%s', want '%s'", show(requotes[_i].line),
	    show(sb_str(&b)), show(requotes[_i].want));
	sb_release(&b);
}
END_TEST

/* sb_printf writes its most common formats itself: the same bytes as
 * snprintf, whatever the values. */
START_TEST(test_sb_printf_as_snprintf)
{
	static const long longs[] = { 0, 7, -7, 10, 99, -100, 123456789,
		LONG_MAX, LONG_MIN };
	static const int ints[] = { 0, 1, -1, 42, INT_MAX, INT_MIN };
	static const char *const strs[] = { "", "a", "two words", "50%" };
	char want[256];
	struct strbuf b;

	sb_init(&b);
	for (size_t i = 0; i < sizeof longs / sizeof longs[0]; i++)
		for (size_t j = 0; j < sizeof ints / sizeof ints[0]; j++)
			for (size_t k = 0; k < sizeof strs / sizeof strs[0];
			    k++) {
				sb_reset(&b);
				sb_add(&b, "<");
				sb_printf(&b, "%s: %ld (%d) %lu %u%%%s%+ld,%+d",
				    strs[k], longs[i], ints[j],
				    (unsigned long)longs[i], (unsigned)ints[j],
				    strs[k], longs[i], ints[j]);
				snprintf(want, sizeof want,
				    "<%s: %ld (%d) %lu %u%%%s%+ld,%+d", strs[k],
				    longs[i], ints[j], (unsigned long)longs[i],
				    (unsigned)ints[j], strs[k], longs[i],
				    ints[j]);
				ck_assert_str_eq(sb_str(&b), want);
				ck_assert_uint_eq(b.len, strlen(want));
			}
	/* and the others through snprintf, as before */
	sb_reset(&b);
	sb_printf(&b, "%+5ld|%5s|%.1f|%02x|%c|%-3d|", 3L, "ab", 1.25, 10, 'z',
	    7);
	ck_assert_str_eq(sb_str(&b), "   +3|   ab|1.2|0a|z|7  |");
	sb_release(&b);
}
END_TEST

Suite *
suite_cmdline(void)
{
	Suite *s = suite_create("cmdline");
	TCase *tc = tcase_create("split");

	tcase_add_loop_test(tc, test_split_good, 0,
	    sizeof good / sizeof good[0]);
	tcase_add_loop_test(tc, test_split_bad, 0, sizeof bad / sizeof bad[0]);
	tcase_add_test(tc, test_split_limits);
	suite_add_tcase(s, tc);
	tc = tcase_create("quote");
	tcase_add_loop_test(tc, test_quote, 0, sizeof quotes / sizeof quotes[0]);
	tcase_add_test(tc, test_quote_random_round_trip);
	tcase_add_loop_test(tc, test_requote, 0,
	    sizeof requotes / sizeof requotes[0]);
	suite_add_tcase(s, tc);
	tc = tcase_create("strbuf");
	tcase_add_test(tc, test_sb_printf_as_snprintf);
	suite_add_tcase(s, tc);
	return s;
}
