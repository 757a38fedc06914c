/* check_rankings.c: one ranking schema (rankings:, criteria with prefer)
 * for the card mechanisms' rankings and for an order chosen by rank
 * (mechanisms.chosen-order.ranking); the older 'chain' with 'first:'
 * still read; each ranking refused where its user cannot measure it. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "core/rules/ruleset.h"
#include "fixture_game.h"
#include "suites.h"

/* Load the shipped ruleset file with the text from replaced by to (from
 * must be there); the status, the ruleset or NULL, the diagnostics. */
static int
load_edited(const char *file, const char *from, const char *to,
    struct ruleset **rs, struct diag_list *errs)
{
	size_t nb;
	char *base = fixture_read_shipped(file, &nb), *at, *text;
	struct rs_text t;
	int r;

	ck_assert_ptr_nonnull(base);
	at = strstr(base, from);
	ck_assert_msg(at != NULL, "'%s' is not in %s", from, file);
	text = malloc(nb + strlen(to) + 1);
	ck_assert_ptr_nonnull(text);
	memcpy(text, base, (size_t)(at - base));
	strcpy(text + (at - base), to);
	strcat(text, at + strlen(from));
	t = (struct rs_text){ file, text, strlen(text) };
	*rs = NULL;
	diag_list_init(errs);
	r = ruleset_load(&t, NULL, 0, NULL, 0, rs, errs);
	free(text);
	free(base);
	return r;
}

/* Loading the edited file fails with exactly this one message. */
static void
refused(const char *file, const char *from, const char *to, const char *msg)
{
	struct ruleset *rs;
	struct diag_list errs;

	ck_assert_int_eq(load_edited(file, from, to, &rs, &errs), ST_DATA);
	ck_assert_int_eq(errs.n, 1);
	ck_assert_str_eq(errs.v[0].msg, msg);
	diag_list_free(&errs);
}

static const struct criterion_def *
chain_link(const struct ruleset *rs, int k)
{
	return VEC_AT(rs->mech.chosen_order.chain, struct criterion_def, k);
}

START_TEST(test_names_agree)
{
	/* a chosen order's measures follow the cards' in rs_rank_by_names,
	 * in the order of enum measure */
	ck_assert_str_eq(rs_measure_names[M_FOLK], "folk");
	ck_assert_str_eq(rs_measure_names[M_STRIKERS], "strikers");
	ck_assert_str_eq(rs_measure_names[M_HOME], "home");
	ck_assert_str_eq(rs_measure_names[M__N], "");	/* the end */
}
END_TEST

START_TEST(test_chain_from_ranking)
{
	struct ruleset *rs;
	struct diag_list errs;

	ck_assert_int_eq(load_edited("ashes-of-empire.yaml", "", "", &rs,
	    &errs), ST_OK);
	/* booklet line 50: the lowest total folk chooses first, then
	 * the lowest stockpile, then the following values, smallest first */
	ck_assert_int_eq(rs->mech.chosen_order.chain.n, 8);
	ck_assert_int_eq(chain_link(rs, 0)->by, M_FOLK);
	ck_assert_int_eq(chain_link(rs, 0)->first, FIRST_LOWEST);
	ck_assert_int_eq(chain_link(rs, 1)->by, M_STOCKPILE);
	ck_assert_int_eq(chain_link(rs, 7)->by, M_HOME);
	ck_assert_int_eq(chain_link(rs, 7)->first, FIRST_LOWEST);
	ruleset_free(rs);
	diag_list_free(&errs);
}
END_TEST

START_TEST(test_no_ranking)
{
	struct ruleset *rs;
	struct diag_list errs;

	/* the places alone: rank-players into choosers ranks them, and the
	 * mechanism measures nothing itself */
	ck_assert_int_eq(load_edited("ashes-of-empire.yaml", "  chosen-order:\n"
	    "    ranking: flight\n", "  chosen-order: {}\n", &rs, &errs),
	    ST_OK);
	ck_assert_int_eq(rs->mech.chosen_order.present, 1);
	ck_assert_int_eq(rs->mech.chosen_order.chain.n, 0);
	ruleset_free(rs);
	diag_list_free(&errs);
}
END_TEST

START_TEST(test_older_chain)
{
	struct ruleset *rs;
	struct diag_list errs;

	ck_assert_int_eq(load_edited("ashes-of-empire.yaml",
	    "    ranking: flight\n", "    chain:\n"
	    "      - {by: stockpile, first: highest}\n"
	    "      - {by: worlds, first: lowest}\n", &rs, &errs), ST_OK);
	ck_assert_int_eq(rs->mech.chosen_order.chain.n, 2);
	ck_assert_int_eq(chain_link(rs, 0)->by, M_STOCKPILE);
	ck_assert_int_eq(chain_link(rs, 0)->first, FIRST_HIGHEST);
	ck_assert_int_eq(chain_link(rs, 1)->by, M_ZONES);
	ck_assert_int_eq(chain_link(rs, 1)->first, FIRST_LOWEST);
	ruleset_free(rs);
	diag_list_free(&errs);
}
END_TEST

START_TEST(test_refused)
{
	refused("ashes-of-empire.yaml", "    ranking: flight\n",
	    "    ranking: flight\n    chain: [{by: home, first: lowest}]\n",
	    "'mechanisms.chosen-order' takes 'ranking' or 'chain', not both");
	refused("ashes-of-empire.yaml", "    fallback: seat\n",
	    "    fallback: draw-value\n", "ranking 'flight' orders the "
	    "players who choose places, which breaks the ties its criteria "
	    "leave in seat order: give it 'fallback: seat'");
	refused("ashes-of-empire.yaml", "{by: home, prefer: low}",
	    "{by: score, prefer: low}", "ranking 'flight' is the order "
	    "players choose places in, which cannot rank by 'score'");
	refused("albedo.yaml", "{by: score, prefer: low}",
	    "{by: population, prefer: low}", "ranking 'landing' is the order "
	    "of landing, which cannot rank by 'folk'");
}
END_TEST

Suite *
suite_rankings(void)
{
	Suite *s = suite_create("rankings");
	TCase *t = tcase_create("rankings");

	tcase_add_test(t, test_names_agree);
	tcase_add_test(t, test_chain_from_ranking);
	tcase_add_test(t, test_no_ranking);
	tcase_add_test(t, test_older_chain);
	tcase_add_test(t, test_refused);
	suite_add_tcase(s, t);
	return s;
}
