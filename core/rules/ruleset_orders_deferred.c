/* ruleset_orders_deferred.c: a sealed production order is a deferred
 * command, declared: the action's deferred effects pay the product's cost
 * (product_cost) and add what it makes (reinforce), its
 * deferred-require checks it again as the phase's carry-out-deferred
 * carries it out, its deferred-json gives its entry of the report.
 *
 * A ruleset written before (a saved game keeps the text it was started
 * with) queued it with the effect seal-order (an action of its own, or the
 * one ruleset_order.c declares for a text older still) and carried it out
 * with 'open-orders: true' in a phase's begin, the raw materials checked
 * when it was given unless mechanisms.production.stock-check was built
 * (--option orders=postal set it), each product adding what its 'makes'
 * named: on a board of numbered zones with production, every action with
 * seal-order is given the declarations of now, with the lines, refusals
 * and --json of before, every 'open-orders: true' becomes
 * carry-out-deferred (or goes, where the begin has one already; only
 * where an action queues commands) and
 * stock-check is dropped. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words.h"
#include "core/rules/words_keys.h"

#define MAXRES 32

/* What the upgrade reads of the text. */
struct prod {
	const struct ynode *products;	/* mechanisms.production.products */
	const char *res[MAXRES];	/* the resources of their costs, in
					   the order first named */
	long min[MAXRES];		/* each one's minimum */
	int nres;
	int given;			/* checked when given (stock-check) */
	const char *phase;		/* the name of the phase opening them */
	struct strbuf militia;		/* the key of the militia in the
					   correction of a zone board
					   (rs_word_key) */
};

/* The resources the products cost, in the order first named, and their
 * minimums. */
static void
cost_resources(const struct ynode *root, struct prod *p)
{
	const struct ynode *rs = ynode_get(root, "resources");

	for (int i = 0; p->products->kind == Y_MAP && i < p->products->n; i++) {
		const struct ynode *c = ynode_get(p->products->v[i], "cost");
		for (int k = 0; c != NULL && c->kind == Y_MAP && k < c->n; k++) {
			int j = 0;
			while (j < p->nres && strcmp(p->res[j],
			    c->keys[k]->str) != 0)
				j++;
			if (j < p->nres || p->nres == MAXRES)
				continue;
			p->res[p->nres] = c->keys[k]->str;
			p->min[p->nres] = rs_ytext(ynode_get(rs,
			    c->keys[k]->str), "min") != NULL ? strtol(rs_ytext(
			    ynode_get(rs, c->keys[k]->str), "min"), NULL, 10) :
			    0;
			p->nres++;
		}
	}
}

/* The name of the phase whose begin opens the orders, or NULL. */
static const char *
opening_phase(const struct ynode *root)
{
	const struct ynode *phases = ynode_get(root, "phases");

	for (int i = 0; phases != NULL && phases->kind == Y_MAP &&
	    i < phases->n; i++) {
		const struct ynode *b = ynode_get(phases->v[i], "begin");
		for (int k = 0; b != NULL && b->kind == Y_SEQ && k < b->n; k++)
			if (rs_yflag(b->v[k], "open-orders"))
				return rs_ytext(phases->v[i], "name") != NULL ?
				    rs_ytext(phases->v[i], "name") :
				    phases->keys[i]->str;
	}
	return NULL;
}

/* What player p of the action has of resource k, less its minimum. */
static void
have(struct strbuf *b, const struct prod *p, int k)
{
	if (p->min[k] == 0)
		sb_add(b, p->res[k]);
	else
		sb_printf(b, "(%s - %ld)", p->res[k], p->min[k]);
}

/* ", KEY: \"if(P == i, N, 0) + ...\"" for every product i making kind;
 * nothing when none does. */
static void
made(struct strbuf *b, const struct prod *p, const char *key,
    const char *kind, const char *pw, const char *nw)
{
	int any = 0;

	for (int i = 0; p->products->kind == Y_MAP && i < p->products->n; i++) {
		const char *m = rs_ytext(p->products->v[i], "makes");
		if (m == NULL || strcmp(m, kind) != 0)
			continue;
		if (any++)
			sb_add(b, " + ");
		else
			sb_printf(b, ", %s: \"", key);
		sb_printf(b, "if(%s == %d, %s, 0)", pw, i, nw);
	}
	if (any)
		sb_addc(b, '"');
}

/* The declarations of now for an action whose seal-order reads the words
 * at, n and product, in b (a YAML mapping of the keys to set). */
static void
declare(struct strbuf *b, const struct prod *p, const char *at,
    const char *nw, const char *pw)
{
	char order[256];
	int militia = 0;

	snprintf(order, sizeof order, "{@me}'s order of {@product %s, %s} at "
	    "{@name %s} is refused: ", pw, nw, at);
	sb_printf(b, "says: \"{@me}'s order is sealed ({1 + count_queued(1)} "
	    "sealed order{@s 1 + count_queued(1)} of {@me}'s until the %s)\"\n",
	    p->phase != NULL ? p->phase : "step that carries them out");
	sb_printf(b, "deferred-json:\n  list: orders\n  members:\n"
	    "    - {key: player, value: me, as: player}\n"
	    "    - {key: %s, value: %s + 1}\n"
	    "    - {key: product, value: %s, as: product}\n"
	    "    - {key: n, value: %s}\n  carried: built\n", JSON_ZONE, at, pw,
	    nw);
	sb_printf(b, "deferred-require:\n  - test: owner(%s) == me\n"
	    "    refusal: \"%s{@name %s} is no longer {@me}'s\"\n"
	    "    reason: \"{@name %s} is no longer {@me}'s\"\n", at, order, at,
	    at);
	for (int i = 0; p->products->kind == Y_MAP && i < p->products->n; i++) {
		const char *m = rs_ytext(p->products->v[i], "makes");
		if (m == NULL || strcmp(m, MILITIA_KEY) != 0)
			continue;
		sb_printf(b, "%s%s != %d", militia++ ? " and " :
		    "  - test: \"(", pw, i);
	}
	if (militia > 0) {
		sb_printf(b, ") or militia(%s) >= 0\"\n", at);
		sb_printf(b, "    refusal: \"%sthe {@word militia, many} of "
		    "{@name %s} are unknown ('{@command tally} {%s + 1} %s=N' "
		    "sets them)\"\n", order, at, at, sb_str(&p->militia));
		sb_printf(b, "    reason: \"the {@word militia, many} of "
		    "{@name %s} are unknown ('{@command tally} {%s + 1} %s=N' "
		    "sets them)\"\n", at, at, sb_str(&p->militia));
	}
	for (int k = 0; k < p->nres; k++) {
		sb_printf(b, "  - test: \"%s * product_cost(%s, %s) <= ", nw,
		    pw, p->res[k]);
		have(b, p, k);
		sb_printf(b, "\"\n    refusal: \"%sit needs {@qty %s, %s * "
		    "product_cost(%s, %s)} and {@me} has {", order, p->res[k],
		    nw, pw, p->res[k]);
		have(b, p, k);
		sb_printf(b, "}\"\n    reason: \"it needs {@qty %s, %s * "
		    "product_cost(%s, %s)} and {@me} has {", p->res[k], nw, pw,
		    p->res[k]);
		have(b, p, k);
		sb_add(b, "}\"\n");
	}
	sb_add(b, "deferred:\n  - gain: {");
	for (int k = 0; k < p->nres; k++)
		sb_printf(b, "%s%s: \"-%s * product_cost(%s, %s)\"", k ? ", " :
		    "", p->res[k], nw, pw, p->res[k]);
	sb_printf(b, "}\n    says: \"{@me} builds {@product %s, %s} at "
	    "{@name %s}: {@changed}\"\n  - reinforce: {at: %s", pw, nw, at, at);
	made(b, p, "strikers", STRIKERS_KEY, pw, nw);
	made(b, p, "carriers", CARRIERS_KEY, pw, nw);
	made(b, p, "militia", MILITIA_KEY, pw, nw);
	sb_add(b, "}\n");
}

/* The stock checks of an order given, in b (a YAML sequence). */
static void
stock(struct strbuf *b, const struct prod *p, const char *nw,
    const char *pw)
{
	for (int k = 0; k < p->nres; k++) {
		const char *r = p->res[k];
		sb_printf(b, "- test: \"product_cost(%s, %s) == 0 or %s * "
		    "product_cost(%s, %s) + sum_queued(%s * product_cost(%s, "
		    "%s)) <= ", pw, r, nw, pw, r, nw, pw, r);
		have(b, p, k);
		sb_printf(b, "\"\n  refusal: \"the raw materials of an order "
		    "must be in stock: {@me}'s orders this round would need "
		    "{@qty %s, %s * product_cost(%s, %s) + sum_queued(%s * "
		    "product_cost(%s, %s))} and {@me} has {", r, nw, pw, r, nw,
		    pw, r);
		have(b, p, k);
		sb_add(b, "}\"\n");
	}
}

/* The items of t (a sequence, freed) after those of seq: 0, or -1. */
static int
append(struct ynode *seq, struct ynode *t)
{
	if (t->kind != Y_SEQ || seq->n + t->n > seq->cap) {
		struct ynode **v = t->kind != Y_SEQ ? NULL : realloc(seq->v,
		    (size_t)(seq->n + t->n) * sizeof *v);
		if (v == NULL) {
			ynode_free(t);
			return -1;
		}
		seq->v = v;
		seq->cap = seq->n + t->n;
	}
	memcpy(&seq->v[seq->n], t->v, (size_t)t->n * sizeof *seq->v);
	seq->n += t->n;
	t->n = 0;
	ynode_free(t);
	return 0;
}

/* Action a (its effects' item k the seal-order x) declared as now: 0, or
 * -1 out of memory. */
static int
upgrade_action(struct ynode *a, struct ynode *effects, int k,
    const struct ynode *x, const struct prod *p)
{
	const char *at = rs_ytext(x, "at"), *nw = rs_ytext(x, "n"),
	    *pw = rs_ytext(x, "product");
	struct ynode *t, *req;
	struct strbuf b;

	if (at == NULL || nw == NULL || pw == NULL)
		return 0;	/* refused by the check as it is */
	sb_init(&b);
	declare(&b, p, at, nw, pw);
	if ((t = rs_yparse_at(&b, a->file, x)) == NULL)
		return -1;
	for (int i = 0; t->kind == Y_MAP && i < t->n; i++) {
		struct ynode *v = t->v[i];
		t->v[i] = NULL;
		if (ynode_get(a, t->keys[i]->str) != NULL &&
		    strcmp(t->keys[i]->str, "says") == 0) {
			ynode_free(v);
			continue;	/* the action's own line */
		}
		if (ynode_set(a, t->keys[i]->str, v) < 0) {
			ynode_free(t);
			return -1;
		}
	}
	ynode_free(t);
	if (p->given) {
		sb_init(&b);
		stock(&b, p, nw, pw);
		if ((t = rs_yparse_at(&b, a->file, x)) == NULL)
			return -1;
		if ((req = ynode_get(a, "require")) == NULL || req->kind !=
		    Y_SEQ) {
			if (ynode_set(a, "require", t) < 0)
				return -1;
		} else if (append(req, t) < 0)
			return -1;
	}
	return rs_yreplace_item(effects, k, "- data-members:\n"
	    "    - {key: player, value: me, as: player}\n"
	    "    - {key: sealed_orders, value: \"1 + count_queued(1)\"}\n");
}

/* Every 'open-orders: true' of a phase's begin: carry-out-deferred, or
 * gone where the begin has one already.  0, or -1 out of memory. */
static int
upgrade_phases(struct ynode *root)
{
	struct ynode *phases = ynode_get(root, "phases");

	for (int i = 0; phases != NULL && phases->kind == Y_MAP &&
	    i < phases->n; i++) {
		struct ynode *b = ynode_get(phases->v[i], "begin");
		int has = b != NULL && b->kind == Y_SEQ && rs_yhas(b,
		    "carry-out-deferred");
		for (int k = 0; b != NULL && b->kind == Y_SEQ && k < b->n; k++) {
			/* alone in its item (else rs_flags_left refuses it) */
			if (b->v[k]->n != 1 || !rs_yflag(b->v[k],
			    "open-orders"))
				continue;
			if (has) {	/* taken out */
				ynode_free(b->v[k]);
				memmove(&b->v[k], &b->v[k + 1], (size_t)(b->n -
				    k - 1) * sizeof *b->v);
				b->n--;
				k--;
				continue;
			}
			if (rs_yreplace_item(b, k, "- carry-out-deferred: no "
			    "production orders to carry out\n") < 0)
				return -1;
			has = 1;
		}
	}
	return 0;
}

int
rs_orders_deferred_upgrade(struct ynode *root)
{
	struct ynode *mech = ynode_get(root, "mechanisms"), *prod,
	    *actions = ynode_get(root, "actions");
	const char *sc;
	struct prod p;
	int any = 0;

	prod = mech != NULL && mech->kind == Y_MAP ? ynode_get(mech,
	    "production") : NULL;
	if (prod == NULL || prod->kind != Y_MAP)
		return 0;
	sc = rs_ytext(prod, "stock-check");
	p.given = sc == NULL || strcmp(sc, "built") != 0;
	ynode_free(ynode_take(prod, "stock-check"));
	if (ynode_get(ynode_get(root, "board"), ZONES_KEY) == NULL ||
	    (p.products = ynode_get(prod, "products")) == NULL)
		return 0;
	p.nres = 0;
	cost_resources(root, &p);
	p.phase = opening_phase(root);
	sb_init(&p.militia);
	rs_word_key(rs_yword(root, W_MILITIA, WF_MANY), W_MILITIA, &p.militia);
	for (int i = 0; actions != NULL && actions->kind == Y_MAP &&
	    i < actions->n && any >= 0; i++) {
		struct ynode *e = ynode_get(actions->v[i], "effects");
		/* an order declared already (an overlay of before over
		 * the text of now) */
		any |= ynode_get(actions->v[i], "deferred") != NULL;
		for (int k = 0; e != NULL && e->kind == Y_SEQ && k < e->n; k++) {
			const struct ynode *x = ynode_get(e->v[k],
			    "seal-order");
			/* alone in its item (else rs_flags_left refuses it) */
			if (e->v[k]->kind != Y_MAP || e->v[k]->n != 1 || x ==
			    NULL || x->kind != Y_MAP)
				continue;
			if (upgrade_action(actions->v[i], e, k, x, &p) < 0) {
				any = -1;
				break;
			}
			any = 1;
		}
	}
	sb_release(&p.militia);
	if (any < 0)
		return -1;
	/* without a command queued, open-orders is left to the check */
	if (any && upgrade_phases(root) < 0)
		return -1;
	return 0;
}
