/* state_write.c: a state's snapshot written as it is read off the state
 * (state.h): the bytes json_write(b, state_to_json(st, rs), 0) writes,
 * without the tree of some 400 values made, written and freed for it.
 * The parts other modules write (tallies, territories, board) are made
 * as their trees still and written in their place; the zones, the
 * pieces and the cards are written as they are read (zones_write,
 * pieces_write, cards_write).
 * tests/check_state_write.c compares the two on many states: a key or
 * value added to state_to_json is added here, in its place. */
#include "core/state/state.h"

#include "core/base/json.h"
#include "core/base/strbuf.h"
#include "core/board/board.h"
#include "core/rules/words_keys.h"
#include "core/state/cards.h"
#include "core/state/pieces.h"
#include "core/state/state_tally.h"
#include "core/state/state_short.h"
#include "core/state/kept.h"
#include "core/state/upgrades.h"
#include "core/state/done.h"
#include "core/state/terr.h"
#include "core/state/places.h"
#include "core/state/zones.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The key of the next member of the object: a comma before all but the
 * first ("v").  Every key is a literal of the program's, plain ASCII
 * with nothing to escape: written as it is, in one piece. */
static void
key(struct strbuf *b, const char *k)
{
	char buf[64];
	size_t n = strlen(k);

	if (n + 4 > sizeof buf) {
		sb_addc(b, ',');
		json_write_str(b, k);
		sb_addc(b, ':');
		return;
	}
	buf[0] = ',';
	buf[1] = '"';
	memcpy(buf + 2, k, n);
	buf[n + 2] = '"';
	buf[n + 3] = ':';
	sb_addn(b, buf, n + 4);
}

/* A number; one digit (most of a state's) in place. */
static void
digits(struct strbuf *b, long v)
{
	if (v >= 0 && v < 10)
		sb_addc(b, (char)('0' + v));
	else
		json_write_long(b, v);
}

static void
num(struct strbuf *b, const char *k, long v)
{
	key(b, k);
	digits(b, v);
}

/* A list of numbers, the next after a comma. */
static void
item(struct strbuf *b, int i, long v)
{
	if (i > 0)
		sb_addc(b, ',');
	digits(b, v);
}

static void
ints(struct strbuf *b, const char *k, const int *v, int n)
{
	key(b, k);
	sb_addc(b, '[');
	for (int i = 0; i < n; i++)
		item(b, i, v[i]);
	sb_addc(b, ']');
}

/* A part made as a tree by its module (NULL, out of memory, as json_set
 * keeps it: null), written and freed. */
static void
tree(struct strbuf *b, const char *k, struct json *j)
{
	key(b, k);
	if (j == NULL)
		sb_add(b, "null");
	else
		json_write(b, j, 0);
	json_free(j);
}

void
state_write(struct strbuf *b, const struct state *st,
    const struct ruleset *rs)
{
	int nres = rs->resources.n > 0 ? rs->resources.n : 0;
	char rng[80];

	sb_add(b, "{\"v\":");
	json_write_long(b, STATE_VERSION);
	num(b, "round", st->round);
	num(b, "phase", st->phase);
	num(b, "step", st->step);
	num(b, "turn", st->turn);
	num(b, "tphase", st->tphase);
	ints(b, "turns", st->turns, st->nturns);
	num(b, "winner_role", st->winner_role);
	ints(b, "order", st->order, st->norder);
	num(b, "lap", st->lap);
	num(b, "winners", (long)st->winners);
	num(b, "sealed", st->sealed);
	if (st->ndeferred > 0) {
		/* each queued command: its action, actor and words */
		key(b, "deferred");
		sb_addc(b, '[');
		for (int i = 0; i < st->ndeferred; i++) {
			const struct deferred_cmd *q = &st->deferred[i];
			if (i > 0)
				sb_addc(b, ',');
			sb_addc(b, '[');
			item(b, 0, q->action);
			item(b, 1, q->who);
			for (int k = 0; k < ENG_MAX_ARGS; k++)
				item(b, 2 + k, q->args[k]);
			sb_addc(b, ']');
		}
		sb_addc(b, ']');
	}
	if (st->zones != NULL) {
		key(b, KEY_ZONES);
		zones_write(b, st->zones, st);
	}
	if (places_kept_apart(st, rs)) {
		key(b, KEY_PLACES);
		places_write(b, st);
	}
	key(b, "players");
	sb_addc(b, '[');
	for (int i = 0; i < st->nplayers; i++) {
		const struct player *p = &st->players[i];
		if (i > 0)
			sb_addc(b, ',');
		sb_add(b, "{\"name\":");
		json_write_str(b, p->name);
		num(b, "role", p->role);
		num(b, "faction", p->faction);
		num(b, "out", p->out);
		num(b, "person", p->person);
		key(b, "res");
		sb_addc(b, '[');
		for (int r = 0; r < nres; r++)
			item(b, r, p->res[r]);
		sb_add(b, "]}");
	}
	sb_addc(b, ']');
	key(b, "lands");
	sb_addc(b, '[');
	for (int i = 0; i < rs->nlands; i++) {
		item(b, 2 * i, st->board->owner[i]);
		item(b, 1, board_held(st->board, i));
	}
	sb_addc(b, ']');
	key(b, JSON_BODIES);
	sb_addc(b, '[');
	for (int i = 0; i < st->nbodies; i++)
		item(b, i, st->bodies[i].position);
	sb_addc(b, ']');
	key(b, JSON_LINKS);
	sb_addc(b, '[');
	for (int i = 0; i < st->nlinks; i++) {
		item(b, 4 * i, st->links[i].a);
		item(b, 1, st->links[i].b);
		item(b, 1, st->links[i].fields);
		item(b, 1, st->links[i].by);
	}
	sb_addc(b, ']');
	num(b, "paid", st->paid);
	if (rs->tallies.n > 0)
		tree(b, "tallies", state_tally_json(st, rs));
	key(b, "pc");
	pieces_write(b, &st->pc, st->board);
	snprintf(rng, sizeof rng, "%016llx%016llx%016llx%016llx",
	    (unsigned long long)st->rng.s[0], (unsigned long long)st->rng.s[1],
	    (unsigned long long)st->rng.s[2], (unsigned long long)st->rng.s[3]);
	key(b, "rng");
	json_write_str(b, rng);
	if (st->terr != NULL)
		tree(b, "terr", terr_to_json(st->terr, st->board,
		    st->kept, st->upgrades, st));
	else {	/* on a map of territories: its "disc", "upgraded" and
		   "done" */
		if (st->kept != NULL)
			tree(b, "kept", kept_to_json(st->kept, st->nplayers));
		if (st->upgrades != NULL)
			tree(b, "upgraded", upgrades_to_json(st->upgrades,
			    st->nplayers, st->upgrades->npieces));
		if (done_any(st))
			tree(b, "done", done_to_json(st));
	}
	if (rs->board.regions.n > 0)	/* an orbit board's: "lands" above */
		tree(b, "board", board_to_json(st->board, MAX_PLAYERS));
	if (st->ndeck > 0) {
		key(b, "decks");
		state_decks_write(b, st);
	}
	if (st->nactions > 0) {
		long *v = state_uses_longs(st, rs);
		key(b, "uses");
		if (v == NULL)
			sb_add(b, "null");
		else
			short_longs_write(b, v, 6 * (size_t)st->nplayers *
			    (size_t)st->nactions);
		free(v);
	}
	if (st->cards != NULL) {
		key(b, "cards");
		cards_write(b, st->cards);
	}
	sb_addc(b, '}');
}
