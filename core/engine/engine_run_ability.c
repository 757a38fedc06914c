/* engine_run_ability.c: the effect run-ability, the ability a chief
 * declares (chiefs.*.ability) run for the actor: its cost and action
 * points paid, each with its line, then its effects.  The chief is an
 * expression ("run-ability: {chief: chief_of(me, chief)}"); lent-to, when
 * given, names the chief the ability is lent to in the first line.  An
 * ability that would draw from an empty counted deck is refused before
 * anything is paid. */
#include "core/act/act.h"
#include "core/engine/engine_effects.h"
#include "core/engine/engine_eval.h"

#include <stdio.h>
#include <string.h>

#include "core/state/pieces.h"
#include "core/state/state.h"

/* Does the ability draw from counted deck d (an effect of its own, not
 * within another)? */
static int
draws_from(const struct ability_def *ab, int d)
{
	for (int k = 0; k < ab->effects.n; k++) {
		const struct effect_def *e = VEC_AT(ab->effects,
		    struct effect_def, k);
		if (EK_IS(e, draw) && e->draw.deck.i == d)
			return 1;
	}
	return 0;
}

/* Refuse, before anything is paid, an ability that would do nothing of
 * what it is used for: draw from a counted deck that is empty. */
static int
ability_possible(struct act *a, const struct chief_def *ld)
{
	int d = rs_draw_deck(a->rs), st;
	const struct deck_def *k;

	if (d < 0 || !draws_from(&ld->ability, d))
		return ST_OK;
	k = VEC_AT(a->rs->decks, struct deck_def, d);
	if ((st = rs_need_intf(a->rs, k->size, a->d, "decks.%s.size",
	    a->rs->decks.ids[d])))
		return st;
	if (deck_left(a->rs, a->st, d) <= 0)
		return refuse(a, "%s is empty: %s's ability would draw "
		    "nothing, so it cannot be used", k->name, ld->name);
	return ST_OK;
}

/* p pays r n for the ability, with its line (who, as pays says). */
static int
pay(struct act *a, int p, int r, long n, int says_pays)
{
	long before = a->st->players[p].res[r];
	int st;

	if ((st = res_add(a, p, r, -n, "the ability")))
		return st;
	if (says_pays)
		report_line(a->rep, "%s pays %s: %s %ld -> %ld", pname(a, p),
		    qty(a, r, n), rname(a, r), before,
		    a->st->players[p].res[r]);
	else
		report_line(a->rep, "%s: %s %ld -> %ld", pname(a, p),
		    rname(a, r), before, a->st->players[p].res[r]);
	return ST_OK;
}

int
eng_ability_run(struct act *a, int p, const struct chief_def *ld,
    const char *by)
{
	const struct ability_def *ab = &ld->ability;
	struct eng_eval ev;
	int st;

	/* its effects, read from the kept image when first used */
	if ((st = eng_ability_ready(a->rs, (int)(ld - VEC_AT(a->rs->chiefs,
	    struct chief_def, 0)), a->d)))
		return st;
	if ((st = ability_possible(a, ld)))
		return st;
	if (by != NULL)
		report_line(a->rep, "%s (lent to %s): %s", ld->name, by,
		    ld->text ? ld->text : "");
	else
		report_line(a->rep, "%s: %s", ld->name, ld->text ? ld->text :
		    "");
	for (int k = 0; k < ab->cost.n; k++)
		if ((st = pay(a, p, rs_resource(a->rs, ab->cost.ids[k]),
		    *VEC_AT(ab->cost, long, k), 1)))
			return st;
	if (ab->ap > 0 && (st = pay(a, p, a->rs->mech.ap.resource.i, ab->ap,
	    0)))
		return st;
	/* what it does, for its player */
	memset(&ev, 0, sizeof ev);
	ev.rs = a->rs;
	ev.st = a->st;
	ev.me = p;
	ev.here = ev.who = ev.group = -1;
	return eng_effects(a, &ab->effects, &ev);
}

const struct chief_def *
eng_chief_at(struct act *a, const struct sexpr *x, const char *eff,
    const char *what, const struct eng_eval *ev, int *st)
{
	long c;

	if ((*st = eng_eval(x, ev, &c, a->d)))
		return NULL;
	if (c < 0 || c >= a->rs->chiefs.n) {
		*st = diag_set(a->d, ST_DATA, "%s: %s: %s '%s' is %ld, "
		    "no %s of the ruleset: the ruleset's error (a requirement "
		    "'%s >= 0' refuses it)", a->rs->id, eff, what, x->text, c,
		    game_word(a, W_CHIEF, 1), x->text);
		return NULL;
	}
	return RS_CHIEF(a->rs, c);
}

int
eng_run_ability(struct act *a, const struct eff_run_ability *x,
    const struct eng_eval *ev)
{
	const struct chief_def *ld, *to = NULL;
	int p = ev->me, st;

	if (p < 0 || p >= a->st->nplayers)
		return refuse(a, "it is nobody's turn");
	if ((ld = eng_chief_at(a, &x->chief, "run-ability", "chief", ev,
	    &st)) == NULL ||
	    (x->lent_to.text != NULL && (to = eng_chief_at(a,
	    &x->lent_to, "run-ability", "lent-to", ev, &st)) == NULL))
		return st;
	if (!ld->ability.present)
		return refuse(a, "%s has no ability to use (%s)", ld->name,
		    ld->text ? ld->text : "only lasting ones");
	return eng_ability_run(a, p, ld, to != NULL ? to->name : NULL);
}
