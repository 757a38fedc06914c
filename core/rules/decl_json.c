/* decl_json.c: the ruleset check of the declared members of a JSON
 * object (each a key, an expression and how it is given): of the effect
 * data-members, of an action's deferred-json (the shape of its entry in
 * carry-out-deferred's report) and of a deferred-require's reason
 * (core/engine/engine_members.c, engine_deferred.c). */
#include <string.h>

#include "core/base/fmt_path.h"
#include "core/rules/names.h"
#include "core/rules/ruleset.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

/* Is k one of the keys in taken (NULL ended)? */
static int
taken_key(const char *k, const char *const *taken)
{
	for (int i = 0; taken[i] != NULL; i++)
		if (strcmp(k, taken[i]) == 0)
			return 1;
	return 0;
}

/* The members v at path, none named as one of taken nor twice. */
static int
members(struct ruleset *rs, const struct action_def *act, struct vec *v,
    const char *path, const char *const *taken, int in_roll,
    struct diag_list *errs)
{
	char p[300];
	int bad = 0;

	/* a ruleset read from its kept image (rs->checked) compiles the
	 * values when first used, without these paths: not written */
	p[0] = '\0';
	for (int k = 0; k < v->n; k++) {
		struct json_member *m = VEC_AT(*v, struct json_member, k);
		if (!rs->checked)
			fmt_path(p, sizeof p, "%.200s.%d", path, k + 1);
		if (m->key[0] == '\0' || taken_key(m->key, taken))
			bad += ERR(v->pos[k], "'%s': '%s' is a key the report "
			    "has already; name the member otherwise", p,
			    m->key);
		for (int j = 0; j < k; j++)
			if (strcmp(VEC_AT(*v, struct json_member, j)->key,
			    m->key) == 0)
				bad += ERR(v->pos[k], "'%s': the member '%s' "
				    "is given twice; name it once", p,
				    m->key);
		if (m->as == JSON_AS_PRODUCT &&
		    rs->mech.production.products.n <= 0)
			bad += ERR(v->pos[k], "'%s': 'as: product' gives a "
			    "product's id, and this ruleset has no products "
			    "(mechanisms.production): give it as a number", p);
		if (m->as == JSON_AS_SITE && !rs->mech.claims.present)
			bad += ERR(v->pos[k], "'%s': 'as: site' gives the id "
			    "of a site of the round, which mechanisms.claims "
			    "keeps, and this ruleset has none: give it as a "
			    "number", p);
		bad += eng_compile_key(&m->value, p, "value", rs, act, in_roll,
		    errs);
	}
	return bad;
}

int
eng_check_data_members(struct ruleset *rs, const struct action_def *act,
    struct vec *v, const char *path, int i, int in_roll,
    struct diag_list *errs)
{
	static const char *const report[] = { "game", "seq", "command",
	    "messages", "round", "phase", "active", NULL };
	char p[300];

	fmt_path_key(p, sizeof p, fmt_path_num(p, sizeof p,
	    fmt_path_head(p, sizeof p, path, 200), i), "data-members");
	return members(rs, act, v, p, report, in_roll, errs);
}

int
eng_check_deferred_json(struct ruleset *rs, struct action_def *a,
    const char *id, const struct spos *pos, struct diag_list *errs)
{
	struct deferred_json *x = &a->deferred_json;
	const char *taken[] = { x->carried != NULL ? x->carried : "carried",
	    "refused", NULL };
	char p[300];
	int bad = 0;

	if (!x->present)
		return 0;
	p[0] = '\0';
	if (!rs->checked)
		fmt_path(p, sizeof p, "actions.%.100s.deferred-json", id);
	if (!eng_has_deferred(rs, a))
		return ERR(*pos, "'%s': the shape of a queued command's entry "
		    "in carry-out-deferred's report, and the action queues "
		    "nothing: give it a 'deferred' list, or take "
		    "deferred-json out", p);
	if ((x->list != NULL && x->list[0] == '\0') || (x->carried != NULL &&
	    (x->carried[0] == '\0' || strcmp(x->carried, "refused") == 0)))
		bad += ERR(*pos, "'%s': 'list' and 'carried' are keys of the "
		    "report: give each a name ('carried' not 'refused', "
		    "which gives why a command is refused)", p);
	if (!rs->checked)
		fmt_path(p, sizeof p, "actions.%.100s.deferred-json.members",
		    id);
	return bad + members(rs, a, &x->members, p, taken, 0, errs);
}

int
eng_check_reason(struct ruleset *rs, const struct action_def *act,
    struct require_def *q, const char *path, int k, const struct spos *pos,
    struct diag_list *errs)
{
	const char *d;
	char p[300];

	if (q->reason == NULL)
		return 0;
	d = strstr(path, ".deferred-require");
	p[0] = '\0';
	if (!rs->checked)
		fmt_path(p, sizeof p, "%.200s.%d.reason", path, k);
	if (d == NULL || d[strlen(".deferred-require")] != '\0')
		return ERR(*pos, "'%s': a reason is given in the report of a "
		    "queued command refused as it is carried out: only a "
		    "deferred-require has one; take it out", p);
	return eng_compile_says(q->reason, &q->treason, p, pos, rs, act, 0,
	    errs);
}
