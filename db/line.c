/* line.c: the head's line of history as the log marks it (schema 4:
 * events.line), moved with the head and checked where the log is read. */
#include "db_int.h"

/* Mark (on 1) or unmark one event of the line with s; *parent the one
 * before it. */
static int
line_mark(struct db *db, sqlite3_stmt *s, const struct db_game *g, long seq,
    int on, long *parent, struct diag *d)
{
	int rc;

	sqlite3_reset(s);
	sqlite3_bind_int64(s, 1, g->id);
	sqlite3_bind_int64(s, 2, seq);
	sqlite3_bind_int(s, 3, on);
	rc = sqlite3_step(s);
	if (rc == SQLITE_ROW)
		*parent = sqlite3_column_int64(s, 0);
	/* (RETURNING: the change is made when the statement ends) */
	if (rc == SQLITE_ROW)
		rc = sqlite3_step(s);
	if (rc != SQLITE_DONE)
		return db_fail(db, d, "saving the game");
	if (*parent < 0)
		return diag_set(d, ST_DATA, "the log is damaged: event %ld is "
		    "missing", seq);
	if (*parent >= seq)	/* a loop: never end */
		return diag_set(d, ST_DATA, "the log is damaged: event %ld "
		    "gives %ld as the one before it", seq, *parent);
	return ST_OK;
}

/* Off from the head the marks were for, on to g->head, down to where the
 * two lines meet (a parent is below its event): undo or redo of n
 * commands is n steps. */
int
db_line_move(struct db *db, struct db_game *g, struct diag *d)
{
	long from = g->line_head, to = g->head;
	sqlite3_stmt *s;
	int r = ST_OK;

	if ((s = db_prepare(db, "UPDATE events SET line = ?3 WHERE game = ?1 "
	    "AND seq = ?2 RETURNING parent", d)) == NULL)
		return ST_ENV;
	while (from != to && r == ST_OK) {
		long parent = -1;
		if ((r = line_mark(db, s, g, from > to ? from : to, from < to,
		    &parent, d)) != ST_OK)
			break;
		if (from > to)
			from = parent;
		else
			to = parent;
	}
	sqlite3_finalize(s);
	if (r == ST_OK)
		g->line_head = g->head;
	return r;
}

int
db_line_end(const struct db_line_seen *l, const struct db_game *g, long from,
    struct diag *d)
{
	long want = g->head >= from ? g->head : -1;

	if (from <= 1 && want < 0)
		want = 0;
	if (l->last == want)
		return ST_OK;
	if (want > 0 && l->last < want)
		return diag_set(d, ST_DATA, "the log is damaged: event %ld "
		    "(the game's head) is missing or not marked as standing",
		    want);
	return diag_set(d, ST_DATA, "the log is damaged: event %ld is "
	    "marked as standing after the game's head", l->last);
}
