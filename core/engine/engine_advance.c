/* engine_advance.c: the effect advance-squads (mechanisms.flight): every
 * squad on a space of the distance track (sent by the effect send-squad,
 * engine_send.c) comes one space nearer its zone, said squad by squad;
 * those reaching the orbit join the owner's squad there and rest this
 * round (they fly no more until the round's end makes them fly again). */
#include "core/engine/engine_int.h"

#include "core/act/act_zones.h"
#include "core/base/strbuf.h"
#include "core/state/state.h"
#include "core/state/zones.h"

int
eng_advance_squads(struct act *a)
{
	struct zones *w = a->st->zones;
	int n, moved = 0;

	if (w == NULL || !a->rs->mech.flight.present)
		return diag_set(a->d, ST_DATA, "%s: advance-squads needs "
		    "numbered zones and mechanisms.flight", a->rs->id);
	n = w->nsquads;

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

