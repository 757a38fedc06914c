/* campaign_record.c: 'campaign record': the result of a game played
 * without arbiter (a season begun on paper) put in a campaign, where it
 * counts in the standings as a finished game does, by every method:
 *
 *   campaign record NAME RULESET --date YYYY-MM-DD --players A,B,C
 *       --places 1,2,3 [--scores 10,7,4] [--game GAME]
 *   campaign record NAME --csv FILE
 *
 * The CSV is campaign_record_csv.c's.  Everything is checked before
 * anything is written, and a whole file is one transaction: a bad row
 * refuses it all, naming its line. */
#include "cmds.h"
#include "campaign.h"
#include "record.h"

#include <stdlib.h>
#include <string.h>

#include "core/base/utf8.h"

#define MAX_RULESETS 16

/* The rulesets read so far: a file names a few, many times. */
struct known {
	struct ruleset *rs[MAX_RULESETS];
	char id[MAX_RULESETS][72];
	int n;
};

static int
is_leap(long y)
{
	return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

/* YYYY-MM-DD, a day of the calendar; with time, a time of day may follow
 * ("T20:15:00Z", as campaign csv writes a game's last event). */
int
record_check_date(struct ctx *c, const char *s, int time)
{
	static const int days[] = { 31, 28, 31, 30, 31, 30, 31, 31, 30, 31,
	    30, 31 };
	int y, m, d, h, mi, se, n = 0, end = 0;

	if (sscanf(s, "%4d-%2d-%2d%n", &y, &m, &d, &n) == 3 && n == 10 &&
	    s[4] == '-' && s[7] == '-' && y >= 1900 && m >= 1 && m <= 12 &&
	    d >= 1 && d <= days[m - 1] + (m == 2 && is_leap(y))) {
		if (s[10] == '\0')
			return ST_OK;
		if (time && (s[10] == 'T' || s[10] == ' ') && sscanf(s + 11,
		    "%2d:%2d:%2d%n", &h, &mi, &se, &end) == 3 && end == 8 &&
		    h < 24 && mi < 60 && se < 61 && (s[19] == '\0' ||
		    strcmp(s + 19, "Z") == 0))
			return ST_OK;
	}
	return diag_set(&c->d, ST_USAGE, "date '%s' is not a day of the "
	    "calendar: give it as YYYY-MM-DD (2026-03-01)", s);
}

int
record_long(const char *s, long lo, long hi, long *v)
{
	char *end;

	if (*s == '\0' || (*s == '+' && s[1] != '\0' && s[1] != '-'))
		return -1;
	*v = strtol(s, &end, 10);
	return *end == '\0' && end != s && *v >= lo && *v <= hi ? 0 : -1;
}

/* The ruleset id names: its score track and player counts. */
static int
ruleset_of(struct ctx *c, struct known *kn, const char *id,
    const struct ruleset **out)
{
	struct rs_text *t;
	int n, r;

	for (int i = 0; i < kn->n; i++)
		if (strcmp(kn->id[i], id) == 0) {
			*out = kn->rs[i];
			return ST_OK;
		}
	if (kn->n == MAX_RULESETS)
		return diag_set(&c->d, ST_USAGE, "more than %d rulesets in one "
		    "file: record it in parts", MAX_RULESETS);
	if ((r = load_ruleset_files(c, id, NULL, 0, NULL, 0, &kn->rs[kn->n],
	    &t, &n)))
		return r;
	free_texts(t, n);
	snprintf(kn->id[kn->n], sizeof kn->id[0], "%s", id);
	*out = kn->rs[kn->n++];
	return ST_OK;
}

/* The places as given, "3,1,1" (a static buffer). */
static const char *
places_text(const struct result *x)
{
	static char buf[MAX_PLAYERS * 4];
	size_t len = 0;

	buf[0] = '\0';
	for (int i = 0; i < x->n && len < sizeof buf - 4; i++)
		len += (size_t)snprintf(buf + len, sizeof buf - len, "%s%d",
		    i ? "," : "", x->place[i]);
	return buf;
}

/* Places as standings give them: the first 1, and each next either the
 * one before (a shared place) or its position (1, 1, 3 and not 1, 1, 2). */
static int
check_places(struct ctx *c, const struct result *x)
{
	int sorted[MAX_PLAYERS];

	for (int i = 0; i < x->n; i++) {
		int at = i;
		if (x->place[i] < 1 || x->place[i] > x->n)
			return diag_set(&c->d, ST_USAGE, "place %d of %s: the "
			    "places of %d players run from 1 to %d",
			    x->place[i], x->players[i], x->n, x->n);
		while (at > 0 && sorted[at - 1] > x->place[i]) {
			sorted[at] = sorted[at - 1];
			at--;
		}
		sorted[at] = x->place[i];
	}
	if (x->n > 0 && sorted[0] != 1)
		return diag_set(&c->d, ST_USAGE, "places %s: nobody has place "
		    "1 (the places of a game start at 1)", places_text(x));
	for (int i = 1; i < x->n; i++)
		if (sorted[i] != (sorted[i] == sorted[i - 1] ? sorted[i - 1] :
		    i + 1))
			return diag_set(&c->d, ST_USAGE, "place %d cannot come "
			    "after %d player%s: the next place is %d (a shared "
			    "place leaves a gap: 1,1,3)", sorted[i], i, i == 1 ?
			    "" : "s", i + 1);
	return ST_OK;
}

/* Everything about one result that the rules and the names can tell. */
static int
check_result(struct ctx *c, struct known *kn, struct result *x)
{
	const struct ruleset *rs = NULL;
	int r, t;

	if ((r = ruleset_of(c, kn, x->ruleset, &rs)))
		return r;
	if (x->n < rs->players.min || x->n > rs->players.max)
		return diag_set(&c->d, ST_USAGE, "%s takes %ld to %ld players, "
		    "not %d", rs->id, rs->players.min, rs->players.max, x->n);
	for (int i = 0; i < x->n; i++) {
		if ((r = campaign_check_player(c, x->players[i])))
			return r;
		for (int j = 0; j < i; j++)
			if (utf8_name_eq(x->players[i], x->players[j]))
				return diag_set(&c->d, ST_USAGE, "player '%s' "
				    "is given twice", x->players[i]);
	}
	if ((r = check_places(c, x)))
		return r;
	for (int i = 0; i < x->n; i++)
		if (x->winner[i] && x->place[i] != 1)
			return diag_set(&c->d, ST_USAGE, "%s won but has place "
			    "%d: a winner has place 1", x->players[i],
			    x->place[i]);
	t = score_track(rs);
	if (x->scored && t < 0)
		return diag_set(&c->d, ST_USAGE, "%s keeps no score: leave the "
		    "scores out", rs->id);
	snprintf(x->ruleset, sizeof x->ruleset, "%s", rs->id);
	snprintf(x->track, sizeof x->track, "%s", x->scored ?
	    RS_RES(rs, t)->name : "");
	if (x->auto_name)
		snprintf(x->name, sizeof x->name, "%s-%.10s", rs->id, x->date);
	return check_game_name(c, x->name);
}

/* --- the command line ---------------------------------------------------- */

/* s split at commas into at most MAX_PLAYERS items of v (each up to n
 * bytes); their number, or -1 when there are too many or one is too long. */
static int
split(const char *s, char *v, size_t n)
{
	int k = 0;

	for (;;) {
		size_t w = strcspn(s, ",");
		if (k == MAX_PLAYERS || w >= n)
			return -1;
		snprintf(v + (size_t)k * n, n, "%.*s", (int)w, s);
		k++;
		if (s[w] == '\0')
			return k;
		s += w + 1;
	}
}

static int
numbers(struct ctx *c, const char *what, const char *s, int count, long lo,
    long *out)
{
	char v[MAX_PLAYERS][24];
	int n = split(s, &v[0][0], sizeof v[0]);

	if (n != count)
		return diag_set(&c->d, ST_USAGE, "%s '%s': give one for each of "
		    "the %d players, in their order", what, s, count);
	for (int i = 0; i < n; i++)
		if (record_long(v[i], lo, RS_VALUE_MAX, &out[i]))
			return diag_set(&c->d, ST_USAGE, "%s '%s': '%s' is not "
			    "a whole number%s", what, s, v[i], lo > 0 ?
			    " from 1" : "");
	return ST_OK;
}

static int
from_args(struct ctx *c, int argc, char **argv, struct result *x)
{
	const char *date = NULL, *players = NULL, *places = NULL,
	    *scores = NULL, *game = NULL;
	long v[MAX_PLAYERS];
	int r;

	memset(x, 0, sizeof *x);
	snprintf(x->ruleset, sizeof x->ruleset, "%s", argv[3]);
	for (int i = 4; i < argc; i += 2) {
		const char **to = strcmp(argv[i], "--date") == 0 ? &date :
		    strcmp(argv[i], "--players") == 0 ? &players :
		    strcmp(argv[i], "--places") == 0 ? &places :
		    strcmp(argv[i], "--scores") == 0 ? &scores :
		    strcmp(argv[i], "--game") == 0 ? &game : NULL;
		if (to == NULL || i + 1 == argc || *to != NULL)
			return diag_set(&c->d, ST_USAGE, "usage: campaign "
			    "record NAME RULESET --date YYYY-MM-DD --players "
			    "A,B... --places N,N... [--scores N,N...] [--game "
			    "GAME] | campaign record NAME --csv FILE");
		*to = argv[i + 1];
	}
	if (date == NULL || players == NULL || places == NULL)
		return diag_set(&c->d, ST_USAGE, "campaign record: give %s "
		    "(the date the game was played, its players and their "
		    "places)", date == NULL ? "--date" : players == NULL ?
		    "--players" : "--places");
	if ((r = record_check_date(c, date, 0)))
		return r;
	snprintf(x->date, sizeof x->date, "%s", date);
	if ((x->n = split(players, &x->players[0][0], sizeof x->players[0])) <
	    0)
		return diag_set(&c->d, ST_USAGE, "players '%s': at most %d, "
		    "each of 1 to %d bytes", players, MAX_PLAYERS,
		    NAME_MAX_LEN);
	if ((r = numbers(c, "places", places, x->n, 1, v)))
		return r;
	for (int i = 0; i < x->n; i++) {
		x->place[i] = (int)v[i];
		x->winner[i] = v[i] == 1;
	}
	if (scores != NULL && (r = numbers(c, "scores", scores, x->n,
	    -RS_VALUE_MAX, x->score)))
		return r;
	x->scored = scores != NULL;
	x->auto_name = game == NULL;
	snprintf(x->name, sizeof x->name, "%s", game ? game : "");
	if (game != NULL && strlen(game) >= sizeof x->name)
		return check_game_name(c, game);
	return ST_OK;
}

/* --- storing them --------------------------------------------------------- */

static int
store(struct ctx *c, const char *campaign, const char *file,
    struct result *x, int n)
{
	struct db_result rows[MAX_PLAYERS];
	int r;

	if ((r = ctx_db(c, &c->db)) || (r = db_begin(c->db, 1, &c->d)))
		return r;
	for (int k = 0; r == ST_OK && k < n; k++) {
		char base[80];
		int held = 0;
		/* a name made from the ruleset and the day takes a number
		 * when the campaign has it already */
		snprintf(base, sizeof base, "%s", x[k].name);
		for (int i = 2; x[k].auto_name; i++) {
			if ((r = db_campaign_has(c->db, campaign, x[k].name,
			    &held, &c->d)) || !held || i > 99)
				break;
			snprintf(x[k].name, sizeof x[k].name, "%.64s-%d", base,
			    i);
		}
		for (int i = 0; r == ST_OK && i < x[k].n; i++)
			rows[i] = (struct db_result){ 0, i, x[k].name,
			    x[k].ruleset, x[k].date, x[k].track,
			    x[k].players[i], x[k].place[i], x[k].scored,
			    x[k].winner[i], x[k].score[i] };
		if (r == ST_OK)
			r = db_result_add(c->db, campaign, rows, x[k].n, &c->d);
		if (r != ST_OK && file != NULL) {
			snprintf(c->d.file, sizeof c->d.file, "%s", file);
			c->d.line = x[k].line;
			c->d.col = 1;
		}
	}
	if (r != ST_OK) {
		db_rollback(c->db);
		return r;
	}
	return db_commit(c->db, &c->d);
}

static void
say(struct ctx *c, const char *campaign, const struct result *x, int n)
{
	if (c->json) {
		struct json *j = json_obj(), *a = json_arr();
		json_set(j, "campaign", json_str(campaign));
		for (int i = 0; i < n; i++)
			json_push(a, json_str(x[i].name));
		json_set(j, "recorded", a);
		out_json(c, j);
		json_free(j);
		return;
	}
	if (n == 1) {
		out_printf(c, "campaign %s: %s recorded (%s, %s, won by",
		    campaign, x->name, x->ruleset, x->date);
		for (int i = 0, w = 0; i < x->n; i++)
			if (x->winner[i])
				out_printf(c, "%s%s", w++ ? ", " : " ",
				    x->players[i]);
		out_printf(c, ")\n");
	} else {
		out_printf(c, "campaign %s: %d results recorded\n", campaign, n);
	}
}

int
campaign_record(struct ctx *c, int argc, char **argv)
{
	struct known kn = { .n = 0 };
	struct result *x = NULL;
	int n = 0, r;

	if (ctx_db_absent(c))
		return diag_set(&c->d, ST_USAGE, "no campaign '%s': there is no "
		    "database at '%s' yet", argv[2], c->db_path);
	if (argc == 5 && strcmp(argv[3], "--csv") == 0) {
		r = record_csv(c, argv[4], &x, &n);
	} else if (argc >= 4 && argv[3][0] != '-') {
		if ((x = calloc(1, sizeof *x)) == NULL)
			return diag_set(&c->d, ST_ENV, "out of memory");
		n = 1;
		r = from_args(c, argc, argv, x);
	} else {
		r = diag_set(&c->d, ST_USAGE, "usage: campaign record NAME "
		    "RULESET --date YYYY-MM-DD --players A,B... --places "
		    "N,N... [--scores N,N...] [--game GAME] | campaign record "
		    "NAME --csv FILE");
	}
	for (int i = 0; r == ST_OK && i < n; i++)
		if ((r = check_result(c, &kn, &x[i])) && x[i].line > 0) {
			snprintf(c->d.file, sizeof c->d.file, "%s", argv[4]);
			c->d.line = x[i].line;
			c->d.col = 1;
		}
	for (int i = 0; i < kn.n; i++)
		ruleset_free(kn.rs[i]);
	if (r == ST_OK && n == 0)
		r = diag_set(&c->d, ST_USAGE, "'%s' holds no result to record",
		    argv[4]);
	if (r == ST_OK && (r = store(c, argv[2], argc == 5 &&
	    strcmp(argv[3], "--csv") == 0 ? argv[4] : NULL, x, n)) == ST_OK)
		say(c, argv[2], x, n);
	free(x);
	return r;
}
