/* words_old.c: the words of rulesets written before `words:`.
 *
 * A saved game keeps the ruleset text it began with, and prints what it
 * printed then.  Before a game named its concepts under `words:`, the
 * key of the mechanism gave the word; these are those keys and their
 * words (tests/check-words.sh allows them here and only here). */
#include <stddef.h>

#include "core/rules/words.h"

const struct word_old rs_words_old[] = {
	{ W_CHIEF, "leaders", { "leader", "leaders", NULL, NULL } },
	{ W_CHIEF, "mechanisms.duel.slain-leader",
	    { "leader", "leaders", NULL, NULL } },
	{ W_CHIEF, "mechanisms.hire.leader-home",
	    { "leader", "leaders", NULL, NULL } },
	{ W_LINK, "mechanisms.bridge",
	    { "bridge", "bridges", "bridges", "bridged" } },
	{ W_PORT, "board.spaceports",
	    { "spaceport", "spaceports", NULL, NULL } },
	{ W_SHELTER, "mechanisms.colonies.hangars-max",
	    { "hangar", "hangars", NULL, NULL } },
	{ W_STORE, "mechanisms.colonies.warehouse",
	    { "warehouse", "warehouses", NULL, NULL } },
	{ W_BODY, "board.planets", { "planet", "planets", NULL, NULL } },
	{ W_ZONE, "board.worlds", { "world", "worlds", NULL, NULL } },
	{ W_STRIKER, "board.worlds", { "fighter", "fighters", NULL, NULL } },
	{ W_CARRIER, "board.worlds",
	    { "transporter", "transporters", NULL, NULL } },
	{ W_PRODUCER, "board.worlds",
	    { "factory", "factories", NULL, NULL } },
	{ W_FOLK, "board.worlds",
	    { "population", "population", NULL, NULL } },
	{ W_MILITIA, "board.worlds", { "troop", "troops", NULL, NULL } },
	{ W_SQUAD, "board.worlds", { "fleet", "fleets", NULL, NULL } },
	{ 0, NULL, { NULL, NULL, NULL, NULL } }
};
