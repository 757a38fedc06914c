/* db.h: the campaign database: games, their rule texts, the event log and
 * checkpoints, in SQLite.
 *
 * The file is opened in WAL mode with synchronous=FULL and a busy timeout,
 * so a second terminal on the same file waits instead of failing.  The
 * schema version is PRAGMA user_version; a newer one is refused.  Every
 * statement is prepared with bound parameters.  Each command runs inside
 * db_begin()/db_commit(): a refused command is rolled back and changes
 * nothing.  Strings in the structs below are owned by them and released
 * with the matching *_release().
 */
#ifndef ARBITER_DB_H
#define ARBITER_DB_H

#include "core/base/diag.h"

#define DB_SCHEMA_VERSION 5
#define DB_BUSY_MS 60000

struct db;

/* SQLite set up to count no memory (every allocation took a lock for the
 * count, which nothing reads) and to take it from db/sqlmem.c: done by
 * db_open before SQLite's first use; later calls do nothing. */
void db_init(void);

/* Open (creating the file and schema when missing).  readonly opens
 * without writing anything.  A WAL beside the file that is not its own
 * (wal.c) is refused before SQLite reads it. */
int db_open(const char *path, int readonly, struct db **out, struct diag *d);
void db_close(struct db *db);

/* Refuse a path that cannot keep games: empty, SQLite's names for
 * databases in memory (":memory:", "file:" URIs), something there that is
 * not a regular file, or a place that cannot be reached.  A missing file
 * is fine (it is made on first use). */
int db_path_check(const char *path, struct diag *d);

/* Cut short a wait for another writer's lock: the command waiting fails
 * ("interrupted", nothing changed).  Async-signal-safe: a SIGINT handler
 * calls it; db_interrupt_clear() before the next command. */
void db_interrupt(void);
void db_interrupt_clear(void);

/* write: BEGIN IMMEDIATE (take the write lock now); else a read snapshot. */
int db_begin(struct db *db, int write, struct diag *d);
int db_commit(struct db *db, struct diag *d);
void db_rollback(struct db *db);
/* The rows this connection has changed so far (its commands' writes). */
long db_changes(const struct db *db);

/* The current game's name (owned), or NULL when none is selected. */
int db_current(struct db *db, char **name, struct diag *d);
int db_set_current(struct db *db, const char *name, struct diag *d);
/* A blob kept in meta under key (*buf owned, NULL when there is none or
 * the value is not a blob), and storing one: only inside a transaction
 * begun to write (in any other, nothing is stored). */
int db_meta_blob(struct db *db, const char *key, void **buf, size_t *len,
    struct diag *d);
/* The same blob handed to use() where SQLite holds it, without a copy:
 * valid only during the call, which must not use the database. */
int db_meta_blob_use(struct db *db, const char *key,
    void (*use)(const void *buf, size_t len, void *arg), void *arg,
    struct diag *d);
int db_meta_put_blob(struct db *db, const char *key, const void *buf,
    size_t len, struct diag *d);
/* Inside a transaction begun to write? */
int db_writing(const struct db *db);
/* Inside a write: make the triggers (once) that remove a game's kept
 * rules, meta "rules GAME-ID", whenever a text of the game is added or
 * changed. */
int db_kept_watch(struct db *db, struct diag *d);

struct db_text {
	char *name;		/* where it came from */
	char *text;
	long since;		/* applies from this event on (amendments) */
};

struct db_game {
	long id;
	char *name;
	char *ruleset;
	unsigned long long seed;
	char *created;		/* UTC, ISO 8601 */
	char *players;		/* names in seat order, ',' between */
	char *options;		/* KEY=VALUE lines */
	int ntexts;
	struct db_text *texts;	/* the ruleset first, then overlays (NULL
				 * after db_game_find) */
	long head;		/* the command whose state is current (0: none) */
	long line_head;		/* the head whose line the log marks (as
				 * read; db_game_update moves the marks to
				 * head) */
	long tip;		/* the deepest command redo can reach */
	long nevents;
	char *state;		/* snapshot at head, or NULL */
	long state_seq;		/* which head the snapshot is for */
	char *abandoned;	/* when it was abandoned (campaign abandon),
				 * or NULL; read, never written, here */
};

void db_game_release(struct db_game *g);

/* ST_USAGE with a message naming the game when there is none such. */
int db_game_get(struct db *db, const char *name, struct db_game *g,
    struct diag *d);
/* The same without reading the texts: ntexts counts them, texts stays
 * NULL until db_game_texts (or db_text_add) reads them. */
int db_game_find(struct db *db, const char *name, struct db_game *g,
    struct diag *d);
int db_game_texts(struct db *db, struct db_game *g, struct diag *d);
/* Insert g (id and texts filled in); ST_USAGE if the name is taken. */
int db_game_create(struct db *db, struct db_game *g, struct diag *d);
/* Store head, tip, nevents, state and state_seq; when the head moved,
 * the events' marks of its line move with it (schema 4). */
int db_game_update(struct db *db, struct db_game *g, struct diag *d);
int db_text_add(struct db *db, struct db_game *g, const char *name,
    const char *text, long since, struct diag *d);

/* Every game, in creation order: f is called with each (borrowed). */
int db_game_each(struct db *db, int (*f)(void *ctx, const struct db_game *g),
    void *ctx, struct diag *d);

struct db_event {
	long seq;
	char *time;
	char *kind;		/* command, note, undo, redo, amend */
	char *command;		/* canonical command line */
	char *dice;		/* "digital DRAWS FACE..." or "" */
	long parent;		/* command: the head before; undo/redo: after */
	long depth;		/* command: its depth in the history */
	char *ref;		/* undo/redo: the commands concerned */
	int line;		/* a command on the head's line: it stands
				 * (read, never written: db_game_update) */
};

void db_event_release(struct db_event *e);
/* Append e to g's log.  A command that follows the head the marks of the
 * line reach is marked as it is written (they reach it then). */
int db_event_append(struct db *db, struct db_game *g,
    const struct db_event *e, struct diag *d);
/* ST_DATA when the event is missing. */
int db_event_get(struct db *db, long game, long seq, struct db_event *e,
    struct diag *d);
/* The depth of an event (ST_DATA when it is missing): what a command
 * appended after it needs of it, read without the rest. */
int db_event_depth(struct db *db, long game, long seq, long *depth,
    struct diag *d);
/* Events of g with seq >= from, ascending; f returns nonzero to stop.
 * The event f is given lasts until f returns (SQLite's own copy).  The
 * marks of the head's line are checked on the way (ST_DATA when they are
 * not the line from g->head down, as far as the events read show). */
int db_event_each(struct db *db, const struct db_game *g, long from,
    int (*f)(void *ctx, const struct db_event *e), void *ctx,
    struct diag *d);

/* --- campaigns: named groups of games (schema 2; campaign.c) ----------- */

/* ST_USAGE if the name is taken. */
int db_campaign_create(struct db *db, const char *name, const char *created,
    struct diag *d);
/* Add a game (by name) at the end of a campaign, or take it out; ST_USAGE
 * naming what is missing, or when the game is (not) in it already. */
int db_campaign_add(struct db *db, const char *campaign, const char *game,
    struct diag *d);
int db_campaign_remove(struct db *db, const char *campaign, const char *game,
    struct diag *d);
/* A campaign: its name as stored and its creation time (*name, *created
 * owned), and its games' names in the order they were added (*games
 * owned, each and the array) with their places in the campaign's order
 * (*ords owned), which its recorded results share.  ST_USAGE when there
 * is no such campaign. */
int db_campaign_get(struct db *db, const char *campaign, char **name,
    char **created, char ***games, long **ords, int *ngames,
    struct diag *d);
/* Every campaign's name, in creation order. */
int db_campaign_each(struct db *db, int (*f)(void *ctx, const char *name),
    void *ctx, struct diag *d);

/* A campaign's settings (KEY: "by", "alias:NAME"...): *value owned, NULL
 * when unset; set NULL to unset.  ST_USAGE when there is no campaign. */
int db_campaign_setting(struct db *db, const char *campaign, const char *key,
    char **value, struct diag *d);
int db_campaign_set(struct db *db, const char *campaign, const char *key,
    const char *value, struct diag *d);
/* Every setting whose key starts with prefix, in the order of their keys:
 * f gets the rest of the key and the value (borrowed); nonzero stops. */
int db_campaign_settings(struct db *db, const char *campaign,
    const char *prefix, int (*f)(void *ctx, const char *key,
    const char *value), void *ctx, struct diag *d);

/* --- abandoned games, recorded results (schema 3; results.c) ---------- */

/* Mark a game (by name) abandoned at time, or (time NULL) take the mark
 * off; ST_USAGE when there is no such game, or it is (not) marked. */
int db_game_abandon(struct db *db, const char *game, const char *time,
    struct diag *d);

/* One player's row of a result recorded without a game (strings borrowed). */
struct db_result {
	long ord;		/* its place in the campaign's order */
	int seat;		/* the row's order within the result */
	const char *name, *ruleset, *date, *track, *player;
	int place, has_score, winner;
	long score;
};
/* Append a result, its n rows (one name), at the end of a campaign;
 * ST_USAGE when there is no such campaign or the name is taken in it. */
int db_result_add(struct db *db, const char *campaign,
    const struct db_result *rows, int n, struct diag *d);
/* Is name a game's or a recorded result's name in the campaign? */
int db_campaign_has(struct db *db, const char *campaign, const char *name,
    int *held, struct diag *d);
/* Every row of a campaign's recorded results, by order then seat; f
 * returns nonzero to stop (that value is returned). */
int db_result_each(struct db *db, const char *campaign,
    int (*f)(void *ctx, const struct db_result *x), void *ctx,
    struct diag *d);

/* --- games of another database (import.c) ------------------------------ */

/* What an import put in the campaigns here: one entry per game put in a
 * campaign, so that the campaign's recorded results can be put in order
 * around it (zeroed to begin; db_import_log_free). */
struct db_import_entry {
	long src_campaign, campaign;	/* its campaign there and here */
	long game;			/* its id here */
	long src_ord, ord;		/* its place there and here */
};
struct db_import_log {
	struct db_import_entry *e;
	int n;
};

/* Copy the game name of src (as found by its case fold) into db as game as,
 * whole: its texts, events (times and dice as logged), checkpoints and
 * campaigns (those missing in db are made; the game goes at the end of
 * each).  Within db's write transaction.  ST_USAGE when src has no such
 * game or db has a game called as. */
int db_import_game(struct db *db, struct db *src, const char *name,
    const char *as, struct db_import_log *log, struct diag *d);
/* Bring the results recorded in src's campaigns (import_results.c): with
 * all, of every campaign of src (those missing here are made); else of
 * the campaigns log names.  Each campaign's imported games (log) and
 * results go after what it held here, in src's relative order.  ST_USAGE
 * when a result's name is taken in its campaign here. */
int db_import_results(struct db *db, struct db *src, int all,
    const struct db_import_log *log, struct diag *d);
void db_import_log_free(struct db_import_log *log);
/* Is path the file db is? */
int db_same_file(const struct db *db, const char *path);

/* --- copies (backup.c) ------------------------------------------------ */

/* Copy the database, every committed change included, to dest (replacing
 * an older copy there, never another kind of file) through SQLite's online
 * backup API; dest is whole or as it was. */
int db_backup(struct db *db, const char *dest, struct diag *d);
/* Write what the WAL holds into the file, without waiting for a reader
 * (the REPL, at its prompt): 0 when the file now holds every commit. */
int db_checkpoint(struct db *db);

int db_checkpoint_put(struct db *db, long game, long seq, const char *state,
    struct diag *d);
/* *state owned by the caller, NULL when there is no checkpoint at seq. */
int db_checkpoint_get(struct db *db, long game, long seq, char **state,
    struct diag *d);
/* The seqs of a game's checkpoints, ascending, in one query (*seqs owned,
 * NULL when there is none). */
int db_checkpoint_seqs(struct db *db, long game, long **seqs, long *n,
    struct diag *d);
/* Drop every checkpoint of a game (an amendment rewrites them). */
int db_checkpoints_drop(struct db *db, long game, struct diag *d);

/* --- the players' view (view.c) ------------------------------------- */

/* A value the players' view keeps for a game under name ("token:2",
 * "odds"): *value owned, NULL when there is none. */
int db_view_get(struct db *db, long game, const char *name, char **value,
    struct diag *d);
int db_view_put(struct db *db, long game, const char *name, const char *value,
    struct diag *d);
/* From now on the connection cannot write (on: a reader that only
 * reads), or can again. */
int db_query_only(struct db *db, int on, struct diag *d);
/* A number that changes whenever another connection commits a change. */
int db_data_version(struct db *db, long long *v, struct diag *d);

#endif
