/* engine_say_chieftext.c: '@chieftext X' in a line for people: the text
 * of the chief numbered X (pieces.*.text of a chief, as @chief names it),
 * or "only lasting ones" when it gives none (a chief whose abilities all
 * last: its modifiers and flags); "?" for no chief, -1 included.  The
 * words the refusal of a chief with no ability to use shows (adellos'
 * ability, and the use-ability of before rewritten). */
#include "core/expr/expr.h"
#include "core/act/act.h"
#include "core/engine/engine_report.h"

#include "core/base/strbuf.h"

void
eng_say_chieftext(const struct act *a, long v, struct strbuf *b)
{
	const struct chief_def *c;

	if (v < 0 || v >= a->rs->chiefs.n) {
		sb_add(b, "?");
		return;
	}
	c = RS_CHIEF(a->rs, v);
	sb_add(b, c->text != NULL ? c->text : "only lasting ones");
}
