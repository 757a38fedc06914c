/* words.h: what a game calls its own concepts (the ruleset's `words:`).
 *
 * Code names a concept by a general word (a chief, a link, a port); what
 * people read is the game's word for it, from its ruleset: `words.chief:
 * {one: captain, many: captains}`.  A concept the ruleset does not name
 * takes its general word, or, in a ruleset written before `words:` existed
 * (a saved game keeps the ruleset text it began with), the word the key of
 * its mechanism gave it (words_old.c).
 */
#ifndef ARBITER_WORDS_H
#define ARBITER_WORDS_H

#include <stddef.h>
#include <stdint.h>

#include "core/base/schema.h"

struct ruleset;
struct ynode;
struct diag_list;

enum rs_word {
	W_CHIEF,	/* a player's one named piece with an ability */
	W_LINK,		/* a passage a player builds between two ports */
	W_PORT,		/* a site's own land that links start from */
	W_SHELTER,	/* a building of a site that shelters craft */
	W_STORE,	/* a player's central stock of resources */
	W_BODY,		/* what travels round an orbit, holding lands */
	W_ZONE,		/* a numbered place of the board, held whole */
	W_STRIKER,	/* a craft that fights (in a zone's orbit) */
	W_CARRIER,	/* a craft that carries (lands, holds cargo) */
	W_PRODUCER,	/* a building of a zone that makes a resource */
	W_FOLK,		/* how many live on a zone: its size */
	W_MILITIA,	/* the pieces that hold a zone on the ground */
	W_SQUAD,	/* a player's craft together at one zone or in flight */
	W_PICK,		/* a card a player picks in turn, one a round, or
			   passes (a map of territories) */
	W_CAPTIVE,	/* a unit destroyed in a pool combat that a player
			   holds instead of its owner's supply, until the
			   effect release gives it back */
	W_COUNTER,	/* a mark a piece tracked one by one carries; it
			   does not act while it carries one */
	W_UNIT_CARD,	/* what gives a kind of piece its values, a
			   standard side and an upgraded one */
	W__N
};

/* The forms of a word: for one, for several, and for a concept that is
 * also done, the verb ("X links A to B") and its participle ("linked"). */
enum word_form { WF_ONE, WF_MANY, WF_DOES, WF_DONE, WF__N };

struct word_def {
	char *one;		/* "captain" */
	char *many;		/* "captains" */
	char *does;		/* NULL: the general word's */
	char *done;
};

/* The key of a mechanism that gave a ruleset written before `words:` its
 * word for a concept (words_old.c; key: a dotted path; a form "": the
 * general word's).  In place rather than pointed at, as the schema's
 * words (SCHEMA_NAME_MAX): the dynamic loader writes a table's every
 * address at every start. */
struct word_old {
	enum rs_word w;
	char key[40];
	char form[WF__N][SCHEMA_NAME_MAX];
};
extern const struct word_old rs_words_old[];

/* The concepts' ids in `words:`, in enum order, ended by "". */
extern const char rs_word_ids[][SCHEMA_NAME_MAX];

/* The game's word for concept w: for one when n is 1, else for several
 * (rs NULL, no game: the general word). */
const char *rs_word(const struct ruleset *rs, enum rs_word w, long n);
const char *rs_word_form(const struct ruleset *rs, enum rs_word w,
    enum word_form f);

/* The key that names concept w's count in a KEY=VALUE word (a zone
 * board set as the table shows it): word, the game's word for several, in
 * lower case, where it is one word of letters, digits and '-'; else the
 * general word for several, whole at any length.  Added to b; returns
 * b's text. */
struct strbuf;
const char *rs_word_key(const char *word, enum rs_word w, struct strbuf *b);

/* The word for one in capitals, for a usage line ("CAPTAIN", a space
 * a dash), added to b whole (a game's word has any length); returns
 * sb_str(b). */
struct strbuf;
const char *rs_word_caps(const struct ruleset *rs, enum rs_word w,
    struct strbuf *b);
/* The first character of the word for one ("s" for striker), in buf, for
 * a count's short form ("10s 3c"); returns buf. */
const char *rs_word_initial(const struct ruleset *rs, enum rs_word w,
    char *buf, size_t n);

/* text with the game's words for "{chief}", "{chiefs}", "{link}" (in
 * capitals, '-' for a space, for "{CHIEF}", "{CHIEFS}" ...),
 * "{links}", "{port}", "{ports}", "{body}" and "{bodies}" (a concept's id,
 * or its general word for several), and the ids of its first two
 * resources for "{res1}" and "{res2}" (the schema's help, whose examples
 * then speak of the game), in buf; returns buf. */
const char *rs_words_in(const struct ruleset *rs, const char *text,
    char *buf, size_t n);
/* The same for a printf format: each '%' of a game's word doubled; fmt
 * itself when the words would not fit in n. */
const char *rs_words_fmt(const struct ruleset *rs, const char *fmt,
    char *buf, size_t n);
/* rs_words_in's text added to b whole (a game's word has any length);
 * sb_str(b). */
struct strbuf;
const char *rs_words_add(const struct ruleset *rs, const char *text,
    struct strbuf *b);
/* rs_words_fmt's format whole, allocated (the caller frees), for one
 * rs_words_fmt gave back as it was (its words did not fit); NULL out of
 * memory. */
char *rs_words_fmt_new(const struct ruleset *rs, const char *fmt);

/* After the walk: check the concepts named in `words:` and settle every
 * word (root: the ruleset's tree, for the keys of rulesets written before
 * `words:`; without it, old_keys says which it has, as
 * rs_words_old_keys() found them).  Returns the number of errors added. */
int rs_words_settle(struct ruleset *rs, const struct ynode *root,
    uint64_t old_keys, struct diag_list *errs);
/* Which keys of rs_words_old the tree has, a bit each (1 << k): 0, or
 * -1 when there are more than 64 of them. */
int rs_words_old_keys(const struct ynode *root, uint64_t *keys);

/* The walker's type of `words:` (ruleset_schema.c names it). */
struct stype;
extern const struct stype *const rs_words_type;

#endif
