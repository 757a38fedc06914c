/* decl_equip.c: the ruleset check of the words of kind producer (a kind
 * of producer of the colonies) and holding (a numbered zone, or a player
 * standing for his zones; an effect equip of before that reads them is
 * rewritten at load, ruleset_equip_fx.c), and the jobs of the program's
 * commands that effects do (eng_effect_verb, eng_effect_hint). */
#include <string.h>

#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

/* Does rs have numbered zones with colonies and kinds of producer? */
static int
has_producers(const struct ruleset *rs)
{
	return rs->board.zones.n > 0 && rs->mech.colonies.present &&
	    rs->mech.colonies.producers.n > 0;
}

int
eng_check_holding_word(const struct ruleset *rs, const struct action_def *a,
    const char *id, int k, struct diag_list *errs)
{
	const struct arg_def *x = VEC_AT(a->args, struct arg_def, k);
	int bad = 0;

	if (!has_producers(rs))
		bad += ERR(a->args.pos[k], "'actions.%s.args': '%s' is of kind "
		    "%s, which names %s of the numbered zones (board.%s) and "
		    "their producers (mechanisms.colonies), and this ruleset "
		    "has none: declare them, or give the word another kind",
		    id, x->name, eng_arg_kind_names[x->kind], x->kind ==
		    ARG_PRODUCER ? "a kind of producer" : "a zone, or a "
		    "player holding some,", ZONES_KEY);
	if (x->kind != ARG_HOLDING)
		return bad;
	if (a->repeat > 0)
		bad += ERR(a->args.pos[k], "'actions.%s.args': '%s' is of kind "
		    "holding, read once: it is no word of an action whose "
		    "words are given again (repeat)", id, x->name);
	return bad;
}

const char *
eng_effect_verb(const struct effect_def *e)
{
	if (e->order_step.present && e->order_step.step != NULL &&
	    strcmp(e->order_step.step, "explore") == 0)
		return "scout";
	if (e->start_order.present)
		return "activate";
	if (e->set_turn_order != NULL)
		return "turnorder";
	return e->mark_done.text != NULL ? "pick" :
	    e->set_board.present ? "tally" :
	    e->start_combat.present ?
	    "fight" : e->orbit_battle.present ? "battle" :
	    e->buy_subs.present ? "land" : NULL;
}

const char *
eng_effect_hint(const struct effect_def *e)
{
	if (e->hold_back.present || e->remain.present || e->retreat.present)
		return e->hold_back.present ? "delay" : e->remain.present ?
		    "remain" : "retreat";
	if (e->throw_pools.present || e->assign_hits.present)
		return e->throw_pools.present ? "fire" : "assign";
	if (e->lay_tile.present || e->lay_random || e->make_home.present ||
	    e->place_pieces.arrival)
		return e->lay_tile.present || e->lay_random ? "lay" :
		    e->make_home.present ? "arrive" : "settle";
	if (e->deal_start != NULL || e->place_starting != NULL)
		return e->deal_start != NULL ? "allot" : "deploy";
	if (e->set_home != NULL || (e->move_cards.present &&
	    e->move_cards.cards != NULL))
		return e->set_home != NULL ? "home" : "commit";
	if (e->set_top.present || e->set_card.present)
		return e->set_top.present ? "top" : "card";
	if (e->enter_stats.present || e->add_producer.present ||
	    e->squad_counts.present)
		return e->enter_stats.present ? "tile" :
		    e->add_producer.present ? "equip" : "station";
	/* ranking into the claims' order is resolving a site */
	if (e->rank_players.present && e->rank_players.into ==
	    RANK_INTO_CLAIM_ORDER)
		return "resolve";
	return e->roll_position.present ? "place" : NULL;
}

int
eng_effect_runs(const struct effect_def *e, const char *verb)
{
	const char *v = eng_effect_verb(e);

	return v != NULL && strcmp(v, verb) == 0;
}
