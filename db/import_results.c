/* import_results.c: the results recorded in another database's campaigns
 * (campaign record) brought with its games (import.c).  A campaign's games
 * and results share one order, and a rating (Elo) depends on it: what an
 * import brings to a campaign goes after what the campaign held here, in
 * the relative order it had there, games and results alike.  Everything
 * happens in the caller's transaction. */
#include "db_int.h"

#include <stdlib.h>

/* One thing to place in a campaign: a game imported (game, its id here)
 * or a recorded result (game 0), by its place there. */
struct item {
	long src_ord, game;
};

/* A campaign of src (src) and the one here (here). */
struct pair {
	long src, here;
};

static int
by_src_ord(const void *a, const void *b)
{
	const struct item *x = a, *y = b;

	return (x->src_ord > y->src_ord) - (x->src_ord < y->src_ord);
}

/* Copy the result at place src_ord of campaign p->src to place ord of
 * p->here, refusing when its name is taken there. */
static int
copy_result(struct db *db, struct db *src, const struct pair *p,
    long src_ord, long ord, struct diag *d)
{
	sqlite3_stmt *s = db_prepare(src, "SELECT r.seat, r.name, r.ruleset, "
	    "r.date, r.track, r.player, r.place, r.score, r.winner, c.name "
	    "FROM results r JOIN campaigns c ON c.id = r.campaign WHERE "
	    "r.campaign = ?1 AND r.ord = ?2 ORDER BY r.seat", d), *t;
	int r = ST_OK, rc = SQLITE_DONE, held, first = 1;

	if (s == NULL)
		return ST_ENV;
	if ((t = db_prepare(db, "INSERT INTO results(campaign, ord, seat, "
	    "name, ruleset, date, track, player, place, score, winner) VALUES "
	    "(?10, ?11, ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)", d)) == NULL) {
		sqlite3_finalize(s);
		return ST_ENV;
	}
	sqlite3_bind_int64(s, 1, p->src);
	sqlite3_bind_int64(s, 2, src_ord);
	while (r == ST_OK && (rc = sqlite3_step(s)) == SQLITE_ROW) {
		const char *name = (const char *)sqlite3_column_text(s, 1);
		const char *camp = (const char *)sqlite3_column_text(s, 9);

		if (first && (r = db_campaign_holds(db, p->here, name, &held,
		    d)) == ST_OK && held)
			r = diag_set(d, ST_USAGE, "campaign '%s' here has a game "
			    "or result called '%s' already: take it out here "
			    "('campaign remove %s %s') and import again", camp,
			    name, camp, name);
		first = 0;
		if (r != ST_OK)
			break;
		sqlite3_reset(t);
		for (int i = 0; i < 9; i++)
			sqlite3_bind_value(t, i + 1, sqlite3_column_value(s, i));
		sqlite3_bind_int64(t, 10, p->here);
		sqlite3_bind_int64(t, 11, ord);
		if (sqlite3_step(t) != SQLITE_DONE)
			r = db_fail(db, d, "copying the recorded result");
	}
	if (r == ST_OK && rc != SQLITE_DONE)
		r = db_fail(src, d, "reading the results to import");
	sqlite3_finalize(s);
	sqlite3_finalize(t);
	return r;
}

/* The items of campaign p: its games the import put here (log) and its
 * results there, by their place there (*v owned); *base is the place
 * here after which they go. */
static int
items(struct db *db, struct db *src, const struct pair *p,
    const struct db_import_log *log, struct item **v, int *n, long *base,
    struct diag *d)
{
	sqlite3_stmt *s;
	struct item *w;
	int r = ST_OK, rc;

	*v = NULL;
	*n = 0;
	*base = -1;
	for (int i = 0; i < log->n; i++) {
		const struct db_import_entry *e = &log->e[i];
		if (e->src_campaign != p->src || e->campaign != p->here)
			continue;
		if ((w = realloc(*v, (size_t)(*n + 1) * sizeof *w)) == NULL)
			return diag_set(d, ST_ENV, "out of memory");
		*v = w;
		w[(*n)++] = (struct item){ e->src_ord, e->game };
		/* the import put its games at the campaign's end */
		if (*base < 0 || e->ord - 1 < *base)
			*base = e->ord - 1;
	}
	if (*base < 0 && (*base = db_campaign_next_ord(db, p->here, d, &r) -
	    1, r != ST_OK))
		return r;
	if ((s = db_prepare(src, "SELECT DISTINCT ord FROM results WHERE "
	    "campaign = ?1 ORDER BY ord", d)) == NULL)
		return ST_ENV;
	sqlite3_bind_int64(s, 1, p->src);
	while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
		if ((w = realloc(*v, (size_t)(*n + 1) * sizeof *w)) == NULL) {
			sqlite3_finalize(s);
			return diag_set(d, ST_ENV, "out of memory");
		}
		*v = w;
		w[(*n)++] = (struct item){ sqlite3_column_int64(s, 0), 0 };
	}
	sqlite3_finalize(s);
	if (rc != SQLITE_DONE)
		return db_fail(src, d, "reading the results to import");
	qsort(*v, (size_t)*n, sizeof **v, by_src_ord);
	return ST_OK;
}

/* Place campaign p's imported games and copy its results, in order. */
static int
place(struct db *db, struct db *src, const struct pair *p,
    const struct db_import_log *log, struct diag *d)
{
	struct item *v;
	sqlite3_stmt *u;
	long base;
	int n, r;

	if ((r = items(db, src, p, log, &v, &n, &base, d))) {
		free(v);
		return r;
	}
	if ((u = db_prepare(db, "UPDATE campaign_games SET ord = ?3 WHERE "
	    "campaign = ?1 AND game = ?2", d)) == NULL) {
		free(v);
		return ST_ENV;
	}
	for (int i = 0; r == ST_OK && i < n; i++) {
		if (v[i].game == 0) {
			r = copy_result(db, src, p, v[i].src_ord, base + 1 + i,
			    d);
			continue;
		}
		sqlite3_reset(u);
		sqlite3_bind_int64(u, 1, p->here);
		sqlite3_bind_int64(u, 2, v[i].game);
		sqlite3_bind_int64(u, 3, base + 1 + i);
		if (sqlite3_step(u) != SQLITE_DONE)
			r = db_fail(db, d, "putting the game in its campaign");
	}
	sqlite3_finalize(u);
	free(v);
	return r;
}

static int
add_pair(struct pair **v, int *n, long from, long here, struct diag *d)
{
	struct pair *w;

	for (int i = 0; i < *n; i++)
		if ((*v)[i].src == from)
			return ST_OK;
	if ((w = realloc(*v, (size_t)(*n + 1) * sizeof *w)) == NULL)
		return diag_set(d, ST_ENV, "out of memory");
	*v = w;
	w[(*n)++] = (struct pair){ from, here };
	return ST_OK;
}

/* With all, every campaign of src that holds recorded results (made here
 * when missing). */
static int
all_pairs(struct db *db, struct db *src, struct pair **v, int *n,
    struct diag *d)
{
	sqlite3_stmt *s = db_prepare(src, "SELECT DISTINCT campaign FROM "
	    "results ORDER BY campaign", d);
	int r = ST_OK, rc = SQLITE_DONE;
	long here;

	if (s == NULL)
		return ST_ENV;
	while (r == ST_OK && (rc = sqlite3_step(s)) == SQLITE_ROW)
		if ((r = db_import_campaign(db, src, sqlite3_column_int64(s, 0),
		    &here, d)) == ST_OK)
			r = add_pair(v, n, sqlite3_column_int64(s, 0), here, d);
	if (r == ST_OK && rc != SQLITE_DONE)
		r = db_fail(src, d, "reading the results to import");
	sqlite3_finalize(s);
	return r;
}

int
db_import_results(struct db *db, struct db *src, int all,
    const struct db_import_log *log, struct diag *d)
{
	struct pair *v = NULL;
	int n = 0, r = ST_OK;

	/* no tables: nothing recorded */
	if (!db_has_campaigns(src))
		return ST_OK;
	for (int i = 0; r == ST_OK && i < log->n; i++)
		r = add_pair(&v, &n, log->e[i].src_campaign,
		    log->e[i].campaign, d);
	if (r == ST_OK && all)
		r = all_pairs(db, src, &v, &n, d);
	for (int i = 0; r == ST_OK && i < n; i++)
		r = place(db, src, &v[i], log, d);
	free(v);
	return r;
}
