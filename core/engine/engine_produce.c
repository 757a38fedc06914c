/* engine_produce.c: the effect produce (mechanisms.colonies): every
 * producer on a zone held makes its output, which the zone's folk
 * decides, for the zone's owner, player by player in seat order.  A zone
 * whose producer of its owner's choice is still due, or whose folk is
 * unknown, refuses it: the GM settles that first. */
#include "core/engine/engine_int.h"

#include <stdio.h>

#include "core/act/act_zones.h"
#include "core/base/strbuf.h"
#include "core/board/board.h"
#include "core/state/state.h"

#define PRODUCE_RES_MAX 64	/* resources counted (the first ones) */

/* What player p's producers make, said on one line. */
static int
produce_for(struct act *a, int p)
{
	const struct colonies_def *c = &a->rs->mech.colonies;
	struct zones *w = a->st->zones;
	long made[PRODUCE_RES_MAX] = { 0 };
	struct strbuf b;
	int nres = a->rs->resources.n < PRODUCE_RES_MAX ?
	    a->rs->resources.n : PRODUCE_RES_MAX, st;

	for (int i = 0; i < w->n; i++) {
		if (zone_owner(a, i) != p)
			continue;
		if ((st = need_folk(a, i)))
			return st;
		for (int k = 0; k < w->nkinds; k++) {
			int r = VEC_AT(c->producers, struct producer_kind,
			    k)->makes.i;
			if (r < nres)
				made[r] += *zones_producer(w, i, k) *
				    zone_output(c, w->w[i].folk);
		}
	}
	sb_init(&b);
	for (int r = 0; r < nres; r++) {
		long before = a->st->players[p].res[r];
		if (made[r] == 0)
			continue;
		if ((st = res_add(a, p, r, made[r], "the output"))) {
			sb_release(&b);
			return st;
		}
		sb_printf(&b, "%s%s %ld -> %ld", b.len ? ", " : "",
		    rname(a, r), before, a->st->players[p].res[r]);
	}
	if (b.len > 0)
		act_line(a, "%s's {producers}: %s", pname(a, p), sb_str(&b));
	else if (board_owned(a->st->board, p) > 0)
		act_line(a, "%s's {producers} make nothing", pname(a, p));
	sb_release(&b);
	return ST_OK;
}

int
eng_produce(struct act *a)
{
	struct zones *w = a->st->zones;
	int st;

	if (w == NULL)
		return diag_set(a->d, ST_DATA, "%s: produce needs numbered "
		    "zones with producers (mechanisms.colonies)", a->rs->id);
	for (int i = 0; i < w->n; i++)
		if (zone_owner(a, i) != NEUTRAL && w->w[i].producer_due)
			return refuse(a, "%s awaits the {producer} of %s's choice: "
			    "'%s %d KIND' first", wname(a, i),
			    pname(a, zone_owner(a, i)), verb_word(a, "equip"),
			    i + 1);
	for (int p = 0; p < a->st->nplayers; p++)
		if ((st = produce_for(a, p)))
			return st;
	return ST_OK;
}
