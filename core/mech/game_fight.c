/* game_fight.c: dice-pool combat on a territory: rounds of steps in which
 * the units of each class throw their dice, hits assigned unit by unit up
 * to armour, coins for destroyed units, hostages, retreats, the escalation
 * pool, and the attacker's reward for holding the territory.
 *
 * A combat is a sequence of commands: fight, then per round [delay]
 * fire assign... per step, then retreat/remain; every one is checked
 * against where the combat stands.  Assigning hits is in game_hits.c;
 * the rounds' end and who retreats or remains next in
 * core/act/act_fight.c (fight, delay, remain and retreat are declared
 * actions, the engine's effects start-combat, hold-back, remain and
 * retreat).
 */
#include "core/mech/terr_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>


/* The pool combat fought: a ruleset with a dice pool that passed its
 * checks has one. */
static const struct combat_decl *
pool(const struct act *a)
{
	return rs_pool_combat(a->rs);
}

/* The die that joins the pool after a round without losses, or -1. */
static int
escalation(const struct act *a)
{
	return pool(a)->escalation.i;
}

/* The step unit k of p fires in (delayed light units in the last). */
static int
fires_in(struct act *a, int p, int k, int *step)
{
	const struct class_def *c;
	int st;

	if ((st = piece_class(a, k, &c)))
		return st;
	*step = c->delay && FIGHT(a)->delayed[p] ? fight_nsteps(a) :
	    (int)c->step;
	return ST_OK;
}

/* --- fire -------------------------------------------------------------------- */

/* The dice p throws in the current step, as an expression ("" if none). */
static int
pool_of(struct act *a, int p, struct strbuf *e)
{
	for (int k = 0; k < NPIECES(a); k++) {
		long n = UNITS(a, FIGHT(a)->tile, p)[k];
		const char *atk;
		int step, st;
		if (n == 0)
			continue;
		if ((st = fires_in(a, p, k, &step)))
			return st;
		if (step != FIGHT(a)->step)
			continue;
		if ((st = piece_attack(a, p, k, &atk)))
			return st;
		for (long i = 0; i < n; i++)
			sb_printf(e, "%s%s", e->len ? "+" : "", atk);
	}
	return ST_OK;
}

static int throw_escalation(struct act *a);

/* fire [= FACE...] */
int
act_fire(struct act *a)
{
	struct fight_state *f = FIGHT(a);
	int st, done;

	if ((st = arg_count(a, 0, 0, "fire [= FACE...]")))
		return st;
	if (f->tile < 0)
		return refuse(a, "there is no combat on");
	if (f->step == FIGHT_RETREAT)
		return refuse(a, "the round's steps are over: each player "
		    "retreats or remains first");
	if (f->rolled)
		return refuse(a, "the dice of the %s step are thrown: every "
		    "player's hits are assigned first ('assign PLAYER')",
		    fight_step_name(a, f->step));
	/* units put into the combat since (a unit card's trait, entered with
	 * 'units') take part from this step on */
	for (int p = 0; p < a->st->nplayers; p++)
		if (!f->in[p] && terr_count(a, f->tile, p) > 0) {
			if ((st = fight_check_cards(a, f->tile)))
				return st;
			f->in[p] = 1;
			report_line(a->rep, "%s joins the combat", pname(a, p));
		}
	if (f->esc < 0 && (st = throw_escalation(a)))
		return st;
	report_line(a->rep, "round %ld, %s step:", f->round,
	    fight_step_name(a, f->step));
	for (int i = 0; i < a->st->nplayers; i++) {
		int p = a->st->norder > 0 ? a->st->order[i] : i;
		struct strbuf e;
		long hits = 0;
		char faces[512];
		if (!f->in[p])
			continue;
		sb_init(&e);
		if ((st = pool_of(a, p, &e))) {
			sb_release(&e);
			return st;
		}
		if (e.len > 0 && (st = roll_expr(a, p, sb_str(&e), &hits, faces,
		    sizeof faces))) {
			sb_release(&e);
			return st;
		}
		if (hits < 0)
			hits = 0;
		if (e.len > 0)
			report_line(a->rep, "  %s throws %s: %ld (%s)",
			    pname(a, p), sb_str(&e), hits, faces);
		else
			report_line(a->rep, "  %s has no units that fire now",
			    pname(a, p));
		if (f->esc > 0 && (e.len > 0 ||
		    pool(a)->escalate_to == ESCALATE_ALL)) {
			hits += f->esc;
			report_line(a->rep, "  %s adds the escalation pool's "
			    "%ld: %ld hit%s", pname(a, p), f->esc, hits,
			    hits == 1 ? "" : "s");
		}
		f->hits[p] = hits;
		sb_release(&e);
	}
	f->rolled = 1;
	if ((st = fight_auto_assign(a, &done)) || !done)
		return st;
	return fight_end_step(a);
}

static int
throw_escalation(struct act *a)
{
	struct fight_state *f = FIGHT(a);
	char expr[64], faces[512];
	int st;

	f->esc = 0;
	if (f->pool <= 0 || escalation(a) < 0)
		return ST_OK;
	snprintf(expr, sizeof expr, "%ld%s", f->pool,
	    a->rs->dice.ids[escalation(a)]);
	if ((st = roll_expr(a, -1, expr, &f->esc, faces,
	    sizeof faces)))
		return st;
	if (f->esc < 0)
		f->esc = 0;
	report_line(a->rep, "round %ld: the escalation pool throws %s: %ld "
	    "(%s)", f->round, expr, f->esc, faces);
	json_set(a->rep->data, "escalation", json_int(f->esc));
	return ST_OK;
}

/* --- steps, rounds, the end ---------------------------------------------- */

int
fight_end_step(struct act *a)
{
	struct fight_state *f = FIGHT(a);
	int wounded = 0;

	for (int p = 0; p < a->st->nplayers; p++)
		for (int k = 0; k < NPIECES(a); k++) {
			wounded |= terr_wound(a->st->terr, p)[k] > 0;
			terr_wound(a->st->terr, p)[k] = 0;
		}
	if (wounded)
		report_line(a->rep, "damage on units left standing is "
		    "repaired");
	f->rolled = 0;
	memset(f->hits, 0, sizeof f->hits);
	if (fight_left_in(a) <= 1) {
		fight_finish(a);
		return ST_OK;
	}
	if (f->step < fight_nsteps(a)) {
		f->step++;
		report_line(a->rep, "%s step: 'fire'",
		    fight_step_name(a, f->step));
		return ST_OK;
	}
	f->step = FIGHT_RETREAT;
	memset(f->decided, 0, sizeof f->decided);
	fight_ask_retreat(a);
	return ST_OK;
}

int
fight_leave(struct act *a)
{
	const struct terr_state *t = a->st->terr;
	int due;

	if (t->fight.tile >= 0)
		return refuse(a, "the combat at %s is not over",
		    board_name(a->st->board, t->fight.tile));
	if (!rs_phase_allows(a->rs, a->st->phase, GC_FIGHT))
		return ST_OK;
	if ((due = combat_due(a)) >= 0)
		return refuse(a, "%s holds units of more than one "
		    "player: 'fight %s' first", board_name(a->st->board, due),
		    board_name(a->st->board, due));
	return ST_OK;
}
