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
width(const char *s)
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
	int w[TABLE_MAX_COLS] = { 0 };

	for (int r = 0; r < t->nrows; r++)
		for (int i = 0; i < t->ncols; i++) {
			int x = width(t->cells[r * t->ncols + i]);
			if (x > w[i])
				w[i] = x;
		}
	for (int r = 0; r < t->nrows; r++) {
		struct strbuf line;
		sb_init(&line);
		for (int i = 0; i < indent; i++)
			sb_addc(&line, ' ');
		for (int i = 0; i < t->ncols; i++) {
			const char *cell = t->cells[r * t->ncols + i];
			int pad = w[i] - width(cell);
			if (i > 0)
				sb_add(&line, "  ");
			if (t->right[i])
				for (int k = 0; k < pad; k++)
					sb_addc(&line, ' ');
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
