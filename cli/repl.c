/* repl.c: the interactive loop on a terminal: GNU readline with history,
 * a prompt that shows where the game stands, and completion of commands,
 * players, resources, planets, lands, cards, rulesets, games and topics. */
#include "cmds.h"
#include "config.h"

#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <readline/history.h>
#include <readline/readline.h>

#include "core/cmdline.h"
#include "core/terr.h"
#include "rules.h"

int repl_main(struct ctx *c);

static struct ctx *rc;		/* the context completion reads */

/* What completion offers, refreshed after every command. */
static struct {
	char **players, **resources, **lands, **planets, **games, **rulesets;
	int nplayers, nresources, nlands, nplanets, ngames, nrulesets;
	char **pieces, **units;
	int npieces, nunits;
	char **cards;
	int ncards;
} words;

static void
words_free(void)
{
	free_list(words.players, words.nplayers);
	free_list(words.resources, words.nresources);
	free_list(words.lands, words.nlands);
	free_list(words.planets, words.nplanets);
	free_list(words.games, words.ngames);
	free_list(words.rulesets, words.nrulesets);
	free_list(words.pieces, words.npieces);
	free_list(words.units, words.nunits);
	free_list(words.cards, words.ncards);
	memset(&words, 0, sizeof words);
}

static void
push(char ***v, int *n, const char *s)
{
	char **x = realloc(*v, (size_t)(*n + 1) * sizeof *x);

	if (x == NULL)
		return;
	*v = x;
	x[(*n)++] = strdup(s);
}

static int
add_game(void *ctx, const struct db_game *g)
{
	(void)ctx;
	push(&words.games, &words.ngames, g->name);
	return 0;
}

/* Refresh the words and build the prompt. */
static void
refresh(struct ctx *c, char *prompt, size_t n)
{
	struct session s;
	struct diag keep = c->d;

	words_free();
	words.rulesets = ruleset_ids(&words.nrulesets);
	snprintf(prompt, n, "arbiter> ");
	if (access(c->db_path, F_OK) != 0)
		return;
	if (ctx_db(c, &c->db) == ST_OK && db_begin(c->db, 0, &c->d) == ST_OK) {
		db_game_each(c->db, add_game, NULL, &c->d);
		db_rollback(c->db);
	}
	if (session_begin(c, &s, 0) != ST_OK) {
		c->d = keep;
		return;
	}
	for (int i = 0; i < s.st->nplayers; i++)
		push(&words.players, &words.nplayers, s.st->players[i].name);
	for (int i = 0; i < s.rs->resources.n; i++)
		push(&words.resources, &words.nresources,
		    s.rs->resources.ids[i]);
	for (int i = 0; i < s.rs->nlands; i++)
		push(&words.lands, &words.nlands, s.rs->lands[i].id);
	for (int i = 0; s.st->terr != NULL && i < s.st->terr->ntiles; i++)
		push(&words.lands, &words.nlands, s.st->terr->tiles[i].id);
	for (int i = 0; i < s.rs->board.planets.n; i++)
		push(&words.planets, &words.nplanets,
		    s.rs->board.planets.ids[i]);
	for (int i = 0; i < s.rs->cards.n; i++)
		push(&words.cards, &words.ncards, s.rs->cards.ids[i]);
	for (int i = 0; i < s.rs->board.worlds.n; i++)
		push(&words.planets, &words.nplanets,
		    s.rs->board.worlds.ids[i]);
	for (int i = 0; i < s.st->pc.n; i++) {
		char id[96];
		piece_id(s.rs, &s.st->pc.v[i], id, sizeof id);
		push(&words.pieces, &words.npieces, id);
	}
	for (int i = 0; i < s.rs->units.n; i++)
		push(&words.units, &words.nunits, s.rs->units.ids[i]);
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
	session_end(c, &s, 0);
	c->d = keep;
}

/* --- completion -------------------------------------------------------- */

static char **cands;
static int ncands;

static void
cands_reset(void)
{
	free_list(cands, ncands);
	cands = NULL;
	ncands = 0;
}

static void
cands_add(char **v, int n)
{
	for (int i = 0; i < n; i++)
		push(&cands, &ncands, v[i]);
}

/* Fill cands for the word kind named by spec. */
static void
cands_of(const char *kind)
{
	if (strcmp(kind, "player") == 0)
		cands_add(words.players, words.nplayers);
	else if (strcmp(kind, "resource") == 0)
		cands_add(words.resources, words.nresources);
	else if (strcmp(kind, "land") == 0)
		cands_add(words.lands, words.nlands);
	else if (strcmp(kind, "planet") == 0)
		cands_add(words.planets, words.nplanets);
	else if (strcmp(kind, "piece") == 0)
		cands_add(words.pieces, words.npieces);
	else if (strcmp(kind, "unit") == 0)
		cands_add(words.units, words.nunits);
	else if (strcmp(kind, "card") == 0)
		cands_add(words.cards, words.ncards);
	else if (strcmp(kind, "game") == 0)
		cands_add(words.games, words.ngames);
	else if (strcmp(kind, "ruleset") == 0)
		cands_add(words.rulesets, words.nrulesets);
	else if (strcmp(kind, "command") == 0) {
		for (const struct cmd *x = cmd_table; x->name; x++)
			push(&cands, &ncands, x->name);
	} else if (strchr(kind, '|') != NULL) {
		char *copy = strdup(kind), *save = NULL;
		for (char *t = strtok_r(copy, "|", &save); t != NULL;
		    t = strtok_r(NULL, "|", &save))
			push(&cands, &ncands, t);
		free(copy);
	}
}

static char *
gen(const char *text, int state)
{
	static int i;
	size_t len = strlen(text);

	if (state == 0)
		i = 0;
	while (i < ncands) {
		const char *s = cands[i++];
		/* "land:" in "attack TARGET FROM:N" completes after a comma */
		if (strncmp(s, text, len) == 0)
			return strdup(s);
	}
	return NULL;
}

/* Which argument kind the word at index argi of command x takes. */
static void
arg_kind(const struct cmd *x, int argi, char *out, size_t n)
{
	char *copy = strdup(x->complete ? x->complete : ""), *save = NULL;
	char *t, *last = NULL;
	int k = 1;

	out[0] = '\0';
	for (t = strtok_r(copy, " ", &save); t != NULL;
	    t = strtok_r(NULL, " ", &save), k++) {
		last = t;
		if (k == argi) {
			snprintf(out, n, "%s", t);
			break;
		}
	}
	if (out[0] == '\0' && last != NULL && strstr(last, "...") != NULL) {
		snprintf(out, n, "%s", last);
		*strstr(out, "...") = '\0';
	}
	free(copy);
}

static char **
complete(const char *text, int start, int end)
{
	char *before = strndup(rl_line_buffer, (size_t)start), **argv;
	int argc;
	struct diag d;

	(void)end;
	rl_attempted_completion_over = 1;
	cands_reset();
	if (cmdline_split(before, &argc, &argv, &d) != ST_OK) {
		free(before);
		return NULL;
	}
	free(before);
	if (argc == 0) {
		cands_of("command");
	} else {
		const struct cmd *x = NULL;
		char kind[64];
		struct diag keep = rc->d;
		x = cmd_find(rc, argv[0]);
		rc->d = keep;
		if (x != NULL) {
			arg_kind(x, argc, kind, sizeof kind);
			if (strcmp(kind, "topic") == 0 && argc >= 2) {
				/* topics of the ruleset named before */
				struct ruleset *rs = NULL;
				struct rs_text *t = NULL;
				struct rules_section *v;
				int nt = 0, n;
				if (load_ruleset_files(rc, argv[1], NULL, 0, NULL,
				    0, &rs, &t, &nt) == ST_OK) {
					n = rules_sections(rs, &v);
					for (int i = 0; i < n; i++)
						push(&cands, &ncands, v[i].id);
					rules_sections_free(v, n);
				}
				diag_clear(&rc->d);
				free_texts(t, nt);
				ruleset_free(rs);
			} else if (strcmp(kind, "file") == 0) {
				rl_attempted_completion_over = 0;
			} else {
				cands_of(kind);
			}
		}
	}
	cmdline_free(argc, argv);
	return rl_completion_matches(text, gen);
}

/* --- the loop ------------------------------------------------------------- */

static void
on_sigint(int sig)
{
	(void)sig;
	/* cancel the line being typed; the program goes on */
	rl_crlf();
	rl_on_new_line();
	rl_replace_line("", 0);
	rl_redisplay();
}

static void
history_path(char *buf, size_t n)
{
	const char *xdg = getenv("XDG_STATE_HOME"), *home = getenv("HOME");

	if (xdg != NULL && *xdg == '/')
		snprintf(buf, n, "%s/arbiter/history", xdg);
	else
		snprintf(buf, n, "%s/.local/state/arbiter/history",
		    home ? home : ".");
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
	make_parents(hist);
	if (access(hist, F_OK) != 0)
		write_history(hist);	/* append_history needs the file */
	read_history(hist);
	stifle_history(1000);
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_sigint;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);
	printf("arbiter %s: 'help' lists the commands, Ctrl-D leaves\n",
	    ARBITER_VERSION);
	while (!repl_quit) {
		refresh(c, prompt, sizeof prompt);
		line = readline(prompt);
		if (line == NULL) {
			putchar('\n');
			break;
		}
		if (line[0] != '\0') {
			add_history(line);
			append_history(1, hist);
			last = cmd_run_line(c, line);
		}
		free(line);
	}
	history_truncate_file(hist, 1000);
	words_free();
	cands_reset();
	(void)last;
	return ST_OK;
}
