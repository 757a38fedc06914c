/* decl_keep.c: the ruleset check of the effects keep-card (a card a
 * player keeps for the game, by a word of kind card-id: on any game, the
 * state's kept cards) and mark-done (a player done for the phase, on any
 * game: each player's record; core/engine/engine_keep.c). */
#include <stdio.h>

#include "core/rules/names.h"
#include "core/rules/ruleset.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

int
eng_check_keep_card(const struct ruleset *rs, const struct action_def *act,
    struct eff_keep *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs)
{
	char p[320];
	int bad;

	if (act == NULL)
		return ERR(*pos, "'%s': keep-card takes a word of an action "
		    "(a card-id); a phase has none", path);
	bad = decl_effect_word(act, "keep-card", x->card, ARG_CARD_ID,
	    "card", &x->w_card, path, pos, errs);
	if (act->repeat > 0)
		bad += ERR(*pos, "'%s': keep-card reads its card word where "
		    "the command gives it, once: it is no effect of an action "
		    "with repeat", path);
	snprintf(p, sizeof p, "%.200s.player", path);
	bad += eng_compile_in(&x->player, p, rs, act, in_roll, 0, errs);
	snprintf(p, sizeof p, "%.200s.twice-says", path);
	bad += eng_compile_says(x->twice_says, &x->ttwice, p, pos, rs, act,
	    in_roll, errs);
	return bad;
}

int
eng_check_mark_done(const struct ruleset *rs, const struct action_def *act,
    struct sexpr *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs)
{
	const char *t = x->text;

	(void)pos;
	while (t != NULL && (*t == ' ' || *t == '\t' || *t == '\r' ||
	    *t == '\n'))
		t++;
	if (t != NULL && *t == '\0')
		return ERR(x->pos, "'%s': mark-done names no player: write the "
		    "player who is done, as 'mark-done: player' (a word of "
		    "the action) or 'mark-done: undone_next'", path);
	return eng_compile_in(x, path, rs, act, in_roll, 0, errs);
}
