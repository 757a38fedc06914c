/* decl_squad_counts.c: the ruleset check of the effect squad-counts, a
 * party's squad at a numbered zone (its orbit, or a distance space bound
 * for it) given its strikers and carriers, each by an expression, and
 * the goods a word of kind away-cargo or cargo names
 * (core/engine/engine_squad_counts.c). */
#include "core/base/fmt_path.h"
#include "core/rules/names.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

int
eng_check_squad_counts(struct ruleset *rs, const struct action_def *act,
    struct eff_squad_counts *x, const char *path, int i,
    const struct spos *pos, int in_roll, struct diag_list *errs)
{
	char p[300];
	int bad = 0;

	fmt_path(p, sizeof p, "%.200s.%d.squad-counts", path, i);
	x->w_goods = -1;
	if (rs->board.zones.n <= 0 || !rs->mech.colonies.present)
		return ERR(*pos, "'%s': squad-counts sets a squad at one of the "
		    "numbered zones (board.%s, mechanisms.colonies), and this "
		    "ruleset has none: declare them, or take the effect out",
		    p, ZONES_KEY);
	bad += decl_squad_party(rs, &x->party, &x->strikers, &x->carriers,
	    NULL, "set", p, pos, errs);
	if (x->goods != NULL && (x->w_goods = decl_arg_of_kind(act, x->goods,
	    ARG_AWAY_CARGO)) < 0 && (x->w_goods = decl_arg_of_kind(act,
	    x->goods, ARG_CARGO)) < 0)
		bad += ERR(*pos, "'%s': goods '%s' is no word of the action of "
		    "kind away-cargo or cargo, whose goods the squad carries: "
		    "'goods: WORD'", p, x->goods);
	/* a key left out compiles to nothing */
	bad += eng_compile_key(&x->at, p, "at", rs, act, in_roll, errs);
	bad += eng_compile_key(&x->party, p, "party", rs, act, in_roll,
	    errs);
	bad += eng_compile_key(&x->away, p, "away", rs, act, in_roll, errs);
	bad += eng_compile_key(&x->strikers, p, "strikers", rs, act, in_roll,
	    errs);
	bad += eng_compile_key(&x->carriers, p, "carriers", rs, act, in_roll,
	    errs);
	return bad;
}
