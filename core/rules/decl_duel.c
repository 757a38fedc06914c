/* decl_duel.c: the ruleset check of the effect duel of a text written
 * before, one piece tracked one by one attacking another, declared at
 * load (core/rules/ruleset_duel.c) where it can be: what stopped it (the
 * pieces are two tracked words of the action; the text's mechanisms.duel,
 * read and taken out there, named the contest that settles it); and of
 * the word of kind modifiers (what the GM adds to either side, the cards
 * played: every word left), the last, read by one play-cards or by none
 * (decl_play_cards.c). */
#include <stddef.h>
#include <string.h>

#include "core/rules/ruleset.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

int
eng_check_modifiers_word(const struct ruleset *rs,
    const struct action_def *a, const char *id, int k,
    struct diag_list *errs)
{
	const struct arg_def *x = VEC_AT(a->args, struct arg_def, k);
	int bad = 0;

	(void)rs;
	bad += decl_word_last(a, id, k, errs);
	bad += eng_check_modifiers_reader(a, id, k, decl_word_read(a,
	    x->name, offsetof(struct effect_def, duel.modifiers)), errs);
	return bad;
}

int
eng_check_duel(const struct ruleset *rs, const struct action_def *act,
    struct eff_duel *x, const char *path, const struct spos *pos,
    struct diag_list *errs)
{
	int bad;

	(void)rs;
	x->w_attacker = x->w_target = x->w_modifiers = -1;
	if (act == NULL)
		return ERR(*pos, "'%s': duel takes the words of an action (the "
		    "attacking piece, the one attacked, the modifiers); a phase "
		    "has none", path);
	bad = decl_effect_word(act, "duel", x->attacker, ARG_TRACKED,
	    "attacker", &x->w_attacker, path, pos, errs) +
	    decl_effect_word(act, "duel", x->target, ARG_TRACKED, "target",
	    &x->w_target, path, pos, errs);
	if (x->modifiers != NULL)
		bad += decl_effect_word(act, "duel", x->modifiers,
		    ARG_MODIFIERS, "modifiers", &x->w_modifiers, path, pos,
		    errs);
	if (x->w_attacker >= 0 && x->w_attacker == x->w_target)
		bad += ERR(*pos, "'%s': the attacker and the target are one "
		    "word, '%s': a piece attacks another, a word of its own",
		    path, x->attacker);
	if (act->repeat > 0)
		bad += ERR(*pos, "'%s': a duel is one piece against another, "
		    "once: it is no effect of an action with repeat", path);
	return bad;
}
