/* decl_move_units.c: the ruleset check of the effect move-units, the
 * actor's units of a word of kind piece-counts moved from one territory
 * word to another (core/engine/engine_move_units.c): a map of territories
 * with pieces, its three words of their kinds, none taking 'none', and
 * the verb its refusals name the move by. */
#include "core/rules/names.h"
#include "core/rules/ruleset.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

/* Does word w (a place, or -1) of act take 'none'? */
static int
takes_none(const struct action_def *act, int w)
{
	return w >= 0 && VEC_AT(act->args, struct arg_def, w)->none;
}

int
eng_check_move_units(const struct ruleset *rs, const struct action_def *act,
    struct eff_move_units *x, const char *p, const struct spos *pos,
    struct diag_list *errs)
{
	int bad = 0;

	if (!rs->mech.territories.present || rs->pieces.n <= 0)
		return ERR(*pos, "'%s': units move between territories of a "
		    "map, and the ruleset has none with pieces: declare "
		    "mechanisms.territories and pieces, or take the effect "
		    "out", p);
	if (act == NULL || act->no_actor)
		bad += ERR(*pos, "'%s': move-units moves the actor's units, "
		    "and nobody acts here: use it in an action with an actor "
		    "(no no-actor), or take it out", p);
	bad += decl_effect_word(act, "move-units", x->from, ARG_TERRITORY,
	    "from", &x->w_from, p, pos, errs);
	bad += decl_effect_word(act, "move-units", x->to, ARG_TERRITORY,
	    "to", &x->w_to, p, pos, errs);
	bad += decl_effect_word(act, "move-units", x->units, ARG_PIECE_COUNTS,
	    "units", &x->w_units, p, pos, errs);
	if (takes_none(act, x->w_units))
		bad += ERR(*pos, "'%s': the units '%s' take 'none', and a move "
		    "moves some: take 'none: true' off the word", p, x->units);
	if (takes_none(act, x->w_from) || takes_none(act, x->w_to))
		bad += ERR(*pos, "'%s': a move goes from a territory to "
		    "another, and '%s' or '%s' takes 'none': take 'none: true' "
		    "off the word", p, x->from, x->to);
	if (x->verb[0] == '\0')
		bad += ERR(*pos, "'%s': 'verb' names the move in its refusals "
		    "(\"march\": \"Scouts cannot march from ...\"), and it is "
		    "empty", p);
	return bad;
}
