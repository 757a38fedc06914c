/* ruleset_card_values.c: the values a unit card carries, named by the
 * game (`card-values: [NAME1, NAME2]`): the first is the one that fights
 * (mines lower it; rankings measure it first), the second the one spent
 * on the sub-locations of a site.  Each card gives them under those names
 * (`{name: Tank, NAME1: 0, NAME2: 5}`) and a ranking measures them as
 * `NAME1-total`, `NAME1-best`, `NAME2-total`, `NAME2-best`.
 *
 * The schema reads them under the general keys `first` and `second` (and
 * `first-total` ...): before the walk the merged tree's cards and rankings
 * (the options' too) are turned from the game's names into those; after
 * it, what was written unknown gets its path in the game's names back, so
 * that people and amendments see the keys they wrote.  A ruleset written
 * before `card-values` existed (a saved game keeps its text) names them
 * by the words of words_keys.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

static const char *const general[CARD_VALUES] = { "first", "second" };
static const char *const measures[] = { "total", "best" };

const char *
rs_card_value(const struct ruleset *rs, int i)
{
	static const char *const older[CARD_VALUES] = { KEY_CARD_VALUE_1,
		KEY_CARD_VALUE_2 };

	if (rs->card_values.n == CARD_VALUES)
		return *VEC_AT(rs->card_values, char *, i);
	return older[i];
}

const char *
rs_rank_by_name(const struct ruleset *rs, int by, char *buf, size_t n)
{
	if (by < 0)
		return "unknown";
	if (by >= BY_CARD_VALUES_N)
		return rs_rank_by_names[by];
	snprintf(buf, n, "%s-%s", rs_card_value(rs, by / 2),
	    measures[by % 2]);
	return buf;
}

/* Can a card value be called s?  Not by a key every card has already,
 * nor by the other value's name. */
static int
name_ok(const char *s, const char *other)
{
	static const char *const taken[] = { "name", "rotated", "mines",
		"aliases", "first", "second", NULL };

	if (s[0] == '\0' || (other != NULL && strcmp(s, other) == 0))
		return 0;
	for (int k = 0; taken[k] != NULL; k++)
		if (strcmp(s, taken[k]) == 0)
			return 0;
	return 1;
}

/* The names the tree declares, or the older ones; 0 (and an error) when
 * it declares something else than two names a card can give. */
static int
names_of(const struct ynode *t, const char *name[CARD_VALUES],
    struct diag_list *errs)
{
	const struct ynode *v = ynode_get(t, "card-values");

	if (v == NULL) {
		name[0] = KEY_CARD_VALUE_1;
		name[1] = KEY_CARD_VALUE_2;
		return 1;
	}
	for (int i = 0; v->kind == Y_SEQ && v->n == CARD_VALUES &&
	    i < CARD_VALUES; i++) {
		if (v->v[i]->kind != Y_SCALAR ||
		    !name_ok(v->v[i]->str, i ? name[0] : NULL))
			break;
		name[i] = v->v[i]->str;
		if (i == CARD_VALUES - 1)
			return 1;
	}
	diag_list_add(errs, ST_DATA, v->file, v->line, v->col,
	    "'card-values' names the %d values a unit card carries, as a "
	    "list of two different keys other than name, rotated, mines, "
	    "aliases, first and second", CARD_VALUES);
	return 0;
}

/* The `by` of each criterion of each ranking of map r. */
static int
rankings_by(struct ynode *r, const char *name[CARD_VALUES])
{
	char buf[160];

	for (int i = 0; r != NULL && r->kind == Y_MAP && i < r->n; i++) {
		const struct ynode *c = ynode_get(r->v[i], "criteria");
		for (int j = 0; c != NULL && c->kind == Y_SEQ && j < c->n;
		    j++) {
			struct ynode *by = c->v[j]->kind == Y_MAP ?
			    ynode_get(c->v[j], "by") : NULL;
			if (by == NULL || by->kind != Y_SCALAR)
				continue;
			for (int k = 0; k < BY_CARD_VALUES_N; k++) {
				snprintf(buf, sizeof buf, "%s-%s", name[k / 2],
				    measures[k % 2]);
				if (strcmp(by->str, buf) != 0)
					continue;
				snprintf(buf, sizeof buf, "%s-%s", general[k / 2],
				    measures[k % 2]);
				if (ynode_set_text(by, buf) < 0)
					return -1;
				break;
			}
		}
	}
	return 0;
}

int
rs_card_values_upgrade(struct ynode *t, struct diag_list *errs)
{
	const char *name[CARD_VALUES];
	struct ynode *cards, *opts;

	if (t == NULL || t->kind != Y_MAP || !names_of(t, name, errs))
		return 0;
	cards = ynode_get(t, "cards");
	for (int i = 0; cards != NULL && cards->kind == Y_MAP &&
	    i < cards->n; i++)
		for (int k = 0; k < CARD_VALUES; k++)
			if (cards->v[i]->kind == Y_MAP && ynode_rename(
			    cards->v[i], name[k], general[k]) < 0)
				return -1;
	if (rankings_by(ynode_get(t, "rankings"), name) < 0)
		return -1;
	/* what an option sets (options.ID.values.VALUE.set) */
	opts = ynode_get(t, "options");
	for (int i = 0; opts != NULL && opts->kind == Y_MAP && i < opts->n;
	    i++) {
		const struct ynode *vals = opts->v[i]->kind == Y_MAP ?
		    ynode_get(opts->v[i], "values") : NULL;
		for (int j = 0; vals != NULL && vals->kind == Y_MAP &&
		    j < vals->n; j++) {
			const struct ynode *set = vals->v[j]->kind == Y_MAP ?
			    ynode_get(vals->v[j], "set") : NULL;
			if (set != NULL && set->kind == Y_MAP &&
			    rankings_by(ynode_get(set, "rankings"), name) < 0)
				return -1;
		}
	}
	return 0;
}

/* "cards.ID.first" back to "cards.ID.NAME1". */
int
rs_card_values_paths(struct ruleset *rs)
{
	for (int i = 0; i < rs->nunknown; i++) {
		char *p = rs->unknown[i].path, *dot, *q;
		if (strncmp(p, "cards.", 6) != 0 ||
		    (dot = strrchr(p, '.')) == p + 5)
			continue;
		for (int k = 0; k < CARD_VALUES; k++) {
			const char *w = rs_card_value(rs, k);
			size_t len = (size_t)(dot - p) + 1;
			if (strcmp(dot + 1, general[k]) != 0)
				continue;
			if ((q = malloc(len + strlen(w) + 1)) == NULL)
				return -1;
			memcpy(q, p, len);
			strcpy(q + len, w);
			free(p);
			rs->unknown[i].path = q;
			break;	/* dot pointed into p */
		}
	}
	return 0;
}
