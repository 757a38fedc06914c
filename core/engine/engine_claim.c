/* engine_claim.c: the effect claim, which reads a word of kind claim:
 * landing at a location of the site being resolved, in the landing order,
 * and buying its sub-locations with the second card value (the game names
 * it; card-values), as buy-sub-locations does (engine_buy_subs.c), then
 * saying who lands next: an action of a text written before
 * buy-sub-locations and the requirements that say whose turn it is. */
#include "core/engine/engine_int.h"

#include "core/state/cards.h"
#include "core/state/state.h"

static int
land_check(struct act *a, int p, int *sp)
{
	const struct cards_state *c = a->st->cards;
	int s = 0, st;
	const struct site *x;

	if ((st = eng_subs_site(a, &s)))
		return st;
	x = &c->sites[s];
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

/* The effect claim: the player lands at LOCATION [KIND[:COST][:CARD]...],
 * the words of kind claim from their place on. */
int
eng_claim(struct act *a, const struct eff_claim *y, const struct eng_eval *ev)
{
	struct cards_state *c = a->st->cards;
	const struct site *x;
	int p = (int)ev->args[y->w_player], s = 0, st;

	if ((st = land_check(a, p, &s)) || (st = eng_subs_land(a, p,
	    (int)ev->args[y->w_claim], NULL, NULL, ev, &s)))
		return st;
	x = &c->sites[s];
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
