/* words_old.c: the words of rulesets written before `words:`.
 *
 * A saved game keeps the ruleset text it began with, and prints what it
 * printed then.  Before a game named its concepts under `words:`, the
 * key of the mechanism gave the word; these are those keys and their
 * words (tests/check-words.sh allows them here and only here). */
#include <stddef.h>

#include "core/rules/words.h"
#include "core/rules/words_keys.h"

const struct word_old rs_words_old[] = {
	{ W_CHIEF, "leaders", { "leader", "leaders", "", "" } },
	{ W_CHIEF, "mechanisms.duel.slain-leader",
	    { "leader", "leaders", "", "" } },
	{ W_CHIEF, "mechanisms.hire.leader-home",
	    { "leader", "leaders", "", "" } },
	{ W_LINK, "mechanisms.bridge",
	    { "bridge", "bridges", "bridges", "bridged" } },
	{ W_PORT, "board.spaceports",
	    { "spaceport", "spaceports", "", "" } },
	{ W_SHELTER, "mechanisms.colonies.hangars-max",
	    { "hangar", "hangars", "", "" } },
	{ W_STORE, "mechanisms.colonies.warehouse",
	    { "warehouse", "warehouses", "", "" } },
	{ W_BODY, "board.planets", { "planet", "planets", "", "" } },
	/* board.worlds is read as board.zones before the merge: the text
	 * that wrote it gets these as its words (ruleset_zones_old.c) */
	{ W_ZONE, "board.worlds", { "world", "worlds", "", "" } },
	{ W_STRIKER, "board.worlds", { "fighter", "fighters", "", "" } },
	{ W_CARRIER, "board.worlds",
	    { "transporter", "transporters", "", "" } },
	{ W_PRODUCER, "board.worlds",
	    { "factory", "factories", "", "" } },
	{ W_FOLK, "board.worlds",
	    { "population", "population", "", "" } },
	{ W_MILITIA, "board.worlds", { "troop", "troops", "", "" } },
	{ W_SQUAD, "board.worlds", { "fleet", "fleets", "", "" } },
	{ W_PICK, "mechanisms.discovery",
	    { "discovery", "discoveries", "", "" } },
	/* not a dotted path of any tree (the effect of before, written in
	 * effect lists): ruleset_release.c gives a text that used it, or
	 * another old name of the concept, these words as words.captive */
	{ W_CAPTIVE, "take-hostage", { "hostage", "hostages", "", "" } },
	/* no dotted path either: a unit or a chief that gave its values
	 * as keys of its own (ruleset_kind_values.c) gives its text these
	 * as words.counter */
	{ W_COUNTER, KEY_VALUES_OLD, { "time counter", "time counters", "",
	    "" } },
	{ 0, "", { "", "", "", "" } }
};
