/* check_game_board.c: the board commands of a bernard game (demo board)
 * with physical dice: supply, link, buy, buyout, attack, move, pay. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fixture_game.h"
#include "suites.h"

/* Two players, the planets placed, Ann (the Empire) in the given phase
 * of the first round with 54 credits from the credits phase on. */
static void
start_in(struct game *g, const char *phase, const char *options)
{
	game_start(g, "Ann,Bob", options);
	game_ok(g, "next = " START_FACES, NULL);
	game_to_phase(g, phase);
}

/* The orbit board's regions are its lands, read as any board's: their
 * ids, and a land borders the land next to it on its planet (the demo
 * board lists red-1 and red-2 as adjacent). */
START_TEST(test_regions)
{
	struct game g;
	int r1, r2;

	game_start(&g, "Ann,Bob", NULL);
	r1 = rs_land(g.rs, "red-1");
	r2 = rs_land(g.rs, "red-2");
	ck_assert_int_eq(state_regions(g.st), g.rs->nlands);
	ck_assert_str_eq(state_region_id(g.st, g.rs, r1), "red-1");
	ck_assert_ptr_eq(state_map(g.st, g.rs), &g.rs->map);
	ck_assert_int_eq(board_map_adjacent(state_map(g.st, g.rs), r1, r2), 1);
	game_end(&g);
}
END_TEST

START_TEST(test_supply)
{
	struct game g;

	game_start(&g, "Ann,Bob", NULL);
	/* Ann holds red whole: its two lands and its port */
	game_ok(&g, "adjust red-1 Ann 2", "red-1: Bob with 2 -> Ann with 2\n");
	game_ok(&g, "adjust red-2 Ann 2", NULL);
	game_ok(&g, "next = " START_FACES, NULL);
	ck_assert_str_eq(strstr(sb_str(&g.rep.text), "round 1"), "round 1, "
	    "Ann's turn: supply phase\nAnn holds red whole: supply 2 ('supply "
	    "units' or 'supply credits')\n");
	game_refused(&g, "next", ST_REFUSED, "bernard: Ann has not taken the "
	    "supply of red: 'supply units' or 'supply credits' first");
	game_refused(&g, "supply credits purple", ST_REFUSED, "bernard: Ann "
	    "does not hold all of purple, so it gives no supply");
	game_refused(&g, "supply units red:purple-1", ST_USAGE, "purple-1 is "
	    "not on red");
	game_refused(&g, "supply credits red:red-1", ST_USAGE, "credits go to "
	    "the player, not to a land: drop ':red-1'");
	game_refused(&g, "supply gold", ST_USAGE, "supply takes 'units' or "
	    "'credits', not 'gold'");
	game_refused(&g, "supply", ST_USAGE, "usage: supply units|credits "
	    "[PLANET[:LAND[:N]]...]");
	game_ok(&g, "supply units red:red-1", "red: 2 units on red-1 (now 4)\n");
	ck_assert_str_eq(sb_str(&g.rep.canon), "supply units red:red-1");
	game_refused(&g, "supply units", ST_REFUSED, "bernard: Ann has no supply "
	    "to take: no planet held whole whose supply is still open");
	game_refused(&g, "supply credits red", ST_REFUSED, "bernard: the supply "
	    "of red has been taken this turn");
	game_ok(&g, "next", "round 1, Ann's turn: credits phase\n"
	    "Ann earns 30 credits (10 lands x 3, at least 20): credits 30 -> 60\n");
	game_end(&g);
}
END_TEST

/* Supply as credits, or as units on the port by default. */
START_TEST(test_supply_kinds)
{
	struct game g;

	game_start(&g, "Ann,Bob", NULL);
	game_ok(&g, "adjust red-1 Ann 2", NULL);
	game_ok(&g, "adjust red-2 Ann 2", NULL);
	game_ok(&g, "adjust brown-1 Ann 1", NULL);
	game_ok(&g, "adjust brown-2 Ann 1", NULL);
	game_ok(&g, "next = " START_FACES, NULL);
	game_ok(&g, "supply credits brown", "brown: 2 credits instead of units: "
	    "credits 30 -> 32\n");
	ck_assert_str_eq(sb_str(&g.rep.canon), "supply credits brown");
	game_ok(&g, "supply units", "red: 2 units on red-port (now 7)\n");
	game_land_is(&g, "red-port", "Ann", 7);
	game_ok(&g, "next", NULL);
	game_end(&g);
}
END_TEST

START_TEST(test_link)
{
	struct game g;

	start_in(&g, "connection", NULL);
	game_ok(&g, "bridge red purple 2", "Ann bridges red to purple (2 "
	    "fields) for 2 credits: credits 54 -> 52\n");
	ck_assert_str_eq(sb_str(&g.rep.canon), "bridge red purple 2");
	ck_assert_int_eq(g.st->nlinks, 1);
	ck_assert_int_eq(g.st->links[0].a, 0);
	ck_assert_int_eq(g.st->links[0].b, 1);
	ck_assert_int_eq(g.st->links[0].fields, 2);
	ck_assert_int_eq(g.st->links[0].by, 0);
	game_refused(&g, "bridge purple red 1", ST_REFUSED, "bernard: purple and "
	    "red are already bridged");
	game_refused(&g, "bridge red red 1", ST_USAGE, "a bridge joins two "
	    "different planets");
	game_refused(&g, "bridge red orange 0", ST_USAGE, "the number of fields "
	    "must be from 1 to 1000, not 0");
	game_refused(&g, "bridge red pluto 1", ST_USAGE, "no planet 'pluto' "
	    "(planets: red, purple, darkblue, lightblue, darkgreen, lightgreen, "
	    "orange, brown)");
	game_ok(&g, "bridge red orange 1", "Ann bridges red to orange (1 field) "
	    "for 1 credit: credits 52 -> 51\n");
	/* only from one's own port */
	game_ok(&g, "adjust brown-port Bob 3", NULL);
	game_refused(&g, "bridge brown red 1", ST_REFUSED, "bernard: bridges "
	    "start from one's own spaceport; brown-port is Bob's");
	game_ok(&g, "adjust brown-port none 0", NULL);
	game_refused(&g, "bridge brown red 1", ST_REFUSED, "bernard: bridges "
	    "start from one's own spaceport; brown-port is nobody's");
	game_ok(&g, "set Ann credits 2", NULL);
	game_refused(&g, "bridge darkblue lightblue 3", ST_REFUSED, "bernard: a "
	    "bridge of 3 fields costs 3 credits; Ann has 2");
	/* links dissolve when the round ends */
	game_to_phase(&g, "pay");
	game_ok(&g, "next", "the planets move one field clockwise\n"
	    "2 bridges dissolve\nround 2, Bob's turn: supply phase\n"
	    "Bob holds no planet whole: no supply\n");
	ck_assert_int_eq(g.st->nlinks, 0);
	game_end(&g);
}
END_TEST

START_TEST(test_buy)
{
	struct game g;

	start_in(&g, "buy", NULL);
	game_ok(&g, "buy red-port 3", "Ann buys 3 units on red-port (now 8) for "
	    "6 credits: credits 54 -> 48\n");
	ck_assert_str_eq(sb_str(&g.rep.canon), "buy red-port 3");
	game_ok(&g, "buy RED-PORT 1", "Ann buys 1 unit on red-port (now 9) for "
	    "2 credits: credits 48 -> 46\n");
	ck_assert_str_eq(sb_str(&g.rep.canon), "buy red-port 1");
	game_ok(&g, "set Ann credits 5", NULL);
	game_refused(&g, "buy red-port 3", ST_REFUSED, "bernard: buying 3 units "
	    "costs 6 credits; Ann has 5");
	game_refused(&g, "buy red-1 1", ST_REFUSED, "bernard: red-1 is Bob's, "
	    "not Ann's");
	game_refused(&g, "buy brown-1 1", ST_REFUSED, "bernard: brown-1 is "
	    "nobody's, not Ann's");
	game_refused(&g, "buy red-port 0", ST_USAGE, "the number of units must "
	    "be from 1 to 1000000, not 0");
	game_refused(&g, "buy mars-1 1", ST_USAGE, "no land 'mars-1' on the "
	    "board (lands are named PLANET-N and PLANET-port, e.g. red-1; "
	    "'status' lists them)");
	game_refused(&g, "buy red-port", ST_USAGE, "usage: buy LAND N");
	game_ok(&g, "buy red-port 2", "Ann buys 2 units on red-port (now 11) "
	    "for 4 credits: credits 5 -> 1\n");
	game_ok(&g, "next", NULL);
	game_refused(&g, "buy red-port 1", ST_REFUSED, "bernard: 'buy' belongs "
	    "to the buy phase; it is the combat phase of Ann's turn: it comes "
	    "again in the next turn ('next' ends each phase)");
	game_end(&g);
}
END_TEST

START_TEST(test_buyout)
{
	struct game g;

	start_in(&g, "buy", NULL);
	game_ok(&g, "buyout red-1", "Ann buys red-1 out from Bob for 5 credits "
	    "(paid to Bob): 2 of Bob's units leave, Ann holds it with 1\n");
	ck_assert_int_eq(game_credits(&g, "Ann"), 49);
	ck_assert_int_eq(game_credits(&g, "Bob"), 5);
	game_land_is(&g, "red-1", "Ann", 1);
	game_refused(&g, "buyout red-port", ST_REFUSED, "bernard: red-port is "
	    "already Ann's");
	game_refused(&g, "buyout brown-1", ST_REFUSED, "bernard: brown-1 has no "
	    "owner to buy it from");
	game_refused(&g, "buyout", ST_USAGE, "usage: buyout LAND");
	game_ok(&g, "set Ann credits 4", NULL);
	game_refused(&g, "buyout red-2", ST_REFUSED, "bernard: buying out a land "
	    "costs 5 credits; Ann has 4");
	game_end(&g);
	/* the other reading: the price goes to the bank */
	start_in(&g, "buy", "buyout-price=bank");
	game_ok(&g, "buyout red-1", "Ann buys red-1 out from Bob for 5 credits "
	    "(paid to the bank): 2 of Bob's units leave, Ann holds it with 1\n");
	ck_assert_int_eq(game_credits(&g, "Ann"), 49);
	ck_assert_int_eq(game_credits(&g, "Bob"), 0);
	game_end(&g);
}
END_TEST

START_TEST(test_attack_rolls)
{
	struct game g;

	start_in(&g, "combat", NULL);
	/* a tie costs nothing but the roll */
	game_ok(&g, "attack red-1 red-port:4 = 3 3", "Ann attacks red-1 (Bob, 2 "
	    "units) with 4 units for 1 credit: Ann rolls 3 on d6, Bob rolls 3 "
	    "on d6\na tie: nobody loses a unit\ncredits: 54 -> 53\n");
	ck_assert_str_eq(sb_str(&g.rep.canon), "attack red-1 red-port:4");
	ck_assert_int_eq(json_get(g.rep.data, "taken")->i, 0);
	game_land_is(&g, "red-port", "Ann", 5);
	game_land_is(&g, "red-1", "Bob", 2);
	/* the loser loses the difference, at most the winner's units */
	game_ok(&g, "attack red-1 red-port:4 = 1 6", "Ann attacks red-1 (Bob, 2 "
	    "units) with 4 units for 1 credit: Ann rolls 1 on d6, Bob rolls 6 "
	    "on d6\nAnn loses 2 units\ncredits: 53 -> 52\n");
	game_land_is(&g, "red-port", "Ann", 3);
	game_land_is(&g, "red-1", "Bob", 2);
	/* the land falls: the attackers still standing move in */
	game_ok(&g, "attack red-1 red-port:2 = 6 2", "Ann attacks red-1 (Bob, 2 "
	    "units) with 2 units for 1 credit: Ann rolls 6 on d6, Bob rolls 2 "
	    "on d6\nBob loses 2 units\nred-1 falls to Ann: 2 units move in\n"
	    "credits: 52 -> 51\n");
	ck_assert_int_eq(json_get(g.rep.data, "taken")->i, 1);
	game_land_is(&g, "red-port", "Ann", 1);
	game_land_is(&g, "red-1", "Ann", 2);
	/* one unit stays behind */
	game_refused(&g, "attack red-2 red-port:1 = 6 1", ST_REFUSED, "bernard: "
	    "red-port has 1 unit and 1 must stay behind: at most 0 can attack "
	    "from it");
	game_refused(&g, "attack red-2 red-1:2 = 6 1", ST_REFUSED, "bernard: "
	    "red-1 has 2 units and 1 must stay behind: at most 1 can attack "
	    "from it");
	/* a win against more units is capped by the attackers' */
	game_ok(&g, "attack red-2 red-1:1 = 5 2", "Ann attacks red-2 (Bob, 2 "
	    "units) with 1 unit for 1 credit: Ann rolls 5 on d6, Bob rolls 2 "
	    "on d6\nBob loses 1 unit\ncredits: 51 -> 50\n");
	game_land_is(&g, "red-2", "Bob", 1);
	game_land_is(&g, "red-1", "Ann", 2);
	game_ok(&g, "set Ann credits 0", NULL);
	game_refused(&g, "attack red-2 red-1:1 = 5 2", ST_REFUSED, "bernard: a "
	    "roll costs 1 credit; Ann has 0");
	game_end(&g);
}
END_TEST

START_TEST(test_attack_refused)
{
	struct game g;

	start_in(&g, "combat", NULL);
	game_refused(&g, "attack purple-1 red-port:2 = 6 1", ST_REFUSED,
	    "bernard: red-port does not border purple-1 (and no bridge joins "
	    "their spaceports)");
	game_refused(&g, "attack red-port red-port:1", ST_REFUSED, "bernard: "
	    "red-port is Ann's own land");
	game_refused(&g, "attack red-2 red-1:1 = 3 3", ST_REFUSED, "bernard: "
	    "attacks come from the attacker's own lands; red-1 is Bob's, not "
	    "Ann's");
	/* the ruleset says how many words attack takes (words: 2-), and
	 * refuses with its usage line */
	game_refused(&g, "attack red-1", ST_USAGE, "usage: attack TARGET "
	    "FROM:N[,FROM:N...] [= A D]");
	game_refused(&g, "attack red-1 red-port", ST_USAGE, "'red-port': write "
	    "each land you attack from as LAND:UNITS, e.g. red-port:3");
	game_refused(&g, "attack red-1 red-port:1,red-port:2", ST_USAGE,
	    "red-port is named twice; give its units once");
	game_refused(&g, "attack red-1 red-port:0", ST_USAGE, "the number of "
	    "units must be from 1 to 1000000, not 0");
	game_refused(&g, "attack mars red-port:1", ST_USAGE, "no land 'mars' on "
	    "the board (lands are named PLANET-N and PLANET-port, e.g. red-1; "
	    "'status' lists them)");
	game_failed(&g, "attack red-1 red-port:4 = 7 1", ST_USAGE, "dice: 'd6' "
	    "has no face 7; its faces are 1 to 6");
	game_failed(&g, "attack red-1 red-port:4 = 6", ST_USAGE, "dice: 'd6' "
	    "needs 1 face, 0 given");
	game_failed(&g, "attack red-1 red-port:4 = 6 1 1", ST_USAGE, "dice: 3 "
	    "faces given but the dice take 2; give exactly 2");
	game_end(&g);
}
END_TEST

/* An empty land is taken without a fight: no roll, nothing paid. */
START_TEST(test_attack_empty)
{
	struct game g;

	start_in(&g, "combat", NULL);
	game_refused(&g, "attack brown-2 brown-port:1 = 3 4", ST_USAGE,
	    "brown-2 is empty: nothing is rolled; drop the '= ...' part");
	game_ok(&g, "attack brown-1 brown-port:3", "brown-1 is empty: Ann moves "
	    "in with 3 units\n");
	ck_assert_int_eq(game_credits(&g, "Ann"), 54);
	game_land_is(&g, "brown-port", "Ann", 2);
	game_land_is(&g, "brown-1", "Ann", 3);
	ck_assert_int_eq(json_get(g.rep.data, "taken")->i, 1);
	game_end(&g);
}
END_TEST

/* Each side's die by its own units: below 10 a d6, then a d10, from 20
 * a d20; with the other reading, by both sides' units together. */
START_TEST(test_attack_bands)
{
	struct game g;

	start_in(&g, "combat", NULL);
	game_ok(&g, "adjust purple-port Ann 30", NULL);
	game_failed(&g, "attack purple-1 purple-port:10 = 11 1", ST_USAGE,
	    "dice: 'd10' has no face 11; its faces are 1 to 10");
	game_ok(&g, "attack purple-1 purple-port:10 = 10 6", "Ann attacks "
	    "purple-1 (Bob, 2 units) with 10 units for 1 credit: Ann rolls 10 "
	    "on d10, Bob rolls 6 on d6\nBob loses 2 units\npurple-1 falls to "
	    "Ann: 10 units move in\ncredits: 54 -> 53\n");
	ck_assert_str_eq(json_get(g.rep.data, "attack_die")->s, "d10");
	ck_assert_str_eq(json_get(g.rep.data, "defend_die")->s, "d6");
	game_land_is(&g, "purple-port", "Ann", 20);
	game_ok(&g, "attack purple-2 purple-port:9,purple-1:9 = 6 4", NULL);
	ck_assert_str_eq(json_get(g.rep.data, "attack_die")->s, "d10");
	game_ok(&g, "adjust purple-3 Bob 20", NULL);
	game_ok(&g, "attack purple-3 purple-port:9 = 6 20", "Ann attacks "
	    "purple-3 (Bob, 20 units) with 9 units for 1 credit: Ann rolls 6 "
	    "on d6, Bob rolls 20 on d20\nAnn loses 9 units\ncredits: 52 -> 51\n");
	game_land_is(&g, "purple-port", "Ann", 2);
	game_land_is(&g, "purple-3", "Bob", 20);
	game_end(&g);
	start_in(&g, "combat", "dice-bands=total");
	game_ok(&g, "adjust red-port Ann 9", NULL);
	game_ok(&g, "attack red-1 red-port:8 = 10 10", "Ann attacks red-1 (Bob, "
	    "2 units) with 8 units for 1 credit: Ann rolls 10 on d10, Bob rolls "
	    "10 on d10\na tie: nobody loses a unit\ncredits: 54 -> 53\n");
	game_end(&g);
}
END_TEST

/* Several lands attack together; losses come from them in the order they
 * are named, and a fallen land takes the survivors. */
START_TEST(test_attack_sources)
{
	struct game g;

	start_in(&g, "combat", NULL);
	game_ok(&g, "adjust red-2 Ann 4", NULL);
	game_ok(&g, "adjust red-1 Bob 6", NULL);
	game_ok(&g, "attack red-1 red-port:2 red-2:3 = 1 6", "Ann attacks red-1 "
	    "(Bob, 6 units) with 5 units for 1 credit: Ann rolls 1 on d6, Bob "
	    "rolls 6 on d6\nAnn loses 5 units\ncredits: 54 -> 53\n");
	ck_assert_str_eq(sb_str(&g.rep.canon), "attack red-1 "
	    "red-port:2,red-2:3");
	game_land_is(&g, "red-port", "Ann", 3);
	game_land_is(&g, "red-2", "Ann", 1);
	game_ok(&g, "adjust red-2 Ann 4", NULL);
	game_ok(&g, "attack red-1 red-port:2,red-2:3 = 2 4", NULL);
	game_land_is(&g, "red-port", "Ann", 1);
	game_land_is(&g, "red-2", "Ann", 4);
	game_ok(&g, "adjust red-1 Bob 1", NULL);
	game_ok(&g, "adjust red-port Ann 5", NULL);
	game_ok(&g, "attack red-1 red-port:1,red-2:3 = 6 1", "Ann attacks red-1 "
	    "(Bob, 1 unit) with 4 units for 1 credit: Ann rolls 6 on d6, Bob "
	    "rolls 1 on d6\nBob loses 1 unit\nred-1 falls to Ann: 4 units move "
	    "in\ncredits: 52 -> 51\n");
	game_land_is(&g, "red-port", "Ann", 4);
	game_land_is(&g, "red-2", "Ann", 1);
	game_land_is(&g, "red-1", "Ann", 4);
	game_end(&g);
}
END_TEST

/* 5 units per credit over the whole phase, through one's own lands. */
START_TEST(test_move)
{
	struct game g;

	start_in(&g, "connection", NULL);
	game_ok(&g, "bridge red purple 2", NULL);
	game_to_phase(&g, "movement");
	game_ok(&g, "move 3 red-port purple-port", "Ann moves 3 units from "
	    "red-port to purple-port (3 moved this phase) for 1 credit: credits "
	    "52 -> 51\n");
	ck_assert_str_eq(sb_str(&g.rep.canon), "move 3 red-port purple-port");
	/* the same 3 move back: paid for (rulebook line 138) */
	game_ok(&g, "move 3 purple-port red-port", "Ann moves 3 units from "
	    "purple-port to red-port (3 of them paid for already; 3 paid for "
	    "this phase) for 0 credits: credits 51 -> 51\n");
	game_ok(&g, "move 4 purple-port red-port", "Ann moves 4 units from "
	    "purple-port to red-port (7 moved this phase) for 1 credit: "
	    "credits 51 -> 50\n");
	game_land_is(&g, "red-port", "Ann", 9);
	game_land_is(&g, "purple-port", "Ann", 1);
	game_refused(&g, "move 1 red-port orange-port", ST_REFUSED, "bernard: "
	    "no way from red-port to orange-port through Ann's own lands and "
	    "bridges");
	game_refused(&g, "move 1 purple-port red-1", ST_REFUSED, "bernard: "
	    "red-1 is Bob's, not Ann's");
	game_refused(&g, "move 10 red-port purple-port", ST_REFUSED, "bernard: "
	    "red-port has 9 units, not 10");
	game_refused(&g, "move 1 red-port red-port", ST_USAGE, "the units are "
	    "on red-port already");
	game_refused(&g, "move red-port purple-port", ST_USAGE, "usage: move N "
	    "FROM TO");
	/* moving every unit leaves the land empty, with no owner */
	game_ok(&g, "move 9 red-port purple-port", "Ann moves 9 units from "
	    "red-port to purple-port (7 of them paid for already; 9 paid for "
	    "this phase) for 0 credits: credits 50 -> 50\n");
	game_land_is(&g, "red-port", "nobody", 0);
	game_refused(&g, "move 1 red-port purple-port", ST_REFUSED, "bernard: "
	    "red-port is nobody's, not Ann's");
	game_ok(&g, "set Ann credits 0", NULL);
	game_refused(&g, "move 1 purple-port lightblue-port", ST_REFUSED,
	    "bernard: no way from purple-port to lightblue-port through Ann's "
	    "own lands and bridges");
	game_end(&g);
}
END_TEST

START_TEST(test_move_path)
{
	struct game g;

	start_in(&g, "movement", NULL);
	/* lightblue's lands form a ring around its port */
	game_ok(&g, "adjust lightblue-1 Ann 3", NULL);
	game_ok(&g, "adjust lightblue-3 Ann 1", NULL);
	game_ok(&g, "adjust lightblue-port Bob 1", NULL);
	game_refused(&g, "move 1 lightblue-1 lightblue-3", ST_REFUSED, "bernard: "
	    "no way from lightblue-1 to lightblue-3 through Ann's own lands and "
	    "bridges");
	game_ok(&g, "adjust lightblue-2 Ann 1", NULL);
	game_ok(&g, "move 2 lightblue-1 lightblue-3", "Ann moves 2 units from "
	    "lightblue-1 to lightblue-3 (2 moved this phase) for 1 credit: "
	    "credits 54 -> 53\n");
	game_land_is(&g, "lightblue-3", "Ann", 3);
	game_ok(&g, "set Ann credits 0", NULL);
	/* the 2 paid for move on free (rulebook line 138), 1 more is the
	 * 3rd unit of the phase */
	game_ok(&g, "move 3 lightblue-3 lightblue-1", "Ann moves 3 units from "
	    "lightblue-3 to lightblue-1 (2 of them paid for already; 3 paid for "
	    "this phase) for 0 credits: credits 0 -> 0\n");
	game_ok(&g, "move 3 lightblue-1 lightblue-2", "Ann moves 3 units from "
	    "lightblue-1 to lightblue-2 (3 of them paid for already; 3 paid for "
	    "this phase) for 0 credits: credits 0 -> 0\n");
	game_ok(&g, "adjust lightblue-4 Ann 3", NULL);
	game_ok(&g, "move 2 lightblue-4 lightblue-1", "Ann moves 2 units from "
	    "lightblue-4 to lightblue-1 (5 moved this phase) for 0 credits: "
	    "credits 0 -> 0\n");
	game_refused(&g, "move 1 lightblue-4 lightblue-1", ST_REFUSED, "bernard: "
	    "this move costs 1 credit; Ann has 0");
	game_end(&g);
}
END_TEST

/* The bill is shown when the pay phase begins and paid at next; a player
 * who cannot pay disbands units first. */
START_TEST(test_pay)
{
	struct game g;

	start_in(&g, "buy", NULL);
	game_ok(&g, "buy red-port 16", NULL);
	game_land_is(&g, "red-port", "Ann", 21);
	game_to_phase(&g, "movement");
	game_ok(&g, "set Ann credits 3", NULL);
	game_ok(&g, "next", "round 1, Ann's turn: pay phase\n"
	    "Ann owes 4 credits upkeep for 56 units on 8 lands (5 free per "
	    "land, then 1 per started 5)\nAnn has 3: 'next' pays it and the "
	    "units left unpaid leave the game\n");
	ck_assert_int_eq(json_get(g.rep.data, "bill")->i, 4);
	game_refused(&g, "disband red-port 25", ST_REFUSED, "bernard: red-port "
	    "has 21 units, not 25");
	game_refused(&g, "disband red-1 1", ST_REFUSED, "bernard: red-1 is "
	    "Bob's, not Ann's");
	game_refused(&g, "disband red-port 0", ST_USAGE, "the number of units "
	    "must be from 1 to 1000000, not 0");
	game_refused(&g, "disband red-port 1 brown-port", ST_USAGE, "usage: "
	    "disband LAND N [LAND N]...");
	/* one land owes: nothing to choose.  3 credits pay for 5 free and
	 * 15 more; the 21st unit is not paid and leaves (rulebook lines
	 * 142-144) */
	game_ok(&g, "next", "1 unit on red-port is not paid for and leaves the "
	    "game (20 left)\nAnn pays 3 credits upkeep: credits 3 -> 0\n"
	    "the planets move one field clockwise\n"
	    "round 2, Bob's turn: supply phase\n"
	    "Bob holds no planet whole: no supply\n");
	game_land_is(&g, "red-port", "Ann", 20);
	game_refused(&g, "disband red-1 1", ST_REFUSED, "bernard: 'disband' "
	    "belongs to the pay phase; it is the supply phase of Bob's turn: "
	    "'next' moves on to it, 6 phases on");
	game_end(&g);
}
END_TEST

/* Two lands owe and some of it can be paid: the player chooses which
 * units go unpaid, asked once with the lands listed. */
START_TEST(test_pay_choice)
{
	struct game g;

	start_in(&g, "buy", NULL);
	game_ok(&g, "buy red-port 16", NULL);
	game_ok(&g, "buy brown-port 5", NULL);
	game_to_phase(&g, "movement");
	game_ok(&g, "set Ann credits 3", NULL);
	game_ok(&g, "next", NULL);
	game_refused(&g, "next", ST_REFUSED, "bernard: Ann owes 5 credits "
	    "upkeep and has 3; units not paid for leave the game, and which "
	    "is Ann's choice: 'disband LAND N [LAND N]...' until the bill is "
	    "at most 3, then 'next'; owing: red-port (16 beyond the 5 "
	    "free: 4 credits), brown-port (5 beyond the 5 free: 1 credit)");
	game_ok(&g, "disband red-port 1 brown-port 5", "Ann disbands 1 unit on "
	    "red-port (20 left)\nAnn disbands 5 units on brown-port (5 "
	    "left)\n");
	ck_assert_str_eq(sb_str(&g.rep.canon),
	    "disband red-port 1 brown-port 5");
	game_ok(&g, "next", NULL);
	ck_assert_int_eq(json_get(g.rep.data, "paid")->i, 3);
	game_end(&g);
}
END_TEST

/* Nothing can be paid: every unit beyond the free ones leaves, on every
 * land, with nothing to choose. */
START_TEST(test_pay_nothing)
{
	struct game g;

	start_in(&g, "buy", NULL);
	game_ok(&g, "buy red-port 16", NULL);
	game_ok(&g, "buy brown-port 5", NULL);
	game_to_phase(&g, "movement");
	game_ok(&g, "set Ann credits 0", NULL);
	game_ok(&g, "next", NULL);
	game_ok(&g, "next", NULL);
	ck_assert_str_eq(sb_str(&g.rep.text), "16 units on red-port are not "
	    "paid for and leave the game (5 left)\n5 units on brown-port are "
	    "not paid for and leave the game (5 left)\nthe planets move one "
	    "field clockwise\nround 2, Bob's turn: supply phase\nBob holds no "
	    "planet whole: no supply\n");
	ck_assert_int_eq(json_get(g.rep.data, "unpaid")->i, 21);
	game_land_is(&g, "red-port", "Ann", 5);
	game_land_is(&g, "brown-port", "Ann", 5);
	game_end(&g);
}
END_TEST

START_TEST(test_pay_enough)
{
	struct game g;

	start_in(&g, "buy", NULL);
	game_ok(&g, "buy red-port 16", NULL);
	game_ok(&g, "buy brown-port 1", NULL);
	game_to_phase(&g, "pay");
	ck_assert_str_eq(sb_str(&g.rep.text), "round 1, Ann's turn: pay phase\n"
	    "Ann owes 5 credits upkeep for 57 units on 8 lands (5 free per "
	    "land, then 1 per started 5)\n'next' pays it\n");
	game_ok(&g, "next", NULL);
	ck_assert_str_eq(sb_str(&g.rep.text), "Ann pays 5 credits upkeep: "
	    "credits 20 -> 15\nthe planets move one field clockwise\n"
	    "round 2, Bob's turn: supply phase\n"
	    "Bob holds no planet whole: no supply\n");
	ck_assert_int_eq(json_get(g.rep.data, "paid")->i, 5);
	game_end(&g);
}
END_TEST

Suite *
suite_game_board(void)
{
	Suite *s = suite_create("game_board");
	TCase *tc = tcase_create("economy");

	tcase_add_test(tc, test_regions);
	tcase_add_test(tc, test_supply);
	tcase_add_test(tc, test_supply_kinds);
	tcase_add_test(tc, test_link);
	tcase_add_test(tc, test_buy);
	tcase_add_test(tc, test_buyout);
	tcase_add_test(tc, test_pay);
	tcase_add_test(tc, test_pay_choice);
	tcase_add_test(tc, test_pay_nothing);
	tcase_add_test(tc, test_pay_enough);
	suite_add_tcase(s, tc);
	tc = tcase_create("combat");
	tcase_add_test(tc, test_attack_rolls);
	tcase_add_test(tc, test_attack_refused);
	tcase_add_test(tc, test_attack_empty);
	tcase_add_test(tc, test_attack_bands);
	tcase_add_test(tc, test_attack_sources);
	suite_add_tcase(s, tc);
	tc = tcase_create("movement");
	tcase_add_test(tc, test_move);
	tcase_add_test(tc, test_move_path);
	suite_add_tcase(s, tc);
	return s;
}
