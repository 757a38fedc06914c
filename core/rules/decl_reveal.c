/* decl_reveal.c: the ruleset check of a word of kind revealed (the site
 * card revealed: none for one arbiter draws, a catalogue card's id, or a
 * card entered, every word left), read by a draw from the deck of site
 * cards with its 'card' (core/engine/engine_reveal.c). */
#include <string.h>

#include "core/rules/ruleset.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

int
eng_check_revealed_word(const struct action_def *a, const char *id, int k,
    struct diag_list *errs)
{
	const struct arg_def *x = VEC_AT(a->args, struct arg_def, k);

	if (decl_word_last(a, id, k, errs))
		return 1;
	for (int i = 0; i < a->effects.n; i++) {
		const struct effect_def *e = VEC_AT(a->effects,
		    struct effect_def, i);
		if (EK_IS(e, draw) && e->draw.card != NULL &&
		    strcmp(e->draw.card, x->name) == 0)
			return 0;
	}
	return ERR(a->args.pos[k], "'actions.%s.args': the site '%s' is read "
	    "by a draw from the deck of site cards of the action, and none "
	    "does: add 'draw: {deck: DECK, card: %s}' to its effects", id,
	    x->name, x->name);
}

/* The word named name of action act, of kind revealed, read by effect
 * what at path: its place in *w; the number of errors. */
int
eng_check_site_card(const struct ruleset *rs, const struct action_def *act,
    const char *name, const char *what, const char *path,
    const struct spos *pos, struct diag_list *errs, int *w)
{
	int bad = 0, at = -1;

	*w = -1;
	if (act == NULL)
		return ERR(*pos, "'%s': %s takes the words of an action (the "
		    "site card revealed, or none); a phase has none", path,
		    what);
	for (int k = 0; k < act->args.n; k++)
		if (strcmp(VEC_AT(act->args, struct arg_def, k)->name,
		    name) == 0)
			at = k;
	if (at < 0)
		bad += ERR(*pos, "'%s': '%s' is no word of the action: %s's "
		    "site is a word of kind revealed (args)", path, name, what);
	else if (VEC_AT(act->args, struct arg_def, at)->kind != ARG_REVEALED)
		bad += ERR(*pos, "'%s': the word '%s' is of kind %s; %s's "
		    "site is a word of kind revealed", path, name,
		    eng_arg_kind_names[VEC_AT(act->args, struct arg_def,
		    at)->kind], what);
	else
		*w = at;
	/* (the claims' check sees to the sites and their deck) */
	if (!rs->mech.claims.present)
		bad += ERR(*pos, "'%s': %s puts a site card on the table "
		    "for the round of the card mechanisms: it needs "
		    "mechanisms.claims (with its sites and their deck)", path,
		    what);
	return bad;
}
