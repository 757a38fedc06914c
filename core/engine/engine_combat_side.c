/* engine_combat_side.c: the effects hold-back, remain and retreat, a
 * player's word in the dice-pool combat on the map of territories
 * (core/act/act_fight.c keeps its rounds).  hold-back: before the dice of
 * the first step are thrown, a player in the combat with units of a class
 * that may be held back holds them to the last step; remain: when the
 * round's steps are over, the player whose turn it is to retreat or remain
 * stays in, and the next is asked (the round, or the combat, ends when
 * nobody is left: the pool combat's over effects, engine_destroyed.c,
 * carried out at its end); retreat: that player's units that move withdraw to a
 * territory next to it instead, his buildings staying. */
#include "core/act/act.h"
#include "core/engine/engine_combat.h"
#include "core/engine/engine_eval.h"
#include "core/act/act_terr.h"

#include <stdlib.h>

#include "core/state/state.h"

/* The player the effect names, or refused when there is no combat. */
static int
side(struct act *a, const struct eff_combat_side *x,
    const struct eng_eval *ev, const char *name, int *p)
{
	if (a->st->terr == NULL || rs_pool_combat(a->rs) == NULL ||
	    x->w_player < 0)
		return diag_set(a->d, ST_DATA, "%s: %s needs a map of "
		    "territories with a dice-pool combat", a->rs->id, name);
	*p = (int)ev->args[x->w_player];
	if (*p < 0 || *p >= a->st->nplayers)
		return diag_set(a->d, ST_DATA, "%s: %s needs a player of the "
		    "game", a->rs->id, name);
	if (FIGHT(a)->tile < 0)
		return refuse(a, "there is no combat on");
	return ST_OK;
}

int
eng_hold_back(struct act *a, const struct eff_combat_side *x,
    const struct eng_eval *ev)
{
	struct fight_state *f = FIGHT(a);
	int p, st, any = 0;

	if ((st = side(a, x, ev, "hold-back", &p)))
		return st;
	if (f->step != 1 || f->rolled || fight_nsteps(a) < 2)
		return refuse(a, "units are held back before the dice of the "
		    "first step are thrown");
	if (!f->in[p])
		return refuse(a, "%s takes no part in the combat at %s",
		    pname(a, p), TID(a, f->tile));
	if (f->delayed[p])
		return refuse(a, "%s holds back already", pname(a, p));
	for (int k = 0; k < NPIECES(a); k++) {
		const struct class_def *c;
		if (UNITS(a, f->tile, p)[k] == 0)
			continue;
		if ((st = piece_class(a, k, &c)))
			return st;
		any |= c->delay;
	}
	if (!any)
		return refuse(a, "%s has no units that may be held back",
		    pname(a, p));
	f->delayed[p] = 1;
	report_line(a->rep, "%s holds every light unit back to the %s step",
	    pname(a, p), fight_step_name(a, fight_nsteps(a)));
	return ST_OK;
}

int
eng_remain(struct act *a, const struct eff_combat_side *x,
    const struct eng_eval *ev)
{
	struct fight_state *f = FIGHT(a);
	struct eng_destroyed dx = { ev, eng_effects };
	struct fight_fate fate = { eng_destroyed, eng_over, &dx };
	int p, want, st;

	if ((st = side(a, x, ev, "remain", &p)))
		return st;
	if (f->step != FIGHT_RETREAT)
		return refuse(a, "players retreat or remain after the round's "
		    "last step");
	want = fight_next_decider(a);
	if (want != p)
		return refuse(a, "%s decides first%s", pname(a, want),
		    want == f->attacker ? " (the attacker)" : "");
	f->decided[p] = 1;
	report_line(a->rep, "%s remains", pname(a, p));
	return fight_ask_retreat(a, &fate);
}

/* May p's units that move withdraw to territory to? */
static int
retreat_check(struct act *a, int p, int to)
{
	const struct fight_state *f = FIGHT(a);
	int near, st;
	long after;

	if (to == f->tile)
		return usage(a, "a retreat leaves %s", TID(a, to));
	near = tile_near(a, f->tile, to);
	if (near == 0)
		return refuse(a, "%s does not border %s", TID(a, to),
		    TID(a, f->tile));
	if (terr_enemies(a, to, p))
		return refuse(a, "%s holds enemy units; a retreat goes where "
		    "there are none", tname(a, to));
	if (TILE(a, to)->home >= 0 && TILE(a, to)->home != p)
		return refuse(a, "nobody enters another player's %s",
		    a->rs->mech.territories.home.name);
	after = terr_mobile(a, to, p) + terr_mobile(a, f->tile, p);
	if ((st = eng_stack_check(a, to, p, after)))
		return st;
	if (near < 0)
		unchecked(a, "that %s borders %s", TID(a, to),
		    TID(a, f->tile));
	return ST_OK;
}

int
eng_retreat(struct act *a, const struct eff_retreat *x,
    const struct eng_eval *ev)
{
	struct fight_state *f = FIGHT(a);
	struct eff_combat_side who = { 1, x->player, x->w_player };
	struct eng_destroyed dx = { ev, eng_effects };
	struct fight_fate fate = { eng_destroyed, eng_over, &dx };
	int p, want, to, st;
	long *moved;
	char buf[200];

	if ((st = side(a, &who, ev, "retreat", &p)))
		return st;
	if (x->w_to < 0 || ev->args[x->w_to] <= 0 ||
	    ev->args[x->w_to] >= a->argc)
		return diag_set(a->d, ST_DATA, "%s: retreat needs a word of "
		    "kind refuge", a->rs->id);
	if (f->step != FIGHT_RETREAT)
		return refuse(a, "players retreat or remain after the round's "
		    "last step");
	want = fight_next_decider(a);
	if (want != p)
		return refuse(a, "%s decides first%s", pname(a, want),
		    want == f->attacker ? " (the attacker)" : "");
	/* the refuge, read now (after the combat's refusals) and logged */
	if ((st = arg_tile(a, a->argv[ev->args[x->w_to]], &to)))
		return st;
	canon(a, TID(a, to));
	if ((st = retreat_check(a, p, to)))
		return st;
	if ((moved = calloc((size_t)NPIECES(a), sizeof *moved)) == NULL)
		return diag_set(a->d, ST_ENV, "out of memory");
	for (int k = 0; k < NPIECES(a); k++)
		if (!RS_PIECE(a->rs, k)->building) {
			moved[k] = UNITS(a, f->tile, p)[k];
			UNITS(a, to, p)[k] += moved[k];
			UNITS(a, f->tile, p)[k] = 0;
		}
	terr_owner_update(a->st, to);
	terr_owner_update(a->st, f->tile);
	f->decided[p] = 1;
	report_line(a->rep, "%s retreats %s to %s", pname(a, p),
	    pieces_text(a, moved, buf, sizeof buf), tname(a, to));
	free(moved);
	if (terr_count(a, f->tile, p) > 0)
		report_line(a->rep, "%s's buildings stay and fight on",
		    pname(a, p));
	return fight_ask_retreat(a, &fate);
}
