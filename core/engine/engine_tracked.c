/* engine_tracked.c: pieces tracked one by one on the board: a command's
 * word naming one (by its id, or its player's name for the chief), and
 * the effect leave that takes it out of the game; a player whose chief
 * leaves falls with all its pieces.  The places' holders are brought up
 * to date after each change.  What tracked(PIECE, KEY) reads of a piece
 * is engine_kinds.c's (the values read it, and this file reads them). */
#include "core/engine/engine_int.h"
#include "core/engine/engine_tracked.h"
#include "core/engine/engine_enter.h"

#include <stdio.h>

#include "core/board/board_tenure.h"
#include "core/state/pieces.h"
#include "core/state/state.h"

#define TRACKED(a, i) (&(a)->st->board->track.v[i])

int
arg_piece(struct act *a, const char *s, int *out)
{
	int i = pieces_find(a->rs, a->st->board, s), p;

	if (i < 0 && (p = state_player(a->st, s)) >= 0) {
		i = pieces_chief_of(&a->st->pc, a->st->board, p);
		if (i < 0)
			return refuse(a, "%s has no %s on the board",
			    pname(a, p), game_word(a, W_CHIEF, 1));
	}
	if (i < 0)
		return usage(a, "no piece '%s' on the table (pieces are named "
		    "like %s-1, %s by their id or their player's name; "
		    "'status' lists them)", s, a->rs->units.n > 0 ?
		    a->rs->units.ids[0] : "unit", game_word(a, W_CHIEF, 2));
	*out = i;
	return ST_OK;
}

void
places_update(struct act *a)
{
	struct board_state *b = a->st->board;
	int active = state_active(a->st);

	board_tally(b);
	for (int i = 0; i < a->st->pc.nplaces; i++) {
		int owner = track_alone(&a->st->board->track, i);
		if (owner == b->owner[i] || (owner < 0 && b->owner[i] ==
		    active && !a->st->players[active].out))
			continue;
		board_take(b, i, owner, a->st->round);
	}
}

void
piece_leaves(struct act *a, int i)
{
	track_remove(&a->st->board->track, i);
	places_update(a);
}

void
player_falls(struct act *a, int p)
{
	struct strbuf gone;
	char id[96];
	int n = 0;

	sb_init(&gone);
	for (int i = 0; i < a->st->board->track.n; i++)
		if (TRACKED(a, i)->owner == p &&
		    TRACKED(a, i)->kind < a->rs->units.n) {
			eng_piece_name(a, i, id, sizeof id);
			sb_printf(&gone, "%s%s", gone.len ? ", " : "", id);
			n++;
		}
	for (int i = a->st->board->track.n - 1; i >= 0; i--)
		if (TRACKED(a, i)->owner == p)
			track_remove(&a->st->board->track, i);
	/* out first: a player out keeps no place empty for a relief */
	a->st->players[p].out = 1;
	a->st->pc.borrowed[p] = -1;
	places_update(a);
	if (a->rs->mech.ap.present)
		a->st->players[p].res[a->rs->mech.ap.resource.i] = 0;
	if (n > 0)
		report_line(a->rep, "%s is out of the game, and %d unit%s "
		    "leave%s with the %s: %s", pname(a, p), n, n == 1 ?
		    "" : "s", n == 1 ? "s" : "", game_word(a, W_CHIEF, 1),
		    sb_str(&gone));
	else
		report_line(a->rep, "%s is out of the game", pname(a, p));
	sb_release(&gone);
}

int
eng_leave(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	char id[96];
	long i;
	int st, owner, chief;

	if ((st = eng_eval(&e->leave.piece, ev, &i, a->d)))
		return st;
	if (a->st->board == NULL || i < 0 || i >= a->st->board->track.n)
		return diag_set(a->d, ST_DATA, "%s: '%s' is no tracked piece "
		    "on the board (%ld)", a->rs->id, e->leave.piece.text, i);
	eng_piece_name(a, (int)i, id, sizeof id);
	owner = TRACKED(a, i)->owner;
	chief = TRACKED(a, i)->kind >= a->rs->units.n;
	report_line(a->rep, "%s (%s's%s%s) leaves the game", id,
	    pname(a, owner), chief ? " " : "", chief ?
	    game_word(a, W_CHIEF, 1) : "");
	if (chief)
		player_falls(a, owner);
	else
		piece_leaves(a, (int)i);
	return ST_OK;
}
