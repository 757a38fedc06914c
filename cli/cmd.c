/* cmd.c: the command table: the program's own commands.  A game's commands
 * are the actions its ruleset declares, and where no game declares them,
 * those of the shipped rulesets (cmd_shipped.c); cmd_run.c finds a
 * command among them all and runs it. */
#include "cmds.h"

#include <string.h>

#define N (-1)

const struct cmd cmd_table[] = {
	{ "backup", NULL, 1, 1, "backup FILE",
	    "copy the database, every confirmed command in it, while it is "
	    "in use", CMD_WHOLE, cmd_backup, "file" },
	{ "box", NULL, 1, 2, "box RULESET | box list | box show|edit|remove "
	    "RULESET",
	    "our copy of the game: ask once for the values the rulebook "
	    "leaves out, for every new game", 0, cmd_box, "ruleset ruleset" },
	{ "campaign", NULL, 1, N, "campaign new NAME | campaign add|remove "
	    "NAME GAME... | campaign list | campaign show|report NAME "
	    "[--by METHOD] | campaign method NAME METHOD | campaign rename "
	    "NAME PLAYER NEW-NAME | campaign csv NAME | campaign abandon|resume "
	    "GAME | campaign record NAME RULESET --date DATE --players A,B... "
	    "--places N,N... [--scores N,N...] [--game GAME] | campaign record "
	    "NAME --csv FILE | campaign chart NAME [--by METHOD] [-o FILE]",
	    "group games into a campaign, and rank its players across them",
	    0, cmd_campaign, "new|add|remove|list|show|report|method|rename|"
	    "csv|abandon|resume|record|chart campaign game... --by" },
	{ "complete", NULL, 0, N, "complete [--] WORD... PARTIAL",
	    "the completions of PARTIAL after the words of a command line "
	    "(for the shells' completion scripts)", CMD_HIDDEN | CMD_RAW,
	    cmd_complete, "" },
	{ "exit", "quit", 0, 0, "exit", "leave the REPL", CMD_REPL, cmd_quit,
	    "" },
	{ "export", NULL, 1, 2, "export md [--short]|csv|json|script | export bgstats "
	    "[url] | export svg [DIR]",
	    "the game as a report, its ledger, everything, a script, a play "
	    "for BG Stats, or pictures", 0, cmd_export,
	    "md|csv|json|script|bgstats|svg file" },
	{ "games", NULL, 0, 0, "games", "list the games in the database", 0,
	    cmd_games, "" },
	{ "give", NULL, 3, 3, "give PLAYER N RESOURCE",
	    "add to a player's resource or track", CMD_GAME, cmd_game,
	    "player - resource" },
	{ "help", NULL, 0, 1, "help [COMMAND | --all]",
	    "list the commands, or explain one", 0, cmd_help, "command" },
	{ "import", NULL, 1, N, "import OTHER.db [GAME [--as NEW]]...",
	    "bring games of another database over whole, with their "
	    "campaigns", 0, cmd_import, "file game... --as" },
	{ "log", NULL, 0, 1, "log [N]",
	    "the last N events (all without N), as canonical commands", 0,
	    cmd_log, "" },
	{ "luck", NULL, 0, 2, "luck [PLAYER] [--all]",
	    "every roll of the log against its exact distribution", 0,
	    cmd_luck, "player --all" },
	{ "map", NULL, 0, 0, "map",
	    "draw the map of territories with their units", CMD_DRAWS_TERR,
	    cmd_map, "" },
	{ "new", NULL, 2, N, "new RULESET GAME --players A,B,C [--seed N] "
	    "[--overlay FILE]... [--option K=V]... [--no-user-overlay]",
	    "start a game; seats in the order given", 0, cmd_new,
	    "ruleset - --players=players --seed=- --overlay=file "
	    "--overlay-text=- --option=option --no-user-overlay" },
	{ "next", NULL, 0, 0, "next",
	    "finish the phase and carry out the next one's automatic steps",
	    CMD_GAME, cmd_game, "" },
	{ "note", NULL, 1, N, "note TEXT...", "a free-text entry in the log",
	    0, cmd_note, "" },
	{ "odds", NULL, 1, N, "odds EXPR [CMP EXPR] | odds attack ... | "
	    "odds battle FIGHTERS[+N] FIGHTERS[+N] [RULESET] | "
	    "odds hand PLAYER [CARD CMP K] | "
	    "odds PIECE[:N][,...] vs PIECE[:N][,...] [rounds N] [retreat N] "
	    "[pool N] [attacker PLAYER] [defender PLAYER]",
	    "exact odds of dice, of a comparison, of a whole attack, of a "
	    "space battle, of a dice-pool combat or of a player's next hand "
	    "of cards",
	    0, cmd_odds, "expr" },
	{ "orbits", NULL, 0, 0, "orbits",
	    "draw the orbits and the planets on them", CMD_DRAWS_ORBITS,
	    cmd_orbits, "" },
	{ "recount", NULL, 2, 2, "recount PLACE N",
	    "set the turns in a row the holder of a place has held it (a GM "
	    "correction, logged)", CMD_GAME | CMD_PLACES, cmd_game,
	    "place" },
	{ "redo", NULL, 0, 1, "redo [N]", "restore the last N undone commands",
	    0, cmd_redo, "" },
	{ "roll", NULL, 1, N, "roll [--for PLAYER] EXPR [= FACE...]",
	    "roll dice, or record the dice thrown on the table", 0, cmd_roll,
	    "expr --for=player" },
	{ "rules", NULL, 1, N, "rules RULESET [TOPIC] [--mdoc] | rules "
	    "RULESET --search WORD... | rules RULESET --topics",
	    "the rules summary, one topic of it, the paragraphs that "
	    "mention words, or the index of the topics", 0, cmd_rules,
	    "ruleset topic --mdoc --search --topics" },
	{ "ruleset", NULL, 1, N, "ruleset check FILE... | ruleset template ID "
	    "| ruleset amend FILE",
	    "check rulesets and overlays, write an overlay to fill, or fill "
	    "unknown values of the current game", 0, cmd_ruleset,
	    "check|template|amend file..." },
	{ "rulesets", NULL, 0, 0, "rulesets",
	    "list the rulesets: id, title, players", 0, cmd_rulesets, "" },
	{ "serve", NULL, 0, N, "serve [GAME] [--port N] [--lan] [--timeout S] "
	    "[--tokens | --new-tokens | --qr PLAYER]",
	    "the players' view of a game over HTTP, updated as commands "
	    "are logged (read only)", 0, cmd_serve,
	    "game --port=- --lan --timeout=- --tokens --new-tokens "
	    "--qr=player" },
	{ "set", NULL, 3, 3, "set PLAYER RESOURCE N",
	    "set a player's resource or track", CMD_GAME, cmd_game,
	    "player resource" },
	{ "status", NULL, 0, 0, "status", "the table at a glance", 0,
	    cmd_status, "" },
	{ "take", NULL, 3, 3, "take PLAYER N RESOURCE",
	    "take from a player's resource (not below its minimum)", CMD_GAME,
	    cmd_game, "player - resource" },
	{ "tour", NULL, 0, 1, "tour [RULESET]", "a short guided game, step "
	    "by step, in a scratch database", 0, cmd_tour, "ruleset" },
	{ "transfer", NULL, 4, 4, "transfer FROM TO N RESOURCE",
	    "move a resource from one player to another", CMD_GAME, cmd_game,
	    "player player - resource" },
	{ "undo", NULL, 0, 1, "undo [N]", "take back the last N commands", 0,
	    cmd_undo, "" },
	{ "use", NULL, 1, 1, "use GAME", "make a game the current one", 0,
	    cmd_use, "game" },
	{ "verify", NULL, 0, 0, "verify",
	    "replay the whole log and compare it with the saved state", 0,
	    cmd_verify, "" },
	{ "what", "hint", 0, 0, "what", "what to do now: the commands of "
	    "this moment and what 'next' does", 0, cmd_what, "" },
	{ "worlds", NULL, 0, 0, "worlds",
	    "draw the worlds with the fleets in orbit and in flight",
	    CMD_DRAWS_ZONES, cmd_zones, "" },
	{ NULL, NULL, 0, 0, NULL, NULL, 0, NULL, NULL }
};

const struct cmd *
cmd_table_entry(const char *name)
{
	for (const struct cmd *x = cmd_table; x->name != NULL; x++)
		if (strcmp(x->name, name) == 0)
			return x;
	return NULL;
}

/* (an action's id is in lowercase letters, as the table's names: their
 * first letters are compared first, 'status' reading its actions) */
int
cmd_program_own(const char *name)
{
	for (const struct cmd *x = cmd_table; x->name != NULL; x++)
		if (x->exec != cmd_game && ((x->name[0] == name[0] &&
		    strcmp(x->name, name) == 0) || (x->alias != NULL &&
		    x->alias[0] == name[0] && strcmp(x->alias, name) == 0)))
			return 1;
	return 0;
}
