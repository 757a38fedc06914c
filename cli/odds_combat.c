/* odds_combat.c: odds ATTACKERS vs DEFENDERS: the exact odds of a pool
 * combat (combats.ID, mode pool, the one mechanisms.dice-pool fights) with
 * the current game's unit cards and dice (dpool.h); the other combats a
 * ruleset declares: odds_declared.c. */
#include "cmds.h"

#include <stdlib.h>
#include <string.h>

#include "core/dice/dist.h"
#include "core/combat/combat.h"
#include "core/combat/dpool.h"
#include "core/engine/engine.h"
#include "core/state/state.h"

int
odds_is_combat(int argc, char **argv)
{
	for (int i = 1; i < argc; i++)
		if (strcmp(argv[i], "vs") == 0)
			return 1;
	return 0;
}

static int
dist_text(struct ctx *c, const struct ruleset *rs, const char *expr,
    struct dist *out)
{
	struct dice_env env = rs_dice_env(rs);
	struct dice_expr *e = NULL;
	int r;

	if ((r = dice_parse(expr, &env, &e, &c->d)))
		return r;
	r = dist_of(e, out, &c->d);
	dice_free(e);
	return r;
}

/* "archer:2,knight" into counts per piece. */
static int
side(struct ctx *c, const struct ruleset *rs, const char *s, long *n)
{
	char *copy = strdup(s), *save = NULL, *w;
	int r = ST_OK;

	if (copy == NULL)
		return diag_set(&c->d, ST_ENV, "out of memory");
	for (w = strtok_r(copy, ",", &save); w != NULL && r == ST_OK;
	    w = strtok_r(NULL, ",", &save)) {
		char *colon = strchr(w, ':'), *end = NULL;
		long k = 1;
		int p;
		if (colon != NULL) {
			*colon = '\0';
			k = strtol(colon + 1, &end, 10);
			if (*end != '\0' || k < 1 || k > 255)
				r = diag_set(&c->d, ST_USAGE, "odds: '%s' is not "
				    "a number of units (1 to 255)", colon + 1);
		}
		if (r == ST_OK && (p = vec_find(&rs->pieces, w)) < 0)
			r = diag_set(&c->d, ST_USAGE, "odds: %s has no piece "
			    "'%s'%s", rs->id, w, arg_near(w, (const char *const *)
			    rs->pieces.ids, rs->pieces.n));
		else if (r == ST_OK)
			n[p] += k;
	}
	free(copy);
	return r;
}

/* The kinds for the odds: armour (the value pool combat x names, as its
 * rounds read it), step, dice of every piece used, their standard sides'
 * (those the game st entered at the table where the ruleset leaves them
 * unknown). */
static int
kinds(struct ctx *c, const struct ruleset *rs, const struct state *st,
    const struct combat_decl *x, const long *att, const long *def,
    struct dpool_kind *k, struct dist *hits)
{
	const char *atk;
	int r;

	for (int i = 0; i < rs->pieces.n; i++) {
		const struct piece_def *p = VEC_AT(rs->pieces,
		    struct piece_def, i);
		k[i] = (struct dpool_kind){ 1, 1, !p->building, &hits[i] };
		if (att[i] == 0 && def[i] == 0)
			continue;
		if ((r = rs_piece_armour(rs, x, i, 0, st->pc.pentered,
		    &k[i].armour, &c->d)) ||
		    (r = pieces_attack(rs, &st->pc, i, 0, &atk, &c->d)))
			return r;
		if (p->cls.i < 0)	/* the path whole: an id has any length */
			return diag_set(&c->d, ST_DATA, "%s: 'pieces.%s.class' "
			    "is unknown (the rulebook does not give it); supply "
			    "it in an overlay ('arbiter ruleset template %s')",
			    rs->id, rs->pieces.ids[i], rs->id);
		k[i].step = (int)VEC_AT(rs->classes, struct class_def,
		    p->cls.i)->step;
		if ((r = dist_text(c, rs, atk, &hits[i])))
			return r;
	}
	return ST_OK;
}

static struct json *
dist_json(const struct dist *d)
{
	struct json *a = json_arr();

	for (long i = 0; i < d->n; i++) {
		struct json *pair = json_arr();
		json_push(pair, json_int(d->lo + i));
		json_push(pair, json_num(d->p[i]));
		json_push(a, pair);
	}
	return a;
}

static void
dist_print(struct ctx *c, const char *who, const struct dist *d)
{
	double cum = 0;

	for (long i = 0; i < d->n; i++)
		cum += d->p[i];
	out_printf(c, "  %s: mean %.6g\n", who, dist_mean(d));
	for (long i = 0; i < d->n; i++) {
		if (d->p[i] >= 5e-7)
			out_printf(c, "    %4ld hits  %8.4f%%  (at least: "
			    "%8.4f%%)\n", d->lo + i, 100 * d->p[i], 100 * cum);
		cum -= d->p[i];
	}
}

static void
side_text(const struct ruleset *rs, const long *n, struct strbuf *b)
{
	int first = 1;

	for (int i = 0; i < rs->pieces.n; i++)
		if (n[i] > 0) {
			sb_printf(b, "%s%s:%ld", first ? "" : ",",
			    rs->pieces.ids[i], n[i]);
			first = 0;
		}
}

/* Do x's hits go to the units that fall quickest?  armour-left before
 * piece (turn-order leaves one player's units as they are); else they go
 * in the order of the pieces. */
static int
quickest(const struct combat_decl *x)
{
	for (int i = 0; i < x->nhit_by; i++)
		if (x->hit_by[i] != COMBAT_HIT_TURN)
			return x->hit_by[i] == COMBAT_HIT_ARMOUR;
	return x->nhit_by == 0;
}

static void
report(struct ctx *c, const struct ruleset *rs, const struct combat_decl *x,
    const struct dpool_odds_in *in, const struct dpool_odds_out *o)
{
	struct strbuf a, d;

	sb_init(&a);
	sb_init(&d);
	side_text(rs, in->att, &a);
	side_text(rs, in->def, &d);
	if (c->json) {
		struct json *j = json_obj(), *steps = json_arr();
		json_set(j, "attacker", json_str(sb_str(&a)));
		json_set(j, "defender", json_str(sb_str(&d)));
		for (int s = 0; s < in->nsteps; s++) {
			struct json *st = json_obj();
			json_set(st, "step", json_str(*VEC_AT(x->steps, char *,
			    s)));
			json_set(st, "attacker", dist_json(&o->step[s][0]));
			json_set(st, "defender", dist_json(&o->step[s][1]));
			json_set(st, "over", json_num(o->step[s][0].rem));
			json_push(steps, st);
		}
		json_set(j, "round1", steps);
		json_set(j, "rounds", json_int(in->rounds));
		json_set(j, "retreat", json_int(in->retreat));
		json_set(j, "pool", json_int(in->pool));
		json_set(j, "hold", json_num(o->hold));
		json_set(j, "lose", json_num(o->lose));
		json_set(j, "retreated", json_num(o->retreat));
		json_set(j, "going", json_num(o->going));
		json_set(j, "remainder", json_num(o->rem));
		out_json(c, j);
		json_free(j);
	} else {
		out_printf(c, "%s against %s, standard %s\n", sb_str(&a),
		    sb_str(&d), rs_word(rs, W_UNIT_CARD, 2));
		for (int s = 0; s < in->nsteps; s++) {
			out_printf(c, "round 1, %s step%s:\n", *VEC_AT(
			    x->steps, char *, s), s > 0 ?
			    " (with the units left after the steps before)" :
			    "");
			dist_print(c, "attacker", &o->step[s][0]);
			dist_print(c, "defender", &o->step[s][1]);
			if (o->step[s][0].rem >= 5e-7)
				out_printf(c, "  the combat is over before this "
				    "step: %.4f%%\n", 100 * o->step[s][0].rem);
		}
		out_printf(c, "within %d round%s: the attacker holds %.4f%%, the "
		    "defence holds (or nobody is left) %.4f%%, the attacker "
		    "retreats %.4f%%, still fighting %.4f%%\n", in->rounds,
		    in->rounds == 1 ? "" : "s", 100 * o->hold, 100 * o->lose,
		    100 * o->retreat, 100 * o->going);
		out_printf(c, "policy: hits go to the units %s; "
		    "nobody holds units back; the attacker retreats after a "
		    "round with %ld moving unit%s or fewer, the defender never\n",
		    quickest(x) ? "that fall quickest" : "in the order of the "
		    "pieces (the combat's hit-order)", in->retreat,
		    in->retreat == 1 ? "" : "s");
		if (o->rem > 1e-15)
			out_printf(c, "not accounted for (explosions cut off): "
			    "%.3g\n", o->rem);
	}
	sb_release(&a);
	sb_release(&d);
}

/* The steps each kind used fires in on each side, from the combat's
 * fires (engine_pool_fires.c), whose players who names (-1: nobody's). */
static int
fire_map(struct ctx *c, const struct session *s, const struct combat_decl *x,
    const long *att, const long *def, const int who[2], unsigned char *fire)
{
	return eng_pool_fires(s->rs, s->st, who, att, def, x->steps.n, fire,
	    &c->d);
}

/* The players the sides are named for (attacker P, defender P), or
 * -1. */
static int
side_players(struct ctx *c, const struct state *st, int argc, char **argv,
    int who[2])
{
	who[0] = who[1] = -1;
	for (int i = 4; i + 1 < argc; i += 2) {
		int s = strcmp(argv[i], "attacker") == 0 ? 0 :
		    strcmp(argv[i], "defender") == 0 ? 1 : -1;
		if (s >= 0 && (who[s] = state_player(st, argv[i + 1])) < 0) {
			struct strbuf b;
			sb_init(&b);
			for (int p = 0; p < st->nplayers; p++)
				sb_printf(&b, "%s%s", p ? ", " : "",
				    st->players[p].name);
			diag_set(&c->d, ST_USAGE, "odds: '%s' is not a player "
			    "of this game: name one of %s", argv[i + 1],
			    sb_str(&b));
			sb_release(&b);
			return ST_USAGE;
		}
	}
	return ST_OK;
}

/* odds ATT vs DEF [rounds N] [retreat N] [pool N] [attacker P]
 * [defender P] */
int
odds_combat(struct ctx *c, int argc, char **argv)
{
	struct session s;
	struct dpool_odds_in in = { 0 };
	struct dpool_odds_out out;
	struct dpool_kind k[DPOOL_KINDS];
	unsigned char fire[2 * DPOOL_KINDS];
	struct dist hits[DPOOL_KINDS], esc = { 0, 0, NULL, 0 };
	long att[DPOOL_KINDS] = { 0 }, def[DPOOL_KINDS] = { 0 };
	long rounds = 3, retreat = 1, pool = 0;
	const struct ruleset *rs;
	const struct combat_decl *x;
	int r, vs = -1, who[2];

	memset(hits, 0, sizeof hits);
	if ((r = session_begin(c, &s, 0)))
		return r;
	if (!s.rs->mech.dicepool.present && s.rs->combats.n > 0) {
		/* a combat of counted units the ruleset declares */
		r = odds_declared(c, s.rs, argc, argv);
		session_end(c, &s, 0);
		return r;
	}
	session_end(c, &s, 0);
	for (int i = 1; i < argc; i++)
		if (strcmp(argv[i], "vs") == 0)
			vs = i;
	if (vs != 2 || argc < 4 || (argc - 4) % 2 != 0)
		return diag_set(&c->d, ST_USAGE, "usage: odds PIECE:N[,...] vs "
		    "PIECE:N[,...] [rounds N] [retreat N] [pool N] [attacker "
		    "PLAYER] [defender PLAYER]");
	for (int i = 4; i + 1 < argc; i += 2) {
		long *v = strcmp(argv[i], "rounds") == 0 ? &rounds :
		    strcmp(argv[i], "retreat") == 0 ? &retreat :
		    strcmp(argv[i], "pool") == 0 ? &pool : NULL;
		char *end;
		if (v == NULL && (strcmp(argv[i], "attacker") == 0 ||
		    strcmp(argv[i], "defender") == 0))
			continue;	/* a player: side_players */
		if (v == NULL)
			return diag_set(&c->d, ST_USAGE, "odds: '%s' is not one "
			    "of rounds, retreat, pool, attacker, defender",
			    argv[i]);
		*v = strtol(argv[i + 1], &end, 10);
		if (*end != '\0' || *v < 0 || *v > 100 || (v == &rounds &&
		    *v < 1))
			return diag_set(&c->d, ST_USAGE, "odds: %s takes a whole "
			    "number from %d to 100, not '%s'", argv[i],
			    v == &rounds, argv[i + 1]);
	}
	if ((r = session_begin(c, &s, 0)))
		return r;
	rs = s.rs;
	if (!rs->mech.dicepool.present || rs->mech.dicepool.combat.i < 0 ||
	    rs->pieces.n > DPOOL_KINDS) {
		r = rs->combats.n == 0 ? diag_set(&c->d, ST_USAGE, "%s "
		    "declares no combat (combats) to give the odds of; 'odds "
		    "EXPR' gives the odds of dice", rs->id) : diag_set(&c->d,
		    ST_USAGE, "%s has no dice-pool combat to give the odds of",
		    rs->id);
		session_end(c, &s, 0);
		return r;
	}
	/* the pool combat the mechanism fights */
	x = VEC_AT(rs->combats, struct combat_decl, rs->mech.dicepool.combat.i);
	if ((r = side(c, rs, argv[1], att)) || (r = side(c, rs, argv[3], def)) ||
	    (r = kinds(c, rs, s.st, x, att, def, k, hits)) ||
	    (r = side_players(c, s.st, argc, argv, who)) ||
	    (r = fire_map(c, &s, x, att, def, who, fire)))
		goto out;
	if (x->escalation.i >= 0 && (r = dist_text(c, rs,
	    rs->dice.ids[x->escalation.i], &esc)))
		goto out;
	in = (struct dpool_odds_in){ k, rs->pieces.n, x->steps.n, att, def,
	    esc.p ? &esc : NULL, x->escalate_to == ESCALATE_ALL, pool,
	    (int)rounds, retreat, x->nhit_by > 0 ? x->hit_by : NULL,
	    x->nhit_by, fire };
	if ((r = dpool_odds(&in, &out, &c->d)) == ST_OK) {
		report(c, rs, x, &in, &out);
		dpool_odds_release(&out);
	}
out:
	for (int i = 0; i < DPOOL_KINDS; i++)
		dist_free(&hits[i]);
	dist_free(&esc);
	session_end(c, &s, 0);
	return r;
}
