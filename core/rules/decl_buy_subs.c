/* decl_buy_subs.c: the ruleset check of the effect buy-sub-locations, a
 * player's landing at a location of the site being resolved and the
 * sub-locations bought there from a pool an expression gives
 * (core/engine/engine_buy_subs.c). */
#include <ctype.h>

#include "core/base/fmt_path.h"
#include "core/rules/names.h"
#include "core/rules/ruleset.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

/* A word of the effect's line, key k of path: left out, or a word
 * (letters, digits and '-', its line reads it between spaces). */
static int
word_named(const char *w, const char *path, const char *k, const char *what,
    const char *dflt, const struct spos *pos, struct diag_list *errs)
{
	if (w == NULL)
		return 0;
	for (const char *c = w; *c != '\0'; c++)
		if (!isalnum((unsigned char)*c) && *c != '-')
			return ERR(*pos, "'%s.%s' is '%s': write one word, %s, "
			    "letters, digits and '-', or leave the key out for "
			    "'%s'", path, k, w, what, dflt);
	if (w[0] == '\0')
		return ERR(*pos, "'%s.%s' is empty: write one word, %s, or "
		    "leave the key out for '%s'", path, k, what, dflt);
	return 0;
}

int
eng_check_buy_subs(const struct ruleset *rs, const struct action_def *act,
    struct eff_buy_subs *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs)
{
	char p[300];
	int bad, k;

	x->w_player = x->w_claim = -1;
	if (act == NULL)
		return ERR(*pos, "'%s': buy-sub-locations takes the words of an "
		    "action (a player, and a word of kind items read by-effect: "
		    "the location and the sub-locations bought); a phase has "
		    "none", path);
	/* (the claims' check sees to the sites and their sub-locations) */
	if (!rs->mech.claims.present)
		return ERR(*pos, "'%s': buy-sub-locations buys sub-locations at "
		    "the site being resolved in the round of the card "
		    "mechanisms: it needs mechanisms.claims (with its sites "
		    "and their sub-locations), or take the effect out", path);
	bad = decl_effect_word(act, "buy-sub-locations", x->player,
	    ARG_PLAYER, "player", &x->w_player, path, pos, errs);
	if ((k = decl_effect_word(act, "buy-sub-locations", x->claim,
	    ARG_ITEMS, "claim", &x->w_claim, path, pos, errs)) == 0)
		k = eng_check_buy_subs_items(rs, VEC_AT(act->args,
		    struct arg_def, x->w_claim), path, pos, errs);
	bad += k;
	if (x->pool_name != NULL && x->pool_name[0] == '\0')
		bad += ERR(*pos, "'%s.pool-name' is empty: name the pool the "
		    "player pays with (e.g. 'gold'), or leave the key out for "
		    "the second card value's name", path);
	bad += word_named(x->lands, path, "lands", "the verb of its line "
	    "(e.g. 'buys')", "lands", pos, errs);
	bad += word_named(x->landed, path, "landed", "the verb's participle "
	    "(e.g. 'bought')", "landed", pos, errs);
	bad += word_named(x->location_name, path, "location-name", "what a "
	    "location is called (e.g. 'berth')", "location", pos, errs);
	bad += eng_compile_key(&x->pays, path, "pays", rs, act, in_roll, errs);
	fmt_path(p, sizeof p, "%.200s.next-says", path);
	bad += eng_compile_says(x->next_says, &x->tnext, p, pos, rs, act,
	    in_roll, errs);
	fmt_path(p, sizeof p, "%.200s.done-says", path);
	bad += eng_compile_says(x->done_says, &x->tdone, p, pos, rs, act,
	    in_roll, errs);
	fmt_path(p, sizeof p, "%.200s.last-says", path);
	return bad + eng_compile_says(x->last_says, &x->tlast, p, pos, rs,
	    act, in_roll, errs);
}
