/* engine_ability.c: the effect use-ability, a chief's ability used in a
 * turn.  arbiter charges what an ability costs and does what of it is
 * data (chiefs.*.ability: draw cards, bring a token); its text says the
 * rest, which the GM rules at the table.  An ability that borrows lends
 * its player, for the rest of the turn, the ability of another chief: the
 * effect then uses that one, and that chief's modifiers count for the
 * player's pieces (eng_chiefs_acting).  The ability itself runs as the
 * effect run-ability runs it (eng_ability_run, engine_run_ability.c). */
#include "core/engine/engine_int.h"
#include "core/engine/engine_enter.h"

#include <stdio.h>
#include <string.h>

#include "core/state/pieces.h"
#include "core/state/state.h"

#define TRACK(a, i) (&(a)->st->board->track.v[i])

/* Does ld change numbers during a turn (not only at the start)? */
static int
mods_in_turn(const struct chief_def *ld)
{
	const struct chief_mods *m = &ld->mods;

	return m->flags.n > 0 || m->numbers.n > 0 || m->by_unit.n > 0;
}

/* May the ability of own borrow chief b for player p? */
static int
may_borrow(struct act *a, int p, const struct chief_def *own, int b)
{
	const struct chief_def *bl = RS_CHIEF(a->rs, b);

	for (int q = 0; q < a->st->nplayers; q++) {
		if (a->st->pc.chief[q] != b)
			continue;
		if (q == p)
			return refuse(a, "%s cannot borrow its own ability",
			    own->name);
		if (own->ability.borrow == BORROW_UNCHOSEN)
			return refuse(a, "%s is %s's %s: %s borrows only "
			    "the ability of a %s nobody chose", bl->name,
			    pname(a, q), game_word(a, W_CHIEF, 1), own->name,
			    game_word(a, W_CHIEF, 1));
		if (pieces_chief_of(&a->st->pc, a->st->board, q) >= 0)
			return refuse(a, "%s is on the board (%s's %s): "
			    "%s borrows only the ability of a %s that is "
			    "not", bl->name, pname(a, q),
			    game_word(a, W_CHIEF, 1), own->name,
			    game_word(a, W_CHIEF, 1));
	}
	if (bl->ability.present && bl->ability.borrow != BORROW_NONE)
		return refuse(a, "%s's ability borrows too: there is nothing "
		    "to borrow from it", bl->name);
	return ST_OK;
}

/* The word argv[k] of the action cmd: p's own ability borrows that
 * chief's for the turn (the chief logged once a command, though it is
 * borrowed twice). */
static int
borrow(struct act *a, int p, const struct chief_def *own, int k,
    const char *cmd)
{
	const char *w = a->argv[k];
	int b = vec_find(&a->rs->chiefs, w), st;
	const struct chief_def *bl;

	if (own->ability.borrow == BORROW_NONE)
		return usage(a, "%s's ability borrows no other %s's: "
		    "write '%s' alone", own->name, game_word(a, W_CHIEF, 1),
		    cmd);
	if (b < 0)
		return usage(a, "no %s '%s' in %s: '%s %s' names the %s "
		    "whose ability %s borrows", game_word(a, W_CHIEF, 1), w,
		    a->rs->id, cmd, game_word_caps(a, W_CHIEF),
		    game_word(a, W_CHIEF, 1), own->name);
	canon_arg(a, k, a->rs->chiefs.ids[b]);
	bl = RS_CHIEF(a->rs, b);
	if ((st = may_borrow(a, p, own, b)) ||
	    (st = eng_ability_run(a, p, own, NULL)))
		return st;
	a->st->pc.borrowed[p] = b;
	report_line(a->rep, "%s borrows the ability of %s for this turn: %s",
	    own->name, bl->name, bl->text ? bl->text : "");
	if (bl->ability.present)
		report_line(a->rep, "'%s' uses it until the turn ends",
		    cmd);
	if (mods_in_turn(bl))
		report_line(a->rep, "arbiter applies what it changes in "
		    "numbers until the turn ends");
	if (!bl->ability.present && !mods_in_turn(bl))
		report_line(a->rep, "arbiter does nothing of it: the GM "
		    "rules it");
	json_set(a->rep->data, "borrowed", json_str(a->rs->chiefs.ids[b]));
	return ST_OK;
}

int
eng_use_ability(struct act *a, const struct eff_ability *x,
    const struct eng_eval *ev)
{
	int p = ev->me, l, at;
	const struct chief_def *ld, *lent;

	if (p < 0 || p >= a->st->nplayers)
		return refuse(a, "it is nobody's turn");
	if (a->st->board == NULL || (l = pieces_chief_of(&a->st->pc,
	    a->st->board, p)) < 0)
		return refuse(a, "%s has no %s on the board", pname(a, p),
		    game_word(a, W_CHIEF, 1));
	ld = RS_CHIEF(a->rs, TRACK(a, l)->kind - a->rs->units.n);
	if (!ld->ability.present)
		return refuse(a, "%s has no ability to use (%s)", ld->name,
		    ld->text ? ld->text : "only lasting ones");
	if (TRACK(a, l)->counters > 0)
		return refuse(a, "%s carries %s: its abilities rest until the "
		    "last is gone", ld->name, game_word(a, W_COUNTER, 2));
	at = x->at >= 0 ? (int)ev->args[x->at] : 0;
	if (at > 0 && at < a->argc && ev->act != NULL)
		return borrow(a, p, ld, at, a->rs->actions.ids[
		    ev->act - VEC_AT(a->rs->actions, struct action_def, 0)]);
	if (a->st->pc.borrowed[p] < 0)
		return eng_ability_run(a, p, ld, NULL);
	lent = RS_CHIEF(a->rs, a->st->pc.borrowed[p]);
	if (!lent->ability.present)
		return refuse(a, "%s has no ability to use (%s); its lasting "
		    "ones count until the turn ends", lent->name, lent->text ?
		    lent->text : "only lasting ones");
	return eng_ability_run(a, p, lent, ld->name);
}
