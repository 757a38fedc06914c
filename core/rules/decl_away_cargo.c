/* decl_away_cargo.c: the ruleset check of a word of kind away-cargo (an
 * optional distance space, then cargo pairs: every word left), read by
 * the effect squad-counts (core/engine/engine_away_cargo.c). */
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
	bad += decl_word_last(a, id, k, errs);
	if (!decl_word_read(a, x->name, offsetof(struct effect_def,
	    squad_counts.goods)))
		bad += ERR(a->args.pos[k], "'actions.%s.args': the words '%s' "
		    "are read by an effect squad-counts of the action, and "
		    "none does: add 'squad-counts: {party: P, at: ZONE, away: "
		    "%s, strikers: N, carriers: N, goods: %s}' to its effects",
		    id, x->name, x->name, x->name);
	return bad;
}
