/* ruleset_home_fx.c: the effect place-home of a ruleset written before
 * (a saved game keeps the text it was started with, and the declarations
 * ruleset_arrival.c makes of the commands of before hold it),
 * 'place-home: {player: EXPR, at: WORD}', is rewritten at load into what
 * rulesets/aldarra-reborn.yaml declares for its action arrive: effects
 * that refuse as it did, in its order (a home there already, a tile that
 * takes none, units there, another home too near, each of those steps
 * counted in the map's order, a distance unknown said with unchecked),
 * then make-home, place-pieces of the home's units and the line it said,
 * in the ruleset's names for the home, its units and the tile.  One whose
 * 'at' is no word of kind territory, whose item has other keys, on a map
 * without a home, or whose names a line cannot hold as written (or with
 * more than one kind of tile taking no home: the refusal named the
 * tile's) stays, for rs_home_fx_left to refuse.  The effect place-arrival
 * of before, the arrival's building and units, is rewritten the same way
 * into what the action settle declares: a refusal of an occupied
 * territory and of a tile taking none, place-pieces of the building and
 * its units as the arrival (arrival: true) and the line it said. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_upgrade.h"

/* The checks and the distance: @W@ the territory's word, @P@ the player,
 * @H@ the home's name. */
static const char checks_tpl[] =
"- if:\n"
"    test: \"home_at(@W@) != nobody\"\n"
"    then: [refuse: \"{@region @W@} is {@player home_at(@W@)}'s @H@ "
"already\"]\n";
static const char tile_tpl[] =
"- if:\n"
"    test: \"terrain(no-arrival, @W@) != 0\"\n"
"    then: [refuse: \"no @H@ may be placed on a @T@\"]\n";
static const char rest_tpl[] =
"- if:\n"
"    test: \"pieces(@W@) != 0\"\n"
"    then: [refuse: \"{@region @W@} holds units already\"]\n"
"- each-region:\n"
"    - if:\n"
"        test: \"home_at(here) != nobody\"\n"
"        then:\n"
"          - if:\n"
"              test: \"steps(@W@, here) < 0\"\n"
"              then: [unchecked: \"the distance from {@region @W@} to "
"{@player home_at(here)}'s @H@ at {@region here}\"]\n"
"              else:\n"
"                - if:\n"
"                    test: \"steps(@W@, here) < home_distance\"\n"
"                    then: [refuse: \"{@region @W@} is {steps(@W@, "
"here)} step{@s steps(@W@, here)} from {@player home_at(here)}'s @H@ at "
"{@region here}; a @H@ must be at least {home_distance} steps from "
"another\"]\n"
"- make-home: {player: \"@P@\", at: @W@}\n";
static const char units_tpl[] =
"- place-pieces: {player: \"@P@\", at: @W@, pieces: {@U@}}\n";
static const char line_tpl[] =
"- say: \"{@player @P@} places a @H@ on {@region @W@}, with @X@\"\n";

/* The arrival's: @K@ the building's name, @A@ its piece, @U@ the
 * pieces, @X@ their line. */
static const char occupied_tpl[] =
"- if:\n"
"    test: \"home_at(@W@) != nobody or pieces(@W@) != 0\"\n"
"    then: [refuse: \"{@territory @W@} is occupied; the @K@ goes on an "
"unoccupied territory\"]\n";
static const char arrival_tile_tpl[] =
"- if:\n"
"    test: \"terrain(no-arrival, @W@) != 0\"\n"
"    then: [refuse: \"no @K@ may be placed on a @T@ now\"]\n";
static const char arrival_tpl[] =
"- place-pieces: {player: \"@P@\", at: @W@, pieces: {@U@}, arrival: "
"true}\n"
"- say: \"{@player @P@} places @X@ on {@region @W@}\"\n";

/* What the rewrite names, from the text's mechanisms, pieces and
 * tiles. */
struct home_names {
	const char *home;	/* the home's name */
	const char *tile;	/* the tile that takes no home, or NULL */
	struct strbuf units;	/* the units as a dict's insides: "a: 1, b: 2" */
	struct strbuf text;	/* as the line said them: "2 Scouts" */
	int ok;			/* 0: the names are none a line can hold */
	/* the arrival's: its building's name, and the building and units
	 * as the home's above (each whole: names have any length) */
	const char *building;
	struct strbuf aunits, atext;
	int arrival_ok;
};

/* The name of piece id of root as a line says n of it (act_pieces.c)
 * added to b: 0, or -1 when it has none a line can hold. */
static int
piece_said(const struct ynode *root, const char *id, long n,
    struct strbuf *b)
{
	const char *p = rs_plain_text(rs_ytext(ynode_get(ynode_get(root,
	    "pieces"), id), "name"));
	size_t len;

	if (p == NULL)
		return -1;
	len = strlen(p);
	sb_printf(b, "%s%s", p, n == 1 ? "" : len > 0 &&
	    (p[len - 1] == 's' || p[len - 1] == 'x') ? "es" : "s");
	return 0;
}

/* The home's units of root into h: the dict as written, and the line's
 * text in the order of pieces (each added to its empty strbuf); 0 or
 * -1. */
static int
units(const struct ynode *root, const struct ynode *u, const char *first,
    struct strbuf *dict, struct strbuf *text)
{
	const struct ynode *pieces = ynode_get(root, "pieces");

	/* the arrival's building first, one of it */
	if (first != NULL)
		sb_printf(dict, "%s: 1", first);
	if (first != NULL && ynode_get(u, first) != NULL)
		return -1;
	/* (pieces the ruleset lacks are the check's to name) */
	if (u != NULL && u->kind != Y_MAP)
		return -1;
	for (int i = 0; u != NULL && i < u->n; i++) {
		const char *c = u->v[i]->kind == Y_SCALAR ? u->v[i]->str : NULL;
		if (c == NULL || !rs_plain_name(u->keys[i]->str) ||
		    strspn(c, "0123456789") != strlen(c) || strlen(c) == 0 ||
		    strlen(c) > 6)
			return -1;
		sb_printf(dict, "%s%s: %s", dict->len ? ", " : "",
		    u->keys[i]->str, c);
	}
	/* the line's: in the order of pieces, those placed */
	for (int k = 0; pieces != NULL && pieces->kind == Y_MAP &&
	    k < pieces->n; k++) {
		const struct ynode *c = ynode_get(u, pieces->keys[k]->str);
		long n = c != NULL && c->kind == Y_SCALAR ? atol(c->str) :
		    first != NULL && strcmp(first, pieces->keys[k]->str) == 0;
		if (n <= 0)
			continue;
		sb_printf(text, "%s%ld ", text->len ? ", " : "", n);
		if (piece_said(root, pieces->keys[k]->str, n, text) < 0)
			return -1;
	}
	if (text->len == 0)
		sb_add(text, "nothing");
	return dict->failed || text->failed ? -1 : 0;
}

/* The names of root's home, its units and the tile taking none. */
static void
names(const struct ynode *root, struct home_names *h)
{
	const struct ynode *home = ynode_get(ynode_get(ynode_get(root,
	    "mechanisms"), "territories"), "home");
	const struct ynode *tiles = ynode_get(root, "tiles");
	int n = 0;

	const struct ynode *ar = ynode_get(ynode_get(ynode_get(root,
	    "mechanisms"), "territories"), "arrival");
	const char *k = rs_ytext(ar, "piece");

	h->ok = h->arrival_ok = 0;
	h->tile = NULL;
	h->building = k != NULL ? rs_plain_text(rs_ytext(ynode_get(ynode_get(
	    root, "pieces"), k), "name")) : NULL;
	if ((h->home = rs_plain_text(rs_ytext(home, "name"))) == NULL ||
	    units(root, ynode_get(home, "units"), NULL, &h->units,
	    &h->text) != 0)
		return;
	for (int i = 0; tiles != NULL && tiles->kind == Y_MAP && i < tiles->n;
	    i++) {
		const char *f = rs_ytext(tiles->v[i], "no-arrival");
		if (f == NULL || strcmp(f, "true") != 0)
			continue;
		if (++n > 1 || (h->tile = rs_plain_text(rs_ytext(tiles->v[i],
		    "name"))) == NULL)
			return;
	}
	h->ok = 1;
	h->arrival_ok = h->building != NULL && rs_plain_name(k) &&
	    units(root, ynode_get(ar, "units"), k, &h->aunits, &h->atext) ==
	    0;
}

/* Are the effect's words ones a rewrite can write into its lines: its
 * territory (W) a word of kind territory of act, its player (P) an
 * expression a line can hold? */
static int
words_ok(struct ynode *act, const char *const *v)
{
	const char *w = v['W' - 'A'], *p = v['P' - 'A'];

	return rs_plain_id(w) && p != NULL && strpbrk(p, "\"\\{}@\n") ==
	    NULL && strlen(p) <= 200 && rs_yarg_kind(act, w, "territory");
}

/* The place-home x of act, item k of its effects, declared: 0, or -1
 * out of memory; 1 when it is not one to declare. */
static int
declare(struct ynode *act, struct ynode *effects, int k,
    const struct ynode *x, void *arg)
{
	const struct home_names *h = arg;
	const char *v[26] = { 0 };
	struct strbuf b;

	v['W' - 'A'] = rs_ytext(x, "at");
	v['P' - 'A'] = rs_ytext(x, "player");
	v['H' - 'A'] = h->home;
	v['T' - 'A'] = h->tile;
	v['U' - 'A'] = sb_str(&h->units);
	v['X' - 'A'] = sb_str(&h->text);
	if (!h->ok || !words_ok(act, v))
		return 1;
	sb_init(&b);
	rs_fx_fill(&b, checks_tpl, v, 26);
	if (h->tile != NULL)
		rs_fx_fill(&b, tile_tpl, v, 26);
	rs_fx_fill(&b, rest_tpl, v, 26);
	if (h->units.len > 0)
		rs_fx_fill(&b, units_tpl, v, 26);
	rs_fx_fill(&b, line_tpl, v, 26);
	return rs_yput_text(effects, k, &b);
}

/* The place-arrival x of act, item k of its effects, declared: the same.
 */
static int
declare_arrival(struct ynode *act, struct ynode *effects, int k,
    const struct ynode *x, void *arg)
{
	const struct home_names *h = arg;
	const char *v[26] = { 0 };
	struct strbuf b;

	v['W' - 'A'] = rs_ytext(x, "at");
	v['P' - 'A'] = rs_ytext(x, "player");
	v['K' - 'A'] = h->building;
	v['T' - 'A'] = h->tile;
	v['U' - 'A'] = sb_str(&h->aunits);
	v['X' - 'A'] = sb_str(&h->atext);
	if (!h->ok || !h->arrival_ok || !words_ok(act, v))
		return 1;
	sb_init(&b);
	rs_fx_fill(&b, occupied_tpl, v, 26);
	if (h->tile != NULL)
		rs_fx_fill(&b, arrival_tile_tpl, v, 26);
	rs_fx_fill(&b, arrival_tpl, v, 26);
	return rs_yput_text(effects, k, &b);
}

int
rs_home_fx_upgrade(struct ynode *root)
{
	struct home_names h;
	int st;

	sb_init(&h.units);
	sb_init(&h.text);
	sb_init(&h.aunits);
	sb_init(&h.atext);
	names(root, &h);
	st = rs_fx_each(root, "place-home", declare, &h) < 0 ||
	    rs_fx_each(root, "place-arrival", declare_arrival, &h) < 0 ? -1 :
	    0;
	sb_release(&h.units);
	sb_release(&h.text);
	sb_release(&h.aunits);
	sb_release(&h.atext);
	return st;
}

void
rs_home_fx_left(struct ynode *root, struct diag_list *errs)
{
	rs_fx_left(root, "place-home", "on a map of territories with a home "
	    "whose name, units and tile taking none a line can hold as "
	    "written (one kind of tile with no-arrival at most), its 'at' a "
	    "word of kind territory; write it with today's effects instead "
	    "(arbiter-ruleset(5): make-home, place-pieces, unchecked)", errs);
	rs_fx_left(root, "place-arrival", "on a map of territories with a "
	    "home and an arrival whose names, building, units and tile taking "
	    "none a line can hold as written (one kind of tile with "
	    "no-arrival at most, the building not among the units), its 'at' "
	    "a word of kind territory; write it with today's effects instead "
	    "(arbiter-ruleset(5): place-pieces with 'arrival: true')", errs);
}
