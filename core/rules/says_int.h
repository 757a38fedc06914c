/* says_int.h: the readers of says_args.c that says.c compiles a ruleset's
 * says with. */
#ifndef ARBITER_SAYS_INT_H
#define ARBITER_SAYS_INT_H

#include "core/rules/ruleset.h"

/* says_args.c */
const char *top_comma(const char *p, const char *close);
int modifiers_of_player(const char *p, const char *close);
int modifier_of(const struct ruleset *rs, const char **p, const char *close,
    struct says_part *part);
int command_of(const char *p, const char *close, struct says_part *part);
char *usage_words(const char *p, const char *close);
int mechanism_of(const char *p, const char *close, struct says_part *part,
    int number);
int text_word(const struct action_def *act, const char *p, const char *close,
    struct says_part *part);
int terms_of(const struct action_def *act, const char *p, const char *close,
    struct says_part *part);
int product_of(const struct ruleset *rs, const struct action_def *act,
    const char **p, const char *close, struct says_part *part);

#endif
