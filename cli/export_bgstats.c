/* export_bgstats.c: `export bgstats`, the play as the BG Stats app imports
 * it ("push plays to BG Stats from other apps": a JSON object handed to
 * https://app.bgstatsapp.com/createPlay.html?data=...).  The fields are
 * those third-party implementations of that import use; see arbiter(1).
 * That format has no field for a play left unfinished: a game abandoned
 * (campaign abandon) goes with no rank and no score, nobody its winner,
 * "ignored" set (the field of BG Stats' own play records that keeps a play
 * out of its statistics) and its comments saying it was abandoned. */
#include "report.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* "2026-11-21T18:04:05Z" -> "2026-11-21 19:04:05", in local time as the
 * app reads it (TZ); the seconds since the epoch in *t (0 when it does not
 * read). */
static void
bgs_time(const char *iso, char *buf, size_t n, long long *t)
{
	int y, mo, d, h, mi, se;

	*t = 0;
	if (sscanf(iso, "%d-%d-%dT%d:%d:%dZ", &y, &mo, &d, &h, &mi, &se) != 6) {
		snprintf(buf, n, "%s", iso);
		return;
	}
	snprintf(buf, n, "%04d-%02d-%02d %02d:%02d:%02d", y, mo, d, h, mi, se);
	/* days from the civil date (proleptic Gregorian), for a duration */
	{
		long long yy = y - (mo <= 2), era = (yy >= 0 ? yy : yy - 399) /
		    400, yoe = yy - era * 400;
		long long doy = (153 * (mo + (mo > 2 ? -3 : 9)) + 2) / 5 + d - 1;
		long long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
		*t = ((era * 146097 + doe - 719468) * 24 + h) * 3600 +
		    mi * 60 + se;
	}
	{
		time_t tt = (time_t)*t;
		struct tm tm;
		if (localtime_r(&tt, &tm) != NULL)
			strftime(buf, n, "%Y-%m-%d %H:%M:%S", &tm);
	}
}

struct last_time {
	char time[40];
};

static int
last_event(void *ctx, const struct db_event *e)
{
	snprintf(((struct last_time *)ctx)->time, sizeof
	    ((struct last_time *)ctx)->time, "%s", e->time);
	return 0;
}

int
export_bgstats(struct ctx *c, struct session *s, struct json **out)
{
	const struct ruleset *rs = s->rs;
	const struct state *st = s->st;
	struct json *j = json_obj(), *game = json_obj(), *players = json_arr();
	struct last_time lt = { "" };
	struct standings x;
	char date[40], start[40], id[160];
	const char *gone = s->g.abandoned != NULL ? s->g.abandoned : "";
	long long t0, t1;
	int r;

	*out = NULL;
	if ((r = db_event_each(c->db, &s->g, 1, last_event, &lt,
	    &c->d))) {
		json_free(j);
		json_free(game);
		json_free(players);
		return r;
	}
	standings_of(rs, st, NULL, &x);
	/* the play's date is when it ended (its last event), as the
	 * implementations of the import read it: the duration runs from the
	 * game's creation */
	bgs_time(s->g.created, start, sizeof start, &t0);
	bgs_time(lt.time[0] ? lt.time : s->g.created, date, sizeof date, &t1);
	snprintf(id, sizeof id, "%s@%s", s->g.name, s->g.created);
	json_set(j, "sourceName", json_str("arbiter"));
	json_set(j, "sourcePlayId", json_str(id));
	json_set(j, "playDate", json_str(date));
	json_set(j, "durationMin", json_int(t1 > t0 ? (long)((t1 - t0) / 60) :
	    0));
	json_set(game, "name", json_str(rs->title));
	json_set(game, "sourceGameId", json_str(rs->id));
	json_set(game, "highestWins", json_bool(x.score >= 0));
	json_set(game, "noPoints", json_bool(x.score < 0));
	json_set(j, "game", game);
	for (int p = 0; p < st->nplayers; p++) {
		struct json *o;
		const struct player *pl = &st->players[p];
		if (pl->person != p)
			continue;	/* the person is there by a first seat */
		o = json_obj();
		/* the faction, or the role where players differ in it */
		const char *role = pl->faction >= 0 ? VEC_AT(rs->factions,
		    struct faction_def, pl->faction)->name : pl->role >= 0 &&
		    rs->roles.n > 1 ? RS_ROLE(rs, pl->role)->name : "";
		json_set(o, "name", json_str(pl->name));
		json_set(o, "sourcePlayerId", json_str(pl->name));
		if (x.score >= 0 && !gone[0])
			json_set(o, "score", json_int(x.value[p]));
		json_set(o, "winner", json_bool(!gone[0] &&
		    (x.winners & 1u << p)));
		/* seats are given in turn order: seat 1 starts */
		json_set(o, "startPlayer", json_bool(p == 0));
		if (!gone[0])
			json_set(o, "rank", json_int(x.place[p]));
		json_set(o, "role", json_str(role));
		json_push(players, o);
	}
	json_set(j, "players", players);
	if (gone[0])
		json_set(j, "ignored", json_bool(1));
	{
		char comments[400];
		snprintf(comments, sizeof comments, "arbiter game %s "
		    "(ruleset %s, seed %llu): %s", s->g.name, rs->id,
		    s->g.seed, gone[0] ? "abandoned unfinished, no result" :
		    x.over ? "finished" : "not finished");
		json_set(j, "comments", json_str(comments));
	}
	*out = j;
	return ST_OK;
}

/* The link that hands a play to the app: its JSON, percent-encoded. */
void
bgstats_url(const struct json *play, struct strbuf *b)
{
	struct strbuf t;

	sb_init(&t);
	json_write(&t, play, 0);
	sb_add(b, "https://app.bgstatsapp.com/createPlay.html?data=");
	for (const unsigned char *p = (const unsigned char *)sb_str(&t); *p;
	    p++) {
		if ((*p >= 'A' && *p <= 'Z') || (*p >= 'a' && *p <= 'z') ||
		    (*p >= '0' && *p <= '9') || strchr("-_.~", *p))
			sb_addc(b, (char)*p);
		else
			sb_printf(b, "%%%02X", *p);
	}
	sb_addc(b, '\n');
	sb_release(&t);
}
