/* decl_reveal.c: the ruleset check of the word a draw from the deck of
 * site cards lays with its 'card' (core/engine/engine_reveal.c): a text
 * read after the requirements (the site card revealed: none for one
 * arbiter draws, a catalogue card's id, or a card entered, every word
 * left). */
#include <string.h>

#include "core/rules/ruleset.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

/* The word named name of action act, a text read after the
 * requirements, read by effect what at path: its place in *w; the number
 * of errors. */
int
eng_check_site_card(const struct ruleset *rs, const struct action_def *act,
    const char *name, const char *what, const char *path,
    const struct spos *pos, struct diag_list *errs, int *w)
{
	int bad = 0, at = -1;

	*w = -1;
	if (act == NULL)
		return ERR(*pos, "'%s': %s takes the words of an action (the "
		    "site card revealed, or none); a phase has none", path,
		    what);
	for (int k = 0; k < act->args.n; k++)
		if (strcmp(VEC_AT(act->args, struct arg_def, k)->name,
		    name) == 0)
			at = k;
	if (at < 0)
		bad += ERR(*pos, "'%s': '%s' is no word of the action: %s's "
		    "site is a text word read after the requirements (args)",
		    path, name, what);
	else if (VEC_AT(act->args, struct arg_def, at)->kind != ARG_TEXT)
		bad += ERR(*pos, "'%s': the word '%s' is of kind %s; %s's "
		    "site is a text word read after the requirements: "
		    "'{name: %s, kind: text, read: after-requirements}'", path,
		    name, eng_arg_kind_names[VEC_AT(act->args,
		    struct arg_def, at)->kind], what, name);
	else if (VEC_AT(act->args, struct arg_def, at)->read !=
	    ITEM_READ_LATE)
		bad += ERR(*pos, "'%s': the text '%s' is logged as given, with "
		    "the action's words; %s reads and logs a site card's: "
		    "give it 'read: after-requirements'", path, name, what);
	else
		*w = at;
	/* (the claims' check sees to the sites and their deck) */
	if (!rs->mech.claims.present)
		bad += ERR(*pos, "'%s': %s puts a site card on the table "
		    "for the round of the card mechanisms: it needs "
		    "mechanisms.claims (with its sites and their deck)", path,
		    what);
	return bad;
}
