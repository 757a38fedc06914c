/* decl_claim.c: the ruleset check of a word of kind claim (a location of
 * the site being resolved and the sub-locations taken there, every word
 * left) and of the effect claim that reads it (core/engine/engine_claim.c). */
#include <stddef.h>
#include <string.h>

#include "core/rules/ruleset.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

int
eng_check_claim_word(const struct action_def *a, const char *id, int k,
    struct diag_list *errs)
{
	const struct arg_def *x = VEC_AT(a->args, struct arg_def, k);

	if (decl_word_last(a, id, k, errs))
		return 1;
	for (int i = 0; i < a->effects.n; i++) {
		const struct eff_claim *c = &VEC_AT(a->effects,
		    struct effect_def, i)->claim;
		if (c->present && c->claim != NULL && strcmp(c->claim,
		    x->name) == 0)
			return 0;
	}
	/* or by buy-sub-locations */
	if (decl_word_read(a, x->name, offsetof(struct effect_def,
	    buy_subs.claim)))
		return 0;
	return ERR(a->args.pos[k], "'actions.%s.args': the claim '%s' is read "
	    "by an effect of the action (buy-sub-locations or claim), and "
	    "none does: add 'buy-sub-locations: {player: PLAYER, claim: %s, "
	    "pays: EXPRESSION}' to its effects", id, x->name, x->name);
}

/* The word of act called name, of kind, into *at; the number of errors. */
static int
word_of(const struct action_def *act, const char *name, int kind,
    const char *what, int *at, const char *path, const struct spos *pos,
    struct diag_list *errs)
{
	return decl_effect_word(act, "claim", name, kind, what, at, path, pos,
	    errs);
}

int
eng_check_claim(const struct ruleset *rs, const struct action_def *act,
    struct eff_claim *x, const char *path, const struct spos *pos,
    struct diag_list *errs)
{
	int bad;

	x->w_player = x->w_claim = -1;
	if (act == NULL)
		return ERR(*pos, "'%s': claim takes the words of an action (a "
		    "player and the location landed at); a phase has none",
		    path);
	bad = word_of(act, x->player, ARG_PLAYER, "player", &x->w_player,
	    path, pos, errs) + word_of(act, x->claim, ARG_CLAIM, "claim",
	    &x->w_claim, path, pos, errs);
	/* (the claims' check sees to the sites, their deck and the ranking
	 * of the landings) */
	if (!rs->mech.claims.present)
		bad += ERR(*pos, "'%s': claim lands at the site being resolved "
		    "in the round of the card mechanisms: it needs "
		    "mechanisms.claims (with its sites and the landing "
		    "ranking)", path);
	return bad;
}
