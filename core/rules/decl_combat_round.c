/* decl_combat_round.c: the ruleset check of the effect combat-round (one
 * round of a declared combat, core/engine/engine_combat_round.c): a
 * combat whose rounds core/combat/ throws (units or values, not a pool
 * of pieces) and the expressions of its sides, their extra dice only
 * where the side has a die.  Its cost and its then
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

/* Extra dice are the side's die: a contest's side of a value alone has
 * none to throw. */
static int
extra_die(const struct combat_decl *c, const struct eff_combat_round *x,
    const char *path, const struct spos *pos, struct diag_list *errs)
{
	const struct sexpr *extra[2] = { &x->attacker_extra,
	    &x->defender_extra };
	int bad = 0;

	for (int s = 0; s < 2; s++)
		if (extra[s]->text != NULL && c->mode == COMBAT_CONTEST &&
		    c->side[s].dice.text == NULL)
			bad += ERR(*pos, "'%s': the %s of the contest '%s' is "
			    "its value alone, with no die to throw its %s: "
			    "give the combat's %s dice and a die, or take the "
			    "key out", path, s ? "defender" : "attacker",
			    c->name, s ? "defender-extra" : "attacker-extra",
			    s ? "defender" : "attacker");
	return bad;
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
	bad += side(&x->attacker_extra, path, "attacker-extra", rs, act,
	    in_roll, errs);
	bad += side(&x->defender_extra, path, "defender-extra", rs, act,
	    in_roll, errs);
	if (x->ci >= 0)
		bad += extra_die(VEC_AT(rs->combats, struct combat_decl,
		    x->ci), x, path, pos, errs);
	return bad;
}
