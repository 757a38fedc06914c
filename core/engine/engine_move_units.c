/* engine_move_units.c: the effect move-units: the actor moves the units of
 * a word of kind piece-counts from one territory of the map to another,
 * refused, in this order, when the move stays put (a usage error), moves
 * buildings or more units than are there, enters another's home, cannot
 * reach (core/act/act_route.c) or would stack too many.  It says nothing:
 * the line is the ruleset's.  The effect order-move of before is
 * rewritten at load into it (core/rules/ruleset_move_fx.c). */
#include "core/expr/expr.h"
#include "core/act/act.h"
#include "core/engine/engine_combat.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_terr.h"
#include "core/act/act_terr.h"

#include <stdlib.h>

#include "core/state/state.h"

int
eng_move_units_check(struct act *a, int p, int from, int to, const long *n,
    const char *verb)
{
	const char *home = a->rs->mech.territories.home.name;
	long after = 0;
	int st;

	for (int k = 0; k < NPIECES(a); k++) {
		if (n[k] == 0)
			continue;
		if (RS_PIECE(a->rs, k)->building)
			return refuse(a, "%s never move", piece_name(a, k, 2));
		if (UNITS(a, from, p)[k] < n[k])
			return refuse(a, "%s has %ld %s on %s", pname(a, p),
			    UNITS(a, from, p)[k], piece_name(a, k,
			    UNITS(a, from, p)[k]), TID(a, from));
	}
	if (TILE(a, to)->home >= 0 && TILE(a, to)->home != p)
		return refuse(a, "nobody enters another player's %s (%s)",
		    home != NULL ? home : "home", tname(a, to));
	if ((st = route_check(a, p, from, to, n, verb)))
		return st;
	for (int k = 0; k < NPIECES(a); k++)
		after += RS_PIECE(a->rs, k)->building ? 0 : n[k];
	after += terr_mobile(a, to, p);
	return eng_stack_check(a, to, p, after);
}

void
eng_move_units_carry(struct act *a, int p, int from, int to, const long *n)
{
	for (int k = 0; k < NPIECES(a); k++) {
		UNITS(a, from, p)[k] -= n[k];
		UNITS(a, to, p)[k] += n[k];
	}
	terr_owner_update(a->st, from);
	terr_owner_update(a->st, to);
}

int
eng_move_units(struct act *a, const struct eff_move_units *x,
    const struct eng_eval *ev)
{
	int p = ev->me, from, to, st;
	long *n;

	if (a->st->terr == NULL || NPIECES(a) <= 0 || x->w_from < 0 ||
	    x->w_to < 0 || x->w_units < 0 || p < 0 || p >= a->st->nplayers)
		return diag_set(a->d, ST_DATA, "%s: move-units needs a map of "
		    "territories with pieces and an actor", a->rs->id);
	from = (int)ev->args[x->w_from];
	to = (int)ev->args[x->w_to];
	if (from < 0 || from >= NTILES(a) || to < 0 || to >= NTILES(a))
		return diag_set(a->d, ST_DATA, "%s: move-units needs two "
		    "territories of the map", a->rs->id);
	if (from == to)
		return usage(a, "a move goes from one territory to another");
	if ((n = calloc((size_t)NPIECES(a), sizeof *n)) == NULL)
		return diag_set(a->d, ST_ENV, "out of memory");
	/* read again, as the word was (its words are logged already) */
	st = arg_pieces(a, a->argv[ev->args[x->w_units]], n);
	if (st == ST_OK)
		st = eng_move_units_check(a, p, from, to, n, x->verb);
	if (st == ST_OK)
		eng_move_units_carry(a, p, from, to, n);
	free(n);
	return st;
}
