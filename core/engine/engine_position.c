/* engine_position.c: the effect roll-position: a body of the orbit board is
 * put on its orbit at the field its start dice show (board.bodies.ID.start,
 * thrown digitally or entered at the table with '= FACE...'), counted
 * round the orbit when the total is larger.  'next' places the bodies the
 * setup left unplaced the same way (eng_place_body).  Its line: "red: d12
 * = 9 (9): field 9 of 12 on orbit 1". */
#include "core/engine/engine.h"
#include "core/act/act.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_zones.h"

#include <stdio.h>

#include "core/base/strbuf.h"
#include "core/board/board.h"
#include "core/rules/words_keys.h"
#include "core/state/state.h"

int
eng_place_body(struct act *a, int p)
{
	const struct body_def *d = RS_BODY(a->rs, p);
	struct dice_result res;
	struct strbuf faces;
	char expr[256];
	long fields;
	int st;

	if ((st = rs_need_intf(a->rs, d->orbit, a->d, "board." KEY_BODIES
	    ".%s.orbit", a->rs->board.bodies.ids[p])) ||
	    (st = rs_need_vec(a->rs, &a->rs->board.orbits, "board.orbits",
	    a->d)))
		return st;
	if (d->start == schema_unknown_str) {
		struct strbuf path;
		sb_init(&path);
		sb_printf(&path, "board." KEY_BODIES ".%s.start",
		    a->rs->board.bodies.ids[p]);
		st = rs_need_str(a->rs, d->start, sb_str(&path), a->d);
		sb_release(&path);
		return st;
	}
	if (d->start == NULL)
		return refuse(a, "%s %s has no start dice",
		    game_word(a, W_BODY, 1), d->name);
	fields = *VEC_AT(a->rs->board.orbits, long, d->orbit - 1);
	if ((st = act_throw(a, d->start, 0, expr, sizeof expr, &res))) {
		dice_result_free(&res);
		return st;
	}
	a->st->bodies[p].position = board_orbit_start(res.total, fields);
	report_roll(a->rep, a->st, -1, expr, res.total);
	sb_init(&faces);
	for (int i = 0; i < res.n; i++)
		sb_printf(&faces, "%s%ld", i ? " " : "", res.v[i].face);
	report_line(a->rep, "%s: %s = %ld (%s): field %ld of %ld on orbit %ld",
	    d->name, expr, res.total, sb_str(&faces), a->st->bodies[p].position,
	    fields, d->orbit);
	sb_release(&faces);
	dice_result_free(&res);
	return ST_OK;
}

int
eng_roll_position(struct act *a, const struct eff_roll_position *x,
    const struct eng_eval *ev)
{
	int p = x->w.arg >= 0 ? (int)ev->args[x->w.arg] : x->w.body;

	if (p < 0 || p >= a->st->nbodies)
		return diag_set(a->d, ST_DATA, "%s: no body %d on the orbit "
		    "board", a->rs->id, p);
	return eng_place_body(a, p);
}
