/* hex.c: hex grid places and distances (the hex board: board_hex.c). */
#include "core/board/hex.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>

int
hex_parse(const char *s, int *col, int *row)
{
	int c = tolower((unsigned char)s[0]), r = 0, digits = 0;

	if (c < 'a' || c > 'z')
		return -1;
	for (const char *p = s + 1; *p; p++) {
		if (!isdigit((unsigned char)*p) || ++digits > 2)
			return -1;
		r = r * 10 + (*p - '0');
	}
	if (digits == 0 || s[1] == '0' || r < 1 || r > HEX_ROWS)
		return -1;
	*col = c - 'a';
	*row = r - 1;
	return 0;
}

void
hex_name(int col, int row, char *buf, size_t n)
{
	snprintf(buf, n, "%c%d", 'a' + col, row + 1);
}

/* Rows from 0: odd ones are shifted right ("odd-r"); to cube axes. */
static void
cube(int col, int row, int *q, int *r)
{
	*q = col - (row - (row & 1)) / 2;
	*r = row;
}

int
hex_distance(int c1, int r1, int c2, int r2)
{
	int q1, q2, a1, a2, dq, dr, ds;

	cube(c1, r1, &q1, &a1);
	cube(c2, r2, &q2, &a2);
	dq = q1 - q2;
	dr = a1 - a2;
	ds = dq + dr;
	return (abs(dq) + abs(dr) + abs(ds)) / 2;
}

void
hex_block(int n, int i, int *col, int *row)
{
	int w = 1;

	while (w * w < n)
		w++;
	*col = i % w;
	*row = i / w;
}
