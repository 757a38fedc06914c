/* check_decks.c: decks whose items lie in piles (man/arbiter-ruleset.5,
 * "decks"), on a small ruleset of its own: a deck per player started with
 * 'copies' by the player count, hands drawn unseen with the discard pile
 * shuffled back in, the next hand's sources, a deck of the table drawn at
 * random into a hand and items put back onto the discard pile, the piles
 * in the snapshot (its slots not zero, or every slot as saved before), a
 * deck of every card of 'cards', a deck whose top is seen, and the
 * declarations refused; a dealt deck (albedo's planet deck:
 * its deal, final card and left-over pool, its catalogue cards, its older
 * keys and snapshots, and its inconsistent uses refused). */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/act/act.h"
#include "core/base/strbuf.h"
#include "core/engine/engine.h"
#include "core/play/game.h"
#include "core/rules/ruleset.h"
#include "core/state/state.h"
#include "fixture_game.h"
#include "suites.h"

static const char head[] =
    "format: arbiter-ruleset-1\n"
    "id: piles\n"
    "title: Piles\n"
    "updated: 2026-11-26\n"
    "players: {min: 2, max: 6}\n"
    "rules: {summary: A test of decks in piles.}\n"
    "resources: {vp: {name: victory points, track: true}}\n"
    "phases:\n"
    "  play: {name: play}\n"
    "round:\n"
    "  - turns: [play]\n";

static const char decks[] =
    "decks:\n"
    "  units:\n"
    "    name: the unit deck\n"
    "    per: player\n"
    "    items: {red: 2, blue: 3}\n"
    "    piles: [draw, hand, discard, play]\n"
    "    hand-size: 4\n"
    "    unseen-hand: true\n"
    "    discard: pile\n"
    "    copies: \"1 + (players >= 3)\"\n"
    "  pool:\n"
    "    name: the pool\n"
    "    items: {gold: 2, stone: 1}\n"
    "    piles: [draw, hand, discard]\n"
    "    discard: pile\n"
    "actions:\n"
    "  take:\n"
    "    help: draw from the pool\n"
    "    phase: play\n"
    "    effects: [{draw: {deck: pool, count: 2}}]\n"
    "  pick:\n"
    "    help: draw from the unit deck\n"
    "    phase: play\n"
    "    effects: [{draw: {deck: units, count: 1}}]\n"
    "  give:\n"
    "    help: put a gold back\n"
    "    phase: play\n"
    "    effects: [{return: {deck: pool, items: {gold: 1}}}]\n";

struct fx {
	struct ruleset *rs;
	struct state *st;
};

/* Load head + body; 0, or the errors' count with the first in msg. */
static int
load(const char *body, struct ruleset **rs, char *msg, size_t n)
{
	char text[4096];
	struct rs_text t;
	struct diag_list errs;
	int bad;

	snprintf(text, sizeof text, "%s%s", head, body);
	t = (struct rs_text){ "piles.yaml", text, strlen(text) };
	diag_list_init(&errs);
	bad = ruleset_load(&t, NULL, 0, NULL, 0, rs, &errs) != ST_OK;
	if (bad)
		snprintf(msg, n, "%.500s", errs.n > 0 ? errs.v[0].msg : "?");
	diag_list_free(&errs);
	return bad;
}

/* A game of head + body for the players, "Ann,Bob". */
static void
start(struct fx *f, const char *body, const char *players)
{
	char *copy = strdup(players), *names[8], *save = NULL, msg[512];
	struct report rep;
	struct diag d;
	int n = 0;

	ck_assert_msg(load(body, &f->rs, msg, sizeof msg) == 0, "%s", msg);
	for (char *w = strtok_r(copy, ",", &save); w != NULL;
	    w = strtok_r(NULL, ",", &save))
		names[n++] = w;
	report_init(&rep);
	ck_assert_int_eq(game_new(f->rs, names, n, 7, &f->st, &rep, &d),
	    ST_OK);
	report_release(&rep);
	free(copy);
}

static void
setup(struct fx *f, const char *players)
{
	start(f, decks, players);
}

static void
teardown(struct fx *f)
{
	state_free(f->st);
	ruleset_free(f->rs);
}

static int
run(struct fx *f, const char *line, char *out, size_t n)
{
	char *copy = strdup(line), *argv[8], *save = NULL;
	struct dice_src src;
	struct report rep;
	struct diag d;
	int argc = 0, r;

	for (char *w = strtok_r(copy, " ", &save); w != NULL && argc < 8;
	    w = strtok_r(NULL, " ", &save))
		argv[argc++] = w;
	report_init(&rep);
	dice_src_digital(&src, &f->st->rng);
	r = game_apply(f->rs, f->st, argc, argv, &src, &rep, &d);
	snprintf(out, n, "%.500s", r == ST_OK ? sb_str(&rep.text) : d.msg);
	dice_src_release(&src);
	report_release(&rep);
	free(copy);
	return r;
}

static long *
pile(struct fx *f, const char *deck, int o, const char *id)
{
	int d = vec_find(&f->rs->decks, deck);

	return deck_pile_at(f->rs, f->st, d, o, rs_deck_pile(VEC_AT(
	    f->rs->decks, struct deck_def, d), id));
}

/* Every player's deck starts in the draw pile, once with two players and
 * twice with three (copies "1 + (players >= 3)"); the seats past the
 * players hold nothing. */
START_TEST(test_copies)
{
	struct fx f;

	setup(&f, "Ann,Bob");
	ck_assert_int_eq(pile(&f, "units", 1, "draw")[0], 2);
	ck_assert_int_eq(pile(&f, "units", 1, "draw")[1], 3);
	ck_assert_int_eq(pile(&f, "units", 2, "draw")[1], 0);
	ck_assert_int_eq(pile(&f, "pool", 0, "draw")[0], 2);
	teardown(&f);
	setup(&f, "Ann,Bob,Cleo");
	ck_assert_int_eq(pile(&f, "units", 2, "draw")[0], 4);
	ck_assert_int_eq(pile(&f, "units", 2, "draw")[1], 6);
	ck_assert_int_eq(deck_left(f.rs, f.st, 0), 30);
	teardown(&f);
}
END_TEST

/* A hand of 4 from a deck of 5: drawn unseen.  Named and discarded, the
 * next hand takes the 1 card left and 3 of the reshuffled discard pile. */
START_TEST(test_hand_reshuffle)
{
	struct fx f;
	struct deck_hand h;
	long fixed[2], pool[2], more;
	char out[512];

	setup(&f, "Ann,Bob");
	deck_draw_hand(f.rs, f.st, 0, 0, 4, &h);
	ck_assert_int_eq(h.unseen, 4);
	ck_assert_int_eq(h.last, 0);
	ck_assert_int_eq(h.left, 1);
	ck_assert_int_eq(*deck_unseen(f.rs, f.st, 0, 0), 4);
	ck_assert_int_eq(deck_left(f.rs, f.st, 0), 1 + 5);
	/* the hand while unseen: none certain, 4 of the draw pile's 5 */
	deck_next_hand(f.rs, f.st, 0, 0, 4, 0, fixed, pool, &more);
	ck_assert_int_eq(fixed[0] + fixed[1], 0);
	ck_assert_int_eq(pool[0] * 10 + pool[1], 23);
	ck_assert_int_eq(more, 4);
	/* named: 2 red and 2 blue played, then discarded */
	pile(&f, "units", 0, "draw")[0] -= 2;
	pile(&f, "units", 0, "draw")[1] -= 2;
	pile(&f, "units", 0, "play")[0] += 2;
	pile(&f, "units", 0, "play")[1] += 2;
	*deck_unseen(f.rs, f.st, 0, 0) = 0;
	/* before the discard: the play pile counts as discarded */
	deck_next_hand(f.rs, f.st, 0, 0, 4, 1u << 3, fixed, pool, &more);
	ck_assert_int_eq(fixed[0] * 10 + fixed[1], 1);
	ck_assert_int_eq(pool[0] * 10 + pool[1], 22);
	ck_assert_int_eq(more, 3);
	deck_pile_onto(f.rs, f.st, 0, 0, 3, 2);
	deck_draw_hand(f.rs, f.st, 0, 0, 4, &h);
	ck_assert_int_eq(h.last, 1);
	ck_assert_int_eq(h.shuffled, 4);
	ck_assert_int_eq(h.unseen, 3);
	ck_assert_int_eq(h.left, 1);
	ck_assert_int_eq(pile(&f, "units", 0, "hand")[1], 1);
	ck_assert_int_eq(pile(&f, "units", 0, "draw")[0] * 10 +
	    pile(&f, "units", 0, "draw")[1], 22);
	ck_assert_int_eq(pile(&f, "units", 0, "discard")[0] +
	    pile(&f, "units", 0, "discard")[1], 0);
	/* a hand drawn unseen: no random draw until it is named */
	ck_assert_int_eq(run(&f, "pick", out, sizeof out), ST_REFUSED);
	ck_assert_str_eq(out, "piles: Ann has a hand drawn unseen from the "
	    "unit deck: its items are named before more are drawn");
	/* Bob's deck is his own */
	ck_assert_int_eq(pile(&f, "units", 1, "draw")[1], 3);
	teardown(&f);
}
END_TEST

/* A deck thinner than a hand, with an empty discard pile: all of it. */
START_TEST(test_hand_thin)
{
	struct fx f;
	struct deck_hand h;

	setup(&f, "Ann,Bob");
	deck_draw_hand(f.rs, f.st, 0, 1, 7, &h);
	ck_assert_int_eq(h.last, 5);
	ck_assert_int_eq(h.shuffled, 0);
	ck_assert_int_eq(h.unseen, 0);
	ck_assert_int_eq(pile(&f, "units", 1, "hand")[0] * 10 +
	    pile(&f, "units", 1, "hand")[1], 23);
	teardown(&f);
}
END_TEST

/* Hands drawn unseen by a declared draw (unseen, hand_size) and cards
 * moved between piles by move-cards: the actor's draw pile refused while
 * a hand drawn unseen from it is not named; every player's play pile onto
 * his discard pile, its line said only when a card moved; the next hand
 * drawn from the discard pile shuffled in. */
static const char moves[] =
    "  deal:\n"
    "    help: draw a hand unseen from the unit deck\n"
    "    phase: play\n"
    "    effects: [{draw: {deck: units, count: hand_size(units), unseen: "
    "true}}]\n"
    "  burn:\n"
    "    help: the actor's draw pile onto the discard pile\n"
    "    phase: play\n"
    "    effects: [{move-cards: {deck: units, from: draw, to: discard, "
    "player: me}}]\n"
    "  clear:\n"
    "    help: every player's cards played onto the discard pile\n"
    "    phase: play\n"
    "    effects:\n"
    "      - move-cards: {deck: units, from: play, to: discard}\n"
    "        says: the cards played are discarded\n";

START_TEST(test_move_cards)
{
	struct fx f;
	char body[4096], out[512];

	snprintf(body, sizeof body, "%s%s", decks, moves);
	start(&f, body, "Ann,Bob");
	ck_assert_int_eq(run(&f, "deal", out, sizeof out), ST_OK);
	ck_assert_str_eq(out, "Ann draws 4 cards (1 left in the deck)\n");
	ck_assert_int_eq(*deck_unseen(f.rs, f.st, 0, 0), 4);
	ck_assert_int_eq(run(&f, "burn", out, sizeof out), ST_REFUSED);
	ck_assert_str_eq(out, "piles: Ann has a hand drawn unseen from the "
	    "unit deck: its cards are named before the draw pile moves");
	ck_assert_int_eq(pile(&f, "units", 0, "draw")[0] * 10 +
	    pile(&f, "units", 0, "draw")[1], 23);
	/* named: 2 red and 2 blue played; Bob played 1 blue */
	pile(&f, "units", 0, "draw")[0] -= 2;
	pile(&f, "units", 0, "draw")[1] -= 2;
	pile(&f, "units", 0, "play")[0] += 2;
	pile(&f, "units", 0, "play")[1] += 2;
	*deck_unseen(f.rs, f.st, 0, 0) = 0;
	pile(&f, "units", 1, "draw")[1] -= 1;
	pile(&f, "units", 1, "play")[1] += 1;
	ck_assert_int_eq(run(&f, "clear", out, sizeof out), ST_OK);
	ck_assert_str_eq(out, "the cards played are discarded\n");
	ck_assert_int_eq(pile(&f, "units", 0, "discard")[0] * 10 +
	    pile(&f, "units", 0, "discard")[1], 22);
	ck_assert_int_eq(pile(&f, "units", 1, "discard")[1], 1);
	ck_assert_int_eq(pile(&f, "units", 0, "play")[0] +
	    pile(&f, "units", 0, "play")[1] + pile(&f, "units", 1,
	    "play")[1], 0);
	/* nothing left to move: nothing said */
	ck_assert_int_eq(run(&f, "clear", out, sizeof out), ST_OK);
	ck_assert_str_eq(out, "");
	ck_assert_int_eq(run(&f, "deal", out, sizeof out), ST_OK);
	ck_assert_str_eq(out, "Ann draws the last 1 card, shuffles the "
	    "discard pile (4 cards) into a new deck and draws 3 more (1 "
	    "left)\n");
	/* named now, Ann's draw pile moves; Bob's does not */
	*deck_unseen(f.rs, f.st, 0, 0) = 0;
	ck_assert_int_eq(run(&f, "burn", out, sizeof out), ST_OK);
	ck_assert_int_eq(pile(&f, "units", 0, "draw")[0] +
	    pile(&f, "units", 0, "draw")[1], 0);
	ck_assert_int_eq(pile(&f, "units", 0, "discard")[0] +
	    pile(&f, "units", 0, "discard")[1], 4);
	ck_assert_int_eq(pile(&f, "units", 1, "draw")[0] * 10 +
	    pile(&f, "units", 1, "draw")[1], 22);
	teardown(&f);
}
END_TEST

/* The pool (2 gold, 1 stone) drawn at random into the hand pile, a gold
 * put back onto the discard pile, shuffled in when the draw pile is
 * empty; drawing more than it holds is refused and changes nothing. */
START_TEST(test_table_draw)
{
	struct fx f;
	char out[512];

	setup(&f, "Ann,Bob");
	ck_assert_int_eq(run(&f, "take", out, sizeof out), ST_OK);
	ck_assert_int_eq(pile(&f, "pool", 0, "hand")[0] +
	    pile(&f, "pool", 0, "hand")[1], 2);
	ck_assert_int_eq(pile(&f, "pool", 0, "draw")[0] +
	    pile(&f, "pool", 0, "draw")[1], 1);
	if (pile(&f, "pool", 0, "hand")[0] == 0) {
		ck_assert_int_eq(run(&f, "give", out, sizeof out), ST_REFUSED);
		ck_assert_str_eq(out, "piles: Ann holds 0 gold in hand; 1 "
		    "cannot be put back");
		pile(&f, "pool", 0, "hand")[0]++;
		pile(&f, "pool", 0, "draw")[0]--;
		pile(&f, "pool", 0, "draw")[1]++;
		pile(&f, "pool", 0, "hand")[1]--;
	}
	ck_assert_int_eq(run(&f, "give", out, sizeof out), ST_OK);
	ck_assert_str_eq(out, "Ann puts 1 gold back into the pool\n");
	ck_assert_int_eq(pile(&f, "pool", 0, "discard")[0], 1);
	ck_assert_int_eq(run(&f, "take", out, sizeof out), ST_OK);
	ck_assert_msg(strstr(out, "the discard pile of the pool is shuffled "
	    "into its draw pile\n") != NULL, "%s", out);
	ck_assert_int_eq(pile(&f, "pool", 0, "hand")[0] +
	    pile(&f, "pool", 0, "hand")[1], 3);
	ck_assert_int_eq(pile(&f, "pool", 0, "discard")[0], 0);
	ck_assert_int_eq(run(&f, "take", out, sizeof out), ST_REFUSED);
	ck_assert_str_eq(out, "piles: the pool holds 0 items; 2 cannot be "
	    "drawn");
	teardown(&f);
}
END_TEST

/* The piles' counts are part of the snapshot, and a snapshot whose pile
 * holds a negative count is refused. */
START_TEST(test_snapshot)
{
	struct fx f;
	struct deck_hand h;
	struct state *back;
	struct json *j, *a;
	char err[256];

	setup(&f, "Ann,Bob");
	deck_draw_hand(f.rs, f.st, 0, 1, 7, &h);
	j = state_to_json(f.st, f.rs);
	back = state_from_json(j, f.rs, err, sizeof err);
	ck_assert_msg(back != NULL, "%s", err);
	ck_assert_int_eq(back->ndeck, f.st->ndeck);
	ck_assert_mem_eq(back->decks, f.st->decks, (size_t)f.st->ndeck *
	    sizeof *f.st->decks);
	state_free(back);
	a = json_arr();
	for (int i = 0; i < f.st->ndeck; i++)
		json_push(a, json_int(i == 3 ? -1 : f.st->decks[i]));
	json_set(j, "decks", a);
	ck_assert_ptr_null(state_from_json(j, f.rs, err, sizeof err));
	json_free(j);
	teardown(&f);
}
END_TEST

/* A deck whose top lies face up keeps the item seen there after its
 * counts: none at the start, kept by the snapshot, an item it names or
 * none; a draw takes the item seen, and the next is not seen until
 * entered, nor after an item is put back in; a snapshot saved before the
 * deck was declared (shorter) reads it empty, for the mechanism that kept
 * it to fill. */
START_TEST(test_face_up)
{
	static const char body[] = "decks:\n"
	    "  market: {name: the market, items: {gold: 2, stone: 1}, "
	    "piles: [draw, hand], face-up: true, shuffled: true}\n"
	    "actions:\n"
	    "  buy: {help: take the top, phase: play, effects: [{draw: "
	    "{deck: market, count: 1}}]}\n"
	    "  sell: {help: put a stone back, phase: play, effects: "
	    "[{return: {deck: market, items: {stone: 1}}}]}\n";
	char *names[] = { "Ann", "Bob" }, msg[512];
	struct fx f;
	struct state *back;
	struct report rep;
	struct diag d;
	struct json *j, *a;

	ck_assert_msg(load(body, &f.rs, msg, sizeof msg) == 0, "%s", msg);
	ck_assert_int_eq(rs_deck_owner_slots(VEC_AT(f.rs->decks,
	    struct deck_def, 0)), 6);
	report_init(&rep);
	ck_assert_int_eq(game_new(f.rs, names, 2, 7, &f.st, &rep, &d), ST_OK);
	report_release(&rep);
	ck_assert_int_eq(f.st->ndeck, 6);
	ck_assert_int_eq(*deck_top(f.rs, f.st, 0, 0), -1);
	ck_assert_int_eq(pile(&f, "market", 0, "draw")[1], 1);
	*deck_top(f.rs, f.st, 0, 0) = 1;
	j = state_to_json(f.st, f.rs);
	back = state_from_json(j, f.rs, msg, sizeof msg);
	ck_assert_msg(back != NULL, "%s", msg);
	ck_assert_int_eq(*deck_top(f.rs, back, 0, 0), 1);
	state_free(back);
	for (int bad = 2; bad >= -2; bad -= 4) {	/* no such item */
		a = json_arr();
		for (int i = 0; i < 6; i++)
			json_push(a, json_int(i == 5 ? bad : f.st->decks[i]));
		json_set(j, "decks", a);
		ck_assert_ptr_null(state_from_json(j, f.rs, msg, sizeof msg));
	}
	json_set(j, "decks", json_arr());
	back = state_from_json(j, f.rs, msg, sizeof msg);
	ck_assert_msg(back != NULL, "%s", msg);
	ck_assert_int_eq(deck_pile_at(f.rs, back, 0, 0, 0)[0], 0);
	ck_assert_int_eq(*deck_top(f.rs, back, 0, 0), -1);
	state_free(back);
	json_free(j);
	/* the stone seen on top is the one drawn, though 1 of 100 */
	pile(&f, "market", 0, "draw")[0] = 99;
	ck_assert_int_eq(run(&f, "buy", msg, sizeof msg), ST_OK);
	ck_assert_int_eq(pile(&f, "market", 0, "hand")[1], 1);
	ck_assert_int_eq(pile(&f, "market", 0, "draw")[1], 0);
	ck_assert_int_eq(*deck_top(f.rs, f.st, 0, 0), -1);
	*deck_top(f.rs, f.st, 0, 0) = 0;
	ck_assert_int_eq(run(&f, "sell", msg, sizeof msg), ST_OK);
	ck_assert_int_eq(pile(&f, "market", 0, "draw")[1], 1);
	ck_assert_int_eq(*deck_top(f.rs, f.st, 0, 0), -1);
	teardown(&f);
}
END_TEST

/* A deck of 'kinds: cards' holds every card of a ruleset's 'cards' (here
 * albedo's players' decks of its eleven cards), in their order: those its
 * 'items' do not give start at none, so that a card of another deck can
 * come into it. */
/* The decks in a snapshot are their slots not zero, after the number of
 * slots; a snapshot of STATE_VERSION 8 gave every slot (dense) and reads
 * as the same state, its text the same as the state's now; a sparse form
 * that does not fit is refused. */
START_TEST(test_snapshot_sparse)
{
	static const char *const bad[] = {
		"{\"not_zero\": []}", "{\"slots\": -1, \"not_zero\": []}",
		"{\"slots\": 999999, \"not_zero\": []}",
		"{\"slots\": 0, \"not_zero\": [0, 1]}",
		"{\"slots\": 1}", "{\"slots\": 1, \"not_zero\": [0]}",
		"{\"slots\": 1, \"not_zero\": {}}",
		"{\"slots\": 2, \"not_zero\": [1, 1, 0, 1]}",
		"{\"slots\": 2, \"not_zero\": [0, 1, 0, 2]}",
		"{\"slots\": 1, \"not_zero\": [0, -1]}",
		"{\"slots\": 1, \"not_zero\": [\"0\", 1]}",
		"{\"slots\": 1, \"not_zero\": [0, \"1\"]}",
		"{\"slots\": 3, \"not_zero\": []}",	/* a deck cut short */
	};
	struct fx f;
	struct deck_hand h;
	struct state *back;
	struct json *j, *o, *dense;
	struct strbuf a, b;
	char err[256];
	int nz = 0;

	setup(&f, "Ann,Bob,Cleo");
	deck_draw_hand(f.rs, f.st, 0, 1, 7, &h);
	j = state_to_json(f.st, f.rs);
	o = json_get(j, "decks");
	ck_assert_int_eq(o->type, J_OBJ);
	ck_assert_int_eq(json_get(o, "slots")->i, f.st->ndeck);
	for (int i = 0; i < f.st->ndeck; i++)
		nz += f.st->decks[i] != 0;
	ck_assert_int_gt(nz, 0);
	ck_assert_int_lt(nz, f.st->ndeck);
	ck_assert_int_eq(json_get(o, "not_zero")->n, 2 * nz);
	/* the dense form of version 8 */
	dense = json_arr();
	for (int i = 0; i < f.st->ndeck; i++)
		json_push(dense, json_int(f.st->decks[i]));
	json_set(j, "decks", dense);
	json_set(j, "v", json_int(8));
	back = state_from_json(j, f.rs, err, sizeof err);
	ck_assert_msg(back != NULL, "%s", err);
	ck_assert_mem_eq(back->decks, f.st->decks, (size_t)f.st->ndeck *
	    sizeof *f.st->decks);
	sb_init(&a);
	sb_init(&b);
	state_write(&a, f.st, f.rs);
	state_write(&b, back, f.rs);
	ck_assert_str_eq(sb_str(&a), sb_str(&b));
	ck_assert_int_eq(state_snapshot_current(sb_str(&a)), 1);
	ck_assert_int_eq(strncmp(sb_str(&a), "{\"v\":9,", 7), 0);
	sb_release(&a);
	sb_release(&b);
	state_free(back);
	ck_assert_int_eq(state_snapshot_current("{\"v\":8,\"round\":1}"), 1);
	ck_assert_int_eq(state_snapshot_current("{\"round\":1,\"v\":8}"), 1);
	ck_assert_int_eq(state_snapshot_current("{\"v\":7,\"round\":1}"), 0);
	ck_assert_int_eq(state_snapshot_current("{\"v\":10,\"round\":1}"),
	    0);
	/* a later arbiter's snapshot is told from an older one's */
	ck_assert_int_eq(state_snapshot_newer("{\"v\":10,\"round\":1}"), 1);
	ck_assert_int_eq(state_snapshot_newer("{\"round\":1,\"v\":99}"), 1);
	ck_assert_int_eq(state_snapshot_newer("{\"v\":9,\"round\":1}"), 0);
	ck_assert_int_eq(state_snapshot_newer("{\"v\":7,\"round\":1}"), 0);
	ck_assert_int_eq(state_snapshot_newer("{\"v\":\"10\"}"), 0);
	ck_assert_int_eq(state_snapshot_newer("not json"), 0);
	/* the sparse form written before no deck was declared: each deck
	 * past its slots reads empty, as the dense form's */
	json_set(j, "v", json_int(9));
	json_set(j, "decks", json_parse("{\"slots\": 0, \"not_zero\": []}",
	    err, sizeof err));
	back = state_from_json(j, f.rs, err, sizeof err);
	ck_assert_msg(back != NULL, "%s", err);
	json_set(j, "decks", json_arr());
	{
		struct state *b2 = state_from_json(j, f.rs, err, sizeof err);
		ck_assert_msg(b2 != NULL, "%s", err);
		ck_assert_mem_eq(back->decks, b2->decks, (size_t)f.st->ndeck *
		    sizeof *f.st->decks);
		state_free(b2);
	}
	state_free(back);
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		struct json *v = json_parse(bad[i], err, sizeof err);
		ck_assert_msg(v != NULL, "%s: %s", bad[i], err);
		json_set(j, "decks", v);
		err[0] = '\0';
		ck_assert_msg(state_from_json(j, f.rs, err, sizeof err) ==
		    NULL, "decks %s was accepted", bad[i]);
		ck_assert_str_eq(err, "damaged snapshot");
	}
	json_free(j);
	teardown(&f);
}
END_TEST

START_TEST(test_card_kinds)
{
	char *names[] = { "A", "B", "C", "D", "E" }, *text;
	struct ruleset *rs = NULL;
	struct state *st = NULL;
	struct rs_text t;
	struct diag_list errs;
	struct report rep;
	struct diag d;
	size_t n;
	int h;

	text = fixture_read_shipped("albedo.yaml", &n);
	t = (struct rs_text){ "albedo.yaml", text, n };
	diag_list_init(&errs);
	ck_assert_int_eq(ruleset_load(&t, NULL, 0, NULL, 0, &rs, &errs),
	    ST_OK);
	diag_list_free(&errs);
	h = vec_find(&rs->decks, "player-decks");
	ck_assert_int_eq(VEC_AT(rs->decks, struct deck_def, h)->items.n,
	    rs->cards.n);
	report_init(&rep);
	ck_assert_int_eq(game_new(rs, names, 5, 1, &st, &rep, &d), ST_OK);
	report_release(&rep);
	/* rulebook line 105: "Every player receives a deck consisting of 5
	 * Fighters, 3 Infantry, and 1 Ace Pilot"; line 120: not doubled with
	 * five players and two boxes */
	ck_assert_int_eq(deck_pile_at(rs, st, h, 4, 0)[vec_find(&rs->cards,
	    "infantry")], 3);
	ck_assert_int_eq(deck_pile_at(rs, st, h, 4, 0)[vec_find(&rs->cards,
	    "fighter")], 5);
	ck_assert_int_eq(deck_pile_at(rs, st, h, 4, 0)[vec_find(&rs->cards,
	    "heavy-fighter")], 0);
	ck_assert_int_eq(deck_count(deck_pile_at(rs, st, h, 4, 0),
	    rs->cards.n), 9);
	state_free(st);
	ruleset_free(rs);
	free(text);
}
END_TEST

static const struct {
	const char *body, *msg;
} bad[] = {
	{ "decks: {d: {name: d, size: 5, hand: vp, piles: [draw]}}\n",
	    "deck 'd': a deck with 'piles' is tracked ('items'), not counted "
	    "('size')" },
	{ "decks: {d: {name: d, items: {a: 1}, per: player}}\n",
	    "deck 'd': 'per', 'hand-size', 'unseen-hand', 'discard: pile', "
	    "'face-up' and 'shuffled' belong to a deck with 'piles'" },
	{ "decks: {d: {name: d, items: {a: 1}, face-up: true}}\n",
	    "'face-up' and 'shuffled' belong to a deck with 'piles'" },
	{ "decks: {d: {name: d, items: {a: 1, b: 1}, shuffled: true}}\n",
	    "'face-up' and 'shuffled' belong to a deck with 'piles'" },
	{ "decks: {d: {name: d, items: {a: 1}, piles: [draw], hand-size: "
	    "2}}\n", "deck 'd' draws hands: it needs a pile 'hand' under "
	    "'piles'" },
	{ "decks: {d: {name: d, items: {a: 1}, piles: [draw, hand], "
	    "unseen-hand: true}}\n", "deck 'd': 'unseen-hand' needs the "
	    "'hand-size'" },
	{ "decks: {d: {name: d, items: {a: 1}, piles: [draw, hand], discard: "
	    "pile}}\n", "deck 'd': 'discard: pile' needs a pile 'discard' "
	    "under 'piles', after the draw pile" },
	{ "decks: {d: {name: d, items: {a: 1}, piles: [hand, draw]}}\n",
	    "deck 'd': its first pile is the draw pile, not the hand" },
	{ "decks: {d: {name: d, items: {a: 1}, piles: [draw, x, x]}}\n",
	    "deck 'd' names pile 'x' twice" },
	/* a deck of hands brings the card mechanisms, which draw from its
	 * first pile and put a garrison on the pile 'garrison' */
	{ "cards: {x: {name: X, space: 1, ground: 1}}\ndecks: {h: {name: h, "
	    "per: player, kinds: cards, items: {x: 2}, piles: [garrison, "
	    "hand], hand-size: 1, unseen-hand: true}}\n", "deck 'h': its "
	    "first pile is the draw pile, not the garrison" },
	{ "decks: {d: {name: d, items: {a: 1}, kinds: cards}}\n",
	    "deck 'd' holds cards: 'kinds: cards' needs the cards under "
	    "'cards'" },
	{ "decks: {d: {name: d, size: 4, hand: vp, copies: \"2\"}}\n",
	    "deck 'd': 'copies' belongs to a tracked deck ('items')" },
	/* a dealt deck not of the site cards has a hand, and no items */
	{ "decks: {d: {name: d, deal: \"3\"}}\n", "deck 'd' is dealt: its "
	    "cards are the site cards ('kinds: sites'), revealed by "
	    "'mechanisms.claims', or counted cards drawn into the resource "
	    "its 'hand' names (no 'items')" },
	{ "decks: {d: {name: d, deal: \"3\", hand: vp, items: {a: 1}}}\n",
	    "or counted cards drawn into the resource its 'hand' names" },
	{ "decks: {d: {name: d, deal: \"3\", hand: vp, per: player}}\n",
	    "deck 'd' is dealt ('deal'): it takes no 'size', 'piles', "
	    "'copies', 'per', 'hand-size', 'unseen-hand', 'face-up', "
	    "'shuffled' or 'discard: pile'" },
	{ "decks: {d: {name: d, deal: \"players - 3\", hand: vp}}\n",
	    "deck 'd' deals -1 and sets 0 aside for 2 players: a deck holds "
	    "from none to 100000" },
	{ "decks: {d: {name: d, deal: \"3\", hand: vp}}\nactions: {a: "
	    "{help: a, effects: [{return: {deck: d, items: {x: 1}}}]}}\n",
	    "'actions.a.effects.1.return': deck 'd' is dealt: an effect draws "
	    "from it only into its 'hand' (the resource its cards go to), and "
	    "puts nothing back" },
	{ "decks: {d: {name: d, items: {a: 1}}}\nactions: {a: {help: a, "
	    "effects: [{draw: {deck: d, count: \"1\", reason: x}}]}}\n",
	    "'actions.a.effects.1.draw': 'reason' and 'refuse-empty' belong "
	    "to a draw from a counted or dealt deck" },
	{ "decks: {d: {name: d, size: 2, hand: vp}}\nactions: {a: {help: a, "
	    "effects: [{return: {deck: d, items: {x: 1}, refuse-empty: "
	    "true}}]}}\n", "'actions.a.effects.1.return': 'reason' and "
	    "'refuse-empty' belong to a draw from a counted or dealt deck" },
	/* no deck named and none counted */
	{ "decks: {d: {name: d, items: {a: 1}}}\nactions: {a: {help: a, "
	    "effects: [{draw: {count: \"1\"}}]}}\n",
	    "'actions.a.effects.1.draw': which deck? ('deck: ID')" },
	/* words that may be left out: numbers with a default, the last */
	{ "actions: {a: {help: a, args: [{name: w, kind: player, default: "
	    "1}]}}\n", "'actions.a.args': 'w' is no number: 'default' gives a "
	    "number word's value when it is left out" },
	{ "actions: {a: {help: a, args: [{name: n, kind: number, max: 5, "
	    "default: 6}]}}\n", "'actions.a.args': the default of 'n', 6, is "
	    "not from 1 to 5" },
	{ "actions: {a: {help: a, args: [{name: n, kind: number, default: "
	    "1}, {name: w, kind: player}]}}\n", "'actions.a.args': 'w' "
	    "follows a word that may be left out ('default'): so may it, with "
	    "a default of its own" },
};

START_TEST(test_bad)
{
	struct ruleset *rs = NULL;
	char msg[512];

	ck_assert_int_eq(load(bad[_i].body, &rs, msg, sizeof msg), 1);
	ck_assert_msg(strstr(msg, bad[_i].msg) != NULL, "got '%s'", msg);
}
END_TEST

/* --- a dealt deck: albedo's planet deck -------------------------------- */

/* albedo.yaml with an overlay text (or none), and a game of n players:
 * 0, or the errors' count with every message in msg. */
static int
albedo(const char *overlay, int n, struct ruleset **rs, struct state **st,
    char *msg, size_t len)
{
	char *names[] = { "A", "B", "C", "D", "E", "F", "G", "H" }, *text;
	struct rs_text t, o;
	struct diag_list errs;
	struct report rep;
	struct diag d;
	size_t tn;
	int refused;

	text = fixture_read_shipped("albedo.yaml", &tn);
	t = (struct rs_text){ "albedo.yaml", text, tn };
	o = (struct rs_text){ "over.yaml", overlay, overlay ? strlen(overlay) :
	    0 };
	diag_list_init(&errs);
	refused = ruleset_load(&t, &o, overlay != NULL, NULL, 0, rs, &errs) !=
	    ST_OK;
	msg[0] = '\0';
	for (int i = 0; i < errs.n; i++)
		snprintf(msg + strlen(msg), len - strlen(msg), "%s; ",
		    errs.v[i].msg);
	diag_list_free(&errs);
	free(text);
	if (refused)
		return 1;
	report_init(&rep);
	ck_assert_int_eq(game_new(*rs, names, n, 1, st, &rep, &d), ST_OK);
	report_release(&rep);
	return 0;
}

/* The planet deck: rulebook line 134, "put 13 of them face down on the
 * final planet card. Set the remaining planets aside" (17 - 13 = 4);
 * line 478, "20 planet cards instead of 13" with two boxes, whose pool
 * is the other 2 x 17 - 20 = 14 (albedo.yaml, reading two-boxes).  With
 * no catalogue the deck knows no card: three slots. */
START_TEST(test_dealt)
{
	struct ruleset *rs = NULL;
	struct state *st = NULL;
	char msg[1024];
	long *v;
	int d;

	ck_assert_msg(albedo(NULL, 4, &rs, &st, msg, sizeof msg) == 0, "%s",
	    msg);
	d = rs_site_deck(rs);
	ck_assert_int_eq(d, vec_find(&rs->decks, "sites"));
	ck_assert_int_eq(rs_deck_slots(VEC_AT(rs->decks, struct deck_def, d)),
	    3);
	v = deck_dealt(rs, st, d);
	ck_assert_int_eq(v[DEALT_LEFT], 13);
	ck_assert_int_eq(v[DEALT_FINAL], 1);
	ck_assert_int_eq(v[DEALT_LEFT_OVER], 4);
	ck_assert_int_eq(deck_left(rs, st, d), 14);
	state_free(st);
	ruleset_free(rs);
	ck_assert_msg(albedo(NULL, 5, &rs, &st, msg, sizeof msg) == 0, "%s",
	    msg);
	v = deck_dealt(rs, st, rs_site_deck(rs));
	ck_assert_int_eq(v[DEALT_LEFT], 20);
	ck_assert_int_eq(v[DEALT_FINAL], 1);
	ck_assert_int_eq(v[DEALT_LEFT_OVER], 14);
	state_free(st);
	ruleset_free(rs);
}
END_TEST

/* A catalogue of the site cards (tests/data/albedo-catalogue.yaml: 17
 * and the final one) gives the deck its items, in the catalogue's order,
 * once each; the snapshot keeps what is known of each, and a snapshot
 * saved before the deck (its slots missing, 'deck_left', 'final_left',
 * 'aside' and 'seen' under 'cards') reads into it; a value no slot holds
 * is refused. */
START_TEST(test_dealt_catalogue)
{
	struct ruleset *rs = NULL;
	struct state *st = NULL, *back;
	char msg[1024], *over;
	struct json *j, *c, *a;
	size_t n;
	long *v;
	int d, p13;

	over = fixture_read_shipped("../tests/data/albedo-catalogue.yaml", &n);
	ck_assert_msg(albedo(over, 2, &rs, &st, msg, sizeof msg) == 0, "%s",
	    msg);
	free(over);
	d = rs_site_deck(rs);
	ck_assert_int_eq(VEC_AT(rs->decks, struct deck_def, d)->items.n, 18);
	ck_assert_int_eq(rs_deck_slots(VEC_AT(rs->decks, struct deck_def, d)),
	    3 + 18);
	p13 = vec_find(&rs->sites.catalogue, "p13");
	ck_assert_str_eq(VEC_AT(rs->decks, struct deck_def, d)->items.ids[p13],
	    "p13");
	v = deck_dealt(rs, st, d);
	v[DEALT_LEFT] = 12;
	v[DEALT_KNOWN + p13] = KNOWN_LEFT_OVER;
	j = state_to_json(st, rs);
	back = state_from_json(j, rs, msg, sizeof msg);
	ck_assert_msg(back != NULL, "%s", msg);
	ck_assert_int_eq(deck_dealt(rs, back, d)[DEALT_LEFT], 12);
	ck_assert_int_eq(deck_dealt(rs, back, d)[DEALT_KNOWN + p13],
	    KNOWN_LEFT_OVER);
	state_free(back);
	/* older: the site deck's slots (the last deck's) in 'cards' */
	a = json_arr();
	for (int i = 0; i < rs_deck_at(rs, d); i++)
		json_push(a, json_int(st->decks[i]));
	json_set(j, "decks", a);
	c = json_get(j, "cards");
	json_set(c, "deck_left", json_int(9));
	json_set(c, "final_left", json_int(1));
	json_set(c, "aside", json_int(4));
	a = json_arr();
	for (int i = 0; i < 18; i++)
		json_push(a, json_int(i == p13 ? 1 : 0));
	json_set(c, "seen", a);
	back = state_from_json(j, rs, msg, sizeof msg);
	ck_assert_msg(back != NULL, "%s", msg);
	ck_assert_int_eq(deck_dealt(rs, back, d)[DEALT_LEFT], 9);
	ck_assert_int_eq(deck_dealt(rs, back, d)[DEALT_FINAL], 1);
	ck_assert_int_eq(deck_dealt(rs, back, d)[DEALT_LEFT_OVER], 4);
	ck_assert_int_eq(deck_dealt(rs, back, d)[DEALT_KNOWN + p13],
	    KNOWN_DRAWN);
	state_free(back);
	json_set(c, "final_left", json_int(2));
	ck_assert_ptr_null(state_from_json(j, rs, msg, sizeof msg));
	json_free(j);
	/* the slots: the final card 0 or 1, what is known 0 to 2 */
	v[DEALT_FINAL] = 2;
	j = state_to_json(st, rs);
	ck_assert_ptr_null(state_from_json(j, rs, msg, sizeof msg));
	json_free(j);
	v[DEALT_FINAL] = 1;
	v[DEALT_KNOWN] = 3;
	j = state_to_json(st, rs);
	ck_assert_ptr_null(state_from_json(j, rs, msg, sizeof msg));
	json_free(j);
	state_free(st);
	ruleset_free(rs);
}
END_TEST

/* An overlay written for the older keys gives the rows' 'deck' and
 * 'aside': they become the site deck's 'deal' and 'left-over', the first
 * row that holds the player count giving its value. */
START_TEST(test_dealt_older_rows)
{
	struct ruleset *rs = NULL;
	struct state *st = NULL;
	char msg[1024];
	long *v;

	ck_assert_msg(albedo("format: arbiter-overlay-1\nruleset: albedo\n"
	    "mechanisms: {claims: {by-players: [{players: {min: 2, max: 4}, "
	    "per-round: 2, deck: 13, aside: 6}, {players: {min: 5, max: 8}, "
	    "per-round: 3, deck: 20, aside: 2}]}}\n", 3, &rs, &st, msg,
	    sizeof msg) == 0, "%s", msg);
	v = deck_dealt(rs, st, rs_site_deck(rs));
	ck_assert_int_eq(v[DEALT_LEFT], 13);
	ck_assert_int_eq(v[DEALT_LEFT_OVER], 6);
	ck_assert_int_eq(v[DEALT_FINAL], 1);
	state_free(st);
	ruleset_free(rs);
	ck_assert_msg(albedo("format: arbiter-overlay-1\nruleset: albedo\n"
	    "mechanisms: {claims: {by-players: [{players: {min: 2, max: 4}, "
	    "per-round: 2, deck: 13, aside: 6}, {players: {min: 5, max: 8}, "
	    "per-round: 3, deck: 20, aside: 2}]}}\n", 6, &rs, &st, msg,
	    sizeof msg) == 0, "%s", msg);
	v = deck_dealt(rs, st, rs_site_deck(rs));
	ck_assert_int_eq(v[DEALT_LEFT], 20);
	ck_assert_int_eq(v[DEALT_LEFT_OVER], 2);
	state_free(st);
	ruleset_free(rs);
}
END_TEST

/* Overlays of albedo that make its site deck inconsistent. */
static const struct {
	const char *over, *msg;
} bad_dealt[] = {
	/* a final card the deck does not have */
	{ "decks: {sites: {final: false}}\nsites: {catalogue: {f: {name: F, "
	    "value: 1, final: true, locations: [[], [], []]}}}\n",
	    "site 'f' is the final one, but deck 'sites' has no final card "
	    "('final: true')" },
	{ "decks: {sites: {size: 13}}\n", "deck 'sites' is dealt ('deal'): "
	    "it takes no 'size', 'piles', 'copies'" },
	{ "decks: {extra: {name: x, kinds: sites, deal: \"1\"}}\n",
	    "deck 'extra': deck 'sites' holds the site cards already" },
	{ "decks: {extra: {name: x, items: {a: 1}, final: true}}\n",
	    "deck 'extra': 'final', 'left-over' and 'kinds: sites' belong to "
	    "a dealt deck ('deal')" },
	{ "decks: {extra: {name: x, deal: \"3\"}}\n", "deck 'extra' is dealt: "
	    "its cards are the site cards ('kinds: sites'), revealed by "
	    "'mechanisms.claims', or counted cards drawn into the resource its "
	    "'hand' names (no 'items')" },
	{ "decks: {sites: {left-over: \"4 - players\"}}\n", "deck 'sites' "
	    "deals 20 and sets -1 aside for 5 players: a deck holds from none "
	    "to 100000" },
	/* 12 and the final one in 7 rounds of 2 */
	{ "decks: {sites: {deal: \"12\"}}\n", "12 sites in the deck and the "
	    "final one do not make 7 rounds of 2" },
	{ "decks: {sites: {items: {nowhere: 1}}}\n", "'decks.sites.items."
	    "nowhere': the items of a deck of 'kinds: sites' are the cards of "
	    "'sites.catalogue', once each" },
	{ "decks: {sites: {kinds: items, items: {a: 1}}}\n", "'mechanisms."
	    "claims' needs the deck of the site cards: a deck under 'decks' "
	    "with 'kinds: sites'" },
	/* the site deck has no hand: the card mechanisms reveal its cards
	 * onto the table */
	{ "actions: {peek: {help: draw a site, effects: [{draw: {deck: "
	    "sites, count: 1}}]}}\n", "deck 'sites' is dealt: an effect draws "
	    "from it only into its 'hand' (the resource its cards go to), and "
	    "puts nothing back" },
};

START_TEST(test_dealt_bad)
{
	struct ruleset *rs = NULL;
	struct state *st = NULL;
	char over[1024], msg[4096];

	snprintf(over, sizeof over, "format: arbiter-overlay-1\nruleset: "
	    "albedo\n%s", bad_dealt[_i].over);
	ck_assert_int_ne(albedo(over, 2, &rs, &st, msg, sizeof msg), 0);
	ck_assert_msg(strstr(msg, bad_dealt[_i].msg) != NULL, "got '%s'",
	    msg);
}
END_TEST

/* A dealt deck drawn by the effect draw: "players - 1" cards dealt (2
 * with three players), the final card under them, 1 set aside; a draw
 * takes the dealt cards, then the final one, into the hand (here the
 * resource vp), never the left-over card; an empty deck gives nothing,
 * or refuses with 'refuse-empty'. */
static const char dealt_body[] =
    "decks:\n"
    "  quests: {name: the quests, deal: \"players - 1\", final: true, "
    "left-over: \"1\", hand: vp}\n"
    "actions:\n"
    "  quest:\n"
    "    help: draw quests\n"
    "    args: [{name: n, kind: number, max: 9}]\n"
    "    effects: [{draw: {deck: quests, count: n, reason: a quest}}]\n"
    "  seek:\n"
    "    help: draw a quest or be refused\n"
    "    effects: [{draw: {deck: quests, count: \"1\", refuse-empty: "
    "true}}]\n";

START_TEST(test_dealt_draw)
{
	char out[600];
	struct fx f;
	long *v;
	int q, vp;

	start(&f, dealt_body, "Ann,Bob,Cleo");
	q = vec_find(&f.rs->decks, "quests");
	vp = rs_resource(f.rs, "vp");
	v = deck_dealt(f.rs, f.st, q);
	ck_assert_int_eq(v[DEALT_LEFT], 2);
	ck_assert_int_eq(v[DEALT_FINAL], 1);
	ck_assert_int_eq(v[DEALT_LEFT_OVER], 1);
	ck_assert_int_eq(deck_left(f.rs, f.st, q), 3);
	/* no dice: a dealt deck's cards are all alike */
	ck_assert_int_eq(eng_action_dice(f.rs, eng_action_find(f.rs,
	    "quest")), 0);
	ck_assert_int_eq(run(&f, "quest 1", out, sizeof out), ST_OK);
	ck_assert_str_eq(out, "Ann draws 1 victory points (a quest): victory "
	    "points 0 -> 1; 1 left in the quests, then the final card\n");
	ck_assert_int_eq(v[DEALT_LEFT], 1);
	ck_assert_int_eq(v[DEALT_FINAL], 1);
	/* 5 asked, 2 left: the last dealt card and the final one */
	ck_assert_int_eq(run(&f, "quest 5", out, sizeof out), ST_OK);
	ck_assert_int_eq(f.st->players[0].res[vp], 3);
	ck_assert_int_eq(v[DEALT_LEFT], 0);
	ck_assert_int_eq(v[DEALT_FINAL], 0);
	ck_assert_int_eq(v[DEALT_LEFT_OVER], 1);
	ck_assert_int_eq(deck_left(f.rs, f.st, q), 0);
	ck_assert_ptr_nonnull(strstr(out, "(a quest; the final card last; no "
	    "more were left)"));
	ck_assert_int_eq(run(&f, "quest 1", out, sizeof out), ST_OK);
	ck_assert_str_eq(out, "the quests is empty: Ann draws nothing (a "
	    "quest)\n");
	ck_assert_int_eq(run(&f, "seek", out, sizeof out), ST_REFUSED);
	ck_assert_str_eq(out, "piles: the quests is empty: no more cards can "
	    "be drawn");
	ck_assert_int_eq(f.st->players[0].res[vp], 3);
	teardown(&f);
}
END_TEST

/* A draw from the site deck given a hand: its unseen cards counted out
 * of the deck, the final one last (albedo's 13 and the final planet with
 * four players, rulebook line 134). */
START_TEST(test_dealt_sites_draw)
{
	struct ruleset *rs = NULL;
	struct state *st = NULL;
	char msg[1024];
	struct fx f;
	long *v;

	ck_assert_msg(albedo("format: arbiter-overlay-1\nruleset: albedo\n"
	    "decks: {sites: {hand: vp}}\nactions: {peek: {help: draw sites, "
	    "args: [{name: who, kind: player}, {name: n, kind: number, max: "
	    "20}], effects: [{draw: {deck: sites, count: n}}]}}\n", 4, &rs,
	    &st, msg, sizeof msg) == 0, "%s", msg);
	f.rs = rs;
	f.st = st;
	v = deck_dealt(rs, st, rs_site_deck(rs));
	ck_assert_msg(run(&f, "peek A 13", msg, sizeof msg) == ST_OK, "%s",
	    msg);
	ck_assert_int_eq(v[DEALT_LEFT], 0);
	ck_assert_int_eq(v[DEALT_FINAL], 1);
	ck_assert_int_eq(run(&f, "peek B 2", msg, sizeof msg), ST_OK);
	ck_assert_int_eq(v[DEALT_FINAL], 0);
	ck_assert_int_eq(v[DEALT_LEFT_OVER], 4);
	ck_assert_int_eq(st->players[0].res[rs_resource(rs, "vp")], 13);
	ck_assert_int_eq(st->players[1].res[rs_resource(rs, "vp")], 1);
	teardown(&f);
}
END_TEST

/* A counted deck of 6 drawn by declared actions: 'grab' names no deck
 * (the first counted one) and takes a number that may be left out (2);
 * the ruleset declares no 'draw', so it has the command as the program
 * had it (ruleset_draw.c): 'draw PLAYER [N]', 1 card by default, refused
 * when the deck is empty; an action that ran the mechanism 'draw' in a
 * ruleset without a counted deck is no command. */
static const char counted_body[] =
    "decks:\n"
    "  cards: {name: the deck, size: 6, hand: vp}\n"
    "actions:\n"
    "  grab:\n"
    "    help: draw cards\n"
    "    args: [{name: n, kind: number, max: 3, default: 2}]\n"
    "    effects: [{draw: {count: n}}]\n";

START_TEST(test_draw_declared)
{
	char msg[512], out[600];
	struct strbuf use;
	struct fx f;
	int vp, g;

	sb_init(&use);
	start(&f, counted_body, "Ann,Bob");
	vp = rs_resource(f.rs, "vp");
	g = eng_action_find(f.rs, "grab");
	eng_action_usage(f.rs, g, &use);
	ck_assert_str_eq(sb_str(&use), "grab [N]");
	ck_assert_int_eq(eng_action_dice(f.rs, g), 0);
	ck_assert_int_eq(run(&f, "grab", out, sizeof out), ST_OK);
	ck_assert_str_eq(out, "Ann draws 2 victory points (the draw): victory "
	    "points 0 -> 2; 4 left in the deck\n");
	ck_assert_int_eq(run(&f, "grab 3", out, sizeof out), ST_OK);
	ck_assert_int_eq(f.st->players[0].res[vp], 5);
	ck_assert_int_eq(run(&f, "grab 4", out, sizeof out), ST_USAGE);
	ck_assert_int_eq(run(&f, "grab 1 2", out, sizeof out), ST_USAGE);
	ck_assert_str_eq(out, "usage: grab [N]");
	/* the command of old: Bob draws the last card, then nobody */
	g = eng_action_find(f.rs, "draw");
	ck_assert_int_ge(g, 0);
	sb_reset(&use);
	eng_action_usage(f.rs, g, &use);
	ck_assert_str_eq(sb_str(&use), "draw PLAYER [N]");
	sb_release(&use);
	ck_assert_int_eq(run(&f, "draw Bob 3", out, sizeof out), ST_OK);
	ck_assert_str_eq(out, "Bob draws 1 victory points (an effect at the "
	    "table; no more were left): victory points 0 -> 1; 0 left in the "
	    "deck\n");
	ck_assert_int_eq(run(&f, "draw Ann", out, sizeof out), ST_REFUSED);
	ck_assert_str_eq(out, "piles: the deck is empty: no more cards can be "
	    "drawn");
	ck_assert_int_eq(f.st->players[0].res[vp], 5);
	teardown(&f);
	/* run: draw without a counted deck: no such command */
	ck_assert_msg(load("decks: {d: {name: d, items: {a: 1}}}\nactions: "
	    "{draw: {help: draw, run: draw}}\n", &f.rs, msg, sizeof msg) == 0,
	    "%s", msg);
	ck_assert_int_eq(eng_action_find(f.rs, "draw"), -1);
	ruleset_free(f.rs);
}
END_TEST

Suite *
suite_decks(void)
{
	Suite *s = suite_create("decks");
	TCase *tc = tcase_create("piles");

	tcase_add_test(tc, test_copies);
	tcase_add_test(tc, test_hand_reshuffle);
	tcase_add_test(tc, test_hand_thin);
	tcase_add_test(tc, test_move_cards);
	tcase_add_test(tc, test_table_draw);
	tcase_add_test(tc, test_snapshot);
	tcase_add_test(tc, test_snapshot_sparse);
	tcase_add_test(tc, test_card_kinds);
	tcase_add_test(tc, test_face_up);
	tcase_add_loop_test(tc, test_bad, 0, sizeof bad / sizeof bad[0]);
	tcase_add_test(tc, test_dealt);
	tcase_add_test(tc, test_dealt_catalogue);
	tcase_add_test(tc, test_dealt_older_rows);
	tcase_add_test(tc, test_dealt_draw);
	tcase_add_test(tc, test_dealt_sites_draw);
	tcase_add_test(tc, test_draw_declared);
	tcase_add_loop_test(tc, test_dealt_bad, 0, sizeof bad_dealt /
	    sizeof bad_dealt[0]);
	suite_add_tcase(s, tc);
	return s;
}
