/* engine_basic.c: the basic effects: gains, pieces placed, removed and
 * moved, a declared fight, a resource set, a roll and its table
 * (engine_effects.c runs each by its key). */
#include "core/expr/expr.h"
#include "core/act/act.h"
#include "core/engine/engine_effects.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_report.h"
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
int
eng_gain(struct act *a, const struct effect_def *e, const struct eng_eval *ev,
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

int
eng_pieces(struct act *a, const struct effect_def *e, const struct eng_eval *ev)
{
	const struct eff_pieces *x = EK_IS(e, place) ? &e->place :
	    EK_IS(e, remove) ? &e->remove : &e->move;
	struct board_state *b = a->st->board;
	/* (without pieces declared, the board's one kind) */
	int p = ev->me, k = x->piece.i < 0 ? 0 : x->piece.i, st;
	long n, have;

	if ((st = eng_eval(&x->count, ev, &n, a->d)))
		return st;
	if (n < 0)
		return refuse(a, "%ld %s cannot be %s", n, kname(a, k, n),
		    EK_IS(e, place) ? "placed" : "moved");
	if (n > 1000000)
		return refuse(a, "%ld %s are more than a board holds", n,
		    kname(a, k, n));
	if (EK_IS(e, place)) {
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
	if (EK_IS(e, remove)) {
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

/* The faces of k dice of a side as its line shows them: those the round
 * keeps (the first COMBAT_MAX_DICE: a sum throws more), then how many
 * more were thrown. */
static void
faces_text(char *buf, size_t n, const long *f, long k)
{
	size_t len = 0;
	long shown = k < COMBAT_MAX_DICE ? k : COMBAT_MAX_DICE;

	buf[0] = '\0';
	for (long i = 0; i < shown && len < n; i++)
		len += (size_t)snprintf(buf + len, n - len, "%s%ld", i ? " " :
		    "", f[i]);
	if (k > shown && len < n)
		snprintf(buf + len, n - len, " and %ld more", k - shown);
}

int
eng_fight(struct act *a, const struct effect_def *e, const struct eng_eval *ev)
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

int
eng_set(struct act *a, const struct effect_def *e, const struct eng_eval *ev)
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
int
eng_roll(struct act *a, const struct effect_def *e, const struct eng_eval *ev,
    eng_run_fn *run)
{
	const struct eff_roll *r = &e->roll;
	struct eng_eval in = *ev;
	long faces[ROLL_MAX_FACES], total = 0, target = 0;
	int fdice[ROLL_MAX_FACES], nf = 0, st;
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
		/* the die of these faces, for rolled(FACE, DIE) */
		int die = vec_find(&a->rs->dice, x->die);
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
			fdice[nf] = die;
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
	in.faces_dice = fdice;
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
			st = run(a, &w->effects, &in);
			goto out;
		}
	}
	st = ST_OK;
out:
	sb_release(&b);
	return st;
}

int
eng_count(struct act *a, const struct sexpr *x, const char *what, long have,
    const struct eng_eval *ev, long *out)
{
	int st;

	*out = 0;
	if (x->text == NULL)
		return ST_OK;
	if ((st = eng_eval(x, ev, out, a->d)))
		return st;
	if (have >= 0 && (*out < 0 || *out > have))
		return diag_set(a->d, ST_DATA, "%s: %s a squad that has %ld, "
		    "and '%s' is %ld: the ruleset's error (a test before it "
		    "can refuse the command)", a->rs->id, what, have, x->text,
		    *out);
	if (*out < 0)
		return diag_set(a->d, ST_DATA, "%s: %s, and '%s' is %ld (below "
		    "0): the ruleset's error", a->rs->id, what, x->text, *out);
	return ST_OK;
}
