/* decl_seize.c: the ruleset check of a word of kind sources
 * (LAND:N[,LAND:N...], every word left: regions of the board, an orbit
 * board's lands or any other, as a region word names them), of the
 * effects that read it, each-source and take-sources, and of the effect
 * seize of a text of before (a land attacked with one opposed roll,
 * declared at load: ruleset_seize.c): the lands of an orbit board to
 * attack, mechanisms.attack for the roll and its price, an actor who
 * attacks, the words of their kinds. */
#include <stddef.h>
#include <string.h>

#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

/* Has rs lands to attack, on an orbit board (their number may be unknown
 * until an overlay gives it)? */
static int
has_lands(const struct ruleset *rs)
{
	return rs->nlands > 0 || rs->board.bodies.n > 0;
}

/* Has rs regions a word of kind sources may name: an orbit board's
 * lands, board.regions, tiles laid or numbered zones, as a word of kind
 * region? */
static int
has_regions(const struct ruleset *rs)
{
	return has_lands(rs) || rs->board.regions.n > 0 ||
	    rs->mech.territories.present || rs->board.zones.n > 0;
}

int
eng_check_sources_word(const struct ruleset *rs, const struct action_def *a,
    const char *id, int k, struct diag_list *errs)
{
	const struct arg_def *x = VEC_AT(a->args, struct arg_def, k);
	int bad = 0;

	if (!has_regions(rs))
		bad += ERR(a->args.pos[k], "'actions.%s.args': '%s' is of kind "
		    "sources, regions of the board (board.regions, an orbit "
		    "board's lands: board.%s, tiles laid or zones) with their "
		    "units, and this ruleset has none: declare them, or give "
		    "the word another kind", id, x->name, KEY_BODIES);
	bad += decl_word_last(a, id, k, errs);
	if (!decl_word_read(a, x->name, offsetof(struct effect_def,
	    seize.from)) && !decl_word_read(a, x->name,
	    offsetof(struct effect_def, each_source.word)))
		bad += ERR(a->args.pos[k], "'actions.%s.args': the words '%s' "
		    "are read by an effect each-source of the action, and "
		    "none does: add 'each-source: {word: %s, then: [...]}' to "
		    "its effects", id, x->name, x->name);
	return bad;
}

int
eng_check_sources_effect(const struct action_def *act, struct effect_def *e,
    const char *path, const struct spos *pos, struct diag_list *errs)
{
	const char *eff = EK_IS(e, each_source) ? "each-source" :
	    "take-sources";
	char *word = EK_IS(e, each_source) ? e->each_source.word :
	    e->take_sources.word;
	int *at = EK_IS(e, each_source) ? &e->each_source.w :
	    &e->take_sources.w;

	*at = -1;
	if (act == NULL)
		return ERR(*pos, "'%s': %s reads the lands of a word of the "
		    "action of kind sources; a phase has no words", path, eff);
	return decl_effect_word(act, eff, word, ARG_SOURCES, "word", at,
	    path, pos, errs);
}

int
eng_check_seize(const struct ruleset *rs, const struct action_def *act,
    struct eff_seize *x, const char *path, const struct spos *pos,
    struct diag_list *errs)
{
	int bad;

	x->w_target = x->w_from = -1;
	if (act == NULL)
		return ERR(*pos, "'%s': seize takes the words of an action (a "
		    "land and the lands it is attacked from); a phase has "
		    "none", path);
	bad = decl_effect_word(act, "seize", x->target, ARG_REGION, "target",
	    &x->w_target, path, pos, errs) +
	    decl_effect_word(act, "seize", x->from, ARG_SOURCES, "from",
	    &x->w_from, path, pos, errs);
	if (x->w_target >= 0 && VEC_AT(act->args, struct arg_def,
	    x->w_target)->joined)
		bad += ERR(*pos, "'%s': the word '%s' is joined to the word "
		    "before it; the land attacked is a word of its own", path,
		    x->target);
	if (act->no_actor)
		bad += ERR(*pos, "'%s': seize attacks for the player whose "
		    "turn it is, and the action has no actor (no-actor): take "
		    "'no-actor' out", path);
	if (!has_lands(rs))
		bad += ERR(*pos, "'%s': seize attacks a land of an orbit board "
		    "(board.%s), and this ruleset has none: declare one, or "
		    "take the effect out", path, KEY_BODIES);
	if (!rs->mech.attack.present)
		bad += ERR(*pos, "'%s': seize rolls the combat of "
		    "'mechanisms.attack' and charges its cost, and this "
		    "ruleset has none: declare it ({resource: RES, cost: N, "
		    "combat: COMBAT}), or take the effect out", path);
	return bad;
}
