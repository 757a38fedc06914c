/* decl_lay_tile.c: the ruleset check of the effects lay-tile
 * (core/engine/engine_lay_tile.c: a map of territories with its tiles,
 * its 'at' a word of kind place and its 'tile' a word of kind tile) and
 * lay-random (core/engine/engine_lay_random.c: the map and its tiles),
 * and of the words of kinds place and tile (the map and its tiles; a
 * place's alone keyword on the first word only). */
#include "core/rules/ruleset.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

int
eng_check_lay_tile(const struct ruleset *rs, const struct action_def *act,
    struct eff_lay_tile *x, const char *path, const struct spos *pos,
    struct diag_list *errs)
{
	int bad;

	if (!rs->mech.territories.present || rs->tiles.n <= 0)
		return ERR(*pos, "'%s': a tile is laid on a map of "
		    "territories, and the ruleset has none: declare "
		    "mechanisms.territories and its tiles, or take the effect "
		    "out", path);
	bad = decl_effect_word(act, "lay-tile", x->at, ARG_PLACE, "at",
	    &x->w_at, path, pos, errs);
	bad += decl_effect_word(act, "lay-tile", x->tile, ARG_TILE, "tile",
	    &x->w_tile, path, pos, errs);
	return bad;
}

int
eng_check_lay_random(const struct ruleset *rs, const char *path,
    const struct spos *pos, struct diag_list *errs)
{
	if (!rs->mech.territories.present || rs->tiles.n <= 0)
		return ERR(*pos, "'%s': the rest of the mix is laid on a map "
		    "of territories, and the ruleset has none: declare "
		    "mechanisms.territories and its tiles, or take the effect "
		    "out", path);
	return 0;
}

int
eng_check_place_word(const struct ruleset *rs, const struct action_def *a,
    const char *id, int k, struct diag_list *errs)
{
	const struct arg_def *x = VEC_AT(a->args, struct arg_def, k);
	int bad = 0;

	if (x->alone != NULL && (x->kind != ARG_PLACE || k != 0))
		bad += ERR(a->args.pos[k], "'actions.%s.args': '%s' has "
		    "'alone', which only the first word, of kind place, takes "
		    "(the keyword given as the command's only word): make it "
		    "the first word, of kind place, or drop 'alone'", id,
		    x->name);
	if ((x->kind == ARG_PLACE || x->kind == ARG_TILE) &&
	    (!rs->mech.territories.present || rs->tiles.n <= 0))
		bad += ERR(a->args.pos[k], "'actions.%s.args': '%s' is a "
		    "%s word, which needs a map of territories and its tiles: "
		    "declare mechanisms.territories and tiles", id, x->name,
		    x->kind == ARG_PLACE ? "place" : "tile");
	return bad;
}
