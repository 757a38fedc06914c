/* hex.c: hex grid places, distances and reachable tiles. */
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

int
hex_reach(const struct hex_cell *cells, int n, int from, int to, int budget)
{
	int *dist, *queue, head = 0, tail = 0, found = -1;

	if (from == to)
		return 0;
	if (from < 0 || to < 0 || from >= n || to >= n || !cells[from].placed ||
	    !cells[to].placed || budget <= 0)
		return -1;
	dist = malloc((size_t)n * sizeof *dist);
	queue = malloc((size_t)n * sizeof *queue);
	if (dist == NULL || queue == NULL) {
		free(dist);
		free(queue);
		return -1;
	}
	for (int i = 0; i < n; i++)
		dist[i] = -1;
	dist[from] = 0;
	queue[tail++] = from;
	while (head < tail && found < 0) {
		int x = queue[head++];
		if (dist[x] == budget || (x != from && cells[x].stop))
			continue;
		for (int y = 0; y < n; y++) {
			if (dist[y] >= 0 || !cells[y].placed || cells[y].closed ||
			    hex_distance(cells[x].col, cells[x].row,
			    cells[y].col, cells[y].row) != 1)
				continue;
			dist[y] = dist[x] + 1;
			if (y == to) {
				found = dist[y];
				break;
			}
			queue[tail++] = y;
		}
	}
	free(dist);
	free(queue);
	return found;
}
