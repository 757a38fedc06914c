/* engine_income.c: what a player's units bring when the player's turn
 * begins: the effect unit-income (each of the player's units earns its
 * kind's income and draws its cards, by mechanisms.unit-income). */
#include "core/engine/engine_int.h"
#include "core/engine/engine_enter.h"

#include <stdio.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/state/pieces.h"
#include "core/state/state.h"

/* The actor of an effect that acts for one, or -1 (the failure set). */
static int
actor(struct act *a, const struct eng_eval *ev, const char *what)
{
	if (ev->me >= 0)
		return ev->me;
	diag_set(a->d, ST_DATA, "%s: %s is for a player, and there is no "
	    "actor", a->rs->id, what);
	return -1;
}

int
eng_unit_income(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	const struct unit_income_def *m = &a->rs->mech.unit_income;
	const struct track *t = &a->st->board->track;
	int p = actor(a, ev, "unit-income"), r = m->resource.i, st;
	long paid = 0, cards = 0, before, drawn;
	struct strbuf from;

	if (p < 0)
		return a->d->code;
	if (state_over(a->st))
		return ST_OK;
	before = a->st->players[p].res[r];
	sb_init(&from);
	for (int i = 0; i < t->n; i++) {
		const struct tracked *u = &t->v[i];
		char id[96];
		long in, wis;
		if (u->owner != p || u->counters > 0 ||
		    u->kind >= a->rs->units.n)
			continue;
		if ((st = kind_stat(a, u->kind, STAT_INCOME, &in)) ||
		    (st = kind_stat(a, u->kind, STAT_DRAWS, &wis))) {
			sb_release(&from);
			return st;
		}
		piece_id(a->rs, u, id, sizeof id);
		if (in > 0)
			sb_printf(&from, "%s%s %ld", from.len ? ", " : "", id,
			    in);
		paid += in;
		cards += wis;
	}
	if (paid > 0) {
		if ((st = res_add(a, p, r, paid, "the income"))) {
			sb_release(&from);
			return st;
		}
		report_line(a->rep, "%s's units earn %s (%s): %s %ld -> %ld",
		    pname(a, p), qty(a, r, paid), sb_str(&from), rname(a, r),
		    before, a->st->players[p].res[r]);
	}
	sb_release(&from);
	if (cards > 0 && (st = deck_draw(a, rs_draw_deck(a->rs), p, cards,
	    m->draw_as != NULL ? m->draw_as : "the income", &drawn)))
		return st;
	if (paid == 0 && cards == 0)
		report_line(a->rep, "%s's units bring no income", pname(a, p));
	if (e->json != NULL)
		json_set(a->rep->data, e->json, json_int(paid));
	return ST_OK;
}
