/* fuzz_cli.c: command lines through the command table and the game, in
 * process, against a temporary database.
 *
 * Each input is up to 16 lines; every line runs as one command (as in a
 * command file, but going on after a refusal) on a fresh copy of a database
 * that holds a bernard game in its first round.  Properties checked: no
 * command crashes or leaks; afterwards 'verify' (the whole log replayed from
 * the setup) agrees with the saved state and the checkpoints, whatever the
 * commands did or refused.
 */
#include "fuzz.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/cmds.h"
#include "core/base/cmdline.h"

static char template_db[4200], work_db[4200], dir[4096];
static FILE *devnull;

static void
ctx_start(struct ctx *c, const char *db)
{
	memset(c, 0, sizeof *c);
	c->db_path = strdup(db);
	c->out = devnull;
}

static void
ctx_finish(struct ctx *c)
{
	db_close(c->db);
	session_forget_rules(c);
	free(c->db_path);
	free(c->game);
}

static void
copy_file(const char *from, const char *to)
{
	size_t len;
	char *s = fuzz_read(from, &len);
	FILE *f = fopen(to, "wb");

	if (f == NULL || fwrite(s, 1, len, f) != len || fclose(f) != 0)
		fuzz_fail("cannot copy the template database", to);
	free(s);
}

static void
cleanup(void)
{
	char p[4300];

	unlink(template_db);
	unlink(work_db);
	snprintf(p, sizeof p, "%s-wal", work_db);
	unlink(p);
	snprintf(p, sizeof p, "%s-shm", work_db);
	unlink(p);
	rmdir(dir);
}

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	const char *tmp = getenv("TMPDIR");
	char line[8192];
	struct ctx c;

	(void)argc;
	(void)argv;
	/* arbiter's own messages are not wanted; the sanitizers and libFuzzer
	 * write to the file descriptor, not through this FILE */
	devnull = fopen("/dev/null", "w");
	stderr = devnull;
	snprintf(dir, sizeof dir, "%s/arbiter-fuzz.XXXXXX", tmp ? tmp : "/tmp");
	if (mkdtemp(dir) == NULL)
		fuzz_fail("cannot make a temporary directory", dir);
	snprintf(template_db, sizeof template_db, "%s/template.db", dir);
	snprintf(work_db, sizeof work_db, "%s/work.db", dir);
	atexit(cleanup);
	ctx_start(&c, template_db);
	snprintf(line, sizeof line, "new bernard g --players Ann,Bob,Cleo "
	    "--seed 1 --no-user-overlay --overlay "
	    "%s/examples/bernard-demo.yaml", fuzz_rulesets());
	if (cmd_run_line(&c, line) != ST_OK || cmd_run_line(&c, "next") !=
	    ST_OK || cmd_run_line(&c, "next") != ST_OK)
		fuzz_fail("cannot set up the template game", line);
	ctx_finish(&c);
	return 0;
}

/* Would the line start `serve`, which serves until a signal stops it?
 * (Any word that is a prefix of it: options may come before the command.) */
static int
serves(const char *line)
{
	struct diag d;
	char **v;
	int n, yes = 0;

	if (cmdline_split(line, &n, &v, &d) != ST_OK)
		return 0;
	for (int i = 0; i < n && !yes; i++)
		yes = strlen(v[i]) >= 3 && strncmp("serve", v[i],
		    strlen(v[i])) == 0;
	cmdline_free(n, v);
	return yes;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *text, *line, *rest;
	struct ctx c;
	int n = 0;

	if (size > 65536)
		return 0;
	text = fuzz_text(data, size);
	copy_file(template_db, work_db);
	ctx_start(&c, work_db);
	rest = text;
	while ((line = strsep(&rest, "\n")) != NULL && n++ < 16)
		if (!serves(line))
			cmd_run_line(&c, line);
	if (cmd_run_line(&c, "verify") != ST_OK) {
		dprintf(2, "verify: %s\n", c.d.msg);
		fuzz_fail("the log no longer replays to the saved state", text);
	}
	ctx_finish(&c);
	free(text);
	return 0;
}
