/* ruleset_lay_fx.c: the effect lay-tiles of a ruleset written before (a
 * saved game keeps the text it was started with), 'lay-tiles: {tiles:
 * WORD}', the tiles of a word of kind layout (PLACE TYPE pairs, or random:
 * every word left) laid on the map of territories, is rewritten at load
 * into what rulesets/aldarra-reborn.yaml declares for its action lay: a
 * word of kind place (alone: random) and one of kind tile given again in
 * pairs (repeat: 2) and the effect lay-tile, the usage the layout word
 * showed kept.  One of an action whose only word is not that layout word,
 * with other effects or with repeat, or on a text without a map of
 * territories and tiles, stays: the check refuses it, and a layout word
 * left. */
#include <stdio.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_upgrade.h"

/* the usage, where the action wrote none, as the layout word showed it
 * (@A@ the action's id), after the words, the groups, the effect
 * (RS_LAY_DECL) */
static const char usage_tpl[] =
"usage: \"@A@ PLACE TYPE [PLACE TYPE...] | @A@ random\"\n";

/* Is act's lay-tiles one to rewrite: its only effect, reading the
 * action's only word, of kind layout, of an action without repeat? */
static int
to_declare(const struct ynode *act)
{
	const struct ynode *args = ynode_get(act, "args"),
	    *eff = ynode_get(act, "effects"), *x;
	const char *w;

	if (ynode_get(act, "repeat") != NULL || args == NULL || args->kind !=
	    Y_SEQ || args->n != 1 || args->v[0]->kind != Y_MAP ||
	    args->v[0]->n != 2 || eff == NULL || eff->kind != Y_SEQ ||
	    eff->n != 1 || (x = rs_fx_alone(eff->v[0], "lay-tiles")) ==
	    NULL || x->n != 1)
		return 0;
	w = rs_ytext(x, "tiles");
	return rs_plain_name(w) && rs_yarg_kind(act, w, "layout");
}

/* act (id) declared anew: 0, or -1 out of memory. */
static int
declare(struct ynode *act, const char *id)
{
	const char *v[1] = { id };
	static const char *const keys[] = { "args", "repeat", "effects",
	    "usage" };
	struct ynode *t;
	struct strbuf b;

	sb_init(&b);
	sb_add(&b, RS_LAY_DECL);
	if (ynode_get(act, "usage") == NULL)
		rs_fx_fill(&b, usage_tpl, v, 1);
	if ((t = rs_yparse_at(&b, act->file, ynode_get(act, "args"))) == NULL)
		return -1;
	for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
		struct ynode *n = ynode_take(t, keys[i]);
		if (n != NULL && ynode_set(act, keys[i], n) < 0) {
			ynode_free(t);
			return -1;
		}
	}
	ynode_free(t);
	return 0;
}

int
rs_lay_fx_upgrade(struct ynode *root)
{
	struct ynode *actions = ynode_get(root, "actions");

	/* tiles are laid on a map of territories */
	if (actions == NULL || actions->kind != Y_MAP ||
	    ynode_get(ynode_get(root, "mechanisms"), "territories") == NULL ||
	    ynode_get(root, "tiles") == NULL)
		return 0;
	for (int i = 0; i < actions->n; i++)
		if (actions->v[i]->kind == Y_MAP && to_declare(actions->v[i]) &&
		    declare(actions->v[i], actions->keys[i]->str) < 0)
			return -1;
	return 0;
}

/* Does an effect lay-tiles of act (not nested) read the word w? */
static int
laid_by(const struct ynode *act, const char *w)
{
	const struct ynode *eff = ynode_get(act, "effects");

	for (int k = 0; eff != NULL && eff->kind == Y_SEQ && k < eff->n; k++) {
		const char *t = eff->v[k]->kind == Y_MAP ?
		    rs_ytext(ynode_get(eff->v[k], "lay-tiles"), "tiles") : NULL;
		if (t != NULL && strcmp(t, w) == 0)
			return 1;
	}
	return 0;
}

/* A layout word left, of an action act whose lay-tiles does not read it:
 * one message, the effect's, where a lay-tiles left reads it; an error
 * in errs (arg). */
static int
layout_left(const char *id, struct ynode *act, struct ynode *args, int k,
    void *arg)
{
	const struct ynode *x = ynode_get(args->v[k], "kind");
	const char *w = rs_ytext(args->v[k], "name");

	if (w != NULL && laid_by(act, w))
		return 0;
	diag_list_add(arg, ST_DATA, x->file, x->line, x->col,
	    "'actions.%s.args[%d].kind': a word of kind layout "
	    "of a text of before is read only as the only word "
	    "of an action whose only effect is 'lay-tiles' "
	    "reading it; write a place word (alone: random) and "
	    "a tile word with repeat: 2 and lay-tile instead "
	    "(arbiter-ruleset(5))", id, k + 1);
	return 0;
}

void
rs_lay_fx_left(struct ynode *root, struct diag_list *errs)
{
	rs_yargs_each(root, "layout", layout_left, errs);
	rs_fx_left(root, "lay-tiles", "as 'lay-tiles: {tiles: WORD}', the only "
	    "effect of an action without repeat whose only word it reads, "
	    "of kind layout, on a map of territories "
	    "(mechanisms.territories) with tiles; write it with today's "
	    "words and effects instead (arbiter-ruleset(5): a place word "
	    "with alone, a tile word, repeat: 2, lay-tile)", errs);
}
