/* decl_zone_holder.c: the ruleset check of the effect zone-holder, a numbered
 * zone's militia, owner and replenishing mark set, each by an expression
 * (core/engine/engine_zone_holder.c). */
#include "core/base/fmt_path.h"
#include "core/rules/names.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

int
eng_check_zone_holder(struct ruleset *rs, const struct action_def *act,
    struct eff_zone_holder *x, const char *path, int i, const struct spos *pos,
    int in_roll, struct diag_list *errs)
{
	char p[300];
	int bad = 0;

	fmt_path(p, sizeof p, "%.200s.%d.zone-holder", path, i);
	if (rs->board.zones.n <= 0 || !rs->mech.colonies.present)
		return ERR(*pos, "'%s': zone-holder sets one of the numbered "
		    "zones (board.%s, mechanisms.colonies), and this ruleset "
		    "has none: declare them, or take the effect out", p,
		    ZONES_KEY);
	if (x->militia.text == NULL && x->owner.text == NULL &&
	    x->replenish.text == NULL)
		bad += ERR(*pos, "'%s': zone-holder sets nothing: give militia, "
		    "owner or replenish (an expression each)", p);
	/* a key left out compiles to nothing */
	bad += eng_compile_key(&x->at, p, "at", rs, act, in_roll, errs);
	bad += eng_compile_key(&x->militia, p, "militia", rs, act, in_roll,
	    errs);
	bad += eng_compile_key(&x->owner, p, "owner", rs, act, in_roll,
	    errs);
	bad += eng_compile_key(&x->replenish, p, "replenish", rs, act, in_roll,
	    errs);
	return bad;
}
