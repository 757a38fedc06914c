/* engine_words.h: the words of a command read by their kinds, and their
 * usage (joined, followed, repeated, gathered, deferred words). */
#ifndef ARBITER_ENGINE_WORDS_H
#define ARBITER_ENGINE_WORDS_H

#include "core/act/act.h"

struct eng_eval;

/* The lands a word of kind sources names (LAND:N[,LAND:N...]), in the
 * order named, and the units each sends (engine_sources.c). */
#define ENG_MAX_SOURCES 32
struct eng_sources {
	int n;
	int land[ENG_MAX_SOURCES];
	long units[ENG_MAX_SOURCES];
};

/* The groups of words of an action with gather-by (engine_gather.c): the
 * repeated words of each, as read; the order they are taken in; the
 * first group of the set each is taken with (itself when alone). */
struct eng_gather {
	int n;
	long vals[ENG_GATHER_MAX][ENG_MAX_ARGS];
	int order[ENG_GATHER_MAX];
	int set[ENG_GATHER_MAX];
};

/* Order the n groups of g for x: a group that gives the gather-with word
 * takes every later one naming the same gather-by word and giving it. */
void eng_gather_order(const struct action_def *x, struct eng_gather *g);

/* Group k is taken: the first of its set refuses a region named twice in
 * it (a usage error); sets ev's gathered words. */
int eng_gather_take(struct act *a, const struct action_def *x,
    const struct eng_gather *g, int k, struct eng_eval *ev);

/* Bind the i-th group of the set ev's group is taken with (its repeated
 * words in ev's), 1; 0 past the last; i -1 binds the group taken again. */
int eng_gather_bind(struct eng_eval *ev, int i);

/* Deferred commands (engine_deferred.c): action i's command with ev's
 * words queued for carry-out-deferred; the effect carry-out-deferred
 * (line: said when none waits; run: eng_effects); sum_queued and
 * count_queued bind the actor's other commands of ev's action waiting,
 * each with its words, as aggregates do (expr_env.bind;
 * engine_queued.c). */
int eng_defer(struct act *a, int i, const struct eng_eval *ev);
int eng_carry_deferred(struct act *a, const char *line,
    int (*run)(struct act *, const struct vec *, struct eng_eval *));
int eng_queued_bind(struct eng_eval *ev, int i);

/* A repeating action's groups of words (engine_repeat.c): how many n
 * words make (1 for an action that does not repeat), or -1 when n words
 * are not its words. */
int eng_repeat_groups(const struct action_def *x, int n);

/* Add " [LAND N]..." to the usage line buf of length len (size n); the
 * new length. */
size_t eng_repeat_usage(const struct action_def *x, char *buf, size_t len,
    size_t n);

/* Word s read as a word x of action act (id) would be, over the words
 * read before it (read), into *out, logged (engine_words.c). */
int eng_word_as(struct act *a, const struct action_def *act, const char *id,
    const struct arg_def *x, const char *s, const struct eng_eval *read,
    long *out);

/* A word of kind piece-kind, into *out, canonical; the effect
 * enter-stats (engine_stats.c). */
int eng_kind_word(struct act *a, const char *s, long *out);
int eng_enter_stats(struct act *a, const struct eff_stats *x,
    const struct eng_eval *ev);

/* set-units: a player's units on a territory set to a word of kind
 * piece-counts (engine_units.c); eng_counts_word reads the word. */
int eng_set_units(struct act *a, const struct eff_units *x,
    const struct eng_eval *ev);
int eng_counts_word(struct act *a, const struct arg_def *x, const char *s,
    long *out);

/* The words of kinds place and tile (engine_place_word.c): a place's
 * name is good, a usage error for one that is not, a tile kind by its id
 * (a usage error naming them all). */
int eng_place_ok(const char *s);
int eng_place_bad(struct act *a, const char *s);
int eng_tile_kind(struct act *a, const char *s, int *out);
int eng_place_word(struct act *a, const struct arg_def *x, const char *s,
    long *out);

/* Is s, the command's only word, the alone keyword of word x? */
int eng_word_alone(const struct act *a, const struct arg_def *x,
    const char *s);
int eng_tile_word(struct act *a, const char *s, long *out);

/* A word of kind product: a product of mechanisms.production by its id,
 * name or name for one, logged by its id (engine_product.c). */
int eng_product_word(struct act *a, const char *s, long *out);

/* Word k of action act (its words from sv[0] on) read into ev by its
 * argument's kind (engine_words.c): a joined part left out, s NULL, takes
 * its value for none; a joined part is logged after the word it belongs
 * to. */
int eng_read_word(struct act *a, const struct action_def *act, const char *id,
    int k, char *const *sv, struct eng_eval *ev);

/* Words joined by ':' (engine_joined.c).  Has x a joined word? */
int eng_joined_any(const struct action_def *x);

/* The value of joined word x left out: its default, else a region -1 and
 * a number 0. */
long eng_joined_absent(const struct arg_def *x);

/* The command's words split into one for each arg of x (a joined part
 * left out: NULL), in place of a's until eng_joined_restore; ST_OK or
 * out of memory. */
struct eng_split {
	int had_argc;
	char **had_argv;
	char **argv;
	char *buf;
};
int eng_joined_split(struct act *a, const struct action_def *x,
    struct eng_split *sp);
void eng_joined_restore(struct act *a, struct eng_split *sp);

/* A region joined to a group word is one of the group's: ST_OK, or a
 * usage error naming both ("red-1 is not on purple"). */
int eng_joined_within(struct act *a, const struct action_def *x, int k,
    const struct eng_eval *ev);

/* Add joined word k of x, "[:UP" and the brackets it closes, to the
 * usage line buf of length len (size n); the new length. */
size_t eng_joined_usage(const struct action_def *x, int k, const char *up,
    char *buf, size_t len, size_t n);

/* A choice followed by a number after some of its words (engine_follow.c):
 * the 'followed' of choice c for its value v (1 for the first word), or
 * NULL; what the usage shows after its word k (0 for the first), or
 * NULL. */
const struct follow_def *eng_follow_of(const struct arg_def *c, long v);
const char *eng_follow_shows(const struct arg_def *c, int k);

/* After choice word k of x is read into ev: is the number given (given)
 * after a word that takes one, and only then?  ST_OK, or the usage of the
 * word's form. */
int eng_follow_given(struct act *a, const struct action_def *x,
    const char *id, int k, const struct eng_eval *ev, int given);

/* The number s, word k of x after its choice, into ev, called what the
 * choice's word calls it. */
int eng_follow_read(struct act *a, const struct action_def *x, int k,
    const char *s, struct eng_eval *ev);

/* A word of kind sources, the words from argv[at] on (use: the action's
 * usage line; what: the word's 'what', each land as its refusals call it,
 * or NULL), read into out and logged as one word (engine_sources.c). */
int eng_sources_word(struct act *a, const char *use, const char *what,
    int at, struct eng_sources *out);

/* take-sources (engine_sources.c; each-source goes over the lands in
 * engine_each.c). */
int eng_take_sources(struct act *a, const struct eff_take_sources *x,
    const struct eng_eval *ev);

/* sources(WORD) (region < 0) or sent(WORD, REGION): 0, or -1 with err
 * (engine_round_values.c). */
int eng_sources_value(const struct eng_eval *ev, int sent, long region,
    long *out, char *err, size_t n);

/* A word of kind modifiers' term (a+N, a-N, d+N, d-N[:NOTE]): 1 when s
 * has one's shape, its number's text into num, its note into note (GM
 * when none); 0 when it has not (engine_mod_words.c). */
#define ENG_MOD_MAX 1000L	/* the largest term, either way */
int eng_mod_shape(const char *s, char *num, size_t nn, char *note,
    size_t n);

/* The terms of side (0 attack, 1 defence) among the words argv[from] to
 * argv[argc - 1] (from 0: none given), added up, or each said ", NOTE
 * +N" into b (b NULL: none said).  A word that is no term counts
 * nothing: play-cards, or eng_mod_words, refuses it. */
long eng_mod_terms(char *const *argv, int argc, long from, int side,
    struct strbuf *b);
/* The word s read as a term, logged: ST_OK, or a usage error for a
 * number that is no whole number from -ENG_MOD_MAX to ENG_MOD_MAX;
 * ENG_MOD_NONE when s has no term's shape (engine_mod_words.c). */
#define ENG_MOD_NONE (-1)
int eng_mod_read(struct act *a, const char *s);
/* The words from argv[at] on of a word of kind modifiers that no
 * play-cards reads (eng_modifiers_played): each a term, read and logged;
 * the first other one a usage error. */
int eng_mod_words(struct act *a, int at);

#endif
