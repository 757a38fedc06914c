/* repl.c: the interactive loop on a terminal: GNU readline with history,
 * a prompt that shows where the game stands, and completion (complete.c)
 * of commands, options, players, resources, bodies, lands, cards,
 * rulesets, games, campaigns and topics. */
#include "cmds.h"
#include "config.h"

#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <readline/history.h>
#include <readline/readline.h>

#include "core/base/cmdline.h"

int repl_main(struct ctx *c);

static struct ctx *rc;		/* the context completion reads */
static struct cwords *words;	/* what completion offers, refreshed after
				   every command */

/* Refresh the words and build the prompt. */
static void
refresh(struct ctx *c, char *prompt, size_t n)
{
	struct session s;
	struct diag keep = c->d;

	cwords_free(words);
	words = cwords_load(c);
	snprintf(prompt, n, "arbiter> ");
	if (ctx_db_absent(c))
		return;
	if (session_begin(c, &s, 0) != ST_OK) {
		c->d = keep;
		return;
	}
	{
		int act = state_active(s.st);
		if (state_over(s.st))
			snprintf(prompt, n, "arbiter %s over> ", s.g.name);
		else if (s.st->phase == PHASE_SETUP)
			snprintf(prompt, n, "arbiter %s setup> ", s.g.name);
		else
			snprintf(prompt, n, "arbiter %s r%ld %s %s> ", s.g.name,
			    s.st->round, game_phase_id(s.rs, s.st),
			    act >= 0 ? s.st->players[act].name : "");
	}
	/* the REPL keeps the game its prompt shows until its own new or
	 * use, whatever another terminal selects meanwhile */
	if (c->game == NULL)
		c->game = strdup(s.g.name);
	session_end(c, &s, 0);
	c->d = keep;
}

/* --- completion -------------------------------------------------------- */

static struct cands cands;

static char *
gen(const char *text, int state)
{
	static int i;
	size_t len = strlen(text);

	if (state == 0)
		i = 0;
	while (i < cands.n) {
		const char *s = cands.v[i++];
		if (strncmp(s, text, len) == 0)
			return strdup(s);
	}
	return NULL;
}

/* The candidates come from complete_words(), as for the shells; a file
 * name is left to readline. */
static char **
complete(const char *text, int start, int end)
{
	char *before = strndup(rl_line_buffer, (size_t)start), **argv;
	int argc;
	struct diag d;

	(void)end;
	rl_attempted_completion_over = 1;
	cands_release(&cands);
	if (before == NULL || cmdline_split(before, &argc, &argv, &d) !=
	    ST_OK) {
		free(before);
		return NULL;
	}
	free(before);
	complete_words(rc, words, argc, argv, text, &cands);
	cmdline_free(argc, argv);
	if (cands.files) {
		rl_attempted_completion_over = 0;
		return NULL;
	}
	return rl_completion_matches(text, gen);
}

/* --- the loop ------------------------------------------------------------- */

/* Ctrl-C.  A signal handler may call only async-signal-safe functions,
 * which readline's are not: it notes the signal and cuts short a wait for
 * the database's lock (the command then fails with nothing changed);
 * readline, when its read is interrupted, calls on_signal_event() to drop
 * the line being typed. */
static volatile sig_atomic_t sigint_seen;

static void
on_sigint(int sig)
{
	(void)sig;
	sigint_seen = 1;
	db_interrupt();
}

static int
on_signal_event(void)
{
	if (sigint_seen) {
		sigint_seen = 0;
		rl_replace_line("", 0);
		rl_crlf();
		rl_on_new_line();
		rl_redisplay();
	}
	return 0;
}

/* The history file, or "" when there is no home to keep it in. */
static void
history_path(char *buf, size_t n)
{
	const char *xdg = getenv("XDG_STATE_HOME"), *home = home_dir();

	if (xdg != NULL && *xdg == '/')
		snprintf(buf, n, "%s/arbiter/history", xdg);
	else if (home != NULL)
		snprintf(buf, n, "%s/.local/state/arbiter/history", home);
	else
		buf[0] = '\0';
}

int
repl_main(struct ctx *c)
{
	char prompt[256], hist[PATH_MAX];
	char *line;
	int last = ST_OK;
	struct sigaction sa;

	rc = c;
	rl_readline_name = "arbiter";
	rl_attempted_completion_function = complete;
	rl_basic_word_break_characters = " \t\n\"',:=";
	history_path(hist, sizeof hist);
	if (hist[0] != '\0') {
		make_parents(hist);
		if (access(hist, F_OK) != 0)
			write_history(hist);	/* append_history needs the
						   file */
		read_history(hist);
	}
	stifle_history(1000);
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_sigint;
	sa.sa_flags = SA_RESTART;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);
	rl_signal_event_hook = on_signal_event;
	printf("arbiter %s: 'help' lists the commands, Ctrl-D leaves\n",
	    ARBITER_VERSION);
	while (!repl_quit) {
		refresh(c, prompt, sizeof prompt);
		/* while it waits, the file itself holds every command
		 * confirmed: a copy of it (not of its -wal) misses none */
		db_checkpoint(c->db);
		sigint_seen = 0;
		line = readline(prompt);
		if (line == NULL) {
			putchar('\n');
			break;
		}
		if (line[0] != '\0') {
			add_history(line);
			if (hist[0] != '\0')
				append_history(1, hist);
			db_interrupt_clear();
			last = cmd_run_line(c, line);
			/* refused for a value the rulebook leaves out: it may
			 * be asked for here, and the command tried again */
			while (last == ST_DATA && box_offer(c, line, readline)
			    == ST_OK)
				last = cmd_run_line(c, line);
		}
		free(line);
	}
	if (hist[0] != '\0')
		history_truncate_file(hist, 1000);
	cwords_free(words);
	words = NULL;
	cands_release(&cands);
	(void)last;
	return ST_OK;
}
