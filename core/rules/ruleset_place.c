/* ruleset_place.c: putting a body on its orbit during the setup is a
 * declared action (a body word, the value setup, field() and the effect
 * roll-position).  A ruleset written before (a saved game keeps the text it
 * was started with) ran the mechanism 'place' (run: place), or, before
 * commands were declared, had the program's command 'place' on any
 * ruleset whose setup places the bodies (setup.KEY_PLACE_BODIES): the
 * merged tree is turned into the declaration before it is read, with the
 * usage line and the refusals the mechanism gave, in the game's word for
 * a body. */
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words.h"
#include "core/rules/words_keys.h"

#define VERB "place"

/* The declaration at the place of at: the old action's help, usage and
 * count of words where it gave them (old: NULL for the command by its
 * name); NULL when out of memory. */
static struct ynode *
declaration(const struct ynode *root, const struct ynode *old,
    const struct ynode *at)
{
	const char *body = rs_yword(root, W_BODY, WF_ONE), *help = NULL;
	const char *usage = NULL, *words = NULL, *phase = NULL;
	struct strbuf b;
	struct ynode *t;
	char up[64];

	rs_yword_upper(root, W_BODY, up, sizeof up);
	if (old != NULL) {
		help = rs_ytext(old, "help");
		usage = rs_ytext(old, "usage");
		words = rs_ytext(old, "words");
		phase = rs_ytext(old, "phase");
	}
	sb_init(&b);
	sb_printf(&b, "program-style: true\n");
	if (help == NULL || strpbrk(help, "\"\\") != NULL)
		sb_printf(&b, "help: \"roll (or record) a %s's start position "
		    "during the setup\"\n", body);
	else
		sb_printf(&b, "help: \"%s\"\n", help);
	if (phase != NULL)	/* kept, with its setup: ruleset_check says */
		sb_printf(&b, "phase: \"%s\"\n", phase);
	sb_printf(&b, "no-actor: true\n");
	if (phase == NULL)	/* refused after it by its requirement */
		sb_printf(&b, "when: the setup\n");
	if (usage != NULL && strpbrk(usage, "\"\\") == NULL)
		sb_printf(&b, "usage: \"%s\"\n", usage);
	else
		sb_printf(&b, "usage: \"%s %s [= FACE...]\"\n", VERB, up);
	sb_printf(&b, "words: \"%s\"\n", words != NULL && strspn(words,
	    "0123456789-") == strlen(words) ? words : "1-");
	sb_printf(&b, "args:\n"
	    "  - {name: body, kind: body}\n"
	    "require:\n"
	    "  - test: setup\n"
	    "    refusal: \"{@word body, many} are placed during the setup, "
	    "before the first round\"\n"
	    "  - test: field(body) == 0\n"
	    "    refusal: \"{@body body} is already on field {field(body)}; "
	    "'undo' to place it again\"\n"
	    "effects:\n"
	    "  - roll-position: {of: body}\n");
	t = rs_yparse_at(&b, at->file, at);
	if (t != NULL && phase != NULL && ynode_get(old, "setup") != NULL &&
	    ynode_set(t, "setup", ynode_copy(ynode_get(old, "setup"))) < 0) {
		ynode_free(t);
		return NULL;
	}
	return t;
}

struct made {
	const struct ynode *root;
};

static struct ynode *
make(const struct ynode *old, const void *ctx)
{
	const struct made *c = ctx;

	return declaration(c->root, old, old);
}

/* Does the setup place the bodies (setup.KEY_PLACE_BODIES: true)? */
static int
places_bodies(const struct ynode *root)
{
	const char *v = rs_ytext(ynode_get(root, "setup"), KEY_PLACE_BODIES);

	return v != NULL && strcmp(v, "true") == 0;
}

int
rs_place_upgrade(struct ynode *root)
{
	struct ynode *acts = ynode_get(root, "actions"), *t;
	struct made c = { root };
	int r;

	if ((r = rs_yreplace_runs(acts, VERB, make, &c)) < 0)
		return -1;
	if (r > 0 || !places_bodies(root) || (acts != NULL &&
	    (acts->kind != Y_MAP || ynode_get(acts, VERB) != NULL)))
		return 0;	/* declared, or the schema says what is wrong */
	/* the program's command by its name: the ruleset's action now */
	if (acts == NULL && ((acts = ynode_new_map(root->file, root->line,
	    root->col)) == NULL || ynode_set(root, "actions", acts) < 0))
		return -1;
	if ((t = declaration(root, NULL, acts)) == NULL ||
	    ynode_set(acts, VERB, t) < 0)
		return -1;
	return 0;
}
