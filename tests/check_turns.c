/* check_turns.c: the round machinery on a small ruleset of its own: phases
 * everybody plays at once between phases played turn by turn, the first
 * round's roles, players who are out, and the end of a round. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/play/game.h"
#include "core/rules/ruleset.h"
#include "suites.h"

static const char rules[] =
    "format: arbiter-ruleset-1\n"
    "id: turns\n"
    "title: Turns\n"
    "updated: 2026-11-21\n"
    "players: {min: 2, max: 4}\n"
    "rules: {summary: A test of rounds.}\n"
    "resources: {vp: {name: victory points, track: true}}\n"
    "roles:\n"
    "  lead: {name: Lead, count: {min: 1, max: 1}, seat: first}\n"
    "  other: {name: Other, count: {min: 1, max: 3}}\n"
    "phases:\n"
    "  dawn: {name: dawn}\n"
    "  act: {name: act}\n"
    "  rest: {name: rest}\n"
    "  dusk: {name: dusk}\n"
    "round:\n"
    "  - phase: dawn\n"
    "  - turns: [act, rest]\n"
    "  - phase: dusk\n"
    "turns:\n"
    "  first-round: [lead]\n"
    "  order: [other, lead]\n";

struct fx {
	struct ruleset *rs;
	struct state *st;
};

static void
setup(struct fx *f, const char *players)
{
	struct rs_text t = { "turns.yaml", rules, sizeof rules - 1 };
	struct diag_list errs;
	struct report rep;
	struct diag d;
	char *copy = strdup(players), *names[8], *save = NULL;
	int n = 0;

	diag_list_init(&errs);
	ck_assert_int_eq(ruleset_load(&t, NULL, 0, NULL, 0, &f->rs, &errs),
	    ST_OK);
	diag_list_free(&errs);
	for (char *w = strtok_r(copy, ",", &save); w != NULL;
	    w = strtok_r(NULL, ",", &save))
		names[n++] = w;
	report_init(&rep);
	ck_assert_int_eq(game_new(f->rs, names, n, 1, &f->st, &rep, &d),
	    ST_OK);
	report_release(&rep);
	free(copy);
}

static void
teardown(struct fx *f)
{
	state_free(f->st);
	ruleset_free(f->rs);
}

/* Apply `next` and return "round phase active" as text. */
static const char *
next(struct fx *f, char *buf, size_t n)
{
	char *argv[] = { "next", NULL };
	struct dice_src src;
	struct report rep;
	struct diag d;
	int act;

	report_init(&rep);
	dice_src_digital(&src, &f->st->rng);
	ck_assert_int_eq(game_apply(f->rs, f->st, 1, argv, &src, &rep, &d),
	    ST_OK);
	dice_src_release(&src);
	report_release(&rep);
	act = state_active(f->st);
	snprintf(buf, n, "%ld %s %s", f->st->round,
	    game_phase_id(f->rs, f->st), act >= 0 ?
	    f->st->players[act].name : "-");
	return buf;
}

static const char *
now(struct fx *f, char *buf, size_t n)
{
	int act = state_active(f->st);

	snprintf(buf, n, "%ld %s %s", f->st->round,
	    game_phase_id(f->rs, f->st), act >= 0 ?
	    f->st->players[act].name : "-");
	return buf;
}

START_TEST(test_sequence)
{
	static const char *const want[] = {
		/* round 1: the first-round role alone in the turns */
		"1 act Ann", "1 rest Ann", "1 dusk -",
		/* round 2: the others in seat order, then the lead */
		"2 dawn -", "2 act Bob", "2 rest Bob", "2 act Cleo",
		"2 rest Cleo", "2 act Ann", "2 rest Ann", "2 dusk -",
		"3 dawn -", "3 act Bob",
	};
	struct fx f;
	char buf[64];

	setup(&f, "Ann,Bob,Cleo");
	/* no setup step: a new game starts in the first phase of round 1 */
	ck_assert_str_eq(now(&f, buf, sizeof buf), "1 dawn -");
	for (size_t i = 0; i < sizeof want / sizeof want[0]; i++)
		ck_assert_str_eq(next(&f, buf, sizeof buf), want[i]);
	teardown(&f);
}
END_TEST

START_TEST(test_out_skipped)
{
	struct fx f;
	char buf[64];

	setup(&f, "Ann,Bob,Cleo");
	f.st->players[1].out = 1;	/* Bob */
	for (int i = 0; i < 3; i++)
		next(&f, buf, sizeof buf);
	ck_assert_str_eq(buf, "1 dusk -");
	ck_assert_str_eq(next(&f, buf, sizeof buf), "2 dawn -");
	ck_assert_str_eq(next(&f, buf, sizeof buf), "2 act Cleo");
	teardown(&f);
}
END_TEST

Suite *
suite_turns(void)
{
	Suite *s = suite_create("turns");
	TCase *t = tcase_create("round");

	tcase_add_test(t, test_sequence);
	tcase_add_test(t, test_out_skipped);
	suite_add_tcase(s, t);
	return s;
}
