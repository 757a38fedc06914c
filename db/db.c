/* db.c: SQLite storage (see db.h). */
#include "db_int.h"

#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>


static const char *const sql[S__N] = {
	[S_META_GET] = "SELECT value FROM meta WHERE key = ?1",
	[S_META_SET] = "INSERT INTO meta(key, value) VALUES (?1, ?2) "
	    "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
	/* (the time it was abandoned is read apart: db_games.c) */
	[S_GAME_GET] = "SELECT id, name, ruleset, seed, created, players, "
	    "options, head, tip, nevents, state, state_seq, (SELECT count(*) "
	    "FROM texts WHERE game = games.id) FROM games "
	    "WHERE arbiter_fold(name) = arbiter_fold(?1) "
	    "ORDER BY name = ?1 COLLATE BINARY DESC, id LIMIT 1",
	[S_GAME_INS] = "INSERT INTO games(name, ruleset, seed, created, "
	    "players, options) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
	/* (parameters in their order, unnumbered: as S_EV_INS) */
	[S_GAME_UPD] = "UPDATE games SET head=?,tip=?,nevents=?,state=?,"
	    "state_seq=? WHERE id=?",
	[S_GAME_ALL] = "SELECT id, name, ruleset, seed, created, players, "
	    "options, head, tip, nevents, NULL, state_seq, (SELECT time "
	    "FROM abandoned WHERE game = games.id) FROM games ORDER BY id",
	/* S_GAME_ALL of a file without the campaign tables (schema_v5) */
	[S_GAME_ALL_BARE] = "SELECT id, name, ruleset, seed, created, "
	    "players, options, head, tip, nevents, NULL, state_seq, NULL "
	    "FROM games ORDER BY id",
	[S_TEXT_GET] = "SELECT name, text, since FROM texts WHERE game = ?1 "
	    "ORDER BY ord",
	[S_TEXT_INS] = "INSERT INTO texts(game, ord, name, text, since) "
	    "VALUES (?1, ?2, ?3, ?4, ?5)",
	/* every command that writes prepares it: the columns in the
	 * table's own order (game, seq, time, kind, command, dice, parent,
	 * depth, ref, line: schema_v1, then v4's line), so without a list
	 * of names to look up one by one, and the parameters numbered in
	 * their order, without a number to read and match (some 18
	 * thousand instructions less) */
	[S_EV_INS] = "INSERT INTO events VALUES (?,?,?,?,?,?,?,?,?,?)",
	[S_EV_GET] = "SELECT seq, time, kind, command, dice, parent, depth, "
	    "ref, line FROM events WHERE game = ?1 AND seq = ?2",
	[S_EV_FROM] = "SELECT seq, time, kind, command, dice, parent, depth, "
	    "ref, line FROM events WHERE game = ?1 AND seq >= ?2 ORDER BY seq",
	/* (the table's order, game, seq, state: as S_EV_INS) */
	[S_CP_PUT] = "INSERT OR REPLACE INTO checkpoints VALUES (?,?,?)",
	[S_CP_GET] = "SELECT state FROM checkpoints WHERE game = ?1 AND "
	    "seq = ?2",
	[S_CP_DROP] = "DELETE FROM checkpoints WHERE game = ?1",
	/* (+depth: an expression, without a column's names to copy, as
	 * S_GAME_NAMED; parameters as S_EV_INS) */
	[S_EV_DEPTH] = "SELECT +depth FROM events WHERE game=? AND seq=?",
	/* S_GAME_GET where one name is equal but for ASCII case (the
	 * names' own index): the game of exactly that name, if it is.
	 * Every command prepares it: its columns are expressions (+id is
	 * id), which SQLite names with their text alone, where a column
	 * gets four more names copied (its type, database, table and
	 * column: the library is built with column metadata) */
	[S_GAME_NAMED] = "SELECT +id, +name, +ruleset, +seed, +created, "
	    "+players, +options, +head, +tip, +nevents, +state, +state_seq, "
	    "(SELECT count(*) FROM texts WHERE game = games.id) FROM games "
	    "WHERE name = ?1",
};

static const char schema_v1[] =
	"CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);"
	"CREATE TABLE games("
	" id INTEGER PRIMARY KEY,"
	" name TEXT NOT NULL UNIQUE COLLATE NOCASE,"
	" ruleset TEXT NOT NULL,"
	" seed TEXT NOT NULL,"
	" created TEXT NOT NULL,"
	" players TEXT NOT NULL,"
	" options TEXT NOT NULL,"
	" head INTEGER NOT NULL DEFAULT 0,"
	" tip INTEGER NOT NULL DEFAULT 0,"
	" nevents INTEGER NOT NULL DEFAULT 0,"
	" state TEXT,"
	" state_seq INTEGER NOT NULL DEFAULT -1);"
	"CREATE TABLE texts("
	" game INTEGER NOT NULL REFERENCES games(id),"
	" ord INTEGER NOT NULL,"
	" name TEXT NOT NULL,"
	" text TEXT NOT NULL,"
	" since INTEGER NOT NULL DEFAULT 0,"
	" PRIMARY KEY(game, ord));"
	"CREATE TABLE events("
	" game INTEGER NOT NULL REFERENCES games(id),"
	" seq INTEGER NOT NULL,"
	" time TEXT NOT NULL,"
	" kind TEXT NOT NULL,"
	" command TEXT NOT NULL,"
	" dice TEXT NOT NULL DEFAULT '',"
	" parent INTEGER NOT NULL DEFAULT 0,"
	" depth INTEGER NOT NULL DEFAULT 0,"
	" ref TEXT NOT NULL DEFAULT '',"
	" PRIMARY KEY(game, seq)) WITHOUT ROWID;"
	"CREATE TABLE checkpoints("
	" game INTEGER NOT NULL REFERENCES games(id),"
	" seq INTEGER NOT NULL,"
	" state TEXT NOT NULL,"
	" PRIMARY KEY(game, seq)) WITHOUT ROWID;";

/* Version 2: campaigns, named groups of games. */
static const char schema_v2[] =
	"CREATE TABLE campaigns("
	" id INTEGER PRIMARY KEY,"
	" name TEXT NOT NULL UNIQUE COLLATE NOCASE,"
	" created TEXT NOT NULL);"
	"CREATE TABLE campaign_games("
	" campaign INTEGER NOT NULL REFERENCES campaigns(id),"
	" game INTEGER NOT NULL REFERENCES games(id),"
	" ord INTEGER NOT NULL,"
	" PRIMARY KEY(campaign, game)) WITHOUT ROWID;";

/* Version 3: games marked abandoned (campaign abandon), and results of
 * games played without arbiter, recorded in a campaign (campaign record):
 * one row per player, sharing the campaign's order with its games. */
static const char schema_v3[] =
	"CREATE TABLE abandoned("
	" game INTEGER PRIMARY KEY REFERENCES games(id),"
	" time TEXT NOT NULL);"
	"CREATE TABLE results("
	" campaign INTEGER NOT NULL REFERENCES campaigns(id),"
	" ord INTEGER NOT NULL,"
	" seat INTEGER NOT NULL,"
	" name TEXT NOT NULL,"
	" ruleset TEXT NOT NULL,"
	" date TEXT NOT NULL,"
	" track TEXT NOT NULL,"
	" player TEXT NOT NULL,"
	" place INTEGER NOT NULL,"
	" score INTEGER,"
	" winner INTEGER NOT NULL,"
	" PRIMARY KEY(campaign, ord, seat)) WITHOUT ROWID;";

/* Version 4: the head's line of history kept with the log, so that a
 * whole-log command reads which commands stand (line = 1) with the events
 * themselves instead of walking their parents first.  The commands that
 * move the head move the marks in their own transaction (db_game_update,
 * line.c).  An older file gets the lines of its games' heads here, parent
 * by parent (a parent not below its event is damage, where the walk
 * stops: the reading commands then say the log is damaged). */
static const char schema_v4[] =
	"ALTER TABLE events ADD COLUMN line INTEGER NOT NULL DEFAULT 0;"
	"WITH RECURSIVE l(game, seq) AS ("
	" SELECT id, head FROM games WHERE head > 0"
	" UNION ALL"
	" SELECT e.game, e.parent FROM events e JOIN l"
	" ON e.game = l.game AND e.seq = l.seq"
	" WHERE e.parent > 0 AND e.parent < e.seq)"
	"UPDATE events SET line = 1 WHERE (game, seq) IN"
	" (SELECT game, seq FROM l);";

/* Version 5: the campaign tables (versions 2 and 3) are made by the first
 * command that writes to one of them (db_campaign_tables), not with every
 * new file.  SQLite reads and compiles the whole schema at every open, and
 * those four tables were a tenth of what a command on a game cost
 * (callgrind: some 133 thousand instructions of albedo's status, 1.15
 * million).  A file of before keeps them; nothing else changes. */
static const char schema_v5[] = "";

/* The schema of each version, applied in turn from the file's own; a new
 * file skips versions 2 and 3 (see schema_v5). */
static const char *const schema_steps[DB_SCHEMA_VERSION] = {
	schema_v1, schema_v2, schema_v3, schema_v4, schema_v5
};

int
db_has_campaigns(struct db *db)
{
	/* a name, no column: whether the table exists (no statement
	 * compiled); abandoned, made last with them */
	return !db->fresh && sqlite3_table_column_metadata(db->h, "main",
	    "abandoned", NULL, NULL, NULL, NULL, NULL, NULL) == SQLITE_OK;
}

int
db_campaign_tables(struct db *db, struct diag *d)
{
	int r;

	if (db_has_campaigns(db))
		return ST_OK;
	if ((r = db_exec(db, schema_v2, d, "making the campaign tables")))
		return r;
	return db_exec(db, schema_v3, d, "making the campaign tables");
}

sqlite3_stmt *
db_stmt(struct db *db, enum stmt s, struct diag *d)
{
	if (db->st[s] == NULL &&
	    sqlite3_prepare_v3(db->h, sql[s], -1, SQLITE_PREPARE_PERSISTENT,
	    &db->st[s], NULL) != SQLITE_OK) {
		db_fail(db, d, "preparing a query");
		return NULL;
	}
	sqlite3_reset(db->st[s]);
	sqlite3_clear_bindings(db->st[s]);
	return db->st[s];
}

int
db_exec(struct db *db, const char *q, struct diag *d, const char *what)
{
	if (sqlite3_exec(db->h, q, NULL, NULL, NULL) != SQLITE_OK)
		return db_fail(db, d, what);
	return ST_OK;
}

/* One or two numbers from the first row of a query of the file (b may
 * be NULL). */
static int
probe_row(struct db *db, const char *q, int *a, int *b)
{
	sqlite3_stmt *s;
	int rc;

	if (sqlite3_prepare_v2(db->h, q, -1, &s, NULL) != SQLITE_OK)
		return sqlite3_errcode(db->h);
	rc = sqlite3_step(s);
	if (rc == SQLITE_ROW) {
		*a = sqlite3_column_int(s, 0);
		if (b != NULL)
			*b = sqlite3_column_int(s, 1);
		rc = SQLITE_OK;
	}
	sqlite3_finalize(s);
	return rc == SQLITE_OK ? SQLITE_OK : sqlite3_errcode(db->h);
}

/* What the file holds before anything is written to it: its schema
 * version and whether it has tables at all (an SQLite file of another
 * program has tables but no version of ours).  Every command opens the
 * file: the pragma alone is cheap to compile, and the tables matter only
 * without a version.  Then both are read again in one statement, so in one
 * snapshot: another process may have made the tables and set the version
 * between two statements (several 'new' on one new file at once). */
static int
probe(struct db *db, int *version, int *tables)
{
	int rc;

	*tables = 1;
	if ((rc = probe_row(db, "PRAGMA user_version", version, NULL)) !=
	    SQLITE_OK || *version != 0)
		return rc;
	return probe_row(db, "SELECT user_version, EXISTS (SELECT 1 FROM "
	    "sqlite_master) FROM pragma_user_version", version, tables);
}

static int check_version(struct db *db, int v, int tables, struct diag *d);

/* Inside a write transaction: bring the file to DB_SCHEMA_VERSION, step
 * by step (an empty file from nothing), unless another process did it while
 * this one waited for the lock. */
static int
upgrade(struct db *db, struct diag *d)
{
	int r, v, tables;

	if (probe(db, &v, &tables) != SQLITE_OK)
		return db_fail(db, d, "setting up the database");
	if ((r = check_version(db, v, tables, d)))
		return r;
	if (v == 0)
		db->creating = 1;
	for (; v < DB_SCHEMA_VERSION; v++) {
		char pragma[48];
		snprintf(pragma, sizeof pragma, "PRAGMA user_version = %d",
		    v + 1);
		/* a new file: the campaign tables when first used */
		const char *step = db->creating && (v == 1 || v == 2) ? "" :
		    schema_steps[v];
		if ((r = db_exec(db, step, d, v == 0 ? "creating the "
		    "database" : "upgrading the database")) ||
		    (r = db_exec(db, pragma, d, "upgrading the database")))
			return r;
	}
	db->fresh = 0;
	return ST_OK;
}

/* "file:PATH?immutable=1" with PATH percent-encoded, so that it is taken
 * literally (owned). */
static char *
immutable_uri(const char *path)
{
	static const char hex[] = "0123456789ABCDEF";
	char *u = malloc(strlen(path) * 3 + 32), *q = u;

	if (u == NULL)
		return NULL;
	q += sprintf(q, "file:");
	for (const unsigned char *p = (const unsigned char *)path; *p; p++) {
		if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
		    (*p >= '0' && *p <= '9') || strchr("/-._~", *p)) {
			*q++ = (char)*p;
		} else {
			*q++ = '%';
			*q++ = hex[*p >> 4];
			*q++ = hex[*p & 15];
		}
	}
	strcpy(q, "?immutable=1");
	return u;
}

/* A file that can only be read, with no changes in a WAL beside it and no
 * other connection, is read as immutable: SQLite would otherwise make a
 * WAL index (and an empty WAL) that it cannot remove, owned by this
 * reader, or fail where the directory or the disk takes no new file. */
static int
reopen_immutable(struct db *db)
{
	char *uri = NULL;
	sqlite3 *h = NULL;
	int rc = -1;

	if (!db_wal_changes(db->path) && !db_in_use(db->path) &&
	    (uri = immutable_uri(db->path)) != NULL &&
	    sqlite3_open_v2(uri, &h, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI |
	    SQLITE_OPEN_NOMUTEX, NULL) == SQLITE_OK) {
		sqlite3_close(db->h);
		db->h = h;
		h = NULL;
		sqlite3_busy_handler(db->h, db_busy_wait, db);
		sqlite3_extended_result_codes(db->h, 0);
		rc = db_fold_register(db->h) == SQLITE_OK ? 0 : -1;
	}
	sqlite3_close(h);
	free(uri);
	return rc;
}

static int
check_version(struct db *db, int v, int tables, struct diag *d)
{
	if (v > DB_SCHEMA_VERSION)
		return diag_set(d, ST_DATA, "'%s' was written by a newer "
		    "arbiter (schema %d; this one knows up to %d): upgrade "
		    "arbiter to use it", db->path, v, DB_SCHEMA_VERSION);
	if (v == 0 && tables)
		return diag_set(d, ST_DATA, "'%s' is an SQLite database of "
		    "another program, not arbiter's: give another file with "
		    "-d", db->path);
	if (v < 0)
		return diag_set(d, ST_DATA, "'%s' has a schema version %d that "
		    "no arbiter wrote", db->path, v);
	return ST_OK;
}

static int
attach(struct db *db, int readonly, struct diag *d)
{
	int flags = readonly ? SQLITE_OPEN_READONLY :
	    SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE;

	if (sqlite3_open_v2(db->path, &db->h, flags | SQLITE_OPEN_NOMUTEX,
	    NULL) != SQLITE_OK) {
		if (db->h == NULL)
			return diag_set(d, ST_ENV, "cannot open '%s': out of "
			    "memory", db->path);
		return diag_set(d, ST_ENV, "cannot open the database '%s': %s",
		    db->path, sqlite3_errmsg(db->h));
	}
	sqlite3_busy_handler(db->h, db_busy_wait, db);
	sqlite3_extended_result_codes(db->h, 0);
	/* SQLite opens a write-protected file read-only without a word */
	db->readonly = readonly || sqlite3_db_readonly(db->h, "main") == 1;
	/* read what the file is before writing anything to it */
	if (db->readonly)
		reopen_immutable(db);
	/* names match by their Unicode case fold (db/fold.c) */
	if (db_fold_register(db->h) != SQLITE_OK)
		return diag_set(d, ST_ENV, "cannot open the database '%s': %s",
		    db->path, sqlite3_errmsg(db->h));
	return ST_OK;
}

/* SQLite keeps FILE-wal and FILE-shm beside the file.  In a directory that
 * cannot be written, a file without changes in its WAL is only read, and
 * one with changes but no FILE-shm cannot be read at all. */
static int
beside(struct db *db, int *readonly, struct diag *d)
{
	char why[PATH_MAX + 160], *dir = NULL;
	int r = ST_OK;

	if (!db_dir_readonly(db->path, &dir))
		goto out;
	if (db_wal_changes(db->path) && !db_shm_there(db->path)) {
		r = diag_set(d, ST_ENV, "'%s-wal' holds changes not yet in "
		    "'%s', and SQLite must make '%s-shm' beside it to read "
		    "them, but the directory '%s' cannot be written: make it "
		    "writable, or copy the database and its -wal elsewhere",
		    db->path, db->path, db->path, dir);
	} else if (!db_wal_changes(db->path) && !*readonly &&
	    access(db->path, W_OK) == 0) {
		/* (a write-protected file says so itself, in attach()) */
		snprintf(why, sizeof why, "SQLite keeps its journal files "
		    "beside it, and its directory '%s' cannot be written "
		    "(make it writable, or work on a copy)", dir);
		if ((db->why = strdup(why)) == NULL)
			r = diag_set(d, ST_ENV, "out of memory");
		*readonly = 1;
	}
out:
	free(dir);
	return r;
}

/* The file could not be read because SQLite could not make its journal
 * files beside it (a full disk): read it alone, as immutable, when it has
 * nothing in a WAL (its changes are then all in the file). */
static int
fallback(struct db *db)
{
	char why[160];
	int rc = sqlite3_errcode(db->h), err = sqlite3_system_errno(db->h);

	if (db->readonly || (rc != SQLITE_IOERR && rc != SQLITE_FULL &&
	    rc != SQLITE_CANTOPEN) || db_wal_changes(db->path))
		return -1;
	snprintf(why, sizeof why, "SQLite could not make its journal files "
	    "beside it (%s): make room, then try again",
	    err ? strerror(err) : "disk I/O error");
	if (reopen_immutable(db) != 0 || (db->why = strdup(why)) == NULL)
		return -1;
	db->readonly = 1;
	return 0;
}

/* Is FULL what SQLite syncs by default, in the rollback and WAL modes
 * both (the library's build says so)?  Then PRAGMA synchronous = FULL,
 * compiled at every open, would change nothing. */
static int
sync_full(void)
{
	static int known = -1;

	if (known < 0)
		known = sqlite3_compileoption_used("DEFAULT_SYNCHRONOUS=2") &&
		    sqlite3_compileoption_used("DEFAULT_WAL_SYNCHRONOUS=2");
	return known;
}

/* After attach(): what the file holds, its modes, and an upgrade. */
static int
settle(struct db *db, struct diag *d)
{
	int r, rc, v = 0, tables = 0;

	rc = probe(db, &v, &tables);
	if (rc != SQLITE_OK && fallback(db) == 0)
		rc = probe(db, &v, &tables);
	if (rc != SQLITE_OK)
		return db_fail(db, d, "opening the database");
	if ((r = check_version(db, v, tables, d)))
		return r;
	db->fresh = v == 0;
	/* the file keeps its mode: the pragma, compiled at every open,
	 * cost some 6 thousand instructions to change nothing */
	if (!db->readonly && !db->fresh && !db->was_wal &&
	    (r = db_exec(db, "PRAGMA journal_mode = WAL", d, "opening the "
	    "database")))
		return r;
	if (!db->readonly && !sync_full() && (r = db_exec(db, "PRAGMA "
	    "synchronous = FULL", d, "opening the database")))
		return r;
	/* PRAGMA foreign_keys = ON, without a statement compiled */
	if (sqlite3_db_config(db->h, SQLITE_DBCONFIG_ENABLE_FKEY, 1,
	    (int *)NULL) != SQLITE_OK)
		return db_fail(db, d, "opening the database");
	/* an older file is upgraded in place, in one transaction, so that
	 * it ends either upgraded or as it was */
	if (!db->fresh && v < DB_SCHEMA_VERSION) {
		if (db->readonly)
			return diag_set(d, ST_ENV, "'%s' needs an upgrade "
			    "(schema %d to %d) but is read-only: open it once "
			    "with write access", db->path, v, DB_SCHEMA_VERSION);
		if ((r = db_begin(db, 1, d)))
			return r;
		if ((r = upgrade(db, d)) || (r = db_commit(db, d))) {
			db_rollback(db);
			return r;
		}
	}
	return ST_OK;
}

/*
 * settle(), again while the file is busy.  Where waiting could deadlock
 * (the journal mode of a file just created changing while other processes
 * open it) SQLite answers SQLITE_BUSY at once, without its busy handler:
 * nothing is held between two tries, so trying again after a pause gets
 * through, for as long as the busy handler would have waited.
 */
static int
settle_busy(struct db *db, struct diag *d)
{
	struct timespec t = { 0, 20 * 1000000L }, start, now;
	int r;

	clock_gettime(CLOCK_MONOTONIC, &start);
	for (;;) {
		int rc;
		if ((r = settle(db, d)) == ST_OK)
			return r;
		rc = sqlite3_errcode(db->h);
		clock_gettime(CLOCK_MONOTONIC, &now);
		if ((rc != SQLITE_BUSY && rc != SQLITE_LOCKED) ||
		    db_interrupted() || (now.tv_sec - start.tv_sec) * 1000 +
		    (now.tv_nsec - start.tv_nsec) / 1000000 >= DB_BUSY_MS)
			return r;
		diag_clear(d);
		nanosleep(&t, NULL);
	}
}

void
db_init(void)
{
	static int done;

	if (done)
		return;
	done = 1;
	/* SQLite without its mutexes: one thread uses it (serve's HTTP
	 * thread never reaches the database, cli/serve.h), and their
	 * setting up, taking and freeing, with the C library's seven
	 * pthread functions looked up by name at their first call, cost
	 * every command some 13 thousand instructions */
	sqlite3_config(SQLITE_CONFIG_SINGLETHREAD);
	sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
	/* no first bulk of 20 page slots, which SQLite lays out (writing
	 * each slot's header: 20 pages touched) at a connection's first
	 * page: a command that reads a game from its kept rules reads some
	 * 14 pages, and each slot is then its own block when first used */
	sqlite3_config(SQLITE_CONFIG_PAGECACHE, (void *)0, 0, 0);
	db_sqlmem_init();
}

int
db_open(const char *path, int readonly, struct db **out, struct diag *d)
{
	struct db *db;
	struct stat sb;
	int r, found, here = 0;

	*out = NULL;
	if ((r = db_path_check(path, d)))
		return r;
	/* here, not in main: a command that opens no database (odds, help)
	 * does not touch SQLite's code, a few pages fewer read at start */
	db_init();
	found = stat(path, &sb) == 0;
	/* a file this process has open had its WAL checked then (and
	 * reading it again here could drop SQLite's locks on it) */
	if (found && !(here = db_open_here(&sb)) &&
	    (r = db_wal_check(path, d)))
		return r;
	if ((db = calloc(1, sizeof *db)) == NULL ||
	    (db->path = strdup(path)) == NULL) {
		free(db);
		return diag_set(d, ST_ENV, "out of memory");
	}
	/* (read before SQLite opens the file, for the same reason) */
	db->was_wal = found && !here && db_file_wal(path);
	if ((found && (r = beside(db, &readonly, d))) ||
	    (r = attach(db, readonly, d)) || (r = settle_busy(db, d))) {
		db_close(db);
		return r;
	}
	db_register(db);
	*out = db;
	return ST_OK;
}

void
db_close(struct db *db)
{
	if (db == NULL)
		return;
	if (db->listed)
		db_unregister(db);
	for (int i = 0; i < S__N; i++)
		sqlite3_finalize(db->st[i]);
	sqlite3_close(db->h);
	free(db->path);
	free(db->why);
	free(db);
}

/* Stamp page 1 in every change, for wal.c to recognise the database's own
 * WAL: application_id holds the database's random identity in its high 16
 * bits (drawn at its first change) and the commit number in its low 16,
 * one more than the last change's. */
static int
stamp(struct db *db, struct diag *d)
{
	sqlite3_stmt *s;
	uint32_t id = 0;
	long long v;
	char pragma[48];

	if (sqlite3_prepare_v2(db->h, "PRAGMA application_id", -1, &s, NULL)
	    != SQLITE_OK)
		return db_fail(db, d, "starting a change");
	if (sqlite3_step(s) == SQLITE_ROW)
		id = (uint32_t)sqlite3_column_int64(s, 0);
	sqlite3_finalize(s);
	while (id >> 16 == 0) {
		unsigned short r;
		sqlite3_randomness(sizeof r, &r);
		id = (uint32_t)r << 16;
	}
	id = (id & 0xffff0000u) | ((id + 1) & 0xffff);
	/* the pragma takes a signed 32-bit number */
	v = id >= 0x80000000u ? (long long)id - 0x100000000LL : (long long)id;
	snprintf(pragma, sizeof pragma, "PRAGMA application_id = %lld", v);
	return db_exec(db, pragma, d, "starting a change");
}

int
db_begin(struct db *db, int write, struct diag *d)
{
	int r;

	if (write && db->readonly && db->why != NULL)
		return diag_set(d, ST_ENV, "the database '%s' can be read but "
		    "not changed: %s", db->path, db->why);
	if (write && db->readonly)
		return diag_set(d, ST_ENV, "the database '%s' is read-only: "
		    "it can be read but not changed (make it writable, or "
		    "work on a copy)", db->path);
	r = db_exec(db, write ? "BEGIN IMMEDIATE" : "BEGIN", d,
	    write ? "starting a change" : "reading");
	if (r == ST_OK)
		db->in_tx = 1;
	db->writing = r == ST_OK && write;
	if (r == ST_OK && write && ((db->fresh && (r = upgrade(db, d))) ||
	    (r = stamp(db, d))))
		db_rollback(db);
	return r;
}

int
db_commit(struct db *db, struct diag *d)
{
	int r = db_exec(db, "COMMIT", d, "saving the change");

	if (r != ST_OK)
		db_rollback(db);
	db->in_tx = 0;
	if (r == ST_OK && db->creating) {
		/* the file exists now: from here on in WAL mode (if this
		 * fails, the next open sets it) */
		db->creating = 0;
		sqlite3_exec(db->h, "PRAGMA journal_mode = WAL", NULL, NULL,
		    NULL);
	}
	return r;
}

long
db_changes(const struct db *db)
{
	return (long)sqlite3_total_changes(db->h);
}

void
db_rollback(struct db *db)
{
	if (db->in_tx)
		sqlite3_exec(db->h, "ROLLBACK", NULL, NULL, NULL);
	db->in_tx = 0;
	if (db->creating) {
		db->creating = 0;
		db->fresh = 1;
	}
}
