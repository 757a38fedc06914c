/* check_zones.c: the zones' mechanisms on the shipped ashes-of-empire
 * ruleset: producer output, sealed commands, snapshots of the zones' state
 * (and damaged ones refused), the win by zones held, a points tie at the
 * end-of-game dice, sides of several players, number options. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/mech/zones_int.h"
#include "core/board/board_near.h"
#include "core/state/zones_board.h"
#include "fixture_game.h"
#include "suites.h"

/* Start an ashes-of-empire game: options "k=v,k=v" or NULL, an overlay
 * text (TEST VALUES) or NULL. */
static void
ashes_start(struct game *g, const char *players, const char *options,
    const char *overlay)
{
	char *base, *pcopy = strdup(players), *ocopy = NULL, *names[16];
	char *save = NULL;
	struct rs_opt opts[8];
	struct rs_text tb, to;
	struct diag_list errs;
	size_t nb;
	int nopts = 0, n = 0;

	memset(g, 0, sizeof *g);
	base = fixture_read_shipped("ashes-of-empire.yaml", &nb);
	tb = (struct rs_text){ "ashes-of-empire.yaml", base, nb };
	if (overlay != NULL)
		to = (struct rs_text){ "test overlay", overlay,
		    strlen(overlay) };
	if (options != NULL) {
		ocopy = strdup(options);
		for (char *t = strtok_r(ocopy, ",", &save); t != NULL;
		    t = strtok_r(NULL, ",", &save)) {
			char *eq = strchr(t, '=');
			ck_assert_ptr_nonnull(eq);
			*eq = '\0';
			opts[nopts++] = (struct rs_opt){ t, eq + 1 };
		}
	}
	diag_list_init(&errs);
	ck_assert_msg(ruleset_load(&tb, &to, overlay ? 1 : 0, opts, nopts,
	    &g->rs, &errs) == ST_OK, "loading: %s", errs.n ? errs.v[0].msg :
	    "?");
	diag_list_free(&errs);
	free(ocopy);
	free(base);
	save = NULL;
	for (char *t = strtok_r(pcopy, ",", &save); t != NULL;
	    t = strtok_r(NULL, ",", &save))
		names[n++] = t;
	report_init(&g->rep);
	ck_assert_msg(game_new(g->rs, names, n, 1, &g->st, &g->rep, &g->d) ==
	    ST_OK, "new game: %s", g->d.msg);
	free(pcopy);
}

/* "next" through a whole round from the production orders phase to the
 * raw materials phase, with the choices of places given ("choose Ann 1"
 * lines, ';' between them). */
static void
whole_round(struct game *g, const char *choices)
{
	char *copy = strdup(choices), *save = NULL;

	game_to_phase(g, "flight-order");
	for (char *t = strtok_r(copy, ";", &save); t != NULL;
	    t = strtok_r(NULL, ";", &save))
		game_ok(g, t, NULL);
	free(copy);
	game_to_phase(g, "production");
}

START_TEST(test_output)
{
	struct game g;
	static const long want[10] = { 0, 1, 1, 1, 2, 2, 2, 3, 3, 4 };

	ashes_start(&g, "Ann,Bob", NULL, NULL);
	for (long pop = 1; pop <= 9; pop++)
		ck_assert_msg(zone_output(&g.rs->mech.colonies, pop) ==
		    want[pop], "population %ld makes %ld, want %ld", pop,
		    zone_output(&g.rs->mech.colonies, pop), want[pop]);
	game_end(&g);
}
END_TEST

/* An overlay whose building phase no longer carries the orders out: the
 * sealed order and its deferred effects would wait for ever, and the
 * ruleset check refuses both. */
START_TEST(test_sealed_unopened)
{
	static const char overlay[] = "format: arbiter-overlay-1\n"
	    "ruleset: ashes-of-empire\n"
	    "phases:\n"
	    "  building: {name: building, begin: []}\n";
	struct rs_text tb, to = { "test overlay", overlay, sizeof overlay - 1 };
	struct diag_list errs;
	struct ruleset *rs = NULL;
	char *base;
	size_t nb;
	int sealed = 0, effect = 0;

	base = fixture_read_shipped("ashes-of-empire.yaml", &nb);
	tb = (struct rs_text){ "ashes-of-empire.yaml", base, nb };
	diag_list_init(&errs);
	ck_assert_int_eq(ruleset_load(&tb, &to, 1, NULL, 0, &rs, &errs),
	    ST_DATA);
	ck_assert_ptr_null(rs);
	for (int i = 0; i < errs.n; i++) {
		sealed += strstr(errs.v[i].msg, "'actions.order': a sealed "
		    "action stays hidden until the effect carry-out-deferred") !=
		    NULL;
		effect += strstr(errs.v[i].msg, "'actions.order.deferred': the "
		    "command waits for the effect carry-out-deferred, and no "
		    "phase's begin has it") != NULL;
	}
	ck_assert_int_eq(errs.n, 2);
	ck_assert_int_eq(sealed, 1);
	ck_assert_int_eq(effect, 1);
	diag_list_free(&errs);
	free(base);
}
END_TEST

START_TEST(test_sealed_form)
{
	struct game g;
	struct strbuf b;

	/* the shipped ruleset's order is a sealed action; its choose and
	 * send are not */
	ashes_start(&g, "Ann,Bob", NULL, NULL);
	sb_init(&b);
	ck_assert_int_eq(game_sealed_form(g.rs, "order Ann 1 3 fighter", &b),
	    1);
	ck_assert_str_eq(sb_str(&b), "order Ann (sealed)");
	sb_reset(&b);
	ck_assert_int_eq(game_sealed_form(g.rs, "order", &b), 1);
	ck_assert_str_eq(sb_str(&b), "order (sealed)");
	sb_reset(&b);
	ck_assert_int_eq(game_sealed_form(g.rs, "send 1 2 3 0", &b), 0);
	ck_assert_int_eq(game_sealed_form(g.rs, "choose Ann 1", &b), 0);
	ck_assert_int_eq(game_sealed_form(g.rs, "orders Ann", &b), 0);
	ck_assert_int_eq(game_sealed_form(g.rs, "", &b), 0);
	ck_assert_str_eq(sb_str(&b), "");
	sb_release(&b);
	game_end(&g);
}
END_TEST

static void
scenario_one(struct game *g)
{
	ashes_start(g, "Ann,Bob", "start=scenario-1", NULL);
	game_ok(g, "factory Ann steel", NULL);
	game_ok(g, "factory Bob oil", NULL);
	game_ok(g, "deploy Ann 9", NULL);
	game_ok(g, "deploy Bob 13", NULL);
	game_ok(g, "next", NULL);
}

START_TEST(test_sealed_counter)
{
	struct game g;

	scenario_one(&g);
	game_ok(&g, "order Ann 1 1 fighter", "Ann's order is sealed (1 sealed "
	    "order of Ann's until the building)\n");
	game_refused(&g, "order Ann 5 1 fighter", ST_REFUSED,
	    "ashes-of-empire: Ann can build only on worlds held, and Lenin (5) "
	    "is Bob's");
	game_ok(&g, "order Bob 5 2 troops", NULL);
	ck_assert_int_eq(g.st->sealed, 2);
	ck_assert_int_eq(g.st->ndeferred, 2);
	game_to_phase(&g, "flight-order");
	ck_assert_int_eq(g.st->sealed, 2);
	game_ok(&g, "choose Ann 1", NULL);
	game_to_phase(&g, "building");
	ck_assert_int_eq(g.st->sealed, 0);
	ck_assert_int_eq(g.st->ndeferred, 0);
	ck_assert_int_eq(g.st->zones->w[4].militia, 5);
	game_end(&g);
}
END_TEST

static char *
text_of(const struct json *j)
{
	struct strbuf b;

	sb_init(&b);
	json_write(&b, j, 0);
	return sb_take(&b);
}

START_TEST(test_snapshot)
{
	struct game g;
	struct json *j;
	struct state *st;
	char *t, *t2, err[128];

	scenario_one(&g);
	game_ok(&g, "order Ann 1 1 fighter", NULL);
	game_to_phase(&g, "flight-order");
	game_ok(&g, "choose Ann 2", NULL);
	game_to_phase(&g, "movement");
	game_ok(&g, "send 5 12 4 1", NULL);
	game_ok(&g, "fleet Ann 20 3 2 2", NULL);
	game_ok(&g, "world 13 troops=1 hangars=0", NULL);
	j = state_to_json(g.st, g.rs);
	t = text_of(j);
	st = state_from_json(j, g.rs, err, sizeof err);
	ck_assert_msg(st != NULL, "refused: %s", err);
	json_free(j);
	j = state_to_json(st, g.rs);
	t2 = text_of(j);
	ck_assert_str_eq(t2, t);
	ck_assert_int_eq(st->sealed, 1);
	ck_assert_int_eq(st->ndeferred, 1);
	ck_assert_int_eq(st->deferred[0].args[3], 0);	/* a fighter */
	ck_assert_int_eq(st->players[0].place, 2);
	json_free(j);
	free(t);
	free(t2);
	state_free(st);
	game_end(&g);
}
END_TEST

/* Cargo goes into the snapshot only for a squad that carries some, and
 * comes back whole (TEST VALUE: 2 a carrier). */
START_TEST(test_cargo_snapshot)
{
	struct game g;
	struct json *j;
	struct state *st;
	char *t, *t2, err[128];
	const struct json *fl;
	int long_rows = 0;

	ashes_start(&g, "Ann,Bob", "start=scenario-1,cargo=2", NULL);
	game_ok(&g, "factory Ann steel", NULL);
	game_ok(&g, "factory Bob oil", NULL);
	game_ok(&g, "deploy Ann 9", NULL);
	game_ok(&g, "deploy Bob 13", NULL);
	game_ok(&g, "world 1 population=5", NULL);
	game_ok(&g, "next", NULL);
	game_to_phase(&g, "flight-order");
	/* Bob's folk, 8, is lower than Ann's 10: he chooses first */
	game_ok(&g, "choose Bob 2", NULL);
	game_to_phase(&g, "movement");
	game_ok(&g, "load 1 2 population 1 steel-factory 3 hightech", NULL);
	game_ok(&g, "send 1 20 0 2 2 population 2 hightech", NULL);
	j = state_to_json(g.st, g.rs);
	t = text_of(j);
	fl = json_get(json_get(j, "worlds"), "fleets");
	for (int i = 0; i < fl->n; i++)
		long_rows += fl->v[i]->n == 7 + g.st->zones->ncargo;
	ck_assert_int_eq(g.st->zones->ncargo, 7);
	ck_assert_int_eq(long_rows, 2);
	st = state_from_json(j, g.rs, err, sizeof err);
	ck_assert_msg(st != NULL, "refused: %s", err);
	json_free(j);
	j = state_to_json(st, g.rs);
	t2 = text_of(j);
	ck_assert_str_eq(t2, t);
	ck_assert_int_eq(st->zones->w[0].folk, 3);
	ck_assert_int_eq(*zones_producer(st->zones, 0, 1), 0);
	json_free(j);
	free(t);
	free(t2);
	state_free(st);
	game_end(&g);
}
END_TEST

/* A dotted path below the snapshot, set to a JSON text. */
static const struct { const char *path, *value; } damaged[] = {
	{ "worlds.worlds.0.0", "2" },		/* owner: 2 players */
	{ "worlds.worlds.0.1", "10" },		/* folk above 9 */
	{ "worlds.worlds.0.4", "2" },		/* a flag is 0 or 1 */
	{ "worlds.worlds.0", "[0, 3]" },
	{ "worlds.worlds", "[]" },
	{ "worlds.factories.but", "[0, -1]" },	/* (written short) */
	{ "worlds.fleets.0.1", "40" },		/* zone 41 */
	{ "worlds.fleets.0.5", "99" },		/* resting above strikers */
	{ "deferred.0.5", "3" },		/* product 4 of 3 */
	{ "deferred.0.3", "40" },		/* zone 41 */
	{ "worlds.players.0.0", "40" },		/* home zone 41 */
	{ "worlds.players", "[]" },
	{ "worlds.rank", "[0, 5]" },
	{ "worlds", "3" },
};

static struct json *
walk(struct json *j, const char *path, struct json **parent, int *idx)
{
	char copy[128], *save = NULL;

	snprintf(copy, sizeof copy, "%s", path);
	for (char *t = strtok_r(copy, ".", &save); t != NULL;
	    t = strtok_r(NULL, ".", &save)) {
		*parent = j;
		*idx = -1;
		if (j->type == J_ARR) {
			*idx = atoi(t);
		} else {
			for (int i = 0; i < j->n; i++)
				if (strcmp(j->keys[i], t) == 0)
					*idx = i;
		}
		ck_assert_msg(*idx >= 0 && *idx < j->n, "no '%s' in '%s'", t,
		    path);
		j = j->v[*idx];
	}
	return j;
}

START_TEST(test_damaged)
{
	struct game g;
	struct json *j, *parent = NULL, *v;
	struct state *st;
	char err[128];
	int idx = -1;

	scenario_one(&g);
	game_ok(&g, "order Ann 1 1 fighter", NULL);
	game_to_phase(&g, "flight-order");
	game_ok(&g, "choose Ann 2", NULL);
	j = state_to_json(g.st, g.rs);
	walk(j, damaged[_i].path, &parent, &idx);
	v = json_parse(damaged[_i].value, err, sizeof err);
	ck_assert_ptr_nonnull(v);
	json_free(parent->v[idx]);
	parent->v[idx] = v;
	st = state_from_json(j, g.rs, err, sizeof err);
	ck_assert_msg(st == NULL, "%s = %s was accepted", damaged[_i].path,
	    damaged[_i].value);
	ck_assert_str_eq(err, "damaged snapshot");
	json_free(j);
	game_end(&g);
}
END_TEST

/* Two players need 22 zones; 21 are not enough. */
START_TEST(test_hold_two_players)
{
	struct game g;
	char line[64];

	ashes_start(&g, "Ann,Bob", NULL, NULL);
	game_ok(&g, "allot Ann 1", NULL);
	game_ok(&g, "allot Bob 5", NULL);
	game_ok(&g, "factory Ann steel", NULL);
	game_ok(&g, "factory Bob oil", NULL);
	game_ok(&g, "next", NULL);
	for (int w = 2; w <= 22; w++) {
		if (w == 5)
			continue;
		snprintf(line, sizeof line, "world %d owner=Ann steel=1", w);
		game_ok(&g, line, NULL);
	}
	ck_assert_int_eq(board_owned(g.st->board, 0), 21);
	whole_round(&g, "choose Bob 1");
	game_ok(&g, "next", NULL);
	ck_assert_int_eq(g.st->winners, 0);
	ck_assert_int_eq(g.st->round, 2);
	game_ok(&g, "world 23 owner=Ann steel=1", NULL);
	whole_round(&g, "choose Bob 1");
	game_ok(&g, "next", "the game is over: Ann wins (22 worlds held at the "
	    "end of the round; 22 win)\n");
	ck_assert_int_eq(g.st->winners, 1);
	ck_assert_int_eq(g.st->round, 2);
	ck_assert_int_eq(state_active(g.st), -1);
	game_refused(&g, "next", ST_REFUSED, "ashes-of-empire: the game is "
	    "over: Ann won; 'undo' takes back the last command");
	game_end(&g);
}
END_TEST

/* The flight order ranks the players by the folk of the zones they hold
 * (folk_needed): where one of them is unknown, the phase's 'next' is
 * refused as before, naming that zone's population and how to supply
 * it. */
START_TEST(test_choosers_unknown_folk)
{
	struct game g;
	int strife = -1;

	ashes_start(&g, "Ann,Bob", NULL, NULL);
	game_ok(&g, "allot Ann 1", NULL);
	game_ok(&g, "allot Bob 2", NULL);
	game_ok(&g, "factory Ann oil", NULL);
	game_ok(&g, "factory Bob oil", NULL);
	game_ok(&g, "next", NULL);
	for (int i = 0; i < g.rs->board.zones.n; i++)
		if (strcmp(g.rs->board.zones.ids[i], "strife") == 0)
			strife = i;
	ck_assert_int_ge(strife, 0);
	ck_assert_int_eq(g.st->zones->w[strife].folk, UNKNOWN_COUNT);
	g.st->board->owner[strife] = 1;
	ck_assert_int_ne(game_run(&g, "next"), ST_OK);
	ck_assert_msg(strstr(g.d.msg, "'board.zones.strife.folk' is "
	    "unknown") != NULL, "refused as: %s", g.d.msg);
	ck_assert_int_eq(g.st->nchoosers, 0);
	game_end(&g);
}
END_TEST

/* The dice end the game; equal points win together. */
START_TEST(test_points_tie)
{
	struct game g;

	ashes_start(&g, "Ann,Bob,Cleo", "end-sum=5", "format: "
	    "arbiter-overlay-1\nruleset: ashes-of-empire\n# TEST VALUES\n"
	    "mechanisms: {game-end: {roll-from-round: 1}}\n");
	ck_assert_int_eq(g.rs->mech.game_end.roll_start, 5);
	game_ok(&g, "allot Ann 1", NULL);
	game_ok(&g, "allot Bob 5", NULL);
	game_ok(&g, "allot Cleo 13", NULL);
	game_ok(&g, "factory Ann steel", NULL);
	game_ok(&g, "factory Bob oil", NULL);
	game_ok(&g, "factory Cleo oil", NULL);
	game_ok(&g, "give Ann 2 points", NULL);
	game_ok(&g, "give Cleo 2 points", NULL);
	game_ok(&g, "give Bob 1 points", NULL);
	game_ok(&g, "next", NULL);
	whole_round(&g, "choose Cleo 1;choose Ann 2");
	game_ok(&g, "next = 1 1 1 1 1", "round 1: 5d6 for the end of the game: "
	    "1 1 1 1 1 = 5 (5 or more ends it)\nthe game is over: Ann, Cleo "
	    "win (the dice end the game; most points: 2)\n");
	ck_assert_int_eq(g.st->winners, 5);
	game_end(&g);
}
END_TEST

/* Hits on a side of several players fall in the order named. */
START_TEST(test_sides)
{
	struct game g;
	struct squad *f;

	ashes_start(&g, "Ann,Bob,Cleo", NULL, NULL);
	game_ok(&g, "allot Ann 1", NULL);
	game_ok(&g, "allot Bob 5", NULL);
	game_ok(&g, "allot Cleo 13", NULL);
	game_ok(&g, "factory Ann steel", NULL);
	game_ok(&g, "factory Bob oil", NULL);
	game_ok(&g, "factory Cleo oil", NULL);
	game_ok(&g, "next", NULL);
	game_ok(&g, "fleet Ann 12 2 0", NULL);
	game_ok(&g, "fleet Cleo 12 3 1", NULL);
	game_ok(&g, "fleet Bob 12 6 0", NULL);
	game_to_phase(&g, "flight-order");
	game_refused(&g, "choose Bob 2", ST_REFUSED, "ashes-of-empire: it is "
	    "Cleo's turn to choose a place, not Bob's");
	game_ok(&g, "choose Cleo 1", NULL);
	game_ok(&g, "choose Ann 2", NULL);
	game_to_phase(&g, "combat");
	/* the players must fight, whatever the unknown neutral guard */
	game_refused(&g, "next", ST_REFUSED, "ashes-of-empire: rival fighters "
	    "share the orbit of Mechanica (12): fight the battle first "
	    "('battle 12 SIDE SIDE')");
	game_refused(&g, "battle 12 Ann,Cleo Bob = 1", ST_REFUSED,
	    "ashes-of-empire: the neutral guard, of a number the ruleset "
	    "leaves unknown, is also in the orbit of Mechanica (12): put it on "
	    "a side (or 'fleet neutral 12 0 0' if the table has none)");
	game_failed(&g, "battle 12 Ann,Cleo Bob,neutral = 1", ST_DATA,
	    "ashes-of-empire: 'mechanisms.colonies.neutral-strikers' is "
	    "unknown (the rulebook does not give it); supply it in an overlay: "
	    "'arbiter ruleset template ashes-of-empire' writes one to fill in, "
	    "then start the game with 'new ashes-of-empire GAME --overlay FILE "
	    "...' or add it to this game with 'ruleset amend FILE'");
	/* the GM says no neutral strikers are there */
	game_ok(&g, "fleet neutral 12 0 0", NULL);
	game_refused(&g, "battle 12 Ann Bob = 1 1 1 1 1 1 1 1", ST_REFUSED,
	    "ashes-of-empire: Cleo also has fighters in the orbit of Mechanica "
	    "(12): put that player on a side");
	game_refused(&g, "battle 12 Ann,Cleo Bob,Ann = 1", ST_USAGE,
	    "Ann is named twice");
	/* Ann 2 dice: 12, 2 kills; Cleo 3 dice: 3, none; Bob 6 dice: 24, 4
	 * kills: Ann's 2 strikers first, then 2 of Cleo's */
	game_ok(&g, "battle 12 Ann,Cleo Bob = 6 6 1 1 1 4 4 4 4 4 4", NULL);
	ck_assert_ptr_null(zones_squad(g.st->zones, 0, 12 - 1, 0));
	f = zones_squad(g.st->zones, 1, 12 - 1, 0);
	ck_assert_ptr_nonnull(f);
	ck_assert_int_eq(f->strikers, 4);
	/* the side of Ann and Cleo lost 4, Bob 2: Bob wins, Cleo flees to
	 * Last Hope (13), 2 spaces from Mechanica */
	f = zones_squad(g.st->zones, 2, 13 - 1, 2);
	ck_assert_ptr_nonnull(f);
	ck_assert_int_eq(f->strikers, 1);
	ck_assert_int_eq(f->carriers, 1);
	game_end(&g);
}
END_TEST

START_TEST(test_number_option)
{
	char *base;
	size_t nb;
	struct rs_text tb;
	struct diag_list errs;
	struct ruleset *rs = NULL;
	struct rs_opt big = { "end-sum", "31" }, word = { "end-sum", "x" };

	base = fixture_read_shipped("ashes-of-empire.yaml", &nb);
	tb = (struct rs_text){ "ashes-of-empire.yaml", base, nb };
	diag_list_init(&errs);
	ck_assert_int_eq(ruleset_load(&tb, NULL, 0, &big, 1, &rs, &errs),
	    ST_USAGE);
	ck_assert_str_eq(errs.v[0].msg, "option 'end-sum' takes a whole number "
	    "from 5 to 30, not '31'");
	diag_list_free(&errs);
	diag_list_init(&errs);
	ck_assert_int_eq(ruleset_load(&tb, NULL, 0, &word, 1, &rs, &errs),
	    ST_USAGE);
	ck_assert_str_eq(errs.v[0].msg, "option 'end-sum' takes a whole number "
	    "from 5 to 30, not 'x'");
	diag_list_free(&errs);
	diag_list_init(&errs);
	ck_assert_int_eq(ruleset_load(&tb, NULL, 0, NULL, 0, &rs, &errs),
	    ST_OK);
	ck_assert_int_eq(rs->mech.game_end.roll_start, SCHEMA_UNKNOWN_INT);
	/* strife's folk, the neutral guard, the landing, the cargo a
	 * carrier holds and this */
	ck_assert_int_eq(rs->nunknown, 5);
	ruleset_free(rs);
	diag_list_free(&errs);
	free(base);
}
END_TEST

/* The zones as the general board: the state's board has a region per
 * zone, in number order, with the zone's id (ashes-of-empire.yaml lists
 * 40, Earth first); Earth (1) is 0 from Barnard's Arrow (9) only (the
 * distance table's first row), so they border and Earth borders nothing
 * else; a zone dealt at the start has as many troops as its population
 * (booklet line 30), Earth's 3; the squad set in Earth's orbit counts as
 * its pieces, and the owners are the board's. */
START_TEST(test_board_view)
{
	struct game g;
	const struct board_map *m;
	const struct board_state *b;
	int lanes = 0;

	ashes_start(&g, "Ann,Bob", NULL, NULL);
	game_ok(&g, "allot Ann 1 9", NULL);
	game_ok(&g, "allot Bob 5", NULL);
	game_ok(&g, "fleet Ann 1 10 3", NULL);
	ck_assert_int_eq(state_regions(g.st), 40);
	ck_assert_str_eq(state_region_id(g.st, g.rs, 0), "earth");
	ck_assert_str_eq(state_region_id(g.st, g.rs, 4), "lenin");
	m = state_map(g.st, g.rs);
	ck_assert_ptr_eq(m, &g.rs->map);
	ck_assert_int_eq(m->nregions, 40);
	ck_assert_int_eq(m->ngroups, 0);
	for (int j = 0; j < m->nregions; j++)
		lanes += board_map_adjacent(m, 0, j);
	ck_assert_int_eq(lanes, 1);
	ck_assert_int_eq(board_map_adjacent(m, 0, 8), 1);
	ck_assert_int_eq(board_map_adjacent(m, 8, 0), 1);
	/* the counts are made again when read (zones_board.h): Ann's pieces
	 * are Earth's 3 troops, Barnard's Arrow's 2 (its population, booklet
	 * line 30) and the 10 fighters and 3 transporters set at Earth */
	ck_assert_int_eq(state_units_of(g.st, 0), 3 + 2 + 10 + 3);
	zones_board_fresh(g.st);	/* a reader of the counts (zones_board.h) */
	b = g.st->board;
	ck_assert_ptr_nonnull(b);
	ck_assert_int_eq(board_owned(b, 0), 2);
	ck_assert_int_eq(board_owned(b, 1), 1);
	ck_assert_int_eq(b->owner[4], 1);
	ck_assert_int_eq(board_count(b, 0, 0, PIECE_STRIKERS), 10);
	ck_assert_int_eq(board_count(b, 0, 0, PIECE_CARRIERS), 3);
	ck_assert_int_eq(board_count(b, 0, 0, PIECE_MILITIA), 3);
	ck_assert_int_eq(board_count(b, 0, 1, -1), 0);
	ck_assert_int_eq(b->owner[1], -1);
	/* Earth is Ann's; Crab (2) is neutral with no player's squad */
	ck_assert_int_eq(zones_in_play(g.st->zones, b, 0), 1);
	ck_assert_int_eq(zones_in_play(g.st->zones, b, 1), 0);
	game_ok(&g, "fleet Bob 2 1 0", NULL);
	zones_board_fresh(g.st);
	b = g.st->board;
	ck_assert_int_eq(zones_in_play(g.st->zones, b, 1), 1);
	ck_assert_int_eq(board_count(b, 1, 1, PIECE_STRIKERS), 1);
	game_end(&g);
}
END_TEST

/* Borders from a distance table: of three regions, 0 and 1 lie 0 apart
 * one way only (1 to 0 is 2: either way joins), 1 and 2 lie 1 apart, 0
 * and 2 lie 3 apart; near 0 joins 0 and 1 only, near 1 joins 1 and 2
 * too, and a region never borders itself; no table joins nothing. */
START_TEST(test_board_near)
{
	static const unsigned char dist[9] = { 0, 0, 3,  2, 0, 1,  3, 1, 0 };
	struct board_map m;

	ck_assert_int_eq(board_map_new(&m, 3, 0), 0);
	board_map_near(&m, 3, dist, 0);
	ck_assert_int_eq(board_map_adjacent(&m, 0, 1), 1);
	ck_assert_int_eq(board_map_adjacent(&m, 1, 0), 1);
	ck_assert_int_eq(board_map_adjacent(&m, 1, 2), 0);
	ck_assert_int_eq(board_map_adjacent(&m, 0, 2), 0);
	ck_assert_int_eq(board_map_adjacent(&m, 0, 0), 0);
	board_map_near(&m, 3, dist, 1);
	ck_assert_int_eq(board_map_adjacent(&m, 1, 2), 1);
	ck_assert_int_eq(board_map_adjacent(&m, 2, 1), 1);
	ck_assert_int_eq(board_map_adjacent(&m, 0, 2), 0);
	ck_assert_int_eq(board_map_adjacent(&m, 2, 2), 0);
	board_map_release(&m);
	ck_assert_int_eq(board_map_new(&m, 3, 0), 0);
	board_map_near(&m, 3, NULL, 9);
	for (int r = 0; r < 9; r++)
		ck_assert_int_eq(m.adj[r], 0);
	board_map_release(&m);
}
END_TEST

/* A distance table of ten zones (not a multiple of the eight digits read
 * at a time: ruleset_zones.c), row i column j (j - i) mod 10 mod 4 spaces
 * from zone i + 1 to zone j + 1: every distance is read as written, and two
 * zones border when either lies 0 from the other. */
static int
dist10(int i, int j)
{
	return (j - i + 10) % 10 % 4;
}

START_TEST(test_distance_rows)
{
	char text[2048], row[16];
	struct rs_text t;
	struct diag_list errs;
	struct ruleset *rs = NULL;
	size_t len;

	len = (size_t)snprintf(text, sizeof text, "format: arbiter-ruleset-1\n"
	    "id: tiny\ntitle: Tiny\nupdated: 2026-01-01\n"
	    "players: {min: 2, max: 4}\nrules: {summary: A tiny game.}\n"
	    "resources:\n  coins: {name: coins}\nboard:\n  zones:\n");
	for (int i = 0; i < 10; i++)
		len += (size_t)snprintf(text + len, sizeof text - len,
		    "    z%d: {number: %d, name: Z%d, folk: 3}\n", i + 1,
		    i + 1, i + 1);
	len += (size_t)snprintf(text + len, sizeof text - len,
	    "  distances:\n    rows:\n");
	for (int i = 0; i < 10; i++) {
		for (int j = 0; j < 10; j++)
			row[j] = (char)('0' + dist10(i, j));
		row[10] = '\0';
		len += (size_t)snprintf(text + len, sizeof text - len,
		    "      - \"%s\"\n", row);
	}
	ck_assert_uint_lt(len, sizeof text);
	t = (struct rs_text){ "tiny.yaml", text, len };
	diag_list_init(&errs);
	ck_assert_int_eq(ruleset_load(&t, NULL, 0, NULL, 0, &rs, &errs), ST_OK);
	diag_list_free(&errs);
	for (int i = 0; i < 10; i++)
		for (int j = 0; j < 10; j++) {
			ck_assert_int_eq(rs_distance(rs, i, j), dist10(i, j));
			ck_assert_int_eq(board_map_adjacent(&rs->map, i, j),
			    i != j && (dist10(i, j) == 0 ||
			    dist10(j, i) == 0));
		}
	ruleset_free(rs);
}
END_TEST

/* A path written by the keys of before (board.worlds, setup.worlds, the
 * keys of mechanisms.colonies and .landing) read by today's
 * (ruleset_zones_old.c, ruleset_colonies_old.c); one with none of them is
 * not. */
static const struct {
	const char *old, *now;
} zone_paths[] = {
	{ "board.worlds.strife.population", "board.zones.strife.folk" },
	{ "board.worlds.new-world", "board.zones.new-world" },
	{ "board.worlds.earth.name", "board.zones.earth.name" },
	{ "setup.worlds.fleets.2.fighters", "setup.zones.squads.2.strikers" },
	{ "setup.worlds.fleets.1.transporters",
	    "setup.zones.squads.1.carriers" },
	{ "setup.worlds.holdings", "setup.zones.holdings" },
	{ "board.zones.strife.folk", NULL },
	{ "board.worldsx.a", NULL },
	{ "mechanisms.colonies.population-max",
	    "mechanisms.colonies.folk-max" },
	{ "mechanisms.colonies.neutral-fighters",
	    "mechanisms.colonies.neutral-strikers" },
	{ "mechanisms.landing.morale-troops-per",
	    "mechanisms.landing.morale-militia-per" },
	{ "mechanisms.colonies.output", NULL },
	{ "mechanisms.landing.neutral-fighters", NULL },
	{ "units.worlds.population", NULL },
};

START_TEST(test_zone_paths)
{
	char buf[128];
	const char *got = rs_zones_path_now(zone_paths[_i].old, buf,
	    sizeof buf);

	if (zone_paths[_i].now == NULL)
		ck_assert_msg(got == NULL, "'%s' read as '%s'",
		    zone_paths[_i].old, got);
	else
		ck_assert_msg(got != NULL && strcmp(got, zone_paths[_i].now)
		    == 0, "'%s' read as '%s', want '%s'", zone_paths[_i].old,
		    got != NULL ? got : "(none)", zone_paths[_i].now);
}
END_TEST

/* A game's word goes into a message's format as text: a '%' in it is
 * printed, not read as a conversion; a word too long for the format's
 * room (1024 bytes) is said whole, the format made in more (it was said
 * as written, "{zone}", before) (TEST VALUES). */
START_TEST(test_words_in_formats)
{
	struct game g;
	char over[2600], msg[2600];

	ashes_start(&g, "Ann,Bob", NULL,
	    "format: arbiter-overlay-1\nruleset: ashes-of-empire\nwords:\n"
	    "  zone: {one: 100% world, "
	    "many: 100% worlds}\n");
	game_refused(&g, "world 41 owner=Ann", ST_USAGE, "no 100% world "
	    "'41': give its number (1 to 40), id or name ('status' lists "
	    "them)");
	game_refused(&g, "factory 1 gold", ST_USAGE, "no factory kind 'gold' "
	    "(kinds: oil, steel, hightech)");
	game_end(&g);
	snprintf(over, sizeof over, "format: arbiter-overlay-1\nruleset: "
	    "ashes-of-empire\nwords:\n"
	    "  zone: {one: %01500d, many: "
	    "worlds}\n", 0);
	ashes_start(&g, "Ann,Bob", NULL, over);
	snprintf(msg, sizeof msg, "no %01500d '41': give its number (1 to "
	    "40), id or name ('status' lists them)", 0);
	game_refused(&g, "world 41 owner=Ann", ST_USAGE, msg);
	game_end(&g);
}
END_TEST

Suite *
suite_zones(void)
{
	Suite *s = suite_create("zones");
	TCase *t = tcase_create("worlds");

	tcase_add_test(t, test_output);
	tcase_add_test(t, test_words_in_formats);
	tcase_add_test(t, test_board_view);
	tcase_add_test(t, test_board_near);
	tcase_add_test(t, test_distance_rows);
	tcase_add_loop_test(t, test_zone_paths, 0,
	    sizeof zone_paths / sizeof zone_paths[0]);
	tcase_add_test(t, test_sealed_form);
	tcase_add_test(t, test_sealed_unopened);
	tcase_add_test(t, test_sealed_counter);
	tcase_add_test(t, test_snapshot);
	tcase_add_test(t, test_cargo_snapshot);
	tcase_add_loop_test(t, test_damaged, 0,
	    sizeof damaged / sizeof damaged[0]);
	tcase_add_test(t, test_hold_two_players);
	tcase_add_test(t, test_choosers_unknown_folk);
	tcase_add_test(t, test_points_tie);
	tcase_add_test(t, test_sides);
	tcase_add_test(t, test_number_option);
	suite_add_tcase(s, t);
	return s;
}
