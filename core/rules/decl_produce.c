/* decl_produce.c: the ruleset check of the effects that work on every
 * numbered zone at once, produce and replenish-neutrals
 * (core/engine/engine_replenish.c): the zones with producers and neutrals
 * (board.zones, mechanisms.colonies) must be there; produce, of a text
 * of before, is left only where its declaration could not be written
 * (core/rules/ruleset_produce.c); and rank-choosers, of a text of before,
 * left only where its declaration on rank-players could not be written
 * (core/rules/ruleset_choosers.c). */
#include <string.h>

#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

int
eng_check_zones_effect(const struct ruleset *rs, const char *eff,
    const char *path, const struct spos *pos, struct diag_list *errs)
{
	if (rs->board.zones.n > 0 && rs->mech.colonies.present &&
	    strcmp(eff, "produce") == 0)
		return ERR(*pos, "'%s': produce, in a text of before, is read "
		    "as its declaration (each-region with producer_due and "
		    "refuse, each-player with a gain of producers() times "
		    "output()) where mechanisms.colonies has kinds of "
		    "producer, each with an id an expression can name "
		    "(letters, digits and _) and making such a resource: "
		    "rename them, or write the declaration "
		    "(arbiter-ruleset(5), produce)", path);
	if (rs->board.zones.n > 0 && rs->mech.colonies.present &&
	    strcmp(eff, "replenish-neutrals") == 0)
		return ERR(*pos, "'%s': replenish-neutrals, in a text of "
		    "before, is read as its declaration (each-region with "
		    "replenish_due and replenish) where it stands in a "
		    "list of effects: write the declaration "
		    "(arbiter-ruleset(5), replenish-neutrals)", path);
	if (rs->board.zones.n > 0 && rs->mech.colonies.present)
		return 0;
	return ERR(*pos, "'%s': %s works on the numbered zones with "
	    "producers (board.%s, mechanisms.colonies), and this ruleset has "
	    "none: declare them, or take the effect out", path, eff,
	    ZONES_KEY);
}

int
eng_check_rank_choosers(const struct ruleset *rs, const char *path,
    const struct spos *pos, struct diag_list *errs)
{
	if (rs->board.zones.n > 0 && rs->mech.colonies.present &&
	    rs->mech.chosen_order.present)
		return ERR(*pos, "'%s': rank-choosers, in a text of before, is "
		    "read as its declaration (rank-players into choosers, a "
		    "criterion for each of mechanisms.chosen-order's, the "
		    "resources of the %s and the kinds of %s named as an "
		    "expression names them), and this text's cannot be "
		    "written: write the declaration (arbiter-ruleset(5), "
		    "rank-players)", path, KEY_STORE, KEY_PRODUCERS);
	return ERR(*pos, "'%s': rank-choosers ranks the players by the "
	    "criteria of mechanisms.chosen-order, measured on the numbered "
	    "zones (board.%s, mechanisms.colonies), and this ruleset has "
	    "none: declare them, or take the effect out", path, ZONES_KEY);
}
