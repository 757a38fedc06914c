/* engine_throw_pools.c: the effects throw-pools and settle-hits, a step of
 * the dice-pool combat on a map of territories (core/act/act_fire.c keeps
 * the escalation pool and a step's end, core/act/act_hits.c the hits).
 *
 * throw-pools: refused when no combat is on, when the round's steps are
 * over, or when the step's dice are thrown already (an action declares
 * its own refusals before: fight(), fight_player()); units put into the
 * combat since join it; with escalation, the escalation pool is thrown
 * when a round's first step begins; its heading is said; each player in
 * the combat, in turn order, throws the dice of his units of each kind of
 * piece for which fires is not 0 (who the player, kind the kind), the
 * faces given after '=' taken in order, one line each (the escalation
 * pool's hits added), and his hits are kept for assign-hits.
 *
 * settle-hits: the players with hits are taken in its order (seats, or
 * turn order); the hits of each whose order cannot matter are assigned
 * at once (a unit destroyed has the pool combat's destroyed effects
 * carried out, engine_destroyed.c), until one has a choice to make:
 * when its wait, read then, is not 0 the players after him wait their
 * turn, else theirs are settled too; the step ends when no hits are left
 * (the combat's end has the pool combat's over effects carried out), or
 * the first in the order with hits left is asked to assign them; nothing
 * while no step's dice are thrown. */
#include "core/expr/expr.h"
#include "core/act/act.h"
#include "core/engine/engine_combat.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_report.h"
#include "core/act/act_terr.h"

#include "core/state/state.h"

/* Player p's pool of the step into e: the units of each kind fires
 * takes. */
static int
pool_of(struct act *a, const struct eff_throw_pools *x,
    const struct eng_eval *ev, int p, struct strbuf *e)
{
	struct eng_eval w = *ev;

	w.who = p;
	for (int k = 0; k < NPIECES(a); k++) {
		long n = UNITS(a, FIGHT(a)->tile, p)[k], ok;
		const char *atk;
		int st;
		if (n == 0)
			continue;
		w.pool_kind = k + 1;
		if ((st = eng_eval(&x->fires, &w, &ok, a->d)))
			return st;
		if (!ok)
			continue;
		if ((st = piece_attack(a, p, k, &atk)))
			return st;
		for (long i = 0; i < n; i++)
			sb_printf(e, "%s%s", e->len ? "+" : "", atk);
	}
	return ST_OK;
}

/* Player p's dice of the step thrown: f->hits[p]. */
static int
throw_pool(struct act *a, const struct eff_throw_pools *x,
    const struct eng_eval *ev, int p)
{
	struct fight_state *f = FIGHT(a);
	struct strbuf e;
	long hits = 0;
	char faces[512];
	int st;

	sb_init(&e);
	if ((st = pool_of(a, x, ev, p, &e)) || (e.len > 0 &&
	    (st = roll_expr(a, p, sb_str(&e), &hits, faces, sizeof faces)))) {
		sb_release(&e);
		return st;
	}
	if (hits < 0)
		hits = 0;
	if (e.len > 0)
		report_line(a->rep, "  %s throws %s: %ld (%s)", pname(a, p),
		    sb_str(&e), hits, faces);
	else
		report_line(a->rep, "  %s has no units that fire now",
		    pname(a, p));
	if (x->escalation && f->esc > 0 && (e.len > 0 ||
	    rs_pool_combat(a->rs)->escalate_to == ESCALATE_ALL)) {
		hits += f->esc;
		report_line(a->rep, "  %s adds the escalation pool's %ld: %ld "
		    "hit%s", pname(a, p), f->esc, hits, hits == 1 ? "" : "s");
	}
	f->hits[p] = hits;
	sb_release(&e);
	return ST_OK;
}

int
eng_throw_pools(struct act *a, const struct eff_throw_pools *x,
    const struct eng_eval *ev)
{
	struct fight_state *f;
	int st;

	if (a->st->terr == NULL || rs_pool_combat(a->rs) == NULL)
		return diag_set(a->d, ST_DATA, "%s: throw-pools needs a map "
		    "of territories with a dice-pool combat", a->rs->id);
	f = FIGHT(a);
	if (f->tile < 0)
		return refuse(a, "there is no combat on");
	if (f->step == FIGHT_RETREAT)
		return refuse(a, "the round's steps are over: each player "
		    "retreats or remains first");
	if (f->rolled)
		return refuse(a, "the dice of the %s step are thrown: every "
		    "player's hits are assigned first ('%s PLAYER')",
		    fight_step_name(a, f->step), verb_word(a, "assign"));
	/* units put into the combat since (a unit card's trait, entered with
	 * 'units') take part from this step on */
	for (int p = 0; p < a->st->nplayers; p++)
		if (!f->in[p] && terr_count(a, f->tile, p) > 0) {
			if ((st = fight_check_cards(a, f->tile)))
				return st;
			f->in[p] = 1;
			report_line(a->rep, "%s joins the combat", pname(a, p));
		}
	if (x->escalation && f->esc < 0 && (st = fight_throw_escalation(a)))
		return st;
	if (x->heading != NULL && (st = eng_say(a, &x->theading, ev)))
		return st;
	for (int i = 0; i < a->st->nplayers; i++) {
		int p = a->st->norder > 0 ? a->st->order[i] : i;
		if (f->in[p] && (st = throw_pool(a, x, ev, p)))
			return st;
	}
	f->rolled = 1;
	return ST_OK;
}

/* settle-hits' wait, read now: do the later assigners wait their turn? */
struct settle_wait {
	const struct eff_settle_hits *x;
	const struct eng_eval *ev;
};

static int
settle_wait(struct act *a, void *arg, int *yes)
{
	const struct settle_wait *w = arg;
	long v;
	int st;

	if ((st = eng_eval(&w->x->wait, w->ev, &v, a->d)))
		return st;
	*yes = v != 0;
	return ST_OK;
}

int
eng_settle_hits(struct act *a, const struct eff_settle_hits *x,
    const struct eng_eval *ev,
    int (*run)(struct act *, const struct vec *, struct eng_eval *))
{
	struct eng_destroyed dx = { ev, run };
	struct fight_fate fate = { eng_destroyed, eng_over, &dx };
	struct settle_wait w = { x, ev };
	struct fight_turns turns = { x->order == SETTLE_SEATS, settle_wait,
		&w };
	int st, done;

	if (a->st->terr == NULL || rs_pool_combat(a->rs) == NULL ||
	    FIGHT(a)->tile < 0 || !FIGHT(a)->rolled)
		return ST_OK;	/* no hits of a step to settle */
	if ((st = fight_auto_assign(a, &done, &fate, &turns)) || !done)
		return st;
	return fight_end_step(a, &fate);
}
