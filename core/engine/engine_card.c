/* engine_card.c: a card's values, from the ruleset or, where it leaves
 * them unknown, given at the table: the effect set-card, which reads the
 * words of kind values ("V1/V2" in the game's names of card-values, or
 * 'none' for values turned round that the card cannot take). */
#include "core/engine/engine.h"
#include "core/expr/expr.h"
#include "core/act/act.h"
#include "core/engine/engine_cards.h"
#include "core/engine/engine_eval.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/state/cards.h"
#include "core/state/state.h"

/* "NAME1/NAME2": the card's values as a command takes them, in the
 * game's names (card-values, of any length), upper case, into b. */
static const char *
pair_word(const struct ruleset *rs, struct strbuf *b)
{
	sb_init(b);
	sb_printf(b, "%s/%s", rs_card_value(rs, 0), rs_card_value(rs, 1));
	for (size_t i = 0; i < b->len; i++)
		b->s[i] = (char)toupper((unsigned char)b->s[i]);
	return sb_str(b);
}

/* Can any card of the game be turned round (its 'rotated' values given
 * or unknown)?  In a game where none can, nothing speaks of it. */
static int
any_turns(const struct ruleset *rs)
{
	for (int i = 0; i < rs->cards.n; i++)
		if (RS_CARD(rs, i)->rotated.n != 0)
			return 1;
	return 0;
}

static int
need_card(struct act *a, int k)
{
	const char *id = a->rs->cards.ids[k];
	struct strbuf w;
	const char *pw = pair_word(a->rs, &w);
	int st = diag_set(a->d, ST_DATA, "%s: the values of the %s are "
	    "unknown (the rulebook does not give them): give them with '%s "
	    "%s %s TURNED' (TURNED: %s turned round, or none), or fill "
	    "'cards.%s' in an overlay ('arbiter ruleset template %s' writes "
	    "one; 'ruleset amend FILE' adds it to this game)", a->rs->id,
	    RS_CARD(a->rs, k)->name, verb_word(a, "card"), id, pw, pw, id,
	    a->rs->id);

	sb_release(&w);
	return st;
}

int
card_turns(struct act *a, int k, int *can)
{
	const struct card_def *d = RS_CARD(a->rs, k);
	const struct card_fill *f = &a->st->cards->fill[k];

	if (d->rotated.n >= 0)
		*can = d->rotated.n == CARD_VALUES;
	else if (f->rot >= 0)
		*can = f->rot;
	else
		return need_card(a, k);
	return ST_OK;
}

int
card_values(struct act *a, int k, int turned, long v[CARD_VALUES])
{
	const struct card_def *d = RS_CARD(a->rs, k);
	const struct card_fill *f = &a->st->cards->fill[k];
	int can, st;

	if (turned) {
		if ((st = card_turns(a, k, &can)))
			return st;
		if (!can)
			return refuse(a, "the %s cannot be turned round",
			    RS_CARD(a->rs, k)->name);
		for (int i = 0; i < CARD_VALUES; i++)
			v[i] = d->rotated.n == CARD_VALUES ?
			    *VEC_AT(d->rotated, long, i) : f->rv[i];
		return ST_OK;
	}
	for (int i = 0; i < CARD_VALUES; i++) {
		v[i] = d->value[i] != SCHEMA_UNKNOWN_INT ? d->value[i] :
		    f->v[i];
		if (v[i] == SCHEMA_UNKNOWN_INT)
			return need_card(a, k);
	}
	return ST_OK;
}

int
card_mines(struct act *a, int k, long *mines)
{
	*mines = RS_CARD(a->rs, k)->mines;
	return rs_need_intf(a->rs, *mines, a->d, "cards.%s.mines",
	    a->rs->cards.ids[k]);
}

/* --- set-card: values the ruleset leaves unknown, given inline ----------- */

/* The word s of kind values: two whole numbers from 0 to 1000. */
static int
read_pair(struct act *a, const char *s, long *x, long *y)
{
	char *end;
	struct strbuf w;
	int st;

	*x = strtol(s, &end, 10);
	if (end == s || *end != '/' || *x < 0 || *x > 1000)
		goto bad;
	s = end + 1;
	*y = strtol(s, &end, 10);
	if (end == s || *end != '\0' || *y < 0 || *y > 1000)
		goto bad;
	return ST_OK;
bad:
	st = usage(a, "'%s' is not %s, two whole numbers from 0 to 1000 "
	    "like 2/0", s, pair_word(a->rs, &w));
	sb_release(&w);
	return st;
}

/* Fill *slot from v when unknown; 1 when filled, 0 when the same value was
 * there, -1 (refused) when a different one was. */
static int
fill_one(struct act *a, long known, long *slot, long v, const char *what,
    int k)
{
	if (known != SCHEMA_UNKNOWN_INT || *slot != SCHEMA_UNKNOWN_INT) {
		long have = known != SCHEMA_UNKNOWN_INT ? known : *slot;
		const char *undo;
		if (have == v)
			return 0;
		/* given already: by the game's command for it */
		undo = known != SCHEMA_UNKNOWN_INT ? NULL : verb_word(a, "card");
		refuse(a, "the %s's %s is %ld %s, not %ld%s%s%s",
		    RS_CARD(a->rs, k)->name, what, have,
		    known != SCHEMA_UNKNOWN_INT ? "by the rules" : "already",
		    v, undo != NULL ? " ('undo' the '" : "", undo != NULL ?
		    undo : "", undo != NULL ? "' command to change it)" : "");
		return -1;
	}
	*slot = v;
	return 1;
}

/* The values turned round, s ('none': the card cannot turn). */
static int
fill_turned(struct act *a, int k, const char *s, int *filled)
{
	const struct card_def *d = RS_CARD(a->rs, k);
	struct card_fill *f = cards_fill_w(a->st->cards, k);
	long x = 0, y = 0;
	int can = strcmp(s, "none") != 0, st, r;

	if (can && (st = read_pair(a, s, &x, &y)))
		return st;
	if (d->rotated.n < 0 && f->rot < 0) {
		f->rot = can;
		f->rv[0] = can ? x : SCHEMA_UNKNOWN_INT;
		f->rv[1] = can ? y : SCHEMA_UNKNOWN_INT;
		(*filled)++;
		return ST_OK;
	}
	r = d->rotated.n >= 0 ? d->rotated.n == CARD_VALUES : f->rot;
	if (r != can || (can && d->rotated.n == CARD_VALUES &&
	    (*VEC_AT(d->rotated, long, 0) != x ||
	    *VEC_AT(d->rotated, long, 1) != y)) ||
	    (can && d->rotated.n < 0 && (f->rv[0] != x || f->rv[1] != y)))
	{
		const char *how = r ? "has other values" : "cannot be";
		if (d->rotated.n >= 0)
			return refuse(a, "the %s %s turned round by the rules",
			    d->name, how);
		return refuse(a, "the %s %s turned round as given already "
		    "('undo' the '%s' command to change it)", d->name, how,
		    verb_word(a, "card"));
	}
	return ST_OK;
}

/* The line of card k given x/y: its values turned round too. */
static void
card_line(struct act *a, int k, long x, long y)
{
	const struct ruleset *rs = a->rs;
	int can = -1;
	long t[CARD_VALUES] = { 0, 0 };
	char turned[256];

	if (!any_turns(rs)) {
		report_line(a->rep, "%s: %s %ld, %s %ld", RS_CARD(rs, k)->name,
		    rs_card_value(rs, 0), x, rs_card_value(rs, 1), y);
		return;
	}
	if (RS_CARD(rs, k)->rotated.n >= 0 || a->st->cards->fill[k].rot >= 0)
		card_turns(a, k, &can);
	if (can == 1)
		card_values(a, k, 1, t);
	if (can < 0)
		snprintf(turned, sizeof turned, "turned round: still unknown");
	else if (can)
		snprintf(turned, sizeof turned, "turned round: %s %ld, %s %ld",
		    rs_card_value(rs, 0), t[0], rs_card_value(rs, 1), t[1]);
	else
		snprintf(turned, sizeof turned, "cannot be turned round");
	report_line(a->rep, "%s: %s %ld, %s %ld; %s", RS_CARD(rs, k)->name,
	    rs_card_value(rs, 0), x, rs_card_value(rs, 1), y, turned);
}

int
eng_set_card(struct act *a, const struct eff_card *x,
    const struct eng_eval *ev)
{
	const struct ruleset *rs = a->rs;
	int k = (int)ev->args[x->w_card], at = (int)ev->args[x->w_values];
	int filled = 0, r, st;
	long v[CARD_VALUES];
	char what[CARD_VALUES][112];
	struct card_fill *f;

	/* the values words are read here, in their places in the command
	 * (0: left out), so that the values turned round are read after
	 * those given are found to agree with what is known */
	if ((st = read_pair(a, a->argv[at], &v[0], &v[1])))
		return st;
	f = cards_fill_w(a->st->cards, k);
	for (int i = 0; i < CARD_VALUES; i++) {
		snprintf(what[i], sizeof what[i], "%s value",
		    rs_card_value(rs, i));
		if ((r = fill_one(a, RS_CARD(rs, k)->value[i], &f->v[i],
		    v[i], what[i], k)) < 0)
			return ST_REFUSED;
		filled += r;
	}
	at = x->w_turned >= 0 ? (int)ev->args[x->w_turned] : 0;
	if (at > 0 && (st = fill_turned(a, k, a->argv[at], &filled)))
		return st;
	if (filled == 0)
		return refuse(a, "nothing to give: those values of the %s are "
		    "known already", RS_CARD(rs, k)->name);
	card_line(a, k, v[0], v[1]);
	json_set(a->rep->data, "card", json_str(rs->cards.ids[k]));
	json_set(a->rep->data, "filled", json_int(filled));
	return ST_OK;
}
