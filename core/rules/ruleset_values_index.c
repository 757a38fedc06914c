/* ruleset_values_index.c: the index of open values (a kind's, a piece's:
 * ruleset_kind_values.c, ruleset_piece_values.c): every name some list
 * gives, once, and each list's values by the name's place.  The loader
 * makes it from the lists; an image keeps it (ruleset_image_values.c), so
 * that a command reading a game's rules from its image reads neither the
 * lists nor makes it again. */
#include <stdlib.h>
#include <string.h>

#include "core/rules/ruleset.h"

int
rs_values_index(const struct vec *const *lists, int nk,
    const char *const *first, int nfirst, struct rs_values_ix *ix)
{
	int cap = nfirst, n = 0, prev = 0, prevn = 0, *at;

	memset(ix, 0, sizeof *ix);
	for (int k = 0; k < nk; k++)
		cap += lists[k]->n > 0 ? lists[k]->n : 0;
	ix->names = calloc((size_t)cap + 1, sizeof *ix->names);
	at = calloc((size_t)cap + 1, sizeof *at);
	if (ix->names == NULL || at == NULL)
		goto fail;
	for (int i = 0; i < nfirst; i++)
		ix->names[ix->n++] = first[i];
	/* each value's place, found once (every load from the texts makes
	 * it) */
	for (int k = 0; k < nk; k++) {
		const struct vec *v = lists[k];
		for (int i = 0; i < v->n; i++, n++) {
			/* lists mostly give their values in one order: the
			 * previous list's i-th first */
			if (i < prevn && strcmp(ix->names[at[prev + i]],
			    v->ids[i]) == 0) {
				at[n] = at[prev + i];
				continue;
			}
			for (at[n] = 0; at[n] < ix->n && (ix->names[at[n]][0] !=
			    v->ids[i][0] || strcmp(ix->names[at[n]],
			    v->ids[i]) != 0); at[n]++)
				;
			if (at[n] == ix->n)
				ix->names[ix->n++] = v->ids[i];
		}
		if (v->n > 0) {
			prev = n - v->n;
			prevn = v->n;
		}
	}
	if ((ix->vals = malloc(((size_t)nk * (size_t)ix->n + 1) *
	    sizeof *ix->vals)) == NULL)
		goto fail;
	n = 0;
	for (int k = 0; k < nk; k++) {
		const struct vec *v = lists[k];
		long *row = ix->vals + (size_t)k * (size_t)ix->n;
		for (int i = 0; i < ix->n; i++)
			row[i] = RS_NONE;
		for (int i = 0; i < v->n; i++, n++)
			row[at[n]] = *VEC_AT(*v, long, i);
	}
	free(at);
	return 0;
fail:
	free(at);
	free(ix->names);
	memset(ix, 0, sizeof *ix);
	return -1;
}
