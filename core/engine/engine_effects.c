/* engine_effects.c: carrying out declared effects: gains, pieces placed,
 * removed and moved, and one round of a declared combat. */
#include "core/engine/engine_int.h"
#include "core/engine/engine_enter.h"
#include "core/engine/engine_tracked.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/board/board.h"
#include "core/combat/combat.h"
#include "core/state/state.h"
#include "core/state/zones_board.h"

static int
region_at(const struct eng_eval *ev, const struct eng_where *w)
{
	return w->arg >= 0 ? (int)ev->args[w->arg] : w->region;
}

static const char *
rid(const struct act *a, int r)
{
	return state_region_id(a->st, a->rs, r);
}

static const char *
kname(const struct act *a, int k, long n)
{
	const struct piece_def *pd = k >= 0 && k < a->rs->pieces.n ?
	    RS_PIECE(a->rs, k) : NULL;

	if (pd == NULL)
		return n == 1 ? "piece" : "pieces";
	return n == 1 && pd->one != NULL ? pd->one : pd->name;
}

void
eng_take_off(struct board_state *b, int r, int p, int k, long n)
{
	for (int x = k < 0 ? 0 : k; n > 0 && x < (k < 0 ? b->nkinds : k + 1);
	    x++) {
		long *c = board_at(b, r, p, x), t = *c < n ? *c : n;
		*c -= t;
		n -= t;
	}
	if (board_count(b, r, -1, -1) == 0)
		b->owner[r] = -1;
}

/* Move n of p's pieces (kinds in order, or kind k) from r to s. */
static void
carry(struct board_state *b, int r, int s, int p, int k, long n)
{
	for (int x = k < 0 ? 0 : k; n > 0 && x < (k < 0 ? b->nkinds : k + 1);
	    x++) {
		long *c = board_at(b, r, p, x), t = *c < n ? *c : n;
		*c -= t;
		*board_at(b, s, p, x) += t;
		n -= t;
	}
	if (b->owner[s] < 0)
		b->owner[s] = p;
	if (board_count(b, r, -1, -1) == 0)
		b->owner[r] = -1;
}

/* The gains of e for the actor; a resource that discards what goes over
 * its max (over-max: discard) keeps its max, and says so in a line that
 * the effect's says does not replace: *kept, the report's length after
 * it. */
static int
do_gain(struct act *a, const struct effect_def *e, const struct eng_eval *ev,
    size_t *kept)
{
	int p = ev->me, st;

	for (int k = 0; k < e->gain.n; k++) {
		int r = rs_resource(a->rs, e->gain.ids[k]);
		long v, before;
		if ((st = eng_eval(VEC_AT(e->gain, struct sexpr, k), ev, &v,
		    a->d)))
			return st;
		before = a->st->players[p].res[r];
		if (e->json != NULL)
			json_set(a->rep->data, e->json, json_int(v));
		if (v > 0 && RS_RES(a->rs, r)->discard && before + v >
		    RS_RES(a->rs, r)->max) {
			long over = before + v - RS_RES(a->rs, r)->max;
			report_line(a->rep, "%s holds at most %ld %s: %ld "
			    "discarded", pname(a, p), RS_RES(a->rs, r)->max,
			    RS_RES(a->rs, r)->name, over);
			*kept = a->rep->text.len;
			v -= over > v ? v : over;
		}
		if (v == 0)
			continue;
		if ((st = res_add(a, p, r, v, ev->rule != NULL ?
		    ev->rule : ev->act != NULL ? "this" : "the phase")))
			return st;
		report_line(a->rep, "%s %s %s: %s %ld -> %ld", pname(a, p),
		    v > 0 ? "gains" : "pays", qty(a, r, v > 0 ? v : -v),
		    rname(a, r), before, a->st->players[p].res[r]);
	}
	return ST_OK;
}

/* Where a place effect puts its pieces: its word or region, or what its
 * expression gives, which must be a region of the board. */
static int
place_region(struct act *a, const struct eff_pieces *x,
    const struct eng_eval *ev, int *r)
{
	long v;
	int st;

	if (!x->in_expr) {
		*r = region_at(ev, &x->w_in);
		return ST_OK;
	}
	if ((st = eng_eval(&x->in, ev, &v, a->d)))
		return st;
	if (v < 0 || v >= state_regions(a->st))
		return diag_set(a->d, ST_DATA, "%s: a place effect's 'in: %s' "
		    "gives %ld, no region of the board: give a region there "
		    "(the ruleset's error)", a->rs->id, x->in.text, v);
	*r = (int)v;
	return ST_OK;
}

static int
do_pieces(struct act *a, const struct effect_def *e, const struct eng_eval *ev)
{
	const struct eff_pieces *x = e->place.present ? &e->place :
	    e->remove.present ? &e->remove : &e->move;
	struct board_state *b = a->st->board;
	/* (without pieces declared, the board's one kind) */
	int p = ev->me, k = x->piece.i < 0 ? 0 : x->piece.i, st;
	long n, have;

	if ((st = eng_eval(&x->count, ev, &n, a->d)))
		return st;
	if (n < 0)
		return refuse(a, "%ld %s cannot be %s", n, kname(a, k, n),
		    e->place.present ? "placed" : "moved");
	if (n > 1000000)
		return refuse(a, "%ld %s are more than a board holds", n,
		    kname(a, k, n));
	if (e->place.present) {
		int r = -1;
		if ((st = place_region(a, x, ev, &r)))
			return st;
		*board_at(b, r, p, k < 0 ? 0 : k) += n;
		if (b->owner[r] < 0 && n > 0)
			b->owner[r] = p;
		report_line(a->rep, "%s places %ld %s on %s (%ld there)",
		    pname(a, p), n, kname(a, k, n), rid(a, r),
		    board_count(b, r, p, -1));
		return ST_OK;
	}
	int r = region_at(ev, &x->w_from);
	have = k < 0 ? board_count(b, r, p, -1) : *board_at(b, r, p, k);
	if (have < n)
		return refuse(a, "%s has %ld %s on %s, not %ld", pname(a, p),
		    have, kname(a, k, have), rid(a, r), n);
	if (e->remove.present) {
		eng_take_off(b, r, p, k, n);
		report_line(a->rep, "%s removes %ld %s from %s", pname(a, p), n,
		    kname(a, k, n), rid(a, r));
		return ST_OK;
	}
	int s = region_at(ev, &x->w_to);
	if (s == r)
		return refuse(a, "pieces cannot move from %s to itself",
		    rid(a, r));
	if (b->owner[s] >= 0 && b->owner[s] != p)
		return refuse(a, "%s belongs to %s: pieces move only to their "
		    "owner's regions or empty ones", rid(a, s),
		    pname(a, b->owner[s]));
	carry(b, r, s, p, k, n);
	report_line(a->rep, "%s moves %ld %s from %s to %s (%ld there)",
	    pname(a, p), n, kname(a, k, n), rid(a, r), rid(a, s),
	    board_count(b, s, p, -1));
	return ST_OK;
}

static void
faces_text(char *buf, size_t n, const long *f, long k)
{
	size_t len = 0;

	buf[0] = '\0';
	for (long i = 0; i < k && len < n; i++)
		len += (size_t)snprintf(buf + len, n - len, "%s%ld", i ? " " :
		    "", f[i]);
}

static int
do_fight(struct act *a, const struct effect_def *e, const struct eng_eval *ev)
{
	const struct eff_fight *f = &e->fight;
	const struct combat_decl *c = VEC_AT(a->rs->combats,
	    struct combat_decl, f->combat.i);
	struct board_state *b = a->st->board;
	struct dice_env env = rs_dice_env(a->rs);
	int p = ev->me, r = region_at(ev, &f->w_from), s = region_at(ev,
	    &f->w_to), q = b->owner[s], st;
	long mine = board_count(b, r, p, -1), att = mine - c->stay, def, left;
	struct combat_round rd;
	char fa[200], fd[200];
	const char *die;

	if (r == s)
		return refuse(a, "a region cannot attack itself");
	if (q == p)
		return refuse(a, "%s is %s's own: an attack goes against "
		    "another player's region", rid(a, s), pname(a, p));
	if (att <= 0)
		return refuse(a, "%s has %ld of %s's pieces: %ld must stay "
		    "behind, so none can attack", rid(a, r), mine, pname(a, p),
		    c->stay);
	def = q >= 0 ? board_count(b, s, q, -1) : 0;
	if (def == 0) {
		/* nobody to fight: the region is taken */
		if ((st = combat_dice(c, 0, att, 0, &left, &die, a->d)))
			return st;
		if (f->move_in == MOVE_IN_ALL || left > att)
			left = att;
		if (f->move_in == MOVE_IN_NONE)
			left = 0;
		b->owner[s] = p;
		carry(b, r, s, p, -1, left);
		report_line(a->rep, "%s takes the empty %s and moves %ld in",
		    pname(a, p), rid(a, s), left);
		return ST_OK;
	}
	if ((st = combat_roll(c, &env, att, def, a->dice, &rd, a->d)))
		return st;
	for (int side = 0; side < 2; side++) {
		char expr[64];
		const char *d2;
		long nd;
		if (combat_dice(c, side, side ? def : att, side ? att : def,
		    &nd, &d2, a->d) != ST_OK)
			return a->d->code;
		snprintf(expr, sizeof expr, "%ld%s", nd, d2);
		if (nd > 0)
			report_roll(a->rep, a->st, side ? q : p, expr,
			    rd.total[side]);
	}
	if (c->mode == COMBAT_OPPOSED) {
		snprintf(fa, sizeof fa, "%ld", rd.total[0]);
		snprintf(fd, sizeof fd, "%ld", rd.total[1]);
	} else {
		faces_text(fa, sizeof fa, rd.faces[0], rd.dice[0]);
		faces_text(fd, sizeof fd, rd.faces[1], rd.dice[1]);
	}
	report_line(a->rep, "%s attacks %s (%s, %ld) from %s with %ld: %s "
	    "against %s; %s loses %ld, %s loses %ld", pname(a, p), rid(a, s),
	    pname(a, q), def, rid(a, r), att, fa, fd, pname(a, p), rd.loss[0],
	    pname(a, q), rd.loss[1]);
	eng_take_off(b, r, p, -1, rd.loss[0]);
	eng_take_off(b, s, q, -1, rd.loss[1]);
	json_set(a->rep->data, "losses", json_push(json_push(json_arr(),
	    json_int(rd.loss[0])), json_int(rd.loss[1])));
	if (board_count(b, s, q, -1) > 0)
		return ST_OK;
	left = board_count(b, r, p, -1) - c->stay;
	if (left < 0)
		left = 0;
	if (f->move_in == MOVE_IN_DICE && rd.dice[0] < left)
		left = rd.dice[0];
	else if (f->move_in == MOVE_IN_NONE)
		left = 0;
	b->owner[s] = p;
	carry(b, r, s, p, -1, left);
	b->owner[s] = p;
	report_line(a->rep, "%s takes %s and moves %ld in", pname(a, p),
	    rid(a, s), left);
	json_set(a->rep->data, "taken", json_str(rid(a, s)));
	return ST_OK;
}

static int
do_set(struct act *a, const struct effect_def *e, const struct eng_eval *ev)
{
	int p = ev->me, st;

	for (int k = 0; k < e->set.n; k++) {
		int r = rs_resource(a->rs, e->set.ids[k]);
		const struct res_def *d = RS_RES(a->rs, r);
		long v, before = a->st->players[p].res[r];
		if ((st = eng_eval(VEC_AT(e->set, struct sexpr, k), ev, &v,
		    a->d)))
			return st;
		if (v < d->min || v > d->max)
			return refuse(a, "%s's %s cannot be %ld (%ld to %ld)",
			    pname(a, p), d->name, v, d->min, d->max);
		if (e->json != NULL)
			json_set(a->rep->data, e->json, json_int(v));
		if (v == before)
			continue;
		a->st->players[p].res[r] = v;
		report_line(a->rep, "%s's %s: %ld -> %ld", pname(a, p), d->name,
		    before, v);
	}
	return ST_OK;
}

#define ROLL_MAX_FACES 256

/* A roll: its dice thrown, its line said (its own, "Ann rolls 2d6: 3 5
 * (8)", or its says, with roll, rolled() and @faces bound), then the
 * first row of its table that holds carried out. */
static int
do_roll(struct act *a, const struct effect_def *e, const struct eng_eval *ev)
{
	const struct eff_roll *r = &e->roll;
	struct eng_eval in = *ev;
	long faces[ROLL_MAX_FACES], total = 0, target = 0;
	int nf = 0, st;
	struct strbuf b;

	/* the total needed, before any die: an unknown number it reads
	 * refuses the command first */
	if (r->target.text != NULL && (st = eng_eval(&r->target, ev, &target,
	    a->d)))
		return st;
	sb_init(&b);
	sb_printf(&b, "%s rolls", pname(a, ev->me));
	for (int k = 0; k < r->dice.n; k++) {
		const struct roll_dice *x = VEC_AT(r->dice, struct roll_dice, k);
		struct dice_result res;
		char text[96], thrown[512];
		long n;
		if ((st = eng_eval(&x->count, ev, &n, a->d)))
			goto out;
		if (n < 0 || n > 100 || nf + n > ROLL_MAX_FACES) {
			st = refuse(a, "a roll of %ld %s is more than the "
			    "table throws at once", n, x->die);
			goto out;
		}
		if (n == 0)
			continue;
		snprintf(text, sizeof text, "%ld%s", n, x->die);
		/* calm: the die's faces as written, none exploding */
		if (r->calm && (st = calm_dice(a, text, thrown, sizeof
		    thrown)))
			goto out;
		if ((st = act_throw(a, r->calm ? thrown : text, 0, NULL, 0,
		    &res))) {
			dice_result_free(&res);
			goto out;
		}
		sb_printf(&b, " %s:", text);
		for (int i = 0, started = 0; i < res.n; i++) {
			if (!started) {
				faces[nf] = 0;
				started = 1;
			}
			faces[nf] += res.v[i].face;
			if (!res.v[i].exploded) {
				sb_addc(&b, ' ');
				eng_face_text(a, x->die, faces[nf], &b);
				nf++;
				started = 0;
			}
		}
		total += res.total;
		if (r->json == NULL || r->keep_rolls)
			report_roll(a->rep, a->st, ev->me, r->calm ? thrown :
			    text, res.total);
		dice_result_free(&res);
	}
	if (!rs_die_symbols(a->rs, VEC_AT(r->dice, struct roll_dice, 0)->die))
		sb_printf(&b, " (%ld)", total);
	in.rolled = 1;
	in.roll = total;
	in.faces = faces;
	in.nfaces = nf;
	in.faces_die = VEC_AT(r->dice, struct roll_dice, 0)->die;
	in.target = target;
	if (r->json != NULL)
		json_set(a->rep->data, r->json, json_int(total));
	if (r->json_target != NULL)
		json_set(a->rep->data, r->json_target, json_int(target));
	/* its says instead of its line, before its table's */
	if (e->says == NULL)
		report_line(a->rep, "%s", sb_str(&b));
	else if (e->says[0] != '\0' && (st = eng_say(a, &e->tsays, &in)))
		goto out;
	for (int k = 0; k < r->table.n; k++) {
		const struct roll_row *w = VEC_AT(r->table, struct roll_row, k);
		long ok = 1;
		if (w->when.text != NULL && (st = eng_eval(&w->when, &in, &ok,
		    a->d)))
			goto out;
		if (ok) {
			st = eng_effects(a, &w->effects, &in);
			goto out;
		}
	}
	st = ST_OK;
out:
	sb_release(&b);
	return st;
}

static int
do_each(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	struct eng_eval in = *ev;
	int st;

	for (int p = 0; p < a->st->nplayers; p++) {
		if (a->st->players[p].out)
			continue;
		in.me = p;
		if ((st = eng_effects(a, &e->each, &in)))
			return st;
	}
	return ST_OK;
}

/* each-player-in-turn: the effects for every player still in the game,
 * in the turn order (seat order before there is one), each the actor. */
static int
do_each_in_turn(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	struct eng_eval in = *ev;
	int st;

	for (int k = 0; k < a->st->nplayers; k++) {
		int p = a->st->norder > 0 ? a->st->order[k] : k;
		if (a->st->players[p].out)
			continue;
		in.me = p;
		if ((st = eng_effects(a, &e->each_in_turn, &in)))
			return st;
	}
	return ST_OK;
}

/* each-group: the effects for every group of regions, 'group' naming
 * it. */
static int
do_each_group(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	struct eng_eval in = *ev;
	int st;

	for (int g = 0; g < state_map(a->st, a->rs)->ngroups; g++) {
		in.group = g;
		if ((st = eng_effects(a, &e->each_group, &in)))
			return st;
	}
	return ST_OK;
}

/* each-region: the effects for every region of the board, 'here'
 * naming it. */
static int
do_each_region(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	struct eng_eval in = *ev;
	int st;

	for (int r = 0; r < state_regions(a->st); r++) {
		in.here = r;
		if ((st = eng_effects(a, &e->each_region, &in)))
			return st;
	}
	return ST_OK;
}

/* combat-round: the round thrown, then its effects with it bound. */
static int
do_combat_round(struct act *a, const struct eff_combat_round *x,
    const struct eng_eval *ev)
{
	struct eng_round rd;
	struct eng_eval in = *ev;
	int st;

	if ((st = eng_combat_round(a, x, eng_effects, ev, &rd)))
		return st;
	in.round = &rd;
	in.before = rd.before;
	st = eng_effects(a, &x->then, &in);
	eng_round_release(&rd);
	return st;
}

/* each-party: its effects for every party of a side of the round bound,
 * in order, the party and its throw bound. */
static int
do_each_party(struct act *a, const struct eff_each_party *x,
    const struct eng_eval *ev)
{
	struct eng_eval in = *ev;
	long side;
	int st;

	if (ev->round == NULL)
		return diag_set(a->d, ST_DATA, "%s: each-party needs a combat "
		    "round bound", a->rs->id);
	if ((st = eng_eval(&x->side, ev, &side, a->d)))
		return st;
	if (side != 0 && side != 1)
		return diag_set(a->d, ST_DATA, "%s: each-party takes a side "
		    "of the round, attacker or defender, not %ld", a->rs->id,
		    side);
	for (int i = 0; i < ev->round->nparty[side]; i++) {
		in.party = &ev->round->party[side][i];
		in.faces = in.party->faces;
		in.nfaces = in.party->nfaces;
		in.faces_die = in.party->face_die;
		if ((st = eng_effects(a, &x->then, &in)))
			return st;
	}
	return ST_OK;
}

/* each-source: its effects for every land of the sources word, in the
 * order named, here bound to it. */
static int
do_each_source(struct act *a, const struct eff_each_source *x,
    const struct eng_eval *ev)
{
	struct eng_eval in = *ev;
	int st;

	if (ev->sources == NULL)
		return diag_set(a->d, ST_DATA, "%s: each-source reads the "
		    "lands of a word of kind sources, and none was given",
		    a->rs->id);
	for (int i = 0; i < ev->sources->n; i++) {
		in.here = ev->sources->land[i];
		if ((st = eng_effects(a, &x->then, &in)))
			return st;
	}
	return ST_OK;
}

int
eng_effects(struct act *a, const struct vec *effects,
    const struct eng_eval *ev)
{
	int st;

	zones_board_fresh(a->st);	/* effects read and move pieces */
	for (int i = 0; i < effects->n; i++) {
		const struct effect_def *e = VEC_AT(*effects,
		    struct effect_def, i);
		size_t mark = a->rep->text.len, kept = 0;
		long before[64];
		struct eng_eval said = *ev;
		int *held = eng_tally_watch(a);
		char freed[256];
		said.entered = -1;
		said.released = NULL;
		if (e->says != NULL && ev->me >= 0) {
			/* the resources as they were, for before() */
			for (int r = 0; r < a->rs->resources.n && r < 64; r++)
				before[r] = a->st->players[ev->me].res[r];
			said.before = before;
		}
		if (e->say != NULL)
			st = e->json != NULL ? eng_say_json(a, e, ev) :
			    eng_say(a, &e->tsay, ev);
		else if (e->gain.n > 0)
			st = do_gain(a, e, ev, &kept);
		else if (e->set.n > 0)
			st = do_set(a, e, ev);
		else if (e->fight.present)
			st = do_fight(a, e, ev);
		else if (e->roll.present)
			st = do_roll(a, e, ev);
		else if (e->cond.present) {
			long ok;
			if ((st = eng_eval(&e->cond.test, ev, &ok, a->d)) ==
			    ST_OK)
				st = eng_effects(a, ok ? &e->cond.then :
				    &e->cond.otherwise, ev);
		} else if (e->each.n > 0)
			st = do_each(a, e, ev);
		else if (e->draw.present)
			st = eng_deck_draw(a, &e->draw, ev);
		else if (e->back.present)
			st = eng_deck_return(a, &e->back, ev);
		else if (e->set_home != NULL)
			st = eng_set_home(a, e, ev);
		else if (e->enter.present)
			st = eng_enter(a, e, ev, &said.entered);
		else if (e->data.n > 0)
			st = eng_data(a, e, ev);
		else if (e->pay.present)
			st = eng_pay_player(a, e, ev);
		else if (e->hand.present)
			st = eng_hand_over(a, e, ev);
		else if (e->tally.present)
			st = eng_tally_add(a, e, ev);
		else if (e->hold.present)
			st = eng_hold(a, &e->hold, ev);
		else if (e->set_top.present)
			st = eng_set_top(a, &e->set_top, ev);
		else if (e->release.present) {
			st = eng_release(a, e, ev, freed, sizeof freed);
			said.released = freed;
		}
		else if (e->link.present)
			st = eng_link(a, &e->link, ev);
		else if (e->roll_position.present)
			st = eng_roll_position(a, &e->roll_position, ev);
		else if (e->leave.present)
			st = eng_leave(a, e, ev);
		else if (e->swap.present)
			st = eng_swap(a, e, ev);
		else if (e->set_counters.present)
			st = eng_set_counters(a, e, ev);
		else if (e->each_group.n > 0)
			st = do_each_group(a, e, ev);
		else if (e->place_starting != NULL)
			st = eng_place_starting(a, e, ev);
		else if (e->take_place.text != NULL)
			st = eng_take_place(a, e, ev);
		else if (e->deal_start != NULL)
			st = eng_deal_start(a, e, ev);
		else if (e->set_card.present)
			st = eng_set_card(a, &e->set_card, ev);
		else if (e->commit.present)
			st = eng_commit(a, &e->commit, ev);
		else if (e->equip.present)
			st = eng_equip(a, &e->equip, ev);
		else if (e->place_home.present)
			st = eng_place_home(a, &e->place_home, ev);
		else if (e->place_arrival.present)
			st = eng_place_arrival(a, &e->place_arrival, ev);
		else if (e->reveal.present)
			st = eng_reveal(a, &e->reveal, ev);
		else if (e->claim.present)
			st = eng_claim(a, &e->claim, ev);
		else if (e->give.present)
			st = eng_give(a, &e->give, ev);
		else if (e->enter_stats.present)
			st = eng_enter_stats(a, &e->enter_stats, ev);
		else if (e->set_units.present)
			st = eng_set_units(a, &e->set_units, ev);
		else if (e->lay_tiles.present)
			st = eng_lay_tiles(a, &e->lay_tiles, ev);
		else if (e->resolve.present)
			st = eng_resolve(a, &e->resolve, ev);
		else if (e->load.present)
			st = eng_load(a, &e->load, ev);
		else if (e->unload.present)
			st = eng_unload(a, &e->unload, ev);
		else if (e->keep_card.present)
			st = eng_keep_card(a, &e->keep_card, ev);
		else if (e->mark_done.text != NULL)
			st = eng_mark_done(a, &e->mark_done, ev);
		else if (e->order_step.present)
			st = eng_order_step(a, &e->order_step);
		else if (e->set_explored.present)
			st = eng_set_explored(a, &e->set_explored, ev);
		else if (e->place_spawned.present)
			st = eng_place_spawned(a, &e->place_spawned, ev);
		else if (e->start_order.present)
			st = eng_start_order(a, &e->start_order, ev);
		else if (e->set_turn_order != NULL)
			st = eng_set_turn_order(a, e, ev);
		else if (e->relocate.present)
			st = eng_relocate(a, e, ev);
		else if (e->build.present)
			st = eng_build(a, &e->build, ev);
		else if (e->use_ability.present)
			st = eng_use_ability(a, &e->use_ability, ev);
		else if (e->order_move.present)
			st = eng_order_move(a, &e->order_move, ev);
		else if (e->set_board.present)
			st = eng_set_board(a, &e->set_board, ev);
		else if (e->seal_order.present)
			st = eng_seal_order(a, &e->seal_order, ev);
		else if (e->landing.present)
			st = eng_landing(a, &e->landing, ev);
		else if (e->send_squad.present)
			st = eng_send_squad(a, &e->send_squad, ev);
		else if (e->hold_back.present)
			st = eng_hold_back(a, &e->hold_back, ev);
		else if (e->remain.present)
			st = eng_remain(a, &e->remain, ev);
		else if (e->retreat.present)
			st = eng_retreat(a, &e->retreat, ev);
		else if (e->set_squad.present)
			st = eng_set_squad(a, &e->set_squad, ev);
		else if (e->start_combat.present)
			st = eng_start_combat(a, &e->start_combat, ev);
		else if (e->assign_hits.present)
			st = eng_assign_hits(a, &e->assign_hits, ev,
			    eng_effects);
		else if (e->open_orders)
			st = eng_open_orders(a);
		else if (e->carry_deferred != NULL)
			st = eng_carry_deferred(a, e->carry_deferred);
		else if (e->advance_squads)
			st = eng_advance_squads(a);
		else if (e->advance_bodies)
			st = eng_advance_bodies(a);
		else if (e->dissolve_links) {
			a->st->nlinks = 0;
			st = ST_OK;
		}
		else if (e->move_cards.present)
			st = eng_move_cards(a, e, ev);
		else if (e->remove_sites.present)
			st = eng_remove_sites(a, &e->remove_sites, ev);
		else if (e->clear_spawned.text != NULL)
			st = eng_clear_spawned(a, e, ev);
		else if (e->squads_rest)
			st = eng_squads_rest(a);
		else if (e->refill.n > 0)
			st = eng_refill(a, &e->refill);
		else if (e->declare_winner.text != NULL)
			st = eng_declare_winner(a, e, ev);
		else if (e->each_in_turn.n > 0)
			st = do_each_in_turn(a, e, ev);
		else if (e->put_out)
			st = eng_put_out(a, e, ev);
		else if (e->each_region.n > 0)
			st = do_each_region(a, e, ev);
		else if (e->make_neutral.text != NULL)
			st = eng_make_neutral(a, e, ev);
		else if (e->set_turns_held.present)
			st = eng_set_turns_held(a, e, ev);
		else if (e->let_go.text != NULL)
			st = eng_let_go(a, e, ev);
		else if (e->replenish.text != NULL)
			st = eng_replenish(a, e, ev);
		else if (e->combat_round.present)
			st = do_combat_round(a, &e->combat_round, ev);
		else if (e->refuse != NULL)
			st = eng_refuse(a, e, ev);
		else if (e->each_source.present)
			st = do_each_source(a, &e->each_source, ev);
		else if (e->take_sources.present)
			st = eng_take_sources(a, &e->take_sources, ev);
		else if (e->data_flag.n > 0)
			st = eng_data_flag(a, e, ev);
		else if (e->rank_players.present)
			st = eng_rank_players(a, e, ev);
		else if (e->fall.text != NULL)
			st = eng_fall(a, e, ev);
		else if (e->reward.present)
			st = eng_reward(a, &e->reward, ev);
		else if (e->play_cards.present)
			st = eng_play_cards(a, &e->play_cards, ev);
		else if (e->set_morale.present)
			st = eng_set_morale(a, &e->set_morale, ev);
		else if (e->flee_home.present)
			st = eng_flee_home(a, &e->flee_home, ev);
		else if (e->take_hits.present)
			st = eng_take_hits(a, &e->take_hits, ev);
		else if (e->list_players.present)
			st = eng_list_players(a, e, ev);
		else if (e->throw_pools.present)
			st = eng_throw_pools(a, &e->throw_pools, ev);
		else if (e->settle_hits)
			st = eng_settle_hits(a, ev, eng_effects);
		else if (e->data_or_null.n > 0)
			st = eng_data_or_null(a, e, ev);
		else if (e->each_party.present)
			st = do_each_party(a, &e->each_party, ev);
		else if (e->set_fought.text != NULL)
			st = eng_set_fought(a, &e->set_fought, ev);
		else if (e->add_spawned.text != NULL)
			st = eng_add_spawned(a, e, ev);
		else if (e->start_placing.text != NULL)
			st = eng_start_placing(a, &e->start_placing, ev);
		else if (e->take_hostage.text != NULL)
			st = eng_take_hostage(a, &e->take_hostage, ev);
		else if (e->next) {
			/* the phase ends: the turn machinery, above, goes
			 * on once the effects are done */
			a->then_next = 1;
			st = ST_OK;
		}
		else
			st = do_pieces(a, e, ev);
		eng_tally_settle(a, held);
		/* (a roll and a ranking say their says themselves) */
		if (st == ST_OK && e->says != NULL && !e->roll.present &&
		    e->add_spawned.text == NULL && !e->move_cards.present &&
		    !e->rank_players.present && !e->list_players.present) {
			/* the ruleset's line instead of the effect's own
			 * (a gain's discards kept) */
			sb_truncate(&a->rep->text, kept > mark ? kept : mark);
			st = eng_say(a, &e->tsays, &said);
		}
		if (st != ST_OK)
			return st;
	}
	return ST_OK;
}
