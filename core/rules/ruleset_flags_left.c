/* ruleset_flags_left.c: the effects of a text of before that the load
 * replaces, item and all, by today's declaration ('produce: true',
 * 'seal-order: {...}', ...: rs_yreplace_flags and its kin) are replaced
 * only alone in their list item, for the replacement would lose a key
 * beside them (says, json, another effect).  One left with such a key is
 * refused here, naming it, and taken out. */
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_upgrade.h"

/* The keys so replaced: 'KEY: true', or a mapping (maps). */
static const char *const flags[] = {
	"list-battles", "battles-fought", "draw-hand", "discard-played",
	"clear-sites", "rank-choosers", "produce", "replenish-neutrals",
	"rank-turns", "revolts", "settle-hits", "squads-rest",
	"advance-squads", "count-held", "spawn-pieces", "fire-step",
	"open-orders", "end-roll", "hold-win",
};
static const char maps[][16] = {
	"seal-order", "final-standings", "duel", "seize",
};
/* Those whose replacement carries json and says over (says: unit-income
 * stays with one, for the check to refuse): refused only with another
 * key beside them. */
static const struct {
	char key[16], keeps[16];	/* the key, what its replacement keeps */
} carried[] = {
	{ "action-points", "json and says" },
	{ "unit-income", "json" },
};

/* A key of item other than key, json and says, or NULL. */
static const char *
other_key(const struct ynode *item, const char *key)
{
	for (int j = 0; j < item->n; j++)
		if (strcmp(item->keys[j]->str, key) != 0 &&
		    strcmp(item->keys[j]->str, "json") != 0 &&
		    strcmp(item->keys[j]->str, "says") != 0)
			return item->keys[j]->str;
	return NULL;
}

/* The index in carried of item's key of before with another key beside
 * it (*o), or -1. */
static int
carried_key(const struct ynode *item, const char **o)
{
	for (size_t i = 0; i < sizeof carried / sizeof *carried; i++)
		if (rs_yflag(item, carried[i].key) &&
		    (*o = other_key(item, carried[i].key)) != NULL)
			return (int)i;
	return -1;
}

/* The key of before of item, a map of more than one key, or NULL. */
static const char *
before_key(const struct ynode *item, int *map)
{
	for (size_t i = 0; i < sizeof flags / sizeof *flags; i++)
		if (rs_yflag(item, flags[i])) {
			*map = 0;
			return flags[i];
		}
	for (size_t i = 0; i < sizeof maps / sizeof *maps; i++) {
		const struct ynode *x = ynode_get(item, maps[i]);
		if (x != NULL && x->kind == Y_MAP) {
			*map = 1;
			return maps[i];
		}
	}
	return NULL;
}

static void
walk(struct ynode *n, struct strbuf *path, struct diag_list *errs)
{
	size_t len = path->len;

	for (int i = 0; n->kind != Y_SCALAR && i < n->n; i++) {
		struct ynode *v = n->v[i];
		const char *key, *o = NULL;
		int map, c = -1;
		if (n->kind == Y_MAP)
			sb_printf(path, "%s%s", len > 0 ? "." : "",
			    n->keys[i]->str);
		else
			sb_printf(path, "[%d]", i + 1);
		if (n->kind == Y_SEQ && v->kind == Y_MAP && v->n > 1 &&
		    (c = carried_key(v, &o)) >= 0) {
			const struct ynode *x = ynode_get(v, key =
			    carried[c].key);
			diag_list_add(errs, ST_DATA, x->file, x->line, x->col,
			    "'%s.%s': the effect %s of a text of before is "
			    "replaced at load only with no key beside it but "
			    "%s (here '%s', which the replacement would "
			    "lose): put '%s' on an item of its own, or write "
			    "today's effects it stands for (arbiter-ruleset(5),"
			    " %s)", sb_str(path) != NULL ? sb_str(path) : "",
			    key, key, carried[c].keeps, o, o, key);
			ynode_free(ynode_take(v, key));
		} else if (n->kind == Y_SEQ && v->kind == Y_MAP && v->n > 1 &&
		    (key = before_key(v, &map)) != NULL) {
			const struct ynode *x = ynode_get(v, key);
			for (int j = 0; o == NULL && j < v->n; j++)
				if (strcmp(v->keys[j]->str, key) != 0)
					o = v->keys[j]->str;
			diag_list_add(errs, ST_DATA, x->file, x->line, x->col,
			    "'%s.%s': the effect %s of a text of before is "
			    "replaced at load only alone in its item (here "
			    "'%s' beside it, which the replacement would "
			    "lose): write '- %s: %s' alone in its item (a "
			    "'says' beside it becomes an item '- say: TEXT', "
			    "another effect an item of its own, a 'json' a key "
			    "of today's effects), or today's effects it stands "
			    "for (arbiter-ruleset(5), %s)", sb_str(path) !=
			    NULL ? sb_str(path) : "", key, key, o, key, map ?
			    "{...}" : "true", key);
			ynode_free(ynode_take(v, key));
		} else
			walk(v, path, errs);
		sb_truncate(path, len);
	}
}

void
rs_flags_left(struct ynode *root, struct diag_list *errs)
{
	struct strbuf path;

	sb_init(&path);
	walk(root, &path, errs);
	sb_release(&path);
}
