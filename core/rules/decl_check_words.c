/* decl_check_words.c: the ruleset check of a declared action's words
 * (actions.ID.args): a name of its own each, what its kind needs of the
 * ruleset, what it may carry of its kind (choices, most, left-out...),
 * and the checks that read the action's effects; of a kept image's,
 * only what readies what the commands read (word_kept). */
#include "core/rules/decl_check_int.h"
#include "core/rules/names.h"
#include "core/base/fmt_path.h"
#include "core/rules/words_keys.h"

#include <stddef.h>
#include <string.h>
#include <strings.h>

/* A word of kind destination: read by a relocate of its action, which
 * has no repeat. */
static int
destination_word(const struct action_def *a, const char *id, int k,
    struct diag_list *errs)
{
	if (decl_word_no_repeat(a, id, k, "destination", "relocate", errs))
		return 1;
	if (decl_word_read(a, VEC_AT(a->args, struct arg_def, k)->name,
	    offsetof(struct effect_def, relocate.to)))
		return 0;
	return decl_word_unread(a, id, k, "the destination",
	    "is read by the effect relocate", "relocate: {piece: WORD, to: ",
	    "}", errs);
}

/* A choice word's words: two at least, each once, and each a name of its
 * own in the action's expressions (no other name's, no other word's),
 * unless it is unnamed; the keys of a choice on no choice. */
static int
choices(const struct ruleset *rs, const struct action_def *a, const char *id,
    int k, struct diag_list *errs)
{
	const struct arg_def *x = VEC_AT(a->args, struct arg_def, k);
	const struct spos *pos = &a->args.pos[k];
	struct eng_names_ctx c = { rs, NULL, 1, 1, 1, NULL, 0, 0, 0, 0, 0,
	    0, 0, 0 };
	int bad = 0;

	if (x->kind != ARG_CHOICE && x->refused != NULL)
		return ERR(*pos, "'actions.%s.args': '%s' is no choice: "
		    "'refused' is the refusal of a word of kind choice that is "
		    "none of its choices: drop it", id, x->name);
	if (x->kind != ARG_CHOICE && (x->quoted || x->exact.n > 0 ||
	    x->unnamed))
		return ERR(*pos, "'actions.%s.args': '%s' is no choice: "
		    "'quoted', 'exact' and 'unnamed' say how a word of kind "
		    "choice is read: drop them", id, x->name);
	if (x->kind != ARG_CHOICE)
		return x->choices.n > 0 ? ERR(*pos, "'actions.%s.args': '%s' "
		    "is no choice: 'choices' are the words of a word of kind "
		    "choice", id, x->name) : 0;
	if (x->choices.n < 2)
		return ERR(*pos, "'actions.%s.args': '%s' is a choice and "
		    "needs 'choices', two words at least", id, x->name);
	for (int i = 0; i < x->exact.n; i++) {
		const char *w = *VEC_AT(x->exact, char *, i);
		int m = 0;
		while (m < x->choices.n && strcmp(*VEC_AT(x->choices, char *,
		    m), w) != 0)
			m++;
		if (m == x->choices.n)
			bad += ERR(*pos, "'actions.%s.args': '%s' of 'exact' is "
			    "none of the choices of '%s': name its words only",
			    id, w, x->name);
	}
	for (int i = 0; i < x->choices.n; i++) {
		const char *w = *VEC_AT(x->choices, char *, i);
		struct expr_sym sym;
		char err[160];
		int twice = 0;
		for (int j = 0; j < a->args.n; j++) {
			const struct arg_def *y = VEC_AT(a->args,
			    struct arg_def, j);
			/* unnamed: its own words once each, no more; and
			 * an unnamed choice's words are no names */
			if (x->unnamed && j != k)
				continue;
			twice += !x->unnamed && strcmp(y->name, w) == 0;
			if (!x->unnamed && y->unnamed)
				continue;
			for (int m = 0; y->kind == ARG_CHOICE && m <
			    y->choices.n && (j < k || (j == k && m < i)); m++)
				twice += strcasecmp(*VEC_AT(y->choices, char *,
				    m), w) == 0;
		}
		if (x->unnamed && twice)
			bad += ERR(*pos, "'actions.%s.args': the choice '%s' of "
			    "'%s' is given twice: give each word once", id, w,
			    x->name);
		else if (twice || (!x->unnamed && eng_names_proto.resolve(&c,
		    w, -1, NULL, &sym, err, 0) == 0))	/* no words wanted */
			bad += ERR(*pos, "'actions.%s.args': the choice '%s' of "
			    "'%s' is already a name (another word, or a name "
			    "of arbiter-ruleset(5), Expressions): a choice's "
			    "words name their places in expressions (rename "
			    "it, or mark the choice 'unnamed: true' and test "
			    "its place)", id, w, x->name);
	}
	return bad;
}

/* The checks of word k of action a that read its effects (a word of
 * these kinds is read by an effect of its own, or by none it cannot
 * mean): on a ruleset read from its kept image whose effects are kept
 * aside, run when they are read (eng_action_ready). */
int
words_read(const struct ruleset *rs, const struct action_def *a,
    const char *id, int k, struct diag_list *errs)
{
	const struct arg_def *x = VEC_AT(a->args, struct arg_def, k);
	int bad = 0;

	if (x->kind == ARG_PRODUCER || x->kind == ARG_HOLDING)
		bad += eng_check_holding_word(rs, a, id, k, errs);
	if (x->kind == ARG_VALUES || x->kind == ARG_RESOLVED ||
	    x->optional)
		bad += eng_check_values_word(rs, a, id, k, errs);
	if (x->kind == ARG_TEXT)
		bad += eng_check_text_late(a, id, k, errs);
	if (x->shown != NULL)
		bad += eng_check_shown_word(a, id, k, errs);
	/* an items word's declaration is kept aside with the effects */
	if (x->kind == ARG_ITEMS || x->item != NULL || x->flags.n > 0 ||
	    x->under.present || x->fields.n > 0 || x->read || x->refusals ||
	    x->written.present)
		bad += eng_check_items_word(rs, a, id, k, errs);
	if (x->kind == ARG_NUMBER && x->min > x->max)
		bad += ERR(a->args.pos[k], "'actions.%s.args': '%s' has "
		    "min above max", id, x->name);
	if (x->kind == ARG_RESOURCE)
		bad += eng_check_resource_word(rs, a, id, k, errs);
	if (x->kind == ARG_PIECE_KIND || x->kind == ARG_STATS)
		bad += eng_check_stats_word(rs, a, id, k, errs);
	if (x->kind == ARG_PIECE_COUNTS)
		bad += eng_check_counts_word(rs, a, id, k, errs);
	if (x->kind == ARG_TURN_ORDER)
		bad += eng_check_turn_order_word(a, id, k, errs);
	if (x->kind == ARG_DESTINATION)
		bad += destination_word(a, id, k, errs);
	if (x->kind == ARG_CARGO)
		bad += eng_check_cargo_word(rs, a, id, k, errs);
	if (x->kind == ARG_CHIEF)
		bad += eng_check_chief_word(rs, a, id, k, errs);
	if (x->kind == ARG_SETTINGS)
		bad += eng_check_settings_word(rs, a, id, k, errs);
	if (x->kind == ARG_AWAY_CARGO)
		bad += eng_check_away_cargo_word(rs, a, id, k, errs);
	if (x->kind == ARG_PRODUCT)
		bad += eng_check_product_word(rs, a, id, k, errs);
	if (x->kind == ARG_REFUGE)
		bad += eng_check_refuge_word(a, id, k, errs);
	if (x->kind == ARG_PARTIES)
		bad += eng_check_parties_word(rs, a, id, k, errs);
	if (x->kind == ARG_MODIFIERS)
		bad += eng_check_modifiers_word(a, id, k, errs);
	if (x->kind == ARG_TARGETS)
		bad += eng_check_targets_word(a, id, k, errs);
	if (x->kind == ARG_SOURCES)
		bad += eng_check_sources_word(rs, a, id, k, errs);
	return bad;
}

/* Word k's 'most' (a number word's), valued as the word is read: it
 * knows the words before it; compiled here for a text loaded only (a
 * kept image's, rs->checked, when first valued, without the path). */
static int
word_most(struct ruleset *rs, const struct action_def *a, const char *id,
    int k, struct diag_list *errs)
{
	const struct arg_def *x = VEC_AT(a->args, struct arg_def, k);
	char p[256];
	int bad;

	p[0] = '\0';
	if (!rs->checked)
		fmt_path(p, sizeof p, "actions.%s.args.%s.most", id, x->name);
	rs->no_actor = "a word's 'most' is valued as the word is read, "
	    "before anyone acts: read a word before it";
	bad = eng_compile_word_expr((struct sexpr *)&x->most, p, rs, a, k,
	    errs);
	rs->no_actor = NULL;
	if (x->dflt != ARG_NO_DEFAULT)
		bad += ERR(a->args.pos[k], "'actions.%s.args': '%s' has a "
		    "default and 'most': a default is checked against max",
		    id, x->name);
	return bad;
}

/* Word k's 'left-out' (an optional player's or site's), valued as the
 * word is found left out: it knows the words before it; compiled as
 * word_most's. */
static int
word_left_out(struct ruleset *rs, const struct action_def *a,
    const char *id, int k, struct diag_list *errs)
{
	const struct arg_def *x = VEC_AT(a->args, struct arg_def, k);
	char p[256];
	int bad;

	p[0] = '\0';
	if (!rs->checked)
		fmt_path(p, sizeof p, "actions.%s.args.%s.left-out", id,
		    x->name);
	rs->no_actor = "a word's 'left-out' is valued as the word is read, "
	    "before anyone acts: read turn_player or undone_next";
	bad = eng_compile_word_expr((struct sexpr *)&x->left_out, p, rs, a,
	    k, errs);
	rs->no_actor = NULL;
	return bad;
}

/* Word k of action a read from its kept image (rs->checked): the checks
 * of its texts passed when the image was kept (an image is kept only of
 * texts that loaded without a message), so only what readies what the
 * commands read is left, as word_check does it (aside: the action's
 * effects are read later, with the checks that read them). */
int
word_kept(struct ruleset *rs, struct action_def *a, const char *id, int k,
    int aside, struct diag_list *errs)
{
	const struct arg_def *x = VEC_AT(a->args, struct arg_def, k);
	int bad = 0;

	if (x->most.text != NULL)
		bad += word_most(rs, a, id, k, errs);
	if (x->left_out.text != NULL)
		bad += word_left_out(rs, a, id, k, errs);
	if (aside)
		return bad + rs_check_arg_given(rs, a, id, k, errs);
	if (x->kind == ARG_DRAWS)
		bad += eng_check_draws_word(a, id, k, errs);
	bad += words_read(rs, a, id, k, errs);
	return bad + rs_check_arg_given(rs, a, id, k, errs);
}

/* Word k of action a (called id), of a text loaded: a name of its own,
 * what its kind needs of the ruleset present, and what it may carry of
 * its kind. */
int
word_check(struct ruleset *rs, struct action_def *a, const char *id, int k,
    struct diag_list *errs)
{
	const struct arg_def *x = VEC_AT(a->args, struct arg_def, k);
	int bad = 0;

	for (int j = 0; j < k; j++)
		if (strcmp(VEC_AT(a->args, struct arg_def, j)->name,
		    x->name) == 0)
			bad += ERR(a->args.pos[k], "'actions.%s.args': "
			    "two words are called '%s'", id, x->name);
	if (x->kind == ARG_REGION && rs->board.regions.n <= 0 &&
	    rs->board.bodies.n <= 0 &&	/* or lands of bodies */
	    !rs->mech.territories.present &&	/* or tiles laid */
	    rs->board.zones.n <= 0 &&	/* or zones */
	    rs->board.places.n <= 0 &&	/* or places (board.places) */
	    rs->board.bodies.n <= 0)	/* or an orbit board's lands */
		bad += ERR(a->args.pos[k], "'actions.%s.args': a region "
		    "word needs a board of regions (board.regions)",
		    id);
	if (x->kind == ARG_TERRITORY && !rs->mech.territories.present)
		bad += ERR(a->args.pos[k], "'actions.%s.args': a "
		    "territory word needs a map of territories "
		    "(mechanisms.territories)", id);
	/* place, tile (and any kind after them: the check passes it) */
	if (x->kind >= ARG_PLACE || x->alone != NULL)
		bad += eng_check_place_word(rs, a, id, k, errs);
	if (x->kind == ARG_GROUP && eng_ngroups(rs) <= 0)
		bad += ERR(a->args.pos[k], "'actions.%s.args': a group "
		    "word needs groups of regions (board.groups, or an "
		    "orbit board's bodies)", id);
	if (x->kind == ARG_PIECE && rs->pieces.n <= 0)
		bad += ERR(a->args.pos[k], "'actions.%s.args': a piece "
		    "word needs pieces (pieces)", id);
	if (x->what != NULL && x->kind != ARG_NUMBER &&
	    x->kind != ARG_ROW && x->kind != ARG_REGION &&
	    x->kind != ARG_CARD_ID && x->kind != ARG_SOURCES)
		bad += ERR(a->args.pos[k], "'actions.%s.args': '%s' is "
		    "no number: 'what' names a number, a row, a "
		    "region, a card-id or each land of a sources word",
		    id, x->name);
	bad += choices(rs, a, id, k, errs);
	if (x->turn && (x->kind != ARG_PLAYER || k + 1 != a->args.n))
		bad += ERR(a->args.pos[k], "'actions.%s.args': '%s': "
		    "'turn' marks the last word, of kind player", id,
		    x->name);
	if (x->kind == ARG_UNIT && rs->units.n <= 0)
		bad += ERR(a->args.pos[k], "'actions.%s.args': a unit "
		    "word needs units: declare kinds of pieces with "
		    "'tracked: true'", id);
	if (x->kind == ARG_DECK && !rs_has_supply(rs))
		bad += ERR(a->args.pos[k], "'actions.%s.args': a deck "
		    "word needs a supply deck (decks: one of 'kinds: "
		    "cards' with piles, not 'per: player')", id);
	if (x->kind == ARG_SITE && !rs->mech.claims.present)
		bad += ERR(a->args.pos[k], "'actions.%s.args': a site "
		    "word names a site of the round, which mechanisms.claims "
		    "keeps, and this ruleset has none: declare it, or take "
		    "'%s' out", id, x->name);
	if (x->kind == ARG_CARD && rs->cards.n <= 0)
		bad += ERR(a->args.pos[k], "'actions.%s.args': a card "
		    "word needs cards (cards)", id);
	if (x->kind == ARG_DRAWS)
		bad += eng_check_draws_word(a, id, k, errs);
	if (x->kind == ARG_TEXT)
		bad += decl_word_last(a, id, k, errs);
	if (x->kind == ARG_BODY && rs->board.bodies.n <= 0)
		bad += ERR(a->args.pos[k], "'actions.%s.args': a body "
		    "word needs an orbit board (board.%s)", id,
		    KEY_BODIES);
	if (x->kind == ARG_TRACKED && rs->units.n <= 0 &&
	    rs->chiefs.n <= 0)
		bad += ERR(a->args.pos[k], "'actions.%s.args': a "
		    "tracked word names a piece tracked one by one on "
		    "the board, and this ruleset has none: declare "
		    "kinds of pieces with 'tracked: true'", id);
	if (x->acting && x->kind != ARG_TRACKED)
		bad += ERR(a->args.pos[k], "'actions.%s.args': '%s' is "
		    "no tracked word: only a tracked word is 'acting' "
		    "(a piece of the player whose turn it is)", id,
		    x->name);
	if (x->none && x->kind != ARG_PLAYER && x->kind != ARG_VALUES &&
	    x->kind != ARG_PIECE_COUNTS && x->kind != ARG_TERRITORY)
		bad += ERR(a->args.pos[k], "'actions.%s.args': '%s' is "
		    "no player: only a player, territory, values or "
		    "piece-counts word also takes 'none'", id, x->name);
	if (x->most.text != NULL && x->kind != ARG_NUMBER)
		bad += ERR(a->args.pos[k], "'actions.%s.args': '%s' is "
		    "no number: 'most' bounds a number word", id,
		    x->name);
	else if (x->most.text != NULL)
		bad += word_most(rs, a, id, k, errs);
	if (x->left_out.text != NULL && ((x->kind != ARG_PLAYER &&
	    x->kind != ARG_SITE) || !x->optional))
		bad += ERR(a->args.pos[k], "'actions.%s.args': '%s' is "
		    "no optional player or site: 'left-out' gives the player "
		    "or site an optional word of those kinds stands for when "
		    "it is left out", id, x->name);
	else if (x->left_out.text != NULL)
		bad += word_left_out(rs, a, id, k, errs);
	if (x->list && x->kind != ARG_CARD)
		bad += ERR(a->args.pos[k], "'actions.%s.args': '%s' is "
		    "no card word: only a card word's refusal gives "
		    "the 'list' of them", id, x->name);
	bad += words_read(rs, a, id, k, errs);
	bad += rs_check_arg_default(a, id, k, errs);
	bad += rs_check_arg_joined(a, id, k, errs);
	bad += rs_check_arg_given(rs, a, id, k, errs);
	return bad + rs_check_arg_followed(a, id, k, errs);
}
