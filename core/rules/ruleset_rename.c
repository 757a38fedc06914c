/* ruleset_rename.c: a key written before under an older name, read under
 * today's (ruleset_zones_old.c, ruleset_colonies_old.c): a helper of the
 * tree's rewrites, below them. */
#include <string.h>

#include "core/base/diag.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

int
rs_yrename_old(struct ynode *m, const char *old, const char *now,
    const char *where, struct diag_list *errs)
{
	for (int i = 0; m != NULL && m->kind == Y_MAP && i < m->n; i++) {
		const struct ynode *k = m->keys[i];

		if (strcmp(k->str, old) != 0)
			continue;
		if (ynode_get(m, now) == NULL)
			return ynode_rename(m, old, now);
		diag_list_add(errs, ST_DATA, k->file, k->line, k->col,
		    "'%s.%s' and '%s.%s' are both given: '%s' is the older "
		    "name of '%s', read as it; keep '%s.%s' and take '%s' out",
		    where, old, where, now, old, now, where, now, old);
		ynode_free(ynode_take(m, old));
		return 0;
	}
	return 0;
}
