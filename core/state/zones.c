/* zones.c: the zones' state, copies and snapshots (see zones.h). */
#include "core/state/zones.h"
#include "core/rules/words_keys.h"
#include "core/state/state_short.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define COUNT_MAX 1000000000L

struct zones *
zones_new(const struct ruleset *rs, int *oom)
{
	struct zones *w;
	int n = rs->board.zones.n, k = rs->mech.colonies.producers.n;

	*oom = 0;
	if (n <= 0)
		return NULL;
	if (k < 0)
		k = 0;
	w = calloc(1, sizeof *w);
	if (w == NULL || (w->w = calloc((size_t)n, sizeof *w->w)) == NULL ||
	    (w->producers = calloc((size_t)n * (size_t)k + 1,
	    sizeof(long))) == NULL) {
		zones_free(w);
		*oom = 1;
		return NULL;
	}
	w->n = n;
	w->nkinds = k;
	if (rs->mech.cargo.present)
		w->ncargo = 1 + k + (rs->mech.colonies.store.n > 0 ?
		    rs->mech.colonies.store.n : 0);
	return w;
}

void
zones_free(struct zones *w)
{
	if (w == NULL)
		return;
	free(w->w);
	free(w->producers);
	free(w->f);
	free(w);
}

static void *
dup_mem(const void *src, size_t size)
{
	void *p = malloc(size ? size : 1);

	if (p != NULL && size > 0)
		memcpy(p, src, size);
	return p;
}

struct zones *
zones_copy(const struct zones *src, int *oom)
{
	struct zones *w;

	*oom = 0;
	if (src == NULL)
		return NULL;
	w = malloc(sizeof *w);
	if (w == NULL) {
		*oom = 1;
		return NULL;
	}
	*w = *src;
	w->w = dup_mem(src->w, (size_t)src->n * sizeof *src->w);
	w->producers = dup_mem(src->producers, (size_t)src->n *
	    (size_t)src->nkinds * sizeof(long));
	w->f = dup_mem(src->f, (size_t)src->nsquads * sizeof *src->f);
	w->capsquads = src->nsquads;
	if (w->w == NULL || w->producers == NULL || w->f == NULL) {
		zones_free(w);
		*oom = 1;
		return NULL;
	}
	return w;
}

long *
zones_producer(struct zones *w, int zone, int kind)
{
	return &w->producers[zone * w->nkinds + kind];
}

long
zones_producers_at(const struct zones *w, int zone)
{
	long n = 0;

	for (int k = 0; k < w->nkinds; k++)
		n += w->producers[zone * w->nkinds + k];
	return n;
}

int
zones_in_play(const struct zones *w, const struct board_state *b, int zone)
{
	if (b->owner[zone] != NEUTRAL)
		return 1;
	for (int k = 0; k < w->nsquads; k++)
		if (w->f[k].zone == zone && w->f[k].owner != NEUTRAL)
			return 1;
	return 0;
}

int
zones_lowest(const struct board_state *b, int player)
{
	for (int i = 0; i < b->nregions; i++)
		if (b->owner[i] == player)
			return i;
	return -1;
}

struct squad *
zones_squad(struct zones *w, int owner, int zone, int away)
{
	for (int i = 0; i < w->nsquads; i++)
		if (w->f[i].owner == owner && w->f[i].zone == zone &&
		    w->f[i].away == away)
			return &w->f[i];
	return NULL;
}

struct squad *
zones_squad_add(struct zones *w, int owner, int zone, int away,
    long strikers, long carriers)
{
	struct squad *f = zones_squad(w, owner, zone, away);

	if (f == NULL) {
		if (w->nsquads == w->capsquads) {
			int cap = w->capsquads ? 2 * w->capsquads : 16;
			struct squad *v = realloc(w->f, (size_t)cap *
			    sizeof *v);
			if (v == NULL)
				return NULL;
			w->f = v;
			w->capsquads = cap;
		}
		f = &w->f[w->nsquads++];
		memset(f, 0, sizeof *f);
		f->owner = owner;
		f->zone = zone;
		f->away = away;
	}
	f->strikers += strikers;
	f->carriers += carriers;
	return f;
}

long
squad_cargo(const struct squad *f)
{
	long n = 0;

	for (int k = 0; k < CARGO_MAX; k++)
		n += f->cargo[k];
	return n;
}

void
squad_cargo_join(struct squad *to, struct squad *from)
{
	for (int k = 0; k < CARGO_MAX; k++) {
		to->cargo[k] += from->cargo[k];
		from->cargo[k] = 0;
	}
}

void
zones_squads_tidy(struct zones *w)
{
	int k = 0;

	for (int i = 0; i < w->nsquads; i++)
		if (w->f[i].strikers > 0 || w->f[i].carriers > 0 ||
		    squad_cargo(&w->f[i]) > 0)
			w->f[k++] = w->f[i];
	w->nsquads = k;
}

int
zones_fill(struct zones *w, const struct board_state *b,
    const struct ruleset *rs)
{
	const struct colonies_def *c = &rs->mech.colonies;

	for (int i = 0; i < w->n && i < rs->board.zones.n; i++) {
		struct zone_state *s = &w->w[i];
		long pop = VEC_AT(rs->board.zones, struct zone_def, i)->
		    folk, nf = c->neutral_strikers;
		struct squad *g;
		if (s->folk == UNKNOWN_COUNT && pop != SCHEMA_UNKNOWN_INT)
			s->folk = pop;
		if (b->owner[i] != NEUTRAL)
			continue;
		/* as the setup and the replenishing set them */
		if (s->militia == UNKNOWN_COUNT && s->folk !=
		    UNKNOWN_COUNT && c->neutral_militia ==
		    NEUTRAL_MILITIA_FOLK)
			s->militia = s->folk;
		if (!s->guard_unknown || nf == SCHEMA_UNKNOWN_INT)
			continue;
		s->guard_unknown = 0;
		g = zones_squad(w, NEUTRAL, i, 0);
		if (nf > (g != NULL ? g->strikers : 0) &&
		    zones_squad_add(w, NEUTRAL, i, 0, nf - (g != NULL ?
		    g->strikers : 0), 0) == NULL)
			return -1;
	}
	return 0;
}

/* --- snapshots ------------------------------------------------------------ */

/* The rows of a snapshot, as zones_to_json and zones_write write them:
 * each fills v and gives its length. */
static size_t
zone_row(const struct zones *w, const struct board_state *b, int i,
    long *v)
{
	const struct zone_state *s = &w->w[i];

	v[0] = b->owner[i];
	v[1] = s->folk;
	v[2] = s->militia;
	v[3] = s->shelters;
	v[4] = s->held;
	v[5] = s->producer_due;
	v[6] = s->replenish;
	v[7] = s->fought;
	v[8] = s->guard_unknown;
	return 9;
}

/* The cargo only when there is some: snapshots of squads without it read
 * as they always did. */
static size_t
squad_row(const struct zones *w, int i, long *v)
{
	const struct squad *f = &w->f[i];

	v[0] = f->owner;
	v[1] = f->zone;
	v[2] = f->away;
	v[3] = f->strikers;
	v[4] = f->carriers;
	v[5] = f->rest_strikers;
	v[6] = f->rest_carriers;
	memcpy(v + 7, f->cargo, (size_t)w->ncargo * sizeof *v);
	return squad_cargo(f) > 0 ? 7 + (size_t)w->ncargo : 7;
}

/* A player's row: the place chosen (places.h) written here as it
 * always was. */
static size_t
player_row(const struct zones *w, const struct state *st, int p, long *v)
{
	v[0] = board_home(st->board, p);
	v[1] = st->players[p].place;
	v[2] = w->morale[p][0] | w->morale[p][1] << 1 | w->morale[p][2] << 2;
	for (int k = 0; k < MAX_START_SQUADS; k++)
		v[3 + k] = w->due[p][k];
	return 3 + MAX_START_SQUADS;
}

struct json *
zones_to_json(const struct zones *w, const struct state *st)
{
	const struct board_state *b = st->board;
	struct json *j = json_obj(), *a = json_arr();

	for (int i = 0; i < w->n; i++) {
		long v[9];
		size_t n = zone_row(w, b, i, v);
		json_push(a, json_longs(v, n));
	}
	json_set(j, KEY_ZONES, a);
	json_set(j, KEY_PRODUCERS, short_longs_json(w->producers,
	    (size_t)w->n * (size_t)w->nkinds));
	a = json_arr();
	for (int i = 0; i < w->nsquads; i++) {
		long v[7 + CARGO_MAX];
		size_t n = squad_row(w, i, v);
		json_push(a, json_longs(v, n));
	}
	json_set(j, KEY_SQUADS, a);
	a = json_arr();
	for (int p = 0; p < MAX_PLAYERS; p++) {
		long v[3 + MAX_START_SQUADS];
		size_t n = player_row(w, st, p, v);
		json_push(a, json_longs(v, n));
	}
	json_set(j, "players", a);
	json_set(j, "rank", json_ints(st->choosers, (size_t)st->nchoosers));
	return j;
}

/* "KEY:" after a comma, or after the object's '{' (first). */
static void
write_key(struct strbuf *sb, const char *key, int first)
{
	sb_addc(sb, first ? '{' : ',');
	json_write_str(sb, key);
	sb_addc(sb, ':');
}

void
zones_write(struct strbuf *sb, const struct zones *w,
    const struct state *st)
{
	const struct board_state *b = st->board;
	long r[MAX_PLAYERS];

	/* in zones_to_json's order, row by row as it makes them: a key or
	 * value added there is added here (tests/check_state_write.c
	 * compares the two) */
	write_key(sb, KEY_ZONES, 1);
	sb_addc(sb, '[');
	for (int i = 0; i < w->n; i++) {
		long v[9];
		size_t n = zone_row(w, b, i, v);
		if (i > 0)
			sb_addc(sb, ',');
		json_write_longs(sb, v, n);
	}
	sb_addc(sb, ']');
	write_key(sb, KEY_PRODUCERS, 0);
	short_longs_write(sb, w->producers, (size_t)w->n * (size_t)w->nkinds);
	write_key(sb, KEY_SQUADS, 0);
	sb_addc(sb, '[');
	for (int i = 0; i < w->nsquads; i++) {
		long v[7 + CARGO_MAX];
		size_t n = squad_row(w, i, v);
		if (i > 0)
			sb_addc(sb, ',');
		json_write_longs(sb, v, n);
	}
	sb_addc(sb, ']');
	write_key(sb, "players", 0);
	sb_addc(sb, '[');
	for (int p = 0; p < MAX_PLAYERS; p++) {
		long v[3 + MAX_START_SQUADS];
		size_t n = player_row(w, st, p, v);
		if (p > 0)
			sb_addc(sb, ',');
		json_write_longs(sb, v, n);
	}
	sb_addc(sb, ']');
	for (int i = 0; i < st->nchoosers; i++)
		r[i] = st->choosers[i];
	write_key(sb, "rank", 0);
	json_write_longs(sb, r, (size_t)st->nchoosers);
	sb_addc(sb, '}');
}

/* The k longs of row (an array of integers), each within lo..hi. */
static int
row(const struct json *a, int k, const long *lo, const long *hi, long *out)
{
	if (a == NULL || a->type != J_ARR || a->n != k)
		return -1;
	for (int i = 0; i < k; i++) {
		if (a->v[i]->type != J_INT || a->v[i]->i < lo[i] ||
		    a->v[i]->i > hi[i])
			return -1;
		out[i] = a->v[i]->i;
	}
	return 0;
}

static const struct json *
list(const struct json *j, const char *key, int n)
{
	const struct json *a = json_get(j, key);

	if (a == NULL || a->type != J_ARR || (n >= 0 && a->n != n))
		return NULL;
	return a;
}

static int
read_squads(struct zones *w, const struct json *a, int np)
{
	long lo[7 + CARGO_MAX] = { NEUTRAL, 0, 0, 0, 0, 0, 0 };
	long hi[7 + CARGO_MAX] = { np - 1, w->n - 1, 9, COUNT_MAX, COUNT_MAX,
	    COUNT_MAX, COUNT_MAX };

	for (int k = 7; k < 7 + CARGO_MAX; k++)
		hi[k] = COUNT_MAX;
	for (int i = 0; i < a->n; i++) {
		long v[7 + CARGO_MAX] = { 0 };
		int len = a->v[i] != NULL && a->v[i]->type == J_ARR &&
		    a->v[i]->n == 7 + w->ncargo && w->ncargo > 0 ?
		    7 + w->ncargo : 7;
		if (row(a->v[i], len, lo, hi, v) < 0 || v[5] > v[3] ||
		    v[6] > v[4] || zones_squad(w, (int)v[0], (int)v[1],
		    (int)v[2]) != NULL ||
		    zones_squad_add(w, (int)v[0], (int)v[1], (int)v[2], v[3],
		    v[4]) == NULL)
			return -1;
		w->f[w->nsquads - 1].rest_strikers = v[5];
		w->f[w->nsquads - 1].rest_carriers = v[6];
		memcpy(w->f[w->nsquads - 1].cargo, v + 7,
		    CARGO_MAX * sizeof *v);
	}
	return 0;
}

int
zones_from_json(struct zones *w, struct state *st, const struct json *j,
    const struct ruleset *rs)
{
	struct board_state *b = st->board;
	int np = st->nplayers;
	const struct colonies_def *c = &rs->mech.colonies;
	const struct json *a;
	long lo[9] = { NEUTRAL, UNKNOWN_COUNT, UNKNOWN_COUNT, 0, 0, 0, 0, 0,
	    0 };
	long hi[9] = { np - 1, c->present ? c->folk_max : 1000,
	    COUNT_MAX, 1000, 1, 1, 1, 1, 1 };

	if (j == NULL || j->type != J_OBJ ||
	    (a = list(j, KEY_ZONES, w->n)) == NULL)
		return -1;
	for (int i = 0; i < w->n; i++) {
		long v[9];
		if (row(a->v[i], 9, lo, hi, v) < 0)
			return -1;
		b->owner[i] = (int)v[0];
		w->w[i] = (struct zone_state){ v[1], v[2], v[3],
		    (unsigned char)v[4], (unsigned char)v[5],
		    (unsigned char)v[6], (unsigned char)v[7],
		    (unsigned char)v[8] };
	}
	if (short_longs_read(json_get(j, KEY_PRODUCERS), (size_t)w->n *
	    (size_t)w->nkinds, 0, 1000, w->producers) < 0)
		return -1;
	/* a snapshot written before the production orders were queued as
	 * deferred commands kept them here: one that holds some reads as
	 * damaged, and the state is made again from the log */
	if ((a = list(j, KEY_SQUADS, -1)) == NULL || read_squads(w, a, np) < 0 ||
	    ((a = json_get(j, "orders")) != NULL && (a->type != J_ARR ||
	    a->n > 0)) || (a = list(j, "players", MAX_PLAYERS)) == NULL)
		return -1;
	for (int p = 0; p < MAX_PLAYERS; p++) {
		long v[3 + MAX_START_SQUADS], plo[3 + MAX_START_SQUADS] = { -1,
		    0, 0 }, phi[3 + MAX_START_SQUADS] = { w->n - 1, np, 7 };
		for (int k = 0; k < MAX_START_SQUADS; k++) {
			plo[3 + k] = 0;
			phi[3 + k] = 1000;
		}
		if (row(a->v[p], 3 + MAX_START_SQUADS, plo, phi, v) < 0)
			return -1;
		board_set_home(b, p, (int)v[0]);
		if (p < np)
			st->players[p].place = (int)v[1];
		for (int k = 0; k < 3; k++)
			w->morale[p][k] = (unsigned char)(v[2] >> k & 1);
		for (int k = 0; k < MAX_START_SQUADS; k++)
			w->due[p][k] = v[3 + k];
	}
	if ((a = list(j, "rank", -1)) == NULL || a->n > np)
		return -1;
	st->nchoosers = a->n;
	for (int i = 0; i < a->n; i++) {
		if (a->v[i]->type != J_INT || a->v[i]->i < 0 ||
		    a->v[i]->i >= np)
			return -1;
		st->choosers[i] = (int)a->v[i]->i;
	}
	return 0;
}

const char *
zones_count_text(char *buf, size_t n, long v)
{
	if (v == UNKNOWN_COUNT)
		snprintf(buf, n, "?");
	else
		snprintf(buf, n, "%ld", v);
	return buf;
}
