/* decl_morale.c: the ruleset checks of what a beaten side in a numbered
 * zone's orbit meets: the effect set-morale, a player's morale counter of
 * a force put up or taken off (core/engine/engine_morale.c; the counters
 * kept on a board of numbered zones, the force one of its kinds of piece,
 * the player and whether it goes up expressions), and the effect
 * flee-home, a squad flown home (core/engine/engine_flee_home.c; squads
 * on numbered zones with mechanisms.flight, the party and the zone
 * expressions). */
#include "core/rules/names.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

int
eng_check_set_morale(struct ruleset *rs, const struct action_def *act,
    struct eff_set_morale *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs)
{
	int bad = 0;

	if (rs->board.zones.n <= 0)
		return ERR(*pos, "'%s': the morale counters are kept on a "
		    "board of numbered zones (board.%s), and this ruleset has "
		    "none: declare them or take the effect out", path,
		    ZONES_KEY);
	if ((x->fi = eng_morale_force(x->force)) < 0)
		bad += ERR(*pos, "'%s.force': '%s' is no force: one of %s, %s "
		    "and %s", path, x->force != NULL ? x->force : "",
		    eng_morale_forces[0], eng_morale_forces[1],
		    eng_morale_forces[2]);
	bad += eng_compile_key(&x->player, path, "player", rs, act, in_roll,
	    errs);
	bad += eng_compile_key(&x->up, path, "up", rs, act, in_roll,
	    errs);
	return bad;
}

int
eng_check_flee_home(struct ruleset *rs, const struct action_def *act,
    struct eff_flee_home *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs)
{
	int bad = 0;

	if (rs->board.zones.n <= 0 || !rs->mech.flight.present)
		return ERR(*pos, "'%s': a squad flees home from a numbered "
		    "zone's orbit as mechanisms.flight says, and this ruleset "
		    "has %s: declare %s or take the effect out", path,
		    rs->board.zones.n <= 0 ? "no numbered zones" :
		    "no mechanisms.flight", rs->board.zones.n <= 0 ?
		    "board." ZONES_KEY : "mechanisms.flight");
	bad += eng_compile_key(&x->party, path, "party", rs, act, in_roll,
	    errs);
	bad += eng_compile_key(&x->from, path, "from", rs, act, in_roll,
	    errs);
	return bad;
}
