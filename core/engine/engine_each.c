/* engine_each.c: the effects that carry out a list of effects again and
 * again: for each player, in turn order, each group, each region, each
 * party of a combat round, each land of a word of kind sources; and a
 * combat round with its effects. */
#include "core/act/act.h"
#include "core/engine/engine_combat.h"
#include "core/engine/engine_effects.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_words.h"

#include "core/state/state.h"

int
eng_each_player(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev, eng_run_fn *run)
{
	struct eng_eval in = *ev;
	int st;

	for (int p = 0; p < a->st->nplayers; p++) {
		if (a->st->players[p].out)
			continue;
		in.me = p;
		if ((st = run(a, &e->each, &in)))
			return st;
	}
	return ST_OK;
}

/* each-player-in-turn: the effects for every player still in the game,
 * in the turn order (seat order before there is one), each the actor. */
int
eng_each_in_turn(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev, eng_run_fn *run)
{
	struct eng_eval in = *ev;
	int st;

	for (int k = 0; k < a->st->nplayers; k++) {
		int p = a->st->norder > 0 ? a->st->order[k] : k;
		if (a->st->players[p].out)
			continue;
		in.me = p;
		if ((st = run(a, &e->each_in_turn, &in)))
			return st;
	}
	return ST_OK;
}

/* each-group: the effects for every group of regions, 'group' naming
 * it. */
int
eng_each_group(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev, eng_run_fn *run)
{
	struct eng_eval in = *ev;
	int st;

	for (int g = 0; g < state_map(a->st, a->rs)->ngroups; g++) {
		in.group = g;
		if ((st = run(a, &e->each_group, &in)))
			return st;
	}
	return ST_OK;
}

/* each-region: the effects for every region of the board, 'here'
 * naming it. */
int
eng_each_region(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev, eng_run_fn *run)
{
	struct eng_eval in = *ev;
	int st;

	for (int r = 0; r < state_regions(a->st); r++) {
		in.here = r;
		if ((st = run(a, &e->each_region, &in)))
			return st;
	}
	return ST_OK;
}

/* combat-round: the round thrown, then its effects with it bound. */
int
eng_round_then(struct act *a, const struct eff_combat_round *x,
    const struct eng_eval *ev, eng_run_fn *run)
{
	struct eng_round rd;
	struct eng_eval in = *ev;
	int st;

	if ((st = eng_combat_round(a, x, run, ev, &rd)))
		return st;
	in.round = &rd;
	in.before = rd.before;
	st = run(a, &x->then, &in);
	eng_round_release(&rd);
	return st;
}

/* each-party: its effects for every party of a side of the round bound,
 * in order, the party and its throw bound. */
int
eng_each_party(struct act *a, const struct eff_each_party *x,
    const struct eng_eval *ev, eng_run_fn *run)
{
	struct eng_eval in = *ev;
	long side;
	int st;

	if (ev->round == NULL)
		return diag_set(a->d, ST_DATA, "%s: each-party needs a combat "
		    "round bound", a->rs->id);
	if ((st = eng_eval(&x->side, ev, &side, a->d)))
		return st;
	if (side != 0 && side != 1)
		return diag_set(a->d, ST_DATA, "%s: each-party takes a side "
		    "of the round, attacker or defender, not %ld", a->rs->id,
		    side);
	for (int i = 0; i < ev->round->nparty[side]; i++) {
		in.party = &ev->round->party[side][i];
		in.faces = in.party->faces;
		in.nfaces = in.party->nfaces;
		in.faces_die = in.party->face_die;
		if ((st = run(a, &x->then, &in)))
			return st;
	}
	return ST_OK;
}

/* each-source: its effects for every land of the sources word, in the
 * order named, here bound to it. */
int
eng_each_source(struct act *a, const struct eff_each_source *x,
    const struct eng_eval *ev, eng_run_fn *run)
{
	struct eng_eval in = *ev;
	int st;

	if (ev->sources == NULL)
		return diag_set(a->d, ST_DATA, "%s: each-source reads the "
		    "lands of a word of kind sources, and none was given",
		    a->rs->id);
	for (int i = 0; i < ev->sources->n; i++) {
		in.here = ev->sources->land[i];
		if ((st = run(a, &x->then, &in)))
			return st;
	}
	return ST_OK;
}
