/* check_pieces.c: pieces and their mechanisms, on the adellos ruleset with
 * the TEST VALUES of tests/data/adellos-test.yaml: the duel, the ruleset's
 * chiefs and modifiers, the numbers they change, the turns that win a
 * place, what commands cost in action points, refusals that change nothing,
 * and the pieces' part of a snapshot (read back, and refused when
 * damaged; the counted pieces' parts entered at the table, on
 * aldarra-reborn).  The scenarios adellos-*.cmd play whole games. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/board/board_tenure.h"
#include "core/mech/game_int.h"
#include "fixture_game.h"
#include "suites.h"

#define OVERLAY "../tests/data/adellos-test.yaml"

static void
adellos(struct game *g, const char *players, const char *options)
{
	game_start_rs(g, "adellos.yaml", OVERLAY, players, options);
}

static long
res_of(const struct game *g, const char *player, const char *res)
{
	int p = state_player(g->st, player), r = rs_resource(g->rs, res);

	ck_assert_int_ge(p, 0);
	ck_assert_int_ge(r, 0);
	return g->st->players[p].res[r];
}

static const struct {
	long attack, defence;
	int won;
} duels[] = {
	{ 3, 2, 1 }, { 2, 2, 0 }, { 2, 3, 0 }, { 0, 0, 0 }, { 1, 0, 1 },
	{ 10, 9, 1 }, { -1, -1, 0 },
};

/* The contest adellos declares (combats.attack, which its attack
 * fights): only a strictly higher attack wins (the reading 'combat'), and
 * the defence never strikes back. */
START_TEST(test_duel)
{
	struct game g;
	const struct combat_decl *c;
	struct combat_round r;
	struct dice_src src;
	struct diag dg;
	int k;

	adellos(&g, "Ann,Bob", NULL);
	ck_assert_int_ge(k = vec_find(&g.rs->combats, "attack"), 0);
	c = VEC_AT(g.rs->combats, struct combat_decl, k);
	dice_src_physical(&src, NULL, 0);
	ck_assert_int_eq(combat_roll(c, NULL, duels[_i].attack,
	    duels[_i].defence, &src, &r, &dg), ST_OK);
	dice_src_release(&src);
	ck_assert_msg(r.loss[1] == duels[_i].won, "%ld against %ld",
	    duels[_i].attack, duels[_i].defence);
	ck_assert_int_eq(r.loss[0], 0);
	game_end(&g);
}
END_TEST

static const struct chief_def *
chief(const struct ruleset *rs, const char *id)
{
	int l = vec_find(&rs->chiefs, id);

	ck_assert_msg(l >= 0, "no leader %s", id);
	return RS_CHIEF(rs, l);
}

/* chief id's modifier name (by unit, for unit), by its key */
static long
mod(const struct ruleset *rs, const char *id, const char *name,
    const char *unit)
{
	int key = rs_chief_mod_key(rs, name, unit != NULL);

	ck_assert_msg(key >= 0, "no modifier %s", name);
	return rs_chief_mod(rs, vec_find(&rs->chiefs, id), key, unit);
}

static long
dict_long(const struct vec *v, const char *key)
{
	int k = vec_find(v, key);

	ck_assert_msg(k >= 0, "no key %s", key);
	return *VEC_AT(*v, long, k);
}

/* The nobles' numbers are data: what the ruleset file says they change. */
START_TEST(test_ruleset)
{
	struct game g;
	const struct ruleset *rs;
	const struct victory_def *v;

	adellos(&g, "Ann,Bob", NULL);
	rs = g.rs;
	ck_assert_int_eq(rs->chiefs.n, 12);
	ck_assert_int_eq(rs_kind_stat(rs, vec_find(&rs->units, "soldier"),
	    STAT_COST), 3);
	ck_assert_int_eq(mod(rs, "general-iron-fist", "attack", "soldier"), 1);
	ck_assert_int_eq(dict_long(&chief(rs, "prince-konrad")->mods.start,
	    "gold"), 3);
	ck_assert_int_eq(mod(rs, "zombie-lord", "defence", "zombie"), 1);
	ck_assert_int_eq(mod(rs, "vampire-lord-darkula", "summon_counters",
	    "vampire"), -3);
	ck_assert_int_eq(mod(rs, "lich-baron-kynoth", "summons", NULL), 1);
	ck_assert_int_eq(mod(rs, "pope-anicetus", "immune", NULL), 1);
	/* a chief that does not give one has 0 of it */
	ck_assert_int_eq(mod(rs, "pope-anicetus", "summons", NULL), 0);
	ck_assert_int_eq(chief(rs, "merchant-pinkerton")->ability.present, 1);
	ck_assert_int_eq(dict_long(&chief(rs,
	    "merchant-pinkerton")->ability.cost, "gold"), 2);
	/* what an ability does is its effects: a draw of one card, a token
	 * brought in */
	ck_assert_int_eq(chief(rs, "merchant-pinkerton")->ability.effects.n, 1);
	ck_assert_int_eq(VEC_AT(chief(rs, "merchant-pinkerton")->ability.effects,
	    struct effect_def, 0)->draw.present, 1);
	ck_assert_int_eq(chief(rs, "arch-paladin-mathias")->ability.effects.n,
	    1);
	ck_assert_str_eq(VEC_AT(chief(rs,
	    "arch-paladin-mathias")->ability.effects, struct effect_def,
	    0)->enter.unit.text, "paladin");
	ck_assert_int_eq(chief(rs, "conquistadora-lucia")->ability.present,
	    0);
	/* summon: a declared action counting each player's summonings a
	 * round, under 'summons' */
	ck_assert_int_ge(eng_action_find(rs, "summon"), 0);
	ck_assert_str_eq(VEC_AT(rs->actions, struct action_def,
	    eng_action_find(rs, "summon"))->round_count, "summons");
	ck_assert_int_eq(rs->mech.ap.per_turn, 3);
	ck_assert_int_eq(rs->victory.n, 2);
	v = VEC_AT(rs->victory, struct victory_def, 1);
	ck_assert_int_eq(v->when, WHEN_HOLD);
	ck_assert_int_eq(v->turns.n, 3);
	ck_assert_int_eq(RS_FACTION(rs, vec_find(&rs->factions,
	    "undead"))->start.n, 1);
	game_end(&g);
}
END_TEST

static const struct {
	const char *cmd;
	long cost;
} costs[] = {
	{ "move", 1 }, { "attack", 1 }, { "swap", 2 }, { "play", 1 },
	{ "hire", 0 }, { "summon", 0 }, { "ability", 0 },
};

START_TEST(test_ap_costs)
{
	struct game g;
	int c = -1;

	adellos(&g, "Ann,Bob", NULL);
	for (int i = 0; rs_game_cmd_names[i][0] != '\0'; i++)
		if (strcmp(rs_game_cmd_names[i], costs[_i].cmd) == 0)
			c = i;
	ck_assert_int_ge(c, 0);
	ck_assert_int_eq(ap_cost(g.rs, c), costs[_i].cost);
	game_end(&g);
}
END_TEST

/* Turns that win the bonus field by the players still in the game. */
START_TEST(test_hold_needed)
{
	static const char *const players[] = { "Ann,Bob", "Ann,Bob,Cleo",
		"Ann,Bob,Cleo,Dan" };
	static const long want[] = { 5, 4, 3 };
	struct game g;
	int victory;

	for (int i = 0; i < 3; i++) {
		adellos(&g, players[i], NULL);
		ck_assert_int_eq(hold_needed(g.rs, g.st, 0, &victory),
		    want[i]);
		ck_assert_int_eq(victory, 1);
		if (i == 2) {
			g.st->players[3].out = 1;
			ck_assert_int_eq(hold_needed(g.rs, g.st, 0, NULL), 4);
			g.st->players[2].out = 1;
			ck_assert_int_eq(hold_needed(g.rs, g.st, 0, NULL), 5);
		}
		game_end(&g);
	}
	adellos(&g, "Ann,Bob,Cleo,Dan", "hold-players=seated");
	g.st->players[3].out = 1;
	ck_assert_int_eq(hold_needed(g.rs, g.st, 0, NULL), 3);
	game_end(&g);
}
END_TEST

/* When a turn on the bonus field counts: as the holder's turn begins, or
 * (hold-count=turn-end) as it ends; the value hold_at_end() reads it. */
START_TEST(test_hold_at_end)
{
	struct game g;

	adellos(&g, "Ann,Bob", NULL);
	ck_assert_int_eq(eng_hold_at_end(g.rs, 0), 0);
	game_end(&g);
	adellos(&g, "Ann,Bob", "hold-count=turn-end");
	ck_assert_int_eq(eng_hold_at_end(g.rs, 0), 1);
	/* a place no hold victory names: never at the end */
	ck_assert_int_eq(eng_hold_at_end(g.rs, 1), 0);
	game_end(&g);
}
END_TEST

START_TEST(test_start)
{
	struct game g;

	adellos(&g, "Ann,Bob,Cleo", "nobles=prince-konrad,lich-baron-kynoth,"
	    "pope-anicetus");
	ck_assert_str_eq(sb_str(&g.rep.text), "Prince Konrad: Ann starts with "
	    "3 gold more (gold 5 -> 8)\nseat 1: Ann, ruler, Royal Army, "
	    "Prince Konrad\nseat 2: Bob, ruler, Undead, Lich Baron Kynoth\n"
	    "seat 3: Cleo, ruler, Clergy, Pope Anicetus IV\nsetup: before the "
	    "first round players may use 'hire', 'summon'; 'next' starts "
	    "round 1\n");
	ck_assert_int_eq(res_of(&g, "Ann", "gold"), 8);
	ck_assert_int_eq(res_of(&g, "Bob", "gold"), 3);
	ck_assert_int_eq(res_of(&g, "Cleo", "gold"), 5);
	ck_assert_int_eq(g.st->board->track.n, 3);
	for (int p = 0; p < 3; p++) {
		int i = pieces_chief_of(&g.st->pc, g.st->board, p);
		ck_assert_int_ge(i, 0);
		ck_assert_int_eq(g.st->board->track.v[i].area, p);
		ck_assert_int_eq(g.st->board->track.v[i].region, PC_NOWHERE);
	}
	game_end(&g);
}
END_TEST

/* Refusals change nothing, not even the copy they were applied to. */
START_TEST(test_refusals)
{
	struct game g;

	adellos(&g, "Ann,Bob", "nobles=general-iron-fist,zombie-lord");
	game_ok(&g, "hire soldier Ann", "Ann hires soldier-1 (Soldier) for 3 "
	    "gold: gold 5 -> 2\n");
	game_refused(&g, "hire soldier Ann", ST_REFUSED, "adellos: hiring a "
	    "Soldier costs 3 gold; Ann has 2");
	game_refused(&g, "hire zombie Ann", ST_REFUSED, "adellos: Zombie "
	    "belongs to the Undead; Ann plays the Royal Army");
	game_refused(&g, "summon soldier Bob", ST_REFUSED, "adellos: Soldier "
	    "belongs to the Royal Army; Bob plays the Undead");
	game_ok(&g, "next", NULL);
	game_ok(&g, "next", NULL);
	game_refused(&g, "next", ST_REFUSED, "adellos: Ann has 3 action "
	    "points left; a turn ends only when all are spent");
	game_refused(&g, "move soldier-1 nowhere", ST_USAGE, "move a piece "
	    "'home' (its player's play area), to a 'field' of the board, onto "
	    "a place such as bonus, or into a player's play area; not "
	    "'nowhere'");
	game_refused(&g, "attack soldier-1 general-iron-fist", ST_REFUSED,
	    "adellos: soldier-1 and general-iron-fist are both Ann's");
	game_ok(&g, "swap soldier-1 general-iron-fist", NULL);
	game_failed(&g, "swap soldier-1 general-iron-fist", ST_REFUSED,
	    "adellos: 'swap' costs 2 action points; Ann has 1");
	game_end(&g);
}
END_TEST

/* Time counters: put on by summoning and by effects (not on the Pope's
 * player's pieces), keeping a piece from acting, one off at a turn's end. */
START_TEST(test_counters)
{
	struct game g;

	adellos(&g, "Ann,Bob", "nobles=lich-baron-kynoth,pope-anicetus");
	game_ok(&g, "summon zombie Ann", "Ann summons zombie-1 (Zombie) with "
	    "2 time counters (Zombie 2): summoning 1 of 3 in the setup\n");
	game_refused(&g, "counters pope-anicetus 2", ST_REFUSED, "adellos: "
	    "Pope Anicetus IV makes Bob's pieces immune to time counters");
	game_ok(&g, "counters zombie-1 0", NULL);
	game_ok(&g, "counters zombie-1 1", "zombie-1: time counters 0 -> 1\n");
	game_ok(&g, "next", NULL);
	game_ok(&g, "next", NULL);
	game_refused(&g, "move zombie-1 field", ST_REFUSED, "adellos: "
	    "zombie-1 carries 1 time counter: it cannot act until the last "
	    "is gone");
	game_ok(&g, "move lich-baron-kynoth field", NULL);
	game_ok(&g, "move lich-baron-kynoth home", NULL);
	game_ok(&g, "move lich-baron-kynoth field", NULL);
	game_ok(&g, "next", "time counters: zombie-1 1 -> 0\nround 1, Bob's "
	    "turn: income phase\nBob has 3 action points (3 a turn)\nBob's "
	    "units bring no income\n");
	game_end(&g);
}
END_TEST

/* The pieces' part of a snapshot reads back to the same state. */
START_TEST(test_snapshot)
{
	struct game g;
	struct json *j;
	struct state *st;
	char err[128], *a, *b;
	struct game view;

	adellos(&g, "Ann,Bob", "nobles=general-iron-fist,zombie-lord");
	game_ok(&g, "hire soldier Ann", NULL);
	game_ok(&g, "summon zombie Bob", NULL);
	game_ok(&g, "tile paladin move:2", NULL);
	game_ok(&g, "next", NULL);
	game_ok(&g, "next", NULL);
	game_ok(&g, "move soldier-1 bonus", NULL);
	game_ok(&g, "draw Bob 2", NULL);
	j = state_to_json(g.st, g.rs);
	st = state_from_json(j, g.rs, err, sizeof err);
	ck_assert_msg(st != NULL, "%s", err);
	view = g;
	view.st = st;
	a = game_json(&g);
	b = game_json(&view);
	ck_assert_str_eq(a, b);
	ck_assert_int_eq(st->board->owner[0], 0);
	ck_assert_int_eq(board_since(st->board, 0), 1);
	ck_assert_int_eq(board_count(st->board, 0, 0, -1), 1);
	ck_assert_int_eq(st->decks[rs_deck_at(g.rs, rs_draw_deck(g.rs))], 2);
	free(a);
	free(b);
	state_free(st);
	json_free(j);
	game_end(&g);
}
END_TEST

static const struct {
	const char *path;	/* below "pc" */
	const char *value;
} damaged[] = {
	{ "pieces", "{}" },
	{ "pieces", "[[0, 0, 1, 0, -1]]" },
	{ "pieces", "[[99, 0, 1, 0, -1, 0]]" },
	{ "pieces", "[[0, 5, 1, 0, -1, 0]]" },
	{ "pieces", "[[0, 0, 0, 0, -1, 0]]" },	/* a unit numbered 0 */
	{ "pieces", "[[8, 0, 1, 0, -1, 0]]" },	/* a chief numbered 1 */
	{ "pieces", "[[0, 0, 1, 0, 0, 0]]" },	/* in an area and a place */
	{ "pieces", "[[0, 0, 1, -1, 0, -1]]" },
	{ "pieces", "[[0, 0, 1, -1, 0, 0], [0, 1, 2, -1, 0, 0]]" },
	{ "taken", "[]" },
	{ "entered", "[1]" },
	{ "places", "[]" },
	{ "places", "[[3, 1, 0]]" },
	{ "places", "[[0, -1, 0]]" },
	{ "leader", "[12, -1]" },
};

START_TEST(test_damaged)
{
	struct game g;
	struct json *j, *pc, *v;
	struct state *st;
	char err[128] = "";
	int k;

	adellos(&g, "Ann,Bob", "nobles=general-iron-fist,zombie-lord");
	j = state_to_json(g.st, g.rs);
	pc = json_get(j, "pc");
	ck_assert_ptr_nonnull(pc);
	for (k = 0; k < pc->n; k++)
		if (strcmp(pc->keys[k], damaged[_i].path) == 0)
			break;
	ck_assert_int_lt(k, pc->n);
	if (damaged[_i].value == NULL) {
		free(pc->keys[k]);
		pc->keys[k] = strdup("removed");
	} else {
		v = json_parse(damaged[_i].value, err, sizeof err);
		ck_assert_msg(v != NULL, "%s", err);
		json_free(pc->v[k]);
		pc->v[k] = v;
	}
	st = state_from_json(j, g.rs, err, sizeof err);
	ck_assert_msg(st == NULL, "pc.%s = %s was accepted", damaged[_i].path,
	    damaged[_i].value ? damaged[_i].value : "(removed)");
	ck_assert_str_eq(err, "damaged snapshot");
	json_free(j);
	game_end(&g);
}
END_TEST

/* A snapshot written before summoning was a declared action: the
 * summonings begun as the pieces' "summons" and "summons_round", which
 * become the takings of the action counted under "summons"; damaged ones
 * are refused. */
static const struct {
	const char *summons, *round;
	long want;		/* Ann's takings read, -1: refused */
} old_summons[] = {
	{ "[2, 0]", "[1, 0]", 2 },
	{ "[0, 0]", "[0, 0]", 0 },
	{ "[-1, 0]", "[1, 0]", -1 },
	{ "[1, 0]", "[1]", -1 },
	{ "[1, 0]", NULL, -1 },
};

START_TEST(test_old_summons)
{
	struct game g;
	struct json *j, *pc;
	struct state *st;
	char err[128] = "";
	int k;

	adellos(&g, "Ann,Bob", "nobles=lich-baron-kynoth,general-iron-fist");
	j = state_to_json(g.st, g.rs);
	pc = json_get(j, "pc");
	ck_assert_ptr_nonnull(pc);
	json_set(pc, "summons", json_parse(old_summons[_i].summons, err,
	    sizeof err));
	if (old_summons[_i].round != NULL)
		json_set(pc, "summons_round", json_parse(old_summons[_i].round,
		    err, sizeof err));
	st = state_from_json(j, g.rs, err, sizeof err);
	k = eng_action_find(g.rs, "summon");
	ck_assert_int_ge(k, 0);
	if (old_summons[_i].want < 0) {
		ck_assert_ptr_null(st);
	} else {
		ck_assert_ptr_nonnull(st);
		ck_assert_int_eq(st->uses[k].in_round, old_summons[_i].want);
		ck_assert_int_eq(st->uses[k].round, old_summons[_i].want ?
		    1 : 0);
		state_free(st);
	}
	json_free(j);
	game_end(&g);
}
END_TEST

/* The deck's count as saved today ("decks": cards out of it) and before
 * the decks were one declaration ("pc.deck_drawn"); a count that does not
 * fit the deck of 10 (tests/data/adellos-test.yaml) is refused. */
static const struct {
	const char *decks;	/* NULL: the key removed */
	const char *drawn;	/* pc.deck_drawn, or NULL */
	long want;		/* -1: refused */
} saved[] = {
	{ "[3]", NULL, 3 },
	{ NULL, "3", 3 },
	{ NULL, NULL, 0 },
	{ "[-1]", NULL, -1 },
	{ "[11]", NULL, -1 },
	{ "[1, 2]", NULL, -1 },
	{ NULL, "-1", -1 },
	{ NULL, "11", -1 },
};

START_TEST(test_deck_saved)
{
	struct game g;
	struct json *j, *pc;
	struct state *st;
	char err[128] = "";

	adellos(&g, "Ann,Bob", "nobles=general-iron-fist,zombie-lord");
	j = state_to_json(g.st, g.rs);
	pc = json_get(j, "pc");
	ck_assert_ptr_nonnull(json_get(j, "decks"));
	if (saved[_i].decks != NULL)
		json_set(j, "decks", json_parse(saved[_i].decks, err,
		    sizeof err));
	else
		for (int k = 0; k < j->n; k++)
			if (strcmp(j->keys[k], "decks") == 0)
				j->keys[k][0] = 'x';	/* out of the way */
	if (saved[_i].drawn != NULL)
		json_set(pc, "deck_drawn", json_parse(saved[_i].drawn, err,
		    sizeof err));
	st = state_from_json(j, g.rs, err, sizeof err);
	if (saved[_i].want < 0)
		ck_assert_msg(st == NULL, "%s / %s was accepted",
		    saved[_i].decks ? saved[_i].decks : "-",
		    saved[_i].drawn ? saved[_i].drawn : "-");
	else {
		ck_assert_msg(st != NULL, "%s", err);
		ck_assert_int_eq(st->decks[rs_deck_at(g.rs,
		    rs_draw_deck(g.rs))], saved[_i].want);
	}
	state_free(st);
	json_free(j);
	game_end(&g);
}
END_TEST

/* The counted pieces' parts entered at the table, in a snapshot of
 * aldarra-reborn (7 pieces, each its value armour on either side, the
 * game's resources): the keys read back where each is whole, a snapshot
 * refused where one is damaged (a list of another length, a number out of
 * range, an attack not a text or too long for its room). */
static const struct {
	const char *key;
	int len;		/* -1: the right length */
	const char *item;	/* each item, the first the one checked */
	int ok;
} cards[] = {
	{ "pentered-up", -1, "3", 1 },
	{ "pentered-up", 1, "3", 0 },
	{ "pentered-up", -1, "-2", 0 },
	{ "pcost", -1, "4", 1 },
	{ "pcost", 2, "4", 0 },
	{ "pcost", -1, "\"4\"", 0 },
	{ "pattack", -1, "\"2blue\"", 1 },
	{ "pattack", 3, "\"2blue\"", 0 },
	{ "pattack", -1, "2", 0 },
	{ "pattack", -1, "\"0123456789012345678901234567890123\"", 0 },
};

START_TEST(test_cards_entered)
{
	struct game g;
	struct json *j, *v;
	struct state *st;
	struct strbuf b;
	char err[128] = "";
	int n;

	game_start_rs(&g, "aldarra-reborn.yaml",
	    "../tests/data/aldarra-test-values.yaml", "Ann,Bob,Cleo", NULL);
	n = strcmp(cards[_i].key, "pentered-up") == 0 ? g.st->pc.npieces *
	    g.st->pc.npvalues : strcmp(cards[_i].key, "pcost") == 0 ? 2 *
	    g.st->pc.npieces * g.st->pc.nres : 2 * g.st->pc.npieces;
	ck_assert_int_gt(n, 0);
	if (cards[_i].len >= 0)
		n = cards[_i].len;
	sb_init(&b);
	sb_addc(&b, '[');
	for (int i = 0; i < n; i++)
		sb_printf(&b, "%s%s", i ? "," : "", i ? (cards[_i].key[1] == 'a'
		    ? "\"\"" : "-1") : cards[_i].item);
	sb_addc(&b, ']');
	j = state_to_json(g.st, g.rs);
	v = json_parse(sb_str(&b), err, sizeof err);
	ck_assert_msg(v != NULL, "%s", err);
	json_set(json_get(j, "pc"), cards[_i].key, v);
	st = state_from_json(j, g.rs, err, sizeof err);
	if (!cards[_i].ok) {
		ck_assert_msg(st == NULL, "pc.%s = %s was accepted",
		    cards[_i].key, sb_str(&b));
		ck_assert_str_eq(err, "damaged snapshot");
	} else {
		ck_assert_msg(st != NULL, "%s", err);
		if (cards[_i].key[1] == 'a')
			ck_assert_str_eq(st->pc.pattack[0], "2blue");
		else if (cards[_i].key[1] == 'c')
			ck_assert_int_eq(st->pc.pcost[0], 4);
		else
			ck_assert_int_eq(st->pc.pentered[st->pc.npieces *
			    st->pc.npvalues], 3);
		state_free(st);
	}
	sb_release(&b);
	json_free(j);
	game_end(&g);
}
END_TEST

Suite *
suite_pieces(void)
{
	Suite *s = suite_create("pieces");
	TCase *t = tcase_create("mechanisms");

	tcase_add_loop_test(t, test_duel, 0, sizeof duels / sizeof duels[0]);
	tcase_add_test(t, test_ruleset);
	tcase_add_loop_test(t, test_ap_costs, 0,
	    sizeof costs / sizeof costs[0]);
	tcase_add_test(t, test_hold_needed);
	tcase_add_test(t, test_hold_at_end);
	tcase_add_loop_test(t, test_deck_saved, 0,
	    sizeof saved / sizeof saved[0]);
	tcase_add_test(t, test_start);
	tcase_add_test(t, test_refusals);
	tcase_add_test(t, test_counters);
	tcase_add_test(t, test_snapshot);
	tcase_add_loop_test(t, test_old_summons, 0,
	    sizeof old_summons / sizeof old_summons[0]);
	tcase_add_loop_test(t, test_damaged, 0,
	    sizeof damaged / sizeof damaged[0]);
	tcase_add_loop_test(t, test_cards_entered, 0,
	    sizeof cards / sizeof cards[0]);
	suite_add_tcase(s, t);
	return s;
}
