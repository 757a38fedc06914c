/* status_pieces.c: the pieces part of 'status': each player's faction,
 * chief and pieces (where they stand, their counters), the places
 * with their holders, and the deck. */
#include "cmds.h"
#include "core/board/board_tenure.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "table.h"

/* Where a piece stands, short: home, Bob's area, board, or a place
 * (whole: its name has any length), added to b. */
static void
piece_where(const struct ruleset *rs, const struct state *st,
    const struct tracked *x, struct strbuf *b)
{
	if (x->region >= 0)
		sb_add(b, RS_PLACE(rs, x->region)->name);
	else if (x->area == x->owner)
		sb_add(b, "home");
	else if (x->area >= 0)
		sb_printf(b, "%s's area", st->players[x->area].name);
	else
		sb_add(b, "board");
}

static void
pieces_table(const struct ruleset *rs, const struct state *st,
    struct strbuf *b)
{
	const char *const head[] = { "player", "faction",
		rs_word(rs, W_CHIEF, 1), "pieces" };
	const struct track *tr = board_track(st->board);
	struct table t;

	table_init(&t, 4);
	table_row(&t, head);
	for (int p = 0; p < st->nplayers; p++) {
		struct strbuf list, chief;
		const char *row[4];
		int l = st->pc.chief[p];
		sb_init(&list);
		sb_init(&chief);
		for (int i = 0; i < tr->n; i++) {
			const struct tracked *x = &tr->v[i];
			char id[PIECE_ID_SIZE];
			if (x->owner != p)
				continue;
			piece_id(rs, x, id, sizeof id);
			sb_printf(&list, "%s%s (", list.len ? ", " : "", id);
			piece_where(rs, st, x, &list);
			if (x->counters > 0)
				sb_printf(&list, ", %ld %s", x->counters,
				    rs_word(rs, W_COUNTER, x->counters));
			sb_addc(&list, ')');
		}
		sb_printf(&chief, "%s%s%s%s", l >= 0 ?
		    RS_CHIEF(rs, l)->name : "", l >= 0 &&
		    pieces_chief_of(&st->pc, st->board, p) < 0 ? " (slain)" :
		    "",
		    st->pc.borrowed[p] >= 0 ? ", with the ability of " : "",
		    st->pc.borrowed[p] >= 0 ? RS_CHIEF(rs,
		    st->pc.borrowed[p])->name : "");
		row[0] = st->players[p].name;
		row[1] = st->players[p].faction >= 0 ?
		    RS_FACTION(rs, st->players[p].faction)->name : "";
		row[2] = sb_str(&chief);
		row[3] = list.len ? sb_str(&list) : "none";
		table_row(&t, row);
		sb_release(&list);
		sb_release(&chief);
	}
	table_write_wrapped(&t, b, 0, 100);
	table_release(&t);
}

void
status_pieces(const struct ruleset *rs, const struct state *st,
    struct strbuf *b)
{
	int k;

	if (!rs_has_pieces(rs))
		return;
	sb_addc(b, '\n');
	pieces_table(rs, st, b);
	for (int i = 0; i < st->pc.nplaces; i++) {
		int h = st->board->owner[i];
		long turns = *board_turns(st->board, i);
		sb_printf(b, "%s: ", RS_PLACE(rs, i)->name);
		if (h < 0)
			sb_add(b, "nobody holds it");
		else
			sb_printf(b, "held by %s since round %ld, %ld turn%s "
			    "counted in a row", st->players[h].name,
			    board_since(st->board, i), turns, turns == 1 ? "" :
			    "s");
		if (h >= 0 && rs->board.empty_held_note &&
		    track_on(&st->board->track, i, NULL) == 0)
			sb_printf(b, " (empty: the row ends unless a piece of "
			    "%s's stands on it when the turn ends)",
			    st->players[h].name);
		sb_addc(b, '\n');
	}
	if ((k = rs_draw_deck(rs)) >= 0) {
		long size = VEC_AT(rs->decks, struct deck_def, k)->size;
		long drawn = st->decks[rs_deck_at(rs, k)];
		if (size == SCHEMA_UNKNOWN_INT)
			sb_printf(b, "deck: %ld card%s drawn (its size is "
			    "unknown)\n", drawn, drawn == 1 ? "" : "s");
		else
			sb_printf(b, "deck: %ld of %ld cards left\n",
			    size - drawn, size);
	}
}
