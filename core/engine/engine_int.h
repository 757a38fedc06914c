/* engine_int.h: what the files of the engine share. */
#ifndef ARBITER_ENGINE_INT_H
#define ARBITER_ENGINE_INT_H

#include "core/engine/engine.h"
#include "core/expr/expr.h"
#include "core/mech/game_int.h"

#define ENG_MAX_ARGS 8

/* What expressions are evaluated against: the actor and an action's
 * words (regions, players and pieces as indexes). */
struct eng_eval {
	const struct ruleset *rs;
	const struct state *st;
	int me;			/* the actor, or -1 */
	const struct action_def *act;	/* or NULL */
	long args[ENG_MAX_ARGS];
	int here;		/* the region an aggregate binds, or -1 */
	int who;		/* the player an aggregate binds, or -1 */
	int saved[16];		/* here and who of enclosing aggregates */
	int nsaved;
	int rolled;		/* a roll is bound: roll and its faces */
	long roll;		/* its total */
	const long *faces;	/* its faces, nfaces of them */
	int nfaces;
	const long *before;	/* a line's before(RES): the actor's
				   resources before the effect, or NULL */
};

/* Names for expressions of an action (act may be NULL: a phase's effects,
 * a victory test). */
struct eng_names_ctx {
	const struct ruleset *rs;
	const struct action_def *act;
	int in_roll;		/* inside a roll's table: roll, rolled */
	int in_says;		/* in a line: before */
};
extern const struct expr_names eng_names_proto;	/* ctx: eng_names_ctx */

/* Compile one expression where it stands; 1 on error (added to errs). */
int eng_compile_expr(struct sexpr *x, const char *path,
    const struct ruleset *rs, const struct action_def *act,
    struct diag_list *errs);
/* Compile with what the place knows: the roll, a line's before(). */
int eng_compile_in(struct sexpr *x, const char *path,
    const struct ruleset *rs, const struct action_def *act, int in_roll,
    int in_says, struct diag_list *errs);
/* The same inside a roll's table, where roll and rolled are known. */
int eng_compile_rolled(struct sexpr *x, const char *path,
    const struct ruleset *rs, const struct action_def *act,
    struct diag_list *errs);

/* Compile a line's template (text may be NULL: nothing to do); 1 on
 * error.  The expressions know before(RES) and, in_roll, the roll. */
int eng_compile_says(const char *text, struct says_tpl *t, const char *path,
    const struct spos *pos, const struct ruleset *rs,
    const struct action_def *act, int in_roll, struct diag_list *errs);
/* Write the line of a template for ev into the report (ST_DATA on an
 * expression's error). */
int eng_say(struct act *a, const struct says_tpl *t,
    const struct eng_eval *ev);

/* The offset of bag b's counts in st->bags (bags' items in order). */
int eng_bag_at(const struct ruleset *rs, int b);

/* Evaluate x for ev; ST_DATA with a message naming path on error. */
int eng_eval(const struct sexpr *x, const struct eng_eval *ev, long *out,
    struct diag *d);

/* Carry out effects (a list of struct effect_def) for ev->me; ST_REFUSED
 * with the refusal in a->d when one cannot be done. */
int eng_effects(struct act *a, const struct vec *effects,
    const struct eng_eval *ev);

/* A region of the board by id (case-insensitive), or -1. */
int eng_region(const struct ruleset *rs, const char *id);

#endif
