/* status_regions.c: the regions of a board of regions in status: each
 * region's owner and pieces, group by group. */
#include "cmds.h"

#include <stdio.h>
#include <string.h>

#include "table.h"

/* The pieces on region r as "Ann 3 armies, Bob 1 army". */
static void
region_pieces(const struct ruleset *rs, const struct state *st, int r,
    char *buf, size_t n)
{
	size_t len = 0;

	buf[0] = '\0';
	for (int p = 0; p < st->nplayers; p++)
		for (int k = 0; k < rs->pieces.n && len < n; k++) {
			long c = *board_at(st->board, r, p, k);
			if (c == 0)
				continue;
			const struct piece_def *d = RS_PIECE(rs, k);
			len += (size_t)snprintf(buf + len, n - len, "%s%s %ld %s",
			    len ? ", " : "", st->players[p].name, c,
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
	char cells[4][200];
	const char *row[4] = { cells[0], cells[1], cells[2], cells[3] };

	if (bd == NULL || rs->board.regions.n <= 0)	/* orbits: lands */
		return;
	table_init(&t, 4);
	table_row(&t, head);
	for (int r = 0; r < state_regions(st); r++) {
		const struct region_def *d = VEC_AT(rs->board.regions,
		    struct region_def, r);
		snprintf(cells[0], sizeof cells[0], "%s",
		    state_region_id(st, rs, r));
		snprintf(cells[1], sizeof cells[1], "%s", d->groups.n > 0 ?
		    VEC_AT(d->groups, struct sref, 0)->name : "");
		snprintf(cells[2], sizeof cells[2], "%s", bd->owner[r] >= 0 ?
		    st->players[bd->owner[r]].name : "");
		region_pieces(rs, st, r, cells[3], sizeof cells[3]);
		table_row(&t, row);
	}
	sb_add(b, "\n");
	table_write(&t, b, 0);
	table_release(&t);
}
