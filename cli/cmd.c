/* cmd.c: the command table, lookup by name or unique prefix, and running
 * lines and files. */
#include "cmds.h"
#include "core/engine/engine.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/base/cmdline.h"

#define N (-1)

const struct cmd cmd_table[] = {
	{ "ability", NULL, 0, 1, "ability [LEADER]",
	    "the active player's leader uses its ability (or borrows "
	    "LEADER's), paying its cost", CMD_GAME, cmd_game, "leader" },
	{ "activate", NULL, 1, 1, "activate PLACE",
	    "the active player activates a territory with an order token",
	    CMD_GAME, cmd_game, "land" },
	{ "adjust", NULL, 3, 3, "adjust LAND OWNER|none UNITS",
	    "set a land as it stands on the table (a GM correction, logged)",
	    CMD_GAME, cmd_game, "land player|none" },
	{ "allot", NULL, 2, N, "allot PLAYER WORLD...",
	    "deal worlds to a player during the setup; his lowest is his home",
	    CMD_GAME, cmd_game, "player planet..." },
	{ "arrive", NULL, 2, 2, "arrive PLAYER PLACE",
	    "place a player's home territory during the setup",
	    CMD_GAME, cmd_game, "player land" },
	{ "assign", NULL, 1, 2, "assign PLAYER [UNIT,UNIT,...]",
	    "assign a player's hits in a combat, unit by unit (UNIT is PIECE "
	    "or OWNER:PIECE)", CMD_GAME, cmd_game, "player" },
	{ "attack", NULL, 2, N, "attack TARGET FROM:N[,FROM:N...] [= A D] | "
	    "attack PIECE TARGET [a+N|d+N[:NOTE]]... [cards:PLAYER[:N]]...",
	    "attack a land or a piece, as the ruleset's combat goes",
	    CMD_GAME, cmd_game,
	    "land land..." },
	{ "backup", NULL, 1, 1, "backup FILE",
	    "copy the database, every confirmed command in it, while it is "
	    "in use", CMD_WHOLE, cmd_backup, "file" },
	{ "battle", NULL, 3, 3, "battle WORLD SIDE SIDE [= FACE...]",
	    "fight a space battle in a world's orbit (a side: PLAYER[,PLAYER] "
	    "or neutral)", CMD_GAME, cmd_game, "planet player player" },
	{ "box", NULL, 1, 2, "box RULESET | box list | box show|edit|remove "
	    "RULESET",
	    "our copy of the game: ask once for the values the rulebook "
	    "leaves out, for every new game", 0, cmd_box, "ruleset ruleset" },
	{ "bridge", NULL, 3, 3, "bridge FROM-PLANET TO-PLANET FIELDS",
	    "bridge two spaceports for the round, from one's own", CMD_GAME,
	    cmd_game, "planet planet" },
	{ "build", NULL, 3, 3, "build PLAYER PLACE PIECE:N[,PIECE:N...]",
	    "build units or a building on a territory, paying their cost",
	    CMD_GAME, cmd_game, "player land" },
	{ "buy", NULL, 2, 2, "buy LAND N",
	    "buy units onto one of the active player's lands", CMD_GAME,
	    cmd_game, "land" },
	{ "buyout", NULL, 1, 1, "buyout LAND",
	    "buy another player's land out", CMD_GAME, cmd_game, "land" },
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
	{ "card", NULL, 2, 3, "card CARD SPACE/GROUND [SPACE/GROUND|none]",
	    "give a card's values the rulebook leaves unknown (space/ground, "
	    "then turned round)", CMD_GAME, cmd_game, "card - -" },
	{ "choose", NULL, 2, 2, "choose PLAYER PLACE",
	    "take a place in the flight order, in the order ranked",
	    CMD_GAME, cmd_game, "player" },
	{ "commit", NULL, 1, N, "commit PLAYER [NUMBER CARD...]...",
	    "record the cards a player puts under each site: [Nx]CARD[:r]",
	    CMD_GAME, cmd_game, "player card..." },
	{ "complete", NULL, 0, N, "complete [--] WORD... PARTIAL",
	    "the completions of PARTIAL after the words of a command line "
	    "(for the shells' completion scripts)", CMD_HIDDEN | CMD_RAW,
	    cmd_complete, "" },
	{ "counters", NULL, 2, 2, "counters PIECE N",
	    "set the time counters on a piece (an effect at the table)",
	    CMD_GAME, cmd_game, "piece" },
	{ "delay", NULL, 1, 1, "delay PLAYER",
	    "hold a player's light units back to the last combat step",
	    CMD_GAME, cmd_game, "player" },
	{ "deploy", NULL, 2, 2, "deploy PLAYER WORLD",
	    "place one of a player's chosen starting fleets during the setup",
	    CMD_GAME, cmd_game, "player planet" },
	{ "disband", NULL, 2, N, "disband LAND N [LAND N]...",
	    "take units out of the game (to bring the upkeep down)",
	    CMD_GAME, cmd_game, "land" },
	{ "discover", NULL, 2, 3, "discover PLAYER CARD [search]",
	    "pick a discovery (a piece's id: its unit upgrade)", CMD_GAME,
	    cmd_game, "player" },
	{ "draw", NULL, 1, 2, "draw PLAYER [N]",
	    "a player draws cards from the deck (an effect at the table)",
	    CMD_GAME, cmd_game, "player" },
	{ "exchange", NULL, 3, 3, "exchange PLAYER buy|sell N",
	    "trade the mined resource for the spawned one or back, for a "
	    "faction that may",
	    CMD_GAME, cmd_game, "player buy|sell" },
	{ "exit", "quit", 0, 0, "exit", "leave the REPL", CMD_REPL, cmd_quit,
	    "" },
	{ "explore", NULL, 1, 2, "explore PLACE [KEPT]",
	    "explore a territory once during an order; KEPT hold cards kept",
	    CMD_GAME, cmd_game, "land" },
	{ "export", NULL, 1, 2, "export md [--short]|csv|json|script | export bgstats "
	    "[url] | export svg [DIR]",
	    "the game as a report, its ledger, everything, a script, a play "
	    "for BG Stats, or pictures", 0, cmd_export,
	    "md|csv|json|script|bgstats|svg file" },
	{ "factory", NULL, 2, 2, "factory WORLD|PLAYER KIND",
	    "the factory of the owner's choice on a world (or all of a "
	    "player's worlds) waiting for one", CMD_GAME, cmd_game,
	    "planet" },
	{ "fight", NULL, 1, 2, "fight PLACE [ATTACKER]",
	    "begin the combat on a territory held by more than one player",
	    CMD_GAME, cmd_game, "land player" },
	{ "fire", NULL, 0, 0, "fire [= FACE...]",
	    "throw the dice of the combat's current step", CMD_GAME, cmd_game,
	    "" },
	{ "fleet", NULL, 4, N, "fleet PLAYER|neutral WORLD FIGHTERS "
	    "TRANSPORTERS [SPACE] [N GOODS]...",
	    "set a fleet in a world's orbit or on a distance space (a GM "
	    "correction, logged)", CMD_GAME, cmd_game, "player planet" },
	{ "fly", NULL, 3, 3, "fly FROM TO PIECE:N[,PIECE:N...]",
	    "fly units for the active player's order", CMD_GAME, cmd_game,
	    "land land" },
	{ "games", NULL, 0, 0, "games", "list the games in the database", 0,
	    cmd_games, "" },
	{ "give", NULL, 3, 3, "give PLAYER N RESOURCE",
	    "add to a player's resource or track", CMD_GAME, cmd_game,
	    "player - resource" },
	{ "grant", NULL, 3, 3, "grant FROM TO N",
	    "a player gives an ally some of the grant resource",
	    CMD_GAME, cmd_game, "player player" },
	{ "help", NULL, 0, 1, "help [COMMAND | --all]",
	    "list the commands, or explain one", 0, cmd_help, "command" },
	{ "hire", NULL, 1, 2, "hire UNIT [PLAYER]",
	    "hire a unit into the player's play area, paying its cost",
	    CMD_GAME, cmd_game, "unit player" },
	{ "home", NULL, 1, 1, "home WORLD",
	    "move the active player's home world", CMD_GAME, cmd_game,
	    "planet" },
	{ "import", NULL, 1, N, "import OTHER.db [GAME [--as NEW]]...",
	    "bring games of another database over whole, with their "
	    "campaigns", 0, cmd_import, "file game... --as" },
	{ "land", NULL, 2, N, "land PLAYER LOCATION [KIND[:COST][:CARD]...] "
	    "[= FACE...]",
	    "land at a location of the site being resolved and take "
	    "sub-locations", CMD_GAME, cmd_game, "player -" },
	{ "landing", NULL, 5, 5, "landing PLAYER WORLD captured|repelled "
	    "TRANSPORTERS-LOST TROOPS",
	    "enter the outcome of a landing fought at the table", CMD_GAME,
	    cmd_game, "player planet captured|repelled" },
	{ "lay", NULL, 1, N, "lay PLACE TYPE [PLACE TYPE...] | lay random",
	    "lay territory tiles, or the rest of the mix at random", CMD_GAME,
	    cmd_game, "- tile..." },
	{ "load", NULL, 3, N, "load WORLD N GOODS [N GOODS]...",
	    "load goods onto the active player's fleet in a world's orbit",
	    CMD_GAME, cmd_game, "planet" },
	{ "log", NULL, 0, 1, "log [N]",
	    "the last N events (all without N), as canonical commands", 0,
	    cmd_log, "" },
	{ "luck", NULL, 0, 2, "luck [PLAYER] [--all]",
	    "every roll of the log against its exact distribution", 0,
	    cmd_luck, "player --all" },
	{ "map", NULL, 0, 0, "map",
	    "draw the map of territories with their units", 0, cmd_map, "" },
	{ "move", NULL, 2, 3, "move N FROM TO | move PIECE home|field|PLACE|"
	    "PLAYER", "move units through connected own lands and bridges, "
	    "or a piece", CMD_GAME, cmd_game, "- land land" },
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
	{ "objective", NULL, 2, 3, "objective PLAYER draw|swap N|claim VP",
	    "draw, swap or claim objective cards", CMD_GAME, cmd_game,
	    "player draw|swap|claim" },
	{ "odds", NULL, 1, N, "odds EXPR [CMP EXPR] | odds attack ... | "
	    "odds battle FIGHTERS[+N] FIGHTERS[+N] [RULESET] | "
	    "odds hand PLAYER [CARD CMP K] | "
	    "odds PIECE[:N][,...] vs PIECE[:N][,...] [rounds N] [retreat N] "
	    "[pool N]",
	    "exact odds of dice, of a comparison, of a whole attack, of a "
	    "space battle, of a dice-pool combat or of a player's next hand "
	    "of cards",
	    0, cmd_odds, "expr" },
	{ "orbits", NULL, 0, 0, "orbits",
	    "draw the orbits and the planets on them", 0, cmd_orbits, "" },
	{ "order", NULL, 4, 4, "order PLAYER WORLD N PRODUCT",
	    "a sealed production order, carried out in the building phase",
	    CMD_GAME, cmd_game, "player planet" },
	{ "pass", NULL, 0, 1, "pass [PLAYER]",
	    "the player whose turn it is passes: no order this turn (the "
	    "turn ends), or no discovery this round", CMD_GAME, cmd_game,
	    "player" },
	{ "place", NULL, 1, N, "place PLANET [= FACE...]",
	    "roll (or record) a planet's start position during the setup",
	    CMD_GAME, cmd_game, "planet" },
	{ "play", NULL, 0, N, "play [NOTE...]",
	    "play a card from the active player's hand", CMD_GAME, cmd_game,
	    "" },
	{ "purchase", NULL, 2, 2, "purchase PLAYER N",
	    "buy victory points at the N-th price of the table, once a round",
	    CMD_GAME, cmd_game, "player" },
	{ "ransom", NULL, 1, 1, "ransom PLAYER",
	    "pay to have every unit held hostage back", CMD_GAME, cmd_game,
	    "player" },
	{ "recount", NULL, 2, 2, "recount PLACE N",
	    "set the turns in a row the holder of a place has held it (a GM "
	    "correction, logged)", CMD_GAME, cmd_game, "place" },
	{ "redo", NULL, 0, 1, "redo [N]", "restore the last N undone commands",
	    0, cmd_redo, "" },
	{ "remain", NULL, 1, 1, "remain PLAYER",
	    "a player stays in the combat for another round", CMD_GAME,
	    cmd_game, "player" },
	{ "remove", NULL, 1, 1, "remove PIECE",
	    "a piece leaves the game (an effect at the table)", CMD_GAME,
	    cmd_game, "piece" },
	{ "resolve", NULL, 0, N, "resolve [SITE] [draw VALUE...] [= FACE...]",
	    "order the players at the next site by the landing ranking",
	    CMD_GAME,
	    cmd_game, "-" },
	{ "retreat", NULL, 2, 2, "retreat PLAYER PLACE",
	    "retreat a player's moving units from the combat", CMD_GAME,
	    cmd_game, "player land" },
	{ "reveal", NULL, 0, N, "reveal [ID | NAME VALUE LOCATION...] "
	    "[= FACE...]",
	    "reveal a site: from the catalogue, drawn, or entered with its "
	    "locations", CMD_GAME, cmd_game, "-" },
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
	{ "score", NULL, 2, N, "score draw VALUE...",
	    "after the last round: the tie-break draw the final standings "
	    "wait for", CMD_GAME,
	    cmd_game, "draw" },
	{ "send", NULL, 3, N, "send FROM TO FIGHTERS [TRANSPORTERS [N GOODS]...]",
	    "send the active player's fleet along the distance table",
	    CMD_GAME, cmd_game, "planet planet" },
	{ "serve", NULL, 0, N, "serve [GAME] [--port N] [--lan] [--timeout S] "
	    "[--tokens | --new-tokens | --qr PLAYER]",
	    "the players' view of a game over HTTP, updated as commands "
	    "are logged (read only)", 0, cmd_serve,
	    "game --port=- --lan --timeout=- --tokens --new-tokens "
	    "--qr=player" },
	{ "set", NULL, 3, 3, "set PLAYER RESOURCE N",
	    "set a player's resource or track", CMD_GAME, cmd_game,
	    "player resource" },
	{ "settle", NULL, 2, 2, "settle PLAYER PLACE",
	    "place a player's arrival building during the setup",
	    CMD_GAME, cmd_game, "player land" },
	{ "spawn", NULL, 2, 2, "spawn PLAYER PLACE|none",
	    "place a piece spawned this round, in turn order", CMD_GAME,
	    cmd_game, "player land" },
	{ "status", NULL, 0, 0, "status", "the table at a glance", 0,
	    cmd_status, "" },
	{ "summon", NULL, 1, 2, "summon UNIT [PLAYER]",
	    "summon a unit into the player's play area, with time counters",
	    CMD_GAME, cmd_game, "unit player" },
	{ "supply", NULL, 1, N, "supply units|credits [PLANET[:LAND[:N]]...]",
	    "take the supply of planets held whole", CMD_GAME, cmd_game,
	    "units|credits planet..." },
	{ "swap", NULL, 2, 2, "swap PIECE PIECE",
	    "two neighbouring pieces of the active player change places",
	    CMD_GAME, cmd_game, "piece piece" },
	{ "take", NULL, 3, 3, "take PLAYER N RESOURCE",
	    "take from a player's resource (not below its minimum)", CMD_GAME,
	    cmd_game, "player - resource" },
	{ "tile", NULL, 2, N, "tile UNIT|LEADER STAT:N...",
	    "enter values printed on a tile that the ruleset leaves unknown",
	    CMD_GAME, cmd_game, "unit" },
	{ "top", NULL, 2, 2, "top DECK CARD",
	    "enter the card turned face up on top of a supply deck", CMD_GAME,
	    cmd_game, "- card" },
	{ "trade", NULL, 4, 4, "trade FROM TO N RESOURCE",
	    "players give each other a resource, if they agreed to it",
	    CMD_GAME, cmd_game, "player player - resource" },
	{ "tour", NULL, 0, 1, "tour [RULESET]", "a short guided game, step "
	    "by step, in a scratch database", 0, cmd_tour, "ruleset" },
	{ "transfer", NULL, 4, 4, "transfer FROM TO N RESOURCE",
	    "move a resource from one player to another", CMD_GAME, cmd_game,
	    "player player - resource" },
	{ "turnorder", NULL, 1, 1, "turnorder PLAYER,PLAYER,...",
	    "record the turn order the players chose", CMD_GAME, cmd_game,
	    "" },
	{ "undo", NULL, 0, 1, "undo [N]", "take back the last N commands", 0,
	    cmd_undo, "" },
	{ "unload", NULL, 3, N, "unload WORLD N GOODS [N GOODS]...",
	    "unload goods from the active player's fleet onto a world",
	    CMD_GAME, cmd_game, "planet" },
	{ "units", NULL, 3, 3, "units PLACE PLAYER PIECE:N[,...]|none",
	    "set a player's units on a territory as they stand (a GM "
	    "correction, logged)", CMD_GAME, cmd_game, "land player" },
	{ "use", NULL, 1, 1, "use GAME", "make a game the current one", 0,
	    cmd_use, "game" },
	{ "verify", NULL, 0, 0, "verify",
	    "replay the whole log and compare it with the saved state", 0,
	    cmd_verify, "" },
	{ "what", "hint", 0, 0, "what", "what to do now: the commands of "
	    "this moment and what 'next' does", 0, cmd_what, "" },
	{ "world", NULL, 2, N, "world WORLD KEY=VALUE...",
	    "set a planet board as it stands on the table: owner=, "
	    "population=, troops=, hangars=, KIND= (a GM correction, logged)",
	    CMD_GAME, cmd_game, "planet" },
	{ "worlds", NULL, 0, 0, "worlds",
	    "draw the worlds with the fleets in orbit and in flight", 0,
	    cmd_worlds, "" },
	{ NULL, NULL, 0, 0, NULL, NULL, 0, NULL, NULL }
};

/* A command the current game's ruleset declares, taken as one of the
 * table: its usage, its help naming the ruleset, any number of words
 * (the action checks them).  It lasts until the next call. */
static const struct cmd *
declared_cmd(const struct ruleset *rs, int k)
{
	static struct cmd x;
	static char name[64], use[256], help[512];

	snprintf(name, sizeof name, "%s", rs->actions.ids[k]);
	eng_action_usage(rs, k, use, sizeof use);
	snprintf(help, sizeof help, "%s (%s)", VEC_AT(rs->actions,
	    struct action_def, k)->help, rs->id);
	x = (struct cmd){ name, NULL, 0, N, use, help, CMD_GAME, cmd_game,
	    "" };
	return &x;
}

const struct cmd *
cmd_table_entry(const char *name)
{
	for (const struct cmd *x = cmd_table; x->name != NULL; x++)
		if (strcmp(x->name, name) == 0)
			return x;
	return NULL;
}

static int
names_cmp(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

const struct cmd *
cmd_find(struct ctx *c, const char *name)
{
	const struct cmd *found = NULL;
	const struct ruleset *rs = NULL;
	const char **cand = NULL;
	struct strbuf amb;
	struct diag keep = c->d;
	size_t len = strlen(name);
	int n = 0, k, nact;

	for (const struct cmd *x = cmd_table; x->name != NULL; x++) {
		if ((x->flags & CMD_REPL) && !c->interactive)
			continue;
		if (strcasecmp(x->name, name) == 0 ||
		    (x->alias && strcasecmp(x->alias, name) == 0))
			return x;
	}
	/* the current game's declared commands, by name or prefix too */
	if (game_ruleset(c, &rs) != ST_OK)
		rs = NULL;
	c->d = keep;
	if (rs != NULL && (k = eng_action_find(rs, name)) >= 0)
		return declared_cmd(rs, k);
	nact = rs != NULL ? rs->actions.n : 0;
	cand = calloc((size_t)nact + sizeof cmd_table / sizeof cmd_table[0],
	    sizeof *cand);
	if (cand == NULL) {
		diag_set(&c->d, ST_ENV, "out of memory");
		return NULL;
	}
	for (const struct cmd *x = cmd_table; x->name != NULL; x++) {
		if (((x->flags & CMD_REPL) && !c->interactive) ||
		    (x->flags & (CMD_HIDDEN | CMD_WHOLE)))
			continue;
		if (len > 0 && strncasecmp(x->name, name, len) == 0) {
			cand[n++] = x->name;
			found = x;
		}
	}
	for (int i = 0; i < nact; i++)
		if (len > 0 && strncasecmp(rs->actions.ids[i], name, len) == 0 &&
		    cmd_table_entry(rs->actions.ids[i]) == NULL) {
			cand[n++] = rs->actions.ids[i];
			found = declared_cmd(rs, i);
		}
	if (n == 1) {
		free(cand);
		return found;
	}
	qsort(cand, (size_t)n, sizeof *cand, names_cmp);
	sb_init(&amb);
	for (int i = 0; i < n; i++)
		sb_printf(&amb, "%s%s", i ? ", " : "", cand[i]);
	if (n > 1)
		diag_set(&c->d, ST_USAGE, "'%s' is ambiguous: %s", name,
		    sb_str(&amb));
	else
		diag_set(&c->d, ST_USAGE, "unknown command '%s' ('help' lists "
		    "the commands)", name);
	sb_release(&amb);
	free(cand);
	return NULL;
}

void
cmd_print_help(struct ctx *c, const struct cmd *x)
{
	out_printf(c, "usage: %s\n%s%s%s\n", x->usage, x->help,
	    x->alias ? "; also: " : "", x->alias ? x->alias : "");
}

int
cmd_run(struct ctx *c, int argc, char **argv)
{
	const struct cmd *x;
	int r, w;
	long changes = c->db != NULL ? db_changes(c->db) : 0;

	if (argc == 0)
		return ST_OK;
	diag_clear(&c->d);
	if ((x = cmd_find(c, argv[0])) == NULL) {
		if (strncmp(c->d.msg, "unknown command", 15) == 0)
			cmd_unknown(c, argv[0]);
		return out_error(c, &c->d);
	}
	for (int i = 1; i < argc && !(x->flags & CMD_RAW); i++)
		if (strcmp(argv[i], "--help") == 0 ||
		    (strcmp(argv[i], "-h") == 0 && x->exec != cmd_odds &&
		    x->exec != cmd_roll)) {
			cmd_print_help(c, x);
			r = ST_OK;
			goto written;
		}
	{
		/* run with the canonical name in argv[0], and --json (or -j)
		 * anywhere among the arguments taken as the global option */
		char **v = calloc((size_t)argc + 1, sizeof *v);
		int n = 0, json = c->json;
		if (v == NULL)
			return diag_set(&c->d, ST_ENV, "out of memory");
		v[n++] = (char *)x->name;
		for (int i = 1; i < argc; i++) {
			if (x->exec != cmd_note && !(x->flags & CMD_RAW) &&
			    (strcmp(argv[i], "--json") == 0 ||
			    strcmp(argv[i], "-j") == 0))
				c->json = 1;
			else
				v[n++] = argv[i];
		}
		/* "= FACE..." is not counted among a command's arguments;
		 * only "=" as a word of its own begins it (KEY=VALUE is an
		 * argument) */
		int counted = n;
		if (x->exec == cmd_game || x->exec == cmd_roll)
			for (int i = 1; i < n; i++)
				if (strcmp(v[i], "=") == 0) {
					counted = i;
					break;
				}
		if ((counted - 1 < x->min_args || (x->max_args >= 0 &&
		    counted - 1 > x->max_args)) && !(x->exec == cmd_game &&
		    session_declares(c, x->name) == 1)) {
			free(v);
			c->json = json;
			diag_set(&c->d, ST_USAGE, "usage: %s", x->usage);
			return out_error(c, &c->d);
		}
		r = x->exec(c, n, v);
		c->json = json;
		free(v);
	}
	if (r != ST_OK && c->d.msg[0] != '\0')
		out_error(c, &c->d);
written:
	/* output that could not be written fails the command (and stops a
	 * command file there) */
	if ((w = out_check(c)) != ST_OK) {
		/* its report comes after the commit (a command that reported
		 * success is in the log): say that it is done */
		if (r == ST_OK && c->db != NULL && db_changes(c->db) !=
		    changes) {
			char msg[DIAG_MSG_MAX];
			snprintf(msg, sizeof msg, "%s", c->d.msg);
			diag_set(&c->d, ST_ENV, "%s; the command itself was "
			    "carried out ('log' shows it)", msg);
		}
		if (r == ST_OK)
			r = out_error(c, &c->d);
		out_reset_errors(c);
	}
	return r;
}

int
cmd_run_line(struct ctx *c, const char *line)
{
	char **argv;
	int argc, r;

	diag_clear(&c->d);
	if ((r = cmdline_split(line, &argc, &argv, &c->d)))
		return out_error(c, &c->d);
	r = cmd_run(c, argc, argv);
	cmdline_free(argc, argv);
	return r;
}

/* One line of f, without its newline, in *buf (grown up to one byte more
 * than CMDLINE_MAX_LEN): its length; -1 at the end; -2 when it is longer
 * (what follows is not read: the file stops there); -3 when it holds a
 * NUL byte, which would cut it short; -4 out of memory or a read error
 * (errno says). */
static long
read_line(FILE *f, char **buf, size_t *cap)
{
	size_t n = 0;
	int ch, nul = 0;

	while ((ch = getc(f)) != EOF && ch != '\n') {
		if (n >= (size_t)CMDLINE_MAX_LEN)
			return -2;
		if (n + 1 >= *cap) {
			size_t m = *cap ? *cap * 2 : 256;
			char *p = realloc(*buf, m);
			if (p == NULL)
				return -4;
			*buf = p;
			*cap = m;
		}
		nul |= ch == '\0';
		(*buf)[n++] = (char)ch;
	}
	if (ferror(f))
		return -4;
	if (ch == EOF && n == 0)
		return -1;
	if (*buf == NULL && (*buf = malloc(*cap = 1)) == NULL)
		return -4;
	(*buf)[n] = '\0';
	return nul ? -3 : (long)n;
}

int
cmd_run_file(struct ctx *c, FILE *f, const char *name)
{
	char *line = NULL;
	size_t cap = 0;
	long len, lineno = 0;
	int r = ST_OK;

	while ((len = read_line(f, &line, &cap)) != -1) {
		lineno++;
		if (len == -2)
			r = diag_set(&c->d, ST_USAGE, "the line is longer than "
			    "%d bytes; split it into several commands",
			    CMDLINE_MAX_LEN);
		else if (len == -3)
			r = diag_set(&c->d, ST_USAGE, "the line holds a NUL "
			    "byte: a command file is text");
		else if (len == -4)
			r = diag_set(&c->d, ST_ENV, "cannot read '%s': %s",
			    name, strerror(errno));
		if (r != ST_OK)
			out_error(c, &c->d);
		if (len == -4)
			break;
		if (r == ST_OK && strncmp(line, "#@", 2) == 0) {
			/* for the next command (annot.c) */
			if ((r = annot_read(c, line)))
				out_error(c, &c->d);
		} else if (r == ST_OK && line[strspn(line, " \t")] != '#' &&
		    line[strspn(line, " \t")] != '\0') {
			r = cmd_run_line(c, line);
			annot_clear(c);
		}
		if (r != ST_OK) {
			struct strbuf b;
			sb_init(&b);
			out_safe(&b, name);
			fprintf(stderr, "arbiter: %s:%ld: stopped here\n",
			    sb_str(&b), lineno);
			sb_release(&b);
			break;
		}
		if (repl_quit)
			break;
	}
	free(line);
	return r;
}
