/* state_json.c: a state's snapshot as a tree (state.h). */
#include "core/state/state.h"
#include "core/state/terr.h"
#include "core/state/kept.h"
#include "core/state/upgrades.h"
#include "core/state/done.h"
#include "core/state/places.h"
#include "core/state/zones.h"
#include "core/state/state_tally.h"
#include "core/state/state_short.h"
#include "core/rules/words_keys.h"

#include <stdio.h>
#include <stdlib.h>

static struct json *
int_arr(const long *v, int n)
{
	struct json *a = json_arr();

	for (int i = 0; i < n; i++)
		json_push(a, json_int(v[i]));
	return a;
}

int
state_action_counted(const struct ruleset *rs, int k)
{
	const struct action_def *x = VEC_AT(rs->actions, struct action_def,
	    k);

	return x->per_turn > 0 || x->per_round > 0 || x->per_game > 0 ||
	    x->round_count != NULL;
}

/* The snapshot as a tree.  Its text is written without the tree by
 * state_write (state_write.c): a key or value added here is added there,
 * in its place (tests/check_state_write.c compares the two). */
struct json *
state_to_json(const struct state *st, const struct ruleset *rs)
{
	struct json *j = json_obj(), *a;
	int nres = rs->resources.n > 0 ? rs->resources.n : 0;
	char rng[80];

	json_set(j, "v", json_int(STATE_VERSION));
	json_set(j, "round", json_int(st->round));
	json_set(j, "phase", json_int(st->phase));
	json_set(j, "step", json_int(st->step));
	json_set(j, "turn", json_int(st->turn));
	json_set(j, "tphase", json_int(st->tphase));
	a = json_arr();
	for (int i = 0; i < st->nturns; i++)
		json_push(a, json_int(st->turns[i]));
	json_set(j, "turns", a);
	json_set(j, "winner_role", json_int(st->winner_role));
	a = json_arr();
	for (int i = 0; i < st->norder; i++)
		json_push(a, json_int(st->order[i]));
	json_set(j, "order", a);
	json_set(j, "lap", json_int(st->lap));
	json_set(j, "winners", json_int((long)st->winners));
	json_set(j, "sealed", json_int(st->sealed));
	if (st->ndeferred > 0) {
		/* each queued command: its action, actor and words */
		a = json_arr();
		for (int i = 0; i < st->ndeferred; i++) {
			const struct deferred_cmd *q = &st->deferred[i];
			struct json *c = json_arr();
			json_push(c, json_int(q->action));
			json_push(c, json_int(q->who));
			for (int k = 0; k < ENG_MAX_ARGS; k++)
				json_push(c, json_int(q->args[k]));
			json_push(a, c);
		}
		json_set(j, "deferred", a);
	}
	if (st->zones != NULL)
		json_set(j, KEY_ZONES, zones_to_json(st->zones, st));
	if (places_kept_apart(st, rs))
		json_set(j, KEY_PLACES, places_to_json(st));
	a = json_arr();
	for (int i = 0; i < st->nplayers; i++) {
		struct json *p = json_obj();
		json_set(p, "name", json_str(st->players[i].name));
		json_set(p, "role", json_int(st->players[i].role));
		json_set(p, "faction", json_int(st->players[i].faction));
		json_set(p, "out", json_int(st->players[i].out));
		json_set(p, "person", json_int(st->players[i].person));
		json_set(p, "res", int_arr(st->players[i].res, nres));
		json_push(a, p);
	}
	json_set(j, "players", a);
	a = json_arr();
	for (int i = 0; i < rs->nlands; i++) {
		json_push(a, json_int(st->board->owner[i]));
		json_push(a, json_int(board_held(st->board, i)));
	}
	json_set(j, "lands", a);
	a = json_arr();
	for (int i = 0; i < st->nbodies; i++)
		json_push(a, json_int(st->bodies[i].position));
	json_set(j, JSON_BODIES, a);
	a = json_arr();
	for (int i = 0; i < st->nlinks; i++) {
		json_push(a, json_int(st->links[i].a));
		json_push(a, json_int(st->links[i].b));
		json_push(a, json_int(st->links[i].fields));
		json_push(a, json_int(st->links[i].by));
	}
	json_set(j, JSON_LINKS, a);
	json_set(j, "paid", json_int(st->paid));
	if (rs->tallies.n > 0)
		json_set(j, "tallies", state_tally_json(st, rs));
	json_set(j, "pc", pieces_to_json(&st->pc, st->board));
	snprintf(rng, sizeof rng, "%016llx%016llx%016llx%016llx",
	    (unsigned long long)st->rng.s[0], (unsigned long long)st->rng.s[1],
	    (unsigned long long)st->rng.s[2], (unsigned long long)st->rng.s[3]);
	json_set(j, "rng", json_str(rng));
	if (st->terr != NULL)
		json_set(j, "terr", terr_to_json(st->terr, st->board,
		    st->kept, st->upgrades, st));
	else {	/* on a map of territories: its "disc", "upgraded" and
		   "done" */
		if (st->kept != NULL)
			json_set(j, "kept", kept_to_json(st->kept,
			    st->nplayers));
		if (st->upgrades != NULL)
			json_set(j, "upgraded", upgrades_to_json(st->upgrades,
			    st->nplayers, st->upgrades->npieces));
		if (done_any(st))
			json_set(j, "done", done_to_json(st));
	}
	if (rs->board.regions.n > 0)	/* an orbit board's: "lands" above */
		json_set(j, "board", board_to_json(st->board, MAX_PLAYERS));
	if (st->ndeck > 0)
		json_set(j, "decks", state_decks_json(st));
	if (st->nactions > 0) {
		long *v = state_uses_longs(st, rs);
		json_set(j, "uses", v != NULL ? short_longs_json(v, 6 *
		    (size_t)st->nplayers * (size_t)st->nactions) : NULL);
		free(v);
	}
	if (st->cards != NULL)
		json_set(j, "cards", cards_to_json(st->cards));
	return j;
}

/* The actions' uses as the snapshot lists them, six numbers each (an
 * action without limits counts nothing: a state saved when it did reads
 * as the replay writes it); NULL, out of memory. */
long *
state_uses_longs(const struct state *st, const struct ruleset *rs)
{
	size_t n = (size_t)st->nplayers * (size_t)st->nactions;
	long *v = malloc(6 * n * sizeof *v + 1);

	for (size_t i = 0; v != NULL && i < n; i++) {
		static const struct action_use none;
		const struct action_use *u = state_action_counted(rs,
		    (int)(i % (size_t)st->nactions)) ? &st->uses[i] : &none;
		v[6 * i] = u->round;
		v[6 * i + 1] = u->step;
		v[6 * i + 2] = u->turn;
		v[6 * i + 3] = u->in_turn;
		v[6 * i + 4] = u->in_round;
		v[6 * i + 5] = u->in_game;
	}
	return v;
}
