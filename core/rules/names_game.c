/* names_game.c: the names of functions of the game that read no board
 * (players, resources, factions, units, cards, a combat), resolved for
 * names.c (nm_game_name); the board's are in names_board.c. */
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

/* A function of the game that reads no board (players, resources,
 * factions, units, cards, a combat): 0, -1 with err, or 1 for a name of
 * another kind. */
/* resource(RESOURCE, PLAYER) refused: the resource it was given if it is
 * none, and those of the ruleset; -1. */
static int
resource_refused(const struct eng_names_ctx *c, const char *name,
    int nargs, const char *const *sym, char *err, size_t n)
{
	const struct ruleset *rs = c->rs;
	struct strbuf ids;
	char bad[200] = "", own[200] = "";
	const char *eg = rs->resources.n > 0 ? rs->resources.ids[0] :
	    "RESOURCE";

	sb_init(&ids);
	for (int k = 0; k < rs->resources.n; k++)
		sb_printf(&ids, "%s%s", k > 0 ? ", " : "",
		    rs->resources.ids[k]);
	if (sym[0] != NULL && vec_find(&rs->resources, sym[0]) < 0)
		snprintf(bad, sizeof bad, ", and '%.150s' is none", sym[0]);
	else if (sym[0] != NULL && nargs == 1 && c->act != NULL &&
	    c->no_actor == NULL) {	/* the actor's own */
		eg = sym[0];
		snprintf(own, sizeof own, ", or '%.150s' alone for the "
		    "actor's", eg);
	}
	snprintf(err, n, "'%s' takes a resource of the ruleset (%s) and a "
	    "player%s: '%s(%s, PLAYER)'%s", name, ids.len > 0 ?
	    sb_str(&ids) : "none", bad, name, eg, own);
	sb_release(&ids);
	return -1;
}

int
nm_game_name(const struct eng_names_ctx *c, const char *name, int nargs,
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
		return nm_known_name(rs, name, nargs, sym, out, err, n);
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
	if (NAME_IS(name, "resource") && nargs >= 1) {
		if (nargs == 2 && sym[0] != NULL &&
		    (r = vec_find(&rs->resources, sym[0])) >= 0) {
			out->code = N_RES_OF;
			out->a = r;
			out->symargs = 1;
			return 0;
		}
		return resource_refused(c, name, nargs, sym, err, n);
	}
	return 1;
}
