/* game_ability.c: the leaders' abilities used in a turn.  arbiter charges
 * what an ability costs and does what of it is data (draw cards, bring a
 * token); its text says the rest, which the GM rules at the table. */
#include "game_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Refuse, before anything is paid, an ability that would do nothing of
 * what it is used for: draw from an empty deck. */
static int
ability_possible(struct act *a, const struct leader_def *ld)
{
	const struct deck_def *d = &a->rs->mech.deck;
	int st;

	if (ld->ability.draw <= 0 || !d->present)
		return ST_OK;
	if ((st = rs_need_int(a->rs, d->size, "mechanisms.deck.size", a->d)))
		return st;
	if (a->st->pc.deck_drawn >= d->size)
		return refuse(a, "the deck is empty: %s's ability would draw "
		    "nothing, so it cannot be used", ld->name);
	return ST_OK;
}

/* p uses ld's ability. */
static int
ability_use(struct act *a, int p, const struct leader_def *ld)
{
	const struct ability_def *ab = &ld->ability;
	long before, drawn;
	int st, i;

	if ((st = ability_possible(a, ld)))
		return st;
	report_line(a->rep, "%s: %s", ld->name, ld->text ? ld->text : "");
	for (int k = 0; k < ab->cost.n; k++) {
		int r = rs_resource(a->rs, ab->cost.ids[k]);
		long n = *VEC_AT(ab->cost, long, k);
		before = a->st->players[p].res[r];
		if ((st = res_add(a, p, r, -n, "the ability")))
			return st;
		report_line(a->rep, "%s pays %s: %s %ld -> %ld", pname(a, p),
		    qty(a, r, n), rname(a, r), before,
		    a->st->players[p].res[r]);
	}
	if (ab->ap > 0) {
		int r = a->rs->mech.ap.resource.i;
		before = a->st->players[p].res[r];
		if ((st = res_add(a, p, r, -ab->ap, "the ability")))
			return st;
		report_line(a->rep, "%s: %s %ld -> %ld", pname(a, p),
		    rname(a, r), before, a->st->players[p].res[r]);
	}
	if (ab->draw > 0 && (st = deck_draw(a, p, ab->draw, "the ability",
	    &drawn)))
		return st;
	if (ab->token.i >= 0) {
		if ((st = piece_may_enter(a, p, ab->token.i)) ||
		    (st = piece_enter(a, p, ab->token.i, 0, &i)))
			return st;
		report_line(a->rep, "%s brings %s (%s) into %s's play area",
		    pname(a, p), pid(a, i), kind_name(a->rs, ab->token.i),
		    pname(a, p));
		json_set(a->rep->data, "piece", json_str(pid(a, i)));
	}
	return ST_OK;
}

/* ability: the active player's leader uses its ability. */
int
act_ability(struct act *a)
{
	int p = state_active(a->st), l, st;
	const struct leader_def *ld;

	if ((st = arg_count(a, 0, 0, "ability")))
		return st;
	if (p < 0)
		return refuse(a, "it is nobody's turn");
	if ((l = pieces_leader_of(&a->st->pc, p)) < 0)
		return refuse(a, "%s has no leader on the board", pname(a, p));
	ld = RS_LEADER(a->rs, a->st->pc.v[l].kind - a->rs->units.n);
	if (!ld->ability.present)
		return refuse(a, "%s has no ability to use (%s)", ld->name,
		    ld->text ? ld->text : "only lasting ones");
	if (a->st->pc.v[l].counters > 0)
		return refuse(a, "%s carries time counters: its abilities rest "
		    "until the last is gone", ld->name);
	return ability_use(a, p, ld);
}
