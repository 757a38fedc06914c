/* decl_units.c: the ruleset check of the words of kind piece-counts
 * (PIECE:N[,...], or none) and of the effect set-units that reads them
 * (core/engine/engine_units.c). */
#include <stddef.h>
#include <string.h>

#include "core/rules/names.h"
#include "core/rules/ruleset.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

int
eng_check_counts_word(const struct ruleset *rs, const struct action_def *a,
    const char *id, int k, struct diag_list *errs)
{
	const struct arg_def *x = VEC_AT(a->args, struct arg_def, k);

	if (rs->pieces.n <= 0)
		return ERR(a->args.pos[k], "'actions.%s.args': a piece-counts "
		    "word counts the kinds of piece (pieces), and this "
		    "ruleset has none: declare pieces", id);
	if (a->repeat > 0)
		return ERR(a->args.pos[k], "'actions.%s.args': '%s' is of kind "
		    "piece-counts, which the effect set-units, "
		    "move-units or add-units reads in its place: it is no "
		    "word of an action with repeat", id, x->name);
	if (decl_word_read(a, x->name, offsetof(struct effect_def,
	    set_units.units)) || decl_word_read(a, x->name, offsetof(struct effect_def,
	    move_units.units)) || decl_word_read(a, x->name,
	    offsetof(struct effect_def, add_units.units)))
		return 0;
	return ERR(a->args.pos[k], "'actions.%s.args': the units '%s' are "
	    "read by an effect set-units, move-units or "
	    "add-units of the action, and none does: add 'set-units: {player: "
	    "EXPR, at: WORD, units: %s}' or 'add-units: {player: EXPR, at: "
	    "WORD, units: %s}' to its effects", id, x->name, x->name, x->name);
}

int
eng_check_set_units(const struct ruleset *rs, const struct action_def *act,
    struct eff_units *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs)
{
	int bad;

	if (!rs->mech.territories.present)
		return ERR(*pos, "'%s': units are set on a map of territories, "
		    "and the ruleset has none: declare mechanisms.territories "
		    "or take the effect out", path);
	bad = decl_effect_word(act, "set-units", x->at, ARG_TERRITORY,
	    "place", &x->w_at, path, pos, errs);
	bad += decl_effect_word(act, "set-units", x->units, ARG_PIECE_COUNTS,
	    "units", &x->w_units, path, pos, errs);
	bad += in_roll ? eng_compile_rolled(&x->player, path, rs, act, errs) :
	    eng_compile_expr(&x->player, path, rs, act, errs);
	return bad;
}
