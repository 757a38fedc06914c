/* ruleset_rank_chain.c: rank-players' 'ranking: ID', the criteria of a
 * chain declared under 'rankings' (the card mechanisms' measures, each
 * highest or lowest first), written at load as the 'by' list they stand
 * for, each measure an expression with its word and json name:
 * NAME-total and NAME-best (a card value's, card-values) as brought(who,
 * first_total) and its kin, "space total" and "best space value of one
 * card"; score as the score's resource (mechanisms.claims.score);
 * site-score as claimed(who, site_points); best-value as claimed(who,
 * best_kept), none without a site card kept.  So a chain an option
 * rewrites (options.*.set.rankings) ranks the players as the option says.
 * A ranking that names none, or given with 'by', is refused here. */
#include <stdio.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

#define ERR(n, ...) diag_list_add(errs, ST_DATA, (n)->file, (n)->line, \
	(n)->col, __VA_ARGS__)

/* The text under the keys a.b of root, or dflt. */
static const char *
text2(const struct ynode *root, const char *a, const char *b,
    const char *dflt)
{
	const struct ynode *m = ynode_get(root, a);
	const char *t = m != NULL && m->kind == Y_MAP ? rs_ytext(m, b) : NULL;

	return t != NULL ? t : dflt;
}

/* Card value i's name (card-values), or the words of a text written
 * before card-values. */
static const char *
value_name(const struct ynode *root, int i)
{
	const struct ynode *v = ynode_get(root, "card-values");

	if (v != NULL && v->kind == Y_SEQ && v->n == 2 &&
	    v->v[i]->kind == Y_SCALAR)
		return v->v[i]->str;
	return i == 0 ? KEY_CARD_VALUE_1 : KEY_CARD_VALUE_2;
}

/* Is ranking id one the card mechanisms' claims rank by (landing,
 * final)?  Their check refuses a measure of another kind itself
 * (ruleset_rankings.c). */
static int
claims_chain(const struct ynode *root, const char *id)
{
	const struct ynode *cl = ynode_get(ynode_get(root, "mechanisms"),
	    "claims");
	const char *l = cl != NULL ? rs_ytext(cl, "landing") : NULL,
	    *f = cl != NULL ? rs_ytext(cl, "final") : NULL;

	return (l != NULL && strcmp(l, id) == 0) || (f != NULL &&
	    strcmp(f, id) == 0);
}

/* Has the check of card-values refused them (the rankings' measures
 * then keep the names written)? */
static int
values_refused(const struct diag_list *errs)
{
	for (int i = 0; i < errs->n; i++)
		if (strncmp(errs->v[i].msg, "'card-values'", 13) == 0)
			return 1;
	return 0;
}

/* Criterion by of a chain into b, as an item of 'by': 0, or -1 when by
 * is no measure. */
static int
criterion(struct strbuf *b, const struct ynode *root, const char *by,
    const char *prefer)
{
	static const char *const ord[] = { "first", "second" };

	for (int i = 0; i < 2; i++) {
		const char *v = value_name(root, i);
		size_t n = strlen(v), g = strlen(ord[i]);
		const char *m = strncmp(by, v, n) == 0 && by[n] == '-' ?
		    by + n + 1 : strncmp(by, ord[i], g) == 0 && by[g] == '-' ?
		    by + g + 1 : NULL;
		if (m == NULL || (strcmp(m, "total") != 0 &&
		    strcmp(m, "best") != 0))
			continue;
		if (strcmp(m, "total") == 0)
			sb_printf(b, "- {value: \"brought(who, %s_total)\", "
			    "word: \"%s total\"", ord[i], v);
		else
			sb_printf(b, "- {value: \"brought(who, %s_best)\", "
			    "word: \"best %s value of one card\"", ord[i], v);
		sb_printf(b, ", json: \"%s-%s\"", v, m);
		goto prefer;
	}
	if (strcmp(by, "score") == 0) {
		const struct ynode *cl = ynode_get(ynode_get(root,
		    "mechanisms"), "claims");
		const char *r = cl != NULL && cl->kind == Y_MAP ?
		    rs_ytext(cl, "score") : NULL;
		if (r == NULL || !rs_plain_id(r))
			return -1;
		sb_printf(b, "- {value: \"resource(%s, who)\", word: \"%s\", "
		    "json: score", r, text2(ynode_get(root, "resources"), r,
		    "name", r));
	} else if (strcmp(by, "site-score") == 0)
		sb_printf(b, "- {value: \"claimed(who, site_points)\", word: "
		    "\"points scored at %s\", json: site-score",
		    text2(root, "sites", "name", "sites"));
	else if (strcmp(by, "best-value") == 0)
		sb_printf(b, "- {value: \"claimed(who, best_kept)\", none: "
		    "\"claimed(who, kept) == 0\", word: \"best %s of a %s "
		    "card kept\", json: best-value", text2(root, "sites",
		    "value-name", "value"), text2(root, "sites", "one", "site"));
	else
		return -1;
prefer:
	sb_printf(b, ", prefer: %s}\n", prefer != NULL ? prefer : "high");
	return 0;
}

/* rank-players x's ranking written as its by (x's own node, in root). */
static int
by_ranking(struct ynode *root, struct ynode *x, struct diag_list *errs)
{
	const struct ynode *id = ynode_get(x, "ranking"), *r, *crit;
	struct ynode *seq;
	struct strbuf b;

	if (ynode_get(x, "by") != NULL) {
		ERR(id, "rank-players' criteria are given by 'by' or by "
		    "'ranking', and this gives both: keep one");
		goto drop;
	}
	r = id->kind == Y_SCALAR ? ynode_get(ynode_get(root, "rankings"),
	    id->str) : NULL;
	crit = r != NULL && r->kind == Y_MAP ? ynode_get(r, "criteria") :
	    NULL;
	if (crit == NULL || crit->kind != Y_SEQ || crit->n == 0) {
		ERR(id, "rank-players' ranking '%s' is no ranking of "
		    "'rankings' with criteria: name one, or give the "
		    "criteria under 'by'", id->kind == Y_SCALAR ? id->str :
		    "");
		goto drop;
	}
	sb_init(&b);
	for (int k = 0; k < crit->n; k++) {
		const char *by = rs_ytext(crit->v[k], "by");
		if (by != NULL && criterion(&b, root, by,
		    rs_ytext(crit->v[k], "prefer")) == 0)
			continue;
		/* the claims' check of their chain says what is wrong with
		 * it: the criterion passed over, said once */
		if (by != NULL && claims_chain(root, id->str))
			continue;
		/* (card-values refused may be why: said once) */
		if (!values_refused(errs))
			ERR(crit->v[k], "rank-players' ranking '%s': criterion "
			    "%d measures nothing rank-players can read: write "
			    "the criteria under 'by' instead", id->str, k + 1);
		sb_release(&b);
		goto drop;
	}
	if (b.len == 0) {	/* every one passed over */
		sb_release(&b);
		goto drop;
	}
	if ((seq = rs_yparse_at(&b, x->file, id)) == NULL)
		return -1;
	ynode_free(ynode_take(x, "ranking"));
	return ynode_set(x, "by", seq);
drop:
	ynode_free(ynode_take(x, "ranking"));
	return 0;
}

/* Every rank-players with a ranking under n. */
static int
walk(struct ynode *root, struct ynode *n, struct diag_list *errs)
{
	struct ynode *x;

	if (n == NULL || (n->kind != Y_MAP && n->kind != Y_SEQ))
		return 0;
	if (n->kind == Y_MAP && (x = ynode_get(n, "rank-players")) != NULL &&
	    x->kind == Y_MAP && ynode_get(x, "ranking") != NULL &&
	    by_ranking(root, x, errs) < 0)
		return -1;
	for (int i = 0; i < n->n; i++)
		if (walk(root, n->v[i], errs) < 0)
			return -1;
	return 0;
}

int
rs_rank_chain_upgrade(struct ynode *root, struct diag_list *errs)
{
	static const char *const under[] = { "actions", "phases", "routines",
	    "turns", NULL };

	for (int i = 0; under[i] != NULL; i++)
		if (walk(root, ynode_get(root, under[i]), errs) < 0)
			return -1;
	return 0;
}
