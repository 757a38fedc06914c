/* engine_play_cards.c: the effect play-cards, the words of a word of kind
 * modifiers read in order, each logged as read: a term the GM rules for
 * a side (a+N, a-N, d+N, d-N[:NOTE], read again, added up, by
 * modifier() and @modifierterms: engine_mod_words.c), or cards of the
 * drawing deck's hand played by one of the two players of the fight
 * (cards:PLAYER[:N], logged with the player's name and the number); they
 * leave the game, a line each.  The first wrong word refuses the
 * command, a card refusal coming where its word is. */
#include "core/act/act.h"
#include "core/engine/engine_cards.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_words.h"

#include <stdio.h>
#include <string.h>

#include "core/state/state.h"

/* cards:PLAYER[:N] (s): N cards (1 when none given) of the hand of the
 * drawing deck played by p or q in what (the fight, or the effect's
 * name). */
static int
cards(struct act *a, const char *s, long p, long q, const char *what)
{
	char name[64], *colon, w[96];
	long n = 1, before;
	int who, st, d = rs_draw_deck(a->rs), r;

	if (d < 0 || (r = VEC_AT(a->rs->decks, struct deck_def,
	    d)->hand.i) < 0)
		return usage(a, "%s has no cards to play", a->rs->id);
	snprintf(name, sizeof name, "%s", s + 6);
	if ((colon = strchr(name, ':')) != NULL) {
		*colon = '\0';
		if ((st = arg_long(a, colon + 1, "the cards", 1, ENG_MOD_MAX,
		    &n)))
			return st;
	}
	if ((st = arg_player(a, name, &who)))
		return st;
	snprintf(w, sizeof w, "cards:%s:%ld", pname(a, who), n);
	canon(a, w);
	if (who != p && who != q)
		return refuse(a, "only the players in %s play cards in it, "
		    "not %s", what, pname(a, who));
	before = a->st->players[who].res[r];
	if (before < n)
		return refuse(a, "%s has %s, not %ld", pname(a, who),
		    qty(a, r, before), n);
	a->st->players[who].res[r] -= n;
	report_line(a->rep, "%s plays %s in %s: %s %ld -> %ld",
	    pname(a, who), qty(a, r, n), what, rname(a, r), before,
	    before - n);
	return ST_OK;
}

int
eng_play_cards(struct act *a, const struct eff_play_cards *x,
    const struct eng_eval *ev)
{
	long from, p, q;
	int st;

	if (x->w < 0 || ev->act == NULL)
		return diag_set(a->d, ST_DATA, "%s: play-cards needs a word of "
		    "kind modifiers", a->rs->id);
	if ((st = eng_eval(&x->by, ev, &p, a->d)) ||
	    (st = eng_eval(&x->against, ev, &q, a->d)))
		return st;
	from = ev->args[x->w];
	for (long k = from; from > 0 && k < a->argc; k++) {
		const char *s = a->argv[k];
		if ((st = eng_mod_read(a, s)) != ENG_MOD_NONE) {
			if (st)
				return st;
		} else if (strncmp(s, "cards:", 6) == 0) {
			if ((st = cards(a, s, p, q, x->name != NULL ?
			    x->name : "the fight")))
				return st;
		} else {
			return usage(a, "'%s': write a modifier as a+N or d-N "
			    "(with ':NOTE' if you like) and cards played as "
			    "cards:PLAYER[:N]", s);
		}
	}
	return ST_OK;
}
