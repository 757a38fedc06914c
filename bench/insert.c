/* insert.c: the baseline of one logged command: a fresh process opens a
 * SQLite database the way arbiter does (WAL, synchronous=FULL, a busy
 * timeout), inserts one row like an event of the log in one transaction
 * (BEGIN IMMEDIATE ... COMMIT), and closes it.
 *
 *	insert DB	(the table is made on first use)
 */
#include <sqlite3.h>
#include <stdio.h>

static int
run(sqlite3 *h, const char *sql)
{
	if (sqlite3_exec(h, sql, NULL, NULL, NULL) == SQLITE_OK)
		return 0;
	fprintf(stderr, "insert: %s\n", sqlite3_errmsg(h));
	return 1;
}

int
main(int argc, char **argv)
{
	sqlite3 *h;
	int bad;

	if (argc != 2) {
		fprintf(stderr, "usage: insert DB\n");
		return 2;
	}
	if (sqlite3_open(argv[1], &h) != SQLITE_OK) {
		fprintf(stderr, "insert: cannot open %s\n", argv[1]);
		return 1;
	}
	sqlite3_busy_timeout(h, 60000);
	bad = run(h, "PRAGMA journal_mode = WAL") ||
	    run(h, "PRAGMA synchronous = FULL") ||
	    run(h, "CREATE TABLE IF NOT EXISTS events(game INTEGER NOT NULL, "
	    "seq INTEGER NOT NULL, time TEXT NOT NULL, kind TEXT NOT NULL, "
	    "command TEXT NOT NULL, dice TEXT NOT NULL DEFAULT '', "
	    "PRIMARY KEY(game, seq)) WITHOUT ROWID") ||
	    run(h, "BEGIN IMMEDIATE") ||
	    run(h, "INSERT INTO events(game, seq, time, kind, command) SELECT "
	    "1, coalesce(max(seq), 0) + 1, '2026-01-01T00:00:00Z', 'command', "
	    "'give Ann 1 credits' FROM events") ||
	    run(h, "COMMIT");
	sqlite3_close(h);
	return bad;
}
