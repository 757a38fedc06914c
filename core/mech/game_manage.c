/* game_manage.c: what is managed between rounds of orders: mining and
 * collecting spawned pieces, a discovery passed and the free buildings
 * when building ends (the win check, objectives, discoveries picked and building are declared
 * actions). */
#include "core/mech/terr_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* --- mining ------------------------------------------------------------------ */

static int
mine(struct act *a)
{
	const struct mine_def *m = &a->rs->mech.mine;
	const struct home_def *h = &a->rs->mech.territories.home;
	int st;

	for (int p = 0; p < a->st->nplayers; p++) {
		struct strbuf b, c;
		long coins = 0, got = 0, before = a->st->players[p].res[
		    m->resource.i];
		sb_init(&b);
		sb_init(&c);
		for (int t = 0; t < NTILES(a); t++) {
			struct tile_state *x = TILE(a, t);
			long y = x->home >= 0 ? h->mine :
			    RS_TILE(a->rs, x->type)->mine;
			if (terr_controls(a, t, p) && y > 0) {
				coins += y;
				sb_printf(&b, "%s%s %ld", b.len ? ", " : "",
				    TID(a, t), y);
			}
			if (m->collect.i >= 0 && x->spawned > 0 &&
			    terr_count(a, t, p) > 0) {
				got += x->spawned;
				sb_printf(&c, "%s%s", c.len ? ", " : "",
				    TID(a, t));
				x->spawned = 0;
			}
		}
		if ((st = res_add(a, p, m->resource.i, coins, "mining"))) {
			sb_release(&b);
			sb_release(&c);
			return st;
		}
		report_line(a->rep, "%s mines %s%s%s%s: %ld -> %ld", pname(a, p),
		    qty(a, m->resource.i, coins), b.len ? " (" : "",
		    sb_str(&b), b.len ? ")" : "", before,
		    a->st->players[p].res[m->resource.i]);
		if (got > 0) {
			before = a->st->players[p].res[m->collect.i];
			if ((st = res_add(a, p, m->collect.i, got,
			    "collecting"))) {
				sb_release(&b);
				sb_release(&c);
				return st;
			}
			report_line(a->rep, "%s collects %s (%s): %ld -> %ld",
			    pname(a, p), qty(a, m->collect.i, got), sb_str(&c),
			    before, a->st->players[p].res[m->collect.i]);
		}
		sb_release(&b);
		sb_release(&c);
	}
	return ST_OK;
}

int
manage_step(struct act *a, int step)
{
	switch (step) {
	case STEP_MINE:
		return mine(a);
	}
	return ST_OK;
}

/* --- free buildings at the end of building -------------------------------- */

static void
free_buildings(struct act *a)
{
	const struct arrival_def *ar = &a->rs->mech.territories.arrival;
	int k = ar->present ? ar->piece.i : -1;

	if (k < 0)
		return;
	for (int p = 0; p < a->st->nplayers; p++) {
		int f = a->st->players[p].faction;
		if (f < 0 || !RS_FACTION(a->rs, f)->abilities.free_arrival)
			continue;
		for (int t = 0; t < NTILES(a); t++) {
			if (!terr_has(a, t, p, RS_PIECE(a->rs, k)->needs.i) ||
			    terr_buildings(a, t) >= 
			    a->rs->mech.territories.buildings)
				continue;
			if (terr_out_of_box(a, p, k) >= RS_PIECE(a->rs, k)->count) {
				report_line(a->rep, "%s has no %s left for %s",
				    pname(a, p), piece_name(a, k, 2),
				    TID(a, t));
				continue;
			}
			UNITS(a, t, p)[k]++;
			terr_owner_update(a->st, t);
			report_line(a->rep, "%s gets a free %s on %s",
			    pname(a, p), piece_name(a, k, 1), TID(a, t));
		}
	}
}

/* Every player picks a discovery, or passes, before the step ends. */
static int
picks_done(struct act *a)
{
	struct strbuf b;
	int n = 0, st = ST_OK;

	sb_init(&b);
	for (int i = 0; i < a->st->nplayers; i++) {
		int p = a->st->norder > 0 ? a->st->order[i] : i;
		if (a->st->terr->done[p] || a->st->players[p].out)
			continue;
		sb_printf(&b, "%s%s", n ? ", " : "", pname(a, p));
		n++;
	}
	if (n > 0)
		st = refuse(a, "%s %s not picked a discovery: '%s PLAYER CARD' "
		    "in turn order, or 'pass PLAYER' for a player who passes",
		    sb_str(&b), n == 1 ? "has" : "have", verb_word(a, "pick"));
	sb_release(&b);
	return st;
}

int
manage_leave(struct act *a)
{
	if (rs_phase_allows(a->rs, a->st->phase, GC_PICK))
		return picks_done(a);
	if (!rs_phase_allows(a->rs, a->st->phase, GC_BUILD))
		return ST_OK;
	free_buildings(a);
	for (int t = 0; t < NTILES(a); t++) {
		TILE(a, t)->built = 0;
		TILE(a, t)->fresh = 0;
	}
	return ST_OK;
}

/* --- discoveries: a player who passes ------------------------------------ */

int
discovery_pass(struct act *a, int p)
{
	int want = terr_undone_next(a->st);

	if (want < 0)
		return refuse(a, "everybody has picked this round");
	if (p < 0) {
		p = want;
		canon(a, pname(a, p));
	}
	if (want != p)
		return refuse(a, "discoveries are picked in turn order: %s "
		    "picks first", pname(a, want));
	a->st->terr->done[p] = 1;
	report_line(a->rep, "%s passes: no discovery this round", pname(a, p));
	return ST_OK;
}
