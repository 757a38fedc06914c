/* decl_stats.c: the ruleset check of the words of kind piece-kind and
 * stats and of the effect enter-stats that reads them
 * (core/engine/engine_stats.c). */
#include <stddef.h>
#include <string.h>

#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

/* A value of the counted pieces named as a part of their cards that the
 * stats enter (attack, cost) where a piece leaves that part unknown: the
 * word would enter the value, never the part.  1 when so (said). */
static int
hidden(const struct ruleset *rs, const struct action_def *a, const char *id,
    int k, const char *part, struct diag_list *errs)
{
	const struct arg_def *x = VEC_AT(a->args, struct arg_def, k);

	if (rs_piece_value_index(rs, part) < 0 ||
	    !rs_piece_card_unknown(rs, part))
		return 0;
	return ERR(a->args.pos[k], "'actions.%s.args': the stats '%s' enter "
	    "a piece's %s where the ruleset leaves it unknown, as '%s:...', "
	    "and the pieces have a value named %s too, which that word would "
	    "enter instead: name the value otherwise (under "
	    "'pieces.PIECE.values' and 'piece-values')", id, x->name, part,
	    part, part);
}

int
eng_check_stats_word(const struct ruleset *rs, const struct action_def *a,
    const char *id, int k, struct diag_list *errs)
{
	const struct arg_def *x = VEC_AT(a->args, struct arg_def, k);

	if (rs->units.n <= 0 && rs->chiefs.n <= 0 && rs->pieces.n <= 0)
		return ERR(a->args.pos[k], "'actions.%s.args': a %s word "
		    "reads a kind of piece, and this ruleset has none: declare "
		    "the kinds under 'pieces' (counted, or 'tracked: true' for "
		    "pieces tracked one by one)", id,
		    eng_arg_kind_names[x->kind]);
	if (x->kind != ARG_STATS)
		return 0;
	/* counted pieces only: their values are the ones entered, or the
	 * rest of their cards left unknown */
	if (rs->units.n <= 0 && rs->chiefs.n <= 0 && rs->npvalues <= 0 &&
	    !rs_piece_card_unknown(rs, NULL))
		return ERR(a->args.pos[k], "'actions.%s.args': the stats '%s' "
		    "enter values of the pieces, and no piece of this ruleset "
		    "gives any: give them under 'pieces.PIECE.values' (unknown "
		    "for one the rulebook does not give)", id, x->name);
	if (decl_word_last(a, id, k, errs) || hidden(rs, a, id, k, "attack",
	    errs) || hidden(rs, a, id, k, "cost", errs))
		return 1;
	if (decl_word_read(a, x->name, offsetof(struct effect_def,
	    enter_stats.stats)))
		return 0;
	return ERR(a->args.pos[k], "'actions.%s.args': the stats '%s' are "
	    "read by the effect enter-stats of the action, and none does: "
	    "add 'enter-stats: {kind: WORD, stats: %s}' to its effects", id,
	    x->name, x->name);
}

/* The word of act called name, of kind, into *at; the number of errors. */
static int
word_of(const struct action_def *act, const char *name, int kind,
    const char *what, int *at, const char *path, const struct spos *pos,
    struct diag_list *errs)
{
	return decl_effect_word(act, "enter-stats", name, kind, what, at, path, pos,
	    errs);
}

int
eng_check_enter_stats(const struct ruleset *rs, const struct action_def *act,
    struct eff_stats *x, const char *path, const struct spos *pos,
    struct diag_list *errs)
{
	(void)rs;	/* the words' kinds say what the ruleset needs */
	return word_of(act, x->kind, ARG_PIECE_KIND, "kind", &x->w_kind, path,
	    pos, errs) + word_of(act, x->stats, ARG_STATS, "stats",
	    &x->w_stats, path, pos, errs);
}
