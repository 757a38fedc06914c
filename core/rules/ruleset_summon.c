/* ruleset_summon.c: summoning a unit into a player's own area is a
 * declared action (a word of kind unit, a player word marked turn, the
 * effect enter with its counters, round-count and round_taken(),
 * chief_sum() and @modifiers over the acting chiefs' modifiers).  A
 * ruleset written before (a saved game keeps the text it was started
 * with) set up 'mechanisms.summon' {per-round}, the summonings a player
 * may begin a round, and took the command 'summon' with an action that
 * ran it or by its name: the merged tree is turned into the declaration
 * before it is read, with the lines the mechanism printed. */
#include <stdlib.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words.h"

/* The counters of a summoning: the unit's, with the acting chiefs'
 * modifiers, none below 0, and none at all while one makes its player
 * immune. */
#define COUNTERS "max(0, unit(unit, summon) + chief_sum(summon_counters, " \
	"me, unit)) * (chief_with(immune, me) < 0)"

/* The effect enter with the mechanism's line, said of a period. */
#define ENTER(period) \
	"        - enter: {unit: unit, counters: \"" COUNTERS "\"}\n" \
	"          json: piece\n" \
	"          says: \"{@me} summons {@entered} ({@unit unit}) with {" \
	COUNTERS "} {@words counter, " COUNTERS "} ({@unit unit} {unit(unit, " \
	"summon)}{@modifiers summon_counters, unit}{@modifiers immune}): " \
	"summoning {round_taken() + 1} of {%s + chief_sum(summons, me)} " \
	period "\"\n"

static const char text[] =
    "program-style: true\n"
    "help: summon a unit into the player's play area, with %s\n"
    "usage: \"summon UNIT [PLAYER]\"\n"
    "words: \"1-2\"\n"
    "args:\n"
    "  - {name: unit, kind: unit}\n"
    "  - {name: player, kind: player, turn: true}\n"
    "round-count: summons\n"
    "require:\n"
    "  - test: unit(unit, token) == 0\n"
    "    refusal: \"{@unit unit} is a token: it comes into play only "
    "through an ability\"\n"
    "  - test: unit(unit, faction) == faction_of(me)\n"
    "    refusal: \"{@unit unit} belongs to the {@faction unit(unit, "
    "faction)}; {@me} plays the {@faction faction_of(me)}\"\n"
    "  - test: unit(unit, summon) >= 0 or not unit_has(unit, cost)\n"
    "    refusal: \"{@unit unit} is not summoned: it is hired ('hire "
    "UNIT')\"\n"
    "  - test: unit(unit, summon) >= 0\n"
    "    refusal: \"{@unit unit} is not summoned\"\n"
    "  - test: not setup or round_taken() < %s + chief_sum(summons, me)\n"
    "    refusal: \"{@me} has begun {round_taken()} summoning{@s "
    "round_taken()} during the setup, the most allowed\"\n"
    "  - test: round_taken() < %s + chief_sum(summons, me)\n"
    "    refusal: \"{@me} has begun {round_taken()} summoning{@s "
    "round_taken()} this round, the most allowed\"\n"
    "effects:\n"
    "  - if:\n"
    "      test: setup\n"
    "      then:\n"
    ENTER("in the setup")
    "      else:\n"
    ENTER("this round")
    "  - data: {counters: \"" COUNTERS "\"}\n";

int
rs_summon_upgrade(struct ynode *root)
{
	struct ynode *mech = ynode_get(root, "mechanisms");
	struct ynode *summon = ynode_get(mech, "summon");
	const char *per = rs_ytext(summon, "per-round");
	struct strbuf b;
	int st;

	/* a count as the schema read it (else it says what is wrong) */
	if (per == NULL || per[0] == '\0' || strspn(per, "0123456789") !=
	    strlen(per) || strlen(per) > 9 || summon->n != 1)
		return 0;
	sb_init(&b);
	sb_printf(&b, text, rs_yword(root, W_COUNTER, WF_MANY), per, per, per,
	    per);
	st = rs_run_declare(root, "summon", sb_str(&b), 1);
	sb_release(&b);
	if (st < 0)
		return -1;
	/* the count is the action's now */
	ynode_free(ynode_take(mech, "summon"));
	return 0;
}
