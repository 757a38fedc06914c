/* decl_combat_round.c: the ruleset check of the effect combat-round (one
 * round of a declared combat, core/engine/engine_combat_round.c): a
 * combat whose rounds core/combat/ throws (units or values, not a pool
 * of pieces) and the expressions of its sides.  Its cost and its then
 * are checked with the other effects' (decl_check.c), its actor with
 * theirs (decl_repeat.c). */
#include "core/base/fmt_path.h"
#include "core/combat/combat.h"
#include "core/rules/names.h"
#include "core/rules/ruleset.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

static int
side(struct sexpr *x, const char *path, const char *key,
    struct ruleset *rs, const struct action_def *act, int in_roll,
    struct diag_list *errs)
{
	char p[300];

	fmt_path(p, sizeof p, "%.200s.%s", path, key);
	return in_roll ? eng_compile_in(x, p, rs, act, in_roll, 0, errs) :
	    eng_compile_expr(x, p, rs, act, errs);
}

int
eng_check_combat_round(struct ruleset *rs, const struct action_def *act,
    struct eff_combat_round *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs)
{
	int bad = 0;

	if ((x->ci = vec_find(&rs->combats, x->combat)) < 0)
		bad += ERR(*pos, "'%s': no combat '%s': name one of combats, "
		    "or declare it", path, x->combat);
	else if (VEC_AT(rs->combats, struct combat_decl, x->ci)->mode ==
	    COMBAT_POOL)
		bad += ERR(*pos, "'%s': '%s' is a pool of pieces, each "
		    "throwing its own dice in its step; a combat round throws "
		    "a combat of counted units or of values: name one, or "
		    "take the effect out", path, x->combat);
	bad += side(&x->attacker, path, "attacker", rs, act, in_roll, errs);
	bad += side(&x->defender, path, "defender", rs, act, in_roll, errs);
	bad += side(&x->against, path, "against", rs, act, in_roll, errs);
	return bad;
}
