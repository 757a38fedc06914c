/* ruleset_schema.h: internal to the ruleset module. */
#ifndef ARBITER_RULESET_SCHEMA_H
#define ARBITER_RULESET_SCHEMA_H

#include <stddef.h>

#include "core/base/schema.h"

extern const struct stype *const rs_root_type;
extern const struct stype *const rs_options_type;

/* ruleset_schema_terr.c */
extern const struct stype rs_classes_type, rs_pieces_type, rs_tiles_type,
    rs_abilities_type, rs_territories_type, rs_dicepool_type, rs_spawn_type,
    rs_mine_type, rs_refill_type, rs_orders_type, rs_scout_type,
    rs_objectives_type, rs_discovery_type, rs_build_type;

/* ruleset_schema_box.c */
extern const struct stype rs_box_type;

/* The types of ruleset_zones.c. */
extern const struct stype rs_t_zones, rs_t_distances, rs_t_zones_setup,
    rs_t_colonies, rs_t_production, rs_t_chosen_order, rs_t_flight,
    rs_t_orbit_combat, rs_t_landing, rs_t_game_end, rs_t_cargo;

int rs_check_date(const char *s, void *ctx, char *err, size_t n);
int rs_check_colour(const char *s, void *ctx, char *err, size_t n);
int rs_check_format(const char *s, void *ctx, char *err, size_t n);
int rs_check_dice(const char *s, void *ctx, char *err, size_t n);
int rs_check_face(const char *s, void *ctx, char *err, size_t n);
int rs_check_id(const char *s, void *ctx, char *err, size_t n);
int rs_check_owner(const char *s, void *ctx, char *err, size_t n);

#endif
