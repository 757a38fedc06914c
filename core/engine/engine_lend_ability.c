/* engine_lend_ability.c: the effect lend-ability, the actor's chief's
 * ability, one that borrows, used to borrow for the rest of the turn the
 * ability of the chief a word of the action names ("lend-ability: {chief:
 * chief_of(me, chief), borrow: lord}"): the word is checked, the
 * borrowing ability run and paid as run-ability runs it, then the other
 * chief lent (chief_of(me, lent) reads it; its modifiers count for the
 * actor's pieces, eng_chiefs_acting).  The word left out, nothing is
 * lent.  Its line names the command that uses the lent ability: used-by,
 * or the action's own. */
#include "core/act/act.h"
#include "core/engine/engine_effects.h"
#include "core/engine/engine_eval.h"

#include "core/state/pieces.h"
#include "core/state/state.h"

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
		/* the actor's own chief: the chief that borrows is it
		 * (its own ability), or lends the actor another's */
		if (q == p && bl == own)
			return refuse(a, "%s cannot borrow its own ability",
			    own->name);
		if (q == p)
			return refuse(a, "%s is %s's own %s: %s lends %s only "
			    "the ability of another %s", bl->name, pname(a, q),
			    game_word(a, W_CHIEF, 1), own->name, pname(a, q),
			    game_word(a, W_CHIEF, 1));
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

int
eng_ability_lend(struct act *a, int p, const struct chief_def *own, int k,
    const char *cmd, const char *user)
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
		    user);
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
eng_lend_ability(struct act *a, const struct eff_lend_ability *x,
    const struct eng_eval *ev)
{
	const struct chief_def *own;
	const char *cmd;
	int p = ev->me, at, st;

	if (p < 0 || p >= a->st->nplayers)
		return refuse(a, "it is nobody's turn");
	if ((own = eng_chief_at(a, &x->chief, "lend-ability", "chief", ev,
	    &st)) == NULL)
		return st;
	at = x->at >= 0 ? (int)ev->args[x->at] : 0;
	if (at <= 0 || at >= a->argc || ev->act == NULL)
		return ST_OK;	/* the word left out: nothing lent */
	if (!own->ability.present)
		return refuse(a, "%s has no ability to use (%s)", own->name,
		    own->text ? own->text : "only lasting ones");
	cmd = a->rs->actions.ids[ev->act - VEC_AT(a->rs->actions,
	    struct action_def, 0)];
	return eng_ability_lend(a, p, own, at, cmd, x->used_by != NULL ?
	    x->used_by : cmd);
}
