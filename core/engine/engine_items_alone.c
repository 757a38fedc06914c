/* engine_items_alone.c: an item of an items word read alone, for the
 * effect that reads the word (read: by-effect, buy-sub-locations), which
 * may say how one is written: a NAME none of its kind is then refused in
 * the effect's words ("'dock': write a sub-location as
 * KIND[:COST][:CARD], e.g. wharf:pearl"), unless the word's written
 * says its own (engine_items_written.c); the rest as the word reads an
 * item (engine_items.c). */
#include "core/act/act.h"
#include "core/engine/engine_items.h"
#include "core/base/strbuf.h"

#include <ctype.h>
#include <string.h>

int
eng_item_read_says(struct act *a, const struct arg_def *x, const char *w,
    const char *says, struct eng_item *it)
{
	const char *name = w;
	size_t len;
	int k;

	if (says == NULL || x->written.refusal != NULL)
		return eng_item_read(a, x, w, it);
	/* the NAME (all of an uncounted word up to its first ':' part)
	 * looked up first, refused in the effect's words */
	if (x->written.any_order)
		name += strspn(name, ":");
	len = strcspn(name, ":");
	if (x->written.uncounted || !isdigit((unsigned char)w[0])) {
		/* (a name of any length: a ruleset's ids have none) */
		struct strbuf b;
		sb_init(&b);
		sb_addn(&b, name, len);
		k = eng_item_kind(x) == ITEM_CARD ? rs_card_find(a->rs,
		    sb_str(&b)) : eng_item_kind(x) == ITEM_SUB_KIND ?
		    rs_sub_kind_find(a->rs, sb_str(&b)) : -1;
		for (int i = 0; eng_item_kind(x) == ITEM_RESOURCE &&
		    i < a->rs->resources.n; i++)
			if (strcmp(a->rs->resources.ids[i], sb_str(&b)) == 0)
				k = i;
		sb_release(&b);
		if (k < 0)
			return eng_item_misnamed(a, x, w, says);
	}
	return eng_item_read(a, x, w, it);
}
