/* ruleset_squad_fx.c: the effect set-squad of a ruleset written before
 * (a saved game keeps the text it was started with), 'set-squad: {party:
 * WORD, at: WORD, strikers: WORD, carriers: WORD, rest: WORD}', the GM's
 * correction of a party's squad at a numbered zone (in its orbit, or on
 * a distance space bound for it) with its goods, is rewritten at load
 * into what rulesets/ashes-of-empire.yaml declares for its own action:
 * general effects (refuse, say with squad_strikers() and
 * squad_carriers(), squad-counts) that say the refusal and lines of
 * before.  One whose words are not of their kinds (party, region,
 * number, number, away-cargo), or on a board without numbered zones and
 * colonies, stays, and the check refuses it, saying what to write
 * instead. */
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_upgrade.h"
#include "core/rules/words_keys.h"

/* @A@ the party, @B@ the zone, @C@ the strikers, @D@ the carriers, @E@
 * the distance space and goods. */
static const char effects_tpl[] =
"- if:\n"
"    test: \"@A@ == nobody and (@E@ > 0 or @D@ > 0 or owner(@B@) != "
"nobody)\"\n"
"    then: [refuse: \"a neutral guard is {@word striker, many} in the "
"orbit of a neutral {@word zone}\"]\n"
"- if:\n"
"    test: \"@A@ == nobody\"\n"
"    then: [say: \"the neutral guard's {@word squad} in the orbit of "
"{@name @B@}: {@word striker, many} {squad_strikers(@B@, @A@, 0)} -> "
"{@C@}, {@word carrier, many} {squad_carriers(@B@, @A@, 0)} -> {@D@}\"]\n"
"- if:\n"
"    test: \"@A@ != nobody and @E@ == 0\"\n"
"    then: [say: \"{@player @A@}'s {@word squad} in the orbit of {@name "
"@B@}: {@word striker, many} {squad_strikers(@B@, @A@, 0)} -> {@C@}, "
"{@word carrier, many} {squad_carriers(@B@, @A@, 0)} -> {@D@}\"]\n"
"- if:\n"
"    test: \"@E@ > 0\"\n"
"    then:\n"
"      - say: \"{@player @A@}'s {@word squad} bound for {@name @B@}: "
"{@word striker, many} {squad_strikers(@B@, @A@, @E@)} -> {@C@}, {@word "
"carrier, many} {squad_carriers(@B@, @A@, @E@)} -> {@D@}\"\n"
"      - say: \"(on distance space {@E@})\"\n"
"- squad-counts: {party: \"@A@\", at: \"@B@\", away: \"@E@\", strikers: "
"\"@C@\", carriers: \"@D@\", goods: \"@E@\"}\n";

static const struct rs_fx_form form = {
	"set-squad", 5, { "party", "at", "strikers", "carriers", "rest" },
	{ "party", "region", "number", "number", "away-cargo" }, effects_tpl
};

int
rs_squad_fx_upgrade(struct ynode *root)
{
	/* squads stand at numbered zones with colonies */
	if (!rs_fx_on_zones(root, NULL))
		return 0;
	return rs_fx_rewrite(root, &form);
}

void
rs_squad_fx_left(struct ynode *root, struct diag_list *errs)
{
	rs_fx_left(root, "set-squad", "as 'set-squad: {party: WORD, at: WORD, "
	    "strikers: WORD, carriers: WORD, rest: WORD}', words of the "
	    "action of kinds party, region, number, number and away-cargo, "
	    "on numbered zones (board." ZONES_KEY ") with mechanisms.colonies; "
	    "write it with today's effects instead (arbiter-ruleset(5): "
	    "squad-counts, squad_strikers(), squad_carriers())", errs);
}
