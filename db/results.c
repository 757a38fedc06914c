/* results.c: what schema 3 added beside the games: the mark of a game
 * abandoned (left unfinished for good), and the results of games played
 * without arbiter, recorded in a campaign (db.h).  A recorded result is
 * one row per player and takes its place in the campaign's one order,
 * which its games share. */
#include "db_int.h"

#include <stdio.h>
#include <string.h>

/* The first column of the query's first row as an integer (0: none);
 * ?1 is the integer a, ?2 the text t. */
static int
one_long(struct db *db, const char *q, long a, const char *t, long *out,
    struct diag *d)
{
	sqlite3_stmt *s = db_prepare(db, q, d);
	int rc;

	*out = 0;
	if (s == NULL)
		return ST_ENV;
	sqlite3_bind_int64(s, 1, a);
	if (t != NULL)
		sqlite3_bind_text(s, 2, t, -1, SQLITE_TRANSIENT);
	if ((rc = sqlite3_step(s)) == SQLITE_ROW)
		*out = sqlite3_column_int64(s, 0);
	sqlite3_finalize(s);
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		return db_fail(db, d, "reading the database");
	return ST_OK;
}

/* --- abandoned games ----------------------------------------------------- */

int
db_game_abandon(struct db *db, const char *game, const char *time,
    struct diag *d)
{
	sqlite3_stmt *s;
	long gid = 0, marked = 0;
	int r, rc;

	/* the exact spelling first, as games are found (db.c) */
	if (!db->fresh && (r = one_long(db, "SELECT id FROM games WHERE "
	    "arbiter_fold(name) = arbiter_fold(?2) AND ?1 = ?1 ORDER BY "
	    "name = ?2 COLLATE BINARY DESC, id LIMIT 1", 0, game, &gid, d)))
		return r;
	if (gid == 0)
		return diag_set(d, ST_USAGE, "no game '%s' in this database "
		    "('games' lists them)", game);
	/* a file with no campaign table: none abandoned yet */
	if (time != NULL && (r = db_campaign_tables(db, d)))
		return r;
	if (db_has_campaigns(db) && (r = one_long(db, "SELECT count(*) FROM "
	    "abandoned WHERE game = ?1", gid, NULL, &marked, d)))
		return r;
	if (time != NULL && marked)
		return diag_set(d, ST_USAGE, "game '%s' is abandoned already "
		    "('campaign resume %s' takes it up again)", game, game);
	if (time == NULL && !marked)
		return diag_set(d, ST_USAGE, "game '%s' is not abandoned: there "
		    "is nothing to resume", game);
	s = time != NULL ? db_prepare(db, "INSERT INTO abandoned(game, time) "
	    "VALUES (?1, ?2)", d) : db_prepare(db, "DELETE FROM abandoned WHERE "
	    "game = ?1", d);
	if (s == NULL)
		return ST_ENV;
	sqlite3_bind_int64(s, 1, gid);
	if (time != NULL)
		sqlite3_bind_text(s, 2, time, -1, SQLITE_TRANSIENT);
	rc = sqlite3_step(s);
	sqlite3_finalize(s);
	if (rc != SQLITE_DONE)
		return db_fail(db, d, "marking the game");
	return ST_OK;
}

/* --- recorded results ---------------------------------------------------- */

/* Is name the name of a game or of a recorded result in campaign cid? */
int
db_campaign_holds(struct db *db, long cid, const char *name, int *held,
    struct diag *d)
{
	long n;
	int r = one_long(db, "SELECT (SELECT count(*) FROM results WHERE "
	    "campaign = ?1 AND arbiter_fold(name) = arbiter_fold(?2)) + "
	    "(SELECT count(*) FROM campaign_games c JOIN games g ON g.id = "
	    "c.game WHERE c.campaign = ?1 AND arbiter_fold(g.name) = "
	    "arbiter_fold(?2))", cid, name, &n, d);

	*held = n > 0;
	return r;
}

int
db_campaign_has(struct db *db, const char *campaign, const char *name,
    int *held, struct diag *d)
{
	long cid;
	int r;

	*held = 0;
	if ((r = db_campaign_id(db, campaign, &cid, d)))
		return r;
	return db_campaign_holds(db, cid, name, held, d);
}

long
db_campaign_next_ord(struct db *db, long cid, struct diag *d, int *r)
{
	long n;

	*r = one_long(db, "SELECT max(COALESCE((SELECT max(ord) FROM "
	    "campaign_games WHERE campaign = ?1), 0), COALESCE((SELECT "
	    "max(ord) FROM results WHERE campaign = ?1), 0)) + 1", cid, NULL,
	    &n, d);
	return n;
}

int
db_result_add(struct db *db, const char *campaign,
    const struct db_result *rows, int n, struct diag *d)
{
	sqlite3_stmt *s;
	long cid, ord;
	int r, held;

	if ((r = db_campaign_id(db, campaign, &cid, d)))
		return r;
	if ((r = db_campaign_holds(db, cid, rows[0].name, &held, d)))
		return r;
	if (held)
		return diag_set(d, ST_USAGE, "campaign '%s' has a game called "
		    "'%s' already: give the result another name", campaign,
		    rows[0].name);
	ord = db_campaign_next_ord(db, cid, d, &r);
	if (r != ST_OK)
		return r;
	if ((s = db_prepare(db, "INSERT INTO results(campaign, ord, seat, name, "
	    "ruleset, date, track, player, place, score, winner) VALUES (?1, "
	    "?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)", d)) == NULL)
		return ST_ENV;
	for (int i = 0; r == ST_OK && i < n; i++) {
		const struct db_result *x = &rows[i];
		sqlite3_reset(s);
		sqlite3_bind_int64(s, 1, cid);
		sqlite3_bind_int64(s, 2, ord);
		sqlite3_bind_int(s, 3, i);
		sqlite3_bind_text(s, 4, x->name, -1, SQLITE_TRANSIENT);
		sqlite3_bind_text(s, 5, x->ruleset, -1, SQLITE_TRANSIENT);
		sqlite3_bind_text(s, 6, x->date, -1, SQLITE_TRANSIENT);
		sqlite3_bind_text(s, 7, x->track, -1, SQLITE_TRANSIENT);
		sqlite3_bind_text(s, 8, x->player, -1, SQLITE_TRANSIENT);
		sqlite3_bind_int(s, 9, x->place);
		if (x->has_score)
			sqlite3_bind_int64(s, 10, x->score);
		else
			sqlite3_bind_null(s, 10);
		sqlite3_bind_int(s, 11, x->winner);
		if (sqlite3_step(s) != SQLITE_DONE)
			r = db_fail(db, d, "recording the result");
	}
	sqlite3_finalize(s);
	return r;
}

int
db_result_each(struct db *db, const char *campaign,
    int (*f)(void *ctx, const struct db_result *x), void *ctx,
    struct diag *d)
{
	sqlite3_stmt *s;
	long cid;
	int r, rc = SQLITE_DONE;

	if ((r = db_campaign_id(db, campaign, &cid, d)))
		return r;
	if ((s = db_prepare(db, "SELECT ord, seat, name, ruleset, date, track, "
	    "player, place, score, winner FROM results WHERE campaign = ?1 "
	    "ORDER BY ord, seat", d)) == NULL)
		return ST_ENV;
	sqlite3_bind_int64(s, 1, cid);
	while (r == 0 && (rc = sqlite3_step(s)) == SQLITE_ROW) {
		struct db_result x;
		x.ord = sqlite3_column_int64(s, 0);
		x.seat = sqlite3_column_int(s, 1);
		x.name = (const char *)sqlite3_column_text(s, 2);
		x.ruleset = (const char *)sqlite3_column_text(s, 3);
		x.date = (const char *)sqlite3_column_text(s, 4);
		x.track = (const char *)sqlite3_column_text(s, 5);
		x.player = (const char *)sqlite3_column_text(s, 6);
		x.place = sqlite3_column_int(s, 7);
		x.has_score = sqlite3_column_type(s, 8) != SQLITE_NULL;
		x.score = sqlite3_column_int64(s, 8);
		x.winner = sqlite3_column_int(s, 9);
		r = f(ctx, &x);
	}
	sqlite3_finalize(s);
	if (r == 0 && rc != SQLITE_DONE)
		return db_fail(db, d, "reading the campaign");
	return r;
}

int
db_result_remove(struct db *db, long cid, const char *name, int *removed,
    struct diag *d)
{
	sqlite3_stmt *s = db_prepare(db, "DELETE FROM results WHERE campaign = "
	    "?1 AND arbiter_fold(name) = arbiter_fold(?2)", d);
	int rc;

	*removed = 0;
	if (s == NULL)
		return ST_ENV;
	sqlite3_bind_int64(s, 1, cid);
	sqlite3_bind_text(s, 2, name, -1, SQLITE_TRANSIENT);
	rc = sqlite3_step(s);
	sqlite3_finalize(s);
	if (rc != SQLITE_DONE)
		return db_fail(db, d, "changing the campaign");
	*removed = sqlite3_changes(db->h) > 0;
	return ST_OK;
}
