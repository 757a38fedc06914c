/* names.c: the names expressions use in a ruleset's declared parts,
 * resolved once against the ruleset and an action's words (resolve);
 * the readers of each family's arguments and keys are in names_sym.c,
 * the orders' in names_orders.c, a combat round's in names_round.c. */
#include "core/rules/names.h"
#include "core/rules/names_int.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/base/fmt_path.h"
#include "core/base/strbuf.h"
#include "core/board/board.h"
#include "core/rules/words_keys.h"

/* Refuse a name: the message in err, -1. */
#define FAIL(...) (snprintf(err, n, __VA_ARGS__), -1)

/* Is name the word w: its first letter tried before the call (a name is
 * tried against some hundred words, most of them refused at once). */
#define NAME_IS(name, w) ((name)[0] == (w)[0] && strcmp((name), (w)) == 0)

/* Does the ruleset have a board of regions: regions declared, or lands
 * derived from bodies (an orbit board), or tiles laid in play (a map of
 * territories), or places, or numbered zones? */
static int
board_of(const struct ruleset *rs)
{
	return rs->board.regions.n > 0 || rs->board.bodies.n > 0 ||
	    rs->mech.territories.present || rs->board.places.n > 0 ||
	    rs->board.zones.n > 0;
}

/* A name without arguments: a binding, an argument of the action, a
 * resource, a value of the game; refused with err (-1) where unknown.
 * The engine's own words are found once in their table (names_bare.c);
 * those of them met before the resources are tried before them, the
 * rest after, so that a resource called setup (or turn_player) keeps
 * its name. */
static int
resolve_bare(const struct eng_names_ctx *c, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	const struct ruleset *rs = c->rs;
	int has_board = board_of(rs);
	int w;
	long r;

	if (c->act != NULL)
		for (int i = 0; i < c->act->args.n; i++)
			if (strcmp(VEC_AT(c->act->args, struct arg_def,
			    i)->name, name) == 0) {
				out->code = N_ARG;
				out->a = i;
				return 0;
			}
	if (nm_choice_word(c->act, name, &out->a))
		return out->code = N_CONST, 0;
	switch (w = nm_bare_word(name)) {
	case BW_ME:
		return out->code = N_ME, 0;
	case BW_WHO:
		return out->code = N_WHO, 0;
	case BW_HERE:
		if (!has_board)
			break;
		out->code = N_HERE;
		out->a = HERE_REGION;
		return 0;
	case BW_ROLL:
		if (!c->in_roll)
			return FAIL("'%s' is known only in the table of "
			    "a roll effect", name);
		return out->code = N_ROLL, 0;
	case BW_TARGET:
		if (c->in_target)
			return out->code = N_ROLL_TARGET, 0;
		break;
	case BW_KIND:
		if (c->in_pool)
			return out->code = N_POOL_KIND, 0;
		break;
	case BW_SITE:
		if (c->in_site)
			return out->code = N_SITE, 0;
		break;
	case BW_SQUAD_AWAY:
		if (c->in_squad)
			return out->code = N_SQUAD_AWAY, 0;
		break;
	case BW_SQUADS_IN_FLIGHT:
		if (rs->board.zones.n <= 0 || !rs->mech.flight.present)
			return FAIL("'%s' counts the squads flying to the "
			    "numbered zones (board.%s) along the distance "
			    "track of mechanisms.flight, and this ruleset has "
			    "no %s: declare %s or take '%s' out", name,
			    ZONES_KEY, rs->board.zones.n <= 0 ? "numbered "
			    "zones" : "mechanisms.flight", rs->board.zones.n <=
			    0 ? "them" : "it", name);
		return out->code = N_SQUADS_IN_FLIGHT, 0;
	case BW_COUNT:
		if (c->in_due)
			return out->code = N_COUNT, 0;
		break;
	case BW_DUE:
		if (c->in_due)
			return out->code = N_DUE, 0;
		break;
	case BW_NOBODY:
		return out->code = N_NOBODY, 0;
	case BW_PLAYERS:
		return out->code = N_PLAYERS, 0;
	case BW_ROUND:
		return out->code = N_ROUND, 0;
	case BW_STARTING_LEFT:
		return nm_starting_name(rs, name, nargs, out, err, n);
	case BW_START_FIXED:
		if (nm_starting_name(rs, name, nargs, out, err, n) != 0)
			return -1;
		return out->code = N_START_FIXED, 0;
	case BW_CHOOSER:
	case BW_PLACES:
		return nm_place_name(rs, name, name[0] == 'c' ?
		    N_CHOOSER : N_PLACES, out, err, n);
	default:
		break;
	}
	if ((r = vec_find(&rs->resources, name)) >= 0) {
		out->code = N_RES;
		out->a = r;
		return 0;
	}
	switch (w) {
	case BW_GROUP:
		/* the group sum_groups, count_groups and each-group
		 * bind */
		if (eng_ngroups(rs) <= 0)
			break;
		out->code = N_GROUP;
		out->a = HERE_GROUP;
		return 0;
	case BW_HOME:
		return nm_home_name(rs, name, nargs, out, err, n);
	case BW_REGIONS:
		if (has_board)
			return out->code = N_REGIONS, 0;
		return FAIL("'%s' needs a board of regions "
		    "(board.regions or board.places)", name);
	case BW_REGIONS_TOTAL:
		if (has_board)
			return out->code = N_REGIONS_TOTAL, 0;
		return FAIL("'%s' needs a board of regions "
		    "(board.regions or board.places)", name);
	case BW_HELD_GROUPS:
		if (has_board) {
			out->code = N_HELD_GROUPS;
			out->a = -1;
			return 0;
		}
		return FAIL("'%s' needs a board of regions "
		    "(board.regions or board.places)", name);
	case BW_HERE:
		return FAIL("'%s' needs a board of regions "
		    "(board.regions or board.places)", name);
	case BW_COUNT:
	case BW_DUE:
		return FAIL("'%s' is known only in a payment due "
		    "(phases.*.dues)", name);
	case BW_KIND:
		return FAIL("'%s' is the kind of piece the fires of "
		    "throw-pools goes over, or of the unit a pool "
		    "combat's destroyed effects are for, known only "
		    "there ('fires: fires_in(kind, who) == "
		    "fight(step)')", name);
	/* turn_player: the player whose turn it is, nobody between turns
	 * (a phase everybody plays, the setup) */
	case BW_TURN_PLAYER:
		return out->code = N_TURN_PLAYER, 0;
	case BW_SETUP:
		return out->code = N_SETUP, 0;
	case BW_HOME_NEXT:
		return nm_arrival_name(c, name, N_HOME_NEXT, out, err,
		    n);
	case BW_HOME_DISTANCE:
		return nm_home_distance_name(c, name, out, err, n);
	case BW_ARRIVAL_NEXT:
		return nm_arrival_name(c, name, N_ARRIVAL_NEXT, out,
		    err, n);
	case BW_ORDER_RUNNING:
		return nm_order_name(c, name, out, err, n);
	case BW_ORDER_WAY:
		return nm_order_way_name(c, name, out, err, n);
	case BW_CHANGED:
		return nm_changed_name(c, name, out, err, n);
	case BW_UNDONE_NEXT:	/* the players done this phase, any game */
		out->code = N_UNDONE_NEXT;
		return 0;
	case BW_ORDER_REGION:
	case BW_COMBAT_REGION:
	case BW_TO_PLACE:
	case BW_PLACER:
	case BW_PLACED:
		return (int)eng_orders_name(c, name, nargs, sym, LONG_MIN,
		    out, err, n);
	case BW_STANDINGS_WAIT:
		if (!rs->mech.claims.present)
			return FAIL("'%s' needs the final standings of "
			    "the card mechanisms (mechanisms.claims)",
			    name);
		return out->code = N_STANDINGS_WAIT, 0;
	case BW_GATHERED_FIRST:
		return nm_gathered_sym(c, name, nargs, out, err, n);
	case BW_HOLD_TO_WIN:
		return nm_hold_to_win_name(rs, name, out, err, n);
	case BW_WINNERS:
		return out->code = N_WINNERS, 0;
	case BW_LINKS:
		/* the links on an orbit board (the effect link) */
		if (rs->board.bodies.n <= 0)
			return FAIL("'%s' needs an orbit board (board.%s "
			    "with their lands), where links are "
			    "built", name, KEY_BODIES);
		return out->code = N_LINKS, 0;
	case BW_TARGET:
		return FAIL("'%s' is the total a roll needs, known "
		    "only in the says and the table of a roll that "
		    "gives it (roll.target)", name);
	case BW_PARTY:
	case BW_PARTY_UNITS:
	case BW_PARTY_EXTRA:
	case BW_PARTY_DICE:
	case BW_PARTY_TOTAL:
	case BW_PARTY_KILLS:
	case BW_ATTACKER:
	case BW_DEFENDER:
		return eng_round_name(c, name, nargs, out, err, n);
	case BW_FACES_GIVEN:
		return out->code = N_FACES_GIVEN, 0;
	case BW_SITE:
		return FAIL("'%s' is the number in the round of a site, "
		    "known only in the effects of each-site", name);
	case BW_SQUAD_AWAY:
		return FAIL("'%s' is how far the squad bound still is from "
		    "its zone, known only in the effects of "
		    "each-squad-in-flight", name);
	default:
		break;
	}
	/* a product's id: its place among the products, the value of a
	 * word of kind product ('product == barge') */
	if ((r = vec_find(&rs->mech.production.products, name)) >= 0) {
		out->code = N_CONST;
		out->a = r;
		return 0;
	}
	/* a unit's id: its kind, the value of a word of kind unit ('unit
	 * == archer'; the kind an effect enter brings in) */
	if ((r = vec_find(&rs->units, name)) >= 0) {
		out->code = N_CONST;
		out->a = r;
		return 0;
	}
	/* n 0: only whether it is a name is asked (decl_check.c, choices,
	 * at every load): no words made */
	return n == 0 ? -1 : FAIL("unknown name '%s' (arbiter-ruleset(5), "
	    "Expressions, lists the names)", name);
}

/* A function of the game that reads no board (players, resources,
 * factions, units, cards, a combat): 0, -1 with err, or 1 for a name of
 * another kind. */
static int
resolve_game(const struct eng_names_ctx *c, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	const struct ruleset *rs = c->rs;
	long r;

	if ((NAME_IS(name, "sum_players") || NAME_IS(name,
	    "count_players")) && nargs == 1) {
		out->code = N_EACH_PLAYER;
		out->each = name[0] == 's' ? EXPR_EACH_SUM : EXPR_EACH_COUNT;
		return 0;
	}
	if (NAME_IS(name, "best_player")) {
		/* the player for whom the argument is highest, in the turn
		 * order (engine_values.c binds who) */
		if (nargs != 1)
			return FAIL("'%s' takes one expression, with 'who' "
			    "naming each player ('%s(resource(vp, who))')",
			    name, name);
		out->code = N_BEST_PLAYER;
		out->each = EXPR_EACH_BEST;
		return 0;
	}
	if (NAME_IS(name, "victory_at"))
		return nm_victory_at_name(rs, name, nargs, sym, out, err, n);
	if (NAME_IS(name, "holds") || NAME_IS(name, "extra_ap"))
		return nm_place_value_name(c, name, nargs, sym, out, err, n);
	if (NAME_IS(name, "turns_held") || NAME_IS(name, "held_since") ||
	    NAME_IS(name, "hold_needed") || NAME_IS(name, "hold_at_end"))
		return nm_tenure_name(c, name, nargs, sym, out, err, n);
	if (NAME_IS(name, "known"))
		return nm_known_name(name, nargs, sym, out, err, n);
	if (NAME_IS(name, "holding_player"))
		return nm_holding_player_name(c, name, nargs, sym, out, err,
		    n);
	if (NAME_IS(name, "kept") && (nargs == 1 || nargs == 2))
		return nm_kept_name(c, name, nargs, sym, out, err, n);
	if (NAME_IS(name, "items") && nargs >= 1)
		return nm_items_name(c, name, nargs, sym, out, err, n);
	if (NAME_IS(name, "mechanism")) {
		/* a number a mechanism declares, valued at the table (an
		 * overlay's, an option's, an amendment's); unknown, it
		 * refuses the command that reads it */
		if (nargs != 2 || sym[0] == NULL || sym[1] == NULL ||
		    rs_mech_int(sym[0], sym[1], &out->a, &out->b) != 0)
			return FAIL("'%s' takes a mechanism and one of its "
			    "numbers, the number at mechanisms.MECHANISM.KEY: "
			    "'%s(game-end, roll-fall)'", name, name);
		out->code = N_MECHANISM;
		out->symargs = 3;
		return 0;
	}
	if (NAME_IS(name, "combat")) {
		/* a key of a declared combat, known when the ruleset is
		 * read */
		if (nargs == 2 && sym[0] != NULL && sym[1] != NULL)
			for (out->b = 0; eng_combat_keys[out->b][0] != '\0' &&
			    strcmp(eng_combat_keys[out->b], sym[1]) != 0;
			    out->b++)
				;
		if (nargs != 2 || sym[0] == NULL || sym[1] == NULL ||
		    out->b >= CBK__N)
			return FAIL("'%s' takes a combat of combats and one "
			    "of strikes-back, loss-cap, stay, rounds: "
			    "'%s(attack, strikes-back)'", name, name);
		if ((out->a = vec_find(&rs->combats, sym[0])) < 0)
			return FAIL("'%s': no combat '%s' among combats: "
			    "name one, or declare it", name, sym[0]);
		out->code = N_COMBAT;
		out->symargs = 3;
		return 0;
	}
	if (NAME_IS(name, "max_players")) {
		/* the highest value of the argument over the players still
		 * in the game (who bound to each, as count_players binds
		 * it) */
		if (nargs != 1)
			return FAIL("'%s' takes one expression, with 'who' "
			    "naming each player ('%s(regions(who))')", name,
			    name);
		out->code = N_EACH_PLAYER;
		out->each = EXPR_EACH_MAX;
		return 0;
	}
	if (NAME_IS(name, "rolled") && (nargs == 1 || nargs == 2)) {
		long f;
		char *end;
		if (!c->in_roll)
			return FAIL("'%s' is known only in the table of a roll "
			    "effect", name);
		/* rolled(FACE, DIE): the dice of that die only */
		out->b = -1;
		if (nargs == 2) {
			if (sym[1] == NULL || (out->b = vec_find(&rs->dice,
			    sym[1])) < 0)
				return FAIL("'%s(FACE, DIE)' takes a die of the "
				    "ruleset's dice after the face, not '%s'",
				    name, sym[1] != NULL ? sym[1] :
				    "an expression");
			out->symargs |= 2;
		}
		if (sym[0] != NULL) {
			/* a symbol of a die with symbol faces */
			if ((f = rs_symbol(rs, sym[0])) < 0)
				return FAIL("'%s' takes a face: a number or a "
				    "symbol of the ruleset's dice", name);
			out->a = f;
			out->symargs = 1;
		} else {
			out->a = LONG_MIN;
		}
		(void)end;
		out->code = N_ROLLED;
		return 0;
	}
	if (NAME_IS(name, "before") && nargs == 1) {
		if (!c->in_says)
			return FAIL("'%s' is known only in a line for people "
			    "(says, say)", name);
		if (sym[0] == NULL || (out->a = vec_find(&rs->resources,
		    sym[0])) < 0)
			return FAIL("'%s' takes a resource's id", name);
		out->code = N_BEFORE;
		out->symargs = 1;
		return 0;
	}
	if ((NAME_IS(name, "faction") || NAME_IS(name, "faction_has")) &&
	    (nargs == 1 || nargs == 2)) {
		if (sym[0] == NULL || !nm_faction_value(rs, sym[0]))
			return FAIL("'%s' takes the id of a value the factions "
			    "have (factions.*.values)", name);
		/* the value's id, found again by name in the actor's
		 * faction */
		for (int f = 0; f < rs->factions.n; f++)
			if ((out->b = vec_find(&RS_FACTION(rs, f)->values,
			    sym[0])) >= 0) {
				out->a = f;
				break;
			}
		out->code = name[7] == '\0' ? N_FACTION : N_FACTION_HAS;
		out->symargs = 1;
		/* faction(ID, PLAYER): of that player's faction */
		out->c = nargs == 2;
		return 0;
	}
	if ((NAME_IS(name, "unit") || NAME_IS(name, "unit_has")) &&
	    nargs == 2) {
		/* a kind of tracked piece (an action's word of kind unit)
		 * and what of it is read; or a counted piece's value */
		if ((r = nm_piece_value_sym(c, name, sym, out, err, n)) != 1)
			return (int)r;
		if (rs->units.n <= 0)
			return FAIL("'%s' needs a kind of piece: declare "
			    "kinds of pieces (with 'tracked: true' for units)%s",
			    name, rs->pieces.n > 0 ? ", or name a counted "
			    "piece's id or an action's word of kind piece first" :
			    "");
		if (sym[1] != NULL && strcmp(sym[1], "token") == 0)
			out->b = UK_TOKEN;
		else if (sym[1] != NULL && strcmp(sym[1], "faction") == 0)
			out->b = UK_FACTION;
		else if (sym[1] == NULL || (out->b = rs_value_named(rs,
		    sym[1])) < 0) {
			struct strbuf names;
			sb_init(&names);
			rs_value_list(rs, &names);
			(void)FAIL("'%s' takes a unit and one of its values "
			    "(%s), token or faction", name, sb_str(&names));
			sb_release(&names);
			return -1;
		}
		out->code = name[4] == '\0' ? N_UNIT : N_UNIT_HAS;
		out->symargs = 2;
		return 0;
	}
	if (NAME_IS(name, "sum_pieces") || NAME_IS(name, "count_pieces")) {
		/* each piece tracked one by one on the board in turn, in
		 * the board's order (engine_values.c binds piece), read by
		 * tracked(piece, KEY) */
		if (rs->units.n <= 0 && rs->chiefs.n <= 0)
			return FAIL("'%s' goes over the pieces tracked one "
			    "by one on the board, and this ruleset has none: "
			    "declare kinds of pieces with 'tracked: true'",
			    name);
		if (nargs != 1)
			return FAIL("'%s' takes one expression, with piece "
			    "naming each piece ('%s(tracked(piece, owner) == "
			    "me)')", name, name);
		out->code = N_EACH_PIECE;
		out->each = name[0] == 's' ? EXPR_EACH_SUM : EXPR_EACH_COUNT;
		return 0;
	}
	if (NAME_IS(name, "tracked") && nargs == 2)
		return nm_tracked_sym(c, name, sym, out, err, n);
	if (NAME_IS(name, "chief_with") && nargs == 2)
		return nm_chief_with_sym(c, name, sym, out, err, n);
	if (NAME_IS(name, "chief_sum") && (nargs == 2 || nargs == 3))
		return nm_chief_sum_sym(c, name, nargs, sym, out, err, n);
	if (NAME_IS(name, "chief_of") && nargs == 2)
		return nm_chief_of_name(c, name, sym, out, err, n);
	if (NAME_IS(name, "round_taken") && nargs == 0) {
		if (c->act == NULL || c->act->round_count == NULL)
			return FAIL("'%s' reads how often the actor has taken "
			    "the action this round, which the engine counts "
			    "for an action with 'round-count' only: give the "
			    "action one", name);
		return out->code = N_ROUND_TAKEN, 0;
	}
	if (NAME_IS(name, "faction_of") && nargs == 1)
		return out->code = N_FACTION_OF, 0;
	if (NAME_IS(name, "resource_is") && nargs == 2)
		return nm_resource_is_sym(c, name, sym, out, err, n);
	if (NAME_IS(name, "out") && nargs == 1)
		return out->code = N_OUT, 0;
	if ((NAME_IS(name, "sites") || NAME_IS(name, "committed")) &&
	    nargs == 1)
		return nm_sites_sym(c, name, sym, out, err, n);
	if (NAME_IS(name, "chief_ability"))
		return nm_chief_ability_name(c, name, nargs, out, err, n);
	if (NAME_IS(name, "site_keeper"))
		return nm_site_keeper_name(c, name, nargs, out, err, n);
	if (NAME_IS(name, "claimed") && nargs == 2)
		return nm_sites_sym(c, name, sym, out, err, n);
	if (NAME_IS(name, "brought") && nargs == 2)
		return nm_brought_name(c, name, sym, out, err, n);
	if (NAME_IS(name, "morale") && nargs == 2)
		return nm_morale_sym(c, name, sym, out, err, n);
	if ((NAME_IS(name, "fight") && nargs == 1) || (NAME_IS(name,
	    "fight_player") && nargs == 2))
		return nm_fight_sym(c, name, sym, out, err, n);
	if (NAME_IS(name, "ability"))
		return nm_ability_sym(c, name, nargs, sym, out, err, n);
	if (NAME_IS(name, "fires_in") && nargs == 2) {
		/* the step a kind of piece of a player fires in */
		if (!rs->mech.territories.present ||
		    !rs->mech.dicepool.present)
			return FAIL("'%s' reads the steps of the dice-pool "
			    "combat on a map of territories, and the ruleset "
			    "has none: declare mechanisms.territories and "
			    "mechanisms.dice-pool, or take '%s' out", name,
			    name);
		return out->code = N_FIRES_IN, 0;
	}
	if (NAME_IS(name, "left") && (nargs == 1 || nargs == 2)) {
		const struct deck_def *k;
		if (sym[0] == NULL || (out->a = vec_find(&rs->decks, sym[0])) <
		    0)
			return FAIL("'%s' takes a deck's id", name);
		out->code = N_DECK_LEFT;
		out->symargs = 1;
		out->b = -1;
		if (nargs == 1)
			return 0;
		/* left(DECK, ITEM): the items of one kind left in a deck
		 * of items drawn from it (neither piled nor dealt) */
		k = VEC_AT(rs->decks, struct deck_def, out->a);
		if (k->size != DECK_TRACKED || k->piles.n > 0 ||
		    k->deal.text != NULL)
			return FAIL("'%s(DECK, ITEM)' counts the items of one "
			    "kind in a deck whose items are drawn at random "
			    "(not piled, not dealt); '%s' is not one: '%s(%s)' "
			    "counts all it holds", name, sym[0], name, sym[0]);
		if (sym[1] == NULL || (out->b = vec_find(&k->items, sym[1])) <
		    0)
			return FAIL("'%s(%s, ITEM)' takes one of the deck's "
			    "items, not '%s'", name, sym[0], sym[1] != NULL ?
			    sym[1] : "an expression");
		out->symargs |= 2;
		return 0;
	}
	if (NAME_IS(name, "hand_size") && nargs == 1) {
		if (sym[0] == NULL || (out->a = vec_find(&rs->decks, sym[0])) <
		    0)
			return FAIL("'%s' takes a deck's id", name);
		out->code = N_HAND_SIZE;
		out->symargs = 1;
		return 0;
	}
	if (NAME_IS(name, "total") && nargs >= 1) {
		/* the actor's sum of the resources named (a bit each) */
		for (int i = 0; i < nargs; i++) {
			long r2;
			if (sym[i] == NULL || (r2 = vec_find(&rs->resources,
			    sym[i])) < 0 || r2 >= 62)
				return FAIL("'%s' takes resources' ids", name);
			out->a |= 1L << r2;
			out->symargs |= 1u << i;
		}
		out->code = N_TOTAL;
		return 0;
	}
	if (NAME_IS(name, "option"))
		return nm_option_name(c, name, nargs, sym, out, err, n);
	if (NAME_IS(name, "product_cost")) {
		/* what one of a product costs of a resource (its cost in
		 * mechanisms.production.products, 0 when not listed): a word
		 * of kind product, or a product's id */
		long w = -1, p = -1;
		if (nargs == 2 && sym[0] != NULL && c->act != NULL)
			for (int i = 0; i < c->act->args.n; i++)
				if (VEC_AT(c->act->args, struct arg_def,
				    i)->kind == ARG_PRODUCT && strcmp(VEC_AT(
				    c->act->args, struct arg_def, i)->name,
				    sym[0]) == 0)
					w = i;
		if (nargs == 2 && sym[0] != NULL && w < 0)
			p = vec_find(&rs->mech.production.products, sym[0]);
		if (nargs != 2 || sym[1] == NULL || (w < 0 && p < 0) ||
		    (r = vec_find(&rs->resources, sym[1])) < 0)
			return FAIL("'%s' takes a word of kind product (or a "
			    "product of mechanisms.production) and a "
			    "resource: '%s(product, oil)'", name, name);
		out->code = N_PRODUCT_COST;
		out->a = w;
		out->b = r;
		out->c = p;
		out->symargs = 3;
		return 0;
	}
	if (NAME_IS(name, "resource") && nargs == 2 && sym[0] != NULL &&
	    (r = vec_find(&rs->resources, sym[0])) >= 0) {
		out->code = N_RES_OF;
		out->a = r;
		out->symargs = 1;
		return 0;
	}
	return 1;
}

/* A function of the board's regions, and the rest: 0, or -1 with err
 * (an unknown name at last). */
static int
resolve_board(const struct eng_names_ctx *c, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	const struct ruleset *rs = c->rs;
	int has_board = board_of(rs);
	long r;

	if (!has_board && (NAME_IS(name, "regions") || NAME_IS(name,
	    "owner") || NAME_IS(name, "pieces") || NAME_IS(name,
	    "mine") || NAME_IS(name, "adjacent") || NAME_IS(name,
	    "held") || NAME_IS(name, "held_groups")))
		return FAIL("'%s' needs a board of regions "
		    "(board.regions or board.places)", name);
	if (NAME_IS(name, "regions") && nargs == 1)
		return out->code = N_REGIONS_OF, 0;
	if (NAME_IS(name, "home") && nargs == 1)
		return nm_home_name(rs, name, nargs, out, err, n);
	if (NAME_IS(name, "starting_left") && nargs == 1)
		return nm_starting_name(rs, name, nargs, out, err, n);
	if ((NAME_IS(name, "place_of") || NAME_IS(name, "place_holder")) &&
	    nargs == 1)
		return nm_place_name(rs, name, name[6] == 'o' ? N_PLACE_OF :
		    N_PLACE_HOLDER, out, err, n);
	if ((NAME_IS(name, "sum_regions") || NAME_IS(name,
	    "count_regions")) && nargs == 1) {
		if (!has_board)
			return FAIL("'%s' needs a board of regions "
			    "(board.regions or board.places)", name);
		out->code = N_EACH_REGION;
		out->each = name[0] == 's' ? EXPR_EACH_SUM : EXPR_EACH_COUNT;
		return 0;
	}
	if ((NAME_IS(name, "sum_groups") || NAME_IS(name,
	    "count_groups") || NAME_IS(name, "first_group")) &&
	    nargs == 1) {
		if (eng_ngroups(rs) <= 0)
			return FAIL("'%s' needs groups of regions (board."
			    "groups, or an orbit board's bodies)", name);
		out->code = N_EACH_GROUP;
		out->each = name[0] == 's' ? EXPR_EACH_SUM : name[0] == 'c' ?
		    EXPR_EACH_COUNT : EXPR_EACH_FIRST;
		return 0;
	}
	if ((NAME_IS(name, "sum_gathered") || NAME_IS(name,
	    "count_gathered")) && nargs == 1)
		return nm_gathered_sym(c, name, nargs, out, err, n);
	if (NAME_IS(name, "sum_queued") || NAME_IS(name,
	    "count_queued")) {
		/* the actor's other commands of the action waiting
		 * (engine_deferred.c), each with its words */
		if (c->act == NULL || c->act->deferred.n == 0)
			return FAIL("'%s' reads the commands of an action "
			    "with 'deferred' still waiting, and is known only "
			    "in such an action: give the action a deferred "
			    "list, or take '%s' out", name, name);
		if (nargs != 1)
			return FAIL("'%s' takes one expression, valued with "
			    "the words of each command waiting ('%s(n * "
			    "3)')", name, name);
		out->code = N_EACH_QUEUED;
		out->each = name[0] == 's' ? EXPR_EACH_SUM : EXPR_EACH_COUNT;
		return 0;
	}
	if (NAME_IS(name, "group_value") && nargs == 2)
		return nm_group_value_sym(c, name, sym, out, err, n);
	if (NAME_IS(name, "value") && nargs == 2) {
		if (nm_region_sym(c, sym[0], &out->a) != 0 || sym[1] == NULL)
			return FAIL("'%s' takes a region and the id of one of "
			    "its values", name);
		/* a board of places: a place's own numbers */
		if (rs->board.places.n > 0)
			return nm_place_number(name, sym, out, err, n);
		/* the value's id, found again by name in each region */
		out->b = -1;
		for (int g = 0; g < rs->board.regions.n && out->b < 0; g++) {
			int k = vec_find(&VEC_AT(rs->board.regions,
			    struct region_def, g)->values, sym[1]);
			if (k >= 0) {
				out->b = g;
				out->c = k;
			}
		}
		if (out->b < 0)
			return FAIL("'%s': no region has a value '%s'", name,
			    sym[1]);
		out->code = N_VALUE;
		out->symargs = 3;
		return 0;
	}
	if ((NAME_IS(name, "port") && nargs == 1) ||
	    (NAME_IS(name, "field") && nargs == 1) ||
	    (NAME_IS(name, "linked") && nargs == 2))
		return nm_body_name(c, name, nargs, sym, out, err, n);
	if (NAME_IS(name, "owner") && nargs == 1 && sym[0] == NULL) {
		/* owner(EXPR): of the region an expression gives (port(b)),
		 * nobody for none */
		out->code = N_OWNER_OF;
		return 0;
	}
	if ((NAME_IS(name, "owner") || NAME_IS(name, "mine")) &&
	    nargs == 1) {
		if (nm_region_sym(c, sym[0], &out->a) != 0)
			return FAIL("'%s' takes a region: a region "
			    "word of the action or a region's id", name);
		out->code = name[0] == 'o' ? N_OWNER : N_MINE;
		out->symargs = 1;
		return 0;
	}
	if (NAME_IS(name, "pieces") && nargs == 1 && sym[0] == NULL) {
		/* pieces(EXPR): on the region an expression gives */
		out->code = N_PIECES_OF;
		return 0;
	}
	if (NAME_IS(name, "pieces") && (nargs == 1 || nargs == 2))
		return nm_pieces_name(c, name, nargs, sym, out, err, n);
	if (NAME_IS(name, "adjacent") && nargs == 2) {
		if (nm_region_sym(c, sym[0], &out->a) != 0 ||
		    nm_region_sym(c, sym[1], &out->b) != 0)
			return FAIL("'%s' takes two regions", name);
		out->code = N_ADJACENT;
		out->symargs = 3;
		return 0;
	}
	if (NAME_IS(name, "held") && nargs == 1) {
		if (nm_group_sym(c, sym[0], &out->a) != 0)
			return FAIL("'%s' takes a group: a group word of the "
			    "action, a group's id (board.groups, or an orbit "
			    "board's bodies) or 'group' in sum_groups", name);
		out->code = N_HELD;
		out->symargs = 1;
		return 0;
	}
	if (NAME_IS(name, "first_region") && nargs == 1) {
		if (nm_group_sym(c, sym[0], &out->a) != 0)
			return FAIL("'%s' takes a group: a group word of the "
			    "action, a group's id (board.groups, or an orbit "
			    "board's bodies) or 'group' in sum_groups", name);
		out->code = N_FIRST_REGION;
		out->symargs = 1;
		return 0;
	}
	if (NAME_IS(name, "held_groups") && nargs == 1) {
		if (sym[0] == NULL || !nm_group_value(rs, sym[0]))
			return FAIL("'%s' takes the id of a value the "
			    "groups have (board.groups.*.values)", name);
		out->code = N_HELD_GROUPS;
		/* the value's id is looked up per group */
		out->a = 0;
		out->b = 0;
		out->symargs = 1;
		{
			/* remember the text: index into the first group
			 * that has it, the id found again by name */
			for (int g = 0; g < rs->board.groups.n; g++) {
				long k = vec_find(&VEC_AT(rs->board.groups,
				    struct group_def, g)->values, sym[0]);
				if (k >= 0) {
					out->a = g;
					out->b = k;
					break;
				}
			}
		}
		return 0;
	}
	if (NAME_IS(name, "role")) {
		/* role(PLAYER, ROLE): does the player play that role? */
		if (nargs != 2 || sym[1] == NULL || (r = vec_find(&rs->roles,
		    sym[1])) < 0)
			return FAIL("'%s' takes a player and a role's id "
			    "(roles)", name);
		out->code = N_ROLE;
		out->a = r;
		out->symargs = 2;
		return 0;
	}
	if (NAME_IS(name, "connected") && nargs == 2) {
		/* a = from, b = to (region codes, as adjacent's) */
		if (!has_board)
			return FAIL("'%s' needs a board of regions "
			    "(board.regions or board.places)", name);
		if (nm_region_sym(c, sym[0], &out->a) != 0 ||
		    nm_region_sym(c, sym[1], &out->b) != 0)
			return FAIL("'%s' takes two regions", name);
		out->code = N_CONNECTED;
		out->symargs = 3;
		return 0;
	}
	if (NAME_IS(name, "tally") && (nargs == 1 || nargs == 2))
		return nm_tally_sym(c, nargs, sym, out, err, n);
	/* captives(CAPTOR, OWNER), by its name of before too */
	if (((NAME_IS(name, "captives") ||
	    strcmp(name, KEY_CAPTIVES_OLD) == 0) && nargs == 2) ||
	    (NAME_IS(name, "built") && nargs == 1))
		return nm_terr_name(c, name, sym, out, err, n);
	if (NAME_IS(name, "has_home") && nargs == 1)
		return nm_arrival_name(c, name, N_HAS_HOME, out, err, n);
	if (NAME_IS(name, "done") && nargs == 1) {	/* mark-done's */
		out->code = N_DONE;
		return 0;
	}
	if (NAME_IS(name, "in_phase") && nargs == 1) {
		/* in_phase(PHASE): is the game in that phase? ('_' for a
		 * '-' of its id, which an expression cannot write) */
		char id[64];
		size_t k;
		for (k = 0; sym[0] != NULL && sym[0][k] != '\0' &&
		    k + 1 < sizeof id; k++)
			id[k] = sym[0][k] == '_' ? '-' : sym[0][k];
		id[k] = '\0';
		if (sym[0] == NULL || ((out->a = vec_find(&rs->phases,
		    sym[0])) < 0 && (out->a = vec_find(&rs->phases, id)) < 0))
			return FAIL("'%s' takes a phase's id (phases), not "
			    "'%s'", name, sym[0] != NULL ? sym[0] :
			    "an expression");
		out->code = N_IN_PHASE;
		out->symargs = 1;
		return 0;
	}
	if (NAME_IS(name, "has_arrival") && nargs == 1)
		return nm_arrival_name(c, name, N_HAS_ARRIVAL, out, err, n);
	if (NAME_IS(name, "squad_pieces"))
		return nm_squad_pieces_name(rs, name, nargs, sym, out, err, n);
	if (NAME_IS(name, "folk") || NAME_IS(name, "militia") ||
	    NAME_IS(name, "replenish_due") || NAME_IS(name, "shelters") ||
	    NAME_IS(name, "folk_needed"))
		return nm_zone_count_name(c, name, nargs, sym, out, err, n);
	if (NAME_IS(name, "producers") || NAME_IS(name, "output") ||
	    NAME_IS(name, "producer_due"))
		return nm_zone_producer_name(c, name, nargs, sym, out, err, n);
	if ((r = eng_round_name(c, name, nargs, out, err, n)) != 1)
		return (int)r;
	if (NAME_IS(name, "sources") || NAME_IS(name, "sent"))
		return nm_sources_name(c, name, nargs, sym, out, err, n);
	if (NAME_IS(name, "modifier"))
		return nm_modifier_name(c, name, nargs, sym, out, err, n);
	if (NAME_IS(name, "reaches")) {
		/* a = from, b = to (region codes, as adjacent's) */
		if (!has_board)
			return FAIL("'%s' needs a board of regions "
			    "(board.regions or board.places)", name);
		if (nargs != 2 || nm_region_sym(c, sym[0], &out->a) != 0 ||
		    nm_region_sym(c, sym[1], &out->b) != 0)
			return FAIL("'%s' takes two regions", name);
		out->code = N_REACHES;
		out->symargs = 3;
		return 0;
	}
	if (NAME_IS(name, "parties") || NAME_IS(name, "guard_unknown") ||
	    NAME_IS(name, "fought") || NAME_IS(name, "strikers"))
		return nm_orbit_value_name(c, name, nargs, sym, out, err, n);
	if (NAME_IS(name, "carriers") && nargs == 2)
		return nm_orbit_carriers_name(c, name, sym, out, err, n);
	if (NAME_IS(name, "tiles_left"))
		return nm_tiles_left_name(c, name, nargs, out, err, n);
	if (NAME_IS(name, "steps"))
		return nm_steps_name(c, name, nargs, sym, out, err, n);
	if (NAME_IS(name, "squad_strikers") || NAME_IS(name,
	    "squad_carriers") || NAME_IS(name, "distance"))
		return nm_squad_count_name(c, name, nargs, sym, out, err, n);
	if (NAME_IS(name, "cargo") || NAME_IS(name, "room") ||
	    NAME_IS(name, "goods") || NAME_IS(name, "folk_printed"))
		return nm_cargo_name(c, name, nargs, sym, out, err, n);
	/* the last argument, as a region where it names one */
	if (nargs > 0 && nm_region_sym(c, sym[nargs - 1], &r) != 0)
		r = LONG_MIN;
	if (NAME_IS(name, "on_grid") && nargs >= 0)
		return nm_on_grid_name(c, name, nargs, out, err, n);
	if ((r = eng_orders_name(c, name, nargs, sym, nargs > 0 ? r :
	    LONG_MIN, out, err, n)) != 1)
		return r;
	return FAIL("unknown name '%s', or the wrong number of "
	    "arguments (arbiter-ruleset(5), Expressions, lists the names)",
	    name);
}

static int
resolve(void *ctx, const char *name, int nargs, const char *const *sym,
    struct expr_sym *out, char *err, size_t n)
{
	const struct eng_names_ctx *c = ctx;
	int r;

	memset(out, 0, sizeof *out);
	if (nargs < 0)
		return resolve_bare(c, name, nargs, sym, out, err, n);
	if ((r = resolve_game(c, name, nargs, sym, out, err, n)) != 1)
		return r;
	return resolve_board(c, name, nargs, sym, out, err, n);
}

/* What a name resolved reads of the player who acts, or NULL: me, the
 * names of the actor's own (a resource, before, total, mine, held,
 * held_groups, connected, a tally per player) and those that default to
 * the actor given no player (regions, home, starting_left, faction), a
 * region written 'home'.  *named: how to name a player instead, "" to
 * name one (me), NULL when no name of a player does. */
static const char *
actor_read(const struct ruleset *rs, const struct expr_sym *s, int nargs,
    const char *const *sym, const char **named)
{
	*named = NULL;
	for (int i = 0; i < nargs; i++)
		if ((s->symargs & 1u << i) && sym[i] != NULL &&
		    strcmp(sym[i], "home") == 0 && (s->a == HOME_REGION ||
		    s->b == HOME_REGION))
			return *named = "home(PLAYER)", "reads 'home', the "
			    "region of the actor's home";
	switch (s->code) {
	case N_ME:
		*named = "";
		return "names the player who acts";
	case N_RES:
		*named = "resource(RESOURCE, PLAYER)";
		return "reads a resource of the actor's";
	case N_BEFORE:
		return "reads the actor's resource before the cost";
	case N_CHANGED:
		return "counts the actor's resources changed";
	case N_TOTAL:
		*named = "resource(RESOURCE, PLAYER)";
		return "reads the actor's resources";
	case N_FACTION:
	case N_FACTION_HAS:
		if (s->c)
			return NULL;
		*named = "faction(VALUE, PLAYER)";
		return "reads a value of the actor's faction";
	case N_STARTING_LEFT:
		*named = "starting_left(PLAYER)";
		return "reads the actor's starting groups";
	case N_REGIONS:
		*named = "regions(PLAYER)";
		return "reads the actor's regions";
	case N_HOME:
		*named = "home(PLAYER)";
		return "reads the actor's home";
	case N_MINE: return "reads the actor's pieces";
	case N_HELD:
	case N_HELD_GROUPS: return "reads the groups the actor holds";
	case N_CONNECTED:
		return "reads a way through the actor's regions";
	case N_TALLY:
		return VEC_AT(rs->tallies, struct tally_def, s->a)->per ==
		    TALLY_PLAYER ? "reads the actor's count" : NULL;
	default: return NULL;
	}
}

/* What a name resolved reads of the bindings (here, group, piece, who: names.h
 * ENG_BINDS_*) and, an aggregate, binds for its argument. */
static void
bindings(const char *const *sym, int nargs, struct expr_sym *s)
{
	if ((s->code == N_HERE && s->a == HERE_REGION) || (s->code ==
	    N_GROUP && s->a == HERE_GROUP))
		s->needs = s->code == N_HERE ? ENG_BINDS_HERE : ENG_BINDS_GROUP;
	if (s->code == N_TRACKED && s->a == -1) {
		s->needs = ENG_BINDS_PIECE;
		s->need_arg = 1;
	}
	if (s->code == N_WHO)
		s->needs = ENG_BINDS_WHO;
	for (int i = 0; i < nargs && s->needs == 0; i++) {
		int here, group;
		if (!(s->symargs & 1u << i) || sym[i] == NULL)
			continue;
		here = strcmp(sym[i], "here") == 0 && (s->a == HERE_REGION ||
		    s->b == HERE_REGION || s->c == HERE_REGION);
		group = strcmp(sym[i], "group") == 0 && (s->a == HERE_GROUP ||
		    s->b == HERE_GROUP || s->c == HERE_GROUP);
		if (here || group) {
			s->needs = here ? ENG_BINDS_HERE : ENG_BINDS_GROUP;
			s->need_arg = i + 1;
		}
	}
	if (s->each != 0)
		s->binds = s->code == N_EACH_REGION ? ENG_BINDS_HERE :
		    s->code == N_EACH_GROUP ? ENG_BINDS_GROUP :
		    s->code == N_EACH_PIECE ? ENG_BINDS_PIECE :
		    s->code == N_EACH_PLAYER || s->code == N_BEST_PLAYER ?
		    ENG_BINDS_WHO : 0;
}

/* The refusal of a name read where nothing binds what it needs. */
static void
unbound(void *ctx, const char *name, unsigned missing, char *err, size_t n)
{
	const char *word = "piece", *what = "the piece tracked one by one "
	    "on the board", *by = "sum_pieces, count_pieces and "
	    "@piecevalues", *eg = "count_pieces(tracked(piece, owner) == me)";
	const char *also = "";

	(void)ctx;
	if (missing & ENG_BINDS_WHO) {
		word = "who";
		what = "the player";
		by = "sum_players, count_players, max_players, best_player, "
		    "@players, @ranking, a declare-winner's where, "
		    "rank-players' by, list-players' each and json-each, "
		    "throw-pools' fires and a pool combat's destroyed";
		eg = "count_players(resource(gold, who) > 0)";
		also = "; under each-player and each-player-in-turn each "
		    "player is 'me'";
	} else if (missing & ENG_BINDS_HERE) {
		word = "here";
		what = "the region";
		by = "sum_regions, count_regions, @regions, @regionvalues, "
		    "@regionterms, the effects under each-region and "
		    "each-source, clear-spawned, a due's per-region and "
		    "says-region and a pool combat's over";
		eg = "count_regions(owner(here) == me)";
	} else if (missing & ENG_BINDS_GROUP) {
		word = "group";
		what = "the group of regions";
		by = "sum_groups, count_groups, first_group and the effects "
		    "under each-group";
		eg = "count_groups(held(group))";
	}
	if (strcmp(name, word) == 0)
		snprintf(err, n, "'%s' is %s that %s go over one at a time, "
		    "and it stands outside all of them: write it inside one "
		    "('%s')%s", word, what, by, eg, also);
	else
		snprintf(err, n, "'%s' reads '%s', %s that %s go over one at "
		    "a time, and it stands outside all of them: write it "
		    "inside one ('%s')%s", name, word, what, by, eg, also);
}

/* resolve, refusing where nobody acts (c->no_actor) a name that reads the
 * actor. */
static int
resolve_here(void *ctx, const char *name, int nargs, const char *const *sym,
    struct expr_sym *out, char *err, size_t n)
{
	const struct eng_names_ctx *c = ctx;
	const char *what, *named;

	if (resolve(ctx, name, nargs, sym, out, err, n) != 0)
		return -1;
	bindings(sym, nargs, out);
	if (c->no_actor == NULL || (what = actor_read(c->rs, out, nargs, sym,
	    &named)) == NULL)
		return 0;
	if (named == NULL)
		return FAIL("'%s' %s, and %s", name, what, c->no_actor);
	return FAIL("'%s' %s, and %s, or name the player%s%s%s", name, what,
	    c->no_actor, named[0] != '\0' ? " (" : "", named,
	    named[0] != '\0' ? ")" : "");
}

/* Whether x has nothing to compile: no text, an unknown one, compiled
 * already, or marked to be compiled when first valued. */
static int
settled(const struct sexpr *x)
{
	return x->text == NULL || x->text == schema_unknown_str ||
	    x->e != NULL || x->later != 0;
}

/* The bits a place is compiled with (in_roll: 1, a roll's; names.h
 * ENG_IN_*, ENG_BINDS_*) are each its own: added up they make no more
 * than all of them together. */
_Static_assert(1 + ENG_IN_DUE + ENG_IN_TARGET + ENG_BINDS_HERE +
    ENG_BINDS_GROUP + ENG_BINDS_PIECE + ENG_IN_ROUND + ENG_IN_RANKING +
    ENG_IN_PAIR + ENG_IN_DECIDED + ENG_IN_LIST + ENG_IN_POOL +
    ENG_IN_PARTY + ENG_IN_THROW + ENG_BINDS_WHO + ENG_IN_ADDED +
    ENG_IN_SITE + ENG_IN_SQUAD ==
    (1 | ENG_IN_DUE | ENG_IN_TARGET | ENG_BINDS_HERE | ENG_BINDS_GROUP |
    ENG_BINDS_PIECE | ENG_IN_ROUND | ENG_IN_RANKING | ENG_IN_PAIR |
    ENG_IN_DECIDED | ENG_IN_LIST | ENG_IN_POOL | ENG_IN_PARTY |
    ENG_IN_THROW | ENG_BINDS_WHO | ENG_IN_ADDED | ENG_IN_SITE |
    ENG_IN_SQUAD),
    "two binding bits of names.h are the same: take the next free one");

const struct expr_names eng_names_proto = { resolve_here, NULL, 0,
    unbound };

static int
compile(struct sexpr *x, const char *path, const struct ruleset *rs,
    const struct action_def *act, int in_roll, struct diag_list *errs)
{
	return eng_compile_in(x, path, rs, act, in_roll, 0, errs);
}

int
eng_compile_now(struct sexpr *x, const char *path, const struct ruleset *rs,
    const struct action_def *act, int in_roll, int in_says,
    struct diag_list *errs)
{
	struct eng_names_ctx c = { rs, act, in_roll & 1, in_says,
	    (in_roll & ENG_IN_DUE) != 0, rs->no_actor,
	    (in_roll & ENG_IN_TARGET) != 0, (in_roll & ENG_IN_ROUND) != 0,
	    (in_roll & ENG_IN_POOL) != 0,
	    (in_roll & (ENG_IN_PARTY | ENG_IN_THROW)) != 0,
	    (in_roll & ENG_IN_THROW) != 0, (in_roll & ENG_IN_ADDED) != 0,
	    (in_roll & ENG_IN_SITE) != 0, (in_roll & ENG_IN_SQUAD) != 0 };
	struct expr_names names = eng_names_proto;
	struct diag d;

	if (settled(x))
		return 0;
	names.ctx = &c;
	names.bound = (unsigned)(in_roll | (int)rs->bound) & ENG_BINDS_ALL;
	if (expr_parse(x->text, x->pos.file, x->pos.line, x->pos.col, &names,
	    &x->e, &d) == ST_OK)
		return 0;
	diag_list_add(errs, d.code, d.file, d.line, d.col, "'%s': %s", path,
	    d.msg);
	return 1;
}

/* Whether eng_compile_in, on a checked ruleset, only marks x to be
 * compiled when first valued (eng_expr_ready), so its path goes unread;
 * a line's expressions are compiled with their line (says.c). */
static int
deferred(const struct sexpr *x, const struct ruleset *rs, int in_says)
{
	return rs->checked && !in_says && !settled(x);
}

int
eng_compile_in(struct sexpr *x, const char *path, const struct ruleset *rs,
    const struct action_def *act, int in_roll, int in_says,
    struct diag_list *errs)
{
	if (deferred(x, rs, in_says)) {
		x->later = 1 + (in_roll | (int)rs->bound);
		x->later_of = act;
		return 0;
	}
	return eng_compile_now(x, path, rs, act, in_roll, in_says, errs);
}

int
eng_compile_key(struct sexpr *x, const char *path, const char *key,
    const struct ruleset *rs, const struct action_def *act, int in_roll,
    struct diag_list *errs)
{
	char p[300];

	/* the path names it in a message only: not made where nothing is
	 * compiled now (rules checked when kept: compiled when first
	 * valued, eng_expr_ready) */
	if (settled(x) || rs->checked)
		return eng_compile_in(x, path, rs, act, in_roll, 0, errs);
	if (key != NULL)
		fmt_path(p, sizeof p, "%.200s.%s", path, key);
	else
		fmt_path(p, sizeof p, "%.200s", path);
	return eng_compile_in(x, p, rs, act, in_roll, 0, errs);
}

int
eng_expr_ready(const struct ruleset *rs, const struct sexpr *cx,
    struct diag *d)
{
	struct sexpr *x = (struct sexpr *)cx;	/* compiled once, in place */
	struct diag_list errs;
	int later = x->later, bad;

	if (later == 0)
		return ST_OK;
	x->later = 0;
	diag_list_init(&errs);
	if (x->later_words > 0) {
		/* a word's own: its action with the words before it */
		struct action_def before = *(const struct action_def *)
		    x->later_of;
		before.args.n = x->later_words - 1;
		bad = eng_compile_now(x, "an expression", rs, &before,
		    later - 1, 0, &errs);
	} else
		bad = eng_compile_now(x, "an expression", rs, x->later_of,
		    later - 1, 0, &errs);
	if (bad) {
		/* an image that passed its checksum and is still wrong: the
		 * expression stays uncompiled, refused each time */
		x->later = later;
		diag_at(d, ST_DATA, x->pos.file != NULL ? x->pos.file : "",
		    x->pos.line, x->pos.col, "%s (the rules kept with the "
		    "game: 'arbiter ruleset check' its texts)", errs.n > 0 ?
		    errs.v[0].msg : "an expression does not compile");
	} else
		x->later_of = NULL;
	diag_list_free(&errs);
	return bad ? ST_DATA : ST_OK;
}

int
eng_compile_expr_now(struct sexpr *x, const char *path,
    const struct ruleset *rs, const struct action_def *act,
    struct diag_list *errs)
{
	return eng_compile_now(x, path, rs, act, 0, 0, errs);
}

int
eng_compile_word_expr(struct sexpr *x, const char *path,
    const struct ruleset *rs, const struct action_def *act, int nwords,
    struct diag_list *errs)
{
	struct action_def before = *act;

	if (rs->checked && x->text != NULL && x->text != schema_unknown_str &&
	    x->e == NULL && x->later == 0) {
		x->later = 1;
		x->later_of = act;
		x->later_words = 1 + nwords;
		return 0;
	}
	before.args.n = nwords;
	return eng_compile_now(x, path, rs, &before, 0, 0, errs);
}

int
eng_compile_expr(struct sexpr *x, const char *path, const struct ruleset *rs,
    const struct action_def *act, struct diag_list *errs)
{
	return compile(x, path, rs, act, 0, errs);
}

int
eng_compile_rolled(struct sexpr *x, const char *path, const struct ruleset *rs,
    const struct action_def *act, struct diag_list *errs)
{
	return compile(x, path, rs, act, 1, errs);
}
