/* db_meta.c: the file's own keys (meta): the current game, the kept
 * compiled rulesets and their triggers (see db.h). */
#include "db_int.h"

#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

char *
db_col_dup(sqlite3_stmt *s, int i)
{
	const unsigned char *t = sqlite3_column_text(s, i);

	return t ? strdup((const char *)t) : NULL;
}

int
db_current(struct db *db, char **name, struct diag *d)
{
	sqlite3_stmt *s;
	int rc;

	*name = NULL;
	if (db->fresh)		/* an empty file: no game yet */
		return ST_OK;
	if ((s = db_stmt(db, S_META_GET, d)) == NULL)
		return ST_ENV;
	sqlite3_bind_text(s, 1, "current", -1, SQLITE_STATIC);
	rc = sqlite3_step(s);
	if (rc == SQLITE_ROW)
		*name = db_col_dup(s, 0);
	else if (rc != SQLITE_DONE)
		return db_fail(db, d, "reading the current game");
	sqlite3_reset(s);
	return ST_OK;
}

int
db_set_current(struct db *db, const char *name, struct diag *d)
{
	sqlite3_stmt *s = db_stmt(db, S_META_SET, d);

	if (s == NULL)
		return ST_ENV;
	sqlite3_bind_text(s, 1, "current", -1, SQLITE_STATIC);
	sqlite3_bind_text(s, 2, name, -1, SQLITE_TRANSIENT);
	if (sqlite3_step(s) != SQLITE_DONE)
		return db_fail(db, d, "selecting the game");
	sqlite3_reset(s);
	return ST_OK;
}

int
db_meta_blob_use(struct db *db, const char *key,
    void (*use)(const void *buf, size_t len, void *arg), void *arg,
    struct diag *d)
{
	sqlite3_stmt *s;
	int rc;

	if (db->fresh)
		return ST_OK;
	if ((s = db_stmt(db, S_META_GET, d)) == NULL)
		return ST_ENV;
	sqlite3_bind_text(s, 1, key, -1, SQLITE_STATIC);
	rc = sqlite3_step(s);
	if (rc == SQLITE_ROW && sqlite3_column_type(s, 0) == SQLITE_BLOB) {
		int n = sqlite3_column_bytes(s, 0);
		const void *p = sqlite3_column_blob(s, 0);
		if (n > 0 && p != NULL)
			use(p, (size_t)n, arg);
	} else if (rc != SQLITE_ROW && rc != SQLITE_DONE) {
		return db_fail(db, d, "reading the database");
	}
	sqlite3_reset(s);
	return ST_OK;
}

struct copy {
	void **buf;
	size_t *len;
};

static void
copy_out(const void *p, size_t n, void *arg)
{
	struct copy *c = arg;

	if ((*c->buf = malloc(n)) != NULL) {
		memcpy(*c->buf, p, n);
		*c->len = n;
	}
}

int
db_meta_blob(struct db *db, const char *key, void **buf, size_t *len,
    struct diag *d)
{
	struct copy c = { buf, len };

	*buf = NULL;
	*len = 0;
	return db_meta_blob_use(db, key, copy_out, &c, d);
}

/* Inside a write: the triggers that remove a game's kept rules (meta
 * "rules GAME-ID", cli/rules_kept.c) as soon as a text of it is added or
 * changed, by arbiter or by hand (sqlite3 runs them too), in that change's
 * own transaction; a text removed changes the number of the game's texts,
 * which the image's key holds (db_game_find reads it).  A kept image
 * written after they exist can then be trusted without reading the texts.
 * Made once; SQLite parses them at every open (some 16 thousand
 * instructions each), hence two, and short. */
int
db_kept_watch(struct db *db, struct diag *d)
{
	if (!db->writing || !db->in_tx)
		return ST_OK;
	return db_exec(db, "CREATE TRIGGER IF NOT EXISTS kept_rules_insert AFTER "
	    "INSERT ON texts BEGIN DELETE FROM meta WHERE key = 'rules ' || "
	    "new.game; END; CREATE TRIGGER IF NOT EXISTS kept_rules_update "
	    "AFTER UPDATE ON texts BEGIN DELETE FROM meta WHERE key = "
	    "'rules ' || old.game; END;", d, "storing the compiled rules");
}

int
db_writing(const struct db *db)
{
	return db->writing && db->in_tx;
}

int
db_meta_put_blob(struct db *db, const char *key, const void *buf, size_t len,
    struct diag *d)
{
	sqlite3_stmt *s;

	if (!db->writing || !db->in_tx)
		return ST_OK;
	if ((s = db_stmt(db, S_META_SET, d)) == NULL)
		return ST_ENV;
	sqlite3_bind_text(s, 1, key, -1, SQLITE_TRANSIENT);
	sqlite3_bind_blob64(s, 2, buf, len, SQLITE_STATIC);
	if (sqlite3_step(s) != SQLITE_DONE)
		return db_fail(db, d, "storing the compiled rules");
	sqlite3_reset(s);
	return ST_OK;
}
