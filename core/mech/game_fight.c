/* game_fight.c: dice-pool combat on a territory: rounds of steps in which
 * the units of each class throw their dice, hits assigned unit by unit up
 * to armour, coins for destroyed units, hostages, retreats, the escalation
 * pool, and the attacker's reward for holding the territory.
 *
 * A combat is a sequence of commands: fight, then per round [delay]
 * fire assign... per step, then retreat/remain; every one is checked
 * against where the combat stands.  Assigning hits is in game_hits.c;
 * the rounds' end and who retreats or remains next in
 * core/act/act_fight.c (delay, remain and retreat are declared actions,
 * the engine's effects hold-back, remain and retreat).
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

/* Every value the combat will need, asked for at its start. */
static int
check_cards(struct act *a, int tile)
{
	for (int p = 0; p < a->st->nplayers; p++)
		for (int k = 0; k < NPIECES(a); k++) {
			const struct class_def *c;
			const char *atk;
			long arm;
			int st;
			if (UNITS(a, tile, p)[k] == 0)
				continue;
			if ((st = piece_class(a, k, &c)) ||
			    (st = piece_armour(a, p, k, &arm)) ||
			    (st = piece_attack(a, p, k, &atk)))
				return st;
		}
	if (escalation(a) >= 0) {
		char path[96];
		int d = escalation(a);
		snprintf(path, sizeof path, "dice.%s.faces",
		    a->rs->dice.ids[d]);
		return rs_need_vec(a->rs, &VEC_AT(a->rs->dice, struct die_def,
		    d)->faces, path, a->d);
	}
	return ST_OK;
}

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

/* fight PLACE [ATTACKER] */
int
act_fight(struct act *a)
{
	struct fight_state *f = FIGHT(a);
	int tile, att = state_active(a->st), st;

	if ((st = arg_count(a, 1, 2, "fight PLACE [ATTACKER]")) ||
	    (st = arg_tile(a, a->argv[1], &tile)))
		return st;
	canon(a, TID(a, tile));
	if (a->argc == 3) {
		if ((st = arg_player(a, a->argv[2], &att)))
			return st;
		canon(a, pname(a, att));
	}
	if (f->tile >= 0)
		return refuse(a, "the combat at %s is not over",
		    TID(a, f->tile));
	if (att < 0)
		return refuse(a, "name the attacker: 'fight %s PLAYER'",
		    TID(a, tile));
	if (TILE(a, tile)->home >= 0)
		return refuse(a, "units on a %s cannot be damaged",
		    a->rs->mech.territories.home.name);
	if (terr_count(a, tile, att) == 0)
		return refuse(a, "%s has no units on %s", pname(a, att),
		    TID(a, tile));
	if (terr_players(a, tile) < 2)
		return refuse(a, "%s holds nobody else's units: there is "
		    "nothing to fight", tname(a, tile));
	if ((st = order_step_take(a, ORDER_COMBAT, "combats")))
		return st;
	if (TILE(a, tile)->fought)
		return refuse(a, "%s has been fought over during this order; "
		    "an order fights over a territory once", TID(a, tile));
	if ((st = check_cards(a, tile)))
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
	report_line(a->rep, "'delay PLAYER' holds light units back; 'fire' "
	    "throws the dice");
	json_set(a->rep->data, "combat", terr_fight_json(a->rs, a->st));
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
			if ((st = check_cards(a, f->tile)))
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

struct json *
terr_fight_json(const struct ruleset *rs, const struct state *st)
{
	const struct fight_state *f = &st->terr->fight;
	struct json *o, *h, *in;

	if (f->tile < 0)
		return json_null();
	o = json_obj();
	h = json_obj();
	in = json_arr();
	json_set(o, "territory", json_str(board_name(st->board, f->tile)));
	json_set(o, "attacker", json_str(st->players[f->attacker].name));
	json_set(o, "round", json_int(f->round));
	json_set(o, "step", json_str(f->step == FIGHT_RETREAT ? "retreat" :
	    *VEC_AT(rs_pool_combat(rs)->steps, char *, f->step - 1)));
	json_set(o, "rolled", json_bool(f->rolled));
	json_set(o, "pool", json_int(f->pool));
	for (int p = 0; p < st->nplayers; p++) {
		if (!f->in[p])
			continue;
		json_push(in, json_str(st->players[p].name));
		if (f->hits[p] > 0)
			json_set(h, st->players[p].name, json_int(f->hits[p]));
	}
	json_set(o, "players", in);
	json_set(o, "hits", h);
	return o;
}
