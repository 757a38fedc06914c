/* game_board.c: lands and units: links, moving a piece, and the GM's
 * corrections (the supply: game_body_supply.c). */
#include "core/mech/game_int.h"
#include "core/rules/words_keys.h"
#include "core/state/state_tally.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void
land_set(struct act *a, int land, int owner, long units)
{
	struct board_state *b = a->st->board;
	int lost = owner != b->owner[land];

	board_hold(b, land, owner, units > 0 ? units : 0);
	state_tally_fit(a->st, a->rs, land, lost);
}

void
land_add(struct act *a, int land, long n)
{
	land_set(a, land, a->st->board->owner[land],
	    board_held(a->st->board, land) + n);
}

int
board_needs_adjacency(struct act *a)
{
	return rs_need_vec(a->rs, &a->rs->board.adjacent, "board.adjacent",
	    a->d);
}

int
active_or_refuse(struct act *a)
{
	int p = state_active(a->st);

	if (p < 0)
		refuse(a, "it is nobody's turn");
	return p;
}

/* --- links --------------------------------------------------------------- */

/* link BODY BODY FIELDS: from the active player's own port. */
int
act_link(struct act *a)
{
	const struct link_def *b = &a->rs->mech.link;
	int p = active_or_refuse(a), x, y, port = -1, st;
	long fields;

	if (p < 0)
		return ST_REFUSED;
	char synopsis[80];

	snprintf(synopsis, sizeof synopsis, "%s FROM-%s TO-%s FIELDS",
	    KEY_LINK, game_word_caps(a, W_BODY), game_word_caps(a, W_BODY));
	if ((st = arg_count(a, 3, 3, synopsis)) ||
	    (st = arg_body(a, a->argv[1], &x)) ||
	    (st = arg_body(a, a->argv[2], &y)) ||
	    (st = arg_long(a, a->argv[3], "the number of fields", 1, 1000,
	    &fields)))
		return st;
	canon(a, a->rs->board.bodies.ids[x]);
	canon(a, a->rs->board.bodies.ids[y]);
	canon_long(a, fields);
	if (x == y)
		return usage(a, "a %s joins two different %s",
		    game_word(a, W_LINK, 1), game_word(a, W_BODY, 2));
	for (int l = 0; l < a->rs->nlands; l++)
		if (a->rs->lands[l].body == x && a->rs->lands[l].port)
			port = l;
	if (port < 0)
		return refuse(a, "%s has no %s", RS_BODY(a->rs, x)->name,
		    game_word(a, W_PORT, 1));
	if (a->st->board->owner[port] != p)
		return refuse(a, "%s start from one's own %s; "
		    "%s is %s's", game_word(a, W_LINK, 2), game_word(a, W_PORT, 1),
		    lname(a, port),
		    pname(a, a->st->board->owner[port]));
	if (state_bodies_linked(a->st, x, y))
		return refuse(a, "%s and %s are already %s",
		    RS_BODY(a->rs, x)->name, RS_BODY(a->rs, y)->name,
		    rs_word_form(a->rs, W_LINK, WF_DONE));
	{
		char why[160];
		long before = a->st->players[p].res[b->resource.i];
		snprintf(why, sizeof why, "a %s of %ld field%s", game_word(a, W_LINK, 1),
		    fields, fields == 1 ? "" : "s");
		if ((st = res_add(a, p, b->resource.i,
		    -fields * b->cost_per_field, why)))
			return st;
		if (a->st->nlinks == a->st->caplinks) {
			int cap = a->st->caplinks ? a->st->caplinks * 2 : 8;
			struct link *v = realloc(a->st->links,
			    (size_t)cap * sizeof *v);
			if (v == NULL)
				return diag_set(a->d, ST_ENV, "out of memory");
			a->st->links = v;
			a->st->caplinks = cap;
		}
		a->st->links[a->st->nlinks++] = (struct link){ x, y,
		    fields, p };
		report_line(a->rep, "%s %s %s to %s (%ld field%s) for "
		    "%s: %s %ld -> %ld", pname(a, p),
		    rs_word_form(a->rs, W_LINK, WF_DOES), RS_BODY(a->rs,
		    x)->name, RS_BODY(a->rs, y)->name, fields,
		    fields == 1 ? "" : "s", qty(a, b->resource.i,
		    fields * b->cost_per_field), rname(a, b->resource.i),
		    before, a->st->players[p].res[b->resource.i]);
	}
	return ST_OK;
}

/* --- movement ----------------------------------------------------------------- */

/* move: a piece (units through a chain of lands are a declared action:
 * ruleset_move.c) */
int
act_move(struct act *a)
{
	return act_move_piece(a);
}
