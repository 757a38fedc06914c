/* ruleset_turn_done.c: a turn of orders on a map of territories ends with
 * an order placed, or passed ('pass' marks the player done), or once the
 * player has no order token left: the phase's end-require says so
 * (order_region, done(me), the token's resource).  The program checked it
 * before for every phase in which a territory was activated (a saved game
 * keeps the text it was started with): such a phase of a text whose
 * end-require reads no order_region gets the end-require, with the
 * program's refusal, in the words of mechanisms.orders' resource and of
 * the action that activates, so that a text written before, and a new one
 * that does not say otherwise, ends a turn as it did. */
#include <stdio.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

int
rs_yactivates_in(const struct ynode *root, const struct ynode *ph,
    const char *id, const char **verb)
{
	const struct ynode *cmds = ynode_get(ph, "commands"),
	    *acts = ynode_get(root, "actions");
	int found = 0;

	for (int k = 0; cmds != NULL && cmds->kind == Y_SEQ && k < cmds->n;
	    k++)
		found |= cmds->v[k]->kind == Y_SCALAR &&
		    strcmp(cmds->v[k]->str, "activate") == 0;
	for (int i = 0; acts != NULL && acts->kind == Y_MAP && i < acts->n;
	    i++) {
		const char *at = rs_ytext(acts->v[i], "phase");
		if (at != NULL && strcmp(at, id) == 0 &&
		    rs_yhas(ynode_get(acts->v[i], "effects"),
		    "start-order")) {
			*verb = acts->keys[i]->str;
			return 1;
		}
	}
	return found;
}

/* The action that activates, wherever it is (the program's word for the
 * command in its refusal), or "activate". */
static const char *
activator(const struct ynode *root)
{
	const struct ynode *acts = ynode_get(root, "actions");

	for (int i = 0; acts != NULL && acts->kind == Y_MAP && i < acts->n;
	    i++)
		if (rs_yhas(ynode_get(acts->v[i], "effects"), "start-order"))
			return acts->keys[i]->str;
	return "activate";
}

/* Is phase id played in turns (a round's step 'turns' lists it), and
 * never by everybody at once (a step 'phase')?  The program checked only
 * the turn of a player. */
static int
in_turns(const struct ynode *root, const char *id)
{
	const struct ynode *round = ynode_get(root, "round");
	int turns = 0, whole = 0;

	for (int i = 0; round != NULL && round->kind == Y_SEQ && i < round->n;
	    i++) {
		const struct ynode *t = ynode_get(round->v[i], "turns");
		const char *p = rs_ytext(round->v[i], "phase");
		whole |= p != NULL && strcmp(p, id) == 0;
		for (int k = 0; t != NULL && t->kind == Y_SEQ && k < t->n; k++)
			turns |= t->v[k]->kind == Y_SCALAR &&
			    strcmp(t->v[k]->str, id) == 0;
	}
	return turns && !whole;
}

/* Does an end-require of phase ph read order_region? */
static int
reads_order(const struct ynode *ph)
{
	const struct ynode *er = ynode_get(ph, "end-require");

	for (int k = 0; er != NULL && er->kind == Y_SEQ && k < er->n; k++) {
		const char *t = rs_ytext(er->v[k], "test");
		if (t != NULL && strstr(t, "order_region") != NULL)
			return 1;
	}
	return 0;
}

int
rs_turn_done_upgrade(struct ynode *root)
{
	const struct ynode *mech = ynode_get(root, "mechanisms"),
	    *orders = ynode_get(mech, "orders"), *rd;
	struct ynode *phases = ynode_get(root, "phases");
	const char *res = rs_ytext(orders, "resource"), *one, *min, *pass,
	    *verb;
	int all;

	if (ynode_get(mech, "territories") == NULL || orders == NULL ||
	    !rs_plain_id(res))
		return 0;	/* the schema or the check says what is wrong */
	rd = ynode_get(ynode_get(root, "resources"), res);
	if ((one = rs_plain_text(rs_ytext(rd, "one"))) == NULL &&
	    (one = rs_plain_text(rs_ytext(rd, "name"))) == NULL)
		one = res;
	if ((min = rs_ytext(rd, "min")) == NULL)
		min = "0";
	if (*min == '\0' || strspn(min + (*min == '-'), "0123456789") !=
	    strlen(min + (*min == '-')) || strlen(min) > 12)
		return 0;	/* the schema says what is wrong */
	pass = rs_ytext(orders, "pass");
	all = pass != NULL && strcmp(pass, "all") == 0;
	for (int i = 0; phases != NULL && phases->kind == Y_MAP &&
	    i < phases->n; i++) {
		struct ynode *ph = phases->v[i];
		const char *id = phases->keys[i]->str;
		struct strbuf b;
		verb = NULL;
		if (ph->kind != Y_MAP || !rs_yactivates_in(root, ph, id, &verb) ||
		    !in_turns(root, id) || reads_order(ph))
			continue;
		if (verb == NULL)
			verb = activator(root);
		if (rs_plain_text(verb) == NULL || strchr(verb, '\'') != NULL)
			verb = "activate";
		sb_init(&b);
		sb_printf(&b, "- test: \"order_region >= 0 or done(me) or "
		    "%s <= %s\"\n"
		    "  refusal: \"{@me} has placed no order this turn: '%s "
		    "PLACE' places one, or 'pass' if {@me} passes (giving up "
		    "%s %s%s)\"\n", res, min, verb, all ? "every" :
		    strchr("aeiouAEIOU", one[0]) != NULL ? "an" : "a", one,
		    all ? " left this phase" : "");
		if (rs_yseq_first(ph, "end-require", rs_yparse_at(&b, ph->file,
		    ph)) < 0)
			return -1;
	}
	return 0;
}
