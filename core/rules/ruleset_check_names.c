/* ruleset_check_names.c: no action is named as one of the program's own
 * commands.  The program's commands (cli/cmd.c) are found before a
 * game's, by any case of their letters: an action called 'status' or
 * 'undo' could never be taken, and the words after such a command were
 * refused with the action's usage.  The names are those of cli/cmd.c's
 * entries not run by cmd_game, and their aliases (tests/check-cmdtable.sh
 * keeps the two lists the same); the program's game commands (give,
 * next, set, ...) run a declared action of their name first, and a
 * game's may take them.  Not a check of the load (ruleset_check_options
 * runs it): a game stored with such a text still loads and plays, its
 * command the program's. */
#include "core/rules/ruleset.h"

#include <strings.h>

static const char program_cmds[][12] = {
	"backup", "box", "campaign", "complete", "exit", "quit", "export",
	"games", "help", "import", "log", "luck", "map", "new", "note", "odds",
	"orbits", "redo", "roll", "rules", "ruleset", "rulesets", "serve",
	"status", "tour", "undo", "use", "verify", "what", "hint", "worlds",
	""
};

int
rs_check_action_names(const struct ruleset *rs, struct diag_list *errs)
{
	int bad = 0;

	for (int i = 0; i < rs->actions.n; i++) {
		const char *id = rs->actions.ids[i];
		int k = 0;
		while (program_cmds[k][0] != '\0' &&
		    strcasecmp(program_cmds[k], id) != 0)
			k++;
		if (program_cmds[k][0] == '\0')
			continue;
		diag_list_add(errs, ST_DATA, rs->actions.pos[i].file,
		    rs->actions.pos[i].line, rs->actions.pos[i].col,
		    "'actions.%s': '%s' is a command of the program's own "
		    "('arbiter help %s'), found before any action so named: "
		    "this one could never be taken; rename the action", id,
		    id, program_cmds[k]);
		bad++;
	}
	return bad;
}
