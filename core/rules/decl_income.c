/* decl_income.c: the ruleset check of the effects count-held and
 * unit-income (what a player's turn brings when it begins,
 * core/engine/engine_held.c and engine_income.c): the places or the
 * mechanism each reads, an actor, and for unit-income units whose pieces
 * stand on a board; and of action-points, an effect of before, declared
 * now (ruleset_ap_decl.c reads a text of before so), always refused. */
#include "core/rules/ruleset.h"
#include "core/rules/names.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

int
eng_check_turn_income(const struct ruleset *rs, const struct action_def *act,
    const struct effect_def *e, const char *path, const struct spos *pos,
    struct diag_list *errs)
{
	int bad = 0;

	(void)act;	/* of no actor (no-actor), or a phase's begin:
			 * decl_actor_effect says the effect acts for one */

	if (e->count_held && rs->board.places.n <= 0)
		bad += ERR(*pos, "'%s': count-held counts the turns the actor "
		    "holds places of the board (board.places), and this "
		    "ruleset has none: declare them, or take the effect out",
		    path);
	if (e->action_points && !rs->mech.ap.present)
		bad += ERR(*pos, "'%s': action-points gives the actor the "
		    "action points of 'mechanisms.action-points', and this "
		    "ruleset has none: declare it ({resource: RES, per-turn: "
		    "N}), or take the effect out", path);
	else if (e->action_points)	/* a text of before reaches the
					 * check with it only where the
					 * upgrade (ruleset_ap_decl.c) did
					 * not run */
		bad += ERR(*pos, "'%s': the action points of a turn are "
		    "declared now (set with mechanism, extra_ap and holds, "
		    "said with @regionterms: arbiter-ruleset(5)): write the "
		    "declaration, or take the effect out", path);
	if (e->unit_income && !rs->mech.unit_income.present)
		bad += ERR(*pos, "'%s': unit-income pays the income of the "
		    "actor's units as 'mechanisms.unit-income' says, and this "
		    "ruleset has none: declare it ({resource: RES}), or take "
		    "the effect out", path);
	if (e->unit_income && (rs->units.n <= 0 || !eng_has_board(rs)))
		bad += ERR(*pos, "'%s': unit-income pays the actor's units on "
		    "the board, and this ruleset has %s: declare them, or "
		    "take the effect out", path, rs->units.n <= 0 ?
		    "no units (units)" : "no board (board.regions or "
		    "board.places)");
	return bad;
}
