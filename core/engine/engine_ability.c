/* engine_ability.c: the effect use-ability, a chief's ability used in a
 * turn.  arbiter charges what an ability costs and does what of it is
 * data (chiefs.*.ability: draw cards, bring a token); its text says the
 * rest, which the GM rules at the table.  An ability that borrows lends
 * its player, for the rest of the turn, the ability of another chief: the
 * effect then uses that one, and that chief's modifiers count for the
 * player's pieces (eng_chiefs_acting).  The ability itself runs as the
 * effect run-ability runs it (eng_ability_run, engine_run_ability.c), and
 * is lent as lend-ability lends it (eng_ability_lend,
 * engine_lend_ability.c). */
#include "core/engine/engine_int.h"

#include "core/state/pieces.h"
#include "core/state/state.h"

#define TRACK(a, i) (&(a)->st->board->track.v[i])

int
eng_use_ability(struct act *a, const struct eff_ability *x,
    const struct eng_eval *ev)
{
	int p = ev->me, l, at;
	const struct chief_def *ld, *lent;

	if (p < 0 || p >= a->st->nplayers)
		return refuse(a, "it is nobody's turn");
	if (a->st->board == NULL || (l = pieces_chief_of(&a->st->pc,
	    a->st->board, p)) < 0)
		return refuse(a, "%s has no %s on the board", pname(a, p),
		    game_word(a, W_CHIEF, 1));
	ld = RS_CHIEF(a->rs, TRACK(a, l)->kind - a->rs->units.n);
	if (!ld->ability.present)
		return refuse(a, "%s has no ability to use (%s)", ld->name,
		    ld->text ? ld->text : "only lasting ones");
	if (TRACK(a, l)->counters > 0)
		return refuse(a, "%s carries %s: its abilities rest until the "
		    "last is gone", ld->name, game_word(a, W_COUNTER, 2));
	at = x->at >= 0 ? (int)ev->args[x->at] : 0;
	if (at > 0 && at < a->argc && ev->act != NULL)
		return eng_ability_lend(a, p, ld, at, a->rs->actions.ids[
		    ev->act - VEC_AT(a->rs->actions, struct action_def, 0)],
		    a->rs->actions.ids[ev->act - VEC_AT(a->rs->actions,
		    struct action_def, 0)]);
	if (a->st->pc.borrowed[p] < 0)
		return eng_ability_run(a, p, ld, NULL);
	lent = RS_CHIEF(a->rs, a->st->pc.borrowed[p]);
	if (!lent->ability.present)
		return refuse(a, "%s has no ability to use (%s); its lasting "
		    "ones count until the turn ends", lent->name, lent->text ?
		    lent->text : "only lasting ones");
	return eng_ability_run(a, p, lent, ld->name);
}
