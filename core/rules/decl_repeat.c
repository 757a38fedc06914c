/* decl_repeat.c: the ruleset check of what an action says of its actor
 * and of words given again (actions.*.repeat, no-actor). */
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_image.h"

#include <string.h>

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

const char *
decl_actor_effect(const struct ruleset *rs, const struct vec *effects)
{
	for (int i = 0; i < effects->n; i++) {
		const struct effect_def *e = VEC_AT(*effects,
		    struct effect_def, i);
		const char *k = NULL;
		int t = e->tally.id.i >= 0 || e->tally.id.name == NULL ?
		    e->tally.id.i : vec_find(&rs->tallies, e->tally.id.name);
		if (EK_IS(e, gain))
			return "gain";
		if (EK_IS(e, set))
			return "set";
		if (EK_IS(e, fight))
			return "fight";
		if (EK_IS(e, place) || EK_IS(e, remove) || EK_IS(e, move))
			return EK_IS(e, place) ? "place" : EK_IS(e, remove) ?
			    "remove" : "move";
		/* (a site card is laid on the table, for nobody) */
		if ((EK_IS(e, draw) && e->draw.card == NULL) ||
		    EK_IS(e, back))
			return EK_IS(e, draw) ? "draw" : "return";
		if (EK_IS(e, set_home))
			return "set-home";
		if (EK_IS(e, enter))
			return "enter";
		if (EK_IS(e, link))
			return "link";
		if (EK_IS(e, place_starting) || EK_IS(e, deal_start))
			return EK_IS(e, place_starting) ? "place-starting" :
			    "deal-start";
		if (EK_IS(e, take_place))
			return "take-place";
		if (EK_IS(e, give_arrival))
			return "give-arrival";
		if (EK_IS(e, tally) && t >= 0 && VEC_AT(rs->tallies,
		    struct tally_def, t)->per == TALLY_PLAYER)
			return "tally";
		if (EK_IS(e, each_group) && (k = decl_actor_effect(rs,
		    &e->each_group)) != NULL)
			return k;
		if (EK_IS(e, each_region) && (k = decl_actor_effect(rs,
		    &e->each_region)) != NULL)
			return k;
		if (EK_IS(e, each_squad_in_flight) && (k =
		    decl_actor_effect(rs, &e->each_squad_in_flight)) != NULL)
			return k;
		if (EK_IS(e, each_site) && (k = decl_actor_effect(rs,
		    &e->each_site)) != NULL)
			return k;
		if (EK_IS(e, cond) && ((k = decl_actor_effect(rs,
		    &e->cond.then)) != NULL || (k = decl_actor_effect(rs,
		    &e->cond.otherwise)) != NULL))
			return k;
		for (int r = 0; EK_IS(e, roll) && r < e->roll.table.n; r++)
			if ((k = decl_actor_effect(rs, &VEC_AT(e->roll.table,
			    struct roll_row, r)->effects)) != NULL)
				return k;
		if (EK_IS(e, action_points) || EK_IS(e, unit_income) ||
		    EK_IS(e, count_held))
			return EK_IS(e, action_points) ? "action-points" :
			    e->unit_income ? "unit-income" : "count-held";
		if (EK_IS(e, draw_hand))
			return "draw-hand";
		if (EK_IS(e, combat_round) && (e->combat_round.
		    attacker_parties == NULL || e->combat_round.cost.n > 0))
			return "combat-round";
		if (EK_IS(e, combat_round) && (k = decl_actor_effect(rs,
		    &e->combat_round.then)) != NULL)
			return k;
		if (EK_IS(e, each_source) && (k = decl_actor_effect(rs,
		    &e->each_source.then)) != NULL)
			return k;
		if (EK_IS(e, each_party) && (k = decl_actor_effect(rs,
		    &e->each_party.then)) != NULL)
			return k;
	}
	return NULL;
}

const char *
decl_turn_effect(const struct vec *effects)
{
	for (int i = 0; i < effects->n; i++) {
		const struct effect_def *e = VEC_AT(*effects,
		    struct effect_def, i);
		const char *k = NULL;
		if (EK_IS(e, order_step))
			return "order-step";
		if (EK_IS(e, start_order))
			return "start-order";
		if ((EK_IS(e, each) && (k = decl_turn_effect(&e->each))) ||
		    (EK_IS(e, each_in_turn) &&
		    (k = decl_turn_effect(&e->each_in_turn))) ||
		    (EK_IS(e, each_group) &&
		    (k = decl_turn_effect(&e->each_group))) ||
		    (EK_IS(e, each_region) &&
		    (k = decl_turn_effect(&e->each_region))) ||
		    (EK_IS(e, each_squad_in_flight) &&
		    (k = decl_turn_effect(&e->each_squad_in_flight))) ||
		    (EK_IS(e, each_site) &&
		    (k = decl_turn_effect(&e->each_site))) ||
		    (EK_IS(e, cond) && ((k = decl_turn_effect(
		    &e->cond.then)) || (k = decl_turn_effect(
		    &e->cond.otherwise)))))
			return k;
		for (int r = 0; EK_IS(e, roll) && r < e->roll.table.n; r++)
			if ((k = decl_turn_effect(&VEC_AT(e->roll.table,
			    struct roll_row, r)->effects)) != NULL)
				return k;
	}
	return NULL;
}

/* With groups-optional the words given again may all be left out: a
 * region or group is then none (-1), which the effects refuse or the
 * expressions read; a number or choice 0.  Words of other kinds have no
 * such value. */
static int
check_optional_kinds(const struct action_def *a, const char *id,
    struct diag_list *errs)
{
	int bad = 0;

	for (int k = a->args.n - (int)a->repeat; k < a->args.n; k++) {
		const struct arg_def *x = VEC_AT(a->args, struct arg_def, k);
		if (x->kind != ARG_REGION && x->kind != ARG_GROUP &&
		    x->kind != ARG_NUMBER && x->kind != ARG_CHOICE)
			bad += ERR(a->args.pos[k], "'actions.%s.args': '%s' "
			    "is given again and may be left out "
			    "(groups-optional), which only a region, group, "
			    "number or choice word may: drop "
			    "'groups-optional' or give it another kind", id,
			    x->name);
	}
	return bad;
}

/* The place of the repeated word called name, or -1. */
static int
repeated_word(const struct action_def *a, const char *name)
{
	for (int k = a->args.n - (int)a->repeat; k >= 0 && k < a->args.n; k++)
		if (strcmp(VEC_AT(a->args, struct arg_def, k)->name, name) == 0)
			return k;
	return -1;
}

/* gather-by and gather-with: with repeat, both, the first a repeated
 * word, the second a joined region word after it; the groups counted at
 * most ENG_GATHER_MAX (most-groups), read all first by the engine. */
static int
check_gather(const struct action_def *a, const char *id,
    const struct spos *pos, struct diag_list *errs)
{
	int by, with;

	if (a->gather_by == NULL && a->gather_with == NULL)
		return 0;
	if (a->repeat <= 0 || a->gather_by == NULL || a->gather_with == NULL)
		return ERR(*pos, "'actions.%s': 'gather-by' and 'gather-with' "
		    "go together, with 'repeat': give the word by which groups "
		    "given again are taken together and the region word they "
		    "give", id);
	by = repeated_word(a, a->gather_by);
	with = repeated_word(a, a->gather_with);
	if (by < 0 || VEC_AT(a->args, struct arg_def, by)->joined)
		return ERR(*pos, "'actions.%s.gather-by': '%s' is not a word "
		    "of the group given again (repeat), or is a joined part: "
		    "name one of its words that stands first in a word", id,
		    a->gather_by);
	if (with <= by || !VEC_AT(a->args, struct arg_def, with)->joined ||
	    VEC_AT(a->args, struct arg_def, with)->kind != ARG_REGION)
		return ERR(*pos, "'actions.%s.gather-with': '%s' is not a "
		    "joined region word after '%s' in the group given again: "
		    "name one (kind region, joined: true)", id, a->gather_with,
		    a->gather_by);
	if (a->most_groups <= 0 || a->most_groups > ENG_GATHER_MAX)
		return ERR(*pos, "'actions.%s': with 'gather-by' every group's "
		    "words are read first: give 'most-groups' from 1 to %d",
		    id, ENG_GATHER_MAX);
	if (a->words_first)
		return ERR(*pos, "'actions.%s': with 'gather-by' every group's "
		    "words are read first already: drop 'words-first'", id);
	return 0;
}

int
eng_check_no_actor_effects(const struct ruleset *rs, int i, int actor,
    struct diag_list *errs)
{
	const struct action_def *a = VEC_AT(rs->actions, struct action_def, i);
	const char *id = rs->actions.ids[i];
	const struct spos *pos = &rs->actions.pos[i];
	const char *k;

	if (!a->no_actor)
		return 0;
	if (actor && ((k = decl_actor_effect(rs, &a->effects)) ||
	    (k = decl_actor_effect(rs, &a->after_groups))))
		return ERR(*pos, "'actions.%s': an action of no actor "
		    "(no-actor) cannot have the effect '%s', which acts for an "
		    "actor: drop no-actor (the first word, a player, or the "
		    "player whose turn it is acts), or put it in each-player",
		    id, k);
	if (!actor && ((k = decl_turn_effect(&a->effects)) ||
	    (k = decl_turn_effect(&a->after_groups))))
		return ERR(*pos, "'actions.%s': an action of no actor "
		    "(no-actor) cannot have the effect '%s', which acts for "
		    "the player whose turn it is (each-player does not change "
		    "that player): drop no-actor", id, k);
	return 0;
}

int
eng_check_repeat(const struct ruleset *rs, int i, struct diag_list *errs)
{
	const struct action_def *a = VEC_AT(rs->actions, struct action_def, i);
	const char *id = rs->actions.ids[i];
	const struct spos *pos = &rs->actions.pos[i];
	/* its effects kept aside: checked when read (eng_action_ready) */
	int aside = a->effects.n == 0 && rs_aside(rs, &a->effects);
	int bad = 0;

	if (a->repeat > a->args.n)
		bad += ERR(*pos, "'actions.%s.repeat': the group given again "
		    "is of the last words, and there %s only %d", id,
		    a->args.n == 1 ? "is" : "are", a->args.n);
	else if (a->repeat > 0 && a->repeat == a->args.n && a->args.n > 0 &&
	    VEC_AT(a->args, struct arg_def, 0)->kind == ARG_PLAYER &&
	    !a->no_actor)
		bad += ERR(*pos, "'actions.%s.repeat': the first word names "
		    "who acts, once: it cannot be given again", id);
	if (a->repeat <= 0 && (a->after_groups.n > 0 || a->words_first))
		bad += ERR(*pos, "'actions.%s': 'after-groups' and "
		    "'words-first' belong to an action whose last words may "
		    "be given again (repeat)", id);
	if (a->repeat <= 0 && a->groups_optional)
		bad += ERR(*pos, "'actions.%s': 'groups-optional' lets the "
		    "group of words given again be left out: declare 'repeat' "
		    "or drop it", id);
	else if (a->groups_optional)
		bad += check_optional_kinds(a, id, errs);
	if (a->repeat <= 0 && a->most_groups > 0)
		bad += ERR(*pos, "'actions.%s': 'most-groups' counts the groups "
		    "of words given again: declare 'repeat' or drop it", id);
	if (a->most_groups <= 0 && a->most_groups_says != NULL)
		bad += ERR(*pos, "'actions.%s': 'most-groups-says' is never "
		    "said: give 'most-groups', the most groups of words it "
		    "takes", id);
	bad += check_gather(a, id, pos, errs);
	if (a->no_actor && (a->cost.n > 0 || a->per_turn || a->per_round ||
	    a->per_game || a->table.n != 0))
		bad += ERR(*pos, "'actions.%s': an action of no actor "
		    "(no-actor) pays no cost and has no limits or table: "
		    "there is nobody to pay or to count", id);
	else if (!aside)
		bad += eng_check_no_actor_effects(rs, i, 1, errs);
	if (!aside)
		bad += eng_check_no_actor_effects(rs, i, 0, errs);
	return bad;
}
