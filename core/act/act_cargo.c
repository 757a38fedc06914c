/* act_cargo.c: the goods a squad's carriers take from zone to zone
 * (mechanisms.cargo), as the commands name them: what a cargo slot is and
 * its name, the "N GOODS" words of a command, the room of n carriers and
 * what a squad carries, said, and what its carriers no longer hold lost.
 * The zones' commands (core/mech: send, the GM's correction of a squad)
 * and the engine's effects cargo-on, cargo-off and squad-loses
 * (engine_cargo_move.c, engine_squad_loses.c) share them. */
#include "core/act/act_zones.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "core/rules/words_keys.h"

/* Does the ruleset carry goods of this kind (enum goods)? */
static int
carries(const struct act *a, int goods)
{
	const struct vec *g = &a->rs->mech.cargo.goods;

	for (int i = 0; i < g->n; i++)
		if (*VEC_AT(*g, int, i) == goods)
			return 1;
	return 0;
}

int
cargo_goods(const struct act *a, int k, int *which)
{
	int nk = a->st->zones->nkinds;

	if (k == 0) {
		*which = -1;
		return GOODS_FOLK;
	}
	if (k <= nk) {
		*which = k - 1;
		return GOODS_PRODUCERS;
	}
	*which = VEC_AT(a->rs->mech.colonies.store, struct sref,
	    k - 1 - nk)->i;
	return GOODS_STORE;
}

const char *
cargo_name(const struct act *a, int k)
{
	int which, g = cargo_goods(a, k, &which);

	if (g == GOODS_FOLK)
		return game_word(a, W_FOLK, 1);
	if (g == GOODS_PRODUCERS)
		return VEC_AT(a->rs->mech.colonies.producers,
		    struct producer_kind, which)->name;
	return rname(a, which);
}

/* The id of slot k by the words of before, every game's then (a log of
 * before says it), into sb (emptied first); NULL for a store resource. */
static const char *
cargo_id_old(const struct ruleset *rs, const struct zones *w, int k,
    struct strbuf *sb)
{
	sb_reset(sb);
	if (k == 0)
		sb_add(sb, KEY_FOLK);
	else if (k <= w->nkinds)
		sb_printf(sb, "%s-%s",
		    rs->mech.colonies.producers.ids[k - 1], KEY_PRODUCER);
	else
		return NULL;
	return sb_str(sb);
}

const char *
cargo_id(const struct ruleset *rs, const struct zones *w, int k,
    struct strbuf *sb)
{
	/* the game's words for the folk and a producer (rs_word_key) */
	sb_reset(sb);
	if (k == 0)
		rs_word_key(rs_word(rs, W_FOLK, 1), W_FOLK, sb);
	else if (k <= w->nkinds) {
		sb_printf(sb, "%s-", rs->mech.colonies.producers.ids[k - 1]);
		rs_word_key(rs_word(rs, W_PRODUCER, 1), W_PRODUCER, sb);
	} else
		sb_add(sb, rs->resources.ids[VEC_AT(rs->mech.colonies.store,
		    struct sref, k - 1 - w->nkinds)->i]);
	return sb_str(sb);
}

/* The cargo slot a word names, among the goods the ruleset carries. */
static int
arg_goods(struct act *a, const char *s, int *out)
{
	struct strbuf list, w;
	int st;

	sb_init(&list);
	sb_init(&w);
	for (int k = 0; k < a->st->zones->ncargo; k++) {
		int which, g = cargo_goods(a, k, &which);
		if (!carries(a, g))
			continue;
		if ((cargo_id_old(a->rs, a->st->zones, k, &w) != NULL &&
		    strcasecmp(s, sb_str(&w)) == 0) ||
		    strcasecmp(s, cargo_id(a->rs, a->st->zones, k, &w)) == 0 ||
		    strcasecmp(s, cargo_name(a, k)) == 0) {
			*out = k;
			sb_release(&list);
			sb_release(&w);
			return ST_OK;
		}
		sb_printf(&list, "%s%s", list.len ? ", " : "", sb_str(&w));
	}
	st = usage(a, "'%s' is not carried (cargo: %s)", s, sb_str(&list));
	sb_release(&list);
	sb_release(&w);
	return st;
}

int
cargo_words(struct act *a, int first, long lo, long take[CARGO_MAX],
    unsigned *named)
{
	struct strbuf w;
	int st = ST_OK;

	sb_init(&w);
	if ((a->argc - first) % 2 != 0)
		st = usage(a, "give the cargo as pairs of a number and what: "
		    "'2 %s 1 oil'", cargo_id(a->rs, a->st->zones, 0, &w));
	for (int i = first; st == ST_OK && i + 1 < a->argc; i += 2) {
		long n;
		int k = 0;
		if ((st = arg_long(a, a->argv[i], "the cargo", lo, WCOUNT_MAX,
		    &n)) || (st = arg_goods(a, a->argv[i + 1], &k)))
			break;
		take[k] += n;
		if (named != NULL)
			*named |= 1u << k;
		canon_long(a, n);
		canon(a, cargo_id(a->rs, a->st->zones, k, &w));
	}
	sb_release(&w);
	return st;
}

int
cargo_room(struct act *a, long n, long *out)
{
	long per = a->rs->mech.cargo.per_carrier;
	int st;

	if ((st = rs_need_int(a->rs, per, "mechanisms.cargo.per-carrier",
	    a->d)))
		return st;
	*out = n * per;
	return ST_OK;
}

void
cargo_say(const struct act *a, const struct squad *f, struct strbuf *b)
{
	int any = 0;

	for (int k = 0; k < a->st->zones->ncargo; k++)
		if (f->cargo[k] > 0)
			sb_printf(b, "%s%ld %s", any++ ? ", " : "", f->cargo[k],
			    cargo_name(a, k));
}

/* After carriers are lost: what they no longer hold is lost, from the
 * last kind of goods back (the book says nothing of it). */
int
cargo_fit(struct act *a, struct squad *f)
{
	long have = squad_cargo(f), hold;
	struct strbuf lost;
	int st;

	if (have == 0)
		return ST_OK;
	if ((st = cargo_room(a, f->carriers, &hold)))
		return st;
	if (have <= hold)
		return ST_OK;
	sb_init(&lost);
	for (int k = a->st->zones->ncargo - 1; k >= 0 && have > hold; k--) {
		long n = f->cargo[k] < have - hold ? f->cargo[k] : have - hold;
		if (n == 0)
			continue;
		f->cargo[k] -= n;
		have -= n;
		sb_printf(&lost, "%s%ld %s", lost.len ? ", " : "", n,
		    cargo_name(a, k));
	}
	act_line(a, "%s's {carriers} at %s hold no more than %ld: "
	    "%s lost with them", pname(a, f->owner), wname(a, f->zone), hold,
	    sb_str(&lost));
	sb_release(&lost);
	return ST_OK;
}

void
squad_say(const struct act *a, struct strbuf *b, long strikers,
    long carriers)
{
	sb_printf(b, "%ld %s, %ld %s", strikers, game_word(a, W_STRIKER,
	    strikers), carriers, game_word(a, W_CARRIER, carriers));
}
