/* engine_items.c: a word of kind items, every word left of an action,
 * each an item [Nx]NAME[:FLAG]: a count (1 when left out, at most
 * ITEMS_COUNT_MAX), a NAME of the kind the word's 'item' declares (a
 * resource of the ruleset by its id, a card by its id or an alias) and a FLAG among the
 * word's 'flags'.  Each item is logged as "[Nx]ID[:FLAG]" (the count
 * left out for 1), and the word's value is the sum of the counts.  With
 * 'under', a head (a number, a player, a site of the round) comes before
 * each group of items, read and logged as a word of its kind; the items
 * are counted alike under any head.  Its refusals plain (refusals:
 * plain), each word is refused as met, an item before whether a head
 * came before it, a ':' part none of the flags is of the NAME, and a
 * refusal that names the word is not preceded by it. */
#include "core/engine/engine.h"
#include "core/expr/expr.h"
#include "core/act/act.h"
#include "core/engine/engine_cards.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_items.h"
#include "core/engine/engine_words.h"
#include "core/state/state.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ITEM_NAME(x) (eng_item_kind_names[eng_item_kind(x)])

/* The ids NAME may be: their number, and id i. */
static int
item_ids(const struct ruleset *rs, const struct arg_def *x)
{
	switch (eng_item_kind(x)) {
	case ITEM_CARD:
		return rs->cards.n;
	case ITEM_SUB_KIND:
		return rs->sites.sub_kinds.n;
	default:
		return rs->resources.n;
	}
}

static const char *
item_id(const struct ruleset *rs, const struct arg_def *x, int i)
{
	switch (eng_item_kind(x)) {
	case ITEM_CARD:
		return rs->cards.ids[i];
	case ITEM_SUB_KIND:
		return rs->sites.sub_kinds.ids[i];
	default:
		return rs->resources.ids[i];
	}
}

/* The index of NAME name of x's kind, or -1: a card or a sub-location
 * kind by its id or an alias (as any word of its kind reads it), a
 * resource by its id. */
static int
item_find(const struct ruleset *rs, const struct arg_def *x,
    const char *name)
{
	if (eng_item_kind(x) == ITEM_CARD)
		return rs_card_find(rs, name);
	if (eng_item_kind(x) == ITEM_SUB_KIND)
		return rs_sub_kind_find(rs, name);
	for (int i = 0; i < rs->resources.n; i++)
		if (strcmp(rs->resources.ids[i], name) == 0)
			return i;
	return -1;
}

/* "cards: a, b; flags after a ':': r, s" into b. */
static void
item_list(const struct act *a, const struct arg_def *x, struct strbuf *b)
{
	sb_printf(b, "%ss: ", ITEM_NAME(x));
	for (int i = 0; i < item_ids(a->rs, x); i++)
		sb_printf(b, "%s%s", i ? ", " : "", item_id(a->rs, x, i));
	if (item_ids(a->rs, x) == 0)
		sb_add(b, "none");
	if (x->flags.n > 0)
		sb_add(b, "; ");
	eng_item_flags_said(a->rs, x, "flags after a ':': ", b);
}

/* Is f one of x's flags? */
static int
is_flag(const struct arg_def *x, const char *f)
{
	for (int i = 0; i < x->flags.n; i++)
		if (strcmp(x->flags.ids[i], f) == 0)
			return 1;
	return 0;
}

/* The flag of item w (the text after its ':', f); its place in the
 * word's flags (from 1) into *flag. */
static int
item_flag(struct act *a, const struct arg_def *x, const char *w,
    const char *f, int *flag)
{
	struct strbuf b;
	int st;

	for (int i = 0; i < x->flags.n; i++)
		if (strcmp(x->flags.ids[i], f) == 0) {
			*flag = i + 1;
			return ST_OK;
		}
	if (x->flags.n == 0)
		return usage(a, "'%s': a %s of %s takes no ':' after it: write "
		    "the %s alone", w, ITEM_NAME(x), x->name, ITEM_NAME(x));
	sb_init(&b);
	eng_item_flags_said(a->rs, x, "flags: ", &b);
	st = usage(a, "'%s': ':%s' is no flag of %s (%s)", w, f, x->name,
	    sb_str(&b));
	sb_release(&b);
	return st;
}

/* Part p of an item is field d of x? Its canonical text appended to
 * log. */
static int
field_reads(struct act *a, const struct arg_def *x,
    const struct item_field *d, const char *p, struct strbuf *log, long *v)
{
	char *end;
	int k;

	switch (d->kind) {
	case ARG_NUMBER:
		if (!isdigit((unsigned char)p[0]))
			return 0;
		*v = strtol(p, &end, 10);
		if (*end != '\0')
			return 0;
		sb_printf(log, ":%ld", *v);
		return 1;
	case ARG_CARD:
		if ((k = rs_card_find(a->rs, p)) < 0)
			return 0;
		sb_printf(log, ":%s", a->rs->cards.ids[k]);
		return 1;
	default:
		for (k = 0; k < x->flags.n; k++)
			if (strcmp(x->flags.ids[k], p) == 0) {
				sb_printf(log, ":%s", p);
				return 1;
			}
		return 0;
	}
}

/* The value part p read as field d keeps (number v): a number's, a
 * card's index, a flag's place from 1. */
static long
field_value(const struct act *a, const struct arg_def *x,
    const struct item_field *d, const char *p, long v)
{
	if (d->kind == ARG_NUMBER)
		return v;
	if (d->kind == ARG_CARD)
		return rs_card_find(a->rs, p);
	for (int k = 0; k < x->flags.n; k++)
		if (strcmp(x->flags.ids[k], p) == 0)
			return k + 1;
	return 0;
}

/* The parts of item w after its NAME (rest, after the name's ':', or
 * NULL), each the next of x's fields it reads as (an optional one may
 * be passed over), appended to log (parts and ids of any length: a
 * ruleset's ids have none), its value into it's fields. */
static int
item_fields(struct act *a, const struct arg_def *x, const char *w,
    const char *rest, struct strbuf *log, struct eng_item *it)
{
	struct strbuf part;
	int f = 0, st = ST_OK;

	sb_init(&part);
	while (rest != NULL) {
		const char *end = strchr(rest, ':');
		size_t len = end != NULL ? (size_t)(end - rest) : strlen(rest);
		long v = 0;
		int got = 0;
		sb_reset(&part);
		sb_addn(&part, rest, len);
		for (; !got && f < x->fields.n; f++) {
			const struct item_field *d = VEC_AT(x->fields,
			    struct item_field, f);
			if ((got = field_reads(a, x, d, sb_str(&part), log,
			    &v)) && d->kind == ARG_NUMBER && (v < d->min ||
			    v > d->max)) {
				/* what may say the game's words, "{zone}":
				 * as written when they do not fit */
				char ww[256];
				const char *what = d->what != NULL ?
				    rs_words_in(a->rs, d->what, ww, sizeof ww) :
				    NULL;
				if (what != NULL && strlen(ww) + 1 >= sizeof ww)
					what = d->what;
				st = what != NULL ? usage(a, "'%s': %s "
				    "must be from %ld to %ld, not %ld", w,
				    what, d->min, d->max, v) : usage(a,
				    "'%s': ':%s' must be from %ld to %ld", w,
				    sb_str(&part), d->min, d->max);
				sb_release(&part);
				return st;
			}
			if (!got && !d->optional)
				break;
		}
		if (!got)
			goto bad;
		if (f - 1 < ITEM_FIELDS_MAX)
			it->fields[f - 1] = field_value(a, x, VEC_AT(x->fields,
			    struct item_field, f - 1), sb_str(&part), v);
		rest = end != NULL ? end + 1 : NULL;
	}
	for (; f < x->fields.n; f++)
		if (!VEC_AT(x->fields, struct item_field, f)->optional)
			goto bad;
	sb_release(&part);
	return ST_OK;
bad:
	sb_release(&part);
	return eng_item_bad_written(a, x, w);
}

/* One item, w: its count into *n, logged (in log, reset), read into
 * *it. */
static int
item_word(struct act *a, const struct arg_def *x, const char *w, long *n,
    struct eng_item *it, struct strbuf *log)
{
	const char *name = w, *colon;
	char up[SCHEMA_NAME_MAX];	/* eng_item_kind_names */
	size_t len;
	int k = -1, flag = 0, st;

	*n = 1;
	if (x->written.any_order)
		name += strspn(name, ":");	/* empty parts passed over */
	if (isdigit((unsigned char)w[0]) && !x->written.uncounted) {
		char *end;
		*n = strtol(w, &end, 10);
		if (*end != 'x' || *n < 1 || *n > ITEMS_COUNT_MAX) {
			return usage(a, "'%s': write a count as 2x%s (1 to "
			    "%d)", w, eng_item_shows(x, up, sizeof up),
			    ITEMS_COUNT_MAX);
		}
		name = end + 1;
	}
	colon = strchr(name, ':');
	/* plain: a ':' part that is none of the flags is of the NAME */
	if (colon != NULL && x->refusals == ITEM_SAYS_PLAIN &&
	    x->fields.n == 0 && !is_flag(x, colon + 1))
		colon = NULL;
	len = colon != NULL ? (size_t)(colon - name) : strlen(name);
	if (len == 0 && x->refusals == ITEM_SAYS_PLAIN)
		return usage(a, "'%s' is not a %s", w, ITEM_NAME(x));
	/* the name, of any length, looked up in log (written below) */
	sb_reset(log);
	sb_addn(log, name, len);
	k = item_find(a->rs, x, sb_str(log));
	if (k < 0 && x->written.refusal != NULL)
		return eng_item_misnamed(a, x, w, x->written.refusal);
	if (k < 0) {
		struct strbuf b;
		sb_init(&b);
		item_list(a, x, &b);
		st = x->refusals == ITEM_SAYS_PLAIN ? usage(a, "no %s '%.*s' "
		    "in %s (%s)", ITEM_NAME(x), (int)len, name, a->rs->id,
		    sb_str(&b)) : usage(a, "'%s': no %s '%.*s' in %s (%s)", w,
		    ITEM_NAME(x), (int)len, name, a->rs->id, sb_str(&b));
		sb_release(&b);
		return st;
	}
	if (colon != NULL && x->fields.n == 0 && (st = item_flag(a, x, w,
	    colon + 1, &flag)))
		return st;
	sb_reset(log);
	if (*n > 1)
		sb_printf(log, "%ldx", *n);
	sb_add(log, item_id(a->rs, x, k));
	if (flag > 0)
		sb_printf(log, ":%s", x->flags.ids[flag - 1]);
	it->name = k;
	it->flag = flag;
	it->count = *n;
	for (int f = 0; f < ITEM_FIELDS_MAX; f++)
		it->fields[f] = f < x->fields.n && VEC_AT(x->fields,
		    struct item_field, f)->kind == ARG_CARD ? -1 : 0;
	if (x->fields.n > 0 && (st = x->written.any_order ?
	    eng_item_parts_any(a, x, w, colon != NULL ? colon + 1 : NULL, log,
	    it) : item_fields(a, x, w, colon != NULL ? colon + 1 : NULL, log,
	    it)))
		return st;
	canon(a, sb_str(log));
	return ST_OK;
}

/* Is w a head of x's groups: a word of digits for a number or a site
 * (its reader refuses one that is none), a site's id, a player's name? */
static int
item_head(struct act *a, const struct arg_def *x, const char *w)
{
	if (w[0] != '\0' && w[strspn(w, "0123456789")] == '\0')
		return x->under.kind != ARG_PLAYER;
	if (x->under.kind == ARG_SITE)
		return a->st->cards != NULL && site_find(a->st->cards, w) >= 0;
	return x->under.kind == ARG_PLAYER && state_player(a->st, w) >= 0;
}

/* Is w written as an item: with a count, a ':' or a NAME of the kind? */
static int
item_like(struct act *a, const struct arg_def *x, const char *w)
{
	return isdigit((unsigned char)w[0]) || strchr(w, ':') != NULL ||
	    item_find(a->rs, x, w) >= 0;
}

/* Head w of x's groups, read as a word of its kind, logged; its value
 * into *v. */
static int
item_head_word(struct act *a, const struct action_def *act, const char *id,
    const struct arg_def *x, const char *w, const struct eng_eval *ev,
    long *vp)
{
	struct arg_def h;
	long v;
	int st;

	memset(&h, 0, sizeof h);
	h.name = x->name;
	h.kind = x->under.kind;
	h.min = x->under.min;
	h.max = x->under.max;
	h.what = x->under.what;
	if ((st = eng_word_as(a, act, id, &h, w, ev, &v)))
		return st;
	*vp = v;
	return h.kind == ARG_SITE && v <= 0 ? eng_no_site(a, w) : ST_OK;
}

/* w, after a group of items under a player, neither a player (a head)
 * nor an item: refused as both. */
static int
neither_player_nor_item(struct act *a, const struct arg_def *x,
    const char *w)
{
	struct strbuf b;
	int st;

	sb_init(&b);
	for (int i = 0; i < a->st->nplayers; i++)
		sb_printf(&b, "%s%s", i ? ", " : "", a->st->players[i].name);
	sb_add(&b, "; ");
	item_list(a, x, &b);
	st = usage(a, "'%s' is neither a player of this game nor a %s of %s "
	    "(players: %s)", w, ITEM_NAME(x), a->rs->id, sb_str(&b));
	sb_release(&b);
	return st;
}

/* Item it, read under head, into items: summed into one read before
 * alike, else the next; too many refused. */
static int
item_kept(struct act *a, const struct arg_def *x, struct eng_items *items,
    struct eng_item *it, long head)
{
	it->head = head;
	for (int i = 0; i < items->n; i++) {
		struct eng_item *o = &items->v[i];
		if (o->head == head && o->name == it->name && o->flag ==
		    it->flag && memcmp(o->fields, it->fields,
		    sizeof o->fields) == 0) {
			o->count += it->count;
			return ST_OK;
		}
	}
	if (items->n >= ENG_ITEMS_MAX)
		return usage(a, "%s takes at most %d different %ss in one "
		    "command: give the others in another", x->name,
		    ENG_ITEMS_MAX, eng_item_kind_names[eng_item_kind(x)]);
	items->v[items->n++] = *it;
	return ST_OK;
}

int
eng_items_word(struct act *a, const struct action_def *act, const char *id,
    const struct arg_def *x, int from, const struct eng_eval *ev,
    long *total, struct eng_items *items)
{
	struct eng_item it;
	struct strbuf log;
	char up[SCHEMA_NAME_MAX], head[SCHEMA_NAME_MAX];	/* kinds */
	long n, hv = 0;
	int st = ST_OK, headed = 0;
	size_t logged = a->rep->canon.len;	/* the words before */

	*total = 0;
	items->word = from - 1;
	items->pending = 0;
	items->n = 0;
	sb_init(&log);
	for (int i = from; i < a->argc; i++) {
		if (x->under.present && item_head(a, x, a->argv[i])) {
			if ((st = item_head_word(a, act, id, x, a->argv[i],
			    ev, &hv)))
				break;
			headed = 1;
			continue;
		}
		if (x->refusals == ITEM_SAYS_PLAIN) {
			/* each word refused as met: the item, then its
			 * place */
			if ((st = item_word(a, x, a->argv[i], &n, &it, &log)))
				break;
			if (x->under.present && !headed) {
				st = eng_items_first_head(a, act, x,
				    a->argv[i], logged);
				break;
			}
			if ((st = item_kept(a, x, items, &it, hv)))
				break;
			*total += n;
			continue;
		}
		if (x->under.present && !headed && !item_like(a, x,
		    a->argv[i])) {
			/* none of the head's kind: its reader's refusal */
			if ((st = item_head_word(a, act, id, x, a->argv[i],
			    ev, &hv)))
				break;
		}
		if (x->under.present && !headed) {
			st = usage(a, "'%s': name the %s before its %ss: "
			    "%s [%s [Nx]%s...]...", a->argv[i],
			    x->under.kind == ARG_SITE ? site_word(a->rs) :
			    eng_arg_kind_names[x->under.kind], ITEM_NAME(x),
			    id, eng_under_shows(x, head, sizeof head),
			    eng_item_shows(x, up, sizeof up));
			break;
		}
		if (x->under.present && x->under.kind == ARG_PLAYER &&
		    !item_like(a, x, a->argv[i])) {
			st = neither_player_nor_item(a, x, a->argv[i]);
			break;
		}
		if ((st = item_word(a, x, a->argv[i], &n, &it, &log)) ||
		    (st = item_kept(a, x, items, &it, hv)))
			break;
		*total += n;
	}
	sb_release(&log);
	return st;
}

int
eng_item_read(struct act *a, const struct arg_def *x, const char *w,
    struct eng_item *it)
{
	struct strbuf log;
	long n;
	int st;

	sb_init(&log);
	st = item_word(a, x, w, &n, it, &log);
	sb_release(&log);
	return st;
}
