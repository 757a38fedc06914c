/* decl_top.c: the ruleset check of the words of a supply deck and of a
 * card, and of the effect set-top that enters the card seen on top of a
 * face-up deck (core/engine/engine_top.c). */
#include <string.h>

#include "core/rules/ruleset.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

int
rs_has_supply(const struct ruleset *rs)
{
	for (int d = 0; d < rs->decks.n; d++)
		if (rs_supply_deck(rs, d))
			return 1;
	return 0;
}

/* The word of act called name, of kind, into *at; the number of errors. */
static int
word_of(const struct action_def *act, const char *name, int kind,
    const char *what, int *at, const char *path, const struct spos *pos,
    struct diag_list *errs)
{
	return decl_effect_word(act, "set-top", name, kind, what, at, path, pos,
	    errs);
}

int
eng_check_set_top(const struct action_def *act, struct eff_top *x,
    const char *path, const struct spos *pos, struct diag_list *errs)
{
	if (act == NULL)
		return ERR(*pos, "'%s': set-top takes the words of an action "
		    "(a deck and a card); a phase has none", path);
	return word_of(act, x->deck, ARG_DECK, "deck", &x->w_deck, path,
	    pos, errs) + word_of(act, x->card, ARG_CARD, "card", &x->w_card,
	    path, pos, errs);
}
