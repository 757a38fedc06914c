/* strbuf_upper.c: a word in capitals, appended to a strbuf (strbuf.h);
 * apart from strbuf.c, whose appending and formatting stay as the
 * compiler lays them out without it. */
#include "core/base/strbuf.h"

#include <ctype.h>

void
sb_add_upper(struct strbuf *b, const char *s)
{
	for (; *s != '\0'; s++)
		sb_addc(b, (char)toupper((unsigned char)*s));
}
