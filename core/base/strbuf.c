/* strbuf.c: growing strings. */
#include "core/base/strbuf.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char empty[1];

void
sb_init(struct strbuf *b)
{
	b->s = NULL;
	b->len = b->cap = 0;
	b->failed = 0;
}

void
sb_release(struct strbuf *b)
{
	free(b->s);
	sb_init(b);
}

void
sb_reset(struct strbuf *b)
{
	b->len = 0;
	if (b->s != NULL)
		b->s[0] = '\0';
}

void
sb_truncate(struct strbuf *b, size_t len)
{
	if (len >= b->len)
		return;
	b->len = len;
	b->s[len] = '\0';
}

static int
reserve(struct strbuf *b, size_t more)
{
	size_t cap;
	char *s;

	if (b->failed)
		return -1;
	if (b->len + more + 1 <= b->cap)
		return 0;
	cap = b->cap ? b->cap : 64;
	while (cap < b->len + more + 1)
		cap *= 2;
	s = realloc(b->s, cap);
	if (s == NULL) {
		b->failed = 1;
		return -1;
	}
	b->s = s;
	b->cap = cap;
	return 0;
}

void
sb_addn(struct strbuf *b, const char *s, size_t n)
{
	if (reserve(b, n) < 0)
		return;
	memcpy(b->s + b->len, s, n);
	b->len += n;
	b->s[b->len] = '\0';
}

void
sb_add(struct strbuf *b, const char *s)
{
	sb_addn(b, s, strlen(s));
}

void
sb_addc(struct strbuf *b, char c)
{
	if (b->len + 1 < b->cap) {	/* room: most often */
		b->s[b->len++] = c;
		b->s[b->len] = '\0';
		return;
	}
	sb_addn(b, &c, 1);
}

void
sb_vprintf(struct strbuf *b, const char *fmt, va_list ap)
{
	va_list aq;
	size_t room;
	int n;

	/* formatted once into the room there is, which is most often
	 * enough; a second time only when it was not */
	if (reserve(b, 64) < 0)
		return;
	room = b->cap - b->len;
	va_copy(aq, ap);
	n = vsnprintf(b->s + b->len, room, fmt, aq);
	va_end(aq);
	if (n >= 0 && (size_t)n < room) {
		b->len += (size_t)n;
		return;
	}
	b->s[b->len] = '\0';
	if (n < 0 || reserve(b, (size_t)n) < 0)
		return;
	vsnprintf(b->s + b->len, (size_t)n + 1, fmt, ap);
	b->len += (size_t)n;
}

void
sb_printf(struct strbuf *b, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	sb_vprintf(b, fmt, ap);
	va_end(ap);
}

char *
sb_take(struct strbuf *b)
{
	char *s = b->s;

	if (s == NULL)
		s = calloc(1, 1);
	sb_init(b);
	return s;
}

const char *
sb_str(const struct strbuf *b)
{
	return b->s != NULL ? b->s : empty;
}
