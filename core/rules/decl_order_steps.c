/* decl_order_steps.c: the ruleset check of the steps of an order
 * (mechanisms.orders: steps, late, combat-step, combat-what,
 * after-combats), their names and their list as the refusals say them
 * (core/act/act_orders.c takes the steps). */
#include <stdio.h>
#include <string.h>

#include "core/rules/ruleset.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

/* The words the refusal 'late' may hold in braces. */
static const char late_words[][8] = { "player", "region", "step", "what",
	"steps", "" };

/* The steps of before (ruleset_order_steps.c gives them to a text
 * declaring none), which a ruleset without orders is told of. */
const char rs_order_steps_before[][16] = { "movement", "combat",
	"explore", "" };

/* The names of the steps: n of them, the declared ones or those of
 * before. */
static const char *
step(const struct ruleset *rs, int k, int *n)
{
	const struct vec *v = &rs->mech.orders.steps;

	if (rs->mech.orders.present) {
		*n = v->n;
		return k < v->n ? *VEC_AT(*v, char *, k) : NULL;
	}
	*n = 3;
	return k < 3 ? rs_order_steps_before[k] : NULL;
}

int
rs_order_step_at(const struct ruleset *rs, const char *name)
{
	const char *s;
	int n;

	for (int k = 0; name != NULL && (s = step(rs, k, &n)) != NULL; k++)
		if (strcmp(s, name) == 0)
			return k + 1;
	return 0;
}

const char *
rs_order_step_name(const struct ruleset *rs, int at)
{
	const char *s;
	int n;

	return at >= 1 && (s = step(rs, at - 1, &n)) != NULL ? s : "no";
}

const char *
rs_order_step_lacking(const struct ruleset *rs, enum game_cmd c)
{
	const char *s = c == GC_TRAVEL ? rs_order_steps_before[0] :
	    c == GC_SCOUT ? rs_order_steps_before[2] : NULL;

	return s != NULL && rs_order_step_at(rs, s) == 0 ? s : NULL;
}

int
rs_order_steps_text(const struct ruleset *rs, const char *last, char *buf,
    size_t n)
{
	const char *s;
	size_t at = 0;
	int w, ns;

	buf[0] = '\0';
	for (int k = 0; (s = step(rs, k, &ns)) != NULL && at < n; k++,
	    at += (size_t)w)
		if ((w = snprintf(buf + at, n - at, "%s%s", k == 0 ? "" :
		    k == ns - 1 ? last : ", ", s)) < 0)
			return -1;
	return at < n ? 0 : -1;
}

/* Does the refusal t hold only the words it may, each in braces? */
static int
late_ok(const char *t, char *bad, size_t n)
{
	for (const char *p = t; (p = strpbrk(p, "{}%")) != NULL; p++) {
		const char *e = strchr(p, '}');
		size_t len;
		int k;
		if (*p != '{' || e == NULL) {
			snprintf(bad, n, "%c", *p);
			return 0;
		}
		len = (size_t)(e - p - 1);
		for (k = 0; late_words[k][0] != '\0'; k++)
			if (strlen(late_words[k]) == len &&
			    strncmp(late_words[k], p + 1, len) == 0)
				break;
		if (late_words[k][0] == '\0') {
			snprintf(bad, n, "%.*s", (int)(e - p + 1), p);
			return 0;
		}
		p = e;
	}
	return 1;
}

/* key names a step of the order (or is absent): its place into *at;
 * refused where the name is written. */
static int
named_step(const struct ruleset *rs, const char *key, const struct spstr *x,
    int *at, struct diag_list *errs)
{
	const char *name = x->text;
	char list[300];

	*at = 0;
	if (name == NULL)
		return 0;
	if ((*at = rs_order_step_at(rs, name)) > 0)
		return 0;
	rs_order_steps_text(rs, " and ", list, sizeof list);
	return ERR(x->pos, "'mechanisms.orders.%s': no "
	    "step '%s': the steps of an order are %s (mechanisms.orders."
	    "steps)", key, name, list);
}

int
rs_check_order_steps(struct ruleset *rs, struct diag_list *errs)
{
	struct orders_def *o = &rs->mech.orders;
	char bad[64];
	int n = 0;

	o->combat_at = o->after_at = 0;
	if (!o->present)
		return 0;
	/* rules read from their kept image (rs->checked) passed the check
	 * when it was kept: the steps named are found, nothing more */
	if (rs->checked) {
		o->combat_at = rs_order_step_at(rs, o->combat_step.text);
		o->after_at = rs_order_step_at(rs, o->after_combats.text);
		return 0;
	}
	if (o->steps.n <= 0)
		return ERR(o->resource.pos, "'mechanisms.orders.steps' names no "
		    "step: list the steps of an order in their order "
		    "(\"steps: [move, fight]\")");
	for (int k = 0; k < o->steps.n; k++) {
		const char *s = *VEC_AT(o->steps, char *, k);
		if (s[0] == '\0' || strpbrk(s, "{}%,") != NULL)
			n += ERR(o->steps.pos[k], "'mechanisms.orders.steps': "
			    "a step is named by a word, not '%s'", s);
		else if (rs_order_step_at(rs, s) != k + 1)
			n += ERR(o->steps.pos[k], "'mechanisms.orders.steps': "
			    "the step '%s' is listed twice: an order takes "
			    "each once", s);
	}
	if (o->late.text != NULL && !late_ok(o->late.text, bad, sizeof bad))
		n += ERR(o->late.pos, "'mechanisms.orders.late': '%s' is no "
		    "word of the refusal: it may say {player}, {region}, "
		    "{step}, {what} and {steps}", bad);
	if (o->combat_what.text != NULL && (o->combat_what.text[0] == '\0' ||
	    strchr(o->combat_what.text, '%') != NULL))
		n += ERR(o->combat_what.pos, "'mechanisms.orders.combat-what' "
		    "names the combats in words (\"combats\"), not '%s'",
		    o->combat_what.text);
	n += named_step(rs, "combat-step", &o->combat_step, &o->combat_at,
	    errs);
	n += named_step(rs, "after-combats", &o->after_combats, &o->after_at,
	    errs);
	return n;
}
