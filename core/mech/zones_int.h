/* zones_int.h: what the zones' command files share (game_zones.c,
 * game_zones_gm.c, game_orders.c, game_flight.c, game_battles_due.c,
 * game_end.c). */
#ifndef ARBITER_ZONES_INT_H
#define ARBITER_ZONES_INT_H

#include "core/act/act_zones.h"
#include "core/mech/game_int.h"
#include "core/rules/words_keys.h"
#include "core/state/zones.h"

/* Refuse with the way to supply it when the zone's militia is unknown
 * (need_folk, act_zones.h: its folk). */
int need_militia(struct act *a, int zone);

/* What each producer makes on a zone of this folk. */
long zone_output(const struct colonies_def *c, long folk);
/* A neutral zone's militia and guard strikers at the start (-1: unknown). */
long neutral_militia(const struct act *a, int zone);
long neutral_strikers(const struct act *a);

/* Totals over a player's zones and squads (orbit and flight). */
long player_folk(const struct act *a, int p, int *unknown);

/* "3 strikers", "1 striker". */
const char *product_qty(const struct act *a, int product, long n);

/* Steps (the dispatchers are in game_end.c). */
int order_rank(struct act *a);		/* rank who chooses places first */
int order_leave(struct act *a);		/* every place chosen? */
int squads_advance(struct act *a);
int orders_open(struct act *a);		/* carry out the sealed orders */
int battles_due(struct act *a, int leaving);

/* Cargo (game_cargo.c; its words, names and loss in act_zones.h): a
 * squad's cargo for status --json (NULL when none). */
struct json *cargo_json(const struct ruleset *rs, const struct zones *w,
    const struct squad *f);

#endif
