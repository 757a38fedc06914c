/* ruleset_declare.c: a command that ran a mechanism of the program (an
 * action with 'run: VERB', or the program's command by its name in a
 * ruleset that declared none of that name) becomes a declared action in
 * the merged tree of a ruleset written before, before it is read. */
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

/* The declaration text at the place of at, keeping what old (or NULL)
 * said of its help, phase and set-up; NULL when out of memory. */
static struct ynode *
declaration(const char *text, const struct ynode *old, const struct ynode *at)
{
	struct strbuf b;

	sb_init(&b);
	sb_add(&b, text);
	return rs_ykeep(rs_yparse_at(&b, at->file, at), old);
}

static struct ynode *
run_declaration(const struct ynode *old, const void *ctx)
{
	return declaration(ctx, old, old);
}

/* The declaration for the action old that ran a mechanism, keeping its
 * help, phase and set-up, and its usage line; NULL when out of memory. */
static struct ynode *
usage_declaration(const struct ynode *old, const void *ctx)
{
	struct strbuf b;
	struct ynode *t;
	const struct ynode *use = ynode_get(old, "usage");

	sb_init(&b);
	sb_add(&b, ctx);
	t = rs_ykeep(rs_yparse_at(&b, old->file, old), old);
	if (t != NULL && use != NULL && ynode_set(t, "usage",
	    ynode_copy(use)) < 0) {
		ynode_free(t);
		return NULL;
	}
	return t;
}

int
rs_run_declare_usage(struct ynode *root, const char *verb, const char *text,
    int by_name)
{
	if (rs_yreplace_runs(ynode_get(root, "actions"), verb,
	    usage_declaration, text) < 0)
		return -1;
	/* the command by its name, where no action runs or is called verb */
	return rs_run_declare(root, verb, text, by_name);
}

int
rs_run_declare(struct ynode *root, const char *verb, const char *text,
    int by_name)
{
	struct ynode *actions = ynode_get(root, "actions"), *t;
	int ran;

	if ((ran = rs_yreplace_runs(actions, verb, run_declaration, text)) <
	    0)
		return -1;
	if (ran || !by_name || (actions != NULL && (actions->kind != Y_MAP ||
	    ynode_get(actions, verb) != NULL)))
		return 0;	/* declared, or the schema says what is wrong */
	/* the program's command by its name: the ruleset's action now */
	if (actions == NULL && ((actions = ynode_new_map(root->file,
	    root->line, root->col)) == NULL || ynode_set(root, "actions",
	    actions) < 0))
		return -1;
	if ((t = declaration(text, NULL, actions)) == NULL ||
	    ynode_set(actions, verb, t) < 0)
		return -1;
	return 0;
}

int
rs_terr_declare(struct ynode *root, const char *verb, const char *text,
    const char *head)
{
	const char *id = rs_ytext(root, "id");
	struct strbuf b;
	int r;

	if (ynode_get(ynode_get(root, "mechanisms"), "territories") != NULL)
		/* by its name too on a map of territories, where the
		 * program's command was */
		return rs_run_declare_usage(root, verb, text, 1);
	/* without a map the program's command refused every use, as
	 * misused, whatever its words */
	sb_init(&b);
	sb_printf(&b, "%swords: \"0-\"\n"
	    "args:\n"
	    "  - {name: words, kind: text}\n"
	    "require:\n"
	    "  - {test: \"0\", usage: true, refusal: \"%s has no map of "
	    "territories\"}\n", head, id != NULL && *id != '\0' &&
	    strpbrk(id, "{}\"\\") == NULL ? id : "the ruleset");
	r = sb_str(&b) == NULL ? -1 : rs_run_declare_usage(root, verb,
	    sb_str(&b), 0);
	sb_release(&b);
	return r;
}
