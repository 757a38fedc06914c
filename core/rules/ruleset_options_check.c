/* ruleset_options_check.c: every option's result checked as a game
 * started with it is.  An option's value rewrites the ruleset when
 * chosen (a choice's `set`, a number's key), and the load checks the
 * rules it gives only then: a ruleset whose default passes could still
 * refuse `new ... --option KEY=VALUE`.  Here each value other than the
 * default of every choice option, and every number option at its
 * least and its most, is loaded alone (the other options at their
 * defaults), with all the checks of the load; what it refuses is said
 * "option 'KEY=VALUE': ...", at the place in the text it names.  A
 * player's, factions' or chiefs' option names seats or pieces at 'new'
 * and rewrites nothing: it is not loaded.  Values of two options taken
 * together are not tried (their number grows as a product): each is
 * checked alone.
 *
 * It costs a load per value: run by 'ruleset check' and where a text
 * enters a game ('new', 'ruleset amend'), never by a command that loads
 * a game already stored. */
#include "core/rules/ruleset.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* The texts loaded with the one option key=value: its refusals added to
 * errs, named by it; 1 when there were some. */
static int
load_with(const struct rs_text *base, const struct rs_text *overlays,
    int noverlays, const char *key, const char *value,
    int (*more)(const struct ruleset *, struct diag_list *),
    struct diag_list *errs)
{
	struct rs_opt opt = { (char *)key, (char *)value };
	struct ruleset *rs = NULL;
	struct diag_list e;
	int bad;

	diag_list_init(&e);
	bad = ruleset_load(base, overlays, noverlays, key ? &opt : NULL,
	    key ? 1 : 0, &rs, &e) != ST_OK;
	if (!bad && more != NULL)
		bad = more(rs, &e) > 0;
	for (int i = 0; i < e.n && bad; i++) {
		const struct diag *d = &e.v[i];
		if (key == NULL)
			diag_list_add(errs, d->code, d->file[0] ? d->file :
			    NULL, d->line, d->col, "%s", d->msg);
		else
			diag_list_add(errs, d->code, d->file[0] ? d->file :
			    NULL, d->line, d->col, "option '%s=%s': %s", key,
			    value, d->msg);
	}
	if (bad && e.n == 0 && e.dropped == 0)
		diag_list_add(errs, ST_DATA, NULL, 0, 0, "option '%s=%s': the "
		    "rules do not load", key ? key : "?", value ? value : "?");
	errs->dropped += e.dropped;
	diag_list_free(&e);
	ruleset_free(rs);
	return bad;
}

int
ruleset_check_options(const struct ruleset *rs, const struct rs_text *base,
    const struct rs_text *overlays, int noverlays,
    int (*more)(const struct ruleset *, struct diag_list *),
    struct diag_list *errs)
{
	char num[32];
	int bad = 0;

	/* loaded with options of its own: the defaults' rules, as well */
	if (rs->nchosen > 0)
		bad += load_with(base, overlays, noverlays, NULL, NULL, more,
		    errs);
	for (int k = 0; k < rs->options.n; k++) {
		const struct option_def *o = VEC_AT(rs->options,
		    struct option_def, k);
		const char *id = rs->options.ids[k];

		if (o->kind == OPT_CHOICE) {
			for (int v = 0; v < o->values.n; v++)
				if (o->def == NULL ||
				    strcasecmp(o->values.ids[v], o->def) != 0)
					bad += load_with(base, overlays,
					    noverlays, id, o->values.ids[v],
					    more, errs);
		} else if (o->kind == OPT_NUMBER && o->key != NULL) {
			snprintf(num, sizeof num, "%ld", o->min);
			bad += load_with(base, overlays, noverlays, id, num,
			    more, errs);
			snprintf(num, sizeof num, "%ld", o->max);
			if (o->max != o->min)
				bad += load_with(base, overlays, noverlays,
				    id, num, more, errs);
		}
	}
	return bad > 0 ? ST_DATA : ST_OK;
}
