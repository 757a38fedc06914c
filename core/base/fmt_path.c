/* fmt_path.c: snprintf for the paths of a ruleset's messages
 * (fmt_path.h). */
#include "core/base/fmt_path.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>


/* Whether fmt holds only what fmt_path does itself. */
static int
plain(const char *fmt)
{
	for (const char *p = fmt; *p != '\0'; p++) {
		if (*p != '%')
			continue;
		p++;
		if (*p == '.') {
			p++;
			if (*p < '0' || *p > '9')
				return 0;
			while (*p >= '0' && *p <= '9')
				p++;
			if (*p != 's')
				return 0;
		} else if (*p != 's' && *p != 'd' && *p != '%')
			return 0;
	}
	return 1;
}

/* Up to len bytes of s at *at, room allowing (one byte kept for the
 * end). */
static void
put(char *buf, size_t n, size_t *at, const char *s, size_t len)
{
	if (*at + 1 < n) {
		size_t room = n - 1 - *at;
		memcpy(buf + *at, s, len < room ? len : room);
	}
	*at += len;
}

void
fmt_path(char *buf, size_t n, const char *fmt, ...)
{
	va_list ap;
	size_t at = 0;

	va_start(ap, fmt);
	if (!plain(fmt)) {
		vsnprintf(buf, n, fmt, ap);
		va_end(ap);
		return;
	}
	for (const char *p = fmt; *p != '\0'; p++) {
		const char *lit = p;
		size_t most = (size_t)-1;
		if (*p != '%') {
			while (p[1] != '\0' && p[1] != '%')
				p++;
			put(buf, n, &at, lit, (size_t)(p - lit) + 1);
			continue;
		}
		p++;
		if (*p == '%') {
			put(buf, n, &at, "%", 1);
			continue;
		}
		if (*p == '.') {
			most = 0;
			for (p++; *p >= '0' && *p <= '9'; p++)
				most = most * 10 + (size_t)(*p - '0');
		}
		if (*p == 's') {
			const char *s = va_arg(ap, const char *);
			size_t len;
			if (s == NULL)	/* as glibc does */
				s = most >= 6 ? "(null)" : "";
			len = strnlen(s, most);
			put(buf, n, &at, s, len);
		} else {	/* 'd' */
			char num[24];
			long long v = va_arg(ap, int);
			unsigned long long u = v < 0 ? 0ULL - (unsigned long
			    long)v : (unsigned long long)v;
			int k = (int)sizeof num;
			do {
				num[--k] = (char)('0' + u % 10);
				u /= 10;
			} while (u > 0);
			if (v < 0)
				num[--k] = '-';
			put(buf, n, &at, num + k, sizeof num - (size_t)k);
		}
	}
	va_end(ap);
	if (n > 0)
		buf[at < n ? at : n - 1] = '\0';
}
