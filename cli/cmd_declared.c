/* cmd_declared.c: the commands the current game's ruleset declares
 * (actions:), as entries of the command table: looked up by name or unique
 * prefix, helped with --help and run with --json as the table's are. */
#include "cmds.h"

#include <stdio.h>
#include <string.h>

#include "core/engine/engine.h"

/* The one declared command in hand: cmd_find returns it until the next
 * lookup (a command line is looked up, then run). */
static struct cmd declared;
static char d_name[128], d_usage[512], d_help[1024];

static const struct ruleset *
current(struct ctx *c)
{
	const struct ruleset *rs = NULL;
	struct diag keep = c->d;

	if (game_ruleset(c, &rs) != ST_OK)
		rs = NULL;
	c->d = keep;
	return rs;
}

static const struct cmd *
as_cmd(const struct ruleset *rs, int k)
{
	snprintf(d_name, sizeof d_name, "%s", rs->actions.ids[k]);
	eng_action_usage(rs, k, d_usage, sizeof d_usage);
	eng_action_help(rs, k, d_help, sizeof d_help);
	declared = (struct cmd){ d_name, NULL, 0, -1, d_usage, d_help,
	    CMD_GAME, cmd_game, "" };
	return &declared;
}

const struct cmd *
cmd_declared(struct ctx *c, const char *name)
{
	const struct ruleset *rs = current(c);
	int k;

	if (rs == NULL || (k = eng_action_find(rs, name)) < 0)
		return NULL;
	return as_cmd(rs, k);
}

int
cmd_declared_names(struct ctx *c, const char *const **out)
{
	const struct ruleset *rs = current(c);

	*out = NULL;
	if (rs == NULL || rs->actions.n <= 0)
		return 0;
	*out = (const char *const *)rs->actions.ids;
	return rs->actions.n;
}
