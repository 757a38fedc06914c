/* cmd_run.c: a command found by name or unique prefix, among the
 * program's, the current game's and the shipped games' commands, and
 * running lines and files. */
#include "cmds.h"
#include "core/engine/engine.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/base/cmdline.h"

#define N (-1)

/* A command the current game's ruleset declares, taken as one of the
 * table: its usage, its help naming the ruleset, and the words a
 * mechanism it runs takes (a declared action checks its own).  It lasts
 * until the next call. */
static const struct cmd *
declared_cmd(const struct ruleset *rs, int k)
{
	static struct cmd x;
	static char name[64], use[256], help[512];
	const struct action_def *d = VEC_AT(rs->actions, struct action_def,
	    k);
	int min = 0, max = N;

	snprintf(name, sizeof name, "%s", rs->actions.ids[k]);
	eng_action_usage(rs, k, use, sizeof use);
	snprintf(help, sizeof help, "%s (%s)", d->help, rs->id);
	/* a ruleset that does not say (one kept by a game started before
	 * its ruleset did): the mechanism counts them itself */
	if (d->words != NULL) {
		min = d->min_words;
		max = d->max_words;
	}
	x = (struct cmd){ name, NULL, min, max, use, help, CMD_GAME, cmd_game,
	    "" };
	return &x;
}

static int
names_cmp(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* The command of the unique prefix name among the program's, the shipped
 * games' and the current ruleset's (rs, or NULL) commands; NULL with c->d
 * saying why. */
static const struct cmd *
by_prefix(struct ctx *c, const struct ruleset *rs, const char *name)
{
	const struct cmd *const *all = all_cmds(), *found = NULL;
	const char **cand = NULL;
	struct strbuf amb;
	size_t len = strlen(name);
	int n = 0, nall = 0, nact = rs != NULL ? rs->actions.n : 0, k;

	while (all[nall] != NULL)
		nall++;
	if ((cand = calloc((size_t)(nact + nall + 1), sizeof *cand)) == NULL) {
		diag_set(&c->d, ST_ENV, "out of memory");
		return NULL;
	}
	for (int i = 0; i < nall; i++) {
		const struct cmd *x = all[i];
		if (((x->flags & CMD_REPL) && !c->interactive) ||
		    (x->flags & (CMD_HIDDEN | CMD_WHOLE)))
			continue;
		if (len > 0 && strncasecmp(x->name, name, len) == 0) {
			cand[n++] = x->name;
			found = x;
		}
	}
	for (int i = 0; i < nact; i++)
		if (len > 0 && strncasecmp(rs->actions.ids[i], name, len) == 0 &&
		    cmd_table_entry(rs->actions.ids[i]) == NULL &&
		    shipped_cmd(rs->actions.ids[i]) == NULL) {
			cand[n++] = rs->actions.ids[i];
			found = declared_cmd(rs, i);
		}
	if (n == 1) {
		free(cand);
		/* a game command the current game declares: as it does */
		if (rs != NULL && (found->flags & CMD_GAME) &&
		    (k = eng_action_find(rs, found->name)) >= 0)
			return declared_cmd(rs, k);
		return found;
	}
	qsort(cand, (size_t)n, sizeof *cand, names_cmp);
	sb_init(&amb);
	for (int i = 0; i < n; i++)
		sb_printf(&amb, "%s%s", i ? ", " : "", cand[i]);
	if (n > 1)
		diag_set(&c->d, ST_USAGE, "'%s' is ambiguous: %s", name,
		    sb_str(&amb));
	else
		diag_set(&c->d, ST_USAGE, "unknown command '%s' ('help' lists "
		    "the commands)", name);
	sb_release(&amb);
	free(cand);
	return NULL;
}

const struct cmd *
cmd_find(struct ctx *c, const char *name)
{
	const struct ruleset *rs = NULL;
	const struct cmd *s;
	struct diag keep = c->d;
	int k;

	/* the program's own commands by name: nothing else is read */
	for (const struct cmd *x = cmd_table; x->name != NULL; x++) {
		if ((x->flags & CMD_REPL) && !c->interactive)
			continue;
		if (strcasecmp(x->name, name) == 0 ||
		    (x->alias && strcasecmp(x->alias, name) == 0))
			return x;
	}
	/* the current game's commands, by name: only its ruleset is read */
	if (game_ruleset(c, &rs) != ST_OK)
		rs = NULL;
	c->d = keep;
	if (rs != NULL && (k = eng_action_find(rs, name)) >= 0)
		return declared_cmd(rs, k);
	/* a game whose ruleset declares no command (kept by a game started
	 * before its ruleset did): a mechanism by its own name, which counts
	 * its words itself */
	if (rs != NULL && rs->actions.n == 0 && game_is_command(name)) {
		static struct cmd x;
		static char own[64];
		snprintf(own, sizeof own, "%s", name);
		x = (struct cmd){ own, NULL, 0, N, own, "", CMD_GAME, cmd_game,
		    "" };
		return &x;
	}
	/* a game's command outside its game (refused there), and prefixes:
	 * the shipped rulesets are read */
	if ((s = shipped_cmd(name)) != NULL)
		return s;
	return by_prefix(c, rs, name);
}

void
cmd_print_help(struct ctx *c, const struct cmd *x)
{
	out_printf(c, "usage: %s\n%s%s%s\n", x->usage, x->help,
	    x->alias ? "; also: " : "", x->alias ? x->alias : "");
}

int
cmd_run(struct ctx *c, int argc, char **argv)
{
	const struct cmd *x;
	int r, w;
	long changes = c->db != NULL ? db_changes(c->db) : 0;

	if (argc == 0)
		return ST_OK;
	diag_clear(&c->d);
	if ((x = cmd_find(c, argv[0])) == NULL) {
		if (strncmp(c->d.msg, "unknown command", 15) == 0)
			cmd_unknown(c, argv[0]);
		return out_error(c, &c->d);
	}
	for (int i = 1; i < argc && !(x->flags & CMD_RAW); i++)
		if (strcmp(argv[i], "--help") == 0 ||
		    (strcmp(argv[i], "-h") == 0 && x->exec != cmd_odds &&
		    x->exec != cmd_roll)) {
			/* as 'help NAME' says it: a command the game's
			 * ruleset declares by its declaration */
			if ((r = cmd_help_one(c, x->name)) != ST_OK)
				out_error(c, &c->d);
			goto written;
		}
	{
		/* run with the canonical name in argv[0], and --json (or -j)
		 * anywhere among the arguments taken as the global option */
		char **v = calloc((size_t)argc + 1, sizeof *v);
		int n = 0, json = c->json;
		if (v == NULL)
			return diag_set(&c->d, ST_ENV, "out of memory");
		v[n++] = (char *)x->name;
		for (int i = 1; i < argc; i++) {
			if (x->exec != cmd_note && !(x->flags & CMD_RAW) &&
			    (strcmp(argv[i], "--json") == 0 ||
			    strcmp(argv[i], "-j") == 0))
				c->json = 1;
			else
				v[n++] = argv[i];
		}
		/* "= FACE..." is not counted among a command's arguments;
		 * only "=" as a word of its own begins it (KEY=VALUE is an
		 * argument) */
		int counted = n;
		if (x->exec == cmd_game || x->exec == cmd_roll)
			for (int i = 1; i < n; i++)
				if (strcmp(v[i], "=") == 0) {
					counted = i;
					break;
				}
		if ((counted - 1 < x->min_args || (x->max_args >= 0 &&
		    counted - 1 > x->max_args)) && !(x->exec == cmd_game &&
		    session_declares(c, x->name) == 1)) {
			free(v);
			c->json = json;
			diag_set(&c->d, ST_USAGE, "usage: %s",
			    cmd_shown(x)->usage);
			return out_error(c, &c->d);
		}
		r = x->exec(c, n, v);
		c->json = json;
		free(v);
	}
	if (r != ST_OK && c->d.msg[0] != '\0')
		out_error(c, &c->d);
written:
	/* output that could not be written fails the command (and stops a
	 * command file there) */
	if ((w = out_check(c)) != ST_OK) {
		/* its report comes after the commit (a command that reported
		 * success is in the log): say that it is done */
		if (r == ST_OK && c->db != NULL && db_changes(c->db) !=
		    changes) {
			char msg[DIAG_MSG_MAX];
			snprintf(msg, sizeof msg, "%s", c->d.msg);
			diag_set(&c->d, ST_ENV, "%s; the command itself was "
			    "carried out ('log' shows it)", msg);
		}
		if (r == ST_OK)
			r = out_error(c, &c->d);
		out_reset_errors(c);
	}
	return r;
}

int
cmd_run_line(struct ctx *c, const char *line)
{
	char **argv;
	int argc, r;

	diag_clear(&c->d);
	if ((r = cmdline_split(line, &argc, &argv, &c->d)))
		return out_error(c, &c->d);
	r = cmd_run(c, argc, argv);
	cmdline_free(argc, argv);
	return r;
}

/* One line of f, without its newline, in *buf (grown up to one byte more
 * than CMDLINE_MAX_LEN): its length; -1 at the end; -2 when it is longer
 * (what follows is not read: the file stops there); -3 when it holds a
 * NUL byte, which would cut it short; -4 out of memory or a read error
 * (errno says). */
static long
read_line(FILE *f, char **buf, size_t *cap)
{
	size_t n = 0;
	int ch, nul = 0;

	while ((ch = getc(f)) != EOF && ch != '\n') {
		if (n >= (size_t)CMDLINE_MAX_LEN)
			return -2;
		if (n + 1 >= *cap) {
			size_t m = *cap ? *cap * 2 : 256;
			char *p = realloc(*buf, m);
			if (p == NULL)
				return -4;
			*buf = p;
			*cap = m;
		}
		nul |= ch == '\0';
		(*buf)[n++] = (char)ch;
	}
	if (ferror(f))
		return -4;
	if (ch == EOF && n == 0)
		return -1;
	if (*buf == NULL && (*buf = malloc(*cap = 1)) == NULL)
		return -4;
	(*buf)[n] = '\0';
	return nul ? -3 : (long)n;
}

int
cmd_run_file(struct ctx *c, FILE *f, const char *name)
{
	char *line = NULL;
	size_t cap = 0;
	long len, lineno = 0;
	int r = ST_OK;

	while ((len = read_line(f, &line, &cap)) != -1) {
		lineno++;
		if (len == -2)
			r = diag_set(&c->d, ST_USAGE, "the line is longer than "
			    "%d bytes; split it into several commands",
			    CMDLINE_MAX_LEN);
		else if (len == -3)
			r = diag_set(&c->d, ST_USAGE, "the line holds a NUL "
			    "byte: a command file is text");
		else if (len == -4)
			r = diag_set(&c->d, ST_ENV, "cannot read '%s': %s",
			    name, strerror(errno));
		if (r != ST_OK)
			out_error(c, &c->d);
		if (len == -4)
			break;
		if (r == ST_OK && strncmp(line, "#@", 2) == 0) {
			/* for the next command (annot.c) */
			if ((r = annot_read(c, line)))
				out_error(c, &c->d);
		} else if (r == ST_OK && line[strspn(line, " \t")] != '#' &&
		    line[strspn(line, " \t")] != '\0') {
			r = cmd_run_line(c, line);
			annot_clear(c);
		}
		if (r != ST_OK) {
			struct strbuf b;
			sb_init(&b);
			out_safe(&b, name);
			fprintf(stderr, "arbiter: %s:%ld: stopped here\n",
			    sb_str(&b), lineno);
			sb_release(&b);
			break;
		}
		if (repl_quit)
			break;
	}
	free(line);
	return r;
}
