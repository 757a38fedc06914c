/* engine_hand_played.c: move-cards to played, a player's whole hand
 * (drawn unseen from the deck of hands: the cards certain to be in it and
 * more unseen) put under the numbered sites of the round as a word of
 * kind items names them (cards under site heads), checked against what the player could have
 * drawn ("move-cards: {deck: DECK, from: hand, to: played, player: who,
 * cards: cards}").  Its lines and --json members are those of the
 * program's commit of before (eng_hand_commit), then its says; the action's requirements say who may
 * (Albedo's: not committed(player)). */
#include "core/engine/engine.h"
#include "core/act/act.h"
#include "core/engine/engine_cards.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_report.h"

#include "core/state/state.h"

int
eng_hand_played(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	const struct eff_move_cards *x = &e->move_cards;
	long p;
	int st;

	if (x->w_player >= 0)
		p = ev->args[x->w_player];
	else if ((st = eng_eval(&x->player, ev, &p, a->d)))
		return st;
	if (p < 0 || p >= a->st->nplayers)
		return refuse(a, "nobody's hand goes under the %s",
		    sites_word(a->rs));
	if ((st = eng_hand_commit(a, (int)p, x->w_cards, ev)))
		return st;
	return e->says != NULL ? eng_say(a, &e->tsays, ev) : ST_OK;
}
