/* not_in_game.c: a game's command that the current game does not have
 * (another game's, or a mechanism its rules leave out), refused as an
 * unknown command is: naming the nearest of the game's own commands. */
#include "cmds.h"
#include "core/engine/engine.h"

#include <stdlib.h>

#include "core/base/near.h"

int
cmd_not_in_game(const struct ruleset *rs, const char *name)
{
	int gc;

	/* declared, or a mechanism by its own name the rules have (as the
	 * engine runs it) */
	if (eng_action_find(rs, name) >= 0)
		return 0;
	gc = game_verb_cmd(name);
	return gc == -2 || (gc >= 0 && !rs_cmd_enabled(rs,
	    (enum game_cmd)gc));
}

int
cmd_refuse_not_in_game(struct ctx *c, const struct ruleset *rs,
    const char *name)
{
	const struct cmd *const *all = all_cmds();
	const char **v;
	struct strbuf b;
	int n = 0, cap = rs->actions.n + 1;

	for (int i = 0; all[i] != NULL; i++)
		cap += 2;
	if ((v = calloc((size_t)cap, sizeof *v)) == NULL)
		return diag_set(&c->d, ST_ENV, "out of memory");
	for (int i = 0; all[i] != NULL; i++) {
		const struct cmd *x = all[i];
		if (((x->flags & CMD_REPL) && !c->interactive) ||
		    (x->flags & CMD_HIDDEN) || (x->exec == cmd_game &&
		    cmd_not_in_game(rs, x->name)))
			continue;
		v[n++] = x->name;
		if (x->alias != NULL)
			v[n++] = x->alias;
	}
	for (int k = 0; k < rs->actions.n; k++)
		v[n++] = rs->actions.ids[k];
	sb_init(&b);
	if (near_suggest(&b, name, v, n) > 0)
		diag_set(&c->d, ST_USAGE, "%s has no '%s' command: %s ('help' "
		    "lists its commands)", rs->id, name, sb_str(&b));
	else
		diag_set(&c->d, ST_USAGE, "%s has no '%s' command ('help' lists "
		    "its commands)", rs->id, name);
	sb_release(&b);
	free(v);
	return ST_USAGE;
}
