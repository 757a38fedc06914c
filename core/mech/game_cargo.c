/* game_cargo.c: goods a squad's carriers take from zone to zone
 * (mechanisms.cargo): folk beyond what the zone's board prints,
 * producers, and the resources of the central store.  Loaded and
 * unloaded in the orbit of a zone (the effects load and unload,
 * engine_cargo.c), they fly with the carriers ('send'), and are lost when
 * too few carriers are left to hold them.  Their words and names:
 * act_cargo.c. */
#include "core/mech/zones_int.h"

#include <stdio.h>

/* Can take[] leave the squad f with n of its carriers, the rest holding
 * what stays? */
int
cargo_send_check(struct act *a, const struct squad *f, long n,
    const long take[CARGO_MAX])
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
		    "it along ('send FROM TO {STRIKERS} {CARRIERS} N GOODS') or "
		    "unload it", wname(a, f->zone), left, squad_cargo(f) -
		    sent);
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
