/* engine_sub_take.c: a sub-location of a location of a site picked by
 * its kind and cost (read as an item, KIND[:COST][:CARD], by
 * engine_buy_subs.c) and taken: one that scores (its cost in points, the
 * site card kept by its first scorer) or one that takes a garrison (one
 * of the player's cards there stays), for the effect that buys them
 * (buy-sub-locations). */
#include "core/engine/engine.h"
#include "core/act/act.h"
#include "core/engine/engine_cards.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/state/cards.h"
#include "core/state/state.h"

static const struct sub_kind_def *
kind_of(const struct act *a, int k)
{
	return VEC_AT(a->rs->sites.sub_kinds, struct sub_kind_def, k);
}

int
eng_sub_pick(struct act *a, const struct site *x, int l, int p,
    uint64_t *bits, const char *w, int kind, long cost, const char *loc,
    struct sub_pick *out)
{
	int any = 0, costs = 0, pick = -1;
	long first = -1;

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
		return usage(a, "%s %d of %s has %ss of different costs: "
		    "name the cost, e.g. %s:%ld", loc, l + 1, x->name,
		    kind_of(a, kind)->name, a->rs->sites.sub_kinds.ids[kind],
		    first);
	if (pick < 0 && any && first >= 0)
		return refuse(a, "%s has taken every %s of %s %d at %s "
		    "already (each is taken once)", pname(a, p),
		    kind_of(a, kind)->name, loc, l + 1, x->name);
	if (pick < 0 && any)
		return refuse(a, "%s %d of %s has no %s of cost %ld", loc,
		    l + 1, x->name, kind_of(a, kind)->name, cost);
	if (pick < 0)
		return refuse(a, "%s %d of %s has no %s", loc, l + 1,
		    x->name, kind_of(a, kind)->name);
	out->sub = pick;
	*bits |= (uint64_t)1 << (l * CARDS_MAX_SUB + pick);
	if (out->card >= 0 && kind_of(a, kind)->effect == SUB_SCORE)
		return usage(a, "'%s': a %s takes no card", w,
		    kind_of(a, kind)->name);
	return ST_OK;
}

/* A sub-location that scores (kind k): its cost in points; the first
 * scorer keeps the card. */
int
eng_sub_score(struct act *a, int s, int p, const struct sub_kind_def *k,
    long cost, struct strbuf *b)
{
	struct cards_state *c = a->st->cards;
	struct site *x = &c->sites[s];
	int r = a->rs->mech.claims.score.i, st;
	struct strbuf why;

	/* the kind's name whole (it has any length), said in a refusal */
	sb_init(&why);
	sb_printf(&why, "the %s", k->name);
	st = res_add(a, p, r, cost, sb_str(&why));
	sb_release(&why);
	if (st)
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
int
eng_sub_garrison(struct act *a, int s, int p, const char *id, int card,
    struct strbuf *b)
{
	struct cards_state *c = a->st->cards;
	long *pl = cards_played_w(c, s, p);
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
