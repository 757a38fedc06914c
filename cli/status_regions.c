/* status_regions.c: the regions of a board of regions in status: each
 * region's owner and pieces, group by group. */
#include "cmds.h"

#include <stdio.h>
#include <string.h>

#include "table.h"

/* The pieces on region r as "Ann 3 armies, Bob 1 army" added to b (an
 * empty one), whole: the pieces' names have any length. */
static void
region_pieces(const struct ruleset *rs, const struct state *st, int r,
    struct strbuf *b)
{
	for (int p = 0; p < st->nplayers; p++)
		for (int k = 0; k < rs->pieces.n; k++) {
			long c = *board_at(st->board, r, p, k);
			if (c == 0)
				continue;
			const struct piece_def *d = RS_PIECE(rs, k);
			sb_printf(b, "%s%s %ld %s", b->len ? ", " : "",
			    st->players[p].name, c,
			    c == 1 && d->one != NULL ? d->one : d->name);
		}
}

void
status_regions(const struct session *s, struct strbuf *b)
{
	const struct ruleset *rs = s->rs;
	const struct state *st = s->st;
	const struct board_state *bd = st->board;
	struct table t;
	const char *head[] = { "region", "group", "owner", "pieces" };
	const char *row[4];
	struct strbuf pieces;

	if (bd == NULL || rs->board.regions.n <= 0)	/* orbits: lands */
		return;
	table_init(&t, 4);
	table_row(&t, head);
	/* each cell whole: the ruleset's ids and names have any length */
	sb_init(&pieces);
	for (int r = 0; r < state_regions(st); r++) {
		const struct region_def *d = VEC_AT(rs->board.regions,
		    struct region_def, r);
		row[0] = state_region_id(st, rs, r);
		row[1] = d->groups.n > 0 ? VEC_AT(d->groups, struct sref,
		    0)->name : "";
		row[2] = bd->owner[r] >= 0 ? st->players[bd->owner[r]].name :
		    "";
		sb_reset(&pieces);
		region_pieces(rs, st, r, &pieces);
		row[3] = sb_str(&pieces);
		table_row(&t, row);
	}
	sb_release(&pieces);
	sb_add(b, "\n");
	table_write(&t, b, 0);
	table_release(&t);
}
