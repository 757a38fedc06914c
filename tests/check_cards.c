/* check_cards.c: the card mechanisms: exact hand counting (binomials and
 * hypergeometric compositions), where a next hand comes from, snapshots of
 * the card state (and damaged ones refused, final standings that are not
 * the state's winners among them), mines in the landing order, brought()
 * kept while the cards stay, the left-over pool and the face-up supply
 * decks, on the albedo ruleset with the TEST VALUES catalogue. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/state/cards.h"
#include "core/base/cmdline.h"
#include "core/engine/engine.h"
#include "core/expr/expr.h"
#include "core/act/act.h"
#include "core/rules/names.h"
#include "core/engine/engine_cards.h"
#include "core/play/game.h"
#include "fixture_game.h"
#include "suites.h"

/* --- counting -------------------------------------------------------------- */

static const struct {
	long n, k, want;
} choose_cases[] = {
	{ 9, 6, 84 }, { 9, 0, 1 }, { 0, 0, 1 }, { 5, 6, 0 }, { 6, 3, 20 },
	{ 52, 5, 2598960 }, { 60, 30, 118264581564861424L },
	{ 70, 35, -1 },		/* beyond a long: refused, not wrong */
	{ 5, -1, 0 },
};

START_TEST(test_choose)
{
	ck_assert_int_eq(cards_choose(choose_cases[_i].n, choose_cases[_i].k),
	    choose_cases[_i].want);
}
END_TEST

START_TEST(test_ways_exactly)
{
	/* 5 Strikers among 9 cards, a hand of 6: exactly 4 Strikers */
	ck_assert_int_eq(cards_ways_exactly(9, 5, 6, 4), 30);
	ck_assert_int_eq(cards_ways_exactly(9, 5, 6, 5), 4);
	ck_assert_int_eq(cards_ways_exactly(9, 5, 6, 1), 0);
	ck_assert_int_eq(cards_ways_exactly(9, 1, 6, 1), 56);
}
END_TEST

struct tally {
	int n;
	long total, ways_321, ways_501;
};

static void
count(const long *c, long ways, void *ctx)
{
	struct tally *t = ctx;

	t->n++;
	t->total += ways;
	if (c[0] == 3 && c[1] == 2 && c[2] == 1)
		t->ways_321 = ways;
	if (c[0] == 5 && c[1] == 0 && c[2] == 1)
		t->ways_501 = ways;
}

START_TEST(test_compositions)
{
	/* a starting deck: 5 Strikers, 3 Infantry, 1 Ace Pilot; draw 6 */
	const long pool[] = { 5, 3, 1 };
	struct tally t = { 0, 0, 0, 0 };

	ck_assert_int_eq(cards_compositions(pool, 3, 6, count, &t), 0);
	ck_assert_int_eq(t.n, 7);
	ck_assert_int_eq(t.total, 84);
	ck_assert_int_eq(t.ways_321, 30);
	ck_assert_int_eq(t.ways_501, 1);
}
END_TEST

START_TEST(test_compositions_edges)
{
	const long empty[] = { 0, 0 }, some[] = { 2, 1 };
	struct tally t = { 0, 0, 0, 0 };

	/* nothing to draw from: the one empty hand */
	ck_assert_int_eq(cards_compositions(empty, 2, 0, count, &t), 0);
	ck_assert_int_eq(t.n, 1);
	ck_assert_int_eq(t.total, 1);
	/* more wanted than there are: no hand at all */
	memset(&t, 0, sizeof t);
	ck_assert_int_eq(cards_compositions(some, 2, 4, count, &t), 0);
	ck_assert_int_eq(t.n, 0);
}
END_TEST

/* --- a game of albedo with the TEST VALUES catalogue ------------------------ */

struct cg {
	struct ruleset *rs;
	struct state *st;
	struct report rep;
	struct diag d;
};

/* albedo.yaml's text with each edit[i][0] (once) replaced by edit[i][1]. */
static char *
edited_base(const char *const (*edit)[2], size_t *nb)
{
	char *base = fixture_read_shipped("albedo.yaml", nb);

	for (int i = 0; edit != NULL && edit[i][0] != NULL; i++) {
		char *at = strstr(base, edit[i][0]), *to;
		size_t n0 = strlen(edit[i][0]), n1 = strlen(edit[i][1]);
		ck_assert_msg(at != NULL, "albedo.yaml has no '%s'", edit[i][0]);
		to = malloc(*nb - n0 + n1 + 1);
		ck_assert_ptr_nonnull(to);
		memcpy(to, base, (size_t)(at - base));
		memcpy(to + (at - base), edit[i][1], n1);
		strcpy(to + (at - base) + n1, at + n0);
		*nb = *nb - n0 + n1;
		free(base);
		base = to;
	}
	return base;
}

/* The game, with extra (an overlay's text) over the catalogue, if any, and
 * albedo.yaml edited by edit (NULL: as shipped). */
static void
cg_start_edited(struct cg *g, const char *players, const char *extra,
    const char *const (*edit)[2])
{
	char *base, *over, *copy = strdup(players), *names[8], *save = NULL;
	struct rs_text tb, to[2];
	struct diag_list errs;
	size_t nb, no;
	int n = 0;

	memset(g, 0, sizeof *g);
	base = edited_base(edit, &nb);
	over = fixture_read_shipped("../tests/data/albedo-catalogue.yaml", &no);
	tb = (struct rs_text){ "albedo.yaml", base, nb };
	to[0] = (struct rs_text){ "albedo-catalogue.yaml", over, no };
	if (extra != NULL)
		to[1] = (struct rs_text){ "extra.yaml", extra, strlen(extra) };
	diag_list_init(&errs);
	ck_assert_msg(ruleset_load(&tb, to, extra != NULL ? 2 : 1, NULL, 0,
	    &g->rs, &errs) == ST_OK, "%s", errs.n ? errs.v[0].msg : "?");
	diag_list_free(&errs);
	free(base);
	free(over);
	for (char *w = strtok_r(copy, ",", &save); w != NULL;
	    w = strtok_r(NULL, ",", &save))
		names[n++] = w;
	report_init(&g->rep);
	ck_assert_int_eq(game_new(g->rs, names, n, 1, &g->st, &g->rep, &g->d),
	    ST_OK);
	free(copy);
}

static void
cg_start_over(struct cg *g, const char *players, const char *extra)
{
	cg_start_edited(g, players, extra, NULL);
}

static void
cg_start(struct cg *g, const char *players)
{
	cg_start_over(g, players, NULL);
}

static void
cg_end(struct cg *g)
{
	report_release(&g->rep);
	state_free(g->st);
	ruleset_free(g->rs);
}

/* Apply a line (dice after '=' as physical faces); a refusal leaves the
 * state as it was. */
static int
cg_run(struct cg *g, const char *line)
{
	char **argv, *eq;
	int argc, r, nf = 0;
	long faces[16];
	struct dice_src src;
	struct state *copy = state_copy(g->st, g->rs);
	char buf[512];

	snprintf(buf, sizeof buf, "%s", line);
	if ((eq = strstr(buf, " = ")) != NULL) {
		for (char *p = eq + 3, *end; *p; p = end) {
			faces[nf++] = strtol(p, &end, 10);
			while (*end == ' ')
				end++;
		}
		*eq = '\0';
	}
	ck_assert_int_eq(cmdline_split(buf, &argc, &argv, &g->d), ST_OK);
	if (eq != NULL)
		dice_src_physical(&src, faces, nf);
	else
		dice_src_digital(&src, &copy->rng);
	report_release(&g->rep);
	report_init(&g->rep);
	r = game_apply(g->rs, copy, argc, argv, &src, &g->rep, &g->d);
	if (r == ST_OK)
		r = dice_src_finish(&src, &g->d);
	dice_src_release(&src);
	cmdline_free(argc, argv);
	if (r == ST_OK) {
		state_free(g->st);
		g->st = copy;
	} else {
		state_free(copy);
	}
	return r;
}

static void
cg_ok(struct cg *g, const char *line)
{
	int r = cg_run(g, line);

	ck_assert_msg(r == ST_OK, "'%s': %s", line, g->d.msg);
}

START_TEST(test_next_hand)
{
	struct cg g;
	long fixed[16], pool[16], n;
	struct cards_state *c;

	cg_start(&g, "Ann,Bob");
	c = g.st->cards;
	ck_assert_int_eq(c->ncards, 11);
	/* before any draw: 6 of the 9 starting cards */
	cards_next_hand(g.rs, g.st, 0, fixed, pool, &n);
	ck_assert_int_eq(n, 6);
	ck_assert_int_eq(cards_count(fixed, c->ncards), 0);
	ck_assert_int_eq(pool[0], 5);
	ck_assert_int_eq(pool[1], 3);
	ck_assert_int_eq(pool[2], 1);
	/* 2 left in the deck, 5 in the discard pile: both of the deck's for
	 * sure, 4 of the reshuffled discard pile */
	memset(cards_pile(g.rs, g.st, 0, PILE_DRAW), 0, 11 * sizeof(long));
	memset(cards_pile(g.rs, g.st, 0, PILE_DISCARD), 0, 11 * sizeof(long));
	cards_pile(g.rs, g.st, 0, PILE_DRAW)[2] = 1;
	cards_pile(g.rs, g.st, 0, PILE_DRAW)[0] = 1;
	cards_pile(g.rs, g.st, 0, PILE_DISCARD)[1] = 3;
	cards_pile(g.rs, g.st, 0, PILE_DISCARD)[0] = 2;
	cards_next_hand(g.rs, g.st, 0, fixed, pool, &n);
	ck_assert_int_eq(n, 4);
	ck_assert_int_eq(fixed[0], 1);
	ck_assert_int_eq(fixed[2], 1);
	ck_assert_int_eq(pool[0], 2);
	ck_assert_int_eq(pool[1], 3);
	/* a thin deck: all 7 cards make the hand */
	cards_pile(g.rs, g.st, 0, PILE_DISCARD)[1] = 1;
	cards_pile(g.rs, g.st, 0, PILE_DISCARD)[0] = 1;
	cards_pile(g.rs, g.st, 0, PILE_DISCARD)[3] = 0;
	cards_next_hand(g.rs, g.st, 0, fixed, pool, &n);
	ck_assert_int_eq(n, 2);
	cg_end(&g);
}
END_TEST

static void
play_round_one(struct cg *g)
{
	cg_ok(g, "reveal p03");
	cg_ok(g, "reveal p06");
	cg_ok(g, "next");
	cg_ok(g, "commit Ann 2 4xfighter 2xinfantry");
	cg_ok(g, "commit Bob 2 3xfighter 3xinfantry");
	cg_ok(g, "commit Cleo 1 3xfighter 3xinfantry");
	cg_ok(g, "next");
	cg_ok(g, "resolve");
	cg_ok(g, "land Cleo 3 shipyard:minelayer");
	cg_ok(g, "resolve");
	cg_ok(g, "land Ann 1 flag:3");
	cg_ok(g, "land Bob 2 city:infantry");
}

START_TEST(test_snapshot)
{
	struct cg g;
	struct json *j, *k;
	struct state *back;
	struct strbuf a, b;
	char err[128];

	cg_start(&g, "Ann,Bob,Cleo");
	play_round_one(&g);
	j = state_to_json(g.st, g.rs);
	back = state_from_json(j, g.rs, err, sizeof err);
	ck_assert_msg(back != NULL, "%s", err);
	k = state_to_json(back, g.rs);
	sb_init(&a);
	sb_init(&b);
	json_write(&a, j, 0);
	json_write(&b, k, 0);
	ck_assert_str_eq(sb_str(&a), sb_str(&b));
	ck_assert_int_eq(back->cards->sites[1].keeper, 0);
	ck_assert_int_eq(back->cards->garrisons[1], 1);
	ck_assert_int_eq(back->cards->sites[0].where[3], -1);
	sb_release(&a);
	sb_release(&b);
	json_free(j);
	json_free(k);
	state_free(back);
	cg_end(&g);
}
END_TEST

/* A snapshot saved before the players' decks were a deck of the ruleset
 * kept their piles and unseen hands under "cards" ("pile", by player, pile
 * and card; "hand_unknown"): they are read into the deck, and the state is
 * the same as the one saved now. */
START_TEST(test_older_piles)
{
	struct cg g;
	struct json *j, *k, *pile, *zero;
	struct state *back;
	struct strbuf a, b;
	char err[128];

	cg_start(&g, "Ann,Bob,Cleo");
	play_round_one(&g);
	cg_ok(&g, "next");
	j = state_to_json(g.st, g.rs);
	pile = json_arr();
	for (int p = 0; p < 3; p++)
		for (int x = 0; x < PILE__N; x++)
			for (int c = 0; c < 11; c++)
				json_push(pile, json_int(cards_pile(g.rs, g.st,
				    p, x)[c]));
	json_set(json_get(j, "cards"), "pile", pile);
	json_set(json_get(j, "cards"), "hand_unknown", json_longs((long[]){
	    *cards_unseen(g.rs, g.st, 0), *cards_unseen(g.rs, g.st, 1),
	    *cards_unseen(g.rs, g.st, 2) }, 3));
	zero = json_arr();	/* the players' decks' counts none */
	for (int i = 0; i < g.st->ndeck; i++)
		json_push(zero, json_int(i < rs_deck_slots(VEC_AT(g.rs->decks,
		    struct deck_def, rs_hand_deck(g.rs))) ? 0 : g.st->decks[i]));
	json_set(j, "decks", zero);
	back = state_from_json(j, g.rs, err, sizeof err);
	ck_assert_msg(back != NULL, "%s", err);
	json_free(j);
	j = state_to_json(g.st, g.rs);
	k = state_to_json(back, g.rs);
	sb_init(&a);
	sb_init(&b);
	json_write(&a, j, 0);
	json_write(&b, k, 0);
	ck_assert_str_eq(sb_str(&a), sb_str(&b));
	/* the Minelayer Cleo's shipyard gave lies in her discard pile */
	ck_assert_int_eq(cards_pile(g.rs, back, 2, PILE_DISCARD)[vec_find(
	    &g.rs->cards, "minelayer")], 1);
	sb_release(&a);
	sb_release(&b);
	json_free(j);
	json_free(k);
	state_free(back);
	cg_end(&g);
}
END_TEST

/* Damaged card states: a key of "cards" set to a JSON text. */
static const struct {
	const char *key, *value;
} damaged[] = {
	{ "pile", "[1, 2]" },
	{ "scoring", "7" },
	{ "per_round", "-1" },
	{ "seen", "[9]" },		/* older: the site deck's */
	{ "deck_left", "-1" },
	{ "committed", "[0, 2, 0]" },
	{ "sites", "[{\"id\": \"x\"}]" },
	{ "kept", "[{\"player\": 5, \"name\": \"p\", \"value\": 1, "
	    "\"score\": 1, \"round\": 1}]" },
	{ "rank", "[0, 0, 7]" },
	{ "fill", "[]" },
	{ "hand_unknown", "[-1, 0, 0]" },
	{ "face_up", "[-1, -1, -1, -1, 11]" },	/* no such card */
	{ "face_up", "[-1, -1, -1, -1, 0]" },	/* not in the Shipyard */
	{ "face_up", "[-1, -1]" },
	{ "supply", "[1, 2]" },		/* older: [deck][card] */
	{ "supply", "[" "7,0,0,0,0,0,0,0,0,0,0, 0,0,0,0,0,0,0,0,0,0,0, "
	    "0,0,0,0,0,0,0,0,0,0,0, 0,0,0,0,0,0,0,0,0,0,0, "
	    "0,0,0,0,0,0,0,0,0,0,-1]" },
	{ "named_sites", "-1" },
};

START_TEST(test_damaged)
{
	struct cg g;
	struct json *j, *c, *v;
	struct state *back;
	char err[128];
	int found = 0;

	cg_start(&g, "Ann,Bob,Cleo");
	play_round_one(&g);
	j = state_to_json(g.st, g.rs);
	c = json_get(j, "cards");
	ck_assert_ptr_nonnull(c);
	v = json_parse(damaged[_i].value, err, sizeof err);
	ck_assert_ptr_nonnull(v);
	for (int i = 0; i < c->n; i++)
		found |= strcmp(c->keys[i], damaged[_i].key) == 0;
	/* keys written only once in use are added, and those of older
	 * snapshots */
	ck_assert_msg(found || strcmp(damaged[_i].key, "face_up") == 0 ||
	    strcmp(damaged[_i].key, "named_sites") == 0 ||
	    strcmp(damaged[_i].key, "pile") == 0 ||
	    strcmp(damaged[_i].key, "supply") == 0 ||
	    strcmp(damaged[_i].key, "seen") == 0 ||
	    strcmp(damaged[_i].key, "deck_left") == 0 ||
	    strcmp(damaged[_i].key, "hand_unknown") == 0, "no key %s",
	    damaged[_i].key);
	json_set(c, damaged[_i].key, v);
	back = state_from_json(j, g.rs, err, sizeof err);
	ck_assert_msg(back == NULL, "cards.%s = %s was accepted",
	    damaged[_i].key, damaged[_i].value);
	ck_assert_str_eq(err, "damaged snapshot");
	json_free(j);
	cg_end(&g);
}
END_TEST

/* The final standings and the winners of struct state (bit p for seat p):
 * a snapshot is read back only when the standings' first place are the
 * winners, and never while the standings still wait for a draw. */
static const struct {
	const char *rank, *tied;
	int scoring;
	unsigned winners;
	const char *want;	/* game_winner, "" when not over, NULL refused */
} standings[] = {
	{ "[1, 0, 2]", "[1, 0, 0]", 0, 3, "Ann, Bob" },
	{ "[1, 0, 2]", "[0, 0, 0]", 0, 2, "Bob" },
	{ "[2, 1, 0]", "[1, 1, 0]", 0, 7, "Ann, Bob, Cleo" },
	{ "[]", "[]", 1, 0, "" },
	{ "[1, 0, 2]", "[1, 0, 0]", 0, 2, NULL },	/* a joint winner lost */
	{ "[1, 0, 2]", "[0, 0, 0]", 0, 0, NULL },	/* standings, no winner */
	{ "[1, 0, 2]", "[0, 0, 0]", 1, 2, NULL },	/* still waiting */
	{ "[]", "[]", 1, 2, NULL },			/* over while waiting */
	{ "[1, 0]", "[0, 0]", 0, 2, NULL },		/* a player left out */
};

START_TEST(test_standings_winners)
{
	struct cg g;
	struct json *j, *c;
	struct state *back;
	char err[128];

	cg_start(&g, "Ann,Bob,Cleo");
	play_round_one(&g);
	j = state_to_json(g.st, g.rs);
	c = json_get(j, "cards");
	json_set(c, "rank", json_parse(standings[_i].rank, err, sizeof err));
	json_set(c, "rank_tied", json_parse(standings[_i].tied, err,
	    sizeof err));
	json_set(c, "scoring", json_int(standings[_i].scoring));
	json_set(j, "winners", json_int((long)standings[_i].winners));
	back = state_from_json(j, g.rs, err, sizeof err);
	if (standings[_i].want == NULL) {
		ck_assert_ptr_null(back);
		ck_assert_str_eq(err, "damaged snapshot");
	} else {
		char *w;
		ck_assert_ptr_nonnull(back);
		ck_assert_uint_eq(cards_top(back->cards), back->winners);
		ck_assert_int_eq(state_over(back), *standings[_i].want != '\0');
		w = game_winner(g.rs, back);
		ck_assert_str_eq(w != NULL ? w : "", standings[_i].want);
		free(w);
		state_free(back);
	}
	json_free(j);
	cg_end(&g);
}
END_TEST

/* The Minelayer (TEST VALUES: space 1) lowers each card of the others by
 * 1, and the lowered values are what the landing order compares. */
START_TEST(test_mines)
{
	struct cg g;
	const struct json *pl, *order;

	cg_start(&g, "Ann,Bob,Cleo");
	play_round_one(&g);
	cg_ok(&g, "next");
	cg_ok(&g, "reveal p09");
	cg_ok(&g, "reveal p12");
	cg_ok(&g, "next");
	cg_ok(&g, "commit Ann 1 2xfighter 2 infantry ace-pilot fighter "
	    "infantry");
	cg_ok(&g, "commit Bob 1 ace-pilot fighter:r 2 fighter 2xinfantry "
	    "fighter");
	cg_ok(&g, "commit Cleo 1 minelayer 2 2xfighter ace-pilot 2xfighter");
	cg_ok(&g, "next");
	cg_ok(&g, "resolve");
	pl = json_get(g.rep.data, "players");
	ck_assert_int_eq(pl->n, 3);
	/* Ann: two Strikers of 2, each lowered to 1 */
	ck_assert_int_eq(json_get(pl->v[0], "space")->i, 2);
	ck_assert_int_eq(json_get(pl->v[0], "space_best")->i, 1);
	ck_assert_int_eq(json_get(pl->v[0], "mines_against")->i, 1);
	/* Bob: the Ace Pilot 3 to 2, the turned Striker 1 to 0 */
	ck_assert_int_eq(json_get(pl->v[1], "space")->i, 2);
	ck_assert_int_eq(json_get(pl->v[1], "space_best")->i, 2);
	/* Cleo's own mine does not touch her */
	ck_assert_int_eq(json_get(pl->v[2], "space")->i, 1);
	ck_assert_int_eq(json_get(pl->v[2], "mines")->i, 1);
	order = json_get(g.rep.data, "order");
	ck_assert_str_eq(order->v[0]->s, "Bob");
	ck_assert_str_eq(order->v[1]->s, "Ann");
	ck_assert_str_eq(order->v[2]->s, "Cleo");
	ck_assert_str_eq(json_get(json_get(g.rep.data, "decided")->v[0],
	    "by")->s, "space-best");
	cg_end(&g);
}
END_TEST

/* The hints name the claiming command, the order of claims and the
 * sub-locations as the ruleset calls them (its action that runs 'claim',
 * its ranking's name, its kinds), not as albedo does. */
START_TEST(test_claim_words)
{
	static const char *const edit[][2] = {
		{ "  land:\n    help:", "  settle:\n    help:" },
		{ "name: landing order", "name: claim order" },
		/* the line of the order, which the game writes itself */
		{ "say: \"landing order: {@claimers}", "say: \"claim order: "
		    "{@claimers}" },
		{ "    city: {", "    keep: {name: keep, effect: garrison}\n"
		    "    city: {" },
		{ NULL, NULL },
	};
	struct cg g;

	cg_start_edited(&g, "Ann,Bob,Cleo", NULL, edit);
	/* the examples of a sub-location: the first kind that garrisons */
	ck_assert_int_eq(cg_run(&g, "reveal north 3 flag - -"), ST_USAGE);
	ck_assert_str_eq(g.d.msg, "'flag': write each sub-location as "
	    "KIND:COST, e.g. keep:2");
	cg_ok(&g, "reveal p03");
	cg_ok(&g, "reveal p06");
	cg_ok(&g, "next");
	cg_ok(&g, "commit Ann 2 4xfighter 2xinfantry");
	cg_ok(&g, "commit Bob 2 3xfighter 3xinfantry");
	cg_ok(&g, "commit Cleo 1 3xfighter 3xinfantry");
	cg_ok(&g, "next");
	cg_ok(&g, "resolve");
	ck_assert_ptr_nonnull(strstr(sb_str(&g.rep.text), "Cleo lands first "
	    "('settle Cleo LOCATION SUB-LOCATION...')\n"));
	ck_assert_int_eq(cg_run(&g, "resolve"), ST_REFUSED);
	ck_assert_ptr_nonnull(strstr(g.d.msg, ": Cleo lands next ('settle "
	    "Cleo LOCATION ...')"));
	ck_assert_int_eq(cg_run(&g, "settle Cleo 3 town"), ST_USAGE);
	ck_assert_str_eq(g.d.msg, "'town': write a sub-location as "
	    "KIND[:COST][:CARD], e.g. keep:fighter");
	cg_ok(&g, "settle Cleo 3 shipyard:minelayer");
	cg_ok(&g, "resolve");
	/* rulebook: the higher space total lands first (Ann's 4 Strikers of
	 * 2 against Bob's 3) */
	ck_assert_ptr_nonnull(strstr(sb_str(&g.rep.text),
	    "claim order: Ann, Bob\n"));
	cg_end(&g);
}
END_TEST

/* A tie to the end of the chain in a game whose planets arbiter drew
 * itself: the left-over pool is its own too, so it draws from it; the faces
 * it logs replay the same draw. */
START_TEST(test_pool_draw)
{
	struct cg g;
	const struct json *why;

	cg_start(&g, "Ann,Bob");
	cg_ok(&g, "reveal = 1");	/* p01, the first of 17 */
	cg_ok(&g, "reveal = 1");	/* p02, the first of the 16 left */
	cg_ok(&g, "next");
	cg_ok(&g, "commit Ann 1 fighter infantry ace-pilot 2 2xfighter "
	    "infantry");
	cg_ok(&g, "commit Bob 1 fighter infantry ace-pilot 2 2xfighter "
	    "infantry");
	cg_ok(&g, "next");
	/* the pool's 4 places are all unknown: Ann's d4 shows 2, one of
	 * them, and her d15 shows 3, the 3rd of the cards not seen (p03,
	 * p04, p05, ...): p05, value 6.  Bob's d3 (3 places left) shows 1,
	 * and his d14 shows 10: p13, value 14 */
	ck_assert_int_eq(cg_run(&g, "resolve = 2 3 1 10"), ST_OK);
	why = json_get(g.rep.data, "decided");
	ck_assert_str_eq(json_get(why->v[0], "by")->s, "draw");
	ck_assert_str_eq(json_get(why->v[0], "ahead")->s, "Bob");
	ck_assert_int_eq(json_get(why->v[0], "ahead_value")->i, 14);
	ck_assert_int_eq(json_get(why->v[0], "behind_value")->i, 6);
	ck_assert_int_eq(cards_sites(g.rs, g.st)[DEALT_KNOWN +
	    vec_find(&g.rs->sites.catalogue, "p05")], KNOWN_LEFT_OVER);
	ck_assert_int_eq(cards_sites(g.rs, g.st)[DEALT_KNOWN +
	    vec_find(&g.rs->sites.catalogue, "p13")], KNOWN_LEFT_OVER);
	cg_ok(&g, "land Bob 1");
	cg_ok(&g, "land Ann 2");
	/* now 2 cards of the pool are known and 2 places are not: Ann's d4
	 * shows 1, the first known (p05); Bob's d3 shows 1, the other known
	 * one (p13), Ann's being drawn */
	ck_assert_int_eq(cg_run(&g, "resolve = 1 1"), ST_OK);
	why = json_get(g.rep.data, "decided");
	ck_assert_int_eq(json_get(why->v[0], "ahead_value")->i, 14);
	ck_assert_int_eq(json_get(why->v[0], "behind_value")->i, 6);
	cg_ok(&g, "land Bob 1");
	cg_ok(&g, "land Ann 2");
	cg_ok(&g, "next");
	/* the left-over cards lie unseen on the table: a card arbiter drew
	 * never keeps the GM from revealing it, and the deck is the table's
	 * from then on */
	cg_ok(&g, "reveal p05");
	ck_assert_int_eq(cards_sites(g.rs, g.st)[DEALT_KNOWN +
	    vec_find(&g.rs->sites.catalogue, "p05")], KNOWN_DRAWN);
	ck_assert_int_eq(g.st->cards->named_sites, 1);
	cg_end(&g);
}
END_TEST

/* With the planet deck on the table (cards named as they are turned over)
 * the tied players draw the left-over cards at the table: the GM gives the
 * values. */
START_TEST(test_pool_table)
{
	struct cg g;
	const struct json *why;

	cg_start(&g, "Ann,Bob");
	cg_ok(&g, "reveal p01");
	cg_ok(&g, "reveal p02");
	cg_ok(&g, "next");
	cg_ok(&g, "commit Ann 1 fighter infantry ace-pilot 2 2xfighter "
	    "infantry");
	cg_ok(&g, "commit Bob 1 fighter infantry ace-pilot 2 2xfighter "
	    "infantry");
	cg_ok(&g, "next");
	ck_assert_int_eq(cg_run(&g, "resolve"), ST_USAGE);
	ck_assert_str_eq(g.d.msg, "Ann and Bob are tied to the end of the "
	    "chain: each draws a left-over planet card; give the albedo "
	    "values drawn, in seat order: 'resolve 1 draw VALUE...'");
	ck_assert_int_eq(cg_run(&g, "resolve = 2 3 1 10"), ST_USAGE);
	ck_assert_int_eq(cg_run(&g, "resolve draw 4 9"), ST_OK);
	why = json_get(g.rep.data, "decided");
	ck_assert_str_eq(json_get(why->v[0], "ahead")->s, "Bob");
	for (int i = 0; i < g.st->cards->ncat; i++)
		ck_assert_int_ne(cards_sites(g.rs, g.st)[DEALT_KNOWN + i],
		    KNOWN_LEFT_OVER);
	cg_end(&g);
}
END_TEST

/* 'left-over: catalogue' (a ruleset saying nothing of it, as a game made
 * before there was the choice): arbiter draws the left-over cards whenever
 * the catalogue lists them all, and a card it drew stays in the pool. */
START_TEST(test_pool_catalogue)
{
	struct cg g;

	cg_start_over(&g, "Ann,Bob", "format: arbiter-overlay-1\n"
	    "ruleset: albedo\nsites: {left-over: catalogue}\n");
	cg_ok(&g, "reveal p01");
	cg_ok(&g, "reveal p02");
	cg_ok(&g, "next");
	cg_ok(&g, "commit Ann 1 fighter infantry ace-pilot 2 2xfighter "
	    "infantry");
	cg_ok(&g, "commit Bob 1 fighter infantry ace-pilot 2 2xfighter "
	    "infantry");
	cg_ok(&g, "next");
	ck_assert_int_eq(cg_run(&g, "resolve = 2 3 1 10"), ST_OK);
	cg_ok(&g, "land Bob 1");
	cg_ok(&g, "land Ann 2");
	ck_assert_int_eq(cg_run(&g, "resolve = 1 1"), ST_OK);
	cg_ok(&g, "land Bob 1");
	cg_ok(&g, "land Ann 2");
	cg_ok(&g, "next");
	ck_assert_int_eq(cg_run(&g, "reveal p05"), ST_REFUSED);
	ck_assert_str_eq(g.d.msg, "albedo: p05 lies in the left-over pool "
	    "(it was drawn for a tie-break)");
	cg_end(&g);
}
END_TEST

/* The Shipyard lies face up: its top card is the one the GM entered, and
 * once it is taken the next is not known, unless one kind is left. */
START_TEST(test_face_up)
{
	struct cg g;
	struct json *j;
	struct state *back;
	char err[128];
	long *yard;
	int d, mine, cruiser;

	cg_start(&g, "Ann,Bob,Cleo");
	d = vec_find(&g.rs->decks, "shipyard");
	mine = vec_find(&g.rs->cards, "minelayer");
	cruiser = vec_find(&g.rs->cards, "cruiser");
	yard = cards_supply(g.rs, g.st, d);
	memset(yard, 0, 11 * sizeof(long));
	yard[mine] = 1;
	yard[cruiser] = 1;
	ck_assert_int_eq(cards_face_up(g.rs, g.st, d), -1);
	ck_assert_int_eq(cg_run(&g, "top shipyard destroyer"), ST_REFUSED);
	ck_assert_int_eq(cg_run(&g, "top shipyard x"), ST_USAGE);
	cg_ok(&g, "top shipyard cruiser");
	ck_assert_int_eq(cards_face_up(g.rs, g.st, d), cruiser);
	/* the snapshot keeps it */
	j = state_to_json(g.st, g.rs);
	back = state_from_json(j, g.rs, err, sizeof err);
	ck_assert_msg(back != NULL, "%s", err);
	ck_assert_int_eq(cards_face_up_seen(g.rs, back, d), cruiser);
	state_free(back);
	json_free(j);
	cg_ok(&g, "reveal p03");
	cg_ok(&g, "reveal p06");
	cg_ok(&g, "next");
	cg_ok(&g, "commit Ann 2 4xfighter 2xinfantry");
	cg_ok(&g, "commit Bob 2 3xfighter 3xinfantry");
	cg_ok(&g, "commit Cleo 1 3xfighter 3xinfantry");
	cg_ok(&g, "next");
	cg_ok(&g, "resolve");
	ck_assert_int_eq(cg_run(&g, "land Cleo 3 shipyard:minelayer"),
	    ST_REFUSED);
	ck_assert_str_eq(g.d.msg, "albedo: the Shipyard deck shows Cruiser "
	    "on top, not Minelayer");
	cg_ok(&g, "land Cleo 3 shipyard");
	ck_assert_int_eq(cards_pile(g.rs, g.st, 2, PILE_DISCARD)[cruiser], 1);
	/* the Minelayer is all that is left: it is the one on top */
	ck_assert_int_eq(cards_face_up_seen(g.rs, g.st, d), -1);
	ck_assert_int_eq(cards_face_up(g.rs, g.st, d), mine);
	cg_end(&g);
}
END_TEST

/* A shuffled deck that lies face down (a ruleset without 'face-up', as a
 * game made before there was the choice): its top card is drawn, each of
 * the cards left as likely, and 'top' is refused. */
START_TEST(test_face_down)
{
	struct cg g;
	int destroyer;

	cg_start_over(&g, "Ann,Bob,Cleo", "format: arbiter-overlay-1\n"
	    "ruleset: albedo\nmechanisms: {decks: {supply: {shipyard: "
	    "{face-up: false}}}}\n");
	destroyer = vec_find(&g.rs->cards, "destroyer");
	ck_assert_int_eq(cg_run(&g, "top shipyard cruiser"), ST_REFUSED);
	ck_assert_str_eq(g.d.msg, "albedo: the Shipyard deck lies face down: "
	    "its top card is drawn when it is taken");
	cg_ok(&g, "reveal p03");
	cg_ok(&g, "reveal p06");
	cg_ok(&g, "next");
	cg_ok(&g, "commit Ann 2 4xfighter 2xinfantry");
	cg_ok(&g, "commit Bob 2 3xfighter 3xinfantry");
	cg_ok(&g, "commit Cleo 1 3xfighter 3xinfantry");
	cg_ok(&g, "next");
	cg_ok(&g, "resolve");
	/* the 5th of 4 Minelayers, 4 Destroyers and 4 Cruisers */
	ck_assert_int_eq(cg_run(&g, "land Cleo 3 shipyard = 13"), ST_USAGE);
	cg_ok(&g, "land Cleo 3 shipyard = 5");
	ck_assert_int_eq(cards_pile(g.rs, g.st, 2, PILE_DISCARD)[destroyer],
	    1);
	cg_end(&g);
}
END_TEST

/* An overlay written for the older keys that gives the set-ups' rows with
 * 'supply-copies' alone: the supply decks already declared take those
 * copies (3 with 2 to 4 players: 21 Robotic Infantry in the Factory), the
 * players' decks not (9 cards each). */
START_TEST(test_supply_copies_overlay)
{
	struct cg g;

	cg_start_over(&g, "Ann,Bob,Cleo", "format: arbiter-overlay-1\n"
	    "ruleset: albedo\nmechanisms: {claims: {by-players: ["
	    "{players: {min: 2, max: 4}, per-round: 2, deck: 13, aside: 4, "
	    "supply-copies: 3}, {players: {min: 5, max: 8}, per-round: 3, "
	    "deck: 20, aside: 14}]}}\n");
	ck_assert_int_eq(cards_supply(g.rs, g.st, vec_find(&g.rs->decks,
	    "factory"))[vec_find(&g.rs->cards, "robotic-infantry")], 21);
	ck_assert_int_eq(cards_count(cards_pile(g.rs, g.st, 2, PILE_DRAW),
	    11), 9);
	cg_end(&g);
}
END_TEST

/* A production sub-location whose supply deck is empty gives nothing and
 * cannot be taken; the refusal changes nothing. */
START_TEST(test_empty_supply)
{
	struct cg g;
	int yard;

	cg_start(&g, "Ann,Bob,Cleo");
	yard = vec_find(&g.rs->decks, "shipyard");
	ck_assert_int_ge(yard, 0);
	memset(cards_supply(g.rs, g.st, yard), 0, 11 * sizeof(long));
	cg_ok(&g, "reveal p03");
	cg_ok(&g, "reveal p06");
	cg_ok(&g, "next");
	cg_ok(&g, "commit Ann 2 4xfighter 2xinfantry");
	cg_ok(&g, "commit Bob 2 3xfighter 3xinfantry");
	cg_ok(&g, "commit Cleo 1 3xfighter 3xinfantry");
	cg_ok(&g, "next");
	cg_ok(&g, "resolve");
	ck_assert_int_eq(cg_run(&g, "land Cleo 3 shipyard"), ST_REFUSED);
	ck_assert_str_eq(g.d.msg, "albedo: the Shipyard deck is empty: its "
	    "shipyard gives nothing");
	ck_assert_int_eq(g.st->cards->sites[0].landed, 0);
	ck_assert_int_eq(cards_count(cards_pile(g.rs, g.st, 2,
	    PILE_DISCARD), 11), 0);
	cg_ok(&g, "land Cleo 2 city:infantry");
	cg_end(&g);
}
END_TEST

/* brought() keeps its counts while the cards stay (cards.h: gen): a
 * write of the cards played or of the values given inline raises gen and
 * is counted, a copy keeps gen, and two states never share one. */
static long
brought(struct cg *g, int p, int key)
{
	char err[512];
	long v = -1;

	ck_assert_int_eq(eng_brought_value(g->rs, g->st, p, key, &v, err,
	    sizeof err), 0);
	return v;
}

START_TEST(test_brought_kept)
{
	struct cg g;
	struct cards_state *c, *cp;
	unsigned long gen;
	int k = 0, s;

	cg_start(&g, "Ann,Bob,Cleo");
	cg_ok(&g, "reveal p03");
	cg_ok(&g, "reveal p06");
	cg_ok(&g, "next");
	cg_ok(&g, "commit Ann 1 4xfighter 2 2xinfantry");
	cg_ok(&g, "commit Bob 2 3xfighter 3xinfantry");
	cg_ok(&g, "commit Cleo 1 3xfighter 3xinfantry");
	cg_ok(&g, "next");
	c = g.st->cards;
	s = site_current(c);
	ck_assert_int_eq(s, 0);
	while (strcmp(g.rs->cards.ids[k], "fighter") != 0)
		k++;
	/* four Fighters of 2 */
	ck_assert_int_eq(brought(&g, 0, BK_CARDS), 4);
	ck_assert_int_eq(brought(&g, 0, BK_FIRST_TOTAL), 8);
	ck_assert_int_eq(brought(&g, 0, BK_FIRST_BEST), 2);
	ck_assert_int_eq(brought(&g, 1, BK_CARDS), 0);
	gen = c->gen;
	cp = cards_copy(c);
	ck_assert(cp->gen == gen);
	cards_free(cp);
	/* one more, turned round (1): seen at once, by every key */
	cards_played_w(c, s, 0)[2 * k + 1]++;
	ck_assert(c->gen != gen);
	ck_assert_int_eq(brought(&g, 0, BK_CARDS), 5);
	ck_assert_int_eq(brought(&g, 0, BK_FIRST_TOTAL), 9);
	ck_assert_int_eq(brought(&g, 0, BK_SECOND_TOTAL), 1);
	cards_played_w(c, s, 0)[2 * k + 1]--;
	ck_assert_int_eq(brought(&g, 0, BK_FIRST_TOTAL), 8);
	ck_assert_int_eq(brought(&g, 0, BK_SECOND_TOTAL), 0);
	gen = c->gen;
	(void)cards_fill_w(c, k);
	ck_assert(c->gen != gen);
	/* another state never takes a gen given before */
	gen = c->gen;
	cg_end(&g);
	cg_start(&g, "Ann,Bob");
	ck_assert(g.st->cards->gen > gen);
	cg_end(&g);
}
END_TEST

Suite *
suite_cards(void)
{
	Suite *s = suite_create("cards");
	TCase *t = tcase_create("counting");

	tcase_add_loop_test(t, test_choose, 0,
	    (int)(sizeof choose_cases / sizeof choose_cases[0]));
	tcase_add_test(t, test_ways_exactly);
	tcase_add_test(t, test_compositions);
	tcase_add_test(t, test_compositions_edges);
	suite_add_tcase(s, t);
	t = tcase_create("game");
	tcase_add_test(t, test_next_hand);
	tcase_add_test(t, test_snapshot);
	tcase_add_test(t, test_older_piles);
	tcase_add_loop_test(t, test_damaged, 0,
	    (int)(sizeof damaged / sizeof damaged[0]));
	tcase_add_loop_test(t, test_standings_winners, 0,
	    (int)(sizeof standings / sizeof standings[0]));
	tcase_add_test(t, test_mines);
	tcase_add_test(t, test_brought_kept);
	tcase_add_test(t, test_claim_words);
	tcase_add_test(t, test_pool_draw);
	tcase_add_test(t, test_pool_table);
	tcase_add_test(t, test_pool_catalogue);
	tcase_add_test(t, test_face_up);
	tcase_add_test(t, test_face_down);
	tcase_add_test(t, test_empty_supply);
	tcase_add_test(t, test_supply_copies_overlay);
	suite_add_tcase(s, t);
	return s;
}
