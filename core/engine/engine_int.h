/* engine_int.h: what the files of the engine share. */
#ifndef ARBITER_ENGINE_INT_H
#define ARBITER_ENGINE_INT_H

#include "core/engine/engine.h"
#include "core/expr/expr.h"
#include "core/act/act.h"
#include "core/rules/names.h"

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
	long count, due;	/* a due's (engine_dues.c): the pieces on
				   the region costed, what is owed */
	const char *paid;	/* a line's @cost: the action's cost paid,
				   "10 gold and 1 ore", or NULL */
};

/* Write the line of a template for ev into the report (ST_DATA on an
 * expression's error). */
int eng_say(struct act *a, const struct says_tpl *t,
    const struct eng_eval *ev);
/* The same, added to out rather than the report. */
struct strbuf;
int eng_say_into(struct act *a, const struct says_tpl *t,
    const struct eng_eval *ev, struct strbuf *out);

/* A region of the game's board by the id its commands use (case aside): a
 * region the ruleset declares, or one laid during play (a territory);
 * -1 when there is none. */
int eng_region_in(const struct state *st, const struct ruleset *rs,
    const char *id);

/* Evaluate x for ev; ST_DATA with a message naming path on error. */
int eng_eval(const struct sexpr *x, const struct eng_eval *ev, long *out,
    struct diag *d);

/* The effects draw and return (engine_deck.c). */
int eng_deck_draw(struct act *a, const struct eff_bag *x,
    const struct eng_eval *ev);
int eng_deck_return(struct act *a, const struct eff_bag *x,
    const struct eng_eval *ev);

struct board_state;
/* Take n of p's pieces off region r, kind k (-1: kinds in order); a
 * region left without pieces has no owner. */
void eng_take_off(struct board_state *b, int r, int p, int k, long n);

/* Carry out effects (a list of struct effect_def) for ev->me; ST_REFUSED
 * with the refusal in a->d when one cannot be done. */
int eng_effects(struct act *a, const struct vec *effects,
    const struct eng_eval *ev);

/* A repeating action's groups of words (engine_repeat.c): how many n
 * words make (1 for an action that does not repeat), or -1 when n words
 * are not its words. */
int eng_repeat_groups(const struct action_def *x, int n);
/* Add " [LAND N]..." to the usage line buf of length len (size n); the
 * new length. */
size_t eng_repeat_usage(const struct action_def *x, char *buf, size_t len,
    size_t n);

/* The effect hold: a region's holder and pieces set (engine_hold.c). */
int eng_hold(struct act *a, const struct eff_hold *x,
    const struct eng_eval *ev);

#endif
