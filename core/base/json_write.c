/* json_write.c: JSON values written as text (json.h). */
#include "core/base/json.h"
#include "core/base/utf8.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The bytes that go as they are: printable ASCII but '"' and '\\' (a
 * table: one test a byte, for the strings of a long export). */
static const unsigned char plain[256] = {
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
	1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
	1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
	1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1,
	1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
	1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0,
};

/* s as a JSON string, to its end or (line) to its first newline; the
 * bytes of s taken. */
static size_t
write_str(struct strbuf *b, const char *s, int line)
{
	const unsigned char *p = (const unsigned char *)s, *q = p;

	/* most often all of it goes as it is: in one piece, quotes and all,
	 * where there is room */
	while (plain[*q])
		q++;
	if ((*q == '\0' || (line && *q == '\n')) && !b->failed &&
	    b->len + (size_t)(q - p) + 2 < b->cap) {
		size_t run = (size_t)(q - p);
		char *o = b->s + b->len;
		o[0] = '"';
		memcpy(o + 1, s, run);
		o[run + 1] = '"';
		o[run + 2] = '\0';
		b->len += run + 2;
		return run;
	}
	sb_addc(b, '"');
	for (;;) {
		/* a run of what goes as it is, in one piece */
		if (q > p)
			sb_addn(b, (const char *)p, (size_t)(q - p));
		p = q;
		if (*p == '\0' || (line && *p == '\n'))
			break;
		switch (*p) {
		case '"': sb_add(b, "\\\""); break;
		case '\\': sb_add(b, "\\\\"); break;
		case '\n': sb_add(b, "\\n"); break;
		case '\t': sb_add(b, "\\t"); break;
		case '\r': sb_add(b, "\\r"); break;
		default:
			if (*p < 0x20 || *p == 0x7f) {
				sb_printf(b, "\\u%04x", *p);
			} else if (*p >= 0x80) {
				/* JSON is UTF-8: a stray byte becomes U+FFFD,
				 * a C1 control its escape */
				int n = utf8_len((const char *)p);
				if (n > 0) {
					sb_addn(b, (const char *)p, (size_t)n);
					p += n - 1;
				} else if (p[0] == 0xc2 && p[1] >= 0x80 &&
				    p[1] < 0xa0) {
					sb_printf(b, "\\u%04x", p[1]);
					p++;
				} else {
					sb_add(b, "\\ufffd");
				}
			} else {
				sb_addc(b, (char)*p);
			}
		}
		for (q = ++p; plain[*q]; q++)
			;
	}
	sb_addc(b, '"');
	return (size_t)(p - (const unsigned char *)s);
}

void
json_write_str(struct strbuf *b, const char *s)
{
	write_str(b, s, 0);
}

size_t
json_write_line(struct strbuf *b, const char *s)
{
	return write_str(b, s, 1);
}

static void
write_num(struct strbuf *b, double d)
{
	char buf[40];

	if (!isfinite(d)) {
		sb_add(b, "null");
		return;
	}
	for (int prec = 15; prec <= 17; prec++) {
		snprintf(buf, sizeof buf, "%.*g", prec, d);
		if (strtod(buf, NULL) == d)
			break;
	}
	sb_add(b, buf);
}

/* "%ld" without printf's cost: a state holds hundreds of numbers */
void
json_write_long(struct strbuf *b, long v)
{
	/* two digits at a time (the seqs of a long log) */
	static const char pairs[] =
	    "00010203040506070809101112131415161718192021222324"
	    "25262728293031323334353637383940414243444546474849"
	    "50515253545556575859606162636465666768697071727374"
	    "75767778798081828384858687888990919293949596979899";
	char buf[24], *p = buf + sizeof buf;
	unsigned long u = v < 0 ? 0UL - (unsigned long)v : (unsigned long)v;

	if (u < 10 && v >= 0) {	/* most numbers of a state */
		sb_addc(b, (char)('0' + u));
		return;
	}
	while (u >= 100) {
		const char *d = pairs + 2 * (u % 100);
		u /= 100;
		*--p = d[1];
		*--p = d[0];
	}
	if (u >= 10) {
		*--p = pairs[2 * u + 1];
		*--p = pairs[2 * u];
	} else {
		*--p = (char)('0' + u);
	}
	if (v < 0)
		*--p = '-';
	sb_addn(b, p, (size_t)(buf + sizeof buf - p));
}

void
json_write_longs(struct strbuf *b, const long *v, size_t n)
{
	/* a state holds arrays of hundreds of numbers, most of one digit:
	 * written into buf, added a piece at a time, without a call a
	 * number */
	char buf[512], *o = buf;

	*o++ = '[';
	for (size_t i = 0; i < n; i++) {
		if (o > buf + sizeof buf - 24) {
			sb_addn(b, buf, (size_t)(o - buf));
			o = buf;
		}
		if (i > 0)
			*o++ = ',';
		if (v[i] >= 0 && v[i] < 10) {
			*o++ = (char)('0' + v[i]);
		} else if (v[i] == -1) {
			*o++ = '-';
			*o++ = '1';
		} else {
			sb_addn(b, buf, (size_t)(o - buf));
			o = buf;
			json_write_long(b, v[i]);
		}
	}
	*o++ = ']';
	sb_addn(b, buf, (size_t)(o - buf));
}

static void
indent(struct strbuf *b, int pretty, int depth)
{
	/* a newline and depth levels of two spaces, in one piece */
	static const char nl[] = "\n                                "
	    "                                ";

	if (!pretty)
		return;
	if (depth >= 0 && (size_t)depth * 2 + 1 < sizeof nl) {
		sb_addn(b, nl, (size_t)depth * 2 + 1);
		return;
	}
	sb_addc(b, '\n');
	for (int i = 0; i < depth; i++)
		sb_add(b, "  ");
}

static void
write_val(struct strbuf *b, const struct json *j, int pretty, int depth)
{
	switch (j->type) {
	case J_NULL: sb_add(b, "null"); break;
	case J_BOOL: sb_add(b, j->i ? "true" : "false"); break;
	case J_INT: json_write_long(b, j->i); break;
	case J_NUM: write_num(b, j->d); break;
	case J_STR: json_write_str(b, j->s); break;
	case J_ARR:
	case J_OBJ: {
		int obj = j->type == J_OBJ;
		/* short arrays of scalars stay on one line */
		int flat = !obj;
		for (int i = 0; flat && i < j->n; i++)
			if (j->v[i]->type == J_ARR || j->v[i]->type == J_OBJ)
				flat = 0;
		sb_addc(b, obj ? '{' : '[');
		for (int i = 0; i < j->n; i++) {
			const struct json *v = j->v[i];
			if (i > 0) {
				sb_addc(b, ',');
				if (flat && pretty)
					sb_addc(b, ' ');
			}
			if (!flat)
				indent(b, pretty, depth + 1);
			if (obj) {
				json_write_str(b, j->keys[i]);
				sb_addc(b, ':');
				if (pretty)
					sb_addc(b, ' ');
			}
			if (v->type == J_INT && v->i >= 0 && v->i < 10)
				sb_addc(b, (char)('0' + v->i));	/* most often,
								   in a state */
			else if (v->type == J_INT)
				json_write_long(b, v->i);
			else
				write_val(b, v, pretty, depth + 1);
		}
		if (j->n > 0 && !flat)
			indent(b, pretty, depth);
		sb_addc(b, obj ? '}' : ']');
		break;
	}
	}
}

void
json_write(struct strbuf *b, const struct json *j, int pretty)
{
	write_val(b, j, pretty, 0);
}

void
json_write_at(struct strbuf *b, const struct json *j, int depth)
{
	write_val(b, j, 1, depth);
}
