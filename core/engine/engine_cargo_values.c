/* engine_cargo_values.c: the values of the names of goods carried
 * (core/rules/names_cargo.c): cargo(ZONE, PARTY[, KIND]) what a party's
 * squad in a numbered zone's orbit carries, room(ZONE, PARTY) how much its
 * carriers hold (refused, naming what to supply, while
 * mechanisms.cargo.per-carrier is unknown), goods(WORD, KIND) the goods
 * of that kind the action's cargo word names. */
#include "core/engine/engine_int.h"

#include <stdio.h>

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
		*out = s->b >= 0 && s->b < CARGO_MAX ? ev->goods[s->b] : 0;
		return 0;
	}
	if (st->zones != NULL && zone >= 0 && zone < st->zones->n &&
	    (args[0] == NEUTRAL || (args[0] >= 0 && args[0] < st->nplayers)))
		f = zones_squad(st->zones, (int)args[0], (int)zone, 0);
	if (s->code == N_ROOM) {
		if (per == SCHEMA_UNKNOWN_INT) {
			rs_need_int(ev->rs, per, "mechanisms.cargo.per-carrier",
			    &d);
			snprintf(err, n, "%s", d.msg);
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
