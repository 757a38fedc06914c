/* engine_words.c: the words of a declared action read, each by the kind
 * its argument declares (a choice, a region, a player, a number, a
 * group, a producer, a holding, ...), into the values its requirements,
 * cost and effects read; a joined word's parts, the words given again. */
#include "core/engine/engine.h"
#include "core/act/act.h"
#include "core/rules/names.h"
#include "core/engine/engine_cards.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_terr.h"
#include "core/engine/engine_words.h"
#include "core/engine/engine_enter.h"
#include "core/engine/engine_tracked.h"
#include "core/base/strbuf.h"
#include "core/act/act_terr.h"
#include "core/act/act_zones.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/state/state.h"

/* Is the word k of the choice x one of its 'exact' words, taken in the
 * case written only? */
static int
choice_exact(const struct arg_def *x, int k)
{
	for (int e = 0; e < x->exact.n; e++)
		if (strcmp(*VEC_AT(x->exact, char *, e),
		    *VEC_AT(x->choices, char *, k)) == 0)
			return 1;
	return 0;
}

/* A word of a choice: its place (1 for the first), or a usage naming
 * them all, "exchange takes buy or sell, not 'give'" (quoted: "'buy' or
 * 'sell'"); an exact word in the case written only, the others in any. */
static int
choice(struct act *a, const char *id, const struct arg_def *x, const char *s,
    long *out)
{
	struct strbuf b;
	int st;

	for (int k = 0; k < x->choices.n; k++)
		if ((choice_exact(x, k) ? strcmp : strcasecmp)(
		    *VEC_AT(x->choices, char *, k), s) == 0) {
			*out = k + 1;
			canon(a, *VEC_AT(x->choices, char *, k));
			return ST_OK;
		}
	if (x->refused != NULL) {	/* the ruleset's words for it, whole */
		struct strbuf w;
		sb_init(&w);
		st = usage(a, "%s, not '%s'", rs_words_add(a->rs, x->refused,
		    &w), s);
		sb_release(&w);
		return st;
	}
	sb_init(&b);
	for (int k = 0; k < x->choices.n; k++)	/* quoted: 'buy' or 'sell' */
		sb_printf(&b, x->quoted ? "%s'%s'%s%s" : "%s%s%s%s", k == 0 ?
		    "" : k + 1 < x->choices.n ? ", " : " or ",
		    *VEC_AT(x->choices, char *, k), eng_follow_shows(x, k) ?
		    " " : "", eng_follow_shows(x, k) ? eng_follow_shows(x,
		    k) : "");
	st = usage(a, "%s takes %s, not '%s'", id, sb_str(&b) ? sb_str(&b) :
	    "", s);
	sb_release(&b);
	return st;
}

/* A group word: a group of regions by its id, on an orbit board a
 * body's. */
static int
group_word(struct act *a, const char *s, long *out)
{
	const struct vec *ids = &a->rs->board.groups;
	struct strbuf b;
	int g, st;

	if (a->rs->board.bodies.n > 0) {
		if ((st = arg_body(a, s, &g)))
			return st;
		*out = g;
		canon(a, a->rs->board.bodies.ids[g]);
		return ST_OK;
	}
	if ((*out = eng_group(a->rs, s)) >= 0) {
		canon(a, ids->ids[*out]);
		return ST_OK;
	}
	sb_init(&b);
	for (int k = 0; k < ids->n; k++)
		sb_printf(&b, "%s%s", k ? ", " : "", ids->ids[k]);
	st = usage(a, "no group '%s' in %s (groups: %s)%s", s, a->rs->id,
	    sb_str(&b) ? sb_str(&b) : "", arg_near(s, (const char *const *)
	    ids->ids, ids->n));
	sb_release(&b);
	return st;
}

/* A kind of producer of the numbered zones' colonies. */
static int
producer_word(struct act *a, const char *s, long *out)
{
	const struct vec *kinds = &a->rs->mech.colonies.producers;
	struct strbuf b;
	int st;

	if ((*out = vec_find(kinds, s)) >= 0) {
		canon(a, kinds->ids[*out]);
		return ST_OK;
	}
	sb_init(&b);
	for (int i = 0; i < kinds->n; i++)
		sb_printf(&b, "%s%s", i ? ", " : "", kinds->ids[i]);
	st = usage(a, "no {producer} kind '%s' (kinds: %s)", s,
	    sb_str(&b) ? sb_str(&b) : "");
	sb_release(&b);
	return st;
}

/* A player (every numbered zone of his), else a numbered zone: the
 * zone's index, -1 for a player (holding_player() names him). */
static int
holding_word(struct act *a, const char *s, long *out)
{
	int p = state_player(a->st, s), z;

	*out = -1;
	if (p >= 0) {
		canon(a, a->st->players[p].name);
		return ST_OK;
	}
	if ((z = rs_zone(a->rs, s)) < 0)
		return usage(a, "no {zone} '%s': give its number (1 to %d), id "
		    "or name ('status' lists them)", s, a->rs->board.zones.n);
	*out = z;
	canon_long(a, z + 1);
	return ST_OK;
}

/* One word of the command, by its kind, into *out. */
static int
word(struct act *a, const struct action_def *act, const char *id,
    const struct arg_def *x, const char *s, const struct eng_eval *read,
    long *out)
{
	int st;

	switch (x->kind) {
	case ARG_NUMBER: {
		long most = x->max;
		if (x->most.text != NULL) {
			/* its bound over the state, as it is now, and the
			 * words read before it */
			struct eng_eval ev;
			memset(&ev, 0, sizeof ev);
			ev.rs = a->rs;
			ev.st = a->st;
			ev.act = act;
			ev.me = ev.here = ev.who = ev.group = -1;
			memcpy(ev.args, read->args, sizeof ev.args);
			if ((st = eng_eval(&x->most, &ev, &most, a->d)))
				return st;
		}
		if ((st = arg_long(a, s, x->what ? x->what : x->name, x->min,
		    most, out)))
			return st;
		canon_long(a, *out);
		return ST_OK;
	}
	case ARG_PLAYER: {
		int p;
		if (x->none && strcmp(s, "none") == 0) {
			*out = -1;	/* nobody */
			canon(a, "none");
			return ST_OK;
		}
		if ((st = arg_player(a, s, &p)))
			return st;
		*out = p;
		canon(a, a->st->players[p].name);
		return ST_OK;
	}
	case ARG_PIECE:
		if ((*out = vec_find(&a->rs->pieces, s)) < 0)
			return usage(a, "no piece '%s' in %s ('rules %s' names "
			    "them)%s", s, a->rs->id, a->rs->id, arg_near(s,
			    (const char *const *)a->rs->pieces.ids,
			    a->rs->pieces.n));
		canon(a, a->rs->pieces.ids[*out]);
		return ST_OK;
	case ARG_ROW: {
		if (act->table.n < 0) {
			struct strbuf path;
			sb_init(&path);
			sb_printf(&path, "actions.%s.table", id);
			st = rs_need_vec(a->rs, &act->table, sb_str(&path),
			    a->d);
			sb_release(&path);
			return st;
		}
		if ((st = arg_long(a, s, x->what ? x->what : x->name, 1,
		    act->table.n, out)))
			return st;
		canon_long(a, *out);
		return ST_OK;
	}
	case ARG_CHOICE:
		return choice(a, id, x, s, out);
	case ARG_UNIT: {
		int k;
		if ((st = arg_unit(a, s, &k)))
			return st;
		*out = k;
		canon(a, a->rs->units.ids[k]);
		return ST_OK;
	}
	case ARG_DECK:
		return eng_deck_word(a, s, out);
	case ARG_CARD:
		return eng_card_word(a, s, x->list, out);
	case ARG_DRAWS:
		/* read by the effect that takes the draws (eng_draws_read),
		 * after the requirements: its value is its place in the
		 * command (eng_action_apply) */
		*out = 0;
		return ST_OK;
	case ARG_BODY: {
		int k;
		if ((st = arg_body(a, s, &k)))
			return st;
		*out = k;
		canon(a, a->rs->board.bodies.ids[k]);
		return ST_OK;
	}
	case ARG_TRACKED: {
		char name[PIECE_ID_SIZE];
		int k;
		if (x->acting) {	/* it writes the id in the log */
			if ((st = arg_acting_piece(a, s, &k)))
				return st;
			*out = k;
			return ST_OK;
		}
		if ((st = arg_piece(a, s, &k)))
			return st;
		*out = k;
		eng_piece_name(a, k, name, sizeof name);
		canon(a, name);
		return ST_OK;
	}
	case ARG_GROUP:
		return group_word(a, s, out);
	case ARG_TEXT:
		/* the first of the words left, as given: the others are
		 * the caller's (eng_action_apply); read after the
		 * requirements, the effect that reads them logs them */
		if (x->read != ITEM_READ_LATE)
			canon(a, s);
		*out = 1;
		return ST_OK;
	case ARG_VALUES:
		/* read by the effect set-card, after the requirements: its
		 * value is its place in the command (eng_action_apply) */
		*out = 0;
		canon(a, s);
		return ST_OK;
	case ARG_PRODUCER:
		return producer_word(a, s, out);
	case ARG_HOLDING:
		/* the zone, or -1 for a player: the effect equip reads
		 * the word again in its place */
		return holding_word(a, s, out);
	case ARG_TERRITORY: {
		/* a territory laid on the map, named as the program's
		 * commands name one */
		int l;
		if (a->st->terr == NULL)
			return diag_set(a->d, ST_DATA, "%s: a territory word "
			    "needs a map of territories", a->rs->id);
		if (x->none && strcmp(s, "none") == 0) {
			*out = -1;	/* no territory */
			canon(a, "none");
			return ST_OK;
		}
		if ((st = arg_tile(a, s, &l)))
			return st;
		*out = l;
		canon(a, TID(a, l));
		return ST_OK;
	}
	case ARG_ITEMS:
		/* every word left, read and logged by eng_items_word (in
		 * eng_action_apply): its value is the sum of the counts */
		*out = 0;
		return ST_OK;
	case ARG_RESOLVED:
		/* a text of before's (the load rewrites it, and the check
		 * refuses one left): never read (its value: its place) */
		*out = 0;
		return ST_OK;
	case ARG_RESOURCE: {
		int r;
		if ((st = arg_resource(a, s, &r)))
			return st;
		*out = r;
		canon(a, a->rs->resources.ids[r]);
		return ST_OK;
	}
	case ARG_PIECE_KIND:
		return eng_kind_word(a, s, out);
	case ARG_CARD_ID:
		return eng_card_id_word(a, x, s, out);
	case ARG_SITE:
		return eng_site_word(a, s, out);
	case ARG_PLACE:
		return eng_place_word(a, x, s, out);
	case ARG_TILE:
		return eng_tile_word(a, s, out);
	case ARG_FLAG: {
		struct strbuf use;
		if (strcmp(s, x->name) == 0) {
			canon(a, x->name);
			*out = 1;
			return ST_OK;
		}
		sb_init(&use);
		eng_action_usage(a->rs, (int)(act - VEC_AT(a->rs->actions,
		    struct action_def, 0)), &use);
		st = usage(a, "usage: %s", sb_str(&use));
		sb_release(&use);
		return st;
	}
	case ARG_CHIEF:
		/* read by the effect lend-ability, which logs the chief's
		 * id once it knows whose ability it is (its value: its
		 * place) */
		*out = 0;
		return ST_OK;
	case ARG_PRODUCT:
		return eng_product_word(a, s, out);
	case ARG_TARGETS:
		/* read by the effect assign-hits after the requirements,
		 * which logs the units as it reads them (its value: its
		 * place) */
		*out = 0;
		return ST_OK;
	case ARG_REFUGE:
		/* read by the effect retreat after the requirements, which
		 * logs it as it reads it (its value: its place) */
		*out = 0;
		return ST_OK;
	case ARG_STATS:
		/* read by the effect enter-stats, which logs its words:
		 * its value is its place in the command */
		*out = 0;
		return ST_OK;
	case ARG_PIECE_COUNTS:
		/* read again by the effect set-units: its value is its
		 * place in the command */
		return eng_counts_word(a, x, s, out);
	case ARG_DESTINATION:
		/* read by the effect relocate, which logs it as it reads it
		 * (its value: its place) */
		*out = 0;
		return ST_OK;
	case ARG_TURN_ORDER:
		/* read again by the effect set-turn-order: its value is its
		 * place in the command */
		return eng_turn_order_word(a, s, out);
	case ARG_CARGO:
		/* every word left, read and logged by eng_cargo_word (in
		 * eng_action_apply), read again by the effect load: its
		 * value is its place in the command */
		*out = 0;
		return ST_OK;
	case ARG_SETTINGS:
		/* every word left, read and logged by the effect set-board,
		 * change by change: its value is its place in the command */
		*out = 0;
		return ST_OK;
	case ARG_PARTY: {
		int p;
		if ((st = arg_party(a, s, 1, &p)))
			return st;
		*out = p;
		canon(a, p == NEUTRAL ? "neutral" : a->st->players[p].name);
		return ST_OK;
	}
	case ARG_AWAY_CARGO:
		/* every word left, read and logged by eng_away_cargo_word
		 * (in eng_action_apply): its value is the distance space
		 * (0 for none), its goods kept for squad-counts */
		*out = 0;
		return ST_OK;
	case ARG_PARTIES:
		/* read by a combat-round (or take-hits), which logs it as
		 * it reads it, after the other words (its value: its
		 * place) */
	case ARG_MODIFIERS:
		/* every word left, read and logged by the effect play-cards
		 * after its own refusals, or where none reads them by
		 * eng_mod_words (in eng_action_apply): its value is its
		 * place in the command */
	case ARG_SOURCES:
		/* every word left, read and logged by eng_sources_word (in
		 * eng_action_apply), its lands kept for each-source,
		 * take-sources, sources() and sent(): its value is its
		 * place in the command */
		*out = 0;
		return ST_OK;
	case ARG_REGION:
	default: {
		const char *laid[256], *const *ids = (const char *const *)
		    a->rs->board.regions.ids;
		int n = a->rs->board.regions.n, l;
		if (a->rs->nlands > 0) {
			/* an orbit board: its lands, named as the program's
			 * commands name them */
			if ((st = arg_land(a, s, &l)))
				return st;
			*out = l;
			canon(a, lname(a, l));
			return ST_OK;
		}
		if ((*out = eng_region_in(a->st, a->rs, s)) >= 0) {
			/* a numbered zone by its number, as the zones'
			 * commands log one */
			if (a->rs->board.zones.n > 0)
				canon_long(a, *out + 1);
			else
				canon(a, state_region_id(a->st, a->rs,
				    (int)*out));
			return ST_OK;
		}
		if (x->what != NULL && a->rs->board.zones.n > 0) {
			/* what may say the game's words, "{zone}": whole */
			struct strbuf w;
			sb_init(&w);
			st = usage(a, "no %s '%s': give its number (1 to %d), "
			    "id or name ('status' lists them)",
			    rs_words_add(a->rs, x->what, &w), s,
			    a->rs->board.zones.n);
			sb_release(&w);
			return st;
		}
		if (a->st->board != NULL && a->st->board->name != NULL) {
			/* the tiles laid so far */
			for (n = 0; n < state_regions(a->st) && n < 256; n++)
				laid[n] = state_region_id(a->st, a->rs, n);
			ids = laid;
		} else if (a->rs->board.zones.n > 0) {
			ids = (const char *const *)a->rs->board.zones.ids;
			n = a->rs->board.zones.n;
		}
		return usage(a, "no %s '%s' on the board ('status' lists "
		    "them)%s", x->what != NULL ? x->what : "region", s,
		    arg_near(s, ids, n));
	}
	}
}

/* The parts joined to word k (sv: it and its parts, as split) that
 * may be given only when their given-if holds, before word k is read: a
 * part given when it does not is refused with its given-says, and what to
 * drop, the word from that part on, "drop ':red-1:2'". */
static int
given_parts(struct act *a, const struct action_def *act, const char *id,
    int k, char *const *sv, const struct eng_eval *ev)
{
	for (int j = k + 1; j < act->args.n && VEC_AT(act->args,
	    struct arg_def, j)->joined; j++) {
		const struct arg_def *x = VEC_AT(act->args, struct arg_def, j);
		struct strbuf rest;
		long ok;
		int st;
		if (sv[j - k] == NULL || x->given_if.e == NULL)
			continue;
		if ((st = eng_eval(&x->given_if, ev, &ok, a->d)))
			return st;
		if (ok)
			continue;
		/* the parts from j on, joined again as given */
		sb_init(&rest);
		for (int m = j; m < act->args.n && VEC_AT(act->args,
		    struct arg_def, m)->joined && sv[m - k] != NULL; m++)
			sb_printf(&rest, "%s%s", m > j ? ":" : "", sv[m - k]);
		if (x->given_says != NULL)
			st = usage(a, "%s: drop ':%s'", x->given_says,
			    sb_str(&rest) ? sb_str(&rest) : "");
		else
			st = usage(a, "%s takes no %s here: drop ':%s'", id,
			    x->name, sb_str(&rest) ? sb_str(&rest) : "");
		sb_release(&rest);
		return st;
	}
	return ST_OK;
}

/* The parts joined to word k (sv: it and its parts) marked read-first,
 * read before it, unlogged: a part it cannot read is refused first (read
 * again, and logged, in its place). */
static int
parts_first(struct act *a, const struct action_def *act, const char *id,
    int k, char *const *sv, struct eng_eval *ev)
{
	int quiet = a->rep->quiet, st = ST_OK;

	a->rep->quiet |= REPORT_NO_CANON;
	for (int j = k + 1; !st && j < act->args.n && VEC_AT(act->args,
	    struct arg_def, j)->joined; j++) {
		const struct arg_def *x = VEC_AT(act->args, struct arg_def, j);
		if (x->read_first && sv[j - k] != NULL)
			st = word(a, act, id, x, sv[j - k], ev, &ev->args[j]);
	}
	a->rep->quiet = quiet;
	return st;
}

int
eng_word_as(struct act *a, const struct action_def *act, const char *id,
    const struct arg_def *x, const char *s, const struct eng_eval *read,
    long *out)
{
	return word(a, act, id, x, s, read, out);
}

/* Word k of the action read into ev (a joined part left out, s NULL:
 * its value for none), a joined part logged after the word it belongs
 * to. */
int
eng_read_word(struct act *a, const struct action_def *act, const char *id,
    int k, char *const *sv, struct eng_eval *ev)
{
	const struct arg_def *x = VEC_AT(act->args, struct arg_def, k);
	const char *s = sv[0];
	size_t mark = a->rep->canon.len;
	int st;

	if (!x->joined && s != NULL && ((st = given_parts(a, act, id, k, sv,
	    ev)) || (st = parts_first(a, act, id, k, sv, ev))))
		return st;
	if (x->joined && s == NULL) {
		ev->args[k] = eng_joined_absent(x);
		return ST_OK;
	}
	if ((st = word(a, act, id, x, s, ev, &ev->args[k])))
		return st;
	if (!x->joined)
		return ST_OK;
	canon_glue(a, mark);
	return eng_joined_within(a, act, k, ev);
}

int
eng_action_words(struct act *a, int i)
{
	const struct action_def *x = VEC_AT(a->rs->actions, struct action_def,
	    i);
	int n = a->argc - 1, st;
	struct strbuf use;

	if (x->words == NULL || (n >= x->min_words && (x->max_words < 0 ||
	    n <= x->max_words)))
		return ST_OK;
	sb_init(&use);
	eng_action_usage(a->rs, i, &use);
	st = usage(a, "usage: %s", sb_str(&use));
	sb_release(&use);
	return st;
}
