/* game_end.c: what the zones do by themselves at the end of a round:
 * revolts, the win by zones held and the dice that may end the game; and
 * the dispatch of the zones' round steps. */
#include "core/mech/zones_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* --- the end of a round ----------------------------------------------------- */

static int
revolts(struct act *a)
{
	struct zones *w = a->st->zones;

	for (int i = 0; i < w->n; i++) {
		struct zone_state *s = &w->w[i];
		int p = zone_owner(a, i);
		if (p == NEUTRAL || s->folk == UNKNOWN_COUNT ||
		    s->militia == UNKNOWN_COUNT || s->militia >= s->folk)
			continue;
		act_line(a, "%s revolts against %s: {militias} %ld, "
		    "{folk} %ld; it is independent (neutral) now",
		    wname(a, i), pname(a, p), s->militia, s->folk);
		zone_change_owner(a, i, NEUTRAL);
		s->replenish = 1;
	}
	return ST_OK;
}

/* Players with no zone and no squad take no further part. */
static void
mark_out(struct act *a)
{
	for (int p = 0; p < a->st->nplayers; p++)
		if (!a->st->players[p].out &&
		    board_owned(a->st->board, p) == 0 &&
		    player_pieces(a, p, PIECE_STRIKERS) == 0 &&
		    player_pieces(a, p, PIECE_CARRIERS) == 0) {
			a->st->players[p].out = 1;
			act_line(a, "%s has no {zone} and no {squad} left "
			    "and is out of the game", pname(a, p));
		}
}

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

static int
hold_win(struct act *a)
{
	const struct game_end_def *g = &a->rs->mech.game_end;
	long need = g->hold_to_win, best = 0;
	unsigned winners = 0;
	char why[96];

	mark_out(a);
	for (int i = 0; i < g->hold_by_players.n; i++)
		if (VEC_AT(g->hold_by_players, struct hold_count, i)->players ==
		    a->st->nplayers)
			need = VEC_AT(g->hold_by_players, struct hold_count,
			    i)->zones;
	if (need <= 0)
		return ST_OK;
	for (int p = 0; p < a->st->nplayers; p++) {
		long n = board_owned(a->st->board, p);
		if (n < need || n < best)
			continue;
		if (n > best)
			winners = 0;
		best = n;
		winners |= 1u << p;
	}
	if (winners == 0)
		return ST_OK;
	snprintf(why, sizeof why, "%ld %s held at the end of the round; "
	    "%ld win", best, game_word(a, W_ZONE, best), need);
	declare(a, winners, why);
	return ST_OK;
}

static int
end_roll(struct act *a)
{
	const struct game_end_def *g = &a->rs->mech.game_end;
	struct dice_result res;
	struct strbuf faces;
	long target, best = 0;
	unsigned winners = 0;
	int st;

	if (g->roll_from_round <= 0 || a->st->round < g->roll_from_round)
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
	{
		char why[96];
		snprintf(why, sizeof why, "the dice end the game; most %s: %ld",
		    rname(a, g->points.i), best);
		declare(a, winners, why);
	}
	return ST_OK;
}

/* --- dispatch ------------------------------------------------------------- */

int
zones_round_step(struct act *a, int step)
{
	if (a->st->zones == NULL)
		return ST_OK;
	switch (step) {
	case RSTEP_REVOLTS:
		return revolts(a);
	case RSTEP_SQUADS_REST:
		return squads_rest(a);
	case RSTEP_HOLD_WIN:
		return hold_win(a);
	case RSTEP_END_ROLL:
		return end_roll(a);
	}
	return ST_OK;
}
