/* ruleset_choose.c: taking a place in an order ranked
 * (mechanisms.chosen-order) is a declared action (the values chooser,
 * places, place_of() and place_holder() and the effect take-place).  A
 * ruleset written before (a saved game keeps the text it was started
 * with) took it with the mechanism 'choose', as an action that ran it
 * (run: choose) or, before commands were declared, as the command by its
 * name, which a phase's 'commands' lists (and still does: the action
 * belongs to that phase): the merged tree is turned into the declaration
 * before it is read, with the usage line, refusals and lines of before. */
#include <stdio.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

/* The name of the ranking mechanisms.chosen-order names in root, or NULL. */
static const char *
ranking_name(const struct ynode *root)
{
	const char *id = rs_ytext(ynode_get(ynode_get(root, "mechanisms"),
	    "chosen-order"), "ranking");
	const char *name = id != NULL ? rs_ytext(ynode_get(ynode_get(root,
	    "rankings"), id), "name") : NULL;

	return name != NULL && strpbrk(name, "\"\\\n%") == NULL ? name :
	    NULL;
}

/* The declaration of the old action old (NULL: the command by its name),
 * at the position of at, in the tree root. */
static struct ynode *
declaration(const struct ynode *old, const struct ynode *at,
    const struct ynode *root)
{
	const char *usage = rs_ytext(old, "usage"), *help = rs_ytext(old,
	    "help");
	char b1[64], b2[64];
	const char *p = rs_yword_name(rs_yusage_word(usage, 0, b1,
	    sizeof b1), "player"), *n = rs_yword_name(rs_yusage_word(usage,
	    1, b2, sizeof b2), "place");
	struct strbuf b;

	if (strcmp(p, n) == 0 || strcmp(n, "places") == 0 || strcmp(n,
	    "chooser") == 0)
		n = "place";
	if (strcmp(p, n) == 0 || strcmp(p, "places") == 0 || strcmp(p,
	    "chooser") == 0)
		p = "player";
	sb_init(&b);
	if (help != NULL && strpbrk(help, "\"\\\n") == NULL)
		sb_printf(&b, "help: \"%s\"\n", help);
	else if (help == NULL && ranking_name(root) != NULL) {
		/* the game's words: its ranking names the order */
		sb_add(&b, "help: \"");
		sb_printf(&b, RS_CHOOSE_HELP, ranking_name(root));
		sb_add(&b, "\"\n");
	} else
		sb_add(&b, "help: take a place in the order ranked\n");
	sb_printf(&b, "program-style: true\n"
	    "args:\n"
	    "  - {name: %s, kind: player}\n"
	    "  - {name: %s, kind: number, most: \"max(places, 1)\", what: the "
	    "place}\n"
	    "require:\n"
	    "  - test: chooser != nobody\n"
	    "    refusal: \"every place is taken ({@me} has place "
	    "{place_of(me)})\"\n"
	    "  - test: chooser == me\n"
	    "    refusal: \"it is {@player chooser}'s turn to choose a place, "
	    "not {@me}'s\"\n"
	    "  - test: place_holder(%s) == nobody\n"
	    "    refusal: \"place {%s} is {@player place_holder(%s)}'s "
	    "already\"\n"
	    "effects:\n"
	    "  - take-place: %s\n", p, n, n, n, n, n);
	return rs_yparse_at(&b, at->file, at);
}

static struct ynode *
make(const struct ynode *old, const void *ctx)
{
	return declaration(old, old, ctx);
}

int
rs_choose_upgrade(struct ynode *root, struct diag_list *errs)
{
	struct ynode *board = ynode_get(root, "board"),
	    *mech = ynode_get(root, "mechanisms"), *actions, *t;
	int r;

	(void)errs;
	/* the mechanism of before chose places only on numbered zones:
	 * a text without them is of today (its actions declared) */
	if (board == NULL || board->kind != Y_MAP || ynode_get(board,
	    ZONES_KEY) == NULL || mech == NULL || mech->kind != Y_MAP ||
	    ynode_get(mech, "chosen-order") == NULL)
		return 0;
	actions = ynode_get(root, "actions");
	if ((r = rs_yreplace_runs(actions, "choose", make, root)) != 0)
		return r < 0 ? -1 : 0;
	if (actions != NULL && (actions->kind != Y_MAP ||
	    ynode_get(actions, "choose") != NULL))
		return 0;
	/* the command by its name, before commands were declared */
	if (actions == NULL && ((actions = ynode_new_map(root->file,
	    root->line, root->col)) == NULL || ynode_set(root, "actions",
	    actions) < 0))
		return -1;
	if ((t = declaration(NULL, root, root)) == NULL ||
	    ynode_set(actions, "choose", t) < 0)
		return -1;
	return 0;
}

int
rs_choose_help(const struct ruleset *rs, char *buf, size_t n)
{
	const struct sref *r = &rs->mech.chosen_order.ranking;

	if (!rs->mech.chosen_order.present || r->name == NULL || r->i < 0)
		return -1;
	snprintf(buf, n, RS_CHOOSE_HELP, VEC_AT(rs->rankings,
	    struct ranking_def, r->i)->name);
	return 0;
}
