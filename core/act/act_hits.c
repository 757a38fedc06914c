/* act_hits.c: the hits of a dice-pool combat's step assigned unit by unit
 * up to armour: in the order a player names, or by default in the pool
 * combat's hit-order (the units that fall quickest first, by the owners'
 * turn order, in the order of the pieces, unless it says otherwise); by
 * the combat itself when the order cannot matter, the players taking
 * turns as the caller says (struct fight_turns, act_terr.h).
 * A unit destroyed leaves the territory and counts among the combat's
 * kills; what else becomes of it is the caller's (struct fight_fate,
 * act_terr.h). */
#include "core/act/act_terr.h"

#include <stdlib.h>
#include <string.h>

#include "core/rules/ruleset.h"
#include "core/state/state.h"

/* p's place in the turn order (p itself when there is none). */
static int
turn_pos(const struct act *a, int p)
{
	for (int i = 0; i < a->st->norder; i++)
		if (a->st->order[i] == p)
			return i;
	return p;
}

/* --- assigning hits --------------------------------------------------------- */

/* The units a player's hits take when he names none, as the pool
 * combat's hit-order puts them first (c NULL: the default, armour-left
 * first). */
static const char *
hit_order_words(const struct combat_decl *c)
{
	int first = c != NULL && c->nhit_by > 0 ? c->hit_by[0] :
	    COMBAT_HIT_ARMOUR;

	return first == COMBAT_HIT_ARMOUR ? "the units that fall quickest" :
	    first == COMBAT_HIT_TURN ? "the units in their owners' turn order" :
	    "the units in the order of the pieces";
}

struct target {
	int owner, piece;
	long left;		/* armour left of this unit */
	int order;		/* the owner's place in turn order */
	int seq;		/* its place as listed: owners, pieces, units */
};

/* The criteria targets are sorted by (the pool combat's hit-order),
 * nby of them, for cmp_target. */
static const int *by;
static int nby;

static int
cmp_target(const void *x, const void *y)
{
	const struct target *s = x, *t = y;
	struct combat_hit_unit u = { s->left, s->order, s->piece },
	    v = { t->left, t->order, t->piece };
	int r = combat_hit_cmp(by, nby, &u, &v);

	return r != 0 ? r : s->seq - t->seq;
}

/* Every enemy unit of p, one entry each, in the default order. */
static int
targets(struct act *a, int p, struct target **out, int *n)
{
	struct fight_state *f = FIGHT(a);
	struct target *v = NULL;
	int cap = 0, st;

	*n = 0;
	for (int o = 0; o < a->st->nplayers; o++) {
		if (o == p || !f->in[o])
			continue;
		for (int k = 0; k < NPIECES(a); k++) {
			long arm, cnt = UNITS(a, f->tile, o)[k];
			if (cnt == 0)
				continue;
			if ((st = piece_armour(a, o, k, &arm))) {
				free(v);
				return st;
			}
			for (long u = 0; u < cnt; u++) {
				if (*n == cap) {
					cap = cap ? cap * 2 : 16;
					struct target *w = realloc(v,
					    (size_t)cap * sizeof *w);
					if (w == NULL) {
						free(v);
						return diag_set(a->d, ST_ENV,
						    "out of memory");
					}
					v = w;
				}
				v[*n] = (struct target){ o, k, u == 0 ? arm -
				    terr_wound(a->st->terr, o)[k] : arm,
				    turn_pos(a, o), *n };
				(*n)++;
			}
		}
	}
	if (*n > 1) {
		static const int all[] = { COMBAT_HIT_ARMOUR, COMBAT_HIT_TURN,
			COMBAT_HIT_PIECE };
		const struct combat_decl *c = rs_pool_combat(a->rs);
		by = c != NULL && c->nhit_by > 0 ? c->hit_by : all;
		nby = c != NULL && c->nhit_by > 0 ? c->nhit_by : COMBAT_HIT__N;
		qsort(v, (size_t)*n, sizeof *v, cmp_target);
	}
	*out = v;
	return ST_OK;
}

/* Damage unit (o, k): its wounded one first; destroyed at its armour. */
int
fight_damage(struct act *a, int p, int o, int k, long *hits,
    const struct fight_fate *fate)
{
	long arm, *w = &terr_wound(a->st->terr, o)[k], take;
	int st;

	if ((st = piece_armour(a, o, k, &arm)))
		return st;
	take = arm - *w < *hits ? arm - *w : *hits;
	*w += take;
	*hits -= take;
	if (*w < arm) {
		report_line(a->rep, "  %s's %s takes %ld damage (%ld of %ld)",
		    pname(a, o), piece_name(a, k, 1), take, *w, arm);
		return ST_OK;
	}
	*w = 0;
	UNITS(a, FIGHT(a)->tile, o)[k]--;
	terr_owner_update(a->st, FIGHT(a)->tile);
	FIGHT(a)->kills++;
	return fate->destroyed(a, p, o, k, fate->arg);
}

/* Assign p's hits in the default order (or the order of v). */
int
fight_assign_default(struct act *a, int p, const struct fight_fate *fate)
{
	struct target *v;
	int n, st;
	long *hits = &FIGHT(a)->hits[p];

	if ((st = targets(a, p, &v, &n)))
		return st;
	for (int i = 0; i < n && *hits > 0 && st == ST_OK; i++)
		st = fight_damage(a, p, v[i].owner, v[i].piece, hits,
		    fate);
	free(v);
	*hits = 0;
	return st;
}

/* Is the outcome of p's hits the same whatever the order? */
static int
no_choice(struct act *a, int p)
{
	struct target *v;
	long sum = 0;
	int n, same = 1;

	if (FIGHT(a)->hits[p] == 0 || targets(a, p, &v, &n) != ST_OK)
		return 1;
	for (int i = 0; i < n; i++) {
		sum += v[i].left;
		if (v[i].owner != v[0].owner || v[i].piece != v[0].piece)
			same = 0;
	}
	free(v);
	return same || FIGHT(a)->hits[p] >= sum;
}

/* The player at place i of the order the players assign in. */
static int
assigner_at(const struct act *a, int i, int seats)
{
	return !seats && a->st->norder > 0 ? a->st->order[i] : i;
}

/* The player who assigns next, in seat or turn order; -1 when nobody has
 * hits left. */
int
fight_next_assigner(struct act *a, int seats)
{
	for (int i = 0; i < a->st->nplayers; i++) {
		int p = assigner_at(a, i, seats);
		if (FIGHT(a)->hits[p] > 0)
			return p;
	}
	return -1;
}

int
fight_auto_assign(struct act *a, int *done, const struct fight_fate *fate,
    const struct fight_turns *turns)
{
	int st, p, waiting = 0, wait;

	*done = 0;
	for (int i = 0; i < a->st->nplayers; i++) {
		p = assigner_at(a, i, turns->seats);
		if (FIGHT(a)->hits[p] == 0)
			continue;
		if (!no_choice(a, p)) {
			waiting = 1;
			fight_left_in(a);	/* those without units drop out */
			if ((st = turns->wait(a, turns->arg, &wait)))
				return st;
			if (wait)
				break;	/* later assigners wait their turn */
			continue;
		}
		report_line(a->rep, "%s's %ld hit%s (no choice to make):",
		    pname(a, p), FIGHT(a)->hits[p], FIGHT(a)->hits[p] == 1 ? "" : "s");
		if ((st = fight_assign_default(a, p, fate)))
			return st;
	}
	if (!waiting) {
		*done = 1;
		return ST_OK;
	}
	p = fight_next_assigner(a, turns->seats);
	report_line(a->rep, "%s assigns %ld hit%s: '%s %s UNIT,UNIT,...' "
	    "(or '%s %s' for %s)", pname(a, p), FIGHT(a)->hits[p],
	    FIGHT(a)->hits[p] == 1 ? "" : "s", verb_word(a, "assign"),
	    pname(a, p), verb_word(a, "assign"), pname(a, p),
	    hit_order_words(rs_pool_combat(a->rs)));
	return ST_OK;
}
