/* ruleset_start.c: dealing the numbered zones and placing their starting
 * squads at the start are declared actions (the values setup, start_fixed
 * and starting_left, the effects deal-start and place-starting).  A
 * ruleset written before (a saved game keeps the text it was started
 * with) took them with the mechanisms 'allot' and 'deploy', as actions
 * that ran them (run: allot, run: deploy) or, before commands were
 * declared, as the commands by their names: the merged tree is turned into
 * the declarations before it is read, with the usage lines, the refusals
 * and the lines the mechanisms gave, in the text's words. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words.h"
#include "core/rules/words_keys.h"

struct start_ctx {
	const struct ynode *root;
};

/* The id of the action that runs verb in root's actions, else verb. */
static const char *
running(const struct ynode *root, const char *verb)
{
	const struct ynode *actions = ynode_get(root, "actions");

	for (int i = 0; actions != NULL && actions->kind == Y_MAP &&
	    i < actions->n; i++) {
		const char *run = rs_ytext(actions->v[i], "run");
		if (run != NULL && strcmp(run, verb) == 0)
			return actions->keys[i]->str;
	}
	return verb;
}

/* The declaration of the old action old (NULL: the command by its name),
 * at the position of at. */
static struct ynode *
declaration(const struct ynode *root, const struct ynode *old,
    const struct ynode *at)
{
	const char *zone = rs_yword(root, W_ZONE, WF_ONE),
	    *one = rs_yword(root, W_SQUAD, WF_ONE),
	    *many = rs_yword(root, W_SQUAD, WF_MANY),
	    *usage = rs_ytext(old, "usage"), *help = rs_ytext(old, "help");
	char b1[64], b2[64];
	const char *p = rs_yword_name(rs_yusage_word(usage, 0, b1, sizeof b1),
	    "player"), *z = rs_yword_name(rs_yusage_word(usage, 1, b2,
	    sizeof b2), rs_yword_name(zone, "zone"));
	struct strbuf b;

	if (strcmp(p, z) == 0)
		p = "player";
	sb_init(&b);
	if (help != NULL && strpbrk(help, "\"\\\n") == NULL)
		sb_printf(&b, "help: \"%s\"\n", help);
	else
		sb_printf(&b, "help: \"place one of a player's chosen starting "
		    "%s during the setup\"\n", many);
	sb_printf(&b, "program-style: true\n"
	    "args:\n"
	    "  - {name: %s, kind: player}\n"
	    "  - {name: %s, kind: region, what: \"%s\"}\n"
	    "require:\n"
	    "  - test: setup\n"
	    "    refusal: \"starting %s are deployed during the setup ('%s' "
	    "corrects the board later)\"\n"
	    "  - test: starting_left > 0\n"
	    "    refusal: \"{@me} has no starting %s left to deploy\"\n"
	    "  - test: owner(%s) == me\n"
	    "    refusal: \"{@name %s} is not {@me}'s\"\n"
	    "effects:\n"
	    "  - place-starting: %s\n", p, z, zone, many,
	    running(root, "station"), one, z, z, z);
	return rs_yparse_at(&b, at->file, at);
}

static struct ynode *
make(const struct ynode *old, const void *ctx)
{
	return declaration(((const struct start_ctx *)ctx)->root, old, old);
}

/* The declaration of the old allot (NULL: the command by its name), at the
 * position of at. */
static struct ynode *
dealing(const struct ynode *root, const struct ynode *old,
    const struct ynode *at)
{
	const char *zone = rs_yword(root, W_ZONE, WF_ONE),
	    *zones = rs_yword(root, W_ZONE, WF_MANY),
	    *usage = rs_ytext(old, "usage"), *help = rs_ytext(old, "help"),
	    *tally = running(root, "tally");
	char b1[64], b2[64], caps[64];
	const char *p = rs_yword_name(rs_yusage_word(usage, 0, b1,
	    sizeof b1), "player"), *z = rs_yword_name(rs_yusage_word(usage,
	    1, b2, sizeof b2), rs_yword_name(zone, "zone"));
	struct strbuf b;
	size_t j;

	if (strcmp(p, z) == 0)
		p = "player";
	/* the zone's word in a usage line, in capitals */
	for (j = 0; zone[j] != '\0' && j + 1 < sizeof caps; j++)
		caps[j] = zone[j] == ' ' ? '-' :
		    (char)toupper((unsigned char)zone[j]);
	caps[j] = '\0';
	sb_init(&b);
	if (help != NULL && strpbrk(help, "\"\\\n") == NULL)
		sb_printf(&b, "help: \"%s\"\n", help);
	else
		sb_printf(&b, "help: \"deal %s to a player during the setup; "
		    "his lowest is his home\"\n", zones);
	sb_printf(&b, "program-style: true\n"
	    "args:\n"
	    "  - {name: %s, kind: player}\n"
	    "  - {name: %s, kind: region, what: \"%s\"}\n"
	    "repeat: 1\n"
	    "words-first: true\n"
	    "require:\n"
	    "  - test: setup\n"
	    "    refusal: \"%s are dealt during the setup, before the first "
	    "round ('%s %s owner=PLAYER' corrects the board later)\"\n"
	    "  - test: not start_fixed\n"
	    "    refusal: \"the start positions of this game are fixed; '%s "
	    "%s owner=PLAYER' corrects the board\"\n"
	    "effects:\n"
	    "  - deal-start: %s\n"
	    "after-groups:\n"
	    "  - say: \"{@me}'s home: {@name home}\"\n", p, z, zone, zones,
	    tally, caps, tally, caps, z);
	return rs_yparse_at(&b, at->file, at);
}

static struct ynode *
make_dealing(const struct ynode *old, const void *ctx)
{
	return dealing(((const struct start_ctx *)ctx)->root, old, old);
}

/* Every action of root's that runs verb made anew, or the command by its
 * name added when root declares none of that name; 0, or -1 out of
 * memory. */
static int
upgrade(struct ynode *root, const char *verb,
    struct ynode *(*made)(const struct ynode *, const void *),
    struct ynode *(*by_name)(const struct ynode *, const struct ynode *,
    const struct ynode *))
{
	struct ynode *actions = ynode_get(root, "actions"), *t;
	struct start_ctx c = { root };
	int r;

	if ((r = rs_yreplace_runs(actions, verb, made, &c)) != 0)
		return r < 0 ? -1 : 0;
	if (actions != NULL && (actions->kind != Y_MAP ||
	    ynode_get(actions, verb) != NULL))
		return 0;
	/* the command by its name, before commands were declared */
	if (actions == NULL && ((actions = ynode_new_map(root->file,
	    root->line, root->col)) == NULL || ynode_set(root, "actions",
	    actions) < 0))
		return -1;
	if ((t = by_name(root, NULL, root)) == NULL ||
	    ynode_set(actions, verb, t) < 0)
		return -1;
	return 0;
}

int
rs_start_upgrade(struct ynode *root, struct diag_list *errs)
{
	struct ynode *board = ynode_get(root, "board"),
	    *mech = ynode_get(root, "mechanisms");

	(void)errs;
	/* the mechanisms dealt the numbered zones with colonies and placed
	 * their starting squads: nothing to do without them */
	if (board == NULL || board->kind != Y_MAP || ynode_get(board,
	    ZONES_KEY) == NULL || mech == NULL || mech->kind != Y_MAP ||
	    ynode_get(mech, "colonies") == NULL)
		return 0;
	if (upgrade(root, "allot", make_dealing, dealing) < 0 ||
	    upgrade(root, "deploy", make, declaration) < 0)
		return -1;
	return 0;
}
