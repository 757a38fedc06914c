/* decl_check_ready.c: what an action of a ruleset read from its kept
 * image still needs prepared when first wanted: its effects and
 * requirements kept aside, read and walked (eng_action_read,
 * eng_require_ready, eng_action_ready), and the end of such a walk
 * (decl_ready_end). */
#include "core/rules/decl_check_int.h"
#include "core/rules/decl_walk.h"
#include "core/rules/ruleset_image.h"

/* The end of a walk of effects a kept image left for later (the
 * eng_*_ready): when bad, the image is wrong past its checksum (d says the
 * first error, else what did not compile); else *later is cleared, the
 * walk done once. */
int
decl_ready_end(int bad, struct diag_list *errs, int *later, const char *what,
    struct diag *d)
{
	if (bad)
		diag_set(d, ST_DATA, "%s (the rules kept with the game: "
		    "'arbiter ruleset check' its texts)", errs->n > 0 ?
		    diag_msg(&errs->v[0]) : what);
	else
		*later = 0;
	diag_list_free(errs);
	return bad ? ST_DATA : ST_OK;
}

/* Action i's effects (and its queued commands') read from the image that
 * kept them aside, with the checks of its words that read them, left at
 * load: the number of errors. */
static int
read_aside(struct ruleset *rs, struct action_def *a, int i,
    struct diag_list *errs)
{
	int bad = 0;

	if (rs_aside(rs, &a->deferred) && rs_ready(rs, &a->deferred) < 0)
		bad = 1;
	/* its words of kind items' declarations, kept aside with its
	 * effects (ruleset_image.c), which the usage line may have read
	 * already */
	for (int k = 0; !bad && k < a->args.n; k++)
		bad = eng_items_ready(rs, VEC_AT(a->args, struct arg_def,
		    k)) < 0;
	if (!bad && rs_aside(rs, &a->effects)) {
		if (rs_ready(rs, &a->effects) < 0)
			bad = 1;
		for (int k = 0; !bad && k < a->args.n; k++) {
			if (VEC_AT(a->args, struct arg_def, k)->kind ==
			    ARG_DRAWS)
				bad += eng_check_draws_word(a,
				    rs->actions.ids[i], k, errs);
			bad += words_read(rs, a, rs->actions.ids[i], k, errs);
		}
		if (!bad)
			bad = eng_check_no_actor_effects(rs, i, 1, errs) +
			    eng_check_no_actor_effects(rs, i, 0, errs);
	}
	return bad;
}

int
eng_action_read(const struct ruleset *crs, int i, struct diag *d)
{
	struct ruleset *rs = (struct ruleset *)crs;
	struct action_def *a = VEC_AT(rs->actions, struct action_def, i);
	struct diag_list errs;
	int bad, later = 1;

	if (!a->effects_later)
		return ST_OK;
	diag_list_init(&errs);
	bad = read_aside(rs, a, i, &errs);
	/* walked still when it is taken (eng_action_ready) */
	return decl_ready_end(bad, &errs, &later, "an action's effects do "
	    "not read", d);
}

int
eng_require_ready(const struct ruleset *crs, int i, struct diag *d)
{
	struct ruleset *rs = (struct ruleset *)crs;
	struct action_def *a = VEC_AT(rs->actions, struct action_def, i);
	struct diag_list errs;
	int bad, later = 1, checked = rs->checked;

	if (!rs_aside(rs, &a->require))
		return ST_OK;
	diag_list_init(&errs);
	/* read from the image, which was kept once they were checked: their
	 * tests and lines compiled when first valued, as at load */
	rs->checked = 1;
	/* its deferred list first: sum_queued asks for one */
	bad = (rs_aside(rs, &a->deferred) && rs_ready(rs, &a->deferred) <
	    0) || rs_ready(rs, &a->require) < 0 ? 1 : decl_requires(rs, a,
	    &a->require, "", &errs);
	rs->checked = checked;
	return decl_ready_end(bad, &errs, &later, "an action's requirements "
	    "do not read", d);
}

int
eng_action_ready(const struct ruleset *crs, int i, struct diag *d)
{
	/* walked once, in place, as eng_expr_ready compiles an expression */
	struct ruleset *rs = (struct ruleset *)crs;
	struct action_def *a = VEC_AT(rs->actions, struct action_def, i);
	struct diag_list errs;
	unsigned bound = rs->bound;
	int bad, checked = rs->checked;

	if (!a->effects_later)
		return ST_OK;
	/* its requirements, kept aside */
	if ((bad = eng_require_ready(rs, i, d)) != ST_OK)
		return bad;
	diag_list_init(&errs);
	/* read first, unless a hint read them already (eng_action_read) */
	bad = read_aside(rs, a, i, &errs);
	/* the tests its queued commands meet again and their entry's shape
	 * in the report, kept aside too (compiled and checked here, not at
	 * load) */
	if (!bad && rs_aside(rs, &a->deferred_require))
		bad = rs_ready(rs, &a->deferred_require) < 0 ? 1 :
		    deferred_require(rs, a, rs->actions.ids[i], &errs) +
		    eng_check_deferred_require(a, rs->actions.ids[i], &errs);
	if (!bad && rs_aside(rs, &a->deferred_json))
		bad = rs_ready(rs, &a->deferred_json) < 0 ? 1 :
		    eng_check_deferred_json(rs, a, rs->actions.ids[i],
		    &rs->actions.pos[i], &errs);
	if (a->no_actor)
		rs->no_actor = NO_ACTOR_EFFECTS;
	rs->bound = 0;
	/* read from the image, which was kept once they were checked: their
	 * expressions compiled when first valued, their lines when first
	 * said (a command says few of them), as its requirements' */
	rs->checked = 1;
	if (!bad)
		bad = action_effects(rs, a, rs->actions.ids[i], &errs);
	rs->checked = checked;
	rs->no_actor = NULL;
	rs->bound = bound;
	return decl_ready_end(bad, &errs, &a->effects_later,
	    "an action's effects do not compile", d);
}
