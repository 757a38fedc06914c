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
	if (EK_IS(e, order_step) && e->order_step.step != NULL &&
	    strcmp(e->order_step.step, "explore") == 0)
		return "scout";
	if (EK_IS(e, start_order))
		return "activate";
	if (EK_IS(e, set_turn_order))
		return "turnorder";
	return EK_IS(e, mark_done) ? "pick" :
	    EK_IS(e, set_board) ? "tally" :
	    EK_IS(e, start_combat) ?
	    "fight" : EK_IS(e, orbit_battle) ? "battle" :
	    EK_IS(e, buy_subs) ? "land" : NULL;
}

const char *
eng_effect_hint(const struct effect_def *e)
{
	if (EK_IS(e, hold_back) || EK_IS(e, remain) || EK_IS(e, retreat))
		return EK_IS(e, hold_back) ? "delay" : EK_IS(e, remain) ?
		    "remain" : "retreat";
	if (EK_IS(e, throw_pools) || EK_IS(e, assign_hits))
		return EK_IS(e, throw_pools) ? "fire" : "assign";
	if (EK_IS(e, lay_tile) || EK_IS(e, lay_random) || EK_IS(e, make_home) ||
	    (EK_IS(e, place_pieces) && e->place_pieces.arrival))
		return EK_IS(e, lay_tile) || EK_IS(e, lay_random) ? "lay" :
		    EK_IS(e, make_home) ? "arrive" : "settle";
	if (EK_IS(e, deal_start) || EK_IS(e, place_starting))
		return EK_IS(e, deal_start) ? "allot" : "deploy";
	if (EK_IS(e, set_home) || (EK_IS(e, move_cards) &&
	    e->move_cards.cards != NULL))
		return EK_IS(e, set_home) ? "home" : "commit";
	if (EK_IS(e, set_top) || EK_IS(e, set_card))
		return EK_IS(e, set_top) ? "top" : "card";
	if (EK_IS(e, enter_stats) || EK_IS(e, add_producer) ||
	    EK_IS(e, squad_counts))
		return EK_IS(e, enter_stats) ? "tile" :
		    EK_IS(e, add_producer) ? "equip" : "station";
	/* ranking into the claims' order is resolving a site */
	if (EK_IS(e, rank_players) && e->rank_players.into ==
	    RANK_INTO_CLAIM_ORDER)
		return "resolve";
	return EK_IS(e, roll_position) ? "place" : NULL;
}

int
eng_effect_runs(const struct effect_def *e, const char *verb)
{
	const char *v = eng_effect_verb(e);

	return v != NULL && strcmp(v, verb) == 0;
}
