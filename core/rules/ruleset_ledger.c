/* ruleset_ledger.c: buying units onto one's own land, buying another
 * player's land out and gifts between players of one role are declared
 * actions (a place, a pay-player, each-player removing the units on a
 * land and a place for its buyer, role(P, ROLE)).
 * A ruleset written before (a saved game keeps the text it was started
 * with, and an overlay may still say it) gave them as 'mechanisms.buy'
 * {resource, unit-cost}, 'mechanisms.buyout' {resource, cost, paid-to,
 * units-after} and 'mechanisms.grant' {resource, role}, taken by the
 * commands of those names or by actions that ran them: the merged tree is
 * turned into the declarations before it is read, with the lines the
 * mechanisms printed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/diag.h"
#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

/* The keys of an action that declare it (one that runs a mechanism has
 * none of them). */
static const char *const declared[] = { "args", "require", "cost",
	"effects", "says", "per-turn", "per-round", "per-game", "limit-says",
	"cost-name", "table", "gains", NULL };

/* What the old mechanism said, read from its map. */
struct old {
	const char *res, *rname;	/* the resource: id, name in lines */
	long min;			/* its least amount */
	long n1, n2;			/* unit-cost; cost, units-after */
	int bank;			/* paid-to: bank */
	const char *role, *role_name;	/* grant */
};

/* A text that a line may carry as it is: else NULL. */
static const char *
plain(const char *s)
{
	return s != NULL && strpbrk(s, "{}\"\\\n") == NULL ? s : NULL;
}

static int
is_id(const char *s)
{
	return s != NULL && *s != '\0' && strspn(s, "abcdefghijklmnopqrstuvwxyz"
	    "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-") == strlen(s);
}

/* A whole number from lo, under key of m (absent: def); -1 when it is
 * none. */
static int
number(const struct ynode *m, const char *key, long lo, long def, long *out)
{
	const struct ynode *n = ynode_get(m, key);
	char *end;

	*out = def;
	if (n == NULL)
		return 0;
	if (n->kind != Y_SCALAR || n->str[0] == '\0')
		return -1;
	*out = strtol(n->str, &end, 10);
	return *end != '\0' || *out < lo || *out > 1000000 ? -1 : 0;
}

/* Read mechanism verb's map m of root into o; 0, or -1 when it is not as
 * the mechanism read it. */
static int
read_old(const struct ynode *root, const char *verb, const struct ynode *m,
    struct old *o)
{
	const struct ynode *rd;
	long min;

	memset(o, 0, sizeof *o);
	if (m->kind != Y_MAP || !is_id(o->res = rs_ytext(m, "resource")))
		return -1;
	rd = ynode_get(ynode_get(root, "resources"), o->res);
	if ((o->rname = plain(rs_ytext(rd, "name"))) == NULL)
		o->rname = o->res;
	if (number(rd, "min", -1000000, 0, &min) < 0)
		return -1;
	o->min = min;
	if (strcmp(verb, "buy") == 0)
		return m->n == 2 && ynode_get(m, "unit-cost") != NULL ?
		    number(m, "unit-cost", 0, 0, &o->n1) : -1;
	if (strcmp(verb, "buyout") == 0) {
		const char *to = rs_ytext(m, "paid-to");
		if (to != NULL && strcmp(to, "seller") != 0 &&
		    strcmp(to, "bank") != 0)
			return -1;
		o->bank = to != NULL && strcmp(to, "bank") == 0;
		if (ynode_get(m, "cost") == NULL || m->n != 2 +
		    (to != NULL) + (ynode_get(m, "units-after") != NULL))
			return -1;
		return number(m, "cost", 0, 0, &o->n1) < 0 ||
		    number(m, "units-after", 1, 1, &o->n2) < 0 ? -1 : 0;
	}
	if (m->n != 2 || !is_id(o->role = rs_ytext(m, "role")))
		return -1;
	if ((o->role_name = plain(rs_ytext(ynode_get(ynode_get(root, "roles"),
	    o->role), "name"))) == NULL)
		o->role_name = o->role;
	return 0;
}

/* The words, requirements, cost and effects of buy into b. */
static void
declare_buy(struct strbuf *b, const struct old *o)
{
	sb_printf(b, "args:\n"
	    "  - {name: land, kind: region}\n"
	    "  - {name: n, kind: number, what: the number of units, "
	    "max: 1000000}\n"
	    "require:\n"
	    "  - test: owner(land) == me\n"
	    "    refusal: \"{@region land} is {@player owner(land)}'s, not "
	    "{@me}'s\"\n"
	    "  - test: %s - %ld * n >= %ld\n"
	    "    refusal: \"buying {n} unit{@s n} costs {@qty %s, %ld * n}; "
	    "{@me} has {%s - %ld}\"\n"
	    "cost: {%s: %ld * n}\n"
	    "says: \"{@me} buys {n} unit{@s n} on {@region land} (now "
	    "{pieces(land) + n}) for {@qty %s, %ld * n}: %s {before(%s)} -> "
	    "{%s}\"\n"
	    "effects:\n"
	    "  - place: {count: n, in: land}\n"
	    "    says: \"\"\n", o->res, o->n1, o->min, o->res, o->n1, o->res,
	    o->min, o->res, o->n1, o->res, o->n1, o->rname, o->res, o->res);
}

static void
declare_buyout(struct strbuf *b, const struct old *o)
{
	sb_printf(b, "args:\n"
	    "  - {name: land, kind: region}\n"
	    "require:\n"
	    "  - test: owner(land) != me\n"
	    "    refusal: \"{@region land} is already {@me}'s\"\n"
	    "  - test: owner(land) != nobody\n"
	    "    refusal: \"{@region land} has no owner to buy it from\"\n"
	    "cost-name: buying out a land\n"
	    "cost: {%s: %ld}\n"
	    "says: \"{@me} buys {@region land} out from {@player owner(land)} "
	    "for {@qty %s, %ld} (paid to %s): {pieces(land)} of "
	    "{@player owner(land)}'s units leave, {@me} holds it with %ld\"\n"
	    "effects:\n", o->res, o->n1, o->res, o->n1, o->bank ? "the bank" :
	    "{@player owner(land)}", o->n2);
	if (!o->bank && o->n1 > 0)
		sb_printf(b, "  - pay-player: {to: owner(land), amounts: "
		    "{%s: %ld}}\n"
		    "    says: \"\"\n", o->res, o->n1);
	/* the land changes hands (as rulesets/bernard.yaml's buyout) */
	sb_printf(b, "  - each-player:\n"
	    "      - remove: {from: land, count: mine(land)}\n"
	    "        says: \"\"\n"
	    "  - place: {count: %ld, in: land}\n"
	    "    says: \"\"\n", o->n2);
}

static void
declare_grant(struct strbuf *b, const struct old *o)
{
	sb_printf(b, "args:\n"
	    "  - {name: from, kind: player}\n"
	    "  - {name: to, kind: player}\n"
	    "  - {name: n, kind: number, what: the amount, max: 1000000000}\n"
	    "require:\n"
	    "  - test: role(from, %s) and role(to, %s)\n"
	    "    refusal: \"only %s players may give each other %s "
	    "({@player from} is {@role from}, {@player to} is {@role to})\"\n"
	    "  - test: from != to\n"
	    "    usage: true\n"
	    "    refusal: \"the grant would give {@player from}'s %s to "
	    "{@player to}\"\n"
	    "cost-name: the grant\n"
	    "cost: {%s: n}\n"
	    "says: \"\"\n"
	    "effects:\n"
	    "  - say: \"{@me}: %s {before(%s)} -> {%s}\"\n"
	    "  - pay-player: {to: to, amounts: {%s: n}}\n"
	    "    json: transfer\n"
	    "    says: \"{@player to}: %s {resource(%s, to) - n} -> "
	    "{resource(%s, to)}\"\n", o->role, o->role, o->role_name,
	    o->rname, o->rname, o->res, o->rname, o->res, o->res, o->res,
	    o->rname, o->res, o->res);
}

/* The action the mechanism verb was, with the help, phase, setup and
 * program-style of old (or, without it, the help below, the phase given
 * and program-style); NULL when out of memory. */
static struct ynode *
declaration(const char *verb, const struct old *o, const struct ynode *old,
    const struct ynode *at, const char *phase)
{
	struct strbuf b;

	sb_init(&b);
	if (old == NULL)
		sb_printf(&b, "program-style: true\nhelp: %s\n",
		    strcmp(verb, "buy") == 0 ? "buy units onto one of the "
		    "active player's lands" : strcmp(verb, "buyout") == 0 ?
		    "buy another player's land out" : "a player gives an "
		    "ally some of the grant resource");
	if (old == NULL && phase != NULL)
		sb_printf(&b, "phase: %s\n", phase);
	if (strcmp(verb, "buy") == 0)
		declare_buy(&b, o);
	else if (strcmp(verb, "buyout") == 0)
		declare_buyout(&b, o);
	else
		declare_grant(&b, o);
	return rs_ykeep(rs_yparse_at(&b, at->file, at), old);
}

/* Does action a run verb, and declare nothing of its own (else the check
 * says what is wrong with it)? */
static int
runs(const struct ynode *a, const char *verb)
{
	const char *run = rs_ytext(a, "run");

	if (run == NULL || strcmp(run, verb) != 0)
		return 0;
	for (int k = 0; declared[k] != NULL; k++)
		if (ynode_get(a, declared[k]) != NULL)
			return 0;
	return 1;
}

/* The action that the ruleset declares for verb itself, that an action
 * running verb becomes (a ruleset of today under an overlay written
 * before); NULL: none. */
static const struct ynode *
declared_as(const struct ynode *actions, const char *verb)
{
	const struct ynode *a = ynode_get(actions, verb);

	return a != NULL && a->kind == Y_MAP && rs_ytext(a, "run") == NULL &&
	    ynode_get(a, "args") != NULL ? a : NULL;
}

/* A copy of the declared action d with what old keeps of its own. */
static struct ynode *
as_declared(const struct ynode *d, const struct ynode *old)
{
	static const char *const dropped[] = { "run", "usage", "complete",
	    "when", "words" };
	struct ynode *t = ynode_copy(old), *v;

	for (size_t k = 0; t != NULL && k < sizeof dropped /
	    sizeof dropped[0]; k++)
		ynode_free(ynode_take(t, dropped[k]));
	for (int k = 0; t != NULL && declared[k] != NULL; k++)
		if ((v = ynode_get(d, declared[k])) != NULL &&
		    ynode_set(t, declared[k], ynode_copy(v)) < 0) {
			ynode_free(t);
			return NULL;
		}
	return t;
}

/* An overlay written before that sets only who is paid for a land bought
 * out ('mechanisms.buyout.paid-to'), over a ruleset that declares the
 * action: paid to the bank, its pay-player effects go and its line says
 * so.  1 when it was that, -1 out of memory. */
static int
paid_to(struct ynode *actions, const struct ynode *m)
{
	static const char seller[] = "(paid to {@player owner(land)})";
	const char *to = rs_ytext(m, "paid-to");
	struct ynode *a = (struct ynode *)declared_as(actions, "buyout"), *e,
	    *v;
	struct strbuf b;
	const char *says, *at;

	if (m->kind != Y_MAP || m->n != 1 || to == NULL || a == NULL ||
	    (strcmp(to, "seller") != 0 && strcmp(to, "bank") != 0))
		return 0;
	if (strcmp(to, "seller") == 0)
		return 1;
	e = ynode_get(a, "effects");
	for (int i = 0; e != NULL && e->kind == Y_SEQ && i < e->n; i++)
		if (ynode_get(e->v[i], "pay-player") != NULL) {
			ynode_free(e->v[i]);
			memmove(&e->v[i], &e->v[i + 1], (size_t)(e->n - i - 1) *
			    sizeof *e->v);
			e->n--;
			i--;
		}
	if ((says = rs_ytext(a, "says")) == NULL ||
	    (at = strstr(says, seller)) == NULL)
		return 1;
	sb_init(&b);
	sb_printf(&b, "%.*s(paid to the bank)%s", (int)(at - says), says,
	    at + strlen(seller));
	v = sb_str(&b) != NULL ? ynode_new_scalar(sb_str(&b), 0, m->file,
	    m->line, m->col) : NULL;
	sb_release(&b);
	return v == NULL || ynode_set(a, "says", v) < 0 ? -1 : 1;
}

/* The mechanism verb rewritten in root; -1 out of memory. */
static int
upgrade(struct ynode *root, const char *verb, struct diag_list *errs)
{
	struct ynode *mech = ynode_get(root, "mechanisms"), *m, *actions, *t;
	const struct ynode *d;
	struct old o;
	int any = 0;

	m = mech != NULL && mech->kind == Y_MAP ? ynode_get(mech, verb) : NULL;
	actions = ynode_get(root, "actions");
	if (actions != NULL && actions->kind != Y_MAP)
		return 0;
	if (m != NULL && strcmp(verb, "buyout") == 0 &&
	    (any = paid_to(actions, m)) != 0) {
		if (any > 0)
			ynode_free(ynode_take(mech, verb));
		return any < 0 ? -1 : 0;
	}
	if (m != NULL && read_old(root, verb, m, &o) < 0) {
		diag_list_add(errs, ST_DATA, m->file, m->line, m->col,
		    "'mechanisms.%s' is read only as written before declared "
		    "actions (%s); declare the command as an action "
		    "(arbiter-ruleset(5), 'actions')", verb,
		    strcmp(verb, "buy") == 0 ? "resource and unit-cost" :
		    strcmp(verb, "buyout") == 0 ? "resource, cost, paid-to "
		    "and units-after" : "resource and role, ids");
		return 0;
	}
	d = m == NULL ? declared_as(actions, verb) : NULL;
	if (m == NULL && d == NULL)
		return 0;
	for (int i = 0; actions != NULL && i < actions->n; i++) {
		if (!runs(actions->v[i], verb))
			continue;
		t = m != NULL ? declaration(verb, &o, actions->v[i],
		    actions->v[i], NULL) : as_declared(d, actions->v[i]);
		if (t == NULL)
			return -1;
		ynode_free(actions->v[i]);
		actions->v[i] = t;
		any = 1;
	}
	if (m == NULL)
		return 0;
	if (!any && (actions == NULL || ynode_get(actions, verb) == NULL)) {
		/* the command by its name, before commands were declared */
		if (actions == NULL && ((actions = ynode_new_map(m->file,
		    m->line, m->col)) == NULL || ynode_set(root, "actions",
		    actions) < 0))
			return -1;
		if ((t = declaration(verb, &o, NULL, m, rs_ylisting_take(
		    root, verb, NULL))) == NULL || ynode_set(actions, verb, t) < 0)
			return -1;
	}
	ynode_free(ynode_take(mech, verb));
	return 0;
}

int
rs_ledger_upgrade(struct ynode *root, struct diag_list *errs)
{
	static const char *const verbs[] = { "buy", "buyout", "grant" };

	for (size_t k = 0; k < sizeof verbs / sizeof verbs[0]; k++)
		if (upgrade(root, verbs[k], errs) < 0)
			return -1;
	return 0;
}
