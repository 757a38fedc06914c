/* ruleset_spawn_pieces.c: the spawn of a map of territories
 * (mechanisms.spawn) is a declaration: add-spawned puts the tiles' own
 * pieces where no home is, as long as the box has any (its says names
 * where, with added()), a calm roll of the spawn's dice (json: spawned,
 * its entry of rolls kept) gives the extra pieces, start-placing sets them
 * to be placed (bounded by the box, "(the box runs out)" when it is
 * short), and the first placer is named.  A ruleset written before (a
 * saved game keeps the text it was started with) had the effect
 * spawn-pieces instead: every 'spawn-pieces: true' of an effect list,
 * when the text has the spawn, its resource, its dice and an action that
 * places the pieces, all plain, is replaced by those effects.  One
 * anywhere else stays, and the check refuses it. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

/* The pieces left in the box: the supply less those on the map and those
 * the players hold (a great many without a supply). */
static void
left(struct strbuf *b, const char *res)
{
	sb_printf(b, "if(mechanism(spawn, supply) > 0, max(0, "
	    "mechanism(spawn, supply) - sum_regions(spawned(here)) - "
	    "sum_players(resource(%s, who))), 1000000)", res);
}

/* The line of the extra pieces, one or many, the box short or not. */
static void
dice_line(struct strbuf *b, const char *dice, const char *one,
    const char *many, const char *suffix)
{
	sb_printf(b, "          - if:\n"
	    "              test: to_place == 1\n"
	    "              then: [{say: \"%s = {roll} ({@faces}): {to_place} "
	    "more %s to place%s\"}]\n"
	    "              else: [{say: \"%s = {roll} ({@faces}): {to_place} "
	    "more %s to place%s\"}]\n", dice, one, suffix, dice, many,
	    suffix);
}

/* The action that places the spawned pieces (its effects have
 * set-placing, as place-spawned of before is rewritten), or NULL. */
static const char *
placer(const struct ynode *root)
{
	const struct ynode *actions = ynode_get(root, "actions");

	for (int i = 0; actions != NULL && actions->kind == Y_MAP && i <
	    actions->n; i++) {
		const struct ynode *eff = actions->v[i]->kind == Y_MAP ?
		    ynode_get(actions->v[i], "effects") : NULL;
		for (int k = 0; eff != NULL && eff->kind == Y_SEQ && k <
		    eff->n; k++)
			if (eff->v[k]->kind == Y_MAP && ynode_get(eff->v[k],
			    "set-placing") != NULL)
				return actions->keys[i]->str;
	}
	return NULL;
}

/* The declaration in b: 0, or 1 when the text has not what it needs as
 * plain words (the check then refuses spawn-pieces). */
static int
declaration(const struct ynode *root, struct strbuf *b)
{
	const struct ynode *m = ynode_get(root, "mechanisms"), *s, *r, *dice;
	const char *res, *expr, *verb, *name, *one;
	char die[64];
	long count = 1;
	int i = 0, calm;

	s = m != NULL && m->kind == Y_MAP ? ynode_get(m, "spawn") : NULL;
	if (s == NULL || s->kind != Y_MAP || ynode_get(m, "territories") ==
	    NULL)
		return 1;
	res = rs_ytext(s, "resource");
	expr = rs_ytext(s, "dice");
	verb = placer(root);
	r = ynode_get(ynode_get(root, "resources"), res != NULL ? res : "");
	name = rs_plain_text(rs_ytext(r, "name"));
	one = rs_ytext(r, "one") != NULL ? rs_plain_text(rs_ytext(r, "one")) :
	    name;
	if (!rs_plain_id(res) || expr == NULL || !rs_plain_name(verb) ||
	    name == NULL || one == NULL || rs_plain_text(expr) == NULL)
		return 1;
	while (isdigit((unsigned char)expr[i]))
		i++;
	if (i > 0)
		count = strtol(expr, NULL, 10);
	if (i > 6 || !rs_plain_name(expr + i) || strlen(expr + i) >= sizeof die)
		return 1;
	snprintf(die, sizeof die, "%s", expr + i);
	dice = ynode_get(root, "dice");
	calm = dice != NULL && dice->kind == Y_MAP && ynode_get(dice, die) !=
	    NULL;
	sb_add(b, "- add-spawned: \"min(terrain(spawn, here) * "
	    "(home_at(here) == nobody), ");
	left(b, res);
	sb_printf(b, ")\"\n  says: \"%s spawn on {@regions added(here)}\"\n"
	    "- roll:\n"
	    "    dice: [{count: %ld, die: %s}]\n"
	    "%s"
	    "    json: spawned\n"
	    "    keep-rolls: true\n"
	    "    table:\n"
	    "      - when: roll > ", name, count, die, calm ?
	    "    calm: true\n" : "");
	left(b, res);
	sb_add(b, "\n        effects:\n          - start-placing: \"");
	left(b, res);
	sb_add(b, "\"\n");
	dice_line(b, expr, one, name, " (the box runs out)");
	sb_add(b, "      - effects:\n          - start-placing: roll\n");
	dice_line(b, expr, one, name, "");
	sb_printf(b, "  says: \"\"\n"
	    "- if:\n"
	    "    test: to_place > 0\n"
	    "    then:\n"
	    "      - say: \"{@player placer} places first ('%s {@player "
	    "placer} PLACE')\"\n", verb);
	return 0;
}

/* Every spawn-pieces: true under n replaced by text. */
static int
replace(struct ynode *n, const char *text)
{
	if (n == NULL || (n->kind != Y_MAP && n->kind != Y_SEQ))
		return 0;
	for (int k = 0; k < n->n; k++) {
		/* alone in its item (else rs_flags_left refuses it) */
		if (n->kind == Y_SEQ && n->v[k]->n == 1 && rs_yflag(n->v[k],
		    "spawn-pieces")) {
			int was = n->n;
			if (rs_yreplace_item(n, k, text) < 0)
				return -1;
			k += n->n - was;	/* past what took its place */
			continue;
		}
		if (replace(n->v[k], text) < 0)
			return -1;
	}
	return 0;
}

int
rs_spawn_pieces_upgrade(struct ynode *root)
{
	struct strbuf b;
	int st;

	if (!rs_yhas(root, "spawn-pieces"))
		return 0;
	sb_init(&b);
	if (declaration(root, &b) != 0) {
		sb_release(&b);
		return 0;
	}
	st = sb_str(&b) == NULL ? -1 : replace(root, sb_str(&b));
	sb_release(&b);
	return st;
}
