/* engine_cargo_values.c: the values of the names of goods carried
 * (core/rules/names_cargo.c): cargo(ZONE, PARTY[, KIND]) what a party's
 * squad in a numbered zone's orbit carries, room(ZONE, PARTY) how much its
 * carriers hold (refused, naming what to supply, while
 * mechanisms.cargo.per-carrier is unknown), goods(WORD, KIND) the goods
 * of that kind the action's cargo word names (of all kinds without one),
 * folk_printed(ZONE) the folk printed on a zone's board (refused, naming
 * what to supply, where it is unknown). */
#include "core/expr/expr.h"
#include "core/act/act.h"
#include "core/rules/names.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_zones.h"

#include <stdio.h>

#include "core/act/act_zones.h"
#include "core/base/strbuf.h"

#include "core/state/state.h"
#include "core/state/zones.h"

int
eng_cargo_value(const struct eng_eval *ev, const struct expr_sym *s,
    const long *args, long zone, long *out, char *err, size_t n)
{
	const struct state *st = ev->st;
	const struct squad *f = NULL;
	long per = ev->rs->mech.cargo.per_carrier;
	struct diag d;

	*out = 0;
	if (s->code == N_GOODS) {
		for (int k = 0; k < CARGO_MAX; k++)
			if (s->b < 0 || s->b == k)
				*out += ev->goods[k];
		return 0;
	}
	if (s->code == N_FOLK_PRINTED) {
		if (zone < 0 || zone >= ev->rs->board.zones.n)
			return 0;
		if ((*out = RS_ZONE(ev->rs, zone)->folk) != SCHEMA_UNKNOWN_INT)
			return 0;
		rs_need_zone_folk(ev->rs, (int)zone, &d);
		snprintf(err, n, "%s", diag_msg(&d));
		return EXPR_UNKNOWN;
	}
	if (st->zones != NULL && zone >= 0 && zone < st->zones->n &&
	    (args[0] == NEUTRAL || (args[0] >= 0 && args[0] < st->nplayers)))
		f = zones_squad(st->zones, (int)args[0], (int)zone, 0);
	if (s->code == N_ROOM) {
		if (per == SCHEMA_UNKNOWN_INT) {
			rs_need_int(ev->rs, per, "mechanisms.cargo.per-carrier",
			    &d);
			snprintf(err, n, "%s", diag_msg(&d));
			return EXPR_UNKNOWN;
		}
		*out = f != NULL ? f->carriers * per : 0;
		return 0;
	}
	if (f == NULL)
		return 0;
	*out = s->b >= 0 && s->b < st->zones->ncargo ? f->cargo[s->b] :
	    squad_cargo(f);
	return 0;
}

void
eng_say_goods(const struct act *a, const long *goods, struct strbuf *b)
{
	int any = 0;

	for (int k = 0; a->st->zones != NULL && k < a->st->zones->ncargo; k++)
		if (goods[k] > 0)
			sb_printf(b, "%s%ld %s", any++ ? ", " : "", goods[k],
			    cargo_name(a, k));
}

void
eng_say_cargo(const struct act *a, int p, long zone, struct strbuf *b)
{
	const struct squad *f = NULL;
	size_t len = b->len;

	if (a->st->zones != NULL && zone >= 0 && zone < a->st->zones->n &&
	    p >= 0)
		f = zones_squad(a->st->zones, p, (int)zone, 0);
	if (f != NULL)
		cargo_say(a, f, b);
	if (b->len == len)
		sb_add(b, "nothing");
}
