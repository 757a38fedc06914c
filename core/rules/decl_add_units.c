/* decl_add_units.c: the ruleset check of the effect add-units, a player's
 * units of a word of kind piece-counts taken out of the box onto a
 * territory word (core/engine/engine_add_units.c): a map of territories
 * with pieces of which some are units, its two words of their kinds, the
 * territory not taking 'none', its player (and unlimited, with builds
 * only) compiled and, when given, the name of its cost. */
#include "core/rules/names.h"
#include "core/rules/ruleset.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

/* Does the ruleset have a piece that is no building? */
static int
has_units(const struct ruleset *rs)
{
	for (int k = 0; k < rs->pieces.n; k++)
		if (!RS_PIECE(rs, k)->building)
			return 1;
	return 0;
}

/* x compiled, in a roll or not: the number of errors. */
static int
compiled(const struct ruleset *rs, const struct action_def *act,
    struct sexpr *x, const char *p, int in_roll, struct diag_list *errs)
{
	return in_roll ? eng_compile_rolled(x, p, rs, act, errs) :
	    eng_compile_expr(x, p, rs, act, errs);
}

int
eng_check_add_units(const struct ruleset *rs, const struct action_def *act,
    struct eff_add_units *x, const char *p, const struct spos *pos,
    int in_roll, struct diag_list *errs)
{
	int bad;

	if (!rs->mech.territories.present || (!has_units(rs) &&
	    !x->buildings))
		return ERR(*pos, "'%s': units are added on a map of "
		    "territories, and the ruleset has %s: declare "
		    "mechanisms.territories and pieces that are no buildings, "
		    "or take the effect out", p, rs->mech.territories.present ?
		    "no units among its pieces" : "no map of territories");
	bad = decl_effect_word(act, "add-units", x->at, ARG_TERRITORY, "at",
	    &x->w_at, p, pos, errs);
	bad += decl_effect_word(act, "add-units", x->units, ARG_PIECE_COUNTS,
	    "units", &x->w_units, p, pos, errs);
	if (x->w_at >= 0 && VEC_AT(act->args, struct arg_def, x->w_at)->none)
		bad += ERR(*pos, "'%s': units are added on a territory, and "
		    "'%s' takes 'none': take 'none: true' off the word", p,
		    x->at);
	if (x->cost_name != NULL && x->cost_name[0] == '\0')
		bad += ERR(*pos, "'%s': 'cost-name' names the units' cost in "
		    "the refusal of too little (\"this muster\": \"this muster "
		    "costs 3 coins; Ann has 1\"), and it is empty: name it, or "
		    "take it out and nothing is paid", p);
	if (x->unlimited.text != NULL && !x->builds)
		bad += ERR(*pos, "'%s': 'unlimited' lifts what a territory "
		    "builds this step at the player's home, and nothing limits "
		    "it here: add 'builds: true', or take 'unlimited' out", p);
	bad += compiled(rs, act, &x->player, p, in_roll, errs);
	if (x->unlimited.text != NULL)
		bad += compiled(rs, act, &x->unlimited, p, in_roll, errs);
	return bad;
}
