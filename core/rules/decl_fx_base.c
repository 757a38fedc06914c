/* decl_fx_base.c: what the checks of effects share (decl_fx.h): a region
 * word found, an expression compiled where a roll's names may be known,
 * amounts of resources, and the members of the --json report. */
#include "core/rules/decl_fx.h"

#include "core/base/fmt_path.h"

#include <string.h>

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

/* Resolve a region word of an effect: an action's region word or a
 * region's id. */
int
fx_where(const struct ruleset *rs, const struct action_def *act,
    const char *text, struct eng_where *w, const char *path,
    const struct spos *pos, struct diag_list *errs)
{
	w->text = (char *)text;
	w->arg = w->region = -1;
	if (text == NULL)
		return ERR(*pos, "'%s' is missing", path);
	if (act != NULL)
		for (int i = 0; i < act->args.n; i++) {
			const struct arg_def *a = VEC_AT(act->args,
			    struct arg_def, i);
			if (strcmp(a->name, text) == 0) {
				if (a->kind != ARG_REGION)
					return ERR(*pos, "'%s': the word '%s' "
					    "is not a region", path, text);
				if (a->joined)
					return ERR(*pos, "'%s': the word '%s' "
					    "is joined, and may be left out: "
					    "an effect's region is a word "
					    "always given (read a joined one "
					    "in expressions)", path, text);
				if (act->groups_optional && i >=
				    act->args.n - (int)act->repeat)
					return ERR(*pos, "'%s': the word '%s' "
					    "is given again, and may be left "
					    "out (groups-optional): an "
					    "effect's region is a word always "
					    "given (read it in expressions)",
					    path, text);
				w->arg = i;
				return 0;
			}
		}
	if ((w->region = eng_region(rs, text)) >= 0)
		return 0;
	return ERR(*pos, "'%s': '%s' is neither a region word of the action "
	    "nor a region of the board", path, text);
}

/* One expression of an effect: roll and rolled are known in a roll's
 * table and in what it leads to. */
int
fx_expr(struct sexpr *x, const char *path, struct ruleset *rs,
    const struct action_def *act, int in_roll, struct diag_list *errs)
{
	return in_roll ? eng_compile_in(x, path, rs, act, in_roll, 0, errs) :
	    eng_compile_expr(x, path, rs, act, errs);
}

/* Amounts of resources (gain, set, a cost): each a resource's, its
 * expression compiled. */
int
fx_amounts(struct ruleset *rs, const struct action_def *act, struct vec *v,
    const char *path, int in_roll, struct diag_list *errs)
{
	char p[300];
	int bad = 0;

	p[0] = '\0';
	for (int k = 0; k < v->n; k++) {
		int none = vec_find(&rs->resources, v->ids[k]) < 0;
		/* the path read by the message, or by the compiler of a
		 * text loaded (a kept image's, rs->checked, compiles the
		 * expression when first valued, without it) */
		if (none || !rs->checked)
			fmt_path(p, sizeof p, "%.200s.%s", path, v->ids[k]);
		if (none)
			bad += ERR(v->pos[k], "'%s': no resource '%s'", p,
			    v->ids[k]);
		bad += fx_expr(VEC_AT(*v, struct sexpr, k), p, rs, act,
		    in_roll, errs);
	}
	return bad;
}

/* The keys of every command's --json report (cli/session.c and the turn
 * it ends), which a ruleset's amount must not replace. */
int
fx_report_key(const char *k)
{
	static const char *const keys[] = { "game", "seq", "command",
	    "messages", "round", "phase", "active" };

	for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++)
		if (strcmp(k, keys[i]) == 0)
			return 1;
	return 0;
}

/* The effect data (and data-flag, data-or-null): a member of the report
 * each, its amount an expression that knows before(RES), as a line
 * does. */
int
fx_data_list(struct ruleset *rs, const struct action_def *act,
    struct vec *v, const char *path, int in_roll, struct diag_list *errs)
{
	int bad = 0;
	char p[300];
	/* PATH written once, each member's key after it */
	size_t head = v->n > 0 ? fmt_path_head(p, sizeof p, path, 200) : 0;

	for (int k = 0; k < v->n; k++) {
		fmt_path_key(p, sizeof p, head, v->ids[k]);
		if (fx_report_key(v->ids[k]))
			bad += ERR(v->pos[k], "'%s': '%s' is a key the report "
			    "has already; name the member otherwise", p,
			    v->ids[k]);
		bad += eng_compile_in(VEC_AT(*v, struct sexpr, k), p, rs, act,
		    in_roll, 1, errs);
	}
	return bad;
}

