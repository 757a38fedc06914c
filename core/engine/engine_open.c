/* engine_open.c: the effect open-orders, which carries out the sealed
 * production orders (mechanisms.production) in the order given (the
 * effect seal-order queues them, engine_seal.c): each checked again
 * against the store, and the zone still the player's; one refused says
 * why, and the others go ahead.
 *
 * The command that gave an order is logged like any other, so a replay is
 * exact; its action is sealed, so the log shows it as "order PLAYER
 * (sealed)" until this effect has run (state.sealed counts the sealed
 * commands still waiting). */
#include "core/engine/engine_int.h"

#include <stdio.h>

#include "core/act/act_zones.h"
#include "core/base/strbuf.h"
#include "core/rules/words_keys.h"
#include "core/state/state.h"
#include "core/state/zones.h"

static const struct product_def *
product(const struct act *a, int i)
{
	return VEC_AT(a->rs->mech.production.products, struct product_def, i);
}

static const char *
product_qty(const struct act *a, int i, long n)
{
	static char buf[4][96];
	static int k;
	const struct product_def *p = product(a, i);

	k = (k + 1) % 4;
	snprintf(buf[k], sizeof buf[k], "%ld %s", n, n == 1 && p->one ?
	    p->one : p->name);
	return buf[k];
}

/* The first resource the order lacks, said in why; -1 when paid for. */
static int
lacks(struct act *a, const struct order *o, char *why, size_t n)
{
	const struct product_def *d = product(a, o->product);

	for (int i = 0; i < d->cost.n; i++) {
		int r = rs_resource(a->rs, d->cost.ids[i]);
		long need = *VEC_AT(d->cost, long, i) * o->n;
		long have = a->st->players[o->player].res[r] -
		    RS_RES(a->rs, r)->min;
		if (need > have) {
			snprintf(why, n, "it needs %s and %s has %ld",
			    qty(a, r, need), pname(a, o->player), have);
			return r;
		}
	}
	return -1;
}

static int
build(struct act *a, const struct order *o)
{
	const struct product_def *d = product(a, o->product);
	struct zones *w = a->st->zones;
	struct strbuf paid;

	sb_init(&paid);
	for (int i = 0; i < d->cost.n; i++) {
		int r = rs_resource(a->rs, d->cost.ids[i]);
		long need = *VEC_AT(d->cost, long, i) * o->n;
		if (need == 0)
			continue;
		sb_printf(&paid, "%s%s %ld -> %ld", paid.len ? ", " : "",
		    rname(a, r), a->st->players[o->player].res[r],
		    a->st->players[o->player].res[r] - need);
		a->st->players[o->player].res[r] -= need;
	}
	if (d->makes == PIECE_MILITIA)
		w->w[o->zone].militia += o->n;
	else if (zones_squad_add(w, o->player, o->zone, 0,
	    d->makes == PIECE_STRIKERS ? o->n : 0,
	    d->makes == PIECE_CARRIERS ? o->n : 0) == NULL) {
		sb_release(&paid);
		return diag_set(a->d, ST_ENV, "out of memory");
	}
	act_line(a, "%s builds %s at %s: %s", pname(a, o->player),
	    product_qty(a, o->product, o->n), wname(a, o->zone),
	    sb_str(&paid));
	sb_release(&paid);
	return ST_OK;
}

int
eng_open_orders(struct act *a)
{
	struct zones *w = a->st->zones;
	struct json *list;

	if (w == NULL || !a->rs->mech.production.present)
		return diag_set(a->d, ST_DATA, "%s: open-orders needs numbered "
		    "zones and mechanisms.production", a->rs->id);
	list = json_arr();

	if (w->norders == 0)
		act_line(a, "no production orders to carry out");
	for (int i = 0; i < w->norders; i++) {
		const struct order *o = &w->o[i];
		struct json *j = json_obj();
		char why[200] = "";
		json_set(j, "player", json_str(pname(a, o->player)));
		json_set(j, JSON_ZONE, json_int(o->zone + 1));
		json_set(j, "product", json_str(
		    a->rs->mech.production.products.ids[o->product]));
		json_set(j, "n", json_int(o->n));
		if (zone_owner(a, o->zone) != o->player)
			snprintf(why, sizeof why, "%s is no longer %s's",
			    wname(a, o->zone), pname(a, o->player));
		else if (product(a, o->product)->makes == PIECE_MILITIA &&
		    w->w[o->zone].militia == UNKNOWN_COUNT)
			snprintf(why, sizeof why, "the %s of %s are "
			    "unknown ('%s %d %s=N' sets them)",
			    game_word(a, W_MILITIA, 2), wname(a, o->zone),
			    verb_word(a, "tally"), o->zone + 1, KEY_MILITIA);
		else
			lacks(a, o, why, sizeof why);
		if (why[0] != '\0')
			act_line(a, "%s's order of %s at %s is refused: "
			    "%s", pname(a, o->player),
			    product_qty(a, o->product, o->n),
			    wname(a, o->zone), why);
		else if (build(a, o) != ST_OK) {
			json_free(j);
			json_free(list);
			return ST_ENV;
		}
		json_set(j, "built", json_bool(why[0] == '\0'));
		if (why[0] != '\0')
			json_set(j, "refused", json_str(why));
		json_push(list, j);
	}
	json_set(a->rep->data, "orders", list);
	w->norders = 0;
	a->st->sealed = 0;	/* the orders are public from here on */
	return ST_OK;
}
