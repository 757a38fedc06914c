/* cmd_info.c: rulesets, rules, help, and leaving the REPL. */
#include "cmds.h"
#include "core/engine/engine.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "rules.h"
#include "rules_find.h"
#include "table.h"

int repl_quit;

int
cmd_quit(struct ctx *c, int argc, char **argv)
{
	(void)c;
	(void)argc;
	(void)argv;
	repl_quit = 1;
	return ST_OK;
}

/* Load a shipped ruleset by id, alone; errors printed. */
static int
load_shipped(struct ctx *c, const char *id, struct ruleset **rs)
{
	struct rs_text *t;
	int n, r = load_ruleset_files(c, id, NULL, 0, NULL, 0, rs, &t, &n);

	free_texts(t, n);
	return r;
}

int
cmd_rulesets(struct ctx *c, int argc, char **argv)
{
	int n, worst = ST_OK;
	char **ids = ruleset_ids(&n);
	struct table t;
	struct json *arr = c->json ? json_arr() : NULL;

	(void)argc;
	(void)argv;
	table_init(&t, 3);
	{
		const char *head[] = { "id", "players", "title" };
		table_row(&t, head);
	}
	for (int i = 0; i < n; i++) {
		struct ruleset *rs;
		char players[32];
		if (load_shipped(c, ids[i], &rs) != ST_OK) {
			worst = ST_DATA;
			continue;
		}
		snprintf(players, sizeof players, "%ld-%ld", rs->players.min,
		    rs->players.max);
		if (arr != NULL) {
			struct json *o = json_obj();
			json_set(o, "id", json_str(rs->id));
			json_set(o, "title", json_str(rs->title));
			json_set(o, "min_players", json_int(rs->players.min));
			json_set(o, "max_players", json_int(rs->players.max));
			json_set(o, "unknown", json_int(rs->nunknown));
			json_push(arr, o);
		} else {
			const char *row[] = { rs->id, players, rs->title };
			table_row(&t, row);
		}
		ruleset_free(rs);
	}
	if (arr != NULL) {
		out_json(c, arr);
		json_free(arr);
	} else {
		struct strbuf b;
		sb_init(&b);
		table_write(&t, &b, 0);
		out_text(c, sb_str(&b));
		sb_release(&b);
	}
	table_release(&t);
	free_list(ids, n);
	if (worst != ST_OK)
		diag_set(&c->d, worst, "some rulesets did not load (see above)");
	return worst;
}

/* rules RULESET --search WORDS..., or a topic found nowhere but in the
 * text: its paragraphs that hold the words. */
static int
rules_found(struct ctx *c, const struct rules_section *v, int n, int nw,
    char *const *words)
{
	struct strbuf b;
	int found;

	sb_init(&b);
	found = rules_search(&b, v, n, nw, words, out_bold(c), out_reset(c));
	if (found > 0)
		out_text(c, sb_str(&b));
	sb_release(&b);
	return found;
}

/* The topics of rs, for a message. */
static void
topic_list(struct strbuf *b, const struct rules_section *v, int n)
{
	for (int i = 0; i < n; i++)
		sb_printf(b, "%s%s", i ? ", " : "", v[i].id);
}

/* The topic's other words (blank-separated) as a JSON array. */
static struct json *
also_json(const char *also)
{
	struct json *arr = json_arr();

	for (const char *p = also; *p != '\0'; ) {
		size_t len = strcspn(p, " ");
		if (len > 0) {
			char *w = strndup(p, len);
			if (w != NULL)
				json_push(arr, json_str(w));
			free(w);
		}
		p += len + (p[len] == ' ');
	}
	return arr;
}

/* rules RULESET --topics: the index, a topic a line. */
static void
rules_topics(struct ctx *c, const struct ruleset *rs,
    const struct rules_section *v, int n)
{
	struct strbuf b, title;
	int w = table_get_width();

	if (c->json) {
		struct json *j = json_obj(), *arr = json_arr();
		json_set(j, "ruleset", json_str(rs->id));
		json_set(j, "title", json_str(rs->title));
		for (int i = 0; i < n; i++) {
			struct json *o = json_obj();
			json_set(o, "id", json_str(v[i].id));
			json_set(o, "title", json_str(v[i].title));
			if (v[i].gist != NULL)
				json_set(o, "gist", json_str(v[i].gist));
			if (v[i].also != NULL)
				json_set(o, "also", also_json(v[i].also));
			json_push(arr, o);
		}
		json_set(j, "topics", arr);
		out_json(c, j);
		json_free(j);
		return;
	}
	sb_init(&b);
	/* whole: the ruleset's title and id have any length */
	sb_init(&title);
	sb_printf(&title, "%s%s%s (%s): the topics", out_bold(c), rs->title,
	    out_reset(c), rs->id);
	rules_index(&b, sb_str(&title), rs->id, v, n, w > 0 && w - 4 < 76 ?
	    w - 4 : 76);
	out_long(c, sb_str(&b));
	sb_release(&title);
	sb_release(&b);
}

/* Is id a ruleset of the search path's? */
static int
on_path(const char *id)
{
	int n, yes = 0;
	char **ids = ruleset_ids(&n);

	for (int i = 0; i < n && !yes; i++)
		yes = strcmp(ids[i], id) == 0;
	free_list(ids, n);
	return yes;
}

int
cmd_rules(struct ctx *c, int argc, char **argv)
{
	struct ruleset *loaded;
	const struct ruleset *rs;
	struct rules_section *v;
	const char *topic = NULL, *alias_word = NULL;
	char *id;
	int n, r, mdoc = 0, found = -1, search = 0, ambiguous = 0;
	int listing = 0;	/* --topics, or the word */
	struct strbuf b;

	for (int i = 2; i < argc && !search; i++) {
		if (strcmp(argv[i], "--mdoc") == 0)
			mdoc = 1;
		else if (strcmp(argv[i], "--topics") == 0)
			listing = 1;
		else if (strcmp(argv[i], "--search") == 0 && i + 1 < argc &&
		    topic == NULL)
			search = i + 1;
		else if (topic == NULL && argv[i][0] != '-')
			topic = argv[i];
		else
			return diag_set(&c->d, ST_USAGE, "usage: rules RULESET "
			    "[TOPIC] [--mdoc] | rules RULESET --search WORD... "
			    "| rules RULESET --topics");
	}
	if (listing && (topic != NULL || mdoc || search))
		return diag_set(&c->d, ST_USAGE, "usage: rules RULESET "
		    "--topics (the index of the topics, alone)");
	/* a prefix of one shipped id names it; else as given (a file's
	 * error says what is wrong) */
	id = rules_ruleset_id(argv[1]);
	r = ruleset_or_game(c, id ? id : argv[1], &loaded, &rs);
	free(id);
	if (r)
		return r;
	n = rules_sections(rs, &v);
	sb_init(&b);
	if (search) {
		if (rules_found(c, v, n, argc - search, argv + search) == 0) {
			topic_list(&b, v, n);
			r = diag_set(&c->d, ST_USAGE, "%s: no paragraph of the "
			    "rules holds '%s' (topics: %s)", rs->id,
			    argv[search], sb_str(&b));
		}
		goto out;
	}
	if (mdoc) {
		rules_mdoc(&b, rs, v, n);
		out_text(c, sb_str(&b));
		goto out;
	}
	if (topic != NULL &&
	    (found = rules_topic(v, n, topic, &alias_word, &ambiguous)) < 0 &&
	    !ambiguous && alias_word == NULL &&
	    strcasecmp(topic, "topics") == 0)
		listing = 1;	/* the word, where no topic has that name */
	if (listing) {
		rules_topics(c, rs, v, n);
		goto out;
	}
	if (found < 0 && topic != NULL) {
		char *w[1] = { (char *)(alias_word ? alias_word : topic) };
		if (!ambiguous && !c->json && rules_found(c, v, n, 1, w) > 0)
			goto out;
		topic_list(&b, v, n);
		r = diag_set(&c->d, ST_USAGE, "%s topic '%s' in %s (topics: %s)",
		    ambiguous ? "ambiguous" : "no", topic, rs->id, sb_str(&b));
		goto out;
	}
	if (c->json) {
		struct json *j = json_obj(), *arr = json_arr();
		json_set(j, "ruleset", json_str(rs->id));
		json_set(j, "title", json_str(rs->title));
		for (int i = 0; i < n; i++) {
			struct json *o;
			if (found >= 0 && i != found)
				continue;
			o = json_obj();
			json_set(o, "id", json_str(v[i].id));
			json_set(o, "title", json_str(v[i].title));
			json_set(o, "text", json_str(v[i].text));
			json_push(arr, o);
		}
		json_set(j, "topics", arr);
		out_json(c, j);
		json_free(j);
		goto out;
	}
	if (found < 0)
		sb_printf(&b, "%s%s%s (%s)\n\n", out_bold(c), rs->title,
		    out_reset(c), rs->id);
	for (int i = 0; i < n; i++) {
		struct strbuf title;
		if (found >= 0 && i != found)
			continue;
		if (i > 0 && found < 0)
			sb_addc(&b, '\n');
		/* whole: a topic's title and id have any length */
		sb_init(&title);
		sb_printf(&title, "%s%s%s (%s)", out_bold(c), v[i].title,
		    out_reset(c), v[i].id);
		rules_text(&b, sb_str(&title), v[i].text, table_get_width() > 0
		    && table_get_width() - 4 < 76 ? table_get_width() - 4 : 76);
		sb_release(&title);
	}
	out_long(c, sb_str(&b));
out:
	sb_release(&b);
	rules_sections_free(v, n);
	ruleset_free(loaded);
	return r;
}

int
cmd_help(struct ctx *c, int argc, char **argv)
{
	struct table t;
	struct strbuf b;
	const struct ruleset *rs = NULL;
	const struct cmd *const *cmds = all_cmds();
	int all = argc > 1 && strcmp(argv[1], "--all") == 0;

	if (all) {
		argc = 1;	/* every command, as outside a game */
	}
	if (argc > 1 && strcmp(argv[1], "--names") == 0) {
		/* one name per line, for scripts and shell completion */
		for (int i = 0; cmds[i] != NULL; i++)
			out_printf(c, "%s\n", cmds[i]->name);
		return ST_OK;
	}
	if (argc > 1)
		return cmd_help_one(c, argv[1]);
	if (c->json) {
		struct json *arr = json_arr();
		/* in a game, each command as the game has it (as 'help
		 * COMMAND' says it); every command all the same */
		if (all || game_ruleset(c, &rs) != ST_OK)
			rs = NULL;
		diag_clear(&c->d);
		for (int i = 0; cmds[i] != NULL; i++) {
			const struct cmd *x = cmds[i];
			struct json *o;
			struct strbuf use;
			const char *help, *of;
			if (x->flags & CMD_HIDDEN)
				continue;
			sb_init(&use);
			cmd_described(rs, x, &use, &help, &of);
			o = json_obj();
			json_set(o, "name", json_str(x->name));
			json_set(o, "usage", json_str(sb_str(&use)));
			sb_release(&use);
			json_set(o, "help", json_str(help));
			json_set(o, "game", json_bool(x->flags & CMD_GAME));
			json_push(arr, o);
		}
		out_json(c, arr);
		json_free(arr);
		return ST_OK;
	}
	sb_init(&b);
	{
		/* inside a game, what belongs to the moment comes first */
		struct session s;
		int yes = 0;
		if (!all && have_game(c, &yes) == ST_OK && yes &&
		    session_begin(c, &s, 0) == ST_OK) {
			sb_printf(&b, "%s (%s): ", s.g.name, s.rs->id);
			now_moment(s.rs, s.st, &b);
			sb_add(&b, "\n");
			now_section(s.rs, s.st, &b);
			sb_add(&b, "\n");
			session_end(c, &s, 0);
		}
		diag_clear(&c->d);
		if (all || game_ruleset(c, &rs) != ST_OK)
			rs = NULL;
		diag_clear(&c->d);
	}
	table_init(&t, 2);
	for (int i = 0; cmds[i] != NULL; i++) {
		const struct cmd *x = cmds[i];
		const char *row[2] = { x->name, x->help };
		struct strbuf use;
		if (((x->flags & CMD_REPL) && !c->interactive) ||
		    (x->flags & CMD_HIDDEN))
			continue;
		/* in a game, only the commands its ruleset uses, each
		 * with the game's help */
		if (rs != NULL && !rules_cmd_used(rs, x))
			continue;
		sb_init(&use);
		if (rs != NULL)
			rules_cmd_own(rs, x, &use, &row[1]);
		table_row(&t, row);
		sb_release(&use);
	}
	if (rs != NULL)
		sb_printf(&b, "the commands of %s %s game (any unique "
		    "prefix will do; 'help COMMAND' or 'COMMAND --help' for "
		    "more):\n", strchr("aeiouAEIOU", rs->id[0]) != NULL &&
		    rs->id[0] != '\0' ? "an" : "a", rs->id);
	else
		sb_add(&b, "commands (any unique prefix will do; 'help COMMAND' "
		    "or 'COMMAND --help' for more):\n");
	table_write(&t, &b, 2);
	if (rs != NULL && rs->actions.n > 0) {
		/* the commands the current game's ruleset declares */
		struct table g;
		struct strbuf use;
		int rows = 0;
		table_init(&g, 2);
		for (int k = 0; k < rs->actions.n; k++) {
			const struct action_def *d = VEC_AT(rs->actions,
			    struct action_def, k);
			const char *row[2] = { NULL, d->help };
			if (rules_action_shipped(rs, k) ||
			    cmd_program_own(rs->actions.ids[k]))
				continue;
			/* a mechanism's command by its name, as the program's
			 * above ('help NAME' gives its usage line) */
			sb_init(&use);
			if (d->run != NULL)
				sb_add(&use, rs->actions.ids[k]);
			else
				eng_action_usage(rs, k, &use);
			row[0] = sb_str(&use);
			table_row(&g, row);
			sb_release(&use);
			rows++;
		}
		if (rows > 0) {
			sb_printf(&b, "commands of %s, the current game's "
			    "rules:\n", rs->id);
			table_write(&g, &b, 2);
		}
		table_release(&g);
	}
	diag_clear(&c->d);
	if (rs != NULL)
		sb_add(&b, "the commands of other games: 'help --all'\n");
	if (rs != NULL && !on_path(rs->id))
		/* a game started from a file of its own: no page of its own */
		sb_printf(&b, "this game's rules: 'rules %s'; all of it: 'man "
		    "arbiter'\n", rs->id);
	else
		sb_add(&b, "game rules: 'rules RULESET', 'man arbiter-RULESET'; "
		    "all of it: 'man arbiter'\n");
	out_long(c, sb_str(&b));
	sb_release(&b);
	table_release(&t);
	return ST_OK;
}
