/* decl_buy_subs_items.c: the ruleset check of the items word a
 * buy-sub-locations reads as its claim (core/engine/engine_buy_subs.c):
 * its first word a location of the site being resolved (the effect's,
 * a number it bounds by the site's locations: no 'under'), then the
 * kinds of sub-location taken there, each once, with a cost and a card
 * among their fields, read by the effect after its own refusals. */
#include "core/rules/ruleset.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

int
eng_check_buy_subs_items(const struct ruleset *rs, const struct arg_def *x,
    const char *path, const struct spos *pos, struct diag_list *errs)
{
	const char *wrong = NULL;
	int n = 0, c = 0;

	(void)rs;
	for (int f = 0; f < x->fields.n; f++) {
		int k = VEC_AT(x->fields, struct item_field, f)->kind;
		n += k == ARG_NUMBER;
		c += k == ARG_CARD;
		if (k == ARG_FLAG)
			wrong = "its fields are a cost and a card, no flag";
	}
	if (eng_item_kind(x) != ITEM_SUB_KIND)
		wrong = "its items are kinds of sub-location (item: sub-kind)";
	else if (x->under.present)
		wrong = "the effect reads the location, its first word, "
		    "itself (take 'under' out)";
	else if (x->read != ITEM_READ_EFFECT)
		wrong = "the effect reads it after its own refusals (read: "
		    "by-effect)";
	else if (!x->written.uncounted)
		wrong = "a sub-location is taken once, with no count "
		    "(written: {uncounted: true})";
	else if (n > 1 || c > 1)
		wrong = "its fields are one cost (a number) and one card at "
		    "most";
	if (wrong == NULL)
		return 0;
	return ERR(*pos, "'%s': the claim '%s' is read by buy-sub-locations as "
	    "a location, then the sub-locations taken there, and %s: declare "
	    "it as '{name: %s, kind: items, item: sub-kind, read: by-effect, "
	    "written: "
	    "{uncounted: true, any-order: true}, fields: [{kind: number, "
	    "optional: true}, {kind: card, optional: true}]}'", path, x->name,
	    wrong, x->name);
}
