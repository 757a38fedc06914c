/* engine_combat_start.c: the effect start-combat, the dice-pool combat on
 * a territory of the map begun (core/act/act_fight.c keeps its rounds,
 * core/act/act_fight_units.c what it asks of the units).  The attacker is
 * a word of kind player, or when that word is left out the player whose
 * turn it is.  Refused while another combat is on, without an attacker,
 * on a home territory, where the attacker has no units or nobody else
 * has any, before the order's combat step may be taken, on a territory
 * fought over during this order, or while a unit card's value it needs is
 * unknown; then every player with units there is in, their damage is
 * cleared, and the first step is said. */
#include "core/expr/expr.h"
#include "core/act/act.h"
#include "core/engine/engine_combat.h"
#include "core/engine/engine_eval.h"
#include "core/act/act_terr.h"

#include <string.h>

#include "core/state/state.h"

/* The sides: each player in, in turn order, the attacker marked. */
static void
sides_line(struct act *a)
{
	struct strbuf b;
	char buf[300];

	sb_init(&b);
	for (int i = 0; i < a->st->nplayers; i++) {
		int p = a->st->norder > 0 ? a->st->order[i] : i;
		if (!FIGHT(a)->in[p])
			continue;
		sb_printf(&b, "%s%s%s: %s", b.len ? "; " : "", pname(a, p),
		    p == FIGHT(a)->attacker ? " (attacker)" : "",
		    pieces_text(a, UNITS(a, FIGHT(a)->tile, p), buf, sizeof buf));
	}
	report_line(a->rep, "%s", sb_str(&b));
	sb_release(&b);
}

/* The refusals the combat's start gives, in their order (verb: the
 * command as the action's usage line names it, which the one naming no
 * attacker shows again). */
static int
may_start(struct act *a, const char *verb, int tile, int att)
{
	int st;

	if (FIGHT(a)->tile >= 0)
		return refuse(a, "the combat at %s is not over",
		    TID(a, FIGHT(a)->tile));
	if (att < 0)
		return refuse(a, "name the attacker: '%.*s %s PLAYER'",
		    (int)strcspn(verb, " "), verb, TID(a, tile));
	if (TILE(a, tile)->home >= 0)
		return refuse(a, "units on a %s cannot be damaged",
		    a->rs->mech.territories.home.name);
	if (terr_count(a, tile, att) == 0)
		return refuse(a, "%s has no units on %s", pname(a, att),
		    TID(a, tile));
	if (terr_players(a, tile) < 2)
		return refuse(a, "%s holds nobody else's units: there is "
		    "nothing to fight", tname(a, tile));
	/* the step the ruleset names (mechanisms.orders.combat-step) */
	if ((st = order_step_take(a, a->rs->mech.orders.combat_at,
	    a->rs->mech.orders.combat_what.text != NULL ?
	    a->rs->mech.orders.combat_what.text : rs_order_step_name(a->rs,
	    a->rs->mech.orders.combat_at))))
		return st;
	if (TILE(a, tile)->fought)
		return refuse(a, "%s has been fought over during this order; "
		    "an order fights over a territory once", TID(a, tile));
	return fight_check_cards(a, tile);
}

int
eng_start_combat(struct act *a, const struct eff_start_combat *x,
    const struct eng_eval *ev)
{
	struct fight_state *f = FIGHT(a);
	int tile, att, st;

	if (a->st->terr == NULL || rs_pool_combat(a->rs) == NULL ||
	    x->w_at < 0 || x->w_attacker < 0 || ev->act == NULL)
		return diag_set(a->d, ST_DATA, "%s: start-combat needs a map "
		    "of territories with a dice-pool combat", a->rs->id);
	tile = (int)ev->args[x->w_at];
	att = (int)ev->args[x->w_attacker];
	if (att < 0)	/* left out: the player whose turn it is */
		att = state_active(a->st);
	if (tile < 0 || att >= a->st->nplayers)
		return diag_set(a->d, ST_DATA, "%s: start-combat needs a "
		    "territory and a player of the game", a->rs->id);
	if ((st = may_start(a, ev->act->usage != NULL ? ev->act->usage :
	    a->rs->actions.ids[ev->act - VEC_AT(a->rs->actions,
	    struct action_def, 0)], tile, att)))
		return st;
	TILE(a, tile)->fought = 1;
	memset(f->hits, 0, sizeof f->hits);
	memset(f->delayed, 0, sizeof f->delayed);
	memset(f->decided, 0, sizeof f->decided);
	for (int p = 0; p < a->st->nplayers; p++) {
		f->in[p] = terr_count(a, tile, p) > 0;
		memset(terr_wound(a->st->terr, p), 0,
		    (size_t)NPIECES(a) * sizeof(long));
	}
	f->tile = tile;
	f->attacker = att;
	f->round = 1;
	f->step = 1;
	f->rolled = 0;
	f->pool = 0;
	f->esc = -1;
	f->kills = 0;
	report_line(a->rep, "combat at %s, round 1, %s step", tname(a, tile),
	    fight_step_name(a, 1));
	sides_line(a);
	/* the game's commands that go on with it, as a new round names
	 * them (act_fight.c) */
	if (verb_action(a, "delay") != NULL)
		report_line(a->rep, "'%s PLAYER' holds light units back; '%s' "
		    "throws the dice", verb_action(a, "delay"),
		    verb_word(a, "fire"));
	else
		report_line(a->rep, "'%s' throws the dice",
		    verb_word(a, "fire"));
	json_set(a->rep->data, "combat", terr_fight_json(a->rs, a->st));
	return ST_OK;
}
