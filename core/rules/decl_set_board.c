/* decl_set_board.c: the ruleset check of a word of kind settings (KEY=VALUE
 * words, every word left) and of the effect set-board that reads it with a
 * numbered zone (core/engine/engine_set_board.c). */
#include <stddef.h>
#include <string.h>

#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

/* Does rs have numbered zones with zone boards (colonies)? */
static int
has_boards(const struct ruleset *rs)
{
	return rs->board.zones.n > 0 && rs->mech.colonies.present;
}

int
eng_check_settings_word(const struct ruleset *rs, const struct action_def *a,
    const char *id, int k, struct diag_list *errs)
{
	const struct arg_def *x = VEC_AT(a->args, struct arg_def, k);
	int bad = 0;

	if (!has_boards(rs))
		bad += ERR(a->args.pos[k], "'actions.%s.args': '%s' is of kind "
		    "settings, which sets the boards of the numbered zones "
		    "(board.%s, mechanisms.colonies), and this ruleset has "
		    "none: declare them, or give the word another kind", id,
		    x->name, ZONES_KEY);
	bad += decl_word_last(a, id, k, errs);
	if (!decl_word_read(a, x->name, offsetof(struct effect_def,
	    set_board.settings)))
		bad += ERR(a->args.pos[k], "'actions.%s.args': the settings "
		    "'%s' are read by an effect set-board of the action, and "
		    "none does: add 'set-board: {at: ZONE, settings: %s}' to "
		    "its effects", id, x->name, x->name);
	return bad;
}

int
eng_check_set_board(const struct ruleset *rs, const struct action_def *act,
    struct eff_set_board *x, const char *path, const struct spos *pos,
    struct diag_list *errs)
{
	int bad;

	x->w_at = x->w_settings = -1;
	if (act == NULL)
		return ERR(*pos, "'%s': set-board takes the words of an action "
		    "(a numbered zone and its settings); a phase has none",
		    path);
	bad = decl_effect_word(act, "set-board", x->at, ARG_REGION, "at",
	    &x->w_at, path, pos, errs) + decl_effect_word(act, "set-board",
	    x->settings, ARG_SETTINGS, "settings", &x->w_settings, path, pos,
	    errs);
	if (x->w_at >= 0 && VEC_AT(act->args, struct arg_def,
	    x->w_at)->joined)
		bad += ERR(*pos, "'%s': the word '%s' is joined to the word "
		    "before it; set-board's zone is a word of its own", path,
		    x->at);
	if (!has_boards(rs))
		bad += ERR(*pos, "'%s': set-board sets the board of one of the "
		    "numbered zones (board.%s, mechanisms.colonies), and this "
		    "ruleset has none: declare them, or take the effect out",
		    path, ZONES_KEY);
	return bad;
}
