/* engine_reveal.c: a draw from the deck of site cards with its 'card'
 * (engine_deck.c), which puts the next site of the round on the table
 * from a text word read after the requirements: a card of the
 * catalogue named by the GM or drawn by arbiter (with the command's
 * dice), or a card entered at the table (engine_reveal_inline.c). */
#include "core/engine/engine.h"
#include "core/expr/expr.h"
#include "core/act/act.h"
#include "core/engine/engine_cards.h"
#include "core/engine/engine_eval.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/state/cards.h"
#include "core/state/state.h"

static const char *
limit_text(long limit)
{
	static char buf[32];

	if (limit == 0)
		return "any number";
	if (limit == 1)
		return "one player";
	snprintf(buf, sizeof buf, "%ld players", limit);
	return buf;
}

static void
reveal_report(struct act *a, int s)
{
	const struct ruleset *rs = a->rs;
	const struct cards_state *c = a->st->cards;
	const struct site *x = &c->sites[s];
	const long *v = cards_sites(rs, a->st);
	struct json *locs = json_arr();

	report_line(a->rep, "%s %d: %s (%s %ld)%s", site_word(rs), s + 1,
	    x->name, value_word(rs), x->value, x->final ? ", the final one" :
	    "");
	for (int l = 0; l < x->nloc; l++) {
		struct strbuf b;
		struct json *subs = json_arr();
		long limit = VEC_AT(rs->sites.locations, struct location_def,
		    l)->limit;
		sb_init(&b);
		for (int i = 0; i < x->nsub[l]; i++) {
			struct json *o = json_obj();
			int k = x->sub[l][i].kind;
			sb_printf(&b, "%s%s %ld", i ? ", " : "",
			    VEC_AT(rs->sites.sub_kinds, struct sub_kind_def,
			    k)->name, x->sub[l][i].cost);
			json_set(o, "kind", json_str(rs->sites.sub_kinds.ids[k]));
			json_set(o, "cost", json_int(x->sub[l][i].cost));
			json_push(subs, o);
		}
		report_line(a->rep, "  location %d (%s): %s", l + 1,
		    limit_text(limit), x->nsub[l] ? sb_str(&b) : "nothing");
		json_push(locs, subs);
		sb_release(&b);
	}
	if (v[DEALT_LEFT] > 0 && !cards_sites_final(rs))
		report_line(a->rep, "%ld left in the deck", v[DEALT_LEFT]);
	else if (v[DEALT_LEFT] > 0)
		report_line(a->rep, "%ld left in the deck, then the final %s",
		    v[DEALT_LEFT], site_word(rs));
	else if (v[DEALT_FINAL])
		report_line(a->rep, "the deck is empty: the final %s comes "
		    "next", site_word(rs));
	json_set(a->rep->data, "number", json_int(s + 1));
	json_set(a->rep->data, "id", json_str(x->id));
	json_set(a->rep->data, "name", json_str(x->name));
	json_set(a->rep->data, "value", json_int(x->value));
	json_set(a->rep->data, "final", json_bool(x->final));
	json_set(a->rep->data, "locations", locs);
}

/* Put catalogue card i on the table as site s. */
static int
from_catalogue(struct act *a, int i, struct site *x)
{
	const struct ruleset *rs = a->rs;
	const struct site_card_def *d = VEC_AT(rs->sites.catalogue,
	    struct site_card_def, i);
	int st;

	if ((st = rs_need_intf(rs, d->value, a->d, "sites.catalogue.%s.value",
	    rs->sites.catalogue.ids[i])))
		return st;
	if (strlen(rs->sites.catalogue.ids[i]) > SITE_ID_MAX ||
	    strlen(d->name) > SITE_NAME_MAX)
		return diag_set(a->d, ST_DATA, "%s: site '%s': ids have at "
		    "most %d characters, names %d", rs->id,
		    rs->sites.catalogue.ids[i], SITE_ID_MAX, SITE_NAME_MAX);
	eng_site_clear(x);
	strcpy(x->id, rs->sites.catalogue.ids[i]);
	strcpy(x->name, d->name);
	x->value = d->value;
	x->card = i;
	x->final = d->final;
	x->nloc = d->locations.n;
	for (int l = 0; l < x->nloc; l++) {
		const struct vec *subs = VEC_AT(d->locations, struct vec, l);
		if (subs->n > CARDS_MAX_SUB)
			return diag_set(a->d, ST_DATA, "%s: site '%s' has %d "
			    "sub-locations at one location; arbiter takes at "
			    "most %d", rs->id, x->id, subs->n, CARDS_MAX_SUB);
		x->nsub[l] = subs->n;
		for (int j = 0; j < subs->n; j++) {
			const struct sub_def *sd = VEC_AT(*subs,
			    struct sub_def, j);
			x->sub[l][j] = (struct site_sub){ sd->kind.i,
			    sd->cost };
		}
	}
	return ST_OK;
}

static int
catalogue_named(struct act *a, const char *verb, const char *id,
    int final, int *out)
{
	const struct cards_state *c = a->st->cards;
	const long *v = cards_sites(a->rs, a->st);
	int i = vec_find(&a->rs->sites.catalogue, id);

	if (c->ncat == 0)
		return usage(a, "no catalogue of %s cards is known: enter the "
		    "card, '%s NAME %s LOCATION...'", site_word(a->rs), verb,
		    "VALUE");
	if (i < 0)
		return usage(a, "no %s '%s' in the catalogue",
		    site_word(a->rs), id);
	if (v[DEALT_KNOWN + i] == KNOWN_DRAWN)
		return refuse(a, "%s has been revealed already",
		    VEC_AT(a->rs->sites.catalogue, struct site_card_def,
		    i)->name);
	/* a card arbiter drew for a tie-break was never seen at the table */
	if (v[DEALT_KNOWN + i] == KNOWN_LEFT_OVER &&
	    a->rs->sites.left_over != LEFT_OVER_TABLE)
		return refuse(a, "%s lies in the left-over pool (it was drawn "
		    "for a tie-break)", VEC_AT(a->rs->sites.catalogue,
		    struct site_card_def, i)->name);
	if (VEC_AT(a->rs->sites.catalogue, struct site_card_def,
	    i)->final != final)
		return refuse(a, final ? "the deck is empty: the final %s "
		    "comes next" : "the final %s is revealed last; %ld are "
		    "still in the deck", site_word(a->rs), v[DEALT_LEFT]);
	*out = i;
	return ST_OK;
}

static int
catalogue_drawn(struct act *a, const char *verb, int final, int *out)
{
	const struct cards_state *c = a->st->cards;
	const long *v = cards_sites(a->rs, a->st);
	int cand[1024], n = 0;
	long pick;
	int st;

	if (!catalogue_complete(a))
		return refuse(a, "arbiter draws a %s only when the catalogue "
		    "lists every card of the game; name the card revealed "
		    "('%s ID') or enter it ('%s NAME VALUE LOCATION...')",
		    site_word(a->rs), verb, verb);
	for (int i = 0; i < c->ncat && n < 1024; i++)
		if (v[DEALT_KNOWN + i] == KNOWN_NOT &&
		    VEC_AT(a->rs->sites.catalogue,
		    struct site_card_def, i)->final == final)
			cand[n++] = i;
	if (n == 0)
		return diag_set(a->d, ST_DATA, "%s: the catalogue has no %s "
		    "%s left to reveal", a->rs->id, final ? "final" : "other",
		    site_word(a->rs));
	if ((st = cards_pick(a, n, &pick)))
		return st;
	*out = cand[pick];
	return ST_OK;
}

/* The id of the action running the effect: the command's name. */
const char *
eng_action_verb(const struct ruleset *rs, const struct action_def *act)
{
	for (int i = 0; act != NULL && i < rs->actions.n; i++)
		if (VEC_AT(rs->actions, struct action_def, i) == act)
			return rs->actions.ids[i];
	return "reveal";
}

/* The site card's words from place from of the command on: none, an
 * id, or a name, a value and every location.  A ruleset counts them
 * first with a requirement (usage: true, sites(locations)), as albedo's
 * reveal does; this keeps the words read within the command's. */
static int
count_words(struct act *a, const char *verb, int from)
{
	int nloc = a->rs->sites.locations.n;
	int argc = from > 0 ? a->argc - from + 1 : 1;

	if (argc != 1 && argc != 2 && argc != 3 + nloc)
		return usage(a, "usage: %s [ID | NAME VALUE LOCATION...] "
		    "with %d locations, each SUB:COST[,SUB:COST...] or '-'",
		    verb, nloc);
	return ST_OK;
}

/* The site card of the text word at place w_site put on the
 * table as the round's next site: the effect draw from the deck of site
 * cards with its 'card' (engine_deck.c). VERB |
 * VERB ID | VERB NAME VALUE LOCATION..., the words from their place on
 * (none: arbiter draws). */
int
eng_site_lay(struct act *a, int w_site, const struct eng_eval *ev)
{
	struct cards_state *c = a->st->cards;
	long *v = cards_sites(a->rs, a->st);
	int final, card = -1, st;
	/* a text word's value is how many words it has: from its place,
	 * or none */
	int from = ev->args[w_site] > 0 ? w_site + 1 : 0;
	/* as the command's words: w[1] the first of the site's */
	const char *const *w = (const char *const *)a->argv + (from > 0 ?
	    from - 1 : 0);
	int argc = from > 0 ? a->argc - from + 1 : 1;
	const char *verb = eng_action_verb(a->rs, ev->act);
	struct site x;

	if ((st = count_words(a, verb, from)))
		return st;
	if (c->nsites >= c->per_round)
		return refuse(a, "the round's %d %s are revealed: 'next' goes "
		    "on", c->per_round, sites_word(a->rs));
	if (v[DEALT_LEFT] == 0 && !v[DEALT_FINAL])
		return refuse(a, "every %s card has been revealed",
		    site_word(a->rs));
	final = v[DEALT_LEFT] == 0;
	if (argc == 2) {
		if ((st = catalogue_named(a, verb, w[1], final, &card)))
			return st;
		canon(a, a->rs->sites.catalogue.ids[card]);
	} else if (argc == 1 && (st = catalogue_drawn(a, verb, final,
	    &card)))
		return st;
	if (card >= 0)
		st = from_catalogue(a, card, &x);
	else
		st = eng_reveal_inline(a, verb, w, &x);
	if (st != ST_OK)
		return st;
	x.final = final;
	if (card >= 0)
		v[DEALT_KNOWN + card] = KNOWN_DRAWN;
	else
		c->inline_sites++;
	/* counted only where it matters, so that the snapshots of other
	 * games stay as they were */
	if (argc == 2 && a->rs->sites.left_over == LEFT_OVER_TABLE)
		c->named_sites++;
	if (final)
		v[DEALT_FINAL] = 0;
	else
		v[DEALT_LEFT]--;
	c->sites[c->nsites++] = x;
	reveal_report(a, c->nsites - 1);
	return ST_OK;
}
