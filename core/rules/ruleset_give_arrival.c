/* ruleset_give_arrival.c: the arrival building a player is given free
 * when a phase of building ends is the phase's leave effect give-arrival
 * (a test of the player, me, and the territory, here).  A ruleset written
 * before (a saved game keeps the text it was started with, or its faction
 * had the ability of old that ruleset_powers.c reads) wrote the test as
 * mechanisms.territories.arrival.free, which the program applied at the
 * end of every phase in which pieces were built: the merged tree is given
 * the effect, for each player, last in the leave of each such phase (the
 * program gave them after the phase's leave effects), and the key is
 * taken out. */
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

/* Are pieces built in phase ph (id): its commands list the command, or an
 * action of it builds (the effect build)? */
static int
builds_in(const struct ynode *root, const struct ynode *ph, const char *id)
{
	const struct ynode *cmds = ynode_get(ph, "commands"),
	    *acts = ynode_get(root, "actions");

	for (int k = 0; cmds != NULL && cmds->kind == Y_SEQ && k < cmds->n;
	    k++)
		if (cmds->v[k]->kind == Y_SCALAR && strcmp(cmds->v[k]->str,
		    "build") == 0)
			return 1;
	for (int i = 0; acts != NULL && acts->kind == Y_MAP && i < acts->n;
	    i++) {
		const char *at = rs_ytext(acts->v[i], "phase");
		if (at != NULL && strcmp(at, id) == 0 &&
		    rs_yhas(ynode_get(acts->v[i], "effects"), "build"))
			return 1;
	}
	return 0;
}

/* The effect for each player, the test a copy of test, at the place of
 * at; NULL when out of memory. */
static struct ynode *
effect(const struct ynode *test, const struct ynode *at)
{
	struct ynode *seq, *x;
	struct strbuf b;

	sb_init(&b);
	sb_add(&b, "- each-player:\n"
	    "    - give-arrival: \"0\"\n");
	if ((seq = rs_yparse_at(&b, at->file, at)) == NULL)
		return NULL;
	x = ynode_get(seq->v[0], "each-player")->v[0];
	if (ynode_set(x, "give-arrival", ynode_copy(test)) < 0) {
		ynode_free(seq);
		return NULL;
	}
	return seq;
}

int
rs_give_arrival_upgrade(struct ynode *root)
{
	struct ynode *ar = ynode_get(ynode_get(ynode_get(root, "mechanisms"),
	    "territories"), "arrival"), *phases = ynode_get(root, "phases"),
	    *test, *old, *seq;

	if (ar == NULL || ar->kind != Y_MAP || (test = ynode_get(ar,
	    "free")) == NULL || test->kind != Y_SCALAR)
		return 0;	/* none, or the schema says what is wrong */
	test = ynode_take(ar, "free");
	for (int i = 0; phases != NULL && phases->kind == Y_MAP &&
	    i < phases->n; i++) {
		struct ynode *ph = phases->v[i];
		if (ph->kind != Y_MAP || !builds_in(root, ph,
		    phases->keys[i]->str))
			continue;
		old = ynode_get(ph, "leave");
		if (old != NULL && old->kind != Y_SEQ)
			continue;	/* the schema says what is wrong */
		old = ynode_take(ph, "leave");
		if ((seq = effect(test, test)) == NULL ||
		    ynode_set(ph, "leave", seq) < 0 || (old != NULL &&
		    rs_yseq_first(ph, "leave", old) < 0)) {
			ynode_free(test);
			return -1;
		}
	}
	ynode_free(test);
	return 0;
}
