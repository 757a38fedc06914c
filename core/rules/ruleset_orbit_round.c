/* ruleset_orbit_round.c: ashes' space battle, the effect orbit-battle of
 * a text written before, declared: one round of the combat of
 * mechanisms.orbit-combat between two sides of parties (combat-round with
 * attacker-parties and defender-parties), each party's dice its strikers'
 * and its morale dice, the refusals of each party and of the orbit, the
 * lines of the throws, the hits taken off each side's parties in the
 * order named (take-hits), the battle fought (set-fought), the morale
 * counters that follow (set-morale), the beaten side's flight home
 * (flee-home) and the --json report of before (json-sides,
 * data-or-null).  Every 'orbit-battle: {at: Z, first: F, second: S}' of
 * an action's effects, its words plain names, is replaced by it before the
 * tree is read; one that is not stays, and the check refuses it.  The
 * text is the declaration rulesets/ashes-of-empire.yaml gives its battle
 * (a party's throw, the same for either side, written once here:
 * throw_text), its words and keys put in at $-marks: keep the two in
 * step. */
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

/* The lines of a party's throw, the same for either side ($T in
 * round_text). */
static const char throw_text[] =
	"            - if:\n"
	"                test: party == nobody\n"
	"                then:\n"
	"                  - if:\n"
	"                      test: party_dice == 1\n"
	"                      then:\n"
	"                        - say: \"the neutral guard throws 1 die"
	" ({party_units} {@words striker, party_units}): {@faces} ="
	" {party_total}, destroying {party_kills}\"\n"
	"                      else:\n"
	"                        - say: \"the neutral guard throws"
	" {party_dice} dice ({party_units} {@words striker, party_units}):"
	" {@faces} = {party_total}, destroying {party_kills}\"\n"
	"                else:\n"
	"                  - if:\n"
	"                      test: party_extra > 0\n"
	"                      then:\n"
	"                        - say: \"{@player party} throws"
	" {party_dice} dice ({party_units} {@words striker, party_units} +"
	" morale {party_extra}): {@faces} = {party_total}, destroying"
	" {party_kills}\"\n"
	"                      else:\n"
	"                        - if:\n"
	"                            test: party_dice == 1\n"
	"                            then:\n"
	"                              - say: \"{@player party} throws 1"
	" die ({party_units} {@words striker, party_units}): {@faces} ="
	" {party_total}, destroying {party_kills}\"\n"
	"                            else:\n"
	"                              - say: \"{@player party} throws"
	" {party_dice} dice ({party_units} {@words striker, party_units}):"
	" {@faces} = {party_total}, destroying {party_kills}\"\n";

/* $W the zone's word, $F and $S the sides', $I the ruleset's id, $K the
 * strikers' key of the report (a member kept as it was), $M the strikers
 * as morale() and set-morale name them, $N the
 * key of the neutral strikers, $T a party's throw (throw_text); the
 * combat mechanisms.orbit-combat's (combat-of). */
static const char round_text[] =
	"- combat-round:\n"
	"    combat-of: orbit-combat\n"
	"    attacker-parties: $F\n"
	"    defender-parties: $S\n"
	"    attacker: strikers($W, party)\n"
	"    defender: strikers($W, party)\n"
	"    attacker-extra: \"if(morale(party, $M), strikers($W, party) /"
	" mechanism(orbit-combat, morale-per), 0)\"\n"
	"    defender-extra: \"if(morale(party, $M), strikers($W, party) /"
	" mechanism(orbit-combat, morale-per), 0)\"\n"
	"    against: nobody\n"
	"    json-sides: sides\n"
	"    json-units: $K\n"
	"    json-extra: morale-dice\n"
	"    party-check:\n"
	"      - if:\n"
	"          test: party == nobody and owner($W) != nobody\n"
	"          then:\n"
	"            - refuse: \"{@name $W} is {@player owner($W)}'s: no"
	" neutrals defend it\"\n"
	"          else:\n"
	"            - if:\n"
	"                test: party == nobody and guard_unknown($W)\n"
	"                then:\n"
	"                  - refuse: \"'mechanisms.colonies.$N' is unknown"
	" (the rulebook does not give it); supply it in an overlay:"
	" 'arbiter ruleset template $I' writes one to fill in, then start"
	" the game with 'new $I GAME --overlay FILE ...' or add it to this"
	" game with 'ruleset amend FILE'\"\n"
	"                    unknown: colonies.$N\n"
	"                else:\n"
	"                  - if:\n"
	"                      test: strikers($W, party) == 0\n"
	"                      then:\n"
	"                        - if:\n"
	"                            test: party == nobody\n"
	"                            then:\n"
	"                              - refuse: \"the neutral guard has"
	" no {@word striker, many} in the orbit of {@name $W}; {@word"
	" carrier, many} do not fight in space (the book does not say what"
	" befalls {@word carrier, many} without {@word striker, many}:"
	" '{@command station}' sets the board as the table decides)\"\n"
	"                            else:\n"
	"                              - refuse: \"{@player party} has no"
	" {@word striker, many} in the orbit of {@name $W}; {@word"
	" carrier, many} do not fight in space (the book does not say what"
	" befalls {@word carrier, many} without {@word striker, many}:"
	" '{@command station}' sets the board as the table decides)\"\n"
	"    before-throw:\n"
	"      - if:\n"
	"          test: (strikers($W, nobody) > 0 or (owner($W) == nobody"
	" and guard_unknown($W))) and party_side(nobody) < 0\n"
	"          then:\n"
	"            - if:\n"
	"                test: owner($W) == nobody and guard_unknown($W)\n"
	"                then:\n"
	"                  - refuse: \"the neutral guard, of a number the"
	" ruleset leaves unknown, is also in the orbit of {@name $W}: put"
	" it on a side (or '{@command station} neutral {$W + 1} 0 0' if"
	" the table has none)\"\n"
	"                else:\n"
	"                  - refuse: \"the neutral guard also has {@word"
	" striker, many} in the orbit of {@name $W}: put it on a side\"\n"
	"      - each-player:\n"
	"          - if:\n"
	"              test: strikers($W, me) > 0 and party_side(me) < 0\n"
	"              then:\n"
	"                - refuse: \"{@me} also has {@word striker, many}"
	" in the orbit of {@name $W}: put that player on a side\"\n"
	"      - if:\n"
	"          test: fought($W)\n"
	"          then:\n"
	"            - refuse: \"the battle of {@name $W} has been fought"
	" this round\"\n"
	"    then:\n"
	"      - say: \"space battle at {@name $W}: {units(attacker)}"
	" {@words striker, units(attacker)} against {units(defender)}\"\n"
	"      - each-party:\n"
	"          side: attacker\n"
	"          then:\n"
	"$T"
	"      - each-party:\n"
	"          side: defender\n"
	"          then:\n"
	"$T"
	"      - take-hits: {side: $S, at: $W, hits: kills(attacker)}\n"
	"      - take-hits: {side: $F, at: $W, hits: kills(defender)}\n"
	"      - set-fought: $W\n"
	"      - if:\n"
	"          test: losses(attacker) == losses(defender)\n"
	"          then:\n"
	"            - say: \"equal losses ({losses(attacker)} each):"
	" nobody wins and nobody flees\"\n"
	"          else:\n"
	"            - if:\n"
	"                test: losses(attacker) < losses(defender)\n"
	"                then:\n"
	"                  - say: \"the first side wins, with fewer losses"
	" ({losses(attacker)} against {losses(defender)})\"\n"
	"                else:\n"
	"                  - say: \"the second side wins, with fewer"
	" losses ({losses(defender)} against {losses(attacker)})\"\n"
	"            - each-party:\n"
	"                side: if(losses(attacker) < losses(defender),"
	" attacker, defender)\n"
	"                then:\n"
	"                  - if:\n"
	"                      test: party != nobody and not morale(party,"
	" $M) and units(if(losses(attacker) < losses(defender), defender,"
	" attacker)) > units(if(losses(attacker) < losses(defender),"
	" attacker, defender))\n"
	"                      then:\n"
	"                        - set-morale: {player: party, force: $M,"
	" up: 1}\n"
	"                        - say: \"{@player party}'s {@word"
	" striker, many} beat a larger force: their morale counter goes"
	" up\"\n"
	"            - each-party:\n"
	"                side: if(losses(attacker) < losses(defender),"
	" defender, attacker)\n"
	"                then:\n"
	"                  - if:\n"
	"                      test: party != nobody and morale(party, $M)"
	" and units(if(losses(attacker) < losses(defender), attacker,"
	" defender)) < units(if(losses(attacker) < losses(defender),"
	" defender, attacker))\n"
	"                      then:\n"
	"                        - set-morale: {player: party, force: $M,"
	" up: 0}\n"
	"                        - say: \"{@player party}'s {@word"
	" striker, many} lost to a smaller force: their morale counter"
	" comes off\"\n"
	"            - each-party:\n"
	"                side: if(losses(attacker) < losses(defender),"
	" defender, attacker)\n"
	"                then:\n"
	"                  - flee-home: {party: party, from: $W}\n"
	"      - data-or-null: {winner: \"if(losses(attacker) <"
	" losses(defender), 1, if(losses(defender) < losses(attacker), 2,"
	" 0))\"}\n";

/* The declaration of one battle into b. */
static void
fill(struct strbuf *b, const char *w, const char *f, const char *s,
    const char *id)
{
	for (const char *p = round_text; *p != '\0'; p++) {
		const char *v = NULL;
		if (*p == '$')
			v = p[1] == 'W' ? w : p[1] == 'F' ? f : p[1] == 'S' ?
			    s : p[1] == 'I' ? id : p[1] == 'K' ? KEY_STRIKERS :
			    p[1] == 'M' ? STRIKERS_KEY :
			    p[1] == 'N' ? KEY_NEUTRAL_STRIKERS : p[1] == 'T' ?
			    throw_text : NULL;
		if (v == NULL) {
			sb_addc(b, *p);
			continue;
		}
		sb_add(b, v);
		p++;
	}
}

int
rs_orbit_round_upgrade(struct ynode *root)
{
	struct ynode *actions = ynode_get(root, "actions");
	const char *id = rs_ytext(root, "id");

	if (actions == NULL || actions->kind != Y_MAP || !rs_plain_name(id))
		return 0;
	for (int i = 0; i < actions->n; i++) {
		struct ynode *eff = actions->v[i]->kind == Y_MAP ?
		    ynode_get(actions->v[i], "effects") : NULL;
		for (int k = 0; eff != NULL && eff->kind == Y_SEQ && k <
		    eff->n; k++) {
			const struct ynode *x = eff->v[k]->kind == Y_MAP ?
			    ynode_get(eff->v[k], "orbit-battle") : NULL;
			struct ynode *seq;
			struct strbuf b;
			if (x == NULL || x->kind != Y_MAP ||
			    !rs_plain_name(rs_ytext(x, "at")) ||
			    !rs_plain_name(rs_ytext(x, "first")) ||
			    !rs_plain_name(rs_ytext(x, "second")))
				continue;
			sb_init(&b);
			fill(&b, rs_ytext(x, "at"), rs_ytext(x, "first"),
			    rs_ytext(x, "second"), id);
			if ((seq = rs_yparse_at(&b, eff->v[k]->file,
			    eff->v[k])) == NULL || rs_yput_item(eff, k, seq) < 0)
				return -1;
		}
	}
	return 0;
}
