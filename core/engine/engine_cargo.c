/* engine_cargo.c: the words of kind cargo ("N GOODS" pairs, every word
 * left), read for the effects that move the goods of a squad in the orbit
 * of a numbered zone (cargo-on and cargo-off, engine_cargo_move.c) and
 * those that count or fly them (squad-counts, squad-flies).  The effects
 * load and unload of before are rewritten at load into requirements and
 * cargo-on or cargo-off (core/rules/ruleset_cargo_fx.c). */
#include "core/act/act.h"
#include "core/engine/engine_zones.h"

#include <string.h>

#include "core/act/act_zones.h"

int
eng_cargo_word(struct act *a, int first, long take[CARGO_MAX])
{
	memset(take, 0, CARGO_MAX * sizeof *take);
	if (a->st->zones == NULL || !a->rs->mech.cargo.present)
		return diag_set(a->d, ST_DATA, "%s: a cargo word needs numbered "
		    "zones whose squads carry cargo", a->rs->id);
	return cargo_words(a, first, 1, take, NULL);
}
