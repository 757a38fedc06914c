/* game_cargo.c: goods a squad's carriers take from zone to zone
 * (mechanisms.cargo): folk beyond what the zone's board prints,
 * producers, and the resources of the central store.  Loaded and
 * unloaded in the orbit of a zone (the effects load and unload,
 * engine_cargo.c), they fly with the carriers ('send'), and are lost when
 * too few carriers are left to hold them.  Their words and names:
 * act_cargo.c. */
#include "core/mech/zones_int.h"

#include <stdio.h>

/* After carriers are lost: what they no longer hold is lost, from the
 * last kind of goods back (the book says nothing of it). */
int
cargo_fit(struct act *a, struct squad *f)
{
	long have = squad_cargo(f), hold;
	struct strbuf lost;
	int st;

	if (have == 0)
		return ST_OK;
	if ((st = cargo_room(a, f->carriers, &hold)))
		return st;
	if (have <= hold)
		return ST_OK;
	sb_init(&lost);
	for (int k = a->st->zones->ncargo - 1; k >= 0 && have > hold; k--) {
		long n = f->cargo[k] < have - hold ? f->cargo[k] : have - hold;
		if (n == 0)
			continue;
		f->cargo[k] -= n;
		have -= n;
		sb_printf(&lost, "%s%ld %s", lost.len ? ", " : "", n,
		    cargo_name(a, k));
	}
	act_line(a, "%s's {carriers} at %s hold no more than %ld: "
	    "%s lost with them", pname(a, f->owner), wname(a, f->zone), hold,
	    sb_str(&lost));
	sb_release(&lost);
	return ST_OK;
}

/* The cargo of a squad in status --json, or NULL when it has none. */
struct json *
cargo_json(const struct ruleset *rs, const struct zones *w,
    const struct squad *f)
{
	struct json *o;

	if (squad_cargo(f) == 0)
		return NULL;
	o = json_obj();
	for (int k = 0; k < w->ncargo; k++) {
		char key[96];
		if (f->cargo[k] > 0)
			json_set(o, cargo_id(rs, w, k, key, sizeof key),
			    json_int(f->cargo[k]));
	}
	return o;
}
