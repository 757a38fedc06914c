/* ruleset_schema_fx.h: the tables of fields of the structures an
 * effect's keys hold (eff_pieces ... eff_tally), X-macros that
 * ruleset_schema_decl.c makes into its one object of types and tables
 * (SCHEMA_TYPES).  Apart so that each file reads in one sitting; not a
 * file of tables of its own (as ruleset_schema_terr.c is), since the
 * effect's table names some 70 of their types, each a link and an
 * exported pointer the loader writes at every start
 * (tests/check-startup.sh).  Internal to core/rules/: only
 * ruleset_schema_decl.c includes it. */
#ifndef ARBITER_RULESET_SCHEMA_FX_H
#define ARBITER_RULESET_SCHEMA_FX_H

#define PIECES_FIELDS(F) \
	F("piece", t_ref_piece, struct eff_pieces, piece, 0, 0, \
	    "the kind of piece (remove, move: absent, every kind; place: " \
	    "needed where the ruleset has pieces)") \
	F("count", t_expr, struct eff_pieces, count, SF_REQUIRED, 0, \
	    "how many") \
	F("in", t_expr, struct eff_pieces, in, 0, 0, \
	    "place: the region (a word of the action, a region's id, or " \
	    "an expression giving a region)") \
	F("from", t_str, struct eff_pieces, from, 0, 0, \
	    "remove, move: the region they leave") \
	F("to", t_str, struct eff_pieces, to, 0, 0, \
	    "move: the region they go to")

#define FIGHT_FIELDS(F) \
	F("combat", t_ref_combat, struct eff_fight, combat, SF_REQUIRED, \
	    0, "the combat declared under combats") \
	F("from", t_str, struct eff_fight, from, SF_REQUIRED, 0, \
	    "the region the attack comes from") \
	F("to", t_str, struct eff_fight, to, SF_REQUIRED, 0, \
	    "the region attacked") \
	F("move-in", t_move_in, struct eff_fight, move_in, 0, \
	    MOVE_IN_DICE, "when the region falls, the attacking units that " \
	    "move in: dice (as many as threw dice), all, none")

#define ROLL_DICE_FIELDS(F) \
	F("count", t_expr, struct roll_dice, count, SF_REQUIRED, 0, \
	    "how many dice") \
	F("die", t_die, struct roll_dice, die, SF_REQUIRED, 0, \
	    "the die: d6, or a die of the ruleset")

#define ROW_FIELDS(F) \
	F("when", t_expr, struct roll_row, when, 0, 0, \
	    "a test of the roll (absent: always)") \
	F("effects", eng_t_effects, struct roll_row, effects, \
	    SF_REQUIRED, 0, "what happens")

#define ROLL_FIELDS(F) \
	F("dice", t_roll_dice_list, struct eff_roll, dice, SF_REQUIRED, \
	    0, "the dice thrown, in order") \
	F("table", t_rows, struct eff_roll, table, 0, 0, \
	    "rows: the first whose test holds is carried out") \
	F("json", t_str, struct eff_roll, json, 0, 0, \
	    "the key of the --json report giving the total thrown") \
	F("target", t_expr, struct eff_roll, target, 0, 0, \
	    "the total needed, known before the throw as target") \
	F("json-target", t_str, struct eff_roll, json_target, 0, 0, \
	    "the key of the --json report giving the total needed") \
	F("calm", t_bool, struct eff_roll, calm, 0, 0, \
	    "the dice thrown without their explosions") \
	F("keep-rolls", t_bool, struct eff_roll, keep_rolls, 0, 0, \
	    "with json, the roll's entries of rolls kept as well")

#define IF_FIELDS(F) \
	F("test", t_expr, struct eff_if, test, SF_REQUIRED, 0, \
	    "an expression") \
	F("then", eng_t_effects, struct eff_if, then, 0, 0, \
	    "the effects when it holds") \
	F("else", eng_t_effects, struct eff_if, otherwise, 0, 0, \
	    "the effects when it does not")

#define BAG_EFF_FIELDS(F) \
	F("deck", t_ref_deck, struct eff_bag, deck, 0, 0, \
	    "the deck, bag or cup") \
	F("bag", t_ref_deck, struct eff_bag, bag, 0, 0, \
	    "the older spelling of 'deck'") \
	F("count", t_expr, struct eff_bag, count, 0, 0, \
	    "draw: how many items, at random") \
	F("items", t_amounts, struct eff_bag, items, 0, 0, \
	    "return: how many of each item go back") \
	F("reason", t_text, struct eff_bag, reason, 0, 0, \
	    "draw: what for, in the line of the draw (absent: the draw)") \
	F("refuse-empty", t_bool, struct eff_bag, refuse_empty, 0, 0, \
	    "draw: true: refused when the deck is empty") \
	F("unseen", t_bool, struct eff_bag, unseen, 0, 0, \
	    "draw: true: a hand drawn unseen from a deck with unseen-hand") \
	F("from-table", t_bool, struct eff_bag, from_table, 0, 0, \
	    "return: true: the items come back from the table, none taken " \
	    "from the actor's resources of the same id") \
	F("card", t_str, struct eff_bag, card, 0, 0, \
	    "draw from the deck of site cards: the card laid as the next " \
	    "site, a text word of the action read after the requirements")

#define MOVE_CARDS_EFF_FIELDS(F) \
	F("deck", t_ref_deck, struct eff_move_cards, deck, SF_REQUIRED, 0, \
	    "the deck in piles whose cards move") \
	F("from", t_id, struct eff_move_cards, from, SF_REQUIRED, 0, \
	    "the pile they leave, or played: those played at the sites") \
	F("to", t_id, struct eff_move_cards, to, SF_REQUIRED, 0, \
	    "the pile they go to, or played: under the sites, from the " \
	    "hand") \
	F("player", t_expr, struct eff_move_cards, player, 0, 0, \
	    "whose cards move (absent: every player's)") \
	F("cards", t_str, struct eff_move_cards, cards, 0, 0, \
	    "to played: the sites and the cards put under each, a word " \
	    "of the action of kind items (cards under site heads)")

#define ENTER_FIELDS(F) \
	F("unit", t_expr, struct eff_enter, unit, SF_REQUIRED, 0, \
	    "the kind of piece: a word of kind unit") \
	F("counters", t_expr, struct eff_enter, counters, 0, 0, \
	    "the {counters} it enters with (absent: none)")

#define LEAVE_FIELDS(F) \
	F("piece", t_expr, struct eff_leave, piece, SF_REQUIRED, 0, \
	    "the piece: a word of kind tracked")

#define SWAP_FIELDS(F) \
	F("piece", t_expr, struct eff_swap, piece, SF_REQUIRED, 0, \
	    "one piece: a word of kind tracked") \
	F("with", t_expr, struct eff_swap, with, SF_REQUIRED, 0, \
	    "the other: a word of kind tracked")

#define COUNTERS_FIELDS(F) \
	F("piece", t_expr, struct eff_counters, piece, SF_REQUIRED, 0, \
	    "the piece: a word of kind tracked") \
	F("to", t_expr, struct eff_counters, to, SF_REQUIRED, 0, \
	    "its {counters} from now on (0 or more)")

#define COUNT_DOWN_FIELDS(F) \
	F("by", t_expr, struct eff_count_down, by, SF_REQUIRED, 0, \
	    "the {counters} taken off each piece that carries any (0 or " \
	    "more; a piece keeps 0 at least)")

#define HOLD_FIELDS(F) \
	F("region", t_str, struct eff_hold, region, SF_REQUIRED, 0, \
	    "the region (a word of the action, or a region's id)") \
	F("player", t_expr, struct eff_hold, player, SF_REQUIRED, 0, \
	    "who holds it: a player, or nobody") \
	F("count", t_expr, struct eff_hold, count, SF_REQUIRED, 0, \
	    "the holder's pieces there (0 with nobody)") \
	F("piece", t_ref_piece, struct eff_hold, piece, 0, 0, \
	    "their kind (absent: the first)")

#define LINK_EFF_FIELDS(F) \
	F("from", t_str, struct eff_link, from, SF_REQUIRED, 0, \
	    "the body whose port it starts from (a body word or id)") \
	F("to", t_str, struct eff_link, to, SF_REQUIRED, 0, \
	    "the body it leads to (a body word or id)") \
	F("fields", t_expr, struct eff_link, fields, SF_REQUIRED, 0, \
	    "how many fields it spans (1 or more)")

#define REINFORCE_EFF_FIELDS(F) \
	F("at", t_expr, struct eff_reinforce, at, SF_REQUIRED, 0, \
	    "the numbered zone") \
	F("player", t_expr, struct eff_reinforce, player, 0, 0, \
	    "whose squad (without it, the actor's)") \
	F("strikers", t_expr, struct eff_reinforce, strikers, 0, 0, \
	    "the strikers added to the squad in the zone's orbit") \
	F("carriers", t_expr, struct eff_reinforce, carriers, 0, 0, \
	    "the carriers added to the squad in the zone's orbit") \
	F("militia", t_expr, struct eff_reinforce, militia, 0, 0, \
	    "the militia added to the zone")

#define SQUAD_LOSES_EFF_FIELDS(F) \
	F("at", t_expr, struct eff_squad_loses, at, SF_REQUIRED, 0, \
	    "the numbered zone") \
	F("party", t_expr, struct eff_squad_loses, party, 0, 0, \
	    "whose squad: a player, or nobody for the neutral guard " \
	    "(without it, the actor's)") \
	F("strikers", t_expr, struct eff_squad_loses, strikers, 0, 0, \
	    "the strikers the squad in the zone's orbit loses") \
	F("carriers", t_expr, struct eff_squad_loses, carriers, 0, 0, \
	    "the carriers the squad in the zone's orbit loses")

#define ZONE_HOLDER_EFF_FIELDS(F) \
	F("at", t_expr, struct eff_zone_holder, at, SF_REQUIRED, 0, \
	    "the numbered zone") \
	F("militia", t_expr, struct eff_zone_holder, militia, 0, 0, \
	    "the zone's militia from now on") \
	F("owner", t_expr, struct eff_zone_holder, owner, 0, 0, \
	    "who holds the zone from now on: a player, or nobody (neutral)") \
	F("replenish", t_expr, struct eff_zone_holder, replenish, 0, 0, \
	    "not 0: the neutrals of a neutral zone are marked to replenish")

#define SET_TERRITORY_EFF_FIELDS(F) \
	F("at", t_expr, struct eff_set_territory, at, SF_REQUIRED, 0, \
	    "the territory") \
	F("spawned", t_expr, struct eff_set_territory, spawned, 0, 0, \
	    "the spawned pieces lying on it from now on") \
	F("explored", t_expr, struct eff_set_territory, explored, 0, 0, \
	    "not 0: the territory is explored from now on; 0: it is not")

#define SET_PLACING_EFF_FIELDS(F) \
	F("left", t_expr, struct eff_set_placing, left, 0, 0, \
	    "the spawned pieces left to place (to_place) from now on") \
	F("placed", t_expr, struct eff_set_placing, placed, 0, 0, \
	    "the placements made so far (placed; placer is whose turn it " \
	    "makes it) from now on")

#define SQUAD_COUNTS_EFF_FIELDS(F) \
	F("at", t_expr, struct eff_squad_counts, at, SF_REQUIRED, 0, \
	    "the numbered zone") \
	F("party", t_expr, struct eff_squad_counts, party, 0, 0, \
	    "whose squad: a player, or nobody for the neutral guard " \
	    "(without it, the actor's)") \
	F("away", t_expr, struct eff_squad_counts, away, 0, 0, \
	    "the distance space it is on, bound for the zone (without it, " \
	    "0: in the zone's orbit)") \
	F("strikers", t_expr, struct eff_squad_counts, strikers, 0, 0, \
	    "its strikers from now on (without it, kept)") \
	F("carriers", t_expr, struct eff_squad_counts, carriers, 0, 0, \
	    "its carriers from now on (without it, kept)") \
	F("goods", t_str, struct eff_squad_counts, goods, 0, 0, \
	    "a word of the action of kind away-cargo or cargo: the goods " \
	    "it names set, the others kept")

#define SQUAD_FLIES_EFF_FIELDS(F) \
	F("from", t_expr, struct eff_squad_flies, from, SF_REQUIRED, 0, \
	    "the numbered zone in whose orbit the squad is") \
	F("to", t_expr, struct eff_squad_flies, to, SF_REQUIRED, 0, \
	    "the numbered zone it flies to") \
	F("party", t_expr, struct eff_squad_flies, party, 0, 0, \
	    "whose squad (without it, the actor's)") \
	F("strikers", t_expr, struct eff_squad_flies, strikers, 0, 0, \
	    "the strikers that fly") \
	F("carriers", t_expr, struct eff_squad_flies, carriers, 0, 0, \
	    "the carriers that fly") \
	F("goods", t_str, struct eff_squad_flies, goods, 0, 0, \
	    "a word of the action of kind cargo: the goods that fly along")

#define ADD_PRODUCER_EFF_FIELDS(F) \
	F("at", t_expr, struct eff_add_producer, at, SF_REQUIRED, 0, \
	    "the numbered zone") \
	F("kind", t_str, struct eff_add_producer, kind, SF_REQUIRED, 0, \
	    "the kind of producer: a word of the action of kind producer, " \
	    "or a kind's id")

#define SET_BOARD_EFF_FIELDS(F) \
	F("at", t_str, struct eff_set_board, at, SF_REQUIRED, 0, \
	    "the numbered zone: a word of the action of kind region") \
	F("settings", t_str, struct eff_set_board, settings, SF_REQUIRED, 0, \
	    "the changes: a word of the action of kind settings")

#define CARGO_EFF_FIELDS(F) \
	F("at", t_str, struct eff_cargo, at, SF_REQUIRED, 0, \
	    "the numbered zone: a word of the action of kind region") \
	F("goods", t_str, struct eff_cargo, goods, SF_REQUIRED, 0, \
	    "the goods: a word of the action of kind cargo")

#define KEEP_EFF_FIELDS(F) \
	F("player", t_expr, struct eff_keep, player, SF_REQUIRED, 0, \
	    "the player who keeps it") \
	F("card", t_str, struct eff_keep, card, SF_REQUIRED, 0, \
	    "the card: a word of the action of kind card-id") \
	F("twice-says", t_text, struct eff_keep, twice_says, 0, 0, \
	    "the refusal of a card the player keeps already")

#define ARRIVE_EFF_FIELDS(F) \
	F("player", t_expr, struct eff_arrive, player, SF_REQUIRED, 0, \
	    "the player who places it") \
	F("at", t_str, struct eff_arrive, at, SF_REQUIRED, 0, \
	    "the territory: a word of the action of kind territory")

#define PLACE_PIECES_EFF_FIELDS(F) \
	F("player", t_expr, struct eff_place_pieces, player, SF_REQUIRED, 0, \
	    "whose pieces they are") \
	F("at", t_str, struct eff_place_pieces, at, SF_REQUIRED, 0, \
	    "the territory: a word of the action of kind territory") \
	F("pieces", t_piece_counts, struct eff_place_pieces, pieces, \
	    SF_REQUIRED, 0, \
	    "how many of each kind: {piece: count}") \
	F("arrival", t_bool, struct eff_place_pieces, arrival, 0, 0, \
	    "they are the player's arrival: has_arrival holds from now on")

#define BUY_SUBS_EFF_FIELDS(F) \
	F("player", t_str, struct eff_buy_subs, player, SF_REQUIRED, 0, \
	    "the player: a word of the action of kind player") \
	F("claim", t_str, struct eff_buy_subs, claim, SF_REQUIRED, 0, \
	    "the location and sub-locations: a word of kind items read " \
	    "by-effect") \
	F("pays", t_expr, struct eff_buy_subs, pays, SF_REQUIRED, 0, \
	    "the pool the player pays the sub-locations with") \
	F("pool-name", t_str, struct eff_buy_subs, pool_name, 0, 0, \
	    "what the lines call the pool (left out: the second card " \
	    "value's name)") \
	F("out-of-order", t_bool, struct eff_buy_subs, out_of_order, 0, 0, \
	    "the action lands out of the landing order: the hints name " \
	    "another that buys sub-locations, where there is one") \
	F("lands", t_str, struct eff_buy_subs, lands, 0, 0, \
	    "the verb of its line and refusals (left out: lands)") \
	F("landed", t_str, struct eff_buy_subs, landed, 0, 0, \
	    "the verb's participle in its refusals (left out: landed)") \
	F("location-name", t_str, struct eff_buy_subs, location_name, 0, \
	    0, "what its line and refusals call a location (left out: " \
	    "location)") \
	F("next-says", t_text, struct eff_buy_subs, next_says, 0, 0, \
	    "the line said when another player lands next at the site") \
	F("done-says", t_text, struct eff_buy_subs, done_says, 0, 0, \
	    "the line said when the site's landings are done") \
	F("last-says", t_text, struct eff_buy_subs, last_says, 0, 0, \
	    "the line said when the landings of the round's last site are " \
	    "done")

#define ORDER_STEP_EFF_FIELDS(F) \
	F("step", t_str, struct eff_order_step, step, SF_REQUIRED, 0, \
	    "the step: one of mechanisms.orders.steps") \
	F("what", t_str, struct eff_order_step, what, 0, 0, \
	    "what its refusals call the command's part (\"exploring\")")

#define EXPLORED_EFF_FIELDS(F) \
	F("at", t_str, struct eff_explored, at, SF_REQUIRED, 0, \
	    "the territory: a word of the action of kind territory")

#define SEAL_ORDER_EFF_FIELDS(F) \
	F("at", t_str, struct eff_seal_order, at, SF_REQUIRED, 0, \
	    "the numbered zone built on: a word of the action of kind " \
	    "region") \
	F("n", t_str, struct eff_seal_order, n, SF_REQUIRED, 0, \
	    "how many: a word of the action of kind number") \
	F("product", t_str, struct eff_seal_order, product, SF_REQUIRED, \
	    0, "what is built: a word of the action of kind product")

#define COMBAT_SIDE_EFF_FIELDS(F) \
	F("player", t_str, struct eff_combat_side, player, SF_REQUIRED, 0, \
	    "the player: a word of the action of kind player")

#define RETREAT_EFF_FIELDS(F) \
	F("player", t_str, struct eff_retreat, player, SF_REQUIRED, 0, \
	    "the player: a word of the action of kind player") \
	F("to", t_str, struct eff_retreat, to, SF_REQUIRED, 0, \
	    "where the units go: a word of the action of kind refuge")

#define DUEL_EFF_FIELDS(F) \
	F("attacker", t_str, struct eff_duel, attacker, SF_REQUIRED, 0, \
	    "the attacking piece: a word of the action of kind tracked") \
	F("target", t_str, struct eff_duel, target, SF_REQUIRED, 0, \
	    "the piece attacked: a word of the action of kind tracked") \
	F("modifiers", t_str, struct eff_duel, modifiers, 0, 0, \
	    "what the GM adds to either side and the cards played: a word " \
	    "of the action of kind modifiers")

#define ASSIGN_HITS_EFF_FIELDS(F) \
	F("player", t_str, struct eff_assign_hits, player, SF_REQUIRED, 0, \
	    "whose hits: a word of the action of kind player") \
	F("targets", t_str, struct eff_assign_hits, targets, SF_REQUIRED, 0, \
	    "the units hit, in order: a word of the action of kind targets " \
	    "(optional: left out, the units that fall quickest)")

#define START_COMBAT_EFF_FIELDS(F) \
	F("at", t_str, struct eff_start_combat, at, SF_REQUIRED, 0, \
	    "where: a word of the action of kind territory") \
	F("attacker", t_str, struct eff_start_combat, attacker, \
	    SF_REQUIRED, 0, "the attacker: a word of the action of kind " \
	    "player (optional: left out, the player whose turn it is)")

#define ORBIT_BATTLE_EFF_FIELDS(F) \
	F("at", t_str, struct eff_orbit_battle, at, SF_REQUIRED, 0, \
	    "the numbered zone: a word of the action of kind region") \
	F("first", t_str, struct eff_orbit_battle, first, SF_REQUIRED, 0, \
	    "the first side: a word of the action of kind parties") \
	F("second", t_str, struct eff_orbit_battle, second, SF_REQUIRED, \
	    0, "the second side: a word of the action of kind parties")

#define COMBAT_ROUND_EFF_FIELDS(F) \
	F("combat", t_str, struct eff_combat_round, combat, 0, \
	    0, "the combat (combats), of units, of values or a pool") \
	F("attacker", t_expr, struct eff_combat_round, attacker, \
	    SF_REQUIRED, 0, "the actor's units in the round (a contest: " \
	    "its value)") \
	F("defender", t_expr, struct eff_combat_round, defender, \
	    SF_REQUIRED, 0, "the other side's units (a contest: its " \
	    "value)") \
	F("against", t_expr, struct eff_combat_round, against, \
	    SF_REQUIRED, 0, "the player of the other side (nobody: none)") \
	F("cost", t_amounts, struct eff_combat_round, cost, 0, 0, \
	    "what the actor pays for the round, once its dice are known") \
	F("cost-name", t_str, struct eff_combat_round, cost_name, 0, 0, \
	    "what a refusal of the cost calls the round (\"a roll\")") \
	F("then", eng_t_effects, struct eff_combat_round, then, 0, 0, \
	    "effects carried out with the round bound (losses(attacker), " \
	    "thrown(defender), @die attacker, ...)") \
	F("attacker-extra", t_expr, struct eff_combat_round, \
	    attacker_extra, 0, 0, "dice of its die the attacker throws " \
	    "beyond those its units give (a morale bonus)") \
	F("defender-extra", t_expr, struct eff_combat_round, \
	    defender_extra, 0, 0, "dice of its die the defender throws " \
	    "beyond those its units give") \
	F("attacker-piece", t_str, struct eff_combat_round, \
	    attacker_piece, 0, 0, "a pool: the kind of piece the attacker's " \
	    "units are (its attack thrown, its armour taken)") \
	F("defender-piece", t_str, struct eff_combat_round, \
	    defender_piece, 0, 0, "a pool: the kind of piece the defender's " \
	    "units are") \
	F("attacker-parties", t_str, struct eff_combat_round, \
	    attacker_parties, 0, 0, "a sum: a word of kind parties, the " \
	    "attacker's side, each party throwing its own dice") \
	F("defender-parties", t_str, struct eff_combat_round, \
	    defender_parties, 0, 0, "a sum: a word of kind parties, the " \
	    "defender's side") \
	F("party-says", t_str, struct eff_combat_round, party_says, 0, 0, \
	    "said after each party's throw (party, party_units, " \
	    "party_dice, @faces, ...)") \
	F("json-sides", t_str, struct eff_combat_round, json_sides, 0, 0, \
	    "a round with a side of parties: the --json member listing " \
	    "the sides and their parties' throws") \
	F("json-units", t_str, struct eff_combat_round, json_units, 0, 0, \
	    "the member of the units there (units when absent)") \
	F("json-extra", t_str, struct eff_combat_round, json_extra, 0, 0, \
	    "the member of a party's extra dice there (extra when absent)") \
	F("combat-of", t_str, struct eff_combat_round, combat_of, 0, 0, \
	    "instead of combat: the mechanism whose combat the round " \
	    "fights (attack, dice-pool, orbit-combat)") \
	F("before-throw", eng_t_effects, struct eff_combat_round, \
	    before_throw, 0, 0, "a round with a side of parties: effects " \
	    "once its sides are read, before its count, cost and throws") \
	F("party-check", eng_t_effects, struct eff_combat_round, \
	    party_check, 0, 0, "a round with a side of parties: effects " \
	    "for each party as it is read, party bound")

#define EACH_SOURCE_EFF_FIELDS(F) \
	F("word", t_str, struct eff_each_source, word, SF_REQUIRED, 0, \
	    "a word of the action of kind sources") \
	F("then", eng_t_effects, struct eff_each_source, then, 0, 0, \
	    "the effects for each land, here bound to it")

#define TAKE_SOURCES_EFF_FIELDS(F) \
	F("word", t_str, struct eff_take_sources, word, SF_REQUIRED, 0, \
	    "a word of the action of kind sources") \
	F("count", t_expr, struct eff_take_sources, count, SF_REQUIRED, 0, \
	    "how many units, off the lands in the order named, each giving " \
	    "at most the units it names") \
	F("piece", t_ref_piece, struct eff_take_sources, piece, 0, 0, \
	    "their kind (absent: each kind in order), the others left")

#define SET_MORALE_EFF_FIELDS(F) \
	F("player", t_expr, struct eff_set_morale, player, SF_REQUIRED, 0, \
	    "whose counter: a player (nobody: none is set)") \
	F("force", t_str, struct eff_set_morale, force, SF_REQUIRED, 0, \
	    "the force: a kind of piece of the numbered zones (strikers, " \
	    "carriers, militia), by the name morale() reads") \
	F("up", t_expr, struct eff_set_morale, up, SF_REQUIRED, 0, \
	    "not 0: the counter goes up; 0: it comes off")

#define EACH_PARTY_EFF_FIELDS(F) \
	F("side", t_expr, struct eff_each_party, side, SF_REQUIRED, 0, \
	    "the side of the round: attacker or defender") \
	F("then", eng_t_effects, struct eff_each_party, then, 0, 0, \
	    "the effects for each party, party and its throw bound")

#define TAKE_HITS_EFF_FIELDS(F) \
	F("side", t_str, struct eff_take_hits, side, SF_REQUIRED, 0, \
	    "the side: a word of the action of kind parties") \
	F("at", t_expr, struct eff_take_hits, at, SF_REQUIRED, 0, \
	    "the numbered zone whose orbit it fights in") \
	F("hits", t_expr, struct eff_take_hits, hits, SF_REQUIRED, 0, \
	    "the strikers it loses, the first party's first")

#define LIST_COLUMN_FIELDS(F) \
	F("key", t_str, struct list_column, key, SF_REQUIRED, 0, \
	    "the member's name ('-' given as '_')") \
	F("value", t_expr, struct list_column, value, SF_REQUIRED, 0, \
	    "its number: an expression, who bound to the player")

#define JSON_MEMBER_FIELDS(F) \
	F("key", t_str, struct json_member, key, SF_REQUIRED, 0, \
	    "the member's name") \
	F("value", t_expr, struct json_member, value, SF_REQUIRED, 0, \
	    "its value: an expression") \
	F("as", t_json_as, struct json_member, as, 0, JSON_AS_NUMBER, \
	    "how it is given: number, player (the name, null for nobody), " \
	    "product (the id) or flag (true or false)")

#define DEFERRED_JSON_FIELDS(F) \
	F("list", t_str, struct deferred_json, list, 0, 0, \
	    "the list of the --json report its entry goes in (without it, " \
	    "deferred)") \
	F("members", t_json_members, struct deferred_json, members, \
	    SF_REQUIRED, 0, "the members of its entry, the command's words " \
	    "bound") \
	F("carried", t_str, struct deferred_json, carried, 0, 0, \
	    "the key of true (carried out) or false (refused) (without it, " \
	    "carried)")

#define LIST_PLAYERS_EFF_FIELDS(F) \
	F("each", t_text, struct eff_list_players, each, SF_REQUIRED, 0, \
	    "each player's text, who bound to him") \
	F("json-each", t_list_columns, struct eff_list_players, json_each, \
	    0, 0, "the members of each player's object in the effect's " \
	    "json, after player (his name)") \
	F("only", t_expr, struct eff_list_players, only, 0, 0, \
	    "the players listed: those for whom it holds, who bound to " \
	    "each (none: every player)") \
	F("lines", t_bool, struct eff_list_players, lines, 0, 0, \
	    "true: each player's text a line of its own, not joined by " \
	    "commas into one")

#define THROW_POOLS_EFF_FIELDS(F) \
	F("fires", t_expr, struct eff_throw_pools, fires, SF_REQUIRED, 0, \
	    "not 0 when the units of kind 'kind' of player 'who' fire now") \
	F("escalation", t_bool, struct eff_throw_pools, escalation, 0, 0, \
	    "true: the escalation pool thrown once a round, its hits added") \
	F("heading", t_str, struct eff_throw_pools, heading, 0, 0, \
	    "a line for people said before the throws")

#define SETTLE_HITS_EFF_FIELDS(F) \
	F("wait", t_expr, struct eff_settle_hits, wait, SF_REQUIRED, 0, \
	    "not 0 (read as each player who has a choice is met): the " \
	    "players after him wait their turn") \
	F("order", t_settle_order, struct eff_settle_hits, order, \
	    SF_REQUIRED, 0, "the order the players' hits are settled and " \
	    "asked for in: turn-order or seats")

#define FLEE_HOME_EFF_FIELDS(F) \
	F("party", t_expr, struct eff_flee_home, party, SF_REQUIRED, 0, \
	    "who flees: a player, or nobody for the neutral guard") \
	F("from", t_expr, struct eff_flee_home, from, SF_REQUIRED, 0, \
	    "the numbered zone whose orbit it leaves")

#define PLAY_CARDS_EFF_FIELDS(F) \
	F("word", t_str, struct eff_play_cards, word, SF_REQUIRED, 0, \
	    "the words read: a word of the action of kind modifiers") \
	F("by", t_expr, struct eff_play_cards, by, SF_REQUIRED, 0, \
	    "a player who may play cards in the fight") \
	F("against", t_expr, struct eff_play_cards, against, SF_REQUIRED, 0, \
	    "the other player who may") \
	F("name", t_str, struct eff_play_cards, name, 0, 0, \
	    "what the cards are played in, for its lines (default: the " \
	    "fight)")

#define REWARD_EFF_FIELDS(F) \
	F("to", t_expr, struct eff_reward, to, SF_REQUIRED, 0, \
	    "the player rewarded") \
	F("from", t_expr, struct eff_reward, from, 0, 0, \
	    "the player whose resources of takes are taken") \
	F("bank", t_amounts, struct eff_reward, bank, 0, 0, \
	    "what the bank pays, by resource") \
	F("draw", t_count, struct eff_reward, draw, 0, 0, \
	    "cards drawn from the deck") \
	F("takes", t_res_refs, struct eff_reward, takes, 0, 0, \
	    "resources taken whole from the player of from")

#define SEIZE_EFF_FIELDS(F) \
	F("target", t_str, struct eff_seize, target, SF_REQUIRED, 0, \
	    "the land attacked: a word of the action of kind region") \
	F("from", t_str, struct eff_seize, from, SF_REQUIRED, 0, \
	    "the lands it is attacked from and their units: a word of the " \
	    "action of kind sources")

#define TURNS_HELD_EFF_FIELDS(F) \
	F("place", t_expr, struct eff_turns_held, place, SF_REQUIRED, 0, \
	    "the place of the board, an expression (here in each-region)") \
	F("turns", t_expr, struct eff_turns_held, turns, SF_REQUIRED, 0, \
	    "the turns in a row its holder has held it from now on (0 or " \
	    "more)")

#define RANK_BY_FIELDS(F) \
	F("value", t_expr, struct rank_value, value, SF_REQUIRED, 0, \
	    "what is compared: an expression, who bound to each player") \
	F("prefer", t_rank_prefer, struct rank_value, prefer, SF_REQUIRED, 0, \
	    "who comes first: the highest value (high) or the lowest (low)") \
	F("word", t_text, struct rank_value, word, 0, 0, \
	    "what it measures, as @decided names it") \
	F("json", t_str, struct rank_value, json, 0, 0, \
	    "its name in the json's decided_by") \
	F("none", t_expr, struct rank_value, none, 0, 0, \
	    "true for a player who has no value: said none, ranked last")

#define RANK_PLAYERS_EFF_FIELDS(F) \
	F("by", t_rank_bys, struct eff_rank_players, by, SF_REQUIRED, 0, \
	    "the criteria, the first deciding first (at most 8)") \
	F("into", t_rank_into, struct eff_rank_players, into, SF_REQUIRED, \
	    0, "where the order goes: turn-order (the players in the turn " \
	    "order, ranked, are the new one; ties keep the order they had) " \
	    "or choosers (the players not out, in seat order, ranked, " \
	    "choose places in that order) or standings (every player, in " \
	    "seat order, ranked, are the final standings of the card " \
	    "mechanisms; the first place wins) or claim-order (the players " \
	    "with cards under the current site of the round, in seat " \
	    "order, ranked, claim there in that order)") \
	F("tied-says", t_text, struct eff_rank_players, tied_says, 0, 0, \
	    "said after the ranking when its criteria left players tied " \
	    "(@ties, @ranking)") \
	F("pair-says", t_text, struct eff_rank_players, pair_says, 0, 0, \
	    "said for each pair of neighbours a criterion told apart, " \
	    "first to last (@before, @decided)") \
	F("tied-pair-says", t_text, struct eff_rank_players, tied_pair_says, \
	    0, 0, "said for each pair of neighbours the criteria left tied " \
	    "(@before)") \
	F("json-order", t_str, struct eff_rank_players, json_order, 0, 0, \
	    "the --json report's key of the order made, the players' " \
	    "names alone, first first") \
	F("json-pairs", t_str, struct eff_rank_players, json_pairs, 0, 0, \
	    "the --json report's key of the pairs of neighbours, first to " \
	    "last: ahead, behind, by (the json of the criterion that told " \
	    "them apart), step (its number), ahead_value, behind_value; " \
	    "by and step null for a pair left tied") \
	F("draws", t_str, struct eff_rank_players, draws, 0, 0, \
	    "players the criteria leave tied draw: the action's word of kind " \
	    "draws giving the values drawn, in seat order") \
	F("later", t_str, struct eff_rank_players, later, 0, 0, \
	    "or: arbiter draws from the left-over pool when it knows it, " \
	    "else the ranking waits for the draws of this action")

#define RUN_ABILITY_EFF_FIELDS(F) \
	F("chief", t_expr, struct eff_run_ability, chief, SF_REQUIRED, 0, \
	    "the chief whose ability runs (chief_of(me, chief))") \
	F("lent-to", t_expr, struct eff_run_ability, lent_to, 0, 0, \
	    "the chief the ability is lent to, named in its line")

#define LEND_ABILITY_EFF_FIELDS(F) \
	F("chief", t_expr, struct eff_lend_ability, chief, SF_REQUIRED, 0, \
	    "the chief whose ability borrows (chief_of(me, chief))") \
	F("borrow", t_str, struct eff_lend_ability, borrow, SF_REQUIRED, 0, \
	    "the chief whose ability is borrowed: a word of the action of " \
	    "kind chief") \
	F("used-by", t_str, struct eff_lend_ability, used_by, 0, 0, \
	    "the action that uses the lent ability, named in the line " \
	    "(without it, this one)")

#define ADD_UNITS_EFF_FIELDS(F) \
	F("player", t_expr, struct eff_add_units, player, SF_REQUIRED, 0, \
	    "the player whose units they are") \
	F("at", t_str, struct eff_add_units, at, SF_REQUIRED, 0, \
	    "where they go: a word of the action of kind territory") \
	F("units", t_str, struct eff_add_units, units, SF_REQUIRED, 0, \
	    "the units: a word of the action of kind piece-counts") \
	F("cost-name", t_text, struct eff_add_units, cost_name, 0, 0, \
	    "given: their cost is paid, and a refusal of too little names " \
	    "it so (\"this muster costs 3 coins; Ann has 1\")") \
	F("buildings", t_bool, struct eff_add_units, buildings, 0, 0, \
	    "true: the word's buildings are raised too, as the pieces' " \
	    "needs and replaces say") \
	F("builds", t_bool, struct eff_add_units, builds, 0, 0, \
	    "true: units only within what the territory builds this step " \
	    "(the home's and the pieces' builds)") \
	F("unlimited", t_expr, struct eff_add_units, unlimited, 0, 0, \
	    "with builds, true: any number at the player's home")

#define MOVE_UNITS_EFF_FIELDS(F) \
	F("from", t_str, struct eff_move_units, from, SF_REQUIRED, 0, \
	    "where they start: a word of the action of kind territory") \
	F("to", t_str, struct eff_move_units, to, SF_REQUIRED, 0, \
	    "where they end: a word of the action of kind territory") \
	F("units", t_str, struct eff_move_units, units, SF_REQUIRED, 0, \
	    "the units: a word of the action of kind piece-counts") \
	F("verb", t_text, struct eff_move_units, verb, SF_REQUIRED, 0, \
	    "the move in the refusals (\"fly\")")

#define STATS_EFF_FIELDS(F) \
	F("kind", t_str, struct eff_stats, kind, SF_REQUIRED, 0, \
	    "the kind: a word of the action of kind piece-kind") \
	F("stats", t_str, struct eff_stats, stats, SF_REQUIRED, 0, \
	    "its values: a word of the action of kind stats")

#define UNITS_EFF_FIELDS(F) \
	F("player", t_expr, struct eff_units, player, SF_REQUIRED, 0, \
	    "the player whose units they are") \
	F("at", t_str, struct eff_units, at, SF_REQUIRED, 0, \
	    "the territory: a word of the action of kind territory") \
	F("units", t_str, struct eff_units, units, SF_REQUIRED, 0, \
	    "the units: a word of the action of kind piece-counts")

#define LAY_TILE_EFF_FIELDS(F) \
	F("at", t_str, struct eff_lay_tile, at, SF_REQUIRED, 0, \
	    "where: a word of the action of kind place") \
	F("tile", t_str, struct eff_lay_tile, tile, SF_REQUIRED, 0, \
	    "the tile's kind: a word of the action of kind tile")

#define RELOCATE_EFF_FIELDS(F) \
	F("piece", t_expr, struct eff_relocate, piece, SF_REQUIRED, 0, \
	    "the piece: a word of the action of kind tracked") \
	F("to", t_str, struct eff_relocate, to, SF_REQUIRED, 0, \
	    "where it goes: a word of the action of kind destination")

#define GIVE_EFF_FIELDS(F) \
	F("from", t_expr, struct eff_give, from, SF_REQUIRED, 0, \
	    "the player who gives") \
	F("to", t_expr, struct eff_give, to, SF_REQUIRED, 0, \
	    "the player given it") \
	F("amount", t_expr, struct eff_give, amount, SF_REQUIRED, 0, \
	    "how much (0 or more)") \
	F("resource", t_str, struct eff_give, resource, SF_REQUIRED, 0, \
	    "the resource: a word of kind resource or a resource's id") \
	F("name", t_str, struct eff_give, name, 0, 0, \
	    "what a refusal calls the giving (absent: 'the gift')")

#define CARD_EFF_FIELDS(F) \
	F("card", t_str, struct eff_card, card, SF_REQUIRED, 0, \
	    "the card: a word of the action of kind card") \
	F("values", t_str, struct eff_card, values, SF_REQUIRED, 0, \
	    "its values: a word of the action of kind values") \
	F("turned", t_str, struct eff_card, turned, 0, 0, \
	    "its values turned round: a word of kind values ('none': it " \
	    "cannot turn), which may be left out")

#define ROLL_POSITION_FIELDS(F) \
	F("of", t_str, struct eff_roll_position, of, SF_REQUIRED, 0, \
	    "the body placed (a body word or id)")

#define FINAL_FIELDS(F) \
	F("draws", t_str, struct eff_final, draws, 0, 0, \
	    "the tie-break draws: a word of the action of kind draws") \
	F("later", t_str, struct eff_final, later, 0, 0, \
	    "or no draws now: a tie waits for the draws of this action")

#define TOP_FIELDS(F) \
	F("deck", t_str, struct eff_top, deck, SF_REQUIRED, 0, \
	    "the supply deck: a word of the action of kind deck") \
	F("card", t_str, struct eff_top, card, SF_REQUIRED, 0, \
	    "the card on top: a word of the action of kind card")

#define RELEASE_FIELDS(F) \
	F("captor", t_expr, struct eff_release, captor, SF_REQUIRED, 0, \
	    "the player who holds them {captive}") \
	F("owner", t_expr, struct eff_release, owner, SF_REQUIRED, 0, \
	    "the player whose pieces they are")

#define PAY_FIELDS(F) \
	F("to", t_expr, struct eff_pay, to, SF_REQUIRED, 0, \
	    "the player paid: a player word or an expression (nobody: " \
	    "none is)") \
	F("amounts", t_amounts, struct eff_pay, amounts, SF_REQUIRED, 0, \
	    "what the player is paid, resource by resource")

#define EFF_TALLY_FIELDS(F) \
	F("id", t_ref_tally, struct eff_tally, id, SF_REQUIRED, 0, \
	    "the tally") \
	F("add", t_expr, struct eff_tally, add, SF_REQUIRED, 0, \
	    "how much it grows (negative: falls)") \
	F("in", t_str, struct eff_tally, in, 0, 0, \
	    "a tally per region: the region (a word of the action, or a " \
	    "region's id); per group: the group (a group word or a " \
	    "group's id)")

#endif
