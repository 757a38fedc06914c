/* game_orders.c: sealed production orders, given in one phase and carried
 * out by a later step; checked against the store when given (with the
 * player's other orders) and again when carried out, or only then.
 *
 * The order command is logged like any other, so a replay is exact; its
 * action carries A_SEALED, so the log shows it as "order PLAYER (sealed)"
 * until the step that carries it out has run (state.sealed counts the
 * sealed commands still waiting). */
#include "core/mech/zones_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static const struct product_def *
product(const struct act *a, int i)
{
	return VEC_AT(a->rs->mech.production.products, struct product_def, i);
}

int
arg_product(struct act *a, const char *s, int *out)
{
	const struct vec *v = &a->rs->mech.production.products;
	char list[200] = "";

	for (int i = 0; i < v->n; i++) {
		const struct product_def *p = product(a, i);
		if (strcasecmp(v->ids[i], s) == 0 ||
		    strcasecmp(p->name, s) == 0 ||
		    (p->one != NULL && strcasecmp(p->one, s) == 0)) {
			*out = i;
			return ST_OK;
		}
		snprintf(list + strlen(list), sizeof list - strlen(list),
		    "%s%s", i ? ", " : "", v->ids[i]);
	}
	return usage(a, "nothing called '%s' can be built (products: %s)", s,
	    list);
}

const char *
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
orders_need(struct act *a, const struct order *o, int r)
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

/* At the table the resources must be in stock when the order is given,
 * for it and the player's other orders of the round together. */
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

/* order PLAYER ZONE N PRODUCT: a sealed production order. */
int
act_order(struct act *a)
{
	struct zones *w;
	int p, zone, prod, st;
	long n;

	if ((st = need_zones(a)) ||
	    (st = arg_count(a, 4, 4, "order PLAYER {ZONE} N PRODUCT")) ||
	    (st = arg_player(a, a->argv[1], &p)) ||
	    (st = arg_zone(a, a->argv[2], &zone)) ||
	    (st = arg_long(a, a->argv[3], "the number", 1, WCOUNT_MAX, &n)) ||
	    (st = arg_product(a, a->argv[4], &prod)))
		return st;
	w = a->st->zones;
	canon(a, pname(a, p));
	canon_long(a, zone + 1);
	canon_long(a, n);
	canon(a, a->rs->mech.production.products.ids[prod]);
	if (zone_owner(a, zone) != p)
		return refuse(a, "%s can build only on {zones} held, and %s "
		    "is %s", pname(a, p), wname(a, zone),
		    held_by(a, zone_owner(a, zone)));
	if (a->rs->mech.production.stock_check == STOCK_GIVEN &&
	    (st = in_stock(a, &(struct order){ p, zone, prod, n })))
		return st;
	if (w->norders == w->caporders) {
		int cap = w->caporders ? 2 * w->caporders : 16;
		struct order *v = realloc(w->o, (size_t)cap * sizeof *v);
		if (v == NULL)
			return diag_set(a->d, ST_ENV, "out of memory");
		w->o = v;
		w->caporders = cap;
	}
	w->o[w->norders++] = (struct order){ p, zone, prod, n };
	act_line(a, "%s's order is sealed (%ld sealed order%s of "
	    "%s's until the building)", pname(a, p), sealed_of(w, p),
	    sealed_of(w, p) == 1 ? "" : "s", pname(a, p));
	json_set(a->rep->data, "player", json_str(pname(a, p)));
	json_set(a->rep->data, "sealed_orders", json_int(sealed_of(w, p)));
	return ST_OK;
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

/* The building step: every sealed order in the order given. */
int
orders_open(struct act *a)
{
	struct zones *w = a->st->zones;
	struct json *list = json_arr();

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
