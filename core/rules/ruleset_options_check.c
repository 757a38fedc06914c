/* ruleset_options_check.c: every option's result checked as a game
 * started with it is.  An option's value rewrites the ruleset when
 * chosen (a choice's `set`, a number's key), and the load checks the
 * rules it gives only then: a ruleset whose default passes could still
 * refuse `new ... --option KEY=VALUE`.  Here each value other than the
 * default of every choice option, and every number option at its
 * least and its most, is loaded alone (the other options at their
 * defaults), with all the checks of the load; what it refuses is said
 * "option 'KEY=VALUE': ...", at the place in the text it names.  A
 * choice none of whose values has a `set` gives the default's rules
 * whatever its value (option() reads it, a constant whose value no check
 * of the load reads), and a player's, factions' or chiefs' option names
 * seats or pieces at 'new': they rewrite nothing and are not loaded.
 *
 * Options are taken together as a game likes, and their number of
 * combinations grows as a product: with `together`, when each passes
 * alone, each two values of two choice options that both rewrite the
 * rules (a `set`) are loaded together as well ("options 'A=X' and 'B=Y'
 * together: ..."); three or more, and a number option with another, are
 * not tried.
 *
 * It costs a load per value: run by 'ruleset check' (together) and where
 * a text enters a game ('new', 'ruleset amend': each alone; the game's
 * own options are its load's), never by a command that loads a game
 * already stored. */
#include "core/rules/ruleset.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

struct texts {
	const struct rs_merged *m;	/* parsed once */
	int (*more)(const struct ruleset *, struct diag_list *);
};

/* The texts loaded with the options opts (n of them, 0 to 2): their
 * refusals added to errs, named by them; 1 when there were some. */
static int
load_with(const struct texts *t, const struct rs_opt *opts, int n,
    struct diag_list *errs)
{
	struct ruleset *rs = NULL;
	struct diag_list e;
	char name[256];
	int bad;

	if (n == 1)
		snprintf(name, sizeof name, "option '%s=%s': ", opts[0].key,
		    opts[0].value);
	else if (n == 2)
		snprintf(name, sizeof name, "options '%s=%s' and '%s=%s' "
		    "together: ", opts[0].key, opts[0].value, opts[1].key,
		    opts[1].value);
	else
		snprintf(name, sizeof name, "with every option at its "
		    "default: ");
	diag_list_init(&e);
	bad = ruleset_load_merged(t->m, opts, n, &rs, &e) != ST_OK;
	if (!bad && t->more != NULL)
		bad = t->more(rs, &e) > 0;
	for (int i = 0; i < e.n && bad; i++) {
		const struct diag *d = &e.v[i];
		diag_list_add(errs, d->code, d->file[0] ? d->file : NULL,
		    d->line, d->col, "%s%s", name, d->msg);
	}
	if (bad && e.n == 0 && e.dropped == 0)
		diag_list_add(errs, ST_DATA, NULL, 0, 0, "%sthe rules do not "
		    "load", name);
	errs->dropped += e.dropped;
	diag_list_free(&e);
	ruleset_free(rs);
	return bad;
}

/* Does choice o rewrite the rules: has a value of it a `set`?  One
 * without gives the default's rules whatever its value; only option()
 * reads it, a constant whose value no check of the load reads. */
static int
rewrites(const struct option_def *o)
{
	for (int v = 0; v < o->values.n; v++)
		if (VEC_AT(o->values, struct option_value, v)->set != NULL)
			return 1;
	return 0;
}

/* Each pair of values of two choice options that rewrite the rules (a
 * `set`) and passed alone (ok[k], the values of option k in order):
 * loaded together. */
static int
pairs(const struct ruleset *rs, const struct texts *t,
    unsigned char *const *ok, struct diag_list *errs)
{
	int bad = 0;

	for (int k = 0; k < rs->options.n; k++)
	for (int m = k + 1; m < rs->options.n; m++) {
		const struct option_def *a = VEC_AT(rs->options,
		    struct option_def, k);
		const struct option_def *b = VEC_AT(rs->options,
		    struct option_def, m);
		if (ok[k] == NULL || ok[m] == NULL)
			continue;
		for (int i = 0; i < a->values.n; i++)
		for (int j = 0; j < b->values.n; j++) {
			struct rs_opt two[2] = {
				{ rs->options.ids[k], a->values.ids[i] },
				{ rs->options.ids[m], b->values.ids[j] } };
			if (ok[k][i] && ok[m][j])
				bad += load_with(t, two, 2, errs);
		}
	}
	return bad;
}

int
ruleset_check_options(const struct ruleset *rs, const struct rs_text *base,
    const struct rs_text *overlays, int noverlays,
    int (*more)(const struct ruleset *, struct diag_list *), int together,
    struct diag_list *errs)
{
	struct rs_merged *m = ruleset_merge(base, overlays, noverlays, errs);
	int r;

	if (m == NULL)
		return ST_DATA;
	r = ruleset_check_options_merged(rs, m, more, together, NULL, errs);
	ruleset_merged_free(m);
	return r;
}

int
ruleset_check_options_merged(const struct ruleset *rs,
    const struct rs_merged *m,
    int (*more)(const struct ruleset *, struct diag_list *), int together,
    struct rs_cover *cov, struct diag_list *errs)
{
	struct texts t = { m, more };
	unsigned char **ok = calloc((size_t)rs->options.n + 1, sizeof *ok);
	char num[32];
	int bad = 0;

	if (cov != NULL)
		*cov = (struct rs_cover){ 1, 1, 0 };
	if (ok == NULL)
		return diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	/* loaded with options of its own: the defaults' rules, as well */
	if (rs->nchosen > 0)
		bad += load_with(&t, NULL, 0, errs);
	for (int k = 0; k < rs->options.n; k++) {
		const struct option_def *o = VEC_AT(rs->options,
		    struct option_def, k);
		struct rs_opt one = { rs->options.ids[k], num };

		if (o->kind == OPT_CHOICE && rewrites(o)) {
			int sets = 0;
			ok[k] = calloc((size_t)o->values.n + 1, 1);
			for (int v = 0; v < o->values.n; v++) {
				const struct option_value *x = VEC_AT(
				    o->values, struct option_value, v);
				if (o->def != NULL && strcasecmp(
				    o->values.ids[v], o->def) == 0)
					continue;
				one.value = o->values.ids[v];
				if (load_with(&t, &one, 1, errs))
					bad++;
				else if (ok[k] != NULL && x->set != NULL)
					ok[k][v] = 1, sets++;
			}
			if (sets == 0) {
				free(ok[k]);
				ok[k] = NULL;
			}
		} else if (o->kind == OPT_NUMBER && o->key != NULL) {
			snprintf(num, sizeof num, "%ld", o->min);
			bad += load_with(&t, &one, 1, errs);
			snprintf(num, sizeof num, "%ld", o->max);
			if (o->max != o->min)
				bad += load_with(&t, &one, 1, errs);
		}
	}
	if (together && bad == 0)
		bad += pairs(rs, &t, ok, errs);
	for (int k = 0; k < rs->options.n; k++)
		free(ok[k]);
	free(ok);
	return bad > 0 ? ST_DATA : ST_OK;
}
