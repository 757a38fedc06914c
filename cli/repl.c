/* repl.c: the interactive loop on a terminal: GNU readline with history,
 * a prompt that shows where the game stands, and completion (complete.c)
 * of commands, options, players, resources, bodies, lands, cards,
 * rulesets, games, campaigns and topics. */
#include "cmds.h"
#include "config.h"

#include <dlfcn.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <readline/history.h>
#include <readline/readline.h>

#include "core/base/cmdline.h"

int repl_main(struct ctx *c);

/* --- readline, loaded when the REPL starts ------------------------------ */

/* GNU readline is loaded here, as serve loads libmicrohttpd, rather than
 * linked in: linked in, its keymaps and tables of functions were some 1250
 * addresses the dynamic loader writes into place at every start of every
 * command of a position-independent program (18 thousand instructions,
 * more than `odds 2d6` spends on its answer).  Without the library the
 * REPL still reads lines, with neither editing, history nor completion. */
static __typeof__(readline) *f_readline;
static __typeof__(add_history) *f_add_history;
static __typeof__(append_history) *f_append_history;
static __typeof__(write_history) *f_write_history;
static __typeof__(read_history) *f_read_history;
static __typeof__(stifle_history) *f_stifle_history;
static __typeof__(history_truncate_file) *f_history_truncate_file;
static __typeof__(rl_completion_matches) *f_rl_completion_matches;
static __typeof__(rl_replace_line) *f_rl_replace_line;
static __typeof__(rl_crlf) *f_rl_crlf;
static __typeof__(rl_on_new_line) *f_rl_on_new_line;
static __typeof__(rl_redisplay) *f_rl_redisplay;
/* its variables, by their addresses */
static __typeof__(rl_readline_name) *v_rl_readline_name;
static __typeof__(rl_attempted_completion_function)
    *v_rl_attempted_completion_function;
static __typeof__(rl_basic_word_break_characters)
    *v_rl_basic_word_break_characters;
static __typeof__(rl_signal_event_hook) *v_rl_signal_event_hook;
static __typeof__(rl_attempted_completion_over)
    *v_rl_attempted_completion_over;
static __typeof__(rl_line_buffer) *v_rl_line_buffer;

/* A line without readline: the prompt, then what is typed up to the
 * newline (not kept), or NULL at the end of the input. */
static char *
plain_readline(const char *prompt)
{
	char *line = NULL;
	size_t n = 0;
	ssize_t len;

	fputs(prompt, stdout);
	fflush(stdout);
	if ((len = getline(&line, &n, stdin)) < 0) {
		free(line);
		return NULL;
	}
	if (len > 0 && line[len - 1] == '\n')
		line[len - 1] = '\0';
	return line;
}

/* 0 when readline is there, with every name it needs; else -1, and
 * f_readline reads plain lines. */
static int
load_readline(void)
{
	const char *names[] = { "libreadline.so.8", "libreadline.so" };
	void *lib = NULL;

	for (size_t i = 0; lib == NULL && i < 2; i++)
		lib = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
	if (lib == NULL)
		goto plain;
#define LOAD(p, x) if ((*(void **)&p##x = dlsym(lib, #x)) == NULL) goto plain
	LOAD(f_, readline);
	LOAD(f_, add_history);
	LOAD(f_, append_history);
	LOAD(f_, write_history);
	LOAD(f_, read_history);
	LOAD(f_, stifle_history);
	LOAD(f_, history_truncate_file);
	LOAD(f_, rl_completion_matches);
	LOAD(f_, rl_replace_line);
	LOAD(f_, rl_crlf);
	LOAD(f_, rl_on_new_line);
	LOAD(f_, rl_redisplay);
	LOAD(v_, rl_readline_name);
	LOAD(v_, rl_attempted_completion_function);
	LOAD(v_, rl_basic_word_break_characters);
	LOAD(v_, rl_signal_event_hook);
	LOAD(v_, rl_attempted_completion_over);
	LOAD(v_, rl_line_buffer);
#undef LOAD
	return 0;
plain:
	fprintf(stderr, "arbiter: no line editing, history or completion: "
	    "GNU readline (Debian's package libreadline8) could not be "
	    "loaded\n");
	f_readline = plain_readline;
	f_add_history = NULL;	/* a library that lacked a later name */
	return -1;
}

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
	char *before = strndup(*v_rl_line_buffer, (size_t)start), **argv;
	int argc;
	struct diag d;

	(void)end;
	*v_rl_attempted_completion_over = 1;
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
		*v_rl_attempted_completion_over = 0;
		return NULL;
	}
	return f_rl_completion_matches(text, gen);
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
		f_rl_replace_line("", 0);
		f_rl_crlf();
		f_rl_on_new_line();
		f_rl_redisplay();
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
	hist[0] = '\0';
	if (load_readline() == 0) {
		*v_rl_readline_name = "arbiter";
		*v_rl_attempted_completion_function = complete;
		*v_rl_basic_word_break_characters = " \t\n\"',:=";
		history_path(hist, sizeof hist);
		if (hist[0] != '\0') {
			make_parents(hist);
			if (access(hist, F_OK) != 0)	/* append_history
							   needs the file */
				f_write_history(hist);
			f_read_history(hist);
		}
		f_stifle_history(1000);
		*v_rl_signal_event_hook = on_signal_event;
	}
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_sigint;
	sa.sa_flags = SA_RESTART;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);
	printf("arbiter %s: 'help' lists the commands, Ctrl-D leaves\n",
	    ARBITER_VERSION);
	while (!repl_quit) {
		refresh(c, prompt, sizeof prompt);
		/* while it waits, the file itself holds every command
		 * confirmed: a copy of it (not of its -wal) misses none */
		db_checkpoint(c->db);
		sigint_seen = 0;
		line = f_readline(prompt);
		if (line == NULL) {
			putchar('\n');
			break;
		}
		if (line[0] != '\0') {
			if (f_add_history != NULL)
				f_add_history(line);
			if (hist[0] != '\0')
				f_append_history(1, hist);
			db_interrupt_clear();
			last = cmd_run_line(c, line);
			/* refused for a value the rulebook leaves out: it may
			 * be asked for here, and the command tried again */
			while (last == ST_DATA && box_offer(c, line, f_readline)
			    == ST_OK)
				last = cmd_run_line(c, line);
		}
		free(line);
	}
	if (hist[0] != '\0')
		f_history_truncate_file(hist, 1000);
	cwords_free(words);
	words = NULL;
	cands_release(&cands);
	(void)last;
	return ST_OK;
}
