/* engine_items_written.c: how an items word's items are written (its key
 * written, core/engine/engine_items.c reads the rest): its ':'-parts in
 * any order (any-order: each read as the first of the word's fields it
 * can be, the last of each kept, empty parts passed over; a number left
 * out is -1), the refusal of a NAME none of its kind in the ruleset's
 * words with an example ("'3xdock': write a berth as KIND[:FEE][:CARD],
 * e.g. crane:pearl"). */
#include "core/engine/engine.h"
#include "core/act/act.h"
#include "core/engine/engine_items.h"
#include "core/base/strbuf.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define FIELD(x, f) VEC_AT((x)->fields, struct item_field, f)

int
eng_item_misnamed(struct act *a, const struct arg_def *x, const char *w,
    const char *says)
{
	const struct ruleset *rs = a->rs;
	struct strbuf eg;
	int st;

	/* the example: a NAME (of sub-locations, one that takes a card),
	 * then a card for each field that is one */
	sb_init(&eg);
	if (eng_item_kind(x) == ITEM_SUB_KIND)
		sb_add(&eg, sub_kind_example(rs));
	else if (eng_item_kind(x) == ITEM_CARD)
		sb_add(&eg, rs->cards.n > 0 ? rs->cards.ids[0] : "CARD");
	else
		sb_add(&eg, rs->resources.n > 0 ? rs->resources.ids[0] :
		    "RESOURCE");
	for (int f = 0; f < x->fields.n; f++)
		if (FIELD(x, f)->kind == ARG_CARD && rs->cards.n > 0)
			sb_printf(&eg, ":%s", rs->cards.ids[0]);
	st = usage(a, "'%s': %s, e.g. %s", w, says, sb_str(&eg));
	sb_release(&eg);
	return st;
}

int
eng_item_bad_written(struct act *a, const struct arg_def *x, const char *w)
{
	struct strbuf b;
	int st;

	sb_init(&b);
	eng_item_fields_shown(x, &b);
	st = usage(a, "'%s': an item of %s is written NAME%s", w, x->name,
	    sb_str(&b));
	sb_release(&b);
	return st;
}

/* Part p of item w as the first of x's fields it can be, into it. */
static int
part_read(struct act *a, const struct arg_def *x, const char *w,
    const char *p, struct eng_item *it)
{
	int card = -1;

	for (int f = 0; f < x->fields.n && f < ITEM_FIELDS_MAX; f++) {
		const struct item_field *d = FIELD(x, f);
		char *end;
		long v;
		if (d->kind == ARG_NUMBER && isdigit((unsigned char)p[0]) &&
		    (v = strtol(p, &end, 10), *end == '\0')) {
			if (v < d->min || v > d->max)
				return d->what != NULL ? usage(a, "'%s': %s "
				    "must be from %ld to %ld, not %ld", w,
				    d->what, d->min, d->max, v) : usage(a,
				    "'%s': ':%s' must be from %ld to %ld", w, p,
				    d->min, d->max);
			it->fields[f] = v;
			return ST_OK;
		}
		if (d->kind == ARG_CARD) {
			if (card < 0 && (card = rs_card_find(a->rs, p)) < 0)
				card = -2;	/* none: looked up once */
			if (card >= 0) {
				it->fields[f] = card;
				return ST_OK;
			}
		}
		for (int g = 0; d->kind == ARG_FLAG && g < x->flags.n; g++)
			if (strcmp(x->flags.ids[g], p) == 0) {
				it->fields[f] = g + 1;
				return ST_OK;
			}
	}
	/* a word that is no card, where a card may be: said so */
	return card == -2 ? usage(a, "'%s': no card '%s'", w, p) :
	    eng_item_bad_written(a, x, w);
}

int
eng_item_parts_any(struct act *a, const struct arg_def *x, const char *w,
    const char *rest, struct strbuf *log, struct eng_item *it)
{
	struct strbuf part;
	int st = ST_OK;

	for (int f = 0; f < x->fields.n && f < ITEM_FIELDS_MAX; f++)
		it->fields[f] = FIELD(x, f)->kind == ARG_FLAG ? 0 : -1;
	sb_init(&part);
	while (rest != NULL && st == ST_OK) {
		const char *end = strchr(rest, ':');
		size_t len = end != NULL ? (size_t)(end - rest) : strlen(rest);
		if (len > 0) {
			sb_reset(&part);
			sb_addn(&part, rest, len);
			st = part_read(a, x, w, sb_str(&part), it);
		}
		rest = end != NULL ? end + 1 : NULL;
	}
	sb_release(&part);
	if (st)
		return st;
	/* logged in the fields' order, each given once */
	for (int f = 0; f < x->fields.n && f < ITEM_FIELDS_MAX; f++) {
		const struct item_field *d = FIELD(x, f);
		long v = it->fields[f];
		if (d->kind == ARG_FLAG ? v == 0 : v < 0) {
			if (!d->optional)
				return eng_item_bad_written(a, x, w);
			continue;
		}
		if (d->kind == ARG_NUMBER)
			sb_printf(log, ":%ld", v);
		else if (d->kind == ARG_CARD)
			sb_printf(log, ":%s", a->rs->cards.ids[v]);
		else
			sb_printf(log, ":%s", x->flags.ids[v - 1]);
	}
	return ST_OK;
}
