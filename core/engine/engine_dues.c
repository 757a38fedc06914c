/* engine_dues.c: payments due as a phase ends, for the pieces a player
 * holds (phases.*.dues, decl.h): an army's upkeep, a tax per region.
 *
 * Each region the player holds owes its per-region cost, an expression
 * over count (the player's pieces there).  When the phase begins its
 * player is shown the bill; when it ends ('next') the bill is paid.  A
 * player short of the resource pays for as many pieces as it covers and
 * the rest leave the game.  How many a payment keeps on a region is the
 * inverse of its cost: the most pieces whose cost the payment covers,
 * found by halving (the cost must not fall as count grows).  Which
 * pieces go is the player's choice, through the due's 'choose' command,
 * where more than one region owes and some of them can be paid for;
 * otherwise the choice is made: the regions keep, in the board's order,
 * as many as what is left pays for. */
#include "core/engine/engine.h"
#include "core/act/act.h"
#include "core/engine/engine_effects.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_report.h"
#include "core/state/state_tally.h"

#include <stdio.h>
#include <string.h>

#include "core/board/board.h"
#include "core/state/state.h"
#include "core/state/zones_board.h"

struct bill {
	long total;		/* what every region owes together */
	int owing;		/* regions that owe something */
};

/* What region r owes with count of ev->me's pieces on it (below 0: 0). */
static int
cost(struct act *a, const struct due_def *d, struct eng_eval *ev, int r,
    long count, long *out)
{
	int st;

	*out = 0;
	ev->here = r;
	ev->count = count;
	st = eng_eval(&d->per_region, ev, out, a->d);
	ev->here = -1;
	if (*out < 0)
		*out = 0;
	return st;
}

/* The player's pieces on r, if the player holds r; else -1. */
static long
held(const struct act *a, int p, int r)
{
	const struct board_state *b = a->st->board;

	zones_board_fresh(a->st);
	return b->owner[r] == p ? board_count(b, r, p, -1) : -1;
}

/* The player's pieces on r (*n) and what r owes for them (*c); *n is -1
 * and *c 0 where the player does not hold r. */
static int
share(struct act *a, const struct due_def *d, struct eng_eval *ev, int r,
    long *n, long *c)
{
	*c = 0;
	if ((*n = held(a, ev->me, r)) < 0)
		return ST_OK;
	return cost(a, d, ev, r, *n, c);
}

static int
bill_of(struct act *a, const struct due_def *d, struct eng_eval *ev,
    struct bill *out)
{
	int st;

	memset(out, 0, sizeof *out);
	for (int r = 0; r < state_regions(a->st); r++) {
		long n, c;
		if ((st = share(a, d, ev, r, &n, &c)))
			return st;
		out->total += c;
		out->owing += c > 0;
	}
	return ST_OK;
}

/* The most of the player's pieces on r (at most n) that budget pays for. */
static int
keeps(struct act *a, const struct due_def *d, struct eng_eval *ev, int r,
    long n, long budget, long *out)
{
	long lo = -1, hi = n, c;
	int st;

	if ((st = cost(a, d, ev, r, n, &c)))
		return st;
	if (c <= budget) {
		*out = n;
		return ST_OK;
	}
	while (hi - lo > 1) {
		long mid = lo + (hi - lo) / 2;
		if ((st = cost(a, d, ev, r, mid, &c)))
			return st;
		if (c <= budget)
			lo = mid;
		else
			hi = mid;
	}
	*out = lo < 0 ? 0 : lo;
	return ST_OK;
}

static long
have_of(const struct act *a, const struct due_def *d, int p)
{
	return a->st->players[p].res[d->resource.i] -
	    RS_RES(a->rs, d->resource.i)->min;
}

/* Is what goes unpaid the player's choice: more than one region owes and
 * what the player has keeps more on one of them than nothing would? */
static int
chooses(struct act *a, const struct due_def *d, struct eng_eval *ev,
    const struct bill *b, long have, int *out)
{
	int st;

	*out = 0;
	if (d->choose == NULL || b->owing < 2)
		return ST_OK;
	for (int r = 0; r < state_regions(a->st) && !*out; r++) {
		long n, c, k0, k;
		if ((st = share(a, d, ev, r, &n, &c)))
			return st;
		if (c == 0)
			continue;
		if ((st = keeps(a, d, ev, r, n, 0, &k0)) ||
		    (st = keeps(a, d, ev, r, n, have, &k)))
			return st;
		*out = k > k0;
	}
	return ST_OK;
}

/* The regions that owe, each with its share, for the question to the
 * player: "red-1 (7 beyond the 5 free: 2 coins), red-2 (...)". */
static int
owing_list(struct act *a, const struct due_def *d, struct eng_eval *ev,
    struct strbuf *out)
{
	int st, first = 1;

	for (int r = 0; r < state_regions(a->st); r++) {
		long n, c;
		if ((st = share(a, d, ev, r, &n, &c)))
			return st;
		if (c == 0)
			continue;
		if (!first)
			sb_add(out, ", ");
		first = 0;
		ev->here = r;
		ev->count = n;
		ev->due = c;
		if (d->says_region != NULL)
			st = eng_say_into(a, &d->tregion, ev, out);
		else
			sb_printf(out, "%s (%s)", state_region_id(a->st, a->rs,
			    r), qty(a, d->resource.i, c));
		ev->here = -1;
		if (st)
			return st;
	}
	return ST_OK;
}

/* What people call n of the due's pieces. */
static const char *
word(const struct due_def *d, long n)
{
	if (n == 1)
		return d->piece != NULL ? d->piece : "unit";
	return d->pieces != NULL ? d->pieces : "units";
}

/* "units not paid for leave the game, and which is Ann's choice: ..." */
static int
choice_text(struct act *a, const struct due_def *d, struct eng_eval *ev,
    long have, struct strbuf *b)
{
	sb_printf(b, "%s not paid for leave the game, and which is %s's "
	    "choice: '%s' until the bill is at most %ld, then 'next'; "
	    "owing: ", word(d, 2), pname(a, ev->me), d->choose, have);
	return owing_list(a, d, ev, b);
}

static int
show_one(struct act *a, const struct due_def *d, struct eng_eval *ev)
{
	long have = have_of(a, d, ev->me);
	struct bill b;
	struct strbuf t;
	int st, choice;

	if ((st = bill_of(a, d, ev, &b)))
		return st;
	json_set(a->rep->data, "bill", json_int(b.total));
	ev->due = b.total;
	if (b.total == 0)
		return d->says_none != NULL ? eng_say(a, &d->tnone, ev) :
		    (report_line(a->rep, "%s owes no %s", pname(a, ev->me),
		    d->name), ST_OK);
	if (d->says_bill != NULL && (st = eng_say(a, &d->tbill, ev)))
		return st;
	if (d->says_bill == NULL)
		report_line(a->rep, "%s owes %s %s", pname(a, ev->me),
		    qty(a, d->resource.i, b.total), d->name);
	if (b.total <= have) {
		report_line(a->rep, "'next' pays it");
		return ST_OK;
	}
	if ((st = chooses(a, d, ev, &b, have, &choice)))
		return st;
	if (!choice) {
		report_line(a->rep, "%s has %ld: 'next' pays it and the %s "
		    "left unpaid leave the game", pname(a, ev->me), have,
		    word(d, 2));
		return ST_OK;
	}
	sb_init(&t);
	if ((st = choice_text(a, d, ev, have, &t)) == ST_OK)
		report_line(a->rep, "%s has %ld: %s", pname(a, ev->me), have,
		    sb_str(&t));
	sb_release(&t);
	return st;
}

/* The pieces the player's stock cannot pay for leave: the regions that
 * owe keep, in the board's order, what is left of it pays for. */
static int
unpaid_leave(struct act *a, const struct due_def *d, struct eng_eval *ev,
    long budget)
{
	long all = 0;
	int st;

	for (int r = 0; r < state_regions(a->st); r++) {
		long n, c, k, gone;
		if ((st = share(a, d, ev, r, &n, &c)))
			return st;
		if (c == 0)
			continue;
		if ((st = keeps(a, d, ev, r, n, budget, &k)) ||
		    (st = cost(a, d, ev, r, k, &c)))
			return st;
		if (k > 0)	/* a region left empty is not held: no cost */
			budget -= c;
		if ((gone = n - k) == 0)
			continue;
		eng_take_off(a->st->board, r, ev->me, -1, gone);
		state_tally_fit(a->st, a->rs, r, 0);
		report_line(a->rep, "%ld %s on %s %s not paid for and "
		    "leave%s the game (%ld left)", gone, word(d, gone),
		    state_region_id(a->st, a->rs, r), gone == 1 ? "is" : "are",
		    gone == 1 ? "s" : "", k);
		all += gone;
	}
	json_set(a->rep->data, "unpaid", json_int(all));
	return ST_OK;
}

static int
settle_one(struct act *a, const struct due_def *d, struct eng_eval *ev)
{
	int p = ev->me, r = d->resource.i, st, choice;
	long have = have_of(a, d, p), before;
	struct bill b;

	if ((st = bill_of(a, d, ev, &b)))
		return st;
	if (b.total > have) {
		if ((st = chooses(a, d, ev, &b, have, &choice)))
			return st;
		if (choice) {
			struct strbuf t;
			sb_init(&t);
			if ((st = choice_text(a, d, ev, have, &t)) == ST_OK)
				st = refuse(a, "%s owes %s %s and has %ld; %s",
				    pname(a, p), qty(a, r, b.total), d->name,
				    have, sb_str(&t));
			sb_release(&t);
			return st;
		}
		if ((st = unpaid_leave(a, d, ev, have)) ||
		    (st = bill_of(a, d, ev, &b)))
			return st;
		if (b.total > have)	/* what it kept costs more */
			return diag_set(a->d, ST_DATA, "%s: '%s' costs more "
			    "for fewer pieces, so what a payment keeps cannot "
			    "be found: its per-region must not fall as count "
			    "grows", a->rs->id, d->name);
	}
	before = a->st->players[p].res[r];
	a->st->players[p].res[r] -= b.total;
	json_set(a->rep->data, "paid", json_int(b.total));
	if (b.total > 0)
		report_line(a->rep, "%s pays %s %s: %s %ld -> %ld",
		    pname(a, p), qty(a, r, b.total), d->name, rname(a, r),
		    before, a->st->players[p].res[r]);
	return ST_OK;
}

/* Each due of the phase, for its player (or each player not out). */
static int
each_due(struct act *a, int (*fn)(struct act *, const struct due_def *,
    struct eng_eval *))
{
	const struct phase_def *ph;
	struct eng_eval ev;
	int p = state_active(a->st), st;

	/* no board, or one of no regions that only holds pieces tracked
	 * one by one: no region owes */
	if (a->st->phase < 0 || a->st->board == NULL ||
	    a->st->board->nregions == 0)
		return ST_OK;
	ph = RS_PHASE(a->rs, a->st->phase);
	memset(&ev, 0, sizeof ev);
	ev.rs = a->rs;
	ev.st = a->st;
	ev.here = ev.who = ev.group = -1;
	for (int k = 0; k < ph->dues.n; k++)
		for (int q = p >= 0 ? p : 0; q < (p >= 0 ? p + 1 :
		    a->st->nplayers); q++) {
			if (a->st->players[q].out)
				continue;
			ev.me = q;
			if ((st = fn(a, VEC_AT(ph->dues, struct due_def, k),
			    &ev)))
				return st;
		}
	return ST_OK;
}

int
eng_dues_show(struct act *a)
{
	return each_due(a, show_one);
}

int
eng_dues_settle(struct act *a)
{
	int st;

	if (a->st->paid || a->st->phase < 0 ||
	    RS_PHASE(a->rs, a->st->phase)->dues.n == 0)
		return ST_OK;
	if ((st = each_due(a, settle_one)) == ST_OK)
		a->st->paid = 1;
	return st;
}
