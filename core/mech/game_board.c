/* game_board.c: lands and units: links, buying, buying out and moving
 * (the supply: game_body_supply.c). */
#include "core/mech/game_int.h"
#include "core/rules/words_keys.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

long
mech_move_cost(long moved, long n, long per, long cost)
{
	if (per <= 0)
		return 0;
	return ((moved + n + per - 1) / per - (moved + per - 1) / per) * cost;
}

void
land_set(struct act *a, int land, int owner, long units)
{
	struct board_state *b = a->st->board;
	long *moved = &a->st->moved_at[land];

	if (units <= 0 || owner != b->owner[land])
		*moved = 0;
	board_hold(b, land, owner, units > 0 ? units : 0);
	if (*moved > board_held(b, land))
		*moved = board_held(b, land);
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

static int
own_land(struct act *a, int p, int land)
{
	int o = a->st->board->owner[land];

	if (o == p)
		return ST_OK;
	return refuse(a, "%s is %s's, not %s's", lname(a, land),
	    o >= 0 ? pname(a, o) : "nobody", pname(a, p));
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

/* --- buying --------------------------------------------------------------------- */

/* buy LAND N */
int
act_buy(struct act *a)
{
	const struct buy_def *b = &a->rs->mech.buy;
	int p = active_or_refuse(a), land, st, r = b->resource.i;
	long n, before;
	char why[96];

	if (p < 0)
		return ST_REFUSED;
	if ((st = arg_count(a, 2, 2, "buy LAND N")) ||
	    (st = arg_land(a, a->argv[1], &land)) ||
	    (st = arg_long(a, a->argv[2], "the number of units", 1, UNITS_MAX,
	    &n)))
		return st;
	canon(a, lname(a, land));
	canon_long(a, n);
	if ((st = own_land(a, p, land)))
		return st;
	before = a->st->players[p].res[r];
	snprintf(why, sizeof why, "buying %ld unit%s", n, n == 1 ? "" : "s");
	if ((st = res_add(a, p, r, -n * b->unit_cost, why)))
		return st;
	land_add(a, land, n);
	report_line(a->rep, "%s buys %ld unit%s on %s (now %ld) for %s: %s "
	    "%ld -> %ld", pname(a, p), n, n == 1 ? "" : "s", lname(a, land),
	    board_held(a->st->board, land), qty(a, r, n * b->unit_cost),
	    rname(a, r), before, a->st->players[p].res[r]);
	return ST_OK;
}

/* buyout LAND: the land's units leave; the buyer holds it with a few. */
int
act_buyout(struct act *a)
{
	const struct buyout_def *b = &a->rs->mech.buyout;
	int p = active_or_refuse(a), land, seller, st, r = b->resource.i;
	long units;

	if (p < 0)
		return ST_REFUSED;
	if ((st = arg_count(a, 1, 1, "buyout LAND")) ||
	    (st = arg_land(a, a->argv[1], &land)))
		return st;
	canon(a, lname(a, land));
	seller = a->st->board->owner[land];
	if (seller == p)
		return refuse(a, "%s is already %s's", lname(a, land),
		    pname(a, p));
	if (seller < 0)
		return refuse(a, "%s has no owner to buy it from",
		    lname(a, land));
	units = board_held(a->st->board, land);
	if ((st = res_add(a, p, r, -b->cost, "buying out a land")))
		return st;
	if (b->paid_to == PAID_SELLER &&
	    (st = res_add(a, seller, r, b->cost, "the price")))
		return st;
	land_set(a, land, p, b->units_after);
	report_line(a->rep, "%s buys %s out from %s for %s (paid to %s): %ld "
	    "of %s's units leave, %s holds it with %ld", pname(a, p),
	    lname(a, land), pname(a, seller), qty(a, r, b->cost),
	    b->paid_to == PAID_SELLER ? pname(a, seller) : "the bank", units,
	    pname(a, seller), pname(a, p), b->units_after);
	return ST_OK;
}

/* --- movement ----------------------------------------------------------------- */

/* Is there a path from x to y through lands of player p? */
static int
path_exists(const struct act *a, int p, int x, int y)
{
	int n = a->rs->nlands, *queue, head = 0, tail = 0, found = 0;
	unsigned char *seen;

	queue = malloc((size_t)n * sizeof *queue);
	seen = calloc((size_t)n, 1);
	if (queue == NULL || seen == NULL) {
		free(queue);
		free(seen);
		return 0;
	}
	queue[tail++] = x;
	seen[x] = 1;
	while (head < tail && !found) {
		int l = queue[head++];
		for (int m = 0; m < n; m++) {
			if (seen[m] ||
			    !state_lands_connected(a->st, a->rs, l, m))
				continue;
			if (m == y) {
				found = 1;
				break;
			}
			if (a->st->board->owner[m] == p) {
				seen[m] = 1;
				queue[tail++] = m;
			}
		}
	}
	free(queue);
	free(seen);
	return found;
}

/* move N FROM TO */
int
act_march(struct act *a)
{
	const struct move_def *m = &a->rs->mech.move;
	int p = active_or_refuse(a), from, to, st, r = m->resource.i;
	long n, cost, before, free_n = 0;

	if (p < 0)
		return ST_REFUSED;
	if ((st = arg_count(a, 3, 3, "move N FROM TO")) ||
	    (st = arg_long(a, a->argv[1], "the number of units", 1, UNITS_MAX,
	    &n)) ||
	    (st = arg_land(a, a->argv[2], &from)) ||
	    (st = arg_land(a, a->argv[3], &to)))
		return st;
	canon_long(a, n);
	canon(a, lname(a, from));
	canon(a, lname(a, to));
	if (from == to)
		return usage(a, "the units are on %s already", lname(a, to));
	if ((st = own_land(a, p, from)) || (st = own_land(a, p, to)))
		return st;
	if (n > board_held(a->st->board, from))
		return refuse(a, "%s has %ld unit%s, not %ld", lname(a, from),
		    board_held(a->st->board, from),
		    board_held(a->st->board, from) == 1 ? "" : "s", n);
	if ((st = board_needs_adjacency(a)))
		return st;
	if (!path_exists(a, p, from, to))
		return refuse(a, "no way from %s to %s through %s's own lands "
		    "and %s", lname(a, from), lname(a, to), pname(a, p),
		    game_word(a, W_LINK, 2));
	/* units already paid for this phase move on first: the cheapest
	 * choice, and at the table they are the same units */
	if (m->once_per_phase)
		free_n = n < a->st->moved_at[from] ? n :
		    a->st->moved_at[from];
	cost = mech_move_cost(a->st->moved, n - free_n, m->per_units,
	    m->cost);
	before = a->st->players[p].res[r];
	if (cost > 0 && (st = res_add(a, p, r, -cost, "this move")))
		return st;
	a->st->moved += n - free_n;
	a->st->moved_at[from] -= free_n;
	land_set(a, from, p, board_held(a->st->board, from) - n);
	land_add(a, to, n);
	if (m->once_per_phase)
		a->st->moved_at[to] += n;
	if (free_n > 0)
		report_line(a->rep, "%s moves %ld unit%s from %s to %s (%ld "
		    "of them paid for already; %ld paid for this phase) for "
		    "%s: %s %ld -> %ld", pname(a, p), n, n == 1 ? "" : "s",
		    lname(a, from), lname(a, to), free_n, a->st->moved,
		    qty(a, r, cost), rname(a, r), before,
		    a->st->players[p].res[r]);
	else
		report_line(a->rep, "%s moves %ld unit%s from %s to %s (%ld "
		    "moved this phase) for %s: %s %ld -> %ld", pname(a, p), n,
		    n == 1 ? "" : "s", lname(a, from), lname(a, to),
		    a->st->moved, qty(a, r, cost), rname(a, r), before,
		    a->st->players[p].res[r]);
	json_set(a->rep->data, "cost", json_int(cost));
	json_set(a->rep->data, "moved", json_int(a->st->moved));
	json_set(a->rep->data, "moving_on", json_int(free_n));
	return ST_OK;
}

/* move: a piece, or units through a chain of regions */
int
act_move(struct act *a)
{
	return a->rs->mech.move.present ? act_march(a) : act_move_piece(a);
}
