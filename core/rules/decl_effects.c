/* decl_effects.c: the ruleset check of a list of effects (an action's,
 * a phase's, the round's end, a combat's): every expression compiled
 * against the names of its place, every effect's regions and words
 * found, and what each effect needs (a board for pieces, a combat for a
 * fight, the deck it draws) present.  What an effect does is read off
 * the schema (decl_kind.c); the checks of the larger effects are in the
 * decl_*.c file named for each. */
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

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

/* Resolve a region word of an effect: an action's region word or a
 * region's id. */
static int
where(const struct ruleset *rs, const struct action_def *act,
    const char *text, struct eng_where *w, const char *path,
    const struct spos *pos, struct diag_list *errs)
{
	w->text = (char *)text;
	w->arg = w->region = -1;
	if (text == NULL)
		return ERR(*pos, "'%s' is missing", path);
	if (act != NULL)
		for (int i = 0; i < act->args.n; i++) {
			const struct arg_def *a = VEC_AT(act->args,
			    struct arg_def, i);
			if (strcmp(a->name, text) == 0) {
				if (a->kind != ARG_REGION)
					return ERR(*pos, "'%s': the word '%s' "
					    "is not a region", path, text);
				if (a->joined)
					return ERR(*pos, "'%s': the word '%s' "
					    "is joined, and may be left out: "
					    "an effect's region is a word "
					    "always given (read a joined one "
					    "in expressions)", path, text);
				if (act->groups_optional && i >=
				    act->args.n - (int)act->repeat)
					return ERR(*pos, "'%s': the word '%s' "
					    "is given again, and may be left "
					    "out (groups-optional): an "
					    "effect's region is a word always "
					    "given (read it in expressions)",
					    path, text);
				w->arg = i;
				return 0;
			}
		}
	if ((w->region = eng_region(rs, text)) >= 0)
		return 0;
	return ERR(*pos, "'%s': '%s' is neither a region word of the action "
	    "nor a region of the board", path, text);
}

static int expr(struct sexpr *x, const char *path, struct ruleset *rs,
    const struct action_def *act, int in_roll, struct diag_list *errs);

/* Where a place effect puts its pieces: a region word or a region's id
 * (a name alone), else an expression giving a region, such as
 * 'if(land >= 0, land, first_region(p))' (x->in_expr). */
static int
place_where(struct ruleset *rs, const struct action_def *act,
    struct eff_pieces *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs)
{
	const char *t = x->in.text;

	x->in_expr = 0;
	if (t == NULL || t[strspn(t, "abcdefghijklmnopqrstuvwxyz"
	    "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-")] == '\0')
		return where(rs, act, t, &x->w_in, path, pos, errs);
	x->in_expr = 1;
	x->w_in.text = (char *)t;
	x->w_in.arg = x->w_in.region = -1;
	return expr(&x->in, path, rs, act, in_roll, errs);
}

/* Resolve a body word of an effect (link, roll-position): an action's
 * body word or a body's id. */
static int
body_where(const struct ruleset *rs, const struct action_def *act,
    const char *text, struct eng_body *w, const char *path,
    const struct spos *pos, struct diag_list *errs)
{
	w->arg = w->body = -1;
	if (text == NULL)
		return ERR(*pos, "'%s' is missing", path);
	for (int i = 0; act != NULL && i < act->args.n; i++) {
		const struct arg_def *a = VEC_AT(act->args, struct arg_def, i);
		if (strcmp(a->name, text) == 0) {
			if (a->kind != ARG_BODY)
				return ERR(*pos, "'%s': the word '%s' is not a "
				    "body: give the action a word of kind "
				    "body", path, text);
			w->arg = i;
			return 0;
		}
	}
	if ((w->body = rs_body(rs, text)) >= 0)
		return 0;
	return ERR(*pos, "'%s': '%s' is neither a body word of the action "
	    "nor a body of the orbit board", path, text);
}

/* The effect link: an orbit board whose bodies have ports, two bodies,
 * a count of fields, and a player who builds it. */
static int
link_effect(struct ruleset *rs, const struct action_def *act,
    struct eff_link *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs)
{
	int bad = 0;

	if (rs->board.bodies.n <= 0)
		return ERR(*pos, "'%s': a link joins the ports of two bodies, "
		    "and the ruleset has no orbit board (board.%s with their "
		    "lands)", path, KEY_BODIES);
	bad += body_where(rs, act, x->from, &x->w_from, path, pos, errs);
	bad += body_where(rs, act, x->to, &x->w_to, path, pos, errs);
	bad += expr(&x->fields, path, rs, act, in_roll, errs);
	return bad;
}

/* place-starting and deal-start: the starting squads of numbered zones
 * (a player who acts: see decl_actor_effect). */
static int
starting_effect(const struct ruleset *rs, const struct action_def *act,
    struct effect_def *e, const char *path, const struct spos *pos,
    struct diag_list *errs)
{
	if (e->deal_start != NULL) {
		if (rs->board.zones.n <= 0)
			return ERR(*pos, "'%s': regions are dealt at the start "
			    "on numbered %s (board.%s); this ruleset has none",
			    path, KEY_ZONES, KEY_ZONES);
		return where(rs, act, e->deal_start, &e->w_deal, path, pos,
		    errs);
	}
	if (rs->board.zones.n <= 0)
		return ERR(*pos, "'%s': starting groups are placed on numbered "
		    "%s (board.%s, setup.%s.%s); this ruleset has none", path,
		    KEY_ZONES, KEY_ZONES, KEY_ZONES, KEY_SQUADS);
	return where(rs, act, e->place_starting, &e->w_starting, path, pos,
	    errs);
}

/* One expression of an effect: roll and rolled are known in a roll's
 * table and in what it leads to. */
static int
expr(struct sexpr *x, const char *path, struct ruleset *rs,
    const struct action_def *act, int in_roll, struct diag_list *errs)
{
	return in_roll ? eng_compile_in(x, path, rs, act, in_roll, 0, errs) :
	    eng_compile_expr(x, path, rs, act, errs);
}

static int effects(struct ruleset *rs, const struct action_def *act,
    struct vec *v, const char *path, int in_roll, struct diag_list *errs);

static int
amounts(struct ruleset *rs, const struct action_def *act, struct vec *v,
    const char *path, int in_roll, struct diag_list *errs)
{
	char p[300];
	int bad = 0;

	for (int k = 0; k < v->n; k++) {
		fmt_path(p, sizeof p, "%.200s.%s", path, v->ids[k]);
		if (vec_find(&rs->resources, v->ids[k]) < 0)
			bad += ERR(v->pos[k], "'%s': no resource '%s'", p,
			    v->ids[k]);
		bad += expr(VEC_AT(*v, struct sexpr, k), p, rs, act, in_roll,
		    errs);
	}
	return bad;
}

/* The marks clear-marks can clear, in the order the man page gives. */
static const char *const clear_mark_names[] = { "rest", "fought" };

/* clear-marks, number i of the list at path: a board of numbered zones,
 * and every mark one of clear_mark_names, named once; the errors found. */
static int
clear_marks(const struct ruleset *rs, const struct vec *marks,
    const char *path, int i, struct diag_list *errs)
{
	int bad = 0, n = (int)(sizeof clear_mark_names /
	    sizeof clear_mark_names[0]);

	if (rs->board.zones.n == 0)
		return ERR(marks->pos[0], "'%s.%d.clear-marks': the marks "
		    "it clears are those of the numbered %s of the board "
		    "(board.%s), and this ruleset has none: declare them "
		    "or take it out", path, i + 1, KEY_ZONES, KEY_ZONES);
	for (int k = 0; k < marks->n; k++) {
		const char *m = *VEC_AT(*marks, char *, k);
		int j = 0, dup = 0;
		while (j < n && strcmp(clear_mark_names[j], m) != 0)
			j++;
		for (int l = 0; l < k; l++)
			dup |= strcmp(*VEC_AT(*marks, char *, l), m) == 0;
		if (j < n && !dup)
			continue;
		bad += ERR(marks->pos[k], dup ? "'%s.%d.clear-marks': '%s' "
		    "is named twice: name each mark once" :
		    "'%s.%d.clear-marks': no mark '%s': write rest (every "
		    "squad may move again) or fought (no zone has been "
		    "fought over)", path, i + 1, m);
	}
	return bad;
}

static int
one_die(struct ruleset *rs, const char *die, const char *path,
    const struct spos *pos, struct diag_list *errs)
{
	struct dice_env env = rs_dice_env(rs);
	struct dice_expr *e = NULL;
	struct diag d;
	int r = dice_parse(die, &env, &e, &d);

	if (r == ST_OK && (e->kind != DICE_TERM || e->count != 1 ||
	    e->keep != KEEP_ALL))
		r = ST_DATA, snprintf(d.msg, sizeof d.msg, "'%s' is not one "
		    "die", die);
	dice_free(e);
	return r == ST_OK ? 0 : ERR(*pos, "'%s': %s", path, d.msg);
}

static int report_key(const char *k);

/* How a roll's says and table are compiled: roll, rolled() and @faces
 * known, and target when it gives one. */
static int
roll_bound(const struct eff_roll *r)
{
	return 1 | (r->target.text != NULL ? ENG_IN_TARGET : 0);
}

static int
roll(struct ruleset *rs, const struct action_def *act, struct eff_roll *r,
    const char *path, const struct spos *pos, int in_roll,
    struct diag_list *errs)
{
	char p[300];
	int bad = 0;

	if (r->dice.n <= 0)
		bad += ERR(*pos, "'%s.dice': a roll throws at least one die",
		    path);
	for (int k = 0; k < r->dice.n; k++) {
		struct roll_dice *x = VEC_AT(r->dice, struct roll_dice, k);
		fmt_path(p, sizeof p, "%.200s.dice.%d", path, k + 1);
		bad += expr(&x->count, p, rs, act, in_roll, errs);
		/* calm: a die of dice, its faces known or not (unknown
		 * ones refuse the throw, as the table has to enter them) */
		if (!r->calm)
			bad += one_die(rs, x->die, p, &r->dice.pos[k], errs);
		else if (x->die == NULL || vec_find(&rs->dice, x->die) < 0)
			bad += ERR(r->dice.pos[k], "'%s.die': a calm roll "
			    "throws dice of the ruleset's dice without their "
			    "explosions, and '%s' is not one of them: name a "
			    "die of dice or take 'calm' out", p, x->die ?
			    x->die : "");
	}
	fmt_path(p, sizeof p, "%.200s.target", path);
	bad += expr(&r->target, p, rs, act, in_roll, errs);
	for (int k = 0; k < r->table.n; k++) {
		struct roll_row *w = VEC_AT(r->table, struct roll_row, k);
		fmt_path(p, sizeof p, "%.200s.table.%d", path, k + 1);
		bad += expr(&w->when, p, rs, act, roll_bound(r), errs);
		bad += effects(rs, act, &w->effects, p, roll_bound(r),
		    errs);
	}
	if (r->json != NULL && report_key(r->json))
		bad += ERR(*pos, "'%s.json': '%s' is a key the report has "
		    "already; name the total otherwise", path, r->json);
	if (r->json_target != NULL && (report_key(r->json_target) ||
	    (r->json != NULL && strcmp(r->json, r->json_target) == 0)))
		bad += ERR(*pos, "'%s.json-target': '%s' is a key the report "
		    "has already; name the total needed otherwise", path,
		    r->json_target);
	if (r->keep_rolls && r->json == NULL)
		bad += ERR(*pos, "'%s.keep-rolls' keeps the roll's entries of "
		    "rolls beside its 'json' key, and the roll has no json "
		    "(its entries are there already): name the key or take "
		    "'keep-rolls' out", path);
	if (r->json_target != NULL && r->target.text == NULL)
		bad += ERR(*pos, "'%s.json-target' names the key of the "
		    "total needed, and the roll has none: give its 'target' "
		    "or take 'json-target' out", path);
	return bad;
}

static int
bag(struct ruleset *rs, const struct action_def *act, struct eff_bag *b,
    int draw, const char *path, const struct spos *pos, int in_roll,
    struct diag_list *errs)
{
	const struct deck_def *d;
	char p[300];
	int bad = 0;

	if (b->deck.i < 0) {
		/* the index alone: each sref owns its name */
		b->deck.i = b->bag.i;
		b->deck.pos = b->bag.pos;
	}
	if (b->deck.i < 0 && draw && b->deck.name == NULL &&
	    b->bag.name == NULL)
		/* none named: the first counted deck, as the card
		 * mechanisms draw from */
		b->deck.i = rs_draw_deck(rs);
	if (b->deck.i < 0)
		return ERR(*pos, "'%s': which deck? ('deck: ID')", path);
	d = VEC_AT(rs->decks, struct deck_def, b->deck.i);
	if (d->deal.text != NULL && (!draw || d->hand.i < 0))
		return ERR(*pos, "'%s': deck '%s' is dealt: an effect draws "
		    "from it only into its 'hand' (the resource its cards go "
		    "to), and puts nothing back", path,
		    rs->decks.ids[b->deck.i]);
	if ((b->reason != NULL || b->refuse_empty) && (!draw ||
	    (d->size == DECK_TRACKED && d->deal.text == NULL)))
		return ERR(*pos, "'%s': 'reason' and 'refuse-empty' belong to "
		    "a draw from a counted or dealt deck", path);
	if (draw && b->count.text == NULL)
		return ERR(*pos, "'%s': a draw needs its 'count'", path);
	if (b->unseen && !draw)
		return ERR(*pos, "'%s': 'unseen' belongs to a draw", path);
	if (b->unseen && (bad = eng_check_draw_unseen(rs, b->deck.i, path,
	    pos, errs)))
		return bad;
	if (!draw && b->items.n <= 0)
		return ERR(*pos, "'%s': a return needs its 'items'", path);
	if (draw)
		return expr(&b->count, path, rs, act, in_roll, errs);
	if (d->size != DECK_TRACKED || (d->discard != DECK_BACK &&
	    (d->piles.n <= 0 || d->discard != DECK_PILE)))
		return ERR(*pos, "'%s': deck '%s' takes nothing back; items "
		    "are put back only into a tracked deck whose 'discard' is "
		    "'back'", path, rs->decks.ids[b->deck.i]);
	for (int k = 0; k < b->items.n; k++) {
		fmt_path(p, sizeof p, "%.200s.items.%s", path, b->items.ids[k]);
		if (vec_find(&d->items, b->items.ids[k]) < 0)
			bad += ERR(b->items.pos[k], "'%s': the deck '%s' holds "
			    "no '%s'", p, rs->decks.ids[b->deck.i],
			    b->items.ids[k]);
		bad += expr(VEC_AT(b->items, struct sexpr, k), p, rs, act,
		    in_roll, errs);
	}
	return bad;
}

/* The keys of every command's --json report (cli/session.c and the turn
 * it ends), which a ruleset's amount must not replace. */
static int
report_key(const char *k)
{
	static const char *const keys[] = { "game", "seq", "command",
	    "messages", "round", "phase", "active" };

	for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++)
		if (strcmp(k, keys[i]) == 0)
			return 1;
	return 0;
}

/* The effect enter: a tracked piece of a kind of units. */
static int
enter_effect(struct ruleset *rs, const struct action_def *act,
    struct effect_def *e, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs)
{
	char p[300];
	int bad = 0;

	fmt_path(p, sizeof p, "%.200s.enter", path);
	if (rs->units.n <= 0)
		bad += ERR(*pos, "'%s': a piece enters from the units "
		    "(units), and there are none", p);
	bad += expr(&e->enter.unit, p, rs, act, in_roll, errs);
	fmt_path(p, sizeof p, "%.200s.enter.counters", path);
	return bad + expr(&e->enter.counters, p, rs, act, in_roll, errs);
}

/* A tracked piece of the effect at path (key: its key, x: the piece): a
 * word of kind tracked of the action (a phase's effects have none), whose
 * value is always a piece on the board.  The number of errors. */
static int
tracked_piece(const struct ruleset *rs, const struct action_def *act,
    const char *path, const char *key, const struct sexpr *x,
    const struct spos *pos, struct diag_list *errs)
{
	int word = 0;

	for (int k = 0; act != NULL && k < act->args.n; k++)
		word |= VEC_AT(act->args, struct arg_def, k)->kind ==
		    ARG_TRACKED && x->text != NULL &&
		    strcmp(VEC_AT(act->args, struct arg_def, k)->name,
		    x->text) == 0;
	if (act == NULL)
		return ERR(*pos, "'%s': a phase's effects have no words: "
		    "pieces are named by an action's words of kind tracked",
		    path);
	if (!word)
		return ERR(*pos, "'%s.%s': '%s' is no word of kind tracked "
		    "of the action: the piece is named by one", path, key,
		    x->text ? x->text : "");
	(void)rs;
	return 0;
}

/* The effects leave and swap: pieces tracked one by one, words of kind
 * tracked of the action. */
static int
leave_effect(struct ruleset *rs, const struct action_def *act,
    struct effect_def *e, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs)
{
	char p[300];
	int bad = 0;

	fmt_path(p, sizeof p, "%.200s.leave", path);
	if (rs->units.n <= 0 && rs->chiefs.n <= 0)
		bad += ERR(*pos, "'%s': a piece leaves from those tracked one "
		    "by one on the board, and this ruleset has none: declare "
		    "units (units) or %s", p, KEY_CHIEFS);
	bad += tracked_piece(rs, act, p, "piece", &e->leave.piece, pos, errs);
	return bad + expr(&e->leave.piece, p, rs, act, in_roll, errs);
}

static int
swap_effect(struct ruleset *rs, const struct action_def *act,
    struct effect_def *e, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs)
{
	char p[300];
	int bad = 0, w;

	fmt_path(p, sizeof p, "%.200s.swap", path);
	if (rs->units.n <= 0 && rs->chiefs.n <= 0)
		bad += ERR(*pos, "'%s': pieces swap places among those "
		    "tracked one by one on the board, and this ruleset has "
		    "none: declare units (units) or %s", p, KEY_CHIEFS);
	bad += (w = tracked_piece(rs, act, p, "piece", &e->swap.piece, pos,
	    errs));
	if (act != NULL || !w)
		bad += tracked_piece(rs, act, p, "with", &e->swap.with, pos,
		    errs);
	bad += expr(&e->swap.piece, p, rs, act, in_roll, errs);
	return bad + expr(&e->swap.with, p, rs, act, in_roll, errs);
}

/* The effect relocate: a piece tracked one by one, a word of kind
 * tracked of the action, and where it goes, one of kind destination. */
static int
relocate_effect(struct ruleset *rs, const struct action_def *act,
    struct effect_def *e, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs)
{
	char p[300];
	int bad = 0;

	fmt_path(p, sizeof p, "%.200s.relocate", path);
	if (rs->units.n <= 0 && rs->chiefs.n <= 0)
		bad += ERR(*pos, "'%s': a piece moves among those tracked one "
		    "by one on the board, and this ruleset has none: declare "
		    "units (units) or %s", p, KEY_CHIEFS);
	bad += tracked_piece(rs, act, p, "piece", &e->relocate.piece, pos,
	    errs);
	if (act != NULL)
		bad += decl_effect_word(act, "relocate", e->relocate.to,
		    ARG_DESTINATION, "destination", &e->relocate.w_to, p, pos,
		    errs);
	return bad + expr(&e->relocate.piece, p, rs, act, in_roll, errs);
}


/* The effect set-counters: a piece tracked one by one, a word of kind
 * tracked of the action, and its counters, an expression. */
static int
counters_effect(struct ruleset *rs, const struct action_def *act,
    struct effect_def *e, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs)
{
	char p[300];
	int bad = 0;

	fmt_path(p, sizeof p, "%.200s.set-counters", path);
	if (rs->units.n <= 0 && rs->chiefs.n <= 0)
		bad += ERR(*pos, "'%s': time counters are set on a piece "
		    "tracked one by one on the board, and this ruleset has "
		    "none: declare units (units) or %s", p, KEY_CHIEFS);
	bad += tracked_piece(rs, act, p, "piece", &e->set_counters.piece,
	    pos, errs);
	bad += expr(&e->set_counters.piece, p, rs, act, in_roll, errs);
	return bad + expr(&e->set_counters.to, p, rs, act, in_roll, errs);
}

/* The effect data: a member of the report each, its amount an
 * expression that knows before(RES), as a line does. */
static int
data_effect(struct ruleset *rs, const struct action_def *act, struct vec *v,
    const char *path, int in_roll, struct diag_list *errs)
{
	int bad = 0;
	char p[300];

	for (int k = 0; k < v->n; k++) {
		fmt_path(p, sizeof p, "%.200s.%s", path, v->ids[k]);
		if (report_key(v->ids[k]))
			bad += ERR(v->pos[k], "'%s': '%s' is a key the report "
			    "has already; name the member otherwise", p,
			    v->ids[k]);
		bad += eng_compile_in(VEC_AT(*v, struct sexpr, k), p, rs, act,
		    in_roll, 1, errs);
	}
	return bad;
}

/* A payment to a player: who (a player), and amounts of resources. */
static int
pay_player(struct ruleset *rs, const struct action_def *act,
    struct eff_pay *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs)
{
	char p[300];
	int bad = 0;

	fmt_path(p, sizeof p, "%.200s.to", path);
	bad += expr(&x->to, p, rs, act, in_roll, errs);
	if (x->amounts.n == 0)
		bad += ERR(*pos, "'%s.amounts': no resource is paid", path);
	return bad + amounts(rs, act, &x->amounts, path, in_roll, errs);
}

/* The group of a tally per group: an action's group word or a group's
 * id (w->region: the group). */
static int
group_where(const struct ruleset *rs, const struct action_def *act,
    const char *text, struct eng_where *w, const char *path,
    const struct spos *pos, struct diag_list *errs)
{
	w->text = (char *)text;
	w->arg = w->region = -1;
	if (text == NULL)
		return ERR(*pos, "'%s': the tally is counted per group: it "
		    "needs 'in', the group (a group word of the action or a "
		    "group's id)", path);
	for (int i = 0; act != NULL && i < act->args.n; i++) {
		const struct arg_def *a = VEC_AT(act->args, struct arg_def, i);
		if (strcmp(a->name, text) != 0)
			continue;
		if (a->kind != ARG_GROUP)
			return ERR(*pos, "'%s': the word '%s' is not a group",
			    path, text);
		w->arg = i;
		return 0;
	}
	if ((w->region = eng_group(rs, text)) >= 0)
		return 0;
	if (strcmp(text, "group") == 0 && (rs->bound & ENG_BINDS_GROUP)) {
		w->region = HERE_GROUP;	/* each-group's, at the table */
		return 0;
	}
	if (strcmp(text, "group") == 0)
		return ERR(*pos, "'%s': 'group' is the group each-group goes "
		    "over one at a time, and this tally is not among the "
		    "effects under one: put it there, or name the group (a "
		    "group word of the action or a group's id)", path);
	return ERR(*pos, "'%s': '%s' is neither a group word of the action, "
	    "a group of the board nor 'group' (each-group's)", path, text);
}

/* The effect tally: its amount, and its region when the tally is kept
 * per region (and only then). */
static int
tally_effect(struct ruleset *rs, const struct action_def *act,
    struct eff_tally *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs)
{
	int bad = expr(&x->add, path, rs, act, in_roll, errs);

	x->w_in.arg = x->w_in.region = -1;
	if (x->id.i < 0)
		return bad;
	if (VEC_AT(rs->tallies, struct tally_def, x->id.i)->per ==
	    TALLY_GROUP)
		return bad + group_where(rs, act, x->in, &x->w_in, path, pos,
		    errs);
	if (VEC_AT(rs->tallies, struct tally_def, x->id.i)->per ==
	    TALLY_REGION && x->in == NULL)
		return bad + ERR(*pos, "'%s': '%s' is counted per region: it "
		    "needs 'in', the region", path, x->id.name);
	if (VEC_AT(rs->tallies, struct tally_def, x->id.i)->per ==
	    TALLY_REGION)
		return bad + where(rs, act, x->in, &x->w_in, path, pos, errs);
	if (x->in != NULL)
		bad += ERR(*pos, "'%s': '%s' is not counted per region: it "
		    "takes no 'in'", path, x->id.name);
	return bad;
}


/* place-home, place-arrival: a map of territories with homes (and an
 * arrival, for the arrival's building), a player and a region word. */
static int
arrive(struct ruleset *rs, const struct action_def *act,
    struct effect_def *e, const char *path, int i, const struct spos *pos,
    int in_roll, struct diag_list *errs)
{
	const struct territories_def *t = &rs->mech.territories;
	struct eff_arrive *x = e->place_home.present ? &e->place_home :
	    &e->place_arrival;
	char p[300];
	int bad = 0;

	fmt_path(p, sizeof p, "%.200s.%d.%s", path, i + 1,
	    e->place_home.present ? "place-home" : "place-arrival");
	if (!t->present)
		return ERR(*pos, "'%s': homes and the arrival are placed on a "
		    "map of territories, and the ruleset has none: declare "
		    "mechanisms.territories or take the effect out", p);
	if (x == &e->place_arrival && !t->arrival.present)
		return ERR(*pos, "'%s': the ruleset has no arrival building: "
		    "declare mechanisms.territories.arrival or take the "
		    "effect out", p);
	bad += expr(&x->player, p, rs, act, in_roll, errs);
	x->w.text = x->at;
	x->w.region = -1;
	x->w.arg = decl_arg_of_kind(act, x->at, ARG_TERRITORY);
	if (x->w.arg < 0)
		bad += ERR(*pos, "'%s': 'at' must name a word of the action "
		    "of kind territory, and '%s' is not one", p, x->at);
	return bad;
}

/* The effects set by 'true' whose check reads the ruleset alone, by the
 * offset of their flag in struct effect_def. */
static const struct {
	size_t flag;
	char name[16];
	int (*check)(const struct ruleset *, const char *, const struct spos *,
	    struct diag_list *);
} table_effects[] = {
	{ offsetof(struct effect_def, fire_step), "fire-step",
	    eng_check_fire_step },
	{ offsetof(struct effect_def, open_orders), "open-orders",
	    eng_check_open_orders },
	{ offsetof(struct effect_def, advance_squads), "advance-squads",
	    eng_check_advance_squads },
	{ offsetof(struct effect_def, rank_choosers), "rank-choosers",
	    eng_check_rank_choosers },
	{ offsetof(struct effect_def, settle_hits), "settle-hits",
	    eng_check_settle_hits },
};

/* Is e, the effect i + 1 of path, one of table_effects?  Its check's
 * refusals are added to *bad. */
static int
table_effect(const struct ruleset *rs, const struct effect_def *e,
    const char *path, int i, const struct spos *pos, struct diag_list *errs,
    int *bad)
{
	char p[300];

	for (size_t k = 0; k < sizeof table_effects / sizeof *table_effects;
	    k++) {
		if (!*(const int *)(const void *)((const char *)e +
		    table_effects[k].flag))
			continue;
		fmt_path(p, sizeof p, "%.200s.%d.%s", path, i + 1,
		    table_effects[k].name);
		*bad += table_effects[k].check(rs, p, pos, errs);
		return 1;
	}
	return 0;
}

/* An effect's check found it: d set, its errors returned. */
static int
done(int *d, int bad)
{
	*d = 1;
	return bad;
}

/* One effect e, number i of the list at path, if it is one of the effects of
 * a map of territories, its sources, parties and combats (each-source to
 * throw-pools): *d set and the number of errors. */
static int
territory_effects(struct ruleset *rs, const struct action_def *act,
    struct effect_def *e, const struct spos *pos, const char *path, int i,
    int in_roll, struct diag_list *errs, int *d)
{
	int bad = 0;
	unsigned bound;
	char p[300];

	/* the effect's place, as effects() writes it */
	fmt_path(p, sizeof p, "%.200s.%d", path, i + 1);

	if (e->each_source.present) {
		fmt_path(p, sizeof p, "%.200s.%d.each-source", path,
		    i + 1);
		bad += eng_check_sources_effect(act, e, p, pos, errs);
		bound = rs->bound;
		rs->bound |= ENG_BINDS_HERE;	/* here: each land */
		bad += effects(rs, act, &e->each_source.then, p,
		    in_roll, errs);
		rs->bound = bound;
		return done(d, bad);
	}
	if (e->take_sources.present) {
		fmt_path(p, sizeof p, "%.200s.%d.take-sources", path,
		    i + 1);
		bad += eng_check_sources_effect(act, e, p, pos, errs);
		bad += expr(&e->take_sources.count, p, rs, act,
		    in_roll, errs);
		return done(d, bad);
	}
	if (e->data_flag.n > 0) {
		fmt_path(p, sizeof p, "%.200s.%d.data-flag", path,
		    i + 1);
		bad += data_effect(rs, act, &e->data_flag, p, in_roll,
		    errs);
		return done(d, bad);
	}
	if (e->each_party.present) {
		fmt_path(p, sizeof p, "%.200s.%d.each-party", path,
		    i + 1);
		if (!(in_roll & ENG_IN_ROUND))
			bad += ERR(*pos, "'%s': each-party goes through "
			    "the parties of a side of a combat round, "
			    "known only in the then of a combat-round "
			    "effect: put it there", p);
		bad += eng_compile_key(&e->each_party.side, p, "side",
		    rs, act, in_roll, errs);
		bad += effects(rs, act, &e->each_party.then, p,
		    in_roll | ENG_IN_PARTY | ENG_IN_THROW, errs);
		return done(d, bad);
	}
	if (e->add_spawned.text != NULL ||
	    e->start_placing.text != NULL) {
		int add = e->add_spawned.text != NULL;
		fmt_path(p, sizeof p, "%.200s.%d.%s", path, i + 1,
		    add ? "add-spawned" : "start-placing");
		if (!rs->mech.territories.present ||
		    !rs->mech.spawn.present)
			bad += ERR(*pos, "'%s': spawned pieces lie on a "
			    "map of territories where mechanisms.spawn "
			    "puts them, and the ruleset has %s: declare "
			    "%s or take the effect out", p,
			    rs->mech.territories.present ? "no spawn" :
			    "no such map", rs->mech.territories.present ?
			    "mechanisms.spawn" : "mechanisms.territories "
			    "and mechanisms.spawn");
		else if (!add && rs_spawn_placer(rs) == NULL)
			bad += ERR(*pos, "'%s': the pieces are placed by "
			    "an action with the effect place-spawned, "
			    "and no action has it: declare one, or take "
			    "the effect out", p);
		else if (add) {
			/* valued for every territory, here bound */
			bound = rs->bound;
			rs->bound |= ENG_BINDS_HERE;
			bad += expr(&e->add_spawned, p, rs, act,
			    in_roll, errs);
			rs->bound = bound;
		} else
			bad += expr(&e->start_placing, p, rs, act,
			    in_roll, errs);
		return done(d, bad);
	}
	if (e->take_hostage.text != NULL) {
		fmt_path(p, sizeof p, "%.200s.%d.take-hostage", path,
		    i + 1);
		if (!(in_roll & ENG_IN_POOL))
			bad += ERR(*pos, "'%s': take-hostage holds the "
			    "unit just destroyed, known only among the "
			    "destroyed effects of a pool combat "
			    "(combats.*.destroyed): put it there", p);
		bad += expr(&e->take_hostage, p, rs, act, in_roll,
		    errs);
		return done(d, bad);
	}
	if (e->set_fought.text != NULL) {
		fmt_path(p, sizeof p, "%.200s.%d.set-fought", path,
		    i + 1);
		bad += eng_check_set_fought(rs, act, &e->set_fought, p,
		    pos, in_roll, errs);
		return done(d, bad);
	}
	if (e->data_members.n > 0)
		return done(d, eng_check_data_members(rs, act,
		    &e->data_members, path, i + 1, in_roll, errs));
	if (e->data_or_null.n > 0) {
		fmt_path(p, sizeof p, "%.200s.%d.data-or-null", path,
		    i + 1);
		bad += data_effect(rs, act, &e->data_or_null, p,
		    in_roll, errs);
		return done(d, bad);
	}
	if (e->fall.text != NULL) {
		fmt_path(p, sizeof p, "%.200s.%d.fall", path, i + 1);
		bad += eng_check_fall(rs, act, e, p, pos, in_roll,
		    errs);
		return done(d, bad);
	}
	if (e->reward.present) {
		fmt_path(p, sizeof p, "%.200s.%d.reward", path, i + 1);
		bad += eng_check_reward(rs, act, &e->reward, p, pos,
		    in_roll, errs);
		return done(d, bad);
	}
	if (e->play_cards.present) {
		fmt_path(p, sizeof p, "%.200s.%d.play-cards", path,
		    i + 1);
		bad += eng_check_play_cards(rs, act, &e->play_cards, p,
		    pos, in_roll, errs);
		return done(d, bad);
	}
	if (e->set_morale.present) {
		fmt_path(p, sizeof p, "%.200s.%d.set-morale", path,
		    i + 1);
		bad += eng_check_set_morale(rs, act, &e->set_morale, p,
		    pos, in_roll, errs);
		return done(d, bad);
	}
	if (e->flee_home.present) {
		fmt_path(p, sizeof p, "%.200s.%d.flee-home", path,
		    i + 1);
		bad += eng_check_flee_home(rs, act, &e->flee_home, p,
		    pos, in_roll, errs);
		return done(d, bad);
	}
	if (e->take_hits.present) {
		fmt_path(p, sizeof p, "%.200s.%d.take-hits", path,
		    i + 1);
		bad += eng_check_take_hits(rs, act, &e->take_hits, p,
		    pos, in_roll, errs);
		return done(d, bad);
	}
	if (e->list_players.present) {
		fmt_path(p, sizeof p, "%.200s.%d.list-players", path,
		    i + 1);
		bad += eng_check_list_players(rs, act, e, p, pos,
		    in_roll, errs);
		return done(d, bad);
	}
	if (e->throw_pools.present) {
		fmt_path(p, sizeof p, "%.200s.%d.throw-pools", path,
		    i + 1);
		bad += eng_check_throw_pools(rs, act, &e->throw_pools,
		    p, pos, in_roll, errs);
		return done(d, bad);
	}
	return bad;
}

/* One effect e, number i of the list at path, if it is one of the effects
 * that move or set pieces, cards, orders and squads one by one (enter to
 * duel): *d set and the number of errors. */
static int
piece_effects(struct ruleset *rs, const struct action_def *act,
    struct effect_def *e, const struct spos *pos, const char *path, int i,
    int in_roll, struct diag_list *errs, int *d)
{
	int bad = 0;
	char p[300];

	/* the effect's place, as effects() writes it */
	fmt_path(p, sizeof p, "%.200s.%d", path, i + 1);

	if (e->enter.present) {
		bad += enter_effect(rs, act, e, p, pos, in_roll, errs);
		return done(d, bad);
	}
	if (e->leave.present) {
		bad += leave_effect(rs, act, e, p, pos, in_roll, errs);
		return done(d, bad);
	}
	if (e->swap.present) {
		bad += swap_effect(rs, act, e, p, pos, in_roll, errs);
		return done(d, bad);
	}
	if (e->relocate.present) {
		bad += relocate_effect(rs, act, e, p, pos, in_roll,
		    errs);
		return done(d, bad);
	}
	if (e->set_counters.present) {
		bad += counters_effect(rs, act, e, p, pos, in_roll,
		    errs);
		return done(d, bad);
	}
	if (e->equip.present) {
		fmt_path(p, sizeof p, "%.200s.%d.equip", path, i + 1);
		bad += eng_check_equip(rs, act, &e->equip, p, pos,
		    errs);
		return done(d, bad);
	}
	if (e->commit.present) {
		fmt_path(p, sizeof p, "%.200s.%d.commit", path, i + 1);
		bad += eng_check_commit(rs, act, &e->commit, p, pos,
		    errs);
		return done(d, bad);
	}
	if (e->reveal.present) {
		fmt_path(p, sizeof p, "%.200s.%d.reveal", path, i + 1);
		bad += eng_check_reveal(rs, act, &e->reveal, p, pos,
		    errs);
		return done(d, bad);
	}
	if (e->claim.present) {
		fmt_path(p, sizeof p, "%.200s.%d.claim", path, i + 1);
		bad += eng_check_claim(rs, act, &e->claim, p, pos, errs);
		return done(d, bad);
	}
	if (e->resolve.present) {
		fmt_path(p, sizeof p, "%.200s.%d.resolve", path, i + 1);
		bad += eng_check_resolve(rs, act, &e->resolve, p, pos,
		    errs);
		return done(d, bad);
	}
	if (e->enter_stats.present) {
		fmt_path(p, sizeof p, "%.200s.%d.enter-stats", path,
		    i + 1);
		bad += eng_check_enter_stats(rs, act, &e->enter_stats,
		    p, pos, errs);
		return done(d, bad);
	}
	if (e->lay_tiles.present) {
		fmt_path(p, sizeof p, "%.200s.%d.lay-tiles", path,
		    i + 1);
		bad += eng_check_lay_tiles(rs, act, &e->lay_tiles, p,
		    pos, errs);
		return done(d, bad);
	}
	if (e->set_units.present) {
		fmt_path(p, sizeof p, "%.200s.%d.set-units", path,
		    i + 1);
		bad += eng_check_set_units(rs, act, &e->set_units, p,
		    pos, in_roll, errs);
		return done(d, bad);
	}
	if (e->load.present) {
		fmt_path(p, sizeof p, "%.200s.%d.load", path, i + 1);
		bad += eng_check_cargo(rs, act, &e->load, "load", p,
		    pos, errs);
		return done(d, bad);
	}
	if (e->unload.present) {
		fmt_path(p, sizeof p, "%.200s.%d.unload", path, i + 1);
		bad += eng_check_cargo(rs, act, &e->unload, "unload",
		    p, pos, errs);
		return done(d, bad);
	}
	if (e->set_board.present) {
		fmt_path(p, sizeof p, "%.200s.%d.set-board", path,
		    i + 1);
		bad += eng_check_set_board(rs, act, &e->set_board, p,
		    pos, errs);
		return done(d, bad);
	}
	if (e->seal_order.present) {
		fmt_path(p, sizeof p, "%.200s.%d.seal-order", path,
		    i + 1);
		bad += eng_check_seal_order(rs, act, &e->seal_order, p,
		    pos, errs);
		return done(d, bad);
	}
	if (e->landing.present) {
		fmt_path(p, sizeof p, "%.200s.%d.landing", path, i + 1);
		bad += eng_check_landing(rs, act, &e->landing, p, pos,
		    in_roll, errs);
		return done(d, bad);
	}
	if (e->send_squad.present) {
		fmt_path(p, sizeof p, "%.200s.%d.send-squad", path,
		    i + 1);
		bad += eng_check_send(rs, act, &e->send_squad, p, pos,
		    errs);
		return done(d, bad);
	}
	if (e->hold_back.present || e->remain.present) {
		const char *name = e->hold_back.present ?
		    "hold-back" : "remain";
		fmt_path(p, sizeof p, "%.200s.%d.%s", path, i + 1,
		    name);
		bad += eng_check_combat_side(rs, act,
		    e->hold_back.present ? &e->hold_back : &e->remain,
		    name, p, pos, errs);
		return done(d, bad);
	}
	if (e->retreat.present) {
		fmt_path(p, sizeof p, "%.200s.%d.retreat", path,
		    i + 1);
		bad += eng_check_retreat(rs, act, &e->retreat, p, pos,
		    errs);
		return done(d, bad);
	}
	if (e->set_squad.present) {
		fmt_path(p, sizeof p, "%.200s.%d.set-squad", path,
		    i + 1);
		bad += eng_check_set_squad(rs, act, &e->set_squad, p,
		    pos, errs);
		return done(d, bad);
	}
	if (e->reinforce.present)
		return done(d, eng_check_reinforce(rs, act, &e->reinforce,
		    path, i + 1, pos, in_roll, errs));
	if (e->start_combat.present) {
		fmt_path(p, sizeof p, "%.200s.%d.start-combat", path,
		    i + 1);
		bad += eng_check_start_combat(rs, act, &e->start_combat,
		    p, pos, errs);
		return done(d, bad);
	}
	if (e->orbit_battle.present) {
		fmt_path(p, sizeof p, "%.200s.%d.orbit-battle", path,
		    i + 1);
		bad += eng_check_orbit_battle(rs, act, &e->orbit_battle,
		    p, pos, errs);
		return done(d, bad);
	}
	if (e->duel.present) {
		/* a text of before's, declared at load where it
		 * could be (ruleset_duel.c): what stopped it */
		int was = bad;
		fmt_path(p, sizeof p, "%.200s.%d.duel", path, i + 1);
		bad += eng_check_duel(rs, act, &e->duel, p, pos, errs);
		bad += bad > was ? 0 : ERR(*pos, "'%s': duel, of a text "
		    "written before, is declared at load (combat-round, "
		    "play-cards, leave, fall, reward) only where it is "
		    "one of the effects of an action with an actor, not "
		    "inside another, in a text with mechanisms.duel, "
		    "its combat and reward written plainly; here it "
		    "could not be: declare the "
		    "attack so (arbiter-ruleset(5), duel)", p);
		return done(d, bad);
	}
	return bad;
}

/* One effect e, number i of the list at path, if it is one of the steps of a
 * round or a game, most of them texts of before declared at load (draw-hand
 * to spawn-pieces): *d set and the number of errors. */
static int
step_effects(struct ruleset *rs, const struct action_def *act,
    struct effect_def *e, const struct spos *pos, const char *path, int i,
    int in_roll, struct diag_list *errs, int *d)
{
	int bad = 0;
	char p[300];

	/* the effect's place, as effects() writes it */
	fmt_path(p, sizeof p, "%.200s.%d", path, i + 1);

	if (e->draw_hand || e->discard_played || e->clear_sites) {
		/* a text of before's, left where the load could not
		 * declare it (ruleset_cards.c) */
		fmt_path(p, sizeof p, "%.200s.%d", path, i + 1);
		bad += eng_check_cards_before(e, p, pos, errs);
		return done(d, bad);
	}
	if (e->move_cards.present) {
		fmt_path(p, sizeof p, "%.200s.%d.move-cards", path,
		    i + 1);
		bad += eng_check_move_cards(rs, act, &e->move_cards, p,
		    pos, in_roll, errs);
		return done(d, bad);
	}
	if (e->remove_sites.present) {
		fmt_path(p, sizeof p, "%.200s.%d.remove-sites", path,
		    i + 1);
		bad += eng_check_remove_sites(rs, act,
		    &e->remove_sites, p, pos, in_roll, errs);
		return done(d, bad);
	}
	if (table_effect(rs, e, path, i, pos, errs, &bad))
		return done(d, bad);
	if (e->carry_deferred != NULL) {
		fmt_path(p, sizeof p, "%.200s.%d.carry-out-deferred", path,
		    i + 1);
		bad += eng_check_carry_deferred(rs, act, p, pos, errs);
		return done(d, bad);
	}
	if (e->produce || e->replenish_neutrals) {
		const char *k = e->produce ? "produce" :
		    "replenish-neutrals";
		snprintf(p, sizeof p, "%.200s.%d.%s", path, i + 1, k);
		bad += eng_check_zones_effect(rs, k, p, pos, errs);
		return done(d, bad);
	}
	if (e->list_battles || e->battles_fought) {
		const char *k = e->list_battles ? "list-battles" :
		    "battles-fought";
		snprintf(p, sizeof p, "%.200s.%d.%s", path, i + 1, k);
		bad += eng_check_battles_due(rs, k, p, pos, errs);
		return done(d, bad);
	}
	if (e->assign_hits.present) {
		fmt_path(p, sizeof p, "%.200s.%d.assign-hits", path,
		    i + 1);
		bad += eng_check_assign_hits(rs, act, &e->assign_hits,
		    p, pos, errs);
		return done(d, bad);
	}
	if (e->combat_round.present) {
		fmt_path(p, sizeof p, "%.200s.%d.combat-round", path,
		    i + 1);
		bad += eng_check_combat_round(rs, act,
		    &e->combat_round, p, pos, in_roll, errs);
		fmt_path(p, sizeof p, "%.200s.%d.combat-round.cost",
		    path, i + 1);
		bad += amounts(rs, act, &e->combat_round.cost, p,
		    in_roll, errs);
		fmt_path(p, sizeof p, "%.200s.%d.combat-round.then",
		    path, i + 1);
		bad += effects(rs, act, &e->combat_round.then, p,
		    in_roll | ENG_IN_ROUND, errs);
		fmt_path(p, sizeof p,
		    "%.200s.%d.combat-round.before-throw", path, i + 1);
		bad += effects(rs, act, &e->combat_round.before_throw,
		    p, in_roll | ENG_IN_ROUND, errs);
		fmt_path(p, sizeof p,
		    "%.200s.%d.combat-round.party-check", path, i + 1);
		bad += effects(rs, act, &e->combat_round.party_check,
		    p, in_roll | ENG_IN_PARTY, errs);
		return done(d, bad);
	}
	if (e->seize.present) {
		/* a text of before's, declared at load where it
		 * could be (ruleset_seize.c): what stopped it */
		int was = bad;
		fmt_path(p, sizeof p, "%.200s.%d.seize", path, i + 1);
		bad += eng_check_seize(rs, act, &e->seize, p, pos, errs);
		bad += bad > was ? 0 : ERR(*pos, "'%s': seize, of a text "
		    "written before, is declared at load (each-source, "
		    "combat-round) only where it is one of an action's "
		    "effects, not inside another, with "
		    "mechanisms.attack's resource; here it could not "
		    "be: declare the attack so (arbiter-ruleset(5), "
		    "seize)", p);
		return done(d, bad);
	}
	if (e->action_points || e->unit_income || e->count_held) {
		fmt_path(p, sizeof p, "%.200s.%d.%s", path, i + 1,
		    e->action_points ? "action-points" :
		    e->unit_income ? "unit-income" : "count-held");
		bad += eng_check_turn_income(rs, act, e, p, pos, errs);
		return done(d, bad);
	}
	if (e->advance_bodies || e->dissolve_links) {
		if (rs->board.bodies.n > 0)
			return done(d, bad);
		bad += ERR(*pos, "'%s.%d.%s': it %s, and the ruleset "
		    "has no orbit board (board.%s with their lands): "
		    "declare one or take it out", path, i + 1,
		    e->advance_bodies ? "advance-bodies" :
		    "dissolve-links", e->advance_bodies ? "moves the "
		    "bodies of an orbit board along their orbits" :
		    "takes the links between the bodies of an orbit "
		    "board off", KEY_BODIES);
		return done(d, bad);
	}
	if (e->end_roll) {
		/* a text of before: replaced at load when its
		 * game-end gives a count of a die to throw
		 * (ruleset_end_roll.c) */
		bad += ERR(*pos, "'%s.%d.end-roll': the end-of-game "
		    "dice are declared now (a roll with a target "
		    "read by mechanism(game-end, KEY), declare-winner "
		    "with where: arbiter-ruleset(5)), which a text of "
		    "before gets at load only when mechanisms.game-end "
		    "gives its roll, a count of one die ('5d6'): write "
		    "the declaration or take end-roll out", path,
		    i + 1);
		return done(d, bad);
	}
	if (e->clear_marks.n > 0) {
		bad += clear_marks(rs, &e->clear_marks, path, i, errs);
		return done(d, bad);
	}
	if (e->revolts || e->squads_rest) {
		/* revolts, a text of before: declared at load on a
		 * board of numbered zones (ruleset_revolts.c) */
		if (rs->board.zones.n > 0 && !e->revolts)
			return done(d, bad);
		bad += ERR(*pos, "'%s.%d.%s': it acts on the numbered "
		    "%s of the board (board.%s), and this ruleset has "
		    "none: declare them or take it out", path, i + 1,
		    e->revolts ? "revolts" : "squads-rest", KEY_ZONES,
		    KEY_ZONES);
		return done(d, bad);
	}
	if (e->hold_win) {
		/* a text of before: replaced at load on a board of
		 * numbered zones (ruleset_hold_out.c,
		 * ruleset_hold_win.c) */
		bad += ERR(*pos, "'%s.%d.hold-win': the players left "
		    "with nothing are put out and the win by zones "
		    "held is declared now (put-out, squad_pieces, "
		    "declare-winner with where and hold_to_win: "
		    "arbiter-ruleset(5)), which a text of before gets "
		    "at load only on a board of numbered %s "
		    "(board.%s): write the declarations or take "
		    "hold-win out", path, i + 1, KEY_ZONES, KEY_ZONES);
		return done(d, bad);
	}
	if (e->reach_win) {
		/* a text of before: replaced at load when it has a
		 * 'reach' victory an expression can name
		 * (ruleset_winner.c) */
		if (rs_reach_victory(rs) >= 0)
			bad += ERR(*pos, "'%s.%d.reach-win': the 'reach' "
			    "victory is checked by declarations now "
			    "(declare-winner, arbiter-ruleset(5)), and "
			    "its resource or 'at' is none they can name: "
			    "write the check or take reach-win out", path,
			    i + 1);
		else
			bad += ERR(*pos, "'%s.%d.reach-win': it ends the "
			    "game when a player reaches the value a "
			    "'reach' victory asks for, and the ruleset "
			    "has no such victory: declare one (victory: "
			    "when: reach) or take it out", path, i + 1);
		return done(d, bad);
	}
	if (e->rank_turns && rs->turns.rank.n <= 0) {
		bad += ERR(*pos, "'%s.%d.rank-turns': it ranks the "
		    "table's turn order by turns.rank, and the ruleset "
		    "has none: declare turns.rank (a list of {resource: "
		    "RES, prefer: low or high}) or take it out", path,
		    i + 1);
		return done(d, bad);
	}
	if (e->rank_turns) {
		/* a text of before: replaced at load where
		 * turns.rank has criteria an expression can name
		 * (ruleset_rank.c) */
		bad += ERR(*pos, "'%s.%d.rank-turns': the turn order "
		    "is ranked by declarations now (rank-players, "
		    "arbiter-ruleset(5)), and turns.rank gives "
		    "criteria they cannot rank by (more than %d, or a "
		    "resource whose id an expression cannot name): "
		    "write rank-players or take rank-turns out",
		    path, i + 1, RANK_BY_MAX);
		return done(d, bad);
	}
	if (e->rank_players.present) {
		fmt_path(p, sizeof p, "%.200s.%d.rank-players", path,
		    i + 1);
		bad += eng_check_rank_players(rs, act,
		    &e->rank_players, p, pos, in_roll, errs);
		return done(d, bad);
	}
	if (e->spawn_pieces) {
		bad += eng_check_spawn_pieces(rs, path, i, pos, errs);
		return done(d, bad);
	}
	/* refill: its resources are the schema's to find */
	return bad;
}

/* One effect e, number i of the list at path, if it is one of refill, give,
 * the cards' values, gain and set, roll, if, each-player and kin, the
 * winner declared, the territories' marks, data and tally: *d set and the
 * number of errors. */
static int
basic_effects(struct ruleset *rs, const struct action_def *act,
    struct effect_def *e, const struct spos *pos, const char *path, int i,
    int in_roll, struct diag_list *errs, int *d)
{
	int bad = 0;
	unsigned bound;
	char p[300];

	/* the effect's place, as effects() writes it */
	fmt_path(p, sizeof p, "%.200s.%d", path, i + 1);

	if (e->refill.n > 0)
		return done(d, bad);
	if (e->give.present) {
		fmt_path(p, sizeof p, "%.200s.%d.give", path, i + 1);
		bad += eng_check_give(rs, act, &e->give, p, pos,
		    in_roll, errs);
		return done(d, bad);
	}
	if (e->set_card.present) {
		fmt_path(p, sizeof p, "%.200s.%d.set-card", path, i + 1);
		bad += eng_check_set_card(rs, act, &e->set_card, p, pos,
		    errs);
		return done(d, bad);
	}
	if (e->keep_card.present) {
		fmt_path(p, sizeof p, "%.200s.%d.keep-card", path,
		    i + 1);
		bad += eng_check_keep_card(rs, act, &e->keep_card, p,
		    pos, in_roll, errs);
		return done(d, bad);
	}
	if (e->mark_done.text != NULL) {
		fmt_path(p, sizeof p, "%.200s.%d.mark-done", path,
		    i + 1);
		bad += eng_check_mark_done(rs, act, &e->mark_done, p,
		    pos, in_roll, errs);
		return done(d, bad);
	}
	if (e->next) {
		if (rs->round.n <= 0)
			bad += ERR(*pos, "'%s.%d': 'next' needs a round "
			    "of phases", path, i + 1);
		return done(d, bad);
	}
	if (e->gain.n > 0 || e->set.n > 0) {
		bad += amounts(rs, act, e->gain.n > 0 ? &e->gain :
		    &e->set, p, in_roll, errs);
		return done(d, bad);
	}
	if (e->roll.present) {
		fmt_path(p, sizeof p, "%.200s.%d.roll", path, i + 1);
		bad += roll(rs, act, &e->roll, p, pos, in_roll, errs);
		return done(d, bad);
	}
	if (e->cond.present) {
		fmt_path(p, sizeof p, "%.200s.%d.if", path, i + 1);
		bad += expr(&e->cond.test, p, rs, act, in_roll, errs);
		bad += effects(rs, act, &e->cond.then, p, in_roll, errs);
		bad += effects(rs, act, &e->cond.otherwise, p, in_roll,
		    errs);
		return done(d, bad);
	}
	if (e->each.n > 0) {
		/* each player acts in turn: read the actor there */
		const char *nobody = rs->no_actor;
		fmt_path(p, sizeof p, "%.200s.%d.each-player", path, i + 1);
		rs->no_actor = NULL;
		bad += effects(rs, act, &e->each, p, in_roll, errs);
		rs->no_actor = nobody;
		return done(d, bad);
	}
	if (e->each_in_turn.n > 0) {
		/* as each-player, in the turn order */
		const char *nobody = rs->no_actor;
		fmt_path(p, sizeof p, "%.200s.%d.each-player-in-turn",
		    path, i + 1);
		rs->no_actor = NULL;
		bad += effects(rs, act, &e->each_in_turn, p, in_roll,
		    errs);
		rs->no_actor = nobody;
		return done(d, bad);
	}
	if (e->declare_winner.text != NULL) {
		/* with where, both are valued for each player, who
		 * bound */
		int who = e->winner_where.text != NULL ?
		    ENG_BINDS_WHO : 0;
		fmt_path(p, sizeof p, "%.200s.%d.declare-winner", path,
		    i + 1);
		bad += expr(&e->declare_winner, p, rs, act, in_roll |
		    who, errs);
		fmt_path(p, sizeof p, "%.200s.%d.where", path, i + 1);
		if (e->winner_where.text != NULL)
			bad += expr(&e->winner_where, p, rs, act,
			    in_roll | who, errs);
		return done(d, bad);
	}
	if (e->put_out)
		return done(d, bad);	/* needs an actor: decl_repeat.c */
	if (e->each_region.n > 0) {
		fmt_path(p, sizeof p, "%.200s.%d.each-region", path,
		    i + 1);
		if (!eng_has_board(rs))
			bad += ERR(*pos, "'%s': each-region needs a "
			    "board of regions (board.regions, "
			    "board.places or board.%s): declare one "
			    "or take the effect out", p, KEY_ZONES);
		bound = rs->bound;
		rs->bound |= ENG_BINDS_HERE;	/* here: each region */
		bad += effects(rs, act, &e->each_region, p, in_roll,
		    errs);
		rs->bound = bound;
		return done(d, bad);
	}
	if (e->each_squad_in_flight.n > 0) {
		fmt_path(p, sizeof p, "%.200s.%d.each-squad-in-flight", path,
		    i + 1);
		if (rs->board.zones.n <= 0 || !rs->mech.flight.present)
			bad += ERR(*pos, "'%s': it goes through the squads "
			    "flying to the numbered zones (board.%s) along "
			    "the distance track of mechanisms.flight, and "
			    "this ruleset has no %s: declare %s or take the "
			    "effect out", p, KEY_ZONES, rs->board.zones.n <= 0 ?
			    "numbered zones" : "mechanisms.flight",
			    rs->board.zones.n <= 0 ? "them" : "it");
		bound = rs->bound;
		rs->bound |= ENG_BINDS_HERE | ENG_BINDS_WHO;
		bad += effects(rs, act, &e->each_squad_in_flight, p,
		    in_roll | ENG_IN_SQUAD, errs);
		rs->bound = bound;
		return done(d, bad);
	}
	if (e->fly_on) {
		if (!(in_roll & ENG_IN_SQUAD))
			bad += ERR(*pos, "'%s.%d.fly-on': it moves the squad "
			    "each-squad-in-flight binds, and none is bound "
			    "here: write it in the effects of "
			    "each-squad-in-flight", path, i + 1);
		return done(d, bad);
	}
	if (e->make_neutral.text != NULL) {
		fmt_path(p, sizeof p, "%.200s.%d.make-neutral", path,
		    i + 1);
		if (rs->board.zones.n <= 0)
			bad += ERR(*pos, "'%s': only a numbered zone "
			    "(board.%s) is made neutral, and this "
			    "ruleset has none: declare them or take the "
			    "effect out", p, KEY_ZONES);
		else
			bad += expr(&e->make_neutral, p, rs, act,
			    in_roll, errs);
		return done(d, bad);
	}
	if (e->set_turns_held.present || e->let_go.text != NULL) {
		fmt_path(p, sizeof p, "%.200s.%d.%s", path, i + 1,
		    e->let_go.text != NULL ? "let-go" :
		    "set-turns-held");
		bad += eng_check_held(rs, act, e, p, pos, in_roll,
		    errs);
		return done(d, bad);
	}
	if (e->replenish.text != NULL) {
		fmt_path(p, sizeof p, "%.200s.%d.replenish", path,
		    i + 1);
		if (eng_check_zones_effect(rs, "replenish", p, pos,
		    errs))
			bad++;
		else
			bad += expr(&e->replenish, p, rs, act,
			    in_roll, errs);
		return done(d, bad);
	}
	if (e->each_group.n > 0) {
		fmt_path(p, sizeof p, "%.200s.%d.each-group", path,
		    i + 1);
		if (eng_ngroups(rs) <= 0)
			bad += ERR(*pos, "'%s': each-group needs groups "
			    "of regions (board.groups, or an orbit "
			    "board's bodies)", p);
		bound = rs->bound;
		rs->bound |= ENG_BINDS_GROUP;	/* group: each group */
		bad += effects(rs, act, &e->each_group, p, in_roll,
		    errs);
		rs->bound = bound;
		return done(d, bad);
	}
	if (e->data.n > 0) {
		fmt_path(p, sizeof p, "%.200s.%d.data", path, i + 1);
		bad += data_effect(rs, act, &e->data, p, in_roll, errs);
		return done(d, bad);
	}
	if (e->tally.present) {
		fmt_path(p, sizeof p, "%.200s.%d.tally", path, i + 1);
		bad += tally_effect(rs, act, &e->tally, p, pos, in_roll,
		    errs);
		return done(d, bad);
	}
	return bad;
}

/* One effect e, number i of the list at path, if it is one of draw and
 * return, the set-up's (homes, starting places, spawned pieces, orders),
 * pay-player, release, build, link, hand-over, hold, and the pieces
 * placed, removed, moved and fought: *d set and the number of errors. */
static int
board_effects(struct ruleset *rs, const struct action_def *act,
    struct effect_def *e, const struct spos *pos, const char *path, int i,
    int in_roll, struct diag_list *errs, int *d)
{
	int bad = 0;
	unsigned bound;
	char p[300];

	/* the effect's place, as effects() writes it */
	fmt_path(p, sizeof p, "%.200s.%d", path, i + 1);

	if (e->draw.present || e->back.present) {
		fmt_path(p, sizeof p, "%.200s.%d.%s", path, i + 1,
		    e->draw.present ? "draw" : "return");
		bad += bag(rs, act, e->draw.present ? &e->draw :
		    &e->back, e->draw.present, p, pos, in_roll, errs);
		return done(d, bad);
	}
	if (e->final_standings.present) {
		/* a text of before: replaced at load where its
		 * ranking has criteria a declaration reads
		 * (ruleset_standings.c) */
		bad += ERR(*pos, "'%s.%d.final-standings': the final "
		    "standings are declared now (arbiter-ruleset(5), "
		    "final-standings), and a text of before has them "
		    "declared only where mechanisms.claims.final "
		    "names a ranking by score, site-score or "
		    "best-value with fallback draw-value: write a "
		    "say, list-players, rank-players into standings "
		    "(with draws or later) and the winners' lines "
		    "(@winners)", path, i + 1);
		return done(d, bad);
	}
	if (e->set_top.present) {
		fmt_path(p, sizeof p, "%.200s.%d.set-top", path, i + 1);
		bad += eng_check_set_top(act, &e->set_top, p, pos,
		    errs);
		return done(d, bad);
	}
	if (e->set_home != NULL) {
		fmt_path(p, sizeof p, "%.200s.%d.set-home", path, i + 1);
		if (!eng_has_board(rs))
			bad += ERR(*pos, "'%s': a home is a region of a "
			    "board (board.regions, board.places or "
			    "numbered zones)", p);
		else
			bad += where(rs, act, e->set_home, &e->w_home,
			    p, pos, errs);
		return done(d, bad);
	}
	if (e->clear_spawned.text != NULL) {
		fmt_path(p, sizeof p, "%.200s.%d.clear-spawned", path,
		    i + 1);
		if (!rs->mech.territories.present ||
		    !rs->mech.spawn.present)
			bad += ERR(*pos, "'%s': spawned pieces lie on a "
			    "map of territories where mechanisms.spawn "
			    "puts them, and the ruleset has %s: declare "
			    "%s or take the effect out", p,
			    rs->mech.territories.present ? "no spawn" :
			    "no such map", rs->mech.territories.present ?
			    "mechanisms.spawn" : "mechanisms.territories "
			    "and mechanisms.spawn");
		else {
			/* asked of every territory, here bound */
			bound = rs->bound;
			rs->bound |= ENG_BINDS_HERE;
			bad += expr(&e->clear_spawned, p, rs, act,
			    in_roll, errs);
			rs->bound = bound;
		}
		return done(d, bad);
	}
	if (e->take_place.text != NULL) {
		fmt_path(p, sizeof p, "%.200s.%d.take-place", path,
		    i + 1);
		if (rs->board.zones.n <= 0 ||
		    !rs->mech.chosen_order.present)
			bad += ERR(*pos, "'%s': places are chosen in an "
			    "order ranked on numbered %s (board.%s, "
			    "mechanisms.chosen-order); this ruleset has "
			    "none", p, KEY_ZONES, KEY_ZONES);
		else
			bad += expr(&e->take_place, p, rs, act, in_roll,
			    errs);
		return done(d, bad);
	}
	if (e->place_starting != NULL || e->deal_start != NULL) {
		fmt_path(p, sizeof p, "%.200s.%d.%s", path, i + 1,
		    e->deal_start != NULL ? "deal-start" :
		    "place-starting");
		bad += starting_effect(rs, act, e, p, pos, errs);
		return done(d, bad);
	}
	if (e->pay.present) {
		fmt_path(p, sizeof p, "%.200s.%d.pay-player", path,
		    i + 1);
		bad += pay_player(rs, act, &e->pay, p, pos, in_roll,
		    errs);
		return done(d, bad);
	}
	if (e->release.present) {
		fmt_path(p, sizeof p, "%.200s.%d.release", path, i + 1);
		if (!rs->mech.territories.present)
			bad += ERR(*pos, "'%s': hostages are held on a "
			    "map of territories, and the ruleset has "
			    "none: declare mechanisms.territories or "
			    "take the effect out", p);
		bad += expr(&e->release.captor, p, rs, act, in_roll,
		    errs);
		bad += expr(&e->release.owner, p, rs, act, in_roll,
		    errs);
		return done(d, bad);
	}
	if (e->place_home.present || e->place_arrival.present) {
		bad += arrive(rs, act, e, path, i, pos, in_roll, errs);
		return done(d, bad);
	}
	if (e->place_spawned.present) {
		fmt_path(p, sizeof p, "%.200s.%d.place-spawned", path,
		    i + 1);
		bad += eng_check_spawned(rs, act, &e->place_spawned, p,
		    pos, in_roll, errs);
		return done(d, bad);
	}
	if (e->order_step.present || e->set_explored.present ||
	    e->start_order.present || e->set_turn_order != NULL) {
		bad += eng_check_orders(rs, act, e, path, i, pos,
		    errs);
		return done(d, bad);
	}
	if (e->build.present) {
		fmt_path(p, sizeof p, "%.200s.%d.build", path, i + 1);
		bad += eng_check_build(rs, act, &e->build, p, pos,
		    in_roll, errs);
		return done(d, bad);
	}
	if (e->use_ability.present) {
		fmt_path(p, sizeof p, "%.200s.%d.use-ability", path,
		    i + 1);
		bad += eng_check_ability(rs, act, &e->use_ability, p,
		    pos, errs);
		return done(d, bad);
	}
	if (e->order_move.present) {
		fmt_path(p, sizeof p, "%.200s.%d.order-move", path,
		    i + 1);
		bad += eng_check_order_move(rs, act, &e->order_move, p,
		    pos, errs);
		return done(d, bad);
	}
	if (e->roll_position.present) {
		fmt_path(p, sizeof p, "%.200s.%d.roll-position", path,
		    i + 1);
		if (rs->board.bodies.n <= 0)
			bad += ERR(*pos, "'%s': a body is placed on its "
			    "orbit, and the ruleset has no orbit board "
			    "(board.%s with their orbits and start "
			    "dice)", p, KEY_BODIES);
		else
			bad += body_where(rs, act, e->roll_position.of,
			    &e->roll_position.w, p, pos, errs);
		return done(d, bad);
	}
	if (e->link.present) {
		fmt_path(p, sizeof p, "%.200s.%d.link", path, i + 1);
		bad += link_effect(rs, act, &e->link, p, pos, in_roll,
		    errs);
		return done(d, bad);
	}
	if (rs->board.regions.n <= 0 && (e->fight.present ||
	    rs->board.bodies.n <= 0)) {
		bad += ERR(*pos, "'%s.%d': pieces and fights need a "
		    "board of regions (board.regions)", path, i + 1);
		return done(d, bad);
	}
	if (e->hand.present) {
		fmt_path(p, sizeof p, "%.200s.%d.hand-over", path,
		    i + 1);
		bad += expr(&e->hand.count, p, rs, act, in_roll, errs);
		bad += where(rs, act, e->hand.region, &e->hand.w, p,
		    pos, errs);
		return done(d, bad);
	}
	if (e->place.present && e->place.piece.name == NULL &&
	    rs->pieces.n > 0)
		bad += ERR(*pos, "'%s.%d.place': 'piece' is missing: "
		    "which kind of piece is placed", path, i + 1);
	if (e->hold.present) {
		fmt_path(p, sizeof p, "%.200s.%d.hold", path, i + 1);
		bad += expr(&e->hold.player, p, rs, act, in_roll, errs);
		bad += expr(&e->hold.count, p, rs, act, in_roll, errs);
		bad += where(rs, act, e->hold.region, &e->hold.w, p, pos,
		    errs);
		return done(d, bad);
	}
	struct eff_pieces *x = e->place.present ? &e->place :
	    e->remove.present ? &e->remove : e->move.present ?
	    &e->move : NULL;
	if (x != NULL) {
		const char *kind = e->place.present ? "place" :
		    e->remove.present ? "remove" : "move";
		fmt_path(p, sizeof p, "%.200s.%d.%s", path, i + 1, kind);
		bad += expr(&x->count, p, rs, act, in_roll, errs);
		if (e->place.present)
			bad += place_where(rs, act, x, p, pos, in_roll,
			    errs);
		if (e->remove.present || e->move.present)
			bad += where(rs, act, x->from, &x->w_from, p,
			    pos, errs);
		if (e->move.present)
			bad += where(rs, act, x->to, &x->w_to, p, pos,
			    errs);
	}
	if (e->fight.present) {
		fmt_path(p, sizeof p, "%.200s.%d.fight", path, i + 1);
		if (e->fight.combat.i >= 0 && VEC_AT(rs->combats,
		    struct combat_decl, e->fight.combat.i)->mode ==
		    COMBAT_CONTEST)
			bad += ERR(*pos, "'%s': '%s' is a contest of "
			    "values, fought piece against piece; a "
			    "fight between regions needs a combat of "
			    "units", p, e->fight.combat.name);
		if (e->fight.combat.i >= 0 && VEC_AT(rs->combats,
		    struct combat_decl, e->fight.combat.i)->mode ==
		    COMBAT_POOL)
			bad += ERR(*pos, "'%s': '%s' is a pool of "
			    "pieces, fought by the dice-pool mechanism; "
			    "a fight between regions needs a combat of "
			    "counted units", p, e->fight.combat.name);
		bad += where(rs, act, e->fight.from, &e->fight.w_from,
		    p, pos, errs);
		bad += where(rs, act, e->fight.to, &e->fight.w_to, p,
		    pos, errs);
	}
	return bad;
}

static int
effects(struct ruleset *rs, const struct action_def *act, struct vec *v,
    const char *path, int in_roll, struct diag_list *errs)
{
	int bad = 0;
	char p[300];

	for (int i = 0; i < v->n; i++) {
		struct effect_def *e = VEC_AT(*v, struct effect_def, i);
		const struct spos *pos = &v->pos[i];
		const char *k1, *k2;
		int kinds = eng_effect_kinds(e, &k1, &k2);

		if (kinds > 1) {
			bad += kinds == 2 ? ERR(*pos, "'%s.%d': an effect does "
			    "one thing, and this one says two: '%s' and '%s'; "
			    "write each as an effect of its own", path, i + 1,
			    k1, k2) : ERR(*pos, "'%s.%d': an effect does one "
			    "thing, and this one says %d: '%s', '%s' and %d "
			    "more; write each as an effect of its own", path,
			    i + 1, kinds, k1, k2, kinds - 2);
			continue;
		}
		if (kinds == 0) {
			struct strbuf b;
			sb_init(&b);
			eng_effect_kind_list(&b);
			bad += ERR(*pos, "'%s.%d': this effect does nothing: "
			    "give it one of %s", path, i + 1, sb_str(&b));
			sb_release(&b);
			continue;
		}
		fmt_path(p, sizeof p, "%.200s.%d", path, i + 1);
		bad += eng_compile_says(e->say, &e->tsay, p, pos, rs, act,
		    in_roll, errs);
		/* a roll's says is said with its total and faces */
		bad += eng_compile_says(e->says, &e->tsays, p, pos, rs, act,
		    e->roll.present ? roll_bound(&e->roll) :
		    e->rank_players.present ? in_roll | ENG_IN_RANKING :
		    e->list_players.present ? in_roll | ENG_IN_LIST :
		    e->add_spawned.text != NULL ? in_roll | ENG_IN_ADDED :
		    in_roll, errs);
		if (e->draw.present)
			bad += eng_compile_says(e->draw.reason,
			    &e->draw.treason, p, pos, rs, act, in_roll, errs);
		if (e->json != NULL && e->pay.present)
			bad += strcmp(e->json, "transfer") != 0 ? ERR(*pos,
			    "'%s.%d': a payment's 'json' is 'transfer' (from, "
			    "to, amount and resource, as the command "
			    "'transfer' reports them)", path, i + 1) : 0;
		else if (e->json != NULL && e->gain.n != 1 &&
		    e->set.n != 1 && !e->enter.present &&
		    !e->action_points && !e->unit_income && e->say == NULL &&
		    !e->rank_players.present && !e->list_players.present)
			bad += ERR(*pos, "'%s.%d': 'json' names the amount of "
			    "a gain or a set of one resource, the piece an "
			    "enter brings in, the players a rank-players "
			    "ranked or a list-players listed, or the key a "
			    "say's line is given under instead of said", path,
			    i + 1);
		else if (e->json != NULL && report_key(e->json))
			bad += ERR(*pos, "'%s.%d': 'json: %s' is a key the "
			    "report has already; name the amount otherwise",
			    path, i + 1, e->json);
		if (e->winner_where.text != NULL &&
		    e->declare_winner.text == NULL) {
			bad += ERR(*pos, "'%s.%d': 'where' chooses the players "
			    "who win together, with declare-winner: write "
			    "'declare-winner: who' beside it, or take 'where' "
			    "out", path, i + 1);
			continue;
		}
		if (e->usage && e->refuse == NULL)
			bad += ERR(*pos, "'%s.%d': 'usage' makes a refusal a "
			    "usage error; it goes with 'refuse: LINE'", path,
			    i + 1);
		if (e->unknown != NULL) {
			fmt_path(p, sizeof p, "%.200s.%d.unknown", path,
			    i + 1);
			bad += eng_check_refuse_unknown(e, p, pos, errs);
		}
		if (e->say != NULL)
			continue;
		if (e->refuse != NULL) {
			bad += eng_compile_says(e->refuse, &e->trefuse, p, pos,
			    rs, act, in_roll, errs);
			continue;
		}
		{
			int d = 0;
			bad += territory_effects(rs, act, e, pos, path, i,
			    in_roll, errs, &d);
			if (!d)
				bad += piece_effects(rs, act, e, pos,
				    path, i, in_roll, errs, &d);
			if (!d)
				bad += step_effects(rs, act, e, pos,
				    path, i, in_roll, errs, &d);
			if (!d)
				bad += basic_effects(rs, act, e, pos,
				    path, i, in_roll, errs, &d);
			if (!d)
				bad += board_effects(rs, act, e, pos,
				    path, i, in_roll, errs, &d);
		}
	}
	return bad;
}

int
eng_check_effects(struct ruleset *rs, const struct action_def *act,
    struct vec *v, const char *path, int in_roll, struct diag_list *errs)
{
	return effects(rs, act, v, path, in_roll, errs);
}

int
eng_check_amounts(struct ruleset *rs, const struct action_def *act,
    struct vec *v, const char *path, int in_roll, struct diag_list *errs)
{
	return amounts(rs, act, v, path, in_roll, errs);
}
