/* game_reveal.c: revealing the round's sites: a card of the catalogue
 * named by the GM or drawn by arbiter, or a card entered inline with its
 * locations and sub-locations. */
#include "core/mech/cards_int.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static void
site_clear(struct site *s)
{
	memset(s, 0, sizeof *s);
	s->keeper = -1;
	for (int p = 0; p < CARDS_MAX_PLAYERS; p++)
		s->where[p] = -1;
}

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
	if (v[DEALT_LEFT] > 0)
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
	char path[160];
	int st;

	snprintf(path, sizeof path, "sites.catalogue.%s.value",
	    rs->sites.catalogue.ids[i]);
	if ((st = rs_need_int(rs, d->value, path, a->d)))
		return st;
	if (strlen(rs->sites.catalogue.ids[i]) > SITE_ID_MAX ||
	    strlen(d->name) > SITE_NAME_MAX)
		return diag_set(a->d, ST_DATA, "%s: site '%s': ids have at "
		    "most %d characters, names %d", rs->id,
		    rs->sites.catalogue.ids[i], SITE_ID_MAX, SITE_NAME_MAX);
	site_clear(x);
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
catalogue_named(struct act *a, const char *id, int final, int *out)
{
	const struct cards_state *c = a->st->cards;
	const long *v = cards_sites(a->rs, a->st);
	int i = vec_find(&a->rs->sites.catalogue, id);

	if (c->ncat == 0)
		return usage(a, "no catalogue of %s cards is known: enter the "
		    "card, 'reveal NAME %s LOCATION...'", site_word(a->rs),
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
catalogue_drawn(struct act *a, int final, int *out)
{
	const struct cards_state *c = a->st->cards;
	const long *v = cards_sites(a->rs, a->st);
	int cand[1024], n = 0;
	long pick;
	int st;

	if (!catalogue_complete(a))
		return refuse(a, "arbiter draws a %s only when the catalogue "
		    "lists every card of the game; name the card revealed "
		    "('reveal ID') or enter it ('reveal NAME VALUE "
		    "LOCATION...')", site_word(a->rs));
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

/* NAME as an id: lowercase, spaces to '-', [a-z0-9-], a letter first. */
static int
inline_id(struct act *a, const char *name, char *id)
{
	const struct cards_state *c = a->st->cards;
	size_t n = strlen(name);

	if (n == 0 || n > SITE_ID_MAX)
		return usage(a, "a %s's name has 1 to %d characters",
		    site_word(a->rs), SITE_ID_MAX);
	for (size_t i = 0; i <= n && i <= SITE_ID_MAX; i++) {
		char ch = (char)tolower((unsigned char)name[i]);
		id[i] = ch == ' ' ? '-' : ch;
		if (ch != '\0' && ch != ' ' && ch != '-' &&
		    !islower((unsigned char)ch) && !isdigit((unsigned char)ch))
			return usage(a, "'%s': a %s's name has letters, digits, "
			    "'-' and spaces", name, site_word(a->rs));
	}
	id[SITE_ID_MAX] = '\0';
	if (!islower((unsigned char)id[0]))
		return usage(a, "'%s': a %s's name starts with a letter", name,
		    site_word(a->rs));
	if (strcmp(id, "draw") == 0 || rs_card_find(a->rs, id) >= 0)
		return usage(a, "'%s' names a card or a keyword; call the %s "
		    "something else", name, site_word(a->rs));
	if (vec_find(&a->rs->sites.catalogue, id) >= 0)
		return usage(a, "'%s' is in the catalogue: 'reveal %s'", name,
		    id);
	for (int s = 0; s < c->nsites; s++)
		if (strcasecmp(c->sites[s].id, id) == 0)
			return usage(a, "%s %d is called '%s' already",
			    site_word(a->rs), s + 1, c->sites[s].name);
	return ST_OK;
}

/* "-" or KIND:COST[,KIND:COST...] into location l of x. */
static int
inline_location(struct act *a, const char *spec, struct site *x, int l)
{
	const struct ruleset *rs = a->rs;
	char *copy, *save = NULL, *t;
	int st = ST_OK;

	x->nsub[l] = 0;
	if (strcmp(spec, "-") == 0)
		return ST_OK;
	if ((copy = strdup(spec)) == NULL)
		return diag_set(a->d, ST_ENV, "out of memory");
	for (t = strtok_r(copy, ",", &save); t != NULL && st == ST_OK;
	    t = strtok_r(NULL, ",", &save)) {
		char *colon = strchr(t, ':'), *end;
		long cost;
		int k;
		if (colon == NULL) {
			st = usage(a, "'%s': write each sub-location as "
			    "KIND:COST, e.g. %s:2", t,
			    sub_kind_example(a->rs));
			break;
		}
		*colon = '\0';
		cost = strtol(colon + 1, &end, 10);
		if ((k = rs_sub_kind_find(rs, t)) < 0) {
			struct strbuf b;
			sb_init(&b);
			for (int i = 0; i < rs->sites.sub_kinds.n; i++)
				sb_printf(&b, "%s%s", i ? ", " : "",
				    rs->sites.sub_kinds.ids[i]);
			st = usage(a, "no sub-location '%s' (kinds: %s)", t,
			    sb_str(&b));
			sb_release(&b);
		} else if (colon[1] == '\0' || *end != '\0' || cost < 0 ||
		    cost > 1000)
			st = usage(a, "'%s:%s': the cost is a whole number from "
			    "0 to 1000", t, colon + 1);
		else if (x->nsub[l] == CARDS_MAX_SUB)
			st = usage(a, "at most %d sub-locations at a location",
			    CARDS_MAX_SUB);
		else
			x->sub[l][x->nsub[l]++] = (struct site_sub){ k, cost };
	}
	free(copy);
	return st;
}

static int
from_inline(struct act *a, struct site *x)
{
	const struct ruleset *rs = a->rs;
	struct strbuf b;
	long value;
	int st;

	site_clear(x);
	if ((st = inline_id(a, a->argv[1], x->id)) ||
	    (st = arg_long(a, a->argv[2], "the value", 0, 1000000, &value)))
		return st;
	snprintf(x->name, sizeof x->name, "%s", a->argv[1]);
	x->value = value;
	x->card = -1;
	x->nloc = rs->sites.locations.n;
	for (int l = 0; l < x->nloc; l++)
		if ((st = inline_location(a, a->argv[3 + l], x, l)))
			return st;
	canon(a, x->name);
	canon_long(a, value);
	sb_init(&b);
	for (int l = 0; l < x->nloc; l++) {
		sb_reset(&b);
		for (int i = 0; i < x->nsub[l]; i++)
			sb_printf(&b, "%s%s:%ld", i ? "," : "",
			    rs->sites.sub_kinds.ids[x->sub[l][i].kind],
			    x->sub[l][i].cost);
		canon(a, x->nsub[l] ? sb_str(&b) : "-");
	}
	sb_release(&b);
	return ST_OK;
}

/* reveal | reveal ID | reveal NAME VALUE LOCATION... */
int
act_reveal(struct act *a)
{
	struct cards_state *c = a->st->cards;
	long *v = cards_sites(a->rs, a->st);
	int nloc = a->rs->sites.locations.n, final, card = -1, st;
	struct site x;

	if (a->argc != 1 && a->argc != 2 && a->argc != 3 + nloc)
		return usage(a, "usage: reveal [ID | NAME VALUE LOCATION...] "
		    "with %d locations, each SUB:COST[,SUB:COST...] or '-'",
		    nloc);
	if (c->nsites >= c->per_round)
		return refuse(a, "the round's %d %s are revealed: 'next' goes "
		    "on", c->per_round, sites_word(a->rs));
	if (v[DEALT_LEFT] == 0 && !v[DEALT_FINAL])
		return refuse(a, "every %s card has been revealed",
		    site_word(a->rs));
	final = v[DEALT_LEFT] == 0;
	if (a->argc == 2) {
		if ((st = catalogue_named(a, a->argv[1], final, &card)))
			return st;
		canon(a, a->rs->sites.catalogue.ids[card]);
	} else if (a->argc == 1 && (st = catalogue_drawn(a, final, &card)))
		return st;
	if (card >= 0)
		st = from_catalogue(a, card, &x);
	else
		st = from_inline(a, &x);
	if (st != ST_OK)
		return st;
	x.final = final;
	if (card >= 0)
		v[DEALT_KNOWN + card] = KNOWN_DRAWN;
	else
		c->inline_sites++;
	/* counted only where it matters, so that the snapshots of other
	 * games stay as they were */
	if (a->argc == 2 && a->rs->sites.left_over == LEFT_OVER_TABLE)
		c->named_sites++;
	if (final)
		v[DEALT_FINAL] = 0;
	else
		v[DEALT_LEFT]--;
	c->sites[c->nsites++] = x;
	reveal_report(a, c->nsites - 1);
	return ST_OK;
}
