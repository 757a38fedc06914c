/* db_games.c: the games' rows and their stored texts (see db.h). */
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
db_game_release(struct db_game *g)
{
	free(g->name);
	free(g->ruleset);
	free(g->created);
	free(g->players);
	free(g->options);
	for (int i = 0; g->texts != NULL && i < g->ntexts; i++) {
		free(g->texts[i].name);
		free(g->texts[i].text);
	}
	free(g->texts);
	free(g->state);
	free(g->abandoned);
	memset(g, 0, sizeof *g);
}

static void
read_game(sqlite3_stmt *s, struct db_game *g)
{
	const unsigned char *seed;

	g->id = sqlite3_column_int64(s, 0);
	g->name = db_col_dup(s, 1);
	g->ruleset = db_col_dup(s, 2);
	seed = sqlite3_column_text(s, 3);
	g->seed = seed ? strtoull((const char *)seed, NULL, 10) : 0;
	g->created = db_col_dup(s, 4);
	g->players = db_col_dup(s, 5);
	g->options = db_col_dup(s, 6);
	g->head = g->line_head = sqlite3_column_int64(s, 7);
	g->tip = sqlite3_column_int64(s, 8);
	g->nevents = sqlite3_column_int64(s, 9);
	g->state = db_col_dup(s, 10);
	g->state_seq = sqlite3_column_int64(s, 11);
}

/* When game g was marked abandoned (campaign abandon), in g->abandoned;
 * NULL when it was not.  The row's rowid is the game's id: it is read as
 * a blob, which compiles no SQL (as a subquery of S_GAME_NAMED it cost
 * every command some 12 thousand instructions).  Any answer but the row
 * or "no such rowid" (a damaged file: a time that is not text...) asks
 * the query, which answers as it did. */
static int
read_abandoned(struct db *db, struct db_game *g, struct diag *d)
{
	sqlite3_blob *b;
	sqlite3_stmt *s;
	int n, rc;

	if (!db_has_campaigns(db))	/* no table: none abandoned */
		return ST_OK;
	rc = sqlite3_blob_open(db->h, "main", "abandoned", "time", g->id, 0,
	    &b);
	if (rc == SQLITE_ERROR && strncmp(sqlite3_errmsg(db->h),
	    "no such rowid", 13) == 0)
		return ST_OK;
	if (rc == SQLITE_OK) {
		n = sqlite3_blob_bytes(b);
		if ((g->abandoned = malloc((size_t)n + 1)) != NULL &&
		    sqlite3_blob_read(b, g->abandoned, n, 0) == SQLITE_OK)
			g->abandoned[n] = '\0';
		else {
			free(g->abandoned);
			g->abandoned = NULL;
			rc = SQLITE_ERROR;
		}
		sqlite3_blob_close(b);
		if (rc == SQLITE_OK)
			return ST_OK;
	}
	if ((s = db_prepare(db, "SELECT time FROM abandoned WHERE game = ?1",
	    d)) == NULL)
		return ST_ENV;
	sqlite3_bind_int64(s, 1, g->id);
	if ((rc = sqlite3_step(s)) == SQLITE_ROW)
		g->abandoned = db_col_dup(s, 0);
	sqlite3_finalize(s);
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		return db_fail(db, d, "reading the game");
	return ST_OK;
}

int
db_game_texts(struct db *db, struct db_game *g, struct diag *d)
{
	sqlite3_stmt *s;
	int rc;

	if (g->texts != NULL || g->ntexts == 0)
		return ST_OK;
	if ((s = db_stmt(db, S_TEXT_GET, d)) == NULL)
		return ST_ENV;
	g->ntexts = 0;
	sqlite3_bind_int64(s, 1, g->id);
	while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
		struct db_text *t = realloc(g->texts,
		    (size_t)(g->ntexts + 1) * sizeof *t);
		if (t == NULL)
			return diag_set(d, ST_ENV, "out of memory");
		g->texts = t;
		t = &g->texts[g->ntexts++];
		t->name = db_col_dup(s, 0);
		t->text = db_col_dup(s, 1);
		t->since = sqlite3_column_int64(s, 2);
		if (t->name == NULL || t->text == NULL)
			return diag_set(d, ST_DATA, "game '%s' has a damaged "
			    "rules text", g->name);
	}
	if (rc != SQLITE_DONE)
		return db_fail(db, d, "reading the game's rules");
	sqlite3_reset(s);
	return ST_OK;
}

int
db_game_find(struct db *db, const char *name, struct db_game *g,
    struct diag *d)
{
	sqlite3_stmt *s = NULL;
	const unsigned char *p;
	int rc;

	memset(g, 0, sizeof *g);
	if (!db->fresh && (s = db_stmt(db, S_GAME_NAMED, d)) == NULL)
		return ST_ENV;
	if (s == NULL)
		return diag_set(d, ST_USAGE, "no game '%s' in this database "
		    "('games' lists them)", name);
	/* the name as it is stored (the current game's always is) needs
	 * neither the fold of every name nor the order of S_GAME_GET,
	 * which would put it first: some 60 thousand instructions */
	sqlite3_bind_text(s, 1, name, -1, SQLITE_TRANSIENT);
	rc = sqlite3_step(s);
	if (rc == SQLITE_ROW && (p = sqlite3_column_text(s, 1)) != NULL &&
	    strcmp((const char *)p, name) == 0)
		goto found;
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		return db_fail(db, d, "reading the game");
	sqlite3_reset(s);
	if ((s = db_stmt(db, S_GAME_GET, d)) == NULL)
		return ST_ENV;
	sqlite3_bind_text(s, 1, name, -1, SQLITE_TRANSIENT);
	rc = sqlite3_step(s);
	if (rc == SQLITE_DONE)
		return diag_set(d, ST_USAGE, "no game '%s' in this database "
		    "('games' lists them)", name);
	if (rc != SQLITE_ROW)
		return db_fail(db, d, "reading the game");
found:
	read_game(s, g);
	g->ntexts = sqlite3_column_int(s, 12);
	sqlite3_reset(s);
	if (g->name == NULL || g->ruleset == NULL || g->players == NULL ||
	    g->options == NULL) {
		db_game_release(g);
		return diag_set(d, ST_DATA, "game '%s' is damaged in the "
		    "database", name);
	}
	if ((rc = read_abandoned(db, g, d)) != ST_OK)
		db_game_release(g);
	return rc;
}

int
db_game_get(struct db *db, const char *name, struct db_game *g,
    struct diag *d)
{
	int r = db_game_find(db, name, g, d);

	return r != ST_OK ? r : db_game_texts(db, g, d);
}

int
db_text_add(struct db *db, struct db_game *g, const char *name,
    const char *text, long since, struct diag *d)
{
	sqlite3_stmt *s;
	struct db_text *t;
	int r;

	if ((r = db_game_texts(db, g, d)))
		return r;
	if ((s = db_stmt(db, S_TEXT_INS, d)) == NULL)
		return ST_ENV;
	sqlite3_bind_int64(s, 1, g->id);
	sqlite3_bind_int(s, 2, g->ntexts);
	sqlite3_bind_text(s, 3, name, -1, SQLITE_TRANSIENT);
	sqlite3_bind_text(s, 4, text, -1, SQLITE_TRANSIENT);
	sqlite3_bind_int64(s, 5, since);
	if (sqlite3_step(s) != SQLITE_DONE)
		return db_fail(db, d, "storing the rules");
	sqlite3_reset(s);
	t = realloc(g->texts, (size_t)(g->ntexts + 1) * sizeof *t);
	if (t == NULL)
		return diag_set(d, ST_ENV, "out of memory");
	g->texts = t;
	t[g->ntexts].name = strdup(name);
	t[g->ntexts].text = strdup(text);
	t[g->ntexts].since = since;
	g->ntexts++;
	return ST_OK;
}

int
db_game_create(struct db *db, struct db_game *g, struct diag *d)
{
	sqlite3_stmt *s = db_stmt(db, S_GAME_INS, d);
	char seed[32];
	int rc;

	if (s == NULL)
		return ST_ENV;
	snprintf(seed, sizeof seed, "%llu", g->seed);
	sqlite3_bind_text(s, 1, g->name, -1, SQLITE_TRANSIENT);
	sqlite3_bind_text(s, 2, g->ruleset, -1, SQLITE_TRANSIENT);
	sqlite3_bind_text(s, 3, seed, -1, SQLITE_TRANSIENT);
	sqlite3_bind_text(s, 4, g->created, -1, SQLITE_TRANSIENT);
	sqlite3_bind_text(s, 5, g->players, -1, SQLITE_TRANSIENT);
	sqlite3_bind_text(s, 6, g->options, -1, SQLITE_TRANSIENT);
	rc = sqlite3_step(s);
	if (rc == SQLITE_CONSTRAINT) {
		sqlite3_reset(s);
		return diag_set(d, ST_USAGE, "a game called '%s' exists "
		    "already: choose another name, or 'use %s'", g->name,
		    g->name);
	}
	if (rc != SQLITE_DONE)
		return db_fail(db, d, "creating the game");
	sqlite3_reset(s);
	g->id = sqlite3_last_insert_rowid(db->h);
	g->line_head = 0;	/* no event yet */
	return ST_OK;
}

int
db_game_update(struct db *db, struct db_game *g, struct diag *d)
{
	sqlite3_stmt *s;
	int r;

	if (g->head != g->line_head && (r = db_line_move(db, g, d)))
		return r;
	if ((s = db_stmt(db, S_GAME_UPD, d)) == NULL)
		return ST_ENV;
	sqlite3_bind_int64(s, 1, g->head);
	sqlite3_bind_int64(s, 2, g->tip);
	sqlite3_bind_int64(s, 3, g->nevents);
	if (g->state != NULL)
		sqlite3_bind_text(s, 4, g->state, -1, SQLITE_TRANSIENT);
	else
		sqlite3_bind_null(s, 4);
	sqlite3_bind_int64(s, 5, g->state_seq);
	sqlite3_bind_int64(s, 6, g->id);
	if (sqlite3_step(s) != SQLITE_DONE)
		return db_fail(db, d, "saving the game");
	sqlite3_reset(s);
	return ST_OK;
}

int
db_game_each(struct db *db, int (*f)(void *ctx, const struct db_game *g),
    void *ctx, struct diag *d)
{
	sqlite3_stmt *s;
	int rc, r = ST_OK;

	if (db->fresh)
		return ST_OK;
	if ((s = db_stmt(db, db_has_campaigns(db) ? S_GAME_ALL :
	    S_GAME_ALL_BARE, d)) == NULL)
		return ST_ENV;
	while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
		struct db_game g;
		memset(&g, 0, sizeof g);
		read_game(s, &g);
		g.abandoned = db_col_dup(s, 12);
		r = f(ctx, &g);
		db_game_release(&g);
		if (r != 0)
			break;
	}
	if (r == 0 && rc != SQLITE_DONE)
		return db_fail(db, d, "listing the games");
	sqlite3_reset(s);
	return r;
}
