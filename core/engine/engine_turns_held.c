/* engine_turns_held.c: the effects set-turns-held and let-go, on the
 * tenure of a place of the board, or of a region of a board that keeps
 * it (board.tenure; board_tenure.h): the turns in a row its
 * holder has held it, counted as the ruleset declares ("- set-turns-held:
 * {place: here, turns: turns_held(here) + 1}" for each place the actor
 * holds when the turn begins), and the place given up ("- let-go: here"
 * when its holder's turn ends with it empty: nobody holds it, its round
 * and its turns cleared).  Neither says anything: the ruleset's lines
 * tell the table, read with turns_held(PLACE) and held_since(PLACE). */
#include "core/act/act.h"
#include "core/engine/engine_effects.h"
#include "core/engine/engine_eval.h"

#include "core/board/board_tenure.h"
#include "core/state/state.h"

/* The place expression x gives, into *r; an error naming it when it is
 * no place of the board, nor a region of one that keeps their tenure. */
static int
place_of(struct act *a, const char *eff, const struct sexpr *x,
    const struct eng_eval *ev, long *r)
{
	int n = a->st->pc.nplaces > 0 ? a->st->pc.nplaces :
	    a->rs->board.regions.n, st;

	if ((st = eng_eval(x, ev, r, a->d)))
		return st;
	if (a->st->board == NULL || *r < 0 || *r >= n)
		return diag_set(a->d, ST_DATA, "%s: %s: '%s' is %ld, and no "
		    "place of the board (board.places)%s", a->rs->id, eff,
		    x->text, *r, a->st->pc.nplaces > 0 ? "" : " nor region "
		    "(board.regions)");
	return ST_OK;
}

int
eng_set_turns_held(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	const struct eff_turns_held *x = &e->set_turns_held;
	long r, turns;
	int st;

	if ((st = place_of(a, "set-turns-held", &x->place, ev, &r)) ||
	    (st = eng_eval(&x->turns, ev, &turns, a->d)))
		return st;
	if (turns < 0)
		return diag_set(a->d, ST_DATA, "%s: set-turns-held: '%s' "
		    "gives %ld turns: a place is held 0 turns in a row or "
		    "more", a->rs->id, x->turns.text, turns);
	if (turns > 0 && a->st->board->owner[r] < 0)
		return diag_set(a->d, ST_DATA, "%s: set-turns-held: nobody "
		    "holds the %s, and its turns held can only be 0: test "
		    "owner(%s) first", a->rs->id, eng_region_name(a, (int)r),
		    x->place.text);
	*board_turns(a->st->board, (int)r) = turns;
	return ST_OK;
}

int
eng_let_go(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	long r;
	int st;

	if ((st = place_of(a, "let-go", &e->let_go, ev, &r)))
		return st;
	/* a place's pieces are tracked, and its holder kept while it is
	 * empty; a region's holder is its pieces' */
	if (a->st->pc.nplaces <= 0 && board_count(a->st->board, (int)r, -1,
	    -1) > 0)
		return diag_set(a->d, ST_DATA, "%s: let-go: %s has pieces on "
		    "it, and a region with pieces is held: let it go when "
		    "they are gone (test pieces(%s) == 0)", a->rs->id,
		    eng_region_name(a, (int)r), e->let_go.text);
	board_take(a->st->board, (int)r, -1, 0);
	return ST_OK;
}
