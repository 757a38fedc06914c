/* game_cargo.c: goods a squad's carriers take from zone to zone
 * (mechanisms.cargo): folk beyond what the zone's board prints,
 * producers, and the resources of the central store.  Loaded and
 * unloaded in the orbit of a zone (the effects load and unload,
 * engine_cargo.c), they fly with the carriers ('send').  Their words and
 * names, and their loss when too few carriers are left to hold them:
 * act_cargo.c. */
#include "core/mech/zones_int.h"

#include <stdio.h>

/* The cargo of a squad in status --json, or NULL when it has none. */
struct json *
cargo_json(const struct ruleset *rs, const struct zones *w,
    const struct squad *f)
{
	struct strbuf key;
	struct json *o;

	if (squad_cargo(f) == 0)
		return NULL;
	o = json_obj();
	sb_init(&key);	/* whole: an id has any length */
	for (int k = 0; k < w->ncargo; k++)
		if (f->cargo[k] > 0)
			json_set(o, cargo_id(rs, w, k, &key),
			    json_int(f->cargo[k]));
	sb_release(&key);
	return o;
}
