/* engine_pool_fires.c: which kinds of piece fire in which step of the
 * dice-pool combat, for its odds, from the same fires the table throws
 * by (throw-pools, engine_throw_pools.c), so that the odds and the combat
 * played never disagree.
 *
 * The odds follow a chain of steps over the units left; they take fires
 * as a table of (side, kind, step), evaluated once.  That is exact only
 * when fires reads nothing the combat can change: the kind, the player
 * (who, and what his faction has), the step (fight(step), fight(on)) and
 * fires_in() (a kind's step; nobody holds units back in the odds).  Which
 * names an expression reads is known from its compiled form, as the
 * ruleset check knows it; one that reads anything else (the round, the
 * units left, a resource...) is refused with its text, never answered
 * wrongly. */
#include "core/engine/engine.h"
#include "core/expr/expr.h"
#include "core/act/act.h"
#include "core/rules/names.h"
#include "core/engine/engine_eval.h"

#include <stdio.h>
#include <string.h>

#include "core/rules/ruleset.h"
#include "core/state/state.h"

/* The throw-pools found: the first's fires (act its action) and, when
 * another says otherwise, that one's (other, in other_act). */
struct found {
	const struct sexpr *f, *other;
	int act, other_act;
};

static void
find_in(const struct vec *effects, int act, struct found *w)
{
	for (int i = 0; i < effects->n && w->other == NULL; i++) {
		const struct effect_def *e = VEC_AT(*effects,
		    struct effect_def, i);
		if (EK_IS(e, throw_pools) && w->f == NULL) {
			w->f = &e->throw_pools.fires;
			w->act = act;
		} else if (EK_IS(e, throw_pools) && strcmp(w->f->text,
		    e->throw_pools.fires.text) != 0) {
			w->other = &e->throw_pools.fires;
			w->other_act = act;
		}
		if (EK_IS(e, each))
			find_in(&e->each, act, w);
		if (EK_IS(e, each_in_turn))
			find_in(&e->each_in_turn, act, w);
		if (EK_IS(e, each_group))
			find_in(&e->each_group, act, w);
		if (EK_IS(e, each_region))
			find_in(&e->each_region, act, w);
		if (EK_IS(e, each_squad_in_flight))
			find_in(&e->each_squad_in_flight, act, w);
		if (EK_IS(e, each_site))
			find_in(&e->each_site, act, w);
		if (EK_IS(e, cond)) {
			find_in(&e->cond.then, act, w);
			find_in(&e->cond.otherwise, act, w);
		}
		for (int r = 0; EK_IS(e, roll) && r < e->roll.table.n; r++)
			find_in(&VEC_AT(e->roll.table, struct roll_row,
			    r)->effects, act, w);
	}
}

/* The one fires of the ruleset's throw-pools (*act its action), or NULL
 * with d set. */
static const struct sexpr *
the_fires(const struct ruleset *rs, int *act, struct diag *d)
{
	struct found w = { NULL, NULL, -1, -1 };
	int st;

	for (int i = 0; i < rs->actions.n && w.other == NULL; i++) {
		const struct action_def *a = VEC_AT(rs->actions,
		    struct action_def, i);
		if ((st = eng_action_ready(rs, i, d)))
			return NULL;
		find_in(&a->effects, i, &w);
		find_in(&a->after_groups, i, &w);
	}
	if (w.other != NULL) {
		diag_set(d, ST_USAGE, "odds: the pools are thrown by different "
		    "fires ('%s' in the action '%s', '%s' in '%s'), and the "
		    "odds follow one: give them the same", w.f->text,
		    rs->actions.ids[w.act], w.other->text,
		    rs->actions.ids[w.other_act]);
		return NULL;
	}
	if (w.f == NULL)
		diag_set(d, ST_USAGE, "odds: no action of %s throws the pools "
		    "of its dice-pool combat (throw-pools), so no unit ever "
		    "fires: declare the action that throws them", rs->id);
	*act = w.act;
	return w.f;
}

/* What a name of fires reads that the combat can change (bad, or NULL),
 * and whether fires reads the player where it matters (who: not as
 * fires_in's player, who only holds units back, which the odds never
 * do). */
struct reads {
	const char *bad;
	char buf[64];
	int who;
};

static void
reads_sym(void *ctx, const struct expr_sym *s, const struct expr_sym *in,
    int arg)
{
	struct reads *r = ctx;

	if ((s->code == N_WHO || s->code == N_ME) && !(in != NULL &&
	    in->code == N_FIRES_IN && arg == 1))
		r->who = 1;
	if (r->bad != NULL)
		return;
	switch (s->code) {
	case N_WHO:
		return;
	case N_POOL_KIND:
	case N_NOBODY:
	case N_CONST:
	case N_FIRES_IN:
	case N_ABILITY:
		return;
	case N_FIGHT:
		if (s->a == FK_STEP || s->a == FK_ON)
			return;
		snprintf(r->buf, sizeof r->buf, "fight(%s)",
		    eng_fight_keys[s->a]);
		break;
	case N_FIGHT_PLAYER:
		snprintf(r->buf, sizeof r->buf, "fight_player()");
		break;
	case N_ROUND:
		snprintf(r->buf, sizeof r->buf, "round");
		break;
	case N_ME:
		snprintf(r->buf, sizeof r->buf, "me");
		break;
	case N_RES:
	case N_RES_OF:
		snprintf(r->buf, sizeof r->buf, "a resource");
		break;
	default:
		snprintf(r->buf, sizeof r->buf, "a value of the game");
		break;
	}
	r->bad = r->buf;
}

/* fires for kind k and player p in step t: *on 0 or 1. */
static int
fires_at(const struct ruleset *rs, const struct state *st,
    const struct sexpr *f, int k, int p, int t, int *on, struct diag *d)
{
	struct eng_eval ev;
	long v;
	int r;

	memset(&ev, 0, sizeof ev);
	ev.rs = rs;
	ev.st = st;
	ev.me = -1;
	ev.here = -1;
	ev.group = -1;
	ev.who = p;
	ev.pool_kind = k + 1;
	ev.odds_step = t;
	if ((r = eng_eval(f, &ev, &v, d)))
		return r;
	*on = v != 0;
	return ST_OK;
}

/* The fires the odds follow (*act its action, rd what it reads), or
 * NULL with d set when they cannot. */
static const struct sexpr *
followed(const struct ruleset *rs, struct reads *rd, int *act,
    struct diag *d)
{
	const struct sexpr *f;

	if ((f = the_fires(rs, act, d)) == NULL)
		return NULL;
	if (f->e == NULL && f->later != 0 && eng_expr_ready(rs, f, d))
		return NULL;
	if (f->e != NULL)
		expr_each_sym_in(f->e, reads_sym, rd);
	if (rd->bad == NULL)
		return f;
	diag_set(d, ST_USAGE, "odds: the combat's fires ('%s', of the action "
	    "'%s') reads %s, which can change as the combat goes on; the odds "
	    "follow a fires that reads only the kind, the player and the step "
	    "(kind, who, fight(step), fight(on), fires_in(), ability()), and "
	    "give none for this one", f->text, rs->actions.ids[*act],
	    rd->bad);
	return NULL;
}

int
eng_pool_fires_followed(const struct ruleset *rs, struct diag *d)
{
	struct reads rd = { NULL, "", 0 };
	int act = -1;

	if (!rs->mech.dicepool.present || rs_pool_combat(rs) == NULL)
		return ST_OK;
	return followed(rs, &rd, &act, d) == NULL ? d->code : ST_OK;
}

int
eng_pool_fires(const struct ruleset *rs, const struct state *st,
    const int who[2], const long *att, const long *def, int nsteps,
    unsigned char *fire, struct diag *d)
{
	const struct sexpr *f;
	struct reads rd = { NULL, "", 0 };
	int act = -1, r;

	memset(fire, 0, 2 * (size_t)rs->pieces.n);
	if ((f = followed(rs, &rd, &act, d)) == NULL)
		return d->code;
	for (int s = 0; s < 2; s++)
		for (int k = 0; k < rs->pieces.n; k++)
			for (int t = 1; (s ? def : att)[k] > 0 && t <= nsteps;
			    t++) {
				/* a side nobody's: every player alike
				 * (one is enough when fires reads none) */
				int p0 = who[s] >= 0 ? who[s] : 0;
				int p1 = who[s] >= 0 || !rd.who ? p0 :
				    st->nplayers - 1;
				int first = -1, on;
				for (int p = p0; p <= p1; p++) {
					if ((r = fires_at(rs, st, f, k, p, t, &on,
					    d)))
						return r;
					if (first >= 0 && on != first)
						return diag_set(d, ST_USAGE,
						    "odds: the combat's fires "
						    "('%s') has %s fire in the "
						    "%s step for some players "
						    "and not for others: name "
						    "the %s's player ('%s "
						    "PLAYER')", f->text,
						    rs->pieces.ids[k],
						    *VEC_AT(rs_pool_combat(rs)->
						    steps, char *, t - 1),
						    s ? "defender" : "attacker",
						    s ? "defender" : "attacker");
					first = on;
				}
				if (first > 0)
					fire[s * rs->pieces.n + k] |=
					    (unsigned char)(1u << (t - 1));
			}
	return ST_OK;
}
