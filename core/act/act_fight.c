/* act_fight.c: the rounds of a dice-pool combat on a map of territories
 * as the engine's effects (throw-pools, settle-hits, assign-hits,
 * hold-back, remain,
 * retreat) move them on: the players still in it, the
 * names of its steps, who retreats or remains next, the round's end (the
 * escalation pool) and the combat's (the attacker's reward for holding
 * the territory); see act_terr.h. */
#include "core/act/act_terr.h"

#include <string.h>

#include "core/rules/ruleset.h"
#include "core/state/state.h"

const char *
fight_step_name(const struct act *a, int step)
{
	if (step == FIGHT_RETREAT)
		return "retreat";
	return *VEC_AT(rs_pool_combat(a->rs)->steps, char *, step - 1);
}

int
fight_nsteps(const struct act *a)
{
	return rs_pool_combat(a->rs)->steps.n;
}

int
fight_left_in(struct act *a)
{
	int n = 0;

	for (int p = 0; p < a->st->nplayers; p++) {
		if (FIGHT(a)->in[p] && terr_count(a, FIGHT(a)->tile, p) == 0)
			FIGHT(a)->in[p] = 0;
		n += FIGHT(a)->in[p];
	}
	return n;
}

void
fight_finish(struct act *a)
{
	struct fight_state *f = FIGHT(a);
	const struct dicepool_def *dp = &a->rs->mech.dicepool;
	int att = f->attacker, alone = terr_count(a, f->tile, att) > 0;

	for (int p = 0; p < a->st->nplayers; p++)
		if (p != att && terr_count(a, f->tile, p) > 0)
			alone = 0;
	if (alone && dp->hold_vp > 0) {
		long before = a->st->players[att].res[dp->vp.i];
		if (res_add(a, att, dp->vp.i, dp->hold_vp, "holding") ==
		    ST_OK)
			report_line(a->rep, "the combat at %s is over: %s, the "
			    "attacker, holds it and scores %s (%ld -> %ld)",
			    TID(a, f->tile), pname(a, att),
			    qty(a, dp->vp.i, dp->hold_vp), before,
			    a->st->players[att].res[dp->vp.i]);
	} else {
		int held = -1;
		for (int p = 0; p < a->st->nplayers; p++)
			if (terr_count(a, f->tile, p) > 0)
				held = p;
		report_line(a->rep, "the combat at %s is over: %s", 
		    TID(a, f->tile), held >= 0 ? "the defence holds" :
		    "nobody is left");
	}
	json_set(a->rep->data, "held_by", alone ? json_str(pname(a, att)) :
	    json_null());
	f->tile = -1;
	f->step = 1;
	f->rolled = 0;
	f->esc = -1;
}

int
fight_next_decider(const struct act *a)
{
	const struct fight_state *f = FIGHT(a);

	if (f->in[f->attacker] && !f->decided[f->attacker])
		return f->attacker;
	for (int i = 0; i < a->st->nplayers; i++) {
		int p = a->st->norder > 0 ? a->st->order[i] : i;
		if (f->in[p] && !f->decided[p])
			return p;
	}
	return -1;
}

/* The round is over: the next, with a die more in the escalation pool
 * after a round without losses. */
static void
end_round(struct act *a)
{
	struct fight_state *f = FIGHT(a);
	int esc = rs_pool_combat(a->rs)->escalation.i;

	if (fight_left_in(a) <= 1) {
		fight_finish(a);
		return;
	}
	if (f->kills == 0 && esc >= 0) {
		f->pool++;
		report_line(a->rep, "no unit was destroyed in round %ld: a %s "
		    "die joins the escalation pool (%ld)", f->round,
		    a->rs->dice.ids[esc], f->pool);
	}
	f->round++;
	f->step = 1;
	f->rolled = 0;
	f->esc = -1;
	f->kills = 0;
	memset(f->delayed, 0, sizeof f->delayed);
	memset(f->decided, 0, sizeof f->decided);
	report_line(a->rep, "round %ld, %s step: 'delay PLAYER' or 'fire'",
	    f->round, fight_step_name(a, 1));
}

void
fight_ask_retreat(struct act *a)
{
	int p;

	if (fight_left_in(a) <= 1) {
		fight_finish(a);
		return;
	}
	while ((p = fight_next_decider(a)) >= 0 &&
	    terr_mobile(a, FIGHT(a)->tile, p) == 0)
		FIGHT(a)->decided[p] = 1;
	if (p < 0) {
		end_round(a);
		return;
	}
	report_line(a->rep, "%s%s retreats or remains: 'retreat %s PLACE' or "
	    "'remain %s'", pname(a, p), p == FIGHT(a)->attacker ?
	    " (the attacker)" : "", pname(a, p), pname(a, p));
}
