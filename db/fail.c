/* fail.c: the bottom of db/: an SQLite failure said as the command's
 * refusal, and a query prepared.  Every file of db/ calls them; they call
 * no other file of db/ but open.c's db_interrupted, so that the files
 * above (db.c, line.c ...) never call each other round. */
#include "db_int.h"

#include <string.h>

int
db_fail(struct db *db, struct diag *d, const char *what)
{
	int rc = sqlite3_errcode(db->h);
	int ext = sqlite3_extended_errcode(db->h);
	int code = ST_ENV;

	if (rc == SQLITE_CORRUPT || rc == SQLITE_NOTADB)
		code = ST_DATA;
	if ((rc == SQLITE_READONLY || ext == SQLITE_READONLY) && db->why)
		return diag_set(d, ST_ENV, "%s: the database '%s' can be read "
		    "but not changed: %s", what, db->path, db->why);
	if (rc == SQLITE_READONLY || ext == SQLITE_READONLY)
		return diag_set(d, ST_ENV, "%s: the database '%s' is read-only; "
		    "it can be read but not changed", what, db->path);
	if (ext == SQLITE_BUSY_SNAPSHOT)
		return diag_set(d, ST_ENV, "%s: another arbiter changed the "
		    "database '%s' meanwhile; try again", what, db->path);
	if ((rc == SQLITE_BUSY || rc == SQLITE_LOCKED) && db_interrupted())
		return diag_set(d, ST_ENV, "%s: interrupted while waiting for "
		    "the database '%s' (another arbiter is writing): nothing "
		    "was changed", what, db->path);
	if (rc == SQLITE_BUSY || rc == SQLITE_LOCKED)
		return diag_set(d, ST_ENV, "%s: the database '%s' stayed busy "
		    "for %d seconds (another arbiter is writing); try again",
		    what, db->path, DB_BUSY_MS / 1000);
	if (code == ST_DATA)
		return diag_set(d, ST_DATA, "%s: '%s' is damaged or not an "
		    "arbiter database (%s)", what, db->path,
		    sqlite3_errmsg(db->h));
	if ((rc == SQLITE_IOERR || rc == SQLITE_FULL || rc == SQLITE_CANTOPEN)
	    && sqlite3_system_errno(db->h) != 0)
		return diag_set(d, code, "%s: %s (%s: %s)", what,
		    sqlite3_errmsg(db->h), db->path,
		    strerror(sqlite3_system_errno(db->h)));
	return diag_set(d, code, "%s: %s (%s)", what, sqlite3_errmsg(db->h),
	    db->path);
}

sqlite3_stmt *
db_prepare(struct db *db, const char *q, struct diag *d)
{
	sqlite3_stmt *s = NULL;

	if (sqlite3_prepare_v2(db->h, q, -1, &s, NULL) != SQLITE_OK) {
		db_fail(db, d, "preparing a query");
		return NULL;
	}
	return s;
}
