/* decl_reveal.c: the ruleset check of a word of kind revealed (the site
 * card revealed: none for one arbiter draws, a catalogue card's id, or a
 * card entered, every word left) and of the effect reveal that reads it
 * (core/engine/engine_reveal.c). */
#include <string.h>

#include "core/rules/ruleset.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

int
eng_check_revealed_word(const struct action_def *a, const char *id, int k,
    struct diag_list *errs)
{
	const struct arg_def *x = VEC_AT(a->args, struct arg_def, k);

	if (k + 1 != a->args.n || a->repeat > 0)
		return ERR(a->args.pos[k], "'actions.%s.args': '%s' is of kind "
		    "revealed, which takes every word left: it is the last "
		    "word, of an action without repeat", id, x->name);
	for (int i = 0; i < a->effects.n; i++) {
		const struct eff_reveal *r = &VEC_AT(a->effects,
		    struct effect_def, i)->reveal;
		if (r->present && r->site != NULL && strcmp(r->site,
		    x->name) == 0)
			return 0;
	}
	return ERR(a->args.pos[k], "'actions.%s.args': the site '%s' is read "
	    "by the effect reveal of the action, and none does: add "
	    "'reveal: {site: %s}' to its effects", id, x->name, x->name);
}

int
eng_check_reveal(const struct ruleset *rs, const struct action_def *act,
    struct eff_reveal *x, const char *path, const struct spos *pos,
    struct diag_list *errs)
{
	int bad = 0, at = -1;

	x->w_site = -1;
	if (act == NULL)
		return ERR(*pos, "'%s': reveal takes the words of an action (the "
		    "site card revealed, or none); a phase has none", path);
	for (int k = 0; k < act->args.n; k++)
		if (strcmp(VEC_AT(act->args, struct arg_def, k)->name,
		    x->site) == 0)
			at = k;
	if (at < 0)
		bad += ERR(*pos, "'%s': '%s' is no word of the action: reveal's "
		    "site is a word of kind revealed (args)", path, x->site);
	else if (VEC_AT(act->args, struct arg_def, at)->kind != ARG_REVEALED)
		bad += ERR(*pos, "'%s': the word '%s' is of kind %s; reveal's "
		    "site is a word of kind revealed", path, x->site,
		    eng_arg_kind_names[VEC_AT(act->args, struct arg_def,
		    at)->kind]);
	else
		x->w_site = at;
	/* (the claims' check sees to the sites and their deck) */
	if (!rs->mech.claims.present)
		bad += ERR(*pos, "'%s': reveal puts a site card on the table "
		    "for the round of the card mechanisms: it needs "
		    "mechanisms.claims (with its sites and their deck)", path);
	return bad;
}
