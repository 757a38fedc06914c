/* ruleset_send.c: sending a squad from the orbit of a numbered zone to
 * another is a declared action (two region words, two numbers, a word of
 * kind cargo, the effect send-squad of before, which ruleset_send_fx.c
 * rewrites at load).  A ruleset written before (a saved
 * game keeps the text it was started with) ran the mechanism 'send' (run:
 * send) or, before commands were declared, had the program's command by
 * its name, which a phase's 'commands' lists (and still does: the action
 * belongs to that phase): the merged tree is turned into the declaration
 * before it is read, with the usage line, the refusals and the lines of
 * before.  A text without mechanisms.cargo sends no goods: the words
 * after the carriers, of kind text, are refused as the command refused
 * them. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words.h"
#include "core/rules/words_keys.h"

/* The mechanism of the tree called key, or NULL. */
static const struct ynode *
mechanism(const struct ynode *root, const char *key)
{
	const struct ynode *mech = ynode_get(root, "mechanisms");

	return mech != NULL && mech->kind == Y_MAP ? ynode_get(mech, key) :
	    NULL;
}

/* Does the tree's board have numbered zones whose squads fly? */
static int
has_flights(const struct ynode *root)
{
	const struct ynode *board = ynode_get(root, "board");

	return board != NULL && board->kind == Y_MAP && ynode_get(board,
	    ZONES_KEY) != NULL && mechanism(root, "colonies") != NULL &&
	    mechanism(root, "flight") != NULL;
}

/* The game's word w for many, in capitals, into buf. */
static const char *
upper_many(const struct ynode *root, enum rs_word w, char *buf, size_t n)
{
	const char *s = rs_yword(root, w, WF_MANY);
	size_t j;

	for (j = 0; s[j] != '\0' && j + 1 < n; j++)
		buf[j] = (char)toupper((unsigned char)s[j]);
	if (n > 0)
		buf[j] = '\0';
	return buf;
}

/* The usage line of the action that runs send, as the text gives it,
 * else the program's, into buf (a refusal quotes it). */
static const char *
usage_of(const struct ynode *root, const char *strikers,
    const char *carriers, char *buf, size_t n)
{
	const struct ynode *acts = ynode_get(root, "actions"), *x;
	const char *u = NULL;

	for (int i = 0; acts != NULL && acts->kind == Y_MAP && i < acts->n;
	    i++) {
		x = acts->v[i];
		if (x->kind == Y_MAP && rs_ytext(x, "run") != NULL &&
		    strcmp(rs_ytext(x, "run"), "send") == 0)
			u = rs_ytext(x, "usage");
	}
	if (u != NULL && strpbrk(u, "\"\\{}") == NULL)
		snprintf(buf, n, "%s", u);
	else
		snprintf(buf, n, "send FROM TO %s [%s [N GOODS]...]", strikers,
		    carriers);
	return buf;
}

int
rs_send_upgrade(struct ynode *root, int bare)
{
	const char *zone, *id = rs_ytext(root, "id");
	char strikers[64], carriers[64], use[256];
	struct strbuf b;
	int cargo, st;

	if (!has_flights(root))
		return 0;
	zone = rs_yword(root, W_ZONE, WF_ONE);
	if (id == NULL || strpbrk(id, "\"\\{}") != NULL)
		id = "this game";
	cargo = mechanism(root, "cargo") != NULL;
	upper_many(root, W_STRIKER, strikers, sizeof strikers);
	upper_many(root, W_CARRIER, carriers, sizeof carriers);
	sb_init(&b);
	sb_printf(&b, "help: \"send the active player's %s along the distance "
	    "table\"\n"
	    "usage: \"send FROM TO %s [%s [N GOODS]...]\"\n"
	    "program-style: true\n"
	    "words: \"3-\"\n"
	    "args:\n"
	    "  - {name: from, kind: region, what: \"%s\"}\n"
	    "  - {name: to, kind: region, what: \"%s\"}\n"
	    "  - {name: strikers, kind: number, min: 0, max: 1000000, "
	    "what: \"the {strikers}\"}\n"
	    "  - {name: carriers, kind: number, min: 0, max: 1000000, "
	    "default: 0, what: \"the {carriers}\"}\n"
	    "%s"
	    "no-turn-says: it is nobody's turn\n", rs_yword(root, W_SQUAD,
	    WF_ONE), strikers, carriers, zone,
	    zone, cargo ? "  - {name: goods, kind: cargo, optional: true}\n" :
	    "  - {name: goods, kind: text}\n");
	if (!cargo)	/* words after the carriers: goods it has not */
		sb_printf(&b, "require:\n"
		    "  - test: goods <= %d\n"
		    "    usage: true\n"
		    "    refusal: \"usage: %s\"\n"
		    "  - test: goods == 0\n"
		    "    usage: true\n"
		    "    refusal: \"%s carries no cargo: 'send FROM TO %s "
		    "[%s]'\"\n", 2 * CARGO_MAX, usage_of(root, strikers,
		    carriers, use, sizeof use), id, strikers, carriers);
	sb_printf(&b, "effects:\n"
	    "  - send-squad: {from: from, to: to, strikers: strikers, "
	    "carriers: carriers%s}\n", cargo ? ", goods: goods" : "");
	st = rs_run_declare_usage(root, "send", sb_str(&b) != NULL ?
	    sb_str(&b) : "", bare);
	sb_release(&b);
	return st;
}
