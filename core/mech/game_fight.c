/* game_fight.c: dice-pool combat on a territory: rounds of steps in which
 * the units of each class throw their dice, hits assigned unit by unit up
 * to armour, coins for destroyed units, hostages, retreats, the escalation
 * pool, and the attacker's reward for holding the territory.
 *
 * A combat is a sequence of commands: fight, then per round [delay]
 * fire assign... per step, then retreat/remain; every one is checked
 * against where the combat stands.  A step's dice and its end are in
 * core/act/act_fire.c, assigning hits in core/act/act_hits.c, the
 * rounds' end and who retreats or remains next in core/act/act_fight.c (fight, delay, remain and retreat are declared
 * actions, the engine's effects start-combat, hold-back, remain and
 * retreat).
 */
#include "core/mech/terr_int.h"

#include <string.h>

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
	if (f->esc < 0 && (st = fight_throw_escalation(a)))
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
		if ((st = fight_pool_of(a, p, &e))) {
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
		    rs_pool_combat(a->rs)->escalate_to == ESCALATE_ALL)) {
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
