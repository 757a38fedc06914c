/* rulegen_routines.c: now and then, some effects of the made-up ruleset's
 * actions moved into a routine (routines: NAME: {effects}) that each
 * action uses in their place ('- routine: NAME'): the loader writes them
 * back, so the ruleset means what it did and is played the same.  Wild,
 * the routine is used once more where it may be refused (another action,
 * a phase's begin, for nobody), within itself, or a name no routine has
 * is used.  Now and then a routine is used nowhere (accepted: its effects
 * are never carried out): those of the bases the ruleset no longer uses
 * kept, or a copy of some effects of an action, which keeps them. */
#include "rulegen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/diag.h"
#include "core/base/ytree.h"

static struct ynode *
use_of(const char *name)
{
	struct ynode *use = ynode_new_map("made-up", 1, 1),
	    *v = ynode_new_scalar(name, 1, "made-up", 1, 1);

	if (use == NULL || v == NULL || ynode_set(use, "routine", v) != 0)
		abort();
	return use;
}

/* Put item (consumed) at the end of the sequence seq. */
static void
append(struct ynode *seq, struct ynode *item)
{
	struct ynode **v;

	if ((v = realloc(seq->v, (size_t)(seq->n + 1) * sizeof *v)) == NULL)
		abort();
	seq->v = v;
	seq->v[seq->n++] = item;
	seq->cap = seq->n;
}

/* The effects from..from+len-1 of the sequence eff moved into a new
 * routine name of routines, a use of it in their place. */
static struct ynode *
hoist(struct ynode *routines, struct ynode *eff, int from, int len,
    const char *name)
{
	struct ynode *decl = ynode_new_map("made-up", 1, 1), *body = NULL;
	struct diag_list errs;

	diag_list_init(&errs);
	if (decl == NULL || ytree_parse("[]", 2, "made-up", &body, &errs) != 0
	    || body->kind != Y_SEQ)
		abort();
	diag_list_free(&errs);
	for (int i = 0; i < len; i++)
		append(body, eff->v[from + i]);
	eff->v[from] = use_of(name);
	memmove(eff->v + from + 1, eff->v + from + len,
	    (size_t)(eff->n - from - len) * sizeof *eff->v);
	eff->n -= len - 1;
	if (ynode_set(decl, "effects", body) != 0 ||
	    ynode_set(routines, name, decl) != 0)
		abort();
	return body;
}

/* Is name used in n (but for the routines of root, when n is root)? */
static int
uses(const struct ynode *n, const char *name, int top)
{
	const struct ynode *v;

	if (n->kind == Y_MAP && (v = ynode_get(n, "routine")) != NULL &&
	    v->kind == Y_SCALAR && strcmp(v->str, name) == 0)
		return 1;
	for (int i = 0; i < n->n; i++)
		if (!(top && n->kind == Y_MAP &&
		    strcmp(n->keys[i]->str, "routines") == 0) &&
		    uses(n->v[i], name, 0))
			return 1;
	return 0;
}

/* The routines root's effects use (its actions grafted from another
 * game use that game's) copied from the bases that have them; those used
 * nowhere any more (an action cut) taken out. */
static void
settle_routines(struct ynode *root, struct ynode *const *bases, int nbases,
    int keep_unused)
{
	struct ynode *to = ynode_get(root, "routines");
	int changed = 1;

	for (int b = 0; b < nbases; b++) {
		const struct ynode *from = ynode_get(bases[b], "routines");
		for (int i = 0; from != NULL && from->kind == Y_MAP &&
		    i < from->n; i++) {
			struct ynode *copy;
			if (to != NULL && ynode_get(to, from->keys[i]->str))
				continue;
			if (to == NULL) {
				if ((to = ynode_new_map("made-up", 1, 1)) ==
				    NULL || ynode_set(root, "routines", to))
					abort();
			}
			if ((copy = ynode_copy(from->v[i])) == NULL ||
			    ynode_set(to, from->keys[i]->str, copy) != 0)
				abort();
		}
	}
	/* used: outside routines, or by a routine used */
	while (changed && to != NULL && to->kind == Y_MAP && !keep_unused) {
		changed = 0;
		for (int i = 0; i < to->n; i++) {
			const char *name = to->keys[i]->str;
			int used = uses(root, name, 1);
			for (int j = 0; !used && j < to->n; j++)
				used = j != i && uses(to->v[j], name, 0);
			if (!used) {
				char id[256];
				snprintf(id, sizeof id, "%s", name);
				ynode_free(ynode_take(to, id));
				changed = 1;
				break;
			}
		}
	}
	if (to != NULL && to->n == 0)
		ynode_free(ynode_take(root, "routines"));
}

/* A routine, spare, used nowhere: a copy of some effects of the action
 * act (which keeps its own), put in root's routines. */
static void
spare(struct rg *r, struct ynode *root, const struct ynode *act)
{
	const struct ynode *eff = act->kind == Y_MAP ?
	    ynode_get(act, "effects") : NULL;
	struct ynode *routines = ynode_get(root, "routines"), *decl;
	struct ynode *body = NULL;
	struct diag_list errs;
	int from, len;

	if (eff == NULL || eff->kind != Y_SEQ || eff->n == 0 ||
	    (routines != NULL && (routines->kind != Y_MAP ||
	    ynode_get(routines, "spare") != NULL)))
		return;
	if (routines == NULL && ((routines = ynode_new_map("made-up", 1,
	    1)) == NULL || ynode_set(root, "routines", routines) != 0))
		abort();
	from = rg_below(r, eff->n);
	len = 1 + rg_below(r, eff->n - from);
	diag_list_init(&errs);
	if ((decl = ynode_new_map("made-up", 1, 1)) == NULL ||
	    ytree_parse("[]", 2, "made-up", &body, &errs) != 0 ||
	    body->kind != Y_SEQ)
		abort();
	diag_list_free(&errs);
	for (int i = 0; i < len; i++) {
		struct ynode *copy = ynode_copy(eff->v[from + i]);
		if (copy == NULL)
			abort();
		append(body, copy);
	}
	if (ynode_set(decl, "effects", body) != 0 ||
	    ynode_set(routines, "spare", decl) != 0)
		abort();
}

void
rulegen_routines(struct rg *r, struct ynode *root, int wild,
    struct ynode *const *bases, int nbases)
{
	struct ynode *acts = ynode_get(root, "actions"), *routines;
	char name[16];
	int made = 0;

	settle_routines(root, bases, nbases, rg_chance(r, wild ? 20 : 10));
	routines = ynode_get(root, "routines");
	if (acts == NULL || acts->kind != Y_MAP)
		return;
	if (acts->n > 0 && rg_chance(r, 10))
		spare(r, root, acts->v[rg_below(r, acts->n)]);
	routines = ynode_get(root, "routines");
	for (int i = 0; i < acts->n && made < 4; i++) {
		struct ynode *eff = acts->v[i]->kind == Y_MAP ?
		    ynode_get(acts->v[i], "effects") : NULL, *body, *at;
		int from, len;
		if (eff == NULL || eff->kind != Y_SEQ || eff->n == 0 ||
		    !rg_chance(r, 15))
			continue;
		if (routines == NULL) {
			if ((routines = ynode_new_map("made-up", 1, 1)) ==
			    NULL || ynode_set(root, "routines", routines) != 0)
				abort();
		}
		from = rg_below(r, eff->n);
		len = 1 + rg_below(r, eff->n - from);
		snprintf(name, sizeof name, "made%d", ++made);
		body = hoist(routines, eff, from, len, name);
		if (!wild || !rg_chance(r, 40))
			continue;
		switch (rg_below(r, 4)) {
		case 0:		/* another action's, where its words may lack */
			at = ynode_get(acts->v[rg_below(r, acts->n)],
			    "effects");
			if (at != NULL && at->kind == Y_SEQ)
				append(at, use_of(name));
			break;
		case 1:		/* a phase's begin, for nobody */
			at = ynode_get(root, "phases");
			at = at != NULL && at->kind == Y_MAP && at->n > 0 ?
			    at->v[rg_below(r, at->n)] : NULL;
			if (at != NULL && at->kind == Y_MAP && ynode_get(at,
			    "begin") == NULL) {
				struct ynode *seq = NULL;
				struct diag_list errs;
				diag_list_init(&errs);
				if (ytree_parse("[]", 2, "made-up", &seq,
				    &errs) != 0)
					abort();
				diag_list_free(&errs);
				append(seq, use_of(name));
				if (ynode_set(at, "begin", seq) != 0)
					abort();
			}
			break;
		case 2:		/* within itself */
			append(body, use_of(name));
			break;
		default:	/* a name no routine has */
			append(eff, use_of("made0"));
			break;
		}
	}
}
