/* ruleset_schema.h: internal to the ruleset module. */
#ifndef ARBITER_RULESET_SCHEMA_H
#define ARBITER_RULESET_SCHEMA_H

#include <stddef.h>

#include "core/base/schema.h"

extern const struct stype *const rs_root_type;
extern const struct stype *const rs_options_type;

/* ruleset_schema_terr.c */
extern const struct stype *const rs_classes_type, *const rs_pieces_type,
    *const rs_tiles_type, *const rs_territories_type,
    *const rs_dicepool_type, *const rs_spawn_type,
    *const rs_orders_type, *const rs_scout_type,
    *const rs_goals_type,
    *const rs_picks_type, *const rs_build_type;

/* ruleset_schema_decl.c: an action's deferred-json, for
 * ruleset_schema_action.c */
extern const struct stype *const rs_deferred_json_type;

/* ruleset_schema_box.c */
extern const struct stype *const rs_box_type;

/* ruleset_schema_cards.c: unit cards and site cards */
extern const struct stype *const rs_t_cards, *const rs_t_sites;

/* The types of ruleset_zones.c. */
extern const struct stype *const rs_t_zones, *const rs_t_distances,
    *const rs_t_zones_setup, *const rs_t_colonies, *const rs_t_production,
    *const rs_t_chosen_order, *const rs_t_flight, *const rs_t_orbit_combat,
    *const rs_t_landing, *const rs_t_game_end, *const rs_t_cargo;

/* A reference into the dict member of the ruleset, w naming an entry. */
#define RS_REF(member, w) .kind = SK_REF, \
	.target = SCHEMA_TARGET(struct ruleset, member), .what = w

int rs_check_date(const char *s, void *ctx, char *err, size_t n);
int rs_check_colour(const char *s, void *ctx, char *err, size_t n);
int rs_check_format(const char *s, void *ctx, char *err, size_t n);
int rs_check_dice(const char *s, void *ctx, char *err, size_t n);
int rs_check_face(const char *s, void *ctx, char *err, size_t n);
int rs_check_id(const char *s, void *ctx, char *err, size_t n);
int rs_check_owner(const char *s, void *ctx, char *err, size_t n);
/* A phase's or the setup's done-mark: 1 to RS_DONE_MARK_MAX bytes. */
int rs_check_mark(const char *s, void *ctx, char *err, size_t n);

#endif
