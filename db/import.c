/* import.c: a game of another database brought over whole: its row, its
 * rules texts, every event as logged (times and dice included), its
 * checkpoints, its mark of abandoned, and its place in the campaigns it
 * belongs to there (a campaign of the same name here takes it at its end;
 * one missing here is made, with its creation time and settings).  Rows are copied as they are stored, so
 * the game here is the game there; only its id (and, when asked, its name)
 * differ.  Everything happens in the caller's transaction. */
#include "db_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Run the query from on src with ?1 = key and ?2 = arg (an integer, or
 * the text argt when it is not NULL), and insert every row it gives with
 * the statement into on db, its columns as parameters 1..n. */
static int
copy_rows(struct db *src, const char *from, long key, long arg,
    const char *argt, struct db *db, const char *into, struct diag *d)
{
	sqlite3_stmt *s = db_prepare(src, from, d), *t;
	int rc, r = ST_OK;

	if (s == NULL)
		return ST_ENV;
	if ((t = db_prepare(db, into, d)) == NULL) {
		sqlite3_finalize(s);
		return ST_ENV;
	}
	sqlite3_bind_int64(s, 1, key);
	if (argt != NULL)
		sqlite3_bind_text(s, 2, argt, -1, SQLITE_TRANSIENT);
	else
		sqlite3_bind_int64(s, 2, arg);
	while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
		sqlite3_reset(t);
		for (int i = 0; i < sqlite3_column_count(s); i++)
			sqlite3_bind_value(t, i + 1, sqlite3_column_value(s, i));
		if (sqlite3_step(t) != SQLITE_DONE) {
			r = db_fail(db, d, "copying the game");
			break;
		}
	}
	if (r == ST_OK && rc != SQLITE_DONE)
		r = db_fail(src, d, "reading the game to import");
	sqlite3_finalize(s);
	sqlite3_finalize(t);
	return r;
}

/* The settings of campaign old of src (meta "campaign:ID:KEY", db.h)
 * for the campaign cid made here. */
static int
settings(struct db *db, struct db *src, long old, long cid, struct diag *d)
{
	char to[48];

	snprintf(to, sizeof to, "campaign:%ld:", cid);
	return copy_rows(src, "SELECT ?2 || substr(key, length('campaign:' || "
	    "?1 || ':') + 1), value FROM meta WHERE substr(key, 1, "
	    "length('campaign:' || ?1 || ':')) = 'campaign:' || ?1 || ':'",
	    old, 0, to, db, "INSERT OR REPLACE INTO meta(key, value) VALUES "
	    "(?1, ?2)", d);
}

int
db_import_campaign(struct db *db, struct db *src, long old, long *cid,
    struct diag *d)
{
	sqlite3_stmt *s = db_prepare(src, "SELECT name, created FROM "
	    "campaigns WHERE id = ?1", d), *t;
	int r, rc;

	*cid = 0;
	if (s == NULL)
		return ST_ENV;
	if ((r = db_campaign_tables(db, d))) {
		sqlite3_finalize(s);
		return r;
	}
	sqlite3_bind_int64(s, 1, old);
	if ((rc = sqlite3_step(s)) != SQLITE_ROW) {
		sqlite3_finalize(s);
		return db_fail(src, d, "reading the campaigns to import");
	}
	if ((r = db_name_id(db, "campaigns", (const char *)sqlite3_column_text(s, 0),
	    cid, d)) || *cid != 0) {
		sqlite3_finalize(s);
		return r;
	}
	if ((t = db_prepare(db, "INSERT INTO campaigns(name, created) VALUES "
	    "(?1, ?2)", d)) == NULL) {
		sqlite3_finalize(s);
		return ST_ENV;
	}
	sqlite3_bind_value(t, 1, sqlite3_column_value(s, 0));
	sqlite3_bind_value(t, 2, sqlite3_column_value(s, 1));
	rc = sqlite3_step(t);
	sqlite3_finalize(t);
	sqlite3_finalize(s);
	if (rc != SQLITE_DONE)
		return db_fail(db, d, "making the campaign");
	*cid = sqlite3_last_insert_rowid(db->h);
	/* with its settings (its standing method...) */
	return settings(db, src, old, *cid, d);
}

static int
log_add(struct db_import_log *log, const struct db_import_entry *e,
    struct diag *d)
{
	struct db_import_entry *v = realloc(log->e, (size_t)(log->n + 1) *
	    sizeof *v);

	if (v == NULL)
		return diag_set(d, ST_ENV, "out of memory");
	log->e = v;
	v[log->n++] = *e;
	return ST_OK;
}

void
db_import_log_free(struct db_import_log *log)
{
	free(log->e);
	log->e = NULL;
	log->n = 0;
}

/* Put the game (id gid here) in each campaign the game old belongs to in
 * src, making those missing here, and log it. */
static int
campaigns(struct db *db, struct db *src, long old, long gid,
    struct db_import_log *log, struct diag *d)
{
	sqlite3_stmt *s = db_prepare(src, "SELECT g.campaign, g.ord FROM "
	    "campaign_games g WHERE g.game = ?1 ORDER BY g.campaign", d);
	int rc = SQLITE_DONE, r = ST_OK;
	long cid, ord;

	if (s == NULL)
		return ST_ENV;
	sqlite3_bind_int64(s, 1, old);
	while (r == ST_OK && (rc = sqlite3_step(s)) == SQLITE_ROW) {
		struct db_import_entry e;
		sqlite3_stmt *t;

		if ((r = db_import_campaign(db, src, sqlite3_column_int64(s, 0),
		    &cid, d)))
			break;
		ord = db_campaign_next_ord(db, cid, d, &r);
		if (r != ST_OK)
			break;
		if ((t = db_prepare(db, "INSERT INTO campaign_games(campaign, "
		    "game, ord) VALUES (?1, ?2, ?3)", d)) == NULL) {
			r = ST_ENV;
			break;
		}
		sqlite3_bind_int64(t, 1, cid);
		sqlite3_bind_int64(t, 2, gid);
		sqlite3_bind_int64(t, 3, ord);
		if (sqlite3_step(t) != SQLITE_DONE)
			r = db_fail(db, d, "putting the game in its campaign");
		sqlite3_finalize(t);
		e.src_campaign = sqlite3_column_int64(s, 0);
		e.campaign = cid;
		e.game = gid;
		e.src_ord = sqlite3_column_int64(s, 1);
		e.ord = ord;
		if (r == ST_OK)
			r = log_add(log, &e, d);
	}
	if (r == ST_OK && rc != SQLITE_DONE)
		r = db_fail(src, d, "reading the campaigns to import");
	sqlite3_finalize(s);
	return r;
}

int
db_import_game(struct db *db, struct db *src, const char *name,
    const char *as, struct db_import_log *log, struct diag *d)
{
	long old, here, gid;
	int r;

	if ((r = db_name_id(src, "games", name, &old, d)))
		return r;
	if (old == 0)
		return diag_set(d, ST_USAGE, "no game '%s' in '%s' ('arbiter -d "
		    "%s games' lists them)", name, src->path, src->path);
	if ((r = db_name_id(db, "games", as, &here, d)))
		return r;
	if (here != 0)
		return diag_set(d, ST_USAGE, "a game called '%s' exists in this "
		    "database already: import it under another name ('import "
		    "%s %s --as NEW-NAME')", as, src->path, name);
	if ((r = copy_rows(src, "SELECT ?2, ruleset, seed, created, players, "
	    "options, head, tip, nevents, state, state_seq FROM games WHERE "
	    "id = ?1", old, 0, as, db, "INSERT INTO games(name, ruleset, "
	    "seed, created, players, options, head, tip, nevents, state, "
	    "state_seq) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, "
	    "?11)", d)))
		return r;
	gid = sqlite3_last_insert_rowid(db->h);
	if ((r = copy_rows(src, "SELECT ?2, ord, name, text, since FROM texts "
	    "WHERE game = ?1", old, gid, NULL, db, "INSERT INTO texts(game, "
	    "ord, name, text, since) VALUES (?1, ?2, ?3, ?4, ?5)", d)) ||
	    (r = copy_rows(src, "SELECT ?2, seq, time, kind, command, dice, "
	    "parent, depth, ref, line FROM events WHERE game = ?1", old, gid,
	    NULL, db, "INSERT INTO events(game, seq, time, kind, command, "
	    "dice, parent, depth, ref, line) VALUES (?1, ?2, ?3, ?4, ?5, ?6, "
	    "?7, ?8, ?9, ?10)", d)) ||
	    (r = copy_rows(src, "SELECT ?2, seq, state FROM checkpoints WHERE "
	    "game = ?1", old, gid, NULL, db, "INSERT INTO checkpoints(game, "
	    "seq, state) VALUES (?1, ?2, ?3)", d)))
		return r;
	/* a file with no campaign tables has no campaign and no game
	 * abandoned; one with them gives them to this file */
	if (!db_has_campaigns(src))
		return ST_OK;
	if ((r = db_campaign_tables(db, d)) ||
	    (r = copy_rows(src, "SELECT ?2, time FROM abandoned WHERE game = "
	    "?1", old, gid, NULL, db, "INSERT INTO abandoned(game, time) "
	    "VALUES (?1, ?2)", d)))
		return r;
	return campaigns(db, src, old, gid, log, d);
}

int
db_same_file(const struct db *db, const char *path)
{
	struct stat a, b;

	return stat(path, &a) == 0 && stat(db->path, &b) == 0 &&
	    a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}
