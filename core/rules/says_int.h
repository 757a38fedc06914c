/* says_int.h: the readers of says_args.c that says.c compiles a ruleset's
 * says with. */
#ifndef ARBITER_SAYS_INT_H
#define ARBITER_SAYS_INT_H

#include "core/rules/ruleset.h"

/* says_args.c */
const char *says_top_comma(const char *p, const char *close);
int says_modifiers_of_player(const char *p, const char *close);
int says_modifier_of(const struct ruleset *rs, const char **p,
    const char *close, struct says_part *part);
int says_command_of(const char *p, const char *close, struct says_part *part);
char *says_usage_words(const char *p, const char *close);
int says_mechanism_of(const char *p, const char *close, struct says_part *part,
    int number);
int says_text_word(const struct action_def *act, const char *p,
    const char *close, struct says_part *part);
int says_terms_of(const struct action_def *act, const char *p,
    const char *close, struct says_part *part);
int says_product_of(const struct ruleset *rs, const struct action_def *act,
    const char **p, const char *close, struct says_part *part);

#endif
