/* names_piece_value.c: unit(PIECE, NAME) and unit_has(PIECE, NAME) of a
 * counted piece (pieces:): its value NAME (pieces.*.values), as those
 * names read a unit's; the piece a piece's id or an action's word of kind
 * piece (the engine's side: eng_unit_value, engine_kinds.c). */
#include "core/rules/names_int.h"

#include <stdio.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/rules/decl_args.h"

/* Does sym name an action's word, of kind piece? 1, 0 another kind, -1
 * not a word. */
static int
piece_word(const struct action_def *act, const char *sym)
{
	for (int i = 0; act != NULL && i < act->args.n; i++) {
		const struct arg_def *w = VEC_AT(act->args, struct arg_def, i);
		if (strcmp(w->name, sym) == 0)
			return w->kind == ARG_PIECE;
	}
	return -1;
}

int
nm_piece_value_sym(const struct eng_names_ctx *c, const char *name,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	const struct ruleset *rs = c->rs;
	int word;

	if (sym[0] == NULL || rs->pieces.n <= 0)
		return 1;
	/* a unit's id, or a word of another kind, is as before */
	if ((word = piece_word(c->act, sym[0])) == 0 || (word < 0 &&
	    (vec_find(&rs->units, sym[0]) >= 0 ||
	    (out->a = vec_find(&rs->pieces, sym[0])) < 0)))
		return 1;
	if (sym[1] == NULL || (out->b = rs_piece_value_named(rs,
	    sym[1])) < 0) {
		struct strbuf names;
		sb_init(&names);
		rs_piece_value_list(rs, &names);
		(void)FAIL("'%s' takes a piece and one of the values pieces "
		    "give (%s)", name, names.len ? sb_str(&names) :
		    "none gives one: pieces.*.values");
		sb_release(&names);
		return -1;
	}
	out->code = name[4] == '\0' ? N_UNIT : N_UNIT_HAS;
	/* the piece by its id (a constant), or the word's value */
	out->c = word > 0 ? UNIT_OF_WORD : UNIT_OF_PIECE;
	out->symargs = word > 0 ? 2 : 3;
	return 0;
}
