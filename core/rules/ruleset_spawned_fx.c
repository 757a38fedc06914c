/* ruleset_spawned_fx.c: the effect place-spawned of a ruleset written
 * before (a saved game keeps the text it was started with; the spawn of
 * 'run: spawn' declared by ruleset_spawn.c had it too),
 * 'place-spawned: {player: EXPR, at: PLACE}', a spawned piece placed on a
 * territory by the player whose turn it is to place one, or not placed,
 * is rewritten at load into what rulesets/aldarra-reborn.yaml declares
 * for its action spawn: general effects (set-territory, set-placing,
 * unchecked, say) that say the lines of before, after the refusals the
 * effect of before made (nothing left to place, no player, no place for
 * one), which the requirements of today's action make first.  One whose
 * player is not a word of kind player or territory not one of kind
 * territory, with other keys in its item (rs_fx_each), or on a map
 * without a spawn, stays: the check refuses it. */
#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_upgrade.h"

/* @P@ the player word, @A@ the territory word, @O@ one spawned piece (a
 * player word is a player of the game, or none, -1). */
static const char tpl[] =
"- if: {test: \"@P@ < 0\", then: [refuse: \"a spawned piece is placed by "
"a player of the game\"]}\n"
"- if: {test: \"to_place <= 0\", then: [refuse: \"there is nothing left "
"to place\"]}\n"
"- if:\n"
"    test: \"@A@ >= 0\"\n"
"    then:\n"
"      - if: {test: \"spawn_spot(@P@, @A@) == 0\", then: [refuse: "
"\"{@region @A@} is no place for a @O@ of {@player @P@}'s\"]}\n"
"      - if: {test: \"home(@P@) != nobody and (on_grid(@A@) == 0 or "
"on_grid(home(@P@)) == 0)\", then: [unchecked: \"whether {@region @A@} "
"borders {@player @P@}'s {@region home(@P@)}\"]}\n"
"      - set-territory: {at: \"@A@\", spawned: \"spawned(@A@) + 1\"}\n"
"      - say: \"{@player @P@} places a @O@ on {@territory @A@}\"\n"
"    else: [say: \"{@player @P@} has nowhere to place it: it is not "
"placed\"]\n"
"- set-placing: {left: \"to_place - 1\", placed: \"placed + 1\"}\n";

/* The place-spawned x of act, item k of its effects, declared: 0, or -1
 * out of memory; 1 when it is not one to declare. */
static int
declare(struct ynode *act, struct ynode *effects, int k,
    const struct ynode *x, void *arg)
{
	const char *v[16] = { 0 };
	struct strbuf b;

	v['A' - 'A'] = rs_ytext(x, "at");
	v['P' - 'A'] = rs_ytext(x, "player");
	v['O' - 'A'] = arg;
	if (!rs_plain_id(v['A' - 'A']) || !rs_plain_id(v['P' - 'A']) ||
	    !rs_yarg_kind(act, v['A' - 'A'], "territory") ||
	    !rs_yarg_kind(act, v['P' - 'A'], "player"))
		return 1;
	sb_init(&b);
	rs_fx_fill(&b, tpl, v, 16);
	return rs_yput_text(effects, k, &b);
}

int
rs_spawned_fx_upgrade(struct ynode *root)
{
	const struct ynode *m = ynode_get(root, "mechanisms"), *res;
	const char *r = rs_ytext(ynode_get(m, "spawn"), "resource"), *one;

	/* as the effect named the piece: the resource's one, else its
	 * name, on a map of territories with a spawn */
	if (r == NULL || ynode_get(m, "territories") == NULL)
		return 0;
	res = ynode_get(ynode_get(root, "resources"), r);
	one = rs_ytext(res, "one") != NULL ? rs_ytext(res, "one") :
	    rs_ytext(res, "name");
	if (rs_plain_text(one) == NULL)
		return 0;
	return rs_fx_each(root, "place-spawned", declare, (void *)one) < 0 ?
	    -1 : 0;
}

void
rs_spawned_fx_left(struct ynode *root, struct diag_list *errs)
{
	rs_fx_left(root, "place-spawned", "on a map of territories with a "
	    "spawn (mechanisms.territories, mechanisms.spawn and its "
	    "resource), its 'player' a word of kind player and its 'at' one "
	    "of kind territory of the action; "
	    "write the placing with today's effects instead "
	    "(arbiter-ruleset(5): set-territory, set-placing, unchecked)",
	    errs);
}
