/* act_fight.c: the rounds of a dice-pool combat on a map of territories
 * as the engine's effects (throw-pools, settle-hits, assign-hits,
 * hold-back, remain,
 * retreat) move them on: the players still in it, the
 * names of its steps, who retreats or remains next, the round's end (the
 * escalation pool) and the combat's (what the pool combat's over does,
 * or the program's line saying who holds the territory); see
 * act_terr.h. */
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

/* The program's line of a combat's end, for a pool combat that declares
 * no over: who is left alone on the territory, if anybody is. */
static void
say_end(struct act *a, int tile)
{
	int held = -1, n = 0;

	for (int p = 0; p < a->st->nplayers; p++)
		if (terr_count(a, tile, p) > 0) {
			held = p;
			n++;
		}
	if (n == 1)
		report_line(a->rep, "the combat at %s is over: %s holds it",
		    TID(a, tile), pname(a, held));
	else
		report_line(a->rep, "the combat at %s is over: %s", TID(a, tile),
		    n == 0 ? "nobody is left" : "no player holds it alone");
}

int
fight_finish(struct act *a, const struct fight_fate *fate)
{
	struct fight_state *f = FIGHT(a);
	int att = f->attacker, alone = terr_count(a, f->tile, att) > 0, st;

	for (int p = 0; p < a->st->nplayers; p++)
		if (p != att && terr_count(a, f->tile, p) > 0)
			alone = 0;
	/* over, kept aside in the image, read first */
	if ((st = eng_over_ready(a->rs, a->d)))
		return st;
	if (rs_pool_combat(a->rs)->over.n == 0)
		say_end(a, f->tile);
	else if ((st = fate->over(a, fate->arg)))
		return st;
	json_set(a->rep->data, "held_by", alone ? json_str(pname(a, att)) :
	    json_null());
	f->tile = -1;
	f->step = 1;
	f->rolled = 0;
	f->esc = -1;
	return ST_OK;
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
static int
end_round(struct act *a, const struct fight_fate *fate)
{
	struct fight_state *f = FIGHT(a);
	int esc = rs_pool_combat(a->rs)->escalation.i;

	if (fight_left_in(a) <= 1)
		return fight_finish(a, fate);
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
	/* the game's commands: holding back only where it has one */
	if (verb_action(a, "delay") != NULL)
		report_line(a->rep, "round %ld, %s step: '%s PLAYER' or '%s'",
		    f->round, fight_step_name(a, 1), verb_action(a, "delay"),
		    verb_word(a, "fire"));
	else
		report_line(a->rep, "round %ld, %s step: '%s'", f->round,
		    fight_step_name(a, 1), verb_word(a, "fire"));
	return ST_OK;
}

int
fight_ask_retreat(struct act *a, const struct fight_fate *fate)
{
	int p;

	if (fight_left_in(a) <= 1)
		return fight_finish(a, fate);
	while ((p = fight_next_decider(a)) >= 0 &&
	    terr_mobile(a, FIGHT(a)->tile, p) == 0)
		FIGHT(a)->decided[p] = 1;
	if (p < 0)
		return end_round(a, fate);
	/* the game's commands: retreating only where it has one */
	if (verb_action(a, "retreat") != NULL)
		report_line(a->rep, "%s%s retreats or remains: '%s %s PLACE' "
		    "or '%s %s'", pname(a, p), p == FIGHT(a)->attacker ?
		    " (the attacker)" : "", verb_action(a, "retreat"),
		    pname(a, p), verb_word(a, "remain"), pname(a, p));
	else
		report_line(a->rep, "%s%s remains: '%s %s'", pname(a, p),
		    p == FIGHT(a)->attacker ? " (the attacker)" : "",
		    verb_word(a, "remain"), pname(a, p));
	return ST_OK;
}
