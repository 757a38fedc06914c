/* rulegen_make.c: one ruleset for the fuzzer (rulegen.h), made from the
 * shipped rulesets: a base, sections of another grafted on (merged key by
 * key, as an overlay would), sections or entries taken out, then
 * declarations made up over what the result has. */
#include "rulegen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_upgrade.h"

static const char *const bases[] = { "adellos.yaml", "albedo.yaml",
	"aldarra-reborn.yaml", "ashes-of-empire.yaml", "bernard.yaml",
	"examples/conquest.yaml", "examples/harbour.yaml",
	"examples/brains.yaml", "examples/garrison.yaml", "adellos.yaml",
	"bernard.yaml", "albedo.yaml" };
#define NBASES (int)(sizeof bases / sizeof bases[0])
/* The overlays the scenarios play them with, which give the values the
 * books leave unknown (a game with an unknown value it needs cannot
 * start), relative to the rulesets' directory; "" for none. */
static const char *const fills[NBASES] = { "../tests/data/adellos-test.yaml",
	"", "../tests/data/aldarra-test-values.yaml", "",
	"examples/bernard-demo.yaml", "", "", "", "",
	/* adellos as the book has it: a unit's stat it leaves unknown is
	 * asked for when a command needs it */
	"",
	/* bernard with its planets' lands alone: its orbits' adjacency
	 * unknown, asked for by what reads it (connected()) */
	"../tests/data/bernard-partial.yaml",
	/* albedo again: the one game of the card mechanisms' sites, whose
	 * round's end runs with the cards played */
	"" };

/* The sections that combine: what one game declares and another may use;
 * a game's round (its phases, their order, its turns and actions) goes
 * whole. */
static const char *const parts[] = { "resources", "dice", "pieces",
	"classes", "tiles", "units", "leaders", "cards", "rankings", "bags",
	"decks", "board", "combats", "mechanisms", "victory", "setup", "sites",
	"box", "factions", "roles", "round", "piece-values" };
#define NPARTS (int)(sizeof parts / sizeof parts[0])
/* The sections of what a grafted mechanism may name. */
static const char *const named[] = { "resources", "dice", "pieces",
	"classes", "tiles", "units", "leaders", "cards", "rankings", "bags",
	"decks", "combats", "tallies" };
#define NNAMED (int)(sizeof named / sizeof named[0])
static const char *const round_parts[] = { "phases", "round", "turns",
	"actions" };

static struct ynode *
load(const char *dir, const char *name)
{
	static char paths[2 * NBASES][4200];
	static int used;
	char path[4200], *text;
	struct ynode *root = NULL;
	struct diag_list errs;
	FILE *f;
	long n;

	snprintf(path, sizeof path, "%s/%s", dir, name);
	if ((f = fopen(path, "rb")) == NULL)
		return NULL;
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	fseek(f, 0, SEEK_SET);
	text = malloc((size_t)n + 1);
	if (text == NULL || fread(text, 1, (size_t)n, f) != (size_t)n) {
		fclose(f);
		free(text);
		return NULL;
	}
	fclose(f);
	/* the nodes keep a pointer to their file's name */
	if (used < 2 * NBASES)
		snprintf(paths[used], sizeof paths[used], "%s", name);
	diag_list_init(&errs);
	ytree_parse(text, (size_t)n, used < 2 * NBASES ? paths[used++] :
	    "base", &root, &errs);
	diag_list_free(&errs);
	free(text);
	return root;
}

/* A shipped text's kinds kept one by one written in the one table of
 * pieces ('tracked: true') move to 'units' and 'leaders', where the
 * sections graft them as any others (ruleset_piece_table.c). */
static void
one_table(struct ynode *t, const struct ynode *base)
{
	struct diag_list errs;

	diag_list_init(&errs);
	if (t->kind == Y_MAP && rs_piece_table(t, base, &errs) < 0)
		abort();
	diag_list_free(&errs);
}

/* The kinds of 'units' and 'leaders' of the ruleset made, written back in
 * the one table of pieces (one an id of which 'pieces' has stays), or
 * where they are: 'tracked', which the first move keeps, goes either
 * way. */
static void
fold_tables(struct ynode *root, int into_pieces)
{
	static const char *const tables[] = { "units", "leaders" };

	for (int t = 0; t < 2; t++) {
		struct ynode *m = ynode_get(root, tables[t]), *p, *e, *yes;
		int i = 0;

		while (m != NULL && m->kind == Y_MAP && i < m->n) {
			e = m->v[i];
			if (e->kind == Y_MAP)
				ynode_free(ynode_take(e, "tracked"));
			p = ynode_get(root, "pieces");
			if (!into_pieces || e->kind != Y_MAP || (p != NULL &&
			    (p->kind != Y_MAP || ynode_get(p,
			    m->keys[i]->str) != NULL))) {
				i++;
				continue;
			}
			if (p == NULL && ((p = ynode_new_map(m->file, m->line,
			    m->col)) == NULL || ynode_set(root, "pieces", p) <
			    0))
				abort();
			if ((yes = ynode_new_scalar("true", 1, e->file,
			    e->line, e->col)) == NULL ||
			    ynode_set(e, "tracked", yes) < 0)
				abort();
			if (t == 1 && ((yes = ynode_new_scalar("true", 1,
			    e->file, e->line, e->col)) == NULL ||
			    ynode_set(e, "chief", yes) < 0))
				abort();
			if (ynode_move_pair(m, i, p) < 0)
				abort();
		}
		if (m != NULL && m->kind == Y_MAP && m->n == 0)
			ynode_free(ynode_take(root, tables[t]));
	}
}

/* An overlay's counted pieces' values written as before (the key
 * armour) moved under their values. */
static void
piece_values(struct ynode *over)
{
	struct diag_list errs;

	diag_list_init(&errs);
	if (rs_piece_values_upgrade(over, &errs) < 0)
		abort();
	diag_list_free(&errs);
}

/* The shipped trees, read once. */
static struct ynode *trees[NBASES];

static int
read_all(const char *dir)
{
	for (int i = 0; i < NBASES; i++) {
		struct ynode *over;
		if (trees[i] != NULL)
			continue;
		if ((trees[i] = load(dir, bases[i])) == NULL)
			return -1;
		/* kinds kept one by one in the tables the sections graft */
		one_table(trees[i], NULL);
		if (fills[i][0] == '\0' || (over = load(dir, fills[i])) ==
		    NULL)
			continue;
		one_table(over, trees[i]);
		/* a piece's armour of before under its values, as the load
		 * does before the merge (written both ways, the check
		 * refuses every ruleset made of the base) */
		piece_values(over);
		/* an overlay's head is not the ruleset's */
		ynode_free(ynode_take(over, "ruleset"));
		ynode_free(ynode_take(over, "format"));
		ynode_merge(trees[i], over);
	}
	return 0;
}

/* Section key of donor over root's, as an overlay merges it. */
static void
graft(struct ynode *root, const struct ynode *donor, const char *key)
{
	const struct ynode *from = ynode_get(donor, key);
	struct ynode *to = ynode_get(root, key), *copy;

	if (from == NULL || (copy = ynode_copy(from)) == NULL)
		return;
	if (to != NULL && to->kind == Y_MAP && copy->kind == Y_MAP) {
		ynode_merge(to, copy);
		return;
	}
	ynode_set(root, key, copy);
}

/* n entries of donor's section key put into root's; an action's phase
 * made one of root's, or none. */
static void
graft_entries(struct rg *r, struct ynode *root, const struct ynode *donor,
    const char *key, int n)
{
	const struct ynode *from = ynode_get(donor, key), *phases;
	struct ynode *to, *copy;

	if (from == NULL || from->kind != Y_MAP || from->n == 0)
		return;
	to = ynode_get(root, key);
	if (to == NULL || to->kind != Y_MAP) {
		if ((to = ynode_new_map("made-up", 1, 1)) == NULL ||
		    ynode_set(root, key, to) != 0)
			abort();
	}
	phases = ynode_get(root, "phases");
	while (n-- > 0) {
		int i = rg_below(r, from->n);
		if ((copy = ynode_copy(from->v[i])) == NULL)
			abort();
		if (strcmp(key, "actions") == 0 && copy->kind == Y_MAP) {
			ynode_free(ynode_take(copy, "phase"));
			if (phases != NULL && phases->kind == Y_MAP &&
			    phases->n > 0 && rg_chance(r, 70))
				ynode_set(copy, "phase", ynode_new_scalar(
				    phases->keys[rg_below(r, phases->n)]->str,
				    1, "made-up", 1, 1));
		}
		ynode_set(to, from->keys[i]->str, copy);
	}
}

/* A piece grafted onto a map of territories, which needs of every piece
 * a class, a count, its values (the damage that destroys one among them),
 * an attack and a cost (ruleset_check_terr.c): what it lacks taken from
 * the first of the game's own nown pieces of pieces that has it (its
 * values over theirs), so that the ruleset made is not refused for it. */
static void
like_own(const struct ynode *pieces, int nown, struct ynode *piece)
{
	static const char *const keys[] = { "class", "count", "values",
		"attack", "cost" };

	for (int k = 0; piece->kind == Y_MAP && k < 5; k++) {
		const struct ynode *had = ynode_get(piece, keys[k]), *x = NULL;
		struct ynode *copy;
		for (int i = 0; x == NULL && i < nown; i++)
			if (pieces->v[i]->kind == Y_MAP)
				x = ynode_get(pieces->v[i], keys[k]);
		if (x == NULL || (had != NULL && (k != 2 || had->kind !=
		    Y_MAP || x->kind != Y_MAP)))
			continue;
		if ((copy = ynode_copy(x)) == NULL)
			abort();
		/* its own values over theirs */
		if (had != NULL && ynode_merge(copy, ynode_take(piece,
		    keys[k])) != 0)
			abort();
		if (ynode_set(piece, keys[k], copy) != 0)
			abort();
	}
}

/* The entries of donor's section key that root's lacks, put in: what a
 * mechanism grafted from donor names (its resources, pieces, combats...);
 * a piece onto a map of territories made like the game's own. */
static void
graft_missing(struct ynode *root, const struct ynode *donor, const char *key)
{
	const struct ynode *from = ynode_get(donor, key);
	struct ynode *to = ynode_get(root, key), *copy;
	int nown, terr = strcmp(key, "pieces") == 0 &&
	    ynode_get(ynode_get(root, "mechanisms"), "territories") != NULL;

	if (from == NULL || from->kind != Y_MAP)
		return;
	if (to == NULL) {
		graft(root, donor, key);
		return;
	}
	nown = to->kind == Y_MAP ? to->n : 0;
	for (int i = 0; to->kind == Y_MAP && i < from->n; i++)
		if (ynode_get(to, from->keys[i]->str) == NULL &&
		    (copy = ynode_copy(from->v[i])) != NULL) {
			if (terr)
				like_own(to, nown, copy);
			ynode_set(to, from->keys[i]->str, copy);
		}
}

/* One entry of section key taken out (or the whole section). */
static void
cut(struct rg *r, struct ynode *root, const char *key)
{
	struct ynode *s = ynode_get(root, key);

	if (s == NULL)
		return;
	if (s->kind == Y_MAP && s->n > 1 && rg_chance(r, 70)) {
		char id[256];
		snprintf(id, sizeof id, "%s", s->keys[rg_below(r, s->n)]->str);
		ynode_free(ynode_take(s, id));
		return;
	}
	ynode_free(ynode_take(root, key));
}

static void
keys_of(const struct ynode *m, struct words *w)
{
	if (m != NULL && m->kind == Y_MAP)
		for (int i = 0; i < m->n; i++)
			words_add(w, m->keys[i]->str);
}

/* The steps of an order, those of before where none is listed. */
static void
steps_of(const struct ynode *l, struct words *w)
{
	for (int i = 0; l != NULL && l->kind == Y_SEQ && i < l->n; i++)
		if (l->v[i]->kind == Y_SCALAR)
			words_add(w, l->v[i]->str);
	if (w->n == 0) {
		words_add(w, "movement");
		words_add(w, "combat");
		words_add(w, "explore");
	}
}

/* Whether a kind of table t gives values, an attack or a cost. */
static int
valued(const struct ynode *t)
{
	static const char *const keys[] = { "values", "attack", "cost",
		"upgraded" };

	for (int i = 0; t != NULL && t->kind == Y_MAP && i < t->n; i++)
		for (int k = 0; k < 4; k++)
			if (ynode_get(t->v[i], keys[k]) != NULL)
				return 1;
	return 0;
}

/* What the made-up declarations may name, from root as it is now. */
static void
survey(struct gen *g, const struct ynode *root)
{
	const struct ynode *board = ynode_get(root, "board"), *groups, *bags,
	    *regions, *dice, *tallies,
	    *combats = ynode_get(root, "combats"),
	    *p = ynode_get(root, "pieces"),
	    *fa = ynode_get(root, "factions");

	keys_of(ynode_get(root, "resources"), &g->res);
	keys_of(ynode_get(root, "pieces"), &g->pieces);
	keys_of(ynode_get(root, "phases"), &g->phases);
	keys_of(ynode_get(root, "units"), &g->units);
	keys_of(ynode_get(root, "tiles"), &g->tiles);
	steps_of(ynode_get(ynode_get(ynode_get(root, "mechanisms"), "orders"),
	    "steps"), &g->steps);
	g->valued = valued(ynode_get(root, "pieces")) ||
	    valued(ynode_get(root, "units")) ||
	    valued(ynode_get(root, "leaders"));
	g->leaders = ynode_get(root, "leaders") != NULL;
	keys_of(ynode_get(root, "leaders"), &g->chiefs);
	keys_of(ynode_get(root, "roles"), &g->roles);
	for (int i = 0; fa != NULL && fa->kind == Y_MAP && i < fa->n; i++)
		keys_of(ynode_get(fa->v[i], "values"), &g->fvalues);
	keys_of(ynode_get(ynode_get(root, "sites"), "sub-locations"),
	    &g->subkinds);
	g->tracked = g->units.n > 0 || g->leaders;
	g->terr = ynode_get(ynode_get(root, "mechanisms"), "territories") !=
	    NULL;
	g->claims = ynode_get(ynode_get(root, "mechanisms"), "claims") !=
	    NULL;
	g->cards = ynode_get(root, "cards") != NULL;
	g->upgrades = 0;
	for (int i = 0; p != NULL && p->kind == Y_MAP && i < p->n; i++)
		if (ynode_get(p->v[i], "upgraded") != NULL)
			g->upgrades = 1;
	g->setup = g->terr || ynode_get(ynode_get(root, "board"), "zones") !=
	    NULL || ynode_get(ynode_get(root, "setup"), "commands") != NULL ||
	    ynode_get(ynode_get(root, "setup"), "place-planets") != NULL;
	g->battles = ynode_get(ynode_get(root, "board"), "zones") != NULL &&
	    (ynode_get(ynode_get(root, "mechanisms"), "colonies") != NULL ||
	    ynode_get(ynode_get(root, "mechanisms"), "orbit-combat") != NULL);
	tallies = ynode_get(root, "tallies");
	for (int i = 0; tallies && tallies->kind == Y_MAP && i < tallies->n;
	    i++) {
		const struct ynode *per = ynode_get(tallies->v[i], "per");
		words_add(per && per->kind == Y_SCALAR && strcmp(per->str,
		    "region") == 0 ? &g->rtallies : &g->tallies,
		    tallies->keys[i]->str);
	}
	keys_of(dice = ynode_get(root, "dice"), &g->dice);
	/* the symbols of the dice, for rolled() */
	for (int i = 0; dice && dice->kind == Y_MAP && i < dice->n; i++) {
		const struct ynode *f = ynode_get(dice->v[i], "faces");
		for (int k = 0; f && f->kind == Y_SEQ && k < f->n; k++)
			if (f->v[k]->kind == Y_SCALAR && f->v[k]->str[0] >= 'a'
			    && f->v[k]->str[0] <= 'z')
				words_add(&g->faces, f->v[k]->str);
	}
	if (board != NULL && board->kind == Y_MAP) {
		keys_of(ynode_get(board, "regions"), &g->regions);
		keys_of(ynode_get(board, "planets"), &g->bodies);
		groups = ynode_get(board, "groups");
		keys_of(groups, &g->groups);
		for (int i = 0; groups && groups->kind == Y_MAP &&
		    i < groups->n; i++)
			keys_of(ynode_get(groups->v[i], "values"), &g->values);
		regions = ynode_get(board, "regions");
		for (int i = 0; regions && regions->kind == Y_MAP &&
		    i < regions->n; i++)
			keys_of(ynode_get(regions->v[i], "values"),
			    &g->rvalues);
	}
	bags = ynode_get(root, "bags");
	for (int i = 0; bags && bags->kind == Y_MAP && i < bags->n &&
	    i < RG_BAGS; i++) {
		words_add(&g->bags, bags->keys[i]->str);
		keys_of(ynode_get(bags->v[i], "items"), &g->items[i]);
	}
	keys_of(combats, &g->combats);
	for (int i = 0; combats && combats->kind == Y_MAP && i < combats->n;
	    i++) {
		const struct ynode *m = ynode_get(combats->v[i], "mode");
		if (m == NULL || m->kind != Y_SCALAR ||
		    strcmp(m->str, "contest") != 0)
			words_add(&g->fights, combats->keys[i]->str);
	}
}

static void put(struct ynode *map, const char *key, const char *text);

/* A claims game's actions (albedo's reveal, commit, land and resolve),
 * each now and then written as a text of before has it: its one word of
 * kind revealed, commitment, claim or resolved and the effect reveal,
 * commit, claim or resolve of before, which the load rewrites into
 * today's declaration (ruleset_claims_fx.c, ruleset_commitment.c); now and
 * then that effect not alone in its list (a say after it: not rewritten,
 * and so refused). */
static void
claims_of_before(struct gen *g, struct ynode *root)
{
	static const struct {
		char name[8], text[256];
	} old[] = {
		{ "reveal", "{program-style: true, help: of before, "
		    "no-actor: true, phase: reveal, usage: \"reveal [ID | "
		    "NAME VALUE LOCATION...] [= FACE...]\", words: \"0-\", "
		    "args: [{name: site, kind: revealed, optional: true}], "
		    "effects: [{reveal: {site: site}}" },
		{ "commit", "{program-style: true, help: of before, phase: "
		    "commit, round-secret: true, words: \"1-\", args: [{name: "
		    "player, kind: player}, {name: cards, kind: commitment, "
		    "optional: true}], effects: [{commit: {player: player, "
		    "cards: cards}}" },
		{ "land", "{program-style: true, help: of before, phase: "
		    "resolve, words: \"2-\", args: [{name: player, kind: "
		    "player}, {name: claim, kind: claim}], effects: [{claim: "
		    "{player: player, claim: claim}}" },
		{ "resolve", "{program-style: true, help: of before, "
		    "no-actor: true, phase: resolve, usage: \"resolve [SITE] "
		    "[draw VALUE...] [= FACE...]\", words: \"0-\", args: "
		    "[{name: site, kind: resolved, optional: true}], effects: "
		    "[{resolve: {site: site}}" } };
	struct ynode *actions = ynode_get(root, "actions");
	char text[320];

	if (!g->claims || actions == NULL || actions->kind != Y_MAP)
		return;
	for (size_t i = 0; i < sizeof old / sizeof old[0]; i++) {
		if (ynode_get(actions, old[i].name) == NULL ||
		    !rg_chance(g->r, 15))
			continue;
		snprintf(text, sizeof text, "%s%s]}", old[i].text,
		    rg_chance(g->r, 10) ? ", {say: after it}" : "");
		put(actions, old[i].name, text);
	}
}

/* Text (flow YAML) as a node, or NULL when it does not parse. */
static struct ynode *
node(const char *text)
{
	struct ynode *n = NULL;
	struct diag_list errs;

	diag_list_init(&errs);
	if (ytree_parse(text, strlen(text), "made-up", &n, &errs) != 0) {
		ynode_free(n);
		n = NULL;
	}
	diag_list_free(&errs);
	return n;
}

/* The mapping at key of map, made (or made a mapping) when it is not. */
static struct ynode *
section(struct ynode *map, const char *key)
{
	struct ynode *s = ynode_get(map, key);

	if (s == NULL || s->kind != Y_MAP) {
		s = ynode_new_map("made-up", 1, 1);
		if (s == NULL || ynode_set(map, key, s) != 0)
			abort();
	}
	return s;
}

/* Put the node text is at key of map. */
static void
put(struct ynode *map, const char *key, const char *text)
{
	struct ynode *v = node(text);

	if (v != NULL)
		ynode_set(map, key, v);
}

/* The list the text is (a flow list) put at key of map, after the items
 * of the list already there (a shipped game's victories stay). */
static void
put_after(struct ynode *map, const char *key, const char *text)
{
	struct ynode *old = ynode_get(map, key), *v, **items;

	if (old == NULL || old->kind != Y_SEQ) {
		put(map, key, text);
		return;
	}
	if ((v = node(text)) == NULL)
		return;
	if (v->kind == Y_SEQ && v->n > 0 && (items = realloc(old->v,
	    (size_t)(old->n + v->n) * sizeof *items)) != NULL) {
		memcpy(items + old->n, v->v, (size_t)v->n * sizeof *items);
		old->v = items;
		old->n += v->n;
		old->cap = old->n;
		v->n = 0;
	}
	ynode_free(v);
}

/* The items of the list text is (a flow list) put before those of the
 * list at key of map (a shipped game's own lines then run after them). */
static void
put_before(struct ynode *map, const char *key, const char *text)
{
	struct ynode *old = ynode_get(map, key), *v, **items;

	if (old == NULL || old->kind != Y_SEQ || (v = node(text)) == NULL)
		return;
	if (v->kind == Y_SEQ && v->n > 0 && (items = realloc(v->v,
	    (size_t)(old->n + v->n) * sizeof *items)) != NULL) {
		memcpy(items + v->n, old->v, (size_t)old->n * sizeof *items);
		free(old->v);
		old->v = items;
		old->n += v->n;
		old->cap = old->n;
		v->v = NULL;
		v->n = v->cap = 0;
	}
	ynode_free(v);
}

/* The deck a list of effects moves the cards played from (a move-cards
 * of from: played), or NULL. */
static const char *
played_deck(const struct ynode *l)
{
	for (int i = 0; l != NULL && l->kind == Y_SEQ && i < l->n; i++) {
		const struct ynode *m = ynode_get(l->v[i], "move-cards"),
		    *from = ynode_get(m, "from"), *deck = ynode_get(m, "deck");
		if (from != NULL && from->kind == Y_SCALAR && deck != NULL &&
		    deck->kind == Y_SCALAR && strcmp(from->str, "played") == 0)
			return deck->str;
	}
	return NULL;
}

/* A board of regions, some bordering each other, in groups with a value,
 * now and then keeping their tenure (board.tenure). */
static void
make_board(struct gen *g, struct ynode *root)
{
	struct ynode *board = section(root, "board"), *regions, *groups;
	struct strbuf b;
	int n = 1 + rg_below(g->r, 5), ng = rg_below(g->r, 3);
	char id[16];

	regions = section(board, "regions");
	groups = ng > 0 ? section(board, "groups") : NULL;
	sb_init(&b);
	for (int i = 0; i < ng; i++) {
		sb_reset(&b);
		sb_printf(&b, "{name: group %d, values: {bonus: %d}}", i + 1,
		    rg_below(g->r, 5) - 1);
		snprintf(id, sizeof id, "g%d", i + 1);
		put(groups, id, sb_str(&b));
	}
	for (int i = 0; i < n; i++) {
		sb_reset(&b);
		sb_printf(&b, "{name: region %d", i + 1);
		if (ng > 0)
			sb_printf(&b, ", groups: [g%d]", 1 + rg_below(g->r,
			    ng));
		if (i + 1 < n && rg_chance(g->r, 80))
			sb_printf(&b, ", adjacent: [r%d]", i + 2 +
			    rg_below(g->r, n - i - 1));
		if (rg_chance(g->r, 30))
			sb_printf(&b, ", values: {bonus: %d}", rg_below(g->r,
			    4));
		sb_add(&b, "}");
		snprintf(id, sizeof id, "r%d", i + 1);
		put(regions, id, sb_str(&b));
	}
	/* now and then the regions keep how long they are held, which the
	 * turns' effects of places held then read (set-turns-held) */
	if (rg_chance(g->r, 20))
		put(board, "tenure", "true");
	sb_release(&b);
}

/* Made-up entries of a section: n of them, ids PREFIX1.. (now and then
 * long), each made by fn. */
static void
make_entries(struct gen *g, struct ynode *root, const char *key,
    const char *prefix, int n, void (*fn)(struct gen *, struct strbuf *),
    struct words *ids)
{
	struct strbuf b;
	char id[128];

	sb_init(&b);
	for (int i = 0; i < n; i++) {
		int long_id = rg_chance(g->r, 10);
		sb_reset(&b);
		fn(g, &b);
		/* now and then an id of 90 characters: what reads it by
		 * its id (a word, an item, a log) takes it whole */
		snprintf(id, sizeof id, "%s%d%s", prefix, i + 1, long_id ?
		    "-of-a-very-long-id-that-goes-on-and-on-well-past-the-"
		    "length-of-any-word-read" : "");
		put(section(root, key), id, sb_str(&b));
		if (ids != NULL)
			words_add(ids, id);
	}
	sb_release(&b);
}

/* Actions: made-up ids, or a game command's name (a declared action goes
 * before a game command of the same name; one of the program's own, such
 * as 'status', 'ruleset check' refuses, ruleset_check_names.c). */
static void
make_actions(struct gen *g, struct ynode *root, int n)
{
	static const char *const names[] = { "act1", "act2", "act3", "act4",
		"buy", "move", "attack", "place", "draw", "fight", "next",
		"give" };
	struct strbuf b;

	sb_init(&b);
	for (int i = 0; i < n; i++) {
		sb_reset(&b);
		gen_action(g, &b);
		put(section(root, "actions"), rg_chance(g->r, 80) ? names[i] :
		    names[4 + rg_below(g->r, 8)], sb_str(&b));
	}
	sb_release(&b);
}

/* A chief's ability made up (chiefs.*.ability): a cost, action points,
 * another's borrowed, or effects (a gain and its chief read back, or any;
 * run-ability there refused: an ability has no actor). */
static void
gen_ability(struct gen *g, struct strbuf *b)
{
	struct words *act[] = { &g->rwords, &g->nwords, &g->pwords,
		&g->uwords, &g->bwords, &g->twords, &g->terrwords, &g->cwords,
		&g->gwords, &g->hwords, &g->dwords, &g->reswords };
	int k = rg_below(g->r, 4);

	/* no action's words: an ability's effects have none */
	for (size_t i = 0; i < sizeof act / sizeof act[0]; i++)
		words_free(act[i]);
	sb_add(b, "{");
	if (g->res.n > 0 && rg_chance(g->r, 60)) {
		int n = rg_below(g->r, 4);
		sb_printf(b, "cost: {%s: %d}, ", rg_pick(g->r, g->res.v,
		    g->res.n), n);
	}
	if (rg_chance(g->r, 40))
		sb_printf(b, "ap: %d, ", rg_below(g->r, 3));
	if (k == 0) {	/* one that borrows another's */
		sb_printf(b, "borrow: %s", rg_chance(g->r, 50) ? "unchosen" :
		    "off-board");
	} else if (k == 1) {	/* one that runs an ability: refused (an
				 * ability's effects have no actor) */
		sb_add(b, "effects: [{run-ability: {chief: \"chief_of(me, "
		    "chief)\"}}]");
	} else if (g->res.n > 0 && rg_chance(g->r, 50)) {
		/* a gain, its chief read back */
		int n = rg_below(g->r, 4);
		sb_printf(b, "effects: [{gain: {%s: %d}}, {say: \"{@me}: "
		    "{@chief chief_of(me, chief)}, lent {@chief chief_of(me, "
		    "lent)} ({@chieftext chief_of(me, lent)})\"}]",
		    rg_pick(g->r, g->res.v, g->res.n), n);
	} else {
		sb_add(b, "effects: ");
		gen_effects(g, b, 1 + rg_below(g->r, 3));
	}
	sb_add(b, "}");
}

/* Now and then a chief's ability made up (where there are chiefs): what
 * run-ability and lend-ability run. */
static void
make_ability(struct gen *g, struct ynode *root)
{
	struct ynode *chiefs = ynode_get(root, "leaders"), *c;
	struct strbuf b;

	if (chiefs == NULL || chiefs->kind != Y_MAP || chiefs->n == 0 ||
	    !rg_chance(g->r, 30))
		return;
	if ((c = chiefs->v[rg_below(g->r, chiefs->n)])->kind != Y_MAP)
		return;
	sb_init(&b);
	gen_ability(g, &b);
	put(c, "ability", sb_str(&b));
	sb_release(&b);
}

/* Now and then options whose values rewrite the rules (set), which the
 * check takes together with the game's own: an action made up that a
 * value adds, the price of an action the game has or a resource's
 * start; with two, each combination a game may be started with. */
static void
make_options(struct gen *g, struct ynode *root)
{
	const struct ynode *acts = ynode_get(root, "actions");
	struct strbuf b, a;

	if (!rg_chance(g->r, 12))
		return;
	sb_init(&b);
	sb_init(&a);
	for (int i = 1 + rg_chance(g->r, 40); i > 0; i--) {
		int k = rg_below(g->r, 3);
		sb_reset(&b);
		sb_printf(&b, "{help: a made-up option, default: plain, "
		    "values: {plain: {help: as written}, other: {help: "
		    "rewritten, set: ");
		if (k == 0 || g->res.n == 0) {
			sb_reset(&a);
			gen_action(g, &a);
			sb_printf(&b, "{actions: {opt%d: %s}}", i, sb_str(&a));
		} else if (k == 1 && acts != NULL && acts->kind == Y_MAP &&
		    acts->n > 0) {
			const char *act = acts->keys[rg_below(g->r,
			    acts->n)]->str;
			sb_printf(&b, "{actions: {%s: {cost: {%s: 1}}}}", act,
			    rg_pick(g->r, g->res.v, g->res.n));
		} else {
			const char *res = rg_pick(g->r, g->res.v, g->res.n);
			sb_printf(&b, "{resources: {%s: {start: %d}}}", res,
			    rg_below(g->r, 4));
		}
		sb_add(&b, "}}}");
		put(section(root, "options"), i == 1 ? "made-a" : "made-b",
		    sb_str(&b));
	}
	sb_release(&a);
	sb_release(&b);
}

/* The steps and commands the shipped games' phases list. */
static void
phase_lists(const char *key, struct words *w)
{
	for (int i = 0; i < NBASES; i++) {
		const struct ynode *ph = ynode_get(trees[i], "phases");
		for (int k = 0; ph != NULL && ph->kind == Y_MAP && k < ph->n;
		    k++) {
			const struct ynode *l = ynode_get(ph->v[k], key);
			for (int j = 0; l != NULL && l->kind == Y_SEQ &&
			    j < l->n; j++)
				if (l->v[j]->kind == Y_SCALAR)
					words_add(w, l->v[j]->str);
		}
	}
}

/* p's key set to the scalars of list l (a sequence, or none) and item
 * after them. */
static void
put_appended(struct ynode *p, const char *key, const struct ynode *l,
    const char *item)
{
	struct strbuf b;

	sb_init(&b);
	sb_add(&b, "[");
	for (int j = 0; l != NULL && l->kind == Y_SEQ && j < l->n; j++)
		if (l->v[j]->kind == Y_SCALAR)
			sb_printf(&b, "%s, ", l->v[j]->str);
	sb_printf(&b, "%s]", item);
	put(p, key, sb_str(&b));
	sb_release(&b);
}

/* A step or a command of another game's phase added to phase p's. */
static void
add_to_list(struct rg *r, struct ynode *p, const char *key)
{
	const struct ynode *l = ynode_get(p, key);
	struct words all = { NULL, 0 };

	phase_lists(key, &all);
	if (all.n == 0)
		return;
	put_appended(p, key, l, rg_pick(r, all.v, all.n));
	words_free(&all);
}

/* A declared action without a phase of its own, by id, added to phase
 * p's commands: the phase lists it (ruleset_phase_cmds.c). */
static void
list_action(struct rg *r, const struct ynode *root, struct ynode *p)
{
	const struct ynode *acts = ynode_get(root, "actions");
	const struct ynode *l = ynode_get(p, "commands"), *x;
	int k;

	if (acts == NULL || acts->kind != Y_MAP || acts->n == 0)
		return;
	k = rg_below(r, acts->n);
	x = acts->v[k];
	if (x->kind != Y_MAP || ynode_get(x, "phase") != NULL ||
	    ynode_get(x, "run") != NULL)
		return;
	put_appended(p, "commands", l, acts->keys[k]->str);
}

/* A payment due as phase p ends: a cost over count, now and then one
 * that falls or is negative, paid with some resource, chosen with a
 * command of old or one that does not remove. */
static void
make_dues(struct gen *g, struct ynode *p, struct strbuf *b)
{
	static const char *const choose[] = { "", (", choose: \"disband "
	    "LAND N\""), ", choose: \"attack A B\"" };

	sb_reset(b);
	sb_printf(b, "[{name: upkeep, resource: %s, per-region: \"",
	    rg_pick(g->r, g->res.v, g->res.n));
	if (rg_chance(g->r, 50)) {
		int per = 1 + rg_below(g->r, 5);
		sb_printf(b, "ceil(max(0, count - %d) / %d)", rg_below(g->r, 6),
		    per);
	} else {
		sb_printf(b, "count * %d - (", rg_below(g->r, 3) - 1);
		gen_expr(g, b);
		sb_add(b, ")");
	}
	sb_printf(b, "\"%s, says-region: \"{@region here} ({count}: "
	    "{due})\"}]", choose[rg_below(g->r, 3)]);
	put(p, "dues", sb_str(b));
}

/* Effects and end-require of a phase, a victory by test or by reaching
 * an amount (checked in a phase's begin), regions dealt; a step or a
 * command of another game in a phase. */
static void
make_phase_parts(struct gen *g, struct ynode *root, int wild)
{
	struct ynode *phases = ynode_get(root, "phases"), *p = NULL;
	const char *mark;
	struct strbuf b;

	sb_init(&b);
	if (phases != NULL && phases->kind == Y_MAP && phases->n > 0 &&
	    (p = phases->v[rg_below(g->r, phases->n)])->kind != Y_MAP)
		p = NULL;
	if (p != NULL) {
		if (rg_chance(g->r, 70)) {
			gen_effects(g, &b, 1 + rg_below(g->r, 3));
			put(p, "effects", sb_str(&b));
		}
		/* carried out once as it begins, as it ends (where the
		 * phase has none of its own) */
		if (ynode_get(p, "begin") == NULL && rg_chance(g->r, 30)) {
			sb_reset(&b);
			gen_once(g, &b);
			put(p, "begin", sb_str(&b));
		}
		if (ynode_get(p, "leave") == NULL && rg_chance(g->r, 20)) {
			sb_reset(&b);
			gen_once(g, &b);
			put(p, "leave", sb_str(&b));
		}
		if (wild && rg_chance(g->r, 25))
			add_to_list(g->r, p, rg_chance(g->r, 50) ? "steps" :
			    "commands");
		if (rg_chance(g->r, 15))
			list_action(g->r, root, p);
		if (ynode_get(p, "done-mark") == NULL &&
		    (mark = gen_done_mark(g, 1)) != NULL)
			put(p, "done-mark", mark);
		if (rg_chance(g->r, 30)) {
			sb_reset(&b);
			sb_add(&b, "[{test: \"");
			gen_expr(g, &b);
			sb_add(&b, "\", says: \"a made-up end\"}]");
			put(p, "end-require", sb_str(&b));
		}
		/* dues per region: of a board of regions (mostly) */
		if (g->res.n > 0 && (g->regions.n > 0 || rg_chance(g->r, 5)) &&
		    rg_chance(g->r, 25))
			make_dues(g, p, &b);
	}
	/* a command given now, carried out as the phase begins
	 * (deferred, carry-out-deferred), now and then sealed, its
	 * deferred effects now and then made up (the check refuses what
	 * may not be deferred) */
	if (g->res.n > 0 && p != NULL && rg_chance(g->r, 15)) {
		const char *r = rg_pick(g->r, g->res.v, g->res.n);
		/* now and then its limit read off an option of the game
		 * (option(NAME, VALUE)), the games started with one value
		 * or the other */
		int opt = ynode_get(root, "options") == NULL &&
		    rg_chance(g->r, 30);
		if (opt)
			put(root, "options", "{pace: {help: the pace, default: "
			    "slow, values: {slow: {help: slow}, fast: {help: "
			    "fast}}}}");
		if (ynode_get(p, "begin") == NULL && rg_chance(g->r, 90))
			put(p, "begin", "[{carry-out-deferred: \"nothing "
			    "waits\"}]");
		sb_reset(&b);
		/* now and then with a word of items, read again by the
		 * deferred effects (items()): refused, a deferred command
		 * keeps its words' values only */
		int items = rg_chance(g->r, 8);
		sb_printf(&b, "{help: a made-up deferred command, args: "
		    "[{name: p, kind: player}, {name: n, kind: number, min: "
		    "1, max: 9}%s], sealed: %s, require: [{test: \"%sn + "
		    "sum_queued(n) <= 20\", refusal: \"{@me} gave too "
		    "many ({count_queued(1)} waiting)\"}], deferred-require: "
		    "[{test: \"resource(%s, p) >= n\", refusal: \"{@me}'s "
		    "{n} is refused\", reason: \"{n} wanted\"}], deferred: ",
		    items ? ", {name: w, kind: items}" : "",
		    rg_chance(g->r, 50) ? "true" : "false", opt ?
		    "option(pace, fast) or " : "", r);
		if (items)
			sb_printf(&b, "[{gain: {%s: \"-items(w, %s)\"}}, "
			    "{say: \"{items(w)}: {@text w}\"}]", r, r);
		else if (rg_chance(g->r, 30))
			gen_effects(g, &b, 1 + rg_below(g->r, 2));
		else
			sb_printf(&b, "[{gain: {%s: \"-n\"}}]", r);
		/* its entry of the report declared */
		if (rg_chance(g->r, 40))
			sb_add(&b, ", deferred-json: {list: given, members: "
			    "[{key: by, value: p, as: player}, {key: n, value: "
			    "n}, {key: big, value: n > 4, as: flag}], carried: "
			    "done}");
		sb_add(&b, "}");
		put(section(root, "actions"), "defer", sb_str(&b));
	}
	/* and as the round ends */
	if (ynode_get(root, "turns") != NULL && ynode_get(ynode_get(root,
	    "turns"), "round-end") == NULL && rg_chance(g->r, 25)) {
		sb_reset(&b);
		gen_once(g, &b);
		put(section(root, "turns"), "round-end", sb_str(&b));
	}
	/* or before its own, where that walks the sites: with the cards
	 * played still there */
	if (g->claims && ynode_get(ynode_get(root, "turns"), "round-end") !=
	    NULL) {
		struct ynode *t = ynode_get(root, "turns");
		sb_reset(&b);
		gen_round_sites(g, &b, played_deck(ynode_get(t, "round-end")));
		if (b.len > 0)
			put_before(t, "round-end", sb_str(&b));
	}
	claims_of_before(g, root);
	/* and as a player's turn ends, for that player (refused without
	 * a round played in turns) */
	if (ynode_get(root, "turns") != NULL && ynode_get(ynode_get(root,
	    "turns"), "turn-end") == NULL && rg_chance(g->r, 15)) {
		sb_reset(&b);
		gen_effects(g, &b, 1 + rg_below(g->r, 2));
		put(section(root, "turns"), "turn-end", sb_str(&b));
	}
	if (rg_chance(g->r, 30)) {
		sb_reset(&b);
		/* mostly not before a few rounds: a test true at once ends
		 * every game as it starts */
		sb_add(&b, "[{when: test, test: \"");
		if (rg_chance(g->r, 80))
			sb_printf(&b, "round > %d and ", 1 + rg_below(g->r, 4));
		sb_add(&b, "(");
		gen_expr(g, &b);
		sb_add(&b, ")\"}]");
		put_after(root, "victory", sb_str(&b));
	} else if (g->res.n > 0 && p != NULL && ynode_get(p, "begin") ==
	    NULL && rg_chance(g->r, 20)) {
		/* a victory by reaching an amount, checked in the phase's
		 * begin with victory_at (now and then of a resource no reach
		 * victory names, which the check refuses) */
		const char *r = rg_pick(g->r, g->res.v, g->res.n);
		const char *q = rg_chance(g->r, 90) ? r : rg_pick(g->r,
		    g->res.v, g->res.n);
		sb_reset(&b);
		sb_printf(&b, "[{when: reach, resource: %s, at: %d}]", r,
		    1 + rg_below(g->r, 30));
		put_after(root, "victory", sb_str(&b));
		sb_reset(&b);
		sb_printf(&b, "[{if: {test: \"count_players(resource(%s, who) "
		    ">= victory_at(%s)) > 0\", then: [{declare-winner: "
		    "\"best_player(resource(%s, who))\", says: \"{@player "
		    "best_player(resource(%s, who))} wins\"}], else: [{say: "
		    "\"nobody has {victory_at(%s)}\"}]}}]", r, q, r, r, q);
		put(p, "begin", sb_str(&b));
	}
	if (g->regions.n > 0 && g->pieces.n > 0 && rg_chance(g->r, 40)) {
		sb_reset(&b);
		int n = rg_below(g->r, 4);
		sb_printf(&b, "{pieces: {%s: %d}}", rg_pick(g->r, g->pieces.v,
		    g->pieces.n), n);
		put(section(root, "setup"), "deal-regions", sb_str(&b));
	}
	{
		struct strbuf ends;
		sb_init(&ends);
		sb_reset(&b);
		gen_setup(g, &b, &ends);
		if (b.len > 0)
			put(section(root, "setup"), "says", sb_str(&b));
		if (ends.len > 0)
			put(section(root, "setup"), "end-require",
			    sb_str(&ends));
		/* mostly where the game has a setup */
		if ((mark = gen_done_mark(g, 0)) != NULL &&
		    (g->setup || rg_chance(g->r, 10)))
			put(section(root, "setup"), "done-mark", mark);
		sb_release(&ends);
	}
	sb_release(&b);
}

/* Now and then the steps of an order (mechanisms.orders) declared anew:
 * those it had with steps of the ruleset's own before or after them,
 * and a refusal of a late step in the ruleset's words; wild, now and
 * then one taken out (what names it refused), one named twice or a
 * brace the line does not know (refused). */
static void
make_steps(struct gen *g, struct ynode *root, int wild)
{
	static const char *const own[] = { "survey", "march", "camp",
		"muster" };
	struct ynode *o = ynode_get(ynode_get(root, "mechanisms"), "orders");
	struct words had = { 0 };
	struct strbuf b;
	int out;

	if (o == NULL || o->kind != Y_MAP || !rg_chance(g->r, 30))
		return;
	steps_of(ynode_get(o, "steps"), &had);
	out = wild && rg_chance(g->r, 40) ? rg_below(g->r, had.n) : -1;
	sb_init(&b);
	sb_add(&b, "[");
	if (rg_chance(g->r, 50))
		sb_printf(&b, "%s, ", own[rg_below(g->r, 2)]);
	for (int i = 0; i < had.n; i++)
		if (i != out)
			sb_printf(&b, "%s, ", had.v[i]);
	if (rg_chance(g->r, 50))
		sb_printf(&b, "%s, ", own[2 + rg_below(g->r, 2)]);
	if (wild && rg_chance(g->r, 30))	/* named twice */
		sb_printf(&b, "%s, ", had.v[0]);
	sb_truncate(&b, b.len - 2);
	sb_add(&b, "]");
	put(o, "steps", sb_str(&b));
	if (rg_chance(g->r, 40))
		put(o, "late", wild && rg_chance(g->r, 30) ? "\"{player} is "
		    "late: {nope}\"" : "\"{player}'s order on {region} is "
		    "in its {step} step: {what} come before it ({steps})\"");
	sb_release(&b);
	words_free(&had);
}

/* Whether l is a list of scalars alone, item among them. */
static int
plain_with(const struct ynode *l, const char *item)
{
	int with = 0;

	for (int i = 0; l != NULL && l->kind == Y_SEQ && i < l->n; i++)
		if (l->v[i]->kind != Y_SCALAR)
			return 0;
		else
			with |= strcmp(l->v[i]->str, item) == 0;
	return with;
}

/* A deck of hands' piles (d's, a flow list into b) other than it had:
 * its first, the draw pile, now and then named stock, the rest turned
 * round, now and then a tableau more; now and then (mostly wild) one the
 * check refuses (a garrison first, a pile named twice, 13 piles) or one
 * that lacks a pile the sites' kinds or the round's end put cards on. */
static void
other_piles(struct rg *r, const struct ynode *d, int wild,
    struct strbuf *b)
{
	static const char *const refused[] = {
		"[garrison, draw, discard, hand]",
		"[draw, hand, discard, hand]",
		"[draw, discard, garrison, hand, p5, p6, p7, p8, p9, p10, "
		    "p11, p12, p13]",
		"[draw, discard, hand]", "[draw, garrison, hand]",
		"[stock, hand]" };
	const struct ynode *l = ynode_get(d, "piles");
	int n = l->n, turn = rg_below(r, n > 1 ? n - 1 : 1);

	if (rg_chance(r, wild ? 60 : 8)) {
		sb_add(b, refused[rg_below(r, 6)]);
		return;
	}
	sb_printf(b, "[%s", rg_chance(r, 50) ? "stock" : "draw");
	for (int i = 1; i < n; i++)
		sb_printf(b, ", %s", l->v[1 + (i - 1 + turn) % (n - 1)]->str);
	sb_add(b, n < 12 && rg_chance(r, 40) ? ", tableau]" : "]");
}

/* Now and then, in a ruleset with no board, a board of 2 to 4 numbered
 * zones with neither colonies nor orbit-combat (as harbours'), held from
 * the start by two players (the setup then awaits no 'allot'; a ruleset
 * whose roles want more is refused): the made-up lists that mark zones
 * fought and read fought() (refused without zones) are then played. */
static void
plain_zones(struct rg *r, struct ynode *root)
{
	int n = 2 + rg_below(r, 3);
	struct strbuf b;

	if (ynode_get(root, "board") != NULL || !rg_chance(r, 10))
		return;
	sb_init(&b);
	sb_add(&b, "{zones: {");
	for (int i = 1; i <= n; i++)
		sb_printf(&b, "%sz%d: {number: %d, name: zone %d, folk: %d}",
		    i > 1 ? ", " : "", i, i, i, 1 + rg_below(r, 3));
	sb_add(&b, "}, distances: {rows: [");
	for (int i = 0; i < n; i++) {
		sb_add(&b, i > 0 ? ", \"" : "\"");
		for (int j = 0; j < n; j++)
			sb_printf(&b, "%d", i > j ? i - j : j - i);
		sb_add(&b, "\"");
	}
	sb_add(&b, "]}}");
	put(root, "board", sb_str(&b));
	put(root, "players", "{min: 2, max: 2}");
	put(section(root, "setup"), "zones", "{holdings: [[1], [2]]}");
	sb_release(&b);
}

/* This session's keys, each now and then, drawn from a generator of
 * their own (r's state turned aside, r left as it was: the rulesets a
 * seed made before stay the same but for these keys): a deck of hands
 * (per player, its piles plain words with a hand among them) given
 * other piles; the order players choose places in on any board or none
 * (mechanisms.chosen-order, turns.order-by: chosen); a board's
 * empty-held-note (wild, now and then not a boolean: refused); numbered
 * zones without orbit-combat where there is no board. */
static void
make_new_keys(const struct rg *r, struct ynode *root, int wild)
{
	struct rg own = { r->s ^ 0x6e6577206b657973ULL };
	struct ynode *decks = ynode_get(root, "decks"), *d, *v;
	struct ynode *board = ynode_get(root, "board");
	struct strbuf b;

	sb_init(&b);
	for (int i = 0; decks != NULL && decks->kind == Y_MAP &&
	    i < decks->n; i++) {
		d = decks->v[i];
		if ((v = ynode_get(d, "per")) == NULL || v->kind != Y_SCALAR ||
		    strcmp(v->str, "player") != 0 || !plain_with(ynode_get(d,
		    "piles"), "hand") || !rg_chance(&own, 40))
			continue;
		sb_reset(&b);
		other_piles(&own, d, wild, &b);
		put(d, "piles", sb_str(&b));
	}
	sb_release(&b);
	if (ynode_get(ynode_get(root, "mechanisms"), "chosen-order") == NULL &&
	    rg_chance(&own, 10)) {
		put(section(root, "mechanisms"), "chosen-order", "{}");
		if (ynode_get(root, "turns") != NULL && rg_chance(&own, 50))
			put(section(root, "turns"), "order-by", "chosen");
	}
	if (board != NULL && board->kind == Y_MAP && rg_chance(&own, 15))
		put(board, "empty-held-note", wild && rg_chance(&own, 20) ?
		    "sometimes" : rg_chance(&own, 50) ? "true" : "false");
	plain_zones(&own, root);
}

static void
gen_free(struct gen *g)
{
	struct words *all[] = { &g->res, &g->regions, &g->groups, &g->values,
		&g->rvalues, &g->bags, &g->pieces, &g->dice, &g->faces,
		&g->phases, &g->combats, &g->fights, &g->tallies,
		&g->rtallies, &g->units, &g->bodies, &g->tiles, &g->steps,
		&g->chiefs, &g->fvalues, &g->roles, &g->subkinds, &g->rwords,
		&g->nwords,
		&g->pwords, &g->uwords, &g->bwords, &g->twords,
		&g->terrwords, &g->cwords, &g->gwords, &g->hwords, &g->dwords,
		&g->reswords };

	for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
		words_free(all[i]);
	for (int i = 0; i < RG_BAGS; i++)
		words_free(&g->items[i]);
}

/* Whether an effect of n places, removes or moves pieces without naming
 * their kind (bernard's: the board's one kind), which pieces declared
 * would make the check refuse ('piece' is missing). */
static int
kindless(const struct ynode *n)
{
	static const char *const keys[] = { "place", "remove", "move" };

	if (n == NULL || n->kind == Y_SCALAR)
		return 0;
	for (int i = 0; i < n->n; i++) {
		if (kindless(n->v[i]))
			return 1;
		for (int k = 0; n->kind == Y_MAP && k < 3; k++)
			if (strcmp(n->keys[i]->str, keys[k]) == 0 &&
			    n->v[i]->kind == Y_MAP && ynode_get(n->v[i],
			    "piece") == NULL)
				return 1;
	}
	return 0;
}

char *
rulegen_make(struct rg *r, const char *dir, const char **how)
{
	struct gen g = { .r = r };
	struct ynode *root;
	struct strbuf b;
	int k, wild;

	static char said[80];	/* *how, with the base's file */
	int base;

	if (read_all(dir) != 0 || (root = ynode_copy(trees[base = rg_below(r,
	    NBASES)])) == NULL)
		return NULL;
	/* mostly a game as it is, with made-up declarations the check
	 * accepts; now and then (wild) another game's sections merged in,
	 * parts taken out, another's steps listed: mostly refused, which
	 * tests the check */
	wild = rg_chance(r, 25);
	*how = wild ? "wild" : "made up";
	/* another game's sections merged in */
	for (k = wild ? rg_below(r, 3) : 0; k > 0; k--) {
		const struct ynode *donor = trees[rg_below(r, NBASES)];
		for (int i = 0; i < NPARTS - 1; i++)
			if (rg_chance(r, 20))
				graft(root, donor, parts[i]);
		for (int i = 0; i < 4 && rg_chance(r, 20); i++) {
			ynode_free(ynode_take(root, round_parts[i]));
			graft(root, donor, round_parts[i]);
		}
	}
	/* a mechanism of another game, with some of its commands */
	if (rg_chance(r, 40)) {
		const struct ynode *donor = trees[rg_below(r, NBASES)];
		if (!wild)
			*how = "grafted";
		graft_entries(r, root, donor, "mechanisms", 1 + rg_below(r, 2));
		graft_entries(r, root, donor, "actions", 1 + rg_below(r, 3));
		if (wild && rg_chance(r, 50))
			graft(root, donor, "resources");
		/* what they name, where the game lacks it */
		for (int i = 0; !wild && i < NNAMED; i++)
			graft_missing(root, donor, named[i]);
	}
	/* parts taken out */
	for (k = wild && rg_chance(r, 40); k > 0; k--)
		cut(r, root, parts[rg_below(r, NPARTS)]);
	survey(&g, root);
	/* a board of regions where the game has none of any kind (regions
	 * go with no other kind: most of them would be refused) */
	if (ynode_get(root, "board") == NULL && ynode_get(ynode_get(root,
	    "mechanisms"), "territories") == NULL && rg_chance(r, 50)) {
		make_board(&g, root);
		gen_free(&g);
		survey(&g, root);
	}
	if (g.pieces.n == 0 && !kindless(root) && rg_chance(r, 50)) {
		put(section(root, "pieces"), "pawn", "{name: pawns}");
		words_add(&g.pieces, "pawn");
	}
	make_entries(&g, root, "resources", "res", rg_below(r, 3),
	    gen_resource, &g.res);
	make_entries(&g, root, "dice", "die", rg_below(r, 2), gen_die,
	    &g.dice);
	make_entries(&g, root, "bags", "bag", rg_below(r, 3), gen_bag,
	    &g.bags);
	make_entries(&g, root, "combats", "fight", rg_below(r, 3), gen_combat,
	    NULL);
	make_entries(&g, root, "tallies", "tally", rg_below(r, 3), gen_tally,
	    NULL);
	make_steps(&g, root, wild);
	gen_free(&g);
	survey(&g, root);
	make_actions(&g, root, rg_below(r, 6));
	make_ability(&g, root);
	make_options(&g, root);
	make_phase_parts(&g, root, wild);
	rulegen_routines(r, root, wild, trees, NBASES);
	snprintf(said, sizeof said, "%s, of %s", *how, bases[base]);
	*how = said;
	make_new_keys(r, root, wild);
	fold_tables(root, rg_chance(r, 50));
	sb_init(&b);
	if (ytree_write(root, &b) != 0)
		abort();
	ynode_free(root);
	gen_free(&g);
	return sb_take(&b);
}
