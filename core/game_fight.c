/* game_fight.c: dice-pool combat on a territory: rounds of steps in which
 * the units of each class throw their dice, hits assigned unit by unit up
 * to armour, coins for destroyed units, hostages, retreats, the escalation
 * pool, and the attacker's reward for holding the territory.
 *
 * A combat is a sequence of commands: fight, then per round [delay]
 * fire assign... per step, then retreat/remain; every one is checked
 * against where the combat stands.
 */
#include "terr_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define F(a) (&(a)->st->terr->fight)

static const char *
step_name(const struct act *a, int step)
{
	if (step == FIGHT_RETREAT)
		return "retreat";
	return *VEC_AT(a->rs->mech.dicepool.steps, char *, step - 1);
}

static int
nsteps(const struct act *a)
{
	return a->rs->mech.dicepool.steps.n;
}

/* The step unit k of p fires in (delayed light units in the last). */
static int
fires_in(struct act *a, int p, int k, int *step)
{
	const struct class_def *c;
	int st;

	if ((st = piece_class(a, k, &c)))
		return st;
	*step = c->delay && F(a)->delayed[p] ? nsteps(a) : (int)c->step;
	return ST_OK;
}

/* Players taking part who still have units on the territory. */
static int
left_in(struct act *a)
{
	int n = 0;

	for (int p = 0; p < a->st->nplayers; p++) {
		if (F(a)->in[p] && terr_count(a, F(a)->tile, p) == 0)
			F(a)->in[p] = 0;
		n += F(a)->in[p];
	}
	return n;
}

static int
captor_of(const struct act *a, int p)
{
	int f = a->st->players[p].faction;

	if (p != F(a)->attacker || f < 0 ||
	    !RS_FACTION(a->rs, f)->abilities.hostages.present)
		return -1;
	return p;
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
	if (a->rs->mech.dicepool.escalation != NULL) {
		char path[96];
		int d = vec_find(&a->rs->dice, a->rs->mech.dicepool.escalation);
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
		if (!F(a)->in[p])
			continue;
		sb_printf(&b, "%s%s%s: %s", b.len ? "; " : "", pname(a, p),
		    p == F(a)->attacker ? " (attacker)" : "",
		    pieces_text(a, UNITS(a, F(a)->tile, p), buf, sizeof buf));
	}
	report_line(a->rep, "%s", sb_str(&b));
	sb_release(&b);
}

/* fight PLACE [ATTACKER] */
int
act_fight(struct act *a)
{
	struct fight_state *f = F(a);
	int tile, att = state_active(a->st), st;

	if ((st = arg_count(a, 1, 2, "fight PLACE [ATTACKER]")) ||
	    (st = arg_tile(a, a->argv[1], &tile)))
		return st;
	canon(a, TILE(a, tile)->id);
	if (a->argc == 3) {
		if ((st = arg_player(a, a->argv[2], &att)))
			return st;
		canon(a, pname(a, att));
	}
	if (f->tile >= 0)
		return refuse(a, "the combat at %s is not over",
		    TILE(a, f->tile)->id);
	if (att < 0)
		return refuse(a, "name the attacker: 'fight %s PLAYER'",
		    TILE(a, tile)->id);
	if (TILE(a, tile)->home >= 0)
		return refuse(a, "units on a %s cannot be damaged",
		    a->rs->mech.territories.home.name);
	if (terr_count(a, tile, att) == 0)
		return refuse(a, "%s has no units on %s", pname(a, att),
		    TILE(a, tile)->id);
	if (terr_players(a, tile) < 2)
		return refuse(a, "%s holds nobody else's units: there is "
		    "nothing to fight", tname(a, tile));
	if ((st = check_cards(a, tile)))
		return st;
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
	    step_name(a, 1));
	sides_line(a);
	report_line(a->rep, "'delay PLAYER' holds light units back; 'fire' "
	    "throws the dice");
	json_set(a->rep->data, "combat", terr_fight_json(a->rs, a->st));
	return ST_OK;
}

/* delay PLAYER */
int
act_delay(struct act *a)
{
	struct fight_state *f = F(a);
	int p, st, any = 0;

	if ((st = arg_count(a, 1, 1, "delay PLAYER")) ||
	    (st = arg_player(a, a->argv[1], &p)))
		return st;
	canon(a, pname(a, p));
	if (f->tile < 0)
		return refuse(a, "there is no combat on");
	if (f->step != 1 || f->rolled || nsteps(a) < 2)
		return refuse(a, "units are held back before the dice of the "
		    "first step are thrown");
	if (!f->in[p])
		return refuse(a, "%s takes no part in the combat at %s",
		    pname(a, p), TILE(a, f->tile)->id);
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
	    pname(a, p), step_name(a, nsteps(a)));
	return ST_OK;
}

/* --- fire -------------------------------------------------------------------- */

/* The dice p throws in the current step, as an expression ("" if none). */
static int
pool_of(struct act *a, int p, struct strbuf *e)
{
	for (int k = 0; k < NPIECES(a); k++) {
		long n = UNITS(a, F(a)->tile, p)[k];
		const char *atk;
		int step, st;
		if (n == 0)
			continue;
		if ((st = fires_in(a, p, k, &step)))
			return st;
		if (step != F(a)->step)
			continue;
		if ((st = piece_attack(a, p, k, &atk)))
			return st;
		for (long i = 0; i < n; i++)
			sb_printf(e, "%s%s", e->len ? "+" : "", atk);
	}
	return ST_OK;
}

static int throw_escalation(struct act *a);
static int auto_assign(struct act *a);

/* fire [= FACE...] */
int
act_fire(struct act *a)
{
	struct fight_state *f = F(a);
	int st;

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
		    step_name(a, f->step));
	if (f->esc < 0 && (st = throw_escalation(a)))
		return st;
	report_line(a->rep, "round %ld, %s step:", f->round,
	    step_name(a, f->step));
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
		if (e.len > 0 && (st = roll_expr(a, sb_str(&e), &hits, faces,
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
		    a->rs->mech.dicepool.escalation_to == ESC_ALL)) {
			hits += f->esc;
			report_line(a->rep, "  %s adds the escalation pool's "
			    "%ld: %ld hit%s", pname(a, p), f->esc, hits,
			    hits == 1 ? "" : "s");
		}
		f->hits[p] = hits;
		sb_release(&e);
	}
	f->rolled = 1;
	return auto_assign(a);
}

static int
throw_escalation(struct act *a)
{
	struct fight_state *f = F(a);
	char expr[64], faces[512];
	int st;

	f->esc = 0;
	if (f->pool <= 0 || a->rs->mech.dicepool.escalation == NULL)
		return ST_OK;
	snprintf(expr, sizeof expr, "%ld%s", f->pool,
	    a->rs->mech.dicepool.escalation);
	if ((st = roll_expr(a, expr, &f->esc, faces, sizeof faces)))
		return st;
	if (f->esc < 0)
		f->esc = 0;
	report_line(a->rep, "round %ld: the escalation pool throws %s: %ld "
	    "(%s)", f->round, expr, f->esc, faces);
	json_set(a->rep->data, "escalation", json_int(f->esc));
	return ST_OK;
}

/* --- assigning hits --------------------------------------------------------- */

struct target {
	int owner, piece;
	long left;		/* armour left of this unit */
	int order;		/* the owner's place in turn order */
};

static int
cmp_target(const void *x, const void *y)
{
	const struct target *s = x, *t = y;

	if (s->left != t->left)
		return s->left < t->left ? -1 : 1;
	if (s->order != t->order)
		return s->order - t->order;
	return s->piece - t->piece;
}

/* Every enemy unit of p, one entry each, in the default order. */
static int
targets(struct act *a, int p, struct target **out, int *n)
{
	struct fight_state *f = F(a);
	struct target *v = NULL;
	int cap = 0, st;

	*n = 0;
	for (int o = 0; o < a->st->nplayers; o++) {
		if (o == p || !f->in[o])
			continue;
		for (int k = 0; k < NPIECES(a); k++) {
			long arm, cnt = UNITS(a, f->tile, o)[k];
			if (cnt == 0)
				continue;
			if ((st = piece_armour(a, o, k, &arm))) {
				free(v);
				return st;
			}
			for (long u = 0; u < cnt; u++) {
				if (*n == cap) {
					cap = cap ? cap * 2 : 16;
					struct target *w = realloc(v,
					    (size_t)cap * sizeof *w);
					if (w == NULL) {
						free(v);
						return diag_set(a->d, ST_ENV,
						    "out of memory");
					}
					v = w;
				}
				v[*n] = (struct target){ o, k, u == 0 ? arm -
				    terr_wound(a->st->terr, o)[k] : arm,
				    terr_turn_pos(a, o) };
				(*n)++;
			}
		}
	}
	if (*n > 1)
		qsort(v, (size_t)*n, sizeof *v, cmp_target);
	*out = v;
	return ST_OK;
}

/* Damage unit (o, k): its wounded one first; destroyed at its armour. */
static int
damage(struct act *a, int p, int o, int k, long *hits)
{
	long arm, *w = &terr_wound(a->st->terr, o)[k], take;
	int st;

	if ((st = piece_armour(a, o, k, &arm)))
		return st;
	take = arm - *w < *hits ? arm - *w : *hits;
	*w += take;
	*hits -= take;
	if (*w < arm) {
		report_line(a->rep, "  %s's %s takes %ld damage (%ld of %ld)",
		    pname(a, o), piece_name(a, k, 1), take, *w, arm);
		return ST_OK;
	}
	*w = 0;
	if ((st = terr_destroy(a, F(a)->tile, o, k, 1, captor_of(a, p))))
		return st;
	report_line(a->rep, "  %s's %s is %s (%s +%s)", pname(a, o),
	    piece_name(a, k, 1), captor_of(a, p) >= 0 ? "taken hostage" :
	    "destroyed", pname(a, o), qty(a, a->rs->mech.dicepool.coin.i,
	    a->rs->mech.dicepool.per_unit));
	return ST_OK;
}

static int end_step(struct act *a);

/* Assign p's hits in the default order (or the order of v). */
static int
assign_default(struct act *a, int p)
{
	struct target *v;
	int n, st;
	long *hits = &F(a)->hits[p];

	if ((st = targets(a, p, &v, &n)))
		return st;
	for (int i = 0; i < n && *hits > 0 && st == ST_OK; i++)
		st = damage(a, p, v[i].owner, v[i].piece, hits);
	free(v);
	*hits = 0;
	return st;
}

/* Is the outcome of p's hits the same whatever the order? */
static int
no_choice(struct act *a, int p)
{
	struct target *v;
	long sum = 0;
	int n, same = 1;

	if (F(a)->hits[p] == 0 || targets(a, p, &v, &n) != ST_OK)
		return 1;
	for (int i = 0; i < n; i++) {
		sum += v[i].left;
		if (v[i].owner != v[0].owner || v[i].piece != v[0].piece)
			same = 0;
	}
	free(v);
	return same || F(a)->hits[p] >= sum;
}

/* The player who assigns next: with more than two in the combat, in turn
 * order; -1 when nobody has hits left. */
static int
next_assigner(struct act *a)
{
	for (int i = 0; i < a->st->nplayers; i++) {
		int p = a->st->norder > 0 ? a->st->order[i] : i;
		if (F(a)->hits[p] > 0)
			return p;
	}
	return -1;
}

static int
auto_assign(struct act *a)
{
	int st, p, waiting = 0;

	for (int i = 0; i < a->st->nplayers; i++) {
		p = a->st->norder > 0 ? a->st->order[i] : i;
		if (F(a)->hits[p] == 0)
			continue;
		if (!no_choice(a, p)) {
			waiting = 1;
			if (left_in(a) > 2)
				break;	/* later assigners wait their turn */
			continue;
		}
		report_line(a->rep, "%s's %ld hit%s (no choice to make):",
		    pname(a, p), F(a)->hits[p], F(a)->hits[p] == 1 ? "" : "s");
		if ((st = assign_default(a, p)))
			return st;
	}
	if (!waiting)
		return end_step(a);
	p = next_assigner(a);
	report_line(a->rep, "%s assigns %ld hit%s: 'assign %s UNIT,UNIT,...' "
	    "(or 'assign %s' for the units that fall quickest)", pname(a, p),
	    F(a)->hits[p], F(a)->hits[p] == 1 ? "" : "s", pname(a, p),
	    pname(a, p));
	return ST_OK;
}

/* One unit of the list: PIECE or OWNER:PIECE. */
static int
parse_target(struct act *a, int p, char *w, int *o, int *k)
{
	char *colon = strchr(w, ':');
	int st;

	*o = -1;
	if (colon != NULL) {
		*colon = '\0';
		if ((st = arg_player(a, w, o)))
			return st;
		w = colon + 1;
	} else {
		for (int q = 0; q < a->st->nplayers; q++)
			if (q != p && F(a)->in[q]) {
				if (*o >= 0)
					return usage(a, "more than one player "
					    "is in the combat: name each unit "
					    "with its owner, like %s:%s",
					    pname(a, q), w);
				*o = q;
			}
	}
	if ((st = arg_piece(a, w, k)))
		return st;
	if (*o == p)
		return usage(a, "%s's hits go to other players' units",
		    pname(a, p));
	return ST_OK;
}

/* assign PLAYER [UNIT,UNIT,...] */
int
act_assign(struct act *a)
{
	struct fight_state *f = F(a);
	int p, st, want;
	long *hits, given;
	struct strbuf c;

	if ((st = arg_count(a, 1, 2, "assign PLAYER [UNIT,UNIT,...]")) ||
	    (st = arg_player(a, a->argv[1], &p)))
		return st;
	canon(a, pname(a, p));
	if (f->tile < 0 || !f->rolled)
		return refuse(a, "there are no hits to assign: %s",
		    f->tile < 0 ? "no combat is on" : "'fire' throws the "
		    "dice first");
	hits = &f->hits[p];
	if (*hits == 0)
		return refuse(a, "%s has no hits to assign", pname(a, p));
	want = next_assigner(a);
	if (left_in(a) > 2 && want != p)
		return refuse(a, "with more than two players hits are assigned "
		    "in turn order: %s first", pname(a, want));
	given = *hits;
	report_line(a->rep, "%s assigns %ld hit%s:", pname(a, p), given,
	    given == 1 ? "" : "s");
	if (a->argc == 2)
		return (st = assign_default(a, p)) ? st : auto_assign(a);
	sb_init(&c);
	{
		char *copy = strdup(a->argv[2]), *save = NULL, *w;
		long left[MAX_PLAYERS * 64];
		if (copy == NULL) {
			sb_release(&c);
			return diag_set(a->d, ST_ENV, "out of memory");
		}
		for (int o = 0; o < a->st->nplayers; o++)
			for (int k = 0; k < NPIECES(a) && k < 64; k++)
				left[o * 64 + k] = UNITS(a, f->tile, o)[k];
		for (w = strtok_r(copy, ",", &save); w != NULL && st == ST_OK;
		    w = strtok_r(NULL, ",", &save)) {
			int o, k;
			if ((st = parse_target(a, p, w, &o, &k)))
				break;
			sb_printf(&c, "%s%s:%s", c.len ? "," : "", pname(a, o),
			    a->rs->pieces.ids[k]);
			if (!f->in[o] || left[o * 64 + k] == 0) {
				st = refuse(a, "%s has no more %s in the combat "
				    "to name", pname(a, o), piece_name(a, k, 2));
				break;
			}
			left[o * 64 + k]--;
			if (*hits > 0)
				st = damage(a, p, o, k, hits);
		}
		free(copy);
	}
	if (st == ST_OK)
		canon(a, sb_str(&c));
	sb_release(&c);
	if (st != ST_OK)
		return st;
	if (*hits > 0) {
		for (int o = 0; o < a->st->nplayers; o++)
			if (o != p && f->in[o] && terr_count(a, f->tile, o) > 0)
				return refuse(a, "%ld hit%s left to assign: name "
				    "more units (%s still has some in the "
				    "combat)", *hits, *hits == 1 ? "" : "s",
				    pname(a, o));
		*hits = 0;
	}
	return auto_assign(a);
}

/* --- steps, rounds, the end ---------------------------------------------- */

static void
finish(struct act *a)
{
	struct fight_state *f = F(a);
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
			    TILE(a, f->tile)->id, pname(a, att),
			    qty(a, dp->vp.i, dp->hold_vp), before,
			    a->st->players[att].res[dp->vp.i]);
	} else {
		int held = -1;
		for (int p = 0; p < a->st->nplayers; p++)
			if (terr_count(a, f->tile, p) > 0)
				held = p;
		report_line(a->rep, "the combat at %s is over: %s", 
		    TILE(a, f->tile)->id, held >= 0 ? "the defence holds" :
		    "nobody is left");
	}
	json_set(a->rep->data, "held_by", alone ? json_str(pname(a, att)) :
	    json_null());
	f->tile = -1;
	f->step = 1;
	f->rolled = 0;
	f->esc = -1;
}

static int
mobile_left(struct act *a, int p)
{
	return terr_mobile(a, F(a)->tile, p) > 0;
}

/* The next player to retreat or stay: the attacker, then turn order. */
static int
next_decider(struct act *a)
{
	struct fight_state *f = F(a);

	if (f->in[f->attacker] && !f->decided[f->attacker])
		return f->attacker;
	for (int i = 0; i < a->st->nplayers; i++) {
		int p = a->st->norder > 0 ? a->st->order[i] : i;
		if (f->in[p] && !f->decided[p])
			return p;
	}
	return -1;
}

static int
end_round(struct act *a)
{
	struct fight_state *f = F(a);

	if (left_in(a) <= 1) {
		finish(a);
		return ST_OK;
	}
	if (f->kills == 0 && a->rs->mech.dicepool.escalation != NULL) {
		f->pool++;
		report_line(a->rep, "no unit was destroyed in round %ld: a %s "
		    "die joins the escalation pool (%ld)", f->round,
		    a->rs->mech.dicepool.escalation, f->pool);
	}
	f->round++;
	f->step = 1;
	f->rolled = 0;
	f->esc = -1;
	f->kills = 0;
	memset(f->delayed, 0, sizeof f->delayed);
	memset(f->decided, 0, sizeof f->decided);
	report_line(a->rep, "round %ld, %s step: 'delay PLAYER' or 'fire'",
	    f->round, step_name(a, 1));
	return ST_OK;
}

/* Ask the next player to retreat or stay; skip those who cannot move. */
static int
ask_retreat(struct act *a)
{
	int p;

	if (left_in(a) <= 1) {
		finish(a);
		return ST_OK;
	}
	while ((p = next_decider(a)) >= 0 && !mobile_left(a, p))
		F(a)->decided[p] = 1;
	if (p < 0)
		return end_round(a);
	report_line(a->rep, "%s%s retreats or remains: 'retreat %s PLACE' or "
	    "'remain %s'", pname(a, p), p == F(a)->attacker ? " (the attacker)" :
	    "", pname(a, p), pname(a, p));
	return ST_OK;
}

static int
end_step(struct act *a)
{
	struct fight_state *f = F(a);
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
	if (left_in(a) <= 1) {
		finish(a);
		return ST_OK;
	}
	if (f->step < nsteps(a)) {
		f->step++;
		report_line(a->rep, "%s step: 'fire'", step_name(a, f->step));
		return ST_OK;
	}
	f->step = FIGHT_RETREAT;
	memset(f->decided, 0, sizeof f->decided);
	return ask_retreat(a);
}

static int
decider(struct act *a, const char *synopsis, int *p)
{
	struct fight_state *f = F(a);
	int st, want;

	if ((st = arg_player(a, a->argv[1], p)))
		return st;
	canon(a, pname(a, *p));
	(void)synopsis;
	if (f->tile < 0)
		return refuse(a, "there is no combat on");
	if (f->step != FIGHT_RETREAT)
		return refuse(a, "players retreat or remain after the round's "
		    "last step");
	want = next_decider(a);
	if (want != *p)
		return refuse(a, "%s decides first%s", pname(a, want),
		    want == f->attacker ? " (the attacker)" : "");
	return ST_OK;
}

/* remain PLAYER */
int
act_remain(struct act *a)
{
	int p, st;

	if ((st = arg_count(a, 1, 1, "remain PLAYER")) ||
	    (st = decider(a, "remain PLAYER", &p)))
		return st;
	F(a)->decided[p] = 1;
	report_line(a->rep, "%s remains", pname(a, p));
	return ask_retreat(a);
}

/* retreat PLAYER PLACE */
int
act_retreat(struct act *a)
{
	struct fight_state *f = F(a);
	int p, to, st, near;
	long moved[64] = { 0 }, after;
	char buf[200];

	if ((st = arg_count(a, 2, 2, "retreat PLAYER PLACE")) ||
	    (st = decider(a, "retreat PLAYER PLACE", &p)) ||
	    (st = arg_tile(a, a->argv[2], &to)))
		return st;
	canon(a, TILE(a, to)->id);
	if (to == f->tile)
		return usage(a, "a retreat leaves %s", TILE(a, to)->id);
	near = tile_near(a, f->tile, to);
	if (near == 0)
		return refuse(a, "%s does not border %s", TILE(a, to)->id,
		    TILE(a, f->tile)->id);
	if (terr_enemies(a, to, p))
		return refuse(a, "%s holds enemy units; a retreat goes where "
		    "there are none", tname(a, to));
	if (TILE(a, to)->home >= 0 && TILE(a, to)->home != p)
		return refuse(a, "nobody enters another player's %s",
		    a->rs->mech.territories.home.name);
	after = terr_mobile(a, to, p) + terr_mobile(a, f->tile, p);
	if (!terr_stack_ok(a, to, p, after))
		return refuse(a, "%s would have %ld moving units on %s; the "
		    "stacking limit is %ld", pname(a, p), after,
		    TILE(a, to)->id, a->rs->mech.territories.stack_limit);
	if (near < 0)
		unchecked(a, "that %s borders %s", TILE(a, to)->id,
		    TILE(a, f->tile)->id);
	for (int k = 0; k < NPIECES(a); k++)
		if (!RS_PIECE(a->rs, k)->building) {
			moved[k] = UNITS(a, f->tile, p)[k];
			UNITS(a, to, p)[k] += moved[k];
			UNITS(a, f->tile, p)[k] = 0;
		}
	f->decided[p] = 1;
	report_line(a->rep, "%s retreats %s to %s", pname(a, p),
	    pieces_text(a, moved, buf, sizeof buf), tname(a, to));
	if (terr_count(a, f->tile, p) > 0)
		report_line(a->rep, "%s's buildings stay and fight on",
		    pname(a, p));
	return ask_retreat(a);
}

int
fight_leave(struct act *a)
{
	const struct terr_state *t = a->st->terr;

	if (t->fight.tile >= 0)
		return refuse(a, "the combat at %s is not over",
		    t->tiles[t->fight.tile].id);
	if (!rs_phase_allows(a->rs, a->st->phase, GC_FIGHT))
		return ST_OK;
	for (int i = 0; i < t->ntiles; i++)
		if (t->tiles[i].home < 0 && terr_players(a, i) > 1)
			return refuse(a, "%s holds units of more than one "
			    "player: 'fight %s' first", t->tiles[i].id,
			    t->tiles[i].id);
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
	json_set(o, "territory", json_str(st->terr->tiles[f->tile].id));
	json_set(o, "attacker", json_str(st->players[f->attacker].name));
	json_set(o, "round", json_int(f->round));
	json_set(o, "step", json_str(f->step == FIGHT_RETREAT ? "retreat" :
	    *VEC_AT(rs->mech.dicepool.steps, char *, f->step - 1)));
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
