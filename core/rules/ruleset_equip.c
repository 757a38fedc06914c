/* ruleset_equip.c: putting a producer on a numbered zone waiting for one
 * is a declared action (the word kinds holding and producer, the effect
 * equip of before, which ruleset_equip_fx.c rewrites at load).  A ruleset
 * written before (a saved game keeps the text it was started with) ran
 * the mechanism 'equip' (run: equip), or, before
 * commands were declared, had the program's command KEY_PRODUCER_CMD on a
 * board of numbered zones with colonies: the merged tree is turned into
 * the declaration before it is read, with the usage line, the refusals and
 * the lines the mechanism gave. */
#include <ctype.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words.h"
#include "core/rules/words_keys.h"

#define VERB "equip"

/* The declaration of old (NULL: the command verb by its name) at the
 * place of at, in the words of root; NULL when out of memory. */
static struct ynode *
declaration(const struct ynode *root, const struct ynode *old,
    const struct ynode *at, const char *verb)
{
	const char *zone = rs_yword(root, W_ZONE, WF_ONE),
	    *zones = rs_yword(root, W_ZONE, WF_MANY),
	    *producer = rs_yword(root, W_PRODUCER, WF_ONE);
	const struct ynode *use = old != NULL ? ynode_get(old, "usage") :
	    NULL;
	struct strbuf b;
	struct ynode *t;
	char caps[64];
	size_t j;

	for (j = 0; zone[j] != '\0' && j + 1 < sizeof caps; j++)
		caps[j] = zone[j] == ' ' ? '-' :
		    (char)toupper((unsigned char)zone[j]);
	caps[j] = '\0';
	sb_init(&b);
	if (old == NULL)
		sb_printf(&b, "help: \"the %s of the owner's choice on a %s "
		    "(or all of a player's %s) waiting for one\"\n"
		    "usage: \"%s %s|PLAYER KIND\"\n", producer, zone, zones,
		    verb, caps);
	sb_printf(&b, "program-style: true\n"
	    "no-actor: true\n"
	    "words: \"2\"\n"
	    "args:\n"
	    "  - {name: at, kind: holding}\n"
	    "  - {name: kind, kind: producer}\n"
	    "effects:\n"
	    "  - equip: {at: at, kind: kind}\n");
	t = rs_ykeep(rs_yparse_at(&b, at->file, at), old);
	if (t != NULL && use != NULL && ynode_set(t, "usage",
	    ynode_copy(use)) < 0) {
		ynode_free(t);
		return NULL;
	}
	return t;
}

static struct ynode *
make(const struct ynode *old, const void *ctx)
{
	return declaration(ctx, old, old, NULL);
}

int
rs_equip_upgrade(struct ynode *root)
{
	struct ynode *board = ynode_get(root, "board"),
	    *mech = ynode_get(root, "mechanisms"), *actions, *t;
	int r;

	/* the mechanism put producers on numbered zones with colonies:
	 * nothing to do without them */
	if (board == NULL || board->kind != Y_MAP || ynode_get(board,
	    ZONES_KEY) == NULL || mech == NULL || mech->kind != Y_MAP ||
	    ynode_get(mech, "colonies") == NULL)
		return 0;
	actions = ynode_get(root, "actions");
	if ((r = rs_yreplace_runs(actions, VERB, make, root)) != 0)
		return r < 0 ? -1 : 0;
	if (actions != NULL && (actions->kind != Y_MAP ||
	    ynode_get(actions, KEY_PRODUCER_CMD) != NULL))
		return 0;	/* declared, or the schema says what is wrong */
	/* the command by its name, before commands were declared */
	if (actions == NULL && ((actions = ynode_new_map(root->file,
	    root->line, root->col)) == NULL || ynode_set(root, "actions",
	    actions) < 0))
		return -1;
	if ((t = declaration(root, NULL, actions, KEY_PRODUCER_CMD)) ==
	    NULL || ynode_set(actions, KEY_PRODUCER_CMD, t) < 0)
		return -1;
	return 0;
}
