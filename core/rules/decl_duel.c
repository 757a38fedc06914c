/* decl_duel.c: the ruleset check of the effect duel of a text written
 * before, one piece tracked one by one attacking another, declared at
 * load (core/rules/ruleset_duel.c) where it can be: what stopped it (the
 * pieces are two tracked words of the action; the text's mechanisms.duel,
 * read and taken out there, named the contest that settles it).  One left
 * is always refused (decl_fx_before.c), so none is run. */
#include "core/rules/ruleset.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

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
