/* engine_buy_subs.c: the effect buy-sub-locations: a player lands at a
 * location of the site being resolved (a word of kind items read by the
 * effect: its first word the LOCATION, then items KIND[:COST][:CARD]...,
 * each read as the word reads an item, after the effect's own refusals)
 * and buys sub-locations there, each taken
 * once (engine_sub_take.c; production from the supply decks,
 * engine_supply_take.c), paying their costs from a pool an expression
 * gives; what is left of it is lost.  The landing order of the site
 * (rank-players into claim-order) goes on past the players who have
 * landed; whose turn it is, the ruleset's requirements say (a text of
 * before's effect claim is rewritten into them, ruleset_claims_fx.c). */
#include "core/engine/engine.h"
#include "core/act/act.h"
#include "core/engine/engine_cards.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_items.h"
#include "core/engine/engine_report.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/state/cards.h"
#include "core/state/state.h"

/* How a sub-location taken is written, in the usage and refusals. */
const char eng_buy_subs_shape[] = "KIND[:COST][:CARD]";

/* The words of the line and refusals: the pool, the verb, its
 * participle and a location (the effect's keys, or albedo's). */
struct subs_words {
	const char *pool, *lands, *landed, *loc;
};

static int
land_location(struct act *a, const struct subs_words *sw,
    const struct site *x, long loc)
{
	long limit = VEC_AT(a->rs->sites.locations, struct location_def,
	    loc - 1)->limit;
	int there = 0, who = -1;

	for (int q = 0; q < a->st->nplayers; q++)
		if (x->where[q] == loc - 1) {
			there++;
			who = q;
		}
	if (limit > 0 && there >= limit)
		return refuse(a, "%s %ld of %s takes %ld player%s and "
		    "%s %s there", sw->loc, loc, x->name, limit, limit == 1 ?
		    "" : "s", limit == 1 ? pname(a, who) : "that many have",
		    sw->landed);
	return ST_OK;
}

/* Sub-location word w at location l of x (called loc) as the items word
 * g reads it (logged so): which one, which card, into *out. */
static int
land_word(struct act *a, const struct arg_def *g, const struct site *x,
    int l, int p, uint64_t *bits, const char *w, const char *loc,
    struct sub_pick *out)
{
	struct eng_item it;
	long cost = -1;
	int st;

	char says[64];

	snprintf(says, sizeof says, "write a sub-location as %s",
	    eng_buy_subs_shape);
	if ((st = eng_item_read_says(a, g, w, says, &it)))
		return st;
	/* its first number field the cost, its first card field the card
	 * (the check: one of each at most) */
	out->card = -1;
	for (int f = 0; f < g->fields.n && f < ITEM_FIELDS_MAX; f++) {
		int k = VEC_AT(g->fields, struct item_field, f)->kind;
		if (k == ARG_NUMBER)
			cost = it.fields[f];
		else if (k == ARG_CARD)
			out->card = (int)it.fields[f];
	}
	return eng_sub_pick(a, x, l, p, bits, w, it.name, cost, loc, out);
}

/* The sub-locations words[0..n-1] taken at location loc of site s, read
 * as the items word g reads them. */
static int
land_claims(struct act *a, const struct arg_def *g, int s, int p, long loc,
    long have, const struct subs_words *sw, const char *const *words, int n)
{
	struct cards_state *c = a->st->cards;
	struct site *x = &c->sites[s];
	struct sub_pick cl[CARDS_MAX_SUB];
	struct json *took = json_arr();
	uint64_t bits = x->taken[p];
	struct strbuf b;
	long spent = 0;
	int l = (int)loc - 1, st = ST_OK;

	if (n > x->nsub[l]) {
		json_free(took);
		return refuse(a, "%s %d of %s has %d sub-location%s, "
		    "each taken once", sw->loc, l + 1, x->name, x->nsub[l],
		    x->nsub[l] == 1 ? "" : "s");
	}
	for (int i = 0; i < n && st == ST_OK; i++)
		st = land_word(a, g, x, l, p, &bits, words[i], sw->loc,
		    &cl[i]);
	for (int i = 0; i < n && st == ST_OK; i++)
		spent += x->sub[l][cl[i].sub].cost;
	if (st == ST_OK && spent > have)
		st = refuse(a, "%s's %s value at %s is %ld; those "
		    "sub-locations cost %ld", pname(a, p), sw->pool, x->name,
		    have, spent);
	if (st != ST_OK) {
		json_free(took);
		return st;
	}
	sb_init(&b);
	sb_printf(&b, "%s %s at %s %ld of %s with %s %ld", pname(a, p),
	    sw->lands, sw->loc, loc, x->name, sw->pool, have);
	for (int i = 0; i < n && st == ST_OK; i++) {
		const struct site_sub *sub = &x->sub[l][cl[i].sub];
		const struct sub_kind_def *k = VEC_AT(a->rs->sites.sub_kinds,
		    struct sub_kind_def, sub->kind);
		struct json *o = json_obj();
		sb_printf(&b, "%s %s %ld", i ? ";" : ":", k->name, sub->cost);
		if (k->effect == SUB_SCORE)
			st = eng_sub_score(a, s, p, k, sub->cost, &b);
		else if (k->effect == SUB_GARRISON)
			st = eng_sub_garrison(a, s, p, a->rs->sites.sub_kinds.ids[
			    sub->kind], cl[i].card, &b);
		else {
			/* the log keeps the card as named */
			int card = cl[i].card;
			st = eng_supply_take(a, p, sub->kind, &card, &b);
		}
		json_set(o, "kind", json_str(a->rs->sites.sub_kinds.ids[
		    sub->kind]));
		json_set(o, "cost", json_int(sub->cost));
		json_push(took, o);
	}
	if (st == ST_OK) {
		if (have > spent)
			sb_printf(&b, "; %ld %s left over, lost",
			    have - spent, sw->pool);
		report_line(a->rep, "%s", sb_str(&b));
		x->taken[p] = bits;
		json_set(a->rep->data, "took", took);
		json_set(a->rep->data, "spent", json_int(spent));
		json_set(a->rep->data, "lost", json_int(have - spent));
		took = NULL;
	}
	json_free(took);
	sb_release(&b);
	return st;
}

/* The site being resolved, where a player may land (*sp): refused when
 * every site of the round is done or the current one is not resolved. */
static int
subs_site(struct act *a, int *sp)
{
	const struct cards_state *c = a->st->cards;
	int s = c != NULL ? site_current(c) : -1;

	if (s < 0)
		return refuse(a, "no %s waits for a landing: every one of the "
		    "round is done", site_word(a->rs));
	if (!c->sites[s].resolved)
		return refuse(a, "%s %d (%s) is not resolved yet: '%s' "
		    "first", site_word(a->rs), s + 1, c->sites[s].name,
		    verb_word(a, "resolve"));
	*sp = s;
	return ST_OK;
}

/* The landing of player p at the site being resolved with the words of
 * the items word g from place from on (the location, then the items),
 * paying from pays, said in the words sw, the site into *sp. */
static int
subs_land(struct act *a, const struct arg_def *g, int p, int from,
    const struct sexpr *pays, const struct subs_words *sw,
    const struct eng_eval *ev, int *sp)
{
	struct cards_state *c = a->st->cards;
	int s = 0, st;
	struct site *x;
	long loc, have;
	char what[80];
	/* the location, then the sub-locations taken there */
	const char *const *w = (const char *const *)a->argv + from + 1;
	int n = a->argc - from - 1;

	if ((st = subs_site(a, &s)))
		return st;
	x = &c->sites[s];
	/* (a player word that may be none) */
	if (p < 0 || p >= c->nplayers)
		return refuse(a, "nobody %s at %s", sw->lands, x->name);
	if (x->where[p] >= 0)
		return refuse(a, "%s has %s at %s already", pname(a, p),
		    sw->landed, x->name);
	/* its first word, bounded by the site's locations */
	snprintf(what, sizeof what, "the %s", sw->loc);
	if ((st = arg_long(a, a->argv[from], what, 1, x->nloc, &loc)))
		return st;
	canon_long(a, loc);
	if ((st = land_location(a, sw, x, loc)) || (st = eng_eval(pays, ev,
	    &have, a->d)))
		return st;
	/* a pool below 0 pays nothing */
	if ((st = land_claims(a, g, s, p, loc, have > 0 ? have : 0, sw, w,
	    n)))
		return st;
	x->where[p] = (int)loc - 1;
	/* the order goes on past every player landed */
	while (x->landed < x->norder && x->where[x->order[x->landed]] >= 0)
		x->landed++;
	json_set(a->rep->data, "player", json_str(pname(a, p)));
	json_set(a->rep->data, "site", json_str(x->id));
	json_set(a->rep->data, "location", json_int(loc));
	*sp = s;
	return ST_OK;
}

int
eng_buy_subs(struct act *a, const struct eff_buy_subs *y,
    const struct eng_eval *ev)
{
	const struct cards_state *c = a->st->cards;
	const struct says_tpl *t;
	const char *text;
	const struct arg_def *g = VEC_AT(ev->act->args, struct arg_def,
	    y->w_claim);
	struct subs_words sw = {
		y->pool_name != NULL ? y->pool_name : rs_card_value(a->rs, 1),
		y->lands != NULL ? y->lands : "lands",
		y->landed != NULL ? y->landed : "landed",
		y->location_name != NULL ? y->location_name : "location"
	};
	int s = 0, st;

	if ((st = subs_land(a, g, (int)ev->args[y->w_player],
	    (int)ev->args[y->w_claim], &y->pays, &sw, ev, &s)))
		return st;
	/* who lands next, or the site done, or the round's last */
	if (c->sites[s].landed < c->sites[s].norder) {
		text = y->next_says;
		t = &y->tnext;
	} else if (site_current(c) >= 0) {
		text = y->done_says;
		t = &y->tdone;
	} else {
		text = y->last_says;
		t = &y->tlast;
	}
	return text != NULL ? eng_say(a, t, ev) : ST_OK;
}
