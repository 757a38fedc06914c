/* rulegen_decl.c: made-up declarations for the ruleset fuzzer (rulegen.h):
 * expressions over what the ruleset has, effects, actions, combats of every
 * mode, resources, bags and dice, as YAML flow text.  Mostly what the check
 * accepts, with odd values among them (0, negatives, huge numbers, a die
 * of one face, a division by 0) where a command must still not crash. */
#include "rulegen.h"

#include <stdio.h>
#include <string.h>

static const char *const odd_numbers[] = { "0", "1", "2", "3", "5", "-1",
	"13", "100", "100000", "2147483647", "9999999999", "-2147483648" };
#define NODD (int)(sizeof odd_numbers / sizeof odd_numbers[0])

static void
number(struct gen *g, struct strbuf *b)
{
	if (rg_chance(g->r, 70))
		sb_printf(b, "%d", rg_below(g->r, 6));
	else
		sb_add(b, odd_numbers[rg_below(g->r, NODD)]);
}

/* A region: a region word of the action, here, or a region's id. */
static int
region(struct gen *g, struct strbuf *b)
{
	if (g->here && rg_chance(g->r, 40))
		sb_add(b, "here");
	else if (g->rwords.n > 0 && rg_chance(g->r, 60))
		sb_add(b, rg_pick(g->r, g->rwords.v, g->rwords.n));
	else if (g->regions.n > 0)
		sb_add(b, rg_pick(g->r, g->regions.v, g->regions.n));
	else
		return 0;
	return 1;
}

static void sub(struct gen *g, struct strbuf *b);

/* The rest of an enter's or a release's mapping: now and then its says,
 * naming what came in or went back with its own line function (@entered,
 * @released), seldom with the other's (refused). */
static void
entered_says(struct gen *g, struct strbuf *b, const char *own,
    const char *other)
{
	if (rg_chance(g->r, 30))
		sb_printf(b, ", says: \"now: {@%s}\"", rg_chance(g->r, 95) ?
		    own : other);
	sb_add(b, "}");
}

/* Sum or count over the regions or the players, with here or who. */
static void
over_all(struct gen *g, struct strbuf *b, const char *what, int *flag)
{
	sb_add(b, rg_chance(g->r, 50) ? "sum_" : "count_");
	sb_printf(b, "%s(", what);
	(*flag)++;
	sub(g, b);
	(*flag)--;
	sb_add(b, ")");
}

/* What the shipped games read and rulegen wrote none of, into t: a
 * zone's shelters, folk needed or printed, a territory explored or built
 * on, a distance, a party's room or carriers (numbered zones), a player
 * out, its faction or place chosen, a resource's most, a group's value,
 * the first group held, a body's port or field, two bodies linked, an
 * order's step, a spawn's spot, a squad's strikers or carriers, the
 * captives held, the cards committed, a chief with a modifier, a kind
 * of units with a value, a mechanism's number known, a product's cost,
 * the player at a place, the goods of a cargo word and the player of a
 * holding word, a resource word's resource, a faction's value, a role
 * played, a squad's cargo, and the names arrival_next,
 * placer, order_region, combat_region, standings_wait, changed and
 * gathered_first; each refused where the ruleset lacks what it reads
 * (most made-up rulesets have no numbered zones, a map of territories,
 * an orbit board or factions).  0 when it has none of the kind drawn. */
static int
state_read(struct gen *g, struct strbuf *t)
{
	static const char zone[][14] = { "shelters", "folk_needed",
		"folk_printed", "explored", "built" };
	static const char player[][12] = { "out", "faction_of", "place_of" };
	static const char plain[][16] = { "arrival_next", "placer",
		"order_region", "combat_region", "standings_wait", "changed",
		"gathered_first" };
	const char *p = g->who ? "who" : "me";
	int k = rg_below(g->r, 18), ok = 1;

	if (k < 2) {
		sb_printf(t, "%s(", zone[rg_below(g->r, 5)]);
		ok = region(g, t);
		sb_add(t, ")");
	} else if (k == 2) {
		sb_add(t, "distance(");
		ok = region(g, t);
		sb_add(t, ", ");
		ok = ok && region(g, t);
		sb_add(t, ")");
	} else if (k == 3) {
		sb_printf(t, "%s(", rg_chance(g->r, 50) ? "room" : "carriers");
		ok = region(g, t);
		sb_printf(t, ", %s)", rg_chance(g->r, 30) ? "nobody" : p);
	} else if (k == 4)
		sb_printf(t, "%s(%s)", player[rg_below(g->r, 3)], p);
	else if (k == 5) {
		if ((ok = g->res.n > 0))
			sb_printf(t, "max_of(%s)", rg_pick(g->r, g->res.v,
			    g->res.n));
	} else if (k == 6) {
		if ((ok = g->groups.n > 0 && g->values.n > 0)) {
			const char *gr = rg_pick(g->r, g->groups.v,
			    g->groups.n);
			sb_printf(t, "group_value(%s, %s)", gr, rg_pick(g->r,
			    g->values.v, g->values.n));
		}
	} else if (k == 7) {
		if ((ok = g->groups.n > 0))
			sb_add(t, rg_chance(g->r, 50) ?
			    "first_group(held(group))" :
			    "first_group(group > 1)");
	} else if (k == 8 || k == 9) {
		/* a body's port or field, two bodies linked (an orbit
		 * board: a body word or a body's id) */
		const struct words *w = g->bwords.n > 0 ? &g->bwords :
		    &g->bodies;
		if ((ok = w->n > 0) && k == 8)
			sb_printf(t, "%s(%s)", rg_chance(g->r, 50) ? "port" :
			    "field", rg_pick(g->r, w->v, w->n));
		else if (ok) {
			const char *b1 = rg_pick(g->r, w->v, w->n);
			sb_printf(t, "linked(%s, %s)", b1, rg_pick(g->r, w->v,
			    w->n));
		}
	} else if (k == 10) {
		/* an order's step, or where a spawned piece may go (a map
		 * of territories with orders, with a spawn) */
		if (rg_chance(g->r, 50)) {
			if ((ok = g->steps.n > 0))
				sb_printf(t, "order_step(%s)", rg_pick(g->r,
				    g->steps.v, g->steps.n));
		} else {
			sb_printf(t, "spawn_spot(%s, ", p);
			ok = region(g, t);
			sb_add(t, ")");
		}
	} else if (k == 11)
		sb_add(t, plain[rg_below(g->r, 7)]);
	else if (k == 12) {
		/* a party's squad in a zone's orbit (numbered zones with
		 * colonies) */
		sb_printf(t, "%s(", rg_chance(g->r, 50) ? "squad_strikers" :
		    "squad_carriers");
		ok = region(g, t);
		sb_printf(t, ", %s, %d)", p, rg_below(g->r, 3));
	} else if (k == 13)
		/* the captives one holds, the cards a player committed */
		sb_printf(t, rg_chance(g->r, 50) ? "captives(%s, nobody)" :
		    "committed(%s)", p);
	else if (k == 14) {
		/* the first chief of a player's with a modifier set, or
		 * whether a kind of units has a value (leaders, units) */
		if (rg_chance(g->r, 50))
			sb_printf(t, "chief_with(%s, %s)", rg_chance(g->r, 50) ?
			    "summons" : "immune", p);
		else if ((ok = g->units.n > 0 || rg_chance(g->r, 5))) {
			/* a unit word of the action, or a kind's id */
			const struct words *u = g->uwords.n > 0 ? &g->uwords :
			    &g->units;
			sb_printf(t, "unit_has(%s, attack)", u->n > 0 ?
			    rg_pick(g->r, u->v, u->n) : "0");
		}
	} else if (k == 15 && rg_chance(g->r, 50)) {
		/* the goods a cargo word names, of a kind or all, or the
		 * player a holding word names (numbered zones; a word of
		 * another kind, or none, refused) */
		const struct words *w = rg_chance(g->r, 50) ? &g->gwords :
		    &g->hwords;
		const char *x = w->n > 0 && rg_chance(g->r, 95) ?
		    rg_pick(g->r, w->v, w->n) : "w1";
		if (w == &g->hwords)
			sb_printf(t, "holding_player(%s)", x);
		else
			sb_printf(t, "goods(%s%s)", x, rg_chance(g->r, 50) ?
			    "" : rg_chance(g->r, 80) ? ", folk" : ", gold");
	} else if (k == 16) {
		/* a value of a faction's, the actor's or a player's, or
		 * whether it has it (an id no faction declares now and
		 * then: refused), or whether a player plays a role */
		const char *v = g->fvalues.n > 0 && rg_chance(g->r, 95) ?
		    rg_pick(g->r, g->fvalues.v, g->fvalues.n) : "flying";
		int w = rg_below(g->r, 3);
		int of = rg_chance(g->r, 50);
		if (w < 2)
			sb_printf(t, "%s(%s%s%s)", w ? "faction_has" :
			    "faction", v, of ? ", " : "", of ? p : "");
		else
			sb_printf(t, "role(%s, %s)", p, g->roles.n > 0 &&
			    rg_chance(g->r, 95) ? rg_pick(g->r, g->roles.v,
			    g->roles.n) : "rebel");
	} else if (k == 17) {
		/* the goods a party's squad carries in a zone's orbit, all
		 * or of a kind (numbered zones whose squads carry goods) */
		sb_add(t, "cargo(");
		ok = region(g, t);
		sb_printf(t, ", %s", rg_chance(g->r, 30) ? "nobody" : p);
		if (rg_chance(g->r, 50))
			sb_printf(t, ", %s", g->res.n > 0 && rg_chance(g->r,
			    70) ? rg_pick(g->r, g->res.v, g->res.n) : "folk");
		sb_add(t, ")");
	} else {
		/* a mechanism's number known, a product's cost, the player
		 * at a place (numbered zones with places: 1 past the last
		 * now and then) */
		int w = rg_below(g->r, 4);
		if (w == 3) {
			/* a resource word tested (a word of kind resource of
			 * the action and a resource's id; refused without) */
			if ((ok = g->reswords.n > 0 || rg_chance(g->r, 5)))
				sb_printf(t, "resource_is(%s, %s)",
				    g->reswords.n > 0 ? rg_pick(g->r,
				    g->reswords.v, g->reswords.n) : "w1",
				    g->res.n > 0 && rg_chance(g->r, 95) ?
				    rg_pick(g->r, g->res.v, g->res.n) : "r0");
		} else if (w == 0 && rg_chance(g->r, 40))
			/* a value by its dotted key: a resource's start
			 * (one it has, or one it has not: refused) */
			sb_printf(t, "known(resources.%s.start)", g->res.n >
			    0 && rg_chance(g->r, 90) ? rg_pick(g->r, g->res.v,
			    g->res.n) : "oil");
		else if (w == 0)
			sb_printf(t, "known(%s)", rg_chance(g->r, 50) ?
			    "colonies, neutral-strikers" : "game-end, roll");
		else if (w == 1)
			sb_printf(t, "product_cost(fighter, %s)", g->res.n > 0 ?
			    rg_pick(g->r, g->res.v, g->res.n) : "oil");
		else
			sb_printf(t, "place_holder(%d)", rg_below(g->r, 8));
	}
	return ok;
}

/* A name or a function of the state into t; 0 when the ruleset has none of
 * the kind drawn. */
static int
name(struct gen *g, struct strbuf *t)
{
	static const char *const plain[] = { "me", "nobody", "players",
		"round", "setup", "starting_left", "chooser", "places",
		"start_fixed" };
	int ok = 1;

	if (g->in_combat)
		return 0;
	switch (rg_below(g->r, 20)) {
	case 0:
		/* starting_left, chooser, places, start_fixed: the check
		 * refuses them without numbered zones, which no made-up
		 * ruleset has */
		sb_add(t, plain[rg_below(g->r, rg_chance(g->r, 95) ? 5 :
		    9)]);
		break;
	case 1:
		if ((ok = g->res.n > 0))
			sb_add(t, rg_pick(g->r, g->res.v, g->res.n));
		break;
	case 2:
		if ((ok = g->nwords.n > 0))
			sb_add(t, rg_pick(g->r, g->nwords.v, g->nwords.n));
		break;
	case 3:
		if (rg_chance(g->r, 5)) {	/* a player's squads' pieces
						 * (refused without numbered
						 * zones, which no made-up
						 * ruleset has) */
			sb_printf(t, "squad_pieces(%s, %s)", rg_chance(g->r,
			    50) ? "fighters" : "transporters", g->who ? "who" :
			    "me");
			break;
		}
		if ((ok = g->regions.n > 0))
			sb_add(t, rg_chance(g->r, 50) ? "regions" :
			    "regions_total");
		break;
	case 4:
		sb_add(t, rg_chance(g->r, 50) ? "owner(" : "mine(");
		ok = region(g, t);
		sb_add(t, ")");
		break;
	case 5:
		sb_add(t, "pieces(");
		if ((ok = region(g, t)) && g->pieces.n > 0 &&
		    rg_chance(g->r, 50))
			sb_printf(t, ", %s", rg_pick(g->r, g->pieces.v,
			    g->pieces.n));
		sb_add(t, ")");
		break;
	case 6:
		sb_add(t, "adjacent(");
		ok = region(g, t);
		sb_add(t, ", ");
		ok = ok && region(g, t);
		sb_add(t, ")");
		break;
	case 7:
		if (!(ok = g->groups.n > 0))
			break;
		if (rg_chance(g->r, 10)) {	/* a group's first region
						 * (-1: none), of one or of
						 * each ('group' where
						 * nothing binds it: refused
						 * by the check, so only
						 * where something does) */
			const char *of = rg_chance(g->r, 50) ? "" :
			    "sum_groups";
			sb_printf(t, "%s(first_region(%s))", of,
			    (of[0] != '\0' || g->group) && rg_chance(g->r,
			    50) ? "group" : rg_pick(g->r, g->groups.v,
			    g->groups.n));
		} else if (rg_chance(g->r, 30))	/* over every group */
			sb_add(t, rg_chance(g->r, 50) ?
			    "count_groups(held(group))" :
			    "sum_groups(held(group) * 2)");
		else
			sb_printf(t, "held(%s)", g->group && rg_chance(g->r,
			    40) ? "group" : rg_pick(g->r, g->groups.v,
			    g->groups.n));
		break;
	case 8:
		if ((ok = g->regions.n > 0 && g->values.n > 0))
			sb_printf(t, "held_groups(%s)", rg_pick(g->r,
			    g->values.v, g->values.n));
		break;
	case 9:
		sb_add(t, "value(");
		if ((ok = region(g, t) && g->rvalues.n > 0))
			sb_printf(t, ", %s)", rg_pick(g->r, g->rvalues.v,
			    g->rvalues.n));
		break;
	case 10:
		if ((ok = g->regions.n > 0 && !g->here))
			over_all(g, t, "regions", &g->here);
		break;
	case 11:
		if ((ok = !g->who))
			over_all(g, t, "players", &g->who);
		break;
	case 12:
		if ((g->claims || rg_chance(g->r, 2)) && rg_chance(g->r, 30)) {
			/* a player's claims at the card mechanisms' sites
			 * (refused without mechanisms.claims) */
			static const char keys[][16] = { "site_points",
				"garrison_points", "kept", "best_kept" };
			sb_printf(t, "claimed(%s, %s)", g->who ? "who" : "me",
			    keys[rg_below(g->r, 4)]);
		} else if ((ok = g->res.n > 0))
			sb_printf(t, "resource(%s, %s)", rg_pick(g->r,
			    g->res.v, g->res.n), g->who ? "who" : "me");
		break;
	case 13:
		/* a mechanism's number (its default when not declared; a
		 * key that is no number refused) */
		if (rg_chance(g->r, 10))
			sb_printf(t, "mechanism(game-end, %s)", rg_chance(g->r,
			    90) ? "roll-fall" : "roll");
		else if ((ok = g->res.n > 0))
			sb_printf(t, "total(%s)", rg_pick(g->r, g->res.v,
			    g->res.n));
		break;
	case 14:
		if ((ok = g->bags.n > 0) && rg_chance(g->r, 40)) {
			/* one item's (refused but in a deck of items drawn
			 * at random) */
			int i = rg_below(g->r, g->bags.n);
			sb_printf(t, "left(%s, %s)", g->bags.v[i],
			    g->items[i].n > 0 ? rg_pick(g->r, g->items[i].v,
			    g->items[i].n) : "item");
		} else if (ok)
			sb_printf(t, "left(%s)", rg_pick(g->r, g->bags.v,
			    g->bags.n));
		break;
	case 15:
		if ((ok = g->in_roll) && g->in_target && rg_chance(g->r, 30))
			sb_add(t, "target");
		else if (ok && rg_chance(g->r, 50))
			sb_add(t, "roll");
		else if (ok && g->dice.n > 0 && rg_chance(g->r, 30)) {
			/* the dice of one die only */
			const char *d = rg_pick(g->r, g->dice.v, g->dice.n);
			sb_printf(t, "rolled(%s, %s)", g->faces.n > 0 &&
			    rg_chance(g->r, 50) ? rg_pick(g->r, g->faces.v,
			    g->faces.n) : "6", d);
		}
		else if (ok)
			sb_printf(t, "rolled(%s)", g->faces.n > 0 &&
			    rg_chance(g->r, 50) ? rg_pick(g->r, g->faces.v,
			    g->faces.n) : "6");
		break;
	case 17:
		/* the acting chiefs' modifiers added up (refused without
		 * chiefs, or with a unit where the modifier takes none),
		 * chief_of() and chief_ability() (refused without chiefs), or
		 * the actor's takings this round (refused without
		 * round-count) */
		if (rg_chance(g->r, 30) && (g->round_count ||
		    rg_chance(g->r, 5)))
			sb_add(t, "round_taken()");
		else if (!g->leaders && !rg_chance(g->r, 5))
			ok = 0;
		else if (rg_chance(g->r, 40)) {
			/* what of a player's chief is read, or whether a
			 * chief has an ability to use (its number past the
			 * last now and then: no chief) */
			static const char keys[][10] = { "chief", "counters",
				"ability", "lent" };
			int k = rg_below(g->r, 5);
			if (k < 4)
				sb_printf(t, "chief_of(%s, %s)", g->who ? "who" :
				    "me", keys[k]);
			else {
				int c = rg_below(g->r, g->chiefs.n + 2) - 1;
				sb_printf(t, "chief_ability(%d)", c);
			}
		} else if (rg_chance(g->r, 50))
			sb_printf(t, "chief_sum(%s, me)", rg_chance(g->r, 50) ?
			    "summons" : "immune");
		else
			sb_printf(t, "chief_sum(summon_counters, me, %s)",
			    g->uwords.n > 0 ? rg_pick(g->r, g->uwords.v,
			    g->uwords.n) : "0");
		break;
	case 18:
		/* on a map of territories (elsewhere seldom: refused): the
		 * tiles of a kind the mix has left (a tile's id, or its
		 * place from 0, one past the last now and then), or a
		 * territory's holder by its name of before (controller) */
		if (!(ok = g->terr || rg_chance(g->r, 3)))
			break;
		if (rg_chance(g->r, 50)) {
			if (g->tiles.n > 0 && rg_chance(g->r, 70))
				sb_printf(t, "tiles_left(%s)", rg_pick(g->r,
				    g->tiles.v, g->tiles.n));
			else {
				int k = rg_below(g->r, g->tiles.n + 2) - 1;
				sb_printf(t, "tiles_left(%d)", k);
			}
		} else if ((ok = g->terrwords.n > 0 || g->here)) {
			const char *at = g->here && rg_chance(g->r, 50) ?
			    "here" : g->terrwords.n > 0 ? rg_pick(g->r,
			    g->terrwords.v, g->terrwords.n) : "here";
			sb_printf(t, "controller(%s)", at);
		}
		break;
	case 16:
		if (g->rtallies.n > 0 && rg_chance(g->r, 50)) {
			sb_printf(t, "tally(%s, ", rg_pick(g->r, g->rtallies.v,
			    g->rtallies.n));
			ok = region(g, t);
			sb_add(t, ")");
		} else if ((ok = g->tallies.n > 0))
			sb_printf(t, "tally(%s)", rg_pick(g->r, g->tallies.v,
			    g->tallies.n));
		break;
	case 19:
		ok = state_read(g, t);
		break;
	}
	return ok;
}

static void
sub(struct gen *g, struct strbuf *b)
{
	g->depth++;
	gen_expr(g, b);
	g->depth--;
}

/* A name, or a number when the one drawn is not there. */
static void
name_or_number(struct gen *g, struct strbuf *b)
{
	struct strbuf t;

	sb_init(&t);
	if (name(g, &t))
		sb_add(b, sb_str(&t));
	else
		number(g, b);
	sb_release(&t);
}

void
gen_expr(struct gen *g, struct strbuf *b)
{
	static const char *const ops[] = { "+", "-", "*", "/", "%", "<",
		"<=", ">", ">=", "==", "!=", "and", "or" };
	static const char *const fns[] = { "min", "max", "floor", "ceil",
		"round", "abs", "if" };
	int k = rg_below(g->r, g->depth > 2 ? 3 : 6);

	if (g->in_combat && rg_chance(g->r, 50)) {
		sb_add(b, rg_chance(g->r, 70) ? "units" : "enemy");
	} else if (k == 0) {
		number(g, b);
	} else if (k == 1 || k == 2) {
		name_or_number(g, b);
	} else if (k == 3) {
		sb_add(b, "(");
		sub(g, b);
		sb_printf(b, " %s ", ops[rg_below(g->r, 13)]);
		sub(g, b);
		sb_add(b, ")");
	} else if (k == 4) {
		int f = rg_below(g->r, 7), n = f < 2 ? 2 : f == 6 ? 3 : 1;
		sb_printf(b, "%s(", fns[f]);
		for (int i = 0; i < n; i++) {
			sb_add(b, i ? ", " : "");
			sub(g, b);
		}
		sb_add(b, ")");
	} else {
		sb_add(b, rg_chance(g->r, 80) ? "" : rg_chance(g->r, 50) ?
		    "-" : "not ");
		name_or_number(g, b);
	}
}

/* An expression as a quoted YAML scalar. */
static void
qexpr(struct gen *g, struct strbuf *b)
{
	sb_add(b, "\"");
	gen_expr(g, b);
	sb_add(b, "\"");
}

/* A mapping of resources (or a bag's items) to amounts. */
static void
amounts(struct gen *g, struct strbuf *b, const struct words *from)
{
	int n = 1 + rg_below(g->r, 2);
	const char *first = NULL;

	sb_add(b, "{");
	for (int i = 0; i < n && from->n > 0; i++) {
		const char *id = rg_pick(g->r, from->v, from->n);
		if (first != NULL && strcmp(first, id) == 0)
			break;
		first = id;
		sb_printf(b, "%s%s: ", i ? ", " : "", id);
		qexpr(g, b);
	}
	sb_add(b, "}");
}

/* The players ranked into the final standings of the card mechanisms
 * (refused without mechanisms.claims), by an expression then the claims,
 * with a none; the ties left drawn by the GM's words of kind draws (how 0,
 * where the action has them), or waiting for an action that takes them
 * (how 1: refused where it takes none), or left tied; now and then the
 * effect final-standings of a text of before. */
static void
standings(struct gen *g, struct strbuf *b, int how)
{
	struct strbuf x;
	int decided, low;

	if (rg_chance(g->r, 10)) {
		/* as a text of before wrote them: declared at load where
		 * mechanisms.claims.final ranks by what a declaration
		 * reads, else refused */
		if (how == 0 && g->dwords.n > 0)
			sb_printf(b, "{final-standings: {draws: %s}}",
			    rg_pick(g->r, g->dwords.v, g->dwords.n));
		else
			sb_add(b, how == 1 ? "{final-standings: {later: "
			    "score}}" : "{final-standings: {}}");
		return;
	}
	sb_init(&x);
	g->who++;
	gen_expr(g, &x);
	g->who--;
	decided = rg_chance(g->r, 50);
	low = rg_chance(g->r, 50);
	sb_printf(b, "{rank-players: {into: standings, by: [{value: \"%s\", "
	    "prefer: %s, word: points, json: a}, {value: \"claimed(who, "
	    "best_kept)\", none: \"claimed(who, kept) == 0\", prefer: high, "
	    "word: \"best kept\", json: b}], pair-says: \"{@before}: "
	    "{@compared}\", tied-pair-says: \"{@pair} stay tied\"%s",
	    sb_str(&x), low ? "low" : "high", decided ?
	    ", json-pairs: decided" : "");
	if (how == 0 && g->dwords.n > 0)
		sb_printf(b, ", draws: %s", rg_pick(g->r, g->dwords.v,
		    g->dwords.n));
	else if (how == 1)
		sb_printf(b, ", later: %s", rg_chance(g->r, 80) ? "score" :
		    "next");
	sb_add(b, "}}");
	sb_release(&x);
}

/* A die; seldom d100 for a combat's dice by the unit, whose exact odds
 * are too many to follow beyond a few dice. */
static const char *
die(struct gen *g)
{
	static const char *const plain[] = { "d6", "d6", "d10", "d1", "d2",
		"d3", "d20", "d100" };

	if (g->dice.n > 0 && rg_chance(g->r, 30))
		return rg_pick(g->r, g->dice.v, g->dice.n);
	return plain[rg_below(g->r, g->in_combat && rg_chance(g->r, 80) ? 7 :
	    8)];
}

/* A region of an effect, or a word that is none. */
static void
where(struct gen *g, struct strbuf *b)
{
	int here = g->here;

	g->here = 0;
	if (!region(g, b))
		sb_add(b, "nowhere");
	g->here = here;
}

static void
pieces_effect(struct gen *g, struct strbuf *b)
{
	static const char *const kinds[] = { "place", "remove", "move" };
	int k = rg_below(g->r, 3);

	sb_printf(b, "{%s: {piece: %s, count: ", kinds[k], g->pieces.n > 0 ?
	    rg_pick(g->r, g->pieces.v, g->pieces.n) : "piece");
	qexpr(g, b);
	sb_add(b, k == 0 ? ", in: " : ", from: ");
	if (k == 0 && rg_chance(g->r, 25)) {
		/* now and then a region given by an expression: one of the
		 * action's region words, else a region by its number */
		sb_add(b, "\"if(");
		gen_expr(g, b);
		for (int i = 0; i < 2; i++)
			if (g->rwords.n > 0 && rg_chance(g->r, 70))
				sb_printf(b, ", %s", rg_pick(g->r, g->rwords.v,
				    g->rwords.n));
			else
				sb_printf(b, ", %d", rg_below(g->r, 3));
		sb_add(b, ")\"");
	} else
		where(g, b);
	if (k == 2) {
		sb_add(b, ", to: ");
		where(g, b);
	}
	sb_add(b, "}}");
}

/* A player: a player word of the action, me, nobody or a region's
 * holder. */
static void
player(struct gen *g, struct strbuf *b)
{
	int k = rg_below(g->r, 4);

	if (k == 0 && g->pwords.n > 0)
		sb_add(b, rg_pick(g->r, g->pwords.v, g->pwords.n));
	else if (k == 1)
		sb_add(b, "nobody");
	else if (k == 2 && g->regions.n > 0) {
		sb_add(b, "owner(");
		where(g, b);
		sb_add(b, ")");
	} else
		sb_add(b, "me");
}

/* The effects on players and regions as a ledger has them: a player
 * paid, a region changing hands or set as it stands, a member of the
 * report, a home, a tally added to. */
static void
ledger_effect(struct gen *g, struct strbuf *b, int k)
{
	switch (k) {
	case 0:
		sb_add(b, "{pay-player: {to: \"");
		player(g, b);
		sb_add(b, "\", amounts: ");
		amounts(g, b, &g->res);
		sb_add(b, "}}");
		break;
	case 1: {
		/* a region changing hands: each player's pieces leave it (as
		 * bernard's buyout, before the buyer's are placed) */
		struct strbuf w;
		sb_init(&w);
		where(g, &w);
		sb_printf(b, "{each-player: [{remove: {from: %s, count: "
		    "\"mine(%s)\"}}]}", sb_str(&w), sb_str(&w));
		sb_release(&w);
		break;
	}
	case 2:
		sb_add(b, "{hold: {region: ");
		where(g, b);
		sb_add(b, ", player: \"");
		player(g, b);
		sb_add(b, "\", count: ");
		qexpr(g, b);
		if (g->pieces.n > 0 && rg_chance(g->r, 30))
			sb_printf(b, ", piece: %s", rg_pick(g->r, g->pieces.v,
			    g->pieces.n));
		sb_add(b, "}}");
		break;
	case 3:
		sb_printf(b, "{data: {%s: ", rg_chance(g->r, 10) ? "game" :
		    rg_chance(g->r, 50) ? "made-up" : "count");
		qexpr(g, b);
		sb_add(b, "}}");
		break;
	case 4:
		sb_add(b, "{set-home: ");
		where(g, b);
		sb_add(b, "}");
		break;
	case 7:
		/* the places chosen: refused by the check where the game
		 * has no mechanisms.chosen-order (rulegen_make.c now and
		 * then declares one) */
		if (rg_chance(g->r, 50)) {
			sb_add(b, "{take-place: ");
			qexpr(g, b);
			sb_add(b, "}");
			break;
		}
		if (rg_chance(g->r, 10)) {	/* a zone's board set */
			sb_add(b, "{set-board: {at: ");
			if (!region(g, b))
				sb_add(b, "nowhere");
			sb_add(b, ", settings: changes}}");
			break;
		}
		if (rg_chance(g->r, 15)) {	/* goods onto a squad */
			sb_add(b, rg_chance(g->r, 50) ? "{cargo-on: {at: " :
			    "{cargo-off: {at: ");
			if (!region(g, b))
				sb_add(b, "nowhere");
			sb_add(b, ", goods: goods}}");
			break;
		}
		if (rg_chance(g->r, 15)) {	/* a sealed production order */
			sb_add(b, "{seal-order: {at: ");
			if (!region(g, b))
				sb_add(b, "nowhere");
			sb_add(b, ", n: w1, product: fighter}}");
			break;
		}
		if (rg_chance(g->r, 15)) {	/* a landing's outcome, of a
						 * text of before */
			sb_add(b, "{landing: {at: ");
			if (!region(g, b))
				sb_add(b, "nowhere");
			sb_add(b, ", captured: ");
			qexpr(g, b);
			sb_add(b, ", lost: w1, militia: w1}}");
			break;
		}
		if (rg_chance(g->r, 15)) {	/* a squad's losses */
			sb_add(b, "{squad-loses: {at: ");
			if (!region(g, b))
				sb_add(b, "nowhere");
			sb_add(b, rg_chance(g->r, 50) ? ", carriers: w1}}" :
			    ", party: nobody, strikers: w1}}");
			break;
		}
		if (rg_chance(g->r, 15)) {	/* a producer added to a zone */
			sb_add(b, "{add-producer: {at: ");
			if (!region(g, b))
				sb_add(b, "nowhere");
			sb_add(b, rg_chance(g->r, 50) ? ", kind: oil}}" :
			    ", kind: w1}}");
			break;
		}
		if (rg_chance(g->r, 15)) {	/* a squad given its counts */
			sb_add(b, "{squad-counts: {at: ");
			if (!region(g, b))
				sb_add(b, "nowhere");
			sb_add(b, rg_chance(g->r, 50) ? ", strikers: w1, "
			    "carriers: w1}}" : ", party: nobody, away: w1, "
			    "strikers: w1}}");
			break;
		}
		if (rg_chance(g->r, 15)) {	/* a squad flies */
			sb_add(b, "{squad-flies: {from: ");
			if (!region(g, b))
				sb_add(b, "nowhere");
			sb_add(b, ", to: ");
			if (!region(g, b))
				sb_add(b, "nowhere");
			sb_add(b, rg_chance(g->r, 50) ? ", strikers: w1}}" :
			    ", strikers: w1, carriers: w1, goods: goods}}");
			break;
		}
		if (rg_chance(g->r, 15)) {	/* a zone's holder and militia */
			sb_add(b, "{zone-holder: {at: ");
			if (!region(g, b))
				sb_add(b, "nowhere");
			sb_add(b, rg_chance(g->r, 50) ? ", militia: w1, owner: "
			    "me}}" : ", owner: nobody, replenish: 1}}");
			break;
		}
		if (rg_chance(g->r, 15)) {	/* a squad sent to a zone */
			sb_add(b, "{send-squad: {from: ");
			if (!region(g, b))
				sb_add(b, "nowhere");
			sb_add(b, ", to: ");
			if (!region(g, b))
				sb_add(b, "nowhere");
			sb_add(b, rg_chance(g->r, 50) ? ", strikers: w1, carriers: "
			    "w2}}" : ", strikers: w1, carriers: w1, goods: "
			    "goods}}");
			break;
		}
		if (rg_chance(g->r, 10)) {	/* a player's word in the
						 * dice-pool combat */
			int w = (int)rg_below(g->r, 3);
			const char *who = g->pwords.n > 0 ? rg_pick(g->r,
			    g->pwords.v, g->pwords.n) : "w1";
			if (w == 2)	/* to a territory word (of kind
					 * territory, not refuge: refused) */
				sb_printf(b, "{retreat: {player: %s, to: %s}}",
				    who, g->terrwords.n > 0 ? rg_pick(g->r,
				    g->terrwords.v, g->terrwords.n) : "w2");
			else
				sb_printf(b, "{%s: {player: %s}}", w == 0 ?
				    "hold-back" : "remain", who);
			break;
		}
		if (rg_chance(g->r, 10)) {	/* a squad set, its goods */
			sb_add(b, "{squad-counts: {party: w0, at: ");
			if (!region(g, b))
				sb_add(b, "nowhere");
			sb_add(b, ", strikers: w1, carriers: w2, away: rest, "
			    "goods: rest}}");
			break;
		}
		if (rg_chance(g->r, 10)) {	/* a battle in an orbit */
			sb_add(b, "{orbit-battle: {at: ");
			if (!region(g, b))
				sb_add(b, "nowhere");
			sb_add(b, rg_chance(g->r, 50) ? ", first: w1, second: "
			    "w2}}" : ", first: w2, second: w2}}");
			break;
		}
		if (rg_chance(g->r, 10)) {	/* a land attacked from a
						 * word's lands */
			sb_add(b, "{seize: {target: ");
			if (!region(g, b))
				sb_add(b, "w0");
			sb_printf(b, ", from: w%d}}", (int)rg_below(g->r, 4));
			break;
		}
		if (rg_chance(g->r, 10)) {	/* a word's lands, each, or
						 * units taken off them, of
						 * one kind or each (refused
						 * where the word is no
						 * sources) */
			int w = (int)rg_below(g->r, 4);
			if (rg_chance(g->r, 50)) {
				sb_printf(b, "{each-source: {word: w%d, then: "
				    "[{if: {test: \"sent(w%d, here) > "
				    "pieces(here) - 1\", then: [{refuse: "
				    "\"{@region here}: {sources(w%d)}\"%s}]}}, "
				    "{say: \"{faces_given} {reaches(here, "
				    "here)}\"}]}}", w, w, w, rg_chance(g->r,
				    50) ? ", usage: true" : "");
				break;
			}
			sb_printf(b, "{take-sources: {word: w%d, count: ", w);
			qexpr(g, b);
			if (g->pieces.n > 0 && rg_chance(g->r, 40))
				sb_printf(b, ", piece: %s", rg_pick(g->r,
				    g->pieces.v, g->pieces.n));
			sb_add(b, "}}");
			break;
		}
		if (rg_chance(g->r, 10)) {	/* the report's members: a
						 * line, a flag (a key it has
						 * already: refused) */
			static char *const keys[] = { "note", "seq",
				"taken", "messages" };
			const char *key = rg_pick(g->r, keys, 4);
			if (rg_chance(g->r, 50)) {
				sb_printf(b, "{say: \"{@me}\", json: %s}",
				    key);
				break;
			}
			sb_printf(b, "{data-flag: {%s: ", key);
			qexpr(g, b);
			sb_add(b, "}}");
			break;
		}
		if (rg_chance(g->r, 10)) {	/* the combat begins on a
						 * territory word */
			const char *who = g->pwords.n > 0 ? rg_pick(g->r,
			    g->pwords.v, g->pwords.n) : "w2";
			sb_printf(b, "{start-combat: {at: %s, attacker: %s}}",
			    g->terrwords.n > 0 ? rg_pick(g->r, g->terrwords.v,
			    g->terrwords.n) : "w1", who);
			break;
		}
		if (rg_chance(g->r, 10)) {	/* one piece attacks another */
			sb_add(b, "{duel: {attacker: w0, target: w1, "
			    "modifiers: w2}}");
			break;
		}
		if (rg_chance(g->r, 10)) {	/* the dice of the combat's
						 * step (false: no effect,
						 * refused) */
			sb_add(b, rg_chance(g->r, 90) ? "{fire-step: true}" :
			    "{fire-step: false}");
			break;
		}
		if (rg_chance(g->r, 10)) {	/* each player's pool of the
						 * step, then the hits that
						 * need no choice, of before
						 * or declared (refused
						 * without the combat) */
			static char *const pools[] = {
				"{throw-pools: {fires: \"fires_in(kind, who) == "
				    "fight(step)\", escalation: true, heading: "
				    "\"{@step fight(step)}\"}}",
				"{throw-pools: {fires: \"kind >= 0\"}}",
				"{throw-pools: {fires: \"fight_player(who, in) "
				    "and fight(rolled) == 0\"}}",
				"{settle-hits: true}",
				"{settle-hits: {wait: \"fight(players) > 2\", "
				    "order: turn-order}}",
				"{settle-hits: {wait: 0, order: seats}}",
				"{settle-hits: {wait: \"fight(next_seat) != "
				    "fight(next)\", order: seats}}",
			};
			sb_add(b, rg_pick(g->r, pools, 7));
			break;
		}
		if (rg_chance(g->r, 10)) {	/* every zone at once: the
						 * producers' output, the
						 * neutrals replenished (of
						 * before or declared) or the
						 * sealed orders carried out,
						 * the squads in flight moved
						 * (refused without zones) */
			static char *const every[] = { "{produce: true}",
				"{replenish-neutrals: true}",
				"{open-orders: true}",
				"{advance-squads: true}",
				"{rank-choosers: true}",
				"{list-battles: true}",
				"{battles-fought: true}",
				"{each-region: [{if: {test: \"owner(here) == "
				    "nobody and replenish_due(here)\", then: "
				    "[{replenish: here}]}}]}",
				"{each-squad-in-flight: [{say: \"{@player who} "
				    "({@squad}) nears {@name here}: {space} of "
				    "{squads_in_flight}\"}, {fly-on: true}]}" };
			sb_add(b, rg_pick(g->r, every, 9));
			break;
		}
		if (rg_chance(g->r, 5)) {
			/* the battles due in the orbits declared: said with
			 * @parties, refused, or stopped for the neutral
			 * guard's number while it is unknown (no zones or
			 * no colonies: refused); the zones fought over (their
			 * own mark: no zones, refused) */
			static char *const orbit[] = {
				"{each-region: [{if: {test: \"parties(here) >= "
				    "2 and not fought(here)\", then: [{say: "
				    "\"due at {@name here}: {@parties here}\"}]}}]}",
				"{each-region: [{if: {test: \"parties(here) - "
				    "(guard_unknown(here) and strikers(here, "
				    "nobody) == 0) >= 2\", then: [{refuse: "
				    "\"fight at {here + 1} ('{@command battle}', "
				    "'{@command station}')\"}]}}]}",
				"{each-region: [{if: {test: \"guard_unknown("
				    "here)\", then: [{refuse: \"{@unknown "
				    "colonies, neutral-fighters}\", unknown: "
				    "colonies.neutral-fighters}]}}]}",
				"{each-region: [{if: {test: \"fought(here)\", "
				    "then: [{say: \"{@name here} was fought "
				    "over\"}]}}]}",
				("{refuse: \"not now\", unknown: "
				    "game-end.roll-start}") };
			sb_add(b, rg_pick(g->r, orbit, 5));
			break;
		}
		if (rg_chance(g->r, 5) && g->res.n > 0) {
			/* the producers' output declared (ashes' kinds; a
			 * kind the ruleset has not, or no zones: refused),
			 * said with @changed; a zone awaiting its producer
			 * refuses the command */
			static char *const due[] = {
				"{each-region: [{if: {test: \"producer_due(here)"
				    "\", then: [{refuse: \"{@name here} awaits "
				    "a producer\"}]}}]}",
				"{refuse: \"not now: {round}\"}" };
			if (rg_chance(g->r, 30)) {
				sb_add(b, rg_pick(g->r, due, 2));
				break;
			}
			int oil = rg_chance(g->r, 50);
			sb_printf(b, "{each-player: [{gain: {%s: \"sum_regions("
			    "if(owner(here) == me, producers(here, %s) * "
			    "output(here), 0))\"}, says: \"{@me}: {@changed}"
			    "\"}]}", rg_pick(g->r, g->res.v, g->res.n), oil ?
			    "oil" : "steel");
			break;
		}
		if (rg_chance(g->r, 10)) {	/* a player's hits given to
						 * units (no targets word
						 * here: refused) */
			sb_printf(b, "{assign-hits: {player: %s, targets: w2}}",
			    g->pwords.n > 0 ? rg_pick(g->r, g->pwords.v,
			    g->pwords.n) : "w1");
			break;
		}
		if (rg_chance(g->r, 10)) {	/* a new hand drawn unseen,
						 * or a text of before's
						 * (false: no effect,
						 * refused; no deck of
						 * hands: refused), or the
						 * round's next site laid
						 * from a word (refused
						 * unless the sites' deck
						 * and w1 a revealed word),
						 * or a hand put under the
						 * sites (refused unless w1
						 * a player, w2 a
						 * commitment, in an
						 * action) */
			sb_add(b, rg_chance(g->r, 60) ? "{draw: {deck: "
			    "player-decks, count: hand_size(player-decks), "
			    "unseen: true}}" : rg_chance(g->r, 70) ?
			    "{draw-hand: true}" : rg_chance(g->r, 70) ?
			    "{draw: {deck: sites, card: w1}}" :
			    rg_chance(g->r, 60) ? "{move-cards: {deck: "
			    "player-decks, from: hand, to: played, player: "
			    "w1, cards: w2}}" : "{draw-hand: false}");
			break;
		}
		if (rg_chance(g->r, 5) && g->bags.n > 0) {
			/* a pile of a deck moved onto another, everybody's
			 * or a player's (refused where the deck has no such
			 * piles, or from and to are the same) */
			static const char *const piles[] = { "draw", "hand",
				"discard", "played" };
			const char *deck = rg_pick(g->r, g->bags.v, g->bags.n);
			const char *from = piles[rg_below(g->r, 4)];
			sb_printf(b, "{move-cards: {deck: %s, from: %s, to: %s",
			    deck, from, piles[rg_below(g->r, 3)]);
			if (rg_chance(g->r, 40)) {
				sb_add(b, ", player: \"");
				player(g, b);
				sb_add(b, "\"");
			}
			sb_add(b, rg_chance(g->r, 30) ? "}, says: \"{@me}'s "
			    "cards move\"}" : "}}");
			break;
		}
		if (rg_chance(g->r, 5) && g->res.n > 0) {
			/* the action points of a turn declared: the
			 * mechanism's per-turn (0 without
			 * mechanisms.action-points), holds and a place's
			 * extra-ap (refused without board.places; by its
			 * second name now and then), said with @regionterms */
			const char *r = rg_pick(g->r, g->res.v, g->res.n);
			const char *x = rg_chance(g->r, 20) ? "extra_ap(here)" :
			    "value(here, extra-ap)";
			sb_printf(b, "{set: {%s: \"mechanism(action-points, "
			    "per-turn) + sum_regions(%s * holds(here, me))\"}, "
			    "json: ap, says: \"{@me} has {%s} ({mechanism("
			    "action-points, per-turn)} a turn{@regionterms %s * "
			    "holds(here, me)})\"}", r, x, r, x);
			break;
		}
		if (rg_chance(g->r, 10)) {	/* what a turn brings: the
						 * mechanism each reads is
						 * seldom there (refused) */
			sb_add(b, rg_chance(g->r, 30) ? "{count-held: true}" :
			    rg_chance(g->r, 50) ?
			    "{action-points: true, json: ap}" :
			    "{unit-income: true, json: income}");
			break;
		}
		if (rg_chance(g->r, 5)) {	/* the turns places are held:
						 * counted, said, let go
						 * (refused without
						 * board.places; hold_needed
						 * without a hold victory) */
			static const char *const held[] = {
				"{each-region: [{if: {test: \"owner(here) == "
				    "me and holds(here, me)\", then: "
				    "[{set-turns-held: {place: here, turns: "
				    "\"turns_held(here) + 1\"}}]}}]}",
				"{each-region: [{if: {test: \"owner(here) == "
				    "me\", then: [{let-go: here}]}}]}",
				"{each-region: [{say: \"{@name here}: "
				    "{turns_held(here)} since "
				    "{held_since(here)}, "
				    "{hold_needed(here)} win, at end "
				    "{hold_at_end(here)}\"}]}",
				"{set-turns-held: {place: \"0\", turns: "
				    "\"-1\"}}" };
			sb_add(b, held[rg_below(g->r, 4)]);
			break;
		}
		sb_add(b, rg_chance(g->r, 50) ? "{place-starting: " :
		    "{deal-start: ");
		if (!region(g, b))
			sb_add(b, "nowhere");
		sb_add(b, "}");
		break;
	case 8:
		if (rg_chance(g->r, 20)) {	/* the orbits turn, the links
						 * dissolve (refused without
						 * bodies), now and then said */
			sb_add(b, rg_chance(g->r, 50) ?
			    "{advance-bodies: true}" : rg_chance(g->r, 50) ?
			    "{dissolve-links: true}" :
			    "{say: \"{links} links\"}");
			break;
		}
		if (rg_chance(g->r, 10)) {	/* a round's end: the cards'
						 * table cleared, the game's
						 * end, the zones', a reach
						 * victory's, the turn order
						 * ranked, a map's spawn (as
						 * declared), the
						 * spawned pieces', every
						 * region's (refused without
						 * them); a captive taken
						 * (refused: no unit is just
						 * destroyed here) */
			static const char *const end[] = {
				"{discard-played: true}",
				"{clear-sites: true}",
				"{move-cards: {deck: player-decks, from: "
				    "played, to: discard}, says: \"the cards "
				    "played go\"}",
				"{move-cards: {deck: player-decks, from: hand, "
				    "to: discard}}",
				"{remove-sites: {unscored-says: \"{@site site} "
				    "leaves the game\"}}",
				"{clear-round-sites: discard}",
				"{clear-round-sites: drop}",
				"{end-roll: true}",
				"{hold-win: true}", "{revolts: true}",
				"{squads-rest: true}",
				"{clear-marks: [rest, fought]}",
				"{clear-marks: [fought]}",
				"{reach-win: true}",
				"{rank-turns: true}",
				/* the spawn as aldarra declares it: the
				 * pieces added, then two calm dice more to
				 * place (spawn-pieces is only an old text's) */
				"{if: {test: \"round > 0\", then: "
				    "[{add-spawned: \"terrain(spawn, here)\", "
				    "says: \"spawn: {@regions added(here)}\"}, "
				    "{roll: {dice: [{count: 2, die: blue}], "
				    "calm: true, json: spawned, keep-rolls: "
				    "true, table: [{when: \"roll > 10\", "
				    "effects: [{start-placing: \"10\"}]}, "
				    "{effects: [{start-placing: roll}]}]}, "
				    "says: \"{@faces}: {to_place} to "
				    "place\"}]}}",
				/* the spawn as a text of before wrote it:
				 * declared at load with mechanisms.spawn */
				"{spawn-pieces: true}",
				"{clear-spawned: \"mine(here) > 0\"}",
				"{each-region: [{zone-holder: {at: here, "
				    "owner: nobody, replenish: 1}}]}",
				"{data-members: [{key: first, value: "
				    "\"round\"}, {key: flagged, value: \"round "
				    "> 2\", as: flag}]}",
				"{each-player: [{reinforce: {at: \"0\", "
				    "strikers: \"1\", militia: \"round\"}}]}",
				"{each-region: [{if: {test: \"militia(here) < "
				    "folk(here)\", then: [{say: \"{@name here}: "
				    "{militia(here)}\"}]}}]}",
				"{each-player: [{set-morale: {player: me, "
				    "force: fighters, up: \"1 - morale(me, "
				    "troops)\"}}]}",
				"{each-region: [{flee-home: {party: nobody, "
				    "from: here}}]}",
				"{each-region: [{set-fought: here}]}",
				"{data-or-null: {last: \"round - 1\"}}",
				"{add-spawned: \"min(terrain(spawn, here), "
				    "3 - sum_regions(spawned(here)))\", says: "
				    "\"on {@regions added(here)}\"}",
				"{start-placing: \"2\"}",
				"{roll: {dice: [{count: 2, die: blue}], calm: "
				    "true, json: thrown, keep-rolls: true}, says: "
				    "\"{@faces} = {roll}\"}",
				"{capture: who}" };
			sb_add(b, end[rg_below(g->r, (int)(sizeof end /
			    sizeof *end))]);
			break;
		}
		if (rg_chance(g->r, 5)) {	/* the players ranked into the
						 * turn order by one or two
						 * expressions, who bound
						 * (refused where the game
						 * keeps no turn order), said
						 * with @ranking and @ties */
			struct strbuf x;
			sb_init(&x);
			gen_expr(g, &x);
			sb_printf(b, "{rank-players: {by: [{value: \"%s\", "
			    "prefer: %s}", sb_str(&x), rg_chance(g->r, 50) ?
			    "low" : "high");
			if (rg_chance(g->r, 30))
				sb_add(b, ", {value: \"regions(who)\", "
				    "prefer: high}");
			sb_printf(b, "], into: turn-order, tied-says: \"tied: "
			    "{@ties}\"}, says: \"ranked: {@ranking %s}\"%s}",
			    sb_str(&x), rg_chance(g->r, 50) ?
			    ", json: ranked" : "");
			sb_release(&x);
			break;
		}
		if (rg_chance(g->r, 5)) {	/* every player's text joined
						 * into a line, a term of a
						 * sum, maybe each player's
						 * object in the json */
			struct strbuf x;
			sb_init(&x);
			gen_expr(g, &x);
			int listed = rg_chance(g->r, 70), each =
			    rg_chance(g->r, 50);
			sb_printf(b, "{list-players: {each: \"{@player who} "
			    "{%s}{@term more, %s}\"%s}, says: \"all: "
			    "{@list}\"%s}", sb_str(&x), sb_str(&x), each ?
			    ", json-each: [{key: v, value: \"players\"}]" : "",
			    listed ? ", json: listed" : "");
			sb_release(&x);
			break;
		}
		if (rg_chance(g->r, 5)) {	/* the players ranked into the
						 * choosing order (refused
						 * without a chosen-order),
						 * each pair said, a criterion
						 * with a none, words and json
						 * names, maybe the pairs in
						 * the json */
			struct strbuf x;
			sb_init(&x);
			gen_expr(g, &x);
			sb_printf(b, "{rank-players: {by: [{value: \"%s\", "
			    "prefer: low, word: \"{@word zone}\", json: a}, "
			    "{value: \"home(who)\", none: \"home(who) < 0\", "
			    "prefer: high, word: home, json: b}], into: "
			    "choosers, pair-says: \"{@before}: {@decided}; "
			    "{@compared}\", tied-pair-says: \"{@pair}\"%s}, "
			    "json: ranked}",
			    sb_str(&x), rg_chance(g->r, 50) ?
			    ", json-pairs: pairs" : "");
			sb_release(&x);
			break;
		}
		if ((g->claims || rg_chance(g->r, 10)) && rg_chance(g->r, 20)) {
			standings(g, b, rg_below(g->r, 3));
			break;
		}
		if (rg_chance(g->r, 5)) {	/* a winner declared: the
						 * best player by an
						 * expression, or an
						 * expression's value, no
						 * player at all (refused
						 * when carried out) */
			sb_add(b, "{declare-winner: ");
			if (rg_chance(g->r, 25)) {
				/* jointly, the players tied with the most
				 * of an expression, said with the joint
				 * winners' functions; now and then held
				 * zones' count (refused without
				 * mechanisms.game-end) */
				struct strbuf x;
				sb_init(&x);
				gen_expr(g, &x);
				sb_printf(b, "who, where: \"%s == "
				    "max_players(%s)%s\", says: \"{@winners} "
				    "win{@verb winners} ({@words zone, "
				    "max_players(%s)})\"}", sb_str(&x),
				    sb_str(&x), rg_chance(g->r, 30) ?
				    " and hold_to_win > 0" : "", sb_str(&x));
				sb_release(&x);
				break;
			}
			if (rg_chance(g->r, 70)) {
				sb_add(b, "\"best_player(");
				gen_expr(g, b);
				sb_add(b, ")\"");
			} else
				qexpr(g, b);
			sb_add(b, ", says: \"the game is over\"}");
			break;
		}
		if (rg_chance(g->r, 5)) {	/* resources refilled: one
						 * of the ruleset's, or one
						 * it lacks (refused) */
			sb_printf(b, "{refill: [%s]}", g->res.n > 0 &&
			    rg_chance(g->r, 80) ? rg_pick(g->r, g->res.v,
			    g->res.n) : "nothing");
			break;
		}
		/* a link between two bodies: body words, or ids */
		sb_add(b, "{link: {from: ");
		sb_add(b, g->bwords.n > 0 ? rg_pick(g->r, g->bwords.v,
		    g->bwords.n) : g->bodies.n > 0 ? rg_pick(g->r, g->bodies.v,
		    g->bodies.n) : "nowhere");
		sb_add(b, ", to: ");
		sb_add(b, g->bodies.n > 0 && rg_chance(g->r, 30) ?
		    rg_pick(g->r, g->bodies.v, g->bodies.n) : g->bwords.n > 0 ?
		    rg_pick(g->r, g->bwords.v, g->bwords.n) : "nowhere");
		sb_add(b, ", fields: ");
		qexpr(g, b);
		sb_add(b, "}}");
		break;
	case 9: case 10:
		/* now and then a tracked piece's time counters set, or every
		 * piece's counted down (below 0: the ruleset's error), or a
		 * body put on its orbit by its start dice (a body word, or
		 * w1: refused) */
		if (rg_chance(g->r, 25)) {
			if (k == 9 && rg_chance(g->r, 30)) {
				sb_add(b, "{count-down: {by: ");
				qexpr(g, b);
				sb_add(b, "}}");
			} else if (k == 9) {
				sb_printf(b, "{set-counters: {piece: %s, to: ",
				    g->twords.n > 0 ? rg_pick(g->r, g->twords.v,
				    g->twords.n) : "w1");
				qexpr(g, b);
				sb_add(b, "}}");
			} else
				sb_printf(b, "{roll-position: {of: %s}}",
				    g->bwords.n > 0 ? rg_pick(g->r, g->bwords.v,
				    g->bwords.n) : "w1");
			break;
		}
		/* a tracked piece leaves, or two swap places */
		sb_printf(b, "{%s: {piece: %s", k == 9 ? "leave" : "swap",
		    g->twords.n > 0 ? rg_pick(g->r, g->twords.v, g->twords.n) :
		    "w1");
		if (k == 10)
			sb_printf(b, ", with: %s", g->twords.n > 0 ?
			    rg_pick(g->r, g->twords.v, g->twords.n) : "w2");
		sb_add(b, "}}");
		break;
	case 11:
		sb_add(b, "{release: {captor: \"");
		player(g, b);
		sb_add(b, "\", owner: \"");
		player(g, b);
		sb_add(b, "\"}");
		entered_says(g, b, "released", "entered");
		break;
	case 12:
		if (rg_chance(g->r, 30)) {
			/* a step of the order (one of no map refused), a
			 * spawned piece laid, a territory word explored,
			 * or units moved in an order */
			static char *const steps[] = { "movement",
				"combat", "explore" };
			int w = (int)rg_below(g->r, 5);
			static char *const abil[] = {
				"{run-ability: {chief: \"chief_of(me, "
				    "chief)\"}}",
				"{lend-ability: {chief: \"chief_of(me, "
				    "chief)\", borrow: w1}}" };
			if (w == 3)	/* the actor's chief's ability, a
					 * word (of kind chief, or refused)
					 * borrowed now and then: run or
					 * lent */
				sb_add(b, rg_pick(g->r, abil, 2));
			else if (w == 0)	/* one of the order's, or
						 * of before (maybe none
						 * now: refused) */
				sb_printf(b, "{order-step: {step: %s}}",
				    g->steps.n > 0 && rg_chance(g->r, 80) ?
				    rg_pick(g->r, g->steps.v, g->steps.n) :
				    rg_pick(g->r, steps, 3));
			else if (w == 1) {
				/* a spawned piece laid on a territory, or
				 * the placing's counters (no spawn: refused),
				 * or a rule on the GM's word */
				const char *t = g->terrwords.n > 0 ?
				    rg_pick(g->r, g->terrwords.v,
				    g->terrwords.n) : "w1";
				int how = (int)rg_below(g->r, 3);
				if (how == 0)
					sb_printf(b, "{set-territory: {at: %s, "
					    "spawned: \"spawned(%s) + 1\"}}", t,
					    t);
				else if (how == 1)
					sb_add(b, "{set-placing: {left: "
					    "\"to_place - 1\", placed: "
					    "\"placed + 1\"}}");
				else if (rg_chance(g->r, 60))
					sb_printf(b, "{unchecked: \"whether "
					    "{@region %s} borders a home "
					    "({on_grid(%s)})\"}", t, t);
				else if (rg_chance(g->r, 50))
					/* the arrival's building given
					 * free where the test holds (no
					 * map: refused) */
					sb_printf(b, "{give-arrival: \"owner("
					    "here) == me and %s\"}",
					    rg_chance(g->r, 50) ? "1 > 0" :
					    "pieces(here) > 0");
				else	/* the actor's order placed there
					 * (no orders: refused) */
					sb_printf(b, "{start-order: {at: %s}}",
					    t);
			} else if (w == 2)
				sb_printf(b, "{set-territory: {at: %s, "
				    "explored: 1}}", g->terrwords.n > 0 ?
				    rg_pick(g->r, g->terrwords.v,
				    g->terrwords.n) : "w1");
			else if (rg_chance(g->r, 25))
				/* the way of the order's moves, now and then
				 * one that is none (the ruleset's error) */
				sb_add(b, rg_chance(g->r, 80) ?
				    "{set-order-way: \"if(order_way == 0, 1, "
				    "order_way)\"}" : "{set-order-way: \"3\"}");
			else {
				/* two territory words and a piece-counts
				 * word (w1, w2 where none: refused), moved
				 * by the actor */
				const char *u = g->cwords.n > 0 ?
				    rg_pick(g->r, g->cwords.v, g->cwords.n) :
				    "w2", *to = g->terrwords.n > 0 ?
				    rg_pick(g->r, g->terrwords.v,
				    g->terrwords.n) : "w1";
				sb_printf(b, "{move-units: {from: %s, to: %s, "
				    "units: %s, verb: go}}",
				    g->terrwords.n > 0 ? rg_pick(g->r,
				    g->terrwords.v, g->terrwords.n) : "w1",
				    to, u);
			}
			break;
		}
		/* a home or the arrival's building on a territory word (a
		 * word of another kind where there is none: refused); units
		 * set or added (the build of before is rewritten into
		 * add-units at load) */
		k = rg_below(g->r, 4);	/* which of the three */
		if (k == 3)
			k = 4;
		sb_printf(b, "{%s: {player: \"", k == 0 ? "place-home" :
		    k == 1 ? "place-arrival" : k == 2 ? "set-units" :
		    "add-units");
		player(g, b);
		sb_printf(b, "\", at: %s", g->terrwords.n > 0 ?
		    rg_pick(g->r, g->terrwords.v, g->terrwords.n) : "w1");
		/* the units set: a piece-counts word (w2 where none) */
		if (k >= 2)
			sb_printf(b, ", units: %s",
			    g->cwords.n > 0 ? rg_pick(g->r, g->cwords.v,
			    g->cwords.n) : "w2");
		/* added units: their buildings, what the territory builds
		 * (now and then an unlimited home, or one without builds:
		 * refused), their cost paid */
		if (k == 4 && rg_chance(g->r, 50))
			sb_add(b, ", buildings: true");
		if (k == 4 && rg_chance(g->r, 50))
			sb_add(b, ", builds: true");
		if (k == 4 && rg_chance(g->r, 50))
			sb_add(b, ", cost-name: this levy");
		/* an unlimited home, now and then */
		if (k >= 3 && rg_chance(g->r, 40)) {
			sb_add(b, ", unlimited: ");
			qexpr(g, b);
		}
		sb_add(b, "}}");
		break;
	case 6:
		/* a unit word of the action, or a number where there is
		 * none (which the check refuses) */
		sb_add(b, "{enter: {unit: ");
		if (g->uwords.n > 0)
			sb_add(b, rg_pick(g->r, g->uwords.v, g->uwords.n));
		else
			number(g, b);
		if (rg_chance(g->r, 40)) {	/* its time counters */
			sb_add(b, ", counters: ");
			qexpr(g, b);
		}
		sb_add(b, "}");
		entered_says(g, b, "entered", "released");
		break;
	default:
		if (g->rtallies.n > 0 && (g->tallies.n == 0 ||
		    rg_chance(g->r, 50))) {
			sb_printf(b, "{tally: {id: %s, add: ", rg_pick(g->r,
			    g->rtallies.v, g->rtallies.n));
			qexpr(g, b);
			sb_add(b, ", in: ");
			where(g, b);
		} else {
			sb_printf(b, "{tally: {id: %s, add: ", g->tallies.n >
			    0 ? rg_pick(g->r, g->tallies.v, g->tallies.n) :
			    "none");
			qexpr(g, b);
		}
		sb_add(b, "}}");
		break;
	}
}

/* A roll: its dice, maybe a target and the --json keys of both (a key
 * of the report's own refused), its table, maybe its says. */
static void
roll_effect(struct gen *g, struct strbuf *b)
{
	int n = 1 + rg_below(g->r, 2), rows = rg_below(g->r, 3);
	int target = rg_chance(g->r, 30), says = rg_chance(g->r, 30);
	int outer = g->in_target;

	sb_add(b, "{roll: {dice: [");
	for (int i = 0; i < n; i++) {
		sb_add(b, i ? ", {count: " : "{count: ");
		qexpr(g, b);
		sb_printf(b, ", die: %s}", die(g));
	}
	sb_add(b, "], ");
	if (target) {
		sb_add(b, "target: ");
		qexpr(g, b);
		sb_add(b, rg_chance(g->r, 50) ? ", json-target: needed, " :
		    ", ");
	}
	if (rg_chance(g->r, 20))
		sb_add(b, rg_chance(g->r, 90) ? "json: thrown, " :
		    "json: round, ");
	sb_add(b, "table: [");
	g->in_roll++;
	g->in_target = target;
	g->depth++;
	for (int i = 0; i < rows; i++) {
		sb_add(b, i ? ", {" : "{");
		if (rg_chance(g->r, 70)) {
			sb_add(b, "when: ");
			qexpr(g, b);
			sb_add(b, ", ");
		}
		sb_add(b, "effects: ");
		gen_effects(g, b, 1 + rg_below(g->r, 2));
		sb_add(b, "}");
	}
	g->depth--;
	g->in_roll--;
	g->in_target = outer;
	sb_add(b, "]}");
	if (says)
		sb_printf(b, ", says: \"{@faces} = {roll}%s\"", target ?
		    " ({target} needed)" : "");
	sb_add(b, "}");
}

/* One round of any combat (a pool's refused), or of a mechanism's
 * (combat-of: refused without it), the round's values read in its then,
 * its sides' parties in turn, now and then a side that is none (a
 * failure, no crash). */
static void
round_effect(struct gen *g, struct strbuf *b)
{
	if (rg_chance(g->r, 15))
		sb_add(b, "{combat-round: {combat-of: orbit-combat, attacker: ");
	else
		sb_printf(b, "{combat-round: {combat: %s, attacker: ",
		    g->combats.n > 0 ? rg_pick(g->r, g->combats.v,
		    g->combats.n) : "none");
	qexpr(g, b);
	sb_add(b, ", defender: ");
	qexpr(g, b);
	sb_printf(b, ", against: %s", g->pwords.n > 0 && rg_chance(g->r,
	    50) ? rg_pick(g->r, g->pwords.v, g->pwords.n) : rg_chance(g->r,
	    50) ? "nobody" : "me");
	if (g->res.n > 0 && rg_chance(g->r, 30)) {
		sb_add(b, ", cost: ");
		amounts(g, b, &g->res);
	}
	/* extra dice, now and then on a side of a contest without a die
	 * (refused) or fewer than none (none) */
	if (rg_chance(g->r, 20)) {
		sb_add(b, ", attacker-extra: ");
		qexpr(g, b);
	}
	if (rg_chance(g->r, 20)) {
		sb_add(b, ", defender-extra: ");
		qexpr(g, b);
	}
	if (rg_chance(g->r, 50)) {
		/* the round's values, and now and then a key of a combat
		 * (refused for one not declared, or another key) */
		static const char keys[][16] = { "strikes-back", "loss-cap",
			"stay", "rounds", "mode" };
		sb_printf(b, ", then: [{say: \"{@die %s} {thrown(attacker)} "
		    "{losses(defender)} {units(attacker)} {dice(defender)} "
		    "{@player side_player(defender)}", rg_chance(g->r, 90) ?
		    "attacker" : "2");
		if (rg_chance(g->r, 25)) {
			const char *key = keys[rg_below(g->r, 5)];
			sb_printf(b, " {combat(%s, %s)}", g->combats.n > 0 ?
			    rg_pick(g->r, g->combats.v, g->combats.n) : "none",
			    key);
		}
		sb_add(b, " {kills(defender)} {party_side(nobody)}\"}");
		if (rg_chance(g->r, 30))
			sb_printf(b, ", {each-party: {side: %s, then: [{say: "
			    "\"{@player party}: {party_units} {party_extra} "
			    "{party_dice} {@faces} = {party_total}, "
			    "{party_kills}\"}]}}",
			    rg_chance(g->r, 50) ? "attacker" : "defender");
		sb_add(b, "]}}");
		return;
	}
	sb_add(b, ", then: ");
	g->depth++;
	gen_effects(g, b, 1 + rg_below(g->r, 2));
	g->depth--;
	sb_add(b, "}}");
}

static void
fight_effect(struct gen *g, struct strbuf *b)
{
	if (rg_chance(g->r, 30)) {
		round_effect(g, b);
		return;
	}
	sb_printf(b, "{fight: {combat: %s, from: ", g->fights.n > 0 ?
	    rg_pick(g->r, g->fights.v, g->fights.n) : "none");
	where(g, b);
	sb_add(b, ", to: ");
	where(g, b);
	sb_printf(b, ", move-in: %s}}", rg_chance(g->r, 50) ? "dice" :
	    rg_chance(g->r, 50) ? "all" : "none");
}

static void
nested(struct gen *g, struct strbuf *b, const char *key)
{
	int group = strcmp(key, "each-group") == 0;

	sb_printf(b, "{%s: ", key);
	g->depth++;
	g->group += group;	/* 'group' bound among them */
	gen_effects(g, b, 1 + rg_below(g->r, 2));
	g->group -= group;
	g->depth--;
	sb_add(b, "}");
}

static void
one_effect(struct gen *g, struct strbuf *b)
{
	/* 0-8 and 13-25 hold no effects, 9-12 do */
	int k = rg_below(g->r, g->depth > 1 ? 22 : 26);

	if (g->depth > 1 && k >= 9)
		k += 4;
	/* mostly what the ruleset has the parts for */
	if (((k == 2 || k == 3) && (g->pieces.n == 0 || g->regions.n == 0)) ||
	    (k == 4 && (g->fights.n == 0 || g->regions.n == 0)) ||
	    ((k == 5 || k == 6) && g->bags.n == 0) ||
	    ((k == 14 || k == 15 || k == 17) && g->regions.n == 0) ||
	    (k == 13 && g->res.n == 0) ||
	    (k == 18 && g->tallies.n + g->rtallies.n == 0) ||
	    (k == 19 && g->uwords.n == 0) ||
	    (k == 21 && g->bodies.n == 0) ||
	    ((k == 22 || k == 23) && g->twords.n == 0) ||
	    ((k == 24 || k == 25) && !g->terr) || k == 20)
		k = rg_chance(g->r, 97) ? rg_below(g->r, 2) : k;
	if (k >= 13) {
		ledger_effect(g, b, k - 13);
		return;
	}
	switch (k) {
	case 0: case 1:
		sb_printf(b, "{%s: ", k ? "set" : "gain");
		amounts(g, b, &g->res);
		sb_add(b, "}");
		break;
	case 2: case 3:
		pieces_effect(g, b);
		break;
	case 4:
		fight_effect(g, b);
		break;
	case 5:
		sb_printf(b, "{draw: {bag: %s, count: ", g->bags.n > 0 ?
		    rg_pick(g->r, g->bags.v, g->bags.n) : "bag");
		qexpr(g, b);
		sb_add(b, "}}");
		break;
	case 6: {
		int i = rg_below(g->r, g->bags.n);
		sb_printf(b, "{return: {bag: %s, %sitems: ", g->bags.n > 0 ?
		    g->bags.v[i] : "bag", rg_chance(g->r, 30) ?
		    "from-table: true, " : "");
		amounts(g, b, g->bags.n > 0 ? &g->items[i] : &g->res);
		sb_add(b, "}}");
		break;
	}
	case 7:
		if (rg_chance(g->r, 10)) {	/* the actor out of the
						 * game, now and then said
						 * (refused where nobody
						 * acts) */
			sb_add(b, rg_chance(g->r, 50) ? "{fall: me}" :
			    "{fall: me, says: \"{@me} is out\"}");
			break;
		}
		if (rg_chance(g->r, 10)) {	/* a player falls with its
						 * pieces (out alone without
						 * them), or is rewarded from
						 * the bank, the deck and
						 * another (refused without
						 * a deck, from or anything) */
			const char *who = g->pwords.n > 0 ? rg_pick(g->r,
			    g->pwords.v, g->pwords.n) : "me";
			if (rg_chance(g->r, 50)) {
				sb_printf(b, "{fall: %s}", who);
				break;
			}
			sb_add(b, "{reward: {to: me");
			if (rg_chance(g->r, 50)) {
				sb_add(b, ", bank: ");
				amounts(g, b, &g->res);
			}
			if (rg_chance(g->r, 50))
				sb_printf(b, ", draw: %d", rg_below(g->r, 3));
			if (g->res.n > 0 && rg_chance(g->r, 50))
				sb_printf(b, ", takes: [%s]", rg_pick(g->r,
				    g->res.v, g->res.n));
			if (rg_chance(g->r, 75))
				sb_printf(b, ", from: %s", who);
			sb_add(b, "}}");
			break;
		}
		if (rg_chance(g->r, 5)) {	/* the words of kind modifiers
						 * read and their cards played,
						 * or their terms added up and
						 * said, read by these alone
						 * with the words (refused for
						 * a word of another kind, one
						 * read by none or by two) */
			int w = (int)rg_below(g->r, 4);
			if (rg_chance(g->r, 50)) {
				/* named for w3 (what they are played in),
				 * the stream of draws unchanged */
				sb_printf(b, "{play-cards: {word: w%d, by: me, "
				    "against: %s%s}}", w, g->pwords.n > 0 ?
				    rg_pick(g->r, g->pwords.v, g->pwords.n) :
				    "me", w == 3 ? ", name: the bid" : "");
				break;
			}
			int a2 = rg_chance(g->r, 50), a1 = rg_chance(g->r, 50);
			sb_printf(b, "{say: \"{modifier(w%d, %s)}"
			    "{@modifierterms w%d, %s}\"}", w, a1 ? "a" : "d", w,
			    a2 ? "a" : "d");
			break;
		}
		sb_add(b, "{next: true}");
		break;
	case 8:
		if (g->res.n > 0 && rg_chance(g->r, 25)) {
			/* one player gives another (or nobody) a resource */
			const char *res = rg_pick(g->r, g->res.v, g->res.n);
			sb_printf(b, "{give: {from: me, to: %s, resource: %s, "
			    "amount: ", g->pwords.n > 0 ? rg_pick(g->r,
			    g->pwords.v, g->pwords.n) : "nobody", res);
			qexpr(g, b);
			sb_add(b, "}}");
			break;
		}
		if (rg_chance(g->r, 10)) {	/* regions listed (refused
						 * without a board) */
			sb_add(b, "{say: \"at {@regions ");
			g->here++;	/* here bound to each region */
			gen_expr(g, b);
			sb_add(b, "}, {@regionvalues ");
			gen_expr(g, b);
			g->here--;
			sb_add(b, "}\"}");
			break;
		}
		if (rg_chance(g->r, 4)) {
			/* the order the claimers land in (refused without
			 * mechanisms.claims), or a product's count (refused
			 * without mechanisms.production's product) */
			if (rg_chance(g->r, 50))
				sb_add(b, "{say: \"landing order: "
				    "{@claimers}\"}");
			else {
				sb_printf(b, "{say: \"{@product %s, ",
				    rg_chance(g->r, 80) ? "fighter" : "troops");
				gen_expr(g, b);
				sb_add(b, "}\"}");
			}
			break;
		}
		if (rg_chance(g->r, 35)) {
			/* a function of says of any value: a name of the
			 * state by its number, or none (refused by the
			 * check without what it names) */
			static const char fns[][10] = { "player", "region",
				"piece", "s", "name", "unit", "faction", "role",
				"body", "tracked", "group", "chief",
				"resource", "territory", "groupid", "site",
				"players",
				"kindof", "chieftext", "count", "heldby",
				"cargo", "cardvalue" };
			sb_printf(b, "{say: \"{@%s ", fns[rg_below(g->r,
			    (int)(sizeof fns / sizeof fns[0]))]);
			gen_expr(g, b);
			sb_add(b, "}\"}");
			break;
		}
		if (rg_chance(g->r, 10)) {	/* the tracked pieces summed
						 * (their counters, attack or
						 * defence), counted and
						 * listed (refused without
						 * units or leaders) */
			sb_printf(b, "{say: \"{count_pieces(tracked(piece, owner) "
			    "== me)} {sum_pieces(tracked(piece, %s) * ",
			    rg_chance(g->r, 50) ? "counters" : rg_chance(g->r,
			    50) ? "attack" : "defence");
			gen_expr(g, b);
			sb_add(b, ")}: {@piecevalues if(tracked(piece, chief), "
			    "0, unit(tracked(piece, kind), supply))}\"}");
			break;
		}
		if (rg_chance(g->r, 5)) {	/* a player's leaders' bonuses
						 * for a kind of unit (refused
						 * without leaders) */
			sb_printf(b, "{say: \"{@modifiers %s, ",
			    rg_chance(g->r, 50) ? "attack" : "defence");
			gen_expr(g, b);
			sb_add(b, ", ");
			gen_expr(g, b);
			sb_add(b, "}\"}");
			break;
		}
		if (rg_chance(g->r, 5)) {	/* a mechanism's text (refused
						 * where it is not given) */
			sb_add(b, rg_chance(g->r, 80) ? "{say: \"{@mechanism "
			    "unit-income, draw-as}\"}" : "{say: \"{@mechanism "
			    "game-end, roll}\"}");
			break;
		}
		sb_printf(b, "{say: \"{@me} has {@qty %s, ", g->res.n > 0 ?
		    rg_pick(g->r, g->res.v, g->res.n) : "x");
		gen_expr(g, b);
		sb_add(b, "} and {@s ");
		gen_expr(g, b);
		sb_add(b, "}\"}");
		break;
	case 9: case 10:
		roll_effect(g, b);
		break;
	case 11:
		sb_add(b, "{if: {test: ");
		qexpr(g, b);
		sb_add(b, ", then: ");
		g->depth++;
		gen_effects(g, b, 1 + rg_below(g->r, 2));
		if (rg_chance(g->r, 50)) {
			sb_add(b, ", else: ");
			gen_effects(g, b, 1);
		}
		g->depth--;
		sb_add(b, "}}");
		break;
	case 12:
		nested(g, b, g->groups.n > 0 && rg_chance(g->r, 40) ?
		    "each-group" : rg_chance(g->r, 20) ?
		    "each-player-in-turn" : "each-player");
		break;
	}
}

void
gen_effects(struct gen *g, struct strbuf *b, int n)
{
	sb_add(b, "[");
	for (int i = 0; i < n; i++) {
		sb_add(b, i ? ", " : "");
		one_effect(g, b);
	}
	sb_add(b, "]");
}

void
gen_once(struct gen *g, struct strbuf *b)
{
	sb_add(b, "[");
	if (gen_setout_once(g, b))
		;
	else if (rg_chance(g->r, 85))
		nested(g, b, "each-player");
	else	/* for nobody: refused when it acts for a player */
		one_effect(g, b);
	sb_add(b, "]");
}

static void
limits(struct gen *g, struct strbuf *b)
{
	static const char *const keys[] = { "per-turn", "per-round",
		"per-game" };

	for (int i = 0; i < 3; i++)
		if (rg_chance(g->r, 15))
			sb_printf(b, ", %s: %d", keys[i], rg_below(g->r, 3));
	/* the takings counted a round, round_taken() (two actions under
	 * one key, now and then: refused) */
	if (g->round_count)
		sb_printf(b, ", round-count: counted%d", rg_chance(g->r, 95) ?
		    g->nactions : 0);
}

static void
args(struct gen *g, struct strbuf *b, int nargs)
{
	static const char *const kinds[] = { "region", "player", "number",
		"piece", "choice", "unit", "group", "body", "tracked",
		"territory", "piece-counts", "cargo", "holding", "resource" };

	sb_add(b, ", args: [");
	for (int i = 0; i < nargs; i++) {
		int k = rg_below(g->r, 14), last = i + 1 == nargs, joined;
		char w[16];
		if ((k == 0 && g->regions.n == 0) || (k == 3 &&
		    g->pieces.n == 0) || (k == 5 && g->units.n == 0 &&
		    rg_chance(g->r, 90)) || (k == 6 && g->groups.n == 0) ||
		    (k == 7 && g->bodies.n == 0) || (k == 8 && !g->tracked) ||
		    (k == 9 && !g->terr && rg_chance(g->r, 90)) ||
		    (k == 10 && (g->pieces.n == 0 || rg_chance(g->r, 50))) ||
		    ((k == 11 || k == 12) && !g->battles) ||
		    (k == 13 && g->res.n == 0 && rg_chance(g->r, 90)))
			k = 2;
		snprintf(w, sizeof w, "w%d", i + 1);
		/* the GM's tie draws, which take every word left: last,
		 * where the game has claims (a draws word no effect reads
		 * is refused) */
		if (last && g->claims && rg_chance(g->r, 15)) {
			sb_printf(b, "%s{name: %s, kind: draws}", i ? ", " :
			    "", w);
			words_add(&g->dwords, w);
			continue;
		}
		/* the words left as a note, mostly last */
		if (rg_chance(g->r, last ? 15 : 2)) {
			sb_printf(b, "%s{name: %s, kind: text}", i ? ", " : "",
			    w);
			continue;
		}
		sb_printf(b, "%s{name: %s, kind: %s", i ? ", " : "", w,
		    kinds[k]);
		/* a choice's words, each a name for its place */
		if (k == 4)
			sb_printf(b, ", choices: [c%da, c%db]", i + 1, i + 1);
		/* its refusal in words of its own, braces and a '%' too */
		if (k == 4 && rg_chance(g->r, 20))
			sb_add(b, ", refused: \"say which {zone}, 100%s\"");
		if (k == 2 && rg_chance(g->r, 60)) {
			int max = rg_chance(g->r, 10) ? 0 : rg_below(g->r,
			    1000);
			sb_printf(b, ", min: %d, max: %d", rg_below(g->r, 3) -
			    1, max);
		}
		if ((k == 1 || k == 10) && rg_chance(g->r, 30))
			sb_add(b, ", none: true");
		/* whose turn it is, when left out */
		if (k == 1 && last && rg_chance(g->r, 30))
			sb_add(b, ", turn: true");
		/* a number left out: its default */
		if (k == 2 && last && rg_chance(g->r, 30))
			sb_printf(b, ", default: %d", rg_below(g->r, 4));
		/* a tracked piece of the player whose turn it is */
		if (k == 8 && rg_chance(g->r, 30))
			sb_add(b, ", acting: true");
		/* a part of the word before, after ':' (no effect's region:
		 * it may be left out) */
		joined = (k == 0 || k == 2) && i > 0 && rg_chance(g->r, 15);
		if (joined)
			sb_add(b, ", joined: true");
		sb_add(b, "}");
		if ((k == 0 && !joined) || k == 1 || k == 2 || k == 5 ||
		    k == 7 || k == 8)
			words_add(k == 0 ? &g->rwords : k == 1 ? &g->pwords :
			    k == 2 ? &g->nwords : k == 5 ? &g->uwords : k == 7 ?
			    &g->bwords : &g->twords, w);
		if (k == 9)
			words_add(&g->terrwords, w);
		if (k == 10)
			words_add(&g->cwords, w);
		if (k == 11 || k == 12)	/* goods(), holding_player() */
			words_add(k == 11 ? &g->gwords : &g->hwords, w);
		if (k == 13)
			words_add(&g->reswords, w);
	}
	sb_add(b, "]");
}

/* Groups given again taken together (gather-by a choice, gather-with a
 * joined region, a joined number) whose expressions read the set with
 * sum_gathered() and count_gathered(); now and then malformed (gather-by
 * a joined word, gather-with a number, no most-groups: refused).  The
 * rest of an action after its help and phase. */
static void
gen_gather(struct gen *g, struct strbuf *b)
{
	int bad = rg_chance(g->r, 15) ? 1 + rg_below(g->r, 3) : 0;

	sb_printf(b, ", args: [{name: w1, kind: choice, choices: [c1a, c1b]}, "
	    "{name: w2, kind: region, joined: true}, {name: w3, kind: number, "
	    "joined: true, min: 1, max: 9}], repeat: 3%s, gather-by: %s, "
	    "gather-with: %s, require: [{test: \"not gathered_first or "
	    "sum_gathered(w3) + count_gathered(w3 == 0) <= %d\", refusal: "
	    "\"{sum_gathered(w3)} and {count_gathered(w3 == 0)} of one\"}], "
	    "effects: [{say: \"{@region w2}: {count_gathered(1)} together\"}]}",
	    bad == 3 ? "" : ", most-groups: 4", bad == 1 ? "w2" : "w1",
	    bad == 2 ? "w3" : "w2", rg_below(g->r, 12));
	g->round_count = 0;
}

void
gen_action(struct gen *g, struct strbuf *b)
{
	int nargs = rg_below(g->r, 4), no_actor;

	g->nactions++;
	g->round_count = rg_chance(g->r, 10);
	words_free(&g->rwords);
	words_free(&g->nwords);
	words_free(&g->pwords);
	words_free(&g->uwords);
	words_free(&g->bwords);
	words_free(&g->twords);
	words_free(&g->terrwords);
	words_free(&g->cwords);
	words_free(&g->gwords);
	words_free(&g->hwords);
	words_free(&g->dwords);
	words_free(&g->reswords);
	sb_add(b, "{help: made up by the fuzzer");
	if (g->phases.n > 0 && rg_chance(g->r, 70))
		sb_printf(b, ", phase: %s", rg_pick(g->r, g->phases.v,
		    g->phases.n));
	if (strstr(sb_str(b), "phase:") != NULL && rg_chance(g->r, 20))
		sb_add(b, ", setup: true");
	/* now and then one that runs a mechanism of the program, which
	 * reads its words itself (it takes no args, require, cost or
	 * effects): refused outside its phase as a declared one is */
	if (rg_chance(g->r, 5)) {
		static const char verbs[][12] = { "next", "pass", "roll",
			"recount", "give", "take", "set", "transfer" };
		sb_printf(b, ", run: %s}", verbs[rg_below(g->r, 8)]);
		g->round_count = 0;
		return;
	}
	/* now and then, in a game of the claims, a landing at the site
	 * being resolved: a player, the location and sub-locations bought
	 * there from a pool, in the landing order or out of it */
	if (g->claims && rg_chance(g->r, 5)) {
		static char *const pays[] = {
			"brought(w1, second_total)",
			"brought(w1, first_total) - 2", "3" };
		/* now and then malformed: the claim a word of another
		 * kind, or the player where the claim is */
		int bad = rg_chance(g->r, 10) ? 1 + rg_below(g->r, 2) : 0;
		int req = rg_chance(g->r, 50);
		const char *pay = rg_pick(g->r, pays, 3);
		/* now and then words of its own for its line (an empty
		 * one refused), or marked out of the landing order */
		static char *const words[] = { "",
			", pool-name: hull, lands: buys, landed: bought, "
			"location-name: berth", ", lands: \"\"",
			", out-of-order: true" };
		const char *said = rg_chance(g->r, 20) ? rg_pick(g->r, words +
		    1, 3) : words[0];
		sb_printf(b, ", args: [{name: w1, kind: player}, {name: w2, "
		    "kind: %s}]%s, effects: [{buy-sub-locations: {player: "
		    "w1, claim: %s, pays: \"%s\"%s%s}}]}", bad == 1 ? "number" :
		    "items, item: sub-kind, read: by-effect, written: "
		    "{uncounted: true, any-order: true}, fields: [{kind: "
		    "number, optional: true}, {kind: card, optional: true}]",
		    req ?
		    ", require: [{test: \"w1 == sites(lander)\", refusal: "
		    "\"{@player sites(lander)} lands next\"}]" : "",
		    bad == 2 ? "w1" : "w2", pay, said, rg_chance(g->r, 50) ?
		    ", next-says: \"{@player sites(lander)} next\", "
		    "last-says: \"all done\"" : "");
		g->round_count = 0;
		return;
	}
	/* now and then groups taken together (refused without regions) */
	if (rg_chance(g->r, g->regions.n > 0 ? 8 : 1)) {
		gen_gather(g, b);
		return;
	}
	/* now and then, on a map of territories (seldom elsewhere:
	 * refused), the tiles laid as they lie on the table: a place word
	 * (now and then 'random' alone) and a tile word read by lay-tile,
	 * given again with repeat 2, the GM's or a player's at a cost; or
	 * the rest of the mix laid at random; now and then malformed (a
	 * word of another kind, a word the action lacks, lay-random false:
	 * refused) */
	if (rg_chance(g->r, g->terr ? 8 : 1)) {
		int bad = rg_chance(g->r, 20) ? 1 + rg_below(g->r, 4) : 0;
		sb_add(b, rg_chance(g->r, 70) ? ", no-actor: true" :
		    g->res.n > 0 ? ", cost: {" : "");
		if (b->s[b->len - 1] == '{')
			sb_printf(b, "%s: 1}", rg_pick(g->r, g->res.v,
			    g->res.n));
		if (rg_chance(g->r, 25))
			sb_printf(b, ", effects: [{lay-random: %s}]}", bad ?
			    "false" : "true");
		else {
			int alone = rg_chance(g->r, 50);
			sb_printf(b, ", args: [{name: w1, kind: %s%s}, {name: "
			    "w2, kind: %s}]%s, effects: [{lay-tile: {at: %s, "
			    "tile: %s}}]}", bad == 1 ? "number" : "place",
			    alone ? ", alone: random" : "",
			    bad == 2 ? "region" : "tile", rg_chance(g->r, 60) ?
			    ", repeat: 2" : "", bad == 3 ? "w2" : "w1",
			    bad == 4 ? "w3" : "w2");
		}
		g->round_count = 0;
		return;
	}
	/* now and then, of pieces, the values of a card the ruleset leaves
	 * unknown entered at the table (a counted piece's attack, cost and
	 * upgraded side too): a piece-kind and a stats word read by
	 * enter-stats (seldom where no kind gives any: refused; malformed
	 * now and then: a word of another kind, the same word twice) */
	if (rg_chance(g->r, g->valued ? 6 : g->pieces.n > 0 ||
	    g->tracked ? 1 : 0)) {
		int bad = rg_chance(g->r, 20) ? 1 + rg_below(g->r, 3) : 0;
		sb_printf(b, "%s, args: [{name: w1, kind: %s}, {name: w2, kind: "
		    "%s}], effects: [{enter-stats: {kind: w1, stats: %s}}]}",
		    rg_chance(g->r, 80) ? ", no-actor: true" : "",
		    bad == 1 ? "piece" : "piece-kind", bad == 2 ? "text" :
		    "stats", bad == 3 ? "w1" : "w2");
		g->round_count = 0;
		return;
	}
	/* now and then, a player's word of items ([Nx]NAME[:FLAG]...) of
	 * resources or cards, some with flags, its count gained;
	 * malformed now and then: not the last word, flags on another
	 * kind, a flag twice, no such kind of item (refused) */
	if (g->res.n > 0 && rg_chance(g->r, 3)) {
		int bad = rg_chance(g->r, 15) ? 1 + rg_below(g->r, 4) : 0;
		const char *res = rg_pick(g->r, g->res.v, g->res.n);
		/* one draw a statement: the same text whatever the order a
		 * compiler gives a call's arguments */
		const char *item = bad == 4 ? ", item: coin" :
		    rg_chance(g->r, 30) ? ", item: card" : "";
		const char *flags = bad == 3 ? ", flags: [up, up]" :
		    rg_chance(g->r, 50) ? ", flags: [up, down]" : "";
		sb_printf(b, ", args: [%s{name: w2, kind: %s%s%s}%s], effects: "
		    "[{gain: {%s: w2}}]}", bad == 1 ? "" :
		    "{name: w1, kind: player}, ", bad == 2 ? "number" :
		    "items", item, flags,
		    bad == 1 ? ", {name: w1, kind: player}" : "", res);
		g->round_count = 0;
		return;
	}
	/* now and then, what the GM enters at the table, of another
	 * action than the shipped games': the turn order (a word of kind
	 * turn-order), a card's values (card and values words, the turned
	 * ones optional or 'none'), the card seen on top of a supply deck
	 * (deck and card words), a tracked piece sent to a destination
	 * (tracked and destination words), a side's losses in a zone's
	 * orbit taken off its parties in the order named (take-hits: a
	 * zone, a number and a word of kind parties, the last; now and then
	 * twice, or the losses twice the number); where the game has no
	 * cards, decks, pieces tracked or battles in orbit, refused, and
	 * seldom a side not of kind parties or not the last word, or an
	 * action that repeats (refused) */
	if (rg_chance(g->r, 4)) {
		static const char *const table[] = {
			", no-actor: true, args: [{name: w1, kind: turn-order}]"
			    ", effects: [{set-turn-order: w1}, {say: "
			    "\"{@turnplayers 1} first\"}]}",
			", no-actor: true, args: [{name: w1, kind: card}, "
			    "{name: w2, kind: values}, {name: w3, kind: values, "
			    "none: true, optional: true}], effects: [{set-card: "
			    "{card: w1, values: w2, turned: w3}}]}",
			", no-actor: true, args: [{name: w1, kind: deck}, "
			    "{name: w2, kind: card}], effects: [{set-top: "
			    "{deck: w1, card: w2}}]}",
			", args: [{name: w1, kind: tracked}, {name: w2, kind: "
			    "destination}], effects: [{relocate: {piece: w1, "
			    "to: w2}}]}" };
		int k = rg_below(g->r, 5), fits = k == 0 || (k < 3 ?
		    g->cards : k == 3 ? g->tracked : g->battles);
		/* mostly the turn order where the others do not fit */
		if (!fits && rg_chance(g->r, 80))
			k = 0;
		gen_any_phase(g, b);
		if (k == 4) {
			int bad = rg_chance(g->r, 10) ? 1 + rg_below(g->r, 3) :
			    0, twice = rg_chance(g->r, 25);
			const char *hits = rg_chance(g->r, 30) ? "w2 * 2" :
			    "w2";
			sb_printf(b, ", no-actor: true%s, args: [{name: w1, "
			    "kind: region, what: \"{zone}\"}, ", bad == 3 ?
			    ", repeat: true" : "");
			if (bad == 2)	/* the side not the last word */
				sb_add(b, "{name: w3, kind: parties}, {name: "
				    "w2, kind: number, min: 0, max: 9}]");
			else
				sb_add(b, "{name: w2, kind: number, min: 0, "
				    "max: 9}, {name: w3, kind: parties}]");
			sb_add(b, ", effects: [");
			for (int i = 0; i < 1 + twice; i++)
				sb_printf(b, "%s{take-hits: {side: %s, at: w1, "
				    "hits: \"%s\"}}", i ? ", " : "", bad == 1 ?
				    "w2" : "w3", hits);
			sb_add(b, ", {say: \"{@name w1}: {parties(w1)} "
			    "parties, {strikers(w1, nobody)} neutral\"}]}");
		} else
			sb_add(b, table[k]);
		g->round_count = 0;
		return;
	}
	/* now and then, one of the pieces set out, kept and grouped (rulegen_setout.c) */
	if (gen_setout(g, b)) {
		g->round_count = 0;
		return;
	}
	/* now and then, a chief's ability run or lent (rulegen_chief.c) */
	if (gen_chief(g, b)) {
		g->round_count = 0;
		return;
	}
	if (nargs > 0)
		args(g, b, nargs);
	/* the words given again and again */
	if (nargs > 0 && rg_chance(g->r, 10))
		sb_printf(b, ", repeat: %d", rg_below(g->r, 3));
	if ((no_actor = rg_chance(g->r, 5)))
		sb_add(b, ", no-actor: true");
	if (rg_chance(g->r, 40)) {
		sb_add(b, ", require: [{test: ");
		qexpr(g, b);
		sb_add(b, ", says: \"a made-up requirement\"");
		if (rg_chance(g->r, 30))
			sb_add(b, ", usage: true");
		sb_add(b, "}]");
	}
	/* an action of no actor has no cost or limits (mostly: refused) */
	if (no_actor && rg_chance(g->r, 90))
		;
	else if (rg_chance(g->r, 40) && g->res.n > 0) {
		sb_add(b, ", cost: ");
		amounts(g, b, &g->res);
		if (rg_chance(g->r, 30))
			sb_add(b, ", cost-name: \"a made-up {@me} cost\"");
	}
	if (!no_actor || rg_chance(g->r, 10))
		limits(g, b);
	if (rg_chance(g->r, 10))
		sb_add(b, rg_chance(g->r, 50) ? ", says: \"{@me} paid\"" :
		    ", says: \"{@me} paid {@cost}\"");
	sb_add(b, ", effects: ");
	/* of no actor: what acts for a player, for each of them (mostly) */
	if (no_actor && rg_chance(g->r, 90)) {
		sb_add(b, "[");
		nested(g, b, "each-player");
		sb_add(b, "]");
	} else if (g->dwords.n > 0 && rg_chance(g->r, 85)) {
		/* the GM's draws read by the standings they break */
		struct strbuf x;
		sb_init(&x);
		gen_effects(g, &x, rg_below(g->r, 2));
		sb_add(b, "[");
		standings(g, b, 0);
		sb_printf(b, "%s%s", sb_str(&x)[1] == ']' ? "" : ", ",
		    sb_str(&x) + 1);
		sb_release(&x);
	} else
		gen_effects(g, b, 1 + rg_below(g->r, 3));
	sb_add(b, "}");
	g->round_count = 0;
	words_free(&g->rwords);
	words_free(&g->nwords);
	words_free(&g->pwords);
	words_free(&g->uwords);
	words_free(&g->bwords);
	words_free(&g->twords);
	words_free(&g->terrwords);
	words_free(&g->cwords);
	words_free(&g->gwords);
	words_free(&g->hwords);
	words_free(&g->dwords);
	words_free(&g->reswords);
}

static void
side(struct gen *g, struct strbuf *b, int mode)
{
	if (mode == 1) {	/* opposed: bands of dice */
		int n = 1 + rg_below(g->r, 3), from = rg_below(g->r, 2);
		sb_add(b, "{bands: [");
		for (int i = 0; i < n; i++) {
			sb_printf(b, "%s{from: %d, die: %s}", i ? ", " : "",
			    from, die(g));
			from += rg_below(g->r, 12);
			from -= rg_chance(g->r, 5) ? 3 : 0;
		}
		sb_add(b, "]}");
		return;
	}
	g->in_combat++;
	sb_add(b, "{dice: ");
	qexpr(g, b);
	sb_printf(b, ", die: %s}", die(g));
	g->in_combat--;
}

void
gen_combat(struct gen *g, struct strbuf *b)
{
	static const char *const modes[] = { "pairwise", "opposed", "sum",
		"contest" };
	static const char *const ties[] = { "defender", "attacker",
		"nobody" };
	int m = rg_below(g->r, 4);

	sb_printf(b, "{name: made-up combat, mode: %s", modes[m]);
	if (m != 3 || rg_chance(g->r, 60)) {
		sb_add(b, ", attacker: ");
		side(g, b, m);
	}
	if (m != 3 || rg_chance(g->r, 60)) {
		sb_add(b, ", defender: ");
		side(g, b, m);
	}
	if ((m == 0 || m == 3) && rg_chance(g->r, 70))
		sb_printf(b, ", ties: %s", ties[rg_below(g->r, 3)]);
	if (m == 1 && rg_chance(g->r, 50))
		sb_printf(b, ", band-by: %s", rg_chance(g->r, 50) ? "own" :
		    "total");
	if (m == 1 && rg_chance(g->r, 50))
		sb_printf(b, ", loss-cap: %s", rg_chance(g->r, 50) ? "true" :
		    "false");
	if (m == 2)	/* now and then none (0) or a negative: refused */
		sb_printf(b, ", divisor: %d", rg_chance(g->r, 90) ? 1 +
		    rg_below(g->r, 7) : rg_below(g->r, 2) - 1);
	if (m == 3 && rg_chance(g->r, 50))
		sb_add(b, ", strikes-back: true");
	if (rg_chance(g->r, 50))
		sb_printf(b, ", stay: %d", rg_below(g->r, 4));
	if (rg_chance(g->r, 10))	/* a pool combat's (refused here) */
		sb_add(b, ", destroyed: [{if: {test: \"fight(attacker) == who "
		    "and ability(hostages, who)\", then: [{capture: who}], "
		    "else: [{say: \"{@me}'s {@piece kind} is destroyed\"}]}}], "
		    "over: [{if: {test: \"fight(held) == me\", then: [{say: "
		    "\"{@me} holds {@region here}\"}]}}]");
	sb_add(b, "}");
}

void
gen_resource(struct gen *g, struct strbuf *b)
{
	int min = rg_chance(g->r, 80) ? 0 : -5, max = 1000000;

	sb_printf(b, "{name: made-up things, one: made-up thing, min: %d",
	    min);
	if (rg_chance(g->r, 30))
		sb_printf(b, ", max: %d", max = min + rg_below(g->r, 20));
	/* a start within its bounds (now and then not: refused) */
	sb_printf(b, ", start: %d", rg_chance(g->r, 5) ? rg_below(g->r, 10) :
	    min + rg_below(g->r, (max - min > 9 ? 9 : max - min) + 1));
	if (rg_chance(g->r, 20))
		sb_add(b, ", track: true");
	sb_add(b, "}");
}

void
gen_bag(struct gen *g, struct strbuf *b)
{
	struct words *items = g->bags.n < RG_BAGS ? &g->items[g->bags.n] :
	    NULL;
	static const int counts[] = { 0, 1, 2, 5, 13, 100000 };
	int n = 1 + rg_below(g->r, 3);
	struct words seen = { NULL, 0 };
	/* its items in piles: drawn into a hand pile when it has one (else
	 * into the resources of their ids), put back onto its discard pile
	 * when it has one and 'discard: pile' (else refused by the check) */
	static const char piles[][64] = { "piles: [draw]",
		"piles: [draw, hand]",
		"piles: [draw, discard], discard: pile",
		"piles: [draw, hand, discard], discard: pile" };

	/* now and then a dealt deck: cards dealt at the start, drawn into
	 * the resource its 'hand' names, the final card last; nothing
	 * goes back into it (a return refused by the check) */
	if (g->res.n > 0 && rg_chance(g->r, 10)) {
		const char *deal = rg_chance(g->r, 50) ? "2 * players" : "1";
		sb_printf(b, "{name: a made-up dealt bag, deal: \"%s\", hand: "
		    "%s", deal, rg_pick(g->r, g->res.v, g->res.n));
		if (rg_chance(g->r, 50))
			sb_add(b, ", final: true");
		if (rg_chance(g->r, 50))
			sb_printf(b, ", left-over: \"%d\"", rg_below(g->r, 3));
		sb_add(b, "}");
		return;
	}
	sb_add(b, "{name: a made-up bag, items: {");
	if (items == NULL)
		return;
	for (int i = 0; i < n; i++) {
		char id[64];
		int dup = 0;
		/* an item named as a resource goes to it when drawn */
		if (g->res.n > 0 && rg_chance(g->r, 50))
			snprintf(id, sizeof id, "%s", rg_pick(g->r, g->res.v,
			    g->res.n));
		else
			snprintf(id, sizeof id, "item%d", i + 1);
		for (int k = 0; k < seen.n; k++)
			dup |= strcmp(seen.v[k], id) == 0;
		if (dup)
			continue;
		sb_printf(b, "%s%s: %d", seen.n ? ", " : "", id,
		    counts[rg_below(g->r, n == 1 ? 6 : 5)]);
		words_add(&seen, id);
		if (items != NULL)
			words_add(items, id);
	}
	words_free(&seen);
	sb_add(b, "}");
	if (rg_chance(g->r, 20)) {
		sb_printf(b, ", %s", piles[rg_below(g->r, 4)]);
		if (rg_chance(g->r, 30))
			sb_add(b, ", face-up: true");
	}
	sb_add(b, "}");
}

void
gen_die(struct gen *g, struct strbuf *b)
{
	static const char *const sym[] = { "blank", "star", "skull" };
	int n = 1 + rg_below(g->r, 6), symbols = rg_chance(g->r, 60);

	sb_add(b, "{faces: [");
	for (int i = 0; i < n; i++) {
		if (symbols) {
			const char *f = sym[rg_below(g->r, 3)];
			sb_printf(b, "%s%s", i ? ", " : "", f);
			words_add(&g->faces, f);
		} else {
			sb_printf(b, "%s%d", i ? ", " : "", rg_below(g->r, 7));
		}
	}
	sb_add(b, "]}");
}

void
gen_tally(struct gen *g, struct strbuf *b)
{
	static const char *const per[] = { "table", "player", "region" };
	int k = rg_below(g->r, g->regions.n > 0 || rg_chance(g->r, 5) ? 3 : 2);

	sb_printf(b, "{name: a made-up count, per: %s", per[k]);
	if (k == 2 && rg_chance(g->r, 60))
		sb_add(b, ", pieces: true");
	sb_add(b, "}");
}
