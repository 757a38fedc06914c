/* decl_resolve.c: the ruleset check of a word of kind resolved (the site
 * of the round resolved, or none for the next, and the values drawn for
 * a tie: every word left) and of the effect resolve that reads it
 * (core/engine/engine_resolve.c). */
#include <string.h>

#include "core/rules/ruleset.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

int
eng_check_resolved_word(const struct action_def *a, const char *id, int k,
    struct diag_list *errs)
{
	const struct arg_def *x = VEC_AT(a->args, struct arg_def, k);

	if (decl_word_last(a, id, k, errs))
		return 1;
	for (int i = 0; i < a->effects.n; i++) {
		const struct eff_resolve *r = &VEC_AT(a->effects,
		    struct effect_def, i)->resolve;
		if (r->present && r->site != NULL && strcmp(r->site,
		    x->name) == 0)
			return 0;
	}
	return ERR(a->args.pos[k], "'actions.%s.args': the site '%s' is read "
	    "by the effect resolve of the action, and none does: add "
	    "'resolve: {site: %s}' to its effects", id, x->name, x->name);
}

int
eng_check_resolve(const struct ruleset *rs, const struct action_def *act,
    struct eff_resolve *x, const char *path, const struct spos *pos,
    struct diag_list *errs)
{
	int bad = 0;

	x->w_site = -1;
	if (act == NULL)
		return ERR(*pos, "'%s': resolve takes the words of an action (the "
		    "site resolved and the values drawn for a tie, or none); "
		    "a phase has none", path);
	bad += decl_effect_word(act, "resolve", x->site, ARG_RESOLVED, "site",
	    &x->w_site, path, pos, errs);
	/* (the claims' check sees to the sites, the landing ranking and the
	 * score it compares) */
	if (!rs->mech.claims.present)
		bad += ERR(*pos, "'%s': resolve orders the players at a site of "
		    "the round of the card mechanisms by its landing ranking: "
		    "it needs mechanisms.claims (with its sites and the "
		    "landing ranking)", path);
	return bad;
}
