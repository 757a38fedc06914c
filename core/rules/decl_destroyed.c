/* decl_destroyed.c: the ruleset check of what a pool combat's destroyed
 * may hold (combats.*.destroyed, core/engine/engine_destroyed.c): its
 * effects are carried out while the hits of a step are being given unit
 * by unit, so only those that leave the combat as it is (the pieces on
 * its territory, the phase, the turn) may be among them: say, gain, set,
 * if (with the same in its then and else) and take-hostage. */
#include "core/base/fmt_path.h"
#include "core/rules/ruleset.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

int
eng_check_destroyed_kinds(const struct vec *v, const char *path,
    struct diag_list *errs)
{
	char p[300];
	int bad = 0;

	for (int i = 0; i < v->n; i++) {
		const struct effect_def *e = VEC_AT(*v, struct effect_def, i);
		if (e->cond.present) {
			fmt_path(p, sizeof p, "%.200s.%d.if.then", path, i + 1);
			bad += eng_check_destroyed_kinds(&e->cond.then, p,
			    errs);
			fmt_path(p, sizeof p, "%.200s.%d.if.else", path, i + 1);
			bad += eng_check_destroyed_kinds(&e->cond.otherwise, p,
			    errs);
			continue;
		}
		if (e->say != NULL || e->gain.n > 0 || e->set.n > 0 ||
		    e->take_hostage.text != NULL)
			continue;
		bad += ERR(v->pos[i], "'%s.%d': the effects of destroyed are "
		    "carried out while a step's hits are given unit by unit, "
		    "and only say, gain, set, if and take-hostage leave the "
		    "combat as it is: put the effect after the action's "
		    "assign-hits or settle-hits instead", path, i + 1);
	}
	return bad;
}
