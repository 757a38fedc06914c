/* engine_add_producer.c: the effect add-producer, one producer of a kind
 * put on a numbered zone, whose waiting mark (producer_due) comes off
 * ("add-producer: {at: here, kind: kind}").  No test is made and nothing
 * is said: a zone that waits is the ruleset's test (producer_due(ZONE)),
 * the line its own. */
#include "core/act/act.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_zones.h"

#include "core/state/state.h"
#include "core/state/zones.h"

int
eng_add_producer(struct act *a, const struct eff_add_producer *x,
    const struct eng_eval *ev)
{
	struct zones *w = a->st->zones;
	long z, k = x->w_kind >= 0 ? ev->args[x->w_kind] : x->k_kind;
	int st;

	if ((st = eng_eval(&x->at, ev, &z, a->d)))
		return st;
	if (w == NULL || z < 0 || z >= w->n)
		return diag_set(a->d, ST_DATA, "%s: add-producer: %ld is no "
		    "numbered zone of the board", a->rs->id, z);
	if (k < 0 || k >= a->rs->mech.colonies.producers.n)
		return diag_set(a->d, ST_DATA, "%s: add-producer: %ld is no "
		    "kind of producer", a->rs->id, k);
	(*zones_producer(w, (int)z, (int)k))++;
	w->w[z].producer_due = 0;
	return ST_OK;
}
