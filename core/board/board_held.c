/* board_held.c: how long regions are held, saved (see board_held.h).  It
 * reads the board's fields itself, so that board.c, which calls this
 * file, is not called back. */
#include "core/board/board_held.h"

#define TENURE_MAX (1L << 40)	/* as board_tenure.c reads its rows */

struct json *
board_held_to_json(const struct board_state *b)
{
	struct json *a;
	int any = 0;

	for (int r = 0; r < b->nregions; r++)
		any |= b->tenure[r].since != 0 || b->tenure[r].turns != 0;
	if (!any)
		return NULL;
	a = json_arr();
	for (int r = 0; r < b->nregions; r++) {
		const long row[2] = { b->tenure[r].since, b->tenure[r].turns };
		json_push(a, json_longs(row, 2));
	}
	return a;
}

int
board_held_from_json(struct board_state *b, const struct json *a)
{
	if (a == NULL)
		return 0;
	if (a->type != J_ARR || a->n != b->nregions)
		return -1;
	for (int r = 0; r < b->nregions; r++) {
		const struct json *j = a->v[r];
		if (j->type != J_ARR || j->n != 2)
			return -1;
		for (int i = 0; i < 2; i++)
			if (j->v[i]->type != J_INT || j->v[i]->i < 0 ||
			    j->v[i]->i > TENURE_MAX)
				return -1;
		b->tenure[r].since = j->v[0]->i;
		b->tenure[r].turns = j->v[1]->i;
	}
	return 0;
}
