/* board.c: regions, groups and the pieces on them, the regions declared or
 * laid during play (see board.h). */
#include "core/board/board.h"
#include "core/board/board_home.h"
#include "core/board/board_held.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define BOARD_MAX_PIECES 1000000000L

int
board_map_new(struct board_map *m, int nregions, int ngroups)
{
	memset(m, 0, sizeof *m);
	m->nregions = nregions;
	m->ngroups = ngroups;
	m->adj = calloc((size_t)nregions * (size_t)nregions + 1, 1);
	m->in = calloc((size_t)ngroups * (size_t)nregions + 1, 1);
	if (m->adj == NULL || m->in == NULL) {
		board_map_release(m);
		return -1;
	}
	return 0;
}

void
board_map_join(struct board_map *m, int r, int o)
{
	m->adj[(size_t)r * (size_t)m->nregions + (size_t)o] = 1;
	m->adj[(size_t)o * (size_t)m->nregions + (size_t)r] = 1;
}

int
board_map_adjacent(const struct board_map *m, int r, int o)
{
	return m->adj[(size_t)r * (size_t)m->nregions + (size_t)o];
}

void
board_map_put(struct board_map *m, int g, int r)
{
	m->in[(size_t)g * (size_t)m->nregions + (size_t)r] = 1;
}

int
board_map_build(struct board_map *m, const struct vec *regions,
    const struct vec *groups)
{
	int nr = regions->n > 0 ? regions->n : 0;
	int ng = groups->n > 0 ? groups->n : 0;

	if (board_map_new(m, nr, ng) < 0)
		return -1;
	for (int r = 0; r < nr; r++) {
		const struct region_def *d = VEC_AT(*regions, struct region_def,
		    r);
		for (int i = 0; i < d->adjacent.n; i++) {
			int o = VEC_AT(d->adjacent, struct sref, i)->i;
			if (o >= 0 && o < nr)
				board_map_join(m, r, o);
		}
		for (int i = 0; i < d->groups.n; i++) {
			int g = VEC_AT(d->groups, struct sref, i)->i;
			if (g >= 0 && g < ng)
				board_map_put(m, g, r);
		}
	}
	return 0;
}

void
board_map_release(struct board_map *m)
{
	free(m->adj);
	free(m->in);
	memset(m, 0, sizeof *m);
}

struct board_state *
board_new(int nregions, int nplayers, int nkinds)
{
	struct board_state *b = calloc(1, sizeof *b);
	size_t n = (size_t)nregions * (size_t)nplayers * (size_t)nkinds;

	if (b == NULL)
		return NULL;
	b->nregions = nregions;
	b->nplayers = nplayers;
	b->nkinds = nkinds;
	b->owner = malloc(((size_t)nregions + 1) * sizeof *b->owner);
	b->pieces = calloc(n + 1, sizeof *b->pieces);
	b->tenure = calloc((size_t)nregions + 1, sizeof *b->tenure);
	if (b->owner == NULL || b->pieces == NULL || b->tenure == NULL) {
		board_free(b);
		return NULL;
	}
	for (int r = 0; r < nregions; r++)
		b->owner[r] = -1;
	board_homes_clear(b);
	return b;
}

/* A board of b's sizes whose arrays are left as malloc gives them (all
 * written by board_assign next): a copy is made at every command, and
 * clearing its arrays first cleared what is then written over. */
static struct board_state *
board_alloc(const struct board_state *b)
{
	struct board_state *c = calloc(1, sizeof *c);
	size_t nr = (size_t)b->nregions;

	if (c == NULL)
		return NULL;
	c->nregions = b->nregions;
	c->nplayers = b->nplayers;
	c->nkinds = b->nkinds;
	c->owner = malloc((nr + 1) * sizeof *c->owner);
	c->pieces = malloc((nr * (size_t)b->nplayers * (size_t)b->nkinds +
	    1) * sizeof *c->pieces);
	c->tenure = malloc((nr + 1) * sizeof *c->tenure);
	if (b->name != NULL) {
		c->name = malloc((nr + 1) * sizeof *c->name);
		c->map.nregions = b->nregions;
		c->map.adj = malloc(nr * nr + 1);
		c->map.in = calloc(1, 1);
	}
	if (c->owner == NULL || c->pieces == NULL || c->tenure == NULL ||
	    (b->name != NULL && (c->name == NULL || c->map.adj == NULL ||
	    c->map.in == NULL))) {
		board_free(c);
		return NULL;
	}
	return c;
}

struct board_state *
board_copy(const struct board_state *b)
{
	struct board_state *c = board_alloc(b);

	if (c == NULL)
		return NULL;
	if (board_assign(c, b) < 0) {
		board_free(c);
		return NULL;
	}
	return c;
}

int
board_assign(struct board_state *b, const struct board_state *src)
{
	size_t nr = (size_t)b->nregions;

	if (track_assign(&b->track, &src->track) < 0)
		return -1;
	b->tallied = src->tallied;
	memcpy(b->owner, src->owner, nr * sizeof *b->owner);
	memcpy(b->pieces, src->pieces, nr * (size_t)b->nplayers *
	    (size_t)b->nkinds * sizeof *b->pieces);
	memcpy(b->tenure, src->tenure, nr * sizeof *b->tenure);
	memcpy(b->home, src->home, sizeof b->home);
	b->nlaid = src->nlaid;
	if (b->name != NULL && src->name != NULL) {
		memcpy(b->name, src->name, nr * sizeof *b->name);
		memcpy(b->map.adj, src->map.adj, nr * nr);
	}
	return 0;
}

void
board_free(struct board_state *b)
{
	if (b == NULL)
		return;
	free(b->owner);
	free(b->pieces);
	free(b->tenure);
	free(b->name);
	board_map_release(&b->map);
	track_release(&b->track);
	free(b);
}

long *
board_at(const struct board_state *b, int r, int p, int k)
{
	return &b->pieces[((size_t)r * (size_t)b->nplayers + (size_t)p) *
	    (size_t)b->nkinds + (size_t)k];
}

long
board_count(const struct board_state *b, int r, int p, int k)
{
	long n = 0;

	for (int q = p < 0 ? 0 : p; q < (p < 0 ? b->nplayers : p + 1); q++)
		for (int x = k < 0 ? 0 : k; x < (k < 0 ? b->nkinds : k + 1);
		    x++)
			n += *board_at(b, r, q, x);
	return n;
}

int
board_owned(const struct board_state *b, int p)
{
	int n = 0;

	for (int r = 0; r < b->nregions; r++)
		n += b->owner[r] == p;
	return n;
}

int
board_holds(const struct board_state *b, const struct board_map *m, int p,
    int g)
{
	int any = 0;

	for (int r = 0; r < b->nregions; r++) {
		if (!m->in[(size_t)g * (size_t)m->nregions + (size_t)r])
			continue;
		if (b->owner[r] != p)
			return 0;
		any = 1;
	}
	return any;
}

struct json *
board_to_json(const struct board_state *b, int width)
{
	struct json *j = json_obj(), *o = json_arr(), *pc = json_arr();
	size_t row = (size_t)b->nplayers * (size_t)b->nkinds;

	for (int r = 0; r < b->nregions; r++)
		json_push(o, json_int(b->owner[r]));
	for (int r = 0; r < b->nregions; r++) {
		const long *v = &b->pieces[(size_t)r * row];
		for (size_t i = 0; i < row; i++)
			json_push(pc, json_int(v[i]));
		for (int p = b->nplayers; p < width; p++)
			for (int k = 0; k < b->nkinds; k++)
				json_push(pc, json_int(0));
	}
	json_set(j, "owner", o);
	json_set(j, "pieces", pc);
	if ((o = board_homes_to_json(b, width)) != NULL)
		json_set(j, "home", o);
	if ((o = board_held_to_json(b)) != NULL)
		json_set(j, "held", o);
	return j;
}

struct board_state *
board_from_json(const struct json *j, int nregions, int nplayers, int width,
    int nkinds, char *err, size_t n)
{
	const struct json *o = j ? json_get(j, "owner") : NULL;
	const struct json *pc = j ? json_get(j, "pieces") : NULL;
	size_t cells = (size_t)nregions * (size_t)width * (size_t)nkinds;
	struct board_state *b;
	long *c;

	if (o == NULL || pc == NULL || o->type != J_ARR || pc->type != J_ARR ||
	    o->n != nregions || (size_t)pc->n != cells ||
	    nplayers > width) {
		snprintf(err, n, "the board does not fit the ruleset");
		return NULL;
	}
	if ((b = board_new(nregions, nplayers, nkinds)) == NULL) {
		snprintf(err, n, "out of memory");
		return NULL;
	}
	for (int r = 0; r < nregions; r++) {
		if (o->v[r]->type != J_INT || o->v[r]->i < -1 ||
		    o->v[r]->i >= nplayers)
			goto bad;
		b->owner[r] = (int)o->v[r]->i;
	}
	/* the snapshot's rows of width players: those of no player of the
	 * game hold none */
	c = b->pieces;
	for (size_t i = 0; i < cells; i++) {
		int p = (int)(i / (size_t)nkinds % (size_t)width);
		if (pc->v[i]->type != J_INT || pc->v[i]->i < 0 ||
		    pc->v[i]->i > BOARD_MAX_PIECES ||
		    (p >= nplayers && pc->v[i]->i != 0))
			goto bad;
		if (p < nplayers)
			*c++ = pc->v[i]->i;
	}
	if (board_homes_from_json(b, json_get(j, "home"), width) < 0 ||
	    board_held_from_json(b, json_get(j, "held")) < 0)
		goto bad;
	return b;
bad:
	board_free(b);
	snprintf(err, n, "the board's snapshot is damaged");
	return NULL;
}

int
board_players(struct board_state *b, int nplayers)
{
	size_t nr = (size_t)b->nregions, nk = (size_t)b->nkinds;
	size_t keep = (size_t)(nplayers < b->nplayers ? nplayers :
	    b->nplayers);
	long *v;

	if (nplayers == b->nplayers)
		return 0;
	if ((v = calloc(nr * (size_t)nplayers * nk + 1, sizeof *v)) == NULL)
		return -1;
	for (size_t r = 0; r < nr; r++)
		memcpy(&v[r * (size_t)nplayers * nk],
		    &b->pieces[r * (size_t)b->nplayers * nk],
		    keep * nk * sizeof *v);
	free(b->pieces);
	b->pieces = v;
	b->nplayers = nplayers;
	return 0;
}

/* --- regions laid during play ------------------------------------------- */

struct board_state *
board_new_laid(int cap, int nplayers, int nkinds)
{
	struct board_state *b = board_new(cap, nplayers, nkinds);

	if (b == NULL)
		return NULL;
	b->name = calloc((size_t)cap + 1, sizeof *b->name);
	if (b->name == NULL || board_map_new(&b->map, cap, 0) < 0) {
		board_free(b);
		return NULL;
	}
	return b;
}

int
board_lay(struct board_state *b, const char *name)
{
	if (b->name == NULL || b->nlaid >= b->nregions || name[0] == '\0' ||
	    strlen(name) > BOARD_NAME_MAX || board_find(b, name) >= 0)
		return -1;
	snprintf(b->name[b->nlaid], sizeof b->name[b->nlaid], "%s", name);
	return b->nlaid++;
}

int
board_find(const struct board_state *b, const char *name)
{
	for (int r = 0; b->name != NULL && r < b->nlaid; r++)
		if (strcasecmp(b->name[r], name) == 0)
			return r;
	return -1;
}

const char *
board_name(const struct board_state *b, int r)
{
	return b->name != NULL && r >= 0 && r < b->nlaid ? b->name[r] : "?";
}

int
board_regions(const struct board_state *b)
{
	return b->name != NULL ? b->nlaid : b->nregions;
}
