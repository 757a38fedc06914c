/* engine_set_squad.c: the effect set-squad, a party's squad (a player's, or
 * the neutral guard) at a numbered zone set as it stands on the table (a
 * correction the GM logs): its strikers and carriers, and from a word of
 * kind away-cargo the distance space it is on (a number first, given when
 * an odd count of words is left) and the cargo it carries (N GOODS pairs,
 * from 0; the goods named are set, the rest kept, and what the carriers
 * no longer hold is lost). */
#include "core/engine/engine_int.h"

#include <stdio.h>
#include <string.h>

#include "core/act/act_zones.h"
#include "core/base/strbuf.h"
#include "core/state/state.h"

int
eng_squad_cargo_set(struct act *a, struct squad *f, const long *set,
    unsigned named)
{
	struct strbuf b;
	int st;

	for (int k = 0; k < CARGO_MAX; k++)
		if (named & 1u << k)
			f->cargo[k] = set[k];
	if (named != 0 && squad_cargo(f) > 0) {
		long per = a->rs->mech.cargo.per_carrier;
		if ((st = rs_need_int(a->rs, per,
		    "mechanisms.cargo.per-carrier", a->d)))
			return st;
		if (squad_cargo(f) > f->carriers * per)
			return refuse(a, "%ld %s hold at most %ld "
			    "cargo, not %ld", f->carriers,
			    game_word(a, W_CARRIER, f->carriers),
			    f->carriers * per, squad_cargo(f));
	}
	if ((st = cargo_fit(a, f)))
		return st;
	if (named == 0)
		return ST_OK;
	sb_init(&b);
	cargo_say(a, f, &b);
	act_line(a, "carrying %s", b.len ? sb_str(&b) : "nothing");
	sb_release(&b);
	return ST_OK;
}

int
eng_away_cargo_word(struct act *a, int first, long *away,
    long set[CARGO_MAX], unsigned *named)
{
	int left = a->argc - first, st;

	*away = 0;
	*named = 0;
	memset(set, 0, CARGO_MAX * sizeof *set);

	if (left % 2 != 0) {
		if ((st = arg_long(a, a->argv[first], "the space", 0, 9,
		    away)))
			return st;
		first++;
		left--;
	}
	if (*away > 0)
		canon_long(a, *away);
	if (left > 0 && !a->rs->mech.cargo.present)
		return usage(a, "%s carries no cargo", a->rs->id);
	if (left > 0 && (st = cargo_words(a, first, 0, set, named)))
		return st;
	return ST_OK;
}

int
eng_set_squad(struct act *a, const struct eff_set_squad *x,
    const struct eng_eval *ev)
{
	struct zones *w = a->st->zones;
	struct squad *f;
	int p = (int)ev->args[x->w_party], zone = (int)ev->args[x->w_at], st;
	long nf = ev->args[x->w_strikers], nt = ev->args[x->w_carriers],
	    away = ev->args[x->w_rest], bf = 0, bt = 0;

	if (w == NULL || !a->rs->mech.colonies.present || zone < 0 ||
	    zone >= w->n || (p != NEUTRAL && (p < 0 || p >= a->st->nplayers)))
		return diag_set(a->d, ST_DATA, "%s: set-squad needs numbered "
		    "zones with boards, and its words", a->rs->id);
	if (p == NEUTRAL && (away > 0 || nt > 0 ||
	    zone_owner(a, zone) != NEUTRAL))
		return refuse(a, "a neutral guard is {strikers} in the orbit of "
		    "a neutral {zone}");
	if ((f = zones_squad(w, p, zone, (int)away)) != NULL) {
		bf = f->strikers;
		bt = f->carriers;
	}
	if ((f = zones_squad_add(w, p, zone, (int)away, nf - bf,
	    nt - bt)) == NULL)
		return diag_set(a->d, ST_ENV, "out of memory");
	if (f->rest_strikers > f->strikers)
		f->rest_strikers = f->strikers;
	if (f->rest_carriers > f->carriers)
		f->rest_carriers = f->carriers;
	if (p == NEUTRAL)
		w->w[zone].guard_unknown = 0;
	act_line(a, "%s's {squad} %s %s: {strikers} %ld -> %ld, "
	    "{carriers} %ld -> %ld", party_name(a, p), away ? "bound for" :
	    "in the orbit of", wname(a, zone), bf, nf, bt, nt);
	if (away > 0)
		act_line(a, "(on distance space %ld)", away);
	if ((st = eng_squad_cargo_set(a, f, ev->goods, ev->goods_named)))
		return st;
	zones_squads_tidy(w);
	return ST_OK;
}
