/* decl_build.c: the ruleset check of the effect build
 * (core/engine/engine_build.c): a map of territories with pieces, its
 * territory and piece-counts words, its player and, when given, whether
 * the player builds any number at its home. */
#include "core/rules/names.h"
#include "core/rules/ruleset.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

int
eng_check_build(const struct ruleset *rs, const struct action_def *act,
    struct eff_build *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs)
{
	int bad;

	if (!rs->mech.territories.present || rs->pieces.n <= 0)
		return ERR(*pos, "'%s': pieces are built on a map of "
		    "territories, and the ruleset has %s: declare "
		    "mechanisms.territories and pieces, or take the effect "
		    "out", path, rs->mech.territories.present ? "no pieces" :
		    "none");
	bad = decl_effect_word(act, "build", x->at, ARG_TERRITORY, "place",
	    &x->w_at, path, pos, errs);
	bad += decl_effect_word(act, "build", x->pieces, ARG_PIECE_COUNTS,
	    "pieces", &x->w_pieces, path, pos, errs);
	bad += in_roll ? eng_compile_rolled(&x->player, path, rs, act, errs) :
	    eng_compile_expr(&x->player, path, rs, act, errs);
	if (x->unlimited.text != NULL)
		bad += in_roll ? eng_compile_rolled(&x->unlimited, path, rs,
		    act, errs) : eng_compile_expr(&x->unlimited, path, rs, act,
		    errs);
	return bad;
}
