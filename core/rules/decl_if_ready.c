/* decl_if_ready.c: an if's list read from a kept image (rules checked when
 * kept), walked when the if first takes it (run_if): fx_if kept there what
 * its walk knew (its place, bindings, actor and action). */
#include "core/rules/decl.h"
#include "core/rules/decl_walk.h"

int
eng_if_ready(const struct ruleset *crs, const struct eff_if *cx, int then,
    struct diag *d)
{
	/* walked once, in place, as eng_action_ready walks an action's */
	struct ruleset *rs = (struct ruleset *)crs;
	struct eff_if *x = (struct eff_if *)cx;
	int bit = then ? 1 : 2, checked = rs->checked, bad, later = 1;
	unsigned bound = rs->bound;
	const char *nobody = rs->no_actor;
	struct diag_list errs;

	if (!(x->later & bit))
		return ST_OK;
	diag_list_init(&errs);
	rs->checked = 1;
	rs->bound = x->later_bound;
	rs->no_actor = x->later_nobody;
	bad = eng_check_effects(rs, x->later_of, then ? &x->then :
	    &x->otherwise, then ? "an if's then" : "an if's else",
	    x->later_roll, &errs);
	rs->checked = checked;
	rs->bound = bound;
	rs->no_actor = nobody;
	if ((bad = decl_ready_end(bad, &errs, &later, "an if's effects do "
	    "not compile", d)) == ST_OK)
		x->later &= ~bit;
	return bad;
}
