/* engine_assign_hits.c: the effect assign-hits, the hits of a step of
 * the dice-pool combat on a map of territories given to units
 * (core/act/act_hits.c keeps the hits; engine_throw_pools.c throws them,
 * and its settle-hits, declared after, settles the rest and ends the
 * step).
 *
 * assign-hits: refused when no hits are to assign and for a player with
 * none (a player who waits his turn, as settle-hits declares, is refused
 * by the action's requirements over fight()); the player's hits go to
 * the units a word of kind targets names, in order, read now (a player
 * named as the owner, a kind of piece, refused as the program's command
 * refused them, unit by unit), or when that word is left out to the
 * units that fall quickest.
 * (A text of before, whose assign-hits ended the step, is declared at
 * load with settle-hits after it: ruleset_fire_step.c.) */
#include "core/act/act.h"
#include "core/engine/engine_combat.h"
#include "core/engine/engine_eval.h"
#include "core/act/act_terr.h"

#include <stdlib.h>
#include <string.h>

#include "core/state/state.h"

/* One unit of the list p's hits go to, w (cut at its ':'): PIECE, or
 * OWNER:PIECE when more than one other player is in the combat. */
static int
target(struct act *a, int p, char *w, int *o, int *k)
{
	char *colon = strchr(w, ':');
	int st;

	*o = -1;
	if (colon != NULL) {
		*colon = '\0';
		if ((st = arg_player(a, w, o)))
			return st;
		w = colon + 1;
	} else {
		for (int q = 0; q < a->st->nplayers; q++)
			if (q != p && FIGHT(a)->in[q]) {
				if (*o >= 0)
					return usage(a, "more than one player "
					    "is in the combat: name each unit "
					    "with its owner, like %s:%s",
					    pname(a, q), w);
				*o = q;
			}
	}
	if ((st = arg_piece_kind(a, w, k)))
		return st;
	if (*o == p)
		return usage(a, "%s's hits go to other players' units",
		    pname(a, p));
	return ST_OK;
}

/* p's hits to the units of list (UNIT,UNIT,...) in their order, the list
 * as the log keeps it into c; each unit named is one still in the combat
 * (left: each player's units of each kind not named yet). */
static int
hit_list(struct act *a, int p, const char *list, long *left,
    struct strbuf *c, const struct fight_fate *fate)
{
	struct fight_state *f = FIGHT(a);
	char *copy = strdup(list), *save = NULL, *w;
	int st = ST_OK;

	if (copy == NULL)
		return diag_set(a->d, ST_ENV, "out of memory");
	for (w = strtok_r(copy, ",", &save); w != NULL && st == ST_OK;
	    w = strtok_r(NULL, ",", &save)) {
		int o, k;
		if ((st = target(a, p, w, &o, &k)))
			break;
		sb_printf(c, "%s%s:%s", c->len ? "," : "", pname(a, o),
		    a->rs->pieces.ids[k]);
		if (!f->in[o] || left[o * NPIECES(a) + k] == 0) {
			st = refuse(a, "%s has no more %s in the combat to name",
			    pname(a, o), piece_name(a, k, 2));
			break;
		}
		left[o * NPIECES(a) + k]--;
		if (f->hits[p] > 0)
			st = fight_damage(a, p, o, k, &f->hits[p], fate);
	}
	free(copy);
	return st;
}

int
eng_assign_hits(struct act *a, const struct eff_assign_hits *x,
    const struct eng_eval *ev,
    int (*run)(struct act *, const struct vec *, struct eng_eval *))
{
	struct eng_destroyed dx = { ev, run };
	struct fight_fate fate = { eng_destroyed, eng_over, &dx };
	struct fight_state *f;
	struct strbuf c;
	long *left;
	int p, t, st;

	if (a->st->terr == NULL || rs_pool_combat(a->rs) == NULL ||
	    x->w_player < 0 || x->w_targets < 0)
		return diag_set(a->d, ST_DATA, "%s: assign-hits needs a map "
		    "of territories with a dice-pool combat", a->rs->id);
	f = FIGHT(a);
	p = (int)ev->args[x->w_player];
	t = (int)ev->args[x->w_targets];
	if (p < 0 || p >= a->st->nplayers || t < 0 || t >= a->argc)
		return diag_set(a->d, ST_DATA, "%s: assign-hits needs a player "
		    "of the game and a word of kind targets", a->rs->id);
	if (f->tile < 0)
		return refuse(a, "there are no hits to assign: no combat is "
		    "on");
	if (!f->rolled)
		return refuse(a, "there are no hits to assign: '%s' throws the "
		    "dice first", verb_word(a, "fire"));
	if (f->hits[p] == 0)
		return refuse(a, "%s has no hits to assign", pname(a, p));
	fight_left_in(a);	/* those without units there drop out */
	report_line(a->rep, "%s assigns %ld hit%s:", pname(a, p), f->hits[p],
	    f->hits[p] == 1 ? "" : "s");
	if (t == 0)	/* left out: the units that fall quickest */
		return fight_assign_default(a, p, &fate);
	if ((left = calloc((size_t)(a->st->nplayers * NPIECES(a)),
	    sizeof *left)) == NULL)
		return diag_set(a->d, ST_ENV, "out of memory");
	for (int o = 0; o < a->st->nplayers; o++)
		for (int k = 0; k < NPIECES(a); k++)
			left[o * NPIECES(a) + k] = UNITS(a, f->tile, o)[k];
	sb_init(&c);
	if ((st = hit_list(a, p, a->argv[t], left, &c, &fate)) == ST_OK)
		canon(a, sb_str(&c));
	sb_release(&c);
	free(left);
	if (st != ST_OK)
		return st;
	if (f->hits[p] > 0) {
		for (int o = 0; o < a->st->nplayers; o++)
			if (o != p && f->in[o] && terr_count(a, f->tile, o) > 0)
				return refuse(a, "%ld hit%s left to assign: name "
				    "more units (%s still has some in the "
				    "combat)", f->hits[p], f->hits[p] == 1 ?
				    "" : "s", pname(a, o));
		f->hits[p] = 0;
	}
	return ST_OK;
}
