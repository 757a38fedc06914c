/* engine_items.h: the words of kind items: their items read, valued and
 * shown. */
#ifndef ARBITER_ENGINE_ITEMS_H
#define ARBITER_ENGINE_ITEMS_H

#include "core/act/act.h"
#include "core/rules/names.h"

struct eng_eval;

/* The items of an action's word of kind items as read (engine_items.c),
 * for the effects and items(WORD, NAME): each distinct (head, name,
 * flag, fields) once with its counts summed, in the order first read. */
#define ENG_ITEMS_MAX 64
struct eng_item {
	long head;		/* its head's value (under), else 0 */
	int name;		/* the index of its NAME (a resource, a card) */
	int flag;		/* its flag's place in the word's flags, from
				   1; 0: none */
	long count;
	long fields[ITEM_FIELDS_MAX];	/* a number's value, a card's
				   index, a flag's place from 1; 0 (a card
				   -1) left out */
};
struct eng_items {
	int word;		/* the word's place among the action's */
	int pending;		/* read: after-requirements, not read yet
				   (n 0 until then: eng_items_late) */
	int n;
	struct eng_item v[ENG_ITEMS_MAX];
};

/* The words of kind items x of action act (id) from place from on, each
 * [Nx]NAME[:FLAG] or, with 'under', a head read as a word of its kind
 * (over the words read before, ev) before each group of them, read and
 * logged: the sum of their counts into *total (engine_items.c). */
int eng_items_word(struct act *a, const struct action_def *act,
    const char *id, const struct arg_def *x, int from,
    const struct eng_eval *ev, long *total, struct eng_items *items);

/* The items word of action act (id) with 'read: after-requirements'
 * read into items (pending: not yet), its value (the sum of the counts)
 * into ev's words, refused and logged in its own order, after the
 * requirements, once (engine_items_late.c). */
int eng_items_late(struct act *a, const struct action_def *act,
    const char *id, struct eng_items *items, struct eng_eval *ev);

/* items(WORD, NAME), items(WORD): the summed counts of one NAME of the
 * action's items word, or of all (engine_items_value.c). */
int eng_items_value(const struct eng_eval *ev, const struct expr_sym *s,
    long *out);

/* Item w of items word x read alone into it and logged, for the effect
 * that reads the word (read: by-effect; engine_items.c). */
int eng_item_read(struct act *a, const struct arg_def *x, const char *w,
    struct eng_item *it);

/* The usage error of item w of x written otherwise than its fields
 * allow, "'W': an item of X is written NAME[:N][:CARD]"
 * (engine_items_written.c). */
int eng_item_bad_written(struct act *a, const struct arg_def *x,
    const char *w);

/* How x's items are written (written, engine_items_written.c): the
 * ':'-parts after the NAME of item w (rest, or NULL) in any order into
 * it's fields, appended to log in the fields' order; the refusal of a
 * NAME none of its kind, with an example. */
int eng_item_parts_any(struct act *a, const struct arg_def *x, const char *w,
    const char *rest, struct strbuf *log, struct eng_item *it);
int eng_item_misnamed(struct act *a, const struct arg_def *x, const char *w,
    const char *says);

/* Item w of x read alone (eng_item_read), a NAME none of its kind refused
 * "'WORD': SAYS, e.g. EXAMPLE" when the word's written has no refusal
 * of its own (says: the reading effect's "write a ... as ..."; NULL: the
 * general refusal). */
int eng_item_read_says(struct act *a, const struct arg_def *x, const char *w,
    const char *says, struct eng_item *it);

/* Item w of items word x (action act) met before any head, its
 * refusals plain: refused with an example of the command, the words
 * before the items the first logged bytes of the canonical command
 * (engine_items_plain.c). */
int eng_items_first_head(struct act *a, const struct action_def *act,
    const struct arg_def *x, const char *w, size_t logged);

/* How a usage shows the NAME of items word x, RESOURCE or CARD, into
 * up (n bytes): up (engine_items_shown.c, as the two below). */
const char *eng_item_shows(const struct arg_def *x, char *up, size_t n);

/* How a usage shows the fields of x's items, ":N[:CARD]", into b. */
struct strbuf;
void eng_item_fields_shown(const struct arg_def *x, struct strbuf *b);

/* x's flags for a refusal into b: "':r' after one turns it round" for
 * each that says what it does (flags: as a mapping, in rs's words), the
 * others after plain, ", "-separated ("flags: sealed, loose"). */
void eng_item_flags_said(const struct ruleset *rs, const struct arg_def *x,
    const char *plain, struct strbuf *b);

/* How a usage shows the head of x's groups: its kind upper-cased. */
const char *eng_under_shows(const struct arg_def *x, char *up, size_t n);

#endif
