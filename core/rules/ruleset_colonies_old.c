/* ruleset_colonies_old.c: the keys and values of the mechanisms of
 * numbered zones are named by the concepts of words.h they count
 * (ruleset_zones.h: store, folk-max, producers, producers-max,
 * shelters-max, neutral-strikers, neutral-militia; a product makes
 * strikers, carriers or militia; a cargo's goods are folk, producers and
 * store; morale-carriers-per, morale-militia-per; a zone count of
 * hold-to-win-by-players is zones; a ranking's measures folk, zones,
 * strikers, carriers, producers, shelters).  A text written before (a
 * saved game keeps the text it was started with, and an overlay, an
 * amendment or an option's set may still say it) wrote them by one game's
 * words (words_keys.h): each tree is read under today's names before it
 * is merged, as ruleset_zones_old.c reads the board; the text keeps
 * the words two of its keys gave (words_old.c), and a text of before
 * (ruleset.zones_old) names what it left unknown by the keys it wrote. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/diag.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words.h"
#include "core/rules/words_keys.h"

/* A key of before of mechanisms.GROUP and today's (texts in place: no
 * address to write at start, tests/check-startup.sh). */
struct mech_key {
	char group[16], old[32], now[32];
};

static const struct mech_key mech_keys[] = {
	{ "colonies", KEY_STORE, STORE_KEY },
	{ "colonies", KEY_FOLK_MAX, FOLK_MAX_KEY },
	{ "colonies", KEY_PRODUCERS, PRODUCERS_KEY },
	{ "colonies", KEY_PRODUCERS_MAX, PRODUCERS_MAX_KEY },
	{ "colonies", KEY_SHELTERS_MAX, SHELTERS_MAX_KEY },
	{ "colonies", KEY_NEUTRAL_STRIKERS, NEUTRAL_STRIKERS_KEY },
	{ "colonies", KEY_NEUTRAL_MILITIA, NEUTRAL_MILITIA_KEY },
	{ "landing", KEY_CARRIERS_MORALE, CARRIERS_MORALE_KEY },
	{ "landing", KEY_MILITIA_MORALE, MILITIA_MORALE_KEY },
	{ "", "", "" }
};

/* A value of before and today's; the lists end with { "", "" }. */
struct value_name {
	char old[16], now[16];
};

/* a ranking's and a chosen order's measures, in the order of enum
 * measure (the old name is the JSON key, kept) */
static const struct value_name measures[] = {
	{ KEY_FOLK, ZONE_FOLK_KEY }, { "stockpile", "stockpile" },
	{ KEY_ZONES, ZONES_KEY }, { KEY_STRIKERS, STRIKERS_KEY },
	{ KEY_CARRIERS, CARRIERS_KEY }, { KEY_PRODUCERS, PRODUCERS_KEY },
	{ KEY_SHELTERS, SHELTERS_KEY }, { "home", "home" }, { "", "" }
};
static const struct value_name makes[] = {
	{ KEY_STRIKERS, STRIKERS_KEY }, { KEY_CARRIERS, CARRIERS_KEY },
	{ KEY_MILITIA, MILITIA_KEY }, { "", "" }
};
static const struct value_name goods[] = {
	{ KEY_FOLK, ZONE_FOLK_KEY }, { KEY_PRODUCERS, PRODUCERS_KEY },
	{ KEY_STORE, STORE_KEY }, { "", "" }
};
static const struct value_name neutral[] = {
	{ KEY_FOLK, ZONE_FOLK_KEY }, { "", "" }
};

/* The scalar n, a value of before in names, as today's: 0, or -1 out of
 * memory. */
static int
rename_value(struct ynode *n, const struct value_name *names)
{
	if (n == NULL || n->kind != Y_SCALAR)
		return 0;
	for (; names->old[0] != '\0'; names++) {
		if (strcmp(n->str, names->old) != 0 ||
		    strcmp(names->old, names->now) == 0)
			continue;
		return ynode_set_text(n, names->now);
	}
	return 0;
}

/* The value of key in each map of the list l: 0, or -1 out of memory. */
static int
rename_each(struct ynode *l, const char *key, const struct value_name *names)
{
	for (int i = 0; l != NULL && l->kind == Y_SEQ && i < l->n; i++)
		if (l->v[i]->kind == Y_MAP &&
		    rename_value(ynode_get(l->v[i], key), names) < 0)
			return -1;
	return 0;
}

/* The map at key of m, or NULL. */
static struct ynode *
map_at(struct ynode *m, const char *key)
{
	struct ynode *n = m != NULL && m->kind == Y_MAP ? ynode_get(m, key) :
	    NULL;

	return n != NULL && n->kind == Y_MAP ? n : NULL;
}

/* The keys and values of before of mechanisms (a map). */
static int
upgrade_mech(struct ynode *mech, struct diag_list *errs)
{
	struct ynode *m, *l;
	char where[160];

	for (const struct mech_key *k = mech_keys; k->group[0] != '\0'; k++) {
		snprintf(where, sizeof where, "mechanisms.%.15s", k->group);
		if (rs_yrename_old(map_at(mech, k->group), k->old, k->now,
		    where, errs) < 0)
			return -1;
	}
	if ((m = map_at(mech, "colonies")) != NULL &&
	    rename_value(ynode_get(m, NEUTRAL_MILITIA_KEY), neutral) < 0)
		return -1;
	m = map_at(map_at(mech, "production"), "products");
	for (int i = 0; m != NULL && i < m->n; i++)
		if (m->v[i]->kind == Y_MAP &&
		    rename_value(ynode_get(m->v[i], "makes"), makes) < 0)
			return -1;
	l = (m = map_at(mech, "cargo")) != NULL ? ynode_get(m, "goods") :
	    NULL;
	for (int i = 0; l != NULL && l->kind == Y_SEQ && i < l->n; i++)
		if (rename_value(l->v[i], goods) < 0)
			return -1;
	if ((m = map_at(mech, "chosen-order")) != NULL &&
	    rename_each(ynode_get(m, "chain"), "by", measures) < 0)
		return -1;
	l = (m = map_at(mech, "game-end")) != NULL ? ynode_get(m,
	    "hold-to-win-by-players") : NULL;
	for (int i = 0; l != NULL && l->kind == Y_SEQ && i < l->n; i++) {
		snprintf(where, sizeof where, "mechanisms.game-end."
		    "hold-to-win-by-players.%d", i + 1);
		if (rs_yrename_old(l->v[i], KEY_ZONES, ZONES_KEY, where,
		    errs) < 0)
			return -1;
	}
	return 0;
}

int
rs_colonies_upgrade(struct ynode *t, struct diag_list *errs)
{
	struct ynode *r = map_at(t, "rankings");

	if (upgrade_mech(map_at(t, "mechanisms"), errs) < 0)
		return -1;
	for (int i = 0; r != NULL && i < r->n; i++)
		if (r->v[i]->kind == Y_MAP && rename_each(ynode_get(r->v[i],
		    "criteria"), "by", measures) < 0)
			return -1;
	return 0;
}

/* The two keys of before that gave a word (words_old.c). */
static const struct {
	enum rs_word w;
	char key[16];
} worded[] = {
	{ W_STORE, KEY_STORE }, { W_SHELTER, KEY_SHELTERS_MAX }
};

unsigned
rs_colonies_worded(struct ynode *t)
{
	struct ynode *c = map_at(map_at(t, "mechanisms"), "colonies");
	unsigned seen = 0;

	for (size_t i = 0; c != NULL && i < sizeof worded / sizeof worded[0];
	    i++)
		if (ynode_get(c, worded[i].key) != NULL)
			seen |= 1u << i;
	return seen;
}

int
rs_colonies_keep_words(struct ynode *root, unsigned seen)
{
	char key[80];

	for (size_t i = 0; i < sizeof worded / sizeof worded[0]; i++) {
		if (!(seen >> i & 1))
			continue;
		snprintf(key, sizeof key, "mechanisms.colonies.%s",
		    worded[i].key);
		if (rs_yword_keep(root, worded[i].w, key, root) < 0)
			return -1;
	}
	return 0;
}

const char *
rs_mech_key_now(const char *group, const char *key)
{
	for (const struct mech_key *k = mech_keys; k->group[0] != '\0'; k++)
		if (strcmp(k->group, group) == 0 && strcmp(k->old, key) == 0)
			return k->now;
	return NULL;
}

const char *
rs_measure_json(const char *by)
{
	for (const struct value_name *m = measures; m->old[0] != '\0'; m++)
		if (strcmp(m->now, by) == 0)
			return m->old;
	return by;
}

const char *
rs_colonies_path(const char *p, int old, char *buf, size_t n)
{
	static const char pre[] = "mechanisms.";
	const char *dot;
	size_t g;

	if (strncmp(p, pre, sizeof pre - 1) != 0)
		return NULL;
	p += sizeof pre - 1;
	if ((dot = strchr(p, '.')) == NULL || strchr(dot + 1, '.') != NULL)
		return NULL;
	g = (size_t)(dot - p);
	for (const struct mech_key *k = mech_keys; k->group[0] != '\0'; k++)
		if (strlen(k->group) == g && strncmp(k->group, p, g) == 0 &&
		    strcmp(dot + 1, old ? k->now : k->old) == 0) {
			snprintf(buf, n, "%s%s.%s", pre, k->group, old ?
			    k->old : k->now);
			return buf;
		}
	return NULL;
}

const char *
rs_path_said(const struct ruleset *rs, const char *path, char *buf,
    size_t n)
{
	const char *p = rs->zones_old ? rs_colonies_path(path, 1, buf, n) :
	    NULL;

	return p != NULL ? p : rs_path_written(rs, path, buf, n);
}
