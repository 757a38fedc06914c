/* names_option.c: option(NAME, VALUE), 1 when the game was started with
 * the value VALUE of its choice option NAME (--option NAME=VALUE, or
 * without it the option's default), 0 otherwise: a constant of the game,
 * its ruleset being loaded with its options (ruleset.chosen). */
#include "core/rules/names.h"
#include "core/rules/names_int.h"
#include "core/rules/ruleset.h"

#include <ctype.h>
#include <stdio.h>
#include <strings.h>

/* Do a and b name the same, case aside, '_' standing for '-'? */
static int
same_name(const char *a, const char *b)
{
	for (; *a != '\0' && *b != '\0'; a++, b++) {
		int x = *a == '_' ? '-' : tolower((unsigned char)*a);
		int y = *b == '_' ? '-' : tolower((unsigned char)*b);
		if (x != y)
			return 0;
	}
	return *a == *b;
}

/* The ids of v joined by commas into buf, or "none". */
static const char *
ids(const struct vec *v, int choices_only, char *buf, size_t n)
{
	size_t m = 0;

	buf[0] = '\0';
	for (int i = 0; i < v->n && m < n; i++) {
		if (choices_only && VEC_AT(*v, struct option_def, i)->kind !=
		    OPT_CHOICE)
			continue;
		m += (size_t)snprintf(buf + m, n - m, "%s%s", m ? ", " : "",
		    v->ids[i]);
	}
	return buf[0] != '\0' ? buf : "none";
}

int
nm_option_name(const struct eng_names_ctx *c, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	const struct ruleset *rs = c->rs;
	const struct option_def *o = NULL;
	const char *val;
	char list[200];
	int k, v = -1;

	if (nargs != 2 || sym[0] == NULL || sym[1] == NULL)
		return FAIL("'%s' takes a choice option of the ruleset and one "
		    "of its values, '_' for '-': '%s(orders, postal)'", name,
		    name);
	for (k = 0; k < rs->options.n; k++)
		if (same_name(rs->options.ids[k], sym[0]) && VEC_AT(
		    rs->options, struct option_def, k)->kind == OPT_CHOICE) {
			o = VEC_AT(rs->options, struct option_def, k);
			break;
		}
	if (o == NULL)
		return FAIL("'%s': the ruleset has no choice option '%s' "
		    "(choice options: %s)", name, sym[0], ids(&rs->options, 1,
		    list, sizeof list));
	for (int i = 0; i < o->values.n; i++)
		if (same_name(o->values.ids[i], sym[1]))
			v = i;
	if (v < 0)
		return FAIL("'%s': the option '%s' has no value '%s' (values: "
		    "%s)", name, rs->options.ids[k], sym[1], ids(&o->values, 0,
		    list, sizeof list));
	val = o->def;
	for (int i = 0; i < rs->nchosen; i++)
		if (strcasecmp(rs->chosen[i].key, rs->options.ids[k]) == 0)
			val = rs->chosen[i].value;
	out->code = N_CONST;
	out->a = val != NULL && strcasecmp(val, o->values.ids[v]) == 0;
	out->symargs = 3;
	return 0;
}
