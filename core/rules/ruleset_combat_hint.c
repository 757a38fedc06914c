/* ruleset_combat_hint.c: the line that names, as a dice-pool combat
 * starts, the commands that go on with it is the ruleset's, a say after
 * the effect start-combat:
 *
 *   - start-combat: {at: place, attacker: attacker}
 *   - say: "'delay PLAYER' holds light units back; 'fire' throws the dice"
 *
 * A ruleset written before had the program say that line of aldarra's
 * commands in every game, whatever its commands were.  Where a text has
 * an action that holds units back (hold-back) and one that throws a
 * step's dice (throw-pools), a start-combat not followed by a say is
 * followed by that line, made of the two actions' names, as the program
 * said it; in any other text it says nothing of its own. */
#include <stdlib.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

/* The first action of root whose effects have an effect of key, or
 * NULL. */
static const char *
action_with(const struct ynode *root, const char *key)
{
	const struct ynode *acts = ynode_get(root, "actions");

	for (int i = 0; acts != NULL && acts->kind == Y_MAP && i < acts->n;
	    i++) {
		const struct ynode *eff = ynode_get(acts->v[i], "effects");
		for (int k = 0; eff != NULL && eff->kind == Y_SEQ &&
		    k < eff->n; k++)
			if (eff->v[k]->kind == Y_MAP &&
			    ynode_get(eff->v[k], key) != NULL &&
			    rs_plain_name(acts->keys[i]->str))
				return acts->keys[i]->str;
	}
	return NULL;
}

/* Item k of seq followed by the item of the YAML text: 0, or -1 out of
 * memory. */
static int
follow(struct ynode *seq, int k, const char *text)
{
	struct ynode *t, *copy, **v;
	struct strbuf b;

	sb_init(&b);
	sb_add(&b, text);
	if ((t = rs_yparse_at(&b, seq->v[k]->file, seq->v[k])) == NULL)
		return -1;
	if (t->kind != Y_SEQ || (copy = ynode_copy(seq->v[k])) == NULL ||
	    (v = realloc(t->v, (size_t)(t->n + 1) * sizeof *v)) == NULL) {
		ynode_free(t);
		return -1;
	}
	memmove(v + 1, v, (size_t)t->n * sizeof *v);
	v[0] = copy;
	t->v = v;
	t->n++;
	t->cap = t->n;
	return rs_yput_item(seq, k, t);
}

/* The line after every start-combat under n that has none. */
static int
upgrade(struct ynode *n, const char *text)
{
	for (int i = 0; n->kind != Y_SCALAR && i < n->n; i++) {
		if (n->kind == Y_SEQ && n->v[i]->kind == Y_MAP &&
		    ynode_get(n->v[i], "start-combat") != NULL &&
		    (i + 1 >= n->n || n->v[i + 1]->kind != Y_MAP ||
		    ynode_get(n->v[i + 1], "say") == NULL)) {
			if (follow(n, i, text) < 0)
				return -1;
			i++;	/* past the line */
			continue;
		}
		if (upgrade(n->v[i], text) < 0)
			return -1;
	}
	return 0;
}

int
rs_combat_hint_upgrade(struct ynode *root)
{
	const char *hold = action_with(root, "hold-back");
	const char *fire = action_with(root, "throw-pools");
	struct strbuf b;
	int r;

	if (hold == NULL || fire == NULL)
		return 0;
	sb_init(&b);
	sb_printf(&b, "- say: \"'%s PLAYER' holds light units back; '%s' "
	    "throws the dice\"\n", hold, fire);
	r = upgrade(root, sb_str(&b));
	sb_release(&b);
	return r;
}
