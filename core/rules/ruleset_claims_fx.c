/* ruleset_claims_fx.c: the effects reveal, commit, claim and resolve of a
 * ruleset written before (a saved game keeps the text it was started
 * with, and ruleset_reveal.c, ruleset_commit.c, ruleset_claim.c and
 * ruleset_resolve.c turn an older one's 'run: ...' into them) are
 * rewritten at load into what rulesets/albedo.yaml declares for its
 * actions reveal, commit, land and resolve: general effects in their
 * place, and their refusals as requirements, last among the action's
 * (where the effect's own refusals came),
 *
 *   reveal: {site: W}
 *     -> draw: {deck: SITES, card: W} (the same laying of the card, its
 *        refusals its own)
 *   commit: {player: P, cards: C}
 *     -> not committed(P); move-cards: {deck: DECK, from: hand, to:
 *        played, player: P, cards: C}
 *   claim: {player: P, claim: W}
 *     -> the site waiting, resolved, P's turn in the landing order;
 *        buy-sub-locations paying brought(P, second_total), saying who
 *        lands next
 *   resolve: {site: W}, W the action's one word, of kind resolved
 *     -> W of kind site (left out: sites(current)) and a draws word; the
 *        site waiting, not landed at, named in order; the lines of the
 *        players' values (list-players over brought()), rank-players
 *        into claim-order by the landing ranking, the landing order
 *
 * in the text's words (sites.one and sites.name, the landing ranking and
 * its name, the score, the card values, the decks of site cards and of
 * hands).  One whose words are not of their kinds,
 * or in a text without mechanisms.claims and its deck, stays, and is
 * refused, saying what to write instead. */
#include <stdio.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_upgrade.h"
#include "core/rules/words_keys.h"

/* @A@ the revealed word, @D@ the deck of site cards. */
static const char reveal_eff[] = "- draw: {deck: @D@, card: @A@}\n";

/* @A@ the player word, @B@ the commitment word, @D@ the deck of hands. */
static const char commit_req[] =
"- test: \"not committed(@A@)\"\n"
"  refusal: \"{@player @A@} has committed already this round; 'undo' "
"takes it back\"\n";
static const char commit_eff[] =
"- move-cards: {deck: @D@, from: hand, to: played, player: @A@, cards: "
"@B@}\n";

/* @A@ the player word, @B@ the claim word, @S@ a site, @O@ the landing
 * ranking's name. */
static const char claim_req[] =
"- test: \"sites(current) > 0\"\n"
"  refusal: \"no @S@ waits for a landing: every one of the round is "
"done\"\n"
"- test: \"sites(resolved)\"\n"
"  refusal: \"@S@ {sites(current)} ({@site sites(current)}) is not "
"resolved yet: '{@command resolve}' first\"\n"
"- test: \"@A@ == sites(lander) or brought(@A@, cards) > 0\"\n"
"  refusal: \"{@player @A@} has no cards at {@site sites(current)}\"\n"
"- test: \"@A@ == sites(lander) or brought(@A@, landed_at) == 0\"\n"
"  refusal: \"{@player @A@} has landed at {@site sites(current)} "
"already\"\n"
"- test: \"@A@ == sites(lander)\"\n"
"  refusal: \"{@player sites(lander)} lands next at {@site "
"sites(current)} (@O@: {@claimers})\"\n";
static const char claim_eff[] =
"- buy-sub-locations:\n"
"    player: @A@\n"
"    claim: @B@\n"
"    pays: \"brought(@A@, second_total)\"\n"
"    next-says: \"{@player sites(lander)} lands next\"\n"
"    done-says: \"{@site sites(current) - 1} is done: '{@command "
"resolve}' @S@ {sites(current)} next\"\n"
"    last-says: \"{@site sites(revealed)} is done, and so is every @S@ "
"of the round: 'next' ends it\"\n";

/* @A@ the resolved word, the site now; @B@ the draws; @S@ a site, @N@
 * the sites; @R@ the score's resource; @V@ and @W@ the card values' names;
 * @L@ the landing ranking, @O@ its name. */
static const char resolve_args[] =
"- {name: @A@, kind: site, optional: true, left-out: sites(current)}\n"
"- {name: @B@, kind: draws, optional: true}\n";
static const char resolve_req[] =
"- test: \"sites(current) > 0\"\n"
"  refusal: \"every @S@ of the round is resolved: 'next' ends the "
"round\"\n"
"- test: \"not sites(resolved)\"\n"
"  refusal: \"the landings at {@site sites(current)} are not done: "
"{@player sites(lander)} lands next ('{@command land} {@player "
"sites(lander)} LOCATION ...')\"\n"
"- test: \"@A@ > 0\"\n"
"  usage: true\n"
"  refusal: \"no @S@ '{@text @A@}' this round\"\n"
"- test: \"@A@ == sites(current)\"\n"
"  refusal: \"the @N@ are resolved in order: @S@ {sites(current)} "
"({@site sites(current)}) comes next\"\n";
static const char resolve_eff[] =
"- say: \"@S@ {sites(current)}, {@site sites(current)}:\"\n"
"- if:\n"
"    test: \"count_players(brought(who, cards) > 0) == 0\"\n"
"    then:\n"
"      - say: \"  nobody came\"\n"
"    else:\n"
"      - list-players:\n"
"          only: \"brought(who, cards) > 0\"\n"
"          lines: true\n"
"          each: \"  {@player who}: {@cardvalue 1} {brought(who, "
"first_total)} (best card {brought(who, first_best)}), {@cardvalue 2} "
"{brought(who, second_total)} (best card {brought(who, second_best)}), "
"{@qty @R@, resource(@R@, who)}\"\n"
"          json-each:\n"
"            - {key: @V@, value: \"brought(who, first_total)\"}\n"
"            - {key: @V@_best, value: \"brought(who, first_best)\"}\n"
"            - {key: @W@, value: \"brought(who, second_total)\"}\n"
"            - {key: @W@_best, value: \"brought(who, second_best)\"}\n"
"            - {key: mines, value: \"brought(who, mines)\"}\n"
"            - {key: mines_against, value: \"brought(who, "
"mines_against)\"}\n"
"        json: players\n"
"      - list-players:\n"
"          only: \"brought(who, mines) > 0\"\n"
"          lines: true\n"
"          each: \"  {@player who}'s {brought(who, mines)} mine{@s "
"brought(who, mines)} lower{@verb brought(who, mines)} every card of the "
"others by {brought(who, mines)} in {@cardvalue 1}\"\n"
"- if:\n"
"    test: \"count_players(brought(who, cards) > 0) == 1\"\n"
"    then:\n"
"      - say: \"{@players brought(who, cards) > 0} is alone there: no "
"{@cardvalue 1} combat\"\n"
"- data-members:\n"
"    - {key: site, value: \"sites(current)\", as: site}\n"
"- rank-players:\n"
"    into: claim-order\n"
"    ranking: @L@\n"
"    draws: @B@\n"
"    pair-says: \"{@before}: {@compared}\"\n"
"    tied-pair-says: \"{@pair} stay tied\"\n"
"    json-order: order\n"
"    json-pairs: decided\n"
"  says: \"\"\n"
"- if:\n"
"    test: \"count_players(brought(who, cards) > 0) > 1\"\n"
"    then:\n"
"      - say: \"@O@: {@claimers}\"\n"
"- if:\n"
"    test: \"count_players(brought(who, cards) > 0) > 0\"\n"
"    then:\n"
"      - say: \"{@player sites(lander)} lands first ('{@command land} "
"{@player sites(lander)} LOCATION SUB-LOCATION...')\"\n";

/* An effect of before: its key, its n keys naming words of the action,
 * of kinds; the deck it needs (empty: none) and what to write instead
 * (names in place: no address to write at every start,
 * tests/check-startup.sh). */
struct form {
	char key[8];
	int n;
	char keys[2][8], kinds[2][12], deck[24], how[240];
};

enum { F_REVEAL, F_COMMIT, F_CLAIM, F_RESOLVE, F_N };
static const struct form forms[F_N] = {
	{ "reveal", 1, { "site" }, { "revealed" }, "a deck of site cards",
	    "'draw: {deck: DECK, card: WORD}', DECK the deck of site cards" },
	{ "commit", 2, { "player", "cards" }, { "player", "commitment" },
	    "a deck of hands", "the requirement 'not committed(PLAYER)' and "
	    "'move-cards: {deck: DECK, from: hand, to: played, player: "
	    "PLAYER, cards: WORD}'" },
	{ "claim", 2, { "player", "claim" }, { "player", "claim" }, "",
	    "requirements on sites() and brought(), and 'buy-sub-locations: "
	    "{player: PLAYER, claim: WORD, pays: EXPRESSION}'" },
	{ "resolve", 1, { "site" }, { "resolved" }, "", "a word of kind site "
	    "and one of kind draws, requirements on sites(), and "
	    "'rank-players: {into: claim-order, ranking: ID, draws: WORD}' "
	    "with the lines of the sites' values (list-players over "
	    "brought())" },
};

/* The templates of form f: its requirements (NULL: none), its effects,
 * and the action's words that take the place of the first (NULL: it
 * stays). */
enum { T_REQ, T_EFF, T_ARGS };
static const char *
tpl(const struct form *f, int t)
{
	if (f == &forms[F_REVEAL])
		return t == T_EFF ? reveal_eff : NULL;
	if (f == &forms[F_COMMIT])
		return t == T_REQ ? commit_req : t == T_EFF ? commit_eff :
		    NULL;
	if (f == &forms[F_CLAIM])
		return t == T_REQ ? claim_req : t == T_EFF ? claim_eff : NULL;
	return t == T_REQ ? resolve_req : t == T_EFF ? resolve_eff :
	    resolve_args;
}

/* A form and the text's words it reads (words_of). */
struct with {
	const struct form *f;
	const char **v;
};

/* The effect x of act, item k of its effects, declared by w's form with
 * its words: 0, or -1 out of memory; 1 when it is not one to declare. */
static int
declare(struct ynode *act, struct ynode *effects, int k,
    const struct ynode *x, void *arg)
{
	const struct with *w = arg;
	const struct form *f = w->f;
	const char **v = w->v;
	const struct ynode *req = act != NULL ? ynode_get(act, "require") :
	    NULL;
	struct ynode *seq;
	struct strbuf b;

	/* outside an action's effects: no words */
	if (act == NULL || x->n != f->n || (req != NULL && req->kind != Y_SEQ))
		return 1;
	for (int i = 0; i < f->n; i++)
		if (!rs_plain_id(v[i] = rs_ytext(x, f->keys[i])) ||
		    !rs_yarg_kind(act, v[i], f->kinds[i]))
			return 1;
	if (tpl(f, T_ARGS) != NULL) {
		/* the one word of the action, as it was declared */
		struct ynode *args = ynode_get(act, "args");
		if (args == NULL || args->kind != Y_SEQ || args->n != 1)
			return 1;
		v['B' - 'A'] = strcmp(v[0], "draws") != 0 ? "draws" : "drawn";
		sb_init(&b);
		rs_fx_fill(&b, tpl(f, T_ARGS), v, 26);
		if (rs_yput_text(args, 0, &b) < 0)
			return -1;
	}
	if (tpl(f, T_REQ) != NULL) {
		sb_init(&b);
		rs_fx_fill(&b, tpl(f, T_REQ), v, 26);
		if ((seq = rs_yparse_at(&b, effects->v[k]->file,
		    effects->v[k])) == NULL || rs_yseq_last(act, "require",
		    seq) < 0)
			return -1;
	}
	sb_init(&b);
	rs_fx_fill(&b, tpl(f, T_EFF), v, 26);
	return rs_yput_text(effects, k, &b);
}

/* The text's words form f reads into v (@D@, @N@, @O@, @R@, @S@, @V@,
 * @W@, @L@); what it lacks for f, or NULL. */
static const char *
words_of(const struct ynode *root, const struct form *f, const char **v)
{
	const struct ynode *m = ynode_get(root, "mechanisms"), *claims,
	    *rank;
	const char *landing;

	claims = m != NULL && m->kind == Y_MAP ? ynode_get(m, "claims") :
	    NULL;
	if (claims == NULL)
		return "the text has no mechanisms.claims";
	if (f == &forms[F_REVEAL]) {
		v['D' - 'A'] = rs_ysite_deck(root);
		return rs_plain_name(v['D' - 'A']) ? NULL : "the text has no "
		    "deck of site cards (decks: 'kinds: sites')";
	}
	if (f == &forms[F_COMMIT]) {
		v['D' - 'A'] = rs_yhand_deck(root);
		return rs_plain_name(v['D' - 'A']) ? NULL : "the text has no "
		    "deck of hands (decks: 'per: player', 'kinds: cards', "
		    "piles, 'unseen-hand: true')";
	}
	if (f == &forms[F_RESOLVE]) {
		const struct ynode *cv = ynode_get(root, "card-values");
		int two = cv != NULL && cv->kind == Y_SEQ && cv->n == 2;
		v['N' - 'A'] = rs_plain_text(rs_ytext_or(root, "sites", "name",
		    "sites"));
		v['R' - 'A'] = rs_ytext(claims, "score");
		v['V' - 'A'] = two ? cv->v[0]->str : KEY_CARD_VALUE_1;
		v['W' - 'A'] = two ? cv->v[1]->str : KEY_CARD_VALUE_2;
		v['L' - 'A'] = rs_ytext(claims, "landing");
		if (v['N' - 'A'] == NULL || !rs_plain_id(v['R' - 'A']) ||
		    !rs_plain_id(v['V' - 'A']) || !rs_plain_id(v['W' - 'A']) ||
		    !rs_plain_name(v['L' - 'A']))
			return "sites.name, mechanisms.claims.score, "
			    "mechanisms.claims.landing or card-values is not "
			    "a plain word";
	}
	landing = rs_ytext(claims, "landing");
	rank = ynode_get(root, "rankings");
	rank = rank != NULL && rank->kind == Y_MAP && landing != NULL ?
	    ynode_get(rank, landing) : NULL;
	if ((v['O' - 'A'] = rs_plain_text(rs_ytext(rank, "name"))) == NULL)
		return "mechanisms.claims.landing names no ranking of a plain "
		    "name";
	if ((v['S' - 'A'] = rs_plain_text(rs_ytext_or(root, "sites", "one",
	    "site"))) == NULL)
		return "sites.one is no plain word";
	return NULL;
}

int
rs_claims_fx_upgrade(struct ynode *root, struct diag_list *errs)
{
	for (int i = 0; i < F_N; i++) {
		const char *v[26] = { 0 };
		struct with w = { &forms[i], v };
		int n = words_of(root, &forms[i], v) == NULL ? rs_fx_each(root,
		    forms[i].key, declare, &w) : 0;
		if (n < 0)
			return -1;
		/* rank-players' ranking read as its chain, as the text's
		 * own were (ruleset_rank_chain.c) */
		if (n > 0 && i == F_RESOLVE && rs_rank_chain_upgrade(root,
		    errs) < 0)
			return -1;
	}
	return 0;
}

/* Why the effect f->key of item (act: the action it is within, NULL: a
 * phase's or another list outside the actions; among: in the action's
 * effects themselves) at path is left, with text (what the text lacks,
 * or NULL): an error in errs, and the effect taken out. */
static void
left_one(struct ynode *item, const struct ynode *act, int among,
    const char *path, const struct form *f, const char *text,
    struct diag_list *errs)
{
	const struct ynode *x = ynode_get(item, f->key), *req, *args;
	struct strbuf b, w;

	sb_init(&b);
	sb_init(&w);
	sb_printf(&w, "its %s a word of kind %s", f->keys[0], f->kinds[0]);
	if (f->n > 1)
		sb_printf(&w, " and its %s one of kind %s", f->keys[1],
		    f->kinds[1]);
	if (tpl(f, T_ARGS) != NULL)
		sb_add(&w, ", the action's one word");
	if (act == NULL)
		sb_add(&b, strncmp(path, "phases.", 7) == 0 ? "a phase has no "
		    "words" : "a list outside the actions has no words");
	else if (!among)
		sb_add(&b, "it is not in the action's effects but within "
		    "another effect or list");
	else if (x->kind != Y_MAP || x->n != f->n || rs_ytext(x,
	    f->keys[0]) == NULL || rs_ytext(x, f->keys[f->n - 1]) == NULL)
		sb_printf(&b, "write it {%s: WORD%s%s%s}", f->keys[0], f->n > 1 ?
		    ", " : "", f->n > 1 ? f->keys[1] : "", f->n > 1 ? ": WORD" :
		    "");
	else
		for (int i = 0; i < f->n; i++) {
			const char *n = rs_ytext(x, f->keys[i]),
			    *k = rs_yarg_kindof(act, n);
			if (k == NULL)
				sb_printf(&b, "%s'%s' is no word of the action",
				    b.len ? ", " : "", n);
			else if (strcmp(k, f->kinds[i]) != 0)
				sb_printf(&b, "%sthe word '%s' is of kind %s",
				    b.len ? ", " : "", n, k);
		}
	if (item->n != 1)
		sb_printf(&b, "%sits item has other keys too", b.len ? ", " :
		    "");
	args = act != NULL ? ynode_get(act, "args") : NULL;
	if (act != NULL && tpl(f, T_ARGS) != NULL && (args == NULL || args->kind !=
	    Y_SEQ || args->n != 1))
		sb_printf(&b, "%sthe action has other words", b.len ? ", " :
		    "");
	req = act != NULL ? ynode_get(act, "require") : NULL;
	if (req != NULL && req->kind != Y_SEQ)
		sb_printf(&b, "%sthe action's require is no list", b.len ?
		    ", " : "");
	if (text != NULL)
		sb_printf(&b, "%s%s", b.len ? ", " : "", text);
	diag_list_add(errs, ST_DATA, x->file, x->line, x->col, "'%s': the "
	    "effect %s of a text of before is read only in an action, %s, in "
	    "a text with mechanisms.claims%s%s: %s; write it with today's "
	    "declarations instead (arbiter-ruleset(5)): %s", path, f->key,
	    sb_str(&w), f->deck[0] != '\0' ? " and " : "", f->deck,
	    b.len ? sb_str(&b) : "?", f->how);
	sb_release(&w);
	sb_release(&b);
	ynode_free(ynode_take(item, f->key));
}

struct left {
	const struct form *f;
	const char *text;
	struct diag_list *errs;
};

/* One left in any list of effects (rs_fx_lists). */
static int
left_at(const struct rs_fx_at *at, void *arg)
{
	const struct left *l = arg;
	struct ynode *item = at->eff->v[at->k];
	struct strbuf path;

	if (item->kind != Y_MAP || ynode_get(item, l->f->key) == NULL)
		return 1;
	sb_init(&path);
	rs_fx_path(at, &path);
	sb_printf(&path, ".%s", l->f->key);
	left_one(item, at->act, at->own && at->eff == ynode_get(at->act,
	    "effects"), sb_str(&path), l->f, l->text, l->errs);
	sb_release(&path);
	return 0;
}

void
rs_claims_fx_left(struct ynode *root, struct diag_list *errs)
{
	for (int i = 0; i < F_N; i++) {
		const char *v[26] = { 0 };
		struct left l = { &forms[i], words_of(root, &forms[i], v),
		    errs };
		(void)rs_fx_lists(root, forms[i].key, left_at, &l);
	}
}

