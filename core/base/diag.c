/* diag.c: diagnostics. */
#include "core/base/diag.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void vset(struct diag *d, int code, const char *fmt, va_list ap)
    ATTR_PRINTF(3, 0);

void
diag_clear(struct diag *d)
{
	/* its texts emptied, not zeroed whole (DIAG_MSG_MAX bytes, cleared
	 * at every expression compiled and every command) */
	d->code = 0;
	d->file[0] = '\0';
	d->line = 0;
	d->col = 0;
	d->msg[0] = '\0';
}

/* Through a buffer of its own: callers may pass d->msg as an argument,
 * to wrap the message they got with more context. */
static void
vset(struct diag *d, int code, const char *fmt, va_list ap)
{
	char msg[DIAG_MSG_MAX];

	d->code = code;
	vsnprintf(msg, sizeof msg, fmt, ap);
	memcpy(d->msg, msg, sizeof msg);
}

int
diag_set(struct diag *d, int code, const char *fmt, ...)
{
	va_list ap;

	d->file[0] = '\0';
	d->line = d->col = 0;
	va_start(ap, fmt);
	vset(d, code, fmt, ap);
	va_end(ap);
	return code;
}

int
diag_at(struct diag *d, int code, const char *file, int line, int col,
    const char *fmt, ...)
{
	va_list ap;

	snprintf(d->file, sizeof d->file, "%s", file ? file : "");
	d->line = line;
	d->col = col;
	va_start(ap, fmt);
	vset(d, code, fmt, ap);
	va_end(ap);
	return code;
}

void
diag_format(const struct diag *d, char *buf, size_t n)
{
	if (d->file[0] != '\0' && d->line > 0)
		snprintf(buf, n, "%s:%d:%d: %s", d->file, d->line, d->col,
		    d->msg);
	else if (d->file[0] != '\0')
		snprintf(buf, n, "%s: %s", d->file, d->msg);
	else
		snprintf(buf, n, "%s", d->msg);
}

void
diag_list_init(struct diag_list *l)
{
	memset(l, 0, sizeof *l);
}

void
diag_list_free(struct diag_list *l)
{
	free(l->v);
	memset(l, 0, sizeof *l);
}

int
diag_list_add(struct diag_list *l, int code, const char *file, int line,
    int col, const char *fmt, ...)
{
	va_list ap;
	struct diag *d;
	int limit = l->limit > 0 ? l->limit : 100;

	if (l->n >= limit) {
		l->dropped++;
		return code;
	}
	if (l->n == l->cap) {
		int cap = l->cap ? l->cap * 2 : 8;
		struct diag *v = realloc(l->v, (size_t)cap * sizeof *v);
		if (v == NULL) {
			l->dropped++;
			return code;
		}
		l->v = v;
		l->cap = cap;
	}
	d = &l->v[l->n++];
	diag_clear(d);
	snprintf(d->file, sizeof d->file, "%s", file ? file : "");
	d->line = line;
	d->col = col;
	va_start(ap, fmt);
	vset(d, code, fmt, ap);
	va_end(ap);
	return code;
}

static int
cmp_pos(const void *a, const void *b)
{
	const struct diag *x = a, *y = b;
	int c = strcmp(x->file, y->file);

	if (c != 0)
		return c;
	if (x->line != y->line)
		return x->line < y->line ? -1 : 1;
	if (x->col != y->col)
		return x->col < y->col ? -1 : 1;
	return 0;
}

void
diag_list_sort(struct diag_list *l)
{
	/* insertion sort: stable, and lists are short */
	for (int i = 1; i < l->n; i++) {
		struct diag t = l->v[i];
		int j = i;
		while (j > 0 && cmp_pos(&l->v[j - 1], &t) > 0) {
			l->v[j] = l->v[j - 1];
			j--;
		}
		l->v[j] = t;
	}
}
