/* decl_check_int.h: what the parts of the ruleset check of a declared
 * action share (decl_check.c, decl_check_words.c, decl_check_ready.c):
 * the checks of its words, the walk of its effects and deferred-require,
 * and the message of an error.  Internal to core/rules/. */
#ifndef ARBITER_DECL_CHECK_INT_H
#define ARBITER_DECL_CHECK_INT_H

#include "core/rules/ruleset.h"

/* An error at pos, counted: the checks' 1. */
#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

/* decl_check.c */
extern const char NO_ACTOR_EFFECTS[];
int action_effects(struct ruleset *rs, struct action_def *a, const char *id,
    struct diag_list *errs);
int deferred_require(struct ruleset *rs, struct action_def *a, const char *id,
    struct diag_list *errs);

/* decl_check_words.c */
int words_read(const struct ruleset *rs, const struct action_def *a,
    const char *id, int k, struct diag_list *errs);
int word_kept(struct ruleset *rs, struct action_def *a, const char *id, int k,
    int aside, struct diag_list *errs);
int word_check(struct ruleset *rs, struct action_def *a, const char *id, int k,
    struct diag_list *errs);

#endif
