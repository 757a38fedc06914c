/* ruleset_duel.c: the attack of one piece tracked one by one on another
 * is a declared action: two words of kind tracked and one of kind
 * modifiers, a requirement (the pieces are two players'), one round of
 * a contest (combat-round) with each side's value (the kind's, the
 * acting chiefs' bonuses for a unit, the GM's terms: modifier()), whose
 * then says the line, plays the cards (play-cards), and puts the piece
 * that loses out of the game (leave) or its player, for a chief (fall),
 * the one out paying the slayer (reward).  A ruleset written before (a
 * saved game keeps the text it was started with) left all that to the
 * effect duel and the mechanism 'duel' (mechanisms.duel: the contest,
 * combat, and the reward for a slain chief), and before that ran the
 * mechanism 'attack' (run: attack) or, before commands were declared,
 * had the program's command of that name wherever mechanisms.duel was:
 * the merged tree is turned into the declaration before it is read, with
 * the usage line, the refusals and the lines of before, every 'duel:
 * {attacker: A, target: T, modifiers: M}' among an action's effects
 * replaced by the effects above and the requirement put first among the
 * action's; mechanisms.duel is read here and taken out (no ruleset read
 * has it).  Without mechanisms.duel the mechanism 'attack' is another
 * (regions attacked with counted units) and stays as it was;
 * mechanisms.duel without pieces, beside mechanisms.attack, or with a
 * combat that is no contest of values without dice is refused here. */
#include <stdio.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

static const char attack_text[] =
    "program-style: true\n"
    "help: \"attack a land or a piece, as the ruleset's combat goes\"\n"
    "usage: \"attack PIECE TARGET [a+N|d+N[:NOTE]]... "
    "[cards:PLAYER[:N]]...\"\n"
    "words: \"2-\"\n"
    "no-faces-says: \"a duel rolls no dice: drop the '= ...' part\"\n"
    "args:\n"
    "  - {name: piece, kind: tracked, acting: true}\n"
    "  - {name: target, kind: tracked}\n"
    "  - {name: modifiers, kind: modifiers}\n"
    "effects:\n"
    "  - duel: {attacker: piece, target: target, modifiers: modifiers}\n";

/* mechanisms.duel's reward for a slain chief (l) as the fields of the
 * effect reward, ", bank: {...}, draw: N, takes: [...]", into b: 1, or 0
 * when it gives nothing; -1 when it is not written plainly. */
static int
reward_fields(const struct ynode *l, struct strbuf *b)
{
	const struct ynode *bank = ynode_get(l, "bank"),
	    *takes = ynode_get(l, "takes");
	const char *draw = rs_ytext(l, "draw");
	int n = 0;

	if (l == NULL)
		return 0;
	if (l->kind != Y_MAP)
		return -1;
	if (bank != NULL) {
		if (bank->kind != Y_MAP)
			return -1;
		sb_add(b, ", bank: {");
		for (int i = 0; i < bank->n; i++) {
			const char *v = bank->v[i]->kind == Y_SCALAR ?
			    bank->v[i]->str : NULL;
			if (!rs_plain_name(bank->keys[i]->str) ||
			    !rs_plain_name(v))
				return -1;
			sb_printf(b, "%s%s: \"%s\"", i ? ", " : "",
			    bank->keys[i]->str, v);
		}
		sb_add(b, "}");
		n += bank->n;
	}
	if (draw != NULL) {
		if (!rs_plain_name(draw))
			return -1;
		sb_printf(b, ", draw: %s", draw);
		n += strcmp(draw, "0") != 0;
	}
	if (takes != NULL) {
		if (takes->kind != Y_SEQ)
			return -1;
		sb_add(b, ", takes: [");
		for (int i = 0; i < takes->n; i++) {
			if (takes->v[i]->kind != Y_SCALAR ||
			    !rs_plain_name(takes->v[i]->str))
				return -1;
			sb_printf(b, "%s%s", i ? ", " : "",
			    takes->v[i]->str);
		}
		sb_add(b, "]");
		n += takes->n;
	}
	return n > 0;
}

/* The player of piece t (NULL: the actor) into b, as an expression
 * (player: 0) or as a {@...} of the says (player: 1): "me", or
 * "tracked(T, owner)" and "player tracked(T, owner)"; written whole (a
 * word's name has up to 63 characters). */
static void
owner_of(struct strbuf *b, const char *t, int player)
{
	if (t == NULL)
		sb_add(b, "me");
	else
		sb_printf(b, "%stracked(%s, owner)", player ? "player " : "",
		    t);
}

/* What a side does that loses its piece p (its player the owner of t,
 * NULL: the actor) into b: a chief slain, its player out, or the piece
 * out of the game. */
static void
loses(struct strbuf *b, const char *test, const char *p, const char *t)
{
	sb_printf(b, "      - if:\n"
	    "          test: %s > 0 and tracked(%s, chief)\n"
	    "          then:\n"
	    "            - say: \"{@tracked %s}, {@", test, p, p);
	owner_of(b, t, 1);
	sb_add(b, "}'s {@word chief}, is slain\"\n"
	    "            - {say: \"{@");
	owner_of(b, t, 1);
	sb_add(b, "}\", json: slain}\n"
	    "            - fall: \"");
	owner_of(b, t, 0);
	sb_printf(b, "\"\n"
	    "          else:\n"
	    "            - if:\n"
	    "                test: %s > 0\n"
	    "                then:\n"
	    "                  - say: \"{@tracked %s} is defeated and leaves "
	    "the game\"\n"
	    "                  - leave: {piece: %s}\n"
	    "                    says: \"\"\n", test, p, p);
}

/* The effects of a duel of piece p on piece t with the terms of word m
 * (NULL: none), settled by combat c, a slain chief paying loot (NULL:
 * nothing), into b; with chiefs, the bonuses of the chiefs acting for a
 * unit's player counted and said.  Every word written whole: each may
 * have 63 characters, and a line names one up to three times. */
static void
effects_text(struct strbuf *b, const char *p, const char *t, const char *m,
    const char *c, const char *loot, int chiefs)
{
	sb_printf(b, "- combat-round:\n"
	    "    combat: %s\n"
	    "    attacker: \"tracked(%s, attack)", c, p);
	if (chiefs)
		sb_printf(b, " + if(tracked(%s, chief), 0, "
		    "chief_sum(attack, me, tracked(%s, kind)))", p, p);
	if (m != NULL)
		sb_printf(b, " + modifier(%s, a)", m);
	sb_printf(b, "\"\n"
	    "    defender: \"tracked(%s, defence)", t);
	if (chiefs)
		sb_printf(b, " + if(tracked(%s, chief), 0, "
		    "chief_sum(defence, tracked(%s, owner), tracked(%s, "
		    "kind)))", t, t, t);
	if (m != NULL)
		sb_printf(b, " + modifier(%s, d)", m);
	sb_printf(b, "\"\n"
	    "    against: \"tracked(%s, owner)\"\n"
	    "    then:\n", t);
	sb_printf(b, "      - say: \"{@tracked %s} ({@me}) attacks {@tracked "
	    "%s} ({@player tracked(%s, owner)}): attack {units(attacker)} "
	    "({@kindof %s} {tracked(%s, attack)}", p, t, t, p, p);
	if (chiefs)
		sb_printf(b, "{@modifiers attack, tracked(%s, kind)}", p);
	if (m != NULL)
		sb_printf(b, "{@modifierterms %s, a}", m);
	sb_printf(b, ") against defence {units(defender)} ({@kindof %s} "
	    "{tracked(%s, defence)}", t, t);
	if (chiefs)
		sb_printf(b, "{@modifiers defence, tracked(%s, kind), "
		    "tracked(%s, owner)}", t, t);
	if (m != NULL)
		sb_printf(b, "{@modifierterms %s, d}", m);
	sb_add(b, ")\"\n");
	if (m != NULL)
		sb_printf(b, "      - play-cards: {word: %s, by: me, against: "
		    "\"tracked(%s, owner)\"}\n", m, t);
	sb_printf(b, "      - {say: \"{@tracked %s}\", json: attacker}\n"
	    "      - {say: \"{@tracked %s}\", json: defender}\n"
	    "      - data: {attack: \"units(attacker)\", defence: "
	    "\"units(defender)\"}\n"
	    "      - data-flag: {defeated: \"losses(defender) > 0\"}\n"
	    "      - if:\n"
	    "          test: combat(%s, strikes-back)\n"
	    "          then:\n"
	    "            - data-flag: {struck-back: \"losses(attacker) > "
	    "0\"}\n"
	    "      - if:\n"
	    "          test: losses(defender) + losses(attacker) == 0 and "
	    "units(attacker) == units(defender)\n"
	    "          then:\n"
	    "            - say: \"a tie: nothing happens\"\n"
	    "      - if:\n"
	    "          test: losses(defender) + losses(attacker) == 0 and "
	    "units(attacker) != units(defender)\n"
	    "          then:\n"
	    "            - say: \"the defence holds: nothing happens\"\n", p, t,
	    c);
	loses(b, "losses(defender)", t, t);
	loses(b, "losses(attacker)", p, NULL);
	/* the player out (its chief slain) pays the other: one reward */
	if (loot != NULL)
		sb_printf(b, "      - if:\n"
		    "          test: out(side_player(defender)) or out(me)\n"
		    "          then:\n"
		    "            - reward: {to: \"if(out(me), "
		    "side_player(defender), me)\", from: \"if(out(me), me, "
		    "side_player(defender))\"%s}\n", loot);
}

/* The duel of item k of the effects of act (called id) declared, the
 * chiefs' bonuses counted with chiefs: 0, or -1 out of memory. */
static int
declare(struct ynode *act, const char *id, struct ynode *effects, int k,
    const char *c, const char *loot, int chiefs)
{
	const struct ynode *x = ynode_get(effects->v[k], "duel");
	const char *p = rs_ytext(x, "attacker"), *t = rs_ytext(x, "target"),
	    *m = rs_ytext(x, "modifiers");
	struct ynode *seq;
	struct strbuf b;

	sb_init(&b);
	sb_printf(&b, "- test: tracked(%s, owner) != me\n"
	    "  refusal: \"{@tracked %s} and {@tracked %s} are both "
	    "{@me}'s\"\n", t, p, t);
	if ((seq = rs_yparse_at(&b, effects->v[k]->file, effects->v[k])) ==
	    NULL || rs_yseq_first(act, "require", seq) < 0)
		return -1;
	/* a duel took no dice, and a combat-round may: refused as the
	 * program refused them */
	if (ynode_get(act, "no-faces-says") == NULL) {
		struct ynode *v;
		sb_init(&b);
		sb_printf(&b, "'%s' takes no dice: drop the '= ...' part", id);
		v = ynode_new_scalar(sb_str(&b), 0, effects->v[k]->file,
		    effects->v[k]->line, effects->v[k]->col);
		sb_release(&b);
		if (v == NULL || ynode_set(act, "no-faces-says", v) < 0)
			return -1;
	}
	sb_init(&b);
	effects_text(&b, p, t, m, c, loot, chiefs);
	if ((seq = rs_yparse_at(&b, effects->v[k]->file, effects->v[k])) ==
	    NULL)
		return -1;
	return rs_yput_item(effects, k, seq);
}

/* Every duel among an action's effects whose words are of their kinds,
 * of an action with an actor, with mechanisms.duel's combat, declared:
 * 0, or -1 out of memory.  One that is not stays, and the check refuses
 * it. */
static int
declare_duels(struct ynode *root)
{
	const struct ynode *mech = ynode_get(root, "mechanisms"), *d;
	struct ynode *actions = ynode_get(root, "actions");
	struct strbuf loot;
	const struct ynode *l = ynode_get(root, KEY_CHIEFS);
	const char *c;
	int r, st = 0, chiefs = l != NULL && l->kind == Y_MAP && l->n > 0;

	d = mech != NULL && mech->kind == Y_MAP ? ynode_get(mech, "duel") :
	    NULL;
	if (actions == NULL || actions->kind != Y_MAP || d == NULL ||
	    d->kind != Y_MAP || !rs_plain_name(c = rs_ytext(d, "combat")))
		return 0;
	sb_init(&loot);
	if ((r = reward_fields(ynode_get(d, KEY_SLAIN_CHIEF), &loot)) < 0) {
		sb_release(&loot);
		return 0;
	}
	for (int i = 0; st == 0 && i < actions->n; i++) {
		struct ynode *act = actions->v[i], *eff;
		if (rs_yflag(act, "no-actor"))
			continue;
		eff = act->kind == Y_MAP ? ynode_get(act, "effects") : NULL;
		for (int k = 0; st == 0 && eff != NULL && eff->kind == Y_SEQ &&
		    k < eff->n; k++) {
			const struct ynode *x = eff->v[k]->kind == Y_MAP ?
			    ynode_get(eff->v[k], "duel") : NULL;
			const char *m = x != NULL ? rs_ytext(x, "modifiers") :
			    NULL;
			/* alone in its item (else rs_flags_left refuses
			 * it: the declaration would lose the key beside) */
			if (x == NULL || x->kind != Y_MAP ||
			    eff->v[k]->n != 1 ||
			    !rs_plain_name(rs_ytext(x, "attacker")) ||
			    !rs_plain_name(rs_ytext(x, "target")) ||
			    strcmp(rs_ytext(x, "attacker"), rs_ytext(x,
			    "target")) == 0 || !rs_yarg_kind(act, rs_ytext(x,
			    "attacker"), "tracked") || !rs_yarg_kind(act,
			    rs_ytext(x, "target"), "tracked") || (m != NULL &&
			    (!rs_plain_name(m) || !rs_yarg_kind(act, m,
			    "modifiers"))) ||
			    ynode_get(act, "repeat") != NULL)
				continue;
			st = declare(act, actions->keys[i]->str, eff, k, c,
			    r ? sb_str(&loot) : NULL, chiefs);
		}
	}
	sb_release(&loot);
	return st;
}

/* Is combat c of root (when declared: else the declaration's check says
 * so) a contest of values without dice, as a duel was? */
static int
contest(const struct ynode *root, const char *c)
{
	const struct ynode *x = ynode_get(ynode_get(root, "combats"), c);
	const char *mode = rs_ytext(x, "mode");

	if (x == NULL || x->kind != Y_MAP)
		return 1;
	return mode != NULL && strcmp(mode, "contest") == 0 &&
	    ynode_get(ynode_get(x, "attacker"), "dice") == NULL &&
	    ynode_get(ynode_get(x, "defender"), "dice") == NULL;
}

int
rs_duel_upgrade(struct ynode *root, struct diag_list *errs)
{
	struct ynode *mech = ynode_get(root, "mechanisms"), *d;
	const char *c;
	int st = 0, bad = 0;

	if (mech == NULL || mech->kind != Y_MAP ||
	    ynode_get(mech, "duel") == NULL)
		return 0;
	d = ynode_get(mech, "duel");
	c = rs_ytext(d, "combat");
	if (c != NULL && !contest(root, c)) {
		diag_list_add(errs, ST_DATA, d->file, d->line, d->col,
		    "'mechanisms.duel.combat': '%s' must be a contest of "
		    "values without dice: name one (mode: contest, no dice)",
		    c);
		bad++;
	}
	if (ynode_get(mech, "attack") != NULL) {
		diag_list_add(errs, ST_DATA, d->file, d->line, d->col,
		    "'mechanisms' sets up both 'attack' and 'duel'; the "
		    "'attack' command can only be one of them: take one "
		    "out");
		bad++;
	}
	if (!rs_ytracked(root)) {
		diag_list_add(errs, ST_DATA, d->file, d->line, d->col,
		    "'mechanisms.duel' needs pieces kept one by one (the "
		    "pieces it works on): declare kinds of pieces with "
		    "'tracked: true', or take the duel out");
		bad++;
	}
	if (bad == 0 && (rs_run_declare_usage(root, "attack", attack_text,
	    1) < 0 || declare_duels(root) < 0))
		st = -1;
	/* read: no ruleset has it once loaded */
	ynode_free(ynode_take(mech, "duel"));
	return st;
}
