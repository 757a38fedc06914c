/* decl_landing.c: the ruleset check of the effect landing, the outcome of
 * a landing fought at the table (core/engine/engine_landing.c): its words,
 * of their kinds, whether it was captured, a player who acts, and the
 * numbered zones with mechanisms.landing whose carriers land. */
#include "core/rules/names.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

int
eng_check_landing(const struct ruleset *rs, const struct action_def *act,
    struct eff_landing *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs)
{
	int bad;

	x->w_at = x->w_lost = x->w_militia = -1;
	if (act == NULL)
		return ERR(*pos, "'%s': landing takes the words of an action "
		    "(a numbered zone and two numbers); a phase has none",
		    path);
	bad = decl_effect_word(act, "landing", x->at, ARG_REGION, "at",
	    &x->w_at, path, pos, errs) + decl_effect_word(act, "landing",
	    x->lost, ARG_NUMBER, "lost", &x->w_lost, path, pos, errs) +
	    decl_effect_word(act, "landing", x->militia, ARG_NUMBER,
	    "militia", &x->w_militia, path, pos, errs);
	bad += in_roll ? eng_compile_rolled(&x->captured, path, rs, act,
	    errs) : eng_compile_expr(&x->captured, path, rs, act, errs);
	if (act->no_actor)
		bad += ERR(*pos, "'%s': landing is the landing of the player "
		    "who acts, and the action has no actor (no-actor): take "
		    "'no-actor' out", path);
	if (rs->board.zones.n == 0 || !rs->mech.colonies.present ||
	    !rs->mech.landing.present)
		bad += ERR(*pos, "'%s': landing lands the carriers of a squad "
		    "on one of the numbered zones (board.%s, "
		    "mechanisms.colonies) as mechanisms.landing says, and this "
		    "ruleset has none of that: declare them, or take the "
		    "effect out", path, ZONES_KEY);
	return bad;
}
