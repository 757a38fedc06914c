/* complete.c: the candidates for a partly typed command line, drawn from
 * the command table and from the database and its current game.  The
 * prompt's tab key and the shells' completion scripts (through the hidden
 * command `complete`) share this one source. */
#include "cmds.h"

#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "core/rules/words_keys.h"
#include "core/state/terr.h"
#include "rules.h"

struct list {
	char **v;
	int n;
};

struct cwords {
	struct list players, resources, lands, bodies, games, rulesets,
	    pieces, units, cards, tiles, campaigns, chiefs, places, regions,
	    kinds, groups;
	/* the current game's declared commands, and what each word of
	 * each is (as a command table entry's completion words) */
	struct list actions, specs;
};

static void
push(struct list *l, const char *s)
{
	char **x;

	for (int i = 0; i < l->n; i++)
		if (strcmp(l->v[i], s) == 0)
			return;
	if ((x = realloc(l->v, (size_t)(l->n + 1) * sizeof *x)) == NULL)
		return;
	l->v = x;
	if ((x[l->n] = strdup(s)) != NULL)
		l->n++;
}

static void
list_free(struct list *l)
{
	free_list(l->v, l->n);
	l->v = NULL;
	l->n = 0;
}

void
cwords_free(struct cwords *w)
{
	if (w == NULL)
		return;
	list_free(&w->players);
	list_free(&w->resources);
	list_free(&w->lands);
	list_free(&w->bodies);
	list_free(&w->games);
	list_free(&w->rulesets);
	list_free(&w->pieces);
	list_free(&w->units);
	list_free(&w->cards);
	list_free(&w->tiles);
	list_free(&w->campaigns);
	list_free(&w->chiefs);
	list_free(&w->places);
	list_free(&w->regions);
	list_free(&w->kinds);
	list_free(&w->groups);
	list_free(&w->actions);
	list_free(&w->specs);
	free(w);
}

static int
add_game(void *ctx, const struct db_game *g)
{
	push(&((struct cwords *)ctx)->games, g->name);
	return 0;
}

static int
add_campaign(void *ctx, const char *name)
{
	push(&((struct cwords *)ctx)->campaigns, name);
	return 0;
}

/* The words of the current game: its players, and what its ruleset and
 * its board name. */
static void
game_words(struct cwords *w, const struct session *s)
{
	const struct ruleset *rs = s->rs;
	const struct state *st = s->st;

	for (int i = 0; i < st->nplayers; i++)
		push(&w->players, st->players[i].name);
	for (int i = 0; i < rs->resources.n; i++)
		push(&w->resources, rs->resources.ids[i]);
	for (int i = 0; i < rs->nlands; i++)
		push(&w->lands, rs->lands[i].id);
	for (int i = 0; st->board != NULL && st->board->name != NULL &&
	    i < board_regions(st->board); i++)	/* laid during play */
		push(&w->lands, board_name(st->board, i));
	for (int i = 0; i < rs->board.bodies.n; i++)
		push(&w->bodies, rs->board.bodies.ids[i]);
	for (int i = 0; i < rs->board.zones.n; i++)
		push(&w->bodies, rs->board.zones.ids[i]);
	for (int i = 0; i < rs->cards.n; i++)
		push(&w->cards, rs->cards.ids[i]);
	for (int i = 0; i < board_track(st->board)->n; i++) {
		char id[PIECE_ID_SIZE];
		piece_id(rs, &board_track(st->board)->v[i], id, sizeof id);
		push(&w->pieces, id);
	}
	for (int i = 0; i < rs->units.n; i++)
		push(&w->units, rs->units.ids[i]);
	for (int i = 0; i < rs->tiles.n; i++)
		push(&w->tiles, rs->tiles.ids[i]);
	for (int i = 0; i < rs->chiefs.n; i++)
		push(&w->chiefs, rs->chiefs.ids[i]);
	for (int i = 0; i < rs->board.places.n; i++)
		push(&w->places, rs->board.places.ids[i]);
	for (int i = 0; i < rs->board.regions.n; i++)
		push(&w->regions, rs->board.regions.ids[i]);
	for (int i = 0; i < rs->board.zones.n; i++)	/* the board's too */
		push(&w->regions, rs->board.zones.ids[i]);
	for (int i = 0; i < rs->nlands; i++)	/* an orbit board's lands */
		push(&w->regions, rs->lands[i].id);
	for (int i = 0; i < rs->pieces.n; i++)
		push(&w->kinds, rs->pieces.ids[i]);
	for (int i = 0; i < rs->board.groups.n; i++)
		push(&w->groups, rs->board.groups.ids[i]);
	for (int i = 0; i < rs->actions.n; i++) {
		struct strbuf spec;
		if (cmd_program_own(rs->actions.ids[i]))
			continue;	/* never taken: the program's */
		sb_init(&spec);
		action_spec(rs, i, &spec);
		/* the two lists stay parallel: a repeated name is kept once */
		if (w->actions.n == w->specs.n) {
			int n = w->actions.n;
			push(&w->actions, rs->actions.ids[i]);
			if (w->actions.n > n) {
				char **v = realloc(w->specs.v, (size_t)(n + 1) *
				    sizeof *v);
				if (v != NULL) {
					w->specs.v = v;
					v[n] = strdup(sb_str(&spec));
					w->specs.n += v[n] != NULL;
				}
			}
		}
		sb_release(&spec);
	}
}

struct cwords *
cwords_load(struct ctx *c)
{
	struct cwords *w = calloc(1, sizeof *w);
	struct diag keep = c->d;
	struct session s;
	char **ids;
	int n;

	if (w == NULL)
		return NULL;
	ids = ruleset_ids(&n);
	for (int i = 0; i < n; i++)
		push(&w->rulesets, ids[i]);
	free_list(ids, n);
	/* completion never creates a database */
	if (c->db == NULL && access(c->db_path, F_OK) != 0)
		return w;
	if (ctx_db(c, &c->db) == ST_OK && db_begin(c->db, 0, &c->d) == ST_OK) {
		db_game_each(c->db, add_game, w, &c->d);
		db_campaign_each(c->db, add_campaign, w, &c->d);
		db_rollback(c->db);
	}
	if (session_begin(c, &s, 0) == ST_OK) {
		game_words(w, &s);
		session_end(c, &s, 0);
	}
	c->d = keep;
	return w;
}

void
cands_release(struct cands *x)
{
	free_list(x->v, x->n);
	memset(x, 0, sizeof *x);
}

/* Add s when it starts with prefix (with before put in front of it).  A
 * word with a control character (a file's name can have a newline) is
 * left out: the candidates go out one a line, and the shells' scripts
 * quote each line as one word. */
static void
offer(struct cands *x, const char *before, const char *s, const char *prefix)
{
	struct list l = { x->v, x->n };
	char buf[512];

	if (strncmp(s, prefix, strlen(prefix)) != 0)
		return;
	for (const char *p = s; *p; p++)
		if ((unsigned char)*p < 0x20 || *p == 0x7f)
			return;
	snprintf(buf, sizeof buf, "%s%s", before, s);
	push(&l, buf);
	x->v = l.v;
	x->n = l.n;
}

static void
offer_list(struct cands *x, const char *before, const struct list *l,
    const char *prefix)
{
	for (int i = 0; i < l->n; i++)
		offer(x, before, l->v[i], prefix);
}

/* Paths starting with partial; directories end in '/'. */
static void
offer_files(struct cands *x, const char *partial)
{
	const char *slash = strrchr(partial, '/');
	char dir[1024], before[1024];
	DIR *d;
	struct dirent *de;

	x->files = 1;
	if (slash == NULL) {
		snprintf(dir, sizeof dir, ".");
		before[0] = '\0';
	} else {
		snprintf(dir, sizeof dir, "%.*s", (int)(slash - partial) + 1,
		    partial);
		snprintf(before, sizeof before, "%s", dir);
	}
	if ((d = opendir(dir)) == NULL)
		return;
	while ((de = readdir(d)) != NULL) {
		const char *base = slash ? slash + 1 : partial;
		char path[2048], name[1024];
		DIR *sub;
		if (strcmp(de->d_name, ".") == 0 ||
		    strcmp(de->d_name, "..") == 0 ||
		    (de->d_name[0] == '.' && base[0] != '.'))
			continue;
		snprintf(path, sizeof path, "%s%s", before, de->d_name);
		snprintf(name, sizeof name, "%s", de->d_name);
		if ((sub = opendir(path)) != NULL) {
			closedir(sub);
			snprintf(name, sizeof name, "%s/", de->d_name);
		}
		offer(x, before, name, base);
	}
	closedir(d);
	/* readdir's order is the file system's: sort for a stable list */
	for (int i = 1; i < x->n; i++)
		for (int j = i; j > 0 && strcmp(x->v[j - 1], x->v[j]) > 0;
		    j--) {
			char *t = x->v[j];
			x->v[j] = x->v[j - 1];
			x->v[j - 1] = t;
		}
}

/* Load the ruleset id quietly: one that does not load offers nothing. */
static struct ruleset *
quiet_ruleset(struct ctx *c, const char *id)
{
	struct ruleset *rs = NULL;
	struct rs_text *t = NULL;
	struct diag keep = c->d;
	int nt = 0, quiet = c->quiet;

	c->quiet = 1;
	if (load_ruleset_files(c, id, NULL, 0, NULL, 0, &rs, &t, &nt) != ST_OK)
		rs = NULL;
	c->quiet = quiet;
	c->d = keep;
	free_texts(t, nt);
	return rs;
}

/* The topics of the ruleset id. */
static void
offer_topics(struct ctx *c, struct cands *x, const char *id,
    const char *prefix)
{
	struct ruleset *rs = quiet_ruleset(c, id);
	struct rules_section *v;
	int n;

	if (rs == NULL)
		return;
	n = rules_sections(rs, &v);
	for (int i = 0; i < n; i++)
		offer(x, "", v[i].id, prefix);
	rules_sections_free(v, n);
	ruleset_free(rs);
}

/* The ruleset's options as KEY=VALUE (KEY= for a free value), for 'new
 * RULESET ... --option'. */
static void
offer_options(struct ctx *c, struct cands *x, const char *id,
    const char *prefix)
{
	struct ruleset *rs = quiet_ruleset(c, id);

	if (rs == NULL)
		return;
	for (int i = 0; i < rs->options.n; i++) {
		const struct option_def *o = VEC_AT(rs->options,
		    struct option_def, i);
		char buf[256];
		if (o->kind != OPT_CHOICE || o->values.n == 0) {
			snprintf(buf, sizeof buf, "%s=", rs->options.ids[i]);
			offer(x, "", buf, prefix);
			continue;
		}
		for (int k = 0; k < o->values.n; k++) {
			snprintf(buf, sizeof buf, "%s=%s", rs->options.ids[i],
			    o->values.ids[k]);
			offer(x, "", buf, prefix);
		}
	}
	ruleset_free(rs);
}

/* Offer the words of kind (a word of a command's completion spec). */
static void
offer_kind(struct ctx *c, const struct cwords *w, const char *kind,
    int argc, char **argv, const char *partial, struct cands *x)
{
	const char *comma = strrchr(partial, ',');
	char before[256] = "";
	const char *p = partial;

	/* lists (A,B,C and FROM:N,FROM:N) complete their last item */
	if (comma != NULL) {
		snprintf(before, sizeof before, "%.*s",
		    (int)(comma - partial) + 1, partial);
		p = comma + 1;
	}
	if (strcmp(kind, "player") == 0)
		offer_list(x, before, &w->players, p);
	else if (strcmp(kind, "players") == 0) {
		if (c->players != NULL)
			offer(x, "", c->players, partial);
	} else if (strcmp(kind, "resource") == 0)
		offer_list(x, before, &w->resources, p);
	else if (strcmp(kind, "land") == 0)
		offer_list(x, before, &w->lands, p);
	else if (strcmp(kind, KEY_BODY) == 0)
		offer_list(x, before, &w->bodies, p);
	else if (strcmp(kind, "piece") == 0)
		offer_list(x, before, &w->pieces, p);
	else if (strcmp(kind, "unit") == 0)
		offer_list(x, before, &w->units, p);
	else if (strcmp(kind, "card") == 0)
		offer_list(x, before, &w->cards, p);
	else if (strcmp(kind, "tile") == 0)
		offer_list(x, before, &w->tiles, p);
	else if (strcmp(kind, "chief") == 0 ||
	    strcmp(kind, KEY_CHIEF_COMPLETE) == 0)
		offer_list(x, before, &w->chiefs, p);
	else if (strcmp(kind, "place") == 0)
		offer_list(x, before, &w->places, p);
	else if (strcmp(kind, "region") == 0)
		offer_list(x, before, &w->regions, p);
	else if (strcmp(kind, "kind") == 0)
		offer_list(x, before, &w->kinds, p);
	else if (strcmp(kind, "group") == 0)
		offer_list(x, before, &w->groups, p);
	else if (strcmp(kind, "game") == 0)
		offer_list(x, "", &w->games, partial);
	else if (strcmp(kind, "campaign") == 0)
		offer_list(x, "", &w->campaigns, partial);
	else if (strcmp(kind, "ruleset") == 0)
		offer_list(x, "", &w->rulesets, partial);
	else if (strcmp(kind, "file") == 0)
		offer_files(x, partial);
	else if (strcmp(kind, "topic") == 0 && argc >= 2)
		offer_topics(c, x, argv[1], partial);
	else if (strcmp(kind, "option") == 0 && argc >= 2)
		offer_options(c, x, argv[1], partial);
	else if (strcmp(kind, "command") == 0) {
		const struct cmd *const *all = all_cmds();
		for (int i = 0; all[i] != NULL; i++)
			if (!(all[i]->flags & CMD_HIDDEN) &&
			    (!(all[i]->flags & CMD_REPL) || c->interactive))
				offer(x, "", all[i]->name, partial);
		offer_list(x, "", &w->actions, partial);
	} else if (strchr(kind, '|') != NULL) {
		char *copy = strdup(kind), *save = NULL;
		for (char *t = copy ? strtok_r(copy, "|", &save) : NULL;
		    t != NULL; t = strtok_r(NULL, "|", &save))
			offer(x, "", t, partial);
		free(copy);
	}
}

/* The kind of the argument at position argi (from 1) of spec: its word
 * there, or the last one when that ends in '...'. */
static void
arg_kind(const char *spec, int argi, char *out, size_t n)
{
	char *copy = strdup(spec ? spec : ""), *save = NULL, *t, *last = NULL;
	int k = 1;

	out[0] = '\0';
	for (t = copy ? strtok_r(copy, " ", &save) : NULL; t != NULL;
	    t = strtok_r(NULL, " ", &save)) {
		if (t[0] == '-' && t[1] == '-')
			continue;	/* an option */
		last = t;
		if (k++ == argi) {
			snprintf(out, n, "%s", t);
			break;
		}
	}
	if (out[0] == '\0' && last != NULL && strstr(last, "...") != NULL)
		snprintf(out, n, "%s", last);
	if (strstr(out, "...") != NULL)
		*strstr(out, "...") = '\0';
	free(copy);
}

/* The kind of value option name takes in spec (a command's completion
 * words; "" for none), or NULL when spec has no such option. */
static const char *
option_kind(const char *spec, const char *name, char *buf, size_t n)
{
	size_t len = strlen(name);

	for (const char *p = spec; p != NULL && *p != '\0';) {
		size_t w = strcspn(p, " ");
		if (w >= len && strncmp(p, name, len) == 0 &&
		    (w == len || p[len] == '=')) {
			snprintf(buf, n, "%.*s", w == len ? 0 :
			    (int)(w - len - 1), p + len + 1);
			return buf;
		}
		p += w;
		p += *p == ' ';
	}
	return NULL;
}

static void
offer_option_names(const char *spec, const char *partial, struct cands *x)
{
	for (const char *p = spec; p != NULL && *p != '\0';) {
		size_t w = strcspn(p, " "), e = strcspn(p, "= ");
		char name[64];
		snprintf(name, sizeof name, "%.*s", (int)(e < w ? e : w), p);
		if (name[0] == '-')
			offer(x, "", name, partial);
		p += w;
		p += *p == ' ';
	}
	offer(x, "", "--help", partial);
	offer(x, "", "--json", partial);
}

void
complete_words(struct ctx *c, const struct cwords *w, int argc, char **argv,
    const char *partial, struct cands *x)
{
	const struct cmd *k = NULL;
	struct diag keep = c->d;
	char kind[128], obuf[64];
	int argi = 0;

	memset(x, 0, sizeof *x);
	if (argc == 0) {
		offer_kind(c, w, "command", 0, NULL, partial, x);
		return;
	}
	/* a command the current game declares goes first */
	for (int i = 0; i < w->actions.n && i < w->specs.n; i++)
		if (strcasecmp(w->actions.v[i], argv[0]) == 0) {
			for (int j = 1; j < argc; j++)
				argi += argv[j][0] != '-' || argv[j][1] != '-';
			arg_kind(w->specs.v[i], argi + 1, kind, sizeof kind);
			offer_kind(c, w, kind, argc, argv, partial, x);
			return;
		}
	for (const struct cmd *const *t = all_cmds(); *t != NULL && k == NULL;
	    t++)
		if (strcmp((*t)->name, argv[0]) == 0 ||
		    ((*t)->alias && strcmp((*t)->alias, argv[0]) == 0))
			k = *t;
	if (k == NULL && (k = cmd_find(c, argv[0])) == NULL) {
		c->d = keep;
		return;
	}
	c->d = keep;
	/* the value of an option just before */
	if (argc >= 2 && argv[argc - 1][0] == '-' && option_kind(k->complete,
	    argv[argc - 1], obuf, sizeof obuf) != NULL) {
		if (obuf[0] != '\0')
			offer_kind(c, w, obuf, argc, argv, partial, x);
		return;
	}
	if (partial[0] == '-' && partial[1] == '-') {
		offer_option_names(k->complete, partial, x);
		return;
	}
	/* which argument this is, options and their values not counted */
	for (int i = 1; i < argc; i++) {
		if (argv[i][0] == '-' && argv[i][1] == '-') {
			if (option_kind(k->complete, argv[i], obuf,
			    sizeof obuf) != NULL && obuf[0] != '\0')
				i++;
			continue;
		}
		argi++;
	}
	arg_kind(k->complete, argi + 1, kind, sizeof kind);
	/* one spec serves every form of campaign: abandon and resume take
	 * a game where the others take a campaign */
	if (argi == 1 && strcmp(kind, "campaign") == 0 && argc >= 2 &&
	    (strcmp(argv[1], "abandon") == 0 || strcmp(argv[1], "resume") == 0))
		snprintf(kind, sizeof kind, "game");
	offer_kind(c, w, kind, argc, argv, partial, x);
}

/* --- the command ----------------------------------------------------------- */

/* The cached ruleset belongs to a game of one database. */
static void
drop_rulesets(struct ctx *c)
{
	session_forget_rules(c);
}

/* complete [--] WORD... PARTIAL: the candidates for PARTIAL after the
 * words of an arbiter command line (global options included), one a line.
 * What cannot be read offers nothing; it never fails. */
int
cmd_complete(struct ctx *c, int argc, char **argv)
{
	static const char *const globals[] = { "-d", "-f", "-g", "-h", "-j",
	    "-V", "--help", "--json", "--version", NULL };
	struct cwords *w;
	struct cands x;
	const char *partial;
	int i = 1, quiet = c->quiet;
	/* what -d and -g replace, put back at the end: completing never
	 * changes the database or game of the commands after it */
	char *own_path = c->db_path, *own_game = c->game;
	struct db *own_db = c->db;
	int moved_d = 0, moved_g = 0;

	if (i < argc && strcmp(argv[i], "--") == 0)
		i++;
	partial = i < argc ? argv[argc - 1] : "";
	argc = i < argc ? argc - 1 : i;
	/* the global options: -d and -g change what is read */
	for (; i < argc && argv[i][0] == '-'; i++) {
		const char *o = argv[i];
		if ((strcmp(o, "-d") == 0 || strcmp(o, "-g") == 0 ||
		    strcmp(o, "-f") == 0) && i + 1 >= argc)
			break;
		if (strcmp(o, "-d") == 0) {
			if (moved_d) {
				free(c->db_path);
				db_close(c->db);
			}
			moved_d = 1;
			c->db_path = strdup(argv[++i]);
			c->db = NULL;
			drop_rulesets(c);
		} else if (strcmp(o, "-g") == 0) {
			if (moved_g)
				free(c->game);
			moved_g = 1;
			c->game = strdup(argv[++i]);
		} else if (strcmp(o, "-f") == 0) {
			i++;
		}
	}
	c->quiet = 1;
	memset(&x, 0, sizeof x);
	if (i < argc && (strcmp(argv[i], "-d") == 0 || strcmp(argv[i], "-f") ==
	    0)) {
		offer_files(&x, partial);
	} else if (i < argc && strcmp(argv[i], "-g") == 0) {
		if ((w = cwords_load(c)) != NULL)
			offer_list(&x, "", &w->games, partial);
		cwords_free(w);
	} else if (i == argc && partial[0] == '-') {
		for (int k = 0; globals[k]; k++)
			offer(&x, "", globals[k], partial);
	} else if ((w = cwords_load(c)) != NULL) {
		complete_words(c, w, argc - i, argv + i, partial, &x);
		cwords_free(w);
	}
	c->quiet = quiet;
	if (moved_d) {
		free(c->db_path);
		db_close(c->db);
		c->db_path = own_path;
		c->db = own_db;
		drop_rulesets(c);	/* read from the other database */
	}
	if (moved_g) {
		free(c->game);
		c->game = own_game;
	}
	for (int k = 0; k < x.n; k++)
		out_printf(c, "%s\n", x.v[k]);
	cands_release(&x);
	diag_clear(&c->d);
	return ST_OK;
}
