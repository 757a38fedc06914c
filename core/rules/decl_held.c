/* decl_held.c: the ruleset check of the effects set-turns-held and let-go
 * (the tenure of a place or a region of the board,
 * core/engine/engine_turns_held.c): the places they change are there,
 * their expressions compile. */
#include "core/rules/names.h"
#include "core/rules/ruleset.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

int
eng_check_held(struct ruleset *rs, const struct action_def *act,
    struct effect_def *e, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs)
{
	const char *k = EK_IS(e, let_go) ? "let-go" : "set-turns-held";

	if (!rs_tenure(rs))
		return ERR(*pos, "'%s': %s changes who holds a place of the "
		    "board (board.places), or a region of board.regions with "
		    "board.tenure, and for how long, and %s or take the "
		    "effect out", path, k, rs_tenure_missing(rs));
	if (EK_IS(e, let_go))
		return eng_compile_key(&e->let_go, path, NULL, rs, act,
		    in_roll, errs);
	return eng_compile_key(&e->set_turns_held.place, path, NULL, rs, act,
	    in_roll, errs) + eng_compile_key(&e->set_turns_held.turns, path,
	    NULL, rs, act, in_roll, errs);
}
