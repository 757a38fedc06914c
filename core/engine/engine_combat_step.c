/* engine_combat_step.c: the effect fire-step, a step of the dice-pool
 * combat on a map of territories (core/act/act_fire.c keeps what a step
 * throws and its end, core/act/act_hits.c the hits).  Refused when no
 * combat is on, when the round's steps are over, or when the step's dice
 * are thrown already; units put into the combat since join it; the
 * escalation pool is thrown when a round's first step begins; each player
 * in the combat, in turn order, throws the dice of his units that fire in
 * this step (the escalation pool's hits added), and the hits whose order
 * cannot matter are assigned at once: the step ends when none are left,
 * or the player who assigns next is asked. */
#include "core/engine/engine_int.h"
#include "core/act/act_terr.h"

#include "core/state/state.h"

/* Player p's dice of the step thrown: f->hits[p]. */
static int
throw_dice(struct act *a, int p)
{
	struct fight_state *f = FIGHT(a);
	struct strbuf e;
	long hits = 0;
	char faces[512];
	int st;

	sb_init(&e);
	if ((st = fight_pool_of(a, p, &e)) || (e.len > 0 &&
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
	if (f->esc > 0 && (e.len > 0 ||
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
eng_fire_step(struct act *a)
{
	struct fight_state *f;
	int st, done;

	if (a->st->terr == NULL || rs_pool_combat(a->rs) == NULL)
		return diag_set(a->d, ST_DATA, "%s: fire-step needs a map of "
		    "territories with a dice-pool combat", a->rs->id);
	f = FIGHT(a);
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
	if (f->esc < 0 && (st = fight_throw_escalation(a)))
		return st;
	report_line(a->rep, "round %ld, %s step:", f->round,
	    fight_step_name(a, f->step));
	for (int i = 0; i < a->st->nplayers; i++) {
		int p = a->st->norder > 0 ? a->st->order[i] : i;
		if (f->in[p] && (st = throw_dice(a, p)))
			return st;
	}
	f->rolled = 1;
	if ((st = fight_auto_assign(a, &done)) || !done)
		return st;
	return fight_end_step(a);
}
