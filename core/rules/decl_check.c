/* decl_check.c: the ruleset check of the declared parts: every action
 * (its words, requirements, costs, table and choices), every phase's
 * begin, effects and leave, the round's and the turn's end, and the
 * tallies; their effects are checked by decl_effects.c.  Whatever passes
 * here can run: the commands find no hole in the data.  A ruleset read
 * from a kept image leaves some for later: eng_action_ready and its
 * kin read and check them when first wanted. */
#include "core/rules/names.h"
#include "core/base/fmt_path.h"
#include "core/base/strbuf.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"
#include "core/combat/combat.h"
#include "core/dice/dice.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <stddef.h>
#include <string.h>
#include <strings.h>

#include "core/rules/ruleset.h"
#include "core/rules/ruleset_image.h"
#include "core/rules/words_keys.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

/* A word of kind destination: read by a relocate of its action, which
 * has no repeat. */
static int
destination_word(const struct action_def *a, const char *id, int k,
    struct diag_list *errs)
{
	const struct arg_def *x = VEC_AT(a->args, struct arg_def, k);

	if (a->repeat > 0)
		return ERR(a->args.pos[k], "'actions.%s.args': '%s' is of kind "
		    "destination, which the effect relocate reads in its "
		    "place: it is no word of an action with repeat", id,
		    x->name);
	if (decl_word_read(a, x->name, offsetof(struct effect_def,
	    relocate.to)))
		return 0;
	return ERR(a->args.pos[k], "'actions.%s.args': the destination '%s' "
	    "is read by the effect relocate of the action, and none does: "
	    "add 'relocate: {piece: WORD, to: %s}' to its effects", id,
	    x->name, x->name);
}

/* The tallies: one per region needs a board whose regions are known
 * before play. */
static int
tallies(const struct ruleset *rs, struct diag_list *errs)
{
	int bad = 0, fixed = (rs->board.regions.n > 0 ||
	    rs->board.bodies.n > 0 || rs->board.places.n > 0 ||
	    rs->board.zones.n > 0) && !rs->mech.territories.present;

	int s = vec_find(&rs->tallies, TALLY_SUPPLIED);

	/* the supply of groups held whole counts the supply taken in it */
	if (rs->mech.supply.present && s >= 0 && VEC_AT(rs->tallies,
	    struct tally_def, s)->per != TALLY_GROUP)
		bad += ERR(rs->tallies.pos[s], "'tallies.%s': mechanisms.supply "
		    "counts the supply taken in it, one count a group: give it "
		    "'per: group'", TALLY_SUPPLIED);
	for (int t = 0; t < rs->tallies.n; t++) {
		const struct tally_def *x = VEC_AT(rs->tallies,
		    struct tally_def, t);
		if (x->per == TALLY_REGION && !fixed)
			bad += ERR(rs->tallies.pos[t], "'tallies.%s': a tally "
			    "per region needs a board whose regions are "
			    "declared (board.regions, or an orbit board)",
			    rs->tallies.ids[t]);
		if (x->per == TALLY_GROUP && eng_ngroups(rs) <= 0)
			bad += ERR(rs->tallies.pos[t], "'tallies.%s': a tally "
			    "per group needs groups of regions (board.groups, "
			    "or an orbit board's bodies)", rs->tallies.ids[t]);
		if (x->pieces && x->per != TALLY_REGION)
			bad += ERR(rs->tallies.pos[t], "'tallies.%s': 'pieces' "
			    "belongs to a tally per region", rs->tallies.ids[t]);
	}
	return bad;
}

/* A run action's words, "N", "N-M" or "N-", into min_words and max_words
 * (absent: 0 and -1, any number): 0, or -1 when it is none of them. */
static int
parse_words(struct action_def *a)
{
	const char *s = a->words;
	char *end;
	long lo, hi = -1;

	a->min_words = 0;
	a->max_words = -1;
	if (s == NULL)
		return 0;
	if (!isdigit((unsigned char)*s) || (lo = strtol(s, &end, 10)) > 64)
		return -1;
	if (*end == '\0')
		hi = lo;
	else if (*end++ != '-')
		return -1;
	else if (*end != '\0' && (!isdigit((unsigned char)*end) ||
	    (hi = strtol(end, &end, 10)) < lo || hi > 64 || *end != '\0'))
		return -1;
	a->min_words = (int)lo;
	a->max_words = (int)hi;
	return 0;
}

/* Requirements: each a test, and its refusal: says, or a whole line. */
static int
requires(struct ruleset *rs, const struct action_def *act, struct vec *v,
    const char *path, struct diag_list *errs)
{
	char p[300];
	int bad = 0;

	/* a ruleset read from its kept image (rs->checked) compiles the test
	 * and the refusal when they are first used, without these paths
	 * (they name the value in the compiler's messages): not written */
	p[0] = '\0';
	for (int k = 0; k < v->n; k++) {
		struct require_def *q = VEC_AT(*v, struct require_def, k);
		if (!rs->checked)
			fmt_path(p, sizeof p, "%.200s.%d.test", path, k + 1);
		bad += eng_compile_expr(&q->test, p, rs, act, errs);
		if (!rs->checked)
			fmt_path(p, sizeof p, "%.200s.%d.refusal", path, k + 1);
		bad += eng_compile_says(q->refusal, &q->trefusal, p,
		    &v->pos[k], rs, act, 0, errs);
		bad += eng_check_reason(rs, act, q, path, k + 1, &v->pos[k],
		    errs);
		if ((q->says == NULL) == (q->refusal == NULL))
			bad += ERR(v->pos[k], "'%s.%d': a requirement has "
			    "'says' (what the refusal says) or 'refusal' (the "
			    "whole refusal), one of them", path, k + 1);
	}
	return bad;
}

/* A price table: a row word picks its row, and 'gains' says of what. */
static int
table(struct ruleset *rs, struct action_def *a, const char *id,
    const struct spos *pos, struct diag_list *errs)
{
	char p[256];
	int rows = 0, bad = 0;

	for (int k = 0; k < a->args.n; k++)
		rows += VEC_AT(a->args, struct arg_def, k)->kind == ARG_ROW;
	if (rows > 1)
		bad += ERR(*pos, "'actions.%s.args': one word picks the row of "
		    "the table, not %d", id, rows);
	if (rows > 0 && a->table.n == 0)
		bad += ERR(*pos, "'actions.%s.args': a row word needs the "
		    "action's 'table' (its rows)", id);
	if (rows == 0 && a->table.n != 0)
		bad += ERR(*pos, "'actions.%s.table': no word picks its row "
		    "(an arg of kind row)", id);
	if (a->table.n != 0 && a->gains.i < 0)
		bad += ERR(*pos, "'actions.%s.table': 'gains' says what a "
		    "row's gain is of (a resource)", id);
	if (a->table.n == 0 && a->gains.name != NULL)
		bad += ERR(*pos, "'actions.%s.gains' without a 'table' says "
		    "nothing", id);
	for (int r = 0; r < a->table.n; r++) {
		struct price_row *w = VEC_AT(a->table, struct price_row, r);
		fmt_path(p, sizeof p, "actions.%s.table.%d.cost", id, r + 1);
		bad += eng_check_amounts(rs, a, &w->cost, p, 0, errs);
		fmt_path(p, sizeof p, "actions.%s.table.%d.gain", id, r + 1);
		bad += eng_compile_expr(&w->gain, p, rs, a, errs);
	}
	return bad;
}

/* What an action taken for nobody is told of an effect that acts for its
 * actor. */
static const char NO_ACTOR_EFFECTS[] = "the action is taken for nobody "
    "(no-actor): put it in each-player (for every player in turn), drop "
    "no-actor (then the player whose turn it is acts)";

/* The effects and after-groups of action a (id), walked. */
static int
action_effects(struct ruleset *rs, struct action_def *a, const char *id,
    struct diag_list *errs)
{
	char p[256];
	int bad = 0;

	if (a->effects.n > 0) {
		fmt_path(p, sizeof p, "actions.%s.effects", id);
		bad += eng_check_effects(rs, a, &a->effects, p, 0, errs);
	}
	if (a->after_groups.n > 0) {
		fmt_path(p, sizeof p, "actions.%s.after-groups", id);
		bad += eng_check_effects(rs, a, &a->after_groups, p, 0, errs);
	}
	if (a->deferred.n > 0) {
		fmt_path(p, sizeof p, "actions.%s.deferred", id);
		bad += eng_check_effects(rs, a, &a->deferred, p, 0, errs);
	}
	return bad;
}

/* The end of a walk of effects a kept image left for later (the
 * eng_*_ready): when bad, the image is wrong past its checksum (d says the
 * first error, else what did not compile); else *later is cleared, the
 * walk done once. */
static int
ready_end(int bad, struct diag_list *errs, int *later, const char *what,
    struct diag *d)
{
	if (bad)
		diag_set(d, ST_DATA, "%s (the rules kept with the game: "
		    "'arbiter ruleset check' its texts)", errs->n > 0 ?
		    errs->v[0].msg : what);
	else
		*later = 0;
	diag_list_free(errs);
	return bad ? ST_DATA : ST_OK;
}

static int words_read(const struct ruleset *rs, const struct action_def *a,
    const char *id, int k, struct diag_list *errs);

int
eng_action_ready(const struct ruleset *crs, int i, struct diag *d)
{
	/* walked once, in place, as eng_expr_ready compiles an expression */
	struct ruleset *rs = (struct ruleset *)crs;
	struct action_def *a = VEC_AT(rs->actions, struct action_def, i);
	struct diag_list errs;
	unsigned bound = rs->bound;
	int bad;

	if (!a->effects_later)
		return ST_OK;
	diag_list_init(&errs);
	bad = 0;
	/* its queued commands' effects, kept aside too */
	if (rs_aside(rs, &a->deferred) && rs_ready(rs, &a->deferred) < 0)
		bad = 1;
	if (!bad && rs_aside(rs, &a->effects)) {
		if (rs_ready(rs, &a->effects) < 0)
			bad = 1;
		/* the checks of its words that read them, left at load */
		for (int k = 0; !bad && k < a->args.n; k++) {
			if (VEC_AT(a->args, struct arg_def, k)->kind ==
			    ARG_DRAWS)
				bad += eng_check_draws_word(a,
				    rs->actions.ids[i], k, &errs);
			bad += words_read(rs, a, rs->actions.ids[i], k, &errs);
		}
		if (!bad)
			bad = eng_check_no_actor_effects(rs, i, 1, &errs) +
			    eng_check_no_actor_effects(rs, i, 0, &errs);
	}
	if (a->no_actor)
		rs->no_actor = NO_ACTOR_EFFECTS;
	rs->bound = 0;
	if (!bad)
		bad = action_effects(rs, a, rs->actions.ids[i], &errs);
	rs->no_actor = NULL;
	rs->bound = bound;
	return ready_end(bad, &errs, &a->effects_later,
	    "an action's effects do not compile", d);
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
		    w, -1, NULL, &sym, err, sizeof err) == 0))
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
static int
words_read(const struct ruleset *rs, const struct action_def *a,
    const char *id, int k, struct diag_list *errs)
{
	const struct arg_def *x = VEC_AT(a->args, struct arg_def, k);
	int bad = 0;

	if (x->kind == ARG_PRODUCER || x->kind == ARG_HOLDING)
		bad += eng_check_holding_word(rs, a, id, k, errs);
	if (x->kind == ARG_VALUES || x->kind == ARG_COMMITMENT ||
	    x->kind == ARG_REVEALED || x->kind == ARG_RESOLVED ||
	    x->optional)
		bad += eng_check_values_word(rs, a, id, k, errs);
	if (x->kind == ARG_CLAIM)
		bad += eng_check_claim_word(a, id, k, errs);
	if (x->kind == ARG_NUMBER && x->min > x->max)
		bad += ERR(a->args.pos[k], "'actions.%s.args': '%s' has "
		    "min above max", id, x->name);
	if (x->kind == ARG_RESOURCE)
		bad += eng_check_resource_word(rs, a, id, k, errs);
	if (x->kind == ARG_PIECE_KIND || x->kind == ARG_STATS)
		bad += eng_check_stats_word(rs, a, id, k, errs);
	if (x->kind == ARG_PIECE_COUNTS)
		bad += eng_check_counts_word(rs, a, id, k, errs);
	if (x->kind == ARG_LAYOUT)
		bad += eng_check_layout_word(rs, a, id, k, errs);
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
		bad += eng_check_modifiers_word(rs, a, id, k, errs);
	if (x->kind == ARG_TARGETS)
		bad += eng_check_targets_word(a, id, k, errs);
	if (x->kind == ARG_SOURCES)
		bad += eng_check_sources_word(rs, a, id, k, errs);
	return bad;
}

static int
action(struct ruleset *rs, int i, struct diag_list *errs)
{
	struct action_def *a = VEC_AT(rs->actions, struct action_def, i);
	const char *id = rs->actions.ids[i];
	const struct spos *pos = &rs->actions.pos[i];
	char p[256];
	int bad = eng_check_round_count(rs, i, errs);
	/* read from its kept image, its effects not read yet */
	int aside = rs->checked && rs_aside(rs, &a->effects);

	if (a->no_turn_says != NULL && (a->run != NULL || (a->args.n > 0 &&
	    VEC_AT(a->args, struct arg_def, 0)->kind == ARG_PLAYER)))
		bad += ERR(*pos, "'actions.%s': 'no-turn-says' is never said: "
		    "%s", id, a->run != NULL ? "an action that runs a "
		    "mechanism refuses in its own words" : "its first word "
		    "names the player who acts, whoever's turn it is");
	if (a->run != NULL) {
		/* the mechanism reads its words and does what it does */
		if (a->args.n > 0 || a->require.n > 0 || a->cost.n > 0 ||
		    a->effects.n > 0 || a->says != NULL || a->per_turn ||
		    a->per_round || a->per_game || a->limit_says != NULL ||
		    a->cost_name != NULL || a->table.n != 0 ||
		    a->gains.name != NULL)
			bad += ERR(*pos, "'actions.%s': an action that runs a "
			    "mechanism takes no args, require, cost, effects, "
			    "says, limits or table: the mechanism has its own",
			    id);
		if (parse_words(a))
			bad += ERR(*pos, "'actions.%s.words': '%s' is not N, "
			    "N-M or N- (how many words it takes)", id,
			    a->words);
		return bad;
	}
	if (a->usage != NULL && !a->program_style && a->complete == NULL &&
	    a->when == NULL && a->words == NULL)
		bad += ERR(*pos, "'actions.%s.usage': a declared action's usage "
		    "line is made from its args; one of its own belongs to a "
		    "program-style action (program-style: true)", id);
	else if ((a->usage != NULL && !a->program_style) ||
	    a->complete != NULL || (a->when != NULL && !a->program_style) ||
	    (a->words != NULL && !a->program_style))
		bad += ERR(*pos, "'actions.%s': usage, complete, when and "
		    "words belong to an action that runs a mechanism (usage, "
		    "when and words also to one of program-style); a declared "
		    "one's come from its args", id);
	else if (parse_words(a))
		bad += ERR(*pos, "'actions.%s.words': '%s' is not N, N-M or "
		    "N- (how many words it takes)", id, a->words);
	if (a->no_turn_named && !a->program_style)
		bad += ERR(*pos, "'actions.%s': 'turn-unsaid' is for a "
		    "program-style action, whose refusal in another phase says "
		    "whose turn it is (another's never does): drop it, or add "
		    "'program-style: true'", id);
	if (a->args.n > ENG_MAX_ARGS)
		bad += ERR(*pos, "'actions.%s': at most %d words", id,
		    ENG_MAX_ARGS);
	for (int k = 0; k < a->args.n; k++) {
		const struct arg_def *x = VEC_AT(a->args, struct arg_def, k);
		for (int j = 0; j < k; j++)
			if (strcmp(VEC_AT(a->args, struct arg_def, j)->name,
			    x->name) == 0)
				bad += ERR(a->args.pos[k], "'actions.%s.args': "
				    "two words are called '%s'", id, x->name);
		if (x->kind == ARG_REGION && rs->board.regions.n <= 0 &&
		    rs->board.bodies.n <= 0 &&	/* or lands of bodies */
		    !rs->mech.territories.present &&	/* or tiles laid */
		    rs->board.zones.n <= 0 &&	/* or zones */
		    rs->board.bodies.n <= 0)	/* or an orbit board's lands */
			bad += ERR(a->args.pos[k], "'actions.%s.args': a region "
			    "word needs a board of regions (board.regions)",
			    id);
		if (x->kind == ARG_TERRITORY && !rs->mech.territories.present)
			bad += ERR(a->args.pos[k], "'actions.%s.args': a "
			    "territory word needs a map of territories "
			    "(mechanisms.territories)", id);
		if (x->kind == ARG_GROUP && eng_ngroups(rs) <= 0)
			bad += ERR(a->args.pos[k], "'actions.%s.args': a group "
			    "word needs groups of regions (board.groups, or an "
			    "orbit board's bodies)", id);
		if (x->kind == ARG_PIECE && rs->pieces.n <= 0)
			bad += ERR(a->args.pos[k], "'actions.%s.args': a piece "
			    "word needs pieces (pieces)", id);
		if (x->what != NULL && x->kind != ARG_NUMBER &&
		    x->kind != ARG_ROW && x->kind != ARG_REGION &&
		    x->kind != ARG_CARD_ID)
			bad += ERR(a->args.pos[k], "'actions.%s.args': '%s' is "
			    "no number: 'what' names a number, a row, a "
			    "region or a card-id", id, x->name);
		bad += choices(rs, a, id, k, errs);
		if (x->turn && (x->kind != ARG_PLAYER || k + 1 != a->args.n))
			bad += ERR(a->args.pos[k], "'actions.%s.args': '%s': "
			    "'turn' marks the last word, of kind player", id,
			    x->name);
		if (x->kind == ARG_UNIT && rs->units.n <= 0)
			bad += ERR(a->args.pos[k], "'actions.%s.args': a unit "
			    "word needs units (units)", id);
		if (x->kind == ARG_DECK && !rs_has_supply(rs))
			bad += ERR(a->args.pos[k], "'actions.%s.args': a deck "
			    "word needs a supply deck (decks: one of 'kinds: "
			    "cards' with piles, not 'per: player')", id);
		if (x->kind == ARG_CARD && rs->cards.n <= 0)
			bad += ERR(a->args.pos[k], "'actions.%s.args': a card "
			    "word needs cards (cards)", id);
		if (x->kind == ARG_DRAWS && !aside)
			bad += eng_check_draws_word(a, id, k, errs);
		if (x->kind == ARG_TEXT && (k + 1 != a->args.n ||
		    a->repeat > 0))
			bad += ERR(a->args.pos[k], "'actions.%s.args': '%s' is of "
			    "kind text, which takes every word left: it is the "
			    "last word, of an action without repeat", id,
			    x->name);
		if (x->kind == ARG_BODY && rs->board.bodies.n <= 0)
			bad += ERR(a->args.pos[k], "'actions.%s.args': a body "
			    "word needs an orbit board (board.%s)", id,
			    KEY_BODIES);
		if (x->kind == ARG_TRACKED && rs->units.n <= 0 &&
		    rs->chiefs.n <= 0)
			bad += ERR(a->args.pos[k], "'actions.%s.args': a "
			    "tracked word names a piece tracked one by one on "
			    "the board, and this ruleset has none: declare "
			    "units (units) or %s", id, KEY_CHIEFS);
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
		else if (x->most.text != NULL) {
			fmt_path(p, sizeof p, "actions.%s.args.%s.most", id,
			    x->name);
			/* valued as the word is read: it knows the words
			 * before it */
			struct action_def before = *a;
			before.args.n = k;
			rs->no_actor = "a word's 'most' is valued as the word is "
			    "read, before anyone acts: read a word before it";
			bad += eng_compile_expr_now((struct sexpr *)&x->most, p,
			    rs, &before, errs);
			rs->no_actor = NULL;
			if (x->dflt != ARG_NO_DEFAULT)
				bad += ERR(a->args.pos[k], "'actions.%s.args': "
				    "'%s' has a default and 'most': a default "
				    "is checked against max", id, x->name);
		}
		if (x->list && x->kind != ARG_CARD)
			bad += ERR(a->args.pos[k], "'actions.%s.args': '%s' is "
			    "no card word: only a card word's refusal gives "
			    "the 'list' of them", id, x->name);
		if (!aside)
			bad += words_read(rs, a, id, k, errs);
		bad += rs_check_arg_default(a, id, k, errs);
		bad += rs_check_arg_joined(a, id, k, errs);
		bad += rs_check_arg_given(rs, a, id, k, errs);
		bad += rs_check_arg_followed(a, id, k, errs);
	}
	if (a->args.n > ENG_MAX_ARGS)
		return bad;
	if (a->round_secret && (a->args.n == 0 || VEC_AT(a->args,
	    struct arg_def, 0)->kind != ARG_PLAYER))
		bad += ERR(*pos, "'actions.%s': a round-secret "
		    "action is the face-down word of the player its first word "
		    "names, and is sealed to the others: its first word is of "
		    "kind player", id);
	if (a->sealed)
		bad += eng_check_sealed(rs, a, id, pos, errs);
	bad += eng_check_repeat(rs, i, errs);
	/* taken for nobody: nothing below reads the actor (names.c,
	 * says.c) */
	if (a->no_actor)
		rs->no_actor = "the action is taken for nobody (no-actor): "
		    "drop no-actor (then the player whose turn it is acts)";
	/* a list none is given checks nothing: its path not written */
	if (a->require.n > 0) {
		fmt_path(p, sizeof p, "actions.%s.require", id);
		bad += requires(rs, a, &a->require, p, errs);
	}
	/* deferred-require: walked at every load like the requirements;
	 * deferred with the effects (action_effects), when the action is
	 * taken or its command carried out on a ruleset read from its kept
	 * image */
	if (a->deferred_require.n > 0) {
		fmt_path(p, sizeof p, "actions.%s.deferred-require", id);
		bad += requires(rs, a, &a->deferred_require, p, errs);
	}
	bad += eng_check_deferred(rs, a, id, pos, errs);
	for (int k = 0; k < a->cost.n; k++) {
		fmt_path(p, sizeof p, "actions.%s.cost.%s", id, a->cost.ids[k]);
		if (vec_find(&rs->resources, a->cost.ids[k]) < 0)
			bad += ERR(a->cost.pos[k], "'%s': no resource '%s'", p,
			    a->cost.ids[k]);
		bad += eng_compile_expr(VEC_AT(a->cost, struct sexpr, k), p, rs,
		    a, errs);
	}
	/* lines compiled when first said on a ruleset read from its kept
	 * image (rs->checked), without the paths of the compiler's
	 * messages: written only for a text loaded */
	p[0] = '\0';
	if (!rs->checked)
		fmt_path(p, sizeof p, "actions.%s.says", id);
	bad += eng_compile_says(a->says, &a->tsays, p, pos, rs, a, 0, errs);
	if (!rs->checked)
		fmt_path(p, sizeof p, "actions.%s.cost-name", id);
	bad += eng_compile_says(a->cost_name, &a->tcost_name, p, pos, rs, a,
	    0, errs);
	if (!rs->checked)
		fmt_path(p, sizeof p, "actions.%s.limit-says", id);
	bad += eng_compile_says(a->limit_says, &a->tlimit, p, pos, rs, a, 0,
	    errs);
	if (a->limit_says != NULL && !a->per_turn && !a->per_round &&
	    !a->per_game)
		bad += ERR(*pos, "'actions.%s': 'limit-says' without a limit "
		    "(per-turn, per-round, per-game) is never said", id);
	bad += table(rs, a, id, pos, errs);
	if (a->no_actor)
		rs->no_actor = NO_ACTOR_EFFECTS;
	if (rs->checked)
		/* read from its kept image: walked when first taken */
		a->effects_later = a->effects.n > 0 || a->after_groups.n > 0 ||
		    eng_has_deferred(rs, a) || aside;
	else
		bad += action_effects(rs, a, id, errs);
	rs->no_actor = NULL;
	if (a->phase.i < 0 && a->phase.name == NULL && a->setup)
		bad += ERR(*pos, "'actions.%s': 'setup' without a phase says "
		    "nothing: an action without a phase may be taken at any "
		    "time", id);
	return bad;
}


/* Effects carried out once, for nobody (a phase's begin, the round's
 * round-end, at path, named key): checked as an action's, and none that
 * acts for a player (each-player gives one; elsewhere says where else it
 * may go) or for the player whose turn it is (an action gives one). */
static int
once_effects(struct ruleset *rs, struct vec *once, const char *path,
    const char *key, const char *elsewhere, struct diag_list *errs)
{
	const char *k;
	char nobody[128];
	int bad;

	if (once->n <= 0)
		return 0;
	/* no expression or line reads the actor (names.c, says.c) */
	snprintf(nobody, sizeof nobody, "the effects of '%s' are carried "
	    "out once, for nobody: put it in each-player (for every player "
	    "in turn)", key);
	rs->no_actor = nobody;
	bad = eng_check_effects(rs, NULL, once, path, 0, errs);
	rs->no_actor = NULL;
	for (int j = 0; j < once->n; j++) {
		/* each effect on its own, to say which */
		struct vec one = { 1, VEC_AT(*once, struct effect_def, j),
		    NULL, &once->pos[j] };
		if ((k = decl_actor_effect(rs, &one)) != NULL)
			bad += ERR(once->pos[j], "'%s.%d': the effects of "
			    "'%s' are carried out once, for nobody, and '%s' "
			    "acts for a player: put it in each-player%s%s",
			    path, j + 1, key, k, elsewhere != NULL ? ", or " :
			    "", elsewhere != NULL ? elsewhere : "");
		if ((k = decl_turn_effect(&one)) != NULL)
			bad += ERR(once->pos[j], "'%s.%d': the effects of "
			    "'%s' are carried out once, for nobody, and '%s' "
			    "acts for the player whose turn it is (each-player "
			    "does not change that player): put it in an action "
			    "that player takes", path, j + 1, key, k);
	}
	return bad;
}

/* Phase i's begin and effects (leave 0), or its leave (leave 1), walked:
 * its end-require is checked between them. */
static int
phase_effects(struct ruleset *rs, int i, int leave, struct diag_list *errs)
{
	struct phase_def *ph = RS_PHASE(rs, i);
	char p[256];
	int bad = 0;

	if (leave) {
		if (ph->leave.n > 0) {
			fmt_path(p, sizeof p, "phases.%s.leave",
			    rs->phases.ids[i]);
			bad += once_effects(rs, &ph->leave, p, "leave", NULL,
			    errs);
		}
		return bad;
	}
	if (ph->begin.n > 0) {
		fmt_path(p, sizeof p, "phases.%s.begin", rs->phases.ids[i]);
		bad += once_effects(rs, &ph->begin, p, "begin", "in the "
		    "phase's 'effects' (for its player, or each)", errs);
	}
	if (ph->effects.n > 0) {
		fmt_path(p, sizeof p, "phases.%s.effects", rs->phases.ids[i]);
		bad += eng_check_effects(rs, NULL, &ph->effects, p, 0, errs);
	}
	return bad;
}

int
eng_phase_ready(const struct ruleset *crs, int i, struct diag *d)
{
	/* walked once, in place, as eng_action_ready walks an action's */
	struct ruleset *rs = (struct ruleset *)crs;
	struct diag_list errs;
	unsigned bound = rs->bound;
	int bad;

	if (i < 0 || i >= rs->phases.n || !RS_PHASE(rs, i)->later)
		return ST_OK;
	diag_list_init(&errs);
	rs->bound = 0;
	if (rs_ready(rs, &RS_PHASE(rs, i)->begin) < 0 ||
	    rs_ready(rs, &RS_PHASE(rs, i)->effects) < 0 ||
	    rs_ready(rs, &RS_PHASE(rs, i)->leave) < 0)
		bad = 1;
	else
		bad = phase_effects(rs, i, 0, &errs) +
		    phase_effects(rs, i, 1, &errs);
	rs->bound = bound;
	return ready_end(bad, &errs, &RS_PHASE(rs, i)->later,
	    "a phase's effects do not compile", d);
}

static int
round_end_effects(struct ruleset *rs, struct diag_list *errs)
{
	return once_effects(rs, &rs->turns.round_end, "turns.round-end",
	    "round-end", "in a phase's 'effects' (for its player, or each)",
	    errs);
}

/* A list of turns' effects a kept image left aside (the round's end, a
 * turn's end), read and walked once, in place, as eng_phase_ready walks
 * a phase's, when first carried out. */
static int
turns_ready(const struct ruleset *crs, struct vec *v, int *later,
    int (*walk)(struct ruleset *, struct diag_list *), const char *what,
    struct diag *d)
{
	struct ruleset *rs = (struct ruleset *)crs;
	struct diag_list errs;
	unsigned bound = rs->bound;
	int bad;

	if (!*later)
		return ST_OK;
	diag_list_init(&errs);
	rs->bound = 0;
	bad = rs_ready(rs, v) < 0 ? 1 : walk(rs, &errs);
	rs->bound = bound;
	return ready_end(bad, &errs, later, what, d);
}

int
eng_round_ready(const struct ruleset *crs, struct diag *d)
{
	struct ruleset *rs = (struct ruleset *)crs;

	return turns_ready(crs, &rs->turns.round_end,
	    &rs->turns.round_end_later, round_end_effects,
	    "the round-end effects do not compile", d);
}

/* The lists of effects a pool combat carries out (combats.*.destroyed,
 * combats.*.over), on a map of territories, for the combat the
 * mechanism dice-pool fights, effects that leave the combat (or the
 * command that ended it) as it is.  destroyed: for each unit its hits
 * destroy, the unit's owner the actor, who and kind bound as in
 * throw-pools' fires (ENG_IN_POOL); over: once when it ends, the
 * attacker the actor and here its territory (ENG_BINDS_HERE).  The
 * words in place, not pointed at (no address written at the start). */
enum { POOL_DESTROYED, POOL_OVER, POOL__N };
static const struct pool_list {
	char key[12];
	size_t list, later;		/* in struct combat_decl, ruleset */
	unsigned bits;
	char whose[48];			/* the effects... */
	char when[48], ends[8];		/* carried out when... */
} pool_lists[POOL__N] = {
	{ "destroyed", offsetof(struct combat_decl, destroyed),
	    offsetof(struct ruleset, destroyed_later), ENG_IN_POOL |
	    ENG_BINDS_WHO, "the effects for each unit its hits destroy",
	    "for each unit destroyed in", "" },
	{ "over", offsetof(struct combat_decl, over),
	    offsetof(struct ruleset, over_later), ENG_BINDS_HERE,
	    "the effects once a combat ends", "when", " ends" },
};

static struct vec *
pool_list_of(const struct combat_decl *x, int w)
{
	return (struct vec *)((char *)x + pool_lists[w].list);
}

static int *
pool_later(struct ruleset *rs, int w)
{
	return (int *)(void *)((char *)rs + pool_lists[w].later);
}

static int
pool_effects(struct ruleset *rs, int c, int w, struct diag_list *errs)
{
	const struct pool_list *l = &pool_lists[w];
	struct combat_decl *x = VEC_AT(rs->combats, struct combat_decl, c);
	struct vec *v = pool_list_of(x, w);
	const struct spos *pos = &rs->combats.pos[c];
	char p[256];
	int bad = 0;

	if (rs->checked && rs_aside(rs, v)) {
		/* read from its kept image when first carried out */
		*pool_later(rs, w) = 1;
		return 0;
	}
	if (v->n <= 0)
		return 0;
	fmt_path(p, sizeof p, "combats.%s.%s", rs->combats.ids[c], l->key);
	if (x->mode != COMBAT_POOL)
		return ERR(*pos, "'%s': %s are a pool combat's (mode: pool): "
		    "take %s out", p, l->whose, l->key);
	if (rs_pool_combat(rs) != x || !rs->mech.territories.present)
		return ERR(*pos, "'%s': its effects are carried out %s the "
		    "dice-pool combat on a map of territories%s "
		    "(mechanisms.territories, mechanisms.dice-pool with "
		    "'combat: %s'), and this combat is not that one: declare "
		    "it so, or take %s out", p, l->when, l->ends,
		    rs->combats.ids[c], l->key);
	bad += w == POOL_DESTROYED ? eng_check_destroyed_kinds(v, p, errs) :
	    eng_check_over_kinds(v, p, errs);
	if (rs->checked) {
		/* read from its kept image: walked when first carried out */
		*pool_later(rs, w) = 1;
		return bad;
	}
	return bad + eng_check_effects(rs, NULL, v, p, l->bits, errs);
}

/* A pool combat's list w walked, as eng_action_ready walks an action's,
 * when first carried out on a ruleset read from its kept image. */
static int
pool_ready(const struct ruleset *crs, int w, struct diag *d)
{
	struct ruleset *rs = (struct ruleset *)crs;
	const struct combat_decl *x = rs_pool_combat(rs);
	struct diag_list errs;
	unsigned bound = rs->bound;
	char p[256], what[64];
	int bad;

	if (!*pool_later(rs, w) || x == NULL)
		return ST_OK;
	diag_list_init(&errs);
	rs->bound = 0;
	fmt_path(p, sizeof p, "combats.%s.%s",
	    rs->combats.ids[rs->mech.dicepool.combat.i], pool_lists[w].key);
	bad = rs_ready(rs, pool_list_of(x, w)) < 0 ? 1 : eng_check_effects(rs,
	    NULL, pool_list_of(x, w), p, pool_lists[w].bits, &errs);
	rs->bound = bound;
	snprintf(what, sizeof what, "a combat's %s effects do not compile",
	    pool_lists[w].key);
	return ready_end(bad, &errs, pool_later(rs, w), what, d);
}

int
eng_destroyed_ready(const struct ruleset *rs, struct diag *d)
{
	return pool_ready(rs, POOL_DESTROYED, d);
}

int
eng_over_ready(const struct ruleset *rs, struct diag *d)
{
	return pool_ready(rs, POOL_OVER, d);
}

/* turns.turn-end: effects for the player whose turn ends, which needs a
 * round played in turns. */
static int
turn_end_effects(struct ruleset *rs, struct diag_list *errs)
{
	struct vec *v = &rs->turns.turn_end;
	int turns = 0;

	if (v->n <= 0)
		return 0;
	for (int i = 0; i < rs->round.n; i++)
		turns |= VEC_AT(rs->round, struct round_step, i)->turns.n > 0;
	if (!turns)
		return ERR(v->pos[0], "'turns.turn-end': its effects are "
		    "carried out when a player's turn ends, and the round has "
		    "no turns (round: - turns: [PHASE, ...]): declare them or "
		    "take turn-end out");
	return eng_check_effects(rs, NULL, v, "turns.turn-end", 0, errs);
}

int
eng_turn_ready(const struct ruleset *crs, struct diag *d)
{
	struct ruleset *rs = (struct ruleset *)crs;

	return turns_ready(crs, &rs->turns.turn_end, &rs->turns.turn_end_later,
	    turn_end_effects, "the turn-end effects do not compile", d);
}

int
eng_compile(struct ruleset *rs, struct diag_list *errs)
{
	struct dice_env env = rs_dice_env(rs);
	char p[256];
	int bad = 0;

	/* an orbit board's map is its lands' (build_lands) */
	if (rs->board.regions.n > 0 && board_map_build(&rs->map,
	    &rs->board.regions, &rs->board.groups)) {
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
		return 1;
	}
	for (int r = 0; r < rs->board.regions.n; r++) {
		const struct region_def *d = VEC_AT(rs->board.regions,
		    struct region_def, r);
		for (int k = 0; k < d->adjacent.n; k++)
			if (VEC_AT(d->adjacent, struct sref, k)->i == r)
				bad += ERR(VEC_AT(d->adjacent, struct sref,
				    k)->pos, "region '%s' borders itself",
				    rs->board.regions.ids[r]);
	}
	for (int c = 0; c < rs->combats.n; c++) {
		struct combat_decl *x = VEC_AT(rs->combats, struct combat_decl,
		    c);
		fmt_path(p, sizeof p, "combats.%s", rs->combats.ids[c]);
		bad += combat_compile(x, p, &env, errs);
		bad += pool_effects(rs, c, POOL_DESTROYED, errs);
		bad += pool_effects(rs, c, POOL_OVER, errs);
	}
	bad += tallies(rs, errs);
	for (int i = 0; i < rs->actions.n; i++)
		bad += action(rs, i, errs);
	/* a list none is given (most of a phase's) checks nothing: its path
	 * is not written */
	for (int i = 0; i < rs->phases.n; i++) {
		struct phase_def *ph = RS_PHASE(rs, i);
		if (rs->checked)
			/* read from its kept image: walked when first run */
			ph->later = ph->begin.n > 0 || ph->effects.n > 0 ||
			    ph->leave.n > 0 || rs_aside(rs, &ph->begin) ||
			    rs_aside(rs, &ph->effects) ||
			    rs_aside(rs, &ph->leave);
		else
			bad += phase_effects(rs, i, 0, errs);
		if (ph->end_require.n > 0) {
			fmt_path(p, sizeof p, "phases.%s.end-require",
			    rs->phases.ids[i]);
			bad += requires(rs, NULL, &ph->end_require, p, errs);
		}
		if (!rs->checked)
			bad += phase_effects(rs, i, 1, errs);
	}
	if (rs->checked && rs_aside(rs, &rs->turns.round_end))
		/* read from its kept image: walked when the round ends */
		rs->turns.round_end_later = 1;
	else
		bad += round_end_effects(rs, errs);
	if (rs->checked && rs_aside(rs, &rs->turns.turn_end))
		/* read from its kept image: walked when a turn ends */
		rs->turns.turn_end_later = 1;
	else
		bad += turn_end_effects(rs, errs);
	for (int i = 0; i < rs->victory.n; i++) {
		struct victory_def *v = VEC_AT(rs->victory, struct victory_def,
		    i);
		fmt_path(p, sizeof p, "victory.%d.test", i + 1);
		if (v->when == WHEN_TEST && v->test.text == NULL)
			bad += ERR(rs->victory.pos[i], "'victory.%d': a victory "
			    "by test needs its 'test'", i + 1);
		else if (v->when != WHEN_TEST && v->test.text != NULL)
			bad += ERR(rs->victory.pos[i], "'victory.%d': 'test' "
			    "belongs to a victory 'when: test'", i + 1);
		bad += eng_compile_expr(&v->test, p, rs, NULL, errs);
	}
	bad += rs_check_dues(rs, errs);
	bad += rs_check_decks(rs, errs);
	for (int i = 0; i < rs->decks.n; i++) {
		struct deck_def *d = VEC_AT(rs->decks, struct deck_def, i);
		if (rs_deck_dealt(d))
			bad += rs_check_dealt(rs, i, errs);
		/* valued as the game begins, for nobody */
		rs->no_actor = "a deck is made as the game begins, for "
		    "nobody: read what the table has (players)";
		fmt_path(p, sizeof p, "decks.%s.copies", rs->decks.ids[i]);
		bad += eng_compile_expr(&d->copies, p, rs, NULL, errs);
		fmt_path(p, sizeof p, "decks.%s.deal", rs->decks.ids[i]);
		bad += eng_compile_expr(&d->deal, p, rs, NULL, errs);
		fmt_path(p, sizeof p, "decks.%s.left-over", rs->decks.ids[i]);
		bad += eng_compile_expr(&d->left_over, p, rs, NULL, errs);
		rs->no_actor = NULL;
	}
	if (rs->setup.deal.present) {
		if (rs->board.regions.n <= 0) {
			diag_list_add(errs, ST_DATA, NULL, 0, 0, "'setup."
			    "deal-regions' needs a board of regions (board."
			    "regions)");
			bad++;
		}
		for (int k = 0; k < rs->setup.deal.pieces.n; k++)
			if (vec_find(&rs->pieces, rs->setup.deal.pieces.ids[k])
			    < 0)
				bad += ERR(rs->setup.deal.pieces.pos[k], "'setup."
				    "deal-regions.pieces': no piece '%s'",
				    rs->setup.deal.pieces.ids[k]);
	}
	return bad;
}
