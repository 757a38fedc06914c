/* names_cargo.c: the names that read goods carried (mechanisms.cargo):
 * cargo(ZONE, PARTY) and cargo(ZONE, PARTY, KIND), what a party's squad in
 * a numbered zone's orbit carries, of all goods or of one kind; room(ZONE,
 * PARTY), how much its carriers hold; goods(WORD, KIND), how many of a
 * kind a word of kind cargo of the action names (goods(WORD): of all
 * kinds); folk_printed(ZONE), the folk printed on a zone's board, which
 * stays there.  A KIND is a goods' id
 * as the commands take it (the folk's, KIND-producer, a store resource's,
 * or one of before, every game's then, as the commands read them);
 * core/engine/engine_cargo_values.c evaluates them. */
#include "core/rules/names_int.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "core/base/strbuf.h"
#include "core/rules/words.h"
#include "core/rules/words_keys.h"

/* Does rs carry goods of this kind (enum goods)? */
static int
carried(const struct ruleset *rs, int goods)
{
	const struct vec *g = &rs->mech.cargo.goods;

	for (int i = 0; i < g->n; i++)
		if (*VEC_AT(*g, int, i) == goods)
			return 1;
	return 0;
}

/* Is text "ID-KEY" (in any case)? */
static int
is_pair(const char *text, const char *id, const char *key)
{
	size_t n = strlen(id);

	return strncasecmp(text, id, n) == 0 && text[n] == '-' &&
	    strcasecmp(text + n + 1, key) == 0;
}

/* Slot k's goods: 0 the folk, then the producer kinds, then the store. */
static int
slot_goods(int k, int nk)
{
	return k == 0 ? GOODS_FOLK : k <= nk ? GOODS_PRODUCERS : GOODS_STORE;
}

static int
slots(const struct ruleset *rs)
{
	return 1 + rs->mech.colonies.producers.n +
	    (rs->mech.colonies.store.n > 0 ? rs->mech.colonies.store.n : 0);
}

static const char *
store_id(const struct ruleset *rs, int k)
{
	return rs->resources.ids[VEC_AT(rs->mech.colonies.store, struct sref,
	    k - 1 - rs->mech.colonies.producers.n)->i];
}

/* The cargo slot whose id is text (as the commands read it: the folk's
 * word, KIND-WORD of a producer kind, a store resource's id, or the ids
 * of before, every game's then), or -1; compared whole, without making
 * the ids (a producer's or resource's id has any length). */
static int
slot_of(const struct ruleset *rs, const char *text)
{
	int nk = rs->mech.colonies.producers.n, at = -1;
	struct strbuf folk, word;

	sb_init(&folk);
	sb_init(&word);
	rs_word_key(rs_word(rs, W_FOLK, 1), W_FOLK, &folk);
	rs_word_key(rs_word(rs, W_PRODUCER, 1), W_PRODUCER, &word);
	for (int k = 0; k < slots(rs) && at < 0; k++) {
		if (!carried(rs, slot_goods(k, nk)))
			continue;
		if (k == 0 ? strcasecmp(text, sb_str(&folk)) == 0 ||
		    strcasecmp(text, KEY_FOLK) == 0 : k <= nk ?
		    is_pair(text, rs->mech.colonies.producers.ids[k - 1],
		    sb_str(&word)) || is_pair(text,
		    rs->mech.colonies.producers.ids[k - 1], KEY_PRODUCER) :
		    strcasecmp(text, store_id(rs, k)) == 0)
			at = k;
	}
	sb_release(&folk);
	sb_release(&word);
	return at;
}

/* The ids of the goods carried, as the commands read them, into list. */
static void
slot_list(const struct ruleset *rs, struct strbuf *list)
{
	int nk = rs->mech.colonies.producers.n;

	for (int k = 0; k < slots(rs); k++) {
		if (!carried(rs, slot_goods(k, nk)))
			continue;
		sb_add(list, list->len ? ", " : "");
		if (k == 0)
			rs_word_key(rs_word(rs, W_FOLK, 1), W_FOLK, list);
		else if (k <= nk) {
			sb_printf(list, "%s-",
			    rs->mech.colonies.producers.ids[k - 1]);
			rs_word_key(rs_word(rs, W_PRODUCER, 1), W_PRODUCER,
			    list);
		} else
			sb_add(list, store_id(rs, k));
	}
}

/* The word of kind cargo of the action called text, or -1. */
static int
cargo_word(const struct action_def *act, const char *text)
{
	if (act == NULL || text == NULL)
		return -1;
	for (int k = 0; k < act->args.n; k++) {
		const struct arg_def *x = VEC_AT(act->args, struct arg_def, k);
		if (x->kind == ARG_CARGO && strcmp(x->name, text) == 0)
			return k;
	}
	return -1;
}

int
nm_cargo_name(const struct eng_names_ctx *c, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	const struct ruleset *rs = c->rs;
	int goods = strcmp(name, "goods") == 0, room = strcmp(name,
	    "room") == 0;
	if (rs->board.zones.n <= 0 || !rs->mech.colonies.present ||
	    !rs->mech.cargo.present)
		return FAIL("'%s' reads the goods that squads of numbered zones "
		    "carry (board.%s, mechanisms.colonies, mechanisms.cargo), "
		    "and this ruleset has none: declare them or take '%s' out",
		    name, ZONES_KEY, name);
	out->b = -1;
	if (strcmp(name, "folk_printed") == 0) {
		if (nargs != 1 || nm_region_sym(c, sym[0], &out->a) != 0)
			return FAIL("'%s' takes a zone (its id, a region word of "
			    "the action or here in each-region): '%s(here)'",
			    name, name);
		out->code = N_FOLK_PRINTED;
		out->symargs = 1;
		return 0;
	}
	if (goods) {
		if ((nargs != 1 && nargs != 2) || (out->a = cargo_word(c->act,
		    sym[0])) < 0)
			return FAIL("'goods' takes a word of kind cargo of the "
			    "action and a kind of goods, or none for all: "
			    "'goods(WORD, KIND)', 'goods(WORD)'");
		out->code = N_GOODS;
		out->symargs = nargs == 2 ? 3 : 1;
	} else {
		if (nm_region_sym(c, sym[0], &out->a) != 0 || (room ?
		    nargs != 2 : nargs != 2 && nargs != 3))
			return FAIL("'%s' takes a zone (its id, a region word of "
			    "the action or here in each-region) and a party (a "
			    "player, or nobody for the neutral guard)%s: "
			    "'%s(here, me%s)'", name, room ? "" : ", and a kind "
			    "of goods or none", name, room ? "" : ", KIND");
		out->code = room ? N_ROOM : N_CARGO;
		out->symargs = nargs == 3 ? 5 : 1;
	}
	if (nargs == 3 || (goods && nargs == 2)) {
		const char *kind = sym[goods ? 1 : 2];
		if (kind == NULL || (out->b = slot_of(rs, kind)) < 0) {
			struct strbuf list;
			sb_init(&list);
			slot_list(rs, &list);
			snprintf(err, n, "'%s' takes as its kind of goods one "
			    "that squads carry (%s), not '%s'", name,
			    sb_str(&list), kind != NULL ? kind : "an expression");
			sb_release(&list);
			return -1;
		}
	}
	return 0;
}
