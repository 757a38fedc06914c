/* fmt_path.c: snprintf for the paths of a ruleset's messages
 * (fmt_path.h). */
#include "core/base/fmt_path.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* One pass over fmt, writing as it goes up to the room: %s, %.Ns, %d and
 * %% done here (a string, often the long path of the value above, by
 * strnlen and memcpy; the rest a byte at a time); at anything else the
 * whole of fmt goes to vsnprintf, which writes buf from its start. */
void
fmt_path(char *buf, size_t n, const char *fmt, ...)
{
	va_list ap, again;
	char *o = buf, *end;

	if (n == 0)
		return;
	end = buf + n - 1;
	va_start(ap, fmt);
	va_copy(again, ap);
	for (const char *p = fmt; *p != '\0'; p++) {
		size_t most = (size_t)-1;
		if (*p != '%') {
			if (o < end)
				*o++ = *p;
			continue;
		}
		p++;
		if (*p == '.') {
			if (p[1] < '0' || p[1] > '9')
				goto other;
			most = 0;
			for (p++; *p >= '0' && *p <= '9'; p++)
				most = most * 10 + (size_t)(*p - '0');
			if (*p != 's')
				goto other;
		}
		if (*p == 's') {
			const char *s = va_arg(ap, const char *);
			if (s == NULL)	/* as glibc does */
				s = most >= 6 ? "(null)" : "";
			size_t len = strnlen(s, most < (size_t)(end - o) ?
			    most : (size_t)(end - o));
			memcpy(o, s, len);
			o += len;
		} else if (*p == 'd') {
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
			for (; k < (int)sizeof num && o < end; k++)
				*o++ = num[k];
		} else if (*p == '%') {
			if (o < end)
				*o++ = '%';
		} else {
			goto other;
		}
	}
	*o = '\0';
	va_end(again);
	va_end(ap);
	return;
other:
	vsnprintf(buf, n, fmt, again);
	va_end(again);
	va_end(ap);
}

size_t
fmt_path_head(char *buf, size_t n, const char *path, size_t most)
{
	size_t len;

	if (n == 0)
		return 0;
	if (path == NULL)	/* as fmt_path's %s */
		path = most >= 6 ? "(null)" : "";
	len = strnlen(path, most < n - 1 ? most : n - 1);
	memcpy(buf, path, len);
	buf[len] = '\0';
	return len;
}

/* ".", then the text s of length len, at at, cut at n - 1 */
static size_t
add(char *buf, size_t n, size_t at, const char *s, size_t len)
{
	if (n == 0)
		return 0;
	if (at >= n - 1) {
		buf[n - 1] = '\0';
		return n - 1;
	}
	buf[at++] = '.';
	if (len > n - 1 - at)
		len = n - 1 - at;
	memcpy(buf + at, s, len);
	buf[at + len] = '\0';
	return at + len;
}

size_t
fmt_path_num(char *buf, size_t n, size_t at, int k)
{
	char num[24];
	long long v = k;
	unsigned long long u = v < 0 ? 0ULL - (unsigned long long)v :
	    (unsigned long long)v;
	int i = (int)sizeof num;

	do {
		num[--i] = (char)('0' + u % 10);
		u /= 10;
	} while (u > 0);
	if (v < 0)
		num[--i] = '-';
	return add(buf, n, at, num + i, sizeof num - (size_t)i);
}

size_t
fmt_path_key(char *buf, size_t n, size_t at, const char *key)
{
	return add(buf, n, at, key, strlen(key));
}
