/* ruleset_phase_cmds.c: the commands of a phase (and of the setup) as
 * the declared actions they name.
 *
 * A phase's commands list the ids of the actions the ruleset declares
 * (actions.*, without a phase of their own): such an action belongs to
 * the phases (and the setup) that list it.  A text of before lists the
 * program's commands by name (rs_game_cmd_names, or their older words):
 * a word that is also a declared action's id (adellos' move, ashes'
 * order) names that action, which does the command's job; a word no
 * action declares stays the program's command, for the rules stored
 * with a game saved before its ruleset declared its actions.  What a
 * phase lists is asked by ruleset_lookup.c (rs_lists_action).
 */
#include <stdio.h>
#include <stdlib.h>

#include "core/rules/ruleset.h"
#include "core/rules/ruleset_int.h"

int rs_phase_cmds_build(struct ruleset *rs, struct diag_list *errs);
void rs_phase_cmds_free(struct ruleset *rs);

/* One word of a list: the program's command it names and the action. */
static int
build_word(struct ruleset *rs, const char *word, int *cmd, int *act)
{
	*cmd = rs_game_cmd_of(word);
	*act = vec_find(&rs->actions, word);
	return *cmd >= 0 || *act >= 0;
}

/* Where a list is, for a message: the setup's (ph < 0) or phase ph's. */
static const char *
where_of(const struct ruleset *rs, int ph, char *buf, size_t n)
{
	if (ph < 0)
		return "'setup.commands'";
	snprintf(buf, n, "phase '%s'", rs->phases.ids[ph]);
	return buf;
}

/* A listed action that has a phase of its own belongs to that phase
 * alone: the list would give it a second. */
static int
check_own_phase(const struct ruleset *rs, int ph, int act, int cmd,
    struct spos pos, struct diag_list *errs)
{
	const struct action_def *x;
	char where[160];

	if (act < 0 || cmd >= 0 || rs->checked)
		return 0;
	x = VEC_AT(rs->actions, struct action_def, act);
	if (x->phase.name == NULL)
		return 0;
	return ERR(pos, "%s lists the action '%s', which belongs to the "
	    "phase '%s' (its phase): take '%s' out of the list, or the "
	    "phase out of the action", where_of(rs, ph, where, sizeof where),
	    rs->actions.ids[act],
	    x->phase.name, rs->actions.ids[act]) != 0;
}

/* The words of one list into its commands and actions. */
static int
build_list(struct ruleset *rs, int ph, const struct vec *words,
    struct vec *cmds, struct vec *acts, struct diag_list *errs)
{
	char where[160];
	int bad = 0;

	if (words->n <= 0)
		return 0;
	/* one block: the commands, then the actions */
	if ((cmds->v = calloc((size_t)words->n * 2, sizeof(int))) == NULL) {
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
		return 1;
	}
	acts->v = (int *)cmds->v + words->n;
	cmds->n = acts->n = words->n;
	cmds->pos = acts->pos = words->pos;
	for (int j = 0; j < words->n; j++) {
		const char *w = *VEC_AT(*words, char *, j);
		int *c = VEC_AT(*cmds, int, j), *a = VEC_AT(*acts, int, j);
		if (!build_word(rs, w, c, a))
			bad += ERR(words->pos[j], "%s lists '%s', which is "
			    "no action the ruleset declares: declare it "
			    "under actions (without a phase of its own), "
			    "or take it out of the list", where_of(rs, ph,
			    where, sizeof where), w) != 0;
		else
			bad += check_own_phase(rs, ph, *a, *c, words->pos[j],
			    errs);
	}
	return bad;
}

int
rs_phase_cmds_build(struct ruleset *rs, struct diag_list *errs)
{
	int bad;

	bad = build_list(rs, -1, &rs->setup.words, &rs->setup.commands,
	    &rs->setup.acts, errs);
	for (int i = 0; i < rs->phases.n; i++) {
		struct phase_def *p = RS_PHASE(rs, i);
		bad += build_list(rs, i, &p->words, &p->commands, &p->acts,
		    errs);
	}
	return bad;
}

static void
release_built(struct vec *cmds, struct vec *acts)
{
	free(cmds->v);	/* and acts' (one block) */
	*cmds = (struct vec){ 0 };
	*acts = (struct vec){ 0 };
}

void
rs_phase_cmds_free(struct ruleset *rs)
{
	release_built(&rs->setup.commands, &rs->setup.acts);
	for (int i = 0; i < rs->phases.n; i++) {
		struct phase_def *p = RS_PHASE(rs, i);
		release_built(&p->commands, &p->acts);
	}
}
