/* cmd_find.c: a command found by name or unique prefix, among the
 * program's, the current game's and the shipped games' commands, and its
 * usage and help printed. */
#include "cmds.h"
#include "core/engine/engine.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define N (-1)

/* A command the current game's ruleset declares, taken as one of the
 * table: its usage, its help naming the ruleset, and the words a
 * mechanism it runs takes (a declared action checks its own).  It lasts
 * until the next call. */
static const struct cmd *
declared_cmd(const struct ruleset *rs, int k)
{
	static struct cmd x;
	/* as long as the ruleset's texts are */
	static struct strbuf name, use, help;
	const struct action_def *d = VEC_AT(rs->actions, struct action_def,
	    k);
	int min = 0, max = N;

	sb_reset(&name);
	sb_add(&name, rs->actions.ids[k]);
	sb_reset(&use);
	eng_action_usage(rs, k, &use);
	sb_reset(&help);
	sb_printf(&help, "%s (%s)", d->help, rs->id);
	/* a ruleset that does not say (one kept by a game started before
	 * its ruleset did): the mechanism counts them itself */
	if (d->words != NULL) {
		min = d->min_words;
		max = d->max_words;
	}
	x = (struct cmd){ sb_str(&name), NULL, min, max, sb_str(&use),
	    sb_str(&help), CMD_GAME, cmd_game, "" };
	return &x;
}

static int
names_cmp(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* The command of the unique prefix name among the program's, the shipped
 * games' and the current ruleset's (rs, or NULL) commands; NULL with c->d
 * saying why. */
static const struct cmd *
by_prefix(struct ctx *c, const struct ruleset *rs, const char *name)
{
	const struct cmd *const *all = all_cmds(), *found = NULL;
	const char **cand = NULL;
	struct strbuf amb;
	size_t len = strlen(name);
	int n = 0, nall = 0, nact = rs != NULL ? rs->actions.n : 0, k;

	while (all[nall] != NULL)
		nall++;
	if ((cand = calloc((size_t)(nact + nall + 1), sizeof *cand)) == NULL) {
		diag_set(&c->d, ST_ENV, "out of memory");
		return NULL;
	}
	for (int i = 0; i < nall; i++) {
		const struct cmd *x = all[i];
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
		    cmd_table_entry(rs->actions.ids[i]) == NULL &&
		    shipped_cmd(rs->actions.ids[i]) == NULL) {
			cand[n++] = rs->actions.ids[i];
			found = declared_cmd(rs, i);
		}
	if (n == 1) {
		free(cand);
		/* a game command the current game declares: as it does */
		if (rs != NULL && (found->flags & CMD_GAME) &&
		    (k = eng_action_find(rs, found->name)) >= 0)
			return declared_cmd(rs, k);
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

const struct cmd *
cmd_find(struct ctx *c, const char *name)
{
	const struct ruleset *rs = NULL;
	const struct cmd *s;
	struct diag keep = c->d;
	int k;

	/* the program's own commands by name: nothing else is read */
	for (const struct cmd *x = cmd_table; x->name != NULL; x++) {
		if ((x->flags & CMD_REPL) && !c->interactive)
			continue;
		if (strcasecmp(x->name, name) == 0 ||
		    (x->alias && strcasecmp(x->alias, name) == 0))
			return x;
	}
	/* the current game's commands, by name: only its ruleset is read */
	if (game_ruleset(c, &rs) != ST_OK)
		rs = NULL;
	c->d = keep;
	if (rs != NULL && (k = eng_action_find(rs, name)) >= 0)
		return declared_cmd(rs, k);
	/* a game whose ruleset declares no command (kept by a game started
	 * before its ruleset did): a mechanism by its own name, which counts
	 * its words itself */
	if (rs != NULL && rs->actions.n == 0 && game_is_command(name)) {
		static struct cmd x;
		static char own[64];
		snprintf(own, sizeof own, "%s", name);
		x = (struct cmd){ own, NULL, 0, N, own, "", CMD_GAME, cmd_game,
		    "" };
		return &x;
	}
	/* a game's command outside its game (refused there), and prefixes:
	 * the shipped rulesets are read */
	if ((s = shipped_cmd(name)) != NULL)
		return s;
	return by_prefix(c, rs, name);
}

void
cmd_print_help(struct ctx *c, const struct cmd *x)
{
	out_printf(c, "usage: %s\n%s%s%s\n", x->usage, x->help,
	    x->alias ? "; also: " : "", x->alias ? x->alias : "");
}

