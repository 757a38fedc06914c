/* board_orbit.c: a board whose regions are not declared one by one but
 * derived: lands numbered on bodies that travel round orbits.  Each body
 * is a group of the board (its lands and its port), the lands are its
 * regions, and a region is held by one player, whose pieces on it are
 * counted as one number (see board.h).  The positions on an orbit are
 * fields numbered from 1. */
#include "core/board/board.h"

#include <string.h>

void
board_hold(struct board_state *b, int r, int owner, long n)
{
	memset(board_at(b, r, 0, 0), 0, (size_t)b->nplayers *
	    (size_t)b->nkinds * sizeof *b->pieces);
	b->owner[r] = n > 0 ? owner : -1;
	if (n > 0)
		*board_at(b, r, owner, 0) = n;
}

long
board_orbit_start(long total, long fields)
{
	long p;

	if (fields <= 0)
		return 0;
	p = (total - 1) % fields;
	if (p < 0)
		p += fields;
	return p + 1;
}

long
board_orbit_advance(long position, long fields)
{
	return fields <= 0 ? position : position % fields + 1;
}
