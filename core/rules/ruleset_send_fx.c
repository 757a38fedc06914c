/* ruleset_send_fx.c: the effect send-squad of a ruleset written before
 * (a saved game keeps the text it was started with), 'send-squad: {from:
 * WORD, to: WORD, strikers: WORD, carriers: WORD[, goods: WORD]}', some
 * of the actor's squad flown along the distance table with the goods of
 * a cargo word, is rewritten at load into what
 * rulesets/ashes-of-empire.yaml declares for its own action: general
 * effects (refuse, squad-flies, say with distance() and squad_strikers(),
 * data) that say the refusals and lines of before.  One whose words are
 * not of their kinds (region, region, number, number, cargo), or on a
 * board without numbered zones, colonies and mechanisms.flight, stays,
 * and the check refuses it, saying what to write instead. */
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_upgrade.h"
#include "core/rules/words_keys.h"

/* @A@ the zone it flies from, @B@ the zone it flies to, @C@ the
 * strikers, @D@ the carriers, @E@ the goods (a text of cargo only). */
/* the refusals of both forms, before the squad flies */
#define REFUSALS \
"- if:\n" \
"    test: \"me == nobody\"\n" \
"    then: [refuse: \"it is nobody's turn\"]\n" \
"- if:\n" \
"    test: \"distance(@A@, @B@) >= 0 and @A@ == @B@\"\n" \
"    then:\n" \
"      - refuse: \"a {@word squad} flies to another {@word zone}\"\n" \
"        usage: true\n" \
"- if:\n" \
"    test: \"@C@ + @D@ == 0\"\n" \
"    then:\n" \
"      - refuse: \"send at least one {@word striker} or {@word carrier}\"\n" \
"        usage: true\n"

static const char plain_tpl[] = REFUSALS
"- squad-flies: {from: \"@A@\", to: \"@B@\", strikers: \"@C@\", carriers: "
"\"@D@\"}\n"
"- if:\n"
"    test: \"distance(@A@, @B@) == 0\"\n"
"    then: [say: \"{@me}'s {@word squad} ({@C@} {@words striker, @C@}, "
"{@D@} {@words carrier, @D@}) flies from {@name @A@} straight into the "
"orbit of {@name @B@} (distance 0); it flies no more this round\"]\n"
"    else:\n"
"      - if:\n"
"          test: \"squad_strikers(@B@, me, distance(@A@, @B@)) > @C@ or "
"squad_carriers(@B@, me, distance(@A@, @B@)) > @D@\"\n"
"          then: [say: \"{@me}'s {@word squad} ({@C@} {@words striker, "
"@C@}, {@D@} {@words carrier, @D@}) leaves {@name @A@} for {@name @B@}: "
"distance {distance(@A@, @B@)}, on space {distance(@A@, @B@)}, joining the "
"{@word squad} already there\"]\n"
"          else: [say: \"{@me}'s {@word squad} ({@C@} {@words striker, "
"@C@}, {@D@} {@words carrier, @D@}) leaves {@name @A@} for {@name @B@}: "
"distance {distance(@A@, @B@)}, on space {distance(@A@, @B@)}\"]\n"
"- data: {distance: \"distance(@A@, @B@)\"}\n";

static const char goods_tpl[] = REFUSALS
"- squad-flies: {from: \"@A@\", to: \"@B@\", strikers: \"@C@\", carriers: "
"\"@D@\", goods: \"@E@\"}\n"
"- if:\n"
"    test: \"goods(@E@) == 0\"\n"
"    then:\n"
"      - if:\n"
"          test: \"distance(@A@, @B@) == 0\"\n"
"          then: [say: \"{@me}'s {@word squad} ({@C@} {@words striker, "
"@C@}, {@D@} {@words carrier, @D@}) flies from {@name @A@} straight into "
"the orbit of {@name @B@} (distance 0); it flies no more this round\"]\n"
"          else:\n"
"            - if:\n"
"                test: \"squad_strikers(@B@, me, distance(@A@, @B@)) > @C@ "
"or squad_carriers(@B@, me, distance(@A@, @B@)) > @D@\"\n"
"                then: [say: \"{@me}'s {@word squad} ({@C@} {@words "
"striker, @C@}, {@D@} {@words carrier, @D@}) leaves {@name @A@} for {@name "
"@B@}: distance {distance(@A@, @B@)}, on space {distance(@A@, @B@)}, "
"joining the {@word squad} already there\"]\n"
"                else: [say: \"{@me}'s {@word squad} ({@C@} {@words "
"striker, @C@}, {@D@} {@words carrier, @D@}) leaves {@name @A@} for {@name "
"@B@}: distance {distance(@A@, @B@)}, on space {distance(@A@, @B@)}\"]\n"
"    else:\n"
"      - if:\n"
"          test: \"distance(@A@, @B@) == 0\"\n"
"          then: [say: \"{@me}'s {@word squad} ({@C@} {@words striker, "
"@C@}, {@D@} {@words carrier, @D@}; carrying {@text @E@}) flies from "
"{@name @A@} straight into the orbit of {@name @B@} (distance 0); it flies "
"no more this round\"]\n"
"          else:\n"
"            - if:\n"
"                test: \"squad_strikers(@B@, me, distance(@A@, @B@)) > @C@ "
"or squad_carriers(@B@, me, distance(@A@, @B@)) > @D@\"\n"
"                then: [say: \"{@me}'s {@word squad} ({@C@} {@words "
"striker, @C@}, {@D@} {@words carrier, @D@}; carrying {@text @E@}) leaves "
"{@name @A@} for {@name @B@}: distance {distance(@A@, @B@)}, on space "
"{distance(@A@, @B@)}, joining the {@word squad} already there\"]\n"
"                else: [say: \"{@me}'s {@word squad} ({@C@} {@words "
"striker, @C@}, {@D@} {@words carrier, @D@}; carrying {@text @E@}) leaves "
"{@name @A@} for {@name @B@}: distance {distance(@A@, @B@)}, on space "
"{distance(@A@, @B@)}\"]\n"
"- data: {distance: \"distance(@A@, @B@)\"}\n";

static const struct rs_fx_form plain = {
	"send-squad", 4, { "from", "to", "strikers", "carriers" },
	{ "region", "region", "number", "number" }, plain_tpl
}, with_goods = {
	"send-squad", 5, { "from", "to", "strikers", "carriers", "goods" },
	{ "region", "region", "number", "number", "cargo" }, goods_tpl
};

int
rs_send_fx_upgrade(struct ynode *root)
{
	/* squads fly between numbered zones with colonies */
	if (!rs_fx_on_zones(root, "flight"))
		return 0;
	return rs_fx_rewrite(root, &plain) < 0 || rs_fx_rewrite(root,
	    &with_goods) < 0 ? -1 : 0;
}

void
rs_send_fx_left(struct ynode *root, struct diag_list *errs)
{
	rs_fx_left(root, "send-squad", "as 'send-squad: {from: WORD, to: WORD, "
	    "strikers: WORD, carriers: WORD, goods: WORD}', words of the "
	    "action of kinds region, region, number, number and cargo (goods "
	    "may be left out), on numbered zones (board." ZONES_KEY ") with "
	    "mechanisms.colonies and mechanisms.flight; write it with today's "
	    "effects instead (arbiter-ruleset(5): squad-flies, distance())",
	    errs);
}
