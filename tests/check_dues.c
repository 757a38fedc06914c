/* check_dues.c: payments due as a phase ends (phases.*.dues,
 * core/engine/engine_dues.c), in the example rulesets/examples/garrison.yaml:
 * on each region the first two soldiers forage and every further two, or
 * part of two, eat 1 grain, paid when the feed phase ends. */
#include <check.h>
#include <string.h>

#include "fixture_game.h"
#include "suites.h"

/* Seed 1 deals Ann keep and mill, Bob ford and wood, 3 soldiers each;
 * Ann gathers 1 grain per region held: 2 + 2 = 4. */
static void
start(struct game *g, const char *overlay)
{
	game_start_rs(g, "examples/garrison.yaml", overlay, "Ann,Bob", NULL);
	game_land_is(g, "keep", "Ann", 3);
	game_land_is(g, "mill", "Ann", 3);
	game_land_is(g, "ford", "Bob", 3);
	ck_assert_int_eq(g->st->players[0].res[0], 4);
}

/* Two regions go hungry and the grain feeds some: which soldiers go home
 * is Ann's choice, and 'next' waits for it. */
START_TEST(test_choice)
{
	struct game g;

	start(&g, "../tests/data/garrison-test.yaml");
	/* keep 5 eats ceil(3 / 2) = 2, mill 3 eats 1: 3 grain; Ann has 2 */
	game_ok(&g, "recruit keep 2", NULL);
	game_ok(&g, "next", "round 1, Ann's turn: feed phase\n"
	    "Ann owes 3 grain upkeep for 8 soldiers (two on a region forage, "
	    "then 1 grain per started two)\n"
	    "Ann has 2: soldiers not paid for leave the game, and which is "
	    "Ann's choice: 'dismiss REGION N' until the bill is at most 2, "
	    "then 'next'; owing: keep (5 soldiers: 2 grain), mill (3 soldiers: 1 "
	    "grain)\n");
	game_refused(&g, "next", ST_REFUSED, "garrison: Ann owes 3 grain "
	    "upkeep and has 2; soldiers not paid for leave the game, and which "
	    "is Ann's choice: 'dismiss REGION N' until the bill is at most 2, then "
	    "'next'; owing: keep (5 soldiers: 2 grain), mill (3 soldiers: 1 "
	    "grain)");
	/* mill's 2 forage: the bill is keep's 2 */
	game_ok(&g, "dismiss mill 1", NULL);
	game_ok(&g, "next", "Ann pays 2 grain upkeep: grain 2 -> 0\n"
	    "round 1, Bob's turn: gather phase\n"
	    "Bob gains 2 grain: grain 2 -> 4\n");
	game_land_is(&g, "keep", "Ann", 5);
	game_land_is(&g, "mill", "Ann", 2);
	game_end(&g);
}
END_TEST

/* Enough grain: the bill is paid at 'next', nothing to choose. */
START_TEST(test_paid)
{
	struct game g;

	start(&g, "../tests/data/garrison-test.yaml");
	game_ok(&g, "next", "round 1, Ann's turn: feed phase\n"
	    "Ann owes 2 grain upkeep for 6 soldiers (two on a region forage, "
	    "then 1 grain per started two)\n'next' pays it\n");
	game_ok(&g, "next", "Ann pays 2 grain upkeep: grain 4 -> 2\n"
	    "round 1, Bob's turn: gather phase\n"
	    "Bob gains 2 grain: grain 2 -> 4\n");
	game_end(&g);
}
END_TEST

/* Nothing to feed: no region holds more than two soldiers. */
START_TEST(test_none)
{
	struct game g;

	start(&g, "../tests/data/garrison-test.yaml");
	game_ok(&g, "next", NULL);
	game_ok(&g, "dismiss keep 1", NULL);
	game_ok(&g, "dismiss mill 1", NULL);
	/* the bill was shown as the phase began; now it is 0 */
	game_ok(&g, "next", "round 1, Bob's turn: gather phase\n"
	    "Bob gains 2 grain: grain 2 -> 4\n");
	ck_assert_int_eq(g.st->players[0].res[0], 4);
	game_ok(&g, "next", "round 1, Bob's turn: feed phase\n"
	    "Bob owes 2 grain upkeep for 6 soldiers (two on a region forage, "
	    "then 1 grain per started two)\n'next' pays it\n");
	game_ok(&g, "dismiss ford 1", NULL);
	game_ok(&g, "dismiss wood 1", NULL);
	game_ok(&g, "next", NULL);
	game_ok(&g, "next", NULL);
	/* round 2: Ann's regions hold 2 each */
	ck_assert_str_eq(sb_str(&g.rep.text), "round 2, Ann's turn: feed phase\n"
	    "Ann owes no upkeep: no region holds more than two soldiers\n");
	game_end(&g);
}
END_TEST

/* Without 'choose' the choice is made: the regions keep, in the board's
 * order, as many as the grain left feeds (the pieces, unnamed, are units).  keep 3 eats 1, mill 5 eats 2;
 * with 2 grain keep is fed (1), and mill keeps 4 (1 grain). */
START_TEST(test_board_order)
{
	struct game g;

	start(&g, "../tests/data/garrison-no-choose.yaml");
	game_ok(&g, "recruit mill 2", NULL);
	game_ok(&g, "next", "round 1, Ann's turn: feed phase\n"
	    "Ann owes 3 grain upkeep\n"
	    "Ann has 2: 'next' pays it and the units left unpaid leave the "
	    "game\n");
	game_ok(&g, "next", "1 unit on mill is not paid for and leaves the "
	    "game (4 left)\nAnn pays 2 grain upkeep: grain 2 -> 0\n"
	    "round 1, Bob's turn: gather phase\n"
	    "Bob gains 2 grain: grain 2 -> 4\n");
	game_land_is(&g, "keep", "Ann", 3);
	game_land_is(&g, "mill", "Ann", 4);
	game_end(&g);
}
END_TEST

/* Nothing to pay with: every region keeps only what costs nothing. */
START_TEST(test_nothing_left)
{
	struct game g;

	start(&g, "../tests/data/garrison-test.yaml");
	/* keep 7 eats ceil(5 / 2) = 3, mill 3 eats 1; 0 grain left */
	game_ok(&g, "recruit keep 4", NULL);
	game_ok(&g, "next", NULL);
	game_ok(&g, "next", "5 soldiers on keep are not paid for and leave "
	    "the game (2 left)\n1 soldier on mill is not paid for and leaves "
	    "the game (2 left)\nround 1, Bob's turn: gather phase\n"
	    "Bob gains 2 grain: grain 2 -> 4\n");
	game_land_is(&g, "keep", "Ann", 2);
	game_land_is(&g, "mill", "Ann", 2);
	game_end(&g);
}
END_TEST

/* A phase everybody plays at once bills and charges each player in seat
 * order.  Ann: keep 5 eats 2, mill 3 eats 1, and her 2 grain feed keep
 * (the board's order), so mill keeps 2.  Bob: ford 7 eats 3, wood 3 eats
 * 1, and with no grain each keeps its two foragers. */
START_TEST(test_together)
{
	struct game g;

	start(&g, "../tests/data/garrison-together.yaml");
	game_ok(&g, "recruit keep 2", NULL);
	game_ok(&g, "next", NULL);
	game_ok(&g, "recruit ford 4", NULL);
	game_ok(&g, "next", "round 1: feed phase\n"
	    "Ann owes 3 grain upkeep\n"
	    "Ann has 2: 'next' pays it and the units left unpaid leave the "
	    "game\n"
	    "Bob owes 4 grain upkeep\n"
	    "Bob has 0: 'next' pays it and the units left unpaid leave the "
	    "game\n");
	game_ok(&g, "next", "1 unit on mill is not paid for and leaves the "
	    "game (2 left)\nAnn pays 2 grain upkeep: grain 2 -> 0\n"
	    "5 units on ford are not paid for and leave the game (2 left)\n"
	    "1 unit on wood is not paid for and leaves the game (2 left)\n"
	    "round 2, Ann's turn: gather phase\n"
	    "Ann gains 2 grain: grain 0 -> 2\n");
	game_land_is(&g, "keep", "Ann", 5);
	game_land_is(&g, "ford", "Bob", 2);
	game_end(&g);
}
END_TEST

Suite *
suite_dues(void)
{
	Suite *s = suite_create("dues");
	TCase *tc = tcase_create("garrison");

	tcase_add_test(tc, test_choice);
	tcase_add_test(tc, test_paid);
	tcase_add_test(tc, test_none);
	tcase_add_test(tc, test_board_order);
	tcase_add_test(tc, test_nothing_left);
	tcase_add_test(tc, test_together);
	suite_add_tcase(s, tc);
	return s;
}
