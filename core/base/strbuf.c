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

/* What the inline sb_addn and sb_addc (strbuf.h) do when there is no room
 * or an allocation failed before. */
void
sb_addn_grow(struct strbuf *b, const char *s, size_t n)
{
	if (reserve(b, n) < 0)
		return;
	memcpy(b->s + b->len, s, n);
	b->len += n;
	b->s[b->len] = '\0';
}

/* Is fmt made of text and the conversions simple() writes only? */
static int
simple_fmt(const char *fmt)
{
	for (const char *p = strchr(fmt, '%'); p != NULL;
	    p = strchr(p, '%')) {
		int plus = *++p == '+';
		p += plus;
		if (*p == 'l')
			p++;
		if (*p == 'd' || (!plus && (*p == 'u' || (*p == 's' &&
		    p[-1] == '%') || (*p == '%' && p[-1] == '%'))))
			p++;
		else
			return 0;
	}
	return 1;
}

static void
add_ulong(struct strbuf *b, unsigned long v, int neg)
{
	char buf[24], *q = buf + sizeof buf;

	do
		*--q = (char)('0' + v % 10);
	while ((v /= 10) != 0);
	if (neg)
		*--q = '-';
	sb_addn(b, q, (size_t)(buf + sizeof buf - q));
}

void
sb_addl(struct strbuf *b, long v)
{
	add_ulong(b, v < 0 ? 0UL - (unsigned long)v : (unsigned long)v, v < 0);
}

/* The formats most written (text with %s, %d, %u, %ld, %lu, %+d, %+ld
 * and %%),
 * without vsnprintf's cost for each call: the same bytes as it writes,
 * "(null)" for a null %s as glibc's. */
static void
simple(struct strbuf *b, const char *fmt, va_list ap)
{
	const char *p = fmt, *pc;

	while ((pc = strchr(p, '%')) != NULL) {
		int plus = pc[1] == '+', l = pc[1 + plus] == 'l';
		sb_addn(b, p, (size_t)(pc - p));
		p = pc + 1 + plus + l;
		switch (*p++) {
		case 's': {
			const char *s = va_arg(ap, const char *);
			sb_add(b, s != NULL ? s : "(null)");
			break;
		}
		case 'd': {
			long v = l ? va_arg(ap, long) : va_arg(ap, int);
			if (plus && v >= 0)
				sb_addc(b, '+');
			add_ulong(b, v < 0 ? 0UL - (unsigned long)v :
			    (unsigned long)v, v < 0);
			break;
		}
		case 'u':
			add_ulong(b, l ? va_arg(ap, unsigned long) :
			    va_arg(ap, unsigned), 0);
			break;
		default:	/* %% */
			sb_addc(b, '%');
			break;
		}
	}
	sb_add(b, p);
}

void
sb_vprintf(struct strbuf *b, const char *fmt, va_list ap)
{
	va_list aq;
	size_t room;
	int n;

	if (simple_fmt(fmt)) {
		va_copy(aq, ap);
		simple(b, fmt, aq);
		va_end(aq);
		return;
	}

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

void
sb_add_list(struct strbuf *b, const char *const *v, int n)
{
	for (int i = 0; i < n; i++) {
		if (i > 0)
			sb_addn(b, ", ", 2);
		sb_add(b, v[i]);
	}
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
