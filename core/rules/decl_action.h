/* decl_action.h: a declared action (actions: id ->), a phase's dues and
 * the regions dealt at the setup.  One of the parts of decl.h, which the
 * program includes. */
#ifndef ARBITER_DECL_ACTION_H
#define ARBITER_DECL_ACTION_H

#include "core/base/schema.h"
#include "core/rules/decl_effects.h"
#include "core/rules/decl_says.h"

struct action_def {		/* actions: id -> */
	char *help;
	struct sref phase;	/* -> phases; none: at any time */
	struct vec args;	/* list of struct arg_def */
	struct vec require;	/* list of struct require_def */
	struct vec cost;	/* dict resource -> struct sexpr */
	struct vec effects;	/* list of struct effect_def */
	int effects_later;	/* its effects (and after-groups) walked when
				   it is first taken, not at load: a ruleset
				   read from its kept image (eng_action_ready) */
	long per_turn, per_round, per_game;	/* 0: no limit */
	char *limit_says;	/* the refusal of a limit reached, instead of
				   its own, or NULL */
	struct says_tpl tlimit;
	char *cost_name;	/* what the refusal of a cost calls the action
				   ("this purchase"), or NULL: its id quoted */
	struct vec table;	/* list of struct price_row: the action's
				   word of kind row picks one (may be
				   unknown) */
	struct sref gains;	/* -> resources: what a row's gain is of */
	int setup;		/* may also be taken during the setup */
	int no_turn_named;	/* program-style: a refusal in another
				   phase names nobody's turn */
	int program_style;	/* reads as a command of the program: a
				   refusal in another phase names whose
				   turn it is */
	char *says;		/* the line of the cost paid, instead of its
				   own; "" for none */
	struct says_tpl tsays;
	char *run;		/* a mechanism of the program, by its verb:
				   it reads the words itself */
	char *does;		/* the program's command of before whose job
				   it does (written at load for a text of
				   before): the phases' lists and the
				   lookups by verb read it */
	char *usage;		/* run: the usage line */
	char *complete;		/* run: what completion offers, word by
				   word (see cli/complete.c) */
	char *when;		/* run: when it is used, for people ("during
				   a combat"); NULL: by its phase */
	char *words;		/* run: how many words it takes after its
				   name, "N", "N-M" or "N-" (NULL: any) */
	int min_words, max_words;	/* words, parsed (max -1: any) */
	char *no_turn_says;	/* the refusal when it is nobody's turn (the
				   actor is whose turn it is), instead of its
				   own, or NULL */
	struct says_tpl tcost_name;	/* cost_name, compiled: it may name
				   the action's words ({@unit unit}) */
	long repeat;		/* the last repeat words are a group that
				   may be given again, the requirements and
				   effects carried out for each group
				   (engine_repeat.c); 0: none */
	int no_actor;		/* the GM's: no player acts (me is nobody),
				   so it may be taken on nobody's turn */
	struct vec after_groups;	/* list of struct effect_def: with
				   repeat, carried out once after every
				   group's effects */
	int words_first;	/* with repeat: every group's words are read
				   before the first group's requirements */
	int round_secret;	/* given by every player at once, face
				   down: the players' view shows its words
				   sealed until the round is over */
	long most_groups;	/* with repeat: the most groups of words
				   it takes, more a usage error; 0: any */
	char *most_groups_says;	/* that usage error's line, or NULL: its
				   own */
	char *round_count;	/* the engine counts each player's takings
				   a round (the setup a round of its own):
				   round_taken() reads the actor's, status
				   --json gives each player's under this key;
				   NULL: not counted */
	int sealed;		/* its words past the player it names first
				   stay hidden from the log's public view
				   until a step carries out what it left
				   waiting (state.sealed counts them) */
	struct vec deferred;	/* list of struct effect_def: queued with
				   the command's words and carried out later,
				   by carry-out-deferred (engine_deferred.c) */
	int deferred_aside;	/* its deferred list was kept aside by the
				   kept image it was read from (read since or
				   not): it queues, eng_has_deferred says
				   without a search (ruleset_image.c) */
	struct deferred_json deferred_json;	/* the shape of its entry
				   in carry-out-deferred's --json report */
	struct vec deferred_require;	/* list of struct require_def:
				   checked again as a queued command is
				   carried out; failing, its refusal said as
				   a line and the command dropped */
	char *gather_by;	/* with repeat: the groups naming the same
				   value of this word, that give gather_with,
				   are taken together at the first's place
				   (engine_gather.c); NULL: in order */
	char *gather_with;	/* the joined region word those groups give,
				   none named twice in them */
	int groups_optional;	/* with repeat: no group at all may be
				   given, the requirements and effects then
				   carried out once, its words left out */
	char *no_faces_says;	/* faces given ('= FACE...') are refused
				   with this usage line once its phase is
				   checked, before its words are read;
				   NULL: as the engine refuses them (when
				   its effects throw no dice, at once) */
};

/* A payment due when a phase ends, for the pieces a player holds
 * (phases.*.dues; core/engine/engine_dues.c).  Each region the player
 * holds owes per-region, an expression over count, the player's pieces
 * there (the cost must not fall as count grows).  What the player cannot
 * pay for leaves the game: with choose, the player picks which pieces
 * where more than one region owes and some can be paid for; else the
 * regions keep, in the board's order, as many as what is left pays. */
struct due_def {		/* phases.*.dues: list of */
	char *name;		/* the rule's name in its lines ("upkeep") */
	struct sref resource;	/* -> resources: what it is paid with */
	struct sexpr per_region;	/* what a region owes, over count */
	char *choose;		/* the command (its usage line) with which
				   the player takes pieces off; NULL: none */
	char *piece, *pieces;	/* what people call one piece and several
				   (NULL: unit, units) */
	char *says_bill, *says_none, *says_region;	/* lines for people:
				   the bill, no bill, one region's share */
	struct says_tpl tbill, tnone, tregion;
};

struct deal_def {		/* setup.deal-regions */
	int present;
	struct vec pieces;	/* dict piece -> long: on each region dealt */
};

#endif
