/* engine_items_late.c: an action's word of kind items declared 'read:
 * after-requirements', read once its requirements hold, before its cost
 * and effects: its items and heads refused as a word of kind items
 * refuses them (engine_items.c), kept for items(WORD, NAME), and logged
 * in this order, not as written: the
 * heads in order (by their value), under each its items by the order of
 * their NAMEs, then flag, then fields, each once with its counts summed
 * ("Ann 2xpearl Bob amber:bright").  Once a command: a later group's
 * requirements read nothing again. */
#include "core/expr/expr.h"
#include "core/act/act.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_items.h"
#include "core/base/strbuf.h"

#include <stdio.h>
#include <string.h>

#include "core/state/state.h"

/* Does item p come before item q in the log? */
static int
before(const struct eng_item *p, const struct eng_item *q)
{
	if (p->head != q->head)
		return p->head < q->head;
	if (p->name != q->name)
		return p->name < q->name;
	if (p->flag != q->flag)
		return p->flag < q->flag;
	for (int f = 0; f < ITEM_FIELDS_MAX; f++)
		if (p->fields[f] != q->fields[f])
			return p->fields[f] < q->fields[f];
	return 0;
}

/* Item it of word x as the log writes it, [Nx]ID[:FIELD...][:FLAG]
 * (ids of any length). */
static void
item_canon(struct act *a, const struct arg_def *x, const struct eng_item *it)
{
	const char *id = eng_item_kind(x) == ITEM_CARD ?
	    a->rs->cards.ids[it->name] : eng_item_kind(x) == ITEM_SUB_KIND ?
	    a->rs->sites.sub_kinds.ids[it->name] :
	    a->rs->resources.ids[it->name];
	struct strbuf w;

	sb_init(&w);
	if (it->count > 1)
		sb_printf(&w, "%ldx", it->count);
	sb_add(&w, id);
	for (int f = 0; f < x->fields.n && f < ITEM_FIELDS_MAX; f++) {
		const struct item_field *d = VEC_AT(x->fields,
		    struct item_field, f);
		long v = it->fields[f];
		if (d->kind == ARG_NUMBER && v >= 0)	/* -1: left out */
			sb_printf(&w, ":%ld", v);
		else if (d->kind == ARG_NUMBER)
			continue;
		else if (d->kind == ARG_CARD && v >= 0)
			sb_printf(&w, ":%s", a->rs->cards.ids[v]);
		else if (d->kind == ARG_FLAG && v > 0)
			sb_printf(&w, ":%s", x->flags.ids[v - 1]);
	}
	if (x->fields.n == 0 && it->flag > 0)
		sb_printf(&w, ":%s", x->flags.ids[it->flag - 1]);
	canon(a, sb_str(&w));
	sb_release(&w);
}

/* The head of value v of word x in the log: a player by name, a number
 * or a site's number in digits. */
static void
head_canon(struct act *a, const struct arg_def *x, long v)
{
	if (x->under.kind == ARG_PLAYER)
		canon(a, a->st->players[v].name);
	else
		canon_long(a, v);
}

/* The items read into the log, in order, each head before its own. */
static void
items_canon(struct act *a, const struct arg_def *x,
    const struct eng_items *items)
{
	unsigned char done[ENG_ITEMS_MAX] = { 0 };
	long head = 0;

	for (int m = 0; m < items->n; m++) {
		int b = -1;
		for (int i = 0; i < items->n; i++)
			if (!done[i] && (b < 0 || before(&items->v[i],
			    &items->v[b])))
				b = i;
		done[b] = 1;
		if (x->under.present && (m == 0 || items->v[b].head != head))
			head_canon(a, x, items->v[b].head);
		head = items->v[b].head;
		item_canon(a, x, &items->v[b]);
	}
}

int
eng_items_late(struct act *a, const struct action_def *act, const char *id,
    struct eng_items *items, struct eng_eval *ev)
{
	const struct arg_def *x;
	long total;
	int quiet, st;

	if (!items->pending)
		return ST_OK;	/* read with the words, or before */
	x = VEC_AT(act->args, struct arg_def, items->word);
	quiet = a->rep->quiet;
	a->rep->quiet |= REPORT_NO_CANON;	/* logged below, in order */
	st = eng_items_word(a, act, id, x, items->word + 1, ev, &total,
	    items);
	a->rep->quiet = quiet;
	if (st)
		return st;
	ev->args[items->word] = total;	/* its value from here on */
	items_canon(a, x, items);
	return ST_OK;
}
