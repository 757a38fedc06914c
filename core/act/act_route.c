/* act_route.c: the way units take across a map of territories (the
 * terrain of a territory, a kind's class and how far it moves; the units
 * that move, the enemies and the stacking limit are act_count.c's), as
 * the commands of core/mech and the engine's effect move-units read it
 * (see act_terr.h). */
#include "core/act/act_terr.h"

#include <stdio.h>
#include <stdlib.h>

const struct tile_def *
tile_terrain(const struct act *a, int tile)
{
	const struct tile_state *t = TILE(a, tile);

	return t->home >= 0 ? NULL : RS_TILE(a->rs, t->type);
}

int
piece_class(struct act *a, int k, const struct class_def **out)
{
	const struct piece_def *d = RS_PIECE(a->rs, k);

	/* the path said whole (a piece's id has any length) */
	if (d->cls.i < 0)
		return diag_set(a->d, ST_DATA, "%s: 'pieces.%s.class' is "
		    "unknown (the rulebook does not give it); supply it in an "
		    "overlay: 'arbiter ruleset template %s' writes one to fill "
		    "in, then start the game with 'new %s GAME --overlay FILE "
		    "...' or add it to this game with 'ruleset amend FILE'",
		    a->rs->id, a->rs->pieces.ids[k], a->rs->id, a->rs->id);
	*out = RS_CLASS(a->rs, d->cls.i);
	return ST_OK;
}

/* The map is the state's board of the hex kind (its tiles border as on
 * the grid); what it does to p's move: the regions closed to it (others'
 * homes) and those that end it (enemies, halting terrain). */
struct way {
	unsigned char *closed, *stop;	/* [region] */
};

static void
way_release(struct way *w)
{
	free(w->closed);
	free(w->stop);
}

/* p's way across the map; -1 out of memory. */
static int
way_for(struct act *a, int p, struct way *w)
{
	struct terr_state *t = a->st->terr;
	size_t n = (size_t)a->st->board->nregions;

	w->closed = calloc(n + 1, 1);
	w->stop = calloc(n + 1, 1);
	if (w->closed == NULL || w->stop == NULL) {
		way_release(w);
		return -1;
	}
	for (int i = 0; i < NTILES(a); i++) {
		w->closed[i] = t->tiles[i].home >= 0 && t->tiles[i].home != p;
		w->stop[i] = terr_enemies(a, i, p) || (tile_terrain(a, i) !=
		    NULL && tile_terrain(a, i)->halts);
	}
	return 0;
}

/* "on a Mountain" from the tiles that halt a move, or "". */
static void
halting(const struct act *a, char *buf, size_t n)
{
	size_t len = 0;

	buf[0] = '\0';
	for (int i = 0; i < a->rs->tiles.n && len < n; i++)
		if (RS_TILE(a->rs, i)->halts)
			len += (size_t)snprintf(buf + len, n - len, "%s%s",
			    len ? " or a " : "on a ", RS_TILE(a->rs, i)->name);
}

int
route_check(struct act *a, int p, int from, int to, const long *n,
    const char *verb)
{
	const char *home = a->rs->mech.territories.home.name;
	struct way w;
	char halts[200];
	int st = ST_OK;

	if (!TILE(a, from)->placed || !TILE(a, to)->placed) {
		unchecked(a, "the way from %s to %s (not both on the grid)",
		    TID(a, from), TID(a, to));
		return ST_OK;
	}
	if (way_for(a, p, &w) < 0)
		return diag_set(a->d, ST_ENV, "out of memory");
	for (int k = 0; k < NPIECES(a) && st == ST_OK; k++) {
		const struct class_def *cls;
		long budget;
		int steps;
		if (n[k] == 0)
			continue;
		if ((st = piece_class(a, k, &cls)))
			break;
		halting(a, halts, sizeof halts);
		budget = cls->move + (tile_terrain(a, from) != NULL ?
		    tile_terrain(a, from)->bonus : 0);
		steps = board_reach(&a->st->board->map, w.closed, w.stop, from,
		    to, (int)budget);
		if (steps < 0)
			st = refuse(a, "%s cannot %s from %s to %s: %s units "
			    "%s %ld%s, a move ends %s%swhere enemy units are, "
			    "and never enters another's %s", piece_name(a, k,
			    2), verb, TID(a, from), TID(a, to), cls->name,
			    verb, budget, budget > cls->move ? " from here" :
			    "", halts, halts[0] ? " or " : "", home != NULL ?
			    home : "home");
	}
	way_release(&w);
	return st;
}
