/* suggest.c: "did you mean" for a mistyped command: among the program's,
 * the shipped games' and the current game's commands. */
#include "cmds.h"

#include <stdlib.h>

#include "core/base/near.h"

void
cmd_unknown(struct ctx *c, const char *word)
{
	const struct ruleset *rs = NULL;
	const struct cmd *const *all = all_cmds();
	const char **v;
	struct strbuf b;
	int n = 0, cap = 16;

	for (int i = 0; all[i] != NULL; i++)
		cap += 2;
	if (game_ruleset(c, &rs) == ST_OK && rs != NULL)
		cap += rs->actions.n;
	if ((v = calloc((size_t)cap, sizeof *v)) == NULL)
		return;
	for (int i = 0; all[i] != NULL; i++) {
		const struct cmd *x = all[i];
		if (((x->flags & CMD_REPL) && !c->interactive) ||
		    (x->flags & CMD_HIDDEN))
			continue;
		v[n++] = x->name;
		if (x->alias != NULL)
			v[n++] = x->alias;
	}
	for (int k = 0; rs != NULL && k < rs->actions.n; k++)
		v[n++] = rs->actions.ids[k];
	sb_init(&b);
	if (near_suggest(&b, word, v, n) > 0)
		diag_set(&c->d, ST_USAGE, "unknown command '%s': %s ('help' "
		    "lists the commands)", word, sb_str(&b));
	else
		diag_set(&c->d, ST_USAGE, "unknown command '%s' ('help' lists "
		    "the commands)", word);
	sb_release(&b);
	free(v);
}
