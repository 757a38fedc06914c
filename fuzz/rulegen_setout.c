/* rulegen_setout.c: actions of general pieces the fuzzer wrote none
 * of (rulegen.h, gen_setout): the card mechanisms' sites walked and taken
 * off the table (each-site, site_keeper(), clear-round-sites), a home made
 * and pieces set out on a map of territories (make-home, place-pieces with
 * arrival, steps(), home_distance, unchecked), a card kept on any game
 * (keep-card, kept(), a piece's card turning it on a game without a map
 * too), words of items in groups under heads or with fields, read after
 * the requirements and read by items(), a player marked done on any game
 * (mark-done, done(), undone_next), and a setup's lines and tests
 * (setup.says, setup.end-require; their lines with '{@usage NAME}' and
 * '{@usage NAME, WORDS}'), and the mark status shows beside a player done
 * (a phase's or the setup's done-mark).  Each is written mostly where the game can have it, now and then
 * grafted where it cannot (no claims, no map, no cards: the check must
 * refuse it) or malformed (a word of another kind, a key misused).
 */
#include "rulegen.h"

#include <stdio.h>
#include <string.h>

static const char *
pick_or(struct gen *g, const struct words *w, const char *none)
{
	return w->n > 0 ? rg_pick(g->r, w->v, w->n) : none;
}

/* What clear-round-sites does with the cards still played there: refuse,
 * discard them, drop them (and 'yes', the schema's older word). */
static const char *const clear_how[] = { "true", "discard", "drop",
	"discard", "drop", "yes" };

/* The GM's look at the round's sites: each-site with an if on
 * site_keeper(site), then now and then the sites cleared.  Bad: 'site'
 * outside each-site, each-site not a list, clear-round-sites false or
 * a word it does not know. */
static void
sites(struct gen *g, struct strbuf *b, int bad)
{
	static const char *const tests[] = {
		"site_keeper(site) == nobody", "site_keeper(site) != nobody",
		"site_keeper(site + 1) == nobody",
		"site > 1 and site_keeper(site - 1) != nobody",
		"site_keeper(site) == me" };	/* no actor: refused */

	sb_add(b, ", no-actor: true, effects: [");
	if (bad == 1)	/* 'site' where nothing binds it */
		sb_add(b, "{say: \"{@site site}: {site_keeper(site)}\"}, ");
	if (bad == 2)
		sb_add(b, "{each-site: {say: \"no list\"}}, ");
	else
		sb_printf(b, "{each-site: [{if: {test: \"%s\", then: [{say: "
		    "\"{@site site} (site {site}) kept by {@player "
		    "site_keeper(site)}\"}], else: [{say: \"{@site site}: "
		    "nobody\"}]}}]}", tests[rg_below(g->r, bad == 3 ? 5 : 4)]);
	if (rg_chance(g->r, 40)) {
		int k = rg_below(g->r, 6);
		sb_printf(b, ", {clear-round-sites: %s}", bad != 4 ?
		    clear_how[k] : k < 3 ? "false" : "keep");
	}
	if (rg_chance(g->r, 20))
		sb_add(b, ", {say: \"{sites(revealed)} left: "
		    "{site_keeper(1)}\"}");
	sb_add(b, "]}");
}

/* A player's home made on a territory word, far enough from the others'
 * (steps(), home_distance, a distance nobody counted taken on the GM's
 * word), and pieces set out there, now and then as the arrival.  Bad: the
 * place a word of another kind, an unknown piece, no pieces, the player
 * a word the action lacks. */
static void
home(struct gen *g, struct strbuf *b, int bad)
{
	const char *piece = bad == 2 ? "nosuchpiece" : pick_or(g,
	    &g->pieces, "frigate");
	int make = rg_chance(g->r, 60), arrival = rg_chance(g->r, 30);

	sb_printf(b, ", no-actor: true, args: [{name: w1, kind: player}, "
	    "{name: w2, kind: %s}]", bad == 1 ? "number" : "territory");
	if (rg_chance(g->r, 70))
		sb_add(b, ", require: [{test: \"home_at(w2) == nobody\", "
		    "refusal: \"{@region w2} is {@player home_at(w2)}'s "
		    "already\"}, {test: \"pieces(w2) == 0\", refusal: "
		    "\"{@region w2} holds pieces\"}]");
	sb_add(b, ", effects: [");
	if (rg_chance(g->r, 60))
		sb_add(b, "{each-region: [{if: {test: \"home_at(here) != "
		    "nobody\", then: [{if: {test: \"steps(w2, here) < 0\", "
		    "then: [{unchecked: \"the distance from {@region w2} to "
		    "{@region here}\"}], else: [{if: {test: \"steps(w2, here) "
		    "< home_distance\", then: [{refuse: \"{@region w2} is "
		    "{steps(w2, here)} steps from {@region here}, "
		    "{home_distance} wanted\"}]}}]}}]}}]}, ");
	if (make || bad == 4)
		sb_printf(b, "{make-home: {player: %s, at: w2}}, ", bad == 4 ?
		    "w3" : "w1");
	if (!make || rg_chance(g->r, 70)) {
		sb_add(b, "{place-pieces: {player: w1, at: w2, pieces: ");
		if (bad == 3)
			sb_add(b, "{}");
		else if (g->pieces.n > 1 && rg_chance(g->r, 40)) {
			int n = 1 + rg_below(g->r, 2);
			sb_printf(b, "{%s: %d, %s: 1}", piece, n, rg_pick(g->r,
			    g->pieces.v, g->pieces.n));
		} else
			sb_printf(b, "{%s: %d}", piece, rg_chance(g->r, 5) ? 0 :
			    1 + rg_below(g->r, 3));	/* 0: refused */
		sb_printf(b, "%s}}, ", arrival ? ", arrival: true" : "");
	}
	sb_printf(b, "{say: \"{@player w1} on {@region w2}: home "
	    "{has_home(w1)}%s\"}]}", arrival ? ", arrival {has_arrival(w1)}" :
	    "");
}

/* A card kept for the game by a player, on a map or none, and kept()
 * read.  Bad: the card a word of another kind, kept() of a word not a
 * card-id, twice-says with an unknown expression, in an action with
 * repeat. */
static void
keep(struct gen *g, struct strbuf *b, int bad)
{
	sb_printf(b, ", args: [{name: w1, kind: player}, {name: w2, kind: "
	    "%s}, {name: w3, kind: number, min: 0, max: 5}]%s", bad == 1 ?
	    "number" : "card-id", bad == 4 ? ", repeat: 2" : "");
	if (rg_chance(g->r, 50))
		sb_printf(b, ", require: [{test: \"kept(w1) < %d\", refusal: "
		    "\"{@player w1} keeps {kept(w1)} already\"}]",
		    1 + rg_below(g->r, 3));
	sb_printf(b, ", effects: [{keep-card: {player: w1, card: w2%s}}",
	    rg_chance(g->r, 50) ? "" : bad == 3 ?
	    ", twice-says: \"{@player w1} {nosuch} again\"" :
	    ", twice-says: \"{@player w1} has {@text w2} already\"");
	sb_printf(b, ", {say: \"{@player w1} keeps {kept(w1)}: "
	    "{kept(w1, %s)}\"}", bad == 2 ? "w3" : "w2");
	if (g->res.n > 0 && rg_chance(g->r, 40))
		sb_printf(b, ", {gain: {%s: \"kept(me) + kept(w1, w2)\"}}",
		    rg_pick(g->r, g->res.v, g->res.n));
	sb_add(b, "]}");
}

/* An items word's flags: one to three of words of every shape an id
 * takes (a letter, a resource's or a card's id, a long one), now and then
 * one named twice or no id (refused); a list, or now and then a mapping
 * of each to what it does (a text left empty now and then: refused). */
static void
item_flags(struct gen *g, struct strbuf *b)
{
	static const char *const does[] = { "keeps it dry", "it floats",
		"", ("sealed by the harbour master of the old town of the "
		"south, stamped twice at the customs house and signed") };
	int dict = rg_chance(g->r, 55);

	static const char *const pool[] = { "up", "down", "sealed", "x",
		"wet-2", "loose",
		("sealed-with-the-wax-of-the-harbour-master-and-stamped-twice-"
		"by-the-customs-house-of-the-old-town-of-the-south-and-signed"),
		"Up", "2" };	/* no ids: refused */
	int n = 1 + rg_below(g->r, 3), first = rg_below(g->r, 7);
	unsigned used = 1u << first;

	sb_printf(b, ", flags: %s%s", dict ? "{" : "[", pool[first]);
	if (dict) {
		int d = rg_chance(g->r, 10) ? 2 : rg_below(g->r, 2) * 3;
		sb_printf(b, ": \"%s\"", does[d]);
	}
	for (int i = 1; i < n; i++) {
		int k = rg_below(g->r, 8);
		if (k == 7 && g->res.n > 0) {	/* a resource's id */
			sb_printf(b, ", %s", rg_pick(g->r, g->res.v,
			    g->res.n));
			if (dict)
				sb_printf(b, ": %s", does[rg_below(g->r, 2)]);
			continue;
		}
		if (rg_chance(g->r, 3))		/* named twice, or no id */
			k = rg_chance(g->r, 50) ? first : 7 + rg_below(g->r, 2);
		else
			for (k %= 7; used & 1u << k; k = (k + 1) % 7)
				;
		used |= 1u << k;
		sb_printf(b, ", %s", pool[k]);
		if (dict)
			sb_printf(b, ": %s", does[rg_below(g->r, 2)]);
	}
	sb_add(b, dict ? "}" : "]");
}

/* A word of items in groups under heads (a player, a bounded number, a
 * site of the round: mostly where there are claims), or with fields (a
 * number named by its what, a card, a flag, some optional), its NAMEs
 * resources, cards or the sites' kinds of sub-location (item: sub-kind,
 * mostly where the sites have them), now and then optional (then, read
 * late, with 'shown'), refused
 * plainly (refusals: plain) or read after the requirements (then mostly
 * with one that reads items(), 0 there), its items counted by items() in
 * a requirement and a say.  Bad: under a kind no head is, a site head
 * without claims (grafted), under or fields on a word of another kind,
 * min above max, a flag field without flags, flags and fields without a
 * flag field, read by-effect (the word of before), items() of a word not
 * of kind items, an item of a kind there is none of (sub-kinds, site),
 * refusals of a word it does not know, items(WORD, NAME) of a NAME of
 * another kind than its items (a resource's of sub-kinds, a kind of
 * sub-location's of resources).  A sub-kind where the sites have none
 * is grafted now and then: refused. */
static void
items(struct gen *g, struct strbuf *b, int bad)
{
	const char *res = pick_or(g, &g->res, "gold"), *name;
	int flags, card, late = rg_chance(g->r, 30), sub;

	sb_printf(b, ", args: [{name: w1, kind: player}, {name: w2, kind: %s",
	    bad == 1 ? "number" : "items");
	card = rg_chance(g->r, g->cards ? 30 : 2);
	sub = !card && rg_chance(g->r, g->subkinds.n > 0 ? 50 : 2);
	if (bad == 9)
		sb_add(b, rg_chance(g->r, 50) ? ", item: sub-kinds" :
		    ", item: site");
	else if (card)
		sb_add(b, ", item: card");
	else if (sub)
		sb_add(b, ", item: sub-kind");
	/* the NAME items(w2, NAME) reads: of the word's kind, but bad */
	name = (sub && bad != 11) || (!sub && bad == 11) ? pick_or(g,
	    &g->subkinds, "wharf") : res;
	/* optional, now and then shown in the usage as the ruleset says
	 * (shown, on a word of any kind: no draw of its own, the rulesets
	 * drawn before it are the same) */
	if (rg_chance(g->r, 20))
		sb_add(b, late ? ", optional: true, shown: \"[W2 ITEM...]\"" :
		    ", optional: true");
	if (rg_chance(g->r, 30) || bad == 10)
		sb_printf(b, ", refusals: %s", bad == 10 ? "loud" :
		    rg_chance(g->r, 80) ? "plain" : "quoted");
	if (late || bad == 7)
		sb_printf(b, ", read: %s", bad == 7 ? "by-effect" :
		    "after-requirements");
	if ((flags = (rg_chance(g->r, 50) || bad == 6) && bad != 5))
		item_flags(g, b);
	if (rg_chance(g->r, 50) || bad == 2 || bad == 3 || bad == 4) {
		/* a site's head mostly where there are claims */
		int k = rg_below(g->r, 3), site = g->claims && rg_chance(g->r,
		    50);
		if (site)
			k = 2;
		if (k == 2 && !g->claims && !rg_chance(g->r, 5))
			k = rg_below(g->r, 2);
		sb_printf(b, ", under: {kind: %s", bad == 2 ? "region" :
		    k == 0 ? "player" : k == 1 ? "number" : "site");
		if ((k == 1 && bad != 2) || bad == 3)
			sb_printf(b, ", min: %d, max: %d, what: the shelf",
			    bad == 3 ? 5 : 1, bad == 3 ? 2 : 1 + rg_below(g->r,
			    4));
		if (bad == 4)
			sb_add(b, ", what: a player's");
		sb_add(b, "}");
	}
	if ((rg_chance(g->r, 50) && bad < 2) || bad == 5 || bad == 6) {
		sb_add(b, ", fields: [");
		if (bad != 6) {
			sb_printf(b, "{kind: number, max: %d",
			    rg_below(g->r, 10));
			/* its least now and then (above its most: refused) */
			if (rg_chance(g->r, 30))
				sb_printf(b, ", min: %d", rg_below(g->r, 3));
			if (rg_chance(g->r, 50))
				sb_add(b, ", what: the weight");
			sb_add(b, "}");
		}
		/* a card where there are cards (elsewhere seldom: refused) */
		if (g->cards || rg_chance(g->r, 5) || bad == 6)
			sb_printf(b, "%s{kind: card, optional: %s}",
			    bad == 6 ? "" : ", ", rg_chance(g->r, 50) ?
			    "true" : "false");
		if (bad == 5 || (flags && bad != 6))
			sb_add(b, ", {kind: flag, optional: true}");
		sb_add(b, "]");
	}
	sb_add(b, "}]");
	/* mostly where the word is read after them (items() 0 there) */
	if (rg_chance(g->r, late ? 80 : 30))
		sb_printf(b, ", require: [{test: \"items(w2%s%s) < %d\", "
		    "refusal: \"{@player w1}: {items(w2)} items, too many\"}]",
		    card ? "" : ", ", card ? "" : name, 1 + rg_below(g->r, 6));
	sb_printf(b, ", effects: [{gain: {%s: w2}}, {say: \"{@player w1}: "
	    "{w2} item{@s w2}: {@text w2}", res);
	if (rg_chance(g->r, 50) || bad == 8)
		sb_printf(b, "; {items(%s)} in all", bad == 8 ? "w1" : "w2");
	if (!card && rg_chance(g->r, 40))
		sb_printf(b, ", {items(w2, %s)} of %s", name, name);
	sb_add(b, "\"}]}");
}

/* A player marked done this phase, on a game with a map or none
 * (mark-done), read by done() and undone_next.  Bad: mark-done written as
 * a mapping (keep-card's shape), of a word the action lacks, done() of a
 * number word. */
static void
marks(struct gen *g, struct strbuf *b, int bad)
{
	sb_add(b, ", args: [{name: w1, kind: player}, {name: w3, kind: "
	    "number, min: 0, max: 3}]");
	if (rg_chance(g->r, 60) || bad == 4)
		sb_printf(b, ", require: [{test: \"not done(%s)\", refusal: "
		    "\"{@player w1} is done this phase\"}]", bad == 4 ? "w3" :
		    "w1");
	sb_add(b, ", effects: [");
	if (bad == 1)
		sb_add(b, "{mark-done: {player: w1}}");
	else
		sb_printf(b, "{mark-done: %s}", bad == 2 ? "w2" :
		    rg_chance(g->r, 80) ? "w1" : "me");
	sb_printf(b, ", {say: \"{count_players(done(who))} done, "
	    "{@player undone_next} next%s\"}]}", rg_chance(g->r, 30) ?
	    " ({done(w1)})" : "");
}

/* A line naming the words of the action doing a command's job
 * ('{@usage NAME}', '{@usage NAME, WORDS}' with words of its own where
 * the action shows fewer in capitals; '{@command NAME}' beside it); bad:
 * no name, a name of no command, words not in capitals, none after the
 * comma. */
static const char *
usage_line(struct gen *g, int bad)
{
	static const char *const good[] = {
		"lay the map: '{@command lay} {@usage lay}'",
		"'{@command arrive} {@usage arrive, PLAYER PLACE}' in turn",
		"'{@command settle} {@usage settle}' after",
		"commit: {@usage commit, PLAYER CARD}" };
	static const char *const refused[] = {
		"'{@command lay} {@usage}'", "{@usage nosuch} first",
		"'{@usage lay, place tile}'", "{@usage arrive,} now",
		"{@usage lay, PLACE, TYPE}" };

	return bad ? refused[rg_below(g->r, 5)] : good[rg_below(g->r, 4)];
}

const char *
gen_done_mark(struct gen *g, int where)
{
	static const char *const good[] = { "rests", "done", "raised",
		"has picked", "x", "\"is ready (for now)\"" };
	/* refused: empty, over 20 characters, a mapping, a list */
	static const char *const refused[] = { "\"\"",
		"marked-as-done-this-phase", "{mark: rests}", "[rests]" };

	if (!rg_chance(g->r, where ? 25 : 15))
		return NULL;
	return rg_chance(g->r, 10) ? refused[rg_below(g->r, 4)] :
	    good[rg_below(g->r, 6)];
}

/* A setup's opening lines and what 'next' waits for (setup.says,
 * setup.end-require), mostly where the game begins with a setup, now and
 * then grafted where its first round begins at once (refused).  Bad: a
 * line or test that reads the player who acts, an unknown brace, a test
 * no expression. */
void
gen_setup(struct gen *g, struct strbuf *says, struct strbuf *ends)
{
	static const char *const lines[] = {
		"setup: {players} players, {@turnplayers 1} first",
		"turn order: {@turnplayers 1}", "the set-up of {players}",
		"{@player home_next} places first",
		"{@me} sets up", "{nosuch} to set up" };	/* refused */
	static const char *const tests[] = {
		"players > 0", "count_players(not done(who)) == players",
		"players > 9",		/* never: next refused */
		"home_next == nobody",	/* a map of territories */
		"count_players(has_home(who) == 0) == 0",
		"me == nobody", "players >" };	/* refused */
	int bad = rg_chance(g->r, 10), n;

	if (!rg_chance(g->r, g->setup ? 40 : 3))
		return;
	if (rg_chance(g->r, 70)) {
		n = 1 + rg_below(g->r, 2);
		sb_add(says, "[");
		for (int i = 0; i < n; i++) {
			int k = rg_below(g->r, bad ? 6 : g->terr ? 4 : 3);
			sb_printf(says, "%s\"%s\"", i ? ", " : "",
			    rg_chance(g->r, 25) ? usage_line(g, bad) :
			    lines[k]);
		}
		sb_add(says, "]");
	}
	if (rg_chance(g->r, 70)) {
		n = 1 + rg_below(g->r, 2);
		sb_add(ends, "[");
		for (int i = 0; i < n; i++) {
			int k = rg_below(g->r, bad ? 7 : g->terr ? 5 : 3);
			if (k == 2 && rg_chance(g->r, 70))
				k = 0;
			sb_printf(ends, "%s{test: \"%s\", refusal: \"the "
			    "set-up waits: %s\"}", i ? ", " : "",
			    tests[k], k == 3 ? "{@player home_next} first" :
			    "not yet");
		}
		sb_add(ends, "]");
	}
}

int
gen_setout_once(struct gen *g, struct strbuf *b)
{
	if (!rg_chance(g->r, g->claims ? 15 : 1))
		return 0;
	sb_printf(b, "{each-site: [{if: {test: \"site_keeper(site) %s "
	    "nobody\", then: [{say: \"{@site site}: {@player "
	    "site_keeper(site)}\"}]}}]}", rg_chance(g->r, 50) ? "==" : "!=");
	if (rg_chance(g->r, 50))	/* 'true' with cards still played
					   there: refused */
		sb_printf(b, ", {clear-round-sites: %s}", clear_how[rg_below(
		    g->r, 3)]);
	return 1;
}

void
gen_round_sites(struct gen *g, struct strbuf *b, const char *deck)
{
	if (!g->claims || !rg_chance(g->r, 60))
		return;
	sb_printf(b, "[{each-site: [{if: {test: \"site_keeper(site) %s "
	    "nobody\", then: [{say: \"{@site site}: {@player "
	    "site_keeper(site)}\"}]}}]}", rg_chance(g->r, 50) ? "==" : "!=");
	if (rg_chance(g->r, 85))	/* mostly discard or drop; 'true'
					   (or 'yes') with cards played:
					   refused */
		sb_printf(b, ", {clear-round-sites: %s}", clear_how[rg_below(
		    g->r, 6)]);
	if (deck != NULL && rg_chance(g->r, 30))	/* what is left */
		sb_printf(b, ", {move-cards: {deck: %s, from: played, to: "
		    "discard}}", deck);
	sb_add(b, "]");
}

void
gen_any_phase(struct gen *g, struct strbuf *b)
{
	char *at = NULL;

	for (char *s = b->s; (s = strstr(s, "{help: made up by ")) != NULL;
	    s++)
		at = s;
	if (at != NULL && rg_chance(g->r, 70) && (at = strstr(at,
	    ", phase: ")) != NULL) {
		b->len = (size_t)(at - b->s);
		b->s[b->len] = '\0';
	}
}

int
gen_setout(struct gen *g, struct strbuf *b)
{
	int k = rg_below(g->r, 5), bad;

	/* mostly where the game can have it, seldom grafted elsewhere */
	if (k == 0 && !rg_chance(g->r, g->claims ? 50 : 2))
		return 0;
	if (k == 1 && !rg_chance(g->r, g->terr ? 30 : 2))
		return 0;
	if (k == 2 && !rg_chance(g->r, g->cards || g->upgrades ? 20 : 2))
		return 0;
	/* items mostly where the sites have kinds of sub-location */
	if (k >= 3 && !rg_chance(g->r, k == 3 && g->subkinds.n > 0 ? 60 :
	    12))
		return 0;
	bad = rg_chance(g->r, 15) ? 1 + rg_below(g->r, k == 3 ? 11 : 8) : 0;
	gen_any_phase(g, b);
	if (k == 0)
		sites(g, b, bad > 4 ? 0 : bad);
	else if (k == 1)
		home(g, b, bad > 4 ? 0 : bad);
	else if (k == 2)
		keep(g, b, bad > 4 ? 0 : bad);
	else if (k == 3)
		items(g, b, bad);
	else
		marks(g, b, bad > 4 ? 0 : bad);
	return 1;
}
