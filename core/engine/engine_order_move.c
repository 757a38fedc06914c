/* engine_order_move.c: the effect order-move: the player whose turn it is
 * moves units of a word of kind piece-counts from one territory to
 * another as a move of his order (core/act/act_route.c finds the way),
 * refused, in this order, when the move stays put, neither starts nor
 * ends at the territory the order activated, goes the other way than the
 * order's moves before it, moves buildings or more units than are there,
 * enters another's home, cannot reach, or would stack too many; the order
 * keeps the move's direction.  The checks of the units and the way, and
 * the move itself, are the general effect move-units' (engine_move_units.c):
 * texts of before and games that keep this effect read the same. */
#include "core/engine/engine_int.h"
#include "core/act/act_terr.h"

#include <stdlib.h>

#include "core/state/state.h"

/* The direction of a move of the order on tile: 1 out of it, 2 into it,
 * 0 neither. */
static int
direction(int tile, int from, int to)
{
	return from == tile ? 1 : to == tile ? 2 : 0;
}

/* May p move n[] from one territory to the other in the order? */
static int
check(struct act *a, const struct eff_order_move *x, int p, int from, int to,
    const long *n)
{
	const struct terr_state *t = a->st->terr;
	int dir = direction(t->order_tile, from, to);

	if (from == to)
		return usage(a, "a move goes from one territory to another");
	if (dir == 0)
		return refuse(a, "every move of this order starts or ends at "
		    "%s, the territory it activated", TID(a, t->order_tile));
	if (t->order_dir != 0 && dir != t->order_dir)
		return refuse(a, "this order %s units %s %s; it cannot also "
		    "%s them %s it", x->verbs, t->order_dir == 1 ? "out of" :
		    "into", TID(a, t->order_tile), x->verb, dir == 1 ?
		    "out of" : "into");
	return eng_move_units_check(a, p, from, to, n, x->verb);
}

/* Move them, say so, and keep the order's direction. */
static void
move(struct act *a, const struct eff_order_move *x, int p, int from, int to,
    const long *n)
{
	struct terr_state *t = a->st->terr;
	char buf[200];

	eng_move_units_carry(a, p, from, to, n);
	t->order_dir = direction(t->order_tile, from, to);
	report_line(a->rep, "%s %s %s from %s to %s", pname(a, p), x->verbs,
	    pieces_text(a, n, buf, sizeof buf), TID(a, from), tname(a, to));
	if (terr_enemies(a, to, p))
		report_line(a->rep, "%s holds enemy units: '%s %s' when the "
		    "moves are done", TID(a, to), verb_word(a, "fight"),
		    TID(a, to));
}

int
eng_order_move(struct act *a, const struct eff_order_move *x,
    const struct eng_eval *ev)
{
	const struct terr_state *t = a->st->terr;
	int p = state_active(a->st), from, to, st;
	long *n;

	if (t == NULL || NPIECES(a) <= 0 || x->w_from < 0 || x->w_to < 0 ||
	    x->w_units < 0)
		return diag_set(a->d, ST_DATA, "%s: order-move needs a map of "
		    "territories with pieces", a->rs->id);
	from = (int)ev->args[x->w_from];
	to = (int)ev->args[x->w_to];
	if (from < 0 || from >= NTILES(a) || to < 0 || to >= NTILES(a))
		return diag_set(a->d, ST_DATA, "%s: order-move needs two "
		    "territories of the map", a->rs->id);
	if (p < 0)
		return refuse(a, "it is nobody's turn");
	if (t->order_tile < 0)
		return refuse(a, "%s has no order on the map: '%s PLACE' "
		    "first", pname(a, p), verb_word(a, "activate"));
	if ((n = calloc((size_t)NPIECES(a), sizeof *n)) == NULL)
		return diag_set(a->d, ST_ENV, "out of memory");
	/* read again, as the word was (its words are logged already) */
	st = arg_pieces(a, a->argv[ev->args[x->w_units]], n);
	if (st == ST_OK)
		st = check(a, x, p, from, to, n);
	if (st == ST_OK)
		move(a, x, p, from, to, n);
	free(n);
	return st;
}
