/* engine_sites.c: what revealing the sites (engine_reveal.c,
 * engine_reveal_inline.c) and the card mechanisms above share: the word
 * for a site's value, a sub-location kind for examples, a site cleared,
 * a uniform draw with the command's dice, whether arbiter may draw
 * the sites itself, the site waiting for its landings, the name of
 * their order and the command that makes them. */
#include "core/engine/engine.h"
#include "core/expr/expr.h"
#include "core/act/act.h"
#include "core/engine/engine_cards.h"
#include "core/engine/engine_rank.h"

#include <stdio.h>
#include <string.h>

#include "core/state/cards.h"
#include "core/state/state.h"

const char *
value_word(const struct ruleset *rs)
{
	return rs->sites.value_name != NULL ? rs->sites.value_name : "value";
}

const char *
sub_kind_example(const struct ruleset *rs)
{
	const struct vec *v = &rs->sites.sub_kinds;

	for (int i = 0; i < v->n; i++)
		if (VEC_AT(*v, struct sub_kind_def, i)->effect == SUB_GARRISON)
			return v->ids[i];
	return v->n > 0 ? v->ids[0] : "KIND";
}

int
cards_pick(struct act *a, long n, long *out)
{
	long face;
	int st;

	*out = 0;
	if (n <= 1)
		return ST_OK;
	if ((st = act_throw_one(a, n, &face)) == ST_OK)
		*out = face - 1;
	return st;
}

/* arbiter draws sites itself only when the catalogue lists every card of
 * the game and no card came from elsewhere: then the cards it has not seen
 * are the deck and the unknown part of the left-over pool, in an order
 * nobody knows, so any of them is as likely as another to come next. */
int
catalogue_complete(const struct act *a)
{
	const struct cards_state *c = a->st->cards;
	const long *v = cards_sites(a->rs, a->st);
	long nonfinal = 0, dealt = v[DEALT_LEFT] + v[DEALT_LEFT_OVER];

	if (c->ncat == 0 || c->inline_sites > 0)
		return 0;
	/* the cards dealt: those left and those revealed (all from the
	 * catalogue, none inline), with the pool set aside */
	for (int i = 0; i < c->ncat; i++) {
		int fin = VEC_AT(a->rs->sites.catalogue, struct site_card_def,
		    i)->final;
		nonfinal += !fin;
		dealt += !fin && v[DEALT_KNOWN + i] == KNOWN_DRAWN;
	}
	return nonfinal == dealt;
}

void
eng_site_clear(struct site *s)
{
	memset(s, 0, sizeof *s);
	s->keeper = -1;
	for (int p = 0; p < CARDS_MAX_PLAYERS; p++)
		s->where[p] = -1;
}

int
site_current(const struct cards_state *c)
{
	for (int s = 0; s < c->nsites; s++)
		if (!c->sites[s].resolved ||
		    c->sites[s].landed < c->sites[s].norder)
			return s;
	return -1;
}

const char *
claim_order_word(const struct ruleset *rs)
{
	return VEC_AT(rs->rankings, struct ranking_def,
	    rs->mech.claims.landing.i)->name;
}

/* The action whose effect buy-sub-locations lands at a site in the
 * landing order (an old text's 'run: claim' is one at load), or the name
 * the program's command had. */
const char *
claim_command(const struct ruleset *rs)
{
	int aside = -1;

	/* one that lands out of the landing order (out-of-order) is named
	 * only where no other lands */
	for (int i = 0; i < rs->actions.n; i++) {
		const struct vec *v = &VEC_AT(rs->actions, struct action_def,
		    i)->effects;
		for (int k = 0; k < v->n; k++) {
			const struct effect_def *e = VEC_AT(*v,
			    struct effect_def, k);
			if (EK_IS(e, buy_subs) && !e->buy_subs.out_of_order)
				return rs->actions.ids[i];
			if (EK_IS(e, buy_subs) && aside < 0)
				aside = i;
		}
	}
	return aside >= 0 ? rs->actions.ids[aside] :
	    rs_game_cmd_names[GC_CLAIM];
}

int
claims_pending(struct act *a, const struct site *x)
{
	const char *p = pname(a, x->order[x->landed]);

	return refuse(a, "the landings at %s are not done: %s lands next "
	    "('%s %s LOCATION ...')", x->name, p, claim_command(a->rs), p);
}
