/* engine_tracked.c: pieces tracked one by one on the board: a command's
 * word naming one (by its id, or its player's name for the chief; one of
 * the active player's that may act), where one stands, the effect leave
 * that takes it out of the game (a player whose chief leaves falls with
 * all its pieces) and the effect swap that exchanges two pieces' places.
 * The places' holders are brought up to date after each change.  What
 * tracked(PIECE, KEY) reads of a piece is engine_kinds.c's (the values
 * read it, and this file reads them). */
#include "core/expr/expr.h"
#include "core/act/act.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_tracked.h"
#include "core/engine/engine_enter.h"

#include <stdio.h>

#include "core/board/board_tenure.h"
#include "core/state/pieces.h"
#include "core/state/state.h"

#define TRACKED(a, i) (&(a)->st->board->track.v[i])

static int piece_of(struct act *a, const struct sexpr *x,
    const struct eng_eval *ev, long *out);

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

int
arg_acting_piece(struct act *a, const char *s, int *out)
{
	char id[PIECE_ID_SIZE];
	int p = state_active(a->st), i, st;

	if (p < 0)
		return refuse(a, "it is nobody's turn");
	if ((st = arg_piece(a, s, &i)))
		return st;
	eng_piece_name(a, i, id, sizeof id);
	canon(a, id);
	if (TRACKED(a, i)->owner != p)
		return refuse(a, "%s is %s's, not %s's", id,
		    pname(a, TRACKED(a, i)->owner), pname(a, p));
	if (TRACKED(a, i)->counters > 0)
		return refuse(a, "%s carries %ld %s: it cannot act until the "
		    "last is gone", id, TRACKED(a, i)->counters,
		    game_word(a, W_COUNTER, TRACKED(a, i)->counters));
	*out = i;
	return ST_OK;
}

void
eng_piece_where(const struct act *a, int i, struct strbuf *sb)
{
	const struct tracked *p = TRACKED(a, i);

	if (p->region >= 0)
		sb_printf(sb, "the %s", RS_PLACE(a->rs, p->region)->name);
	else if (p->area >= 0)
		sb_printf(sb, "%s's %s", pname(a, p->area), area_word(a));
	else
		sb_add(sb, "the board");
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

/* Piece i leaves the board. */
static void
piece_leaves(struct act *a, int i)
{
	track_remove(&a->st->board->track, i);
	places_update(a);
}

void
player_falls(struct act *a, int p)
{
	struct strbuf gone;
	char id[PIECE_ID_SIZE];
	int n = 0;

	sb_init(&gone);
	/* a game of no pieces tracked on a board: the player only out */
	for (int i = 0; a->st->board != NULL &&
	    i < a->st->board->track.n; i++)
		if (TRACKED(a, i)->owner == p &&
		    TRACKED(a, i)->kind < a->rs->units.n) {
			eng_piece_name(a, i, id, sizeof id);
			sb_printf(&gone, "%s%s", gone.len ? ", " : "", id);
			n++;
		}
	for (int i = a->st->board != NULL ? a->st->board->track.n - 1 : -1;
	    i >= 0; i--)
		if (TRACKED(a, i)->owner == p)
			track_remove(&a->st->board->track, i);
	/* out first: a player out keeps no place empty for a relief */
	a->st->players[p].out = 1;
	a->st->pc.borrowed[p] = -1;
	if (a->st->board != NULL)
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

/* The words of kind tracked of ev's action hold pieces by their places
 * among the tracked, which a piece leaving renumbers: each is named in
 * ids (save 1), then found again by its name (save 0), so that the
 * effects after a leave read the pieces the words named, and a word of a
 * piece that left reads none (-1).  The words are the evaluation's own,
 * which the effects after the leave read. */
static void
words_follow(struct act *a, struct eng_eval *ev, char ids[][PIECE_ID_SIZE],
    int save)
{
	long *args = ev->args;
	const struct arg_def *x;

	for (int k = 0; ev->act != NULL && k < ev->act->args.n &&
	    k < ENG_MAX_ARGS; k++) {
		x = VEC_AT(ev->act->args, struct arg_def, k);
		if (x->kind != ARG_TRACKED)
			continue;
		if (save)
			eng_piece_name(a, (int)args[k], ids[k], PIECE_ID_SIZE);
		else
			args[k] = pieces_find(a->rs, a->st->board, ids[k]);
	}
}

int
eng_leave(struct act *a, const struct effect_def *e,
    struct eng_eval *ev)
{
	char id[PIECE_ID_SIZE], ids[ENG_MAX_ARGS][PIECE_ID_SIZE];
	long i;
	int st, owner, chief;

	if ((st = piece_of(a, &e->leave.piece, ev, &i)))
		return st;
	eng_piece_name(a, (int)i, id, sizeof id);
	owner = TRACKED(a, i)->owner;
	chief = TRACKED(a, i)->kind >= a->rs->units.n;
	report_line(a->rep, "%s (%s's%s%s) leaves the game", id,
	    pname(a, owner), chief ? " " : "", chief ?
	    game_word(a, W_CHIEF, 1) : "");
	words_follow(a, ev, ids, 1);
	if (chief)
		player_falls(a, owner);
	else
		piece_leaves(a, (int)i);
	words_follow(a, ev, ids, 0);
	return ST_OK;
}

/* A tracked piece an effect names, by its expression x: its index in
 * *out, or ST_DATA. */
static int
piece_of(struct act *a, const struct sexpr *x, const struct eng_eval *ev,
    long *out)
{
	int st;

	if ((st = eng_eval(x, ev, out, a->d)))
		return st;
	if (a->st->board == NULL || *out < 0 ||
	    *out >= a->st->board->track.n)
		return diag_set(a->d, ST_DATA, "%s: '%s' is no tracked piece "
		    "on the board (%ld)", a->rs->id, x->text, *out);
	return ST_OK;
}

int
eng_swap(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	char id[2][PIECE_ID_SIZE];
	struct strbuf at[2];
	struct tracked t;
	long i, j;
	int st;

	if ((st = piece_of(a, &e->swap.piece, ev, &i)) ||
	    (st = piece_of(a, &e->swap.with, ev, &j)))
		return st;
	t = *TRACKED(a, i);
	TRACKED(a, i)->area = TRACKED(a, j)->area;
	TRACKED(a, i)->region = TRACKED(a, j)->region;
	TRACKED(a, j)->area = t.area;
	TRACKED(a, j)->region = t.region;
	places_update(a);
	eng_piece_name(a, (int)i, id[0], sizeof id[0]);
	eng_piece_name(a, (int)j, id[1], sizeof id[1]);
	sb_init(&at[0]);
	sb_init(&at[1]);
	eng_piece_where(a, (int)i, &at[0]);
	eng_piece_where(a, (int)j, &at[1]);
	report_line(a->rep, "%s swaps %s (to %s) and %s (to %s)",
	    pname(a, t.owner), id[0], sb_str(&at[0]), id[1], sb_str(&at[1]));
	sb_release(&at[0]);
	sb_release(&at[1]);
	return ST_OK;
}

int
eng_set_counters(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	char id[PIECE_ID_SIZE];
	long i, to, before;
	int st;

	if ((st = piece_of(a, &e->set_counters.piece, ev, &i)) ||
	    (st = eng_eval(&e->set_counters.to, ev, &to, a->d)))
		return st;
	if (to < 0)
		return diag_set(a->d, ST_DATA, "%s: '%s' gives %ld %s: a "
		    "piece carries 0 or more", a->rs->id,
		    e->set_counters.to.text, to, game_word(a, W_COUNTER, 2));
	eng_piece_name(a, (int)i, id, sizeof id);
	before = TRACKED(a, i)->counters;
	TRACKED(a, i)->counters = to;
	report_line(a->rep, "%s: %s %ld -> %ld", id, game_word(a, W_COUNTER, 2),
	    before, to);
	return ST_OK;
}

int
eng_count_down(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	struct strbuf b;
	long by, before;
	int st;

	if ((st = eng_eval(&e->count_down.by, ev, &by, a->d)))
		return st;
	if (by < 0)
		return diag_set(a->d, ST_DATA, "%s: '%s' gives %ld %s: a "
		    "count-down takes 0 or more", a->rs->id,
		    e->count_down.by.text, by, game_word(a, W_COUNTER, 2));
	sb_init(&b);
	for (int i = 0; a->st->board != NULL && i < a->st->board->track.n;
	    i++) {
		struct tracked *x = TRACKED(a, i);
		char id[PIECE_ID_SIZE];
		if (x->counters == 0 || by == 0)
			continue;
		before = x->counters;
		x->counters = before > by ? before - by : 0;
		eng_piece_name(a, i, id, sizeof id);
		sb_printf(&b, "%s%s %ld -> %ld", b.len ? ", " : "", id,
		    before, x->counters);
	}
	if (b.len > 0)
		report_line(a->rep, "%s: %s", game_word(a, W_COUNTER, 2),
		    sb_str(&b));
	sb_release(&b);
	return ST_OK;
}

/* Where the word argv[k] sends piece i of owner: *area (a player's area,
 * or PC_NOWHERE) and *place (a place of the board, or PC_NOWHERE); the
 * canonical word appended (once a command); a usage error naming the
 * forms otherwise. */
static int
destination(struct act *a, const char *verb, int k, int owner, int *area,
    int *place)
{
	const char *s = a->argv[k];
	int q;

	*area = *place = PC_NOWHERE;
	if (strcmp(s, "home") == 0)
		*area = owner;
	else if ((*place = vec_find(&a->rs->board.places, s)) < 0 &&
	    strcmp(s, "field") != 0) {
		if ((q = state_player(a->st, s)) < 0)
			return usage(a, "%s a piece 'home' (its player's %s), "
			    "to a 'field' of the board, onto a place%s%s, or "
			    "into a player's %s; not '%s'", verb, area_word(a),
			    a->rs->board.places.n > 0 ? " such as " : "",
			    a->rs->board.places.n > 0 ?
			    a->rs->board.places.ids[0] : "", area_word(a), s);
		*area = q;
	}
	if (*place < 0)
		*place = PC_NOWHERE;
	canon_arg(a, k, *area == owner ? "home" : *area >= 0 ? pname(a,
	    *area) : *place >= 0 ? a->rs->board.places.ids[*place] : "field");
	return ST_OK;
}

int
eng_relocate(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	const struct action_def *x = ev->act;
	char id[PIECE_ID_SIZE];
	struct strbuf from, to;
	int area, place, st, q, owner;
	long i;

	if ((st = piece_of(a, &e->relocate.piece, ev, &i)))
		return st;
	owner = TRACKED(a, i)->owner;
	if ((st = destination(a, x != NULL ? a->rs->actions.ids[x -
	    VEC_AT(a->rs->actions, struct action_def, 0)] : "move",
	    (int)ev->args[e->relocate.w_to], owner, &area, &place)))
		return st;
	eng_piece_name(a, (int)i, id, sizeof id);
	if (place >= 0 && TRACKED(a, i)->region != place &&
	    track_on(&a->st->board->track, place, &q) >=
	    RS_PLACE(a->rs, place)->capacity) {
		char other[PIECE_ID_SIZE];
		eng_piece_name(a, q, other, sizeof other);
		return refuse(a, "the %s is taken (%s, %s's)",
		    RS_PLACE(a->rs, place)->name, other,
		    pname(a, TRACKED(a, q)->owner));
	}
	if (area >= 0 && TRACKED(a, i)->area != area &&
	    a->rs->board.area_fields != RS_NONE) {
		if ((st = rs_need_int(a->rs, a->rs->board.area_fields,
		    "board.area-fields", a->d)))
			return st;
		if (track_in_area(&a->st->board->track, area) >=
		    a->rs->board.area_fields)
			return refuse(a, "%s's %s is full (%ld fields)",
			    pname(a, area), area_word(a),
			    a->rs->board.area_fields);
	}
	sb_init(&from);
	sb_init(&to);
	eng_piece_where(a, (int)i, &from);
	TRACKED(a, i)->area = area;
	TRACKED(a, i)->region = place;
	places_update(a);
	eng_piece_where(a, (int)i, &to);
	report_line(a->rep, "%s moves %s from %s to %s", pname(a, owner), id,
	    sb_str(&from), sb_str(&to));
	sb_release(&from);
	sb_release(&to);
	json_set(a->rep->data, "piece", json_str(id));
	return ST_OK;
}
