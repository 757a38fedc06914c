/* check_game.c: a bernard game (demo board) from game_new through its
 * phases: setup and placing, the round, income, the ledger, grants,
 * victory and the end of the game.  check_game_board.c has the board
 * commands. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/board/board.h"
#include "fixture_game.h"
#include "suites.h"

static const char begin_text[] =
    "red: d12 = 7 (7): field 7 of 12 on orbit 1\n"
    "purple: d20 = 11 (11): field 11 of 20 on orbit 3\n"
    "dark blue: 2d12 = 12 (7 5): field 12 of 28 on orbit 5\n"
    "light blue: d12+d8 = 11 (9 2): field 11 of 24 on orbit 4\n"
    "dark green: 2d20 = 10 (2 8): field 10 of 36 on orbit 7\n"
    "light green: d20+d8 = 23 (18 5): field 23 of 32 on orbit 6\n"
    "orange: 2d8 = 16 (8 8): field 16 of 16 on orbit 2\n"
    "brown: 2d20 = 33 (19 14): field 33 of 40 on orbit 8\n"
    "round 1, Ann's turn: supply phase\n"
    "Ann holds no planet whole: no supply\n";

START_TEST(test_new)
{
	struct game g;
	static const char *const ports[] = { "red-port", "purple-port",
	    "darkblue-port", "lightblue-port", "darkgreen-port",
	    "lightgreen-port", "orange-port", "brown-port" };

	game_start(&g, "Ann,Bob", NULL);
	/* 2 players: the Rebel plays two colours (rulebook line 88) */
	ck_assert_str_eq(sb_str(&g.rep.text), "seat 1: Ann, Imperial\n"
	    "seat 2: Bob, Rebel\nseat 3: Bob-2, Rebel, played by Bob\n"
	    "setup: place the planets ('place PLANET', "
	    "or 'next' to roll the rest)\n");
	ck_assert_str_eq(game_phase_id(g.rs, g.st), "setup");
	ck_assert_int_eq(g.st->round, 1);
	ck_assert_int_eq(state_active(g.st), -1);
	ck_assert_int_eq(g.st->nplayers, 3);
	ck_assert_int_eq(state_persons(g.st), 2);
	ck_assert_int_eq(g.st->players[2].person, 1);
	ck_assert_int_eq(game_credits(&g, "Ann"), 30);
	ck_assert_int_eq(game_credits(&g, "bob"), 0);
	for (int i = 0; i < 8; i++)
		game_land_is(&g, ports[i], "Ann", 5);
	/* the one Rebel's two colours take the groups of the 3-player
	 * setup, one each */
	game_land_is(&g, "red-1", "Bob", 2);
	game_land_is(&g, "darkgreen-5", "Bob-2", 2);
	game_land_is(&g, "brown-1", "nobody", 0);
	game_land_is(&g, "brown-2", "nobody", 0);
	ck_assert_int_eq(state_lands_of(g.st, 0), 8);
	ck_assert_int_eq(state_units_of(g.st, 0), 40);
	ck_assert_int_eq(state_lands_of(g.st, 1), 12);
	ck_assert_int_eq(state_units_of(g.st, 1), 24);
	ck_assert_int_eq(state_lands_of(g.st, 2), 12);
	ck_assert_int_eq(state_units_of(g.st, 2), 24);
	for (int p = 0; p < 8; p++)
		ck_assert_int_eq(g.st->bodies[p].position, 0);
	game_end(&g);
}
END_TEST

static const struct {
	const char *players;
	const char *holds[5];	/* lands of each seat */
	int lands[5];
} deals[] = {
	{ "Ann,Bob,Cleo", { "red-port", "lightblue-4", "orange-1" },
	  { 8, 12, 12 } },
	{ "Ann,Bob,Cleo,Dan", { "brown-port", "lightblue-1", "orange-3",
	  "darkgreen-5" }, { 8, 7, 8, 9 } },
	{ "Ann,Bob,Cleo,Dan,Eve", { "red-port", "darkblue-3", "lightblue-2",
	  "lightgreen-4", "darkgreen-1" }, { 8, 8, 4, 4, 8 } },
};

/* Planet groups go to the Rebels in seat order by the player count. */
START_TEST(test_new_deals)
{
	struct game g;

	game_start(&g, deals[_i].players, NULL);
	for (int p = 0; p < g.st->nplayers; p++) {
		ck_assert_str_eq(game_owner(&g, deals[_i].holds[p]),
		    g.st->players[p].name);
		ck_assert_int_eq(state_lands_of(g.st, p), deals[_i].lands[p]);
		ck_assert_int_eq(g.st->players[p].role, p == 0 ? 0 : 1);
	}
	game_end(&g);
}
END_TEST

START_TEST(test_new_imperial_option)
{
	struct game g;

	game_start(&g, "Ann,Bob", "imperial=bob");
	ck_assert_str_eq(sb_str(&g.rep.text), "seat 1: Ann, Rebel\n"
	    "seat 2: Bob, Imperial\nseat 3: Ann-2, Rebel, played by Ann\n"
	    "setup: place the planets ('place PLANET', "
	    "or 'next' to roll the rest)\n");
	ck_assert_int_eq(game_credits(&g, "Bob"), 30);
	ck_assert_int_eq(game_credits(&g, "Ann"), 0);
	game_land_is(&g, "red-port", "Bob", 5);
	game_land_is(&g, "red-1", "Ann", 2);
	/* the Empire still plays the first round alone */
	game_ok(&g, "next = " START_FACES, NULL);
	ck_assert_str_eq(g.st->players[state_active(g.st)].name, "Bob");
	game_end(&g);
}
END_TEST

static const struct {
	const char *players, *option;
	int code;
	const char *msg;
} new_bad[] = {
	{ "Ann", NULL, ST_USAGE, "bernard takes 2 to 5 players, not 1" },
	{ "A,B,C,D,E,F", NULL, ST_USAGE, "bernard takes 2 to 5 players, not 6" },
	{ "Ann,ann", NULL, ST_USAGE, "two players are called 'ann'; names must "
	  "differ (case is ignored)" },
	{ "Ann,B b", NULL, ST_USAGE, "player name 'B b' has a character names "
	  "cannot have (spaces, quotes, '\\', ',', ':', '=', '#' and control "
	  "characters)" },
	{ "Ann,-x", NULL, ST_USAGE, "player name '-x' cannot start with '-'" },
	{ "Ann,NONE", NULL, ST_USAGE, "'none' cannot be a player name: it means "
	  "no owner" },
	{ "Ann,abcdefghijklmnopqrstuvwxyz0123456", NULL, ST_USAGE, "player name "
	  "'abcdefghijklmnopqrstuvwxyz0123456' must have 1 to 32 characters" },
	{ "Ann,", NULL, ST_USAGE, "player name '' must have 1 to 32 characters" },
	{ "Ann,Bob", "Zed", ST_USAGE, "--option imperial=Zed names no player "
	  "of this game" },
	/* the second seat of the Rebel of a 2-player game */
	{ "Bob-2,Bob", NULL, ST_USAGE, "Bob plays 2 seats, and seat 'Bob-2' "
	  "would have another player's name: rename one of them" },
	{ "Ann,abcdefghijklmnopqrstuvwxyz01234", NULL, ST_USAGE,
	  "abcdefghijklmnopqrstuvwxyz01234 plays 2 seats, the others named "
	  "'abcdefghijklmnopqrstuvwxyz01234-2' and so on, longer than 32 "
	  "characters: give a shorter name" },
};

START_TEST(test_new_refused)
{
	char *names[8], copy[128];
	int n = 0;
	struct state dummy, *st = &dummy;
	struct report rep;
	struct diag d;
	struct rs_opt opt = { "imperial", (char *)new_bad[_i].option };
	struct ruleset *rs;
	struct diag_list errs;
	char *base, *demo;
	size_t nb, nd;
	struct rs_text tb, to;

	base = fixture_read_shipped("bernard.yaml", &nb);
	demo = fixture_read_shipped("examples/bernard-demo.yaml", &nd);
	tb = (struct rs_text){ "bernard.yaml", base, nb };
	to = (struct rs_text){ "bernard-demo.yaml", demo, nd };
	diag_list_init(&errs);
	ck_assert_int_eq(ruleset_load(&tb, &to, 1, &opt,
	    new_bad[_i].option ? 1 : 0, &rs, &errs), ST_OK);
	snprintf(copy, sizeof copy, "%s", new_bad[_i].players);
	for (char *p = copy, *c; p != NULL; p = c ? c + 1 : NULL) {
		c = strchr(p, ',');
		if (c != NULL)
			*c = '\0';
		names[n++] = p;
	}
	report_init(&rep);
	diag_clear(&d);
	ck_assert_int_eq(game_new(rs, names, n, 1, &st, &rep, &d),
	    new_bad[_i].code);
	ck_assert_ptr_null(st);
	ck_assert_msg(strcmp(d.msg, new_bad[_i].msg) == 0, "'%s':\n  '%s'\n"
	    "want\n  '%s'", new_bad[_i].players, d.msg, new_bad[_i].msg);
	report_release(&rep);
	ruleset_free(rs);
	diag_list_free(&errs);
	free(base);
	free(demo);
}
END_TEST

/* Without the demo values the board cannot be set up. */
START_TEST(test_new_unknown_board)
{
	char *base, *names[] = { "Ann", "Bob" };
	size_t nb;
	struct rs_text tb;
	struct ruleset *rs;
	struct diag_list errs;
	struct state *st;
	struct report rep;
	struct diag d;

	base = fixture_read_shipped("bernard.yaml", &nb);
	tb = (struct rs_text){ "bernard.yaml", base, nb };
	diag_list_init(&errs);
	ck_assert_int_eq(ruleset_load(&tb, NULL, 0, NULL, 0, &rs, &errs),
	    ST_OK);
	report_init(&rep);
	ck_assert_int_eq(game_new(rs, names, 2, 1, &st, &rep, &d), ST_DATA);
	ck_assert_ptr_null(st);
	ck_assert_str_eq(d.msg, "bernard: 'board.planets.red.lands' is unknown "
	    "(the rulebook does not give it); supply it in an overlay: "
	    "'arbiter ruleset template bernard' writes one to fill in, then "
	    "start the game with 'new bernard GAME --overlay FILE ...' or add "
	    "it to this game with 'ruleset amend FILE'");
	report_release(&rep);
	ruleset_free(rs);
	diag_list_free(&errs);
	free(base);
}
END_TEST

START_TEST(test_place)
{
	struct game g;

	game_start(&g, "Ann,Bob", NULL);
	game_ok(&g, "place red = 7", "red: d12 = 7 (7): field 7 of 12 on "
	    "orbit 1\n");
	ck_assert_str_eq(sb_str(&g.rep.canon), "place red");
	ck_assert_int_eq(g.st->bodies[0].position, 7);
	game_refused(&g, "place RED = 3", ST_REFUSED, "bernard: red is already "
	    "on field 7; 'undo' to place it again");
	/* a total beyond the orbit goes on round it */
	game_ok(&g, "place darkgreen = 20 20", "dark green: 2d20 = 40 (20 20): "
	    "field 4 of 36 on orbit 7\n");
	ck_assert_int_eq(g.st->bodies[4].position, 4);
	game_refused(&g, "place purple = 21", ST_USAGE, "dice: 'd20' has no "
	    "face 21; its faces are 1 to 20");
	game_refused(&g, "place purple", ST_USAGE, "dice: no generator and no "
	    "faces to roll with");
	game_refused(&g, "place pluto = 1", ST_USAGE, "no planet 'pluto' "
	    "(planets: red, purple, darkblue, lightblue, darkgreen, lightgreen, "
	    "orange, brown)");
	game_refused(&g, "place", ST_USAGE, "usage: place PLANET [= FACE...]");
	game_refused(&g, "buy red-port 1", ST_REFUSED, "bernard: 'buy' belongs "
	    "to the buy phase; the game is still being set up ('next' starts "
	    "the first round)");
	game_failed(&g, "next = 11 7", ST_USAGE, "dice: '2d12' needs 2 faces, "
	    "1 given");
	/* next rolls the planets not placed yet, in the ruleset's order */
	game_ok(&g, "next = 11 7 5 9 2 18 5 8 8 19 14",
	    "purple: d20 = 11 (11): field 11 of 20 on orbit 3\n"
	    "dark blue: 2d12 = 12 (7 5): field 12 of 28 on orbit 5\n"
	    "light blue: d12+d8 = 11 (9 2): field 11 of 24 on orbit 4\n"
	    "light green: d20+d8 = 23 (18 5): field 23 of 32 on orbit 6\n"
	    "orange: 2d8 = 16 (8 8): field 16 of 16 on orbit 2\n"
	    "brown: 2d20 = 33 (19 14): field 33 of 40 on orbit 8\n"
	    "round 1, Ann's turn: supply phase\n"
	    "Ann holds no planet whole: no supply\n");
	ck_assert_int_eq(g.st->bodies[4].position, 4);
	ck_assert_int_eq(g.st->bodies[6].position, 16);
	game_refused(&g, "place red = 1", ST_REFUSED, "bernard: planets are "
	    "placed during the setup, before the first round");
	game_end(&g);
}
END_TEST

/* The Empire's first round alone, phase by phase, then the Rebel's. */
START_TEST(test_round)
{
	struct game g;

	game_start(&g, "Ann,Bob", NULL);
	game_ok(&g, "next = " START_FACES, begin_text);
	ck_assert_str_eq(game_phase_id(g.rs, g.st), "supply");
	ck_assert_int_eq(state_active(g.st), 0);
	game_refused(&g, "buy red-port 1", ST_REFUSED, "bernard: 'buy' belongs "
	    "to the buy phase; it is the supply phase of Ann's turn: 'next' moves on to it, "
	    "3 phases on");
	game_ok(&g, "next", "round 1, Ann's turn: credits phase\n"
	    "Ann earns 24 credits (8 lands x 3, at least 20): credits 30 -> 54\n");
	game_refused(&g, "attack red-1 red-port:3", ST_REFUSED, "bernard: "
	    "'attack' belongs to the combat phase; it is the credits phase of "
	    "Ann's turn: 'next' moves on to it, 3 phases on");
	game_ok(&g, "next", "round 1, Ann's turn: connection phase\n");
	game_ok(&g, "next", "round 1, Ann's turn: buy phase\n");
	game_refused(&g, "bridge red purple 2", ST_REFUSED, "bernard: 'bridge' "
	    "belongs to the connection phase; it is the buy phase of Ann's "
	    "turn: it comes again in the next turn ('next' ends each phase)");
	game_ok(&g, "next", "round 1, Ann's turn: combat phase\n");
	game_refused(&g, "move 1 red-port red-1", ST_REFUSED, "bernard: 'move' "
	    "belongs to the movement phase; it is the combat phase of Ann's "
	    "turn: 'next' moves on to it");
	game_ok(&g, "next", "round 1, Ann's turn: movement phase\n");
	game_refused(&g, "disband red-port 1", ST_REFUSED, "bernard: 'disband' "
	    "belongs to the pay phase; it is the movement phase of Ann's turn: "
	    "'next' moves on to it");
	game_ok(&g, "next", "round 1, Ann's turn: pay phase\n"
	    "Ann owes no upkeep: no land holds more than 5 units\n");
	game_refused(&g, "supply credits", ST_REFUSED, "bernard: 'supply' "
	    "belongs to the supply phase; it is the pay phase of Ann's turn: it "
	    "comes again in the next turn ('next' ends each phase)");
	game_refused(&g, "next now", ST_USAGE, "usage: next");
	/* the end of the round: the planets move, the Rebel plays */
	game_ok(&g, "next", "the planets move one field clockwise\n"
	    "round 2, Bob's turn: supply phase\n"
	    "Bob holds no planet whole: no supply\n");
	ck_assert_int_eq(g.st->round, 2);
	ck_assert_int_eq(g.st->bodies[0].position, 8);
	ck_assert_int_eq(g.st->bodies[6].position, 1);
	ck_assert_int_eq(g.st->bodies[7].position, 34);
	ck_assert_int_eq(json_get(g.rep.data, "round")->i, 2);
	ck_assert_str_eq(json_get(g.rep.data, "phase")->s, "supply");
	ck_assert_str_eq(json_get(g.rep.data, "active")->s, "Bob");
	game_ok(&g, "next", "round 2, Bob's turn: credits phase\n"
	    "Bob earns 36 credits (12 lands x 3, at least 20): credits 0 -> 36\n");
	game_to_phase(&g, "pay");
	ck_assert_str_eq(sb_str(&g.rep.text), "round 2, Bob's turn: pay phase\n"
	    "Bob owes no upkeep: no land holds more than 5 units\n");
	/* the Rebel's second colour plays a turn of its own, with its own
	 * credits (rulebook lines 88, 102) */
	game_ok(&g, "next", "round 2, Bob-2's turn: supply phase\n"
	    "Bob-2 holds no planet whole: no supply\n");
	game_ok(&g, "next", "round 2, Bob-2's turn: credits phase\n"
	    "Bob-2 earns 36 credits (12 lands x 3, at least 20): credits 0 -> "
	    "36\n");
	game_to_phase(&g, "pay");
	/* the Empire plays last from the second round on */
	game_ok(&g, "next", "round 2, Ann's turn: supply phase\n"
	    "Ann holds no planet whole: no supply\n");
	game_to_phase(&g, "pay");
	ck_assert_int_eq(game_credits(&g, "Ann"), 78);
	game_ok(&g, "next", "the planets move one field clockwise\n"
	    "round 3, Bob's turn: supply phase\n"
	    "Bob holds no planet whole: no supply\n");
	ck_assert_int_eq(g.st->bodies[0].position, 9);
	game_end(&g);
}
END_TEST

START_TEST(test_round_numbered)
{
	struct game g;

	game_start(&g, "Ann,Bob", "phase-order=numbered");
	game_ok(&g, "next = " START_FACES, begin_text);
	game_ok(&g, "next", NULL);
	game_ok(&g, "next", "round 1, Ann's turn: buy phase\n");
	game_ok(&g, "next", "round 1, Ann's turn: connection phase\n");
	game_ok(&g, "next", "round 1, Ann's turn: combat phase\n");
	game_end(&g);
}
END_TEST

/* Income is 3 per land and never below 20. */
START_TEST(test_income)
{
	struct game g;

	game_start(&g, "Ann,Bob,Cleo,Dan,Eve", NULL);
	game_ok(&g, "next = " START_FACES, NULL);
	game_ok(&g, "next", "round 1, Ann's turn: credits phase\n"
	    "Ann earns 24 credits (8 lands x 3, at least 20): credits 30 -> 54\n");
	game_to_phase(&g, "pay");
	game_ok(&g, "next", NULL);
	game_ok(&g, "next", "round 2, Bob's turn: credits phase\n"
	    "Bob earns 24 credits (8 lands x 3, at least 20): credits 0 -> 24\n");
	game_to_phase(&g, "pay");
	game_ok(&g, "next", NULL);
	game_ok(&g, "next", "round 2, Cleo's turn: credits phase\n"
	    "Cleo earns 20 credits (4 lands x 3, at least 20): credits 0 -> 20\n");
	ck_assert_int_eq(json_get(g.rep.data, "income")->i, 20);
	/* one land, and the minimum again */
	game_to_phase(&g, "pay");
	for (int i = 1; i <= 3; i++) {
		char line[64];
		snprintf(line, sizeof line, "adjust lightgreen-%d none 0", i);
		game_ok(&g, line, NULL);
	}
	game_ok(&g, "next", NULL);
	game_ok(&g, "next", "round 2, Dan's turn: credits phase\n"
	    "Dan earns 20 credits (1 land x 3, at least 20): credits 0 -> 20\n");
	game_end(&g);
}
END_TEST

START_TEST(test_ledger)
{
	struct game g;

	game_start(&g, "Ann,Bob", NULL);
	/* the GM's ledger works in the setup and in any phase */
	game_ok(&g, "give ann 5 CREDITS", "Ann: credits 30 -> 35\n");
	ck_assert_str_eq(sb_str(&g.rep.canon), "give Ann 5 credits");
	ck_assert_int_eq(json_get(g.rep.data, "value")->i, 35);
	game_refused(&g, "take Ann 40 credits", ST_REFUSED, "bernard: cannot "
	    "take 40 credits from Ann: Ann has 35 and credits go no lower than "
	    "0");
	game_ok(&g, "take Ann 35 credits", "Ann: credits 35 -> 0\n");
	game_refused(&g, "transfer Bob Ann 2 credits", ST_REFUSED, "bernard: "
	    "the transfer costs 2 credits; Bob has 0");
	game_ok(&g, "give Bob 10 credits", NULL);
	game_ok(&g, "next = " START_FACES, NULL);
	game_ok(&g, "transfer bob ann 4 credits", "Bob: credits 10 -> 6\n"
	    "Ann: credits 0 -> 4\n");
	ck_assert_str_eq(sb_str(&g.rep.canon), "transfer Bob Ann 4 credits");
	game_refused(&g, "transfer Ann ann 2 credits", ST_USAGE, "the transfer "
	    "would give Ann's credits to Ann");
	game_ok(&g, "set Ann credits 7", "Ann: credits 4 -> 7\n");
	game_ok(&g, "set Ann credits 0", "Ann: credits 7 -> 0\n");
	game_refused(&g, "set Ann credits -1", ST_USAGE, "the value must be "
	    "from 0 to 1000000000000000, not -1");
	game_refused(&g, "set Ann credits x", ST_USAGE, "the value must be a "
	    "whole number, not 'x'");
	game_refused(&g, "set Ann credits 2.5", ST_USAGE, "the value must be a "
	    "whole number, not '2.5'");
	game_refused(&g, "give Ann 0 credits", ST_USAGE, "the amount must be "
	    "from 1 to 1000000000, not 0");
	game_refused(&g, "take Ann 1000000001 credits", ST_USAGE, "the amount "
	    "must be from 1 to 1000000000, not 1000000001");
	game_refused(&g, "give Ann 5 gold", ST_USAGE, "bernard has no resource "
	    "'gold' (resources: credits)");
	game_refused(&g, "give Zed 5 credits", ST_USAGE, "no player 'Zed' in "
	    "this game (players: Ann, Bob, Bob-2)");
	game_refused(&g, "give Ann 5", ST_USAGE, "usage: give PLAYER N "
	    "RESOURCE");
	game_refused(&g, "set Ann credits", ST_USAGE, "usage: set PLAYER "
	    "RESOURCE N");
	game_refused(&g, "transfer Ann Bob 1", ST_USAGE, "usage: transfer FROM "
	    "TO N RESOURCE");
	game_refused(&g, "give Ann 5 credits = 3", ST_USAGE, "'give' takes no "
	    "dice: drop the '= ...' part");
	game_refused(&g, "jump Ann", ST_USAGE, "'jump' is not a game command");
	/* the top of the range */
	game_refused(&g, "set Ann credits 1000000000000001", ST_USAGE, "the "
	    "value must be from 0 to 1000000000000000, not 1000000000000001");
	game_ok(&g, "set Ann credits 999999999999999", NULL);
	game_refused(&g, "give Ann 2 credits", ST_REFUSED, "bernard: cannot "
	    "give 2 credits to Ann: Ann has 999999999999999 and credits go "
	    "no higher than 1000000000000000");
	game_ok(&g, "give Ann 1 credits", NULL);
	ck_assert_int_eq(game_credits(&g, "Ann"), 1000000000000000L);
	game_refused(&g, "give Ann 1 credits", ST_REFUSED, "bernard: cannot "
	    "give 1 credit to Ann: Ann has 1000000000000000 and credits go "
	    "no higher than 1000000000000000");
	/* (the copy loses Bob's 2 credits before Ann's side refuses) */
	game_failed(&g, "transfer Bob Ann 2 credits", ST_REFUSED, "bernard: "
	    "the transfer would take Ann's credits above 1000000000000000");
	game_end(&g);
}
END_TEST

START_TEST(test_roll)
{
	struct game g;

	game_start(&g, "Ann,Bob", NULL);
	game_ok(&g, "roll 2d6 = 3 4", "2d6: 7 (3 4)\n");
	ck_assert_str_eq(sb_str(&g.rep.canon), "roll 2d6");
	ck_assert_int_eq(json_get(g.rep.data, "total")->i, 7);
	game_ok(&g, "roll 4D6 kh3 = 1 2 3 4", "4d6kh3: 9 (1x 2 3 4)\n");
	ck_assert_str_eq(sb_str(&g.rep.canon), "roll 4d6kh3");
	game_refused(&g, "roll 2d6 = 3", ST_USAGE, "dice: '2d6' needs 2 faces, "
	    "1 given");
	game_refused(&g, "roll d6 = 3 4", ST_USAGE, "dice: 2 faces given but "
	    "the dice take 1; give exactly 1");
	game_refused(&g, "roll", ST_USAGE, "usage: roll [--for PLAYER] EXPR [= FACE...]");
	game_end(&g);
}
END_TEST

/* Rebels may give each other credits at any time; nobody else may. */
START_TEST(test_grant)
{
	struct game g;

	game_start(&g, "Ann,Bob,Cleo", NULL);
	game_refused(&g, "grant Bob Cleo 5", ST_REFUSED, "bernard: the grant "
	    "costs 5 credits; Bob has 0");
	game_ok(&g, "give Bob 10 credits", NULL);
	game_ok(&g, "grant bob cleo 5", "Bob: credits 10 -> 5\n"
	    "Cleo: credits 0 -> 5\n");
	ck_assert_str_eq(sb_str(&g.rep.canon), "grant Bob Cleo 5");
	game_refused(&g, "grant Ann Bob 5", ST_REFUSED, "bernard: only Rebel "
	    "players may give each other credits (Ann is Imperial, Bob is "
	    "Rebel)");
	game_refused(&g, "grant Cleo Ann 1", ST_REFUSED, "bernard: only Rebel "
	    "players may give each other credits (Cleo is Rebel, Ann is "
	    "Imperial)");
	game_refused(&g, "grant Bob Bob 1", ST_USAGE, "the grant would give "
	    "Bob's credits to Bob");
	game_refused(&g, "grant Bob Cleo", ST_USAGE, "usage: grant FROM TO N");
	game_refused(&g, "grant Bob Cleo 0", ST_USAGE, "the amount must be from "
	    "1 to 1000000000, not 0");
	/* during Ann's turn too */
	game_ok(&g, "next = " START_FACES, NULL);
	game_to_phase(&g, "combat");
	game_ok(&g, "grant Cleo Bob 5", "Cleo: credits 5 -> 0\n"
	    "Bob: credits 5 -> 10\n");
	game_end(&g);
}
END_TEST

static void
clear_lands_of(struct game *g, const char *player, const char *keep)
{
	int p = state_player(g->st, player);

	for (int l = 0; l < g->rs->nlands; l++) {
		char line[96];
		if (g->st->board->owner[l] != p || strcmp(g->rs->lands[l].id,
		    keep) == 0)
			continue;
		snprintf(line, sizeof line, "adjust %s none 0",
		    g->rs->lands[l].id);
		game_ok(g, line, NULL);
	}
}

START_TEST(test_victory_empire)
{
	struct game g;
	char *w;
	struct json *status;

	game_start(&g, "Ann,Bob", NULL);
	game_ok(&g, "next = " START_FACES, NULL);
	game_to_phase(&g, "combat");
	/* the one Rebel plays two colours (rulebook line 88): both go */
	clear_lands_of(&g, "Bob-2", "");
	clear_lands_of(&g, "Bob", "red-1");
	ck_assert_int_eq(g.st->winner_role, -1);
	game_ok(&g, "attack red-1 red-port:4 = 6 2", "Ann attacks red-1 (Bob, "
	    "2 units) with 4 units for 1 credit: Ann rolls 6 on d6, Bob rolls 2 "
	    "on d6\nBob loses 2 units\nred-1 falls to Ann: 4 units move in\n"
	    "credits: 54 -> 53\nBob has no units left and is out of the game\n"
	    "the game is over: Ann wins (no Rebel has units left)\n");
	ck_assert_str_eq(json_get(g.rep.data, "winner")->s, "Ann");
	ck_assert_int_eq(g.st->winner_role, 0);
	ck_assert_int_eq(g.st->players[1].out, 1);
	ck_assert_int_eq(state_active(g.st), -1);
	w = game_winner(g.rs, g.st);
	ck_assert_str_eq(w, "Ann");
	free(w);
	status = game_status_json(g.rs, g.st);
	ck_assert_str_eq(json_get(status, "winner")->s, "Ann");
	ck_assert_int_eq(json_get(status, "active")->type, J_NULL);
	json_free(status);
	/* the game is over: only rolls go on */
	game_refused(&g, "next", ST_REFUSED, "bernard: the game is over: Ann "
	    "won; 'undo' takes back the last command");
	game_refused(&g, "give Ann 1 credits", ST_REFUSED, "bernard: the game is "
	    "over: Ann won; 'undo' takes back the last command");
	game_refused(&g, "attack red-2 red-1:1", ST_REFUSED, "bernard: the game "
	    "is over: Ann won; 'undo' takes back the last command");
	game_ok(&g, "roll d6 = 4", "d6: 4 (4)\n");
	game_end(&g);
}
END_TEST

START_TEST(test_victory_rebels)
{
	struct game g;
	char *w;

	game_start(&g, "Ann,Bob,Cleo", NULL);
	game_ok(&g, "next = " START_FACES, NULL);
	clear_lands_of(&g, "Ann", "brown-port");
	ck_assert_int_eq(g.st->winner_role, -1);
	game_ok(&g, "adjust brown-port none 0", "brown-port: Ann with 5 -> "
	    "nobody with 0\nAnn has no units left and is out of the game\n"
	    "the game is over: Bob, Cleo win (no Imperial has units left)\n");
	w = game_winner(g.rs, g.st);
	ck_assert_str_eq(w, "Bob, Cleo");
	free(w);
	game_refused(&g, "next", ST_REFUSED, "bernard: the game is over: Bob, "
	    "Cleo won; 'undo' takes back the last command");
	game_end(&g);
}
END_TEST

/* A Rebel left without units is out and skips the following turns. */
START_TEST(test_rebel_out)
{
	struct game g;

	game_start(&g, "Ann,Bob,Cleo", NULL);
	game_ok(&g, "next = " START_FACES, NULL);
	clear_lands_of(&g, "Cleo", "orange-1");
	game_ok(&g, "adjust orange-1 none 0", "orange-1: Cleo with 2 -> nobody "
	    "with 0\nCleo has no units left and is out of the game\n");
	ck_assert_int_eq(g.st->winner_role, -1);
	game_to_phase(&g, "pay");
	game_ok(&g, "next", NULL);
	ck_assert_int_eq(g.st->round, 2);
	ck_assert_int_eq(g.st->nturns, 2);
	ck_assert_int_eq(g.st->turns[0], 1);
	ck_assert_int_eq(g.st->turns[1], 0);
	game_to_phase(&g, "pay");
	game_ok(&g, "next", "round 2, Ann's turn: supply phase\n"
	    "Ann holds no planet whole: no supply\n");
	/* the GM can bring the player back */
	game_ok(&g, "adjust orange-1 Cleo 2", NULL);
	ck_assert_int_eq(g.st->players[2].out, 0);
	game_end(&g);
}
END_TEST

Suite *
suite_game(void)
{
	Suite *s = suite_create("game");
	TCase *tc = tcase_create("new");

	tcase_add_test(tc, test_new);
	tcase_add_loop_test(tc, test_new_deals, 0,
	    sizeof deals / sizeof deals[0]);
	tcase_add_test(tc, test_new_imperial_option);
	tcase_add_loop_test(tc, test_new_refused, 0,
	    sizeof new_bad / sizeof new_bad[0]);
	tcase_add_test(tc, test_new_unknown_board);
	tcase_add_test(tc, test_place);
	suite_add_tcase(s, tc);
	tc = tcase_create("turns");
	tcase_add_test(tc, test_round);
	tcase_add_test(tc, test_round_numbered);
	tcase_add_test(tc, test_income);
	tcase_add_test(tc, test_rebel_out);
	suite_add_tcase(s, tc);
	tc = tcase_create("ledger");
	tcase_add_test(tc, test_ledger);
	tcase_add_test(tc, test_roll);
	tcase_add_test(tc, test_grant);
	suite_add_tcase(s, tc);
	tc = tcase_create("end");
	tcase_add_test(tc, test_victory_empire);
	tcase_add_test(tc, test_victory_rebels);
	suite_add_tcase(s, tc);
	return s;
}
