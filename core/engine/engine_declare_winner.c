/* engine_declare_winner.c: the effect declare-winner, the game over and
 * won by the player its expression gives ("- declare-winner:
 * best_player(resource(vp, who))": the one with the most victory points,
 * the first of them in the turn order).  It says nothing of its own: the
 * ruleset's says line tells the table ("win check: the game is over: Blue
 * wins with 20 victory points"); --json gets "winner", the player's name.
 * When the expression gives nobody (-1) the game goes on (its line, if
 * any, is said as written); a value that is no player is refused. */
#include "core/engine/engine_int.h"

#include "core/base/json.h"
#include "core/state/state.h"

int
eng_declare_winner(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	long p;
	int st;

	if ((st = eng_eval(&e->declare_winner, ev, &p, a->d)) != ST_OK)
		return st;
	if (p == -1)
		return ST_OK;
	if (p < 0 || p >= a->st->nplayers)
		return diag_set(a->d, ST_DATA, "%s: declare-winner: '%s' is "
		    "%ld, and no player: give a player, such as "
		    "best_player(...)", a->rs->id, e->declare_winner.text, p);
	a->st->winners = 1u << p;
	json_set(a->rep->data, "winner", json_str(pname(a, (int)p)));
	return ST_OK;
}
