/* decl_check.c: the ruleset check of every declared action (its keys,
 * requirements, costs, lines, table; its words in decl_check_words.c)
 * and of the tallies (decl_walk.h); their effects are checked by
 * decl_effects.c, the phases' by decl_phases.c, the whole by eng_compile
 * (decl_compile.c).  A ruleset read from a kept image leaves an action's
 * effects for later: eng_action_ready (decl_check_ready.c) reads and
 * checks them when first wanted. */
#include "core/rules/decl_check_int.h"
#include "core/rules/decl_walk.h"
#include "core/rules/names.h"
#include "core/base/fmt_path.h"
#include "core/rules/ruleset_image.h"

#include <ctype.h>
#include <string.h>

/* Is s a command of the program's that a phase may list? */
static int
game_cmd(const char *s)
{
	for (int c = 0; c < GC__N; c++)
		if (strcmp(rs_game_cmd_names[c], s) == 0)
			return 1;
	return 0;
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
const char NO_ACTOR_EFFECTS[] =
    "the action is taken for nobody "
    "(no-actor): put it in each-player (for every player in turn), drop "
    "no-actor (then the player whose turn it is acts)";

/* The effects and after-groups of action a (id), walked. */
int
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

/* The deferred-require of action a (id), walked like its require. */
int
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
	/* its expressions and lines mark the words of kind modifiers they
	 * read (eng_modifiers_named) */
	rs->mods_read = 0;
	bad += action_values(rs, a, i, 0, 0, errs);
	return bad + eng_check_modifiers_unread(rs, a, id, errs);
}
