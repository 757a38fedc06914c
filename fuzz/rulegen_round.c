/* rulegen_round.c: a claims game's round played whole for the ruleset
 * fuzzer (rulegen.h, round_step): the sites revealed (entered inline, a
 * location now and then with a sub-location), every player's hand
 * committed (a hand the player could have drawn, spread over the sites),
 * the sites resolved and landed at in the landing order, then 'next',
 * that the round ends with the cards still played at its sites, where
 * a round-end made up (rulegen_make.c, gen_round_sites) walks and clears
 * them.  The actions are found by their words' kinds (revealed,
 * commitment, site, claim), not by name: a grafted game's own.  Every
 * draw is a statement of its own, that a seed makes the same commands
 * whatever the compiler.
 */
#include "rulegen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/rules/ruleset.h"
#include "core/state/cards.h"
#include "core/state/state.h"

/* The action of phase ph with a word of kind k (of kind items: under
 * the sites), or -1. */
static int
with_word(const struct ruleset *rs, int ph, int k)
{
	for (int i = 0; i < rs->actions.n; i++) {
		const struct action_def *a = VEC_AT(rs->actions,
		    struct action_def, i);
		if (a->phase.name != NULL && a->phase.i != ph)
			continue;
		for (int w = 0; w < a->args.n; w++) {
			const struct arg_def *x = VEC_AT(a->args,
			    struct arg_def, w);
			/* a commitment: items under the sites (the kind
			 * commitment retired, 0c74f072); a site card: a
			 * text read by its draw (the kind revealed
			 * retired); a claim (-1): items read by-effect, by
			 * buy-sub-locations (the kind claim retired) */
			if (k < 0 ? x->kind == ARG_ITEMS && x->read ==
			    ITEM_READ_EFFECT : x->kind == k && (k !=
			    ARG_ITEMS || x->under.kind == ARG_SITE) && (k !=
			    ARG_TEXT || x->read == ITEM_READ_LATE))
				return i;
		}
	}
	return -1;
}

/* A site entered inline: a name, a value, each location empty or with a
 * sub-location and its cost. */
static void
reveal(struct rg *r, const struct ruleset *rs, const struct state *st,
    int k, struct strbuf *b)
{
	int value = 1 + rg_below(r, 9);

	sb_printf(b, " r%lds%d %d", st->round, k, value);
	for (int l = 0; l < rs->sites.locations.n; l++) {
		int sub = rs->sites.sub_kinds.n > 0 && rg_chance(r, 50) ?
		    rg_below(r, rs->sites.sub_kinds.n) : -1;
		if (sub < 0)
			sb_add(b, " -");
		else {
			int cost = 1 + rg_below(r, 3);
			sb_printf(b, " %s:%d", rs->sites.sub_kinds.ids[sub],
			    cost);
		}
	}
}

/* Player p's hand, one the player could have drawn (the cards certain to
 * be in it and the rest from the pool), each card under one of the round's
 * sites; nothing where no hand was drawn. */
static void
commit(struct rg *r, const struct ruleset *rs, const struct state *st,
    int p, struct strbuf *b)
{
	const struct cards_state *c = st->cards;
	int nk = c->ncards, nsites = c->nsites > 0 ? c->nsites : 1;
	long *fixed = calloc((size_t)nk + 1, sizeof *fixed), *pool =
	    calloc((size_t)nk + 1, sizeof *pool), n = 0, left;

	/* no hand drawn (a phase made up without the draw): none to name */
	if (fixed == NULL || pool == NULL || nk > rs->cards.n || (*cards_unseen(
	    rs, st, p) == 0 && cards_count(cards_pile(rs, st, p, PILE_HAND),
	    nk) == 0))
		goto out;
	cards_next_hand(rs, st, p, fixed, pool, &n);
	left = cards_count(pool, nk);
	/* n drawn from the pool without replacement */
	for (; n > 0 && left > 0; n--, left--) {
		long at = rg_below(r, (int)left);
		for (int k = 0; k < nk; k++) {
			if (at < pool[k]) {
				pool[k]--;
				fixed[k]++;
				break;
			}
			at -= pool[k];
		}
	}
	/* site by site, each card to one drawn for it */
	for (int s = 1; s <= nsites; s++) {
		int said = 0;
		for (int k = 0; k < nk; k++)
			for (long i = fixed[k]; i > 0; i--) {
				int to = s == nsites ? s : 1 + rg_below(r,
				    nsites);
				if (to != s)
					continue;
				fixed[k]--;
				if (!said)
					sb_printf(b, " %d", s);
				said = 1;
				sb_printf(b, " %s", rs->cards.ids[k]);
			}
	}
out:
	free(fixed);
	free(pool);
}

/* A card played at site s whose values the ruleset leaves unknown and
 * nobody gave yet (resolve wants them), or -1. */
static int
unknown_card(const struct ruleset *rs, const struct cards_state *c, int s)
{
	for (int k = 0; k < c->ncards && k < rs->cards.n; k++) {
		const struct card_def *d = RS_CARD(rs, k);
		const struct card_fill *f = &c->fill[k];
		long n = 0;
		int unknown = d->rotated.n < 0 && f->rot < 0;
		for (int p = 0; p < c->nplayers; p++)
			n += cards_played(c, s, p)[2 * k] + cards_played(c, s,
			    p)[2 * k + 1];
		for (int i = 0; i < CARD_VALUES; i++)
			unknown |= d->value[i] == SCHEMA_UNKNOWN_INT &&
			    f->v[i] == SCHEMA_UNKNOWN_INT;
		if (n > 0 && unknown)
			return k;
	}
	return -1;
}

/* The site being resolved (sites(current)): the first not resolved, or
 * resolved and not every player landed; -1 when none. */
static int
current(const struct cards_state *c)
{
	for (int s = 0; s < c->nsites; s++)
		if (!c->sites[s].resolved || c->sites[s].landed <
		    c->sites[s].norder)
			return s;
	return -1;
}

int
round_step(struct rg *r, const struct ruleset *rs, const struct state *st,
    int k, const char *const *people, struct strbuf *b)
{
	const struct cards_state *c = st->cards;
	int a, s, n;

	/* (people names eight players at most) */
	if (c == NULL || st->phase < 0 || st->winner_role >= 0 ||
	    st->winners != 0 || rs_hand_deck(rs) < 0 || c->nplayers > 8)
		return 0;
	if ((a = with_word(rs, st->phase, ARG_TEXT)) >= 0 &&
	    c->nsites < c->per_round && k < c->per_round + 2) {
		sb_add(b, rs->actions.ids[a]);
		reveal(r, rs, st, k, b);
	} else if (a >= 0)
		sb_add(b, "next");
	else if ((a = with_word(rs, st->phase, ARG_ITEMS)) >= 0 &&
	    k < c->nplayers) {
		sb_printf(b, "%s %s", rs->actions.ids[a], people[k]);
		commit(r, rs, st, k, b);
	} else if (a >= 0)
		sb_add(b, "next");
	else if ((a = with_word(rs, st->phase, -1)) < 0 || k > 40 ||
	    (s = current(c)) < 0)
		sb_add(b, "next");
	else if (!c->sites[s].resolved && (n = unknown_card(rs, c, s)) >= 0 &&
	    (a = with_word(rs, -1, ARG_VALUES)) >= 0) {
		/* a card's values given, and turned round (or none) */
		int v = rg_below(r, 6), turned = rg_chance(r, 50);
		sb_printf(b, "%s %s %d/%d %s", rs->actions.ids[a],
		    rs->cards.ids[n], v, 3, turned ? "2/2" : "none");
	} else if (!c->sites[s].resolved && (a = with_word(rs, st->phase,
	    ARG_SITE)) >= 0)
		sb_add(b, rs->actions.ids[a]);
	else if (!c->sites[s].resolved)
		sb_add(b, "next");
	else {
		/* the lander, at a location tried after another */
		const struct site *t = &c->sites[s];
		int nloc = t->nloc > 0 ? t->nloc : 1;
		sb_printf(b, "%s %s %d", rs->actions.ids[a],
		    people[t->order[t->landed]], 1 + k % nloc);
	}
	return 1;
}
