/* cmd_campaign.c: campaigns, named groups of games played by a group,
 * with standings across them, ranked by the campaign's standing method
 * (campaign_rank.c): the command, and what it prints. */
#include "cmds.h"
#include "campaign.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "core/base/utf8.h"
#include "table.h"

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
		if (g->recorded)
			snprintf(state, sizeof state, "recorded, no log");
		else if (g->abandoned)
			snprintf(state, sizeof state, "abandoned in round %ld, "
			    "not counted", g->round);
		else
			snprintf(state, sizeof state, g->over ? "over in round "
			    "%ld" : "round %ld, not counted", g->round);
		row[0] = g->name;
		row[1] = g->ruleset;
		row[2] = state;
		row[3] = g->winner ? g->winner : "-";
		table_row(&t, row);
	}
	table_write(&t, b, 0);
	table_release(&t);
}

/* The standings' columns: place, player, games, wins, the score when the
 * games' scores add up, the method's own value, the opponents finished
 * ahead of.  Row i (-1: the heading) into cells; their number. */
static int
cells(const struct campaign *k, int i, char (*v)[64], int *right)
{
	const struct entrant *e = i >= 0 ? &k->e[k->order[i]] : NULL;
	int n = 0;

#define CELL(head, ...) do { \
		if (e == NULL) \
			snprintf(v[n], 64, "%s", head); \
		else \
			snprintf(v[n], 64, __VA_ARGS__); \
		right[n] = n != 1; \
		n++; \
	} while (0)
	CELL("place", "%d", i >= 0 ? k->place[i] : 0);
	CELL("player", "%s", e ? e->name : "");
	CELL("games", "%ld", e ? e->games : 0);
	CELL("wins", "%ld", e ? e->wins : 0);
	if (k->score_word[0] != '\0')
		CELL(k->score_word, "%ld", e ? e->score : 0);
	if (k->m.by != BY_WINS) {
		char mv[64] = "";
		if (e != NULL)
			method_value(k, e, mv, sizeof mv);
		CELL(method_column(&k->m), "%s", mv);
	}
	CELL("ahead of", "%ld", e ? e->beaten : 0);
#undef CELL
	return n;
}

static void
standings_text(const struct campaign *k, struct strbuf *b)
{
	struct table t;
	char v[7][64];
	const char *row[7];
	int right[7], n = cells(k, -1, v, right);

	table_init(&t, n);
	for (int i = 0; i < n; i++) {
		t.right[i] = right[i];
		row[i] = v[i];
	}
	table_row(&t, row);
	for (int i = 0; i < k->ne; i++) {
		cells(k, i, v, right);
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
	struct strbuf b;
	char m[160];

	json_set(j, "campaign", json_str(k->name));
	json_set(j, "created", json_str(k->created));
	method_format(&k->m, m, sizeof m);
	json_set(j, "method", json_str(m));
	sb_init(&b);
	method_explain(k, &b);
	json_set(j, "ranked_by", json_str(sb_str(&b)));
	sb_release(&b);
	for (int i = 0; i < k->ng; i++) {
		const struct one_game *g = &k->g[i];
		struct json *o = json_obj(), *pl;
		json_set(o, "name", json_str(g->name));
		json_set(o, "ruleset", json_str(g->ruleset));
		json_set(o, "over", json_bool(g->over));
		json_set(o, "abandoned", json_bool(g->abandoned));
		json_set(o, "recorded", json_bool(g->recorded));
		json_set(o, "round", g->recorded ? json_null() :
		    json_int(g->round));
		json_set(o, "winner", json_str(g->winner));
		json_set(o, "ended", json_str(g->ended));
		pl = json_arr();
		for (int n = 0; n < g->st.n; n++)
			if (g->st.winners & 1u << g->st.order[n])
				json_push(pl, json_str(
				    g->players[g->st.order[n]]));
		if (!g->over) {
			json_free(pl);
			pl = json_null();
		}
		json_set(o, "winners", pl);
		pl = json_arr();
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
	games = json_arr();
	for (int i = 0; i < k->nalias; i++) {
		struct json *o = json_obj();
		json_set(o, "player", json_str(k->alias[i].from));
		json_set(o, "as", json_str(k->alias[i].to));
		json_push(games, o);
	}
	json_set(j, "renamed", games);
	for (int i = 0; i < k->ne; i++) {
		const struct entrant *e = &k->e[k->order[i]];
		struct json *o = json_obj();
		json_set(o, "place", json_int(k->place[i]));
		json_set(o, "name", json_str(e->name));
		json_set(o, "games", json_int(e->games));
		json_set(o, "wins", json_int(e->wins));
		json_set(o, "score", k->score_word[0] != '\0' ?
		    json_int(e->score) : json_null());
		json_set(o, "league_points", k->m.by == BY_POINTS ?
		    json_int(e->points) : json_null());
		json_set(o, "win_rate_percent", json_int((e->rate + 5000) /
		    10000));
		json_set(o, "rating", json_int(lround(e->elo)));
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
	sb_add(b, "\n## Standings\n\n");
	for (int i = -1; i < k->ne; i++) {
		char v[7][64];
		int right[7], n = cells(k, i, v, right);
		for (int x = 0; x < n; x++) {
			sb_add(b, "| ");
			md_str(b, v[x]);
			sb_addc(b, ' ');
		}
		sb_add(b, "|\n");
		for (int x = 0; i < 0 && x < n; x++)
			sb_add(b, right[x] ? "|---:" : "|---");
		if (i < 0)
			sb_add(b, "|\n");
	}
	if (k->ne > 1) {
		struct strbuf how;
		sb_init(&how);
		method_explain(k, &how);
		sb_printf(b, "\nR%s:\n\n", sb_str(&how) + 1);
		sb_release(&how);
		why_text(k, b, "- ", 1);
	}
	campaign_md_players(k, b);
	sb_add(b, "\n## Games\n\n");
	for (int i = 0; i < k->ng; i++) {
		const struct one_game *g = &k->g[i];
		sb_add(b, "- **");
		md_str(b, g->name);
		sb_add(b, "** (");
		md_code(b, g->ruleset);
		if (g->recorded) {
			sb_add(b, ", played ");
			md_str(b, g->ended);
			sb_add(b, ", recorded without a log): ");
		} else {
			sb_printf(b, ", last played %s): ", g->ended);
		}
		if (g->abandoned)
			sb_printf(b, "round %ld, abandoned.", g->round);
		else if (!g->over)
			sb_printf(b, "round %ld, not finished.", g->round);
		else if (!g->recorded)
			sb_printf(b, "over in round %ld, ", g->round);
		if (g->over) {
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

/* campaign method NAME METHOD: the campaign's own standing method. */
static int
campaign_method(struct ctx *c, const char *name, const char *by)
{
	struct method m;
	char f[160];
	int r;

	if ((r = method_parse(c, by, &m)))
		return r;
	method_format(&m, f, sizeof f);
	if (ctx_db_absent(c))
		return diag_set(&c->d, ST_USAGE, "no campaign '%s': there is no "
		    "database at '%s' yet", name, c->db_path);
	if ((r = ctx_db(c, &c->db)) || (r = db_begin(c->db, 1, &c->d)))
		return r;
	if ((r = db_campaign_set(c->db, name, "by", f, &c->d)) ||
	    (r = db_commit(c->db, &c->d))) {
		db_rollback(c->db);
		return r;
	}
	if (c->json) {
		struct json *j = json_obj();
		json_set(j, "campaign", json_str(name));
		json_set(j, "method", json_str(f));
		out_json(c, j);
		json_free(j);
	} else {
		out_printf(c, "campaign %s: standings by %s\n", name, f);
	}
	return ST_OK;
}

/* show|report NAME [--by METHOD]: *by NULL when not given. */
static int
by_option(struct ctx *c, int argc, char **argv, const char **by)
{
	*by = NULL;
	if (argc == 3)
		return ST_OK;
	if (argc == 4 && strncmp(argv[3], "--by=", 5) == 0)
		*by = argv[3] + 5;
	else if (argc == 5 && strcmp(argv[3], "--by") == 0)
		*by = argv[4];
	else
		return diag_set(&c->d, ST_USAGE, "usage: campaign show|report "
		    "NAME [--by wins|points[=N,N...]|rate|elo]");
	return ST_OK;
}

int
cmd_campaign(struct ctx *c, int argc, char **argv)
{
	static const char *const usage_text = "usage: campaign new NAME | "
	    "campaign add|remove NAME GAME... | campaign list | campaign "
	    "show|report NAME [--by METHOD] | campaign method NAME METHOD | "
	    "campaign rename NAME PLAYER NEW-NAME | campaign csv NAME | "
	    "campaign abandon|resume GAME | campaign record NAME RULESET --date "
	    "DATE --players A,B... --places N,N... [--scores N,N...] [--game "
	    "GAME] | campaign record NAME --csv FILE | campaign chart NAME "
	    "[--by METHOD] [-o FILE]";
	const char *what = argv[1], *by;
	struct campaign k;
	struct strbuf b;
	int r;

	if (strcmp(what, "list") == 0 && argc == 2)
		return campaign_list(c);
	if ((strcmp(what, "new") == 0 && argc == 3) || ((strcmp(what, "add") ==
	    0 || strcmp(what, "remove") == 0) && argc >= 4))
		return campaign_change(c, argc, argv);
	if (strcmp(what, "method") == 0 && argc == 4)
		return campaign_method(c, argv[2], argv[3]);
	if (strcmp(what, "csv") == 0 && argc == 3) {
		if ((r = campaign_read(c, argv[2], NULL, &k)) == ST_OK)
			r = campaign_csv(c, &k);
		campaign_free(&k);
		return r;
	}
	if (strcmp(what, "rename") == 0 && argc == 5)
		return campaign_rename(c, argv[2], argv[3], argv[4]);
	if ((strcmp(what, "abandon") == 0 || strcmp(what, "resume") == 0) &&
	    argc == 3)
		return campaign_abandon(c, argv[2], what[0] == 'a');
	if (strcmp(what, "record") == 0 && argc >= 3)
		return campaign_record(c, argc, argv);
	if (strcmp(what, "chart") == 0 && argc >= 3)
		return campaign_chart(c, argc, argv);
	if ((strcmp(what, "show") != 0 && strcmp(what, "report") != 0) ||
	    argc < 3)
		return diag_set(&c->d, ST_USAGE, "%s", usage_text);
	if ((r = by_option(c, argc, argv, &by)))
		return r;
	if ((r = campaign_read(c, argv[2], by, &k))) {
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
		for (int i = 0; i < k.nalias; i++) {
			sb_add(&b, i ? ", " : "counted as one: ");
			out_safe(&b, k.alias[i].from);
			sb_add(&b, " as ");
			out_safe(&b, k.alias[i].to);
			sb_add(&b, i + 1 == k.nalias ? "\n" : "");
		}
		if (k.ne > 0) {
			sb_addc(&b, '\n');
			method_explain(&k, &b);
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
