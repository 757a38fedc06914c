/* board_home.c: each player's home region (see board_home.h). */
#include "core/board/board_home.h"

/* The regions in use (board_regions, read here so that board.c, which
 * calls this file, is not called back). */
static int
in_use(const struct board_state *b)
{
	return b->name != NULL ? b->nlaid : b->nregions;
}

static int
player_ok(const struct board_state *b, int p)
{
	return p >= 0 && p < b->nplayers && p < BOARD_PLAYERS_MAX;
}

int
board_home(const struct board_state *b, int p)
{
	return player_ok(b, p) ? b->home[p] : -1;
}

void
board_set_home(struct board_state *b, int p, int r)
{
	if (player_ok(b, p))
		b->home[p] = r >= 0 && r < in_use(b) ? r : -1;
}

void
board_homes_clear(struct board_state *b)
{
	for (int p = 0; p < BOARD_PLAYERS_MAX; p++)
		b->home[p] = -1;
}

struct json *
board_homes_to_json(const struct board_state *b, int width)
{
	struct json *a;
	int n = width < BOARD_PLAYERS_MAX ? width : BOARD_PLAYERS_MAX, any = 0;

	for (int p = 0; p < n; p++)
		any |= b->home[p] >= 0;
	if (!any)
		return NULL;
	a = json_arr();
	for (int p = 0; p < n; p++)
		json_push(a, json_int(b->home[p]));
	return a;
}

int
board_homes_from_json(struct board_state *b, const struct json *a,
    int width)
{
	int n = width < BOARD_PLAYERS_MAX ? width : BOARD_PLAYERS_MAX;

	board_homes_clear(b);
	if (a == NULL)
		return 0;
	if (a->type != J_ARR || a->n != n)
		return -1;
	for (int p = 0; p < n; p++) {
		if (a->v[p]->type != J_INT || a->v[p]->i < -1 ||
		    a->v[p]->i >= in_use(b))
			return -1;
		b->home[p] = (int)a->v[p]->i;
	}
	return 0;
}
