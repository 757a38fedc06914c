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

void
table_write_wrapped(const struct table *t, struct strbuf *b, int indent,
    int width)
{
	int w[TABLE_MAX_COLS] = { 0 }, start = indent;

	for (int r = 0; r < t->nrows; r++)
		for (int i = 0; i < t->ncols; i++) {
			int x = text_width(t->cells[r * t->ncols + i]);
			if (x > w[i])
				w[i] = x;
		}
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
