/* ruleset_destroyed.c: what becomes of a unit destroyed in the dice-pool
 * combat on a map of territories is a declaration: the effects of the
 * pool combat's destroyed (combats.*.destroyed), for the unit's owner,
 * with who the player whose hits destroyed it and kind its kind.  A
 * ruleset written before (a saved game keeps the text it was started
 * with) gave instead mechanisms.dice-pool's 'coin' and 'per-unit', paid
 * to the owner of each unit destroyed, and a faction's ability
 * KEY_CAPTURES had the units its hits destroyed in a combat it started
 * held captive, each with a line of the program's (in the words of
 * before, ruleset_release.c keeps them): those keys are taken
 * out, and the effects that did the same written as the destroyed of the
 * combat dice-pool.combat names (of mechanisms.dice-pool itself in a text
 * that gave the combat's steps there, made into the combat at load).  Keys
 * that cannot be written so (the combat declares its destroyed already:
 * an overlay setting them over a ruleset of now) are refused, naming
 * destroyed (rs_pool_old_refuse, for over's keys too). */
#include <stdio.h>
#include <string.h>

#include "core/base/diag.h"
#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

/* Does a faction of root have the ability KEY_CAPTURES? */
static int
captures(const struct ynode *root)
{
	const struct ynode *fs = ynode_get(root, "factions");

	for (int i = 0; fs != NULL && fs->kind == Y_MAP && i < fs->n; i++)
		if (ynode_get(ynode_get(fs->v[i], "abilities"),
		    KEY_CAPTURES) != NULL)
			return 1;
	return 0;
}

/* The destroyed effects paying n of coin, and with capture the units a
 * player's hits destroy in a combat he started held captive when his
 * faction has the ability. */
static void
declaration(struct strbuf *b, const char *coin, const char *n, int capture)
{
	if (capture) {
		sb_printf(b, "- if:\n"
		    "    test: fight(attacker) == who and ability(%s, who)\n"
		    "    then:\n"
		    "      - capture: who\n"
		    "      - gain: {%s: %s}\n"
		    "        says: \"  {@me}'s {@piece kind} is taken "
		    "{@word captive} ", KEY_CAPTURES, coin, n);
		sb_printf(b, "({@me} +{@qty %s, %s})\"\n", coin, n);
		sb_add(b, "    else:\n");
	}
	sb_printf(b, "%s- gain: {%s: %s}\n"
	    "%s  says: \"  {@me}'s {@piece kind} is destroyed ",
	    capture ? "      " : "", coin, n, capture ? "      " : "");
	sb_printf(b, "({@me} +{@qty %s, %s})\"\n", coin, n);
}

int
rs_pool_old_keys(struct ynode *root, const char *key, const char *count,
    const char *list, struct rs_pool_old *o)
{
	struct ynode *dp = ynode_get(ynode_get(root, "mechanisms"),
	    "dice-pool");
	const char *id, *mode;

	memset(o, 0, sizeof *o);
	o->dp = dp;
	if (dp == NULL || dp->kind != Y_MAP ||
	    (o->at = ynode_get(dp, key)) == NULL)
		return 0;
	o->value = rs_ytext(dp, key);
	o->n = ynode_get(dp, count) != NULL ? rs_ytext(dp, count) : "1";
	id = rs_ytext(dp, "combat");
	/* the combat named, or (a text of steps) the one made at load */
	o->into = ynode_get(dp, "combat") == NULL ? dp :
	    ynode_get(ynode_get(root, "combats"), id != NULL ? id : "");
	/* a combat of another mode is refused as the dice pool's: nothing
	 * is written into it */
	mode = rs_ytext(o->into, "mode");
	if (o->into != dp && o->into != NULL && mode != NULL && strcmp(mode,
	    "pool") != 0) {
		ynode_free(ynode_take(dp, key));
		ynode_free(ynode_take(dp, count));
		return 0;
	}
	/* what cannot be written so stays, and the schema refuses it */
	return rs_plain_id(o->value) && o->n != NULL && *o->n != '\0' &&
	    strspn(o->n, "0123456789") == strlen(o->n) && strlen(o->n) <= 9 &&
	    o->into != NULL && o->into->kind == Y_MAP &&
	    ynode_get(o->into, list) == NULL;
}

int
rs_pool_old_write(struct rs_pool_old *o, struct strbuf *b, const char *key,
    const char *count, const char *list)
{
	struct ynode *seq = rs_yparse_at(b, o->at->file, o->at);

	if (seq == NULL)
		return -1;
	if (ynode_set(o->into, list, seq) < 0) {
		ynode_free(seq);
		return -1;
	}
	ynode_free(ynode_take(o->dp, key));
	ynode_free(ynode_take(o->dp, count));
	return 0;
}

int
rs_destroyed_upgrade(struct ynode *root, struct diag_list *errs)
{
	struct rs_pool_old o;
	struct strbuf b;

	if (!rs_pool_old_keys(root, "coin", "per-unit", "destroyed", &o)) {
		rs_pool_old_refuse(root, "coin", "per-unit", "destroyed", 0,
		    errs);
		return 0;
	}
	sb_init(&b);
	declaration(&b, o.value, o.n, captures(root));
	return rs_pool_old_write(&o, &b, "coin", "per-unit", "destroyed");
}

void
rs_pool_old_refuse(struct ynode *root, const char *key, const char *count,
    const char *list, int scores, struct diag_list *errs)
{
	struct ynode *dp = ynode_get(ynode_get(root, "mechanisms"),
	    "dice-pool");
	const char *id, *value, *n;
	char effect[200];

	if (dp == NULL || dp->kind != Y_MAP)
		return;
	id = rs_ytext(dp, "combat");
	value = rs_ytext(dp, key);
	n = rs_ytext(dp, count);
	if (value == NULL || !rs_plain_id(value))
		value = "RESOURCE";
	if (ynode_get(dp, count) == NULL)
		n = "1";
	else if (n == NULL || *n == '\0' || strspn(n, "0123456789") !=
	    strlen(n) || strlen(n) > 9)
		n = "N";
	if (scores)
		snprintf(effect, sizeof effect, "'- if: {test: \"fight(held) "
		    "== me\", then: [{gain: {%s: %s}}]}' (the attacker left "
		    "alone scores)", value, n);
	else
		snprintf(effect, sizeof effect, "'- gain: {%s: %s}' (the "
		    "destroyed unit's owner is paid)", value, n);
	for (int i = 0; i < dp->n; i++) {
		const struct ynode *k = dp->keys[i];
		if (strcmp(k->str, key) != 0 && strcmp(k->str, count) != 0)
			continue;
		diag_list_add(errs, ST_DATA, k->file, k->line, k->col,
		    "'mechanisms.dice-pool.%s' is a key of before, and the "
		    "pool combat declares what it did among the effects of "
		    "combats.%s.%s: take it out and write there %s", k->str,
		    id != NULL && rs_plain_name(id) ? id : "COMBAT", list,
		    effect);
	}
	ynode_free(ynode_take(dp, key));
	ynode_free(ynode_take(dp, count));
}
