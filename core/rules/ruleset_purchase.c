/* ruleset_purchase.c: buying from a price table is a declared action (an
 * action's 'table', picked by its word of kind row).  A ruleset written
 * before (a saved game keeps the text it was started with, and an overlay
 * a player wrote may still say it) gave the table as 'mechanisms.purchase'
 * {resource, table of {pay, gain}}, bought by the command 'purchase' or an
 * action that ran it: the merged tree is turned into the declaration before
 * it is read, with the lines the mechanism printed. */
#include <stdio.h>
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/diag.h"
#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

/* The text of a plain scalar under key of map, or NULL. */
const char *
rs_ytext(const struct ynode *map, const char *key)
{
	const struct ynode *n = map != NULL && map->kind == Y_MAP ?
	    ynode_get(map, key) : NULL;

	return n != NULL && n->kind == Y_SCALAR ? n->str : NULL;
}

/* Does the text declare pieces tracked one by one (units or chiefs)? */
int
rs_ytracked(const struct ynode *root)
{
	const struct ynode *u = ynode_get(root, "units");
	const struct ynode *c = ynode_get(root, KEY_CHIEFS);

	return (u != NULL && u->kind == Y_MAP && u->n > 0) ||
	    (c != NULL && c->kind == Y_MAP && c->n > 0);
}

/* Every node of t at the position of at, for the messages about it. */
void
rs_yplace_at(struct ynode *t, const struct ynode *at)
{
	if (t == NULL)
		return;
	t->line = at->line;
	t->col = at->col;
	for (int i = 0; i < t->n; i++) {
		if (t->kind == Y_MAP)
			rs_yplace_at(t->keys[i], at);
		rs_yplace_at(t->v[i], at);
	}
}

struct ynode *
rs_ykeep(struct ynode *t, const struct ynode *old)
{
	static const char *const kept[] = { "help", "phase", "setup",
	    "program-style" };

	for (size_t k = 0; t != NULL && old != NULL && k < sizeof kept /
	    sizeof kept[0]; k++) {
		const struct ynode *v = ynode_get(old, kept[k]);
		if (v != NULL && ynode_set(t, kept[k], ynode_copy(v)) < 0) {
			ynode_free(t);
			return NULL;
		}
	}
	return t;
}

struct ynode *
rs_yparse_at(struct strbuf *b, const char *file, const struct ynode *at)
{
	struct ynode *t = NULL;
	struct diag_list errs;

	diag_list_init(&errs);
	if (sb_str(b) == NULL || ytree_parse(sb_str(b), b->len, file, &t,
	    &errs) != ST_OK)
		t = NULL;
	diag_list_free(&errs);
	sb_release(b);
	rs_yplace_at(t, at);
	return t;
}

int
rs_yreplace_runs(struct ynode *actions, const char *verb,
    struct ynode *(*make)(const struct ynode *old, const void *ctx),
    const void *ctx)
{
	int any = 0;

	for (int i = 0; actions != NULL && actions->kind == Y_MAP &&
	    i < actions->n; i++) {
		const char *run = rs_ytext(actions->v[i], "run");
		struct ynode *t;
		if (run == NULL || strcmp(run, verb) != 0)
			continue;
		if ((t = make(actions->v[i], ctx)) == NULL)
			return -1;
		ynode_free(actions->v[i]);
		actions->v[i] = t;
		any = 1;
	}
	return any;
}

int
rs_ylisting(const struct ynode *root, const char *command)
{
	const struct ynode *phases = ynode_get(root, "phases");

	for (int i = 0; phases != NULL && phases->kind == Y_MAP &&
	    i < phases->n; i++) {
		const struct ynode *c = ynode_get(phases->v[i], "commands");
		for (int k = 0; c != NULL && c->kind == Y_SEQ && k < c->n;
		    k++)
			if (c->v[k]->kind == Y_SCALAR &&
			    strcmp(c->v[k]->str, command) == 0)
				return i;
	}
	return -1;
}

const char *
rs_ylisting_name(const struct ynode *root, const char *command,
    const char *alias)
{
	int i = rs_ylisting(root, command), j = rs_ylisting(root, alias);

	if (i < 0 || (j >= 0 && j < i))
		i = j;
	return i < 0 ? NULL : ynode_get(root, "phases")->keys[i]->str;
}

const char *
rs_ylisting_take(struct ynode *root, const char *command,
    const struct ynode **at)
{
	struct ynode *phases = ynode_get(root, "phases");

	for (int i = 0; phases != NULL && phases->kind == Y_MAP &&
	    i < phases->n; i++) {
		struct ynode *c = ynode_get(phases->v[i], "commands");
		for (int k = 0; c != NULL && c->kind == Y_SEQ && k < c->n;
		    k++)
			if (c->v[k]->kind == Y_SCALAR &&
			    strcmp(c->v[k]->str, command) == 0) {
				if (at != NULL)
					*at = phases->v[i];
				ynode_free(c->v[k]);
				memmove(&c->v[k], &c->v[k + 1],
				    (size_t)(c->n - k - 1) * sizeof *c->v);
				c->n--;
				return phases->keys[i]->str;
			}
	}
	return NULL;
}

static int
is_id(const char *s)
{
	return s != NULL && *s != '\0' && strspn(s, "abcdefghijklmnopqrstuvwxyz"
	    "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-") == strlen(s);
}

/* Is the old table as the mechanism read it: unknown, or rows of pay and
 * gain? */
static int
old_table(const struct ynode *t)
{
	if (t == NULL)
		return 0;
	if (ynode_is_unknown(t))
		return 1;
	if (t->kind != Y_SEQ)
		return 0;
	for (int i = 0; i < t->n; i++) {
		const struct ynode *r = t->v[i];
		if (r->kind != Y_MAP || ynode_get(r, "pay") == NULL ||
		    ynode_get(r, "gain") == NULL || r->n != 2)
			return 0;
	}
	return 1;
}

/* The rows as the action reads them: each pay is its cost. */
static struct ynode *
new_table(const struct ynode *t)
{
	struct ynode *c = ynode_copy(t);

	for (int i = 0; c != NULL && c->kind == Y_SEQ && i < c->n; i++)
		if (ynode_rename(c->v[i], "pay", "cost") < 0) {
			ynode_free(c);
			return NULL;
		}
	return c;
}

/* The action the mechanism was, keeping what the old one said of its
 * phase and help; NULL when out of memory. */
static struct ynode *
declaration(const struct ynode *old, const struct ynode *pu,
    const char *res, const char *phase)
{
	struct ynode *t = NULL, *rows;
	struct strbuf b;

	sb_init(&b);
	sb_printf(&b, "help: buy at the N-th price of the table, once a round\n"
	    "args:\n"
	    "  - {name: player, kind: player}\n"
	    "  - {name: n, kind: row, what: the price}\n"
	    "gains: %s\n"
	    "per-round: 1\n"
	    "limit-says: \"{@me} has made this round's purchase already\"\n"
	    "cost-name: this purchase\n"
	    "says: \"{@me} pays {@cost} for {@qty %s, %s - before(%s)}: "
	    "{before(%s)} -> {%s}\"\n", res, res, res, res, res, res);
	if (phase != NULL)
		sb_printf(&b, "phase: %s\n", phase);
	t = rs_ykeep(rs_yparse_at(&b, pu->file, old != NULL ? old : pu), old);
	rows = t != NULL ? new_table(ynode_get(pu, "table")) : NULL;
	if (rows == NULL || ynode_set(t, "table", rows) < 0) {
		ynode_free(t);
		return NULL;
	}
	return t;
}

struct runs {
	const struct ynode *pu;
	const char *res;
};

static struct ynode *
run_declaration(const struct ynode *old, const void *ctx)
{
	const struct runs *r = ctx;

	return declaration(old, r->pu, r->res, NULL);
}

/* Fill the table of every action that declares one (an overlay written
 * before, over a ruleset that declares the action); 1 if one did. */
static int
fill_tables(struct ynode *actions, const struct ynode *pu)
{
	int any = 0;

	for (int i = 0; actions != NULL && actions->kind == Y_MAP &&
	    i < actions->n; i++) {
		struct ynode *rows;
		if (actions->v[i]->kind != Y_MAP ||
		    ynode_get(actions->v[i], "table") == NULL)
			continue;
		if ((rows = new_table(ynode_get(pu, "table"))) == NULL ||
		    ynode_set(actions->v[i], "table", rows) < 0)
			return -1;
		any = 1;
	}
	return any;
}

static int
refuse_old(const struct ynode *pu, struct diag_list *errs, const char *why)
{
	diag_list_add(errs, ST_DATA, pu->file, pu->line, pu->col,
	    "'mechanisms.purchase' is read only as written before declared "
	    "actions (%s); write the purchase as an action with a 'table' "
	    "(arbiter-ruleset(5), 'actions')", why);
	return 0;
}

int
rs_purchase_upgrade(struct ynode *root, struct diag_list *errs)
{
	struct ynode *mech = ynode_get(root, "mechanisms"), *pu, *actions;
	struct runs runs;
	const char *res;
	int r;

	pu = mech != NULL && mech->kind == Y_MAP ? ynode_get(mech,
	    "purchase") : NULL;
	if (pu == NULL)
		return 0;
	res = rs_ytext(pu, "resource");
	if (pu->kind != Y_MAP || !old_table(ynode_get(pu, "table")) ||
	    pu->n != 1 + (ynode_get(pu, "resource") != NULL) ||
	    (ynode_get(pu, "resource") != NULL && !is_id(res)))
		return refuse_old(pu, errs, "'resource', an id, and 'table', "
		    "rows of 'pay' and 'gain'");
	actions = ynode_get(root, "actions");
	runs.pu = pu;
	runs.res = res;
	if (res != NULL && (r = rs_yreplace_runs(actions, "purchase",
	    run_declaration, &runs)) != 0) {
		if (r < 0)
			return -1;
	} else if ((r = fill_tables(actions, pu)) != 0) {
		if (r < 0)
			return -1;
	} else if (res != NULL && (actions == NULL ||
	    (actions->kind == Y_MAP && ynode_get(actions, "purchase") ==
	    NULL))) {
		/* the command by its name, before commands were declared */
		struct ynode *t;
		if (actions == NULL && ((actions = ynode_new_map(pu->file,
		    pu->line, pu->col)) == NULL || ynode_set(root, "actions",
		    actions) < 0))
			return -1;
		/* its phase: the one whose commands listed it */
		if ((t = declaration(NULL, pu, res, rs_ylisting_take(root,
		    "purchase", NULL))) ==
		    NULL || ynode_set(actions, "purchase", t) < 0)
			return -1;
	} else
		return refuse_old(pu, errs, "no action runs 'purchase' or "
		    "declares a 'table' to fill, and 'resource' says what "
		    "is bought");
	ynode_free(ynode_take(mech, "purchase"));
	return 0;
}

int
rs_purchase_amend(struct ynode *over, const struct ynode *base)
{
	struct ynode *mech = ynode_get(over, "mechanisms"), *pu, *acts, *mine;
	const struct ynode *theirs = ynode_get(base, "actions");

	pu = mech != NULL && mech->kind == Y_MAP ? ynode_get(mech,
	    "purchase") : NULL;
	/* a game that still says it the old way is filled the old way */
	if (pu == NULL || pu->kind != Y_MAP || ynode_get(ynode_get(base,
	    "mechanisms"), "purchase") != NULL || ynode_get(pu, "resource") !=
	    NULL || pu->n != 1 || !old_table(ynode_get(pu, "table")) ||
	    theirs == NULL || theirs->kind != Y_MAP)
		return 0;
	if ((acts = ynode_get(over, "actions")) == NULL) {
		if ((acts = ynode_new_map(pu->file, pu->line, pu->col)) ==
		    NULL || ynode_set(over, "actions", acts) < 0)
			return -1;
	}
	for (int i = 0; i < theirs->n; i++) {
		struct ynode *rows;
		if (theirs->v[i]->kind != Y_MAP ||
		    ynode_get(theirs->v[i], "table") == NULL)
			continue;
		if ((mine = ynode_get(acts, theirs->keys[i]->str)) == NULL &&
		    ((mine = ynode_new_map(pu->file, pu->line, pu->col)) ==
		    NULL || ynode_set(acts, theirs->keys[i]->str, mine) < 0))
			return -1;
		if ((rows = new_table(ynode_get(pu, "table"))) == NULL ||
		    ynode_set(mine, "table", rows) < 0)
			return -1;
	}
	ynode_free(ynode_take(mech, "purchase"));
	if (mech->n == 0)
		ynode_free(ynode_take(over, "mechanisms"));
	return 0;
}

/* The items of seq put before those of the sequence under key of map, set
 * there; 0, or -1 out of memory or when seq is NULL (seq is consumed). */
int
rs_yseq_first(struct ynode *map, const char *key, struct ynode *seq)
{
	struct ynode *old = ynode_take(map, key);

	if (seq == NULL) {
		ynode_free(old);
		return -1;
	}
	if (old != NULL && old->kind == Y_SEQ && old->n > 0) {
		struct ynode **v = realloc(seq->v, (size_t)(seq->n + old->n) *
		    sizeof *v);
		if (v == NULL) {
			ynode_free(old);
			ynode_free(seq);
			return -1;
		}
		memcpy(v + seq->n, old->v, (size_t)old->n * sizeof *v);
		seq->v = v;
		seq->n += old->n;
		seq->cap = seq->n;
		old->n = 0;
	}
	ynode_free(old);
	return ynode_set(map, key, seq) < 0 ? -1 : 0;
}

int
rs_yhas(const struct ynode *n, const char *key)
{
	for (int i = 0; n != NULL && n->kind != Y_SCALAR && i < n->n; i++)
		if ((n->kind == Y_MAP && strcmp(n->keys[i]->str, key) == 0) ||
		    rs_yhas(n->v[i], key))
			return 1;
	return 0;
}

int
rs_yflag(const struct ynode *n, const char *key)
{
	const char *v = n->kind == Y_MAP ? rs_ytext(n, key) : NULL;

	return v != NULL && strcmp(v, "true") == 0;
}

int
rs_yeffect(const struct ynode *action, const char *key)
{
	const struct ynode *e = action != NULL && action->kind == Y_MAP ?
	    ynode_get(action, "effects") : NULL;

	for (int k = 0; e != NULL && e->kind == Y_SEQ && k < e->n; k++)
		if (e->v[k]->kind == Y_MAP && ynode_get(e->v[k], key) != NULL)
			return 1;
	return 0;
}

int
rs_yarg_kind(const struct ynode *action, const char *name, const char *kind)
{
	const char *k = rs_yarg_kindof(action, name);

	return k != NULL && strcmp(k, kind) == 0;
}

const char *
rs_yarg_kindof(const struct ynode *action, const char *name)
{
	const struct ynode *args = name != NULL ? ynode_get(action, "args") :
	    NULL;

	for (int i = 0; args != NULL && args->kind == Y_SEQ && i < args->n;
	    i++) {
		const char *n = rs_ytext(args->v[i], "name");
		if (n != NULL && strcmp(n, name) == 0)
			return rs_ytext(args->v[i], "kind");
	}
	return NULL;
}

int
rs_yput_item(struct ynode *seq, int k, struct ynode *t)
{
	size_t n;

	if (t->kind != Y_SEQ) {
		ynode_free(t);
		return -1;
	}
	n = (size_t)(seq->n + t->n - 1);
	if (n > (size_t)seq->cap) {
		struct ynode **v = realloc(seq->v, n * sizeof *v);
		if (v == NULL) {
			ynode_free(t);
			return -1;
		}
		seq->v = v;
		seq->cap = (int)n;
	}
	ynode_free(seq->v[k]);
	memmove(&seq->v[k + t->n], &seq->v[k + 1], (size_t)(seq->n - k - 1) *
	    sizeof *seq->v);
	memcpy(&seq->v[k], t->v, (size_t)t->n * sizeof *seq->v);
	seq->n += t->n - 1;
	t->n = 0;
	ynode_free(t);
	return 0;
}

int
rs_plain_id(const char *id)
{
	if (id == NULL || !isalpha((unsigned char)id[0]))
		return 0;
	for (; *id != '\0'; id++)
		if (!isalnum((unsigned char)*id) && *id != '_')
			return 0;
	return 1;
}

int
rs_plain_name(const char *w)
{
	if (w == NULL || *w == '\0')
		return 0;
	for (; *w != '\0'; w++)
		if (!(*w >= 'a' && *w <= 'z') && !(*w >= 'A' && *w <= 'Z') &&
		    !(*w >= '0' && *w <= '9') && *w != '-' && *w != '_')
			return 0;
	return 1;
}

const char *
rs_plain_text(const char *s)
{
	if (s == NULL || *s == '\0' || strpbrk(s, "{}\"\\") != NULL)
		return NULL;
	for (const char *c = s; *c != '\0'; c++)
		if ((unsigned char)*c < 0x20 || *c == 0x7f)
			return NULL;
	return s;
}

int
rs_yreplace_item(struct ynode *seq, int k, const char *text)
{
	struct strbuf b;

	sb_init(&b);
	sb_add(&b, text);
	return rs_yput_text(seq, k, &b);
}

int
rs_yput_text(struct ynode *seq, int k, struct strbuf *b)
{
	struct ynode *t = rs_yparse_at(b, seq->v[k]->file, seq->v[k]);

	return t != NULL ? rs_yput_item(seq, k, t) : -1;
}
