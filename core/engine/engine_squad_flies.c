/* engine_squad_flies.c: the effect squad-flies, some of a party's squad
 * in the orbit of a numbered zone (strikers, carriers, each by an
 * expression, and the goods a word of kind cargo names) flying along the
 * distance table (board.distances) to another zone: onto the space of
 * its distance bound for it, or, at distance 0, straight into its orbit,
 * where it rests (flies no more this round).  Refused where the squad
 * has not that many free to fly, or carries not those goods, or where
 * the carriers that fly, or those that stay, would not hold the goods
 * (eng_free_to_fly, eng_cargo_send_check); nothing is said: the line is
 * the ruleset's (distance() gives the space). */
#include "core/act/act.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_zones.h"

#include "core/act/act_zones.h"
#include "core/state/state.h"
#include "core/state/zones.h"

int
eng_cargo_send_check(struct act *a, const char *verb, const struct squad *f,
    long n, const long take[CARGO_MAX])
{
	long sent = 0, hold, left;
	int st;

	for (int k = 0; k < CARGO_MAX; k++) {
		if (take[k] > (f != NULL ? f->cargo[k] : 0))
			return refuse(a, "the {squad} in the orbit of %s carries "
			    "%ld %s, not %ld", f != NULL ? wname(a, f->zone) :
			    game_word(a, W_ZONE, 1), f != NULL ? f->cargo[k] : 0,
			    cargo_name(a, k), take[k]);
		sent += take[k];
	}
	if (f == NULL || squad_cargo(f) == 0)
		return ST_OK;
	if ((st = cargo_room(a, n, &hold)))
		return st;
	if (sent > hold)
		return refuse(a, "%ld %s hold%s at most %ld cargo, "
		    "not %ld", n, game_word(a, W_CARRIER, n), n == 1 ? "s" : "", hold,
		    sent);
	if ((st = cargo_room(a, f->carriers - n, &left)))
		return st;
	if (squad_cargo(f) - sent > left)
		return refuse(a, "the {carriers} left in the orbit of %s "
		    "would hold at most %ld of the %ld cargo that stays: send "
		    "it along ('%s FROM TO {STRIKERS} {CARRIERS} N GOODS') or "
		    "unload it", wname(a, f->zone), left, squad_cargo(f) -
		    sent, verb);
	return ST_OK;
}

int
eng_free_to_fly(struct act *a, const struct squad *f, int p, int from,
    long nf, long nt)
{
	if (f != NULL && f->strikers - f->rest_strikers >= nf &&
	    f->carriers - f->rest_carriers >= nt)
		return ST_OK;
	return refuse(a, "%s has %ld %s and %ld %s free to fly in the orbit "
	    "of %s%s", pname(a, p), f ? f->strikers - f->rest_strikers : 0,
	    game_word(a, W_STRIKER, f ? f->strikers - f->rest_strikers : 0),
	    f ? f->carriers - f->rest_carriers : 0, game_word(a, W_CARRIER,
	    f ? f->carriers - f->rest_carriers : 0), wname(a, from), f &&
	    (f->rest_strikers || f->rest_carriers) ? " (those that arrived "
	    "this round fly no more)" : "");
}

int
eng_squad_flies(struct act *a, const struct eff_squad_flies *x,
    const struct eng_eval *ev)
{
	struct zones *w = a->st->zones;
	struct squad *f;
	long from, to, p = ev->me, ns = 0, nc = 0, d, take[CARGO_MAX];
	int st;

	if ((st = eng_eval(&x->from, ev, &from, a->d)) ||
	    (st = eng_eval(&x->to, ev, &to, a->d)) || (x->party.text !=
	    NULL && (st = eng_eval(&x->party, ev, &p, a->d))) ||
	    (x->strikers.text != NULL && (st = eng_eval(&x->strikers, ev,
	    &ns, a->d))) || (x->carriers.text != NULL && (st =
	    eng_eval(&x->carriers, ev, &nc, a->d))))
		return st;
	if (w == NULL || from < 0 || from >= w->n || to < 0 || to >= w->n ||
	    from == to)
		return diag_set(a->d, ST_DATA, "%s: squad-flies: from %ld to "
		    "%ld is no flight between two numbered zones", a->rs->id,
		    from, to);
	if (p != NEUTRAL && (p < 0 || p >= a->st->nplayers))
		return diag_set(a->d, ST_DATA, "%s: squad-flies: %ld is no "
		    "party, whose squad flies", a->rs->id, p);
	if ((st = rs_need_vec(a->rs, &a->rs->board.distances.rows,
	    "board.distances.rows", a->d)))
		return st;
	if ((d = rs_distance(a->rs, (int)from, (int)to)) < 0)
		return diag_set(a->d, ST_DATA, "%s: squad-flies needs the "
		    "distance table (board.distances)", a->rs->id);
	if (ns < 0 || nc < 0)
		return diag_set(a->d, ST_DATA, "%s: squad-flies sends %ld "
		    "strikers and %ld carriers (below 0): the ruleset's error",
		    a->rs->id, ns, nc);
	for (int k = 0; k < CARGO_MAX; k++)
		take[k] = x->w_goods >= 0 ? ev->goods[k] : 0;
	f = zones_squad(w, (int)p, (int)from, 0);
	if ((st = eng_free_to_fly(a, f, (int)p, (int)from, ns, nc)) ||
	    (st = eng_cargo_send_check(a, ev->act != NULL ?
	    a->rs->actions.ids[ev->act - VEC_AT(a->rs->actions, struct
	    action_def, 0)] : "send", f, nc, take)))
		return st;
	if (f == NULL)
		return ST_OK;
	f->strikers -= ns;
	f->carriers -= nc;
	for (int k = 0; k < CARGO_MAX; k++)
		f->cargo[k] -= take[k];
	if ((f = zones_squad_add(w, (int)p, (int)to, (int)d, ns, nc)) == NULL)
		return diag_set(a->d, ST_ENV, "out of memory");
	for (int k = 0; k < CARGO_MAX; k++)
		f->cargo[k] += take[k];
	if (d == 0) {
		f->rest_strikers += ns;
		f->rest_carriers += nc;
	}
	zones_squads_tidy(w);
	return ST_OK;
}
