/* cmd_tour.c: 'tour [RULESET]', a short guided game in a scratch database.
 *
 * A tour is a file of the shipped rulesets, tours/RULESET.tour: lines that
 * begin "# " are told, the others are commands, shown as typed and run as
 * arbiter runs them, in a database of their own that is removed at the end.
 * On a terminal the tour waits for Enter after each step ('q' stops it). */
#include "cmds.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The tour played when none is named: the ruleset id that tours/DEFAULT
 * holds (data, beside the tours), in buf. */
static const char *
default_tour(char *buf, size_t n)
{
	char *path = data_file("tours/DEFAULT");
	FILE *f = path != NULL ? fopen(path, "r") : NULL;

	buf[0] = '\0';
	if (f != NULL) {
		if (fgets(buf, (int)n, f) == NULL)
			buf[0] = '\0';
		buf[strcspn(buf, " \t\r\n")] = '\0';
		fclose(f);
	}
	free(path);
	return buf;
}

/* The rulesets that have a tour, for the refusal. */
static void
tours_list(struct strbuf *b)
{
	int n;
	char **ids = ruleset_ids(&n);

	for (int i = 0, k = 0; i < n; i++) {
		size_t len = strlen(ids[i]) + 12;
		char *name = malloc(len), *path;
		if (name == NULL)
			continue;
		snprintf(name, len, "tours/%s.tour", ids[i]);
		path = data_file(name);
		if (path != NULL && access(path, R_OK) == 0)
			sb_printf(b, "%s%s", k++ ? ", " : "", ids[i]);
		free(path);
		free(name);
	}
	free_list(ids, n);
}

/* Wait for Enter on a terminal; 0 to stop. */
static int
step_on(struct ctx *c)
{
	char line[64];

	if (!isatty(STDIN_FILENO) || !isatty(fileno(c->out)))
		return 1;
	out_text(c, "[Enter: go on, q: stop] ");
	fflush(c->out);
	if (fgets(line, sizeof line, stdin) == NULL || line[0] == 'q' ||
	    line[0] == 'Q')
		return 0;
	return 1;
}

/* Run the tour's lines in the scratch context t. */
static int
tour_run(struct ctx *c, struct ctx *t, FILE *f, const char *name)
{
	char line[4096];
	int told = 0, lineno = 0, r = ST_OK;

	while (fgets(line, sizeof line, f) != NULL) {
		size_t len = strlen(line);
		lineno++;
		if (len > 0 && line[len - 1] == '\n')
			line[--len] = '\0';
		if (line[0] == '#') {
			/* a new paragraph after commands: a step ends */
			if (told == 2 && !step_on(c))
				return ST_OK;
			told = 1;
			out_printf(c, "%s\n", line[1] == ' ' ? line + 2 :
			    line + 1);
			continue;
		}
		if (line[0] == '\0')
			continue;
		if (told == 1)
			out_text(c, "\n");
		told = 2;
		out_printf(c, "$ arbiter %s\n", line);
		fflush(c->out);
		if ((r = cmd_run_line(t, line)) != ST_OK) {
			fflush(t->out);
			return diag_set(&c->d, r, "the tour stopped at %s:%d: "
			    "'%s' failed; please report it", name, lineno, line);
		}
		out_text(c, "\n");
	}
	if (ferror(f))
		return diag_set(&c->d, ST_ENV, "cannot read %s", name);
	return r;
}

int
cmd_tour(struct ctx *c, int argc, char **argv)
{
	char deflt[80];
	const char *id = argc > 1 ? argv[1] : default_tour(deflt,
	    sizeof deflt);
	char rel[128], dir[] = "/tmp/arbiter-tour.XXXXXX", *path, *dbp;
	const char *tmp = getenv("TMPDIR");
	struct ctx t;
	FILE *f;
	int r;

	if (id[0] == '\0') {
		struct strbuf b;
		sb_init(&b);
		tours_list(&b);
		r = diag_set(&c->d, ST_USAGE, "name the tour: 'tour RULESET' "
		    "(tours: %s)", b.len ? sb_str(&b) : "none installed");
		sb_release(&b);
		return r;
	}
	if (strlen(id) > 64 || strchr(id, '/') != NULL)
		return diag_set(&c->d, ST_USAGE, "no ruleset '%s': a tour is "
		    "named by a ruleset's id ('rulesets' lists them)", id);
	snprintf(rel, sizeof rel, "tours/%s.tour", id);
	if ((path = data_file(rel)) == NULL)
		return diag_set(&c->d, ST_ENV, "out of memory");
	if ((f = fopen(path, "r")) == NULL) {
		struct strbuf b;
		sb_init(&b);
		tours_list(&b);
		r = diag_set(&c->d, ST_USAGE, "no tour of '%s' (tours: %s)",
		    id, b.len ? sb_str(&b) : "none installed");
		sb_release(&b);
		free(path);
		return r;
	}
	{
		/* the scratch database, in TMPDIR when it is set */
		char *base = NULL;
		if (tmp != NULL && *tmp == '/' && strlen(tmp) < 900) {
			size_t len = strlen(tmp) + sizeof "/arbiter-tour.XXXXXX";
			if ((base = malloc(len)) != NULL)
				snprintf(base, len, "%s/arbiter-tour.XXXXXX",
				    tmp);
		}
		if (mkdtemp(base != NULL ? base : dir) == NULL) {
			free(base);
			fclose(f);
			free(path);
			return diag_set(&c->d, ST_ENV, "cannot make a scratch "
			    "directory for the tour");
		}
		dbp = base != NULL ? base : strdup(dir);
	}
	if (dbp == NULL) {
		fclose(f);
		free(path);
		return diag_set(&c->d, ST_ENV, "out of memory");
	}
	memset(&t, 0, sizeof t);
	t.out = c->out;
	t.color = c->color;
	t.interactive = 0;
	{
		size_t len = strlen(dbp) + sizeof "/tour.db";
		if ((t.db_path = malloc(len)) != NULL)
			snprintf(t.db_path, len, "%s/tour.db", dbp);
	}
	out_printf(c, "A guided game of %s, in a scratch database that is "
	    "removed at the end.\n\n", id);
	r = t.db_path == NULL ? diag_set(&c->d, ST_ENV, "out of memory") :
	    tour_run(c, &t, f, path);
	fclose(f);
	if (t.werr != 0 && c->werr == 0)
		c->werr = t.werr;	/* the tour's output is ours */
	if (t.db != NULL)
		db_close(t.db);
	session_forget_rules(&t);
	if (t.db_path != NULL) {
		static const char *const ext[] = { "", "-wal", "-shm",
		    "-journal" };
		for (size_t i = 0; i < sizeof ext / sizeof ext[0]; i++) {
			size_t len = strlen(t.db_path) + 10;
			char *p = malloc(len);
			if (p != NULL) {
				snprintf(p, len, "%s%s", t.db_path, ext[i]);
				unlink(p);
				free(p);
			}
		}
	}
	rmdir(dbp);
	free(t.db_path);
	free(dbp);
	free(path);
	if (r == ST_OK)
		out_text(c, "That was the tour. 'man arbiter' tells every "
		    "command; 'arbiter new RULESET GAME --players A,B,...' "
		    "starts a game of your own.\n");
	return r;
}
