/* hex.h: a map of hex tiles named by column letter and row number.
 *
 * "a1" is the first column of the first row; columns go a to z, rows 1 to
 * 99.  Every second row (2, 4, ...) is shifted half a hex to the right, so
 * b2 borders b1, c1, a2, c2, b3 and c3, and b1 borders a1, c1, a2 and b2.
 * Distances count steps from tile to tile across the grid.
 *
 * Pure functions on plain arguments: no ruleset, no state.
 */
#ifndef ARBITER_HEX_H
#define ARBITER_HEX_H

#include <stddef.h>

#define HEX_COLS 26
#define HEX_ROWS 99

/* "c4" -> col 2, row 3 (both from 0); 0, or -1 when s is not a place. */
int hex_parse(const char *s, int *col, int *row);
void hex_name(int col, int row, char *buf, size_t n);

/* Steps between two tiles; 1 for neighbours. */
int hex_distance(int c1, int r1, int c2, int r2);

/* The place of the i-th tile (from 0) of n laid row after row in a block
 * about as wide as it is high. */
void hex_block(int n, int i, int *col, int *row);

/* A tile laid on the grid or beside it: the regions of a hex board
 * (board_hex.h). */
struct hex_cell {
	int placed;		/* on the grid: col and row hold */
	int col, row;
};

#endif
