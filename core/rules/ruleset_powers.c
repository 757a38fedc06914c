/* ruleset_powers.c: what sets a faction apart on a map of territories is
 * its values and the mechanisms' tests that read them: where the stacking
 * limit does not hold (mechanisms.territories.no-stack-limit) and who gets
 * a free arrival building when building ends (arrival.free), tests of the
 * player (me) and the territory (here).  A ruleset written before (a
 * saved game keeps the text it was started with) gave the faction
 * 'abilities.unstacked-home: true' or 'abilities.free-arrival: true',
 * which the program applied: the merged tree is given the faction's value
 * and the test that reads it before it is read. */
#include <string.h>

#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

static const struct power {
	const char *ability;	/* then the value */
	const char *under;	/* the mapping of mechanisms.territories the
				   test goes in, or NULL: itself */
	const char *key;	/* the test's key */
	const char *test;
} powers[] = {
	{ "unstacked-home", NULL, "no-stack-limit",
	    "here == home(me) and faction_has(unstacked-home)" },
	{ "free-arrival", "arrival", "free", "faction_has(free-arrival)" },
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

int
rs_powers_upgrade(struct ynode *root)
{
	struct ynode *terr = ynode_get(ynode_get(root, "mechanisms"),
	    "territories"), *in, *x;

	for (size_t i = 0; i < sizeof powers / sizeof powers[0]; i++) {
		const struct power *w = &powers[i];
		int old = had_ability(root, w->ability), any;

		if (rs_ytrue_value(root, w->ability, &any) < 0)
			return -1;
		in = w->under == NULL ? terr : ynode_get(terr, w->under);
		if (!old || in == NULL || in->kind != Y_MAP ||
		    ynode_get(in, w->key) != NULL)
			continue;
		if ((x = ynode_new_scalar(w->test, 0, in->file, in->line,
		    in->col)) == NULL || ynode_set(in, w->key, x) < 0)
			return -1;
	}
	return 0;
}
