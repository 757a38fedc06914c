/* names_pieces.c: pieces(REGION, PIECE), the pieces of one kind on a
 * region: the kind by a counted piece's id (pieces), or on a board of
 * numbered zones by the general words of its forces (rs_force); a wrong
 * kind is refused with the ids the ruleset takes. */
#include "core/rules/names_int.h"

#include <stdio.h>
#include <string.h>

#include "core/base/strbuf.h"

/* "a, b and c" of the first k ids */
static void
ids_said(struct strbuf *b, const char *const *ids, int k)
{
	for (int i = 0; i < k; i++)
		sb_printf(b, "%s%s", i == 0 ? "" : i + 1 < k ? ", " : " and ",
		    ids[i]);
}

/* The refusal of a second argument that names no kind of piece. */
static int
no_piece(const struct ruleset *rs, const char *name, const char *const *sym,
    char *err, size_t n)
{
	const char *forces[] = { eng_morale_forces[0], eng_morale_forces[1],
		eng_morale_forces[2] };
	const char *const *ids = rs->board.zones.n > 0 ? forces :
	    (const char *const *)rs->pieces.ids;
	int k = rs->board.zones.n > 0 ? 3 : rs->pieces.n;
	struct strbuf b;

	if (k == 0)
		return FAIL("'%s' counts one kind of piece, named second by "
		    "its id, and this ruleset declares no pieces: declare "
		    "them (pieces) or write '%s(%s)'", name, name, sym[0]);
	sb_init(&b);
	ids_said(&b, ids, k);
	/* the word written whole (err is made larger when it fills it) */
	snprintf(err, n, "'%s' takes a region, then %s%s%s%s: name one of %s "
	    "('%s(%s, %s)')", name, rs->board.zones.n > 0 ? "a kind of piece" :
	    "a piece's id", sym[1] != NULL ? ", and '" : "", sym[1] != NULL ?
	    sym[1] : "", sym[1] != NULL ? "' is none" : "", sb_str(&b), name,
	    sym[0], ids[0]);
	sb_release(&b);
	return -1;
}

int
nm_pieces_name(const struct eng_names_ctx *c, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	const struct ruleset *rs = c->rs;

	if (nm_region_sym(c, sym[0], &out->a) != 0)
		return FAIL("'%s' takes a region first: a "
		    "region word of the action or a region's id", name);
	out->code = N_PIECES;
	out->b = -1;
	out->symargs = 1;
	if (nargs == 2) {
		if (sym[1] == NULL || (out->b = rs->board.zones.n > 0 ?
		    rs_force(sym[1]) : vec_find(&rs->pieces, sym[1])) < 0)
			return no_piece(rs, name, sym, err, n);
		out->symargs |= 2;
	}
	return 0;
}
