/* names_round.c: the names a combat-round's then knows (decl.h,
 * eff_combat_round): attacker and defender, its two sides, and of each
 * side units(SIDE), losses(SIDE), thrown(SIDE), dice(SIDE),
 * side_player(SIDE) and hits(SIDE) (a pool); core/engine/engine_combat_round.c gives their values; of a side of parties, party and
 * its throw (party_units, party_extra, party_dice, party_total,
 * party_kills). */
#include "core/rules/names.h"
#include "core/rules/names_int.h"
#include "core/rules/ruleset.h"

#include <stdio.h>
#include <string.h>

const char eng_round_keys[][ENG_KEY_MAX] = { "units", "losses", "thrown",
	"dice", "side_player",
	"hits",
	"kills",
	"" };

const char eng_party_keys[][ENG_KEY_MAX] = { "party", "party_units",
	"party_extra", "party_dice", "party_total", "party_kills", "" };

/* party, party_units, ...: the party of a side of parties whose dice are
 * counted or said, and its throw. */
static int
party_word(const struct eng_names_ctx *c, const char *name,
    struct expr_sym *out, char *err, size_t n)
{
	int k;

	for (k = 0; k < PTK__N && strcmp(eng_party_keys[k], name) != 0; k++)
		;
	if (k == PTK__N)
		return 1;
	if (k == PTK_PARTY && !c->in_party)
		return FAIL("'party' is the party of a combat-round's side of "
		    "parties whose dice are counted, known only in the "
		    "expressions of that side (attacker-parties, "
		    "defender-parties), its party-says and each-party");
	if (k != PTK_PARTY && !c->in_throw)
		return FAIL("'%s' reads a party's throw in a combat-round, "
		    "known only in its party-says and each-party", name);
	out->code = N_PARTY;
	out->b = k;
	return 0;
}

int
eng_round_name(const struct eng_names_ctx *c, const char *name, int nargs,
    struct expr_sym *out, char *err, size_t n)
{
	int k;

	if (nargs < 0 && (k = party_word(c, name, out, err, n)) != 1)
		return k;
	if (nargs < 0) {
		if (strcmp(name, "attacker") != 0 && strcmp(name,
		    "defender") != 0)
			return 1;
		if (!c->in_round)
			return FAIL("'%s' names a side of a combat round, "
			    "known only in the then of a combat-round effect",
			    name);
		out->code = N_CONST;
		out->a = name[0] == 'd';
		return 0;
	}
	if (strcmp(name, "party_side") == 0) {
		if (!c->in_round)
			return FAIL("'party_side' reads the sides of a "
			    "combat-round, known only in its then");
		if (nargs != 1)
			return FAIL("'party_side' takes a party, a player or "
			    "nobody (the neutral guard): 'party_side(who)'");
		out->code = N_PARTY_SIDE;
		return 0;
	}
	for (k = 0; k < RK__N && strcmp(eng_round_keys[k], name) != 0; k++)
		;
	if (k == RK__N)
		return 1;
	if (!c->in_round)
		return FAIL("'%s' reads the round of a combat-round effect, "
		    "known only in its then", name);
	if (nargs != 1)
		return FAIL("'%s' takes one side of the round, attacker or "
		    "defender: '%s(attacker)'", name, name);
	out->code = N_ROUND_SIDE;
	out->b = k;
	return 0;
}
