/* diag.c: diagnostics. */
#include "core/base/diag.h"
#include "core/base/strbuf.h"

#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void vset(struct diag *d, int code, const char *fmt, va_list ap)
    ATTR_PRINTF(3, 0);

/* The messages too long for a diag's msg, each kept once, whole, for the
 * life of the program: a diag is copied and dropped as a plain struct,
 * and a message said again (a server's, a session's) is found here. */
static struct {
	char **v;
	int n, cap;
} longs;

/* One lock: serve answers on the HTTP library's threads. */
static atomic_flag longs_busy = ATOMIC_FLAG_INIT;

static const char *
long_find(const char *s)
{
	char *t;

	for (int i = 0; i < longs.n; i++)
		if (strcmp(longs.v[i], s) == 0)
			return longs.v[i];
	if (longs.n == longs.cap) {
		int cap = longs.cap ? longs.cap * 2 : 8;
		char **v = realloc(longs.v, (size_t)cap * sizeof *v);
		if (v == NULL)
			return NULL;
		longs.v = v;
		longs.cap = cap;
	}
	if ((t = strdup(s)) == NULL)
		return NULL;
	return longs.v[longs.n++] = t;
}

static const char *
long_text(const char *s)
{
	const char *t;

	while (atomic_flag_test_and_set_explicit(&longs_busy,
	    memory_order_acquire))
		;
	t = long_find(s);
	atomic_flag_clear_explicit(&longs_busy, memory_order_release);
	return t;
}

const char *
diag_msg(const struct diag *d)
{
	return d->more != NULL ? d->more : d->msg;
}

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
	d->more = NULL;
}

/* Through a buffer of its own: callers may pass d->msg (or diag_msg(d))
 * as an argument, to wrap the message they got with more context.  A
 * message longer than msg is formatted again whole, and kept aside. */
static void
vset(struct diag *d, int code, const char *fmt, va_list ap)
{
	char msg[DIAG_MSG_MAX], *big;
	va_list aq;
	int n;

	d->code = code;
	va_copy(aq, ap);
	n = vsnprintf(msg, sizeof msg, fmt, aq);
	va_end(aq);
	d->more = NULL;
	if (n >= (int)sizeof msg && (big = malloc((size_t)n + 1)) != NULL) {
		vsnprintf(big, (size_t)n + 1, fmt, ap);
		d->more = long_text(big);
		free(big);
	}
	memcpy(d->msg, msg, sizeof msg);
}

int
diag_reword(struct diag *d, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vset(d, d->code, fmt, ap);
	va_end(ap);
	return d->code;
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
		    diag_msg(d));
	else if (d->file[0] != '\0')
		snprintf(buf, n, "%s: %s", d->file, diag_msg(d));
	else
		snprintf(buf, n, "%s", diag_msg(d));
}

void
diag_format_sb(const struct diag *d, struct strbuf *b)
{
	if (d->file[0] != '\0' && d->line > 0)
		sb_printf(b, "%s:%d:%d: ", d->file, d->line, d->col);
	else if (d->file[0] != '\0')
		sb_printf(b, "%s: ", d->file);
	sb_add(b, diag_msg(d));
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
