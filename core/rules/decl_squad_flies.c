/* decl_squad_flies.c: the ruleset check of the effect squad-flies, some
 * of a party's squad in the orbit of a numbered zone flying along the
 * distance table to another, each count an expression, its goods a word
 * of kind cargo (core/engine/engine_squad_flies.c). */
#include "core/base/fmt_path.h"
#include "core/rules/names.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

int
eng_check_squad_flies(struct ruleset *rs, const struct action_def *act,
    struct eff_squad_flies *x, const char *path, int i,
    const struct spos *pos, int in_roll, struct diag_list *errs)
{
	char p[300];
	int bad = 0;

	fmt_path(p, sizeof p, "%.200s.%d.squad-flies", path, i);
	x->w_goods = -1;
	if (rs->board.zones.n <= 0 || !rs->mech.colonies.present ||
	    rs->board.distances.rows.n == 0)
		return ERR(*pos, "'%s': squad-flies sends a squad between the "
		    "numbered zones (board.%s, mechanisms.colonies) along "
		    "their distance table (board.distances), and this ruleset "
		    "has none: declare them, or take the effect out", p,
		    ZONES_KEY);
	bad += decl_squad_party(rs, &x->party, &x->strikers, &x->carriers,
	    "squad-flies sends nothing", "that flies", p, pos, errs);
	if (x->goods != NULL && (x->w_goods = decl_arg_of_kind(act, x->goods,
	    ARG_CARGO)) < 0)
		bad += ERR(*pos, "'%s': goods '%s' is no word of the action of "
		    "kind cargo, whose goods fly along: 'goods: WORD'", p,
		    x->goods);
	/* a key left out compiles to nothing */
	bad += eng_compile_key(&x->from, p, "from", rs, act, in_roll, errs);
	bad += eng_compile_key(&x->to, p, "to", rs, act, in_roll, errs);
	bad += decl_squad_compile(rs, act, &x->party, &x->strikers,
	    &x->carriers, p, in_roll, errs);
	return bad;
}
