/* strbuf.h: a growing, always NUL-terminated string. */
#ifndef ARBITER_STRBUF_H
#define ARBITER_STRBUF_H

#include <stdarg.h>
#include <stddef.h>
#include <string.h>

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
void sb_addn_grow(struct strbuf *b, const char *s, size_t n);

/* Appending, inline: where there is room (most often) no call but
 * memcpy's; else sb_addn_grow. */
static inline void
sb_addn(struct strbuf *b, const char *s, size_t n)
{
	if (b->failed || b->len + n >= b->cap) {
		sb_addn_grow(b, s, n);
		return;
	}
	memcpy(b->s + b->len, s, n);
	b->len += n;
	b->s[b->len] = '\0';
}

static inline void
sb_add(struct strbuf *b, const char *s)
{
	sb_addn(b, s, strlen(s));
}

static inline void
sb_addc(struct strbuf *b, char c)
{
	if (!b->failed && b->len + 1 < b->cap) {
		b->s[b->len++] = c;
		b->s[b->len] = '\0';
		return;
	}
	sb_addn_grow(b, &c, 1);
}
/* The n strings of v, joined by ", " (the ids a refusal lists). */
void sb_add_list(struct strbuf *b, const char *const *v, int n);
/* s in capitals (the C locale's), as a usage line names a word. */
void sb_add_upper(struct strbuf *b, const char *s);
/* v as "%ld" writes it, without a format to read. */
void sb_addl(struct strbuf *b, long v);
void sb_printf(struct strbuf *b, const char *fmt, ...) ATTR_PRINTF(2, 3);
void sb_vprintf(struct strbuf *b, const char *fmt, va_list ap)
    ATTR_PRINTF(2, 0);
/* Hand the string over (caller frees); b is left empty. */
char *sb_take(struct strbuf *b);
const char *sb_str(const struct strbuf *b);

#endif
