/* rulegen_rand.c: what every part of the ruleset fuzzer draws on
 * (rulegen.h): its random numbers, from the seed and the ruleset's number
 * alone (splitmix64), and its lists of words; below the runner
 * (rulegen.c), the ruleset's maker (rulegen_make.c) and the made-up
 * declarations (rulegen_decl.c). */
#include "rulegen.h"

#include <stdlib.h>
#include <string.h>

void
rg_seed(struct rg *r, uint64_t seed, uint64_t iter)
{
	r->s = seed * 0x9e3779b97f4a7c15ULL ^ (iter + 1) * 0xbf58476d1ce4e5b9ULL;
}

uint64_t
rg_next(struct rg *r)
{
	uint64_t z = (r->s += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

int
rg_below(struct rg *r, int n)
{
	return n <= 0 ? 0 : (int)(rg_next(r) % (uint64_t)n);
}

int
rg_chance(struct rg *r, int percent)
{
	return rg_below(r, 100) < percent;
}

const char *
rg_pick(struct rg *r, char *const *v, int n)
{
	return n <= 0 ? NULL : v[rg_below(r, n)];
}

void
words_add(struct words *w, const char *s)
{
	char **v = realloc(w->v, (size_t)(w->n + 1) * sizeof *v);

	if (v == NULL || (v[w->n] = strdup(s)) == NULL)
		abort();
	w->v = v;
	w->n++;
}

void
words_free(struct words *w)
{
	for (int i = 0; i < w->n; i++)
		free(w->v[i]);
	free(w->v);
	w->v = NULL;
	w->n = 0;
}
