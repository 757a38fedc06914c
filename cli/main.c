/* main.c: arbiter's entry: global options, then one command, a command
 * file, the REPL, or commands read from stdin. */
#include "cmds.h"
#include "config.h"

#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "table.h"

int repl_main(struct ctx *c);

static void
usage_line(void)
{
	fprintf(stderr, "usage: arbiter [-d DB] [-g GAME] [-j|--json] "
	    "[COMMAND [ARG...]]\n"
	    "       arbiter [-d DB] [-g GAME] [-j] -f FILE\n"
	    "'arbiter help' lists the commands; 'man arbiter' explains "
	    "them\n");
}

/* $ARBITER_DB, else the configuration's, else the XDG place; NULL when
 * there is no home to find that in. */
static char *
default_db(const struct config *cf)
{
	const char *env = getenv("ARBITER_DB"), *xdg = getenv("XDG_DATA_HOME");
	const char *home;

	if (env != NULL && *env != '\0')
		return strdup(env);
	if (cf->database != NULL)
		return strdup(cf->database);
	if (xdg != NULL && *xdg == '/')
		return path_join(xdg, "/arbiter/arbiter.db");
	if ((home = home_dir()) != NULL)
		return path_join(home, "/.local/share/arbiter/arbiter.db");
	return NULL;
}

static struct ruleset *volatile kept_rules;

int
main(int argc, char **argv)
{
	struct ctx c;
	struct config cf;
	const char *file = NULL;
	int i, r = ST_OK;

	memset(&c, 0, sizeof c);
	memset(&cf, 0, sizeof cf);
	c.out = stdout;
	for (i = 1; i < argc && argv[i][0] == '-' && argv[i][1] != '\0'; i++) {
		const char *a = argv[i];
		if (strcmp(a, "--") == 0) {
			i++;
			break;
		}
		if ((strcmp(a, "-d") == 0 || strcmp(a, "-g") == 0 ||
		    strcmp(a, "-f") == 0) && i + 1 >= argc) {
			fprintf(stderr, "arbiter: %s needs a value\n", a);
			usage_line();
			r = ST_USAGE;
			goto done;
		}
		if (strcmp(a, "-d") == 0) {
			free(c.db_path);
			c.db_path = strdup(argv[++i]);
		} else if (strcmp(a, "-g") == 0) {
			free(c.game);
			c.game = strdup(argv[++i]);
		} else if (strcmp(a, "-f") == 0) {
			file = argv[++i];
		} else if (strcmp(a, "-j") == 0 || strcmp(a, "--json") == 0) {
			c.json = 1;
		} else if (strcmp(a, "--version") == 0 ||
		    strcmp(a, "-V") == 0) {
			printf("arbiter %s\n", ARBITER_VERSION);
			r = ST_OK;
			goto done;
		} else if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
			usage_line();
			r = ST_OK;
			goto done;
		} else {
			diag_set(&c.d, ST_USAGE, "unknown option '%s'", a);
			out_error(&c, &c.d);
			usage_line();
			r = ST_USAGE;
			goto done;
		}
	}
	if ((r = config_load(&c, &cf)) != ST_OK)
		goto done;
	c.players = cf.players;
	if (c.db_path == NULL && (c.db_path = default_db(&cf)) == NULL) {
		fprintf(stderr, "arbiter: no database: HOME is not set and the "
		    "password database gives no home directory for this user; "
		    "give one with -d DB (or ARBITER_DB, or XDG_DATA_HOME)\n");
		r = ST_ENV;
		goto done;
	}
	{
		/* a terminal that says it cannot show colour gets none */
		const char *nc = getenv("NO_COLOR"), *term = getenv("TERM");
		c.color = isatty(STDOUT_FILENO) && (nc == NULL || *nc == '\0')
		    && !c.json && !cf.no_color && term != NULL &&
		    *term != '\0' && strcmp(term, "dumb") != 0;
	}
	{
		/* the width tables fit: COLUMNS, else the terminal's */
		const char *cols = getenv("COLUMNS");
		struct winsize ws;
		if (cols != NULL && atoi(cols) > 0)
			table_set_width(atoi(cols) < 40 ? 40 : atoi(cols));
		else if (isatty(STDOUT_FILENO) &&
		    ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0)
			table_set_width(ws.ws_col < 40 ? 40 : ws.ws_col);
	}
	if (file != NULL && i < argc) {
		fprintf(stderr, "arbiter: give either -f FILE or a command, "
		    "not both\n");
		r = ST_USAGE;
	} else if (file != NULL) {
		FILE *f = strcmp(file, "-") == 0 ? stdin : fopen(file, "r");
		if (f == NULL) {
			r = diag_set(&c.d, ST_ENV, "cannot read '%s': %s", file,
			    strerror(errno));
			out_error(&c, &c.d);
		} else {
			r = cmd_run_file(&c, f, file);
			if (f != stdin)
				fclose(f);
		}
	} else if (i < argc) {
		r = cmd_run(&c, argc - i, argv + i);
	} else if (isatty(STDIN_FILENO)) {
		c.interactive = 1;
		r = repl_main(&c);
	} else {
		r = cmd_run_file(&c, stdin, "stdin");
	}
done:
	db_close(c.db);
	/* the rules of a game are not freed one by one at the end (a tenth
	 * of what a reading command cost): the process gives them back, and
	 * they stay reachable until then (stored only when there are
	 * some: the page of .bss it lies in is touched by nothing else at
	 * the start of `odds`, a page fault) */
	if (c.rs_cache != NULL)
		kept_rules = c.rs_cache;
	free(c.db_path);
	free(c.game);
	free(c.rs_name);
	config_release(&cf);
	return out_close(&c, r);
}
