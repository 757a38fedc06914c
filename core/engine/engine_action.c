/* engine_action.c: taking a declared action: who acts, its phase, its
 * limits, its requirements in order, its cost all or nothing, then its
 * effects (its words are read in engine_words.c, its usage line made in
 * engine_usage.c; the effects a phase, a round and a turn carry out once
 * are in engine_phases.c). */
#include "core/engine/engine.h"
#include "core/expr/expr.h"
#include "core/act/act.h"
#include "core/rules/names.h"
#include "core/engine/engine_cards.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_items.h"
#include "core/engine/engine_report.h"
#include "core/engine/engine_words.h"
#include "core/engine/engine_zones.h"
#include "core/engine/engine_enter.h"
#include "core/engine/engine_tracked.h"
#include "core/rules/ruleset_image.h"
#include "core/base/strbuf.h"
#include "core/act/act_terr.h"
#include "core/act/act_zones.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/state/state.h"

static int check_phase(struct act *a, const struct action_def *x,
    const char *id);

int
eng_action_find(const struct ruleset *rs, const char *name)
{
	int c = tolower((unsigned char)name[0]);

	for (int i = 0; i < rs->actions.n; i++)
		if (tolower((unsigned char)rs->actions.ids[i][0]) == c &&
		    strcasecmp(rs->actions.ids[i], name) == 0)
			return i;
	return -1;
}

static const char *
phase_name(const struct ruleset *rs, int ph)
{
	return ph < 0 ? "setup" : RS_PHASE(rs, ph)->name;
}

int
eng_action_phase(struct act *a, int i)
{
	return check_phase(a, VEC_AT(a->rs->actions, struct action_def, i),
	    a->rs->actions.ids[i]);
}

int
eng_action_cmd(const struct ruleset *rs, int i)
{
	const char *id = rs->actions.ids[i];

	for (int c = 0; c < GC__N; c++)
		if (strcmp(rs_game_cmd_names[c], id) == 0)
			return rs_cmd_enabled(rs, (enum game_cmd)c) ? c : -1;
	return -1;
}

int
eng_action_setup_only(const struct ruleset *rs, int i)
{
	const struct action_def *x = VEC_AT(rs->actions, struct action_def, i);
	const struct require_def *q;
	struct diag d;

	/* kept aside by an image only when its first test is no 'setup'
	 * (ruleset_image.c): not read for the answer */
	if (x->phase.i >= 0 || x->run != NULL || rs_aside(rs, &x->require) ||
	    eng_require_ready(rs, i, &d) != ST_OK || x->require.n == 0)
		return 0;
	q = VEC_AT(x->require, struct require_def, 0);
	return q->test.text != NULL && strcmp(q->test.text, "setup") == 0;
}

int
eng_phase_refusal(struct act *a, const char *id, int p, rs_phase_has has,
    int arg)
{
	int ph = a->st->phase;
	char names[192], way[256];
	const char *w = rs_phases_way(a->rs, ph, has, arg, names,
	    sizeof names, way, sizeof way);

	if (ph == PHASE_SETUP)
		return refuse(a, "'%s' belongs to %s; the game is still being "
		    "set up ('next' starts the first round)", id, names);
	return refuse(a, "'%s' belongs to %s; it is the %s phase%s%s%s%s%s",
	    id, names, phase_name(a->rs, ph), p >= 0 ? " of " : "", p >= 0 ?
	    pname(a, p) : "", p >= 0 ? "'s turn" : "", w ? ": " : "",
	    w ? w : "");
}

/* An action without a phase named like a command of the program that a
 * text of before's phases list: in the phases (and the setup) that list
 * the command, as a command of the program is. */
static int
check_listed(struct act *a, int c, const char *id)
{
	int ph = a->st->phase;

	if (rs_phase_allows(a->rs, ph, (enum game_cmd)c) ||
	    (ph == PHASE_SETUP && rs_setup_allows(a->rs, (enum game_cmd)c)))
		return ST_OK;
	return eng_phase_refusal(a, id, state_active(a->st),
	    rs_phase_plays_cmd, c);
}

static int
check_phase(struct act *a, const struct action_def *x, const char *id)
{
	int ph = a->st->phase, c, k = (int)(x - VEC_AT(a->rs->actions,
	    struct action_def, 0));

	/* one the phases' commands list: theirs (one running a
	 * mechanism is the mechanism's, as before) */
	if (x->phase.i < 0 && x->run == NULL && rs_action_listed(a->rs, k))
		return rs_lists_action(a->rs, ph, k) ? ST_OK :
		    eng_phase_refusal(a, id, state_active(a->st),
		    rs_lists_action, k);
	if (x->phase.i < 0 && (c = eng_action_cmd(a->rs, k)) >= 0)
		return check_listed(a, c, id);
	if (x->phase.i < 0 || ph == x->phase.i ||
	    (ph == PHASE_SETUP && x->setup))
		return ST_OK;
	return eng_phase_refusal(a, id, x->program_style &&
	    !x->no_turn_named ? state_active(a->st) : -1, rs_phase_is,
	    x->phase.i);
}

/* A refusal in the ruleset's words: a line for people, whole; with
 * misuse, a usage error (the words are wrong). */
static int
refuse_as(struct act *a, const struct says_tpl *t, const struct eng_eval *ev,
    int misuse)
{
	struct strbuf b;
	int r;

	sb_init(&b);
	if ((r = eng_say_into(a, t, ev, &b)) == ST_OK)
		r = (misuse ? usage : refuse)(a, "%s", sb_str(&b) ?
		    sb_str(&b) : "");
	sb_release(&b);
	return r;
}

/* A requirement on the words that failed: a usage error, as the
 * program's own commands give one for words that contradict each other:
 * its line, or its says. */
static int
misused(struct act *a, const struct require_def *q,
    const struct eng_eval *ev, const char *id)
{
	if (q->refusal == NULL)
		return usage(a, "%s: %s (it needs %s)", id, q->says,
		    q->test.text);
	return refuse_as(a, &q->trefusal, ev, 1);
}

int
eng_refuse_line(struct act *a, const struct says_tpl *t,
    const struct eng_eval *ev)
{
	return refuse_as(a, t, ev, 0);
}

/* The limits: a turn is its round, step and turn position; the setup is
 * a round of its own (state_period). */
static int
check_limits(struct act *a, const struct action_def *x, const char *id,
    struct action_use *u, const struct eng_eval *ev)
{
	const struct state *st = a->st;
	long period = state_period(st);
	int reached;

	if (u->round != period || u->step != st->step ||
	    u->turn != st->turn)
		u->in_turn = 0;
	if (u->round != period)
		u->in_round = 0;
	reached = (x->per_turn > 0 && u->in_turn >= x->per_turn) ||
	    (x->per_round > 0 && u->in_round >= x->per_round) ||
	    (x->per_game > 0 && u->in_game >= x->per_game);
	if (reached && x->limit_says != NULL)
		return eng_refuse_line(a, &x->tlimit, ev);
	if (x->per_turn > 0 && u->in_turn >= x->per_turn)
		return refuse(a, "'%s' may be taken %ld time%s a turn, and "
		    "has been", id, x->per_turn, x->per_turn == 1 ? "" : "s");
	if (x->per_round > 0 && u->in_round >= x->per_round)
		return refuse(a, "'%s' may be taken %ld time%s a round, and "
		    "has been", id, x->per_round, x->per_round == 1 ? "" :
		    "s");
	if (x->per_game > 0 && u->in_game >= x->per_game)
		return refuse(a, "'%s' may be taken %ld time%s a game, and "
		    "has been", id, x->per_game, x->per_game == 1 ? "" : "s");
	return ST_OK;
}

/* What the refusal of a cost calls the action (its cost-name, whose
 * {expressions} may read its words), added to b (whole: it has any
 * length, and a gain's reason is kept); NULL: none given. */
static const char *
cost_name(struct act *a, const struct action_def *x,
    const struct eng_eval *ev, struct strbuf *b)
{
	size_t at = b->len;

	if (x->cost_name == NULL)
		return NULL;
	if (eng_says_ready(a->rs, &x->tcost_name, a->d) != ST_OK ||
	    x->tcost_name.n == 0 || eng_say_into(a, &x->tcost_name, ev, b) !=
	    ST_OK || sb_str(b) == NULL) {
		sb_truncate(b, at);
		sb_add(b, x->cost_name);
	}
	return sb_str(b);
}

/* What the picked row gains, of the action's 'gains'. */
static int
gain_row(struct act *a, const struct action_def *x, const char *id,
    const struct price_row *row, const struct eng_eval *ev)
{
	int r = x->gains.i, st;
	long v, before = a->st->players[ev->me].res[r];
	struct strbuf why;

	if ((st = eng_eval(&row->gain, ev, &v, a->d)))
		return st;
	if (v == 0)
		return ST_OK;
	sb_init(&why);
	if (cost_name(a, x, ev, &why) == NULL)
		sb_printf(&why, "'%s'", id);
	st = why.failed ? diag_set(a->d, ST_ENV, "out of memory") :
	    res_add(a, ev->me, r, v, sb_str(&why));
	sb_release(&why);
	if (st)
		return st;
	report_line(a->rep, "%s %s %s: %s %ld -> %ld", pname(a, ev->me),
	    v > 0 ? "gains" : "pays", qty(a, r, v > 0 ? v : -v), rname(a, r),
	    before, a->st->players[ev->me].res[r]);
	return ST_OK;
}

/* One amount of a cost (the action's or its row's) into due, by
 * resource, each resource once in order; checked against what the actor
 * has, so that nothing is paid before all is known to be there. */
static int
owe(struct act *a, const struct action_def *x, const char *id,
    const struct eng_eval *ev, const char *res, const struct sexpr *amt,
    long *due, int *order, int *n)
{
	int r = rs_resource(a->rs, res), st, k;
	const struct res_def *d = RS_RES(a->rs, r);
	long have = a->st->players[ev->me].res[r], c;

	if (r >= 64)
		return refuse(a, "'%s' has too many costs", id);
	if ((st = eng_eval(amt, ev, &c, a->d)))
		return st;
	if (c < 0)
		return refuse(a, "'%s' would cost %ld %s: a cost cannot be "
		    "negative", id, c, d->name);
	for (k = 0; k < *n && order[k] != r; k++)
		;
	if (k == *n)
		order[(*n)++] = r;
	due[r] += c;
	if (have - due[r] < d->min) {
		struct strbuf name;
		sb_init(&name);
		if (cost_name(a, x, ev, &name) != NULL) {
			st = refuse(a, "%s costs %s; %s has %ld", sb_str(&name),
			    qty(a, r, due[r]), pname(a, ev->me), have - d->min);
			sb_release(&name);
			return st;
		}
		return refuse(a, "'%s' costs %s; %s has %ld", id,
		    qty(a, r, due[r]), pname(a, ev->me), have - d->min);
	}
	return ST_OK;
}

/* The row of the table the action's row word picks, or NULL. */
static const struct price_row *
picked_row(const struct action_def *x, const struct eng_eval *ev)
{
	for (int k = 0; k < x->args.n; k++)
		if (VEC_AT(x->args, struct arg_def, k)->kind == ARG_ROW)
			return VEC_AT(x->table, struct price_row,
			    ev->args[k] - 1);
	return NULL;
}

/* The cost, the action's and its row's, all or nothing; then the row's
 * gain; then the action's line (says) instead of their own. */
static int
pay(struct act *a, const struct action_def *x, const char *id,
    const struct eng_eval *ev)
{
	const struct price_row *row = picked_row(x, ev);
	long due[64] = { 0 }, was[64];
	int order[64], n = 0, left = 0, st;
	struct eng_eval said = *ev;
	struct strbuf paid;
	size_t mark = a->rep->text.len;

	for (int k = 0; k < x->cost.n; k++)
		if ((st = owe(a, x, id, ev, x->cost.ids[k], VEC_AT(x->cost,
		    struct sexpr, k), due, order, &n)))
			return st;
	for (int k = 0; row != NULL && k < row->cost.n; k++)
		if ((st = owe(a, x, id, ev, row->cost.ids[k], VEC_AT(row->cost,
		    struct sexpr, k), due, order, &n)))
			return st;
	for (int r = 0; r < a->rs->resources.n && r < 64; r++)
		was[r] = a->st->players[ev->me].res[r];
	said.before = was;
	sb_init(&paid);
	for (int k = 0; k < n; k++)
		left += due[order[k]] != 0;
	for (int k = 0; k < n; k++) {
		int r = order[k];
		long before = a->st->players[ev->me].res[r];
		if (due[r] == 0)
			continue;
		a->st->players[ev->me].res[r] -= due[r];
		/* "2 coins, 1 salt and 1 pass" */
		sb_printf(&paid, "%s%s", paid.len == 0 ? "" : --left == 1 ?
		    " and " : ", ", qty(a, r, due[r]));
		report_line(a->rep, "%s pays %s: %s %ld -> %ld",
		    pname(a, ev->me), qty(a, r, due[r]), rname(a, r), before,
		    a->st->players[ev->me].res[r]);
	}
	said.paid = paid.len ? sb_str(&paid) : "nothing";
	st = row != NULL ? gain_row(a, x, id, row, ev) : ST_OK;
	if (st == ST_OK && x->says != NULL) {
		/* the ruleset's line instead of the payments' own */
		sb_truncate(&a->rep->text, mark);
		st = eng_say(a, &x->tsays, &said);
	}
	sb_release(&paid);
	return st;
}

/* The actor by a word of kind player marked turn (the last word, which
 * may be left out for the player whose turn it is): ST_OK with ev->me
 * set, a refusal, or -1 when the action has no such word. */
static int
turn_word(struct act *a, const struct action_def *x, struct eng_eval *ev)
{
	int k = x->args.n - 1, now = state_active(a->st), p;

	if (k < 0 || !VEC_AT(x->args, struct arg_def, k)->turn)
		return -1;
	if (a->argc - 1 > k) {
		p = (int)ev->args[k];
	} else if (now < 0) {
		/* the command as given, then the word's name in capitals,
		 * whole */
		struct strbuf b;
		const char *w = VEC_AT(x->args, struct arg_def, k)->name;
		int st;
		sb_init(&b);
		for (int m = 0; m < a->argc; m++)
			sb_printf(&b, "%s ", a->argv[m]);
		sb_add_upper(&b, w);
		st = usage(a, "name the %s during the setup: '%s'", w,
		    sb_str(&b));
		sb_release(&b);
		return st;
	} else {
		p = now;
		canon(a, a->st->players[p].name);
	}
	if (now >= 0 && p != now)
		return refuse(a, "it is %s's turn, not %s's", pname(a, now),
		    pname(a, p));
	if (a->st->players[p].out)
		return refuse(a, "%s is out of the game", pname(a, p));
	ev->args[k] = p;
	ev->me = p;
	return ST_OK;
}

/* An action's first effects that bring pieces into play are checked
 * before its cost is paid: a refusal names the room, the supply or the
 * chief away before the price. */
static int
enter_first(struct act *a, const struct vec *effects,
    const struct eng_eval *ev)
{
	int st;

	for (int k = 0; k < effects->n; k++) {
		const struct effect_def *e = VEC_AT(*effects,
		    struct effect_def, k);
		if (EK_IS(e, enter) && (st = eng_enter_check(a, e, ev)))
			return st;
	}
	return ST_OK;
}

/* The requirements in order, for ev. */
static int
check_requires(struct act *a, const struct action_def *x, const char *id,
    const struct eng_eval *ev)
{
	int st;

	for (int k = 0; k < x->require.n; k++) {
		const struct require_def *q = VEC_AT(x->require,
		    struct require_def, k);
		long ok;
		if ((st = eng_eval(&q->test, ev, &ok, a->d)))
			return st;
		if (!ok && q->usage)
			return misused(a, q, ev, id);
		if (!ok)
			return q->refusal != NULL ? eng_refuse_line(a,
			    &q->trefusal, ev) : refuse(a, "%s: %s (it needs "
			    "%s)", id, q->says, q->test.text);
	}
	return ST_OK;
}

/* The words of group g (engine_repeat.c): the first group's are read
 * with the others, a later one's over them. */
static int
group_words(struct act *a, const struct action_def *x, const char *id,
    int g, struct eng_eval *ev)
{
	int first = x->args.n - (int)x->repeat, st;

	for (int k = first; g > 0 && k < x->args.n; k++)
		if ((st = eng_read_word(a, x, id, k, &a->argv[1 + k + (g *
		    (int)x->repeat)], ev)))
			return st;
	return ST_OK;
}

/* A word of kind k takes every word left (the last word of an action). */
static int
takes_rest(int k)
{
	return k == ARG_DRAWS || k == ARG_TEXT ||
	    k == ARG_STATS ||
	    k == ARG_RESOLVED || k == ARG_CARGO || k == ARG_SETTINGS ||
	    k == ARG_AWAY_CARGO || k == ARG_MODIFIERS || k == ARG_SOURCES ||
	    k == ARG_ITEMS;
}

/* A word of kind k is read by an effect, in its place: its value is its
 * place in the command. */
static int
read_by_effect(int k)
{
	return k == ARG_VALUES ||
	    k == ARG_STATS ||
	    k == ARG_PIECE_COUNTS || k == ARG_RESOLVED || k == ARG_CARGO ||
	    k == ARG_TURN_ORDER || k == ARG_DESTINATION ||
	    k == ARG_CHIEF || k == ARG_SETTINGS || k == ARG_REFUGE ||
	    k == ARG_PARTIES || k == ARG_MODIFIERS ||
	    k == ARG_TARGETS || k == ARG_SOURCES;
}

/* How many groups of words the command gives (*groups; 1 without
 * repeat), counted before any word is read: a usage error when they are
 * too few or too many, a refusal in another phase. */
static int
count_groups(struct act *a, const struct action_def *x, const char *id,
    const char *use, int n, int *groups)
{
	int st, need;

	/* the words: some left out (a default, the player whose turn it
	 * is), or groups repeated */
	need = rs_args_needed(x);
	if (need == x->args.n && need > 0 && VEC_AT(x->args, struct arg_def,
	    need - 1)->turn)
		need--;
	*groups = x->repeat > 0 ? eng_repeat_groups(x, n) : n >= need &&
	    (n <= x->args.n || (x->args.n > 0 && takes_rest(VEC_AT(x->args,
	    struct arg_def, x->args.n - 1)->kind))) ? 1 : -1;
	if (n == 1 && x->args.n > 0 && eng_word_alone(a, VEC_AT(x->args,
	    struct arg_def, 0), a->argv[1]))
		*groups = 1;	/* its keyword alone, for every word */
	if (*groups < 0)
		return usage(a, "usage: %s", use);
	if (x->most_groups > 0 && *groups > x->most_groups)
		return x->most_groups_says != NULL ? usage(a, "%s",
		    x->most_groups_says) : usage(a, "%s takes at most %ld "
		    "group%s of words: give the others in another '%s'", id,
		    x->most_groups, x->most_groups == 1 ? "" : "s", id);
	if ((st = check_phase(a, x, id)))
		return st;
	/* dice never given: refused before any word is read, where the
	 * effects throw none (a ruleset may give the action a combat that
	 * throws them: its log gives their faces again) */
	if (x->no_faces_says != NULL && a->dice->faces != NULL &&
	    !eng_action_takes_dice(a->rs, (int)(x - VEC_AT(a->rs->actions,
	    struct action_def, 0))))
		return usage(a, "%s", x->no_faces_says);
	/* the goods, the last word: no more pairs than kinds of goods,
	 * counted before any word is read */
	if (x->args.n > 0 && VEC_AT(x->args, struct arg_def, x->args.n -
	    1)->kind == ARG_CARGO && n - (x->args.n - 1) > 2 * CARGO_MAX)
		return usage(a, "usage: %s", use);
	/* the settings, the last word: at most SETTINGS_MAX, counted
	 * before any word is read */
	if (x->args.n > 0 && VEC_AT(x->args, struct arg_def, x->args.n -
	    1)->kind == ARG_SETTINGS && n - (x->args.n - 1) > SETTINGS_MAX)
		return usage(a, "usage: %s", use);
	/* the distance and the goods, the last word: a number and no more
	 * pairs than kinds of goods, counted before any word is read */
	if (x->args.n > 0 && VEC_AT(x->args, struct arg_def, x->args.n -
	    1)->kind == ARG_AWAY_CARGO && n - (x->args.n - 1) > 1 +
	    2 * CARGO_MAX)
		return usage(a, "usage: %s", use);
	return ST_OK;
}

/* The words given read (and logged) into ev: srcs holds a word of kind
 * sources' lands, items a word of kind items' items. */
static int
read_words(struct act *a, const struct action_def *x, const char *id,
    const char *use, int n, struct eng_eval *ev, struct eng_sources *srcs,
    struct eng_items *items)
{
	int st;

	for (int k = 0; k < n && k < x->args.n; k++) {
		if (eng_site_left_draw(x, k, a->argv[k + 1])) {
			/* 'draw' where the site may be: it is left out, and
			 * the draws are from here on */
			ev->args[k + 1] = k + 1;
			return eng_site_left_out(a, VEC_AT(x->args,
			    struct arg_def, k), ev, &ev->args[k]);
		}
		if (rs_arg_follows(x, k)) {	/* a number after a choice */
			if ((st = eng_follow_read(a, x, k, a->argv[k + 1],
			    ev)))
				return st;
			continue;
		}
		if ((st = eng_read_word(a, x, id, k, &a->argv[k + 1], ev)) ||
		    (st = eng_follow_given(a, x, id, k, ev, n > k + 1)))
			return st;
		if (VEC_AT(x->args, struct arg_def, k)->kind == ARG_DRAWS)
			ev->args[k] = k + 1;	/* the words from here on */
		if (VEC_AT(x->args, struct arg_def, k)->kind == ARG_TEXT) {
			/* the words from here on, as given (@text); read
			 * after the requirements, by the effect that logs
			 * them (a site card's draw) */
			for (int m = k + 2; m <= n && VEC_AT(x->args,
			    struct arg_def, k)->read != ITEM_READ_LATE; m++)
				canon(a, a->argv[m]);
			ev->args[k] = n - k;
		}
		if (VEC_AT(x->args, struct arg_def, k)->kind == ARG_CARGO &&
		    (st = eng_cargo_word(a, k + 1, ev->goods)))
			return st;	/* the goods, read and logged */
		if (VEC_AT(x->args, struct arg_def, k)->kind ==
		    ARG_AWAY_CARGO && (st = eng_away_cargo_word(a, k + 1,
		    &ev->args[k], ev->goods, &ev->goods_named)))
			return st;	/* the space and goods, logged */
		if (VEC_AT(x->args, struct arg_def, k)->kind ==
		    ARG_MODIFIERS && !eng_modifiers_played(x, VEC_AT(x->args,
		    struct arg_def, k)->name) && (st = eng_mod_words(a,
		    k + 1)))
			return st;	/* the terms, read and logged: no
					   play-cards reads them */
		if (VEC_AT(x->args, struct arg_def, k)->kind == ARG_SOURCES) {
			/* the lands, read and logged */
			if ((st = eng_sources_word(a, use, VEC_AT(x->args,
			    struct arg_def, k)->what, k + 1, srcs)))
				return st;
			ev->sources = srcs;
		}
		if (VEC_AT(x->args, struct arg_def, k)->kind == ARG_ITEMS &&
		    VEC_AT(x->args, struct arg_def, k)->read ==
		    ITEM_READ_LATE) {
			/* read after the requirements (eng_items_late) */
			items->word = k;
			items->pending = 1;
			items->n = 0;
			ev->items = items;
			continue;
		}
		if (VEC_AT(x->args, struct arg_def, k)->kind == ARG_ITEMS &&
		    VEC_AT(x->args, struct arg_def, k)->read ==
		    ITEM_READ_EFFECT) {
			/* read by the effect that names it: its place */
			ev->args[k] = k + 1;
			continue;
		}
		if (VEC_AT(x->args, struct arg_def, k)->kind == ARG_ITEMS &&
		    (st = eng_items_word(a, x, id, VEC_AT(x->args,
		    struct arg_def, k), k + 1, ev, &ev->args[k], items)))
			return st;	/* the items, logged: their count */
		if (VEC_AT(x->args, struct arg_def, k)->kind == ARG_ITEMS)
			ev->items = items;	/* as read, for the effects */
		if (read_by_effect(VEC_AT(x->args, struct arg_def, k)->kind))
			ev->args[k] = k + 1;	/* its place in the command */
	}
	return ST_OK;
}

/* The words left out, from word n on, in ev: their defaults (logged),
 * none, or nothing (groups: how many groups were given). */
static int
absent_words(struct act *a, const struct action_def *x, int n, int groups,
    struct eng_eval *ev)
{
	for (int k = n; k < x->args.n; k++) {
		const struct arg_def *w = VEC_AT(x->args, struct arg_def, k);
		if (groups == 0 && k >= x->args.n - (int)x->repeat) {
			/* no group given (groups-optional): none of its
			 * words, unlogged; a region or group none */
			ev->args[k] = w->kind == ARG_REGION || w->kind ==
			    ARG_GROUP ? -1 : 0;
			continue;
		}
		if (k > 0 && n == 1 && ev->args[0] == -1 && eng_word_alone(a,
		    VEC_AT(x->args, struct arg_def, 0), a->argv[1])) {
			/* after the first word's alone keyword: unlogged, a
			 * tile, region or group none */
			ev->args[k] = w->kind == ARG_TILE || w->kind ==
			    ARG_REGION || w->kind == ARG_GROUP ? -1 : 0;
			continue;
		}
		/* left out: its default, written in the log (a turn word:
		 * whose turn it is, below); a text word: no words; an
		 * optional word: none; a joined part: its own */
		if (w->joined) {	/* a part of a word left out */
			ev->args[k] = eng_joined_absent(w);
			continue;
		}
		if (rs_arg_follows(x, k) || w->kind == ARG_FLAG ||
		    w->kind == ARG_CHIEF || w->kind == ARG_AWAY_CARGO ||
		    w->kind == ARG_MODIFIERS || w->kind == ARG_ITEMS) {
			/* after a word without one; a flag not given */
			ev->args[k] = 0;
			continue;
		}
		if (w->kind == ARG_DRAWS && ev->args[k] > 0)
			continue;	/* begun in a site's place (read_words) */
		if (w->kind == ARG_SITE) {
			/* its left-out's site (logged), else none */
			int st = eng_site_left_out(a, w, ev, &ev->args[k]);
			if (st)
				return st;
			continue;
		}
		if (w->kind == ARG_PLAYER && w->left_out.text != NULL) {
			/* the player it stands for, over the state and the
			 * words before it, logged */
			struct eng_eval in = *ev;
			long p;
			int st;
			in.me = -1;
			if ((st = eng_eval(&w->left_out, &in, &p, a->d)))
				return st;
			ev->args[k] = p >= 0 && p < a->st->nplayers ? p : -1;
			if (ev->args[k] >= 0)
				canon(a, a->st->players[p].name);
			continue;
		}
		ev->args[k] = w->kind == ARG_PLAYER && w->optional ? -1 :
		    w->kind == ARG_TEXT || w->optional ? 0 : w->dflt;
		if (ev->args[k] != ARG_NO_DEFAULT && w->kind != ARG_TEXT &&
		    !w->optional)
			canon_long(a, ev->args[k]);
	}
	return ST_OK;
}

/* The actor, ev->me: none for the GM's; a word of the player whose turn
 * it is, or a first word naming a player (or left out for the player its
 * left-out gives, nobody there), else whose turn it is. */
static int
actor(struct act *a, const struct action_def *x, const char *id, int n,
    struct eng_eval *ev)
{
	int st;

	if (x->no_actor)
		ev->me = -1;
	else if ((st = turn_word(a, x, ev)) > 0)
		return st;
	else if (st == ST_OK)
		;
	else if (x->args.n > 0 && VEC_AT(x->args, struct arg_def, 0)->kind ==
	    ARG_PLAYER && (n > 0 || VEC_AT(x->args, struct arg_def,
	    0)->left_out.text != NULL))
		ev->me = (int)ev->args[0];
	else if ((ev->me = state_active(a->st)) < 0)
		return x->no_turn_says != NULL ? refuse(a, "%s",
		    x->no_turn_says) : refuse(a, "'%s' is taken by the player "
		    "whose turn it is, and it is nobody's turn now", id);
	return ST_OK;
}

/* The action taken counted in u, the actor's use of it, for its limits
 * (and a round-count). */
static void
count_use(const struct act *a, const struct action_def *x,
    struct action_use *u)
{
	if (x->per_turn <= 0 && x->per_round <= 0 && x->per_game <= 0) {
		/* no limit to count for (state.c); a round-count alone keeps
		 * the round's takings only, as a snapshot of before gives
		 * them (state_from_json) */
		if (x->round_count != NULL) {
			u->round = state_period(a->st);
			u->in_round++;
		}
		return;
	}
	u->round = state_period(a->st);
	u->step = a->st->step;
	u->turn = a->st->turn;
	u->in_turn++;
	u->in_round++;
	u->in_game++;
}

/* Action i with its words as given, counted when counted (before they
 * were split into their joined parts: eng_action_apply). */
static int
apply(struct act *a, int i, int counted)
{
	const struct action_def *x = VEC_AT(a->rs->actions, struct action_def,
	    i);
	const char *id = a->rs->actions.ids[i];
	struct eng_eval ev;
	struct action_use *u = NULL;
	struct strbuf use;	/* its usage line, for the words' errors */
	long was[64];
	int st, n = a->argc - 1, groups;
	struct eng_gather gp;	/* gather-by's groups (4.6 KB) */
	struct eng_sources srcs;	/* a word of kind sources' lands */
	struct eng_items items;	/* a word of kind items' items (3.6 KB) */

	memset(&ev, 0, sizeof ev);
	ev.rs = a->rs;
	ev.st = a->st;
	ev.act = x;
	ev.here = ev.who = ev.group = -1;
	ev.faces_given = a->dice->faces != NULL;
	ev.argv = a->argv;
	ev.argc = a->argc;
	sb_init(&use);
	eng_action_usage(a->rs, i, &use);
	/* a command of the program's style with words: a count of words
	 * outside them is a usage error, then a command of another phase
	 * says so before its words are counted exactly */
	if ((!counted && (st = eng_action_words(a, i))) ||
	    (x->words != NULL && (st = check_phase(a, x, id))) ||
	    (st = count_groups(a, x, id, sb_str(&use), n, &groups)) ||
	    (st = read_words(a, x, id, sb_str(&use), n, &ev, &srcs,
	    &items))) {
		sb_release(&use);
		return st;
	}
	sb_release(&use);
	if ((st = absent_words(a, x, n, groups, &ev)))
		return st;
	if (x->words_first) {
		/* every group's words read (and logged) before any group's
		 * requirements; read again below, unlogged */
		struct eng_eval scratch = ev;
		for (int g = 1; g < groups; g++)
			if ((st = group_words(a, x, id, g, &scratch)))
				return st;
	}
	/* groups taken together (gather-by): every group's words read
	 * before any is taken, unlogged, and the order they are taken in */
	if (x->gather_by != NULL && groups > 0) {
		struct eng_eval scratch = ev;
		int quiet = a->rep->quiet;
		gp.n = groups;
		memcpy(gp.vals[0], ev.args, sizeof gp.vals[0]);
		a->rep->quiet |= REPORT_NO_CANON;
		for (int g = 1; g < groups; g++) {
			if ((st = group_words(a, x, id, g, &scratch)))
				break;
			memcpy(gp.vals[g], scratch.args, sizeof gp.vals[g]);
		}
		a->rep->quiet = quiet;
		if (st)
			return st;
		eng_gather_order(x, &gp);
	}
	if ((st = actor(a, x, id, n, &ev)))
		return st;
	if (ev.me >= 0) {
		u = &a->st->uses[(size_t)ev.me * (size_t)a->st->nactions +
		    (size_t)i];
		if ((st = check_limits(a, x, id, u, &ev)))
			return st;
		ev.round_taken = u->in_round;
	}
	/* no group given (groups-optional): once, without its words */
	for (int t = 0; t < (groups > 0 ? groups : 1); t++) {
		int quiet = a->rep->quiet, g = x->gather_by != NULL &&
		    groups > 0 ? gp.order[t] : t;
		if (x->words_first)
			a->rep->quiet |= REPORT_NO_CANON;
		st = group_words(a, x, id, g, &ev);
		a->rep->quiet = quiet;
		if (!st && x->gather_by != NULL && groups > 0)
			st = eng_gather_take(a, x, &gp, g, &ev);
		if (st || (st = check_requires(a, x, id, &ev)) ||
		    (ev.items != NULL && (st = eng_items_late(a, x, id,
		    ev.items, &ev))) ||
		    (st = enter_first(a, &x->effects, &ev)))
			return st;
		if (t == 0 && ev.me >= 0) {
			/* the actor's resources before the cost: before(RES)
			 * in the lines of the effects (say) */
			for (int r = 0; r < a->rs->resources.n && r < 64; r++)
				was[r] = a->st->players[ev.me].res[r];
			if ((st = pay(a, x, id, &ev)))
				return st;
			ev.before = was;
		}
		if ((st = eng_effects(a, &x->effects, &ev)))
			return st;
	}
	if (x->after_groups.n > 0 && (st = eng_effects(a, &x->after_groups,
	    &ev)))
		return st;
	/* deferred: queued with its words for carry-out-deferred */
	if (x->deferred.n > 0 && (st = eng_defer(a, i, &ev)))
		return st;
	if (u == NULL)
		return ST_OK;
	count_use(a, x, u);
	return ST_OK;
}

int
eng_action_apply(struct act *a, int i)
{
	const struct action_def *x = VEC_AT(a->rs->actions, struct action_def,
	    i);
	struct eng_split sp;
	int st;

	/* rules read from their kept image: its effects walked now */
	if ((st = eng_action_ready(a->rs, i, a->d)))
		return st;
	if (!eng_joined_any(x))
		return apply(a, i, 0);
	/* the words as given are counted, then split into their parts */
	if ((st = eng_action_words(a, i)) || (st = eng_joined_split(a, x,
	    &sp)))
		return st;
	st = apply(a, i, 1);
	eng_joined_restore(a, &sp);
	return st;
}
