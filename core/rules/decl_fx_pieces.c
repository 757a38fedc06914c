/* decl_fx_pieces.c: the checks of the effects that put, take, move and
 * fight with pieces on a board (decl_fx.h): their regions and bodies
 * found among the action's words and the board's, what they need of the
 * board present, and the pieces tracked one by one named by words of
 * kind tracked. */
#include "core/rules/decl_fx.h"

#include "core/base/fmt_path.h"
#include "core/combat/combat.h"
#include "core/rules/words_keys.h"

#include <string.h>

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

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
		return fx_where(rs, act, t, &x->w_in, path, pos, errs);
	x->in_expr = 1;
	x->w_in.text = (char *)t;
	x->w_in.arg = x->w_in.region = -1;
	return fx_expr(&x->in, path, rs, act, in_roll, errs);
}

int
fx_counted_piece(const struct fx *c, const struct sref *piece)
{
	struct diag_list *errs = c->errs;

	if (piece->i != SCHEMA_REF_ELSEWHERE)
		return 0;
	return ERR(piece->pos, "'%s.piece': '%s' is a kind of piece tracked "
	    "one by one (tracked: true), and %s counts the pieces of a kind "
	    "on the regions: a tracked piece enters with 'enter', moves "
	    "with 'relocate' and leaves with 'leave'; name a kind of piece "
	    "counted (one without 'tracked: true') or use those", c->key,
	    piece->name, c->key + strlen(c->at) + 1);
}

/* A place, remove, move or hold with no piece counts the first kind
 * counted on the regions; a ruleset whose every kind of piece is tracked
 * one by one (tracked: true) has none, so such an effect is refused
 * naming the effects that move those, as a tracked kind named is. */
static int
fx_counted_missing(const struct fx *c, const struct sref *piece)
{
	const struct ruleset *rs = c->rs;
	struct diag_list *errs = c->errs;

	if (piece->name != NULL || rs->pieces.n > 0 ||
	    rs->units.n + rs->chiefs.n <= 0)
		return 0;
	return ERR(*c->pos, "'%s': 'piece' is missing, and every kind of "
	    "piece of the ruleset is tracked one by one (tracked: true), "
	    "while %s counts the pieces of a kind on the regions: a tracked "
	    "piece enters with 'enter', moves with 'relocate' and leaves with "
	    "'leave'; declare a kind of piece counted (one without 'tracked: "
	    "true') and name it, or use those", c->key,
	    c->key + strlen(c->at) + 1);
}

/* place, remove, move, fight and hold: a board of regions
 * (an orbit board's lands will do but for a fight), the regions found. */
int
fx_pieces(const struct fx *c)
{
	struct ruleset *rs = c->rs;
	const struct action_def *act = c->act;
	struct effect_def *e = c->e;
	const struct spos *pos = c->pos;
	const char *p = c->key;
	int in_roll = c->in_roll, bad = 0;
	struct diag_list *errs = c->errs;

	if (rs->board.regions.n <= 0 && (EK_IS(e, fight) ||
	    rs->board.bodies.n <= 0))
		return ERR(*pos, "'%s.%d': pieces and fights need a board of "
		    "regions (board.regions)", c->path, c->i + 1);
	if (EK_IS(e, place) && e->place.piece.name == NULL &&
	    rs->pieces.n > 0)
		bad += ERR(*pos, "'%s.%d.place': 'piece' is missing: which "
		    "kind of piece is placed", c->path, c->i + 1);
	if (EK_IS(e, hold)) {
		bad += fx_counted_piece(c, &e->hold.piece);
		bad += fx_counted_missing(c, &e->hold.piece);
		bad += fx_expr(&e->hold.player, p, rs, act, in_roll, errs);
		bad += fx_expr(&e->hold.count, p, rs, act, in_roll, errs);
		return bad + fx_where(rs, act, e->hold.region, &e->hold.w, p,
		    pos, errs);
	}
	struct eff_pieces *x = EK_IS(e, place) ? &e->place :
	    EK_IS(e, remove) ? &e->remove : EK_IS(e, move) ?
	    &e->move : NULL;
	if (x != NULL) {
		bad += fx_counted_piece(c, &x->piece);
		bad += fx_counted_missing(c, &x->piece);
		bad += fx_expr(&x->count, p, rs, act, in_roll, errs);
		if (EK_IS(e, place))
			bad += place_where(rs, act, x, p, pos, in_roll,
			    errs);
		if (EK_IS(e, remove) || EK_IS(e, move))
			bad += fx_where(rs, act, x->from, &x->w_from, p,
			    pos, errs);
		if (EK_IS(e, move))
			bad += fx_where(rs, act, x->to, &x->w_to, p, pos,
			    errs);
		return bad;
	}
	if (e->fight.combat.i >= 0 && VEC_AT(rs->combats,
	    struct combat_decl, e->fight.combat.i)->mode == COMBAT_CONTEST)
		bad += ERR(*pos, "'%s': '%s' is a contest of values, fought "
		    "piece against piece; a fight between regions needs a "
		    "combat of units", p, e->fight.combat.name);
	if (e->fight.combat.i >= 0 && VEC_AT(rs->combats,
	    struct combat_decl, e->fight.combat.i)->mode == COMBAT_POOL)
		bad += ERR(*pos, "'%s': '%s' is a pool of pieces, fought by "
		    "the dice-pool mechanism; a fight between regions needs "
		    "a combat of counted units", p, e->fight.combat.name);
	bad += fx_where(rs, act, e->fight.from, &e->fight.w_from, p, pos,
	    errs);
	return bad + fx_where(rs, act, e->fight.to, &e->fight.w_to, p, pos,
	    errs);
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
int
fx_link(const struct fx *c)
{
	struct ruleset *rs = c->rs;
	struct eff_link *x = &c->e->link;
	struct diag_list *errs = c->errs;
	int bad = 0;

	if (rs->board.bodies.n <= 0)
		return ERR(*c->pos, "'%s': a link joins the ports of two "
		    "bodies, and the ruleset has no orbit board (board.%s "
		    "with their lands)", c->key, KEY_BODIES);
	bad += body_where(rs, c->act, x->from, &x->w_from, c->key, c->pos,
	    errs);
	bad += body_where(rs, c->act, x->to, &x->w_to, c->key, c->pos, errs);
	bad += fx_expr(&x->fields, c->key, rs, c->act, c->in_roll, errs);
	return bad;
}

/* roll-position: a body of an orbit board placed on its orbit. */
int
fx_roll_position(const struct fx *c)
{
	struct diag_list *errs = c->errs;

	if (c->rs->board.bodies.n <= 0)
		return ERR(*c->pos, "'%s': a body is placed on its orbit, and "
		    "the ruleset has no orbit board (board.%s with their "
		    "orbits and start dice)", c->key, KEY_BODIES);
	return body_where(c->rs, c->act, c->e->roll_position.of,
	    &c->e->roll_position.w, c->key, c->pos, errs);
}

/* The effect enter: a tracked piece of a kind of units. */
int
fx_enter(const struct fx *c)
{
	struct ruleset *rs = c->rs;
	struct effect_def *e = c->e;
	struct diag_list *errs = c->errs;
	char p[300];
	int bad = 0;

	if (rs->units.n <= 0)
		bad += ERR(*c->pos, "'%s': a piece enters from the units "
		    "(units), and there are none", c->key);
	bad += fx_expr(&e->enter.unit, c->key, rs, c->act, c->in_roll, errs);
	fmt_path(p, sizeof p, "%.200s.enter.counters", c->at);
	return bad + fx_expr(&e->enter.counters, p, rs, c->act, c->in_roll,
	    errs);
}

/* A tracked piece of the effect at path (key: its key, x: the piece): a
 * word of kind tracked of the action (a phase's effects have none), whose
 * value is always a piece on the board.  The number of errors. */
static int
tracked_piece(const struct action_def *act, const char *path,
    const char *key, const struct sexpr *x, const struct spos *pos,
    struct diag_list *errs)
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
	return 0;
}

/* The pieces tracked one by one on the board that leave, swap, relocate,
 * set-counters and count-down act on: units or chiefs declared.  what: the sentence's
 * start. */
static int
tracked_ones(const struct fx *c, const char *what)
{
	struct diag_list *errs = c->errs;

	if (c->rs->units.n > 0 || c->rs->chiefs.n > 0)
		return 0;
	return ERR(*c->pos, "'%s': %s tracked one by one on the board, and "
	    "this ruleset has none: declare kinds of pieces with 'tracked: "
	    "true'", c->key, what);
}

/* The effects leave and swap: pieces tracked one by one, words of kind
 * tracked of the action. */
int
fx_leave(const struct fx *c)
{
	struct sexpr *x = &c->e->leave.piece;
	int bad = tracked_ones(c, "a piece leaves from those");

	bad += tracked_piece(c->act, c->key, "piece", x, c->pos, c->errs);
	return bad + fx_expr(x, c->key, c->rs, c->act, c->in_roll, c->errs);
}

int
fx_swap(const struct fx *c)
{
	struct effect_def *e = c->e;
	int bad = tracked_ones(c, "pieces swap places among those"), w;

	bad += (w = tracked_piece(c->act, c->key, "piece", &e->swap.piece,
	    c->pos, c->errs));
	if (c->act != NULL || !w)
		bad += tracked_piece(c->act, c->key, "with", &e->swap.with,
		    c->pos, c->errs);
	bad += fx_expr(&e->swap.piece, c->key, c->rs, c->act, c->in_roll,
	    c->errs);
	return bad + fx_expr(&e->swap.with, c->key, c->rs, c->act,
	    c->in_roll, c->errs);
}

/* The effect relocate: a piece tracked one by one, a word of kind
 * tracked of the action, and where it goes, one of kind destination. */
int
fx_relocate(const struct fx *c)
{
	struct effect_def *e = c->e;
	int bad = tracked_ones(c, "a piece moves among those");

	bad += tracked_piece(c->act, c->key, "piece", &e->relocate.piece,
	    c->pos, c->errs);
	if (c->act != NULL)
		bad += decl_effect_word(c->act, "relocate", e->relocate.to,
		    ARG_DESTINATION, "destination", &e->relocate.w_to,
		    c->key, c->pos, c->errs);
	return bad + fx_expr(&e->relocate.piece, c->key, c->rs, c->act,
	    c->in_roll, c->errs);
}

/* The effect set-counters: a piece tracked one by one, a word of kind
 * tracked of the action, and its counters, an expression. */
int
fx_counters(const struct fx *c)
{
	struct effect_def *e = c->e;
	int bad = tracked_ones(c, "counters are set on a piece");

	bad += tracked_piece(c->act, c->key, "piece", &e->set_counters.piece,
	    c->pos, c->errs);
	bad += fx_expr(&e->set_counters.piece, c->key, c->rs, c->act,
	    c->in_roll, c->errs);
	return bad + fx_expr(&e->set_counters.to, c->key, c->rs, c->act,
	    c->in_roll, c->errs);
}

/* The effect count-down: pieces tracked one by one (a text of before's
 * turn step time-counters is rewritten into it, ruleset_counters_fx.c,
 * and refused so), and by, an expression. */
int
fx_count_down(const struct fx *c)
{
	int bad = tracked_ones(c, "counters are counted down on pieces");

	return bad + fx_expr(&c->e->count_down.by, c->key, c->rs, c->act,
	    c->in_roll, c->errs);
}

/* set-home: a region of a board. */
int
fx_set_home(const struct fx *c)
{
	struct diag_list *errs = c->errs;

	if (!eng_has_board(c->rs))
		return ERR(*c->pos, "'%s': a home is a region of a board "
		    "(board.regions, board.places or numbered zones)",
		    c->key);
	return fx_where(c->rs, c->act, c->e->set_home, &c->e->w_home,
	    c->key, c->pos, errs);
}

/* place-starting and deal-start: the starting squads of numbered zones
 * (a player who acts: see decl_actor_effect). */
int
fx_starting(const struct fx *c)
{
	const struct ruleset *rs = c->rs;
	struct effect_def *e = c->e;
	struct diag_list *errs = c->errs;
	const char *path = c->key;

	if (EK_IS(e, deal_start)) {
		if (rs->board.zones.n <= 0)
			return ERR(*c->pos, "'%s': regions are dealt at the "
			    "start on numbered %s (board.%s); this ruleset "
			    "has none", path, ZONES_KEY, ZONES_KEY);
		return fx_where(rs, c->act, e->deal_start, &e->w_deal, path,
		    c->pos, errs);
	}
	if (rs->board.zones.n <= 0)
		return ERR(*c->pos, "'%s': starting groups are placed on "
		    "numbered %s (board.%s, setup.%s.%s); this ruleset has "
		    "none", path, ZONES_KEY, ZONES_KEY, ZONES_KEY,
		    SQUADS_KEY);
	return fx_where(rs, c->act, e->place_starting, &e->w_starting, path,
	    c->pos, errs);
}

/* take-place: a place chosen in the order ranked, whatever the board. */
int
fx_take_place(const struct fx *c)
{
	struct diag_list *errs = c->errs;

	if (!c->rs->mech.chosen_order.present)
		return ERR(*c->pos, "'%s': places are chosen in an order "
		    "ranked (mechanisms.chosen-order); this ruleset has none: "
		    "declare it", c->key);
	return fx_expr(&c->e->take_place, c->key, c->rs, c->act, c->in_roll,
	    errs);
}

/* release: captives on a map of territories, their captor and owner. */
int
fx_release(const struct fx *c)
{
	struct diag_list *errs = c->errs;
	int bad = 0;

	if (!c->rs->mech.territories.present)
		bad += ERR(*c->pos, "'%s': %s are held on a map of "
		    "territories, and the ruleset has none: declare "
		    "mechanisms.territories or take the effect out",
		    c->key, rs_word(c->rs, W_CAPTIVE, 2));
	bad += fx_expr(&c->e->release.captor, c->key, c->rs, c->act,
	    c->in_roll, errs);
	return bad + fx_expr(&c->e->release.owner, c->key, c->rs, c->act,
	    c->in_roll, errs);
}

/* The spawned pieces of a map of territories: mechanisms.spawn. */
static int
spawn_map(const struct fx *c)
{
	const struct ruleset *rs = c->rs;
	struct diag_list *errs = c->errs;

	if (rs->mech.territories.present && rs->mech.spawn.present)
		return 0;
	return ERR(*c->pos, "'%s': spawned pieces lie on a map of "
	    "territories where mechanisms.spawn puts them, and the ruleset "
	    "has %s: declare %s or take the effect out", c->key,
	    rs->mech.territories.present ? "no spawn" : "no such map",
	    rs->mech.territories.present ? "mechanisms.spawn" :
	    "mechanisms.territories and mechanisms.spawn");
}

/* clear-spawned: asked of every territory, here bound. */
int
fx_clear_spawned(const struct fx *c)
{
	unsigned bound = c->rs->bound;
	int bad;

	if (spawn_map(c))
		return 1;
	c->rs->bound |= ENG_BINDS_HERE;
	bad = fx_expr(&c->e->clear_spawned, c->key, c->rs, c->act,
	    c->in_roll, c->errs);
	c->rs->bound = bound;
	return bad;
}

/* give-arrival: asked of every territory, here bound, where the piece
 * the arrival building needs stands. */
int
fx_give_arrival(const struct fx *c)
{
	const struct arrival_def *ar = &c->rs->mech.territories.arrival;
	unsigned bound = c->rs->bound;
	int bad;

	if (!c->rs->mech.territories.present || !ar->present)
		return FX_ERR(*c->pos, "'%s': the arrival building is given on a "
		    "map of territories (mechanisms.territories.arrival), and "
		    "the ruleset has %s: declare it or take the effect out",
		    c->key, c->rs->mech.territories.present ? "no arrival "
		    "building" : "no such map");
	if (ar->piece.i >= 0 && RS_PIECE(c->rs, ar->piece.i)->needs.i < 0)
		return FX_ERR(*c->pos, "'%s': a free '%s' is given where the "
		    "piece it needs stands, and 'pieces.%s' needs none: give "
		    "it 'needs', or take the effect out", c->key,
		    ar->piece.name, ar->piece.name);
	c->rs->bound |= ENG_BINDS_HERE;
	bad = fx_expr(&c->e->give_arrival, c->key, c->rs, c->act,
	    c->in_roll, c->errs);
	c->rs->bound = bound;
	return bad;
}

/* add-spawned (valued for every territory, here bound) and
 * start-placing (placed by an action with set-placing). */
int
fx_spawned_expr(const struct fx *c)
{
	struct effect_def *e = c->e;
	struct diag_list *errs = c->errs;
	unsigned bound = c->rs->bound;
	int bad;

	if (spawn_map(c))
		return 1;
	if (!EK_IS(e, add_spawned)) {
		/* a check of the texts alone, passed when a kept image was
		 * kept (rs->checked), whose actions' effects may be aside */
		if (!c->rs->checked && rs_spawn_placer(c->rs) == NULL)
			return ERR(*c->pos, "'%s': the pieces are placed by "
			    "an action with the effect set-placing among its "
			    "effects, and no action has it: declare one, or "
			    "take the effect out", c->key);
		return fx_expr(&e->start_placing, c->key, c->rs, c->act,
		    c->in_roll, errs);
	}
	c->rs->bound |= ENG_BINDS_HERE;
	bad = fx_expr(&e->add_spawned, c->key, c->rs, c->act, c->in_roll,
	    errs);
	c->rs->bound = bound;
	return bad;
}
