/* decl_rank.c: the ruleset check of the effect rank-players (the players
 * ranked by a chain of criteria, core/engine/engine_rank_players.c): its
 * criteria compile, who bound to each player, there are no more of them
 * than it takes, the order it ranks is kept (the turn order, or the
 * choosing order of numbered zones), each criterion's none compiles and
 * its json names are given for all or none, and its lines compile with
 * @ranking and @ties known (@before and @decided in its pair lines). */
#include "core/base/fmt_path.h"
#include "core/rules/names.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

/* Each criterion's none, who bound to each player as in its value, and
 * its word, a line. */
static int
check_nones(struct ruleset *rs, const struct action_def *act,
    struct eff_rank_players *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs)
{
	char p[320];
	int bad = 0;

	for (int c = 0; c < x->by.n; c++) {
		struct rank_value *b = VEC_AT(x->by, struct rank_value, c);
		ENG_COMPILE_PATH(rs, p, "%.200s.by.%d.word", path, c + 1);
		bad += eng_compile_says(b->word, &b->tword, p, pos, rs, act,
		    in_roll, errs);
		if (b->none.text == NULL)
			continue;
		ENG_COMPILE_PATH(rs, p, "%.200s.by.%d.none", path, c + 1);
		bad += eng_compile_in(&b->none, p, rs, act, in_roll |
		    ENG_BINDS_WHO, 0, errs);
	}
	return bad;
}

int
eng_check_rank_players(struct ruleset *rs, const struct action_def *act,
    struct eff_rank_players *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs)
{
	char p[320];
	int bad = 0, named = 0;

	if (x->by.n <= 0 || x->by.n > RANK_BY_MAX)
		bad += ERR(*pos, "'%s.by': rank-players takes 1 to %d "
		    "criteria, and %d are given: keep the first %d that can "
		    "tell players apart", path, RANK_BY_MAX, x->by.n,
		    RANK_BY_MAX);
	for (int c = 0; c < x->by.n; c++) {
		ENG_COMPILE_PATH(rs, p, "%.200s.by.%d.value", path, c + 1);
		bad += eng_compile_in(&VEC_AT(x->by, struct rank_value,
		    c)->value, p, rs, act, in_roll | ENG_BINDS_WHO, 0, errs);
		named += VEC_AT(x->by, struct rank_value, c)->json != NULL;
	}
	bad += check_nones(rs, act, x, path, pos, in_roll, errs);
	if (x->json_pairs != NULL && named < x->by.n)
		bad += ERR(*pos, "'%s.json-pairs': each pair's by names the "
		    "criterion that told it apart by its json name, and %d of "
		    "the %d criteria %s none: give every criterion its json",
		    path, x->by.n - named, x->by.n, x->by.n - named == 1 ?
		    "has" : "have");
	else if (named > 0 && named < x->by.n)
		bad += ERR(*pos, "'%s.by': %d of its %d criteria have a json "
		    "name, and the json's decided_by names the criterion "
		    "that told each pair apart: give every criterion its "
		    "json, or none", path, named, x->by.n);
	if (x->into == RANK_INTO_CHOOSERS && !rs->mech.chosen_order.present)
		bad += ERR(*pos, "'%s.into': choosers ranks the players who "
		    "choose places in an order ranked "
		    "(mechanisms.chosen-order), and this ruleset has none: "
		    "declare it, or rank into turn-order", path);
	if (x->into == RANK_INTO_TURN_ORDER && rs->turns.start !=
	    START_RANDOM && rs->turns.rank.n <= 0)
		bad += ERR(*pos, "'%s.into': turn-order ranks the table's "
		    "turn order, and this ruleset keeps none (the players "
		    "play in seat order): give 'turns.start: random' or take "
		    "the effect out", path);
	bad += eng_check_rank_draws(rs, act, x, path, pos, errs);
	if (x->into == RANK_INTO_CLAIM_ORDER && !rs->mech.claims.present)
		bad += ERR(*pos, "'%s.into': claim-order ranks the players "
		    "at the current site of the round, which mechanisms.claims "
		    "keeps, and this ruleset has none: declare it, or rank "
		    "into turn-order", path);
	if (x->into == RANK_INTO_STANDINGS && !rs->mech.claims.present)
		bad += ERR(*pos, "'%s.into': standings ranks the final "
		    "standings of the card mechanisms, and this ruleset has "
		    "none: they need mechanisms.claims, or rank into "
		    "turn-order", path);
	ENG_COMPILE_PATH(rs, p, "%.200s.tied-says", path);
	bad += eng_compile_says(x->tied_says, &x->ttied, p, pos, rs, act,
	    in_roll | ENG_IN_RANKING, errs);
	ENG_COMPILE_PATH(rs, p, "%.200s.pair-says", path);
	bad += eng_compile_says(x->pair_says, &x->tpair, p, pos, rs, act,
	    in_roll | ENG_IN_RANKING | ENG_IN_PAIR | ENG_IN_DECIDED, errs);
	ENG_COMPILE_PATH(rs, p, "%.200s.tied-pair-says", path);
	bad += eng_compile_says(x->tied_pair_says, &x->ttiedpair, p, pos, rs,
	    act, in_roll | ENG_IN_RANKING | ENG_IN_PAIR, errs);
	return bad;
}
