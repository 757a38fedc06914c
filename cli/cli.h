/* cli.h: what the command-line files share: the context of one run, the
 * command table, output, and the game session. */
#ifndef ARBITER_CLI_H
#define ARBITER_CLI_H

#include <stdio.h>

#include "core/base/diag.h"
#include "core/play/game.h"
#include "core/base/json.h"
#include "core/rules/ruleset.h"
#include "core/state/state.h"
#include "db/db.h"

struct ctx {
	char *db_path;		/* resolved database path */
	struct db *db;		/* opened on first use */
	char *game;		/* -g GAME, or NULL */
	int json;		/* --json */
	int color;		/* colour on: a terminal and no NO_COLOR */
	int interactive;	/* the REPL on a terminal */
	int quiet;		/* errors are not printed (completion) */
	struct diag d;		/* the last error */
	FILE *out;		/* stdout */
	int werr;		/* the errno of the first write to out that
				   failed, or 0 */
	char *players;		/* the configuration's players (A,B,C), or
				   NULL */
	/* the last game's ruleset, kept while the same game and rules texts
	 * are used (a command file, the REPL) */
	struct ruleset *rs_cache;
	long rs_game;
	char *rs_name;		/* that game's name, owned */
	int rs_ntexts;
	/* what a command file's annotations (#@ lines, annot.c) say of the
	 * next command: when it was given, and that its dice were digital */
	struct annot {
		char time[24];	/* "" when none */
		int digital;	/* the next dice were the generator's */
		long draws;	/* in so many draws */
	} ann;
};

/* --- the command table (cmd.c) ---------------------------------------- */

enum {
	CMD_GAME = 1,		/* a game command: applied to the current game */
	CMD_REPL = 2,		/* only in the REPL */
	CMD_HIDDEN = 4,		/* not in 'help' or prefix matching (it is
				   still documented in arbiter(1)) */
	CMD_RAW = 8,		/* its arguments are taken as they are: no
				   --help, --json or -j among them */
	CMD_WHOLE = 16,		/* only by its whole name: added after a
				   prefix it shares had worked for another */
	/* a picture of one kind of board: in a game, 'help' lists it only
	 * where the game's board is of that kind */
	CMD_DRAWS_TERR = 32,	/* a map of territories */
	CMD_DRAWS_ORBITS = 64,	/* orbits with bodies on them */
	CMD_DRAWS_ZONES = 128,	/* numbered zones */
	/* a correction of a board of places: in a game, 'help' lists it
	 * only where the board has places */
	CMD_PLACES = 256
};

struct cmd {
	const char *name;
	const char *alias;
	int min_args, max_args;	/* -1: any number */
	const char *usage;
	const char *help;	/* one line */
	unsigned flags;
	int (*exec)(struct ctx *c, int argc, char **argv);
	const char *complete;	/* what each argument is, for completion:
				   space-separated words among player,
				   resource, land, body, card, ruleset, game,
				   topic, file, expr, or a|b|c choices;
				   the last repeats when it ends in '...';
				   words "--name" and "--name=KIND" are its
				   options */
};

extern const struct cmd cmd_table[];

/* Find by exact name, alias, or unique prefix; NULL with an "ambiguous" or
 * "unknown" message in c->d. */
const struct cmd *cmd_find(struct ctx *c, const char *name);
/* The command of the table called name (not by prefix nor alias), or NULL. */
const struct cmd *cmd_table_entry(const char *name);
/* Is name one of the program's own commands, not a game's (status, undo,
 * ...; or an alias of one)?  It is found before any action of that name,
 * which a text of before may declare ('ruleset check' refuses it now,
 * core/rules/ruleset_check_names.c): that action is never offered. */
int cmd_program_own(const char *name);
/* Refuse an unknown command, naming the nearest commands of the program
 * and of the current game's ruleset. */
void cmd_unknown(struct ctx *c, const char *word);
/* Is name, a game's command (run by cmd_game), one the game of rs does
 * not have: another game's, or a mechanism its rules leave out
 * (not_in_game.c)? */
int cmd_not_in_game(const struct ruleset *rs, const char *name);
/* Refuse the command name, which the game of rs does not have, naming
 * the nearest of its commands; ST_USAGE, the message in c->d. */
int cmd_refuse_not_in_game(struct ctx *c, const struct ruleset *rs,
    const char *name);

/* The game commands (cmd_shipped.c): the actions the shipped rulesets
 * declare, one entry a name (the usages of several games joined by " | "),
 * by name, ending in a NULL name; read at the first call of a process. */
const struct cmd *shipped_cmds(void);
const struct cmd *shipped_cmd(const char *name);
/* Every command: the program's table and the shipped game commands, by
 * name, ending in NULL. */
const struct cmd *const *all_cmds(void);
/* How a game command is described for --help and a usage error: the
 * shipped command of its name, else x itself. */
const struct cmd *cmd_shown(const struct cmd *x);
/* The completion words of the action k of rs (as a struct cmd's). */
void action_spec(const struct ruleset *rs, int k, struct strbuf *spec);

/* Run one command line split into words; returns its status.  Errors are
 * printed.  Blank lines and comments do nothing. */
int cmd_run(struct ctx *c, int argc, char **argv);
int cmd_run_line(struct ctx *c, const char *line);

/* Run every line of f, stopping at the first failure. */
int cmd_run_file(struct ctx *c, FILE *f, const char *name);

/* --- output (out.c) ------------------------------------------------------- */

void out_printf(struct ctx *c, const char *fmt, ...) ATTR_PRINTF(2, 3);
void out_text(struct ctx *c, const char *s);
/* Long text: through the user's pager when it would not fit the terminal
 * (PAGER, else "less -FRX"); written as out_text when not a terminal. */
void out_long(struct ctx *c, const char *s);
/* Text for people: each line longer than the width tables fit (the
 * terminal's, or COLUMNS) broken between words. */
void out_fit(struct ctx *c, const char *s);
void out_json(struct ctx *c, const struct json *j);
/* A picture (orbits, map, zones): the text, or {"picture": text}. */
void out_picture(struct ctx *c, const char *text);
/* Flush out: ST_OK, or ST_ENV (c->d set) when a write failed since
 * out_reset_errors(). */
int out_check(struct ctx *c);
void out_reset_errors(struct ctx *c);
/* At the end of the run: flush and close stdout and say so when that
 * fails, and check stderr; returns r, or ST_ENV for a failed write when r
 * is ST_OK. */
int out_close(struct ctx *c, int r);
/* "arbiter: message" on stderr; returns d->code. */
int out_error(struct ctx *c, const struct diag *d);
/* Colour when on: "\033[1m" etc., or "". */
const char *out_bold(const struct ctx *c);
const char *out_dim(const struct ctx *c);
const char *out_reset(const struct ctx *c);
/* Write s for a terminal: control characters shown as \n, \t, \x1b, and
 * so are bytes that are not UTF-8 and the C1 controls. */
void out_safe(struct strbuf *b, const char *s);
/* A logged command as a line to read and to run again: its words quoted
 * with control characters escaped (cmdline_requote). */
void out_command(struct strbuf *b, const char *command);

/* --- database and game session (session.c) -------------------------------- */

int ctx_db(struct ctx *c, struct db **out);	/* open on first use */
/* Is there no database file yet (and none open)?  A path that cannot be
 * one, or cannot be reached, counts as there: opening it says why. */
int ctx_db_absent(struct ctx *c);

struct session {
	struct db_game g;
	struct ruleset *rs;
	struct state *st;	/* at g.head */
	int rs_borrowed;	/* rs is c->rs_cache: not freed */
};

/* Load the current game (-g, else the database's current) inside a
 * transaction (write: BEGIN IMMEDIATE).  The caller ends it with
 * session_end(). */
int session_begin(struct ctx *c, struct session *s, int write);
/* The same without the game's state (s->st NULL): the game and its
 * ruleset only. */
int session_open(struct ctx *c, struct session *s, int write);
/* Commit (ok) or roll back, and free. */
int session_end(struct ctx *c, struct session *s, int ok);

/* Game g's ruleset from the compiled copy kept in the database when it
 * is current, without reading the texts: 1 when *out was loaded so
 * (rules_kept.c). */
int rules_kept_get(struct ctx *c, const struct db_game *g,
    const struct rs_opt *opts, int nopts, struct ruleset **out);
/* rs, read from game g's compiled copy, given its values kept aside
 * again from the texts t (one was found damaged: rs_aside_renew); a
 * command that writes keeps the copy made: 0, or -1. */
int rules_kept_renew(struct ctx *c, const struct db_game *g,
    const struct rs_text *t, const struct rs_opt *opts, int nopts,
    struct ruleset *rs);
/* rules_load for game g, whose texts are t; a command that writes keeps
 * the compiled copy. */
int rules_load_kept(struct ctx *c, const struct db_game *g,
    const struct rs_text *t, const struct rs_opt *opts, int nopts,
    struct ruleset **out, struct diag_list *errs);
/* The last game's ruleset that c keeps (rs_cache, its game's id and
 * name) freed and forgotten. */
void session_forget_rules(struct ctx *c);
/* Load a game's ruleset from its stored texts. */
int session_ruleset(struct ctx *c, struct db_game *g, struct ruleset **out);
/* The state after command event seq (0: the initial state). */
int session_state_at(struct ctx *c, struct session *s, long seq,
    struct state **out);
/* Re-apply a logged command event to st. */
int session_replay(struct ctx *c, const struct ruleset *rs, struct state *st,
    const struct db_event *e);
/* The same, handing over the command's JSON data (its "rolls" ...). */
int session_replay_data(struct ctx *c, const struct ruleset *rs,
    struct state *st, const struct db_event *e, struct json **data);
/* The same, handing over its data and the text it printed (*text owned,
 * lines ending in '\n'); either may be NULL. */
int session_replay_full(struct ctx *c, const struct ruleset *rs,
    struct state *st, const struct db_event *e, struct json **data,
    char **text);
/* session_replay_full, with the data's members written as JSON text into
 * jtext where a mechanism can (laid out for an object at depth
 * REPLAY_JDEPTH, as export json writes an event's data): *data keeps
 * what was set after them (act.h, REPORT_DATA_TEXT); the text written
 * into tbuf (emptied first; its memory reused event after event). */
#define REPLAY_JDEPTH 3
int session_replay_jtext(struct ctx *c, const struct ruleset *rs,
    struct state *st, const struct db_event *e, struct json **data,
    struct strbuf *jtext, struct strbuf *tbuf);
/* Replay the head's whole line from the setup with rs (not necessarily
 * s->rs), without checkpoints; when rs is s->rs, compare every checkpoint
 * on the way, else (an amendment, in a write transaction) replace the
 * game's checkpoints with those of the line under rs.  *n counts
 * commands, *checked checkpoints. */
int session_rebuild(struct ctx *c, struct session *s,
    const struct ruleset *rs, struct state **out, int *n, int *checked);
/* Each event of the head's line, oldest first, in one query (the log
 * marks the line); f returns nonzero to stop, and that is returned. */
int line_each(struct ctx *c, struct session *s,
    int (*f)(void *ctx, const struct db_event *e), void *ctx);
/* Sealed commands (game_sealed_form) stay hidden in the log's public
 * views (log, export md/csv/json) while they wait to be carried out: the
 * last st->sealed sealed commands of the head's line, and any undone. */
struct sealed_view {
	long *seqs;		/* the waiting ones */
	int n;
	const struct ruleset *rs;	/* whose actions are sealed */
};
int sealed_view_init(struct ctx *c, const struct session *s,
    struct sealed_view *v);
/* The command to show: e->command, or its sealed form (in tmp). */
const char *sealed_view_command(const struct sealed_view *v,
    const struct db_event *e, int undone, struct strbuf *tmp);
void sealed_view_release(struct sealed_view *v);

/* A state as the text the database keeps (owned). */
char *state_text(const struct state *st, const struct ruleset *rs);
/* Is saved the snapshot now (state_text's) would write, read as this
 * arbiter reads it?  The text first, then the state it reads as. */
int state_text_same(const char *saved, const char *now,
    const struct ruleset *rs);
/* The initial state of s's game. */
int session_initial(struct ctx *c, struct session *s, struct state **out);

/* Apply a game command to the current game and log it. */
int session_command(struct ctx *c, int argc, char **argv);
/* The current game's ruleset (for its named dice, its declared actions);
 * NULL when there is no current game.  It stays the context's (its
 * cache): the caller does not free it. */
int game_ruleset(struct ctx *c, const struct ruleset **rs);
/* The ruleset id names (an id on the search path, a prefix of one, or a
 * file), loaded into *loaded, which the caller frees; else, where none
 * does and the current game's ruleset has that id (a game started from
 * a file of its own, 'new PATH/ID.yaml'), that one, *loaded NULL.  *rs is
 * the one to read. */
int ruleset_or_game(struct ctx *c, const char *id, struct ruleset **loaded,
    const struct ruleset **rs);
/* Is there a current game (without creating a database to find out)? */
int have_game(struct ctx *c, int *yes);
/* Does the current game's ruleset declare an action called name?  1 for
 * one with its own words and effects, 2 for one that runs a mechanism of
 * the program (`run:`), 0 for none or no current game; c->d is left as
 * it was. */
int session_declares(struct ctx *c, const char *name);

/* Append a non-command event (note) and keep the cache. */
int session_append(struct ctx *c, struct session *s, const char *kind,
    const char *command, const char *ref, long parent);

/* Store s->st as the state at s->g.head (cache and checkpoint policy). */
int session_store(struct ctx *c, struct session *s, long depth);

/* Faces as written after '=' ("3", "2*", or with rs a symbol of its dice,
 * "brain"): *faces and *star owned by the caller (free both, also on
 * error). */
int read_faces(struct ctx *c, const struct ruleset *rs, int argc,
    char **argv, long **faces, unsigned char **star, int *n);

/* UTC now, ISO 8601. */
void now_iso(char *buf, size_t n);

/* --- annotations of a command file (annot.c) ---------------------------- */

/* Read "#@ KEY VALUE" (a line of a command file that starts with "#@")
 * into c->ann, for the next command: "time T" (an event's time, or a new
 * game's creation time; UTC, ISO 8601) or "digital DRAWS" (the faces after
 * '=' were rolled by the game's generator in DRAWS draws).  ST_USAGE
 * naming what is wrong. */
int annot_read(struct ctx *c, const char *line);
void annot_clear(struct ctx *c);
/* The time of an event given now: the annotation's, else UTC now. */
void annot_time(const struct ctx *c, char *buf, size_t n);
/* Is s a time as arbiter stores them (YYYY-MM-DDThh:mm:ssZ)? */
int iso_time_valid(const char *s);

/* --- the user's configuration (config.c) -------------------------------- */

struct config {
	char *database;		/* or NULL */
	int no_color;		/* color = never */
	char *players;		/* "A,B,C", or NULL */
};

/* Read $XDG_CONFIG_HOME/arbiter/config when it exists; a bad file is
 * reported (ST_DATA, its line named). */
int config_load(struct ctx *c, struct config *cf);
void config_release(struct config *cf);

/* --- completion (complete.c) -------------------------------------------- */

/* Candidates for a word being typed.  files: the word names a file (the
 * prompt leaves it to readline; `complete` lists the paths itself). */
struct cands {
	char **v;
	int n;
	int files;
};
struct cwords;			/* what completion offers from the database */

/* Read the games, campaigns and the current game's words (owned; never
 * fails: what cannot be read is left out, and no database is created). */
struct cwords *cwords_load(struct ctx *c);
void cwords_free(struct cwords *w);
/* The candidates for partial after the words argv (argv[0] the command,
 * or argc 0 for the command itself), filtered by its prefix. */
void complete_words(struct ctx *c, const struct cwords *w, int argc,
    char **argv, const char *partial, struct cands *out);
void cands_release(struct cands *x);

/* --- status of zones (status_zones.c) ------------------------------ */

/* The zones, squads and stores of a game that has them. */
void status_zones(struct ctx *c, const struct session *s, struct strbuf *b);
/* The regions of a board of regions (status_regions.c). */
void status_regions(const struct session *s, struct strbuf *b);

/* --- files (files.c) ---------------------------------------------------- */

/* Read a whole file; NULL (and c->d set, ST_ENV) when it cannot. */
char *file_read(struct ctx *c, const char *path, size_t *len);
char *data_file(const char *name);
/* Write a whole file: through a new file beside path (made with O_EXCL,
 * so never one planted there) renamed over it, so that a link at path is
 * replaced, not followed, and path holds the old text or the new one
 * whole; ST_ENV (c->d set) when it cannot. */
int file_write(struct ctx *c, const char *path, const char *data,
    size_t len);
/* The shipped ruleset file for id: *path owned by the caller. */
int ruleset_path(struct ctx *c, const char *id, char **path);
/* Every shipped ruleset id, sorted; free with free_list. */
char **ruleset_ids(int *n);
void free_list(char **v, int n);
/* $XDG_CONFIG_HOME/arbiter/<id>.yaml if it exists (owned), else NULL. */
char *user_overlay(const char *id);
/* Where that overlay is or would be (NULL without a home); free it. */
char *user_overlay_path(const char *id);
/* The user's home: $HOME when it is an absolute path, else the password
 * database's; NULL when neither gives one (never the current directory). */
const char *home_dir(void);
/* dir followed by rest, in memory of its own (free it; NULL when out of
 * memory): a path made without a PATH_MAX buffer on the stack, whose pages
 * every command's start would touch. */
char *path_join(const char *dir, const char *rest);
/* Make the directories above path. */
int make_parents(const char *path);
/* An overlay to load: a file, or (text not NULL) a text named name. */
struct overlay_src {
	const char *name;
	const char *text;
};
/* Load a ruleset by id with overlays and options; errors printed.  On
 * success *texts holds every text read, the ruleset first (owned;
 * free_texts). */
int load_ruleset_files(struct ctx *c, const char *id,
    const struct overlay_src *overlays, int nover, const struct rs_opt *opts,
    int nopts, struct ruleset **out, struct rs_text **texts, int *ntexts);
/* ruleset_load, and the check of the mechanisms the ruleset's actions run
 * (game_check_runs): what every command of the program loads with. */
int rules_load(const struct rs_text *base, const struct rs_text *overlays,
    int noverlays, const struct rs_opt *opts, int nopts, struct ruleset **out,
    struct diag_list *errs);
/* Every option's result of rs, loaded from base and overlays, checked as
 * rules_load checks (ruleset_check_options; with together, two options'
 * values together too): ST_OK, or ST_DATA with the refusals in errs.  A
 * load per option's value: for 'ruleset check' and where a text enters a
 * game, not for every command. */
int rules_check_options(const struct ruleset *rs, const struct rs_text *base,
    const struct rs_text *overlays, int noverlays, int together,
    struct diag_list *errs);
/* rules_load of texts parsed and merged once (ruleset_merge), kept for
 * rules_check_merged: the merged texts (owned, ruleset_merged_free, after
 * *out: its names are theirs) or NULL when they do not read; *st as
 * rules_load returns. */
struct rs_merged *rules_merge_load(const struct rs_text *base,
    const struct rs_text *overlays, int noverlays, struct ruleset **out,
    int *st, struct diag_list *errs);
/* rules_check_options of them, the options together as well (with what
 * was tried of them into cov), without parsing them again. */
int rules_check_merged(const struct ruleset *rs, const struct rs_merged *m,
    struct rs_cover *cov, struct diag_list *errs);
/* The same with the ruleset's own text given (base_text; id names it, and
 * the text must declare that id) instead of its file. */
int load_ruleset_base(struct ctx *c, const char *id, const char *base_text,
    const struct overlay_src *overlays, int nover, const struct rs_opt *opts,
    int nopts, struct ruleset **out, struct rs_text **texts, int *ntexts);
void free_texts(struct rs_text *t, int n);
/* Print every diagnostic of a list; returns the worst status. */
int print_diags(struct ctx *c, const struct diag_list *l);

#endif
