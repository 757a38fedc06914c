/* ruleset_options_check.c: every option's result checked as a game
 * started with it is.  An option's value rewrites the ruleset when
 * chosen (a choice's `set`, a number's key), and the load checks the
 * rules it gives only then: a ruleset whose default passes could still
 * refuse `new ... --option KEY=VALUE`.  Here each value other than the
 * default of every choice option that rewrites the rules (a value of it
 * has a `set`), and every number option at its least and its most, is
 * loaded alone (the other options at their defaults), with all the
 * checks of the load; what it refuses is said "option 'KEY=VALUE': ...",
 * at the place in the text it names.  A choice none of whose values has
 * a `set` gives the default's rules whatever its value (option() reads
 * it, a constant whose value no check of the load reads), and a
 * player's, factions' or chiefs' option names seats or pieces at 'new':
 * they rewrite nothing and are not loaded.
 *
 * Options are taken together as a game likes.  With `together`, when
 * each passes alone, the options that rewrite the rules are taken
 * together too, each a factor of a few levels: a choice's default, each
 * of its values with a `set`, and its values without one as one more
 * level (when the default has a set); a number not given, at its least
 * and at its most.  When their product is OPTS_BUDGET combinations or
 * fewer, every one is loaded; else a cover (options_cover.c) in which
 * every three options' values are together, or, when that is more than
 * the budget, every two; what was tried of how many is said (struct
 * rs_cover).  A combination refused names its options ("options 'A=X',
 * 'B=Y' and 'N=9' together: ...").
 *
 * It costs a load per combination: run by 'ruleset check' (together) and
 * 'ruleset amend' (each alone), never by a command that loads a game
 * already stored ('new' loads the options it is given).  With together ('ruleset check'),
 * the checks of a text no game took yet too (fresh_checks), which a game
 * stored with a text of before need not pass. */
#include "core/rules/ruleset.h"
#include "core/rules/options_cover.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* The most combinations of the options loaded to prove all of them (the
 * row of every default and each option alone counted), and the most a
 * cover of every three may take; above, a cover of every two.  With 16,
 * 'ruleset check' of each shipped game costs no more than when it loaded
 * only each two values of two choices together: bernard's 8 and
 * aldarra-reborn's 4 all, adellos' 32 every three in 12, ashes-of-
 * empire's 54 every two in 12 (every three would take 28). */
#define OPTS_BUDGET 16

struct texts {
	const struct rs_merged *m;	/* parsed once */
	int (*more)(const struct ruleset *, struct diag_list *);
	int fresh;		/* the checks of a text no game took */
	int names;		/* and its actions' names (those of the rules
				   refused, said once) */
};

/* The checks of a text that no game took yet: a game stored with a text
 * of before, which passed the load's, still loads. */
static int
fresh_checks(const struct ruleset *rs, struct diag_list *errs)
{
	return rs_check_listed_steps(rs, errs) + rs_check_start_seats(rs,
	    errs);
}

/* An option that rewrites the rules, as a factor of the combinations:
 * its levels' values, level 0 not given (its default). */
struct factor {
	char *key;
	int n;
	char **val;
	char num[2][24];
};

/* The texts loaded with the options opts (n of them): their refusals
 * added to errs, named by them; 1 when there were some. */
static int
load_with(const struct texts *t, const struct rs_opt *opts, int n,
    struct diag_list *errs)
{
	struct ruleset *rs = NULL;
	struct diag_list e;
	char name[512];
	size_t m = 0;
	int bad;

	if (n == 1)
		snprintf(name, sizeof name, "option '%s=%s': ", opts[0].key,
		    opts[0].value);
	else if (n >= 2) {
		m = (size_t)snprintf(name, sizeof name, "options ");
		for (int i = 0; i < n && m < sizeof name; i++)
			m += (size_t)snprintf(name + m, sizeof name - m,
			    "%s'%s=%s'", i == 0 ? "" : i == n - 1 ? " and " :
			    ", ", opts[i].key, opts[i].value);
		if (m < sizeof name)
			snprintf(name + m, sizeof name - m, " together: ");
	} else
		snprintf(name, sizeof name, "with every option at its "
		    "default: ");
	diag_list_init(&e);
	bad = ruleset_load_merged(t->m, opts, n, &rs, &e) != ST_OK;
	if (!bad && t->more != NULL)
		bad = t->more(rs, &e) > 0;
	if (!bad && t->fresh)
		bad = fresh_checks(rs, &e) > 0;
	if (!bad && t->names)
		bad = rs_check_action_names(rs, &e) > 0;
	for (int i = 0; i < e.n && bad; i++) {
		const struct diag *d = &e.v[i];
		diag_list_add(errs, d->code, d->file[0] ? d->file : NULL,
		    d->line, d->col, "%s%s", name, diag_msg(d));
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

/* Option o (key) as a factor into f, or 0 when it rewrites nothing: a
 * choice's values without a `set` are one level (the default's when it
 * has none), each with one a level; a number's key not given, at its
 * least and at its most.  -1 out of memory. */
static int
factor_of(const struct option_def *o, char *key, struct factor *f)
{
	const struct option_value *d = NULL;
	int bare;

	f->key = key;
	f->n = 1;
	if (o->kind == OPT_NUMBER && o->key != NULL) {
		if ((f->val = calloc(3, sizeof *f->val)) == NULL)
			return -1;
		snprintf(f->num[0], sizeof f->num[0], "%ld", o->min);
		snprintf(f->num[1], sizeof f->num[1], "%ld", o->max);
		f->val[f->n++] = f->num[0];
		if (o->max != o->min)
			f->val[f->n++] = f->num[1];
		return 1;
	}
	if (o->kind != OPT_CHOICE || !rewrites(o))
		return 0;
	if ((f->val = calloc((size_t)o->values.n + 1, sizeof *f->val)) ==
	    NULL)
		return -1;
	for (int v = 0; v < o->values.n; v++)
		if (o->def != NULL && strcasecmp(o->values.ids[v], o->def) == 0)
			d = VEC_AT(o->values, struct option_value, v);
	/* without a set, a value is the default's rules or none's */
	bare = d == NULL || d->set == NULL;
	for (int v = 0; v < o->values.n; v++) {
		const struct option_value *x = VEC_AT(o->values,
		    struct option_value, v);
		if (x == d || (x->set == NULL && bare))
			continue;
		bare |= x->set == NULL;
		f->val[f->n++] = o->values.ids[v];
	}
	return 1;
}

/* The rows of levels into opts (those off their default): how many. */
static int
row_opts(const struct factor *f, int nf, const int *row, struct rs_opt *opts)
{
	int n = 0;

	for (int i = 0; i < nf; i++)
		if (row[i] > 0)
			opts[n++] = (struct rs_opt){ f[i].key,
			    f[i].val[row[i]] };
	return n;
}

/* The most combinations of values off their defaults of three of the nf
 * factors of lv levels. */
static long
off3(const int *lv, int nf)
{
	long top[3] = { 0, 0, 0 };

	for (int f = 0; f < nf; f++) {
		long n = lv[f] - 1;
		for (int i = 0; i < 3; i++)
			if (n > top[i]) {
				long x = top[i];
				top[i] = n;
				n = x;
			}
	}
	return top[0] * top[1] * top[2];
}

/* The options that rewrite the rules taken together, once each passed
 * alone: every combination of them, or a cover when there are more than
 * OPTS_BUDGET; what was tried into cov. */
static int
together_all(const struct ruleset *rs, const struct texts *t,
    struct rs_cover *cov, struct diag_list *errs)
{
	struct factor *f = calloc((size_t)rs->options.n + 1, sizeof *f);
	struct rs_opt *opts = calloc((size_t)rs->options.n + 1, sizeof *opts);
	int *lv = calloc((size_t)rs->options.n + 1, sizeof *lv);
	int *rows = NULL, nrows = 0, nf = 0, bad = 0, str = 0;
	double product = 1;
	long alone = 0;

	if (f == NULL || opts == NULL || lv == NULL)
		goto oom;
	for (int k = 0; k < rs->options.n; k++) {
		int r = factor_of(VEC_AT(rs->options, struct option_def, k),
		    rs->options.ids[k], &f[nf]);
		if (r < 0)
			goto oom;
		if (r == 0 || f[nf].n < 2) {	/* one level: nothing to vary */
			free(f[nf].val);
			f[nf].val = NULL;
			continue;
		}
		lv[nf] = f[nf].n;
		product *= f[nf].n;
		alone += f[nf].n - 1;
		nf++;
	}
	if (nf >= 2) {
		/* all of them, or every three, or every two together */
		str = product <= OPTS_BUDGET ? nf : nf > 3 ? 3 : 2;
		/* every three takes a row at least for each three values off
		 * the defaults of three options: not built when too many */
		if (str == 3 && 1 + alone + off3(lv, nf) > OPTS_BUDGET)
			str = 2;
		if (opt_cover_rows(nf, lv, str, &rows, &nrows) < 0)
			goto oom;
		if (str == 3 && 1 + alone + nrows > OPTS_BUDGET) {
			free(rows);
			str = 2;
			if (opt_cover_rows(nf, lv, str, &rows, &nrows) < 0)
				goto oom;
		}
	}
	for (int i = 0; i < nrows; i++)
		bad += load_with(t, opts, row_opts(f, nf, rows + (size_t)i *
		    (size_t)nf, opts), errs);
	if (cov != NULL) {
		cov->tried = 1 + alone + nrows;
		cov->of = product;
		cov->every = str == nf ? 0 : str;
	}
	goto out;
oom:
	bad += diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory") != 0;
out:
	for (int i = 0; f != NULL && i < nf; i++)
		free(f[i].val);
	free(f);
	free(opts);
	free(lv);
	free(rows);
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
	struct texts t = { m, more, together, 0 };
	char num[32];
	int bad = 0;

	if (cov != NULL)
		*cov = (struct rs_cover){ 1, 1, 0 };
	/* the rules as loaded, with the checks of a text no game took */
	if (together)
		bad += fresh_checks(rs, errs);
	/* no action named as the program's own command: each option's
	 * actions when the rules' own pass */
	if (together && rs_check_action_names(rs, errs) > 0)
		bad++;
	else
		t.names = together;
	/* loaded with options of its own: the defaults' rules, as well */
	if (rs->nchosen > 0)
		bad += load_with(&t, NULL, 0, errs);
	for (int k = 0; k < rs->options.n; k++) {
		const struct option_def *o = VEC_AT(rs->options,
		    struct option_def, k);
		struct rs_opt one = { rs->options.ids[k], num };

		if (o->kind == OPT_CHOICE && rewrites(o)) {
			for (int v = 0; v < o->values.n; v++) {
				if (o->def != NULL && strcasecmp(
				    o->values.ids[v], o->def) == 0)
					continue;
				one.value = o->values.ids[v];
				bad += load_with(&t, &one, 1, errs);
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
		bad += together_all(rs, &t, cov, errs);
	return bad > 0 ? ST_DATA : ST_OK;
}
