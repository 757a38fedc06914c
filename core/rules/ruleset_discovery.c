/* ruleset_discovery.c: a discovery picked in turn order is a declared
 * action (a word of kind card-id, a flag, undone_next, the effects
 * keep-card and mark-done).  A ruleset written before (a saved game keeps
 * the text it was started with) ran the mechanism 'pick' from an action,
 * or took the command 'discover' by its name where a phase listed it, and
 * gave the faction that may search the deck 'abilities.discovery-search':
 * the merged tree is turned into the declaration and the faction's value
 * before it is read, with the refusals and the lines the mechanism
 * gave. */
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

#define SEARCH "discovery-search"	/* the ability, then the value */

static const char pick_text[] =
    "program-style: true\n"
    "turn-unsaid: true\n"
    "help: \"pick a discovery (a piece's id: its unit upgrade)\"\n"
    "usage: discover PLAYER CARD [search]\n"
    "words: \"2-3\"\n"
    "args:\n"
    "  - {name: player, kind: player}\n"
    "  - {name: card, kind: card-id, what: discovery}\n"
    "  - {name: search, kind: flag}\n"
    "require:\n"
    "  - test: undone_next != nobody\n"
    "    refusal: \"everybody has picked this round\"\n"
    "  - test: undone_next == player\n"
    "    refusal: \"discoveries are picked in turn order: {@player "
    "undone_next} picks first\"\n"
    "  - test: not search or card >= 0\n"
    "    refusal: \"a search of the deck is for a unit upgrade\"\n"
    "%s"
    "effects:\n"
    "  - keep-card: {player: player, card: card, twice-says: \"{@player "
    "player} has {@text card} already, and never gains a discovery "
    "twice\"}\n"
    "  - mark-done: player\n"
    "  - if:\n"
    "      test: card < 0\n"
    "      then:\n"
    "        - say: \"{@me} picks {@text card}\"\n"
    "      else:\n"
    "        - if:\n"
    "            test: search\n"
    "            then:\n"
    "              - say: \"{@me} searches the deck for the {@piece card} "
    "upgrade: the unit card is turned\"\n"
    "            else:\n"
    "              - say: \"{@me} picks the {@piece card} upgrade: the "
    "unit card is turned\"\n";

int
rs_ytrue_value(struct ynode *root, const char *ability, int *any)
{
	struct ynode *fs = ynode_get(root, "factions");

	*any = 0;
	for (int i = 0; fs != NULL && fs->kind == Y_MAP && i < fs->n; i++) {
		struct ynode *ab = ynode_get(fs->v[i], "abilities"), *x, *vs,
		    *one;
		if ((vs = ynode_get(fs->v[i], "values")) != NULL &&
		    ynode_get(vs, ability) != NULL)
			*any = 1;
		if (ab == NULL || ab->kind != Y_MAP || (x = ynode_get(ab,
		    ability)) == NULL || x->kind != Y_SCALAR)
			continue;
		if (strcmp(x->str, "true") == 0) {
			if (vs == NULL && ((vs = ynode_new_map(x->file, x->line,
			    x->col)) == NULL || ynode_set(fs->v[i], "values",
			    vs) < 0))
				return -1;
			if (vs->kind != Y_MAP)
				continue;	/* the schema says what is wrong */
			if ((one = ynode_new_scalar("1", 1, x->file, x->line,
			    x->col)) == NULL || ynode_set(vs, ability, one) < 0)
				return -1;
			*any = 1;
		}
		ynode_free(ynode_take(ab, ability));
	}
	return 0;
}

/* The phase whose commands list the command, or NULL. */
static const char *
listing(const struct ynode *root)
{
	return rs_ylisting_name(root, "discover", "pick");
}

struct ctx {
	const struct ynode *root;
	int search;		/* a faction may search */
	const char *phase;	/* by name: the phase listing it, or NULL */
};

/* The action, keeping what the old one (NULL: none) said of its help and
 * phase; NULL when out of memory.  Without a faction that may search, no
 * search is had (as the mechanism found). */
static struct ynode *
declaration(const struct ynode *old, const void *arg)
{
	const struct ctx *c = arg;
	const struct ynode *at = old != NULL ? old : c->root;
	struct strbuf b;

	sb_init(&b);
	if (c->phase != NULL && strpbrk(c->phase, "{}\"\\:# \n") == NULL)
		sb_printf(&b, "phase: %s\n", c->phase);
	sb_printf(&b, pick_text, c->search ?
	    "  - test: not search or faction_has(" SEARCH ")\n"
	    "    refusal: \"{@me} may not search the deck\"\n" :
	    "  - test: not search\n"
	    "    refusal: \"{@me} may not search the deck\"\n");
	return rs_ykeep(rs_yparse_at(&b, at->file, at), old);
}

int
rs_discovery_upgrade(struct ynode *root)
{
	struct ynode *actions = ynode_get(root, "actions"), *t;
	struct ctx c = { root, 0, NULL };
	int ran;

	if (rs_ytrue_value(root, SEARCH, &c.search) < 0)
		return -1;
	if ((ran = rs_yreplace_runs(actions, "pick", declaration, &c)) < 0)
		return -1;
	/* by its name where the mechanism could run: with a map of
	 * territories (without, the check says the mechanism needs one) */
	if (ran || ynode_get(ynode_get(root, "mechanisms"), "discovery") ==
	    NULL || ynode_get(ynode_get(root, "mechanisms"), "territories") ==
	    NULL || (actions != NULL && (actions->kind != Y_MAP ||
	    ynode_get(actions, "discover") != NULL)))
		return 0;
	/* the command by its names then, in the phase that lists it: the
	 * mechanism's first, which its lines name ('pick PLAYER CARD') */
	c.phase = listing(root);
	if (actions == NULL && ((actions = ynode_new_map(root->file,
	    root->line, root->col)) == NULL || ynode_set(root, "actions",
	    actions) < 0))
		return -1;
	for (int i = 0; i < 2; i++)
		if (ynode_get(actions, i ? "discover" : "pick") == NULL &&
		    ((t = declaration(NULL, &c)) == NULL ||
		    ynode_set(actions, i ? "discover" : "pick", t) < 0))
			return -1;
	return 0;
}
