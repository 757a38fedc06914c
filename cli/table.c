/* table.c: aligned columns. */
#include "table.h"

#include <stdlib.h>
#include <string.h>

void
table_init(struct table *t, int ncols)
{
	memset(t, 0, sizeof *t);
	t->ncols = ncols > TABLE_MAX_COLS ? TABLE_MAX_COLS : ncols;
}

void
table_row(struct table *t, const char *const *cells)
{
	if (t->nrows == t->cap) {
		int cap = t->cap ? t->cap * 2 : 8;
		char **v = realloc(t->cells, (size_t)cap * (size_t)t->ncols *
		    sizeof *v);
		if (v == NULL)
			return;
		t->cells = v;
		t->cap = cap;
	}
	for (int i = 0; i < t->ncols; i++)
		t->cells[t->nrows * t->ncols + i] = strdup(cells[i] ? cells[i] :
		    "");
	t->nrows++;
}

/* Display width of UTF-8 text: count the bytes that start a character. */
static int
text_width(const char *s)
{
	int w = 0;

	for (; *s; s++)
		if (((unsigned char)*s & 0xc0) != 0x80)
			w++;
	return w;
}

/* The width every table must fit (the terminal's, or COLUMNS); 0: none. */
static int fit_width;

void
table_set_width(int width)
{
	fit_width = width > 0 ? width : 0;
}

int
table_get_width(void)
{
	return fit_width;
}

static int
text_width_n(const char *s, size_t n)
{
	int w = 0;

	for (size_t i = 0; i < n; i++)
		if (((unsigned char)s[i] & 0xc0) != 0x80)
			w++;
	return w;
}

void
table_write(const struct table *t, struct strbuf *b, int indent)
{
	table_write_wrapped(t, b, indent, 0);
}

/* Append s wrapped to fit avail columns, continuation lines indented by
 * at spaces.  Lines break after ", " where there is one, so that the
 * items of a list stay whole; else between words. */
static void
wrap_cell(struct strbuf *line, const char *s, int avail, int at)
{
	int col = 0, lists = strstr(s, ", ") != NULL;

	while (*s) {
		const char *e = lists ? strstr(s, ", ") : strchr(s, ' ');
		int len;
		if (e == NULL)
			e = s + strlen(s);
		else if (lists)
			e++;	/* keep the comma with its item */
		len = (int)(e - s);
		if (col > 0 && col + 1 + len > avail) {
			sb_addc(line, '\n');
			for (int i = 0; i < at; i++)
				sb_addc(line, ' ');
			col = 0;
		} else if (col > 0) {
			sb_addc(line, ' ');
			col++;
		}
		sb_addn(line, s, (size_t)(e - s));
		col += len;
		s = e;
		while (*s == ' ')
			s++;
	}
}

static void
widths(const struct table *t, int *w)
{
	for (int i = 0; i < t->ncols; i++)
		w[i] = 0;
	for (int r = 0; r < t->nrows; r++)
		for (int i = 0; i < t->ncols; i++) {
			int x = text_width(t->cells[r * t->ncols + i]);
			if (x > w[i])
				w[i] = x;
		}
}

static void write_rows(const struct table *t, struct strbuf *b, int indent,
    int width);

/* Do columns [from, to) of t hold nothing below their heads (row 0)? */
static int
heads_only(const struct table *t, int from, int to)
{
	for (int r = 1; r < t->nrows; r++)
		for (int i = from; i < to; i++) {
			const char *c = t->cells[r * t->ncols + i];
			if (c != NULL && c[0] != '\0')
				return 0;
		}
	return 1;
}

/*
 * A table wider than width is folded by columns, never inside a word: the
 * first column (what each row is about) and as many others as fit, then,
 * after a blank line, the first column again with the next ones, and so
 * on.  The last column may still wrap between its words.  A group after
 * the first whose columns are empty but for their heads is left out, as
 * status leaves out an empty table (coves' squads in flight when none
 * flies).
 */
static void
write_folded(const struct table *t, const int *w, struct strbuf *b,
    int indent, int width)
{
	int from = 1;

	while (from < t->ncols) {
		int used = indent + w[0], to = from;
		struct table sub;
		/* at least one column a group; then those that fit, the
		 * table's last one when 20 columns are left to wrap it in */
		used += 2 + w[to++];
		while (to < t->ncols && (used + 2 + w[to] <= width ||
		    (to == t->ncols - 1 && width - used - 2 >= 20)))
			used += 2 + w[to++];
		if (from > 1 && heads_only(t, from, to)) {
			from = to;
			continue;
		}
		memset(&sub, 0, sizeof sub);
		sub.ncols = 1 + to - from;
		sub.nrows = t->nrows;
		sub.cells = calloc((size_t)(sub.nrows * sub.ncols) + 1,
		    sizeof *sub.cells);
		if (sub.cells == NULL)
			return;
		sub.right[0] = t->right[0];
		for (int i = from; i < to; i++)
			sub.right[1 + i - from] = t->right[i];
		for (int r = 0; r < t->nrows; r++) {
			sub.cells[r * sub.ncols] = t->cells[r * t->ncols];
			for (int i = from; i < to; i++)
				sub.cells[r * sub.ncols + 1 + i - from] =
				    t->cells[r * t->ncols + i];
		}
		if (from > 1)
			sb_addc(b, '\n');
		write_rows(&sub, b, indent, width);
		free(sub.cells);	/* the cells are t's */
		from = to;
	}
}

void
table_write_wrapped(const struct table *t, struct strbuf *b, int indent,
    int width)
{
	int w[TABLE_MAX_COLS], start = indent;

	if (fit_width > 0 && (width == 0 || fit_width < width))
		width = fit_width;
	widths(t, w);
	for (int i = 0; i < t->ncols - 1; i++)
		start += w[i] + 2;
	if (width > 0 && t->ncols > 2 && start + w[t->ncols - 1] > width &&
	    width - start < 20) {
		write_folded(t, w, b, indent, width);
		return;
	}
	write_rows(t, b, indent, width);
}

static void
write_rows(const struct table *t, struct strbuf *b, int indent, int width)
{
	int w[TABLE_MAX_COLS], start = indent;

	widths(t, w);
	for (int i = 0; i < t->ncols - 1; i++)
		start += w[i] + 2;
	for (int r = 0; r < t->nrows; r++) {
		struct strbuf line;
		sb_init(&line);
		for (int i = 0; i < indent; i++)
			sb_addc(&line, ' ');
		for (int i = 0; i < t->ncols; i++) {
			const char *cell = t->cells[r * t->ncols + i];
			int pad = w[i] - text_width(cell);
			if (i > 0)
				sb_add(&line, "  ");
			if (t->right[i])
				for (int k = 0; k < pad; k++)
					sb_addc(&line, ' ');
			if (i == t->ncols - 1 && width > 0 &&
			    width - start >= 20) {
				wrap_cell(&line, cell, width - start, start);
				continue;
			}
			sb_add(&line, cell);
			if (!t->right[i] && i < t->ncols - 1)
				for (int k = 0; k < pad; k++)
					sb_addc(&line, ' ');
		}
		/* no trailing blanks */
		while (line.len > 0 && line.s[line.len - 1] == ' ')
			line.s[--line.len] = '\0';
		sb_add(b, sb_str(&line));
		sb_addc(b, '\n');
		sb_release(&line);
	}
}

void
table_release(struct table *t)
{
	for (int i = 0; i < t->nrows * t->ncols; i++)
		free(t->cells[i]);
	free(t->cells);
	memset(t, 0, sizeof *t);
}

/* One line of prose within width: broken between words (after ", " where
 * the line is a list), continued under its own indent plus two. */
static void
fit_line(struct strbuf *b, const char *s, size_t len, int width)
{
	char *line = strndup(s, len);
	int at = 0;

	if (line == NULL)
		return;
	while (line[at] == ' ')
		at++;
	if (text_width(line) <= width || at + 2 + 20 > width) {
		sb_add(b, line);
	} else {
		/* greedy, word by word */
		const char *p = line + at;
		int col = at;
		for (int i = 0; i < at; i++)
			sb_addc(b, ' ');
		while (*p) {
			const char *e = strchr(p, ' ');
			int wlen;
			if (e == NULL)
				e = p + strlen(p);
			wlen = text_width_n(p, (size_t)(e - p));
			if (col > at && col + 1 + wlen > width) {
				sb_addc(b, '\n');
				for (int i = 0; i < at + 2; i++)
					sb_addc(b, ' ');
				col = at + 2;
			} else if (col > at) {
				sb_addc(b, ' ');
				col++;
			}
			sb_addn(b, p, (size_t)(e - p));
			col += wlen;
			p = e;
			while (*p == ' ')
				p++;
		}
	}
	sb_addc(b, '\n');
	free(line);
}

void
table_fit_text(struct strbuf *b, const char *s)
{
	while (*s) {
		const char *nl = strchr(s, '\n');
		size_t len = nl ? (size_t)(nl - s) : strlen(s);
		if (fit_width > 0) {
			fit_line(b, s, len, fit_width);
		} else {
			sb_addn(b, s, len);
			sb_addc(b, '\n');
		}
		s += len + (nl != NULL);
	}
}
