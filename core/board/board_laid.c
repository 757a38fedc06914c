/* board_laid.c: a board whose regions are laid during play, each with a
 * name, and its map (see board.h). */
#include "core/board/board.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

struct board_state *
board_new_laid(int cap, int nplayers, int nkinds)
{
	struct board_state *b = board_new(cap, nplayers, nkinds);

	if (b == NULL)
		return NULL;
	b->name = calloc((size_t)cap + 1, sizeof *b->name);
	if (b->name == NULL || board_map_new(&b->map, cap, 0) < 0) {
		board_free(b);
		return NULL;
	}
	return b;
}

int
board_lay(struct board_state *b, const char *name)
{
	if (b->name == NULL || b->nlaid >= b->nregions || name[0] == '\0' ||
	    strlen(name) > BOARD_NAME_MAX || board_find(b, name) >= 0)
		return -1;
	snprintf(b->name[b->nlaid], sizeof b->name[b->nlaid], "%s", name);
	return b->nlaid++;
}

int
board_find(const struct board_state *b, const char *name)
{
	for (int r = 0; b->name != NULL && r < b->nlaid; r++)
		if (strcasecmp(b->name[r], name) == 0)
			return r;
	return -1;
}

const char *
board_name(const struct board_state *b, int r)
{
	return b->name != NULL && r >= 0 && r < b->nlaid ? b->name[r] : "?";
}

int
board_regions(const struct board_state *b)
{
	return b->name != NULL ? b->nlaid : b->nregions;
}
