/* act.h: what every command shares, declared ones and the program's
 * mechanisms alike: the command in hand (struct act), its report for
 * people and programs, refusals and usage errors, the words read one by
 * one into the canonical command, names for messages, and a resource
 * changed within its bounds (core/act/act.c). */
#ifndef ARBITER_ACT_H
#define ARBITER_ACT_H

#include "core/base/json.h"
#include "core/base/strbuf.h"
#include "core/dice/dice.h"
#include "core/rules/ruleset.h"
#include "core/state/state.h"

/* What a command did, for people (text) and programs (data). */
struct report {
	struct strbuf text;	/* lines, each ending in '\n' */
	struct json *data;	/* an object of command-specific fields */
	struct strbuf canon;	/* the canonical command, without dice */
	int quiet;		/* REPORT_NO_*: what a replay does not keep */
	/* REPORT_DATA_TEXT: the members of the data object as JSON text, laid
	 * out as json_write_at(b, data, jdepth) lays them out, where a
	 * mechanism writes them so (report_data_text); data keeps the rest,
	 * set after them */
	struct strbuf *jtext;
	int jdepth;
	unsigned long long canon_args;	/* the command's words (bit k:
					   argv[k]) an effect put in canon
					   (canon_arg) */
};

#define REPORT_NO_CANON 1	/* canon writes nothing */
#define REPORT_NO_TEXT 2	/* report_line writes nothing */
#define REPORT_NO_DATA 4	/* data is NULL: what is set in it is freed
				   at once (json_set), and a mechanism may
				   leave it unmade (it tests a->rep->data
				   == NULL, as game_ledger.c does) */

#define REPORT_DATA_TEXT 8	/* jtext takes the data where it can */

void report_init(struct report *r);
/* A report for a replay, keeping less (REPORT_NO_* flags). */
void report_init_quiet(struct report *r, int quiet);
void report_release(struct report *r);
void report_line(struct report *r, const char *fmt, ...) ATTR_PRINTF(2, 3);
/* May a mechanism write its data into r->jtext now?  Only the first to
 * write any, so that the members stay in the order the data object would
 * have them.  Then report_jkey begins each member (its key a string
 * literal of the program's, plain ASCII: written as it is). */
int report_data_text(const struct report *r);
#define report_jkey(r, key) report_jkeyn((r), (key), sizeof(key) - 1)
void report_jkeyn(struct report *r, const char *key, size_t len);
/* A newline and depth levels of indentation in r->jtext. */
void report_jindent(struct report *r, int depth);
/* Note a roll in the report's "rolls" list: who it was for (a player, or
 * -1 for the table), the dice expression and the total, for the luck audit
 * and for programs. */
void report_roll(struct report *r, const struct state *st, int player,
    const char *expr, long total);


/* The phase's id for people and JSON ("setup" before the first round). */
const char *game_phase_id(const struct ruleset *rs, const struct state *st);

/* The names of the winners, ", "-separated, or NULL. */
char *game_winner(const struct ruleset *rs, const struct state *st);

/* What a mechanism with a turn structure of its own (the map of
 * territories, its orders and combats) adds to the turn's steps: the turn
 * (core/mech/game_turn.c) calls it through these, so that it calls nothing
 * above itself; core/play sets them. */
struct act;
struct act_hooks {
	int (*phase_leave)(struct act *a);		/* a phase ends */
	/* its end-require passed: what it kept for that read is cleared */
	void (*phase_left)(struct act *a);
	int (*setup_done)(struct act *a);		/* the setup ends */
};

struct act {
	const struct ruleset *rs;
	struct state *st;
	struct dice_src *dice;
	struct report *rep;
	struct diag *d;
	int argc;
	char **argv;
	const char *usage;	/* the ruleset's usage line of the command,
				   or NULL: the mechanism's own */
	int then_next;		/* an effect ended the phase: the caller
				   goes on as with 'next' */
	const struct act_hooks *map;	/* the map's steps, or NULL */
};

/* Refusals: "<ruleset>: message", ST_REFUSED.  Usage: ST_USAGE. */
int refuse(struct act *a, const char *fmt, ...) ATTR_PRINTF(2, 3);
int usage(struct act *a, const char *fmt, ...) ATTR_PRINTF(2, 3);
/* A line of the report (report_line) in the game's words: fmt may say
 * "{zone}", "{strikers}" ... (words.h), as refuse's and usage's may. */
void act_line(struct act *a, const char *fmt, ...) ATTR_PRINTF(2, 3);

/* Arguments, each appended to the canonical command when valid. */
/* ": did you mean 'x'?" for the names of v[0..n) nearest s, or "", for
 * a refusal of a name that is not there: valid until the next call. */
const char *arg_near(const char *s, const char *const *v, int n);
/* A usage error for the word s that names none of the n ids: "HEAD
 * (MANY: IDS TAIL)NEAR", HEAD fmt as printf writes it, IDS the ids
 * joined by ", " (none: "" or a word for none), NEAR arg_near's. */
int usage_none(struct act *a, const char *s, const char *const *ids, int n,
    const char *many, const char *none, const char *tail, const char *fmt,
    ...) ATTR_PRINTF(8, 9);
int arg_count(struct act *a, int min, int max, const char *synopsis);
/* The command that runs mechanism verb in this ruleset: the id of its
 * action that runs it (actions.*.run), or of the first action whose
 * effects do what verb did (eng_effect_runs, or eng_effect_hint for the
 * commands only hints name), else verb itself; for hints. */
const char *verb_word(const struct act *a, const char *verb);
/* The same, or NULL where no action of the ruleset does it, and for the
 * commands only the program's hints name the first action whose effects
 * do their job (rs_hint_action: it may read the actions an image kept
 * aside; for hints only). */
const char *verb_action(const struct act *a, const char *verb);
/* The game's word for a concept (words:, words.h) for n of them; in
 * capitals for a usage line ("CAPTAIN"), in a buffer that lasts until the
 * 4th call. */
const char *game_word(const struct act *a, enum rs_word w, long n);
const char *game_word_caps(const struct act *a, enum rs_word w);
int arg_long(struct act *a, const char *s, const char *what, long lo,
    long hi, long *out);
int arg_player(struct act *a, const char *s, int *out);
int arg_resource(struct act *a, const char *s, int *out);
int arg_land(struct act *a, const char *s, int *out);
int arg_body(struct act *a, const char *s, int *out);
void canon(struct act *a, const char *word);
/* canon of word, which stands for the command's word argv[k], once: an
 * effect that reads its word as it runs (and may run twice in one
 * command, in a routine or a loop) logs it the first time only. */
void canon_arg(struct act *a, int k, const char *word);
/* An effect about to log the command's words from argv[k] on as it
 * reads them: the report's quiet, to be given back once it has run; the
 * second time a command (a routine taken twice, a loop), canon writes
 * nothing until then, the words being logged once. */
int canon_from(struct act *a, int k);
void canon_long(struct act *a, long v);
/* The word canon added from mark (the canon's length before it) on is a
 * part of the one before, joined to it by ':' (GROUP:REGION). */
void canon_glue(struct act *a, size_t mark);

/* A phase's name for people ("setup" before the first round). */
const char *game_phase_name(const struct ruleset *rs, int phase);

/* The player whose turn it is, named for messages. */
const char *pname(const struct act *a, int p);
const char *rname(const struct act *a, int res);	/* resource name */
const char *lname(const struct act *a, int land);	/* land id */
/* "1 coin", "3 coins": in a buffer that lasts until the 4th call. */
const char *qty(const struct act *a, int res, long n);

/* Change a resource within its bounds; refuse (naming why) otherwise. */
int res_add(struct act *a, int p, int res, long delta, const char *why);

/* Throw the dice of text (with the ruleset's named dice, or the plain
 * ones when plain) from the command's source of dice, into *res, which
 * the caller frees with dice_result_free whatever the result; the text as
 * the log keeps it into canon_text (n bytes) unless NULL (act_throw.c). */
int act_throw(struct act *a, const char *text, int plain, char *canon_text,
    size_t n, struct dice_result *res);
/* One die of so many faces (a draw among faces things): 1 to faces. */
int act_throw_one(struct act *a, long faces, long *face);
/* Roll an expression with the ruleset's dice; *total and the faces as
 * text ("1 3*").  The roll is noted in the report for player who (-1:
 * the table), as the luck audit reads it. */
int roll_expr(struct act *a, int who, const char *expr, long *total,
    char *faces, size_t n);
/* A named die's faces without their stars, as a dice expression of plain
 * faces thrown without explosions: "2d{0,1,1,2}" for "2blue"; another
 * expression into buf as written (act_throw.c). */
int calm_dice(struct act *a, const char *expr, char *buf, size_t n);

/* The pieces of a map of territories for people (act_pieces.c): the name
 * of kind k for n of them ("Archer", "Archers"), in a buffer that lasts
 * until the 4th call; counts (one per kind) as "2 Archers, 1 Knight", or
 * "nothing", in buf. */
const char *piece_name(const struct act *a, int k, long n);
const char *pieces_text(const struct act *a, const long *counts, char *buf,
    size_t n);

/* A land of an orbit board held by owner (-1: nobody) with units (none
 * below 0), the tallies of its pieces fitted (act_lands.c). */
void land_set(struct act *a, int land, int owner, long units);

#endif
