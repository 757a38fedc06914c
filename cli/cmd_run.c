/* cmd_run.c: running a command line (the command found by cmd_find.c),
 * a line of text, and a file of them. */
#include "cmds.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/base/cmdline.h"

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
			cmd_usage_refused(c, x);
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
			/* diag_set reads its arguments before it writes */
			diag_set(&c->d, ST_ENV, "%s; the command itself was "
			    "carried out ('log' shows it)", diag_msg(&c->d));
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
