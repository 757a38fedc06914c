/* ruleset_link.c: a link between two bodies' ports, built for the round
 * from a port of one's own, is a declared action (a body word, port(),
 * owner() of it, linked(), the effect link).  A ruleset written before (a
 * saved game keeps the text it was started with, and an overlay may still
 * say it) gave it as 'mechanisms.KEY_LINK' {resource, cost-per-field},
 * taken by an action that ran 'link' or by the command of that key's name
 * (or set by an overlay on a text that declares that command): the merged
 * tree is turned into the declaration before it is read, with
 * the lines, refusals and usage line the mechanism gave, and the words the
 * mechanism's key gave the concept (words_old.c) kept as words.link. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/diag.h"
#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words.h"
#include "core/rules/words_keys.h"

#define OLD_KEY "mechanisms." KEY_LINK

/* The action: its words, requirements, cost and effects, the usage line
 * of old (or the one the mechanism made: "KEY_LINK FROM-BODY TO-BODY
 * FIELDS") and, without an old action, a help line; NULL when out of
 * memory. */
static struct ynode *
declaration(const struct ynode *root, const char *res, const char *rname,
    long per, const struct ynode *old, const struct ynode *at,
    const char *phase)
{
	const char *usage = old != NULL ?
	    rs_plain_text(rs_ytext(old, "usage")) : NULL;
	char up[64];
	struct strbuf b;

	rs_yword_upper(root, W_BODY, up, sizeof up);
	sb_init(&b);
	if (old == NULL)	/* the verb as the one form: "link two ports" */
		sb_printf(&b, "program-style: true\n"
		    "help: \"%s two %s for the round, from one's own\"\n",
		    rs_yword(root, W_LINK, WF_ONE), rs_yword(root, W_PORT,
		    WF_MANY));
	if (old == NULL && phase != NULL)
		sb_printf(&b, "phase: %s\n", phase);
	if (usage != NULL)
		sb_printf(&b, "usage: \"%s\"\n", usage);
	else
		sb_printf(&b, "usage: \"%s FROM-%s TO-%s FIELDS\"\n", KEY_LINK,
		    up, up);
	sb_printf(&b, "words: \"3\"\n"
	    "args:\n"
	    "  - {name: from, kind: body}\n"
	    "  - {name: to, kind: body}\n"
	    "  - {name: fields, kind: number, what: the number of fields, "
	    "min: 1, max: 1000}\n"
	    "require:\n"
	    "  - test: from != to\n"
	    "    usage: true\n"
	    "    refusal: \"a {@word link} joins two different {@word body, "
	    "many}\"\n"
	    "  - test: port(from) != nobody\n"
	    "    refusal: \"{@body from} has no {@word port}\"\n"
	    "  - test: owner(port(from)) == me\n"
	    "    refusal: \"{@word link, many} start from one's own {@word "
	    "port}; {@region port(from)} is {@player owner(port(from))}'s\"\n"
	    "  - test: not linked(from, to)\n"
	    "    refusal: \"{@body from} and {@body to} are already {@word "
	    "link, done}\"\n"
	    "cost-name: \"a {@word link} of {fields} field{@s fields}\"\n"
	    "cost: {%s: fields * %ld}\n"
	    "says: \"{@me} {@word link, does} {@body from} to {@body to} "
	    "({fields} field{@s fields}) for {@qty %s, fields * %ld}: %s "
	    "{before(%s)} -> {%s}\"\n"
	    "effects:\n"
	    "  - link: {from: from, to: to, fields: fields}\n"
	    "    says: \"\"\n", res, per, res, per, rname, res, res);
	return rs_ykeep(rs_yparse_at(&b, at->file, at), old);
}

/* The old action's replacement (rs_yreplace_runs). */
struct made {
	const struct ynode *root;
	const char *res, *rname;
	long per;
};

static struct ynode *
make(const struct ynode *old, const void *ctx)
{
	const struct made *c = ctx;
	struct ynode *t = declaration(c->root, c->res, c->rname, c->per, old,
	    old, NULL);
	const struct ynode *w = ynode_get(old, "words");

	/* its count of words, as the old action gave it */
	if (t != NULL && w != NULL && ynode_set(t, "words", ynode_copy(w)) <
	    0) {
		ynode_free(t);
		return NULL;
	}
	return t;
}

int
rs_link_upgrade(struct ynode *root, struct diag_list *errs)
{
	struct ynode *mech = ynode_get(root, "mechanisms"), *m, *acts, *t;
	const char *res, *p, *phase;
	struct made c;
	char *end;
	int r;

	m = mech != NULL && mech->kind == Y_MAP ? ynode_get(mech, KEY_LINK) :
	    NULL;
	if (m == NULL)
		return 0;
	res = m->kind == Y_MAP ? rs_plain_text(rs_ytext(m, "resource")) : NULL;
	p = m->kind == Y_MAP ? rs_ytext(m, "cost-per-field") : NULL;
	c.per = p != NULL ? strtol(p, &end, 10) : -1;
	if (res == NULL || strspn(res, "abcdefghijklmnopqrstuvwxyz"
	    "0123456789_-") != strlen(res) || p == NULL || *end != '\0' ||
	    c.per < 0 || c.per > 1000000 || m->n != 2) {
		/* the schema of old refused it: so does the check now */
		diag_list_add(errs, ST_DATA, m->file, m->line, m->col, "'%s' "
		    "is read only as written before: {resource: RESOURCE, "
		    "cost-per-field: N} (N from 0); declare the action "
		    "instead, with the effect link (arbiter-ruleset(5))",
		    OLD_KEY);
		return 0;
	}
	c.root = root;
	c.res = res;
	c.rname = rs_plain_text(rs_ytext(ynode_get(ynode_get(root, "resources"), res),
	    "name"));
	if (c.rname == NULL)
		c.rname = res;
	if (rs_yword_keep(root, W_LINK, OLD_KEY, m) < 0)
		return -1;
	acts = ynode_get(root, "actions");
	if ((r = rs_yreplace_runs(acts, "link", make, &c)) < 0)
		return -1;
	if (r == 0 && acts != NULL && acts->kind == Y_MAP && ynode_get(acts,
	    KEY_LINK) != NULL) {
		/* an overlay's mechanism on a text that declares the
		 * command: its numbers make the declaration anew */
		if ((t = make(ynode_get(acts, KEY_LINK), &c)) == NULL ||
		    ynode_set(acts, KEY_LINK, t) < 0)
			return -1;
	} else if (r == 0 && (acts == NULL || acts->kind == Y_MAP) &&
	    (phase = rs_ylisting_take(root, KEY_LINK, NULL)) != NULL) {
		/* the command by its name, before commands were declared */
		if (acts == NULL && ((acts = ynode_new_map(m->file, m->line,
		    m->col)) == NULL || ynode_set(root, "actions", acts) < 0))
			return -1;
		if ((t = declaration(root, res, c.rname, c.per, NULL, m,
		    phase)) == NULL || ynode_set(acts, KEY_LINK, t) < 0)
			return -1;
	}
	ynode_free(ynode_take(mech, KEY_LINK));
	return 0;
}
