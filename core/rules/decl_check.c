/* decl_check.c: the ruleset check of the declared parts: every
 * expression compiled against the names of its place, every effect's
 * regions found, every combat's dice checked, and what each part needs
 * (a board for pieces, a combat for a fight) present.  Whatever passes
 * here can run: the commands find no hole in the data. */
#include "core/rules/names.h"
#include "core/base/fmt_path.h"
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

static int
effects(struct ruleset *rs, const struct action_def *act, struct vec *v,
    const char *path, int in_roll, struct diag_list *errs)
{
	int bad = 0;
	unsigned bound;
	char p[300];

	for (int i = 0; i < v->n; i++) {
		struct effect_def *e = VEC_AT(*v, struct effect_def, i);
		const struct spos *pos = &v->pos[i];
		int kinds = (e->say != NULL) + (e->gain.n > 0) + (e->set.n > 0) +
		    e->place.present + e->remove.present + e->move.present +
		    e->fight.present + e->roll.present + e->cond.present +
		    (e->each.n > 0) + e->draw.present + e->back.present +
		    e->next + (e->set_home != NULL) + e->enter.present +
		    (e->data.n > 0) + e->pay.present + e->hand.present +
		    e->tally.present + e->hold.present +
		    e->set_top.present +
		    e->final_standings.present +
		    e->release.present +
		    e->link.present +
		    e->leave.present +
		    e->swap.present +
		    (e->each_group.n > 0) +
		    (e->place_starting != NULL) + (e->take_place.text != NULL) +
		    (e->deal_start != NULL) +
		    e->roll_position.present +
		    e->set_counters.present +
		    e->set_card.present +
		    e->commit.present +
		    e->move_cards.present +
		    e->remove_sites.present +
		    e->equip.present +
		    e->place_home.present +
		    e->place_arrival.present +
		    e->reveal.present +
		    e->claim.present +
		    e->give.present +
		    e->enter_stats.present +
		    e->set_units.present +
		    e->resolve.present +
		    e->lay_tiles.present +
		    e->load.present +
		    e->unload.present +
		    e->keep_card.present +
		    (e->mark_done.text != NULL) +
		    e->order_step.present +
		    e->set_explored.present +
		    e->place_spawned.present +
		    e->start_order.present +
		    (e->set_turn_order != NULL) +
		    e->relocate.present +
		    e->build.present +
		    e->use_ability.present +
		    e->order_move.present +
		    e->set_board.present +
		    e->seal_order.present +
		    e->landing.present +
		    e->send_squad.present +
		    e->hold_back.present +
		    e->remain.present +
		    e->retreat.present +
		    e->set_squad.present +
		    e->start_combat.present +
		    e->orbit_battle.present +
		    e->duel.present +
		    e->fire_step +
		    e->assign_hits.present +
		    e->seize.present +
		    e->draw_hand +
		    e->action_points +
		    e->unit_income +
		    e->count_held +
		    e->produce +
		    e->replenish_neutrals +
		    e->open_orders +
		    e->advance_squads +
		    e->rank_choosers +
		    e->list_battles +
		    e->battles_fought +
		    e->advance_bodies +
		    e->dissolve_links +
		    e->discard_played +
		    e->clear_sites +
		    e->end_roll +
		    e->hold_win +
		    e->revolts +
		    e->squads_rest +
		    e->reach_win +
		    e->rank_turns +
		    (e->refill.n > 0) +
		    e->spawn_pieces +
		    (e->clear_spawned.text != NULL) +
		    (e->declare_winner.text != NULL) +
		    (e->each_in_turn.n > 0) +
		    e->put_out +
		    (e->each_region.n > 0) +
		    (e->make_neutral.text != NULL) +
		    e->set_turns_held.present +
		    (e->let_go.text != NULL) +
		    (e->refuse != NULL) +
		    (e->replenish.text != NULL) +
		    e->combat_round.present +
		    e->each_source.present +
		    e->take_sources.present +
		    (e->data_flag.n > 0) +
		    e->rank_players.present +
		    (e->fall.text != NULL) +
		    e->reward.present +
		    e->play_cards.present +
		    e->set_morale.present +
		    e->flee_home.present +
		    e->take_hits.present +
		    e->list_players.present +
		    e->throw_pools.present +
		    e->settle_hits +
		    (e->data_or_null.n > 0) +
		    e->each_party.present +
		    (e->set_fought.text != NULL) +
		    (e->add_spawned.text != NULL) +
		    (e->start_placing.text != NULL) +
		    (e->take_hostage.text != NULL);
		if (kinds != 1) {
			bad += ERR(*pos, "'%s.%d': an effect is one of say, "
			    "gain, set, place, remove, move, fight, roll, if, "
			    "each-player, draw, return, next, set-home, enter, "
			    "data, pay-player, hand-over, tally, hold, "
			    "set-top, final-standings, release, link, leave, "
			    "swap, each-group, place-starting, take-place, "
			    "deal-start, roll-position, set-counters, set-card, "
			    "commit, move-cards, remove-sites, equip, "
			    "place-home, place-arrival, reveal, "
			    "claim, give, enter-stats, set-units, resolve, "
			    "lay-tiles, load, unload, keep-card, mark-done, "
			    "order-step, set-explored, place-spawned, "
			    "start-order, set-turn-order, relocate, build, "
			    "use-ability, order-move, set-board, seal-order, "
			    "landing, send-squad, hold-back, remain, retreat, "
			    "set-squad, start-combat, orbit-battle, duel, "
			    "fire-step, assign-hits, seize, draw-hand, "
			    "action-points, unit-income, count-held, "
			    "produce, replenish-neutrals, open-orders, "
			    "advance-squads, rank-choosers, list-battles, "
			    "battles-fought, advance-bodies, dissolve-links, "
			    "discard-played, clear-sites, end-roll, hold-win, "
			    "revolts, squads-rest, reach-win, "
			    "rank-turns, "
			    "refill, "
			    "spawn-pieces, "
			    "clear-spawned, "
			    "declare-winner, "
			    "each-player-in-turn, "
			    "put-out, "
			    "each-region, "
			    "make-neutral, "
			    "set-turns-held, "
			    "let-go, "
			    "refuse, "
			    "replenish, "
			    "combat-round, "
			    "each-source, "
			    "take-sources, "
			    "data-flag, "
			    "rank-players, "
			    "fall, "
			    "reward, "
			    "play-cards, "
			    "set-morale, "
			    "flee-home, "
			    "take-hits, "
			    "list-players, "
			    "throw-pools, "
			    "settle-hits, "
			    "data-or-null, "
			    "each-party, "
			    "set-fought, "
			    "add-spawned, "
			    "start-placing and "
			    "take-hostage (%d given)", path,
			    i + 1, kinds);
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
		if (e->each_source.present) {
			fmt_path(p, sizeof p, "%.200s.%d.each-source", path,
			    i + 1);
			bad += eng_check_sources_effect(act, e, p, pos, errs);
			bound = rs->bound;
			rs->bound |= ENG_BINDS_HERE;	/* here: each land */
			bad += effects(rs, act, &e->each_source.then, p,
			    in_roll, errs);
			rs->bound = bound;
			continue;
		}
		if (e->take_sources.present) {
			fmt_path(p, sizeof p, "%.200s.%d.take-sources", path,
			    i + 1);
			bad += eng_check_sources_effect(act, e, p, pos, errs);
			bad += expr(&e->take_sources.count, p, rs, act,
			    in_roll, errs);
			continue;
		}
		if (e->data_flag.n > 0) {
			fmt_path(p, sizeof p, "%.200s.%d.data-flag", path,
			    i + 1);
			bad += data_effect(rs, act, &e->data_flag, p, in_roll,
			    errs);
			continue;
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
			continue;
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
			continue;
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
			continue;
		}
		if (e->set_fought.text != NULL) {
			fmt_path(p, sizeof p, "%.200s.%d.set-fought", path,
			    i + 1);
			bad += eng_check_set_fought(rs, act, &e->set_fought, p,
			    pos, in_roll, errs);
			continue;
		}
		if (e->data_or_null.n > 0) {
			fmt_path(p, sizeof p, "%.200s.%d.data-or-null", path,
			    i + 1);
			bad += data_effect(rs, act, &e->data_or_null, p,
			    in_roll, errs);
			continue;
		}
		if (e->fall.text != NULL) {
			fmt_path(p, sizeof p, "%.200s.%d.fall", path, i + 1);
			bad += eng_check_fall(rs, act, e, p, pos, in_roll,
			    errs);
			continue;
		}
		if (e->reward.present) {
			fmt_path(p, sizeof p, "%.200s.%d.reward", path, i + 1);
			bad += eng_check_reward(rs, act, &e->reward, p, pos,
			    in_roll, errs);
			continue;
		}
		if (e->play_cards.present) {
			fmt_path(p, sizeof p, "%.200s.%d.play-cards", path,
			    i + 1);
			bad += eng_check_play_cards(rs, act, &e->play_cards, p,
			    pos, in_roll, errs);
			continue;
		}
		if (e->set_morale.present) {
			fmt_path(p, sizeof p, "%.200s.%d.set-morale", path,
			    i + 1);
			bad += eng_check_set_morale(rs, act, &e->set_morale, p,
			    pos, in_roll, errs);
			continue;
		}
		if (e->flee_home.present) {
			fmt_path(p, sizeof p, "%.200s.%d.flee-home", path,
			    i + 1);
			bad += eng_check_flee_home(rs, act, &e->flee_home, p,
			    pos, in_roll, errs);
			continue;
		}
		if (e->take_hits.present) {
			fmt_path(p, sizeof p, "%.200s.%d.take-hits", path,
			    i + 1);
			bad += eng_check_take_hits(rs, act, &e->take_hits, p,
			    pos, in_roll, errs);
			continue;
		}
		if (e->list_players.present) {
			fmt_path(p, sizeof p, "%.200s.%d.list-players", path,
			    i + 1);
			bad += eng_check_list_players(rs, act, e, p, pos,
			    in_roll, errs);
			continue;
		}
		if (e->throw_pools.present) {
			fmt_path(p, sizeof p, "%.200s.%d.throw-pools", path,
			    i + 1);
			bad += eng_check_throw_pools(rs, act, &e->throw_pools,
			    p, pos, in_roll, errs);
			continue;
		}
		if (e->enter.present) {
			bad += enter_effect(rs, act, e, p, pos, in_roll, errs);
			continue;
		}
		if (e->leave.present) {
			bad += leave_effect(rs, act, e, p, pos, in_roll, errs);
			continue;
		}
		if (e->swap.present) {
			bad += swap_effect(rs, act, e, p, pos, in_roll, errs);
			continue;
		}
		if (e->relocate.present) {
			bad += relocate_effect(rs, act, e, p, pos, in_roll,
			    errs);
			continue;
		}
		if (e->set_counters.present) {
			bad += counters_effect(rs, act, e, p, pos, in_roll,
			    errs);
			continue;
		}
		if (e->equip.present) {
			fmt_path(p, sizeof p, "%.200s.%d.equip", path, i + 1);
			bad += eng_check_equip(rs, act, &e->equip, p, pos,
			    errs);
			continue;
		}
		if (e->commit.present) {
			fmt_path(p, sizeof p, "%.200s.%d.commit", path, i + 1);
			bad += eng_check_commit(rs, act, &e->commit, p, pos,
			    errs);
			continue;
		}
		if (e->reveal.present) {
			fmt_path(p, sizeof p, "%.200s.%d.reveal", path, i + 1);
			bad += eng_check_reveal(rs, act, &e->reveal, p, pos,
			    errs);
			continue;
		}
		if (e->claim.present) {
			fmt_path(p, sizeof p, "%.200s.%d.claim", path, i + 1);
			bad += eng_check_claim(rs, act, &e->claim, p, pos, errs);
			continue;
		}
		if (e->resolve.present) {
			fmt_path(p, sizeof p, "%.200s.%d.resolve", path, i + 1);
			bad += eng_check_resolve(rs, act, &e->resolve, p, pos,
			    errs);
			continue;
		}
		if (e->enter_stats.present) {
			fmt_path(p, sizeof p, "%.200s.%d.enter-stats", path,
			    i + 1);
			bad += eng_check_enter_stats(rs, act, &e->enter_stats,
			    p, pos, errs);
			continue;
		}
		if (e->lay_tiles.present) {
			fmt_path(p, sizeof p, "%.200s.%d.lay-tiles", path,
			    i + 1);
			bad += eng_check_lay_tiles(rs, act, &e->lay_tiles, p,
			    pos, errs);
			continue;
		}
		if (e->set_units.present) {
			fmt_path(p, sizeof p, "%.200s.%d.set-units", path,
			    i + 1);
			bad += eng_check_set_units(rs, act, &e->set_units, p,
			    pos, in_roll, errs);
			continue;
		}
		if (e->load.present) {
			fmt_path(p, sizeof p, "%.200s.%d.load", path, i + 1);
			bad += eng_check_cargo(rs, act, &e->load, "load", p,
			    pos, errs);
			continue;
		}
		if (e->unload.present) {
			fmt_path(p, sizeof p, "%.200s.%d.unload", path, i + 1);
			bad += eng_check_cargo(rs, act, &e->unload, "unload",
			    p, pos, errs);
			continue;
		}
		if (e->set_board.present) {
			fmt_path(p, sizeof p, "%.200s.%d.set-board", path,
			    i + 1);
			bad += eng_check_set_board(rs, act, &e->set_board, p,
			    pos, errs);
			continue;
		}
		if (e->seal_order.present) {
			fmt_path(p, sizeof p, "%.200s.%d.seal-order", path,
			    i + 1);
			bad += eng_check_seal_order(rs, act, &e->seal_order, p,
			    pos, errs);
			continue;
		}
		if (e->landing.present) {
			fmt_path(p, sizeof p, "%.200s.%d.landing", path, i + 1);
			bad += eng_check_landing(rs, act, &e->landing, p, pos,
			    in_roll, errs);
			continue;
		}
		if (e->send_squad.present) {
			fmt_path(p, sizeof p, "%.200s.%d.send-squad", path,
			    i + 1);
			bad += eng_check_send(rs, act, &e->send_squad, p, pos,
			    errs);
			continue;
		}
		if (e->hold_back.present || e->remain.present) {
			const char *name = e->hold_back.present ?
			    "hold-back" : "remain";
			fmt_path(p, sizeof p, "%.200s.%d.%s", path, i + 1,
			    name);
			bad += eng_check_combat_side(rs, act,
			    e->hold_back.present ? &e->hold_back : &e->remain,
			    name, p, pos, errs);
			continue;
		}
		if (e->retreat.present) {
			fmt_path(p, sizeof p, "%.200s.%d.retreat", path,
			    i + 1);
			bad += eng_check_retreat(rs, act, &e->retreat, p, pos,
			    errs);
			continue;
		}
		if (e->set_squad.present) {
			fmt_path(p, sizeof p, "%.200s.%d.set-squad", path,
			    i + 1);
			bad += eng_check_set_squad(rs, act, &e->set_squad, p,
			    pos, errs);
			continue;
		}
		if (e->start_combat.present) {
			fmt_path(p, sizeof p, "%.200s.%d.start-combat", path,
			    i + 1);
			bad += eng_check_start_combat(rs, act, &e->start_combat,
			    p, pos, errs);
			continue;
		}
		if (e->orbit_battle.present) {
			fmt_path(p, sizeof p, "%.200s.%d.orbit-battle", path,
			    i + 1);
			bad += eng_check_orbit_battle(rs, act, &e->orbit_battle,
			    p, pos, errs);
			continue;
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
			continue;
		}
		if (e->draw_hand || e->discard_played || e->clear_sites) {
			/* a text of before's, left where the load could not
			 * declare it (ruleset_cards.c) */
			fmt_path(p, sizeof p, "%.200s.%d", path, i + 1);
			bad += eng_check_cards_before(e, p, pos, errs);
			continue;
		}
		if (e->move_cards.present) {
			fmt_path(p, sizeof p, "%.200s.%d.move-cards", path,
			    i + 1);
			bad += eng_check_move_cards(rs, act, &e->move_cards, p,
			    pos, in_roll, errs);
			continue;
		}
		if (e->remove_sites.present) {
			fmt_path(p, sizeof p, "%.200s.%d.remove-sites", path,
			    i + 1);
			bad += eng_check_remove_sites(rs, act,
			    &e->remove_sites, p, pos, in_roll, errs);
			continue;
		}
		if (table_effect(rs, e, path, i, pos, errs, &bad))
			continue;
		if (e->produce || e->replenish_neutrals) {
			const char *k = e->produce ? "produce" :
			    "replenish-neutrals";
			snprintf(p, sizeof p, "%.200s.%d.%s", path, i + 1, k);
			bad += eng_check_zones_effect(rs, k, p, pos, errs);
			continue;
		}
		if (e->list_battles || e->battles_fought) {
			const char *k = e->list_battles ? "list-battles" :
			    "battles-fought";
			snprintf(p, sizeof p, "%.200s.%d.%s", path, i + 1, k);
			bad += eng_check_battles_due(rs, k, p, pos, errs);
			continue;
		}
		if (e->assign_hits.present) {
			fmt_path(p, sizeof p, "%.200s.%d.assign-hits", path,
			    i + 1);
			bad += eng_check_assign_hits(rs, act, &e->assign_hits,
			    p, pos, errs);
			continue;
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
			continue;
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
			continue;
		}
		if (e->action_points || e->unit_income || e->count_held) {
			fmt_path(p, sizeof p, "%.200s.%d.%s", path, i + 1,
			    e->action_points ? "action-points" :
			    e->unit_income ? "unit-income" : "count-held");
			bad += eng_check_turn_income(rs, act, e, p, pos, errs);
			continue;
		}
		if (e->advance_bodies || e->dissolve_links) {
			if (rs->board.bodies.n > 0)
				continue;
			bad += ERR(*pos, "'%s.%d.%s': it %s, and the ruleset "
			    "has no orbit board (board.%s with their lands): "
			    "declare one or take it out", path, i + 1,
			    e->advance_bodies ? "advance-bodies" :
			    "dissolve-links", e->advance_bodies ? "moves the "
			    "bodies of an orbit board along their orbits" :
			    "takes the links between the bodies of an orbit "
			    "board off", KEY_BODIES);
			continue;
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
			continue;
		}
		if (e->revolts || e->squads_rest) {
			/* revolts, a text of before: declared at load on a
			 * board of numbered zones (ruleset_revolts.c) */
			if (rs->board.zones.n > 0 && !e->revolts)
				continue;
			bad += ERR(*pos, "'%s.%d.%s': it acts on the numbered "
			    "%s of the board (board.%s), and this ruleset has "
			    "none: declare them or take it out", path, i + 1,
			    e->revolts ? "revolts" : "squads-rest", KEY_ZONES,
			    KEY_ZONES);
			continue;
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
			continue;
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
			continue;
		}
		if (e->rank_turns && rs->turns.rank.n <= 0) {
			bad += ERR(*pos, "'%s.%d.rank-turns': it ranks the "
			    "table's turn order by turns.rank, and the ruleset "
			    "has none: declare turns.rank (a list of {resource: "
			    "RES, prefer: low or high}) or take it out", path,
			    i + 1);
			continue;
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
			continue;
		}
		if (e->rank_players.present) {
			fmt_path(p, sizeof p, "%.200s.%d.rank-players", path,
			    i + 1);
			bad += eng_check_rank_players(rs, act,
			    &e->rank_players, p, pos, in_roll, errs);
			continue;
		}
		if (e->spawn_pieces) {
			bad += eng_check_spawn_pieces(rs, path, i, pos, errs);
			continue;
		}
		/* refill: its resources are the schema's to find */
		if (e->refill.n > 0)
			continue;
		if (e->give.present) {
			fmt_path(p, sizeof p, "%.200s.%d.give", path, i + 1);
			bad += eng_check_give(rs, act, &e->give, p, pos,
			    in_roll, errs);
			continue;
		}
		if (e->set_card.present) {
			fmt_path(p, sizeof p, "%.200s.%d.set-card", path, i + 1);
			bad += eng_check_set_card(rs, act, &e->set_card, p, pos,
			    errs);
			continue;
		}
		if (e->keep_card.present) {
			fmt_path(p, sizeof p, "%.200s.%d.keep-card", path,
			    i + 1);
			bad += eng_check_keep_card(rs, act, &e->keep_card, p,
			    pos, in_roll, errs);
			continue;
		}
		if (e->mark_done.text != NULL) {
			fmt_path(p, sizeof p, "%.200s.%d.mark-done", path,
			    i + 1);
			bad += eng_check_mark_done(rs, act, &e->mark_done, p,
			    pos, in_roll, errs);
			continue;
		}
		if (e->next) {
			if (rs->round.n <= 0)
				bad += ERR(*pos, "'%s.%d': 'next' needs a round "
				    "of phases", path, i + 1);
			continue;
		}
		if (e->gain.n > 0 || e->set.n > 0) {
			bad += amounts(rs, act, e->gain.n > 0 ? &e->gain :
			    &e->set, p, in_roll, errs);
			continue;
		}
		if (e->roll.present) {
			fmt_path(p, sizeof p, "%.200s.%d.roll", path, i + 1);
			bad += roll(rs, act, &e->roll, p, pos, in_roll, errs);
			continue;
		}
		if (e->cond.present) {
			fmt_path(p, sizeof p, "%.200s.%d.if", path, i + 1);
			bad += expr(&e->cond.test, p, rs, act, in_roll, errs);
			bad += effects(rs, act, &e->cond.then, p, in_roll, errs);
			bad += effects(rs, act, &e->cond.otherwise, p, in_roll,
			    errs);
			continue;
		}
		if (e->each.n > 0) {
			/* each player acts in turn: read the actor there */
			const char *nobody = rs->no_actor;
			fmt_path(p, sizeof p, "%.200s.%d.each-player", path, i + 1);
			rs->no_actor = NULL;
			bad += effects(rs, act, &e->each, p, in_roll, errs);
			rs->no_actor = nobody;
			continue;
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
			continue;
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
			continue;
		}
		if (e->put_out)
			continue;	/* needs an actor: decl_repeat.c */
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
			continue;
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
			continue;
		}
		if (e->set_turns_held.present || e->let_go.text != NULL) {
			fmt_path(p, sizeof p, "%.200s.%d.%s", path, i + 1,
			    e->let_go.text != NULL ? "let-go" :
			    "set-turns-held");
			bad += eng_check_held(rs, act, e, p, pos, in_roll,
			    errs);
			continue;
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
			continue;
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
			continue;
		}
		if (e->data.n > 0) {
			fmt_path(p, sizeof p, "%.200s.%d.data", path, i + 1);
			bad += data_effect(rs, act, &e->data, p, in_roll, errs);
			continue;
		}
		if (e->tally.present) {
			fmt_path(p, sizeof p, "%.200s.%d.tally", path, i + 1);
			bad += tally_effect(rs, act, &e->tally, p, pos, in_roll,
			    errs);
			continue;
		}
		if (e->draw.present || e->back.present) {
			fmt_path(p, sizeof p, "%.200s.%d.%s", path, i + 1,
			    e->draw.present ? "draw" : "return");
			bad += bag(rs, act, e->draw.present ? &e->draw :
			    &e->back, e->draw.present, p, pos, in_roll, errs);
			continue;
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
			continue;
		}
		if (e->set_top.present) {
			fmt_path(p, sizeof p, "%.200s.%d.set-top", path, i + 1);
			bad += eng_check_set_top(act, &e->set_top, p, pos,
			    errs);
			continue;
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
			continue;
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
			continue;
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
			continue;
		}
		if (e->place_starting != NULL || e->deal_start != NULL) {
			fmt_path(p, sizeof p, "%.200s.%d.%s", path, i + 1,
			    e->deal_start != NULL ? "deal-start" :
			    "place-starting");
			bad += starting_effect(rs, act, e, p, pos, errs);
			continue;
		}
		if (e->pay.present) {
			fmt_path(p, sizeof p, "%.200s.%d.pay-player", path,
			    i + 1);
			bad += pay_player(rs, act, &e->pay, p, pos, in_roll,
			    errs);
			continue;
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
			continue;
		}
		if (e->place_home.present || e->place_arrival.present) {
			bad += arrive(rs, act, e, path, i, pos, in_roll, errs);
			continue;
		}
		if (e->place_spawned.present) {
			fmt_path(p, sizeof p, "%.200s.%d.place-spawned", path,
			    i + 1);
			bad += eng_check_spawned(rs, act, &e->place_spawned, p,
			    pos, in_roll, errs);
			continue;
		}
		if (e->order_step.present || e->set_explored.present ||
		    e->start_order.present || e->set_turn_order != NULL) {
			bad += eng_check_orders(rs, act, e, path, i, pos,
			    errs);
			continue;
		}
		if (e->build.present) {
			fmt_path(p, sizeof p, "%.200s.%d.build", path, i + 1);
			bad += eng_check_build(rs, act, &e->build, p, pos,
			    in_roll, errs);
			continue;
		}
		if (e->use_ability.present) {
			fmt_path(p, sizeof p, "%.200s.%d.use-ability", path,
			    i + 1);
			bad += eng_check_ability(rs, act, &e->use_ability, p,
			    pos, errs);
			continue;
		}
		if (e->order_move.present) {
			fmt_path(p, sizeof p, "%.200s.%d.order-move", path,
			    i + 1);
			bad += eng_check_order_move(rs, act, &e->order_move, p,
			    pos, errs);
			continue;
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
			continue;
		}
		if (e->link.present) {
			fmt_path(p, sizeof p, "%.200s.%d.link", path, i + 1);
			bad += link_effect(rs, act, &e->link, p, pos, in_roll,
			    errs);
			continue;
		}
		if (rs->board.regions.n <= 0 && (e->fight.present ||
		    rs->board.bodies.n <= 0)) {
			bad += ERR(*pos, "'%s.%d': pieces and fights need a "
			    "board of regions (board.regions)", path, i + 1);
			continue;
		}
		if (e->hand.present) {
			fmt_path(p, sizeof p, "%.200s.%d.hand-over", path,
			    i + 1);
			bad += expr(&e->hand.count, p, rs, act, in_roll, errs);
			bad += where(rs, act, e->hand.region, &e->hand.w, p,
			    pos, errs);
			continue;
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
			continue;
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
		bad += amounts(rs, a, &w->cost, p, 0, errs);
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
		bad += effects(rs, a, &a->effects, p, 0, errs);
	}
	if (a->after_groups.n > 0) {
		fmt_path(p, sizeof p, "actions.%s.after-groups", id);
		bad += effects(rs, a, &a->after_groups, p, 0, errs);
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
	if (rs_aside(rs, &a->effects)) {
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
	    0, 0 };
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
		    aside;
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
	bad = effects(rs, NULL, once, path, 0, errs);
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
		bad += effects(rs, NULL, &ph->effects, p, 0, errs);
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

int
eng_round_ready(const struct ruleset *crs, struct diag *d)
{
	/* walked once, in place, as eng_phase_ready walks a phase's */
	struct ruleset *rs = (struct ruleset *)crs;
	struct diag_list errs;
	unsigned bound = rs->bound;
	int bad;

	if (!rs->turns.round_end_later)
		return ST_OK;
	diag_list_init(&errs);
	rs->bound = 0;
	bad = rs_ready(rs, &rs->turns.round_end) < 0 ? 1 :
	    round_end_effects(rs, &errs);
	rs->bound = bound;
	return ready_end(bad, &errs, &rs->turns.round_end_later,
	    "the round-end effects do not compile", d);
}

/* The destroyed effects of a pool combat (combats.*.destroyed): for each
 * unit the hits of the combat mechanisms.dice-pool fights destroy, on a
 * map of territories, the unit's owner the actor, who and kind bound as
 * in throw-pools' fires (ENG_IN_POOL); effects that leave the combat as
 * it is. */
static int
destroyed_effects(struct ruleset *rs, int c, struct diag_list *errs)
{
	struct combat_decl *x = VEC_AT(rs->combats, struct combat_decl, c);
	const struct spos *pos = &rs->combats.pos[c];
	char p[256];
	int bad = 0;

	if (x->destroyed.n <= 0)
		return 0;
	fmt_path(p, sizeof p, "combats.%s.destroyed", rs->combats.ids[c]);
	if (x->mode != COMBAT_POOL)
		return ERR(*pos, "'%s': the effects for each unit its hits "
		    "destroy are a pool combat's (mode: pool): take destroyed "
		    "out", p);
	if (rs_pool_combat(rs) != x || !rs->mech.territories.present)
		return ERR(*pos, "'%s': its effects are carried out for each "
		    "unit destroyed in the dice-pool combat on a map of "
		    "territories (mechanisms.territories, mechanisms.dice-pool "
		    "with 'combat: %s'), and this combat is not that one: "
		    "declare it so, or take destroyed out", p,
		    rs->combats.ids[c]);
	bad += eng_check_destroyed_kinds(&x->destroyed, p, errs);
	if (rs->checked) {
		/* read from its kept image: walked when first carried out */
		rs->destroyed_later = 1;
		return bad;
	}
	return bad + effects(rs, NULL, &x->destroyed, p, ENG_IN_POOL |
	    ENG_BINDS_WHO, errs);
}

int
eng_destroyed_ready(const struct ruleset *crs, struct diag *d)
{
	/* walked once, in place, as eng_action_ready walks an action's */
	struct ruleset *rs = (struct ruleset *)crs;
	const struct combat_decl *x = rs_pool_combat(rs);
	struct diag_list errs;
	unsigned bound = rs->bound;
	char p[256];
	int bad;

	if (!rs->destroyed_later || x == NULL)
		return ST_OK;
	diag_list_init(&errs);
	rs->bound = 0;
	fmt_path(p, sizeof p, "combats.%s.destroyed",
	    rs->combats.ids[rs->mech.dicepool.combat.i]);
	bad = effects(rs, NULL, (struct vec *)&x->destroyed, p, ENG_IN_POOL |
	    ENG_BINDS_WHO, &errs);
	rs->bound = bound;
	return ready_end(bad, &errs, &rs->destroyed_later,
	    "a combat's destroyed effects do not compile", d);
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
	return effects(rs, NULL, v, "turns.turn-end", 0, errs);
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
		bad += destroyed_effects(rs, c, errs);
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
