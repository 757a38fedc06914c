/* decl_lay.c: the ruleset check of the words of kind layout (PLACE TYPE
 * pairs, or random: every word left) and of the effect lay-tiles that
 * reads them (core/engine/engine_lay.c). */
#include <stddef.h>
#include <string.h>

#include "core/rules/ruleset.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

int
eng_check_layout_word(const struct ruleset *rs, const struct action_def *a,
    const char *id, int k, struct diag_list *errs)
{
	const struct arg_def *x = VEC_AT(a->args, struct arg_def, k);

	(void)rs;	/* the effect says what the ruleset needs */
	if (decl_word_last(a, id, k, errs))
		return 1;
	if (decl_word_read(a, x->name, offsetof(struct effect_def,
	    lay_tiles.tiles)))
		return 0;
	return ERR(a->args.pos[k], "'actions.%s.args': the tiles '%s' are "
	    "laid by the effect lay-tiles of the action, and none does: add "
	    "'lay-tiles: {tiles: %s}' to its effects", id, x->name, x->name);
}

int
eng_check_lay_tiles(const struct ruleset *rs, const struct action_def *act,
    struct eff_lay *x, const char *path, const struct spos *pos,
    struct diag_list *errs)
{
	if (!rs->mech.territories.present || rs->tiles.n <= 0)
		return ERR(*pos, "'%s': tiles are laid on a map of territories, "
		    "and the ruleset has none: declare mechanisms.territories "
		    "and its tiles, or take the effect out", path);
	return decl_effect_word(act, "lay-tiles", x->tiles, ARG_LAYOUT,
	    "tiles", &x->w_tiles, path, pos, errs);
}
