/* check_terr.c: pieces on a map of territories with the aldarra-reborn
 * ruleset and the TEST VALUES overlay: the ruleset as loaded, the book's
 * combat example as reports, the board's owners of the tiles (who controls
 * them), snapshots of a game in the middle of a combat
 * (and damaged ones refused), the turn order ranked by a track, the win
 * check's one winner, and the other reading of passing a turn. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/board/board.h"
#include "core/state/terr.h"
#include "fixture_game.h"
#include "suites.h"

static void
load(struct ruleset **rs, const char *opts)
{
	char dir[512], path[600], *base, *over, *kv = NULL, *eq;
	size_t nb, no;
	struct rs_text tb, to;
	struct rs_opt o[3];
	struct diag_list errs;
	int nopt = 0;

	fixture_rulesets_dir(dir, sizeof dir);
	base = fixture_read_shipped("aldarra-reborn.yaml", &nb);
	snprintf(path, sizeof path, "%s/../tests/data/aldarra-test-values.yaml",
	    dir);
	over = fixture_read(path, &no);
	tb = (struct rs_text){ "aldarra-reborn.yaml", base, nb };
	to = (struct rs_text){ "aldarra-test-values.yaml", over, no };
	if (opts != NULL) {
		kv = strdup(opts);
		for (char *save = NULL, *w = strtok_r(kv, " ", &save);
		    w != NULL && nopt < 3; w = strtok_r(NULL, " ", &save)) {
			eq = strchr(w, '=');
			*eq = '\0';
			o[nopt++] = (struct rs_opt){ w, eq + 1 };
		}
	}
	diag_list_init(&errs);
	ck_assert_msg(ruleset_load(&tb, &to, 1, o, nopt, rs, &errs) == ST_OK,
	    "%s", errs.n ? errs.v[0].msg : "?");
	diag_list_free(&errs);
	free(kv);
	free(base);
	free(over);
}

static const char *const setup_lines[] = {
	"lay a1 gold b1 silver c1 copper d1 silver e1 forest",
	"lay a2 copper b2 ruins c2 crystal d2 jetstream e2 copper",
	"lay a3 silver b3 mountain c3 forest d3 gold e3 silver",
	"arrive Blue e1", "arrive Red c3", "arrive Green a1",
	"settle Green a3", "settle Red c1", "settle Blue e3",
	"next = 1 0", "spawn Blue b1", "next", NULL
};

/* Walk to a phase: every turn of orders and every pick of a discovery is
 * passed (a turn ends with an order or a pass, the discovery step with a
 * pick or a pass for everybody); 'next' ends the other phases. */
static void
terr_to_phase(struct game *g, const char *phase_id)
{
	for (int i = 0; i < 40; i++) {
		const char *ph = game_phase_id(g->rs, g->st);
		int left = 0;
		if (strcmp(ph, phase_id) == 0)
			return;
		for (int p = 0; p < g->st->nplayers; p++)
			left |= !g->st->players[p].done;
		game_ok(g, strcmp(ph, "expansion") == 0 || (strcmp(ph,
		    "discovery") == 0 && left) ? "pass" : "next", NULL);
	}
	ck_abort_msg("never reached the %s phase", phase_id);
}

/* Green, Blue, Red in seats; Blue plays first; nothing laid yet; more
 * options after those two. */
static void
start_bare(struct game *g, const char *more)
{
	char *names[] = { "Green", "Blue", "Red" }, opts[200];

	memset(g, 0, sizeof *g);
	snprintf(opts, sizeof opts, "first=Blue "
	    "factions=cindar,odarian,mining-corp%s%s", more ? " " : "",
	    more ? more : "");
	load(&g->rs, opts);
	report_init(&g->rep);
	ck_assert_int_eq(game_new(g->rs, names, 3, 1, &g->st, &g->rep, &g->d),
	    ST_OK);
}

/* start_bare, and the map of the scenarios laid and settled. */
static void
start_with(struct game *g, const char *more)
{
	start_bare(g, more);
	for (int i = 0; setup_lines[i] != NULL; i++)
		game_ok(g, setup_lines[i], NULL);
}

static void
start(struct game *g)
{
	start_with(g, NULL);
}

START_TEST(test_ruleset)
{
	struct ruleset *rs;
	char dir[512], path[600], *base;
	size_t nb;
	struct rs_text tb;
	struct diag_list errs;
	int arm;

	load(&rs, NULL);
	ck_assert_int_eq(rs->tiles.n, 8);
	ck_assert_int_eq(rs->pieces.n, 7);
	ck_assert_int_eq(rs->classes.n, 3);
	ck_assert_int_eq(rs->nunknown, 0);
	ck_assert_int_eq(rs->mech.territories.stack_limit, 5);
	ck_assert_int_eq(rs->mech.territories.home.distance, 3);
	ck_assert_int_eq(rs_pool_combat(rs)->steps.n, 2);
	/* the steps are the combat's, not copied into the mechanism */
	ck_assert_int_eq(rs->mech.dicepool.steps.n, 0);
	/* the turn order is ranked by the effect rank-players, not by
	 * turns.rank (read only in a text of before) */
	ck_assert_int_eq(rs->turns.rank.n, 0);
	ck_assert_int_eq(VEC_AT(rs->round, struct round_step, 1)->laps, 3);
	ck_assert_int_eq(rs_cmd_enabled(rs, GC_FIGHT), 1);
	ck_assert_int_eq(rs_cmd_enabled(rs, GC_ATTACK), 0);
	/* Arrodan Syndicate: takes hostages, freed for its value 'ransom' */
	ck_assert_int_eq(rs_faction_flag(RS_FACTION(rs, 3), "hostages"), 1);
	ck_assert_int_eq(*VEC_AT(RS_FACTION(rs, 3)->values, long,
	    vec_find(&RS_FACTION(rs, 3)->values, "ransom")), 4);
	/* Mining Corp: "4 coins for 1 crystal", its value 'exchange' */
	ck_assert_int_ge(vec_find(&RS_FACTION(rs, 2)->values, "exchange"), 0);
	ck_assert_int_eq(*VEC_AT(RS_FACTION(rs, 2)->values, long,
	    vec_find(&RS_FACTION(rs, 2)->values, "exchange")), 4);
	ruleset_free(rs);
	/* without the overlay: the unit cards, dice, coins and prices */
	fixture_rulesets_dir(dir, sizeof dir);
	snprintf(path, sizeof path, "%s/aldarra-reborn.yaml", dir);
	base = fixture_read(path, &nb);
	tb = (struct rs_text){ "aldarra-reborn.yaml", base, nb };
	diag_list_init(&errs);
	ck_assert_int_eq(ruleset_load(&tb, NULL, 0, NULL, 0, &rs, &errs),
	    ST_OK);
	diag_list_free(&errs);
	ck_assert_int_eq(rs->nunknown, 49);
	arm = rs_piece_value_index(rs, "armour");
	/* the frigate's armour, and the destroyer's */
	ck_assert_int_eq(rs_piece_stat(rs, 3, 0, arm), 1);
	ck_assert_int_eq(rs_piece_stat(rs, 2, 0, arm), 2);
	ck_assert_int_eq(RS_PIECE(rs, 1)->cls.i, -1);	/* cruiser */
	ruleset_free(rs);
	free(base);
}
END_TEST

START_TEST(test_book_example)
{
	struct game g;
	long *c;

	start(&g);
	game_ok(&g, "units d2 Red destroyer:1,engineer:2", NULL);
	game_ok(&g, "units e2 Blue frigate:2,cruiser:1", NULL);
	game_ok(&g, "activate d2", NULL);
	game_ok(&g, "fly e2 d2 frigate:2,cruiser:1", NULL);
	game_ok(&g, "fight d2", NULL);
	game_ok(&g, "fire = 0 1 1",
	    "round 1, light step:\n"
	    "  Blue throws green+green: 1 (0 1)\n"
	    "  Red throws pink: 1 (1)\n"
	    "Blue assigns 1 hit: 'assign Blue UNIT,UNIT,...' (or 'assign "
	    "Blue' for the units that fall quickest)\n");
	game_ok(&g, "assign Red frigate",
	    "Red assigns 1 hit:\n"
	    "  Blue's Frigate is destroyed (Blue +1 coin)\n"
	    "Blue assigns 1 hit: 'assign Blue UNIT,UNIT,...' (or 'assign "
	    "Blue' for the units that fall quickest)\n");
	game_ok(&g, "assign Blue destroyer",
	    "Blue assigns 1 hit:\n"
	    "  Red's Destroyer takes 1 damage (1 of 2)\n"
	    "damage on units left standing is repaired\n"
	    "heavy and buildings step: 'fire'\n");
	game_refused(&g, "assign Blue destroyer", ST_REFUSED,
	    "aldarra-reborn: there are no hits to assign: 'fire' throws the "
	    "dice first");
	game_failed(&g, "fire = 3 1 2 1", ST_USAGE,
	    "dice: 'green+green' needs 2 faces, 1 given");
	game_ok(&g, "fire = 3 1 2 1 0", NULL);
	game_ok(&g, "assign Red frigate",
	    "Red assigns 1 hit:\n"
	    "  Blue's Frigate is destroyed (Blue +1 coin)\n"
	    "the combat at d2 is over: Blue, the attacker, holds it and "
	    "scores 1 victory point (0 -> 1)\n");
	/* coins: Blue 10 + 2, Red 10 + 3; the Cruiser alone on d2 */
	ck_assert_int_eq(g.st->players[1].res[0], 12);
	ck_assert_int_eq(g.st->players[2].res[0], 13);
	c = terr_units(g.st, board_find(g.st->board, "d2"), 1);
	ck_assert_int_eq(c[1], 1);
	ck_assert_int_eq(c[3], 0);
	/* the map's units are the pieces of the state's board (region d2,
	 * laid during the setup): the Cruiser is all there is, Blue's, and
	 * Red has none left */
	ck_assert_int_eq(board_count(g.st->board,
	    board_find(g.st->board, "d2"), -1, -1), 1);
	ck_assert_int_eq(board_count(g.st->board,
	    board_find(g.st->board, "d2"), 1, 1), 1);
	ck_assert_int_eq(board_count(g.st->board,
	    board_find(g.st->board, "d2"), 2, -1), 0);
	ck_assert_int_eq(g.st->terr->fight.tile, -1);
	game_end(&g);
}
END_TEST

/* The map is the state's one board, read as any board is: the 15 tiles
 * of the setup are its regions, named by their ids, bordering as on the
 * hex grid (hex.h: b2 borders b1, c1, a2, c2, b3 and c3, not d2), and
 * the units put on d2 count among the player's units on the board; a
 * snapshot read back lays the same regions with the same borders. */
START_TEST(test_board_regions)
{
	struct game g;
	const struct board_map *m;
	int b2, near[6], n = 0;
	long red;
	int p;
	const char *ids[] = { "b1", "c1", "a2", "c2", "b3", "c3" };
	struct json *j;
	struct state *back;
	char err[200];

	start(&g);
	ck_assert_int_eq(state_regions(g.st), 15);
	ck_assert_str_eq(state_region_id(g.st, g.rs, 7), "c2");
	ck_assert_str_eq(state_region_id(g.st, g.rs, 15), "?");
	b2 = board_find(g.st->board, "B2");
	ck_assert_int_eq(b2, 6);
	m = state_map(g.st, g.rs);
	for (int i = 0; i < 6; i++)
		near[i] = board_find(g.st->board, ids[i]);
	for (int r = 0; r < 15; r++) {
		int want = 0;
		for (int i = 0; i < 6; i++)
			want |= near[i] == r;
		ck_assert_int_eq(board_map_adjacent(m, b2, r), want);
		n += want;
	}
	ck_assert_int_eq(n, 6);
	p = state_player(g.st, "Red");
	red = state_units_of(g.st, p);
	game_ok(&g, "units d2 Red destroyer:1,engineer:2", NULL);
	ck_assert_int_eq(state_units_of(g.st, p), red + 3);
	j = state_to_json(g.st, g.rs);
	back = state_from_json(j, g.rs, err, sizeof err);
	ck_assert_msg(back != NULL, "%s", err);
	ck_assert_int_eq(state_regions(back), 15);
	ck_assert_str_eq(state_region_id(back, g.rs, 8), "d2");
	ck_assert_int_eq(board_map_adjacent(state_map(back, g.rs), 6, 7), 1);
	ck_assert_int_eq(state_units_of(back, p), red + 3);
	state_free(back);
	json_free(j);
	game_end(&g);
}
END_TEST

/* The board's owner of a tile is who controls it (rulebook line 273: "You
 * Control your Stronghold and any territory that contains only your
 * Units"; line 103: the Stronghold "a territory that you always
 * control"), after every command that changes the units on it, and after
 * a snapshot is read back (it does not keep them). */
START_TEST(test_owners)
{
	struct game g;
	const struct board_state *b;
	struct json *j;
	struct state *back;
	char err[200];
	int e1, e3, d2;

	start(&g);
	b = g.st->board;
	e1 = board_find(b, "e1");
	e3 = board_find(b, "e3");
	d2 = board_find(b, "d2");
	/* Green 0, Blue 1, Red 2: Strongholds on a1, e1, c3, Outposts on
	 * a3, e3, c1, each player's 3 units on each (lines 269, 271) */
	ck_assert_int_eq(b->owner[board_find(b, "a1")], 0);
	ck_assert_int_eq(b->owner[board_find(b, "a3")], 0);
	ck_assert_int_eq(b->owner[e1], 1);
	ck_assert_int_eq(b->owner[e3], 1);
	ck_assert_int_eq(b->owner[board_find(b, "c3")], 2);
	ck_assert_int_eq(b->owner[board_find(b, "c1")], 2);
	ck_assert_int_eq(b->owner[board_find(b, "b2")], -1);
	ck_assert_int_eq(board_owned(b, 1), 2);
	ck_assert_int_eq(board_held(b, e3), 3);
	game_ok(&g, "units d2 Red destroyer:1,engineer:2", NULL);
	b = g.st->board;
	ck_assert_int_eq(b->owner[d2], 2);
	ck_assert_int_eq(board_held(b, d2), 3);
	ck_assert_int_eq(board_owned(b, 2), 3);
	/* two players' units: nobody controls it */
	game_ok(&g, "units d2 Blue frigate:2", NULL);
	b = g.st->board;
	ck_assert_int_eq(b->owner[d2], -1);
	ck_assert_int_eq(board_held(b, d2), 0);
	ck_assert_int_eq(board_owned(b, 2), 2);
	/* a Stronghold without units is still its player's */
	game_ok(&g, "units e1 Blue none", NULL);
	b = g.st->board;
	ck_assert_int_eq(b->owner[e1], 1);
	ck_assert_int_eq(board_held(b, e1), 0);
	j = state_to_json(g.st, g.rs);
	back = state_from_json(j, g.rs, err, sizeof err);
	ck_assert_msg(back != NULL, "%s", err);
	for (int r = 0; r < state_regions(g.st); r++)
		ck_assert_int_eq(back->board->owner[r], b->owner[r]);
	state_free(back);
	json_free(j);
	game_end(&g);
}
END_TEST

/* Who controls tile r as the rulebook says (line 273), worked out here
 * from the homes and the units alone: the home's player, else the one
 * player with units there, else -1. */
static int
controls(const struct state *st, int r)
{
	int who = -1;

	if (st->terr->tiles[r].home >= 0)
		return st->terr->tiles[r].home;
	for (int p = 0; p < st->nplayers; p++) {
		if (board_count(st->board, r, p, -1) == 0)
			continue;
		if (who >= 0)
			return -1;
		who = p;
	}
	return who;
}

/* The commands of scenarios of this map, played one by one (homes
 * placed, units set, flown, destroyed in fights, taken hostage and
 * retreated, bought, mined, refusals among them): after each, the board's
 * owner of every tile, which owner(REGION) reads, is the player who
 * controls it; an effect that changed units or a home and left the owner
 * as it was fails here.  The lines that are not the game's commands
 * (status, log, map...) are refused and change nothing. */
START_TEST(test_owner_every_command)
{
	static const char *const files[] = { "aldarra-combat",
		"aldarra-home", "aldarra-mine", "aldarra-steps" };
	char dir[512], path[700], *text, *save = NULL;
	struct game g;
	size_t len;
	int ok = 0;

	fixture_rulesets_dir(dir, sizeof dir);
	for (size_t f = 0; f < sizeof files / sizeof files[0]; f++) {
		snprintf(path, sizeof path, "%s/../tests/scenarios/%s.cmd",
		    dir, files[f]);
		text = fixture_read(path, &len);
		start_bare(&g, NULL);
		for (char *l = strtok_r(text, "\n", &save); l != NULL;
		    l = strtok_r(NULL, "\n", &save)) {
			if (l[0] == '#' || l[0] == '!' ||
			    strncmp(l, "new ", 4) == 0)
				continue;
			ok += game_run(&g, l) == ST_OK;
			for (int r = 0; r < board_regions(g.st->board); r++)
				ck_assert_msg(g.st->board->owner[r] ==
				    controls(g.st, r), "%s: after '%s', %s "
				    "is owned by %d, controlled by %d",
				    files[f], l, board_name(g.st->board, r),
				    g.st->board->owner[r], controls(g.st, r));
		}
		game_end(&g);
		free(text);
	}
	/* the scenarios' games were played, not refused from the start */
	ck_assert_int_gt(ok, 120);
}
END_TEST

static char *
round_trip(const struct game *g)
{
	struct json *j = state_to_json(g->st, g->rs);
	char err[128], *a, *b;
	struct state *st = state_from_json(j, g->rs, err, sizeof err);
	struct game view = *g;

	ck_assert_msg(st != NULL, "%s", err);
	a = game_json(g);
	view.st = st;
	b = game_json(&view);
	ck_assert_str_eq(a, b);
	state_free(st);
	json_free(j);
	free(b);
	return a;
}

START_TEST(test_snapshot)
{
	struct game g;

	start(&g);
	free(round_trip(&g));
	game_ok(&g, "units d2 Red destroyer:1,engineer:2", NULL);
	game_ok(&g, "units e2 Blue frigate:2,cruiser:1", NULL);
	game_ok(&g, "activate d2", NULL);
	game_ok(&g, "fly e2 d2 frigate:2,cruiser:1", NULL);
	game_ok(&g, "fight d2", NULL);
	game_ok(&g, "fire = 0 1 1", NULL);
	game_ok(&g, "assign Blue destroyer", NULL);
	/* in the middle of a step, with a wounded Destroyer */
	free(round_trip(&g));
	game_end(&g);
}
END_TEST

/* The parts sized by the players have room for the game's three, after
 * a new game and after a snapshot read; made again for MAX_PLAYERS and
 * back, nothing changes (a wounded Destroyer, pieces on the board). */
START_TEST(test_room)
{
	struct game g;
	struct json *j;
	char err[128], *a, *b;
	struct state *st;

	start(&g);
	game_ok(&g, "units d2 Red destroyer:1,engineer:2", NULL);
	game_ok(&g, "units e2 Blue frigate:2,cruiser:1", NULL);
	game_ok(&g, "activate d2", NULL);
	game_ok(&g, "fly e2 d2 frigate:2,cruiser:1", NULL);
	game_ok(&g, "fight d2", NULL);
	game_ok(&g, "fire = 0 1 1", NULL);
	game_ok(&g, "assign Blue destroyer", NULL);
	ck_assert_int_eq(g.st->room, 3);
	ck_assert_int_eq(g.st->board->nplayers, 3);
	ck_assert_int_eq(g.st->terr->room, 3);
	j = state_to_json(g.st, g.rs);
	st = state_from_json(j, g.rs, err, sizeof err);
	ck_assert_msg(st != NULL, "%s", err);
	ck_assert_int_eq(st->room, 3);
	ck_assert_int_eq(st->board->nplayers, 3);
	ck_assert_int_eq(st->terr->room, 3);
	state_free(st);
	json_free(j);
	a = game_json(&g);
	g.st->nplayers = MAX_PLAYERS;
	ck_assert_int_eq(state_fit(g.st), 0);
	g.st->nplayers = 3;
	ck_assert_int_eq(g.st->terr->room, MAX_PLAYERS);
	ck_assert_int_eq(state_fit(g.st), 0);
	ck_assert_int_eq(g.st->board->nplayers, 3);
	b = game_json(&g);
	ck_assert_str_eq(a, b);
	free(a);
	free(b);
	game_end(&g);
}
END_TEST

/* A value of the territories' snapshot changed, each refused. */
static const struct {
	const char *path;
	const char *value;
} damaged[] = {
	{ "tiles.0.1", "99" },
	{ "tiles.0.5", "7" },
	{ "tiles.1.0", "\"a1\"" },
	{ "units.0", "-1" },
	{ "fight.step", "5" },
	{ "fight.tile", "40" },
	{ "order.0", "99" },
	{ "order.2", "5" },
	{ "tiles.0.10", "2" },
	{ "disc.0", "7" },
	{ "done", "[0]" },
};

/* The value at a dotted path below "terr" (numbers index arrays). */
static struct json **
at(struct json *j, const char *path)
{
	char copy[64], *save = NULL;
	struct json **slot = NULL;

	snprintf(copy, sizeof copy, "%s", path);
	j = (struct json *)json_get(j, "terr");
	for (char *w = strtok_r(copy, ".", &save); w != NULL && j != NULL;
	    w = strtok_r(NULL, ".", &save)) {
		slot = NULL;
		if (j->type == J_ARR) {
			int i = atoi(w);
			if (i < j->n)
				slot = &j->v[i];
		} else if (j->type == J_OBJ) {
			for (int i = 0; i < j->n; i++)
				if (strcmp(j->keys[i], w) == 0)
					slot = &j->v[i];
		}
		j = slot ? *slot : NULL;
	}
	return slot;
}

START_TEST(test_damaged)
{
	struct game g;
	struct json *j, **slot;
	char err[128];

	start(&g);
	game_ok(&g, "units d2 Red destroyer:1", NULL);
	j = state_to_json(g.st, g.rs);
	slot = at(j, damaged[_i].path);
	ck_assert_msg(slot != NULL, "no %s", damaged[_i].path);
	json_free(*slot);
	*slot = json_parse(damaged[_i].value, err, sizeof err);
	ck_assert_ptr_nonnull(*slot);
	ck_assert_msg(state_from_json(j, g.rs, err, sizeof err) == NULL,
	    "%s = %s was accepted", damaged[_i].path, damaged[_i].value);
	ck_assert_str_eq(err, "damaged snapshot");
	json_free(j);
	game_end(&g);
}
END_TEST

/* Round 2: fewest victory points first, a tie kept in the old order. */
START_TEST(test_turn_order)
{
	struct game g;

	start(&g);
	/* the old order: Blue, Red, Green */
	game_ok(&g, "set Blue vp 2", NULL);
	game_ok(&g, "set Green vp 1", NULL);
	game_ok(&g, "set Red vp 1", NULL);
	terr_to_phase(&g, "build");
	game_ok(&g, "next = 0 0",
	    "round 2: preparation phase\n"
	    "turn order: Red (1), Green (1), Blue (2)\n"
	    "tied, kept in the previous order: Red before Green\n"
	    "order tokens: 3 each\n"
	    "crystals spawn on c2\n"
	    "2blue = 0 (0 0): 0 more crystals to place\n");
	ck_assert_int_eq(g.st->order[0], 2);
	ck_assert_int_eq(g.st->order[1], 0);
	ck_assert_int_eq(g.st->order[2], 1);
	game_ok(&g, "next", "round 2, Red's turn: expansion phase\n");
	game_end(&g);
}
END_TEST

/* The win check: the most victory points win, a tie to the earliest in
 * the turn order; exactly that player's bit of the winners is set. */
START_TEST(test_win_tie)
{
	struct game g;
	struct json *status;
	char *w;

	start(&g);
	/* the turn order: Blue, Red, Green (seats Green 0, Blue 1, Red 2) */
	terr_to_phase(&g, "mining");
	game_ok(&g, "set Red vp 20", NULL);
	game_ok(&g, "set Blue vp 20", NULL);
	game_ok(&g, "set Green vp 19", NULL);
	game_ok(&g, "next",
	    "round 1: win check and objectives phase\n"
	    "win check: the game is over: Blue wins with 20 victory points\n"
	    "Red has as many, but comes later in the turn order\n");
	ck_assert_uint_eq(g.st->winners, 1u << 1);
	ck_assert_int_eq(g.st->winner_role, -1);
	ck_assert_int_eq(state_over(g.st), 1);
	ck_assert_int_eq(state_active(g.st), -1);
	w = game_winner(g.rs, g.st);
	ck_assert_str_eq(w, "Blue");
	free(w);
	status = game_status_json(g.rs, g.st);
	ck_assert_str_eq(json_get(status, "winner")->s, "Blue");
	json_free(status);
	free(round_trip(&g));
	game_refused(&g, "next", ST_REFUSED, "aldarra-reborn: the game is "
	    "over: Blue won; 'undo' takes back the last command");
	game_end(&g);
}
END_TEST

/* The other reading of a pass: a player who passes a turn of orders gives
 * up every order token left, and the later turns end without an order. */
START_TEST(test_pass_all)
{
	struct game g;

	start_with(&g, "pass=all");
	game_refused(&g, "next", ST_REFUSED, "aldarra-reborn: Blue has "
	    "placed no order this turn: 'activate PLACE' places one, or "
	    "'pass' if Blue passes (giving up every order token left this "
	    "phase)");
	game_ok(&g, "pass", "Blue passes: no order this turn nor later in "
	    "the phase (order tokens: 3 -> 0)\n"
	    "round 1, Red's turn: expansion phase\n");
	game_ok(&g, "activate c1", NULL);
	game_ok(&g, "next", NULL);
	game_ok(&g, "pass Green", NULL);
	/* lap 2: Blue has no token left */
	game_refused(&g, "activate e3", ST_REFUSED, "aldarra-reborn: Blue has "
	    "no order tokens left");
	game_ok(&g, "next", "round 1, Red's turn: expansion phase\n");
	game_end(&g);
}
END_TEST

Suite *
suite_terr(void)
{
	Suite *s = suite_create("terr");
	TCase *t = tcase_create("terr");

	tcase_add_test(t, test_ruleset);
	tcase_add_test(t, test_book_example);
	tcase_add_test(t, test_board_regions);
	tcase_add_test(t, test_owners);
	tcase_add_test(t, test_owner_every_command);
	tcase_add_test(t, test_snapshot);
	tcase_add_test(t, test_room);
	tcase_add_loop_test(t, test_damaged, 0,
	    (int)(sizeof damaged / sizeof damaged[0]));
	tcase_add_test(t, test_turn_order);
	tcase_add_test(t, test_win_tie);
	tcase_add_test(t, test_pass_all);
	suite_add_tcase(s, t);
	return s;
}
