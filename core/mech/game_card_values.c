/* game_card_values.c: a card's values, from the ruleset or, where it
 * leaves them unknown, from `card`, which gives them inline. */
#include "core/mech/cards_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int
need_card(struct act *a, int k)
{
	const char *id = a->rs->cards.ids[k];

	return diag_set(a->d, ST_DATA, "%s: the values of the %s are unknown "
	    "(the rulebook does not give them): give them with 'card %s "
	    "SPACE/GROUND TURNED' (TURNED: SPACE/GROUND turned round, or "
	    "none), or fill 'cards.%s' in an overlay ('arbiter ruleset "
	    "template %s' writes one; 'ruleset amend FILE' adds it to this "
	    "game)", a->rs->id, card_name(a->rs, k), id, id, a->rs->id);
}

int
card_turns(struct act *a, int k, int *can)
{
	const struct card_def *d = RS_CARD(a->rs, k);
	const struct card_fill *f = &a->st->cards->fill[k];

	if (d->rotated.n >= 0)
		*can = d->rotated.n == 2;
	else if (f->rot >= 0)
		*can = f->rot;
	else
		return need_card(a, k);
	return ST_OK;
}

int
card_values(struct act *a, int k, int turned, long *space, long *ground)
{
	const struct card_def *d = RS_CARD(a->rs, k);
	const struct card_fill *f = &a->st->cards->fill[k];
	int can, st;

	if (turned) {
		if ((st = card_turns(a, k, &can)))
			return st;
		if (!can)
			return refuse(a, "the %s cannot be turned round",
			    card_name(a->rs, k));
		if (d->rotated.n == 2) {
			*space = *VEC_AT(d->rotated, long, 0);
			*ground = *VEC_AT(d->rotated, long, 1);
		} else {
			*space = f->rspace;
			*ground = f->rground;
		}
		return ST_OK;
	}
	*space = d->space != SCHEMA_UNKNOWN_INT ? d->space : f->space;
	*ground = d->ground != SCHEMA_UNKNOWN_INT ? d->ground : f->ground;
	if (*space == SCHEMA_UNKNOWN_INT || *ground == SCHEMA_UNKNOWN_INT)
		return need_card(a, k);
	return ST_OK;
}

int
card_mines(struct act *a, int k, long *mines)
{
	char path[128];

	snprintf(path, sizeof path, "cards.%s.mines", a->rs->cards.ids[k]);
	*mines = RS_CARD(a->rs, k)->mines;
	return rs_need_int(a->rs, *mines, path, a->d);
}

/* --- card: values the ruleset leaves unknown, given inline ------------------- */

static int
read_pair(struct act *a, const char *s, long *x, long *y)
{
	char *end;

	*x = strtol(s, &end, 10);
	if (end == s || *end != '/' || *x < 0 || *x > 1000)
		goto bad;
	s = end + 1;
	*y = strtol(s, &end, 10);
	if (end == s || *end != '\0' || *y < 0 || *y > 1000)
		goto bad;
	return ST_OK;
bad:
	return usage(a, "'%s' is not SPACE/GROUND, two whole numbers from 0 "
	    "to 1000 like 2/0", s);
}

/* Fill *slot from v when unknown; 1 when filled, 0 when the same value was
 * there, -1 (refused) when a different one was. */
static int
fill_one(struct act *a, long known, long *slot, long v, const char *what,
    int k)
{
	if (known != SCHEMA_UNKNOWN_INT || *slot != SCHEMA_UNKNOWN_INT) {
		long have = known != SCHEMA_UNKNOWN_INT ? known : *slot;
		if (have == v)
			return 0;
		refuse(a, "the %s's %s is %ld %s, not %ld%s",
		    card_name(a->rs, k), what, have,
		    known != SCHEMA_UNKNOWN_INT ? "by the rules" : "already",
		    v, known != SCHEMA_UNKNOWN_INT ? "" : " ('undo' the "
		    "'card' command to change it)");
		return -1;
	}
	*slot = v;
	return 1;
}

static int
fill_turned(struct act *a, int k, const char *s, int *filled)
{
	const struct card_def *d = RS_CARD(a->rs, k);
	struct card_fill *f = &a->st->cards->fill[k];
	long x = 0, y = 0;
	int can = strcmp(s, "none") != 0, st, r;

	if (can && (st = read_pair(a, s, &x, &y)))
		return st;
	if (d->rotated.n < 0 && f->rot < 0) {
		f->rot = can;
		f->rspace = can ? x : SCHEMA_UNKNOWN_INT;
		f->rground = can ? y : SCHEMA_UNKNOWN_INT;
		(*filled)++;
		return ST_OK;
	}
	r = d->rotated.n >= 0 ? d->rotated.n == 2 : f->rot;
	if (r != can || (can && d->rotated.n == 2 &&
	    (*VEC_AT(d->rotated, long, 0) != x ||
	    *VEC_AT(d->rotated, long, 1) != y)) ||
	    (can && d->rotated.n < 0 && (f->rspace != x || f->rground != y)))
		return refuse(a, "the %s %s turned round %s", card_name(a->rs,
		    k), r ? "has other values" : "cannot be", d->rotated.n >= 0
		    ? "by the rules" : "as given already ('undo' the 'card' "
		    "command to change it)");
	return ST_OK;
}

/* card CARD SPACE/GROUND [SPACE/GROUND|none] */
int
act_card(struct act *a)
{
	const struct ruleset *rs = a->rs;
	int k, st, filled = 0, r;
	long x, y;

	if (a->st->cards == NULL || rs->cards.n <= 0)
		return usage(a, "%s has no 'card' command", rs->id);
	if ((st = arg_count(a, 2, 3, "card CARD SPACE/GROUND "
	    "[SPACE/GROUND|none]")))
		return st;
	if ((k = rs_card_find(rs, a->argv[1])) < 0) {
		struct strbuf b;
		sb_init(&b);
		for (int i = 0; i < rs->cards.n; i++)
			sb_printf(&b, "%s%s", i ? ", " : "", rs->cards.ids[i]);
		st = usage(a, "no card '%s' in %s (cards: %s)", a->argv[1],
		    rs->id, sb_str(&b));
		sb_release(&b);
		return st;
	}
	if ((st = read_pair(a, a->argv[2], &x, &y)))
		return st;
	canon(a, rs->cards.ids[k]);
	canon(a, a->argv[2]);
	if (a->argc > 3)
		canon(a, a->argv[3]);
	if ((r = fill_one(a, RS_CARD(rs, k)->space,
	    &a->st->cards->fill[k].space, x, "space value", k)) < 0)
		return ST_REFUSED;
	filled += r;
	if ((r = fill_one(a, RS_CARD(rs, k)->ground,
	    &a->st->cards->fill[k].ground, y, "ground value", k)) < 0)
		return ST_REFUSED;
	filled += r;
	if (a->argc > 3 && (st = fill_turned(a, k, a->argv[3], &filled)))
		return st;
	if (filled == 0)
		return refuse(a, "nothing to give: those values of the %s are "
		    "known already", card_name(rs, k));
	{
		int can = -1;
		long ts = 0, tg = 0;
		char turned[80];
		if (RS_CARD(rs, k)->rotated.n >= 0 ||
		    a->st->cards->fill[k].rot >= 0)
			card_turns(a, k, &can);
		if (can == 1)
			card_values(a, k, 1, &ts, &tg);
		if (can < 0)
			snprintf(turned, sizeof turned, "turned round: still "
			    "unknown");
		else if (can)
			snprintf(turned, sizeof turned, "turned round: space "
			    "%ld, ground %ld", ts, tg);
		else
			snprintf(turned, sizeof turned, "cannot be turned "
			    "round");
		report_line(a->rep, "%s: space %ld, ground %ld; %s",
		    card_name(rs, k), x, y, turned);
	}
	json_set(a->rep->data, "card", json_str(rs->cards.ids[k]));
	json_set(a->rep->data, "filled", json_int(filled));
	return ST_OK;
}
