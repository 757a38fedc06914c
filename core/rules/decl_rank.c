/* decl_rank.c: the ruleset check of the effect rank-players (the players
 * ranked by a chain of criteria, core/engine/engine_rank_players.c): its
 * criteria compile, who bound to each player, there are no more of them
 * than it takes, the order it ranks is kept, and its lines compile with
 * @ranking and @ties known. */
#include <stdio.h>

#include "core/rules/names.h"
#include "core/rules/ruleset.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

int
eng_check_rank_players(struct ruleset *rs, const struct action_def *act,
    struct eff_rank_players *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs)
{
	char p[320];
	int bad = 0;

	if (x->by.n <= 0 || x->by.n > RANK_BY_MAX)
		bad += ERR(*pos, "'%s.by': rank-players takes 1 to %d "
		    "criteria, and %d are given: keep the first %d that can "
		    "tell players apart", path, RANK_BY_MAX, x->by.n,
		    RANK_BY_MAX);
	for (int c = 0; c < x->by.n; c++) {
		snprintf(p, sizeof p, "%.200s.by.%d.value", path, c + 1);
		bad += in_roll ? eng_compile_in(&VEC_AT(x->by, struct rank_value,
		    c)->value, p, rs, act, in_roll, 0, errs) :
		    eng_compile_expr(&VEC_AT(x->by, struct rank_value, c)->value,
		    p, rs, act, errs);
	}
	if (x->into == RANK_INTO_TURN_ORDER && rs->turns.start !=
	    START_RANDOM && rs->turns.rank.n <= 0)
		bad += ERR(*pos, "'%s.into': turn-order ranks the table's "
		    "turn order, and this ruleset keeps none (the players "
		    "play in seat order): give 'turns.start: random' or take "
		    "the effect out", path);
	snprintf(p, sizeof p, "%.200s.tied-says", path);
	bad += eng_compile_says(x->tied_says, &x->ttied, p, pos, rs, act,
	    in_roll | ENG_IN_RANKING, errs);
	return bad;
}
