/* db_events.c: the log's events and the checkpoints of saved states
 * (see db.h). */
#include "db_int.h"

#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

void
db_event_release(struct db_event *e)
{
	free(e->time);
	free(e->kind);
	free(e->command);
	free(e->dice);
	free(e->ref);
	memset(e, 0, sizeof *e);
}

int
db_event_append(struct db *db, struct db_game *g, const struct db_event *e,
    struct diag *d)
{
	sqlite3_stmt *s = db_stmt(db, S_EV_INS, d);
	/* a command after the head the marks reach: marked as it is
	 * written, not by one more statement when the head moves to it */
	int line = strcmp(e->kind, "command") == 0 &&
	    e->parent == g->line_head;

	if (s == NULL)
		return ST_ENV;
	sqlite3_bind_int64(s, 1, g->id);
	sqlite3_bind_int64(s, 2, e->seq);
	sqlite3_bind_text(s, 3, e->time, -1, SQLITE_TRANSIENT);
	sqlite3_bind_text(s, 4, e->kind, -1, SQLITE_TRANSIENT);
	sqlite3_bind_text(s, 5, e->command, -1, SQLITE_TRANSIENT);
	sqlite3_bind_text(s, 6, e->dice ? e->dice : "", -1, SQLITE_TRANSIENT);
	sqlite3_bind_int64(s, 7, e->parent);
	sqlite3_bind_int64(s, 8, e->depth);
	sqlite3_bind_text(s, 9, e->ref ? e->ref : "", -1, SQLITE_TRANSIENT);
	sqlite3_bind_int(s, 10, line);
	if (sqlite3_step(s) != SQLITE_DONE)
		return db_fail(db, d, "writing the log");
	sqlite3_reset(s);
	if (line)
		g->line_head = e->seq;
	return ST_OK;
}

static int
read_event(sqlite3_stmt *s, struct db_event *e)
{
	e->seq = sqlite3_column_int64(s, 0);
	e->time = db_col_dup(s, 1);
	e->kind = db_col_dup(s, 2);
	e->command = db_col_dup(s, 3);
	e->dice = db_col_dup(s, 4);
	e->parent = sqlite3_column_int64(s, 5);
	e->depth = sqlite3_column_int64(s, 6);
	e->ref = db_col_dup(s, 7);
	e->line = sqlite3_column_int(s, 8);
	return e->time && e->kind && e->command && e->dice && e->ref ? 0 : -1;
}

int
db_event_get(struct db *db, long game, long seq, struct db_event *e,
    struct diag *d)
{
	sqlite3_stmt *s = db_stmt(db, S_EV_GET, d);
	int rc;

	memset(e, 0, sizeof *e);
	if (s == NULL)
		return ST_ENV;
	sqlite3_bind_int64(s, 1, game);
	sqlite3_bind_int64(s, 2, seq);
	rc = sqlite3_step(s);
	if (rc == SQLITE_DONE)
		return diag_set(d, ST_DATA, "the log is damaged: event %ld is "
		    "missing", seq);
	if (rc != SQLITE_ROW)
		return db_fail(db, d, "reading the log");
	rc = read_event(s, e);
	sqlite3_reset(s);
	if (rc < 0) {
		db_event_release(e);
		return diag_set(d, ST_DATA, "the log is damaged at event %ld",
		    seq);
	}
	return ST_OK;
}

int
db_event_depth(struct db *db, long game, long seq, long *depth,
    struct diag *d)
{
	sqlite3_stmt *s = db_stmt(db, S_EV_DEPTH, d);
	int rc;

	*depth = 0;
	if (s == NULL)
		return ST_ENV;
	sqlite3_bind_int64(s, 1, game);
	sqlite3_bind_int64(s, 2, seq);
	rc = sqlite3_step(s);
	if (rc == SQLITE_DONE)
		return diag_set(d, ST_DATA, "the log is damaged: event %ld is "
		    "missing", seq);
	if (rc != SQLITE_ROW)
		return db_fail(db, d, "reading the log");
	*depth = sqlite3_column_int64(s, 0);
	sqlite3_reset(s);
	return ST_OK;
}

int
db_event_each(struct db *db, const struct db_game *g, long from,
    int (*f)(void *ctx, const struct db_event *e), void *ctx,
    struct diag *d)
{
	sqlite3_stmt *s = db_stmt(db, S_EV_FROM, d);
	struct db_line_seen seen = { from <= 1 ? 0 : -1 };
	int rc, r = 0;

	if (s == NULL)
		return ST_ENV;
	sqlite3_bind_int64(s, 1, g->id);
	sqlite3_bind_int64(s, 2, from);
	while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
		/* the columns as SQLite holds them until the next step: a
		 * whole log is read without a copy of every event */
		struct db_event e;
		e.seq = sqlite3_column_int64(s, 0);
		e.time = (char *)sqlite3_column_text(s, 1);
		e.kind = (char *)sqlite3_column_text(s, 2);
		e.command = (char *)sqlite3_column_text(s, 3);
		e.dice = (char *)sqlite3_column_text(s, 4);
		e.parent = sqlite3_column_int64(s, 5);
		e.depth = sqlite3_column_int64(s, 6);
		e.ref = (char *)sqlite3_column_text(s, 7);
		e.line = sqlite3_column_int(s, 8);
		if (!e.time || !e.kind || !e.command || !e.dice || !e.ref) {
			sqlite3_reset(s);
			return diag_set(d, ST_DATA, "the log is damaged");
		}
		if ((r = db_line_check(&seen, &e, d)) != 0 ||
		    (r = f(ctx, &e)) != 0)
			break;
	}
	if (r == 0 && rc != SQLITE_DONE)
		return db_fail(db, d, "reading the log");
	sqlite3_reset(s);
	if (r == 0)
		r = db_line_end(&seen, g, from, d);
	return r;
}

int
db_checkpoint_put(struct db *db, long game, long seq, const char *state,
    struct diag *d)
{
	sqlite3_stmt *s = db_stmt(db, S_CP_PUT, d);

	if (s == NULL)
		return ST_ENV;
	sqlite3_bind_int64(s, 1, game);
	sqlite3_bind_int64(s, 2, seq);
	sqlite3_bind_text(s, 3, state, -1, SQLITE_TRANSIENT);
	if (sqlite3_step(s) != SQLITE_DONE)
		return db_fail(db, d, "writing a checkpoint");
	sqlite3_reset(s);
	return ST_OK;
}

int
db_checkpoint_get(struct db *db, long game, long seq, char **state,
    struct diag *d)
{
	sqlite3_stmt *s = db_stmt(db, S_CP_GET, d);
	int rc;

	*state = NULL;
	if (s == NULL)
		return ST_ENV;
	sqlite3_bind_int64(s, 1, game);
	sqlite3_bind_int64(s, 2, seq);
	rc = sqlite3_step(s);
	if (rc == SQLITE_ROW)
		*state = db_col_dup(s, 0);
	else if (rc != SQLITE_DONE)
		return db_fail(db, d, "reading a checkpoint");
	sqlite3_reset(s);
	return ST_OK;
}

int
db_checkpoint_seqs(struct db *db, long game, long **seqs, long *n,
    struct diag *d)
{
	sqlite3_stmt *s = NULL;
	long cap = 0;
	int rc;

	*seqs = NULL;
	*n = 0;
	if (sqlite3_prepare_v2(db->h, "SELECT seq FROM checkpoints WHERE "
	    "game = ?1 ORDER BY seq", -1, &s, NULL) != SQLITE_OK)
		return db_fail(db, d, "preparing a query");
	sqlite3_bind_int64(s, 1, game);
	while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
		if (*n == cap) {
			long *v;
			cap = cap ? cap * 2 : 64;
			if ((v = realloc(*seqs, (size_t)cap * sizeof *v)) ==
			    NULL) {
				sqlite3_finalize(s);
				return diag_set(d, ST_ENV, "out of memory");
			}
			*seqs = v;
		}
		(*seqs)[(*n)++] = sqlite3_column_int64(s, 0);
	}
	if (rc != SQLITE_DONE) {
		int r = db_fail(db, d, "reading the checkpoints");
		sqlite3_finalize(s);
		return r;
	}
	sqlite3_finalize(s);
	return ST_OK;
}

int
db_checkpoints_drop(struct db *db, long game, struct diag *d)
{
	sqlite3_stmt *s = db_stmt(db, S_CP_DROP, d);

	if (s == NULL)
		return ST_ENV;
	sqlite3_bind_int64(s, 1, game);
	if (sqlite3_step(s) != SQLITE_DONE)
		return db_fail(db, d, "dropping the checkpoints");
	sqlite3_reset(s);
	return ST_OK;
}
