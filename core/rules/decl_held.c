/* decl_held.c: the ruleset check of the effects set-turns-held and let-go
 * (the tenure of a place of the board, core/engine/engine_turns_held.c):
 * the places they change are there, their expressions compile. */
#include "core/rules/names.h"
#include "core/rules/ruleset.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

static int
expr(struct sexpr *x, const char *path, struct ruleset *rs,
    const struct action_def *act, int in_roll, struct diag_list *errs)
{
	return in_roll ? eng_compile_in(x, path, rs, act, in_roll, 0, errs) :
	    eng_compile_expr(x, path, rs, act, errs);
}

int
eng_check_held(struct ruleset *rs, const struct action_def *act,
    struct effect_def *e, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs)
{
	const char *k = e->let_go.text != NULL ? "let-go" : "set-turns-held";

	if (rs->board.places.n <= 0)
		return ERR(*pos, "'%s': %s changes who holds a place of the "
		    "board (board.places) and for how long, and this ruleset "
		    "has none: declare them or take the effect out", path, k);
	if (e->let_go.text != NULL)
		return expr(&e->let_go, path, rs, act, in_roll, errs);
	return expr(&e->set_turns_held.place, path, rs, act, in_roll, errs) +
	    expr(&e->set_turns_held.turns, path, rs, act, in_roll, errs);
}
