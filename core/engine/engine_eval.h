/* engine_eval.h: what the engine's expressions are evaluated against
 * (struct eng_eval), evaluating them, and carrying out a list of effects. */
#ifndef ARBITER_ENGINE_EVAL_H
#define ARBITER_ENGINE_EVAL_H

#include "core/act/act.h"
#include "core/rules/names.h"

struct eng_gather;
struct eng_items;
struct eng_party;
struct eng_ranked;
struct eng_round;
struct eng_sources;

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
	int group;		/* the group of regions an aggregate binds,
				   or -1 */
	/* here, who and group of enclosing aggregates: one a level of an
	 * expression at most (nsaved counts on beyond, never reached) */
	int saved[EXPR_MAX_DEPTH + 1];
	int nsaved;
	int rolled;		/* a roll is bound: roll and its faces */
	long roll;		/* its total */
	const long *faces;	/* its faces, nfaces of them */
	int nfaces;
	const char *faces_die;	/* the die of its first dice, whose
				   symbols @faces says */
	const int *faces_dice;	/* each face's die (an index of the
				   ruleset's dice, -1 for another), or NULL:
				   all faces_die's */
	long target;		/* the total it needs (its target) */
	const long *before;	/* a line's before(RES): the actor's
				   resources before the effect, or NULL */
	long count, due;	/* a due's (engine_dues.c): the pieces on
				   the region costed, what is owed */
	const char *paid;	/* a line's @cost: the action's cost paid,
				   "10 gold and 1 ore", or NULL */
	int entered;		/* a line's @entered: the tracked piece the
				   effect brought into play (enter) */
	const char *released;	/* a line's @released: the pieces the
				   effect released ("2 Archers"), or NULL */
	long round_taken;	/* round_taken(): how often the actor took
				   the action this round before (an action
				   with round-count) */
	const struct eng_gather *gather;	/* gather-by: the groups of
				   words and how they are taken, or NULL */
	int gather_at;		/* the group taken, of gather's */
	int piece;		/* the tracked piece sum_pieces, count_pieces
				   or @piecevalues binds, plus 1 (0: none,
				   as a zeroed eng_eval has it) */
	const struct eng_round *round;	/* a combat-round's then: the
				   round thrown, or NULL */
	const struct eng_party *party;	/* party and party_units ...: a
				   side of parties' party counted or said,
				   or NULL */
	unsigned goods_named;	/* the kinds a word of kind away-cargo
				   names (their slots' bits) */
	long goods[CARGO_MAX];	/* goods(WORD, KIND): the goods of the
				   action's word of kind cargo, by slot */
	const struct eng_sources *sources;	/* the lands of the action's
				   word of kind sources, or NULL */
	struct eng_items *items;	/* the items of the action's word
				   of kind items as read (or to be read,
				   after the requirements), or NULL */
	int faces_given;	/* faces_given: the command gave faces after
				   '=' */
	const struct eng_ranked *ranked;	/* a line's @ranking and
				   @ties: the order rank-players made, or
				   NULL */
	char *const *argv;	/* the command's words as given, argc of
				   them (modifier() reads a word of kind
				   modifiers), or NULL */
	int argc;
	const char *list;	/* a line's @list: the players' texts
				   list-players joined, or NULL */
	int pool_kind;		/* the kind of piece throw-pools' fires
				   binds, plus 1 (0: none) */
	int odds_step;		/* fires valued for the odds: the step
				   fight(step) reads (fight(on) 1, nobody
				   holding units back for fires_in), or 0 */
	const long *added;	/* add-spawned's says: the pieces it added
				   to each territory, or NULL */
	long site;		/* the site each-site binds: its number in
				   the round (from 1) */
	int squad;		/* the squad each-squad-in-flight binds,
				   plus 1 (0: none) */
	const char *rule;	/* what a refused gain names as what costs
				   it, where it is not the action or the
				   phase (a pool combat's destroyed or
				   over), or NULL */
	int queued;		/* the waiting command sum_queued or
				   count_queued binds, plus 1 (0: none) */
	long unqueued[ENG_MAX_ARGS];	/* the words before it was bound */
};

/* A region of the game's board by the id its commands use (case aside): a
 * region the ruleset declares, or one laid during play (a territory);
 * -1 when there is none. */
int eng_region_in(const struct state *st, const struct ruleset *rs,
    const char *id);

/* Evaluate x for ev; ST_DATA with a message naming path on error. */
int eng_eval(const struct sexpr *x, const struct eng_eval *ev, long *out,
    struct diag *d);

/* A count an effect's key gives (engine_basic.c): x valued, 0 without its
 * text; below 0, or above have where have is 0 or more (what a squad
 * has), the ruleset's error, said with what ("reinforce adds militia",
 * "squad-loses takes carriers off"). */
int eng_count(struct act *a, const struct sexpr *x, const char *what,
    long have, const struct eng_eval *ev, long *out);

/* Carry out a list of effects: eng_effects, given to the effects that
 * carry out lists of their own (so that they call it without naming it).
 * ev is not const: an effect may renumber its words (leave). */
typedef int eng_run_fn(struct act *, const struct vec *, struct eng_eval *);

/* Carry out effects (a list of struct effect_def) for ev->me; ST_REFUSED
 * with the refusal in a->d when one cannot be done; each by the function
 * its key has (engine_effects.c).  The first key of the schema's that the
 * table of functions lacks, or of the table's that the schema lacks, or
 * NULL. */
int eng_effects(struct act *a, const struct vec *effects,
    struct eng_eval *ev);
const char *eng_effect_unrun(void);

/* The key of row r of the table of what carries out an effect (the
 * row e->kind - 1 of an effect checked), NULL past its end. */
const char *eng_effect_run_key(int r);

/* Does expression e need a value of rs that is unknown (connected on a
 * board whose adjacency is unknown)?  Then d says which, as a command
 * that needs it says (exit 3), and 1. */
int eng_needs_unknown(const struct ruleset *rs, const struct expr *e,
    struct diag *d);

#endif
