/* engine_equip.c: the effect equip: a producer of the kind a word of kind
 * producer names goes on the numbered zone a word of kind holding names,
 * which waits for one (the start, a first conquest), or, the word naming
 * a player, on every zone of his that waits. */
#include "core/engine/engine_int.h"

#include <stdio.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/state/state.h"
#include "core/state/zones.h"

/* The producer of kind on zone r, which must wait for one. */
static int
put(struct act *a, int r, int kind)
{
	struct zones *w = a->st->zones;
	char name[128];

	eng_region_name(a, r, name, sizeof name);
	if (!w->w[r].producer_due)
		return refuse(a, "%s is not waiting for a {producer} ({producers} "
		    "come with the start and with a first conquest; '%s "
		    "%d KIND=N' corrects the board)", name,
		    verb_word(a, "tally"), r + 1);
	(*zones_producer(w, r, kind))++;
	w->w[r].producer_due = 0;
	act_line(a, "%s: %s", name, VEC_AT(a->rs->mech.colonies.producers,
	    struct producer_kind, kind)->name);
	return ST_OK;
}

int
eng_equip(struct act *a, const struct eff_equip *x, const struct eng_eval *ev)
{
	struct zones *w = a->st->zones;
	int kind = (int)ev->args[x->w_kind], at, p, any = 0, st;

	at = x->w_at + 1;	/* the word's place in the command */
	if (w == NULL || at < 1 || at >= a->argc || kind < 0 ||
	    kind >= a->rs->mech.colonies.producers.n)
		return diag_set(a->d, ST_DATA, "%s: equip needs numbered zones "
		    "with producers and its words", a->rs->id);
	/* the word, read again: a player, else a zone */
	if ((p = state_player(a->st, a->argv[at])) < 0) {
		if ((at = rs_zone(a->rs, a->argv[at])) < 0 || at >= w->n)
			return diag_set(a->d, ST_DATA, "%s: equip: no zone '%s'",
			    a->rs->id, a->argv[x->w_at + 1]);
		return put(a, at, kind);
	}
	for (int i = 0; i < w->n; i++)
		if (a->st->board->owner[i] == p && w->w[i].producer_due) {
			if ((st = put(a, i, kind)))
				return st;
			any = 1;
		}
	if (!any)
		return refuse(a, "no {zone} of %s's is waiting for a {producer}",
		    pname(a, p));
	return ST_OK;
}
