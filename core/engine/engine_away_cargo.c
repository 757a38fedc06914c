/* engine_away_cargo.c: a word of kind away-cargo, the distance space a
 * squad is on (a number first, given when an odd count of words is left)
 * and the cargo it carries (N GOODS pairs, from 0), read as it is given;
 * and the goods a squad is given (squad-counts: those named set, the rest
 * kept, and what the carriers no longer hold lost). */
#include "core/act/act.h"
#include "core/engine/engine_zones.h"

#include <stdio.h>
#include <string.h>

#include "core/act/act_zones.h"
#include "core/base/strbuf.h"
#include "core/state/state.h"

int
eng_squad_cargo_set(struct act *a, struct squad *f, const long *set,
    unsigned named)
{
	struct strbuf b;
	int st;

	for (int k = 0; k < CARGO_MAX; k++)
		if (named & 1u << k)
			f->cargo[k] = set[k];
	if (named != 0 && squad_cargo(f) > 0) {
		long per = a->rs->mech.cargo.per_carrier;
		if ((st = rs_need_int(a->rs, per,
		    "mechanisms.cargo.per-carrier", a->d)))
			return st;
		if (squad_cargo(f) > f->carriers * per)
			return refuse(a, "%ld %s hold at most %ld "
			    "cargo, not %ld", f->carriers,
			    game_word(a, W_CARRIER, f->carriers),
			    f->carriers * per, squad_cargo(f));
	}
	if ((st = cargo_fit(a, f)))
		return st;
	if (named == 0)
		return ST_OK;
	sb_init(&b);
	cargo_say(a, f, &b);
	act_line(a, "carrying %s", b.len ? sb_str(&b) : "nothing");
	sb_release(&b);
	return ST_OK;
}

int
eng_away_cargo_word(struct act *a, int first, long *away,
    long set[CARGO_MAX], unsigned *named)
{
	int left = a->argc - first, st;

	*away = 0;
	*named = 0;
	memset(set, 0, CARGO_MAX * sizeof *set);

	if (left % 2 != 0) {
		if ((st = arg_long(a, a->argv[first], "the space", 0, 9,
		    away)))
			return st;
		first++;
		left--;
	}
	if (*away > 0)
		canon_long(a, *away);
	if (left > 0 && !a->rs->mech.cargo.present)
		return usage(a, "%s carries no cargo", a->rs->id);
	if (left > 0 && (st = cargo_words(a, first, 0, set, named)))
		return st;
	return ST_OK;
}
