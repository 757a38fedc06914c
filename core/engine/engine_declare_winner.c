/* engine_declare_winner.c: the effect declare-winner, the game over and
 * won by the player its expression gives ("- declare-winner:
 * best_player(resource(vp, who))": the one with the most victory points,
 * the first of them in the turn order).  With 'where: TEST' it is won
 * jointly: by the player the expression gives (as a rule 'who') for each
 * player still in the game for whom TEST holds, who bound to each in seat
 * order ("- declare-winner: who / where: regions(who) ==
 * max_players(regions(who))": all those tied with the most regions).  It
 * says nothing of its own: the ruleset's says line tells the table ("win
 * check: the game is over: Blue wins with 20 victory points"; @winners
 * names them all); --json gets "winner", the player's name (joint
 * winners: their names as the game joins them).  When the expression gives nobody (-1), or no player passes
 * the test, the game goes on (its line, if any, is said as written); a
 * value that is no player is refused. */
#include "core/act/act.h"
#include "core/engine/engine_effects.h"
#include "core/engine/engine_eval.h"

#include <stdlib.h>

#include "core/base/json.h"
#include "core/state/state.h"

/* The winner the expression gives, or -1; bit p of *won set for it. */
static int
winner(struct act *a, const struct effect_def *e, const struct eng_eval *ev,
    unsigned *won)
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
	*won |= 1u << p;
	return ST_OK;
}

int
eng_declare_winner(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	struct eng_eval each = *ev;
	unsigned won = 0;
	char *names;
	int st;

	if (e->winner_where.text == NULL) {
		if ((st = winner(a, e, ev, &won)) != ST_OK || won == 0)
			return st;
		/* one player, by the seat's name */
		a->st->winners = won;
		for (int p = 0; p < a->st->nplayers; p++)
			if (won & 1u << p)
				json_set(a->rep->data, "winner",
				    json_str(pname(a, p)));
		return ST_OK;
	}
	for (int p = 0; p < a->st->nplayers; p++) {
		long v;
		if (a->st->players[p].out)
			continue;
		each.who = p;
		if ((st = eng_eval(&e->winner_where, &each, &v, a->d)) !=
		    ST_OK)
			return st;
		if (v != 0 && (st = winner(a, e, &each, &won)) != ST_OK)
			return st;
	}
	if (won == 0)
		return ST_OK;
	a->st->winners = won;
	names = game_winner(a->rs, a->st);
	json_set(a->rep->data, "winner", json_str(names != NULL ? names : ""));
	free(names);
	return ST_OK;
}
