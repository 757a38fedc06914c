/* decl_reinforce.c: the ruleset check of the effect reinforce, a player's
 * squad in a numbered zone's orbit and the zone's militia added to, each
 * by an expression (core/engine/engine_reinforce.c). */
#include "core/base/fmt_path.h"
#include "core/rules/names.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

int
eng_check_reinforce(struct ruleset *rs, const struct action_def *act,
    struct eff_reinforce *x, const char *path, int i, const struct spos *pos,
    int in_roll, struct diag_list *errs)
{
	char p[300];
	int bad = 0;

	fmt_path(p, sizeof p, "%.200s.%d.reinforce", path, i);
	if (rs->board.zones.n <= 0 || !rs->mech.colonies.present)
		return ERR(*pos, "'%s': reinforce adds to a squad in the orbit "
		    "of one of the numbered zones (board.%s, "
		    "mechanisms.colonies) or to its militia, and this ruleset "
		    "has none: declare them, or take the effect out", p,
		    ZONES_KEY);
	if (x->strikers.text == NULL && x->carriers.text == NULL &&
	    x->militia.text == NULL)
		bad += ERR(*pos, "'%s': reinforce adds nothing: give "
		    "strikers, carriers or militia (an expression each)", p);
	if (x->player.text == NULL && rs->no_actor != NULL &&
	    (x->strikers.text != NULL || x->carriers.text != NULL))
		bad += ERR(*pos, "'%s': without 'player' the squad reinforced "
		    "is the actor's, and %s, or give 'player' (an expression)",
		    p, rs->no_actor);
	bad += eng_compile_key(&x->at, p, "at", rs, act, in_roll, errs);
	if (x->player.text != NULL)
		bad += eng_compile_key(&x->player, p, "player", rs, act,
		    in_roll, errs);
	if (x->strikers.text != NULL)
		bad += eng_compile_key(&x->strikers, p, "strikers", rs, act,
		    in_roll, errs);
	if (x->carriers.text != NULL)
		bad += eng_compile_key(&x->carriers, p, "carriers", rs, act,
		    in_roll, errs);
	if (x->militia.text != NULL)
		bad += eng_compile_key(&x->militia, p, "militia", rs, act,
		    in_roll, errs);
	return bad;
}
