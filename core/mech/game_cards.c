/* game_cards.c: a deck of cards whose faces arbiter does not know (hands
 * are counts), playing them (a draw is the declared action 'draw', see
 * core/rules/ruleset_draw.c), and trading between players when they
 * agreed to it. */
#include "core/mech/game_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* play [NOTE...]: the active player plays a card from the hand. */
int
act_play(struct act *a)
{
	int p = state_active(a->st), d = rs_draw_deck(a->rs), r;
	long before;
	struct strbuf note;

	if (d < 0)
		return usage(a, "%s has no deck to play from", a->rs->id);
	r = VEC_AT(a->rs->decks, struct deck_def, d)->hand.i;
	if (p < 0)
		return refuse(a, "it is nobody's turn");
	sb_init(&note);
	for (int i = 1; i < a->argc; i++) {
		canon(a, a->argv[i]);
		sb_printf(&note, "%s%s", i > 1 ? " " : "", a->argv[i]);
	}
	before = a->st->players[p].res[r];
	if (before <= RS_RES(a->rs, r)->min) {
		sb_release(&note);
		return refuse(a, "%s has no %s to play", pname(a, p),
		    RS_RES(a->rs, r)->one ? RS_RES(a->rs, r)->one :
		    rname(a, r));
	}
	a->st->players[p].res[r]--;
	report_line(a->rep, "%s plays %s%s%s%s: %s %ld -> %ld", pname(a, p),
	    qty(a, r, 1), note.len ? " (" : "", sb_str(&note), note.len ?
	    ")" : "", rname(a, r), before, before - 1);
	sb_release(&note);
	return ST_OK;
}

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
