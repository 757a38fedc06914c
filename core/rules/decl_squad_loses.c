/* decl_squad_loses.c: the ruleset check of the effect squad-loses, a
 * party's squad in a numbered zone's orbit losing strikers and carriers,
 * each by an expression (core/engine/engine_squad_loses.c). */
#include "core/base/fmt_path.h"
#include "core/rules/names.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

int
eng_check_squad_loses(struct ruleset *rs, const struct action_def *act,
    struct eff_squad_loses *x, const char *path, int i,
    const struct spos *pos, int in_roll, struct diag_list *errs)
{
	char p[300];
	int bad = 0;

	fmt_path(p, sizeof p, "%.200s.%d.squad-loses", path, i);
	if (rs->board.zones.n <= 0 || !rs->mech.colonies.present)
		return ERR(*pos, "'%s': squad-loses takes pieces off a squad "
		    "in the orbit of one of the numbered zones (board.%s, "
		    "mechanisms.colonies), and this ruleset has none: declare "
		    "them, or take the effect out", p, ZONES_KEY);
	bad += decl_squad_party(rs, &x->party, &x->strikers, &x->carriers,
	    "squad-loses takes nothing off", "that loses", p, pos, errs);
	/* a key left out compiles to nothing */
	bad += eng_compile_key(&x->at, p, "at", rs, act, in_roll, errs);
	bad += decl_squad_compile(rs, act, &x->party, &x->strikers,
	    &x->carriers, p, in_roll, errs);
	return bad;
}
