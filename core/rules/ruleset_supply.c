/* ruleset_supply.c: the supply of groups held whole (mechanisms.supply)
 * counts the supply taken in a tally kept per group of regions,
 * TALLY_SUPPLIED (decl.h), which a ruleset declares.  A ruleset written
 * before (a saved game keeps the text it was started with, and an overlay
 * may still say it) kept that count in the game's state: the tally is
 * added to the merged tree, last of its tallies, before it is read (a
 * snapshot of such a game gives its old count to the tally:
 * core/state/state_tally.c). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/diag.h"
#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/decl.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

int
rs_supply_upgrade(struct ynode *root, struct diag_list *errs)
{
	struct ynode *mech = ynode_get(root, "mechanisms"), *m, *ts, *t;
	struct strbuf b;
	int st;

	(void)errs;
	m = mech != NULL && mech->kind == Y_MAP ? ynode_get(mech, "supply") :
	    NULL;
	/* without bodies, whose groups it counts, the check refuses the
	 * mechanism itself */
	if (m == NULL || ynode_get(ynode_get(root, "board"), KEY_BODIES) ==
	    NULL)
		return 0;
	ts = ynode_get(root, "tallies");
	if (ts == NULL && ((ts = ynode_new_map(m->file, m->line, m->col)) ==
	    NULL || ynode_set(root, "tallies", ts) < 0))
		return -1;
	if (ts->kind != Y_MAP || ynode_get(ts, TALLY_SUPPLIED) != NULL)
		return 0;	/* the schema or the check says what is wrong */
	sb_init(&b);
	sb_add(&b, "{name: supply taken this phase, per: group}\n");
	if ((t = rs_yparse_at(&b, m->file, m)) == NULL)
		return -1;
	st = ynode_set(ts, TALLY_SUPPLIED, t);	/* t consumed */
	return st < 0 ? -1 : 0;
}
