/* engine_send.c: the effect send-squad: some of the actor's squad in the
 * orbit of a numbered zone (strikers, carriers and goods of its cargo)
 * sent along the distance table (board.distances) to another zone: onto
 * the space of its distance on the way there, or, at distance 0, straight
 * into the orbit, where it flies no more this round.  Squads that arrived
 * this round fly no more; the carriers left behind must hold the goods
 * that stay (mechanisms.cargo). */
#include "core/engine/engine_int.h"

#include <string.h>

#include "core/act/act_zones.h"
#include "core/base/strbuf.h"
#include "core/state/state.h"

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

/* The goods of x's word, read again (logged already), into take; none
 * when the action has no such word or it was left out. */
static int
goods_of(struct act *a, const struct eff_send *x, const struct eng_eval *ev,
    long take[CARGO_MAX])
{
	int quiet = a->rep->quiet, first, st;

	if (x->w_goods < 0 || (first = (int)ev->args[x->w_goods]) < 1)
		return ST_OK;
	if (!a->rs->mech.cargo.present || first > a->argc)
		return diag_set(a->d, ST_DATA, "%s: send-squad's goods need "
		    "squads that carry cargo, and their words", a->rs->id);
	a->rep->quiet |= REPORT_NO_CANON;
	st = cargo_words(a, first, 1, take, NULL);
	a->rep->quiet = quiet;
	return st;
}

/* The squad sent (nf strikers, nt carriers, take) said, and where. */
static void
say_sent(struct act *a, int p, int from, int to, int d,
    const struct squad *f, long nf, long nt, const long take[CARGO_MAX])
{
	struct squad sent = { 0 };
	struct strbuf b;
	int joined = f->strikers > nf || f->carriers > nt;

	sb_init(&b);
	squad_say(a, &b, nf, nt);
	memcpy(sent.cargo, take, sizeof sent.cargo);
	if (squad_cargo(&sent) > 0) {
		sb_add(&b, "; carrying ");
		cargo_say(a, &sent, &b);
	}
	if (d == 0)
		act_line(a, "%s's {squad} (%s) flies from %s straight "
		    "into the orbit of %s (distance 0); it flies no more this "
		    "round", pname(a, p), sb_str(&b), wname(a, from),
		    wname(a, to));
	else
		act_line(a, "%s's {squad} (%s) leaves %s for %s: "
		    "distance %d, on space %d%s%s%s", pname(a, p), sb_str(&b),
		    wname(a, from), wname(a, to), d, d, joined ?
		    ", joining the " : "", joined ? game_word(a, W_SQUAD, 1) :
		    "", joined ? " already there" : "");
	sb_release(&b);
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
eng_send_squad(struct act *a, const struct eff_send *x,
    const struct eng_eval *ev)
{
	struct zones *w = a->st->zones;
	struct squad *f;
	int p = ev->me, from, to, d, st;
	long nf, nt, take[CARGO_MAX] = { 0 };

	if (w == NULL || x->w_from < 0 || x->w_to < 0 || x->w_strikers < 0 ||
	    x->w_carriers < 0 || (from = (int)ev->args[x->w_from]) < 0 ||
	    from >= w->n || (to = (int)ev->args[x->w_to]) < 0 || to >= w->n)
		return diag_set(a->d, ST_DATA, "%s: send-squad needs numbered "
		    "zones and its words", a->rs->id);
	nf = ev->args[x->w_strikers];
	nt = ev->args[x->w_carriers];
	if ((st = goods_of(a, x, ev, take)))
		return st;
	if (p < 0)
		return refuse(a, "it is nobody's turn");
	if ((st = rs_need_vec(a->rs, &a->rs->board.distances.rows,
	    "board.distances.rows", a->d)))
		return st;
	if (from == to)
		return usage(a, "a {squad} flies to another {zone}");
	if (nf + nt == 0)
		return usage(a, "send at least one {striker} or {carrier}");
	f = zones_squad(w, p, from, 0);
	if ((st = eng_free_to_fly(a, f, p, from, nf, nt)))
		return st;
	/* the action taken sends (its id for the hint) */
	if ((st = eng_cargo_send_check(a, ev->act != NULL ? a->rs->actions.ids[
	    ev->act - VEC_AT(a->rs->actions, struct action_def, 0)] : "send",
	    f, nt, take)))
		return st;
	f->strikers -= nf;
	f->carriers -= nt;
	for (int k = 0; k < CARGO_MAX; k++)
		f->cargo[k] -= take[k];
	d = rs_distance(a->rs, from, to);
	f = zones_squad_add(w, p, to, d, nf, nt);
	if (f == NULL)
		return diag_set(a->d, ST_ENV, "out of memory");
	for (int k = 0; k < CARGO_MAX; k++)
		f->cargo[k] += take[k];
	if (d == 0) {
		f->rest_strikers += nf;
		f->rest_carriers += nt;
	}
	say_sent(a, p, from, to, d, f, nf, nt, take);
	json_set(a->rep->data, "distance", json_int(d));
	zones_squads_tidy(w);
	return ST_OK;
}
