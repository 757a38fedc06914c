/* ruleset_seize.c: an attack on a land of an orbit board from the
 * attacker's lands is a declared action: a region word, a word of kind
 * sources, the refusals of each land it names (each-source, refuse), an
 * empty land taken without a roll, else one round of the combat of
 * mechanisms.attack (combat-round) whose then says the lines and moves
 * the units (take-sources, hold).  A ruleset written before (a saved game
 * keeps the text it was started with) left all that to the effect seize,
 * and before that ran the mechanism 'seize' (run: seize), or on an orbit
 * board 'attack' without a duel of pieces, or, before commands were
 * declared, had the program's command 'attack' by its name wherever a
 * phase listed it (elsewhere, and without an orbit board, the program had
 * no such command): the merged tree is turned into the declaration before
 * it is read, with the usage lines, the refusals and the lines of before,
 * every 'seize: {target: T, from: F}' of an action's effects replaced by
 * the effects above, and its land's refusals put first among the
 * action's requirements. */
#include <stdlib.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

#define SEIZE_DECL(use) \
	"program-style: true\n" \
	"help: attack a land or a piece, as the ruleset's combat goes\n" \
	"usage: \"attack TARGET FROM:N[,FROM:N...] [= " use "]\"\n" \
	"no-turn-says: it is nobody's turn\n" \
	"words: \"2-\"\n" \
	"args:\n" \
	"  - {name: target, kind: region}\n" \
	"  - {name: from, kind: sources}\n" \
	"effects:\n" \
	"  - seize: {target: target, from: from}\n"

/* The refusals of the land attacked, first among the requirements: the
 * attacker's own, and the board's adjacency unknown (reaches reads it). */
static void
require_text(struct strbuf *b, const char *t)
{
	sb_printf(b, "- test: owner(%s) != me\n"
	    "  refusal: \"{@region %s} is {@me}'s own land\"\n"
	    "- test: reaches(%s, %s) >= 0\n"
	    "  says: the board's adjacency is known\n", t, t, t, t);
}

/* The effects of the attack on land t from the lands of word f, paid
 * for in resource res (called name) and fought as combat. */
static void
effects_text(struct strbuf *b, const char *t, const char *f,
    const char *res, const char *name, const char *combat)
{
	const char *left = "units(attacker) - losses(attacker)";

	sb_printf(b, "- each-source:\n"
	    "    word: %s\n"
	    "    then:\n"
	    "      - if:\n"
	    "          test: owner(here) != me\n"
	    "          then:\n"
	    "            - refuse: \"attacks come from the attacker's own "
	    "lands; {@region here} is {@player owner(here)}'s, not "
	    "{@me}'s\"\n"
	    "      - if:\n"
	    "          test: sent(%s, here) > pieces(here) - mechanism(attack, "
	    "must-stay)\n"
	    "          then:\n"
	    "            - refuse: \"{@region here} has {pieces(here)} "
	    "unit{@s pieces(here)} and {mechanism(attack, must-stay)} must "
	    "stay behind: at most {max(0, pieces(here) - mechanism(attack, "
	    "must-stay))} can attack from it\"\n"
	    "      - if:\n"
	    "          test: not reaches(here, %s)\n"
	    "          then:\n"
	    "            - refuse: \"{@region here} does not border "
	    "{@region %s} (and no {@word link} joins their {@word port, "
	    "many})\"\n", f, f, t, t);
	sb_printf(b, "- if:\n"
	    "    test: pieces(%s) == 0\n"
	    "    then:\n"
	    "      - if:\n"
	    "          test: faces_given\n"
	    "          then:\n"
	    "            - refuse: \"{@region %s} is empty: nothing is "
	    "rolled; drop the '= ...' part\"\n"
	    "              usage: true\n"
	    "      - take-sources: {word: %s, count: sources(%s)}\n"
	    "      - hold: {region: %s, player: me, count: sources(%s)}\n"
	    "        says: \"{@region %s} is empty: {@me} moves in with "
	    "{sources(%s)} unit{@s sources(%s)}\"\n"
	    "      - data-flag: {taken: 1}\n", t, t, f, f, t, f, t, f, f);
	sb_printf(b, "    else:\n"
	    "      - combat-round:\n"
	    "          combat: %s\n"
	    "          attacker: sources(%s)\n"
	    "          defender: pieces(%s)\n"
	    "          against: owner(%s)\n"
	    "          cost: {%s: \"mechanism(attack, cost)\"}\n"
	    "          cost-name: a roll\n"
	    "          then:\n", combat, f, t, t, res);
	sb_printf(b, "            - say: \"{@me} attacks {@region %s} ({@player "
	    "side_player(defender)}, {units(defender)} unit{@s "
	    "units(defender)}) with {units(attacker)} unit{@s "
	    "units(attacker)} for {@qty %s, mechanism(attack, cost)}: {@me} "
	    "rolls {thrown(attacker)} on {@die attacker}, {@player "
	    "side_player(defender)} rolls {thrown(defender)} on {@die "
	    "defender}\"\n"
	    "            - if:\n"
	    "                test: losses(attacker) + losses(defender) == 0\n"
	    "                then:\n"
	    "                  - say: \"a tie: nobody loses a unit\"\n"
	    "                else:\n"
	    "                  - say: \"{@player side_player(if(losses(attacker) "
	    "> 0, attacker, defender))} loses {if(losses(attacker) > 0, "
	    "losses(attacker), losses(defender))} unit{@s if(losses(attacker) "
	    "> 0, losses(attacker), losses(defender))}\"\n", t, res);
	sb_printf(b, "            - if:\n"
	    "                test: losses(defender) == units(defender)\n"
	    "                then:\n"
	    "                  - take-sources: {word: %s, count: sources(%s)}\n"
	    "                  - hold: {region: %s, player: me, count: "
	    "\"%s\"}\n"
	    "                    says: \"{@region %s} falls to {@me}: {%s} "
	    "unit{@s %s} move{@verb %s} in\"\n"
	    "                else:\n"
	    "                  - take-sources: {word: %s, count: "
	    "losses(attacker)}\n"
	    "                  - hold: {region: %s, player: "
	    "side_player(defender), count: \"units(defender) - "
	    "losses(defender)\"}\n"
	    "                    says: \"\"\n", f, f, t, left, t, left, left,
	    left, f, t);
	sb_printf(b, "            - say: \"%s: {before(%s)} -> {%s}\"\n"
	    "            - {say: \"{@me}\", json: attacker}\n"
	    "            - {say: \"{@player side_player(defender)}\", json: "
	    "defender}\n"
	    "            - {say: \"{@region %s}\", json: target}\n"
	    "            - data: {attack-units: units(attacker), defend-units: "
	    "units(defender)}\n"
	    "            - {say: \"{@die attacker}\", json: attack-die}\n"
	    "            - {say: \"{@die defender}\", json: defend-die}\n"
	    "            - data: {attack-roll: thrown(attacker), defend-roll: "
	    "thrown(defender), attack-loss: losses(attacker), defend-loss: "
	    "losses(defender)}\n"
	    "            - data-flag: {taken: losses(defender) == "
	    "units(defender)}\n", name, res, res, t);
}

/* The seize of item k of act's effects (the action's node) declared:
 * 0, or -1 out of memory. */
static int
declare(struct ynode *act, struct ynode *effects, int k, const char *res,
    const char *name, const char *combat)
{
	const struct ynode *x = ynode_get(effects->v[k], "seize");
	const char *t = rs_ytext(x, "target"), *f = rs_ytext(x, "from");
	struct ynode *seq;
	struct strbuf b;

	sb_init(&b);
	require_text(&b, t);
	if ((seq = rs_yparse_at(&b, effects->v[k]->file, effects->v[k])) ==
	    NULL || rs_yseq_first(act, "require", seq) < 0)
		return -1;
	sb_init(&b);
	effects_text(&b, t, f, res, name, combat);
	if ((seq = rs_yparse_at(&b, effects->v[k]->file, effects->v[k])) ==
	    NULL)
		return -1;
	return rs_yput_item(effects, k, seq);
}

/* Is name a word of act's args of kind kind, not joined to the word
 * before it? */
static int
word_of(const struct ynode *act, const char *name, const char *kind)
{
	const struct ynode *args = ynode_get(act, "args");
	const char *j;

	for (int i = 0; args != NULL && args->kind == Y_SEQ && i < args->n;
	    i++) {
		const char *n = rs_ytext(args->v[i], "name"),
		    *k = rs_ytext(args->v[i], "kind");
		if (n == NULL || strcmp(n, name) != 0)
			continue;
		j = rs_ytext(args->v[i], "joined");
		return k != NULL && strcmp(k, kind) == 0 && (j == NULL ||
		    strcmp(j, "true") != 0);
	}
	return 0;
}

/* Every seize of an action's effects whose words are of their kinds, of
 * an action with an actor, with mechanisms.attack's resource to pay in,
 * declared: 0, or -1 out of memory.  One that is not stays, and the
 * check refuses it as it refused it before. */
static int
declare_seizes(struct ynode *root)
{
	const struct ynode *mech = ynode_get(root, "mechanisms"), *m, *r;
	struct ynode *actions = ynode_get(root, "actions");
	const char *res, *name, *combat;

	m = mech != NULL && mech->kind == Y_MAP ? ynode_get(mech, "attack") :
	    NULL;
	if (actions == NULL || actions->kind != Y_MAP || m == NULL ||
	    m->kind != Y_MAP || (res = rs_ytext(m, "resource")) == NULL)
		return 0;
	/* the resource by its name, as the lines said it */
	r = ynode_get(root, "resources");
	r = r != NULL && r->kind == Y_MAP ? ynode_get(r, res) : NULL;
	name = r != NULL && r->kind == Y_MAP && rs_ytext(r, "name") != NULL ?
	    rs_ytext(r, "name") : res;
	combat = rs_ytext(m, "combat") != NULL ? rs_ytext(m, "combat") :
	    "attack";
	for (int i = 0; i < actions->n; i++) {
		struct ynode *act = actions->v[i], *eff;
		if (rs_yflag(act, "no-actor"))
			continue;
		eff = act->kind == Y_MAP ? ynode_get(act, "effects") : NULL;
		for (int k = 0; eff != NULL && eff->kind == Y_SEQ && k <
		    eff->n; k++) {
			const struct ynode *x = eff->v[k]->kind == Y_MAP ?
			    ynode_get(eff->v[k], "seize") : NULL;
			/* alone in its item (else rs_flags_left refuses
			 * it: the declaration would lose the key beside) */
			if (x == NULL || x->kind != Y_MAP ||
			    eff->v[k]->n != 1 ||
			    !rs_plain_name(rs_ytext(x,
			    "target")) || !rs_plain_name(rs_ytext(x, "from")) ||
			    !rs_plain_name(res) || !rs_plain_name(combat) || strpbrk(name,
			    "\"\\{}") != NULL || !word_of(act, rs_ytext(x,
			    "target"), "region") || !word_of(act, rs_ytext(x,
			    "from"), "sources"))
				continue;
			if (declare(act, eff, k, res, name, combat) < 0)
				return -1;
		}
	}
	return 0;
}

int
rs_seize_upgrade(struct ynode *root)
{
	const struct ynode *mech = ynode_get(root, "mechanisms"),
	    *board = ynode_get(root, "board");

	/* the mechanism ran as seize; as attack (mechanisms.duel, the
	 * other attack, is gone: read and refused beside it by
	 * ruleset_duel.c) */
	if (rs_run_declare_usage(root, "seize", SEIZE_DECL("A D"), 0) < 0)
		return -1;
	/* the program's command by its name, which said its usage line
	 * with the dice in full */
	if (mech != NULL && mech->kind == Y_MAP && ynode_get(mech,
	    "attack") != NULL && board != NULL && board->kind == Y_MAP && ynode_get(board,
	    KEY_BODIES) != NULL && rs_run_declare_usage(root, "attack",
	    SEIZE_DECL("ATTACKER DEFENDER"), rs_ylisting(root, "attack") >=
	    0) < 0)
		return -1;
	return declare_seizes(root);
}
