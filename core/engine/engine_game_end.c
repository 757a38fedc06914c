/* engine_game_end.c: the effect end-roll of mechanisms.game-end at the
 * end of a round, the end-of-game dice, on a game not over: from its round
 * roll-from-round on, its dice are thrown (digitally, or as entered with
 * '= FACE...'), and a total of roll-start, less roll-fall for each round
 * since, or more ends the game; the player with most of its points
 * resource wins (jointly when tied), or everybody when it names none.  Its
 * lines: "round 11: 5d6 for the end of the game: 6 6 6 2 2 = 22 (22 or
 * more ends it)", and "the game is over: Bob wins (the dice end the game;
 * most points: 3)".  (The win by zones held and the players put out are
 * declarations: declare-winner with where and hold_to_win, put-out.) */
#include "core/engine/engine_int.h"

#include <stdio.h>
#include <stdlib.h>

#include "core/base/json.h"
#include "core/base/strbuf.h"
#include "core/dice/dice.h"
#include "core/state/state.h"

/* The game over, won by the players of the bits of winners. */
static void
declare(struct act *a, unsigned winners, const char *why)
{
	char *names;

	a->st->winners = winners;
	names = game_winner(a->rs, a->st);
	act_line(a, "the game is over: %s win%s (%s)", names,
	    winners & (winners - 1) ? "" : "s", why);
	json_set(a->rep->data, "winner", json_str(names));
	free(names);
}

int
eng_end_roll(struct act *a)
{
	const struct game_end_def *g = &a->rs->mech.game_end;
	struct dice_result res;
	struct strbuf faces;
	long target, best = 0;
	unsigned winners = 0;
	char why[96];
	int st;

	if (state_over(a->st) || g->roll_from_round <= 0 ||
	    a->st->round < g->roll_from_round)
		return ST_OK;
	if ((st = rs_need_int(a->rs, g->roll_start,
	    "mechanisms.game-end.roll-start", a->d)))
		return st;
	target = g->roll_start - g->roll_fall * (a->st->round -
	    g->roll_from_round);
	if ((st = act_throw(a, g->roll, 0, NULL, 0, &res))) {
		dice_result_free(&res);
		return st;
	}
	sb_init(&faces);
	for (int i = 0; i < res.n; i++)
		sb_printf(&faces, "%s%ld", i ? " " : "", res.v[i].face);
	act_line(a, "round %ld: %s for the end of the game: %s = %ld "
	    "(%ld or more ends it)", a->st->round, g->roll, sb_str(&faces),
	    res.total, target);
	sb_release(&faces);
	json_set(a->rep->data, "end_roll", json_int(res.total));
	json_set(a->rep->data, "end_target", json_int(target));
	if (res.total < target) {
		dice_result_free(&res);
		return ST_OK;
	}
	dice_result_free(&res);
	if (g->points.i < 0) {
		declare(a, (1u << a->st->nplayers) - 1, "the dice end the game");
		return ST_OK;
	}
	for (int p = 0; p < a->st->nplayers; p++) {
		long v = a->st->players[p].res[g->points.i];
		if (winners != 0 && v < best)
			continue;
		if (winners == 0 || v > best)
			winners = 0;
		best = v;
		winners |= 1u << p;
	}
	snprintf(why, sizeof why, "the dice end the game; most %s: %ld",
	    rname(a, g->points.i), best);
	declare(a, winners, why);
	return ST_OK;
}
