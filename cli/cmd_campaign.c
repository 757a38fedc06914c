/* cmd_campaign.c: campaigns, named groups of games played by a group,
 * with standings across them: each finished game's winners and places (as
 * the game's own standings give them, report.h) add up per player, and
 * the players are ranked by wins, then the score they took from the games
 * with a score track, then the opponents they finished ahead of.  Games
 * still under way are listed but not counted. */
#include "cmds.h"
#include "report.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "core/base/rank.h"
#include "core/base/utf8.h"
#include "table.h"

#define MAX_ENTRANTS 64

struct entrant {
	char name[NAME_MAX_LEN + 1];
	long games, wins, score, beaten;
};

struct one_game {
	char *name;
	char ruleset[72];
	int over;
	long round;
	char *winner;		/* or NULL */
	struct standings st;
	char players[MAX_PLAYERS][NAME_MAX_LEN + 1];
	int person[MAX_PLAYERS];	/* the seat of the person who plays
					   each seat */
	char track[64];		/* the score track's name, or "" */
};

struct campaign {
	char *name, *created;
	struct one_game *g;
	int ng;
	struct entrant e[MAX_ENTRANTS];
	int ne;
	int order[MAX_ENTRANTS], place[MAX_ENTRANTS];
	char why[MAX_ENTRANTS][WHY_MAX];
	char score_word[64];	/* "victory points", or "score" when the
				   games' tracks differ */
};

static int
check_name(struct ctx *c, const char *name)
{
	size_t len = strlen(name);

	if (len == 0 || len > 64)
		return diag_set(&c->d, ST_USAGE, "a campaign name has 1 to 64 "
		    "characters");
	for (const unsigned char *p = (const unsigned char *)name; *p; p++)
		if (*p < 0x21 || *p == 0x7f || strchr("\"'\\#", *p))
			return diag_set(&c->d, ST_USAGE, "campaign name '%s' has "
			    "a character names cannot have (spaces, quotes, "
			    "'\\', '#', control characters)", name);
	if (!utf8_valid(name))
		return diag_set(&c->d, ST_USAGE, "campaign name '%s' is not "
		    "UTF-8 text", name);
	return cli_check_unseen(c, "campaign", name);
}

static struct entrant *
entrant(struct campaign *k, const char *name)
{
	for (int i = 0; i < k->ne; i++)
		if (utf8_name_eq(k->e[i].name, name))
			return &k->e[i];
	if (k->ne == MAX_ENTRANTS)
		return NULL;
	memset(&k->e[k->ne], 0, sizeof k->e[k->ne]);
	snprintf(k->e[k->ne].name, sizeof k->e[k->ne].name, "%s", name);
	return &k->e[k->ne++];
}

/* Read one game's standings (in its own read transaction). */
static int
read_game(struct ctx *c, const char *name, struct one_game *g)
{
	struct session s;
	char *keep = c->game;
	int r;

	c->game = (char *)name;
	r = session_begin(c, &s, 0);
	c->game = keep;
	if (r != ST_OK)
		return r;
	snprintf(g->ruleset, sizeof g->ruleset, "%s", s.rs->id);
	g->over = state_over(s.st);
	g->round = s.st->round;
	g->winner = game_winner(s.rs, s.st);
	standings_of(s.rs, s.st, NULL, &g->st);
	for (int p = 0; p < s.st->nplayers; p++) {
		snprintf(g->players[p], sizeof g->players[p], "%s",
		    s.st->players[p].name);
		g->person[p] = s.st->players[p].person;
	}
	if (g->st.score >= 0)
		snprintf(g->track, sizeof g->track, "%s",
		    RS_RES(s.rs, g->st.score)->name);
	session_end(c, &s, 0);
	return ST_OK;
}

static void
tally(struct campaign *k)
{
	enum rank_dir dir[3] = { RANK_HIGH, RANK_HIGH, RANK_HIGH };
	long vals[MAX_ENTRANTS * 3];
	int decided[MAX_ENTRANTS];

	k->score_word[0] = '\0';
	for (int i = 0; i < k->ng; i++) {
		const struct one_game *g = &k->g[i];
		if (!g->over)
			continue;
		if (g->track[0] != '\0')
			snprintf(k->score_word, sizeof k->score_word, "%s",
			    k->score_word[0] == '\0' || strcmp(k->score_word,
			    g->track) == 0 ? g->track : "score");
		for (int p = 0; p < g->st.n; p++) {
			/* a person who played several seats counts once, by
			 * the first */
			struct entrant *e = g->person[p] == p ?
			    entrant(k, g->players[p]) : NULL;
			if (e == NULL)
				continue;
			e->games++;
			e->wins += (g->st.winners & 1u << p) != 0;
			e->score += g->st.score >= 0 ? g->st.value[p] : 0;
			for (int q = 0; q < g->st.n; q++)
				e->beaten += g->st.place[q] > g->st.place[p];
		}
	}
	if (k->score_word[0] == '\0')
		snprintf(k->score_word, sizeof k->score_word, "score");
	for (int i = 0; i < k->ne; i++) {
		vals[i * 3] = k->e[i].wins;
		vals[i * 3 + 1] = k->e[i].score;
		vals[i * 3 + 2] = k->e[i].beaten;
	}
	rank_order(k->ne, 3, vals, dir, k->order, decided);
	for (int i = 0; i < k->ne; i++) {
		const struct entrant *a = &k->e[k->order[i]], *b;
		k->place[i] = i > 0 && decided[i - 1] == RANK_TIED ?
		    k->place[i - 1] : i + 1;
		if (i + 1 == k->ne)
			continue;
		b = &k->e[k->order[i + 1]];
		if (decided[i] == 0)
			snprintf(k->why[i], WHY_MAX, "wins %ld to %ld", a->wins,
			    b->wins);
		else if (decided[i] == 1)
			snprintf(k->why[i], WHY_MAX, "%s %ld to %ld",
			    k->score_word, a->score, b->score);
		else if (decided[i] == 2)
			snprintf(k->why[i], WHY_MAX, "opponents finished ahead "
			    "of %ld to %ld", a->beaten, b->beaten);
		else
			snprintf(k->why[i], WHY_MAX, "tied on wins, %s and "
			    "opponents finished ahead of", k->score_word);
	}
}

static void
campaign_free(struct campaign *k)
{
	for (int i = 0; i < k->ng; i++) {
		free(k->g[i].name);
		free(k->g[i].winner);
	}
	free(k->g);
	free(k->name);
	free(k->created);
	memset(k, 0, sizeof *k);
}

static int
campaign_read(struct ctx *c, const char *name, struct campaign *k)
{
	char **games = NULL;
	int n = 0, r;

	memset(k, 0, sizeof *k);
	if ((r = ctx_db(c, &c->db)) || (r = db_begin(c->db, 0, &c->d)))
		return r;
	r = db_campaign_get(c->db, name, &k->name, &k->created, &games, &n,
	    &c->d);
	db_rollback(c->db);
	if (r == ST_OK && n > 0 && (k->g = calloc((size_t)n,
	    sizeof *k->g)) == NULL)
		r = diag_set(&c->d, ST_ENV, "out of memory");
	for (int i = 0; r == ST_OK && i < n; i++) {
		k->g[i].name = strdup(games[i]);
		k->ng++;
		r = read_game(c, games[i], &k->g[i]);
	}
	free_list(games, n);
	if (r == ST_OK)
		tally(k);
	return r;
}

/* --- showing it ------------------------------------------------------------- */

static void
games_text(struct ctx *c, const struct campaign *k, struct strbuf *b)
{
	struct table t;
	const char *head[] = { "game", "ruleset", "state", "winner" };

	(void)c;
	table_init(&t, 4);
	table_row(&t, head);
	for (int i = 0; i < k->ng; i++) {
		const struct one_game *g = &k->g[i];
		char state[64];
		const char *row[4];
		snprintf(state, sizeof state, g->over ? "over in round %ld" :
		    "round %ld, not counted", g->round);
		row[0] = g->name;
		row[1] = g->ruleset;
		row[2] = state;
		row[3] = g->winner ? g->winner : "-";
		table_row(&t, row);
	}
	table_write(&t, b, 0);
	table_release(&t);
}

static void
standings_text(const struct campaign *k, struct strbuf *b)
{
	struct table t;
	const char *head[] = { "place", "player", "games", "wins",
	    k->score_word, "ahead of" };

	table_init(&t, 6);
	table_row(&t, head);
	t.right[0] = t.right[2] = t.right[3] = t.right[4] = t.right[5] = 1;
	for (int i = 0; i < k->ne; i++) {
		const struct entrant *e = &k->e[k->order[i]];
		char v[5][24];
		const char *row[6];
		snprintf(v[0], sizeof v[0], "%d", k->place[i]);
		snprintf(v[1], sizeof v[1], "%ld", e->games);
		snprintf(v[2], sizeof v[2], "%ld", e->wins);
		snprintf(v[3], sizeof v[3], "%ld", e->score);
		snprintf(v[4], sizeof v[4], "%ld", e->beaten);
		row[0] = v[0];
		row[1] = e->name;
		row[2] = v[1];
		row[3] = v[2];
		row[4] = v[3];
		row[5] = v[4];
		table_row(&t, row);
	}
	table_write(&t, b, 0);
	table_release(&t);
}

static void
why_text(const struct campaign *k, struct strbuf *b, const char *bullet,
    int md)
{
	const char *names[MAX_ENTRANTS];

	for (int i = 0; i < k->ne; i++)
		names[i] = k->e[k->order[i]].name;
	standings_explain(b, bullet, md, k->ne, names, k->place,
	    (const char (*)[WHY_MAX])k->why);
}

static struct json *
campaign_json(const struct campaign *k)
{
	struct json *j = json_obj(), *games = json_arr(), *st = json_arr();

	json_set(j, "campaign", json_str(k->name));
	json_set(j, "created", json_str(k->created));
	for (int i = 0; i < k->ng; i++) {
		const struct one_game *g = &k->g[i];
		struct json *o = json_obj(), *pl = json_arr();
		json_set(o, "name", json_str(g->name));
		json_set(o, "ruleset", json_str(g->ruleset));
		json_set(o, "over", json_bool(g->over));
		json_set(o, "round", json_int(g->round));
		json_set(o, "winner", json_str(g->winner));
		for (int n = 0; n < g->st.n; n++) {
			int p = g->st.order[n];
			struct json *x = json_obj();
			json_set(x, "name", json_str(g->players[p]));
			json_set(x, "place", json_int(g->st.place[p]));
			json_set(x, "score", g->st.score >= 0 ?
			    json_int(g->st.value[p]) : json_null());
			json_push(pl, x);
		}
		json_set(o, "standings", pl);
		json_push(games, o);
	}
	json_set(j, "games", games);
	for (int i = 0; i < k->ne; i++) {
		const struct entrant *e = &k->e[k->order[i]];
		struct json *o = json_obj();
		json_set(o, "place", json_int(k->place[i]));
		json_set(o, "name", json_str(e->name));
		json_set(o, "games", json_int(e->games));
		json_set(o, "wins", json_int(e->wins));
		json_set(o, "score", json_int(e->score));
		json_set(o, "ahead_of", json_int(e->beaten));
		json_set(o, "ahead_because", i + 1 < k->ne ?
		    json_str(k->why[i]) : json_null());
		json_push(st, o);
	}
	json_set(j, "standings", st);
	return j;
}

static void
report_md(const struct campaign *k, struct strbuf *b)
{
	int finished = 0;

	for (int i = 0; i < k->ng; i++)
		finished += k->g[i].over;
	sb_add(b, "# Campaign ");
	md_str(b, k->name);
	sb_add(b, "\n\nStarted ");
	md_str(b, k->created);
	sb_printf(b, "; %d game%s, %d finished.\n", k->ng, k->ng == 1 ? "" :
	    "s", finished);
	sb_add(b, "\n## Standings\n\n| place | player | games | wins | ");
	md_str(b, k->score_word);
	sb_add(b, " | ahead of |\n|---:|---|---:|---:|---:|---:|\n");
	for (int i = 0; i < k->ne; i++) {
		const struct entrant *e = &k->e[k->order[i]];
		sb_printf(b, "| %d | ", k->place[i]);
		md_str(b, e->name);
		sb_printf(b, " | %ld | %ld | %ld | %ld |\n", e->games, e->wins,
		    e->score, e->beaten);
	}
	if (k->ne > 1) {
		sb_add(b, "\nRanked by wins, then ");
		md_str(b, k->score_word);
		sb_add(b, ", then the opponents finished ahead of:\n\n");
		why_text(k, b, "- ", 1);
	}
	sb_add(b, "\n## Games\n\n");
	for (int i = 0; i < k->ng; i++) {
		const struct one_game *g = &k->g[i];
		sb_add(b, "- **");
		md_str(b, g->name);
		sb_add(b, "** (");
		md_code(b, g->ruleset);
		sb_add(b, "): ");
		if (!g->over) {
			sb_printf(b, "round %ld, not finished.", g->round);
		} else {
			sb_printf(b, "over in round %ld, ", g->round);
			md_str(b, g->winner ? g->winner : "nobody");
			sb_add(b, " won.");
		}
		for (int n = 0; n < g->st.n; n++) {
			int p = g->st.order[n];
			sb_printf(b, "%s%d. ", n ? ", " : " Places: ",
			    g->st.place[p]);
			md_str(b, g->players[p]);
			if (g->st.score >= 0)
				sb_printf(b, " (%ld)", g->st.value[p]);
		}
		sb_add(b, "\n");
	}
}

/* --- the command ------------------------------------------------------------ */

static int
campaign_change(struct ctx *c, int argc, char **argv)
{
	const char *what = argv[1];
	char now[32], *name;
	int r;

	if ((r = check_name(c, argv[2])))
		return r;
	/* kept in NFC as typed; found by its case fold */
	if ((name = utf8_nfc(argv[2])) == NULL)
		return diag_set(&c->d, ST_ENV, "out of memory");
	if ((r = ctx_db(c, &c->db)) || (r = db_begin(c->db, 1, &c->d)))
		goto out;
	if (strcmp(what, "new") == 0) {
		now_iso(now, sizeof now);
		r = db_campaign_create(c->db, name, now, &c->d);
	} else {
		for (int i = 3; i < argc && r == ST_OK; i++)
			r = strcmp(what, "add") == 0 ? db_campaign_add(c->db,
			    name, argv[i], &c->d) : db_campaign_remove(c->db,
			    name, argv[i], &c->d);
	}
	if (r != ST_OK) {
		db_rollback(c->db);
		goto out;
	}
	if ((r = db_commit(c->db, &c->d)))
		goto out;
	if (c->json) {
		struct json *j = json_obj();
		json_set(j, "campaign", json_str(name));
		json_set(j, "done", json_str(what));
		out_json(c, j);
		json_free(j);
	} else if (strcmp(what, "new") == 0) {
		out_printf(c, "new campaign %s: 'campaign add %s GAME' puts "
		    "games in it\n", name, name);
	} else {
		out_printf(c, "campaign %s: %d game%s %s\n", name, argc - 3,
		    argc - 3 == 1 ? "" : "s", strcmp(what, "add") == 0 ?
		    "added" : "taken out");
	}
out:
	free(name);
	return r;
}

static int
add_name(void *ctx, const char *name)
{
	struct json *a = ctx;

	json_push(a, json_str(name));
	return 0;
}

static int
campaign_list(struct ctx *c)
{
	struct json *a = json_arr();
	int r;

	if (!ctx_db_absent(c) && ((r = ctx_db(c, &c->db)) ||
	    (r = db_begin(c->db, 0, &c->d)) || (r = db_campaign_each(c->db,
	    add_name, a, &c->d)))) {
		if (c->db != NULL)
			db_rollback(c->db);
		json_free(a);
		return r;
	}
	if (c->db != NULL)
		db_rollback(c->db);
	if (c->json)
		out_json(c, a);
	else if (a->n == 0)
		out_printf(c, "no campaigns yet ('campaign new NAME' starts "
		    "one)\n");
	for (int i = 0; !c->json && i < a->n; i++)
		out_printf(c, "%s\n", a->v[i]->s);
	json_free(a);
	return ST_OK;
}

int
cmd_campaign(struct ctx *c, int argc, char **argv)
{
	static const char *const usage_text = "usage: campaign new NAME | "
	    "campaign add|remove NAME GAME... | campaign list | campaign "
	    "show|report NAME";
	const char *what = argv[1];
	struct campaign k;
	struct strbuf b;
	int r;

	if (strcmp(what, "list") == 0 && argc == 2)
		return campaign_list(c);
	if ((strcmp(what, "new") == 0 && argc == 3) || ((strcmp(what, "add") ==
	    0 || strcmp(what, "remove") == 0) && argc >= 4))
		return campaign_change(c, argc, argv);
	if ((strcmp(what, "show") != 0 && strcmp(what, "report") != 0) ||
	    argc != 3)
		return diag_set(&c->d, ST_USAGE, "%s", usage_text);
	if (ctx_db_absent(c))
		return diag_set(&c->d, ST_USAGE, "no campaign '%s': there is no "
		    "database at '%s' yet", argv[2], c->db_path);
	if ((r = campaign_read(c, argv[2], &k))) {
		campaign_free(&k);
		return r;
	}
	sb_init(&b);
	if (c->json) {
		struct json *j = campaign_json(&k);
		out_json(c, j);
		json_free(j);
	} else if (strcmp(what, "report") == 0) {
		report_md(&k, &b);
		out_text(c, sb_str(&b));
	} else {
		sb_printf(&b, "campaign %s, started %s\n", k.name, k.created);
		games_text(c, &k, &b);
		if (k.ne > 0) {
			sb_addc(&b, '\n');
			standings_text(&k, &b);
			why_text(&k, &b, "", 0);
		} else {
			sb_add(&b, "no finished game yet: no standings\n");
		}
		out_text(c, sb_str(&b));
	}
	sb_release(&b);
	campaign_free(&k);
	return ST_OK;
}
