/* table.h: aligned text tables for people. */
#ifndef ARBITER_TABLE_H
#define ARBITER_TABLE_H

#include "core/base/strbuf.h"

#define TABLE_MAX_COLS 16

struct table {
	int ncols, nrows, cap;
	char **cells;		/* nrows * ncols, owned */
	int right[TABLE_MAX_COLS];	/* right-align this column */
};

void table_init(struct table *t, int ncols);
/* Add a row of ncols cells (copied; NULL is an empty cell). */
void table_row(struct table *t, const char *const *cells);
/* Write the table, each line starting with indent spaces. */
void table_write(const struct table *t, struct strbuf *b, int indent);
/* The same, with the last column wrapped between words so that lines stay
 * within width columns (continuation lines start under that column). */
void table_write_wrapped(const struct table *t, struct strbuf *b, int indent,
    int width);
void table_release(struct table *t);

/* The width every table is made to fit (the terminal's, or COLUMNS), by
 * folding its columns and wrapping its last; 0 (the default): none. */
void table_set_width(int width);
int table_get_width(void);
/* Append text s with each line longer than that width broken between
 * words (a table's lines fit already); as it is when there is none. */
void table_fit_text(struct strbuf *b, const char *s);

#endif
