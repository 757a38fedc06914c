/* rules_find.h: a topic, a ruleset or a rule found from the words a GM
 * tries first (rules_find.c). */
#ifndef ARBITER_RULES_FIND_H
#define ARBITER_RULES_FIND_H

#include "rules.h"

/* The section topic names: its id (any case), a prefix of one id, or a
 * word of the aliases every game shares (win, move, fight...); -1 when
 * none, with *ambiguous set when it is the prefix of several ids and
 * *search the word to look for in the text when it is an alias word this
 * ruleset has no topic for. */
int rules_topic(const struct rules_section *v, int n, const char *topic,
    const char **search, int *ambiguous);
/* Append every paragraph that holds all the words (without regard to
 * case), under its topic's title; how many. */
int rules_search(struct strbuf *b, const struct rules_section *v, int n,
    int nw, char *const *words, const char *bold, const char *reset);
/* The index of `rules ID --topics`: a topic a line, with what it holds,
 * then how to see one, search, or read the whole text. */
void rules_index(struct strbuf *b, const char *title, const char *id,
    const struct rules_section *v, int n, int width);
/* The shipped ruleset id typed names, or a prefix of only it names
 * (owned); NULL when none or several. */
char *rules_ruleset_id(const char *typed);

#endif
