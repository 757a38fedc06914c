/* act_count.c: a player's pieces on a territory of the map counted as the
 * commands of core/mech and the engine's effects (building, engine_add_units.c)
 * share them: moving units and buildings, enemies, control, the stacking
 * limit, and the cost of a unit card (its upgraded side once turned). */
#include "core/act/act_terr.h"

#include <stdio.h>

#include "core/rules/ruleset.h"
#include "core/state/terr.h"
#include "core/state/upgrades.h"

long
terr_mobile(const struct act *a, int tile, int p)
{
	const long *u = UNITS(a, tile, p);
	long n = 0;

	for (int k = 0; k < NPIECES(a); k++)
		if (!RS_PIECE(a->rs, k)->building)
			n += u[k];
	return n;
}

/* A home counts as a building of its own: units are built there, and no
 * other building stands on it. */
long
terr_buildings(const struct act *a, int tile)
{
	long n = TILE(a, tile)->home >= 0;

	for (int p = 0; p < a->st->nplayers; p++)
		for (int k = 0; k < NPIECES(a); k++)
			if (RS_PIECE(a->rs, k)->building)
				n += UNITS(a, tile, p)[k];
	return n;
}

int
terr_has(const struct act *a, int tile, int p, int piece)
{
	return piece >= 0 && UNITS(a, tile, p)[piece] > 0;
}

int
terr_enemies(const struct act *a, int tile, int p)
{
	for (int q = 0; q < a->st->nplayers; q++)
		if (q != p && terr_count(a, tile, q) > 0)
			return 1;
	return 0;
}

int
terr_controls(const struct act *a, int tile, int p)
{
	return p >= 0 && a->st->board->owner[tile] == p;
}


int
piece_upgraded(const struct act *a, int p, int k)
{
	return upgraded(a->st->upgrades, p, k);
}

int
piece_cost(struct act *a, int p, int k, const struct vec **out,
    const long **entered)
{
	const struct piece_def *d = RS_PIECE(a->rs, k);
	int up = piece_upgraded(a, p, k);
	struct strbuf path;
	int st;

	*out = up ? &d->up.cost : &d->std.cost;
	*entered = NULL;
	if ((*out)->n >= 0 ||
	    (*entered = pieces_cost(&a->st->pc, k, up)) != NULL)
		return ST_OK;
	/* unknown: the path said whole (a piece's id has any length) */
	sb_init(&path);
	sb_printf(&path, "pieces.%s.%scost", a->rs->pieces.ids[k],
	    up ? "upgraded." : "");
	st = pieces_need(a->rs, k, up, "cost", "RESOURCE=N", sb_str(&path),
	    a->d);
	sb_release(&path);
	return st;
}
