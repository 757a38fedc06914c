/* decl_combat_side.c: the ruleset check of the effects hold-back and
 * remain, a player's word in the dice-pool combat on the map of
 * territories (core/engine/engine_combat_side.c): the combat is there to
 * be read, and the player is a word of the action that names one. */
#include "core/rules/ruleset.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

int
eng_check_combat_side(const struct ruleset *rs, const struct action_def *act,
    struct eff_combat_side *x, const char *name, const char *p,
    const struct spos *pos, struct diag_list *errs)
{
	int bad;

	if (!rs->mech.territories.present || !rs->mech.dicepool.present)
		return ERR(*pos, "'%s': %s speaks in the dice-pool combat on a "
		    "map of territories, and the ruleset has none: declare "
		    "mechanisms.territories and mechanisms.dice-pool, or take "
		    "the effect out", p, name);
	bad = decl_effect_word(act, name, x->player, ARG_PLAYER, "player",
	    &x->w_player, p, pos, errs);
	if (x->w_player >= 0 && VEC_AT(act->args, struct arg_def,
	    x->w_player)->none)
		bad += ERR(*pos, "'%s': the player '%s' takes 'none', and %s "
		    "needs one who is in the combat: take 'none: true' off "
		    "the word", p, x->player, name);
	return bad;
}
