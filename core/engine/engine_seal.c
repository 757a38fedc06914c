/* engine_seal.c: the words of kind product (a product of
 * mechanisms.production) and the effect seal-order: a sealed production
 * order of the actor's, queued on the numbered zones for the effect
 * open-orders (engine_open.c) to carry out in the order given.
 * With mechanisms.production.stock-check 'given' the raw materials must be
 * in stock when it is given, for it and the player's other orders of the
 * round together. */
#include "core/engine/engine_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/state/state.h"
#include "core/state/zones.h"

static const struct product_def *
product(const struct act *a, int i)
{
	return VEC_AT(a->rs->mech.production.products, struct product_def, i);
}

int
eng_product_word(struct act *a, const char *s, long *out)
{
	const struct vec *v = &a->rs->mech.production.products;
	char list[200] = "";

	for (int i = 0; i < v->n; i++) {
		const struct product_def *p = product(a, i);
		if (strcasecmp(v->ids[i], s) == 0 ||
		    strcasecmp(p->name, s) == 0 ||
		    (p->one != NULL && strcasecmp(p->one, s) == 0)) {
			*out = i;
			canon(a, v->ids[i]);
			return ST_OK;
		}
		snprintf(list + strlen(list), sizeof list - strlen(list),
		    "%s%s", i ? ", " : "", v->ids[i]);
	}
	return usage(a, "nothing called '%s' can be built (products: %s)", s,
	    list);
}

/* The player's sealed orders waiting. */
static long
sealed_of(const struct zones *w, int p)
{
	long n = 0;

	for (int i = 0; i < w->norders; i++)
		n += w->o[i].player == p;
	return n;
}

/* What all of the player's sealed orders with o need of resource r. */
static long
orders_need(const struct act *a, const struct order *o, int r)
{
	const struct zones *w = a->st->zones;
	long need = 0;

	for (int i = 0; i <= w->norders; i++) {
		const struct order *x = i < w->norders ? &w->o[i] : o;
		const struct product_def *d = product(a, x->product);
		if (x->player != o->player)
			continue;
		for (int k = 0; k < d->cost.n; k++)
			if (rs_resource(a->rs, d->cost.ids[k]) == r)
				need += *VEC_AT(d->cost, long, k) * x->n;
	}
	return need;
}

/* The raw materials in stock for o and the player's other orders. */
static int
in_stock(struct act *a, const struct order *o)
{
	const struct product_def *d = product(a, o->product);

	for (int k = 0; k < d->cost.n; k++) {
		int r = rs_resource(a->rs, d->cost.ids[k]);
		long need = orders_need(a, o, r), have = a->st->players[
		    o->player].res[r] - RS_RES(a->rs, r)->min;
		if (need > have)
			return refuse(a, "the raw materials of an order must "
			    "be in stock: %s's orders this round would need "
			    "%s and %s has %ld",
			    pname(a, o->player), qty(a, r, need),
			    pname(a, o->player), have);
	}
	return ST_OK;
}

/* The name of the phase whose begin carries the orders out. */
static const char *
opening_phase(const struct ruleset *rs)
{
	int ph = eng_orders_phase(rs);

	return ph >= 0 ? RS_PHASE(rs, ph)->name : "step that carries them out";
}

int
eng_seal_order(struct act *a, const struct eff_seal_order *x,
    const struct eng_eval *ev)
{
	struct zones *w = a->st->zones;
	struct order o;
	int st;

	o.player = ev->me;
	o.zone = (int)ev->args[x->w_at];
	o.product = (int)ev->args[x->w_product];
	o.n = ev->args[x->w_n];
	if (w == NULL || !a->rs->mech.production.present || o.player < 0 ||
	    o.zone < 0 || o.zone >= w->n || o.product < 0 || o.product >=
	    a->rs->mech.production.products.n)
		return diag_set(a->d, ST_DATA, "%s: seal-order needs numbered "
		    "zones, products and a player who acts", a->rs->id);
	if (a->rs->mech.production.stock_check == STOCK_GIVEN &&
	    (st = in_stock(a, &o)))
		return st;
	if (w->norders == w->caporders) {
		int cap = w->caporders ? 2 * w->caporders : 16;
		struct order *v = realloc(w->o, (size_t)cap * sizeof *v);
		if (v == NULL)
			return diag_set(a->d, ST_ENV, "out of memory");
		w->o = v;
		w->caporders = cap;
	}
	w->o[w->norders++] = o;
	act_line(a, "%s's order is sealed (%ld sealed order%s of "
	    "%s's until the %s)", pname(a, o.player), sealed_of(w, o.player),
	    sealed_of(w, o.player) == 1 ? "" : "s", pname(a, o.player),
	    opening_phase(a->rs));
	json_set(a->rep->data, "player", json_str(pname(a, o.player)));
	json_set(a->rep->data, "sealed_orders", json_int(sealed_of(w,
	    o.player)));
	return ST_OK;
}
