/* view.c: what the players' view (arbiter serve) keeps in the database and
 * what a reader that never writes needs.
 *
 * The view's rows are rows of the meta table under keys "view:ID:NAME"
 * (ID the game's id): each player's private token ("token:SEAT") and the
 * odds the GM asked last ("odds").  The meta table is there since schema
 * 1, so no schema change is needed and an older arbiter ignores them. */
#include "db_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void
view_key(char *buf, size_t n, long game, const char *name)
{
	snprintf(buf, n, "view:%ld:%s", game, name);
}

int
db_view_get(struct db *db, long game, const char *name, char **value,
    struct diag *d)
{
	sqlite3_stmt *s;
	char key[96];
	int rc;

	*value = NULL;
	if (db->fresh)		/* an empty file: nothing in it yet */
		return ST_OK;
	if ((s = db_prepare(db, "SELECT value FROM meta WHERE key = ?1", d)) ==
	    NULL)
		return ST_ENV;
	view_key(key, sizeof key, game, name);
	sqlite3_bind_text(s, 1, key, -1, SQLITE_TRANSIENT);
	rc = sqlite3_step(s);
	if (rc == SQLITE_ROW && sqlite3_column_text(s, 0) != NULL &&
	    (*value = strdup((const char *)sqlite3_column_text(s, 0))) ==
	    NULL)
		rc = SQLITE_NOMEM;
	sqlite3_finalize(s);
	if (rc == SQLITE_NOMEM)
		return diag_set(d, ST_ENV, "out of memory");
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		return db_fail(db, d, "reading the players' view");
	return ST_OK;
}

int
db_view_put(struct db *db, long game, const char *name, const char *value,
    struct diag *d)
{
	sqlite3_stmt *s;
	char key[96];
	int rc;

	if ((s = db_prepare(db, "INSERT INTO meta(key, value) VALUES (?1, ?2) "
	    "ON CONFLICT(key) DO UPDATE SET value = excluded.value", d)) ==
	    NULL)
		return ST_ENV;
	view_key(key, sizeof key, game, name);
	sqlite3_bind_text(s, 1, key, -1, SQLITE_TRANSIENT);
	sqlite3_bind_text(s, 2, value, -1, SQLITE_TRANSIENT);
	rc = sqlite3_step(s);
	sqlite3_finalize(s);
	if (rc != SQLITE_DONE)
		return db_fail(db, d, "storing the players' view");
	return ST_OK;
}

int
db_query_only(struct db *db, int on, struct diag *d)
{
	int rc = on ? sqlite3_exec(db->h, "PRAGMA query_only = 1", NULL, NULL,
	    NULL) : sqlite3_exec(db->h, "PRAGMA query_only = 0", NULL, NULL,
	    NULL);

	if (rc != SQLITE_OK)
		return db_fail(db, d, "setting the connection to read only");
	return ST_OK;
}

int
db_data_version(struct db *db, long long *v, struct diag *d)
{
	sqlite3_stmt *s = db_prepare(db, "PRAGMA data_version", d);
	int rc;

	if (s == NULL)
		return ST_ENV;
	rc = sqlite3_step(s);
	if (rc == SQLITE_ROW)
		*v = sqlite3_column_int64(s, 0);
	sqlite3_finalize(s);
	if (rc != SQLITE_ROW)
		return db_fail(db, d, "reading the database");
	return ST_OK;
}
