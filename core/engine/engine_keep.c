/* engine_keep.c: cards a player keeps for the game (a word of kind
 * card-id, the effect keep-card: the state's kept cards, kept.h, on any
 * game; a piece's card turns that piece to its upgraded side for him,
 * the state's upgrades, upgrades.h) and the players done
 * this phase (the effect mark-done, on any game: each player's record's
 * done, done.h, which done() and undone_next read). */
#include "core/act/act.h"
#include "core/engine/engine_cards.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_report.h"

#include <stdio.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/state/kept.h"
#include "core/state/state.h"
#include "core/state/upgrades.h"

/* An id as cards print it: a lowercase letter, then lowercase letters,
 * digits and '-', 40 at most. */
static int
card_id(const char *s)
{
	if (s[0] < 'a' || s[0] > 'z' || strlen(s) > 40)
		return 0;
	for (; *s; s++)
		if (!((*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9') ||
		    *s == '-'))
			return 0;
	return 1;
}

int
eng_card_id_word(struct act *a, const struct arg_def *x, const char *s,
    long *out)
{
	if (!card_id(s))
		return usage(a, "a %s is named by an id (lowercase letters, "
		    "digits and '-'), not '%s'", x->what != NULL ? x->what :
		    "card", s);
	canon(a, s);
	*out = vec_find(&a->rs->pieces, s);
	return ST_OK;
}

/* The refusal of a card kept already, in the ruleset's words. */
static int
twice(struct act *a, const struct eff_keep *x, const struct eng_eval *ev,
    int p, const char *id)
{
	struct strbuf b;
	int st;

	if (x->twice_says == NULL)
		return refuse(a, "%s keeps %s already", pname(a, p), id);
	sb_init(&b);
	if ((st = eng_say_into(a, &x->ttwice, ev, &b)) == ST_OK)
		st = refuse(a, "%s", sb_str(&b) ? sb_str(&b) : "");
	sb_release(&b);
	return st;
}

int
eng_keep_card(struct act *a, const struct eff_keep *x,
    const struct eng_eval *ev)
{
	const char *id = a->argv[1 + x->w_card];
	long p;
	int st, k;

	if ((st = eng_eval(&x->player, ev, &p, a->d)))
		return st;
	if (p < 0 || p >= a->st->nplayers)
		return diag_set(a->d, ST_DATA, "%s: keep-card is for a player "
		    "(the ruleset's error)", a->rs->id);
	if (kept_has(a->st->kept, (int)p, id))
		return twice(a, x, ev, (int)p, id);
	if ((st = kept_add(&a->st->kept, (int)p, id)) > 0)
		return refuse(a, "%s holds too many cards to record",
		    pname(a, (int)p));
	if (st < 0)
		return diag_set(a->d, ST_ENV, "out of memory");
	/* a piece's card turns that piece to its upgraded side */
	if ((k = vec_find(&a->rs->pieces, id)) >= 0 &&
	    upgrades_turn(&a->st->upgrades, a->rs->pieces.n, (int)p, k) < 0)
		return diag_set(a->d, ST_ENV, "out of memory");
	return ST_OK;
}

int
eng_mark_done(struct act *a, const struct sexpr *x, const struct eng_eval *ev)
{
	long p;
	int st;

	if ((st = eng_eval(x, ev, &p, a->d)))
		return st;
	if (p < 0 || p >= a->st->nplayers)
		return diag_set(a->d, ST_DATA, "%s: mark-done is for a player "
		    "(the ruleset's error)", a->rs->id);
	a->st->players[p].done = 1;
	return ST_OK;
}
