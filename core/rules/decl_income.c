/* decl_income.c: the ruleset check of count-held, action-points and
 * unit-income, what a player's turn brought when it began in a text of
 * before, declared now (ruleset_held.c, ruleset_ap_decl.c and
 * ruleset_unit_income.c read a text of before so): always refused. */
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

	if (EK_IS(e, count_held) && rs->board.places.n <= 0)
		bad += ERR(*pos, "'%s': count-held counts the turns the actor "
		    "holds places of the board (board.places), and this "
		    "ruleset has none: declare them, or take the effect out",
		    path);
	else if (EK_IS(e, count_held))	/* a text of before reaches the check
				 * with it only where the upgrade
				 * (ruleset_held.c) did not run */
		bad += ERR(*pos, "'%s': the turns a place is held are counted "
		    "by declarations now (each-region, set-turns-held, "
		    "turns_held, hold_needed and declare-winner: "
		    "arbiter-ruleset(5)): write them, or take the effect out",
		    path);
	if (EK_IS(e, action_points) && !rs->mech.ap.present)
		bad += ERR(*pos, "'%s': action-points gives the actor the "
		    "action points of 'mechanisms.action-points', and this "
		    "ruleset has none: declare it ({resource: RES, per-turn: "
		    "N}), or take the effect out", path);
	else if (EK_IS(e, action_points))	/* a text of before reaches the
					 * check with it only where the
					 * upgrade (ruleset_ap_decl.c) did
					 * not run */
		bad += ERR(*pos, "'%s': the action points of a turn are "
		    "declared now (set with mechanism, extra_ap and holds, "
		    "said with @regionterms: arbiter-ruleset(5)): write the "
		    "declaration, or take the effect out", path);
	if (EK_IS(e, unit_income) && !rs->mech.unit_income.present)
		bad += ERR(*pos, "'%s': unit-income pays the income of the "
		    "actor's units as 'mechanisms.unit-income' says, and this "
		    "ruleset has none: declare it ({resource: RES}), or take "
		    "the effect out", path);
	if (EK_IS(e, unit_income) && (rs->units.n <= 0 || !eng_has_board(rs)))
		bad += ERR(*pos, "'%s': unit-income pays the actor's units on "
		    "the board, and this ruleset has %s: declare them, or "
		    "take the effect out", path, rs->units.n <= 0 ?
		    "no units (pieces with 'tracked: true')" : "no board "
		    "(board.regions or board.places)");
	if (bad == 0 && EK_IS(e, unit_income))	/* the upgrade
					 * (ruleset_unit_income.c) did not
					 * run: no counted deck, a resource
					 * a line cannot name, a says */
		bad += ERR(*pos, "'%s': what the units bring is declared now "
		    "(a gain of sum_pieces over the actor's units, said with "
		    "@piecevalues, and a draw: arbiter-ruleset(5)), which a "
		    "text of before gets at load only with a counted deck, "
		    "a resource named by a plain id and no says of its own: "
		    "write the declaration or take unit-income out", path);
	return bad;
}
