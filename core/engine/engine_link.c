/* engine_link.c: the effect link: the actor builds a link from one
 * body's port to another's, spanning some fields, until the round's
 * links dissolve.  The requirements of the action say whose port it may
 * start from and when two bodies may not be linked again; the box counts
 * the fields the links span.  Its line: "Ann links red to blue (4
 * fields)".  And the effect advance-bodies, which turns the orbits: every
 * placed body one field on (the effect dissolve-links, in
 * engine_effects.c, takes the links off). */
#include "core/act/act.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_zones.h"

#include <stdlib.h>

#include "core/board/board.h"
#include "core/state/state.h"

#define LINK_FIELDS_MAX 1000000L	/* the most fields one link spans */

static int
body_at(const struct eng_body *w, const struct eng_eval *ev)
{
	return w->arg >= 0 ? (int)ev->args[w->arg] : w->body;
}

int
eng_link(struct act *a, const struct eff_link *x, const struct eng_eval *ev)
{
	struct state *st = a->st;
	int from = body_at(&x->w_from, ev), to = body_at(&x->w_to, ev), r;
	long fields;

	if ((r = eng_eval(&x->fields, ev, &fields, a->d)))
		return r;
	if (ev->me < 0)
		return refuse(a, "a %s is built by a player, and nobody acts",
		    game_word(a, W_LINK, 1));
	if (fields < 1 || fields > LINK_FIELDS_MAX)
		return refuse(a, "a %s spans 1 to %ld fields, not %ld",
		    game_word(a, W_LINK, 1), LINK_FIELDS_MAX, fields);
	if (st->nlinks == st->caplinks) {
		int cap = st->caplinks ? st->caplinks * 2 : 8;
		struct link *v = realloc(st->links, (size_t)cap * sizeof *v);
		if (v == NULL)
			return diag_set(a->d, ST_ENV, "out of memory");
		st->links = v;
		st->caplinks = cap;
	}
	st->links[st->nlinks++] = (struct link){ from, to, fields, ev->me };
	report_line(a->rep, "%s %s %s to %s (%ld field%s)", pname(a, ev->me),
	    rs_word_form(a->rs, W_LINK, WF_DOES), RS_BODY(a->rs, from)->name,
	    RS_BODY(a->rs, to)->name, fields, fields == 1 ? "" : "s");
	return ST_OK;
}

int
eng_advance_bodies(struct act *a)
{
	struct state *st = a->st;
	int r;

	if ((r = rs_need_vec(a->rs, &a->rs->board.orbits, "board.orbits",
	    a->d)))
		return r;
	for (int p = 0; p < st->nbodies; p++) {
		long f;
		if (st->bodies[p].position == 0)
			continue;
		f = *VEC_AT(a->rs->board.orbits, long,
		    RS_BODY(a->rs, p)->orbit - 1);
		st->bodies[p].position = board_orbit_advance(
		    st->bodies[p].position, f);
	}
	return ST_OK;
}
