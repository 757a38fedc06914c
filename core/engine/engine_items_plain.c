/* engine_items_plain.c: the refusal of an item before any head of a word
 * of kind items whose refusals are plain (refusals: plain,
 * engine_items.c): no "'WORD': " before it, what the head is and an
 * example of the command instead of its usage, the words before the
 * items as logged (the first logged bytes of the canonical command), the
 * head's least and the item refused ("name the number before its cards:
 * a number from 1 to 4, e.g. 'hang Bob 1 pearl'"). */
#include "core/engine/engine.h"
#include "core/act/act.h"
#include "core/engine/engine_cards.h"
#include "core/engine/engine_items.h"
#include "core/base/strbuf.h"

#include <stdio.h>

#include "core/state/state.h"

int
eng_items_first_head(struct act *a, const struct action_def *act,
    const struct arg_def *x, const char *w, size_t logged)
{
	const struct under_def *u = &x->under;
	struct strbuf what, eg;
	int st;

	sb_init(&what);
	sb_init(&eg);
	/* the command as logged up to the items, its verb first */
	if (logged > 0)
		sb_addn(&eg, sb_str(&a->rep->canon), logged);
	else
		sb_add(&eg, eng_action_verb(a->rs, act));
	if (u->kind == ARG_SITE) {
		sb_printf(&what, "a number from 1 to %d", a->st->cards != NULL ?
		    a->st->cards->nsites : 0);
		sb_add(&eg, " 1");
	} else if (u->kind == ARG_PLAYER) {
		sb_add(&what, "a player of this game");
		sb_printf(&eg, " %s", a->st->nplayers > 0 ?
		    a->st->players[0].name : "PLAYER");
	} else {
		sb_printf(&what, "a number from %ld to %ld", u->min, u->max);
		sb_printf(&eg, " %ld", u->min);
	}
	st = usage(a, "name the %s before its %ss: %s, e.g. '%s %s'",
	    u->kind == ARG_SITE ? site_word(a->rs) :
	    eng_arg_kind_names[u->kind],
	    eng_item_kind_names[eng_item_kind(x)], sb_str(&what), sb_str(&eg),
	    w);
	sb_release(&what);
	sb_release(&eg);
	return st;
}
