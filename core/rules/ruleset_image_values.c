/* ruleset_image_values.c: the index of the open values in a ruleset's
 * image (ruleset_image.c): the kinds' (units and chiefs,
 * ruleset_kind_values.c) and the counted pieces' (ruleset_piece_values.c).
 *
 * Every command of a game reads its rules from their image, and reading
 * every kind's values, each a name and a position, then indexing them
 * again cost adellos 0.9 % of a status (bench/RESULTS.md).  The lists
 * are left out of the image instead (SF_LAZY, SIMG_DROP: a ruleset read
 * from its image has them empty; nothing but the making of the index and
 * the checks at load, which an image passed when it was kept, reads
 * them) and the index follows the ruleset: its names, then for each list
 * its values given, each as its name's place and its value.
 *
 * Layout, for the kinds and then the pieces: the count of names, each
 * name, the count of lists (checked against the ruleset read), and for
 * each list the count of its values, each as place and value (signed,
 * zigzagged).
 */
#include <stdint.h>
#include <stdlib.h>

#include "core/base/schema_image.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_image.h"

static void
put_ix(struct simg_w *w, const struct rs_values_ix *ix, int nk)
{
	simg_put_u(w, (uint64_t)ix->n);
	for (int i = 0; i < ix->n; i++)
		simg_put_str(w, ix->names[i]);
	simg_put_u(w, (uint64_t)nk);
	for (int k = 0; k < nk; k++) {
		const long *row = ix->vals + (size_t)k * (size_t)ix->n;
		int given = 0;
		for (int i = 0; i < ix->n; i++)
			given += row[i] != RS_NONE;
		simg_put_u(w, (uint64_t)given);
		for (int i = 0; i < ix->n; i++)
			if (row[i] != RS_NONE) {
				uint64_t u = (uint64_t)row[i];
				simg_put_u(w, (uint64_t)i);
				simg_put_u(w, u << 1 ^ (row[i] < 0 ? ~0ULL :
				    0));
			}
	}
	free(ix->names);
	free(ix->vals);
}

void
rs_image_put_values(struct simg_w *w, const struct ruleset *rs)
{
	struct rs_values_ix ix;

	if (rs_kind_values_ix(rs, &ix) < 0) {
		w->failed = 1;
		return;
	}
	put_ix(w, &ix, rs->units.n + rs->chiefs.n);
	if (rs_piece_values_ix(rs, &ix) < 0) {
		w->failed = 1;
		return;
	}
	put_ix(w, &ix, 2 * rs->pieces.n);
}

/* An index of nk lists into *n, *names, *vals (owned by the ruleset
 * once set, whatever follows).  0, or -1. */
static int
get_ix(struct simg_r *r, int nk, int *n, const char ***names, long **vals)
{
	uint64_t nn = simg_get_u(r, (uint64_t)(r->end - r->p));

	if (r->failed || (*names = calloc(nn + 1, sizeof **names)) == NULL)
		return -1;
	for (uint64_t i = 0; i < nn; i++) {
		char *s = simg_get_str(r);
		if (s == NULL || s == schema_unknown_str)
			return -1;
		(*names)[i] = s;
	}
	if (simg_get_u(r, INT32_MAX) != (uint64_t)nk || r->failed ||
	    (*vals = malloc(((size_t)nk * nn + 1) * sizeof **vals)) == NULL)
		return -1;
	*n = (int)nn;
	for (size_t i = 0; i < (size_t)nk * nn; i++)
		(*vals)[i] = RS_NONE;
	for (int k = 0; k < nk; k++) {
		uint64_t given = simg_get_u(r, nn);
		for (uint64_t j = 0; j < given && !r->failed; j++) {
			uint64_t at = simg_get_u(r, nn - 1);
			uint64_t u = simg_get_u(r, UINT64_MAX);
			(*vals)[(size_t)k * nn + at] = (long)(u >> 1 ^
			    (0 - (u & 1)));
		}
	}
	return r->failed ? -1 : 0;
}

int
rs_image_get_values(struct simg_r *r, struct ruleset *rs)
{
	if (get_ix(r, rs->units.n + rs->chiefs.n, &rs->nvalues,
	    &rs->value_names, &rs->kind_values) < 0 ||
	    get_ix(r, 2 * rs->pieces.n, &rs->npvalues, &rs->pvalue_names,
	    &rs->piece_vals) < 0)
		return -1;
	rs->values_kept = 1;
	return 0;
}

