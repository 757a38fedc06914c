/* engine_release.c: the effect release: every piece one player (the
 * captor) holds captive of another's (the owner) goes back to the owner's
 * supply, on a map of territories (terr.h keeps the captives), said in
 * the game's word for a captive. */
#include "core/act/act.h"
#include "core/engine/engine_effects.h"
#include "core/engine/engine_eval.h"

#include <stdio.h>
#include <string.h>

#include "core/state/state.h"
#include "core/state/terr.h"

int
eng_release(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev, char *freed, size_t n)
{
	const struct eff_release *x = &e->release;
	long c, o, *h;
	int st;

	if ((st = eng_eval(&x->captor, ev, &c, a->d)) ||
	    (st = eng_eval(&x->owner, ev, &o, a->d)))
		return st;
	if (a->st->terr == NULL)
		return diag_set(a->d, ST_DATA, "%s: release needs a map of "
		    "territories", a->rs->id);
	if (c < 0 || c >= a->st->nplayers || o < 0 || o >= a->st->nplayers)
		return refuse(a, "%s are released by a player of the game to "
		    "another (%s holds none of %s's)",
		    rs_word(a->rs, W_CAPTIVE, 2), c >= 0 &&
		    c < a->st->nplayers ? pname(a, (int)c) : "nobody",
		    o >= 0 && o < a->st->nplayers ? pname(a, (int)o) :
		    "nobody");
	h = terr_captives(a->st->terr, (int)c, (int)o);
	pieces_text(a, h, freed, n);
	memset(h, 0, (size_t)a->st->terr->npieces * sizeof *h);
	report_line(a->rep, "%s releases %s's %s: %s back in the supply",
	    pname(a, (int)c), pname(a, (int)o), rs_word(a->rs, W_CAPTIVE, 2),
	    freed);
	return ST_OK;
}
