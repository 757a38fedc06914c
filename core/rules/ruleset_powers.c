/* ruleset_powers.c: what sets a faction apart is its values and the tests
 * that read them: the territories' stacking limit does not hold where
 * mechanisms.territories.no-stack-limit does, a free arrival building
 * comes where arrival.free holds (tests of the player, me, and the
 * territory, here; the latter written as of old, which
 * ruleset_give_arrival.c then makes the effect give-arrival), the pool combat's destroyed effects take captives
 * where ability(KEY_CAPTURES, who) holds.  A ruleset written before (a
 * saved game keeps the text it was started with) gave the faction
 * 'abilities.unstacked-home: true', 'abilities.free-arrival: true' or
 * 'abilities.KEY_CAPTURES: true', which the program applied: the merged tree
 * is given the faction's value and the test that reads it before it is
 * read (the upgrades of the other abilities before it: ruleset_load.c),
 * and the faction's abilities are taken out, refused where one is left
 * that nothing reads. */
#include <string.h>

#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

static const struct power {
	const char *ability;	/* then the value */
	const char *under;	/* the mapping of mechanisms.territories the
				   test goes in, or NULL: itself */
	const char *key;	/* the test's key, or NULL: none */
	const char *test;
} powers[] = {
	{ "unstacked-home", NULL, "no-stack-limit",
	    "here == home(me) and faction_has(unstacked-home)" },
	{ "free-arrival", "arrival", "free", "faction_has(free-arrival)" },
	/* the destroyed effects test ability(KEY_CAPTURES, who) */
	{ KEY_CAPTURES, NULL, NULL, NULL },
};

/* Does a faction have the ability of old? */
static int
had_ability(const struct ynode *root, const char *ability)
{
	const struct ynode *fs = ynode_get(root, "factions"), *x;

	for (int i = 0; fs != NULL && fs->kind == Y_MAP && i < fs->n; i++)
		if ((x = ynode_get(ynode_get(fs->v[i], "abilities"),
		    ability)) != NULL && x->kind == Y_SCALAR &&
		    strcmp(x->str, "true") == 0)
			return 1;
	return 0;
}

/* An ability of old written neither true nor false: refused, as the
 * schema's boolean it was refused it, and taken out (a mapping of
 * KEY_CAPTURES is the release's of old, which says what is wrong with
 * it: ruleset_release.c). */
static void
not_boolean(struct ynode *root, const char *ability, struct diag_list *errs)
{
	struct ynode *fs = ynode_get(root, "factions"), *ab, *x;

	for (int i = 0; fs != NULL && fs->kind == Y_MAP && i < fs->n; i++) {
		if ((ab = ynode_get(fs->v[i], "abilities")) == NULL ||
		    ab->kind != Y_MAP || (x = ynode_get(ab, ability)) == NULL ||
		    (x->kind == Y_SCALAR && (strcmp(x->str, "true") == 0 ||
		    strcmp(x->str, "false") == 0)) ||
		    (x->kind != Y_SCALAR && strcmp(ability, KEY_CAPTURES) == 0))
			continue;
		diag_list_add(errs, ST_DATA, x->file, x->line, x->col,
		    "'factions.%s.abilities.%s' is true or false (read as the "
		    "faction's value %s, 1 when true)", fs->keys[i]->str,
		    ability, ability);
		ynode_free(ynode_take(ab, ability));
	}
}

/* The abilities of old the upgrades before read, and say what is wrong
 * with where they do not take it out. */
static const char *const read_before[] = { "exchange", "unlimited-home",
	KEY_PICK_SEARCH, KEY_GOAL_DRAW, KEY_CAPTURES, NULL };

static int
read_by_one(const char *key)
{
	for (int i = 0; read_before[i] != NULL; i++)
		if (strcmp(read_before[i], key) == 0)
			return 1;
	return 0;
}

/* The factions' abilities, each read by then: taken out where empty, an
 * error naming what is left that no upgrade reads. */
static void
abilities_done(struct ynode *root, struct diag_list *errs)
{
	struct ynode *fs = ynode_get(root, "factions"), *ab;

	for (int i = 0; fs != NULL && fs->kind == Y_MAP && i < fs->n; i++) {
		if ((ab = ynode_get(fs->v[i], "abilities")) == NULL)
			continue;
		if (ab->kind == Y_MAP && ab->n == 0) {
			ynode_free(ynode_take(fs->v[i], "abilities"));
			continue;
		}
		if (ab->kind != Y_MAP) {
			diag_list_add(errs, ST_DATA, ab->file, ab->line,
			    ab->col, "'factions.%s.abilities': a faction's "
			    "abilities are its values ('values: {NAME: 1}'), "
			    "which the mechanisms' tests read (faction_has)",
			    fs->keys[i]->str);
			continue;
		}
		for (int k = 0; k < ab->n; k++) {
			const struct ynode *key = ab->keys[k];
			if (read_by_one(key->str))
				continue;
			diag_list_add(errs, ST_DATA, key->file, key->line,
			    key->col, "'factions.%s.abilities.%s': no such "
			    "ability; what sets a faction apart is its values "
			    "('values: {%s: 1}'), which the mechanisms' tests "
			    "read (faction_has)", fs->keys[i]->str, key->str,
			    key->str);
		}
	}
}

int
rs_powers_upgrade(struct ynode *root, struct diag_list *errs)
{
	struct ynode *terr = ynode_get(ynode_get(root, "mechanisms"),
	    "territories"), *in, *x;

	for (size_t i = 0; i < sizeof powers / sizeof powers[0]; i++) {
		const struct power *w = &powers[i];
		int old = had_ability(root, w->ability), any;

		not_boolean(root, w->ability, errs);
		if (rs_ytrue_value(root, w->ability, &any) < 0)
			return -1;
		if (w->key == NULL)
			continue;
		in = w->under == NULL ? terr : ynode_get(terr, w->under);
		if (!old || in == NULL || in->kind != Y_MAP ||
		    ynode_get(in, w->key) != NULL)
			continue;
		if ((x = ynode_new_scalar(w->test, 0, in->file, in->line,
		    in->col)) == NULL || ynode_set(in, w->key, x) < 0)
			return -1;
	}
	abilities_done(root, errs);
	return 0;
}

int
rs_faction_flag(const struct faction_def *f, const char *id)
{
	int k = vec_find(&f->values, id);

	return k >= 0 && *VEC_AT(f->values, long, k) != 0;
}
