/* engine_unchecked.c: the effect unchecked: the ruleset's line of what the
 * command takes on the GM's word, said as "not checked, on the GM's word:
 * LINE" and listed under the report's 'unchecked', as the program's own
 * such lines are (act_terr.c). */
#include "core/act/act.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_report.h"
#include "core/act/act_terr.h"

#include "core/base/strbuf.h"

int
eng_unchecked(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	struct strbuf b;
	int st;

	sb_init(&b);
	if ((st = eng_say_into(a, &e->tunchecked, ev, &b)) == ST_OK)
		unchecked(a, "%s", sb_str(&b) != NULL ? sb_str(&b) : "");
	sb_release(&b);
	return st;
}
