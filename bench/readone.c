/* readone.c: the SQLite part of a reading command, as a baseline: a fresh
 * process opens a database the way arbiter does (read-write, a busy
 * timeout, WAL, synchronous=FULL, foreign keys on), runs each SQL given in
 * turn, reading every column of every row, and closes it.
 *
 *	readone DB [SQL...]	(prints the number of bytes read)
 *
 * `readone DB` alone opens, sets the pragmas and closes: what any command
 * that reads the file pays, and `sqlite3 DB 'select 1'` does not (it
 * reads no page, so it opens neither the -wal nor the -shm file). */
#include <sqlite3.h>
#include <stdio.h>

static int
run(sqlite3 *h, const char *sql, long *bytes)
{
	sqlite3_stmt *s;
	int rc;

	if (sqlite3_prepare_v2(h, sql, -1, &s, NULL) != SQLITE_OK) {
		fprintf(stderr, "readone: %s\n", sqlite3_errmsg(h));
		return 1;
	}
	while ((rc = sqlite3_step(s)) == SQLITE_ROW)
		for (int i = 0; i < sqlite3_column_count(s); i++) {
			(void)sqlite3_column_blob(s, i);
			*bytes += sqlite3_column_bytes(s, i);
		}
	sqlite3_finalize(s);
	if (rc == SQLITE_DONE)
		return 0;
	fprintf(stderr, "readone: %s\n", sqlite3_errmsg(h));
	return 1;
}

int
main(int argc, char **argv)
{
	sqlite3 *h;
	long bytes = 0;
	int bad = 0;

	if (argc < 2) {
		fprintf(stderr, "usage: readone DB [SQL...]\n");
		return 2;
	}
	if (sqlite3_open_v2(argv[1], &h, SQLITE_OPEN_READWRITE, NULL) !=
	    SQLITE_OK) {
		fprintf(stderr, "readone: %s\n", sqlite3_errmsg(h));
		return 1;
	}
	sqlite3_busy_timeout(h, 5000);
	bad = run(h, "PRAGMA journal_mode = WAL", &bytes) ||
	    run(h, "PRAGMA synchronous = FULL", &bytes) ||
	    run(h, "PRAGMA foreign_keys = ON", &bytes);
	for (int i = 2; i < argc && !bad; i++)
		bad = run(h, argv[i], &bytes);
	sqlite3_close(h);
	printf("%ld\n", bytes);
	return bad;
}
