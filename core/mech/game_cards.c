/* game_cards.c: trading between players when they agreed to it (drawing
 * and playing the cards of a counted deck are the declared actions 'draw'
 * and 'play', see core/rules/ruleset_draw.c and ruleset_play.c). */
#include "core/mech/game_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* trade FROM TO N RESOURCE: players give each other what they agreed. */
int
act_trade(struct act *a)
{
	const struct trade_def *t = &a->rs->mech.trade;
	int p, q, r, st, listed = 0;
	long n, b1, b2;

	if (!t->present)
		return usage(a, "%s has no trading", a->rs->id);
	if ((st = arg_count(a, 4, 4, "trade FROM TO N RESOURCE")) ||
	    (st = arg_player(a, a->argv[1], &p)) ||
	    (st = arg_player(a, a->argv[2], &q)) ||
	    (st = arg_long(a, a->argv[3], "the amount", 1, 1000000000L,
	    &n)) || (st = arg_resource(a, a->argv[4], &r)))
		return st;
	canon(a, pname(a, p));
	canon(a, pname(a, q));
	canon_long(a, n);
	canon(a, a->rs->resources.ids[r]);
	for (int i = 0; i < t->resources.n; i++)
		listed |= VEC_AT(t->resources, struct sref, i)->i == r;
	if (!listed)
		return refuse(a, "%s are not traded between players",
		    rname(a, r));
	if (!t->allowed)
		return refuse(a, "trading %s needs the agreement of every "
		    "player when the game begins (see the options of 'rules "
		    "%s')", rname(a, r), a->rs->id);
	if (p == q)
		return usage(a, "%s would trade with %s", pname(a, p),
		    pname(a, q));
	if (a->st->players[p].out || a->st->players[q].out)
		return refuse(a, "%s is out of the game", pname(a,
		    a->st->players[p].out ? p : q));
	b1 = a->st->players[p].res[r];
	b2 = a->st->players[q].res[r];
	if ((st = res_add(a, p, r, -n, "the trade")) ||
	    (st = res_add(a, q, r, n, "the trade")))
		return st;
	report_line(a->rep, "%s gives %s %s: %s %ld -> %ld, %s %ld -> %ld",
	    pname(a, p), pname(a, q), qty(a, r, n), pname(a, p), b1,
	    a->st->players[p].res[r], pname(a, q), b2,
	    a->st->players[q].res[r]);
	return ST_OK;
}
