/* decl_walk.h: the parts of the ruleset check of the declared parts that
 * eng_compile (decl_compile.c) walks: the actions and tallies
 * (decl_check.c), the phases, the round's and the turn's end and a pool
 * combat's lists (decl_phases.c).  Internal to core/rules/. */
#ifndef ARBITER_DECL_WALK_H
#define ARBITER_DECL_WALK_H

#include "core/rules/ruleset.h"

/* Action i, its words, requirements, costs, table and effects. */
int decl_action(struct ruleset *rs, int i, struct diag_list *errs);
/* The tallies: one per region needs a board whose regions are known
 * before play. */
int decl_tallies(const struct ruleset *rs, struct diag_list *errs);
/* Requirements at path: each a test, and its refusal. */
int decl_requires(struct ruleset *rs, const struct action_def *act,
    struct vec *v, const char *path, struct diag_list *errs);
/* Does decl_requires write path in anything for v: on a ruleset read
 * from its kept image (rs->checked) only a reason's check or a refusal
 * reads it, so that a command need not write it for nothing. */
int decl_requires_path(const struct ruleset *rs, const struct vec *v);
/* The end of a walk of effects a kept image left for later: ST_DATA in
 * d when bad, else *later cleared; errs freed. */
int decl_ready_end(int bad, struct diag_list *errs, int *later,
    const char *what, struct diag *d);

/* Phase i's begin and effects (leave 0), or its leave (leave 1). */
int decl_phase_effects(struct ruleset *rs, int i, int leave,
    struct diag_list *errs);
/* turns.round-end and turns.turn-end. */
int decl_round_end_effects(struct ruleset *rs, struct diag_list *errs);
int decl_turn_end_effects(struct ruleset *rs, struct diag_list *errs);
/* setup.says (w 0), said once for nobody, or setup.end-require (w 1),
 * tried once for nobody. */
int decl_setup_list(struct ruleset *rs, int w, struct diag_list *errs);
/* The list w (POOL_DESTROYED, POOL_OVER) of combat c. */
enum { POOL_DESTROYED, POOL_OVER, POOL__N };
int decl_pool_effects(struct ruleset *rs, int c, int w,
    struct diag_list *errs);

#endif
