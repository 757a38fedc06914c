/* engine_reveal_inline.c: a site card entered at the table with the
 * site cards' draw (engine_reveal.c), "NAME VALUE LOCATION...": its name,
 * which becomes its id, its value, and at each location the
 * sub-locations, KIND:COST[,KIND:COST...] or '-'. */
#include "core/engine/engine.h"
#include "core/act/act.h"
#include "core/engine/engine_cards.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/state/cards.h"
#include "core/state/state.h"

/* NAME as an id: lowercase, spaces to '-', [a-z0-9-], a letter first. */
static int
inline_id(struct act *a, const char *verb, const char *name, char *id)
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
		return usage(a, "'%s' is in the catalogue: '%s %s'", name,
		    verb, id);
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

int
eng_reveal_inline(struct act *a, const char *verb, const char *const *w,
    struct site *x)
{
	const struct ruleset *rs = a->rs;
	struct strbuf b;
	long value;
	int st;

	eng_site_clear(x);
	if ((st = inline_id(a, verb, w[1], x->id)) ||
	    (st = arg_long(a, w[2], "the value", 0, 1000000, &value)))
		return st;
	snprintf(x->name, sizeof x->name, "%s", w[1]);
	x->value = value;
	x->card = -1;
	x->nloc = rs->sites.locations.n;
	for (int l = 0; l < x->nloc; l++)
		if ((st = inline_location(a, w[3 + l], x, l)))
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
