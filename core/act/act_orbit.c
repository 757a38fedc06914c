/* act_orbit.c: the squads in a numbered zone's orbit as its battles
 * see them: the strikers a party has there, the parties with strikers
 * there, and a beaten squad's retreat home (how: mechanisms.flight; the
 * home: board_home.h) or a beaten neutral guard's leaving.  The values
 * of the orbits and the effects take-hits and flee-home (core/engine)
 * share them. */
#include "core/act/act_zones.h"

#include <string.h>

#include "core/board/board_home.h"

long
orbit_strikers(struct zones *w, int party, int zone)
{
	struct squad *f = zones_squad(w, party, zone, 0);

	return f != NULL ? f->strikers : 0;
}

int
orbit_parties(const struct state *st, int zone, int *v, int *unknown)
{
	struct zones *w = st->zones;
	int n = 0, np = st->nplayers;

	*unknown = st->board->owner[zone] == NEUTRAL &&
	    w->w[zone].guard_unknown;
	if (orbit_strikers(w, NEUTRAL, zone) > 0 || *unknown)
		v[n++] = NEUTRAL;
	for (int p = 0; p < np; p++)
		if (orbit_strikers(w, p, zone) > 0)
			v[n++] = p;
	return n;
}

long
orbit_take_hits(struct act *a, const int *party, int n, long hits, int zone)
{
	struct zones *w = a->st->zones;
	long lost = 0;

	for (int i = 0; i < n && hits > 0; i++) {
		struct squad *f = zones_squad(w, party[i], zone, 0);
		long loss;
		if (f == NULL)
			continue;
		loss = hits < f->strikers ? hits : f->strikers;
		if (loss == 0)
			continue;
		act_line(a, "%s loses %ld %s: %ld -> %ld",
		    party_name(a, party[i]), loss,
		    game_word(a, W_STRIKER, loss),
		    f->strikers, f->strikers - loss);
		f->strikers -= loss;
		if (f->rest_strikers > f->strikers)
			f->rest_strikers = f->strikers;
		hits -= loss;
		lost += loss;
	}
	return lost;
}

void
guard_flee(struct act *a, int zone)
{
	struct squad *g = zones_squad(a->st->zones, NEUTRAL, zone, 0);

	if (g != NULL && g->strikers > 0)
		act_line(a, "the neutral guard of %s (%ld %s) flees and "
		    "leaves the game", wname(a, zone), g->strikers,
		    game_word(a, W_STRIKER, g->strikers));
	if (g != NULL)
		g->strikers = 0;
}

int
squad_retreat(struct act *a, int p, int from)
{
	struct zones *w = a->st->zones;
	struct squad *f = zones_squad(w, p, from, 0), *g, cargo = { 0 };
	int h = board_home(a->st->board, p), d;
	long nf, nt;
	struct strbuf b;

	if (f == NULL || (f->strikers == 0 && f->carriers == 0))
		return ST_OK;
	if (h < 0 || h == from) {
		if (h < 0)
			act_line(a, "%s's {squad} stays in the orbit of %s: "
			    "there is no home {zone} to flee to", pname(a, p),
			    wname(a, from));
		else
			act_line(a, "%s's {squad} stays in the orbit of %s: it "
			    "is the home {zone}", pname(a, p), wname(a, from));
		return ST_OK;
	}
	nf = f->strikers;
	nt = f->carriers;
	f->strikers = f->carriers = 0;
	memcpy(cargo.cargo, f->cargo, sizeof cargo.cargo);
	memset(f->cargo, 0, sizeof f->cargo);
	d = a->rs->mech.flight.retreat == RETREAT_INSTANT ? 0 :
	    rs_distance(a->rs, from, h);
	if (d < 0)
		d = 0;
	g = zones_squad_add(w, p, h, d, nf, nt);
	if (g == NULL)
		return diag_set(a->d, ST_ENV, "out of memory");
	squad_cargo_join(g, &cargo);
	sb_init(&b);
	squad_say(a, &b, nf, nt);
	if (d == 0) {
		g->rest_strikers += nf;
		g->rest_carriers += nt;
		act_line(a, "%s's {squad} (%s) flees to the orbit of %s, "
		    "the home {zone}", pname(a, p), sb_str(&b), wname(a, h));
	} else {
		act_line(a, "%s's {squad} (%s) flees home to %s: "
		    "distance %d, on space %d", pname(a, p), sb_str(&b),
		    wname(a, h), d, d);
	}
	sb_release(&b);
	zones_squads_tidy(w);
	return ST_OK;
}
