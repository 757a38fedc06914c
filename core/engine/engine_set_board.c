/* engine_set_board.c: the effect set-board, a numbered zone's board set as
 * it stands on the table (a correction the GM logs), from the KEY=VALUE
 * words of a word of kind settings: owner= (a player or neutral), the
 * folk, militia and shelters by the game's words for them (or by the keys
 * every game had before, which a log of before says), and KIND= the
 * producers of a kind.  Each change is checked, made and logged in turn,
 * and the changes are said in one line. */
#include "core/act/act.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_zones.h"

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

/* The key of count w, added to b: the game's word (rs_word_key). */
static const char *
count_key(const struct act *a, enum rs_word w, struct strbuf *b)
{
	return rs_word_key(game_word(a, w, 2), w, b);
}

/* Is key the key of count w: the game's word, or the key every game took
 * before its words named it (old, for a log of before)? */
static int
is_count(const struct act *a, const char *key, enum rs_word w,
    const char *old)
{
	struct strbuf b;
	int is;

	sb_init(&b);
	is = strcmp(key, count_key(a, w, &b)) == 0 || strcmp(key, old) == 0;
	sb_release(&b);
	return is;
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
		struct strbuf f, m, sh, list;
		sb_init(&f);
		sb_init(&m);
		sb_init(&sh);
		sb_init(&list);
		kinds_list(a, &list);
		st = usage(a, "'%s' sets owner=, %s=, %s=, "
		    "%s= or the {producers} of a kind (%s) as KIND=N, not "
		    "'%s'", verb_word(a, "tally"), count_key(a, W_FOLK, &f),
		    count_key(a, W_MILITIA, &m), count_key(a, W_SHELTER, &sh),
		    sb_str(&list), key);
		sb_release(&f);
		sb_release(&m);
		sb_release(&sh);
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

/* Does key, of 64 characters or more, name a count (by the game's word)
 * or a kind?  Another such key is no KEY=VALUE, as it was when a key was
 * read in 64 bytes. */
static int
long_key(const struct act *a, const char *key)
{
	return is_count(a, key, W_FOLK, KEY_FOLK) ||
	    is_count(a, key, W_MILITIA, KEY_MILITIA) ||
	    is_count(a, key, W_SHELTER, KEY_SHELTERS) ||
	    vec_find(&a->rs->mech.colonies.producers, key) >= 0;
}

/* The word w as KEY (lower case, into key, whole: a game's word or a
 * kind's id has any length) and VALUE (*val); a usage error when it is no
 * KEY=VALUE. */
static int
split(struct act *a, const char *w, struct strbuf *key, const char **val)
{
	const char *eq = strchr(w, '=');

	sb_reset(key);
	for (const char *k = w; eq != NULL && k < eq; k++)
		sb_addc(key, (char)(*k >= 'A' && *k <= 'Z' ? *k - 'A' + 'a' :
		    *k));
	if (eq == NULL || eq == w || eq[1] == '\0' || (key->len >= 64 &&
	    !long_key(a, sb_str(key)))) {
		struct strbuf m;
		int st;
		sb_init(&m);
		st = usage(a, "write each change as KEY=VALUE, e.g. %s=3, "
		    "not '%s'", count_key(a, W_MILITIA, &m), w);
		sb_release(&m);
		return st;
	}
	*val = eq + 1;
	return ST_OK;
}

/* The changes of the words from the settings' place on, each logged as
 * set. */
static int
set_board(struct act *a, const struct eff_set_board *x,
    const struct eng_eval *ev)
{
	struct strbuf said, key, kv;
	int zone = (int)ev->args[x->w_at], first = (int)ev->args[x->w_settings],
	    st = ST_OK;

	if (a->st->zones == NULL || !a->rs->mech.colonies.present ||
	    zone < 0 || zone >= a->st->zones->n || first < 1)
		return diag_set(a->d, ST_DATA, "%s: set-board needs numbered "
		    "zones with boards, and its words", a->rs->id);
	sb_init(&said);
	sb_init(&key);
	sb_init(&kv);
	for (int i = first; i < a->argc && st == ST_OK; i++) {
		const char *val = "";
		if ((st = split(a, a->argv[i], &key, &val)) ||
		    (st = set_key(a, zone, sb_str(&key), val, &said)))
			break;
		/* logged as set, whole: the owner by his name, the rest as
		 * given */
		sb_reset(&kv);
		if (strcmp(sb_str(&key), "owner") == 0)
			sb_printf(&kv, "owner=%s", zone_owner(a, zone) ==
			    NEUTRAL ? "neutral" : pname(a, zone_owner(a,
			    zone)));
		else
			sb_printf(&kv, "%s=%s", sb_str(&key), val);
		canon(a, sb_str(&kv));
	}
	if (st == ST_OK)
		act_line(a, "%s%s", wname(a, zone), sb_str(&said));
	sb_release(&said);
	sb_release(&key);
	sb_release(&kv);
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
