/* decl_set_squad.c: the ruleset check of a word of kind away-cargo (an
 * optional distance space, then cargo pairs: every word left) and of the
 * effect set-squad that reads it with a party, a numbered zone and two
 * counts (core/engine/engine_set_squad.c). */
#include <stddef.h>
#include <string.h>

#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

/* Does rs have numbered zones with colonies, where squads stand? */
static int
has_zones(const struct ruleset *rs)
{
	return rs->board.zones.n > 0 && rs->mech.colonies.present;
}

int
eng_check_away_cargo_word(const struct ruleset *rs,
    const struct action_def *a, const char *id, int k,
    struct diag_list *errs)
{
	const struct arg_def *x = VEC_AT(a->args, struct arg_def, k);
	int bad = 0;

	if (!has_zones(rs))
		bad += ERR(a->args.pos[k], "'actions.%s.args': '%s' is of kind "
		    "away-cargo, the distance and cargo of a squad at one of "
		    "the numbered zones (board.%s, mechanisms.colonies), and "
		    "this ruleset has none: declare them, or give the word "
		    "another kind", id, x->name, ZONES_KEY);
	if (k + 1 != a->args.n || a->repeat > 0)
		bad += ERR(a->args.pos[k], "'actions.%s.args': '%s' is of kind "
		    "away-cargo, which takes every word left: it is the last "
		    "word, of an action without repeat", id, x->name);
	if (!decl_word_read(a, x->name, offsetof(struct effect_def,
	    set_squad.rest)) && !decl_word_read(a, x->name,
	    offsetof(struct effect_def, squad_counts.goods)))
		bad += ERR(a->args.pos[k], "'actions.%s.args': the words '%s' "
		    "are read by an effect set-squad or squad-counts of the "
		    "action, and none does: add 'squad-counts: {party: P, at: "
		    "ZONE, away: %s, strikers: N, carriers: N, goods: %s}' to "
		    "its effects", id, x->name, x->name, x->name);
	return bad;
}

int
eng_check_set_squad(const struct ruleset *rs, const struct action_def *act,
    struct eff_set_squad *x, const char *path, const struct spos *pos,
    struct diag_list *errs)
{
	int bad;

	x->w_party = x->w_at = x->w_strikers = x->w_carriers = x->w_rest = -1;
	if (act == NULL)
		return ERR(*pos, "'%s': set-squad takes the words of an action "
		    "(a party, a numbered zone, two counts and the rest); a "
		    "phase has none", path);
	bad = decl_effect_word(act, "set-squad", x->party, ARG_PARTY,
	    "party", &x->w_party, path, pos, errs) +
	    decl_effect_word(act, "set-squad", x->at, ARG_REGION, "at",
	    &x->w_at, path, pos, errs) +
	    decl_effect_word(act, "set-squad", x->strikers, ARG_NUMBER,
	    "strikers", &x->w_strikers, path, pos, errs) +
	    decl_effect_word(act, "set-squad", x->carriers, ARG_NUMBER,
	    "carriers", &x->w_carriers, path, pos, errs) +
	    decl_effect_word(act, "set-squad", x->rest, ARG_AWAY_CARGO,
	    "rest", &x->w_rest, path, pos, errs);
	for (int i = 0; i < 2; i++) {
		int w = i ? x->w_carriers : x->w_strikers;
		if (w >= 0 && VEC_AT(act->args, struct arg_def, w)->min < 0)
			bad += ERR(*pos, "'%s': the word '%s' may be below 0, "
			    "and a squad's %s are counted from 0: give it "
			    "'min: 0' or more", path, i ? x->carriers :
			    x->strikers, i ? "carriers" : "strikers");
	}
	if (x->w_at >= 0 && VEC_AT(act->args, struct arg_def,
	    x->w_at)->joined)
		bad += ERR(*pos, "'%s': the word '%s' is joined to the word "
		    "before it; set-squad's zone is a word of its own", path,
		    x->at);
	if (!has_zones(rs))
		bad += ERR(*pos, "'%s': set-squad sets a squad at one of the "
		    "numbered zones (board.%s, mechanisms.colonies), and this "
		    "ruleset has none: declare them, or take the effect out",
		    path, ZONES_KEY);
	return bad;
}
