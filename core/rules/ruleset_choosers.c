/* ruleset_choosers.c: the order in which the players choose their places
 * of numbered zones is declared on the effect rank-players:
 *
 *   - rank-players:
 *       by:
 *         - {value: "...", prefer: low, word: "{@word folk}",
 *            json: MEASURE}
 *         - ...
 *       into: choosers
 *       pair-says: "{@before}: {@decided}"
 *       tied-pair-says: "{@before}: equal on every criterion, so in seat
 *         order"
 *     json: choosers
 *   - if: {test: places == 1, then: [say: "... alone takes place 1"],
 *       else: [if: {test: places > 1, then: [say: "... chooses a place
 *       first: ..."]}]}
 *
 * each criterion of the chain a value: the folk of the zones held (the
 * command refused where one is unknown, folk_needed), the stockpile (the
 * resources of the store), the zones held, the strikers and the carriers
 * of the squads, the producers and the shelters on the zones held, the
 * home zone's number (none without a home).  A ruleset written before (a
 * saved game keeps the text it was started with) left that to the effect
 * 'rank-choosers: true' and its criteria to mechanisms.chosen-order (a
 * ranking of rankings, or the older chain): every such effect is replaced
 * by the declaration.  Where the chain cannot be read, it is left, and
 * refused by the check. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

/* The criteria of the text's chosen order: the ranking's, or the chain;
 * prefer_key says how each gives its direction. */
static const struct ynode *
chain_of(const struct ynode *root, const char **prefer_key)
{
	const struct ynode *m = ynode_get(root, "mechanisms"), *co, *r;
	const char *name;

	co = m != NULL && m->kind == Y_MAP ? ynode_get(m, "chosen-order") :
	    NULL;
	if (co == NULL || co->kind != Y_MAP)
		return NULL;
	if ((name = rs_ytext(co, "ranking")) == NULL) {
		*prefer_key = "first";
		return ynode_get(co, "chain");
	}
	*prefer_key = "prefer";
	r = ynode_get(root, "rankings");
	r = r != NULL && r->kind == Y_MAP ? ynode_get(r, name) : NULL;
	return r != NULL && r->kind == Y_MAP ? ynode_get(r, "criteria") :
	    NULL;
}

/* "K1 + K2 + ..." of the keys (of a map) or items (of a list) of n under
 * mechanisms.colonies.key, each between pre and post, into b; "0" for
 * none.  0, or -1 when one cannot be named. */
static int
terms(const struct ynode *root, const char *key, const char *pre,
    const char *post, struct strbuf *b)
{
	const struct ynode *m = ynode_get(root, "mechanisms"), *c, *n;
	int k = 0;

	c = m != NULL && m->kind == Y_MAP ? ynode_get(m, "colonies") : NULL;
	n = c != NULL && c->kind == Y_MAP ? ynode_get(c, key) : NULL;
	for (int i = 0; n != NULL && n->kind != Y_SCALAR && i < n->n; i++) {
		const char *id = n->kind == Y_MAP ? n->keys[i]->str :
		    n->v[i]->kind == Y_SCALAR ? n->v[i]->str : NULL;
		if (!rs_plain_id(id))
			return -1;
		sb_printf(b, "%s%s%s%s", k++ ? " + " : "", pre, id, post);
	}
	if (k == 0)
		sb_add(b, "0");
	return 0;
}

/* Criterion by, into b as an item of by: 0, or -1 when it cannot be
 * written. */
static int
criterion(const struct ynode *root, const char *by, const char *prefer,
    struct strbuf *b)
{
	const char *low = strcmp(prefer, "lowest") == 0 || strcmp(prefer,
	    "low") == 0 ? "low" : strcmp(prefer, "highest") == 0 ||
	    strcmp(prefer, "high") == 0 ? "high" : NULL;

	if (low == NULL)
		return -1;
	sb_add(b, "      - {value: \"");
	if (strcmp(by, ZONE_FOLK_KEY) == 0)
		sb_add(b, "sum_regions(if(owner(here) == who, "
		    "folk_needed(here), 0))\", word: \"{@word folk}");
	else if (strcmp(by, "stockpile") == 0) {
		if (terms(root, STORE_KEY, "resource(", ", who)", b) < 0)
			return -1;
		sb_add(b, "\", word: \"stockpile");
	} else if (strcmp(by, ZONES_KEY) == 0)
		sb_add(b, "regions(who)\", word: \"{@word zone, many}");
	else if (strcmp(by, STRIKERS_KEY) == 0)
		sb_add(b, "squad_pieces(" STRIKERS_KEY ", who)\", word: "
		    "\"{@word striker, many}");
	else if (strcmp(by, CARRIERS_KEY) == 0)
		sb_add(b, "squad_pieces(" CARRIERS_KEY ", who)\", word: "
		    "\"{@word carrier, many}");
	else if (strcmp(by, PRODUCERS_KEY) == 0) {
		sb_add(b, "sum_regions((");
		if (terms(root, PRODUCERS_KEY, "producers(here, ", ")",
		    b) < 0)
			return -1;
		sb_add(b, ") * (owner(here) == who))\", word: "
		    "\"{@word producer, many}");
	} else if (strcmp(by, SHELTERS_KEY) == 0)
		sb_add(b, "sum_regions(shelters(here) * (owner(here) == "
		    "who))\", word: \"{@word shelter, many}");
	else if (strcmp(by, "home") == 0)
		sb_add(b, "home(who) + 1\", none: \"home(who) < 0\", word: "
		    "\"home {@word zone} number");
	else
		return -1;
	/* status --json names the measure as it always did */
	sb_printf(b, "\", prefer: %s, json: %s}\n", low,
	    rs_measure_json(by));
	return 0;
}

/* The declaration for the chain of the text, into b: 0, or -1 when it
 * cannot be written. */
static int
declaration(const struct ynode *root, struct strbuf *b)
{
	const char *prefer_key = "prefer";
	const struct ynode *chain = chain_of(root, &prefer_key);

	if (chain == NULL || chain->kind != Y_SEQ || chain->n <= 0 ||
	    chain->n > RANK_BY_MAX)
		return -1;
	sb_add(b, "- rank-players:\n"
	    "    by:\n");
	for (int i = 0; i < chain->n; i++) {
		const char *by = rs_ytext(chain->v[i], "by");
		const char *prefer = rs_ytext(chain->v[i], prefer_key);
		if (by == NULL || prefer == NULL || criterion(root, by,
		    prefer, b) < 0)
			return -1;
	}
	sb_add(b, "    into: choosers\n"
	    "    pair-says: \"{@before}: {@decided}\"\n"
	    "    tied-pair-says: \"{@before}: equal on every criterion, so "
	    "in seat order\"\n"
	    "  json: choosers\n"
	    "- if:\n"
	    "    test: places == 1\n"
	    "    then:\n"
	    "      - say: \"{@player place_holder(1)} alone takes place 1\"\n"
	    "    else:\n"
	    "      - if:\n"
	    "          test: places > 1\n"
	    "          then:\n"
	    "            - say: \"{@player chooser} chooses a place first: "
	    "'choose {@player chooser} PLACE' (1 to {places})\"\n");
	return 0;
}

int
rs_rank_choosers_upgrade(struct ynode *root)
{
	struct strbuf b;
	int st;

	if (!rs_yhas(root, "rank-choosers"))
		return 0;
	sb_init(&b);
	if (declaration(root, &b) < 0) {
		sb_release(&b);
		return 0;
	}
	st = sb_str(&b) != NULL ? rs_yreplace_flags(root, "rank-choosers",
	    sb_str(&b)) : -1;
	sb_release(&b);
	return st;
}
