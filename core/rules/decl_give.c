/* decl_give.c: the ruleset check of the effect give (one player gives
 * another an amount of a resource, core/engine/engine_give.c) and of a
 * word of kind resource. */
#include <string.h>

#include "core/rules/names.h"
#include "core/rules/ruleset.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

int
eng_check_resource_word(const struct ruleset *rs, const struct action_def *a,
    const char *id, int k, struct diag_list *errs)
{
	if (rs->resources.n > 0)
		return 0;
	return ERR(a->args.pos[k], "'actions.%s.args': a resource word names "
	    "one of the ruleset's resources, and it has none: declare "
	    "resources (resources)", id);
}

int
eng_check_give(const struct ruleset *rs, const struct action_def *act,
    struct eff_give *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs)
{
	int bad = 0;

	x->w_resource = x->res = -1;
	for (int k = 0; act != NULL && k < act->args.n; k++) {
		const struct arg_def *w = VEC_AT(act->args, struct arg_def, k);
		if (strcmp(w->name, x->resource) != 0)
			continue;
		if (w->kind != ARG_RESOURCE)
			return ERR(*pos, "'%s': the word '%s' is of kind %s; "
			    "give's resource is a word of kind resource or a "
			    "resource's id", path, w->name,
			    eng_arg_kind_names[w->kind]);
		x->w_resource = k;
	}
	if (x->w_resource < 0 && (x->res = rs_resource(rs, x->resource)) < 0)
		bad += ERR(*pos, "'%s': '%s' is neither a word of kind resource "
		    "of the action nor a resource's id (resources)", path,
		    x->resource);
	bad += in_roll ? eng_compile_rolled(&x->from, path, rs, act, errs) :
	    eng_compile_expr(&x->from, path, rs, act, errs);
	bad += in_roll ? eng_compile_rolled(&x->to, path, rs, act, errs) :
	    eng_compile_expr(&x->to, path, rs, act, errs);
	bad += in_roll ? eng_compile_rolled(&x->amount, path, rs, act,
	    errs) : eng_compile_expr(&x->amount, path, rs, act, errs);
	return bad;
}
