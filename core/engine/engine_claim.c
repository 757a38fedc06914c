/* engine_claim.c: the effect claim, which reads a word of kind claim:
 * landing at a location of the site being resolved, in the landing order,
 * and buying its sub-locations with the second card value (the game names
 * it; card-values): scoring ones, garrisons and production
 * (engine_supply_take.c). */
#include "core/engine/engine_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/state/cards.h"
#include "core/state/state.h"

static int
site_second_value(struct act *a, int s, int p, long *total)
{
	const struct cards_state *c = a->st->cards;
	const long *pl = cards_played(c, s, p);
	int st;

	*total = 0;
	for (int k = 0; k < c->ncards; k++)
		for (int t = 0; t < 2; t++) {
			long v[CARD_VALUES];
			if (pl[2 * k + t] == 0)
				continue;
			if ((st = card_values(a, k, t, v)))
				return st;
			*total += v[1] * pl[2 * k + t];
		}
	return ST_OK;
}

struct claim {
	int sub;		/* index at the location */
	int card;		/* the card named, or -1 */
	long cost;		/* the cost named, or -1 */
};

static const struct sub_kind_def *
kind_of(const struct act *a, int k)
{
	return VEC_AT(a->rs->sites.sub_kinds, struct sub_kind_def, k);
}

/* KIND[:COST][:CARD] at location l of x: which sub-location, which card.
 * KIND and CARD may be spelt as any of their aliases. */
static int
claim_word(struct act *a, const struct site *x, int l, int p, uint64_t *bits,
    const char *w, struct claim *out)
{
	char buf[128], *part, *save = NULL;
	long cost = -1;
	int kind, any = 0, costs = 0, pick = -1;
	long first = -1;

	snprintf(buf, sizeof buf, "%s", w);
	part = strtok_r(buf, ":", &save);
	if (part == NULL || (kind = rs_sub_kind_find(a->rs, part)) < 0) {
		const struct ruleset *rs = a->rs;
		return usage(a, "'%s': write a sub-location as KIND[:COST]"
		    "[:CARD], e.g. %s%s%s", w, sub_kind_example(rs),
		    rs->cards.n > 0 ? ":" : "", rs->cards.n > 0 ?
		    rs->cards.ids[0] : "");
	}
	out->card = -1;
	while ((part = strtok_r(NULL, ":", &save)) != NULL) {
		char *end;
		long v = strtol(part, &end, 10);
		if (*end == '\0' && end != part)
			cost = v;
		else if ((out->card = rs_card_find(a->rs, part)) < 0)
			return usage(a, "'%s': no card '%s'", w, part);
	}
	out->cost = cost;
	for (int i = 0; i < x->nsub[l]; i++) {
		if (x->sub[l][i].kind != kind)
			continue;
		any = 1;
		if (cost >= 0 && x->sub[l][i].cost != cost)
			continue;
		if (first >= 0 && x->sub[l][i].cost != first)
			costs = 1;
		if (first < 0)
			first = x->sub[l][i].cost;
		if (pick < 0 && !(*bits >> (l * CARDS_MAX_SUB + i) & 1))
			pick = i;
	}
	if (costs && cost < 0)
		return usage(a, "location %d of %s has %ss of different costs: "
		    "name the cost, e.g. %s:%ld", l + 1, x->name,
		    kind_of(a, kind)->name, a->rs->sites.sub_kinds.ids[kind],
		    first);
	if (pick < 0 && any && first >= 0)
		return refuse(a, "%s has taken every %s of location %d at %s "
		    "already (each is taken once)", pname(a, p),
		    kind_of(a, kind)->name, l + 1, x->name);
	if (pick < 0 && any)
		return refuse(a, "location %d of %s has no %s of cost %ld",
		    l + 1, x->name, kind_of(a, kind)->name, cost);
	if (pick < 0)
		return refuse(a, "location %d of %s has no %s", l + 1, x->name,
		    kind_of(a, kind)->name);
	out->sub = pick;
	*bits |= (uint64_t)1 << (l * CARDS_MAX_SUB + pick);
	if (out->card >= 0 && kind_of(a, kind)->effect == SUB_SCORE)
		return usage(a, "'%s': a %s takes no card", w,
		    kind_of(a, kind)->name);
	return ST_OK;
}

/* A claim as the log keeps it: KIND[:COST][:CARD] by their ids. */
static void
claim_canon(struct act *a, int kind, const struct claim *cl)
{
	char w[160];
	int n;

	n = snprintf(w, sizeof w, "%s", a->rs->sites.sub_kinds.ids[kind]);
	if (cl->cost >= 0)
		n += snprintf(w + n, sizeof w - (size_t)n, ":%ld", cl->cost);
	if (cl->card >= 0)
		snprintf(w + n, sizeof w - (size_t)n, ":%s",
		    a->rs->cards.ids[cl->card]);
	canon(a, w);
}

/* A sub-location that scores (kind k): its cost in points; the first
 * scorer keeps the card. */
static int
take_score(struct act *a, int s, int p, const struct sub_kind_def *k,
    long cost, struct strbuf *b)
{
	struct cards_state *c = a->st->cards;
	struct site *x = &c->sites[s];
	int r = a->rs->mech.claims.score.i, st;

	char why[96];

	snprintf(why, sizeof why, "the %s", k->name);
	if ((st = res_add(a, p, r, cost, why)))
		return st;
	c->site_score[p] += cost;
	sb_printf(b, " (+%s)", qty(a, r, cost));
	if (x->keeper < 0) {
		if (c->nkept == CARDS_MAX_KEPT)
			return diag_set(a->d, ST_DATA, "%s: more than %d %s "
			    "cards kept", a->rs->id, CARDS_MAX_KEPT,
			    site_word(a->rs));
		x->keeper = p;
		c->kept[c->nkept++] = (struct kept_site){ p, "", x->value, 0,
		    a->st->round };
		strcpy(c->kept[c->nkept - 1].name, x->name);
		sb_printf(b, ", %s keeps the %s card", pname(a, p),
		    site_word(a->rs));
	}
	if (x->keeper == p)
		for (int i = c->nkept - 1; i >= 0; i--)
			if (c->kept[i].player == p &&
			    c->kept[i].round == a->st->round &&
			    strcmp(c->kept[i].name, x->name) == 0) {
				c->kept[i].score += cost;
				break;
			}
	return ST_OK;
}

/* A sub-location of kind id that takes a garrison: one of the player's
 * cards there stays. */
static int
take_garrison(struct act *a, int s, int p, const char *id, int card,
    struct strbuf *b)
{
	struct cards_state *c = a->st->cards;
	long *pl = cards_played(c, s, p);
	int r = a->rs->mech.claims.score.i, st;
	long gs = a->rs->mech.claims.garrison_score;

	if (card < 0 || pl[2 * card] + pl[2 * card + 1] == 0) {
		struct strbuf have;
		long counts[256];
		for (int k = 0; k < c->ncards && k < 256; k++)
			counts[k] = pl[2 * k] + pl[2 * k + 1];
		sb_init(&have);
		cards_list(a->rs, counts, c->ncards < 256 ? c->ncards : 256,
		    &have);
		if (card < 0)
			st = usage(a, "a garrison is one of %s's cards at %s: "
			    "write %s:CARD (there: %s)", pname(a, p),
			    c->sites[s].name, id, sb_str(&have));
		else
			st = refuse(a, "%s has no %s left at %s to garrison "
			    "(there: %s)", pname(a, p), RS_CARD(a->rs, card)->name,
			    c->sites[s].name, sb_str(&have));
		sb_release(&have);
		return st;
	}
	pl[2 * card + (pl[2 * card] == 0)]--;
	cards_pile(a->rs, a->st, p, PILE_GARRISON)[card]++;
	c->garrisons[p]++;
	if (gs > 0 && (st = res_add(a, p, r, gs, "the garrison")))
		return st;
	sb_printf(b, ": the %s stays as a garrison (+%s)", RS_CARD(a->rs,
	    card)->name, qty(a, r, gs));
	return ST_OK;
}

static int
land_check(struct act *a, int p, int *sp)
{
	const struct cards_state *c = a->st->cards;
	int s = site_current(c);
	const struct site *x;

	if (s < 0)
		return refuse(a, "no %s waits for a landing: every one of the "
		    "round is done", site_word(a->rs));
	x = &c->sites[s];
	if (!x->resolved)
		return refuse(a, "%s %d (%s) is not resolved yet: '%s' "
		    "first", site_word(a->rs), s + 1, x->name,
		    verb_word(a, "resolve"));
	if (p != x->order[x->landed]) {
		struct strbuf b;
		int r, present = 0;
		sb_init(&b);
		for (int i = 0; i < x->norder; i++) {
			sb_printf(&b, "%s%s", i ? ", " : "",
			    pname(a, x->order[i]));
			present += x->order[i] == p;
		}
		if (!present)
			r = refuse(a, "%s has no cards at %s", pname(a, p),
			    x->name);
		else if (x->where[p] >= 0)
			r = refuse(a, "%s has landed at %s already",
			    pname(a, p), x->name);
		else
			r = refuse(a, "%s lands next at %s (%s: %s)",
			    pname(a, x->order[x->landed]), x->name,
			    claim_order_word(a->rs), sb_str(&b));
		sb_release(&b);
		return r;
	}
	*sp = s;
	return ST_OK;
}

static int
land_location(struct act *a, const struct site *x, long loc)
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
		return refuse(a, "location %ld of %s takes %ld player%s and "
		    "%s landed there", loc, x->name, limit, limit == 1 ? "" :
		    "s", limit == 1 ? pname(a, who) : "that many have");
	return ST_OK;
}

/* The sub-locations words[0..n-1] taken at location loc of site s. */
static int
land_claims(struct act *a, int s, int p, long loc, long have,
    const char *const *words, int n)
{
	const char *w = rs_card_value(a->rs, 1);
	struct cards_state *c = a->st->cards;
	struct site *x = &c->sites[s];
	struct claim cl[CARDS_MAX_SUB];
	struct json *took = json_arr();
	uint64_t bits = x->taken[p];
	struct strbuf b;
	long spent = 0;
	int l = (int)loc - 1, st = ST_OK;

	if (n > x->nsub[l]) {
		json_free(took);
		return refuse(a, "location %d of %s has %d sub-location%s, "
		    "each taken once", l + 1, x->name, x->nsub[l],
		    x->nsub[l] == 1 ? "" : "s");
	}
	for (int i = 0; i < n && st == ST_OK; i++)
		st = claim_word(a, x, l, p, &bits, words[i], &cl[i]);
	for (int i = 0; i < n && st == ST_OK; i++)
		spent += x->sub[l][cl[i].sub].cost;
	if (st == ST_OK && spent > have)
		st = refuse(a, "%s's %s value at %s is %ld; those "
		    "sub-locations cost %ld", pname(a, p), w, x->name, have,
		    spent);
	if (st != ST_OK) {
		json_free(took);
		return st;
	}
	sb_init(&b);
	sb_printf(&b, "%s lands at location %ld of %s with %s %ld",
	    pname(a, p), loc, x->name, w, have);
	for (int i = 0; i < n && st == ST_OK; i++) {
		const struct site_sub *sub = &x->sub[l][cl[i].sub];
		const struct sub_kind_def *k = kind_of(a, sub->kind);
		struct json *o = json_obj();
		sb_printf(&b, "%s %s %ld", i ? ";" : ":", k->name, sub->cost);
		if (k->effect == SUB_SCORE)
			st = take_score(a, s, p, k, sub->cost, &b);
		else if (k->effect == SUB_GARRISON)
			st = take_garrison(a, s, p, a->rs->sites.sub_kinds.ids[
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
	for (int i = 0; i < n && st == ST_OK; i++)
		claim_canon(a, x->sub[l][cl[i].sub].kind, &cl[i]);
	if (st == ST_OK) {
		if (have > spent)
			sb_printf(&b, "; %ld %s left over, lost",
			    have - spent, w);
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

/* The effect claim: the player lands at LOCATION [KIND[:COST][:CARD]...],
 * the words of kind claim from their place on. */
int
eng_claim(struct act *a, const struct eff_claim *y, const struct eng_eval *ev)
{
	struct cards_state *c = a->st->cards;
	struct site *x;
	long loc, have;
	int p = (int)ev->args[y->w_player], s = 0, st;
	int from = (int)ev->args[y->w_claim];
	/* the location, then the sub-locations taken there */
	const char *const *w = (const char *const *)a->argv + from + 1;
	int n = a->argc - from - 1;

	if ((st = land_check(a, p, &s)))
		return st;
	x = &c->sites[s];
	if ((st = arg_long(a, a->argv[from], "the location", 1, x->nloc,
	    &loc)))
		return st;
	canon_long(a, loc);
	if ((st = land_location(a, x, loc)) ||
	    (st = site_second_value(a, s, p, &have)) ||
	    (st = land_claims(a, s, p, loc, have, w, n)))
		return st;
	x->where[p] = (int)loc - 1;
	x->landed++;
	json_set(a->rep->data, "player", json_str(pname(a, p)));
	json_set(a->rep->data, "site", json_str(x->id));
	json_set(a->rep->data, "location", json_int(loc));
	if (x->landed < x->norder)
		report_line(a->rep, "%s lands next", pname(a,
		    x->order[x->landed]));
	else if (site_current(c) >= 0)
		report_line(a->rep, "%s is done: '%s' %s %d next",
		    x->name, verb_word(a, "resolve"), site_word(a->rs),
		    site_current(c) + 1);
	else
		report_line(a->rep, "%s is done, and so is every %s of the "
		    "round: 'next' ends it", x->name, site_word(a->rs));
	return ST_OK;
}
