/* ruleset_places.c: a board of places (board.places) is a board of
 * regions like any other: each place is a region, in the order declared,
 * with no borders and no groups, so that what reads a board (the regions'
 * owners and pieces, expressions over them) reads the places.  A board has
 * one kind of regions: places go with neither declared regions, nor lands
 * on orbits, nor territories laid in play. */
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_int.h"

int rs_places_board(struct ruleset *rs, struct diag_list *errs);

int
rs_places_board(struct ruleset *rs, struct diag_list *errs)
{
	const struct board_def *b = &rs->board;

	if (b->places.n <= 0)
		return 0;
	if (b->regions.n > 0 || b->bodies.n > 0 ||
	    rs->mech.territories.present)
		return ERR(b->places.pos[0], "a board has one kind of "
		    "regions: places (board.places) go with neither regions, "
		    "nor lands on orbits, nor territories") != 0;
	return board_map_new(&rs->map, b->places.n, 0) < 0;
}
