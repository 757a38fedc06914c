/* names_changed.c: the name changed, how many of the actor's resources
 * differ from what they were before: before the action's cost in the
 * effects of an action, before the effect in its says (as before(RES)
 * and @changed read them); known in an action or a line, read by
 * core/engine/engine_values.c. */
#include "core/rules/names_int.h"

#include <stdio.h>

int
nm_changed_name(const struct eng_names_ctx *c, const char *name,
    struct expr_sym *out, char *err, size_t n)
{
	if (c->act == NULL && !c->in_says)
		return FAIL("'%s' counts the actor's resources that an "
		    "action's effects changed, and this is no action's: use "
		    "it in the effects of an action ('if: {test: %s > 0, "
		    "...}') or in a line for people", name, name);
	out->code = N_CHANGED;
	return 0;
}
