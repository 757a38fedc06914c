/* decl_effects_mech.h: the structures of the effects of the program's
 * mechanisms: decks of cards and the round's sites, the map of
 * territories, the numbered zones and their squads, combats and duels,
 * the orbit board, chiefs' abilities, spawns and orders (struct
 * effect_def, decl_effect_def.h, holds one of each).  One of the parts
 * of decl.h, which the program includes. */
#ifndef ARBITER_DECL_EFFECTS_MECH_H
#define ARBITER_DECL_EFFECTS_MECH_H

#include "core/rules/decl_effects.h"

/* set-top: the card seen on top of a face-up supply deck, both words of
 * the action (engine_top.c). */
struct eff_top {
	int present;
	char *deck;		/* a word of kind deck */
	char *card;		/* a word of kind card */
	int w_deck, w_card;	/* their places among the words */
};

/* move-cards: every card of a pile of a deck's, or of those played at
 * the round's sites, put on another pile, each player's onto his own
 * (engine_round_cards.c). */
struct eff_move_cards {
	int present;
	struct sref deck;	/* -> decks: a deck in piles */
	char *from, *to;	/* a pile of it, or from "played" */
	int from_pile, to_pile;	/* their places among its piles; from
				   MOVE_PLAYED for the cards played */
	struct sexpr player;	/* whose cards (none: every player's) */
	char *cards;		/* to "played": the word of kind items
				   naming the sites and their cards */
	int w_cards;		/* its place among the words */
	int w_player;		/* to "played": the place of the word of
				   kind player 'player' names, else -1 (an
				   expression) */
};
#define MOVE_PLAYED (-2)

/* set-card: a card's values the ruleset leaves unknown, given by words
 * of the action (core/engine/engine_card.c). */
struct eff_card {
	int present;
	char *card;		/* a word of kind card */
	char *values;		/* a word of kind values */
	char *turned;		/* a word of kind values: turned round, or
				   NULL */
	int w_card, w_values, w_turned;	/* their places among the words
				   (-1: no turned) */
};

/* buy-sub-locations: a player lands at a location of the site being
 * resolved and buys sub-locations there, each paid from a pool an
 * expression gives; the location and sub-locations a word of kind items
 * read by-effect (core/engine/engine_buy_subs.c). */
struct eff_buy_subs {
	int present;
	char *player;		/* a word of kind player */
	char *claim;		/* a word of kind items (read: by-effect) */
	struct sexpr pays;	/* the pool the player pays with */
	char *pool_name;	/* what the lines call it (NULL: the second
				   card value's name) */
	int out_of_order;	/* it lands out of the landing order: the
				   hints name another that lands in it */
	/* the words of its line and refusals (NULL: albedo's "lands",
	 * "landed", "location") */
	char *lands, *landed, *location_name;
	int w_player, w_claim;	/* their places among the words */
	/* said after the landing (NULL: nothing): another player lands
	 * next at the site, its landings are done, and so are the round's */
	char *next_says, *done_says, *last_says;
	struct says_tpl tnext, tdone, tlast;
};

/* give: one player gives another an amount of a resource, within its
 * bounds (core/engine/engine_give.c). */
struct eff_give {
	int present;
	struct sexpr from, to;	/* the players */
	struct sexpr amount;	/* how much (0 or more) */
	char *resource;		/* a word of kind resource or a resource's
				   id */
	char *name;		/* what a refusal calls it ("the trade") */
	int w_resource;		/* the word's place among the words, or
				   -1 */
	int res;		/* the resource named outright, or -1 */
};

/* enter-stats: values printed for a kind of piece that the ruleset leaves
 * unknown, both words of the action (core/engine/engine_stats.c). */
struct eff_stats {
	int present;
	char *kind;		/* a word of kind piece-kind */
	char *stats;		/* a word of kind stats */
	int w_kind, w_stats;	/* their places among the words */
};

/* lay-tile: one tile of a kind laid on the map of territories at a place
 * (engine_lay_tile.c). */
struct eff_lay_tile {
	int present;
	char *at;		/* a word of the action of kind place */
	char *tile;		/* a word of the action of kind tile */
	int w_at, w_tile;	/* their places among the words */
};

/* set-units: a player's units on a territory of the map set to a word of
 * kind piece-counts (engine_units.c). */
struct eff_units {
	int present;
	struct sexpr player;	/* the player whose units they are */
	char *at;		/* a word of the action of kind territory */
	char *units;		/* a word of the action of kind piece-counts */
	int w_at, w_units;	/* their places among the words */
};

/* load, unload: goods taken on or put off by the actor's squad in the
 * orbit of a numbered zone, both words of the action
 * (core/engine/engine_cargo.c). */
struct eff_cargo {
	int present;
	char *at;		/* a word of kind region: the zone */
	char *goods;		/* a word of kind cargo */
	int w_at, w_goods;	/* their places among the words */
};

/* set-board: a numbered zone's board set as it stands on the table, each
 * KEY=VALUE of a word of kind settings in turn (its owner, folk,
 * militia, shelters, producers of a kind), and said
 * (core/engine/engine_set_board.c). */
struct eff_set_board {
	int present;
	char *at;		/* a word of kind region: the zone */
	char *settings;		/* a word of kind settings */
	int w_at, w_settings;	/* their places among the words */
};

/* seal-order, in a text of before: a sealed production order of the
 * actor's (a product of mechanisms.production, so many, on a numbered
 * zone, all words of the action), declared at load as a deferred command
 * (ruleset_orders_deferred.c). */
struct eff_seal_order {
	int present;
	char *at;		/* a word of kind region: the zone */
	char *n;		/* a word of kind number: how many */
	char *product;		/* a word of kind product */
};

/* orbit-battle: one exchange of fire in the orbit of a numbered zone (a
 * word of kind region) between two sides (words of kind parties), fought
 * as mechanisms.orbit-combat and its combat say; the beaten side flees
 * home.  A text of before's: declared at load (combat-round with sides of
 * parties, ruleset_orbit_round.c), refused by the check where it could
 * not be. */
struct eff_orbit_battle {
	int present;
	char *at;		/* a word of kind region: the zone */
	char *first;		/* a word of kind parties: the first side */
	char *second;		/* a word of kind parties: the second */
	int w_at, w_first, w_second;	/* their places among the words */
};

/* hold-back and remain: a player's word in the combat on the map of
 * territories (a dice-pool combat): his light units held back to the last
 * step before the first step's dice are thrown, or his staying in for
 * another round when his turn comes to retreat or remain (the next asked,
 * the round or the combat ended: core/engine/engine_combat_side.c). */
struct eff_combat_side {
	int present;
	char *player;		/* a word of the action of kind player */
	int w_player;		/* its place among the words */
};

/* retreat: the player whose turn it is to retreat or remain in that
 * combat withdraws his units that move to a territory next to it (a word
 * of kind refuge, read after the requirements), and the next is asked
 * (core/engine/engine_combat_side.c). */
struct eff_retreat {
	int present;
	char *player;		/* a word of the action of kind player */
	char *to;		/* a word of the action of kind refuge */
	int w_player, w_to;	/* their places among the words */
};

/* reinforce: a player's squad in a numbered zone's orbit gains strikers
 * and carriers, and the zone militia, each by an expression
 * (core/engine/engine_reinforce.c). */
struct eff_reinforce {
	int present;
	struct sexpr at;	/* the numbered zone */
	struct sexpr player;	/* whose squad (no text: the actor) */
	struct sexpr strikers;	/* added to the squad (no text: 0) */
	struct sexpr carriers;
	struct sexpr militia;	/* added to the zone (no text: 0) */
};

/* squad-loses: a party's squad in a numbered zone's orbit loses strikers
 * and carriers, each by an expression (core/engine/engine_squad_loses.c). */
struct eff_squad_loses {
	int present;
	struct sexpr at;	/* the numbered zone */
	struct sexpr party;	/* whose squad (no text: the actor's; nobody:
				   the neutral guard) */
	struct sexpr strikers;	/* taken off the squad (no text: 0) */
	struct sexpr carriers;
};

/* zone-holder: a numbered zone's militia, owner and replenishing mark set,
 * each by an expression (core/engine/engine_zone_holder.c). */
struct eff_zone_holder {
	int present;
	struct sexpr at;	/* the numbered zone */
	struct sexpr militia;	/* its militia (no text: kept) */
	struct sexpr owner;	/* a player or nobody (no text: kept) */
	struct sexpr replenish;	/* not 0: a neutral zone's neutrals marked
				   to replenish (no text: kept) */
};

/* squad-counts: a party's squad at a numbered zone (its orbit, or a
 * distance space bound for it) given its counts and the goods a word
 * names (core/engine/engine_squad_counts.c). */
struct eff_squad_counts {
	int present;
	struct sexpr at;	/* the numbered zone */
	struct sexpr party;	/* whose squad (no text: the actor's; nobody:
				   the neutral guard) */
	struct sexpr away;	/* the distance space (no text: 0, the
				   orbit) */
	struct sexpr strikers;	/* its strikers (no text: kept) */
	struct sexpr carriers;	/* its carriers (no text: kept) */
	char *goods;		/* a word of kind away-cargo or cargo, or
				   NULL */
	int w_goods;		/* its place among the words, or -1 */
};

/* squad-flies: some of a party's squad in a numbered zone's orbit flies
 * along the distance table to another zone
 * (core/engine/engine_squad_flies.c). */
struct eff_squad_flies {
	int present;
	struct sexpr from, to;	/* the numbered zones */
	struct sexpr party;	/* whose squad (no text: the actor's) */
	struct sexpr strikers;	/* the strikers that fly (no text: 0) */
	struct sexpr carriers;	/* the carriers that fly (no text: 0) */
	char *goods;		/* a word of kind cargo, or NULL */
	int w_goods;		/* its place among the words, or -1 */
};

/* add-producer: a producer of a kind put on a numbered zone, its
 * waiting mark taken off (core/engine/engine_add_producer.c). */
struct eff_add_producer {
	int present;
	struct sexpr at;	/* the numbered zone */
	char *kind;		/* a word of kind producer, or a kind's id */
	int w_kind;		/* the word's place among the words, or -1 */
	int k_kind;		/* else the kind, or -1 */
};

/* start-combat: the dice-pool combat on a territory (a word of kind
 * territory) begins, its attacker a word of kind player, or when it is
 * left out (optional) the player whose turn it is
 * (core/engine/engine_combat_start.c). */
struct eff_start_combat {
	int present;
	char *at;		/* a word of the action of kind territory */
	char *attacker;		/* a word of the action of kind player */
	int w_at, w_attacker;	/* their places among the words */
};

/* duel: one tracked piece attacks another (words of kind tracked), its
 * attack against the other's defence with the kinds' values, the acting
 * chiefs' modifiers and a word of kind modifiers (what the GM rules, the
 * cards played), settled by the combat the text's mechanisms.duel named
 * (read and taken out at load); the loser leaves, a slain chief pays the
 * slayer.  An effect of texts written before, declared at load
 * (core/rules/ruleset_duel.c), refused by the check where it cannot be. */
struct eff_duel {
	int present;
	char *attacker;		/* a word of the action of kind tracked */
	char *target;		/* a word of the action of kind tracked */
	char *modifiers;	/* a word of kind modifiers, or NULL: none */
	int w_attacker, w_target, w_modifiers;	/* their places among the
				   words (-1: none) */
};

/* assign-hits: the hits of a player (a word of kind player) in the step
 * of the dice-pool combat go to the enemy units a word of kind targets
 * names, in order, or, when it is left out (optional), to the units that
 * fall quickest (core/engine/engine_assign_hits.c); settle-hits ends the
 * step. */
struct eff_assign_hits {
	int present;
	char *player;		/* a word of the action of kind player */
	char *targets;		/* a word of the action of kind targets */
	int w_player, w_targets;	/* their places among the words */
};

/* seize, in a text of before: a land (a word of kind region) attacked by
 * the actor with the units of a word of kind sources, settled by one
 * opposed roll of the combat of mechanisms.attack; declared at load as
 * each-source and combat-round (ruleset_seize.c), refused by the check
 * where it could not be (decl_seize.c). */
struct eff_seize {
	int present;
	char *target;		/* a word of the action of kind region */
	char *from;		/* a word of the action of kind sources */
	int w_target, w_from;	/* their places among the words */
};

/* combat-round: one round of a declared combat between the actor and
 * another player, thrown (or its faces read from '= ...'), its outcome
 * bound for its then-effects: attacker, defender, units(), losses(),
 * thrown(), dice(), side_player() and @die (core/engine/
 * engine_combat_round.c). */
struct eff_combat_round {
	int present;
	char *combat;		/* a combat's id: not a pool; found by the
				   check, after the combats a text of
				   before's mechanisms make (ruleset_combats.c) */
	int ci;			/* its place among the combats, or -1 */
	struct sexpr attacker;	/* the actor's units in the round (a
				   contest: its value) */
	struct sexpr defender;	/* the other side's */
	struct sexpr against;	/* the player of the other side, or
				   nobody */
	struct vec cost;	/* dict resource -> struct sexpr: paid by
				   the actor once the dice are known, before
				   they are thrown */
	char *cost_name;	/* what a refusal of the cost calls the
				   round ("a roll"), or NULL */
	struct vec then;	/* list of struct effect_def: carried out
				   with the round bound */
	struct sexpr attacker_extra;	/* dice the attacker throws beyond
					   its units' (absent: none) */
	struct sexpr defender_extra;	/* the defender's */
	char *attacker_piece;	/* a pool: the kind of piece of the
				   attacker's units, their attack and armour */
	char *defender_piece;	/* a pool: the defender's */
	int piece[2];		/* their places among the pieces, or -1 */
	char *attacker_parties;	/* a sum: a word of the action of kind
				   parties, the attacker's side, each of its
				   parties throwing its own dice; or NULL */
	char *defender_parties;	/* the defender's */
	int w_parties[2];	/* their places among the words, or -1 */
	char *party_says;	/* said after each party's throw, or NULL */
	struct says_tpl tparty;
	char *json_sides;	/* a round with a side of parties: the
				   member of the --json report listing the
				   two sides and their parties' throws, or
				   NULL */
	char *json_units;	/* the member of a side's and a party's
				   units there ("units" when NULL) */
	char *json_extra;	/* the member of a party's extra dice
				   ("extra" when NULL) */
	char *combat_of;	/* instead of combat: a mechanism whose
				   combat the round fights (attack, dice-pool,
				   orbit-combat), or NULL */
	struct vec before_throw;	/* list of struct effect_def: a round
				   with a side of parties, carried out once
				   its sides are read, before they are
				   counted, paid for and thrown (refusals) */
	struct vec party_check;	/* list of struct effect_def: carried out
				   for each party as it is read, party bound
				   (refusals) */
};

/* each-source: effects carried out for every land a word of kind sources
 * names, in the order named, here bound to it; take-sources: units taken
 * off those lands in that order, each giving at most the units it names,
 * of one kind or of each in order, the other kinds left
 * (core/engine/engine_sources.c). */
struct eff_each_source {
	int present;
	char *word;		/* a word of the action of kind sources */
	int w;			/* its place among the words */
	struct vec then;	/* list of struct effect_def */
};
struct eff_take_sources {
	int present;
	char *word;		/* a word of the action of kind sources */
	int w;			/* its place among the words */
	struct sexpr count;	/* how many units, all lands together */
	struct sref piece;	/* of which kind (none: each kind in order) */
};
/* reward: a player takes what the bank pays, cards drawn and, whole,
 * resources of another player (engine_reward.c). */
struct eff_reward {
	int present;
	struct sexpr to;	/* the player rewarded */
	struct sexpr from;	/* the player whose takes are taken */
	struct vec bank;	/* dict resource id -> struct sexpr */
	long draw;		/* cards drawn from the drawing deck */
	struct vec takes;	/* list of sref -> resources: all of from's */
};

/* play-cards: the words of a word of kind modifiers read in order (a
 * refusal at the first wrong one), each logged as read, and the cards of
 * the drawing deck's hand they name played by the players of by and
 * against, the fight's sides (engine_play_cards.c). */
struct eff_play_cards {
	int present;
	char *word;		/* a word of the action of kind modifiers */
	struct sexpr by;	/* a player who may play cards */
	struct sexpr against;	/* the other one */
	char *name;		/* what they are played in (NULL: the fight) */
	int w;			/* the word's place among the words */
};

/* final-standings: the final standings of the card mechanisms, an
 * effect of before: a text written before has it replaced at load by its
 * declaration (say, list-players, rank-players into standings, the
 * winners' lines: ruleset_standings.c); one left is refused by the
 * check. */
struct eff_final {
	int present;
	char *draws;		/* a word of kind draws, or NULL */
	int w_draws;		/* its place among the words */
	char *later;		/* or: no draws now, a tie waits for those
				   of this action (its id), or NULL */
};

/* keep-card: a card a player keeps for the game, by the id its word
 * gives; a piece's turns its card (the piece upgraded for him), on any
 * game (core/engine/engine_keep.c). */
struct eff_keep {
	int present;
	struct sexpr player;	/* who keeps it */
	char *card;		/* a word of the action of kind card-id */
	int w_card;		/* its place among the words */
	char *twice_says;	/* the refusal of a card kept already, or
				   NULL: the effect's own */
	struct says_tpl ttwice;
};

struct eff_release {		/* release: captives go back */
	int present;
	struct sexpr captor;	/* the player who holds them */
	struct sexpr owner;	/* the player whose pieces they are */
};

/* Where a link effect ends: a body word of the action or a body's id. */
struct eng_body {
	int arg;		/* index into args, or -1 */
	int body;		/* a body named outright, or -1 */
};

struct eff_link {		/* link: the actor links two bodies' ports */
	int present;
	char *from, *to;	/* body words of the action or bodies' ids */
	struct sexpr fields;	/* the fields it spans (1 or more) */
	struct eng_body w_from, w_to;
};

struct eff_roll_position {	/* roll-position: a body rolls its start */
	int present;
	char *of;		/* a body word of the action or a body's id */
	struct eng_body w;
};

/* make-home: a territory made a player's home (engine_make_home.c). */
struct eff_arrive {
	int present;
	struct sexpr player;	/* the player who places it */
	char *at;		/* a word of the action of kind territory */
	struct eng_where w;
};

/* place-pieces: a player's pieces, so many of each kind, taken out of the
 * box onto a territory of the map (engine_place_pieces.c). */
struct eff_place_pieces {
	int present;
	struct sexpr player;	/* whose pieces */
	char *at;		/* a word of the action of kind territory */
	struct vec pieces;	/* dict piece -> long: how many of each */
	int arrival;		/* they are the player's arrival: has_arrival
				   holds, and the hints name the action */
	int w_at;		/* at's place among the action's words */
};

/* order-step: the order of the player whose turn it is takes a step
 * (one of mechanisms.orders.steps; each once, never back), refused as
 * core/act/act_orders.c says. */
struct eff_order_step {
	int present;
	char *step;		/* the step's name */
	char *what;		/* what its refusals call the command's part
				   ("exploring"), or NULL: the step's name */
	int code;		/* compiled: the step's place, from 1 */
};

/* start-order: a territory word of the action (engine_order_start.c). */
struct eff_explored {
	int present;
	char *at;		/* a word of the action of kind territory */
	struct eng_where w;
};

/* run-ability: the ability a chief declares run for the actor, its cost
 * and action points paid (core/engine/engine_run_ability.c). */
struct eff_run_ability {
	int present;
	struct sexpr chief;	/* the chief whose ability runs */
	struct sexpr lent_to;	/* the chief it is lent to, named in its
				   line (no text: its own) */
};

/* lend-ability: the actor's chief's ability, one that borrows, run to
 * borrow for the turn the ability of the chief a word of the action names
 * (core/engine/engine_lend_ability.c). */
struct eff_lend_ability {
	int present;
	struct sexpr chief;	/* the chief whose ability borrows */
	char *borrow;		/* a word of the action of kind chief */
	int at;			/* its index among the words, or -1 */
	char *used_by;		/* the action that uses the lent ability,
				   named in the line (NULL: this one) */
};

/* set-territory: a territory's values set, each by an expression: the
 * spawned pieces lying on it and its explored mark
 * (core/engine/engine_set_territory.c). */
struct eff_set_territory {
	int present;
	struct sexpr at;	/* the territory */
	struct sexpr spawned;	/* its spawned pieces (no text: kept) */
	struct sexpr explored;	/* not 0: explored (no text: kept) */
};

/* set-placing: the counters of the spawned pieces placed in turn order
 * set, each by an expression: those left to place and the placements
 * made so far (core/engine/engine_set_placing.c). */
struct eff_set_placing {
	int present;
	struct sexpr left;	/* to_place (no text: kept) */
	struct sexpr placed;	/* placed, whose turn placer reads (no text:
				   kept) */
};

/* add-units: a player's units of a word of kind piece-counts taken out
 * of the box onto a territory word, within the box and the stacking limit
 * (engine_add_units.c). */
struct eff_add_units {
	int present;
	struct sexpr player;	/* whose units */
	char *at;		/* a word of the action of kind territory */
	char *units;		/* a word of the action of kind piece-counts */
	char *cost_name;	/* given: their cost paid, the refusal of too
				   little naming it so ("this muster") */
	int buildings;		/* true: the word's buildings raised too */
	int builds;		/* true: units within what the territory
				   builds this step */
	struct sexpr unlimited;	/* with builds, true: any number at the
				   player's home */
	int w_at, w_units;	/* their places among the words */
};

/* move-units: the actor's units of a word of kind piece-counts moved from
 * one territory word to another, as the units and the way allow; verb
 * names the move in the refusals ("fly"; engine_move_units.c). */
struct eff_move_units {
	int present;
	char *from, *to;	/* words of the action of kind territory */
	char *units;		/* a word of kind piece-counts */
	char *verb;		/* the move: "fly" */
	int w_from, w_to, w_units;	/* their places among the words */
};

#endif
