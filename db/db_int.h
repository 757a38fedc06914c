/* db_int.h: what the files of db/ share: the handle and its error
 * reporting.  Nothing outside db/ includes it. */
#ifndef ARBITER_DB_INT_H
#define ARBITER_DB_INT_H

#include <sqlite3.h>

#include "db.h"

enum { DB_NSTMT = 13 };

struct db {
	sqlite3 *h;
	sqlite3_stmt *st[DB_NSTMT];	/* the statements of db.c, prepared
					   on first use */
	char *path;
	int readonly;
	int in_tx;
	/* an empty file: nothing is written to it, not even the WAL mode,
	 * until a change commits (creating is then part of the change) */
	int fresh, creating;
};

/* Define arbiter_fold(TEXT), the key names are matched by (fold.c);
 * returns an SQLite result code. */
int db_fold_register(sqlite3 *h);

/* Set d from SQLite's last error while doing what; returns the status. */
int db_fail(struct db *db, struct diag *d, const char *what);

#endif
