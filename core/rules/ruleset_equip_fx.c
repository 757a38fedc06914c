/* ruleset_equip_fx.c: the effect equip of a ruleset written before (a
 * saved game keeps the text it was started with), 'equip: {at: WORD,
 * kind: WORD}', a producer of the kind a word of kind producer names put
 * on the numbered zone a word of kind holding names, waiting for one, or
 * on every waiting zone of the player it names, is rewritten at load into
 * what rulesets/ashes-of-empire.yaml declares for its own action:
 * general effects (refuse, each-region, add-producer, say) that say the
 * refusals and lines of before.  One whose words are not of their kinds,
 * or on a board without numbered zones and colonies, stays, and the
 * check refuses it, saying what to write instead. */
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_upgrade.h"
#include "core/rules/words_keys.h"

/* @A@ the holding word, @K@ the producer word. */
static const char effects_tpl[] =
"- if:\n"
"    test: \"@A@ >= 0 and not producer_due(@A@)\"\n"
"    then: [refuse: \"{@name @A@} is not waiting for a {@word producer} "
"({@word producer, many} come with the start and with a first conquest; "
"'{@command tally} {@A@ + 1} KIND=N' corrects the board)\"]\n"
"- if:\n"
"    test: \"@A@ < 0 and count_regions(owner(here) == "
"holding_player(@A@) and producer_due(here)) == 0\"\n"
"    then: [refuse: \"no {@word zone} of {@player holding_player(@A@)}'s "
"is waiting for a {@word producer}\"]\n"
"- each-region:\n"
"    - if:\n"
"        test: \"here == @A@ or (@A@ < 0 and owner(here) == "
"holding_player(@A@) and producer_due(here))\"\n"
"        then:\n"
"          - add-producer: {at: here, kind: \"@K@\"}\n"
"          - say: \"{@name here}: {@text @K@}\"\n";

/* tpl into b, @A@ and @K@ replaced by at and kind. */
static void
fill(struct strbuf *b, const char *at, const char *kind)
{
	const char *s = effects_tpl, *e;

	while ((e = strchr(s, '@')) != NULL) {
		if ((e[1] == 'A' || e[1] == 'K') && e[2] == '@') {
			sb_printf(b, "%.*s%s", (int)(e - s), s, e[1] == 'A' ?
			    at : kind);
			s = e + 3;
			continue;
		}
		sb_printf(b, "%.*s", (int)(e - s) + 1, s);
		s = e + 1;
	}
	sb_add(b, s);
}

/* The equip x of act, item k of its effects, declared: 0, or -1 out of
 * memory; 1 when it is not one to declare. */
static int
declare(const struct ynode *act, struct ynode *effects, int k,
    const struct ynode *x)
{
	const char *at = rs_ytext(x, "at"), *kind = rs_ytext(x, "kind");
	struct ynode *seq;
	struct strbuf b;

	if (!rs_plain_id(at) || !rs_plain_id(kind) || !rs_yarg_kind(act, at,
	    "holding") || !rs_yarg_kind(act, kind, "producer"))
		return 1;
	sb_init(&b);
	fill(&b, at, kind);
	if ((seq = rs_yparse_at(&b, effects->v[k]->file, effects->v[k])) ==
	    NULL)
		return -1;
	return rs_yput_item(effects, k, seq);
}

int
rs_equip_fx_upgrade(struct ynode *root)
{
	struct ynode *actions = ynode_get(root, "actions"),
	    *board = ynode_get(root, "board"),
	    *mech = ynode_get(root, "mechanisms");

	/* producers go on numbered zones with colonies */
	if (board == NULL || board->kind != Y_MAP || ynode_get(board,
	    ZONES_KEY) == NULL || mech == NULL || mech->kind != Y_MAP ||
	    ynode_get(mech, "colonies") == NULL)
		return 0;
	for (int i = 0; actions != NULL && actions->kind == Y_MAP &&
	    i < actions->n; i++) {
		struct ynode *act = actions->v[i], *eff;
		if (act->kind != Y_MAP)
			continue;
		eff = ynode_get(act, "effects");
		for (int k = 0; eff != NULL && eff->kind == Y_SEQ && k <
		    eff->n; k++) {
			const struct ynode *x = eff->v[k]->kind == Y_MAP ?
			    ynode_get(eff->v[k], "equip") : NULL;
			if (x != NULL && x->kind == Y_MAP &&
			    declare(act, eff, k, x) < 0)
				return -1;
		}
	}
	return 0;
}

void
rs_equip_fx_left(struct ynode *root, struct diag_list *errs)
{
	struct ynode *actions = ynode_get(root, "actions");

	for (int i = 0; actions != NULL && actions->kind == Y_MAP &&
	    i < actions->n; i++) {
		struct ynode *eff = ynode_get(actions->v[i], "effects");
		for (int k = 0; eff != NULL && eff->kind == Y_SEQ && k <
		    eff->n; k++) {
			const struct ynode *x = eff->v[k]->kind == Y_MAP ?
			    ynode_get(eff->v[k], "equip") : NULL;
			if (x == NULL)
				continue;
			diag_list_add(errs, ST_DATA, x->file, x->line, x->col,
			    "'actions.%s.effects[%d].equip': the effect equip "
			    "of a text of before is read only as 'equip: {at: "
			    "WORD, kind: WORD}', its 'at' a word of the action "
			    "of kind holding and its 'kind' one of kind "
			    "producer, on numbered zones (board.%s) with "
			    "mechanisms.colonies; write it with today's effects "
			    "instead (arbiter-ruleset(5): add-producer, "
			    "producer_due(), holding_player())",
			    actions->keys[i]->str, k + 1, ZONES_KEY);
			ynode_free(ynode_take(eff->v[k], "equip"));
		}
	}
}
