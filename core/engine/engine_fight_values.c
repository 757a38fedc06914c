/* engine_fight_values.c: fight(KEY) and fight_player(PLAYER, KEY) of
 * expressions (names_game.c), the state of the dice-pool combat on a map of
 * territories read without changing it: whether one is on, its step, its
 * dice thrown, its round, the players in it, who assigns hits next (in
 * turn or seat order), who started it, who is left alone on its
 * territory; a player's part in it and his hits not yet assigned;
 * fires_in(KIND, PLAYER), the step a kind of piece fires in. */
#include "core/expr/expr.h"
#include "core/rules/names.h"
#include "core/engine/engine_combat.h"

#include <stdio.h>

#include "core/board/board.h"
#include "core/state/state.h"
#include "core/rules/ruleset.h"
#include "core/state/terr.h"

/* Is p in the combat f with units on its territory? */
static int
fighting(const struct state *st, const struct fight_state *f, int p)
{
	return f->in[p] && board_count(st->board, f->tile, p, -1) > 0;
}

long
eng_fight_value(const struct state *st, int key)
{
	const struct fight_state *f;
	long n = 0;

	if (st->terr == NULL || st->terr->fight.tile < 0)
		/* no combat on: nobody next, nobody attacks or holds */
		return key == FK_NEXT || key == FK_ATTACKER || key ==
		    FK_HELD || key == FK_NEXT_SEAT ? -1 : 0;
	f = &st->terr->fight;
	switch (key) {
	case FK_ON:
		return 1;
	case FK_STEP:
		return f->step;
	case FK_ROLLED:
		return f->rolled;
	case FK_ROUND:
		return f->round;
	case FK_PLAYERS:
		for (int p = 0; p < st->nplayers && p < MAX_PLAYERS; p++)
			n += fighting(st, f, p);
		return n;
	case FK_ATTACKER:
		return f->attacker;
	case FK_HELD:	/* in it or not: whoever has units there */
		n = -1;
		for (int p = 0; p < st->nplayers && p < MAX_PLAYERS; p++)
			if (board_count(st->board, f->tile, p, -1) > 0) {
				if (n >= 0)
					return -1;
				n = p;
			}
		return n;
	default:	/* FK_NEXT, FK_NEXT_SEAT: the first in turn or
			   seat order with hits */
		for (int i = 0; i < st->nplayers && i < MAX_PLAYERS; i++) {
			int p = key == FK_NEXT && st->norder > 0 ?
			    st->order[i] : i;
			if (f->hits[p] > 0)
				return p;
		}
		return -1;
	}
}

long
eng_fight_player_value(const struct state *st, long p, int key)
{
	const struct fight_state *f;

	/* nobody, or no combat on: not in it, no hits */
	if (st->terr == NULL || st->terr->fight.tile < 0 || p < 0 || p >=
	    st->nplayers || p >= MAX_PLAYERS)
		return 0;
	f = &st->terr->fight;
	return key == FPK_IN ? fighting(st, f, (int)p) : f->hits[p];
}

int
eng_fires_in(const struct ruleset *rs, const struct state *st, long k,
    long p, long *out, char *err, size_t n)
{
	const struct combat_decl *cd = rs_pool_combat(rs);
	const struct class_def *c;
	int cls;

	*out = 0;
	if (k < 0 || k >= rs->pieces.n || cd == NULL)
		return 0;	/* no kind of piece: no step */
	if ((cls = RS_PIECE(rs, k)->cls.i) < 0) {
		/* as a unit of it in the combat refuses the command */
		snprintf(err, n, "%s: 'pieces.%s.class' is unknown (the "
		    "rulebook does not give it); supply it in an overlay: "
		    "'arbiter ruleset template %s' writes one to fill in, then "
		    "start the game with 'new %s GAME --overlay FILE ...' or "
		    "add it to this game with 'ruleset amend FILE'", rs->id,
		    rs->pieces.ids[k], rs->id, rs->id);
		return EXPR_UNKNOWN;
	}
	c = RS_CLASS(rs, cls);
	*out = c->delay && st != NULL && st->terr != NULL && p >= 0 &&
	    p < st->nplayers &&
	    p < MAX_PLAYERS && st->terr->fight.delayed[p] ? cd->steps.n :
	    c->step;
	return 0;
}
