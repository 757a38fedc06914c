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

#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_upgrade.h"
#include "core/rules/words_keys.h"

/* @A@ the holding word, @B@ the producer word. */
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
"          - add-producer: {at: here, kind: \"@B@\"}\n"
"          - say: \"{@name here}: {@text @B@}\"\n";

static const struct rs_fx_form form = {
	"equip", 2, { "at", "kind" }, { "holding", "producer" }, effects_tpl
};

int
rs_equip_fx_upgrade(struct ynode *root)
{
	/* producers go on numbered zones with colonies */
	if (!rs_fx_on_zones(root, NULL))
		return 0;
	return rs_fx_rewrite(root, &form);
}

void
rs_equip_fx_left(struct ynode *root, struct diag_list *errs)
{
	rs_fx_left(root, "equip", "as 'equip: {at: WORD, kind: WORD}', its "
	    "'at' a word of the action of kind holding and its 'kind' one of "
	    "kind producer, on numbered zones (board." ZONES_KEY ") with "
	    "mechanisms.colonies; write it with today's effects instead "
	    "(arbiter-ruleset(5): add-producer, producer_due(), "
	    "holding_player())", errs);
}
