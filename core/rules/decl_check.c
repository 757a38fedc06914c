/* decl_check.c: the ruleset check of every declared action (its words,
 * requirements, costs, table and choices) and of the tallies
 * (decl_walk.h); their effects are checked by decl_effects.c, the
 * phases' by decl_phases.c, the whole by eng_compile (decl_compile.c).
 * A ruleset read from a kept image leaves an action's effects for later:
 * eng_action_ready reads and checks them when first wanted. */
#include "core/rules/decl_walk.h"
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

/* Is s a command of the program's that a phase may list? */
static int
game_cmd(const char *s)
{
	for (int c = 0; c < GC__N; c++)
		if (strcmp(rs_game_cmd_names[c], s) == 0)
			return 1;
	return 0;
}

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
int
decl_tallies(const struct ruleset *rs, struct diag_list *errs)
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
/* The number of the digits at *s (one at least), *s moved past them; a
 * number above 64 is given as 65 (as strtol's, refused all the same: no
 * call at every command for a count of words). */
static long
words_number(const char **s)
{
	long v = 0;

	for (; **s >= '0' && **s <= '9'; (*s)++)
		if (v <= 64)
			v = v * 10 + (**s - '0');
	return v > 64 ? 65 : v;
}

static int
parse_words(struct action_def *a)
{
	const char *s = a->words, *end;
	long lo, hi = -1;

	a->min_words = 0;
	a->max_words = -1;
	if (s == NULL)
		return 0;
	end = s;
	if (!isdigit((unsigned char)*s) || (lo = words_number(&end)) > 64)
		return -1;
	if (*end == '\0')
		hi = lo;
	else if (*end++ != '-')
		return -1;
	else if (*end != '\0' && (!isdigit((unsigned char)*end) ||
	    (hi = words_number(&end)) < lo || hi > 64 || *end != '\0'))
		return -1;
	a->min_words = (int)lo;
	a->max_words = (int)hi;
	return 0;
}

/* Requirements: each a test, and its refusal: says, or a whole line. */
int
decl_requires(struct ruleset *rs, const struct action_def *act, struct vec *v,
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
		if (q->reason != NULL)
			bad += eng_check_reason(rs, act, q, path, k + 1,
			    &v->pos[k], errs);
		if ((q->says == NULL) == (q->refusal == NULL))
			bad += ERR(v->pos[k], "'%s.%d': a requirement has "
			    "'says' (what the refusal says) or 'refusal' (the "
			    "whole refusal), one of them", path, k + 1);
	}
	return bad;
}

int
decl_requires_path(const struct ruleset *rs, const struct vec *v)
{
	if (!rs->checked)
		return 1;
	for (int k = 0; k < v->n; k++) {
		const struct require_def *q = VEC_AT(*v, struct require_def,
		    k);
		if (q->reason != NULL || (q->says == NULL) == (q->refusal ==
		    NULL))
			return 1;
	}
	return 0;
}

/* Are all of v's ids resources (the amounts of a cost, a gain)? */
static int
all_resources(const struct ruleset *rs, const struct vec *v)
{
	for (int k = 0; k < v->n; k++)
		if (vec_find(&rs->resources, v->ids[k]) < 0)
			return 0;
	return 1;
}

/* A price table's rows: a row word picks one, and 'gains' says of what
 * (checks of the texts alone). */
static int
table_rows(const struct action_def *a, const char *id,
    const struct spos *pos, struct diag_list *errs)
{
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
	return bad;
}

/* A price table: its rows (checked when a kept image was kept, not again
 * at every command: rs->checked) and their costs and gains. */
static int
table(struct ruleset *rs, struct action_def *a, const char *id,
    const struct spos *pos, struct diag_list *errs)
{
	char p[256];
	int bad = rs->checked ? 0 : table_rows(a, id, pos, errs);

	/* a ruleset read from its kept image (rs->checked) compiles the
	 * expressions when first valued, without these paths: written only
	 * for a text loaded, or a message that says them */
	p[0] = '\0';
	for (int r = 0; r < a->table.n; r++) {
		struct price_row *w = VEC_AT(a->table, struct price_row, r);
		if (!rs->checked || !all_resources(rs, &w->cost))
			fmt_path(p, sizeof p, "actions.%s.table.%d.cost", id,
			    r + 1);
		bad += eng_check_amounts(rs, a, &w->cost, p, 0, errs);
		if (!rs->checked)
			fmt_path(p, sizeof p, "actions.%s.table.%d.gain", id,
			    r + 1);
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
	/* actions.ID written once, each list's key after it */
	size_t at = fmt_path_key(p, sizeof p, fmt_path_head(p, sizeof p,
	    "actions", 7), id);

	if (a->effects.n > 0) {
		fmt_path_key(p, sizeof p, at, "effects");
		bad += eng_check_effects(rs, a, &a->effects, p, 0, errs);
	}
	if (a->after_groups.n > 0) {
		fmt_path_key(p, sizeof p, at, "after-groups");
		bad += eng_check_effects(rs, a, &a->after_groups, p, 0, errs);
	}
	if (a->deferred.n > 0) {
		fmt_path_key(p, sizeof p, at, "deferred");
		bad += eng_check_effects(rs, a, &a->deferred, p, 0, errs);
	}
	return bad;
}

/* The end of a walk of effects a kept image left for later (the
 * eng_*_ready): when bad, the image is wrong past its checksum (d says the
 * first error, else what did not compile); else *later is cleared, the
 * walk done once. */
int
decl_ready_end(int bad, struct diag_list *errs, int *later, const char *what,
    struct diag *d)
{
	if (bad)
		diag_set(d, ST_DATA, "%s (the rules kept with the game: "
		    "'arbiter ruleset check' its texts)", errs->n > 0 ?
		    diag_msg(&errs->v[0]) : what);
	else
		*later = 0;
	diag_list_free(errs);
	return bad ? ST_DATA : ST_OK;
}

static int words_read(const struct ruleset *rs, const struct action_def *a,
    const char *id, int k, struct diag_list *errs);

/* The deferred-require of action a (id), walked like its require. */
static int
deferred_require(struct ruleset *rs, struct action_def *a, const char *id,
    struct diag_list *errs)
{
	char p[256];

	/* a list none is given checks nothing: its path not written */
	if (a->deferred_require.n == 0)
		return 0;
	p[0] = '\0';
	if (decl_requires_path(rs, &a->deferred_require))
		fmt_path(p, sizeof p, "actions.%s.deferred-require", id);
	return decl_requires(rs, a, &a->deferred_require, p, errs);
}

/* Action i's effects (and its queued commands') read from the image that
 * kept them aside, with the checks of its words that read them, left at
 * load: the number of errors. */
static int
read_aside(struct ruleset *rs, struct action_def *a, int i,
    struct diag_list *errs)
{
	int bad = 0;

	if (rs_aside(rs, &a->deferred) && rs_ready(rs, &a->deferred) < 0)
		bad = 1;
	/* its words of kind items' declarations, kept aside with its
	 * effects (ruleset_image.c), which the usage line may have read
	 * already */
	for (int k = 0; !bad && k < a->args.n; k++)
		bad = eng_items_ready(rs, VEC_AT(a->args, struct arg_def,
		    k)) < 0;
	if (!bad && rs_aside(rs, &a->effects)) {
		if (rs_ready(rs, &a->effects) < 0)
			bad = 1;
		for (int k = 0; !bad && k < a->args.n; k++) {
			if (VEC_AT(a->args, struct arg_def, k)->kind ==
			    ARG_DRAWS)
				bad += eng_check_draws_word(a,
				    rs->actions.ids[i], k, errs);
			bad += words_read(rs, a, rs->actions.ids[i], k, errs);
		}
		if (!bad)
			bad = eng_check_no_actor_effects(rs, i, 1, errs) +
			    eng_check_no_actor_effects(rs, i, 0, errs);
	}
	return bad;
}

int
eng_action_read(const struct ruleset *crs, int i, struct diag *d)
{
	struct ruleset *rs = (struct ruleset *)crs;
	struct action_def *a = VEC_AT(rs->actions, struct action_def, i);
	struct diag_list errs;
	int bad, later = 1;

	if (!a->effects_later)
		return ST_OK;
	diag_list_init(&errs);
	bad = read_aside(rs, a, i, &errs);
	/* walked still when it is taken (eng_action_ready) */
	return decl_ready_end(bad, &errs, &later, "an action's effects do "
	    "not read", d);
}

int
eng_require_ready(const struct ruleset *crs, int i, struct diag *d)
{
	struct ruleset *rs = (struct ruleset *)crs;
	struct action_def *a = VEC_AT(rs->actions, struct action_def, i);
	struct diag_list errs;
	int bad, later = 1, checked = rs->checked;

	if (!rs_aside(rs, &a->require))
		return ST_OK;
	diag_list_init(&errs);
	/* read from the image, which was kept once they were checked: their
	 * tests and lines compiled when first valued, as at load */
	rs->checked = 1;
	/* its deferred list first: sum_queued asks for one */
	bad = (rs_aside(rs, &a->deferred) && rs_ready(rs, &a->deferred) <
	    0) || rs_ready(rs, &a->require) < 0 ? 1 : decl_requires(rs, a,
	    &a->require, "", &errs);
	rs->checked = checked;
	return decl_ready_end(bad, &errs, &later, "an action's requirements "
	    "do not read", d);
}

int
eng_action_ready(const struct ruleset *crs, int i, struct diag *d)
{
	/* walked once, in place, as eng_expr_ready compiles an expression */
	struct ruleset *rs = (struct ruleset *)crs;
	struct action_def *a = VEC_AT(rs->actions, struct action_def, i);
	struct diag_list errs;
	unsigned bound = rs->bound;
	int bad, checked = rs->checked;

	if (!a->effects_later)
		return ST_OK;
	/* its requirements, kept aside */
	if ((bad = eng_require_ready(rs, i, d)) != ST_OK)
		return bad;
	diag_list_init(&errs);
	/* read first, unless a hint read them already (eng_action_read) */
	bad = read_aside(rs, a, i, &errs);
	/* the tests its queued commands meet again and their entry's shape
	 * in the report, kept aside too (compiled and checked here, not at
	 * load) */
	if (!bad && rs_aside(rs, &a->deferred_require))
		bad = rs_ready(rs, &a->deferred_require) < 0 ? 1 :
		    deferred_require(rs, a, rs->actions.ids[i], &errs) +
		    eng_check_deferred_require(a, rs->actions.ids[i], &errs);
	if (!bad && rs_aside(rs, &a->deferred_json))
		bad = rs_ready(rs, &a->deferred_json) < 0 ? 1 :
		    eng_check_deferred_json(rs, a, rs->actions.ids[i],
		    &rs->actions.pos[i], &errs);
	if (a->no_actor)
		rs->no_actor = NO_ACTOR_EFFECTS;
	rs->bound = 0;
	/* read from the image, which was kept once they were checked: their
	 * expressions compiled when first valued, their lines when first
	 * said (a command says few of them), as its requirements' */
	rs->checked = 1;
	if (!bad)
		bad = action_effects(rs, a, rs->actions.ids[i], &errs);
	rs->checked = checked;
	rs->no_actor = NULL;
	rs->bound = bound;
	return decl_ready_end(bad, &errs, &a->effects_later,
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
static int
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
		bad += eng_check_modifiers_word(rs, a, id, k, errs);
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
static int
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
static int
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

/* Action a's requirements, costs, lines, table and effects, readied
 * (compiled, or marked to compile when first valued: rs->checked) and
 * checked; aside and raside: its effects and requirements kept aside
 * in its kept image, read when it is taken (eng_action_ready). */
static int
action_values(struct ruleset *rs, struct action_def *a, int i, int aside,
    int raside, struct diag_list *errs)
{
	const char *id = rs->actions.ids[i];
	const struct spos *pos = &rs->actions.pos[i];
	char p[256];
	int bad = 0;

	/* taken for nobody: nothing below reads the actor (names.c,
	 * says.c) */
	if (a->no_actor)
		rs->no_actor = "the action is taken for nobody (no-actor): "
		    "drop no-actor (then the player whose turn it is acts)";
	/* a list none is given checks nothing: its path not written */
	if (a->require.n > 0) {
		p[0] = '\0';
		if (decl_requires_path(rs, &a->require))
			fmt_path(p, sizeof p, "actions.%s.require", id);
		bad += decl_requires(rs, a, &a->require, p, errs);
	}
	/* deferred-require: kept aside in a kept image, read and walked
	 * when the action is taken or its command carried out
	 * (eng_action_ready) */
	bad += deferred_require(rs, a, id, errs);
	bad += eng_check_deferred(rs, a, id, pos, errs);
	for (int k = 0; k < a->cost.n; k++) {
		/* none in a kept image's (rs->checked): it was checked */
		int none = !rs->checked && vec_find(&rs->resources,
		    a->cost.ids[k]) < 0;
		/* the path read by the message, or by the compiler of a
		 * text loaded (not of a kept image's, rs->checked) */
		p[0] = '\0';
		if (none || !rs->checked)
			fmt_path(p, sizeof p, "actions.%s.cost.%s", id,
			    a->cost.ids[k]);
		if (none)
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
	bad += eng_compile_says(a->says, &a->tsays, p, pos, rs, a,
	    ENG_IN_PAID, errs);
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
		    aside || raside || eng_has_deferred(rs, a);
	else
		bad += action_effects(rs, a, id, errs);
	rs->no_actor = NULL;
	if (a->phase.i < 0 && a->phase.name == NULL && a->setup)
		bad += ERR(*pos, "'actions.%s': 'setup' without a phase says "
		    "nothing: an action without a phase may be taken at any "
		    "time", id);
	return bad;
}

/* Action i read from its kept image (rs->checked): the checks of its
 * texts passed when the image was kept (an image is kept only of texts
 * that loaded without a message: cli/rules_kept.c), so only what readies
 * what the commands read is left, at every command's load. */
static int
action_kept(struct ruleset *rs, int i, struct diag_list *errs)
{
	struct action_def *a = VEC_AT(rs->actions, struct action_def, i);
	/* read from its kept image, its effects not read yet */
	int aside = a->effects.n == 0 && rs_aside(rs, &a->effects);
	int raside = a->require.n == 0 && rs_aside(rs, &a->require);
	int bad = 0;

	parse_words(a);
	if (a->run != NULL)	/* the mechanism reads its words */
		return 0;
	for (int k = 0; k < a->args.n; k++)
		bad += word_kept(rs, a, rs->actions.ids[i], k, aside, errs);
	return bad + action_values(rs, a, i, aside, raside, errs);
}

int
decl_action(struct ruleset *rs, int i, struct diag_list *errs)
{
	struct action_def *a = VEC_AT(rs->actions, struct action_def, i);
	const char *id = rs->actions.ids[i];
	const struct spos *pos = &rs->actions.pos[i];
	int bad;

	if (rs->checked)
		return action_kept(rs, i, errs);
	bad = eng_check_round_count(rs, i, errs);
	if (a->no_turn_says != NULL && (a->run != NULL || (a->args.n > 0 &&
	    VEC_AT(a->args, struct arg_def, 0)->kind == ARG_PLAYER)))
		bad += ERR(*pos, "'actions.%s': 'no-turn-says' is never said: "
		    "%s", id, a->run != NULL ? "an action that runs a "
		    "mechanism refuses in its own words" : "its first word "
		    "names the player who acts, whoever's turn it is");
	if (a->does != NULL && (a->run != NULL || !game_cmd(a->does)))
		bad += ERR(*pos, "'actions.%s.does': '%s' %s: 'does' names the "
		    "program's command of before whose job a declared action "
		    "does (a text of before's, written at load): take it out",
		    id, a->does, a->run != NULL ? "is said of an action that "
		    "runs a mechanism" : "is no command of the program's");
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
	for (int k = 0; k < a->args.n; k++)
		bad += word_check(rs, a, id, k, errs);
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
	return bad + action_values(rs, a, i, 0, 0, errs);
}
