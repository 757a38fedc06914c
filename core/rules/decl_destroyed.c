/* decl_destroyed.c: the ruleset check of what a pool combat's destroyed
 * and over may hold (combats.*.destroyed, combats.*.over,
 * core/engine/engine_destroyed.c): the effects of destroyed are carried
 * out while the hits of a step are being given unit by unit, those of
 * over as the combat ends, within the command that ended it, so only
 * those that leave the combat and the command as they are (the pieces on
 * its territory, the phase, the turn) may be among them: say, gain, set,
 * if (with the same in its then and else) and capture, which the
 * walk of the effects refuses outside destroyed. */
#include "core/base/fmt_path.h"
#include "core/rules/ruleset.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

static int
kinds(const struct vec *v, const char *path, int over,
    struct diag_list *errs)
{
	char p[300];
	int bad = 0;

	for (int i = 0; i < v->n; i++) {
		const struct effect_def *e = VEC_AT(*v, struct effect_def, i);
		if (EK_IS(e, cond)) {
			fmt_path(p, sizeof p, "%.200s.%d.if.then", path, i + 1);
			bad += kinds(&e->cond.then, p, over, errs);
			fmt_path(p, sizeof p, "%.200s.%d.if.else", path, i + 1);
			bad += kinds(&e->cond.otherwise, p, over, errs);
			continue;
		}
		if (EK_IS(e, say) || EK_IS(e, gain) || EK_IS(e, set) ||
		    EK_IS(e, capture))
			continue;
		if (over)
			bad += ERR(v->pos[i], "'%s.%d': the effects of over are "
			    "carried out as the combat ends, within the "
			    "command that ended it, and only say, gain, set "
			    "and if leave that command as it is: put the "
			    "effect after the action's settle-hits, retreat or "
			    "remain instead, under an if whose test is 'not "
			    "fight(on)'", path, i + 1);
		else
			bad += ERR(v->pos[i], "'%s.%d': the effects of "
			    "destroyed are carried out while a step's hits are "
			    "given unit by unit, and only say, gain, set, if "
			    "and capture leave the combat as it is: put "
			    "the effect after the action's assign-hits or "
			    "settle-hits instead", path, i + 1);
	}
	return bad;
}

int
eng_check_destroyed_kinds(const struct vec *v, const char *path,
    struct diag_list *errs)
{
	return kinds(v, path, 0, errs);
}

int
eng_check_over_kinds(const struct vec *v, const char *path,
    struct diag_list *errs)
{
	return kinds(v, path, 1, errs);
}
