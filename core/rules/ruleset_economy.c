/* ruleset_economy.c: what a player earns is written as a phase's effect
 * (a gain whose amount is an expression over the state), and what a
 * player pays for the pieces held as a phase's due (phases.*.dues).  A
 * ruleset written before (a saved game keeps the text it was started
 * with) gave them as 'mechanisms.income' {resource, per-land, minimum}
 * and 'mechanisms.upkeep' {resource, free-per-land, step, cost-per-step},
 * paid by the phases whose 'steps' list 'income' and 'upkeep': the merged
 * tree is turned into the effect and the due before it is read, with the
 * lines the mechanisms printed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/diag.h"
#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

/* A whole number of at most 9 digits, as written. */
static int
whole(const char *s)
{
	size_t n = s != NULL ? strspn(s, "0123456789") : 0;

	return n > 0 && n <= 9 && s[n] == '\0';
}

/* The income's effect, as a list of one, parsed from YAML written here;
 * NULL when out of memory. */
static struct ynode *
income_effect(const struct ynode *root, const struct ynode *in,
    const char *res, const char *per, const char *min)
{
	const char *name = rs_ytext(ynode_get(ynode_get(root, "resources"),
	    res), "name");
	struct strbuf b;

	/* a name that a line or YAML would read otherwise: the id */
	if (name == NULL || strpbrk(name, "{}\"\\") != NULL)
		name = res;
	sb_init(&b);
	sb_printf(&b, "- gain: {%s: \"max(%s, %s * regions)\"}\n"
	    "  json: income\n"
	    "  says: \"{@me} earns {@qty %s, %s - before(%s)} ({regions} "
	    "land{@s regions} x %s, at least %s): %s {before(%s)} -> {%s}\"\n",
	    res, min, per, res, res, res, per, min, name, res, res);
	return rs_yparse_at(&b, in->file, in);
}

/* Take step out of a phase's steps (and the steps, left empty). */
static void
drop_step(struct ynode *phase, const char *step)
{
	struct ynode *steps = ynode_get(phase, "steps");

	for (int i = 0; steps != NULL && i < steps->n; i++)
		if (steps->v[i]->kind == Y_SCALAR &&
		    strcmp(steps->v[i]->str, step) == 0) {
			ynode_free(steps->v[i]);
			memmove(&steps->v[i], &steps->v[i + 1],
			    (size_t)(steps->n - i - 1) * sizeof *steps->v);
			steps->n--;
			i--;
		}
	if (steps != NULL && steps->n == 0)
		ynode_free(ynode_take(phase, "steps"));
}

/* effect (a list of one) goes first in the phase's effects, as the step
 * ran before them; 'income' leaves its steps.  -1 out of memory. */
static int
put_first(struct ynode *phase, struct ynode *effect)
{
	struct ynode *old;
	struct ynode **v;

	drop_step(phase, "income");
	old = ynode_take(phase, "effects");
	if (old != NULL && old->kind == Y_SEQ && old->n > 0) {
		if ((v = realloc(effect->v, (size_t)(effect->n + old->n) *
		    sizeof *v)) == NULL) {
			ynode_free(old);
			ynode_free(effect);
			return -1;
		}
		effect->v = v;
		memcpy(v + effect->n, old->v, (size_t)old->n * sizeof *v);
		effect->n += old->n;
		effect->cap = effect->n;
		old->n = 0;
	}
	ynode_free(old);
	return ynode_set(phase, "effects", effect);
}

/* Does a phase's steps list step? */
static int
has_step(const struct ynode *phase, const char *step)
{
	const struct ynode *steps = ynode_get(phase, "steps");

	for (int i = 0; steps != NULL && steps->kind == Y_SEQ && i < steps->n;
	    i++)
		if (steps->v[i]->kind == Y_SCALAR &&
		    strcmp(steps->v[i]->str, step) == 0)
			return 1;
	return 0;
}


/* The upkeep as a due (a list of one), parsed from YAML written here,
 * with the lines the mechanism printed; NULL when out of memory. */
static struct ynode *
upkeep_due(const struct ynode *in, const char *res, const char *gratis,
    const char *step, const char *cost)
{
	struct strbuf b;

	sb_init(&b);
	sb_printf(&b, "- name: upkeep\n"
	    "  resource: %s\n"
	    "  per-region: \"ceil(max(0, count - %s) / %s) * %s\"\n"
	    "  choose: \"disband LAND N [LAND N]...\"\n"
	    "  says-bill: \"{@me} owes {@qty %s, due} upkeep for "
	    "{sum_regions(mine(here))} unit{@s sum_regions(mine(here))} on "
	    "{regions} land{@s regions} (%s free per land, then %s per "
	    "started %s)\"\n"
	    "  says-none: \"{@me} owes no upkeep: no land holds more than %s "
	    "units\"\n"
	    "  says-region: \"{@region here} ({count - %s} beyond the %s free: "
	    "{@qty %s, due})\"\n",
	    res, gratis, step, cost, res, gratis, cost, step, gratis, gratis,
	    gratis, res);
	return rs_yparse_at(&b, in->file, in);
}

/* A whole number from lo to 1000000, as written. */
static int
within(const char *s, long lo)
{
	return whole(s) && atol(s) >= lo && atol(s) <= 1000000;
}

/* 'mechanisms.upkeep' {resource, free-per-land, step, cost-per-step},
 * paid by the phases whose steps list 'upkeep', becomes each phase's due.
 * A key the schema would refuse is left for it to say so. */
static int
upkeep_upgrade(struct ynode *root)
{
	struct ynode *mech = ynode_get(root, "mechanisms"), *in, *phases;
	const char *res, *gratis, *step, *cost;

	in = mech != NULL && mech->kind == Y_MAP ? ynode_get(mech, "upkeep") :
	    NULL;
	if (in == NULL || in->kind != Y_MAP)
		return 0;
	res = rs_ytext(in, "resource");
	gratis = rs_ytext(in, "free-per-land");
	step = rs_ytext(in, "step");
	cost = rs_ytext(in, "cost-per-step");
	if (gratis == NULL && ynode_get(in, "free-per-land") == NULL)
		gratis = "0";
	if (res == NULL || strspn(res, "abcdefghijklmnopqrstuvwxyz"
	    "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-") != strlen(res) ||
	    !within(gratis, 0) || !within(step, 1) || !within(cost, 0) ||
	    in->n != 3 + (rs_ytext(in, "free-per-land") != NULL))
		return 0;
	phases = ynode_get(root, "phases");
	for (int i = 0; phases != NULL && phases->kind == Y_MAP &&
	    i < phases->n; i++) {
		struct ynode *d;
		if (phases->v[i]->kind != Y_MAP ||
		    !has_step(phases->v[i], "upkeep") ||
		    ynode_get(phases->v[i], "dues") != NULL)
			continue;
		drop_step(phases->v[i], "upkeep");
		if ((d = upkeep_due(in, res, gratis, step, cost)) == NULL ||
		    ynode_set(phases->v[i], "dues", d) < 0)
			return -1;
	}
	ynode_free(ynode_take(mech, "upkeep"));
	return 0;
}

int
rs_economy_upgrade(struct ynode *root, struct diag_list *errs)
{
	struct ynode *mech = ynode_get(root, "mechanisms"), *in, *phases;
	const char *res, *per, *min;

	in = mech != NULL && mech->kind == Y_MAP ? ynode_get(mech, "income") :
	    NULL;
	res = rs_ytext(in, "resource");
	per = rs_ytext(in, "per-land");
	min = rs_ytext(in, "minimum");
	if (upkeep_upgrade(root) < 0)
		return -1;
	if (min == NULL && in != NULL && ynode_get(in, "minimum") == NULL)
		min = "0";
	if (in == NULL)
		return 0;
	if (res == NULL || strspn(res, "abcdefghijklmnopqrstuvwxyz"
	    "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") != strlen(res) ||
	    !whole(per) || !whole(min) || in->n != 2 + (rs_ytext(in,
	    "minimum") != NULL)) {
		/* an overlay that changes a part of it has nothing to change */
		diag_list_add(errs, ST_DATA, in->file, in->line, in->col,
		    "'mechanisms.income' is read only whole, as written "
		    "before phase effects: 'resource', 'per-land' (a number) "
		    "and 'minimum'; write the income as an effect of its phase "
		    "(arbiter-ruleset(5), 'phases' and 'mechanisms')");
		return 0;
	}
	phases = ynode_get(root, "phases");
	for (int i = 0; phases != NULL && phases->kind == Y_MAP &&
	    i < phases->n; i++) {
		struct ynode *e;
		if (phases->v[i]->kind != Y_MAP ||
		    !has_step(phases->v[i], "income"))
			continue;
		if ((e = income_effect(root, in, res, per, min)) == NULL ||
		    put_first(phases->v[i], e) < 0)
			return -1;
	}
	ynode_free(ynode_take(mech, "income"));
	return 0;
}
