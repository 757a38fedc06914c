/* game_turn.c: rounds, turns and phases; the steps a phase runs when it
 * begins and the checks before it may end; the bodies the setup left
 * unplaced put on their orbits (the effect roll-position, engine_position.c);
 * victory. */
#include "core/mech/game_int.h"
#include "core/engine/engine.h"
#include "core/state/done.h"
#include "core/state/zones_board.h"
#include "core/state/state_tally.h"
#include "core/state/terr.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>


static const struct round_step *
step_at(const struct ruleset *rs, int i)
{
	return VEC_AT(rs->round, struct round_step, i);
}

/* The pieces on a board of zones counted again before the engine reads
 * the board: a mechanism of this very command may have moved squads
 * (zones_board.h); counted when read. */
static void
board_current(struct act *a)
{
	zones_board_stale(a->st);
}

/* --- phases ------------------------------------------------------------------ */

int
phase_enter(struct act *a)
{
	const struct phase_def *ph = RS_PHASE(a->rs, a->st->phase);
	int p = state_active(a->st), st;

	a->st->paid = 0;
	state_tally_reset(a->st, a->rs);
	if (p >= 0)
		report_line(a->rep, "round %ld, %s's turn: %s phase",
		    a->st->round, pname(a, p), ph->name);
	else
		report_line(a->rep, "round %ld: %s phase", a->st->round,
		    ph->name);
	board_current(a);
	if ((st = eng_phase_once(a)))
		return st;
	board_current(a);
	if ((st = eng_dues_show(a)))
		return st;
	return eng_phase_begin(a);
}

static int
phase_leave(struct act *a)
{
	int st;

	board_current(a);
	if ((st = eng_dues_settle(a)))
		return st;
	if ((st = eng_phase_leaving(a)))
		return st;
	if (a->st->terr != NULL && a->map != NULL &&
	    (st = a->map->phase_leave(a)))
		return st;
	board_current(a);
	if ((st = eng_phase_end(a)))
		return st;
	if (a->st->terr != NULL && a->map != NULL)
		a->map->phase_left(a);
	else	/* the map's clears them with what else it keeps */
		done_clear(a->st);
	return ST_OK;
}

static void
mark_out(struct act *a)
{
	if (!a->rs->turns.out_without_units || a->st->phase == PHASE_SETUP)
		return;
	for (int i = 0; i < a->st->nplayers; i++)
		if (!a->st->players[i].out && state_units_of(a->st, i) == 0) {
			a->st->players[i].out = 1;
			report_line(a->rep, "%s has no units left and is out "
			    "of the game", pname(a, i));
		}
}

/* This round's turns in the order of the places the players chose
 * (ranked by the effect rank-players into choosers,
 * core/engine/engine_rank_players.c); 0 when none are chosen. */
static int
chosen_turns(struct act *a)
{
	struct state *st = a->st;

	for (int pl = 1; pl <= st->nchoosers; pl++)
		for (int p = 0; p < st->nplayers; p++)
			if (st->players[p].place == pl && !st->players[p].out)
				st->turns[st->nturns++] = p;
	return st->nturns > 0;
}

/* The players of this round, in turn order: role by role, and within a
 * role in the table's turn order when one is kept, else in seat order. */
static void
make_turns(struct act *a)
{
	const struct vec *roles = a->st->round == 1 &&
	    a->rs->turns.first_round.n > 0 ? &a->rs->turns.first_round :
	    &a->rs->turns.order;

	a->st->nturns = 0;
	if (a->rs->turns.order_by == ORDER_BY_CHOSEN && chosen_turns(a))
		return;
	if (a->rs->roles.n <= 0) {
		/* no roles: everybody still in, in the table's order */
		for (int k = 0; k < a->st->nplayers; k++) {
			int p = a->st->norder > 0 ? a->st->order[k] : k;
			if (!a->st->players[p].out)
				a->st->turns[a->st->nturns++] = p;
		}
		return;
	}
	for (int i = 0; i < roles->n; i++) {
		int role = VEC_AT(*roles, struct sref, i)->i;
		for (int k = 0; k < a->st->nplayers; k++) {
			int p = a->st->norder > 0 ? a->st->order[k] : k;
			if (a->st->players[p].role == role &&
			    !a->st->players[p].out)
				a->st->turns[a->st->nturns++] = p;
		}
	}
}

/* Begin round step st->step: a phase for everybody, or the first phase of
 * the first player's turn (the turn order is set here). */
static int
step_enter(struct act *a)
{
	const struct round_step *s = step_at(a->rs, a->st->step);

	a->st->turn = a->st->tphase = 0;
	a->st->lap = 0;
	if (s->turns.n == 0) {
		a->st->nturns = 0;
		a->st->phase = s->phase.i;
		return phase_enter(a);
	}
	make_turns(a);
	if (a->st->nturns == 0)
		return refuse(a, "nobody is left to play round %ld",
		    a->st->round);
	a->st->phase = VEC_AT(s->turns, struct sref, 0)->i;
	return phase_enter(a);
}

int
turn_begin_round(struct act *a)
{
	a->st->step = 0;
	return step_enter(a);
}

/* The last turn of the round is over: its round-end (turns.round-end),
 * then the next round unless the game ended there. */
static int
round_end(struct act *a)
{
	int st;

	if ((st = eng_round_once(a)))
		return st;
	if (state_over(a->st) || cards_scoring(a->st))
		return ST_OK;
	a->st->round++;
	return ST_OK;
}

/* --- next ------------------------------------------------------------------- */

int
act_next(struct act *a)
{
	int st;

	if ((st = arg_count(a, 0, 0, "next")))
		return st;
	return turn_next(a);
}

int
turn_next(struct act *a)
{
	const struct round_step *s;
	int st;

	if (a->rs->round.n == 0)
		return usage(a, "%s has no rounds or phases", a->rs->id);
	if (a->st->phase == PHASE_SETUP) {
		for (int p = 0; p < a->st->nbodies && a->rs->setup.place;
		    p++)
			if (a->st->bodies[p].position == 0 &&
			    (st = eng_place_body(a, p)))
				return st;
		if ((st = eng_setup_end(a)))
			return st;
		if (a->st->terr != NULL && a->map != NULL &&
		    (st = a->map->setup_done(a)))
			return st;
		if (a->st->zones != NULL && (st = zones_setup_end(a)))
			return st;
		if ((st = turn_begin_round(a)))
			return st;
		goto done;
	}
	if ((st = phase_leave(a)))
		return st;
	mark_out(a);
	s = step_at(a->rs, a->st->step);
	if (s->turns.n > 0) {
		if (a->st->tphase + 1 < s->turns.n) {
			/* the turn's next phase */
			a->st->phase = VEC_AT(s->turns, struct sref,
			    ++a->st->tphase)->i;
			if ((st = phase_enter(a)))
				return st;
			goto done;
		}
		/* the turn is over: the next player who is still in, on
		 * this lap or the next */
		if ((st = turn_end(a)))
			return st;
		if (state_over(a->st))
			goto done;
		do
			a->st->turn++;
		while (a->st->turn < a->st->nturns &&
		    a->st->players[a->st->turns[a->st->turn]].out);
		if (a->st->turn >= a->st->nturns && a->st->lap + 1 < s->laps) {
			a->st->lap++;
			a->st->turn = 0;
			while (a->st->turn < a->st->nturns &&
			    a->st->players[a->st->turns[a->st->turn]].out)
				a->st->turn++;
		}
		if (a->st->turn < a->st->nturns) {
			a->st->tphase = 0;
			a->st->phase = VEC_AT(s->turns, struct sref, 0)->i;
			if ((st = phase_enter(a)))
				return st;
			goto done;
		}
	}
	if (a->st->step + 1 < a->rs->round.n) {
		a->st->step++;
		if ((st = step_enter(a)))
			return st;
		goto done;
	}
	if ((st = round_end(a)))
		return st;
	if (state_over(a->st) || cards_scoring(a->st))
		goto done;
	if ((st = turn_begin_round(a)))
		return st;
done:
	json_set(a->rep->data, "round", json_int(a->st->round));
	json_set(a->rep->data, "phase", json_str(game_phase_id(a->rs, a->st)));
	json_set(a->rep->data, "active", state_active(a->st) >= 0 ?
	    json_str(pname(a, state_active(a->st))) : json_null());
	return ST_OK;
}

/* --- victory -------------------------------------------------------------- */

void
victory_check(struct act *a)
{
	if (state_over(a->st) || a->st->phase == PHASE_SETUP)
		return;
	mark_out(a);
	if (a->rs->victory.n > 0)	/* tests may read the board */
		board_current(a);
	if (eng_victory(a))
		return;
	for (int i = 0; i < a->rs->victory.n; i++) {
		const struct victory_def *v = VEC_AT(a->rs->victory,
		    struct victory_def, i);
		int players = 0, units = 0;
		if (v->when == WHEN_LAST_STANDING && victory_last_standing(a))
			return;
		for (int p = 0; p < a->st->nplayers; p++)
			if (a->st->players[p].role == v->role.i) {
				players++;
				units += state_units_of(a->st, p) > 0;
			}
		if (v->when == WHEN_NO_UNITS && players > 0 && units == 0) {
			char *w;
			a->st->winner_role = v->winner.i;
			w = game_winner(a->rs, a->st);
			report_line(a->rep, "the game is over: %s win%s (no "
			    "%s has units left)", w, strchr(w, ',') ? "" : "s",
			    RS_ROLE(a->rs, v->role.i)->name);
			json_set(a->rep->data, "winner", json_str(w));
			free(w);
			return;
		}
	}
}

/* The phases an effect ended ('next: true'), one after the other: a
 * phase that begins may end itself too, but not for ever. */
int
turn_then_next(struct act *a)
{
	char *argv[] = { (char *)"next", NULL };
	struct act sub = *a;
	int r, n = 0;

	sub.argc = 1;
	sub.argv = argv;
	while (a->then_next && !state_over(a->st)) {
		if (++n > 64)
			return refuse(a, "the phases keep ending themselves: "
			    "64 in a row ('next' effects)");
		a->then_next = sub.then_next = 0;
		if ((r = act_next(&sub)) != ST_OK)
			return r;
		a->then_next = sub.then_next;
	}
	return ST_OK;
}
