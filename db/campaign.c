/* campaign.c: campaigns, named groups of the games of a database, kept in
 * the tables schema 2 added (see db.h). */
#include "db_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int
db_campaign_create(struct db *db, const char *name, const char *created,
    struct diag *d)
{
	sqlite3_stmt *s;
	long id = 0;
	int rc;

	/* COLLATE NOCASE tells apart what folds alike beyond ASCII */
	if ((rc = db_campaign_tables(db, d)) ||
	    (rc = db_name_id(db, "campaigns", name, &id, d)))
		return rc;
	if (id != 0)
		return diag_set(d, ST_USAGE, "a campaign called '%s' exists "
		    "already", name);
	if ((s = db_prepare(db, "INSERT INTO campaigns(name, created) "
	    "VALUES (?1, ?2)", d)) == NULL)
		return ST_ENV;
	sqlite3_bind_text(s, 1, name, -1, SQLITE_TRANSIENT);
	sqlite3_bind_text(s, 2, created, -1, SQLITE_TRANSIENT);
	rc = sqlite3_step(s);
	sqlite3_finalize(s);
	if (rc == SQLITE_CONSTRAINT)
		return diag_set(d, ST_USAGE, "a campaign called '%s' exists "
		    "already", name);
	if (rc != SQLITE_DONE)
		return db_fail(db, d, "creating the campaign");
	return ST_OK;
}

int
db_campaign_add(struct db *db, const char *campaign, const char *game,
    struct diag *d)
{
	sqlite3_stmt *s;
	long cid, gid, ord;
	int r, rc, held;

	if ((r = db_campaign_ids(db, campaign, game, &cid, &gid, d)))
		return r;
	if ((r = db_campaign_holds(db, cid, game, &held, d)))
		return r;
	if (held)
		return diag_set(d, ST_USAGE, "game '%s' is in campaign '%s' "
		    "already", game, campaign);
	/* after its games and its recorded results: one order */
	ord = db_campaign_next_ord(db, cid, d, &r);
	if (r != ST_OK)
		return r;
	s = db_prepare(db, "INSERT INTO campaign_games(campaign, game, ord) "
	    "VALUES (?1, ?2, ?3)", d);
	if (s == NULL)
		return ST_ENV;
	sqlite3_bind_int64(s, 1, cid);
	sqlite3_bind_int64(s, 2, gid);
	sqlite3_bind_int64(s, 3, ord);
	rc = sqlite3_step(s);
	sqlite3_finalize(s);
	if (rc == SQLITE_CONSTRAINT)
		return diag_set(d, ST_USAGE, "game '%s' is in campaign '%s' "
		    "already", game, campaign);
	if (rc != SQLITE_DONE)
		return db_fail(db, d, "adding to the campaign");
	return ST_OK;
}

int
db_campaign_remove(struct db *db, const char *campaign, const char *game,
    struct diag *d)
{
	sqlite3_stmt *s;
	long cid, gid;
	int r, rc, gone;

	/* a recorded result of that name first: it has no game */
	if ((r = db_campaign_ids(db, campaign, NULL, &cid, NULL, d)) ||
	    (r = db_result_remove(db, cid, game, &gone, d)))
		return r;
	if (gone)
		return ST_OK;
	if ((r = db_campaign_ids(db, campaign, game, &cid, &gid, d)))
		return r;
	s = db_prepare(db, "DELETE FROM campaign_games WHERE campaign = ?1 AND "
	    "game = ?2", d);
	if (s == NULL)
		return ST_ENV;
	sqlite3_bind_int64(s, 1, cid);
	sqlite3_bind_int64(s, 2, gid);
	rc = sqlite3_step(s);
	sqlite3_finalize(s);
	if (rc != SQLITE_DONE)
		return db_fail(db, d, "changing the campaign");
	if (sqlite3_changes(db->h) == 0)
		return diag_set(d, ST_USAGE, "game '%s' is not in campaign "
		    "'%s'", game, campaign);
	return ST_OK;
}

static char *
col(sqlite3_stmt *s, int i)
{
	const unsigned char *t = sqlite3_column_text(s, i);

	return strdup(t ? (const char *)t : "");
}

int
db_campaign_get(struct db *db, const char *campaign, char **name,
    char **created, char ***games, long **ords, int *ngames, struct diag *d)
{
	sqlite3_stmt *s;
	long cid;
	int r, rc;

	*name = *created = NULL;
	*games = NULL;
	*ords = NULL;
	*ngames = 0;
	if ((r = db_campaign_ids(db, campaign, NULL, &cid, NULL, d)))
		return r;
	if ((s = db_prepare(db, "SELECT name, created FROM campaigns WHERE "
	    "id = ?1", d)) == NULL)
		return ST_ENV;
	sqlite3_bind_int64(s, 1, cid);
	if ((rc = sqlite3_step(s)) == SQLITE_ROW) {
		*name = col(s, 0);
		*created = col(s, 1);
	}
	sqlite3_finalize(s);
	if (rc != SQLITE_ROW)
		return db_fail(db, d, "reading the campaign");
	if ((s = db_prepare(db, "SELECT g.name, c.ord FROM campaign_games c JOIN games "
	    "g ON g.id = c.game WHERE c.campaign = ?1 ORDER BY c.ord", d)) ==
	    NULL)
		return ST_ENV;
	sqlite3_bind_int64(s, 1, cid);
	while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
		char **v = realloc(*games, (size_t)(*ngames + 1) * sizeof *v);
		long *o = v ? realloc(*ords, (size_t)(*ngames + 1) * sizeof *o) :
		    NULL;
		if (v != NULL)
			*games = v;
		if (o == NULL) {
			sqlite3_finalize(s);
			return diag_set(d, ST_ENV, "out of memory");
		}
		*ords = o;
		o[*ngames] = sqlite3_column_int64(s, 1);
		v[(*ngames)++] = col(s, 0);
	}
	sqlite3_finalize(s);
	if (rc != SQLITE_DONE)
		return db_fail(db, d, "reading the campaign");
	return ST_OK;
}

int
db_campaign_each(struct db *db, int (*f)(void *ctx, const char *name),
    void *ctx, struct diag *d)
{
	sqlite3_stmt *s;
	int rc, r = 0;

	if (!db_has_campaigns(db))	/* no campaign yet */
		return 0;
	if ((s = db_prepare(db, "SELECT name FROM campaigns ORDER BY id", d)) ==
	    NULL)
		return ST_ENV;
	while (r == 0 && (rc = sqlite3_step(s)) == SQLITE_ROW) {
		char *name = col(s, 0);
		r = name ? f(ctx, name) : 0;
		free(name);
	}
	sqlite3_finalize(s);
	if (r == 0 && rc != SQLITE_DONE)
		return db_fail(db, d, "listing the campaigns");
	return r;
}

/* --- a campaign's settings: its standing method, its players' aliases --- */

/* They live in meta under "campaign:ID:KEY", so that schema 2 keeps them
 * (and a campaign's id, unlike its name, does not change). */
static int
setting_key(struct db *db, const char *campaign, const char *key,
    char *buf, size_t n, struct diag *d)
{
	long cid;
	int r;

	if ((r = db_campaign_ids(db, campaign, NULL, &cid, NULL, d)))
		return r;
	snprintf(buf, n, "campaign:%ld:%s", cid, key);
	return ST_OK;
}

int
db_campaign_setting(struct db *db, const char *campaign, const char *key,
    char **value, struct diag *d)
{
	char k[160];
	sqlite3_stmt *s;
	int r, rc;

	*value = NULL;
	if ((r = setting_key(db, campaign, key, k, sizeof k, d)))
		return r;
	if ((s = db_prepare(db, "SELECT value FROM meta WHERE key = ?1", d)) ==
	    NULL)
		return ST_ENV;
	sqlite3_bind_text(s, 1, k, -1, SQLITE_TRANSIENT);
	if ((rc = sqlite3_step(s)) == SQLITE_ROW && (*value = col(s, 0)) ==
	    NULL)
		rc = SQLITE_NOMEM;
	sqlite3_finalize(s);
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		return db_fail(db, d, "reading the campaign");
	return ST_OK;
}

int
db_campaign_set(struct db *db, const char *campaign, const char *key,
    const char *value, struct diag *d)
{
	char k[160];
	sqlite3_stmt *s;
	int r, rc;

	if ((r = setting_key(db, campaign, key, k, sizeof k, d)))
		return r;
	s = value != NULL ? db_prepare(db, "INSERT OR REPLACE INTO meta(key, "
	    "value) VALUES (?1, ?2)", d) : db_prepare(db, "DELETE FROM meta WHERE "
	    "key = ?1", d);
	if (s == NULL)
		return ST_ENV;
	sqlite3_bind_text(s, 1, k, -1, SQLITE_TRANSIENT);
	if (value != NULL)
		sqlite3_bind_text(s, 2, value, -1, SQLITE_TRANSIENT);
	rc = sqlite3_step(s);
	sqlite3_finalize(s);
	if (rc != SQLITE_DONE)
		return db_fail(db, d, "changing the campaign");
	return ST_OK;
}

int
db_campaign_settings(struct db *db, const char *campaign, const char *prefix,
    int (*f)(void *ctx, const char *key, const char *value), void *ctx,
    struct diag *d)
{
	char k[160];
	sqlite3_stmt *s;
	int r, rc = SQLITE_DONE;

	if ((r = setting_key(db, campaign, prefix, k, sizeof k, d)))
		return r;
	if ((s = db_prepare(db, "SELECT substr(key, length(?1) + 1), value FROM "
	    "meta WHERE substr(key, 1, length(?1)) = ?1 ORDER BY key", d)) ==
	    NULL)
		return ST_ENV;
	sqlite3_bind_text(s, 1, k, -1, SQLITE_TRANSIENT);
	while (r == 0 && (rc = sqlite3_step(s)) == SQLITE_ROW)
		r = f(ctx, (const char *)sqlite3_column_text(s, 0),
		    (const char *)sqlite3_column_text(s, 1));
	sqlite3_finalize(s);
	if (r == 0 && rc != SQLITE_DONE)
		return db_fail(db, d, "reading the campaign");
	return r;
}
