/* decl_fx_game.c: the checks of the effects on a game's resources, decks,
 * tallies, report and end (decl_fx.h): gain and set, payments, draws and
 * returns, tallies, data, the winner declared, and the few that check
 * only what the ruleset has. */
#include "core/rules/decl_fx.h"

#include "core/base/fmt_path.h"
#include "core/rules/words_keys.h"

#include <string.h>

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

/* say and refuse (checked before their key is), refill (its resources
 * are the schema's to find). */
int
fx_elsewhere(const struct fx *c)
{
	(void)c;
	return 0;
}

/* gain and set */
int
fx_gain(const struct fx *c)
{
	struct effect_def *e = c->e;

	return fx_amounts(c->rs, c->act, EK_IS(e, gain) ? &e->gain : &e->set,
	    c->at, c->in_roll, c->errs);
}

int
fx_next(const struct fx *c)
{
	struct diag_list *errs = c->errs;

	if (c->rs->round.n <= 0)
		return ERR(*c->pos, "'%s.%d': 'next' needs a round of phases",
		    c->path, c->i + 1);
	return 0;
}

/* data, data-flag and data-or-null */
int
fx_data(const struct fx *c)
{
	struct effect_def *e = c->e;

	return fx_data_list(c->rs, c->act, e->kind == EK_data ? &e->data :
	    e->kind == EK_data_flag ? &e->data_flag : &e->data_or_null,
	    c->key, c->in_roll, c->errs);
}

/* draw from the deck of site cards (without a hand, or with 'card'):
 * its card alone, a text word read after the requirements, laid on the
 * table as the next site. */
static int
fx_site_draw(const struct fx *c, struct eff_bag *b)
{
	const struct ruleset *rs = c->rs;
	const struct spos *pos = c->pos;
	const char *path = c->key;
	struct diag_list *errs = c->errs;

	if (b->deck.i != rs_site_deck(rs))
		return ERR(*pos, "'%s': 'card' belongs to a draw from the deck "
		    "of site cards ('kinds: sites'), which lays the card on "
		    "the table; '%s' is another deck", path,
		    rs->decks.ids[b->deck.i]);
	if (b->card == NULL)
		return ERR(*pos, "'%s': deck '%s' is dealt: an effect draws "
		    "from it only into its 'hand' (the resource its cards go "
		    "to), and puts nothing back; or, as it holds the site "
		    "cards, lays one on the table, a text word read after the "
		    "requirements: 'card: WORD'", path,
		    rs->decks.ids[b->deck.i]);
	if (b->count.text != NULL || b->reason != NULL || b->refuse_empty ||
	    b->unseen)
		return ERR(*pos, "'%s': a draw of a site card takes 'deck' and "
		    "'card' alone (one card, its lines its own); leave out "
		    "'count', 'reason', 'refuse-empty' and 'unseen'", path);
	return eng_check_site_card(rs, c->act, b->card, "draw", path, pos,
	    errs, &b->w_card);
}

/* draw and return: a deck of the ruleset's, drawn from or put back
 * into as it allows. */
int
fx_bag(const struct fx *c)
{
	struct ruleset *rs = c->rs;
	int draw = EK_IS(c->e, draw);
	struct eff_bag *b = draw ? &c->e->draw : &c->e->back;
	const struct spos *pos = c->pos;
	const char *path = c->key;
	struct diag_list *errs = c->errs;
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
	if (draw && (b->card != NULL || (b->deck.i == rs_site_deck(rs) &&
	    d->hand.i < 0)))
		return fx_site_draw(c, b);
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
	if (b->from_table && (draw || d->piles.n > 0))
		return ERR(*pos, "'%s': 'from-table' belongs to a return into "
		    "a deck of items that is not piled (its items go back to "
		    "the deck as they are)", path);
	if (b->unseen && (bad = eng_check_draw_unseen(rs, b->deck.i, path,
	    pos, errs)))
		return bad;
	if (!draw && b->items.n <= 0)
		return ERR(*pos, "'%s': a return needs its 'items'", path);
	if (draw)
		return fx_expr(&b->count, path, rs, c->act, c->in_roll, errs);
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
		bad += fx_expr(VEC_AT(b->items, struct sexpr, k), p, rs,
		    c->act, c->in_roll, errs);
	}
	return bad;
}

/* A payment to a player: who (a player), and amounts of resources. */
int
fx_pay(const struct fx *c)
{
	struct eff_pay *x = &c->e->pay;
	struct diag_list *errs = c->errs;
	char p[300];
	int bad = 0;

	fmt_path(p, sizeof p, "%.200s.to", c->key);
	bad += fx_expr(&x->to, p, c->rs, c->act, c->in_roll, errs);
	if (x->amounts.n == 0)
		bad += ERR(*c->pos, "'%s.amounts': no resource is paid",
		    c->key);
	return bad + fx_amounts(c->rs, c->act, &x->amounts, c->key,
	    c->in_roll, errs);
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
int
fx_tally(const struct fx *c)
{
	struct ruleset *rs = c->rs;
	const struct action_def *act = c->act;
	struct eff_tally *x = &c->e->tally;
	const struct spos *pos = c->pos;
	const char *path = c->key;
	struct diag_list *errs = c->errs;
	int bad = fx_expr(&x->add, path, rs, act, c->in_roll, errs);

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
		return bad + fx_where(rs, act, x->in, &x->w_in, path, pos,
		    errs);
	if (x->in != NULL)
		bad += ERR(*pos, "'%s': '%s' is not counted per region: it "
		    "takes no 'in'", path, x->id.name);
	return bad;
}

/* declare-winner: with where, both are valued for each player, who
 * bound */
int
fx_declare_winner(const struct fx *c)
{
	struct effect_def *e = c->e;
	int who = e->winner_where.text != NULL ? ENG_BINDS_WHO : 0, bad;
	char p[300];

	bad = fx_expr(&e->declare_winner, c->key, c->rs, c->act,
	    c->in_roll | who, c->errs);
	fmt_path(p, sizeof p, "%.200s.%d.where", c->path, c->i + 1);
	if (e->winner_where.text != NULL)
		bad += fx_expr(&e->winner_where, p, c->rs, c->act,
		    c->in_roll | who, c->errs);
	return bad;
}

/* capture: the unit just destroyed of a pool combat */
int
fx_capture(const struct fx *c)
{
	struct diag_list *errs = c->errs;
	int bad = 0;

	if (!(c->in_roll & ENG_IN_POOL))
		bad += ERR(*c->pos, "'%s': capture holds the unit just "
		    "destroyed, known only among the destroyed effects of a "
		    "pool combat (combats.*.destroyed): put it there", c->key);
	return bad + fx_expr(&c->e->capture, c->key, c->rs, c->act,
	    c->in_roll, errs);
}

/* The marks clear-marks can clear, in the order the man page gives. */
static const char *const clear_mark_names[] = { "rest", "fought" };

/* clear-marks: a board of numbered zones, and every mark one of
 * clear_mark_names, named once. */
int
fx_clear_marks(const struct fx *c)
{
	const struct vec *marks = &c->e->clear_marks;
	struct diag_list *errs = c->errs;
	int bad = 0, n = (int)(sizeof clear_mark_names /
	    sizeof clear_mark_names[0]);

	if (c->rs->board.zones.n == 0)
		return ERR(marks->pos[0], "'%s.%d.clear-marks': the marks "
		    "it clears are those of the numbered %s of the board "
		    "(board.%s), and this ruleset has none: declare them "
		    "or take it out", c->path, c->i + 1, ZONES_KEY,
		    ZONES_KEY);
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
		    "fought over)", c->path, c->i + 1, m);
	}
	return bad;
}

/* fly-on: the squad each-squad-in-flight binds */
int
fx_fly_on(const struct fx *c)
{
	struct diag_list *errs = c->errs;

	if (c->in_roll & ENG_IN_SQUAD)
		return 0;
	return ERR(*c->pos, "'%s.%d.fly-on': it moves the squad "
	    "each-squad-in-flight binds, and none is bound here: write it "
	    "in the effects of each-squad-in-flight", c->path, c->i + 1);
}

/* advance-bodies and dissolve-links: an orbit board */
int
fx_bodies(const struct fx *c)
{
	struct diag_list *errs = c->errs;
	int adv = EK_IS(c->e, advance_bodies);

	if (c->rs->board.bodies.n > 0)
		return 0;
	return ERR(*c->pos, "'%s.%d.%s': it %s, and the ruleset has no orbit "
	    "board (board.%s with their lands): declare one or take it out",
	    c->path, c->i + 1, adv ? "advance-bodies" : "dissolve-links",
	    adv ? "moves the bodies of an orbit board along their orbits" :
	    "takes the links between the bodies of an orbit board off",
	    KEY_BODIES);
}
