/* rules.h: a ruleset's rules text for people: on the terminal for
 * `arbiter rules`, and as the mdoc source of arbiter-<id>(7).  Both come
 * from the same sections, so the two never disagree. */
#ifndef ARBITER_RULES_H
#define ARBITER_RULES_H

#include "core/rules/ruleset.h"
#include "core/base/strbuf.h"

/* One section: id (for `rules ID TOPIC`), title, and text in the light
 * markup of arbiter-ruleset(5): blank lines between paragraphs, "- " items,
 * lines indented by four spaces kept as they are. */
struct rules_section {
	char *id;
	char *title;
	char *text;
	const char *also;	/* the topic's other words, or NULL
				   (borrowed from the ruleset) */
	const char *gist;	/* what it holds, where its title does not
				   say, for the index; or NULL */
};

/* Every section of rs in manual order (owned; rules_sections_free). */
int rules_sections(const struct ruleset *rs, struct rules_section **out);
void rules_sections_free(struct rules_section *v, int n);

/* The usage of command x in rs, added to b: of "A | B", the form rs
 * uses. */
struct cmd;
void rules_cmd_usage(const struct ruleset *rs, const struct cmd *x,
    struct strbuf *b);
/* The usage and help of command x in a game of rs: a command several
 * shipped games declare ('attack', adellos' and bernard's: x holds each
 * game's form and the first one's help) that rs declares, by rs's own
 * declaration; odds by the forms the game has (odds_own); else
 * rules_cmd_usage and x's help.  *help is borrowed. */
void rules_cmd_own(const struct ruleset *rs, const struct cmd *x,
    struct strbuf *b, const char **help);
/* Does rules_cmd_own describe x in the game's own words (not x's)? */
int rules_cmd_owned(const struct ruleset *rs, const struct cmd *x);
/* Does the declared action k of rs run a mechanism (or read as a command
 * of the program) under the name of a command of the program or of a
 * shipped game, and say that command's help or one of its usages: is it
 * that command, which the program's table (or the shipped rulesets)
 * describes?  An action with a help and a usage of its own under a shipped
 * command's name (a new game's 'send PLAYER N') is a command of its own,
 * described by its ruleset. */
int rules_action_shipped(const struct ruleset *rs, int k);
/* Does rs use command x (a command of every game, or one of its own)? */
int rules_cmd_used(const struct ruleset *rs, const struct cmd *x);

/* The words of s after prefix, wrapped at width, later lines indented by
 * rest spaces. */
void rules_wrap(struct strbuf *b, const char *prefix, const char *s,
    int width, int rest);
/* Render for a terminal, wrapped at width columns. */
void rules_text(struct strbuf *b, const char *title, const char *text,
    int width);
/* The whole manual page in mdoc. */
void rules_mdoc(struct strbuf *b, const struct ruleset *rs,
    const struct rules_section *v, int n);

#endif
