/* strbuf.h: a growing, always NUL-terminated string. */
#ifndef ARBITER_STRBUF_H
#define ARBITER_STRBUF_H

#include <stdarg.h>
#include <stddef.h>

#include "core/base/diag.h"

struct strbuf {
	char *s;		/* "" until something is added; owned */
	size_t len, cap;
	int failed;		/* an allocation failed; contents truncated */
};

void sb_init(struct strbuf *b);
void sb_release(struct strbuf *b);
void sb_reset(struct strbuf *b);	/* empty, keep memory */
/* Back to its first len bytes (nothing when it is no longer); an empty
 * one may have no memory yet. */
void sb_truncate(struct strbuf *b, size_t len);
void sb_add(struct strbuf *b, const char *s);
void sb_addn(struct strbuf *b, const char *s, size_t n);
void sb_addc(struct strbuf *b, char c);
void sb_printf(struct strbuf *b, const char *fmt, ...) ATTR_PRINTF(2, 3);
void sb_vprintf(struct strbuf *b, const char *fmt, va_list ap)
    ATTR_PRINTF(2, 0);
/* Hand the string over (caller frees); b is left empty. */
char *sb_take(struct strbuf *b);
const char *sb_str(const struct strbuf *b);

#endif
