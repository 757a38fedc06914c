/* decl_standings.c: the ruleset check of a word of kind draws (the word
 * 'draw' and the values drawn for a tie after it) and of the draws of
 * rank-players that read it, or name the action whose draws a tie waits
 * for (later) (core/engine/engine_rank_players.c). */
#include <string.h>

#include "core/rules/ruleset.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

int
eng_check_draws_word(const struct action_def *a, const char *id, int k,
    struct diag_list *errs)
{
	const struct arg_def *x = VEC_AT(a->args, struct arg_def, k);

	if (decl_word_last(a, id, k, errs))
		return 1;
	/* its words are read by the effect that takes them */
	for (int i = 0; i < a->effects.n; i++) {
		const struct effect_def *e = VEC_AT(a->effects,
		    struct effect_def, i);
		/* refused itself, as an effect of before */
		if (EK_IS(e, final_standings))
			return 0;
		if (EK_IS(e, rank_players) && e->rank_players.draws !=
		    NULL && strcmp(e->rank_players.draws, x->name) == 0)
			return 0;
	}
	return ERR(a->args.pos[k], "'actions.%s.args': the draws '%s' are "
	    "read by an effect of the action that takes them, and none does: "
	    "add a rank-players with 'draws: %s' to its effects", id, x->name,
	    x->name);
}

/* The draws of effect eff: its word draws of the action, at *w_draws, or
 * the action later whose draws a tie waits for (one of them given). */
static int
check_draws(const struct ruleset *rs, const struct action_def *act,
    const char *eff, const char *draws, int *w_draws, const char *later,
    const char *path, const struct spos *pos, struct diag_list *errs)
{
	int bad = 0;

	*w_draws = -1;
	if (later != NULL) {
		/* the action that takes the draws a tie waits for */
		int k = vec_find(&rs->actions, later);
		const struct action_def *l = k >= 0 ? VEC_AT(rs->actions,
		    struct action_def, k) : NULL;
		for (int j = 0; l != NULL && j < l->args.n; j++)
			if (VEC_AT(l->args, struct arg_def, j)->kind ==
			    ARG_DRAWS)
				return bad;
		if (l == NULL)
			return bad + ERR(*pos, "'%s': 'later: %s' names the "
			    "action that takes the draws a tie waits for, and "
			    "there is no action '%s': name one of 'actions'",
			    path, later, later);
		return bad + ERR(*pos, "'%s': 'later: %s' names the action "
		    "that takes the draws a tie waits for, and it has no word "
		    "of kind draws: give it one, and '%s: "
		    "{draws: WORD}'", path, later, eff);
	}
	if (act == NULL)
		return bad + ERR(*pos, "'%s': %s takes the words "
		    "of an action (the draws); a phase has none", path, eff);
	for (int k = 0; k < act->args.n; k++)
		if (strcmp(VEC_AT(act->args, struct arg_def, k)->name,
		    draws) == 0)
			*w_draws = k;
	if (*w_draws < 0)
		return bad + ERR(*pos, "'%s': '%s' is no word of the action: "
		    "the draws of %s are a word of kind draws "
		    "(args)",
		    path, draws, eff);
	if (VEC_AT(act->args, struct arg_def, *w_draws)->kind != ARG_DRAWS)
		bad += ERR(*pos, "'%s': the word '%s' is of kind %s; "
		    "the draws of %s are a word of kind draws",
		    path,
		    draws, eng_arg_kind_names[VEC_AT(act->args,
		    struct arg_def, *w_draws)->kind], eff);
	return bad;
}

int
eng_check_rank_draws(const struct ruleset *rs, const struct action_def *act,
    struct eff_rank_players *x, const char *path, const struct spos *pos,
    struct diag_list *errs)
{
	int bad = 0;

	x->w_draws = -1;
	if (x->draws == NULL && x->later == NULL)
		return 0;
	if (!rs->mech.claims.present)
		bad += ERR(*pos, "'%s': the tie-break draws of rank-players "
		    "are values of the left-over pool of site cards, and this "
		    "ruleset has none: they need mechanisms.claims (or take "
		    "out draws and later)", path);
	if (x->draws != NULL && x->later != NULL)
		return bad + ERR(*pos, "'%s': rank-players takes 'draws' (a "
		    "word of the action) or 'later' (an action whose draws a "
		    "tie waits for), not both", path);
	return bad + check_draws(rs, act, "rank-players", x->draws,
	    &x->w_draws, x->later, path, pos, errs);
}
