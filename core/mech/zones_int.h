/* zones_int.h: what the zones' command files share (game_zones.c,
 * game_zones_gm.c, game_flight.c). */
#ifndef ARBITER_ZONES_INT_H
#define ARBITER_ZONES_INT_H

#include "core/act/act_zones.h"
#include "core/mech/game_int.h"
#include "core/rules/words_keys.h"
#include "core/state/zones.h"

/* Refuse with the way to supply it when the zone's militia is unknown
 * (need_folk, act_zones.h: its folk). */
int need_militia(struct act *a, int zone);


/* Cargo (game_cargo.c; its words, names and loss in act_zones.h): a
 * squad's cargo for status --json (NULL when none). */
struct json *cargo_json(const struct ruleset *rs, const struct zones *w,
    const struct squad *f);

#endif
