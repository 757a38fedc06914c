/* engine_spawn_pieces.c: the effect spawn-pieces, the spawn of a map of
 * territories (mechanisms.spawn): every territory whose tile type has
 * 'spawn' and no home on it gets that many pieces ("pieces spawn on c1,
 * e4"), then the spawn's dice, thrown without explosions, give the extra
 * pieces the players place one at a time in turn order (the effect
 * place-spawned), the first placer first.  The pieces in the box
 * (mechanisms.spawn.supply: those on the map and those the players hold
 * count as out of it) bound both; --json gets "spawned", the dice's
 * total. */
#include "core/engine/engine_int.h"
#include "core/act/act_terr.h"

#include "core/base/json.h"
#include "core/base/strbuf.h"
#include "core/state/state.h"

/* The pieces left in the box (a great many without a supply). */
static long
spawn_left(const struct act *a)
{
	const struct spawn_def *s = &a->rs->mech.spawn;
	long used = 0;

	if (s->supply <= 0)
		return 1000000;
	for (int t = 0; t < NTILES(a); t++)
		used += TILE(a, t)->spawned;
	for (int p = 0; p < a->st->nplayers; p++)
		used += a->st->players[p].res[s->resource.i];
	return used >= s->supply ? 0 : s->supply - used;
}

/* The tiles' own pieces, and the line that names where they went. */
static void
spawn_tiles(struct act *a, const char *what)
{
	struct strbuf b;
	int n = 0;

	sb_init(&b);
	for (int t = 0; t < NTILES(a); t++) {
		long k = RS_TILE(a->rs, TILE(a, t)->type)->spawn;
		if (k <= 0 || TILE(a, t)->home >= 0)
			continue;
		if (k > spawn_left(a))
			k = spawn_left(a);
		TILE(a, t)->spawned += k;
		n += k > 0;
		if (k > 0)
			sb_printf(&b, "%s%s", b.len ? ", " : "", TID(a, t));
	}
	if (n > 0)
		report_line(a->rep, "%s spawn on %s", what, sb_str(&b));
	sb_release(&b);
}

int
eng_spawn_pieces(struct act *a)
{
	const struct spawn_def *s = &a->rs->mech.spawn;
	const char *what;
	char expr[512], faces[256];
	long extra, left;
	int st;

	if (a->st->terr == NULL || !s->present ||
	    rs_spawn_placer(a->rs) == NULL)
		return diag_set(a->d, ST_DATA, "%s: spawn-pieces needs a map "
		    "of territories with a spawn and an action that places "
		    "its pieces", a->rs->id);
	what = RS_RES(a->rs, s->resource.i)->name;
	spawn_tiles(a, what);
	if ((st = calm_dice(a, s->dice, expr, sizeof expr)) ||
	    (st = roll_expr(a, -1, expr, &extra, faces, sizeof faces)))
		return st;
	left = spawn_left(a);
	a->st->terr->to_place = extra < 0 ? 0 : extra > left ? left : extra;
	a->st->terr->placer = 0;
	report_line(a->rep, "%s = %ld (%s): %ld more %s to place%s", s->dice,
	    extra, faces, a->st->terr->to_place,
	    a->st->terr->to_place == 1 ? RS_RES(a->rs, s->resource.i)->one :
	    what, extra > left ? " (the box runs out)" : "");
	json_set(a->rep->data, "spawned", json_int(extra));
	if (a->st->terr->to_place > 0)
		report_line(a->rep, "%s places first ('%s %s PLACE')",
		    pname(a, terr_placer(a->st)), rs_spawn_placer(a->rs),
		    pname(a, terr_placer(a->st)));
	return ST_OK;
}
