/* utf8.c: checking UTF-8 text (utf8.h). */
#include "core/base/utf8.h"

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
