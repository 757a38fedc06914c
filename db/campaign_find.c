/* campaign_find.c: finding a campaign and a game by name, below the
 * campaigns (campaign.c) and what schema 3 added beside them (results.c). */
#include "db_int.h"

#include <string.h>

static int
no_campaign(const char *name, struct diag *d)
{
	return diag_set(d, ST_USAGE, "no campaign '%s' in this database "
	    "('campaign list' lists them; 'campaign new %s' starts it)", name,
	    name);
}

/* The id of a campaign (0: none) and of a game (0: none). */
int
db_name_id(struct db *db, const char *table, const char *name, long *id,
    struct diag *d)
{
	/* two literal queries: no SQL text is made at run time.  Names
	 * match by their case fold (fold.c); the exact spelling first, for
	 * a file from before that holds two that fold alike. */
	const char *q = strcmp(table, "games") == 0 ?
	    "SELECT id FROM games WHERE arbiter_fold(name) = "
	    "arbiter_fold(?1) ORDER BY name = ?1 COLLATE BINARY DESC, id "
	    "LIMIT 1" :
	    "SELECT id FROM campaigns WHERE arbiter_fold(name) = "
	    "arbiter_fold(?1) ORDER BY name = ?1 COLLATE BINARY DESC, id "
	    "LIMIT 1";
	sqlite3_stmt *s = db_prepare(db, q, d);
	int rc;

	*id = 0;
	if (s == NULL)
		return ST_ENV;
	sqlite3_bind_text(s, 1, name, -1, SQLITE_TRANSIENT);
	rc = sqlite3_step(s);
	if (rc == SQLITE_ROW)
		*id = sqlite3_column_int64(s, 0);
	sqlite3_finalize(s);
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		return db_fail(db, d, strcmp(table, "games") == 0 ?
		    "reading the games" : "reading the campaigns");
	return ST_OK;
}

int
db_campaign_ids(struct db *db, const char *campaign, const char *game,
    long *cid, long *gid, struct diag *d)
{
	int r;

	/* an empty file, or one with no campaign made yet */
	if (!db_has_campaigns(db))
		return no_campaign(campaign, d);
	if ((r = db_name_id(db, "campaigns", campaign, cid, d)))
		return r;
	if (*cid == 0)
		return no_campaign(campaign, d);
	if (game == NULL)
		return ST_OK;
	if ((r = db_name_id(db, "games", game, gid, d)))
		return r;
	if (*gid == 0)
		return diag_set(d, ST_USAGE, "no game '%s' in this database "
		    "('games' lists them)", game);
	return ST_OK;
}

int
db_campaign_id(struct db *db, const char *campaign, long *cid,
    struct diag *d)
{
	return db_campaign_ids(db, campaign, NULL, cid, NULL, d);
}
