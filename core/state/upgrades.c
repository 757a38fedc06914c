/* upgrades.c: the pieces each player has turned to their upgraded side
 * (upgrades.h). */
#include "core/state/upgrades.h"
#include "core/state/state_short.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static size_t
size_of(int npieces)
{
	return sizeof(struct upgrades) + (size_t)MAX_PLAYERS *
	    (size_t)npieces;
}

struct upgrades *
upgrades_copy(const struct upgrades *u)
{
	struct upgrades *c = malloc(size_of(u->npieces));

	if (c != NULL)
		memcpy(c, u, size_of(u->npieces));
	return c;
}

void
upgrades_free(struct upgrades *u)
{
	free(u);
}

int
upgrades_assign(struct upgrades **dst, const struct upgrades *src)
{
	if (src == NULL) {
		free(*dst);
		*dst = NULL;
	} else if (*dst != NULL && (*dst)->npieces == src->npieces)
		memcpy(*dst, src, size_of(src->npieces));
	else {
		struct upgrades *c = upgrades_copy(src);
		if (c == NULL)
			return -1;
		free(*dst);
		*dst = c;
	}
	return 0;
}

int
upgraded(const struct upgrades *u, int p, int k)
{
	return u != NULL && p >= 0 && p < MAX_PLAYERS && k >= 0 &&
	    k < u->npieces && u->on[p * u->npieces + k];
}

int
upgrades_turn(struct upgrades **u, int npieces, int p, int k)
{
	if (p < 0 || p >= MAX_PLAYERS || k < 0 || k >= npieces)
		return 0;
	if (*u == NULL) {
		if ((*u = calloc(1, size_of(npieces))) == NULL)
			return -1;
		(*u)->npieces = npieces;
	}
	(*u)->on[p * npieces + k] = 1;
	return 0;
}

struct json *
upgrades_to_json(const struct upgrades *u, int np, int npieces)
{
	size_t n = (size_t)np * (size_t)npieces;
	long *v = malloc(n * sizeof *v + 1);
	struct json *a;

	if (v == NULL)
		return NULL;
	for (int p = 0; p < np; p++)
		for (int k = 0; k < npieces; k++)
			v[p * npieces + k] = upgraded(u, p, k);
	a = short_longs_json(v, n);	/* short where shorter */
	free(v);
	return a;
}

/* The short form (state_short.c): each 0 or 1. */
static int
from_short(struct upgrades **u, const struct json *a, int np, int npieces)
{
	size_t n = (size_t)np * (size_t)npieces;
	long *v = malloc(n * sizeof *v + 1);
	int r = v == NULL ? -2 : short_longs_read(a, n, 0, 1, v);

	for (size_t i = 0; r == 0 && i < n; i++)
		if (v[i] == 1 && upgrades_turn(u, npieces, (int)i / npieces,
		    (int)i % npieces) < 0)
			r = -2;
	free(v);
	return r;
}

int
upgrades_from_json(struct upgrades **u, const struct json *a, int np,
    int npieces, char *err, size_t n)
{
	if (a != NULL && a->type == J_OBJ) {
		int r = from_short(u, a, np, npieces);
		if (r == -2) {
			snprintf(err, n, "out of memory");
			return -1;
		}
		if (r < 0)
			goto bad;
		return 0;
	}
	if (a == NULL || a->type != J_ARR || a->n < np * npieces)
		goto bad;
	for (int i = 0; i < np * npieces; i++) {
		const struct json *v = a->v[i];
		if (v->type != J_INT || v->i < 0 || v->i > 1)
			goto bad;
		if (v->i == 1 && upgrades_turn(u, npieces, i / npieces,
		    i % npieces) < 0) {
			snprintf(err, n, "out of memory");
			return -1;
		}
	}
	return 0;
bad:
	snprintf(err, n, "damaged snapshot");
	return -1;
}

struct json *
upgrades_ids_json(const struct upgrades *u, const struct ruleset *rs, int p)
{
	struct json *a = json_arr();

	for (int k = 0; u != NULL && k < u->npieces && k < rs->pieces.n; k++)
		if (upgraded(u, p, k))
			json_push(a, json_str(rs->pieces.ids[k]));
	return a;
}
