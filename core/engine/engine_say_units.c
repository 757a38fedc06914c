/* engine_say_units.c: '@text WORD' of a word of kind piece-counts in a
 * line for people: its units by their names, in the order of pieces,
 * "2 Scouts, 1 Guard", as the program's lines name units; "nothing"
 * for the word none. */
#include "core/expr/expr.h"
#include "core/act/act.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_report.h"
#include "core/act/act_terr.h"

#include <stdlib.h>
#include <string.h>

#include "core/base/strbuf.h"

void
eng_say_units(struct act *a, const struct eng_eval *ev, int w,
    struct strbuf *b)
{
	/* the word's value is its place among the command's words */
	long at = ev->args[w];
	char buf[256];
	long *n;

	if (at < 1 || at >= a->argc || a->rs->pieces.n <= 0 ||
	    strcmp(a->argv[at], "none") == 0 || (n = calloc((size_t)
	    a->rs->pieces.n, sizeof *n)) == NULL) {
		sb_add(b, "nothing");
		return;
	}
	/* read again, as the word was read (it is checked already) */
	if (arg_pieces(a, a->argv[at], n) == ST_OK)
		sb_add(b, pieces_text(a, n, buf, sizeof buf));
	free(n);
}
