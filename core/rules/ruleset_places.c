/* ruleset_places.c: a board of places (board.places) is a board of
 * regions like any other: each place is a region, in the order declared,
 * with no borders and no groups, so that what reads a board (the regions'
 * owners and pieces, expressions over them) reads the places.  A board has
 * one kind of regions: places go with neither declared regions, nor lands
 * on orbits, nor territories laid in play.
 *
 * The tenure of a region (how long its holder has held it, board_tenure.h)
 * is kept for every place; declared regions keep it where the ruleset
 * says so (board.tenure), so that a board that does not read it saves
 * and does nothing more. */
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_int.h"

int rs_places_board(struct ruleset *rs, struct diag_list *errs);

int
rs_tenure(const struct ruleset *rs)
{
	return rs->board.places.n > 0 || (rs->board.tenure &&
	    rs->board.regions.n > 0);
}

const char *
rs_tenure_missing(const struct ruleset *rs)
{
	return rs->board.regions.n > 0 ? "its board.regions keep none "
	    "without board.tenure: declare 'tenure: true' in board" :
	    "this ruleset has none: declare them";
}

/* board.tenure on a board of no declared regions: refused where it was
 * written (the text's tree, while it is checked). */
static int
tenure_needs_regions(const struct ruleset *rs, struct diag_list *errs)
{
	const struct ynode *t = ynode_get(ynode_get(rs->tree, "board"),
	    "tenure");
	struct spos pos = { 0 };

	if (!rs->board.tenure || rs->board.regions.n > 0)
		return 0;
	if (t != NULL) {
		pos.file = t->file;
		pos.line = t->line;
		pos.col = t->col;
	}
	return ERR(pos, "'board.tenure' keeps how long each region of "
	    "board.regions is held, and this board has none%s: declare "
	    "them or take the key out", rs->board.places.n > 0 ? " (its "
	    "places keep their tenure without it)" : "") != 0;
}

int
rs_places_board(struct ruleset *rs, struct diag_list *errs)
{
	const struct board_def *b = &rs->board;

	if (tenure_needs_regions(rs, errs))
		return 1;
	if (b->places.n <= 0)
		return 0;
	if (b->regions.n > 0 || b->bodies.n > 0 ||
	    rs->mech.territories.present)
		return ERR(b->places.pos[0], "a board has one kind of "
		    "regions: places (board.places) go with neither regions, "
		    "nor lands on orbits, nor territories") != 0;
	return board_map_new(&rs->map, b->places.n, 0) < 0;
}
