/* ruleset_fx_lists.c: every list of effects of a text, walked once for
 * the rewrites of effects of before and for their refusals (rs_fx_each,
 * rs_fx_left, ruleset_claims_fx.c, ruleset_cargo_fx.c).  Where effects
 * are listed is read off the schema (each field, list or dict of the
 * type of effects: an action's effects and after-groups, a phase's begin,
 * effects and leave, turns.round-end and turn-end, an ability's, a
 * combat's destroyed and over, the then and else of an if, ...), not
 * listed here, so that a list the schema gains is walked too; the
 * routines, which the schema does not know (they are written out after
 * the rewrites, ruleset_routines.c), are walked as lists of effects.
 * The walk runs at every load, some twenty times over, each for one key
 * of before, which a text of today has nowhere: a text without it is
 * not walked (rs_fx_has: a look at the keys of the items of its
 * lists alone, where an effect stands, not at those of its mappings: an
 * action or a mechanism may have its name; the keys are gathered in one
 * walk for all twenty looks, again only when the tree changed between
 * them, ynode_changes); a scalar, which holds
 * no list, is not looked up in the schema; the path of an item is
 * written only when asked for (rs_fx_path), from the frames of the walk
 * on the stack. */
#include <stdio.h>
#include <string.h>

#include "core/base/schema.h"
#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/decl_proto.h"
#include "core/rules/ruleset_schema.h"
#include "core/rules/ruleset_upgrade.h"

/* Where the walk is: a key of a mapping (key), or an element of a list
 * (idx), under up. */
struct rs_fx_frame {
	const struct rs_fx_frame *up;
	const char *key;
	int idx;
};

struct walk {
	rs_fx_visit_fn *fn;
	void *arg;
	int n;
};

static int node(struct walk *w, struct ynode *n, const struct stype *t,
    struct ynode *act, int own, const struct rs_fx_frame *at);

/* The items of the list of effects eff, each given to w's function, then
 * walked for the lists within them. */
static int
items(struct walk *w, struct ynode *eff, struct ynode *act, int own,
    const struct rs_fx_frame *up)
{
	int st;

	for (int k = 0; k < eff->n; k++) {
		struct rs_fx_frame f = { up, NULL, k };
		struct rs_fx_at at = { act, eff, k, own, up };
		if ((st = w->fn(&at, w->arg)) < 0)
			return -1;
		w->n += st == 0;
		/* the item as it is now (the function may have replaced it) */
		if (k < eff->n && node(w, eff->v[k], stype_elem(eng_t_effects),
		    act, 0, &f) < 0)
			return -1;
	}
	return 0;
}

/* The field of the structure type t under key, or NULL. */
static const struct sfield *
field(const struct stype *t, const char *key)
{
	for (const struct sfield *f = stype_fields(t); f->key[0] != '\0'; f++)
		if (f->key[0] == key[0] && strcmp(f->key, key) == 0)
			return f;
	return NULL;
}

/* n, of type t, walked; act: the action n is within, or NULL; own: n is
 * the action itself, or a list of effects of its own (effects, ...). */
static int
node(struct walk *w, struct ynode *n, const struct stype *t,
    struct ynode *act, int own, const struct rs_fx_frame *at)
{
	if (n->kind == Y_SCALAR)
		return 0;
	if (t == eng_t_effects)
		return n->kind == Y_SEQ ? items(w, n, act, own, at) : 0;
	if (t->kind == SK_LIST && n->kind == Y_SEQ) {
		for (int i = 0; i < n->n; i++) {
			struct rs_fx_frame f = { at, NULL, i };
			if (node(w, n->v[i], stype_elem(t), act, 0, &f) < 0)
				return -1;
		}
	} else if (t->kind == SK_DICT && n->kind == Y_MAP) {
		for (int i = 0; i < n->n; i++) {
			struct rs_fx_frame f = { at, n->keys[i]->str, 0 };
			if (node(w, n->v[i], stype_elem(t), t == eng_t_actions ?
			    n->v[i] : act, t == eng_t_actions, &f) < 0)
				return -1;
		}
	} else if (t->kind == SK_STRUCT && n->kind == Y_MAP) {
		for (int i = 0; i < n->n; i++) {
			struct rs_fx_frame f = { at, n->keys[i]->str, 0 };
			const struct sfield *sf;
			const struct stype *ft;
			if (n->v[i]->kind == Y_SCALAR || (sf = field(t,
			    n->keys[i]->str)) == NULL)
				continue;
			ft = sfield_type(t, sf);
			if (node(w, n->v[i], ft, act, own && ft ==
			    eng_t_effects, &f) < 0)
				return -1;
		}
	}
	return 0;
}

/* The path of frame f added to b (from at, where it began). */
static void
path_of(const struct rs_fx_frame *f, struct strbuf *b, size_t at)
{
	if (f == NULL)
		return;
	path_of(f->up, b, at);
	if (f->key != NULL)
		sb_printf(b, "%s%s", b->len > at ? "." : "", f->key);
	else
		sb_printf(b, "[%d]", f->idx + 1);
}

const char *
rs_fx_path(const struct rs_fx_at *at, struct strbuf *b)
{
	path_of(at->list, b, b->len);
	sb_printf(b, "[%d]", at->k + 1);
	return sb_str(b);
}

/* Has a mapping of n, an item of a list when item, or one within, the
 * key? */
static int
has_key(const struct ynode *n, const char *key, int item)
{
	for (int i = 0; n->kind != Y_SCALAR && i < n->n; i++)
		if ((item && n->kind == Y_MAP && n->keys[i]->str[0] ==
		    key[0] && strcmp(n->keys[i]->str, key) == 0) ||
		    has_key(n->v[i], key, n->kind == Y_SEQ))
			return 1;
	return 0;
}

/* The keys of the mappings that are items of lists within one tree, each
 * once, gathered in one walk (collect) for the twenty looks of a load
 * (rs_fx_has): good while the tree is the one they were gathered from
 * and unchanged since (ynode_changes); in a hash table of offsets into
 * text (0: empty), copies of the keys. */
#define KEYS_SLOTS 2048
static struct {
	const struct ynode *root;
	unsigned long at;
	int ok, n;
	size_t used;
	unsigned short slot[KEYS_SLOTS];
	char text[32768];
} keys;

static unsigned
hash(const char *s)
{
	unsigned h = 2166136261u;

	for (; *s != '\0'; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	return h;
}

/* The slot of key, where it is or would go; -1: the table is full. */
static int
slot_of(const char *key)
{
	unsigned h = hash(key);

	for (int i = 0; i < KEYS_SLOTS; i++) {
		unsigned j = (h + (unsigned)i) & (KEYS_SLOTS - 1);
		if (keys.slot[j] == 0 || strcmp(keys.text + keys.slot[j],
		    key) == 0)
			return (int)j;
	}
	return -1;
}

/* key added; -1 when there is no room (the look falls back to has_key). */
static int
add_key(const char *key)
{
	int j = slot_of(key);
	size_t len = strlen(key) + 1;

	if (j < 0)
		return -1;
	if (keys.slot[j] != 0)
		return 0;
	if (keys.used + len > sizeof keys.text ||
	    keys.n >= KEYS_SLOTS * 3 / 4)
		return -1;
	keys.n++;
	memcpy(keys.text + keys.used, key, len);
	keys.slot[j] = (unsigned short)keys.used;
	keys.used += len;
	return 0;
}

/* As has_key, every key at once. */
static int
collect(const struct ynode *n, int item)
{
	for (int i = 0; i < n->n; i++) {
		if (item && n->kind == Y_MAP && add_key(n->keys[i]->str) < 0)
			return -1;
		if (n->v[i]->kind != Y_SCALAR && collect(n->v[i],
		    n->kind == Y_SEQ) < 0)
			return -1;
	}
	return 0;
}

int
rs_fx_has(const struct ynode *n, const char *key)
{
	int j;

	if (n->kind == Y_SCALAR)
		return 0;
	if (keys.root != n || keys.at != ynode_changes()) {
		memset(keys.slot, 0, sizeof keys.slot);
		keys.text[0] = '\0';
		keys.used = 1;	/* offset 0 is an empty slot */
		keys.n = 0;
		keys.root = n;
		keys.at = ynode_changes();
		keys.ok = collect(n, 0) == 0;
	}
	if (!keys.ok || (j = slot_of(key)) < 0)
		return has_key(n, key, 0);
	return keys.slot[j] != 0;
}

int
rs_fx_lists(struct ynode *root, const char *key, rs_fx_visit_fn *fn,
    void *arg)
{
	struct walk w = { fn, arg, 0 };
	struct ynode *r = ynode_get(root, "routines");
	int st = 0;

	if (key != NULL && !rs_fx_has(root, key))
		return 0;
	if (root->kind == Y_MAP)
		st = node(&w, root, rs_root_type, NULL, 0, NULL);
	for (int i = 0; st == 0 && r != NULL && r->kind == Y_MAP && i < r->n;
	    i++) {
		struct rs_fx_frame top = { NULL, "routines", 0 },
		    name = { &top, r->keys[i]->str, 0 },
		    list = { &name, "effects", 0 };
		struct ynode *eff = ynode_get(r->v[i], "effects");
		if (eff != NULL && eff->kind == Y_SEQ)
			st = items(&w, eff, NULL, 0, &list);
	}
	return st < 0 ? -1 : w.n;
}
