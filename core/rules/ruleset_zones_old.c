/* ruleset_zones_old.c: a board of numbered zones is 'board.ZONES_KEY'
 * (each zone's number, name and folk) with 'setup.ZONES_KEY' (holdings,
 * and the starting squads with their strikers and carriers).  A text
 * written before (a saved game keeps the text it was started with, and an
 * overlay may still say it) gave them as 'board.KEY_ZONES_OLD' (with
 * KEY_FOLK) and 'setup.KEY_ZONES_OLD' (KEY_SQUADS, KEY_STRIKERS,
 * KEY_CARRIERS): each tree is read under today's keys before it is merged,
 * the text keeps the words its keys gave (words_old.c), and what it wrote
 * unknown is said again by the keys it wrote. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/diag.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words.h"
#include "core/rules/words_keys.h"

/* A key of before and today's, at a depth of the paths under board. or
 * setup. (1: the key itself; 2: in the zone or the setup; 3: in a
 * starting squad). */
struct renamed {
	const char *top;
	int depth;
	const char *old, *now;
};

static const struct renamed keys[] = {
	{ "board", 1, KEY_ZONES_OLD, ZONES_KEY },
	{ "board", 3, KEY_FOLK, ZONE_FOLK_KEY },
	{ "setup", 1, KEY_ZONES_OLD, ZONES_KEY },
	{ "setup", 2, KEY_SQUADS, SQUADS_KEY },
	{ "setup", 4, KEY_STRIKERS, STRIKERS_KEY },
	{ "setup", 4, KEY_CARRIERS, CARRIERS_KEY },
	{ NULL, 0, NULL, NULL }
};

/* The keys of before of top (board or setup) of tree t; *form: 2 when t
 * wrote top.KEY_ZONES_OLD, 1 when top.ZONES_KEY, else 0. */
static int
upgrade_top(struct ynode *t, const char *top, int *form,
    struct diag_list *errs)
{
	struct ynode *m = ynode_get(t, top), *z;
	char where[160];
	int both;

	*form = 0;
	if (m == NULL || m->kind != Y_MAP)
		return 0;
	*form = ynode_get(m, KEY_ZONES_OLD) != NULL ? 2 :
	    ynode_get(m, ZONES_KEY) != NULL;
	if ((z = ynode_get(m, KEY_ZONES_OLD)) == NULL)
		return 0;
	both = ynode_get(m, ZONES_KEY) != NULL;
	snprintf(where, sizeof where, "%s", top);
	if (rs_yrename_old(m, KEY_ZONES_OLD, ZONES_KEY, where, errs) < 0)
		return -1;
	if (both || z->kind != Y_MAP)
		return 0;	/* both given: the older was dropped */
	snprintf(where, sizeof where, "%s.%s", top, KEY_ZONES_OLD);
	for (const struct renamed *r = keys; r->top != NULL; r++) {
		if (strcmp(r->top, top) != 0 || r->depth == 1)
			continue;
		if (r->depth == 2 && rs_yrename_old(z, r->old, r->now,
		    where, errs) < 0)
			return -1;
		for (int i = 0; r->depth == 3 && i < z->n; i++) {
			char at[200];
			snprintf(at, sizeof at, "%s.%s", where, z->keys[i]->str);
			if (rs_yrename_old(z->v[i], r->old, r->now, at,
			    errs) < 0)
				return -1;
		}
		if (r->depth == 4) {
			const struct ynode *q = ynode_get(z, SQUADS_KEY);
			for (int i = 0; q != NULL && q->kind == Y_SEQ &&
			    i < q->n; i++) {
				char at[200];
				snprintf(at, sizeof at, "%s.%s.%d", where,
				    KEY_SQUADS, i + 1);
				if (rs_yrename_old(q->v[i], r->old,
				    r->now, at, errs) < 0)
					return -1;
			}
		}
	}
	return 0;
}

/* A number option's key (options.ID.key), a dotted path written by the
 * keys of before, as today's. */
static int
upgrade_option_key(struct ynode *o)
{
	struct ynode *k = ynode_get(o, "key");
	char buf[512];

	if (k == NULL || k->kind != Y_SCALAR ||
	    rs_zones_path_now(k->str, buf, sizeof buf) == NULL)
		return 0;
	return ynode_set_text(k, buf);
}

int
rs_zones_upgrade(struct ynode *t, int *form, struct diag_list *errs)
{
	struct ynode *opts;

	int fb, fs;

	*form = 0;
	if (t == NULL || t->kind != Y_MAP)
		return 0;
	if (upgrade_top(t, "board", &fb, errs) < 0 ||
	    upgrade_top(t, "setup", &fs, errs) < 0 ||
	    rs_colonies_upgrade(t, errs) < 0)
		return -1;
	/* one text, one form: its unknown values are said in it */
	if (fb != 0 && fs != 0 && fb != fs) {
		const struct ynode *s = ynode_get(t, "setup");
		diag_list_add(errs, ST_DATA, s->file, s->line, s->col,
		    "'board.%s' and 'setup.%s' name one board of numbered "
		    "zones by two names: write '%s' in both ('%s' is its "
		    "older name, read as it)", fb == 1 ? ZONES_KEY :
		    KEY_ZONES_OLD, fb == 1 ? KEY_ZONES_OLD : ZONES_KEY,
		    ZONES_KEY, KEY_ZONES_OLD);
	}
	*form = fb > fs ? fb : fs;
	/* what an option sets (options.ID.values.VALUE.set) or its key */
	opts = ynode_get(t, "options");
	for (int i = 0; opts != NULL && opts->kind == Y_MAP && i < opts->n;
	    i++) {
		struct ynode *vals = opts->v[i]->kind == Y_MAP ?
		    ynode_get(opts->v[i], "values") : NULL;
		int f = 0;

		if (opts->v[i]->kind == Y_MAP &&
		    upgrade_option_key(opts->v[i]) < 0)
			return -1;
		for (int j = 0; vals != NULL && vals->kind == Y_MAP &&
		    j < vals->n; j++) {
			struct ynode *set = vals->v[j]->kind == Y_MAP ?
			    ynode_get(vals->v[j], "set") : NULL;
			if (set != NULL && set->kind == Y_MAP &&
			    (upgrade_top(set, "board", &f, errs) < 0 ||
			    upgrade_top(set, "setup", &f, errs) < 0 ||
			    rs_colonies_upgrade(set, errs) < 0))
				return -1;
		}
	}
	return 0;
}

int
rs_zones_keep_words(struct ynode *root)
{
	static const enum rs_word ws[] = { W_ZONE, W_STRIKER, W_CARRIER,
		W_PRODUCER, W_FOLK, W_MILITIA, W_SQUAD };
	const struct ynode *words = ynode_get(root, "words");
	const char *key = "board." KEY_ZONES_OLD;

	/* a text that names one of them is one of now (words.c) */
	for (size_t i = 0; i < sizeof ws / sizeof ws[0]; i++)
		if (words != NULL && words->kind == Y_MAP &&
		    ynode_get(words, rs_word_ids[ws[i]]) != NULL)
			return 0;
	for (size_t i = 0; i < sizeof ws / sizeof ws[0]; i++)
		if (rs_yword_keep(root, ws[i], key, root) < 0)
			return -1;
	return 0;
}

/* Path p with the keys of one form renamed to the other's (old: to the
 * keys of before), into buf; NULL when it has none to rename. */
static const char *
path_as(const char *p, int old, char *buf, size_t n)
{
	char part[8][64];
	int np = 0, changed = 0;
	size_t at = 0;

	while (np < 8) {
		size_t k = strcspn(p, ".");
		if (k >= sizeof part[0])
			return NULL;
		memcpy(part[np], p, k);
		part[np++][k] = '\0';
		if (p[k] == '\0')
			break;
		p += k + 1;
	}
	if (np < 2 || (strcmp(part[0], "board") != 0 && strcmp(part[0],
	    "setup") != 0) || strcmp(part[1], old ? ZONES_KEY :
	    KEY_ZONES_OLD) != 0)
		return NULL;
	for (const struct renamed *r = keys; r->top != NULL; r++)
		if (strcmp(r->top, part[0]) == 0 && r->depth < np &&
		    strcmp(part[r->depth], old ? r->now : r->old) == 0 &&
		    /* a squad's key: part[2] is renamed already */
		    (r->depth != 4 || strcmp(part[2], old ? KEY_SQUADS :
		    SQUADS_KEY) == 0)) {
			snprintf(part[r->depth], sizeof part[0], "%s", old ?
			    r->old : r->now);
			changed = 1;
		}
	for (int i = 0; changed && i < np && at < n; i++)
		at += (size_t)snprintf(buf + at, n - at, "%s%s", i ? "." : "",
		    part[i]);
	return changed && at < n ? buf : NULL;
}

const char *
rs_zones_path_now(const char *p, char *buf, size_t n)
{
	const char *q = path_as(p, 0, buf, n);

	return q != NULL ? q : rs_colonies_path(p, 0, buf, n);
}

int
rs_zones_paths(struct ruleset *rs)
{
	char buf[512];

	for (int i = 0; rs->zones_old && i < rs->nunknown; i++) {
		char *q;
		if (path_as(rs->unknown[i].path, 1, buf, sizeof buf) == NULL &&
		    rs_colonies_path(rs->unknown[i].path, 1, buf,
		    sizeof buf) == NULL)
			continue;
		if ((q = strdup(buf)) == NULL)
			return -1;
		free(rs->unknown[i].path);
		rs->unknown[i].path = q;
	}
	return 0;
}

int
rs_need_zone_folk(const struct ruleset *rs, int zone, struct diag *d)
{
	return rs_need_intf(rs, SCHEMA_UNKNOWN_INT, d, "board.%s.%s.%s",
	    rs->zones_old ? KEY_ZONES_OLD : ZONES_KEY,
	    rs->board.zones.ids[zone], rs->zones_old ? KEY_FOLK :
	    ZONE_FOLK_KEY);
}
