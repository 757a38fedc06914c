/* words_keys.h: keys that carry a game's word and must keep it.
 *
 * Saved games keep the ruleset text and the snapshots they were written
 * with, and `status --json` and the exports are read by programs outside
 * arbiter: a key named by a game's word in those stays as it was.  Code
 * names each by its concept here, once (tests/check-words.sh allows this
 * file). */
#ifndef ARBITER_WORDS_KEYS_H
#define ARBITER_WORDS_KEYS_H

/* ruleset keys (arbiter-ruleset(5)) */
#define KEY_CHIEFS "leaders"		/* the chiefs; also an option kind */
#define KEY_CHIEF_HOME "leader-home"	/* mechanisms.hire */
#define KEY_SLAIN_CHIEF "slain-leader"	/* mechanisms.duel */

#define KEY_CHIEF_COMPLETE "leader"	/* actions.*.complete: a chief */
#define KEY_UNIT_DRAWS "wisdom"		/* units.*: cards drawn a turn; also
					   a stat of 'tile' */

/* the cards picked in turn (words.pick) and the hand of goals drawn and
 * claimed, as texts written before they were declared actions said them */
#define KEY_PICKS "discovery"		/* mechanisms.KEY_PICKS; a faction's
					   card it starts with (start-card) */
#define KEY_PICK_CMD "discover"		/* the command that picks */
#define KEY_PICK_SEARCH "discovery-search"	/* a faction's ability, then
						   its value */
#define KEY_REVEAL_PICKS "reveal-discoveries"	/* a step of a phase */
#define KEY_GOALS "objectives"		/* mechanisms.KEY_GOALS */
#define KEY_GOAL_CMD "objective"	/* the command that draws and claims */
#define KEY_GOAL_DRAW "objective-draw"	/* a faction's ability, then its
					   value */

#define KEY_LINK "bridge"		/* mechanisms.bridge, written before
					   (ruleset_link.c); the command and
					   a command of a phase */
#define KEY_RELEASE_CMD "ransom"	/* a command of a phase (old texts),
					   the action that releases captives
					   (ruleset_release.c) */
#define KEY_RELEASE_PRICE "ransom"	/* a faction's value: the price of
					   its captives; once inside
					   abilities.hostages */
#define KEY_CAPTURES "hostages"	/* a faction's value (once an ability,
				   abilities.hostages): its hits take
				   captives; ability()'s name of it */
#define KEY_VALUES_OLD "units.values-of-before"	/* no path: the words
					   of a text whose units or chiefs
					   gave values as keys of their own
					   (words_old.c) */
#define KEY_CAPTURE_OLD "take-hostage"	/* the effect capture, written
					   before (ruleset_release.c) */
#define KEY_CAPTIVES_OLD "hostages"	/* the expression function
					   captives(CAPTOR, OWNER), written
					   before (names_board.c) */
#define KEY_LINKS_DISSOLVE "bridges-dissolve"	/* an old round step */
#define KEY_LINK_FIELDS "bridge-fields"	/* box */
#define KEY_PORTS "spaceports"		/* board.spaceports; a setup place */
#define KEY_SHELTERS "hangars"		/* a site's shelters: zone's key
					   N=, and the JSON key; before, a
					   measure (SHELTERS_KEY) */
#define KEY_SHELTERS_MAX "hangars-max"	/* mechanisms.colonies' SHELTERS_
					   MAX_KEY before (ruleset_colonies_
					   old.c) */
#define KEY_BODIES "planets"		/* board.planets, and the bodies of
					   board.land-sums */
#define KEY_BODY "planet"		/* an entry of board.planets, in the
					   schema's words for it; and in
					   actions.*.complete, a body */
#define KEY_PLACE_BODIES "place-planets"	/* setup */
#define KEY_STORE "warehouse"		/* STORE_KEY before: mechanisms.
					   colonies, a kind of cargo.goods */
#define KEY_CARD_VALUE_1 "space"	/* a card's values in a ruleset */
#define KEY_CARD_VALUE_2 "ground"	/* without card-values; then also
					   NAME-total and NAME-best of
					   rankings and the JSON keys */

#define KEY_SQUAD_AWAY "space"	/* a name of each-squad-in-flight's
				   effects: how far the squad bound is */
#define KEY_ZONES "worlds"		/* the JSON key; before, a measure
					   and hold-to-win-by-players' count
					   (ZONES_KEY) */
#define KEY_ZONES_OLD "worlds"		/* board.worlds, setup.worlds: the
					   keys board.ZONES_KEY and setup.
					   ZONES_KEY had before (ruleset_
					   zones_old.c) */
#define KEY_FOLK "population"		/* the JSON key; before (and read in
					   any game), tally's N= and the
					   folk's cargo id; before,
					   a measure, a kind of cargo.goods,
					   neutral-militia's value, and a
					   zone's ZONE_FOLK_KEY under
					   board.KEY_ZONES_OLD */
#define KEY_FOLK_MAX "population-max"	/* FOLK_MAX_KEY before */
#define KEY_STRIKERS "fighters"		/* a piece in expressions; the JSON
					   key; before, products' makes, a
					   measure, and a starting squad's
					   STRIKERS_KEY under
					   setup.KEY_ZONES_OLD */
#define KEY_CARRIERS "transporters"	/* likewise */
#define KEY_NEUTRAL_STRIKERS "neutral-fighters"	/* NEUTRAL_STRIKERS_KEY
						   before */
#define KEY_CARRIERS_MORALE "morale-transporters-per"	/* CARRIERS_MORALE_
							   KEY before */
#define KEY_PRODUCERS "factories"	/* the JSON key; before, mechanisms.
					   colonies' PRODUCERS_KEY, a measure,
					   a kind of cargo.goods */
#define KEY_PRODUCERS_MAX "factories-max"	/* PRODUCERS_MAX_KEY before */
#define KEY_PRODUCER "factory"		/* a cargo's id of before: KIND-factory */
#define KEY_PRODUCER_CMD "factory"	/* saved before: the command equip */
#define KEY_ZONE_CMD "world"		/* saved before: the command tally */
#define KEY_MILITIA "troops"		/* a piece in expressions; tally's
					   N=; the JSON key; before, products'
					   makes (MILITIA_KEY) */
#define KEY_NEUTRAL_MILITIA "neutral-troops"	/* NEUTRAL_MILITIA_KEY
						   before */
#define KEY_MILITIA_MORALE "morale-troops-per"	/* MILITIA_MORALE_KEY
						   before */
#define KEY_SQUADS "fleets"		/* the JSON key (snapshot and status);
					   setup.KEY_ZONES_OLD.fleets, read
					   as setup.ZONES_KEY.SQUADS_KEY */
#define KEY_SQUADS_ADVANCE "fleets-advance"	/* a step of a phase (old texts) */
#define KEY_SQUADS_REST "fleets-rest"	/* an old round step */
#define KEY_SQUAD_CMD "fleet"		/* saved before: the command station */
#define KEY_ORBIT_COMBAT_OLD "space-combat"	/* saved before: mechanisms.
					   orbit-combat; the combat made
					   from its die and divisor */

/* JSON keys: the snapshot, status --json */
#define JSON_PICKS "discoveries"	/* a player's cards picked */
#define JSON_CHIEF "leader"		/* a player's chief; is it a chief */
#define JSON_LINKS "bridges"		/* the links on the table */
#define JSON_PORT "spaceport"		/* is a land its body's port */
#define JSON_BODY "planet"		/* the body a land is on */
#define JSON_BODIES "planets"		/* the bodies: snapshot, status */
#define JSON_STORES "warehouses"	/* each player's store and side */
#define JSON_PRODUCER_DUE "factory_due"	/* a zone waits for its producer */
#define JSON_ZONE "world"		/* the zone of an order carried out */
#define JSON_SQUAD_AWAY "space"		/* a squad's distance space to go */
#define JSON_CAPTIVES_SAVED "hostage"	/* the snapshot's captives, by
					   captor, owner and piece */
#define JSON_CAPTIVES "hostages"	/* status: a player's captives, by
					   owner */

/* the class of a body's circle in the board's picture (tests and
 * style sheets find it by it) */
#define SVG_BODY "planet"

#endif
