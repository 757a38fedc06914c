/* game_flight.c: the order players choose places in (by a chain of
 * criteria) and squads flying along the distance track (sent by the
 * effect send-squad, core/engine/engine_send.c; a beaten squad's retreat
 * home: core/act/act_orbit.c). */
#include "core/mech/zones_int.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/rank.h"

/* --- the chosen order ------------------------------------------------------- */

/* What a criterion measures, in the game's words. */
static const char *
measure_word(const struct act *a, int by)
{
	static char home[80];
	static const enum rs_word word[M__N] = {
		[M_FOLK] = W_FOLK, [M_ZONES] = W_ZONE, [M_STRIKERS] = W_STRIKER,
		[M_CARRIERS] = W_CARRIER, [M_PRODUCERS] = W_PRODUCER,
		[M_SHELTERS] = W_SHELTER
	};

	if (by == M_STOCKPILE)
		return "stockpile";
	if (by == M_HOME) {
		snprintf(home, sizeof home, "home %s number",
		    game_word(a, W_ZONE, 1));
		return home;
	}
	return game_word(a, word[by], by == M_FOLK ? 1 : 2);
}

/* A player's value for one criterion (LONG_MAX: a home he lacks). */
static int
measure(struct act *a, int p, int by, long *out)
{
	const struct zones *w = a->st->zones;
	const struct colonies_def *c = &a->rs->mech.colonies;
	long v = 0;
	int unknown;

	switch (by) {
	case M_FOLK:
		v = player_folk(a, p, &unknown);
		if (unknown >= 0)
			return need_folk(a, unknown);
		break;
	case M_STOCKPILE:
		for (int r = 0; r < c->store.n; r++)
			v += a->st->players[p].res[VEC_AT(c->store,
			    struct sref, r)->i];
		break;
	case M_ZONES:
		v = board_owned(a->st->board, p);
		break;
	case M_STRIKERS:
		v = player_pieces(a, p, PIECE_STRIKERS);
		break;
	case M_CARRIERS:
		v = player_pieces(a, p, PIECE_CARRIERS);
		break;
	case M_PRODUCERS:
	case M_SHELTERS:
		for (int i = 0; i < w->n; i++)
			if (zone_owner(a, i) == p)
				v += by == M_SHELTERS ? w->w[i].shelters :
				    zones_producers_at(w, i);
		break;
	case M_HOME:
		v = board_home(a->st->board, p) >= 0 ?
		    board_home(a->st->board, p) + 1 : LONG_MAX;
		break;
	}
	*out = v;
	return ST_OK;
}

static void
say_pair(struct act *a, int p, int q, int c, const long *vp,
    const long *vq)
{
	const struct criterion_def *cr = VEC_AT(a->rs->mech.chosen_order.chain,
	    struct criterion_def, c);
	char x[32], y[32];

	if (c == RANK_TIED) {
		act_line(a, "%s before %s: equal on every criterion, "
		    "so in seat order", pname(a, p), pname(a, q));
		return;
	}
	snprintf(x, sizeof x, "%ld", vp[c]);
	snprintf(y, sizeof y, "%ld", vq[c]);
	act_line(a, "%s before %s: decided by %s (criterion %d, %s "
	    "first): %s against %s", pname(a, p), pname(a, q),
	    measure_word(a, cr->by), c + 1, cr->first == FIRST_LOWEST ?
	    "lowest" : "highest", vp[c] == LONG_MAX ? "none" : x,
	    vq[c] == LONG_MAX ? "none" : y);
}

/* The step: rank the players; they will choose places in this order. */
int
order_rank(struct act *a)
{
	const struct vec *chain = &a->rs->mech.chosen_order.chain;
	struct zones *w = a->st->zones;
	long v[MAX_PLAYERS * M__N];
	enum rank_dir dir[M__N];
	int who[MAX_PLAYERS], order[MAX_PLAYERS], decided[MAX_PLAYERS];
	int n = 0, k = chain->n < M__N ? chain->n : M__N, st;
	struct json *list = json_arr();

	for (int p = 0; p < a->st->nplayers; p++)
		if (!a->st->players[p].out)
			who[n++] = p;
	for (int c = 0; c < k; c++) {
		const struct criterion_def *cr = VEC_AT(*chain,
		    struct criterion_def, c);
		dir[c] = cr->first == FIRST_LOWEST ? RANK_LOW : RANK_HIGH;
		for (int i = 0; i < n; i++)
			if ((st = measure(a, who[i], cr->by, &v[i * k + c]))) {
				json_free(list);
				return st;
			}
	}
	rank_order(n, k, v, dir, order, decided);
	memset(w->place, 0, sizeof w->place);
	w->nrank = n;
	for (int i = 0; i < n; i++) {
		struct json *o = json_obj();
		w->rank[i] = who[order[i]];
		json_set(o, "player", json_str(pname(a, w->rank[i])));
		if (i + 1 < n)
			json_set(o, "decided_by", decided[i] == RANK_TIED ?
			    json_null() : json_str(rs_measure_names[
			    VEC_AT(*chain, struct criterion_def,
			    decided[i])->by]));
		json_push(list, o);
	}
	json_set(a->rep->data, "choosers", list);
	for (int i = 0; i + 1 < n; i++)
		say_pair(a, w->rank[i], w->rank[i + 1], decided[i],
		    &v[order[i] * k], &v[order[i + 1] * k]);
	if (n == 1) {
		w->place[w->rank[0]] = 1;
		act_line(a, "%s alone takes place 1",
		    pname(a, w->rank[0]));
	} else if (n > 1) {
		act_line(a, "%s chooses a place first: 'choose %s "
		    "PLACE' (1 to %d)", pname(a, w->rank[0]),
		    pname(a, w->rank[0]), n);
	}
	return ST_OK;
}

int
zones_turns(struct act *a)
{
	const struct zones *w = a->st->zones;

	if (w == NULL || w->nrank == 0)
		return 0;
	for (int pl = 1; pl <= w->nrank; pl++)
		for (int p = 0; p < a->st->nplayers; p++)
			if (w->place[p] == pl && !a->st->players[p].out)
				a->st->turns[a->st->nturns++] = p;
	return a->st->nturns > 0;
}

int
order_leave(struct act *a)
{
	int q = zones_chooser(a->st->zones);

	if (q >= 0)
		return refuse(a, "%s has not chosen a place yet: 'choose %s "
		    "PLACE'", pname(a, q), pname(a, q));
	return ST_OK;
}

/* --- flights ---------------------------------------------------------------- */

/* The step: every squad on a distance space comes one space nearer; those
 * reaching the orbit join the owner's squad there and rest this round. */
int
squads_advance(struct act *a)
{
	struct zones *w = a->st->zones;
	int n = w->nsquads, moved = 0;

	for (int i = 0; i < n; i++) {
		struct squad *f = &w->f[i], *o;
		struct strbuf b;
		if (f->away == 0)
			continue;
		moved = 1;
		sb_init(&b);
		squad_say(a, &b, f->strikers, f->carriers);
		if (squad_cargo(f) > 0) {
			sb_add(&b, "; carrying ");
			cargo_say(a, f, &b);
		}
		if (--f->away > 0) {
			act_line(a, "%s's {squad} (%s) bound for %s: "
			    "space %d", pname(a, f->owner), sb_str(&b),
			    wname(a, f->zone), f->away);
			sb_release(&b);
			continue;
		}
		act_line(a, "%s's {squad} (%s) reaches the orbit of %s",
		    pname(a, f->owner), sb_str(&b), wname(a, f->zone));
		sb_release(&b);
		f->away = 9;	/* not found as an orbit squad just yet */
		o = zones_squad(w, f->owner, f->zone, 0);
		f = &w->f[i];
		if (o != NULL) {
			o->strikers += f->strikers;
			o->carriers += f->carriers;
			o->rest_strikers += f->strikers;
			o->rest_carriers += f->carriers;
			f->strikers = f->carriers = 0;
			squad_cargo_join(o, f);
		} else {
			f->away = 0;
			f->rest_strikers = f->strikers;
			f->rest_carriers = f->carriers;
		}
	}
	zones_squads_tidy(w);
	if (!moved)
		act_line(a, "no {squad} is in flight");
	return ST_OK;
}

