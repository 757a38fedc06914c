/* db_int.h: what the files of db/ share: the handle and its error
 * reporting.  Nothing outside db/ includes it. */
#ifndef ARBITER_DB_INT_H
#define ARBITER_DB_INT_H

#include <sqlite3.h>
#include <string.h>
#include <sys/stat.h>

#include "db.h"

enum { DB_NSTMT = 17 };

struct db {
	sqlite3 *h;
	sqlite3_stmt *st[DB_NSTMT];	/* the statements of db.c, prepared
					   on first use */
	char *path;
	int readonly;
	int in_tx;
	int writing;		/* in_tx, begun to change the file */
	/* an empty file: nothing is written to it, not even the WAL mode,
	 * until a change commits (creating is then part of the change) */
	int fresh, creating;
	int was_wal;		/* the file was in WAL mode before it was
				   opened (db_file_wal) */
	char *why;		/* why it can only be read (owned), or NULL */
	long long busy_since;	/* when the wait for a lock began (ms) */
	dev_t dev;		/* the file, in the list of open.c */
	ino_t ino;
	int listed;
	struct db *next;
};

/* The statements of db.c's table, prepared on first use and kept. */
enum stmt {
	S_META_GET, S_META_SET, S_GAME_GET, S_GAME_INS, S_GAME_UPD,
	S_GAME_ALL, S_GAME_ALL_BARE, S_TEXT_GET, S_TEXT_INS, S_EV_INS,
	S_EV_GET, S_EV_FROM, S_CP_PUT, S_CP_GET, S_CP_DROP,
	S_EV_DEPTH, S_GAME_NAMED,
	S__N
};
_Static_assert((int)S__N == (int)DB_NSTMT, "DB_NSTMT counts the statements");
/* Statement s, reset and its bindings cleared; NULL, with d set, when it
 * cannot be prepared. */
sqlite3_stmt *db_stmt(struct db *db, enum stmt s, struct diag *d);
/* Run the literal statements q; what names the work for a failure. */
int db_exec(struct db *db, const char *q, struct diag *d, const char *what);
/* Column i of s's row as a new string; NULL for a NULL column or when
 * out of memory. */
char *db_col_dup(sqlite3_stmt *s, int i);

/* The head's line as the log marks it (line.c).  Move the marks from
 * g->line_head to g->head (in the write transaction of the command that
 * moved the head); then g->line_head is g->head. */
int db_line_move(struct db *db, struct db_game *g, struct diag *d);
/* Where a reading of the log is on the marked line: the last event on it
 * so far, 0 before the first when the log is read from its start, else
 * -1.  db_line_check each event read, db_line_end after the last (reads
 * from event from): ST_DATA when the marks are not the line from
 * g->head down, as far as the events read show. */
struct db_line_seen {
	long last;
};
/* (inline: once an event of every whole-log command) An event on the
 * line is a command whose parent is the one before it on the line: then
 * the marks are the head's line and nothing else. */
static inline int
db_line_check(struct db_line_seen *l, const struct db_event *e,
    struct diag *d)
{
	if (!e->line)
		return ST_OK;
	if (strcmp(e->kind, "command") != 0)
		return diag_set(d, ST_DATA, "the log is damaged: event %ld is "
		    "marked as standing but is not a command", e->seq);
	if (l->last >= 0 && e->parent != l->last)
		return diag_set(d, ST_DATA, "the log is damaged: the commands "
		    "marked as standing are not one line of history (event "
		    "%ld follows %ld, not %ld)", e->seq, e->parent, l->last);
	l->last = e->seq;
	return ST_OK;
}
int db_line_end(const struct db_line_seen *l, const struct db_game *g,
    long from, struct diag *d);

/* Define arbiter_fold(TEXT), the key names are matched by (fold.c);
 * returns an SQLite result code. */
int db_fold_register(sqlite3 *h);

/* Set d from SQLite's last error while doing what; returns the status. */
int db_fail(struct db *db, struct diag *d, const char *what);
/* A statement of the literal query q, to finalize; NULL, with d set,
 * when it cannot be prepared.  Every query of the files beside db.c is
 * a literal (tests/check-security.sh). */
sqlite3_stmt *db_prepare(struct db *db, const char *q, struct diag *d);

/* --- campaigns (campaign.c, results.c) -------------------------------- */

/* Whether the file has the campaign tables: a file made since schema 5
 * has them only from the first campaign or abandoned game (db.c). */
int db_has_campaigns(struct db *db);
/* Inside a write transaction: make them if the file has none. */
int db_campaign_tables(struct db *db, struct diag *d);

/* A campaign's id by name (and a game's, unless game is NULL), folded as
 * names are; a usage error naming what is missing (campaign_find.c). */
int db_campaign_ids(struct db *db, const char *campaign, const char *game,
    long *cid, long *gid, struct diag *d);
/* The id of the row of table ("games" or "campaigns") whose name folds
 * as name's, the exact spelling first (0: none). */
int db_name_id(struct db *db, const char *table, const char *name,
    long *id, struct diag *d);
int db_campaign_id(struct db *db, const char *campaign, long *cid,
    struct diag *d);
/* Is name a game's or a recorded result's name in campaign cid? */
int db_campaign_holds(struct db *db, long cid, const char *name, int *held,
    struct diag *d);
/* The place after the last of campaign cid's games and results (*r the
 * status). */
long db_campaign_next_ord(struct db *db, long cid, struct diag *d, int *r);
/* The campaign here for campaign old of src (import.c): found by name,
 * or made with its creation time and settings. */
int db_import_campaign(struct db *db, struct db *src, long old, long *cid,
    struct diag *d);
/* Take the recorded result name out of campaign cid (*removed: it was
 * there). */
int db_result_remove(struct db *db, long cid, const char *name, int *removed,
    struct diag *d);

/* --- open.c ---------------------------------------------------------- */

/* PATH followed by SUFFIX ("-wal"), owned; NULL when out of memory. */
char *db_beside(const char *path, const char *suffix);
/* Does the file's header say it is in WAL mode (SQLite then reads and
 * writes it so without being told)?  Only for a file SQLite does not
 * have open in this process: closing another descriptor of it would drop
 * SQLite's locks on it. */
int db_file_wal(const char *path);
/* Does FILE-wal hold frames (changes not yet in the file, maybe)? */
int db_wal_changes(const char *path);
int db_shm_there(const char *path);
/* Can the directory of path not be written?  *dir is it (owned). */
int db_dir_readonly(const char *path, char **dir);
/* The busy handler (arg: the struct db), and whether db_interrupt() cut a
 * wait short. */
int db_busy_wait(void *arg, int count);
int db_interrupted(void);
/* This process's open databases: is the file one of them? */
int db_open_here(const struct stat *sb);
void db_register(struct db *db);
void db_unregister(struct db *db);

/* --- wal.c ----------------------------------------------------------- */

/* Does a WAL at rest beside path belong to it?  ST_DATA naming what is
 * wrong when it does not (nothing read through SQLite, nothing changed);
 * the file must not be open in this process (db_open_here()). */
int db_wal_check(const char *path, struct diag *d);
/* Is the database open in another process (a lock on FILE-shm)? */
int db_in_use(const char *path);

/* --- sqlmem.c -------------------------------------------------------- */

/* SQLite's small allocations from classes kept for reuse (before SQLite
 * is first used). */
void db_sqlmem_init(void);

#endif
