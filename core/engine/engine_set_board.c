/* engine_set_board.c: the effect set-board, a numbered zone's board set as
 * it stands on the table (a correction the GM logs), from the KEY=VALUE
 * words of a word of kind settings: owner= (a player or neutral), the
 * folk, militia and shelters by the game's words for them (or by the keys
 * every game had before, which a log of before says), and KIND= the
 * producers of a kind.  Each change is checked, made and logged in turn,
 * and the changes are said in one line. */
#include "core/engine/engine_int.h"

#include <stdio.h>
#include <string.h>

#include "core/act/act_zones.h"
#include "core/base/strbuf.h"
#include "core/rules/words_keys.h"
#include "core/state/state.h"

/* A count of the zone's board, one of the keys of one field. */
static int
set_count(struct act *a, const char *val, const char *what, long hi,
    long *field, long *before, long *v)
{
	int st;

	if ((st = arg_long(a, val, what, 0, hi, v)))
		return st;
	*before = *field;
	*field = *v;
	return ST_OK;
}

/* owner=PLAYER|neutral: the zone changes hands. */
static int
set_owner(struct act *a, int zone, const char *val, struct strbuf *said)
{
	int p, st, was = zone_owner(a, zone);

	if ((st = arg_party(a, val, 1, &p)))
		return st;
	sb_printf(said, ", owner %s -> %s", was == NEUTRAL ? "neutral" :
	    pname(a, was), p == NEUTRAL ? "neutral" : pname(a, p));
	if (p != NEUTRAL && a->st->zones->w[zone].folk == UNKNOWN_COUNT &&
	    (st = need_folk(a, zone)))
		return st;
	zone_change_owner(a, zone, p);
	return ST_OK;
}

/* The key of count w, into buf: the game's word (rs_word_key). */
static const char *
count_key(const struct act *a, enum rs_word w, char *buf, size_t n)
{
	return rs_word_key(game_word(a, w, 2), w, buf, n);
}

/* Is key the key of count w: the game's word, or the key every game took
 * before its words named it (old, for a log of before)? */
static int
is_count(const struct act *a, const char *key, enum rs_word w,
    const char *old)
{
	char buf[48];

	return strcmp(key, count_key(a, w, buf, sizeof buf)) == 0 ||
	    strcmp(key, old) == 0;
}

/* One KEY=VALUE: the old and new value said in a line. */
static int
set_key(struct act *a, int zone, const char *key, const char *val,
    struct strbuf *said)
{
	const struct colonies_def *c = &a->rs->mech.colonies;
	struct zone_state *s = &a->st->zones->w[zone];
	int kind = vec_find(&c->producers, key), st;
	long v, before;

	if (strcmp(key, "owner") == 0)
		return set_owner(a, zone, val, said);
	if (is_count(a, key, W_FOLK, KEY_FOLK))
		st = set_count(a, val, "the {folk}", c->folk_max, &s->folk,
		    &before, &v);
	else if (is_count(a, key, W_MILITIA, KEY_MILITIA))
		st = set_count(a, val, "the {militias}", WCOUNT_MAX,
		    &s->militia, &before, &v);
	else if (is_count(a, key, W_SHELTER, KEY_SHELTERS)) {
		char what[64];
		snprintf(what, sizeof what, "the %s",
		    game_word(a, W_SHELTER, 2));
		st = set_count(a, val, what, c->shelters_max, &s->shelters,
		    &before, &v);
	} else if (kind >= 0) {
		if ((st = set_count(a, val, "the {producers}",
		    c->producers_max, zones_producer(a->st->zones, zone, kind),
		    &before, &v)))
			return st;
		if (zones_producers_at(a->st->zones, zone) >
		    c->producers_max)
			return refuse(a, "%s would have %ld %s; a {zone} "
			    "has at most %ld", wname(a, zone),
			    zones_producers_at(a->st->zones, zone),
			    game_word(a, W_PRODUCER,
			    zones_producers_at(a->st->zones, zone)),
			    c->producers_max);
		if (v > 0)
			s->producer_due = 0;
	} else {
		char f[48], m[48], sh[48];
		struct strbuf list;
		sb_init(&list);
		kinds_list(a, &list);
		st = usage(a, "'%s' sets owner=, %s=, %s=, "
		    "%s= or the {producers} of a kind (%s) as KIND=N, not "
		    "'%s'", verb_word(a, "tally"), count_key(a, W_FOLK, f,
		    sizeof f), count_key(a, W_MILITIA, m, sizeof m),
		    count_key(a, W_SHELTER, sh, sizeof sh), sb_str(&list),
		    key);
		sb_release(&list);
		return st;
	}
	if (st)
		return st;
	if (before == UNKNOWN_COUNT)
		sb_printf(said, ", %s ? -> %ld", key, v);
	else
		sb_printf(said, ", %s %ld -> %ld", key, before, v);
	return ST_OK;
}

/* The word w as KEY (lower case, into key) and VALUE (*val); a usage
 * error when it is no KEY=VALUE. */
static int
split(struct act *a, const char *w, char *key, size_t n, const char **val)
{
	const char *eq = strchr(w, '=');
	char m[48];

	if (eq == NULL || eq == w || eq[1] == '\0' || (size_t)(eq - w) >= n)
		return usage(a, "write each change as KEY=VALUE, e.g. %s=3, "
		    "not '%s'", count_key(a, W_MILITIA, m, sizeof m), w);
	snprintf(key, n, "%.*s", (int)(eq - w), w);
	for (char *k = key; *k; k++)
		*k = (char)(*k >= 'A' && *k <= 'Z' ? *k - 'A' + 'a' : *k);
	*val = eq + 1;
	return ST_OK;
}

/* The changes of the words from the settings' place on, each logged as
 * set. */
static int
set_board(struct act *a, const struct eff_set_board *x,
    const struct eng_eval *ev)
{
	struct strbuf said;
	int zone = (int)ev->args[x->w_at], first = (int)ev->args[x->w_settings],
	    st = ST_OK;

	if (a->st->zones == NULL || !a->rs->mech.colonies.present ||
	    zone < 0 || zone >= a->st->zones->n || first < 1)
		return diag_set(a->d, ST_DATA, "%s: set-board needs numbered "
		    "zones with boards, and its words", a->rs->id);
	sb_init(&said);
	for (int i = first; i < a->argc && st == ST_OK; i++) {
		char key[64], kv[96];
		const char *val = "";
		if ((st = split(a, a->argv[i], key, sizeof key, &val)) ||
		    (st = set_key(a, zone, key, val, &said)))
			break;
		/* logged as set: the owner by his name, the rest as given */
		if (strcmp(key, "owner") == 0)
			snprintf(kv, sizeof kv, "owner=%s", zone_owner(a,
			    zone) == NEUTRAL ? "neutral" :
			    pname(a, zone_owner(a, zone)));
		else
			snprintf(kv, sizeof kv, "%s=%s", key, val);
		canon(a, kv);
	}
	if (st == ST_OK)
		act_line(a, "%s%s", wname(a, zone), sb_str(&said));
	sb_release(&said);
	return st;
}

int
eng_set_board(struct act *a, const struct eff_set_board *x,
    const struct eng_eval *ev)
{
	/* the words logged once a command, though it runs twice */
	int quiet = canon_from(a, (int)ev->args[x->w_settings]), st;

	st = set_board(a, x, ev);
	a->rep->quiet = quiet;
	return st;
}
