/* says.c: the lines for people a ruleset writes for its effects, text with
 * {expressions} and {@functions} (decl.h, says_tpl), compiled. */
#include "core/rules/says_int.h"
#include "core/rules/names.h"
#include "core/rules/words_keys.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const struct {
	char name[14];		/* in place: no address written at start */
	int fn;
	int res;		/* takes a resource first */
	int arg;		/* takes an expression */
} fns[] = {
	{ "me", FN_ME, 0, 0 },
	{ "player", FN_PLAYER, 0, 1 },
	{ "region", FN_REGION, 0, 1 },
	{ "piece", FN_PIECE, 0, 1 },
	{ "qty", FN_QTY, 1, 1 },
	{ "s", FN_S, 0, 1 },
	{ "cost", FN_COST, 0, 0 },
	{ "name", FN_NAME, 0, 1 },
	{ "unit", FN_UNIT, 0, 1 },
	{ "faction", FN_FACTION, 0, 1 },
	{ "entered", FN_ENTERED, 0, 0 },
	{ "role", FN_ROLE, 0, 1 },
	{ "released", FN_RELEASED, 0, 0 },
	{ "body", FN_BODY, 0, 1 },
	{ "word", FN_WORD, 0, 0 },
	{ "tracked", FN_TRACKED, 0, 1 },
	{ "group", FN_GROUP, 0, 1 },
	{ "chief", FN_CHIEF, 0, 1 },
	{ "text", FN_TEXT, 0, 1 },
	{ "resource", FN_RESOURCE, 0, 1 },
	{ "modifiers", FN_MODIFIERS, 0, 1 },
	{ "territory", FN_TERRITORY, 0, 1 },
	{ "groupid", FN_GROUPID, 0, 1 },
	{ "site", FN_SITE, 0, 1 },
	{ "squad", FN_SQUAD, 0, 0 },
	{ "players", FN_PLAYERS, 0, 1 },
	{ "command", FN_COMMAND, 0, 1 },
	{ "regions", FN_REGIONS, 0, 1 },
	{ "regionvalues", FN_REGIONVALUES, 0, 1 },
	{ "winners", FN_WINNERS, 0, 0 },
	{ "verb", FN_VERB, 0, 1 },
	{ "words", FN_WORDS, 0, 1 },
	{ "regionterms", FN_REGIONTERMS, 0, 1 },
	{ "faces", FN_FACES, 0, 0 },
	{ "piecevalues", FN_PIECEVALUES, 0, 1 },
	{ "mechanism", FN_MECHANISM, 0, 1 },
	{ "changed", FN_CHANGED, 0, 0 },
	{ "die", FN_DIE, 0, 1 },
	{ "ranking", FN_RANKING, 0, 1 },
	{ "ties", FN_TIES, 0, 0 },
	{ "parties", FN_PARTIES, 0, 1 },
	{ "unknown", FN_UNKNOWN, 0, 1 },
	{ "kindof", FN_KINDOF, 0, 1 },
	{ "before", FN_BEFORE, 0, 0 },
	{ "decided", FN_DECIDED, 0, 0 },
	{ "compared", FN_COMPARED, 0, 0 },
	{ "pair", FN_PAIR, 0, 0 },
	{ "modifierterms", FN_MODIFIERTERMS, 0, 1 },
	{ "list", FN_LIST, 0, 0 },
	{ "term", FN_TERM, 0, 1 },
	{ "step", FN_STEP, 0, 1 },
	{ "product", FN_PRODUCT, 0, 1 },
	{ "turnplayers", FN_TURNPLAYERS, 0, 1 },
	{ "count", FN_COUNT, 0, 1 },
	{ "heldby", FN_HELDBY, 0, 1 },
	{ "cargo", FN_CARGO, 0, 1 },
	{ "claimers", FN_CLAIMERS, 0, 0 },
	{ "cardvalue", FN_CARDVALUE, 0, 1 },
	{ "chieftext", FN_CHIEFTEXT, 0, 1 },
	{ "usage", FN_USAGE, 0, 1 },
};

void
eng_says_free(struct says_tpl *t)
{
	if (t == NULL)
		return;
	/* the parts' texts lie in the block */
	for (int i = 0; i < t->n; i++) {
		expr_free(t->v[i].x.e);
		expr_free(t->v[i].y.e);
		free(t->v[i].words);
	}
	free(t->v);
	free(t->block);
	memset(t, 0, sizeof *t);
}

static int
add(struct says_tpl *t, struct says_part p)
{
	/* room for 4 parts, then twice as many each time it is full (a
	 * line is compiled when said: a realloc a part cost more) */
	if (t->n == 0 || (t->n >= 4 && (t->n & (t->n - 1)) == 0)) {
		struct says_part *v = realloc(t->v, (size_t)(t->n ? 2 * t->n :
		    4) * sizeof *v);
		if (v == NULL)
			return -1;
		t->v = v;
	}
	t->v[t->n++] = p;
	return 0;
}

static int
keep(struct ruleset *rs, struct says_tpl *t)
{
	if (rs->nsays == rs->capsays) {
		int cap = rs->capsays ? rs->capsays * 2 : 16;
		struct says_tpl **v = realloc(rs->says, (size_t)cap * sizeof *v);
		if (v == NULL)
			return -1;
		rs->says = v;
		rs->capsays = cap;
	}
	rs->says[rs->nsays++] = t;
	return 0;
}

/* @word ID[, FORM]: the game's word for a concept (words.h) in one of
 * its forms (one: absent); *p moves past them.  0, or -1 when they are
 * not a concept and a form. */
static int
word_of(const char **p, const char *close, struct says_part *part)
{
	static const char forms[WF__N][8] = { "one", "many", "does", "done" };
	size_t m = strcspn(*p, " ,}");
	int f = WF__N;

	for (part->word = 0; rs_word_ids[part->word][0] != '\0' &&
	    (strlen(rs_word_ids[part->word]) != m ||
	    strncmp(rs_word_ids[part->word], *p, m) != 0); part->word++)
		;
	if (rs_word_ids[part->word][0] == '\0' || *p + m > close)
		return -1;
	*p += m;
	while (isspace((unsigned char)**p))
		(*p)++;
	part->form = WF_ONE;
	if (**p != ',')
		return 0;
	for ((*p)++; isspace((unsigned char)**p); (*p)++)
		;
	m = strcspn(*p, " }");
	for (f = 0; f < WF__N && (strlen(forms[f]) != m ||
	    strncmp(forms[f], *p, m) != 0); f++)
		;
	if (f == WF__N || *p + m > close)
		return -1;
	part->form = f;
	for (*p += m; isspace((unsigned char)**p); (*p)++)
		;
	return 0;
}

/* The concepts @word and @words know, "a, b, c", into known. */
static void
concepts(char *known, size_t n)
{
	known[0] = '\0';
	for (int w = 0, m = 0; rs_word_ids[w][0] != '\0' && m < (int)n; w++)
		m += snprintf(known + m, n - (size_t)m, "%s%s", w ? ", " : "",
		    rs_word_ids[w]);
}

/* @words ID, EXPR: the concept into part->word, *p moved past it and the
 * comma to the expression; -1 when it is no concept or no comma and
 * expression follow. */
static int
words_of(const char **p, const char *close, struct says_part *part)
{
	size_t m = strcspn(*p, " ,}");

	for (part->word = 0; rs_word_ids[part->word][0] != '\0' &&
	    (strlen(rs_word_ids[part->word]) != m ||
	    strncmp(rs_word_ids[part->word], *p, m) != 0); part->word++)
		;
	if (rs_word_ids[part->word][0] == '\0' || *p + m > close)
		return -1;
	for (*p += m; isspace((unsigned char)**p); (*p)++)
		;
	if (**p != ',')
		return -1;
	for ((*p)++; isspace((unsigned char)**p); (*p)++)
		;
	return *p < close ? 0 : -1;
}

#define ERR(...) (diag_list_add(errs, ST_DATA, pos->file, pos->line, \
	pos->col, __VA_ARGS__), 1)

/* The part of a says read whole (nothing follows its function's words):
 * added to t, *pp past its closing brace; 2, or 1 with the error. */
static int
part_whole(struct says_tpl *t, struct says_part part, const char *close,
    const char **pp, const struct spos *pos, struct diag_list *errs)
{
	*pp = close + 1;
	return add(t, part) != 0 ? ERR("out of memory") : 2;
}

/* The function of a part ({@fn ...} of a says, its closing brace at
 * close) read from *pp, just past its '@': 0 with *pp past the function's
 * name and *out its part to read the expression that follows into; 2 when
 * the part is whole (added to t, *pp past close); 1 on error. */
static int
at_function(struct ruleset *rs, const char **pp, const char *close,
    struct says_part *out, struct says_tpl *t, const char *path,
    const struct spos *pos, const struct action_def *act, int in_roll,
    struct diag_list *errs)
{
	const char *p = *pp;
	struct says_part part = *out;

	size_t n = 0;
	int k;
	p++;
	while (isalpha((unsigned char)p[n]))
		n++;
	/* its first letter and its length first: a line is compiled when
	 * said */
	for (k = n < sizeof fns[0].name ? 0 : (int)(sizeof fns /
	    sizeof fns[0]); k < (int)(sizeof fns / sizeof fns[0]); k++)
		if (fns[k].name[0] == p[0] && fns[k].name[n] == '\0' &&
		    memcmp(fns[k].name, p, n) == 0)
			break;
	if (k == (int)(sizeof fns / sizeof fns[0]))
		return ERR("'%s': no function '@%.*s' (@me, "
		    "@player, @region, @piece, @qty, @s, "
		    "@cost, @name, @unit, @faction, @entered, "
		    "@role, @released, @body, @word, @tracked, "
		    "@group, "
		    "@chief, "
		    "@text, "
		    "@resource, "
		    "@modifiers, @territory, "
		    "@groupid, "
		    "@site, "
		    "@players, "
		    "@command, "
		    "@regions, "
		    "@regionvalues, "
		    "@winners, "
		    "@verb, "
		    "@words, "
		    "@regionterms, "
		    "@faces, "
		    "@piecevalues, "
		    "@mechanism, "
		    "@changed, "
		    "@die, "
		    "@ranking, "
		    "@ties, "
		    "@parties, "
		    "@unknown, "
		    "@kindof, "
		    "@before, "
		    "@decided, "
		    "@compared, "
		    "@pair, @modifierterms, "
		    "@list, "
		    "@term, "
		    "@step, "
		    "@squad, "
		    "@product)", path, (int)n, p);
	part.fn = fns[k].fn;
	if (rs->no_actor != NULL && (part.fn == FN_ME ||
	    (part.fn == FN_MODIFIERS && !says_modifiers_of_player(
	    p + n, close))))
		return ERR("'%s': '@%s' %s, and %s%s", path,
		    fns[k].name, part.fn == FN_ME ? "names the "
		    "player who acts" : "lists the chiefs "
		    "acting for the player who acts",
		    rs->no_actor, part.fn == FN_ME ? ", or "
		    "name the player ('{@player PLAYER}')" : "");
	p += n;
	while (isspace((unsigned char)*p))
		p++;
	if (fns[k].res) {
		size_t m = strcspn(p, " ,}");
		char id[64];
		snprintf(id, sizeof id, "%.*s", (int)(m < 63 ?
		    m : 63), p);
		if ((part.res = vec_find(&rs->resources, id)) < 0)
			return ERR("'%s': '@qty' takes a resource "
			    "first, not '%s'", path, id);
		p += m;
		while (*p == ',' || isspace((unsigned char)*p))
			p++;
	}
	if (part.fn == FN_WORD && word_of(&p, close, &part)) {
		char known[200];
		concepts(known, sizeof known);
		return ERR("'%s': '@word' takes a concept (%s), "
		    "then maybe a form (one, many, does or "
		    "done): '{@word link, many}'", path, known);
	}
	if (part.fn == FN_WORDS && words_of(&p, close,
	    &part)) {
		char known[200];
		concepts(known, sizeof known);
		return ERR("'%s': '@words' takes a concept (%s), "
		    "a comma and the number the word is for: "
		    "'{@words zone, regions(me)}'", path, known);
	}
	if (part.fn == FN_MODIFIERS) {
		int r = says_modifier_of(rs, &p, close, &part);
		if (r < 0)
			return ERR("'%s': '@modifiers' takes the "
			    "name of a flag or a modifier the %s "
			    "give (flags, modifiers), or of one of "
			    "their unit-modifiers, a comma and a "
			    "unit: '{@modifiers NAME, unit}'", path,
			    KEY_CHIEFS);
		if (r > 0 && rs->chiefs.n <= 0)
			return ERR("'%s': '@modifiers' lists "
			    "the %s acting for the actor, and "
			    "this ruleset has none", path,
			    KEY_CHIEFS);
		if (r == 2) {	/* no unit: nothing more */
			return part_whole(t, part, close, pp, pos, errs);
		}
	}
	if (part.fn == FN_CARDVALUE && rs->cards.n <= 0)
		return ERR("'%s': '@cardvalue' names a value of the unit "
		    "cards (card-values), and the ruleset has no cards: "
		    "declare them or take '@cardvalue' out", path);
	if (part.fn == FN_CHIEFTEXT && rs->chiefs.n <= 0)
		return ERR("'%s': '@chieftext' says the text of one of the "
		    "%s, and the ruleset has none: declare pieces with "
		    "'chief: true' or take '@chieftext' out", path,
		    KEY_CHIEFS);
	if ((part.fn == FN_SITE || part.fn == FN_CLAIMERS) &&
	    !rs->mech.claims.present)
		return ERR("'%s': '@%s' names %s of the "
		    "round, which mechanisms.claims keeps, and "
		    "the ruleset has none: declare it or take "
		    "'@%s' out", path, fns[k].name, part.fn ==
		    FN_SITE ? "a site" : "who claims at a site",
		    fns[k].name);
	if ((part.fn == FN_REGIONS || part.fn ==
	    FN_REGIONVALUES || part.fn == FN_REGIONTERMS) &&
	    !eng_has_board(rs))
		return ERR("'%s': '@%s' lists regions of the "
		    "board, and the ruleset has none: declare "
		    "board.regions (or board.places) or take "
		    "it out", path, fns[k].name);
	if (part.fn == FN_KINDOF && rs->units.n <= 0 &&
	    rs->chiefs.n <= 0)
		return ERR("'%s': '@kindof' names the kind of "
		    "a piece tracked one by one on the board, "
		    "and the ruleset has none: declare kinds of "
		    "pieces with 'tracked: true', or take it out",
		    path);
	if (part.fn == FN_PIECEVALUES && rs->units.n <= 0 &&
	    rs->chiefs.n <= 0)
		return ERR("'%s': '@piecevalues' lists pieces "
		    "tracked one by one on the board, and the "
		    "ruleset has none: declare kinds of pieces "
		    "with 'tracked: true', or take it out", path);
	if ((part.fn == FN_RANKING || part.fn == FN_TIES) &&
	    !(in_roll & ENG_IN_RANKING))
		return ERR("'%s': '@%s' says the order "
		    "rank-players made, known only in its "
		    "says and tied-says", path, fns[k].name);
	if (part.fn == FN_BEFORE && !(in_roll & ENG_IN_PAIR))
		return ERR("'%s': '@before' says a pair of "
		    "neighbours rank-players ranked, known "
		    "only in its pair-says and tied-pair-says",
		    path);
	if (part.fn == FN_PAIR && !(in_roll & ENG_IN_PAIR))
		return ERR("'%s': '@pair' says a pair of "
		    "neighbours rank-players ranked, known "
		    "only in its pair-says and tied-pair-says",
		    path);
	if (part.fn == FN_COMPARED && !(in_roll &
	    ENG_IN_DECIDED))
		return ERR("'%s': '@compared' says the "
		    "criterion that told a pair of neighbours "
		    "apart and their values by it, known only "
		    "in the pair-says of rank-players", path);
	if (part.fn == FN_DECIDED && !(in_roll &
	    ENG_IN_DECIDED))
		return ERR("'%s': '@decided' says the "
		    "criterion that told a pair of neighbours "
		    "apart, known only in the pair-says of "
		    "rank-players", path);
	/* bound by a roll (in_roll's 1: its says and
	 * table) and by a party's throw (ENG_IN_THROW: a
	 * combat round's party-says and each-party) */
	if (part.fn == FN_FACES && !(in_roll & (1 |
	    ENG_IN_THROW)))
		return ERR("'%s': '@faces' says the faces a "
		    "roll showed, known only in the says and "
		    "the table of a roll effect (and the faces a "
		    "party threw, in a combat round's "
		    "party-says and each-party)", path);
	if (part.fn == FN_LIST && !(in_roll & ENG_IN_LIST))
		return ERR("'%s': '@list' says the players' "
		    "texts list-players joined, known only in "
		    "its says", path);
	if (part.fn == FN_SQUAD && !(in_roll & ENG_IN_SQUAD))
		return ERR("'%s': '@squad' says the counts and cargo "
		    "of the squad in flight bound, known only in "
		    "the effects of each-squad-in-flight", path);
	if (part.fn == FN_COST && !(in_roll & ENG_IN_PAID))
		return ERR("'%s': '@cost' says what an action paid, known "
		    "only in the action's own says (actions.ACTION.says): "
		    "write it there, or take it out", path);
	if (part.fn == FN_DIE && !(in_roll & ENG_IN_ROUND))
		return ERR("'%s': '@die' says the dice a side "
		    "of a combat round threw, known only in "
		    "the then of a combat-round effect", path);
	if (part.fn == FN_MECHANISM) {
		if (says_mechanism_of(p, close, &part, 0))
			return ERR("'%s': '@mechanism' takes a "
			    "mechanism and one of its texts, the "
			    "text at mechanisms.MECHANISM.KEY: "
			    "'{@mechanism unit-income, draw-as}'",
			    path);
		if (rs_mech_text_value(rs, part.res,
		    part.mod) == NULL)
			return ERR("'%s': '@mechanism' says a "
			    "text of a mechanism, and this "
			    "ruleset does not give that one: "
			    "give it or take '@mechanism' out",
			    path);
		return part_whole(t, part, close, pp, pos, errs);
	}
	if (part.fn == FN_UNKNOWN) {
		if (says_mechanism_of(p, close, &part, 1))
			return ERR("'%s': '@unknown' takes a "
			    "mechanism and one of its numbers, "
			    "the number at mechanisms.MECHANISM."
			    "KEY: '{@unknown colonies, %s}'",
			    path, KEY_NEUTRAL_STRIKERS);
		return part_whole(t, part, close, pp, pos, errs);
	}
	if (part.fn == FN_CARGO && (rs->board.zones.n <= 0 ||
	    !rs->mech.cargo.present))
		return ERR("'%s': '@cargo' says the goods the actor's squad "
		    "carries in a numbered zone's orbit (board.%s, "
		    "mechanisms.cargo), and this ruleset has none: declare "
		    "them or take it out", path, ZONES_KEY);
	if (part.fn == FN_CARGO && (act == NULL || act->no_actor))
		return ERR("'%s': '@cargo' says the goods the actor's squad "
		    "carries, and nobody acts here: use it in an action "
		    "with an actor (no no-actor), or take it out", path);
	if ((part.fn == FN_GROUP || part.fn == FN_GROUPID) &&
	    eng_ngroups(rs) <= 0)
		return ERR("'%s': '@%s' names a group of regions "
		    "(board.groups, or an orbit board's bodies), and this "
		    "ruleset has none: declare them or take it out", path,
		    part.fn == FN_GROUP ? "group" : "groupid");
	if (part.fn == FN_HELDBY && rs->board.zones.n <= 0)
		return ERR("'%s': '@heldby' says who holds a numbered "
		    "zone (board.%s), and this ruleset has none: declare "
		    "them or take it out", path, ZONES_KEY);
	if (part.fn == FN_PARTIES && (rs->board.zones.n <= 0 ||
	    !rs->mech.colonies.present))
		return ERR("'%s': '@parties' names the parties "
		    "in the orbit of a numbered zone (board.%s, "
		    "mechanisms.colonies), and this ruleset has none: "
		    "declare them or take it out", path, ZONES_KEY);
	if (part.fn == FN_MODIFIERTERMS) {
		int wrong;

		part.arg = -1;
		wrong = says_terms_of(act, p, close, &part);
		/* its word counts as read: refused once, not echoed as
		 * read by nothing */
		eng_modifiers_named(rs, part.arg);
		if (wrong)
			return ERR("'%s': '@modifierterms' takes "
			    "a word of the action of kind "
			    "modifiers and a side, a (the "
			    "attack) or d (the defence): "
			    "'{@modifierterms mods, a}'", path);
		return part_whole(t, part, close, pp, pos, errs);
	}
	if (part.fn == FN_STEP &&
	    (!rs->mech.territories.present ||
	    !rs->mech.dicepool.present))
		return ERR("'%s': '@step' names a step of the "
		    "dice-pool combat on a map of territories, "
		    "and the ruleset has none: declare "
		    "mechanisms.territories and "
		    "mechanisms.dice-pool, or take it out",
		    path);
	if (part.fn == FN_PRODUCT && says_product_of(rs, act, &p, close, &part))
		return ERR("'%s': '@product' takes a word of the action of "
		    "kind product (or a product of mechanisms.production), a "
		    "comma and how many: '{@product product, n}'", path);
	if (part.fn == FN_COMMAND) {
		if (says_command_of(p, close, &part))
			return ERR("'%s': '@command' takes the "
			    "name of a command of the program "
			    "(resolve, land, commit, reveal, "
			    "...): the action doing its job is "
			    "named: '{@command resolve}'", path);
		return part_whole(t, part, close, pp, pos, errs);
	}
	if (part.fn == FN_USAGE) {
		/* @usage NAME, WORDS: WORDS where the action's first ones
		 * are not as many in capitals */
		const char *comma = memchr(p, ',', (size_t)(close - p));
		if (says_command_of(p, comma != NULL ? comma : close, &part))
			return ERR("'%s': '@usage' takes the name of a "
			    "command of the program (lay, arrive, commit, "
			    "...): the words the action doing its job "
			    "takes are said: '{@command lay} {@usage lay}'",
			    path);
		if (comma != NULL && (part.words = says_usage_words(comma + 1,
		    close)) == NULL)
			return ERR("'%s': '@usage NAME, WORDS' takes after its "
			    "comma the words said where the action does not "
			    "show as many in capitals, in capitals: "
			    "'{@usage lay, PLACE TYPE}'", path);
		return part_whole(t, part, close, pp, pos, errs);
	}
	if (part.fn == FN_TERM) {
		/* @term WORDS, EXPR: the words, then the
		 * number below */
		const char *comma = memchr(p, ',',
		    (size_t)(close - p)), *e = comma;
		while (e != NULL && e > p &&
		    isspace((unsigned char)e[-1]))
			e--;
		/* words, not an expression's start */
		if (comma == NULL || e == p || memchr(p, '(',
		    (size_t)(e - p)) != NULL)
			return ERR("'%s': '@term' takes the "
			    "words said after the number, a "
			    "comma and the number: '{@term set "
			    "by the GM, resource(vp, who) - "
			    "claimed(who, site_points)}'", path);
		if ((part.words = strndup(p, (size_t)(e -
		    p))) == NULL)
			return ERR("out of memory");
		p = comma + 1;
		while (p < close && isspace((unsigned char)*p))
			p++;
		if (p >= close) {
			free(part.words);
			return ERR("'%s': '@term' takes the "
			    "number after its words and a "
			    "comma, and none is given", path);
		}
	}
	if (!fns[k].arg) {
		if (p != close)
			return ERR("'%s': '@%s' takes nothing",
			    path, fns[k].name);
		return part_whole(t, part, close, pp, pos, errs);
	}
	if (p >= close) {
		free(part.words);
		return ERR("'%s': '@%s' shows the value of an expression "
		    "written after %s: '{@%s %sx}', x such as a word of "
		    "the action", path, fns[k].name,
		    fns[k].res ? "its resource and a comma" : "its name",
		    fns[k].name, fns[k].res ? "RESOURCE, " : "");
	}
	*out = part;
	*pp = p;
	return 0;
}

/* The parts of text into t (kept by rs already); 1 on error. */
static int
compile(struct ruleset *rs, const char *text, struct says_tpl *t,
    const char *path, const struct spos *pos, const struct action_def *act,
    int in_roll, struct diag_list *errs)
{
	const char *p = text;
	char *b;
	/* its expressions' (ENG_IN_PAID is of the line's @cost) */
	int in_x = in_roll & ~ENG_IN_PAID;

	/* the parts' texts: pieces of one copy of the line, each ended in
	 * place (at its '{', '}' or comma), read from text */
	if ((b = t->block = strdup(text)) == NULL)
		return ERR("out of memory");
#define CUT(from, to) (b[(to) - text] = '\0', b + ((from) - text))
	while (*p != '\0') {
		const char *open = strchr(p, '{'), *close, *end;
		struct says_part part;
		memset(&part, 0, sizeof part);
		if (open == NULL)
			open = p + strlen(p);
		if (open > p) {
			part.text = CUT(p, open);
			if (add(t, part) != 0)
				return ERR("out of memory");
			p = open;
			continue;
		}
		if ((close = strchr(open, '}')) == NULL)
			return ERR("'%s': a '{' without its '}'", path);
		p = open + 1;
		while (isspace((unsigned char)*p))
			p++;
		part.fn = FN_VALUE;
		part.res = -1;
		if (*p == '@') {
			switch (at_function(rs, &p, close, &part, t, path, pos,
			    act, in_roll, errs)) {
			case 1:
				return 1;
			case 2:
				continue;
			}
		}
		if (p >= close)
			return ERR("'%s': '{}' holds nothing", path);
		if (part.fn == FN_TEXT && says_text_word(act, p, close, &part))
			return ERR("'%s': '@text' takes a word of the action "
			    "of kind text (the words it shows: '{@text note}'), "
			    "card-id, choice (the word chosen), cargo (its "
			    "goods), piece-counts (its units), producer (the "
			    "kind's name), site, place, tile or items (as "
			    "given)", path);
		end = part.fn == FN_MODIFIERS ? says_top_comma(p, close) : NULL;
		if (end != NULL) {
			/* @modifiers MODIFIER, UNIT, PLAYER: the player's
			 * chiefs */
			part.y.text = CUT(end + 1, close);
			part.y.pos = *pos;
		} else {
			end = close;
		}
		part.x.text = CUT(p, end);
		part.x.pos = *pos;
		if (add(t, part) != 0) {
			free(part.words);
			return ERR("out of memory");
		}
		if (part.y.text != NULL && eng_compile_in(&t->v[t->n - 1].y,
		    path, rs, act, in_x, 1, errs))
			return 1;
		/* @regions goes over the regions, here bound to each;
		 * @piecevalues over the pieces, piece bound; @players and
		 * @ranking over the players, who bound */
		if (eng_compile_in(&t->v[t->n - 1].x, path, rs, act, in_x |
		    (part.fn == FN_REGIONS || part.fn == FN_REGIONVALUES ||
		    part.fn == FN_REGIONTERMS ? ENG_BINDS_HERE : 0) |
		    (part.fn == FN_PIECEVALUES ? ENG_BINDS_PIECE : 0) |
		    (part.fn == FN_PLAYERS || part.fn == FN_TURNPLAYERS ||
		    part.fn == FN_RANKING ? ENG_BINDS_WHO : 0), 1,
		    errs))
			return 1;
		p = close + 1;
	}
	return 0;
#undef CUT
}

int
eng_compile_says(const char *text, struct says_tpl *t, const char *path,
    const struct spos *pos, const struct ruleset *crs,
    const struct action_def *act, int in_roll, struct diag_list *errs)
{
	struct ruleset *rs = (struct ruleset *)crs;	/* owns the lines */

	if (text == NULL || t->v != NULL || t->n != 0 || t->text != NULL)
		return 0;
	if (keep(rs, t) != 0)
		return ERR("out of memory");
	if (rs->checked) {
		/* checked when its image was kept: compiled when first said
		 * (most commands say few of a ruleset's lines) */
		t->text = text;
		t->pos = *pos;
		t->act = act;
		t->in_roll = in_roll | (int)rs->bound;
		return 0;
	}
	return compile(rs, text, t, path, pos, act, in_roll, errs);
}

int
eng_says_ready(const struct ruleset *rs, const struct says_tpl *ct,
    struct diag *d)
{
	struct says_tpl *t = (struct says_tpl *)ct;	/* compiled once, in
							   place */
	const char *text = t->text;
	struct diag_list errs;
	int bad;

	if (text == NULL)
		return ST_OK;
	t->text = NULL;
	diag_list_init(&errs);
	bad = compile((struct ruleset *)rs, text, t, "a line", &t->pos, t->act,
	    t->in_roll, &errs);
	if (bad) {
		/* an image that passed its checksum and is still wrong:
		 * the line stays uncompiled, refused each time */
		diag_at(d, ST_DATA, t->pos.file != NULL ? t->pos.file : "",
		    t->pos.line, t->pos.col, "%s (the rules kept with the "
		    "game: 'arbiter ruleset check' its texts)", errs.n > 0 ?
		    diag_msg(&errs.v[0]) : "a line does not compile");
		{
			struct spos pos = t->pos;
			const struct action_def *act = t->act;
			int in_roll = t->in_roll;
			eng_says_free(t);
			t->text = text;
			t->pos = pos;
			t->act = act;
			t->in_roll = in_roll;
		}
	}
	diag_list_free(&errs);
	return bad ? ST_DATA : ST_OK;
}
