/* engine_combat_step.c: the effects fire-step and assign-hits, a step of
 * the dice-pool combat on a map of territories (core/act/act_fire.c keeps
 * what a step throws and its end, core/act/act_hits.c the hits).
 *
 * fire-step: refused when no
 * combat is on, when the round's steps are over, or when the step's dice
 * are thrown already; units put into the combat since join it; the
 * escalation pool is thrown when a round's first step begins; each player
 * in the combat, in turn order, throws the dice of his units that fire in
 * this step (the escalation pool's hits added), and the hits whose order
 * cannot matter are assigned at once: the step ends when none are left,
 * or the player who assigns next is asked.
 *
 * assign-hits: refused when no hits are to assign, for a player with
 * none, and, with more than two players in the combat, for one whose
 * turn to assign it is not; the player's hits go to the units a word of
 * kind targets names, in order, read now (a player named as the owner, a
 * kind of piece, refused as the program's command refused them, unit by
 * unit), or when that word is left out to the units that fall quickest;
 * then the step ends once no hits are left. */
#include "core/engine/engine_int.h"
#include "core/act/act_terr.h"

#include <stdlib.h>
#include <string.h>

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

/* The hits whose order cannot matter, then the step's end once none are
 * left. */
static int
assign_rest(struct act *a)
{
	int st, done;

	if ((st = fight_auto_assign(a, &done)) || !done)
		return st;
	return fight_end_step(a);
}

/* One unit of the list p's hits go to, w (cut at its ':'): PIECE, or
 * OWNER:PIECE when more than one other player is in the combat. */
static int
target(struct act *a, int p, char *w, int *o, int *k)
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
			if (q != p && FIGHT(a)->in[q]) {
				if (*o >= 0)
					return usage(a, "more than one player "
					    "is in the combat: name each unit "
					    "with its owner, like %s:%s",
					    pname(a, q), w);
				*o = q;
			}
	}
	if ((st = arg_piece_kind(a, w, k)))
		return st;
	if (*o == p)
		return usage(a, "%s's hits go to other players' units",
		    pname(a, p));
	return ST_OK;
}

/* p's hits to the units of list (UNIT,UNIT,...) in their order, the list
 * as the log keeps it into c; each unit named is one still in the combat
 * (left: each player's units of each kind not named yet). */
static int
hit_list(struct act *a, int p, const char *list, long *left,
    struct strbuf *c)
{
	struct fight_state *f = FIGHT(a);
	char *copy = strdup(list), *save = NULL, *w;
	int st = ST_OK;

	if (copy == NULL)
		return diag_set(a->d, ST_ENV, "out of memory");
	for (w = strtok_r(copy, ",", &save); w != NULL && st == ST_OK;
	    w = strtok_r(NULL, ",", &save)) {
		int o, k;
		if ((st = target(a, p, w, &o, &k)))
			break;
		sb_printf(c, "%s%s:%s", c->len ? "," : "", pname(a, o),
		    a->rs->pieces.ids[k]);
		if (!f->in[o] || left[o * NPIECES(a) + k] == 0) {
			st = refuse(a, "%s has no more %s in the combat to name",
			    pname(a, o), piece_name(a, k, 2));
			break;
		}
		left[o * NPIECES(a) + k]--;
		if (f->hits[p] > 0)
			st = fight_damage(a, p, o, k, &f->hits[p]);
	}
	free(copy);
	return st;
}

int
eng_assign_hits(struct act *a, const struct eff_assign_hits *x,
    const struct eng_eval *ev)
{
	struct fight_state *f;
	struct strbuf c;
	long *left;
	int p, t, want, st;

	if (a->st->terr == NULL || rs_pool_combat(a->rs) == NULL ||
	    x->w_player < 0 || x->w_targets < 0)
		return diag_set(a->d, ST_DATA, "%s: assign-hits needs a map "
		    "of territories with a dice-pool combat", a->rs->id);
	f = FIGHT(a);
	p = (int)ev->args[x->w_player];
	t = (int)ev->args[x->w_targets];
	if (p < 0 || p >= a->st->nplayers || t < 0 || t >= a->argc)
		return diag_set(a->d, ST_DATA, "%s: assign-hits needs a player "
		    "of the game and a word of kind targets", a->rs->id);
	if (f->tile < 0 || !f->rolled)
		return refuse(a, "there are no hits to assign: %s",
		    f->tile < 0 ? "no combat is on" : "'fire' throws the "
		    "dice first");
	if (f->hits[p] == 0)
		return refuse(a, "%s has no hits to assign", pname(a, p));
	want = fight_next_assigner(a);
	if (fight_left_in(a) > 2 && want != p)
		return refuse(a, "with more than two players hits are assigned "
		    "in turn order: %s first", pname(a, want));
	report_line(a->rep, "%s assigns %ld hit%s:", pname(a, p), f->hits[p],
	    f->hits[p] == 1 ? "" : "s");
	if (t == 0)	/* left out: the units that fall quickest */
		return (st = fight_assign_default(a, p)) ? st :
		    assign_rest(a);
	if ((left = calloc((size_t)(a->st->nplayers * NPIECES(a)),
	    sizeof *left)) == NULL)
		return diag_set(a->d, ST_ENV, "out of memory");
	for (int o = 0; o < a->st->nplayers; o++)
		for (int k = 0; k < NPIECES(a); k++)
			left[o * NPIECES(a) + k] = UNITS(a, f->tile, o)[k];
	sb_init(&c);
	if ((st = hit_list(a, p, a->argv[t], left, &c)) == ST_OK)
		canon(a, sb_str(&c));
	sb_release(&c);
	free(left);
	if (st != ST_OK)
		return st;
	if (f->hits[p] > 0) {
		for (int o = 0; o < a->st->nplayers; o++)
			if (o != p && f->in[o] && terr_count(a, f->tile, o) > 0)
				return refuse(a, "%ld hit%s left to assign: name "
				    "more units (%s still has some in the "
				    "combat)", f->hits[p], f->hits[p] == 1 ?
				    "" : "s", pname(a, o));
		f->hits[p] = 0;
	}
	return assign_rest(a);
}
