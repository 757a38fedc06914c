/* engine_not_checked.c: the effect not-checked, a rule arbiter does not
 * check and the GM's word stands for: its line, {expressions} in it, said
 * as "not checked, on the GM's word: LINE" and listed in the report's
 * unchecked, as the checks of the map say what they cannot check. */
#include "core/engine/engine_int.h"
#include "core/act/act_terr.h"

#include "core/base/strbuf.h"

int
eng_not_checked(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	struct strbuf b;
	int st;

	sb_init(&b);
	if ((st = eng_say_into(a, &e->tnot_checked, ev, &b)) == ST_OK)
		unchecked(a, "%s", sb_str(&b) != NULL ? sb_str(&b) : "");
	sb_release(&b);
	return st;
}
