/* cmd_game.c: new, games, use, status, and game commands. */
#include "cmds.h"

#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>

#include "table.h"
#include "core/base/utf8.h"

/* The REPL keeps its game (repl.c) until its own new or use moves it. */
static void
repl_follow(struct ctx *c, const char *name)
{
	char *keep;

	if (!c->interactive || (keep = strdup(name)) == NULL)
		return;
	free(c->game);
	c->game = keep;
}

int
cmd_game(struct ctx *c, int argc, char **argv)
{
	return session_command(c, argc, argv);
}

static unsigned long long
random_seed(void)
{
	unsigned long long s = 0;
	int fd = open("/dev/urandom", O_RDONLY);

	if (fd < 0 || read(fd, &s, sizeof s) != (ssize_t)sizeof s)
		s = (unsigned long long)time(NULL) ^
		    ((unsigned long long)getpid() << 32);
	if (fd >= 0)
		close(fd);
	/* keep seeds readable and within SQLite's signed integers */
	return s % 1000000000000000000ULL;
}

struct new_args {
	const char *ruleset, *game, *players, *seed, *text;
	struct overlay_src overlays[16];
	int nover;
	struct rs_opt opts[32];
	int nopts;
	int no_user;
};

/* Value of "--name VALUE" or "--name=VALUE" at argv[*i]. */
static const char *
opt_value(int argc, char **argv, int *i, const char *name)
{
	size_t len = strlen(name);

	if (strcmp(argv[*i], name) == 0)
		return *i + 1 < argc ? argv[++*i] : NULL;
	if (strncmp(argv[*i], name, len) == 0 && argv[*i][len] == '=')
		return argv[*i] + len + 1;
	return NULL;
}

static int
is_opt(const char *a, const char *name)
{
	size_t len = strlen(name);

	return strncmp(a, name, len) == 0 && (a[len] == '\0' || a[len] == '=');
}

static int
parse_new(struct ctx *c, int argc, char **argv, struct new_args *n)
{
	int pos = 0;

	memset(n, 0, sizeof *n);
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i], *v;
		if (a[0] != '-' || a[1] == '\0') {
			if (pos == 0)
				n->ruleset = a;
			else if (pos == 1)
				n->game = a;
			else
				return diag_set(&c->d, ST_USAGE, "unexpected "
				    "'%s'; usage: new RULESET GAME --players "
				    "A,B,...", a);
			pos++;
			continue;
		}
		if (strcmp(a, "--no-user-overlay") == 0) {
			n->no_user = 1;
			continue;
		}
		if (is_opt(a, "--ruleset-text")) {
			/* the ruleset itself, as exported with the game */
			if ((v = opt_value(argc, argv, &i, "--ruleset-text")) ==
			    NULL)
				return diag_set(&c->d, ST_USAGE, "%s needs a "
				    "value", a);
			n->text = v;
			continue;
		}
		if (!is_opt(a, "--players") && !is_opt(a, "--seed") &&
		    !is_opt(a, "--overlay") && !is_opt(a, "--option") &&
		    !is_opt(a, "--overlay-text"))
			return diag_set(&c->d, ST_USAGE, "unknown option '%s' "
			    "for new (--players, --seed, --overlay, "
			    "--overlay-text, --ruleset-text, --option, "
			    "--no-user-overlay)", a);
		if ((v = opt_value(argc, argv, &i, is_opt(a, "--players") ?
		    "--players" : is_opt(a, "--seed") ? "--seed" :
		    is_opt(a, "--overlay") ? "--overlay" :
		    is_opt(a, "--overlay-text") ? "--overlay-text" :
		    "--option")) == NULL)
			return diag_set(&c->d, ST_USAGE, "%s needs a value", a);
		if (is_opt(a, "--players")) {
			n->players = v;
		} else if (is_opt(a, "--seed")) {
			n->seed = v;
		} else if (is_opt(a, "--overlay") ||
		    is_opt(a, "--overlay-text")) {
			if (n->nover == 15)
				return diag_set(&c->d, ST_USAGE, "at most 15 "
				    "overlays");
			/* --overlay-text: the YAML itself, as exported */
			n->overlays[n->nover].name = is_opt(a, "--overlay") ?
			    v : NULL;
			n->overlays[n->nover++].text = is_opt(a, "--overlay") ?
			    NULL : v;
		} else {
			const char *eq = strchr(v, '=');
			if (eq == NULL || eq == v || eq[1] == '\0')
				return diag_set(&c->d, ST_USAGE, "--option "
				    "takes KEY=VALUE, not '%s'", v);
			if (n->nopts == 32)
				return diag_set(&c->d, ST_USAGE, "at most 32 "
				    "options");
			n->opts[n->nopts].key = strndup(v, (size_t)(eq - v));
			n->opts[n->nopts++].value = strdup(eq + 1);
		}
	}
	if (n->ruleset == NULL || n->game == NULL)
		return diag_set(&c->d, ST_USAGE, "usage: new RULESET GAME "
		    "--players A,B,...");
	if (n->players == NULL)
		n->players = c->players;	/* the configuration's group */
	if (n->players == NULL)
		return diag_set(&c->d, ST_USAGE, "name the players in seat "
		    "order: --players A,B,... (or once for all in the "
		    "configuration: players = A,B,...)");
	return ST_OK;
}

int
cli_check_unseen(struct ctx *c, const char *what, const char *name)
{
	long u = utf8_unseen(name);

	if (u < 0)
		return diag_set(&c->d, ST_USAGE, "%s name '%s' is not UTF-8 "
		    "text", what, name);
	if (u > 0)
		return diag_set(&c->d, ST_USAGE, "a %s name cannot have "
		    "U+%04lX, a character that does not show as itself (bidi "
		    "controls, zero widths, spaces)", what, u);
	return ST_OK;
}

int
check_game_name(struct ctx *c, const char *name)
{
	size_t len = strlen(name);

	if (len == 0 || len > 64)
		return diag_set(&c->d, ST_USAGE, "a game name has 1 to 64 "
		    "characters");
	for (const unsigned char *p = (const unsigned char *)name; *p; p++)
		if (*p < 0x21 || *p == 0x7f || strchr("\"'\\#", *p))
			return diag_set(&c->d, ST_USAGE, "game name '%s' has a "
			    "character game names cannot have (spaces, quotes, "
			    "'\\', '#', control characters)", name);
	if (!utf8_valid(name))
		return diag_set(&c->d, ST_USAGE, "game name '%s' is not UTF-8 "
		    "text", name);
	return cli_check_unseen(c, "game", name);
}

/* The database's own check (COLLATE NOCASE) tells apart names that fold
 * alike beyond ASCII: 'Émile' and 'émile' */
static int
game_name_free(struct ctx *c, const char *name)
{
	struct db_game old;
	int r = db_game_get(c->db, name, &old, &c->d);

	if (r == ST_USAGE) {		/* no such game */
		diag_clear(&c->d);
		return ST_OK;
	}
	if (r == ST_OK) {
		r = diag_set(&c->d, ST_USAGE, "a game called '%s' exists "
		    "already: choose another name, or 'use %s'", name, name);
		db_game_release(&old);
	}
	return r;
}

int
cmd_new(struct ctx *c, int argc, char **argv)
{
	struct new_args n;
	struct ruleset *rs = NULL;
	struct rs_text *texts = NULL;
	struct state *st = NULL;
	struct report rep;
	struct db_game g;
	struct session s;
	char *names[MAX_PLAYERS + 1], *plist = NULL, *user = NULL;
	struct overlay_src all_over[17];
	char *names_kept[17], now[32];
	int np = 0, ntexts = 0, nall = 0, r;
	struct strbuf opts, canon_players;
	unsigned long long seed;

	report_init(&rep);
	memset(&g, 0, sizeof g);
	sb_init(&opts);
	sb_init(&canon_players);
	if ((r = parse_new(c, argc, argv, &n)) ||
	    (r = check_game_name(c, n.game)))
		goto out;
	/* ARBITER_SEED: the seed of every new game without --seed, so that a
	 * demonstration or a manual's example plays the same each time */
	if (n.seed == NULL && (n.seed = getenv("ARBITER_SEED")) != NULL &&
	    *n.seed == '\0')
		n.seed = NULL;
	if (n.seed != NULL) {
		char *end;
		seed = strtoull(n.seed, &end, 10);
		if (n.seed[0] < '0' || n.seed[0] > '9' || *end != '\0' ||
		    seed >= 1000000000000000000ULL) {
			r = diag_set(&c->d, ST_USAGE, "%s takes a whole "
			    "number below 10^18, not '%s'", n.seed ==
			    getenv("ARBITER_SEED") ? "ARBITER_SEED" : "--seed",
			    n.seed);
			goto out;
		}
	} else {
		seed = random_seed();
	}
	plist = strdup(n.players);
	{
		char *rest = plist;
		for (char *t = strsep(&rest, ","); t != NULL;
		    t = strsep(&rest, ",")) {
			if (*t == '\0') {
				r = diag_set(&c->d, ST_USAGE, "--players '%s' "
				    "has an empty name: give the names with one "
				    "comma between them", n.players);
				goto out;
			}
			if (np == MAX_PLAYERS) {
				r = diag_set(&c->d, ST_USAGE, "at most %d "
				    "players", MAX_PLAYERS);
				goto out;
			}
			names[np++] = t;
		}
	}
	if (!n.no_user && (user = user_overlay(n.ruleset)) != NULL) {
		names_kept[nall] = user;
		all_over[nall++] = (struct overlay_src){ user, NULL };
	}
	for (int i = 0; i < n.nover; i++) {
		char *name;
		if (n.overlays[i].text != NULL) {
			char buf[48];
			snprintf(buf, sizeof buf, "(overlay text %d)", i + 1);
			name = strdup(buf);
		} else {
			name = realpath(n.overlays[i].name, NULL);
			if (name == NULL)
				name = strdup(n.overlays[i].name);
		}
		names_kept[nall] = name;
		all_over[nall++] = (struct overlay_src){ name,
		    n.overlays[i].text };
	}
	if ((r = load_ruleset_base(c, n.ruleset, n.text, all_over, nall,
	    n.opts, n.nopts, &rs, &texts, &ntexts)))
		goto out;
	if ((r = game_new(rs, names, np, seed, &st, &rep, &c->d)))
		goto out;
	for (int i = 0; i < n.nopts; i++)
		sb_printf(&opts, "%s=%s\n", n.opts[i].key, n.opts[i].value);
	/* the people, as --players names them: a seat played by a person
	 * of another seat comes from the ruleset again on replay */
	for (int i = 0; i < st->nplayers; i++)
		if (st->players[i].person == i)
			sb_printf(&canon_players, "%s%s", i ? "," : "",
			    st->players[i].name);
	annot_time(c, now, sizeof now);
	g.name = utf8_nfc(n.game);	/* kept in NFC; found by its fold */
	g.ruleset = strdup(rs->id);
	g.seed = seed;
	g.created = strdup(now);
	g.players = strdup(sb_str(&canon_players));
	g.options = strdup(sb_str(&opts));
	if ((r = ctx_db(c, &c->db)) || (r = db_begin(c->db, 1, &c->d)))
		goto out;
	if ((r = game_name_free(c, g.name)) ||
	    (r = db_game_create(c->db, &g, &c->d)))
		goto rollback;
	for (int i = 0; i < ntexts; i++)
		if ((r = db_text_add(c->db, &g, texts[i].name, texts[i].text, 0,
		    &c->d)))
			goto rollback;
	memset(&s, 0, sizeof s);
	s.g = g;
	s.rs = rs;
	s.st = st;
	r = session_store(c, &s, 0);
	g = s.g;
	if (r != ST_OK || (r = db_set_current(c->db, g.name, &c->d)))
		goto rollback;
	if ((r = db_commit(c->db, &c->d)))
		goto out;
	repl_follow(c, g.name);
	if (c->json) {
		struct json *j = game_status_json(rs, st), *msgs = json_arr();
		const char *p = sb_str(&rep.text);
		json_set(j, "game", json_str(g.name));
		json_set(j, "seed", json_int((long)seed));
		while (*p) {
			const char *nl = strchr(p, '\n');
			size_t len = nl ? (size_t)(nl - p) : strlen(p);
			char *line = strndup(p, len);
			json_push(msgs, json_str(line));
			free(line);
			p += len + (nl != NULL);
		}
		json_set(j, "messages", msgs);
		out_json(c, j);
		json_free(j);
	} else {
		out_printf(c, "new game %s (%s), seed %llu\n", g.name, rs->id,
		    seed);
		out_text(c, sb_str(&rep.text));
	}
	goto out;
rollback:
	db_rollback(c->db);
out:
	for (int i = 0; i < n.nopts; i++) {
		free(n.opts[i].key);
		free(n.opts[i].value);
	}
	for (int i = 0; i < nall; i++)
		free(names_kept[i]);
	free(plist);
	free_texts(texts, ntexts);
	state_free(st);
	ruleset_free(rs);
	db_game_release(&g);
	report_release(&rep);
	sb_release(&opts);
	sb_release(&canon_players);
	return r;
}

struct games_ctx {
	struct ctx *c;
	struct table t;
	struct json *arr;
	const char *current;
	struct strbuf gone;	/* the games abandoned, for a line below */
};

static int
one_game(void *ctx, const struct db_game *g)
{
	struct games_ctx *gc = ctx;
	char events[32];
	int cur = gc->current && utf8_name_eq(gc->current, g->name);

	snprintf(events, sizeof events, "%ld", g->nevents);
	if (gc->arr != NULL) {
		struct json *o = json_obj();
		json_set(o, "name", json_str(g->name));
		json_set(o, "ruleset", json_str(g->ruleset));
		json_set(o, "players", json_str(g->players));
		json_set(o, "events", json_int(g->nevents));
		json_set(o, "created", json_str(g->created));
		json_set(o, "current", json_bool(cur));
		if (g->abandoned != NULL)
			json_set(o, "abandoned", json_str(g->abandoned));
		json_push(gc->arr, o);
	} else {
		const char *row[] = { cur ? "*" : "", g->name, g->ruleset,
		    g->players, events, g->created };
		table_row(&gc->t, row);
		if (g->abandoned != NULL)
			sb_printf(&gc->gone, "%s%s", gc->gone.len ? ", " : "",
			    g->name);
	}
	return 0;
}

int
cmd_games(struct ctx *c, int argc, char **argv)
{
	struct games_ctx gc;
	char *current = NULL;
	int r;

	(void)argc;
	(void)argv;
	memset(&gc, 0, sizeof gc);
	sb_init(&gc.gone);
	gc.c = c;
	if (ctx_db_absent(c)) {
		if (c->json)
			out_text(c, "[]\n");
		else
			out_text(c, "no games yet: 'new RULESET GAME --players "
			    "A,B,...' starts one\n");
		return ST_OK;
	}
	if ((r = ctx_db(c, &c->db)) || (r = db_begin(c->db, 0, &c->d)))
		return r;
	if ((r = db_current(c->db, &current, &c->d)))
		goto out;
	gc.current = current;
	if (c->json)
		gc.arr = json_arr();
	table_init(&gc.t, 6);
	gc.t.right[4] = 1;
	{
		const char *head[] = { "", "game", "ruleset", "players",
		    "events", "created" };
		table_row(&gc.t, head);
	}
	r = db_game_each(c->db, one_game, &gc, &c->d);
	if (r == ST_OK) {
		if (c->json) {
			out_json(c, gc.arr);
		} else if (gc.t.nrows == 1) {
			out_text(c, "no games yet: 'new RULESET GAME --players "
			    "A,B,...' starts one\n");
		} else {
			struct strbuf b;
			sb_init(&b);
			table_write(&gc.t, &b, 0);
			if (gc.gone.len > 0)
				sb_printf(&b, "abandoned: %s ('campaign resume "
				    "GAME' takes one up again)\n",
				    sb_str(&gc.gone));
			out_text(c, sb_str(&b));
			sb_release(&b);
		}
	}
out:
	db_rollback(c->db);
	json_free(gc.arr);
	table_release(&gc.t);
	sb_release(&gc.gone);
	free(current);
	return r;
}

int
cmd_use(struct ctx *c, int argc, char **argv)
{
	struct db_game g;
	int r;

	(void)argc;
	if ((r = ctx_db(c, &c->db)) || (r = db_begin(c->db, 1, &c->d)))
		return r;
	if ((r = db_game_get(c->db, argv[1], &g, &c->d)) ||
	    (r = db_set_current(c->db, g.name, &c->d))) {
		db_rollback(c->db);
		db_game_release(&g);
		return r;
	}
	if ((r = db_commit(c->db, &c->d)) == ST_OK) {
		repl_follow(c, g.name);
		if (c->json) {
			struct json *j = json_obj();
			json_set(j, "game", json_str(g.name));
			json_set(j, "ruleset", json_str(g.ruleset));
			out_json(c, j);
			json_free(j);
		} else {
			out_printf(c, "current game: %s (%s)\n", g.name,
			    g.ruleset);
		}
	}
	db_game_release(&g);
	return r;
}
