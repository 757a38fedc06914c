/* ruleset_standings.c: the final standings of the card mechanisms are
 * declared: the game's end said (say), every player's final score and
 * where it came from (list-players, @term for the points the GM set),
 * the players ranked into the standings by the criteria of the ranking
 * mechanisms.claims.final names, its ties drawn (rank-players into
 * standings, with draws or later), and the winners said (declare-winner's
 * @winners, their names in the json).  A ruleset written before (a saved
 * game keeps the text it was started with) had the program do all that
 * with the effect final-standings: {draws: WORD} (an action's, the GM's
 * draws) or {later: ACTION} (a round's end, waiting for that action's
 * draws): the merged tree is turned into the declaration before it is
 * read, every final-standings of an action, a phase or the round's end
 * (inside an if too) replaced by those effects, in the words the program
 * said.  One whose ranking has a criterion the declaration cannot read
 * stays, and the check refuses it with the replacement. */
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

/* What the program's lines read of the text, in its words. */
struct words {
	const char *site, *sites, *value;	/* sites.one, sites.name,
						   sites.value-name */
	const char *res, *res_name;		/* the score's resource:
						   its id, its name */
	const struct ynode *criteria;		/* the final ranking's */
};

/* The words of root, and its final ranking's criteria; 0 when the
 * declaration cannot say them. */
static int
words_of(const struct ynode *root, struct words *w)
{
	const struct ynode *mech = ynode_get(root, "mechanisms"), *claims,
	    *res, *rank;
	const char *final, *fb;

	claims = mech != NULL && mech->kind == Y_MAP ? ynode_get(mech,
	    "claims") : NULL;
	w->res = rs_ytext(claims, "score");
	final = rs_ytext(claims, "final");
	if (!rs_plain_id(w->res) || final == NULL)
		return 0;
	res = ynode_get(root, "resources");
	res = res != NULL && res->kind == Y_MAP ? ynode_get(res, w->res) :
	    NULL;
	w->res_name = rs_ytext(res, "name") != NULL ? rs_ytext(res, "name") :
	    w->res;
	w->site = rs_ytext_or(root, "sites", "one", "site");
	w->sites = rs_ytext_or(root, "sites", "name", "sites");
	w->value = rs_ytext_or(root, "sites", "value-name", "value");
	rank = ynode_get(root, "rankings");
	rank = rank != NULL && rank->kind == Y_MAP ? ynode_get(rank, final) :
	    NULL;
	fb = rs_ytext(rank, "fallback");
	w->criteria = rank != NULL && rank->kind == Y_MAP ? ynode_get(rank,
	    "criteria") : NULL;
	/* ties drawn, as the effect drew them */
	if (fb == NULL || strcmp(fb, "draw-value") != 0 ||
	    w->criteria == NULL || w->criteria->kind != Y_SEQ ||
	    w->criteria->n <= 0)
		return 0;
	return rs_plain_text(w->res_name) != NULL && rs_plain_text(w->site) !=
	    NULL && rs_plain_text(w->sites) != NULL &&
	    rs_plain_text(w->value) != NULL;
}

/* The criteria of the ranking as rank-players' by, in b: the measures of
 * the final standings (the score, the points scored at the sites, the
 * best value of a site card kept), by their words and json names as the
 * program said them; 0 for any other. */
static int
by_text(const struct words *w, struct strbuf *b)
{
	sb_add(b, "    by:\n");
	for (int i = 0; i < w->criteria->n; i++) {
		const char *by = rs_ytext(w->criteria->v[i], "by"),
		    *pr = rs_ytext(w->criteria->v[i], "prefer");
		if (pr == NULL)
			pr = "high";	/* the schema's default */
		if (by == NULL || (strcmp(pr, "high") != 0 &&
		    strcmp(pr, "low") != 0))
			return 0;
		if (strcmp(by, "score") == 0)
			sb_printf(b, "      - {value: \"resource(%s, who)\", "
			    "word: \"%s\", prefer: %s, json: score}\n", w->res,
			    w->res_name, pr);
		else if (strcmp(by, "site-score") == 0)
			sb_printf(b, "      - {value: \"claimed(who, "
			    "site_points)\", word: \"points scored at %s\", "
			    "prefer: %s, json: site-score}\n", w->sites, pr);
		else if (strcmp(by, "best-value") == 0)
			sb_printf(b, "      - {value: \"claimed(who, "
			    "best_kept)\", none: \"claimed(who, kept) == 0\", "
			    "word: \"best %s of a %s card kept\", prefer: %s, "
			    "json: best-value}\n", w->value, w->site, pr);
		else
			return 0;
	}
	return 1;
}

/* The effects final-standings x became, as a list in b; 0 when they
 * cannot be written. */
static int
standings_text(const struct words *w, const struct ynode *x,
    struct strbuf *b)
{
	const char *draws = rs_ytext(x, "draws"), *later = rs_ytext(x, "later");

	if ((draws == NULL) == (later == NULL) || !rs_plain_name(draws !=
	    NULL ? draws : later))
		return 0;
	sb_printf(b, "- say: \"the game is over: every %s card has been "
	    "played\"\n", w->site);
	sb_printf(b, "- list-players:\n"
	    "    each: \"{@player who} {resource(%s, who)} ({claimed(who, "
	    "site_points)} at %s, {claimed(who, garrison_points)} for "
	    "garrisons{@term set by the GM, ", w->res, w->sites);
	sb_printf(b, "resource(%s, who) - claimed(who, site_points) - "
	    "claimed(who, garrison_points)})\"\n"
	    "    json-each:\n"
	    "      - {key: score, value: \"resource(%s, who)\"}\n"
	    "      - {key: from-sites, value: \"claimed(who, site_points)\"}\n"
	    "      - {key: from-garrisons, value: \"claimed(who, "
	    "garrison_points)\"}\n"
	    "  says: \"final scores: {@list}\"\n"
	    "  json: scores\n", w->res, w->res);
	sb_printf(b, "- rank-players:\n"
	    "    into: standings\n"
	    "    %s: %s\n", draws != NULL ? "draws" : "later", draws != NULL ?
	    draws : later);
	if (!by_text(w, b))
		return 0;
	sb_add(b, "    pair-says: \"{@before}: {@compared}\"\n"
	    "    tied-pair-says: \"{@pair} stay tied\"\n"
	    "    json-pairs: decided\n"
	    "- if:\n"
	    "    test: winners > 0\n"
	    "    then:\n"
	    "      - say: \"{@winners} win{@verb winners}\"\n"
	    "      - say: \"{@winners}\"\n"
	    "        json: winner\n");
	return 1;
}

/* Every final-standings under n (a list of effects, or what holds one)
 * declared: 0, or -1 out of memory. */
static int
declare(struct ynode *n, const struct words *w)
{
	if (n == NULL)
		return 0;
	if (n->kind == Y_MAP) {
		for (int i = 0; i < n->n; i++)
			if (declare(n->v[i], w) < 0)
				return -1;
		return 0;
	}
	for (int k = 0; n->kind == Y_SEQ && k < n->n; k++) {
		const struct ynode *x = n->v[k]->kind == Y_MAP ?
		    ynode_get(n->v[k], "final-standings") : NULL;
		struct strbuf b;
		int made;
		if (x == NULL || n->v[k]->n != 1) {
			if (declare(n->v[k], w) < 0)
				return -1;
			continue;
		}
		sb_init(&b);
		made = x->kind == Y_MAP && standings_text(w, x, &b);
		if (made && rs_yreplace_item(n, k, sb_str(&b)) < 0) {
			sb_release(&b);
			return -1;
		}
		sb_release(&b);
		/* past the effects it became */
		if (made)
			k += 3;
	}
	return 0;
}

int
rs_standings_upgrade(struct ynode *root)
{
	struct words w;

	if (!words_of(root, &w))
		return 0;
	if (declare(ynode_get(root, "actions"), &w) < 0 ||
	    declare(ynode_get(root, "phases"), &w) < 0)
		return -1;
	return declare(ynode_get(root, "turns"), &w);
}
