/* engine_lay_tile.c: the effect lay-tile, one tile of a kind laid on a
 * map of territories ("lay-tile: {at: place, tile: tile}", a word of
 * kind place and one of kind tile), as engine_lay_one.c lays it: on a
 * place of the hex grid or under a name (the line then says nothing about
 * its neighbours can be checked), within the mix for the player count.
 * The place word given as its alone keyword lays the rest of the mix at
 * random instead, as lay-random does. */
#include "core/act/act.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_terr.h"

#include "core/state/state.h"

int
eng_lay_tile(struct act *a, const struct eff_lay_tile *x,
    const struct eng_eval *ev)
{
	long at = ev->args[x->w_at], type = ev->args[x->w_tile];
	int st;

	if (a->st->terr == NULL)
		return diag_set(a->d, ST_DATA, "%s: lay-tile needs a map of "
		    "territories", a->rs->id);
	if (at == -1)	/* the place word's alone keyword: the rest */
		return eng_lay_rest(a);
	if (at < 1 || at >= a->argc || type < 0 || type >= a->rs->tiles.n)
		return diag_set(a->d, ST_DATA, "%s: lay-tile: no place or no "
		    "tile among the command's words", a->rs->id);
	if ((st = eng_lay_one(a, a->argv[at], (int)type)))
		return st;
	eng_lay_said(a);
	return ST_OK;
}
