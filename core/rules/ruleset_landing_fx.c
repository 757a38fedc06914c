/* ruleset_landing_fx.c: the effect landing of a ruleset written before
 * (a saved game keeps the text it was started with),
 * 'landing: {at: ZONE, captured: EXPR, lost: N, militia: N}', the outcome
 * of the actor's landing fought at the table, is rewritten at load into
 * what rulesets/ashes-of-empire.yaml declares for its action landing:
 * the requirements (the refusals of before, first among the action's)
 * and general effects (say, squad-loses, set-morale, zone-holder,
 * data-flag) that say the lines of before.  One whose words are not of
 * their kinds, of an action without an actor, with other keys in its
 * item (rs_fx_each), or on a board without numbered zones, colonies and
 * mechanisms.landing, stays: the check refuses it. */
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_upgrade.h"

/* The requirements: @A@ the zone's word, @C@ the expression captured,
 * @L@ the carriers lost, @M@ the militia after it. */
static const char requires_tpl[] =
"- test: \"owner(@A@) != me\"\n"
"  refusal: \"{@name @A@} is {@me}'s own {@word zone}\"\n"
"- test: \"carriers(@A@, me) > 0\"\n"
"  refusal: \"{@me} has no {@word carrier, many} in the orbit of "
"{@name @A@}: only {@word carrier, many} land\"\n"
"- test: \"@L@ <= carriers(@A@, me)\"\n"
"  refusal: \"{@me} has only {carriers(@A@, me)} {@words carrier, "
"carriers(@A@, me)} in the orbit of {@name @A@}\"\n"
"- test: \"(@C@) or militia(@A@) < 0 or @M@ <= militia(@A@)\"\n"
"  refusal: \"the defenders had {militia(@A@)} {@words militia, "
"militia(@A@)}; a repelled landing leaves at most that many\"\n"
"- test: \"not (@C@) or @M@ > 0\"\n"
"  usage: true\n"
"  refusal: \"a captured {@word zone} has the conqueror's {@word "
"militia, many} on it: give their number\"\n"
"- test: \"not (@C@) or folk_needed(@A@) >= 0\"\n"
"  says: the {@word folk} of the {@word zone} taken is known\n";

/* The line of the landing, the defenders' militia (? where unknown) and
 * who held the zone; while mechanisms.landing.combat is unknown, that
 * the ground combat is fought at the table. */
static const char line_tpl[] =
"- if:\n"
"    test: \"known(landing, combat)\"\n"
"    then:\n"
"      - if:\n"
"          test: \"@C@\"\n"
"          then: [say: \"landing at {@name @A@}: {@me} "
"({carriers(@A@, me)} {@words carrier, carriers(@A@, me)}) against "
"{@word militia, many} {@count militia(@A@)}, {@heldby @A@}: "
"captured\"]\n"
"          else: [say: \"landing at {@name @A@}: {@me} "
"({carriers(@A@, me)} {@words carrier, carriers(@A@, me)}) against "
"{@word militia, many} {@count militia(@A@)}, {@heldby @A@}: "
"repelled\"]\n"
"    else:\n"
"      - if:\n"
"          test: \"@C@\"\n"
"          then: [say: \"landing at {@name @A@}: {@me} "
"({carriers(@A@, me)} {@words carrier, carriers(@A@, me)}) against "
"{@word militia, many} {@count militia(@A@)}, {@heldby @A@}: "
"captured (the ground combat is fought at the table: the rulebook "
"does not give it)\"]\n"
"          else: [say: \"landing at {@name @A@}: {@me} "
"({carriers(@A@, me)} {@words carrier, carriers(@A@, me)}) against "
"{@word militia, many} {@count militia(@A@)}, {@heldby @A@}: "
"repelled (the ground combat is fought at the table: the rulebook "
"does not give it)\"]\n";

/* The carriers lost, the morale counters, the zone after it. */
static const char rest_tpl[] =
"- if:\n"
"    test: \"@L@ > 0\"\n"
"    then:\n"
"      - say: \"{@me} loses {@L@} {@words carrier, @L@}: {carriers(@A@, "
"me)} -> {carriers(@A@, me) - @L@}\"\n"
"      - squad-loses: {at: \"@A@\", carriers: \"@L@\"}\n"
"- if:\n"
"    test: \"militia(@A@) >= 0 and (@C@) and carriers(@A@, me) + @L@ < "
"militia(@A@) and not morale(me, carriers)\"\n"
"    then:\n"
"      - set-morale: {player: me, force: carriers, up: 1}\n"
"      - say: \"{@me}'s {@word carrier, many} beat stronger ground {@word "
"militia, many}: their morale counter goes up\"\n"
"- if:\n"
"    test: \"militia(@A@) >= 0 and not (@C@) and owner(@A@) != nobody and "
"carriers(@A@, me) + @L@ > militia(@A@) and not morale(owner(@A@), "
"militia)\"\n"
"    then:\n"
"      - set-morale: {player: \"owner(@A@)\", force: militia, up: 1}\n"
"      - say: \"{@player owner(@A@)}'s {@word militia, many} held off a "
"larger landing: their morale counter goes up\"\n"
"- if:\n"
"    test: \"militia(@A@) >= 0 and not (@C@) and morale(me, carriers) and "
"militia(@A@) < carriers(@A@, me) + @L@\"\n"
"    then:\n"
"      - set-morale: {player: me, force: carriers, up: 0}\n"
"      - say: \"{@me}'s {@word carrier, many} lost to smaller ground "
"{@word militia, many}: their morale counter comes off\"\n"
"- if:\n"
"    test: \"militia(@A@) >= 0 and (@C@) and owner(@A@) != nobody and "
"morale(owner(@A@), militia) and carriers(@A@, me) + @L@ < "
"militia(@A@)\"\n"
"    then:\n"
"      - set-morale: {player: \"owner(@A@)\", force: militia, up: 0}\n"
"      - say: \"{@player owner(@A@)}'s {@word militia, many} lost to a "
"smaller landing: their morale counter comes off\"\n"
"- if:\n"
"    test: \"@C@\"\n"
"    then:\n"
"      - zone-holder: {at: \"@A@\", militia: \"@M@\", owner: me}\n"
"      - say: \"{@me} holds {@name @A@} with {@M@} {@words militia, @M@} "
"({@word folk} {folk(@A@)})\"\n"
"    else:\n"
"      - zone-holder: {at: \"@A@\", militia: \"@M@\", replenish: "
"\"owner(@A@) == nobody\"}\n"
"      - say: \"{@name @A@} stays {@heldby @A@}: {@M@} {@words militia, "
"@M@} left\"\n"
"      - if:\n"
"          test: \"owner(@A@) == nobody\"\n"
"          then: [say: \"the neutrals of {@name @A@} replenish their "
"{@word militia, many} and {@word striker, many} when raw materials are "
"made\"]\n"
"- data-flag:\n"
"    captured: \"@C@\"\n";

/* The landing x of act, item k of its effects, declared: 0, or -1 out
 * of memory; 1 when it is not one to declare. */
static int
declare(struct ynode *act, struct ynode *effects, int k,
    const struct ynode *x, void *arg)
{
	const char *v[26] = { 0 };
	struct ynode *seq;
	struct strbuf b;

	(void)arg;
	if (act == NULL || rs_yflag(act, "no-actor"))	/* no actor, words */
		return 1;
	v['A' - 'A'] = rs_ytext(x, "at");
	v['C' - 'A'] = rs_ytext(x, "captured");
	v['L' - 'A'] = rs_ytext(x, "lost");
	v['M' - 'A'] = rs_ytext(x, "militia");
	if (!rs_plain_id(v['A' - 'A']) || !rs_plain_id(v['L' - 'A']) ||
	    !rs_plain_id(v['M' - 'A']) || v['C' - 'A'] == NULL ||
	    strpbrk(v['C' - 'A'], "\"\\{}@\n") != NULL ||
	    strlen(v['C' - 'A']) > 200 || !rs_yarg_kind(act, v['A' - 'A'],
	    "region") || !rs_yarg_kind(act, v['L' - 'A'], "number") ||
	    !rs_yarg_kind(act, v['M' - 'A'], "number"))
		return 1;
	sb_init(&b);
	rs_fx_fill(&b, requires_tpl, v, 26);
	if ((seq = rs_yparse_at(&b, effects->v[k]->file, effects->v[k])) ==
	    NULL || rs_yseq_first(act, "require", seq) < 0)
		return -1;
	sb_init(&b);
	rs_fx_fill(&b, line_tpl, v, 26);
	rs_fx_fill(&b, rest_tpl, v, 26);
	return rs_yput_text(effects, k, &b);
}

int
rs_landing_fx_upgrade(struct ynode *root)
{
	return rs_fx_each(root, "landing", declare, NULL) < 0 ? -1 : 0;
}

void
rs_landing_fx_left(struct ynode *root, struct diag_list *errs)
{
	rs_fx_left(root, "landing", "in an action with an actor, on numbered "
	    "zones with mechanisms.colonies and mechanisms.landing, its 'at' "
	    "a word of kind region and its 'lost' and 'militia' words of kind "
	    "number; write the landing with today's effects instead "
	    "(arbiter-ruleset(5): squad-loses, zone-holder, set-morale)",
	    errs);
}
