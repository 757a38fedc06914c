/* help_one.c: one command described in the current game's words, as
 * 'help COMMAND' and 'COMMAND --help' print it and as a usage error says
 * it: a command several shipped games declare ('attack', 'move') by the
 * game's own declaration, 'odds' by the forms the game has, where the
 * program's table joins every game's forms; one the game does not have
 * is refused as not the game's. */
#include "cmds.h"
#include "core/engine/engine.h"

#include <stdio.h>

#include "rules.h"

int
cmd_described(const struct ruleset *rs, const struct cmd *x,
    struct strbuf *use, const char **help, const char **of)
{
	int k;

	*of = NULL;
	/* a command the game's ruleset declares as its own; never one of
	 * the program's own (status, undo, ...), which is found first: a
	 * text of before may declare an action of its name, never taken
	 * ('ruleset check' refuses it now) */
	if (rs != NULL && x->exec == cmd_game &&
	    (k = eng_action_find(rs, x->name)) >= 0 &&
	    !rules_action_shipped(rs, k)) {
		eng_action_usage(rs, k, use);
		*help = VEC_AT(rs->actions, struct action_def, k)->help;
		if (*help == NULL)
			*help = cmd_shown(x)->help;
		*of = rs->id;
		return 1;
	}
	x = cmd_shown(x);
	if (rs != NULL && rules_cmd_owned(rs, x)) {
		rules_cmd_own(rs, x, use, help);
		return 1;
	}
	sb_add(use, x->usage);
	*help = x->help;
	return 0;
}

/* x's usage and help; a command several shipped games declare in
 * different forms (with no game, or in one that lacks it) each form with
 * its own help and the games that take it. */
static void
print_forms(struct ctx *c, const struct cmd *x)
{
	const char *use, *help, *games;
	int n = shipped_form(x, -1, &use, &help, &games);

	if (n < 2) {
		cmd_print_help(c, x);	/* with its alias */
		return;
	}
	for (int i = 0; i < n; i++) {
		shipped_form(x, i, &use, &help, &games);
		out_printf(c, "usage: %s\n%s (%s)\n", use, help, games);
	}
}

/* The current game's ruleset, or NULL (none, or one that cannot be read:
 * the command's own refusal says so); c->d is kept. */
static const struct ruleset *
current_rules(struct ctx *c)
{
	const struct ruleset *rs = NULL;
	struct diag keep = c->d;

	if (game_ruleset(c, &rs) != ST_OK)
		rs = NULL;
	c->d = keep;
	return rs;
}

/* Is x a game's command that the game of rs (NULL: none) does not have? */
static int
not_here(const struct ruleset *rs, const struct cmd *x)
{
	return rs != NULL && x->exec == cmd_game && cmd_not_in_game(rs,
	    x->name);
}

int
cmd_help_one(struct ctx *c, const char *name)
{
	const struct ruleset *rs = current_rules(c);
	const struct cmd *x;
	struct strbuf use;
	const char *help, *of;

	diag_clear(&c->d);
	if ((x = cmd_find(c, name)) == NULL)
		return c->d.code;
	sb_init(&use);
	if (c->json) {
		/* one entry of 'help --json': the command as the game has
		 * it, or as every game has it where this one has not */
		struct json *o = json_obj();
		cmd_described(not_here(rs, x) ? NULL : rs, x, &use, &help,
		    &of);
		json_set(o, "name", json_str(x->name));
		json_set(o, "usage", json_str(sb_str(&use)));
		json_set(o, "help", json_str(help));
		json_set(o, "game", json_bool(x->flags & CMD_GAME));
		json_set(o, "here", json_bool(!not_here(rs, x)));
		out_json(c, o);
		json_free(o);
		sb_release(&use);
		return ST_OK;
	}
	if (not_here(rs, x)) {
		/* help asked for succeeds, as it did: what the game lacks,
		 * then the command as the games that have it take it */
		cmd_refuse_not_in_game(c, rs, x->name);
		out_printf(c, "%s; in the games that have it:\n",
		    diag_msg(&c->d));
		diag_clear(&c->d);
		print_forms(c, cmd_shown(x));
		return ST_OK;
	}
	if (!cmd_described(rs, x, &use, &help, &of))
		print_forms(c, cmd_shown(x));
	else if (of != NULL)
		out_printf(c, "usage: %s\n%s (%s)\n", sb_str(&use), help, of);
	else
		out_printf(c, "usage: %s\n%s\n", sb_str(&use), help);
	sb_release(&use);
	return ST_OK;
}

int
cmd_usage_refused(struct ctx *c, const struct cmd *x)
{
	const struct ruleset *rs = current_rules(c);
	struct strbuf use;
	const char *help, *of;
	int st;

	if (not_here(rs, x))
		return cmd_refuse_not_in_game(c, rs, x->name);
	sb_init(&use);
	cmd_described(rs, x, &use, &help, &of);
	st = diag_set(&c->d, ST_USAGE, "usage: %s", sb_str(&use));
	sb_release(&use);
	return st;
}
