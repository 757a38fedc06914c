/* utf8.c: checking UTF-8 text, and names' normal form and case fold
 * (utf8.h). */
#include "core/base/utf8.h"

#include <stdlib.h>
#include <string.h>
#include <utf8proc.h>

int
utf8_len(const char *s)
{
	const unsigned char *p = (const unsigned char *)s;
	int n;

	if (p[0] < 0x80)
		return 1;
	n = p[0] >= 0xf0 && p[0] <= 0xf4 ? 4 : p[0] >= 0xe0 && p[0] < 0xf0 ?
	    3 : p[0] >= 0xc2 && p[0] <= 0xdf ? 2 : 0;
	for (int i = 1; i < n; i++)
		if ((p[i] & 0xc0) != 0x80)
			return 0;
	if ((n == 3 && p[0] == 0xe0 && p[1] < 0xa0) ||	/* overlong */
	    (n == 3 && p[0] == 0xed && p[1] >= 0xa0) ||	/* surrogates */
	    (n == 4 && p[0] == 0xf0 && p[1] < 0x90) ||	/* overlong */
	    (n == 4 && p[0] == 0xf4 && p[1] >= 0x90) ||	/* past U+10FFFF */
	    (n == 2 && p[0] == 0xc2 && p[1] < 0xa0))	/* C1 controls */
		return 0;
	return n;
}

int
utf8_valid(const char *s)
{
	int n;

	for (; *s != '\0'; s += n)
		if ((n = utf8_len(s)) == 0)
			return 0;
	return 1;
}

/* --- names: one form to store, one key to match (utf8proc) ---------------- */

/* s mapped by utf8proc with opts (owned), or NULL when s is not valid
 * UTF-8 or memory runs out. */
static char *
map(const char *s, utf8proc_option_t opts)
{
	utf8proc_uint8_t *out = NULL;

	if (!utf8_valid(s) || utf8proc_map((const utf8proc_uint8_t *)s, 0,
	    &out, UTF8PROC_NULLTERM | UTF8PROC_STABLE | opts) < 0)
		return NULL;
	return (char *)out;
}

char *
utf8_nfc(const char *s)
{
	return map(s, UTF8PROC_COMPOSE);
}

char *
utf8_fold(const char *s)
{
	return map(s, UTF8PROC_COMPOSE | UTF8PROC_CASEFOLD);
}

static int
ascii_only(const char *s)
{
	for (; *s != '\0'; s++)
		if ((unsigned char)*s >= 0x80)
			return 0;
	return 1;
}

int
utf8_name_eq(const char *a, const char *b)
{
	char *fa, *fb;
	int eq;

	if (ascii_only(a) && ascii_only(b)) {
		/* the fold of ASCII, without the locale strcasecmp obeys */
		for (; *a != '\0' && *b != '\0'; a++, b++) {
			int x = *a >= 'A' && *a <= 'Z' ? *a + 32 : *a;
			int y = *b >= 'A' && *b <= 'Z' ? *b + 32 : *b;
			if (x != y)
				return 0;
		}
		return *a == *b;
	}
	fa = utf8_fold(a);
	fb = utf8_fold(b);
	/* text that does not fold (not UTF-8) matches only itself */
	eq = fa != NULL && fb != NULL ? strcmp(fa, fb) == 0 :
	    strcmp(a, b) == 0;
	free(fa);
	free(fb);
	return eq;
}

long
utf8_unseen(const char *s)
{
	const utf8proc_uint8_t *p = (const utf8proc_uint8_t *)s;
	utf8proc_int32_t c;
	utf8proc_ssize_t n;

	for (; *p != '\0'; p += n) {
		if ((n = utf8proc_iterate(p, -1, &c)) <= 0)
			return -1;
		switch (utf8proc_category(c)) {
		case UTF8PROC_CATEGORY_CF:	/* bidi controls, zero widths */
		case UTF8PROC_CATEGORY_ZS:	/* spaces */
		case UTF8PROC_CATEGORY_ZL:
		case UTF8PROC_CATEGORY_ZP:
		case UTF8PROC_CATEGORY_CC:
			return c;
		default:
			break;
		}
	}
	return 0;
}
