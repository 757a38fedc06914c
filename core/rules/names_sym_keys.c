/* names_sym_keys.c: the readers names.c resolves an expression's names
 * with, for the families of names whose keys or arguments a table or the
 * ruleset names: morale, fight(KEY), ability, sites(KEY), the chiefs',
 * tracked(...), resource_is, a faction's values, victory_at, sources and
 * modifier; the keys' tables the engine values them by. */
#include "core/rules/names_int.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/rules/words_keys.h"

const char eng_sites_keys[][ENG_KEY_MAX] = { "per_round", "revealed",
	"left", "drawable", "catalogue", "current", "resolved", "lander",
	"locations", "" };

const char eng_claimed_keys[][ENG_KEY_MAX] = { "site_points",
	"garrison_points", "kept", "best_kept", "" };

const char eng_fight_keys[][ENG_KEY_MAX] = { "on", "step", "rolled",
	"round", "players", "next",
	"attacker",
	"held",
	"next_seat",
	"" };

const char eng_fight_player_keys[][ENG_KEY_MAX] = { "in", "hits", "" };

const char eng_ability_keys[][ENG_KEY_MAX] = { "unstacked_home",
	"free_arrival", KEY_CAPTURES };
const char eng_ability_values[][ENG_KEY_MAX] = { "unstacked-home",
	"free-arrival", KEY_CAPTURES };

const char eng_morale_forces[][ENG_KEY_MAX] = { STRIKERS_KEY, CARRIERS_KEY,
	MILITIA_KEY };

/* A force's place among eng_morale_forces, or -1; the names of before
 * (words_keys.h) are read too (rs_force). */
int
eng_morale_force(const char *name)
{
	return name != NULL ? rs_force(name) : -1;
}

/* morale(PLAYER, FORCE): is the player's morale counter of that force
 * (its strikers, carriers or militia; the names words_keys.h gives them
 * are read too) up?  The counters are kept on a board of numbered zones.  a = the
 * force. */
int
nm_morale_sym(const struct eng_names_ctx *c, const char *name,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	if (c->rs->board.zones.n <= 0)
		return FAIL("'%s' reads a player's morale counters, kept on a "
		    "board of numbered zones (board.%s), and this ruleset has "
		    "none: declare them or take '%s' out", name, ZONES_KEY,
		    name);
	if ((out->a = eng_morale_force(sym[1])) < 0)
		return FAIL("'%s' takes a player, then one of %s, %s and %s "
		    "('%s(who, %s)')", name, STRIKERS_KEY, CARRIERS_KEY,
		    MILITIA_KEY, name, STRIKERS_KEY);
	out->code = N_MORALE;
	out->symargs = 2;
	return 0;
}

/* fight(KEY) and fight_player(PLAYER, KEY): the dice-pool combat on a
 * map of territories, its state and a player's in it.  a = the key. */
int
nm_fight_sym(const struct eng_names_ctx *c, const char *name,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	int two = name[5] != '\0';
	const char *key = sym[two];

	if (!c->rs->mech.territories.present || !c->rs->mech.dicepool.present)
		return FAIL("'%s' reads the dice-pool combat on a map of "
		    "territories, and the ruleset has none: declare "
		    "mechanisms.territories and mechanisms.dice-pool, or take "
		    "'%s' out", name, name);
	for (out->a = 0; key != NULL && (two ? eng_fight_player_keys :
	    eng_fight_keys)[out->a][0] != '\0' && strcmp((two ?
	    eng_fight_player_keys : eng_fight_keys)[out->a], key) != 0;
	    out->a++)
		;
	if (key == NULL || out->a >= (two ? FPK__N : FK__N))
		return two ? FAIL("'%s' takes a player, then one of in and "
		    "hits ('%s(who, hits)')", name, name) : FAIL("'%s' takes "
		    "one of on, step, rolled, round, players, next, attacker, "
		    "held and next_seat ('%s(step)')", name, name);
	out->code = two ? N_FIGHT_PLAYER : N_FIGHT;
	out->symargs = two ? 2 : 1;
	return 0;
}

/* ability(ABILITY, PLAYER): whether the player's faction has that
 * ability, its value of that name (once factions.*.abilities).  a = the
 * ability. */
int
nm_ability_sym(const struct eng_names_ctx *c, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	if (nargs != 2)
		return FAIL("'%s' takes an ability and a player "
		    "('%s(%s, who)')", name, name, KEY_CAPTURES);
	if (c->rs->factions.n <= 0)
		return FAIL("'%s' reads the abilities of the players' factions, "
		    "and the ruleset has no factions: declare them, or take "
		    "'%s' out", name, name);
	for (out->a = 0; sym[0] != NULL && out->a < AB__N &&
	    strcmp(eng_ability_keys[out->a], sym[0]) != 0; out->a++)
		;
	if (sym[0] == NULL || out->a >= AB__N)
		return FAIL("'%s' takes one of unstacked_home, free_arrival and "
		    "%s (a faction's value of that name, '_' for '-'; "
		    "faction_has reads any), then a player ('%s(%s, who)')",
		    name, KEY_CAPTURES, name, KEY_CAPTURES);
	out->code = N_ABILITY;
	out->symargs = 1;
	return 0;
}

/* sites(KEY), committed(PLAYER) and claimed(PLAYER, KEY): the round's
 * sites, the players' commitments and what each claimed, kept by
 * mechanisms.claims. */
int
nm_sites_sym(const struct eng_names_ctx *c, const char *name,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	if (!c->rs->mech.claims.present && strcmp(name, "claimed") == 0)
		return FAIL("'%s' reads what the players claimed at the sites "
		    "(points, garrisons, site cards kept), which "
		    "mechanisms.claims keeps, and the ruleset has none: "
		    "declare it or take '%s' out", name, name);
	if (!c->rs->mech.claims.present)
		return FAIL("'%s' reads the round's sites and the cards "
		    "committed to them, which mechanisms.claims keeps, and "
		    "the ruleset has none: declare it or take '%s' out", name,
		    name);
	if (nm_key_is("committed", name))
		return out->code = N_COMMITTED, 0;
	if (nm_key_is("claimed", name)) {
		/* the player valued, the key a symbol */
		for (out->a = 0; out->a < CLK__N && (sym[1] == NULL ||
		    !nm_key_is(eng_claimed_keys[out->a], sym[1])); out->a++)
			;
		if (out->a >= CLK__N)
			return FAIL("'%s' takes a player, then one of "
			    "site_points, garrison_points, kept and best_kept "
			    "('%s(who, site_points)')", name, name);
		out->code = N_CLAIMED;
		out->symargs = 2;
		return 0;
	}
	for (out->a = 0; out->a < SK__N && (sym[0] == NULL ||
	    !nm_key_is(eng_sites_keys[out->a], sym[0])); out->a++)
		;
	if (out->a >= SK__N)
		return FAIL("'%s' takes one of per_round, revealed, left, "
		    "drawable, catalogue, current, resolved, lander and locations",
		    name);
	out->code = N_SITES;
	out->symargs = 1;
	return 0;
}

const char *const eng_tracked_keys[] = { "owner", "kind", "chief", "place",
	"area", "counters", NULL };

const char eng_combat_keys[][ENG_KEY_MAX] = { "strikes-back", "loss-cap",
	"stay", "rounds", "" };

/* chief_sum(KEY, PLAYER[, UNIT]): which modifier (a) of the chiefs acting
 * for the player is added up; a kind of unit (the third argument) for
 * those given by unit, and only for them. */
int
nm_chief_sum_sym(const struct eng_names_ctx *c, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	const struct ruleset *rs = c->rs;

	if (rs->chiefs.n <= 0)
		return FAIL("'%s' adds up a modifier of the %s acting for a "
		    "player, and this ruleset has none: declare chiefs "
		    "(pieces with 'tracked: true' and 'chief: true')", name,
		    KEY_CHIEFS);
	if (sym[0] != NULL && (out->a = rs_chief_mod_key(rs, sym[0],
	    nargs == 3)) < 0 && rs_chief_mod_key(rs, sym[0], nargs != 3) >= 0)
		return FAIL(nargs == 3 ? "'%s': the %s' '%s' is one number, "
		    "not one by unit: drop the third argument, '%s(%s, "
		    "PLAYER)'" : "'%s': the %s' '%s' is given by unit "
		    "(unit-modifiers): name the unit third, '%s(%s, PLAYER, "
		    "UNIT)'", name, KEY_CHIEFS, sym[0], name, sym[0]);
	if (sym[0] == NULL || out->a < 0)
		return FAIL("'%s' takes the name of a flag or a modifier of "
		    "the %s (flags, modifiers; or unit-modifiers, with a unit "
		    "third), then a player", name, KEY_CHIEFS);
	out->code = N_CHIEF_SUM;
	out->symargs = 1;
	return 0;
}

/* chief_with(KEY, PLAYER): which modifier (a) of the chiefs acting for
 * the player an expression gives. */
int
nm_chief_with_sym(const struct eng_names_ctx *c, const char *name,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	const struct ruleset *rs = c->rs;

	if (rs->units.n <= 0 && rs->chiefs.n <= 0)
		return FAIL("'%s' reads the modifiers of the %s acting for a "
		    "player, and this ruleset has no pieces tracked one by "
		    "one on the board: declare kinds of pieces with "
		    "'tracked: true'", name, KEY_CHIEFS);
	if (sym[0] == NULL || (out->a = rs_chief_mod_key(rs, sym[0], 0)) < 0)
		return FAIL("'%s' takes the name of a flag or a modifier of "
		    "the %s (flags, modifiers) and a player", name,
		    KEY_CHIEFS);
	out->code = N_CHIEF_WITH;
	out->symargs = 1;
	return 0;
}

/* tracked(PIECE, KEY): a word of kind tracked of the action (a) and what
 * of its piece is read (b). */
int
nm_tracked_sym(const struct eng_names_ctx *c, const char *name,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	const struct ruleset *rs = c->rs;
	int v;

	if (rs->units.n <= 0 && rs->chiefs.n <= 0)
		return FAIL("'%s' reads a piece tracked one by one on the "
		    "board, and this ruleset has none: declare kinds of "
		    "pieces with 'tracked: true'", name);
	for (out->a = 0; c->act != NULL && sym[0] != NULL &&
	    out->a < c->act->args.n; out->a++)
		if (strcmp(VEC_AT(c->act->args, struct arg_def,
		    out->a)->name, sym[0]) == 0 && VEC_AT(c->act->args,
		    struct arg_def, out->a)->kind == ARG_TRACKED)
			break;
	if ((c->act == NULL || out->a >= c->act->args.n) && sym[0] != NULL &&
	    strcmp(sym[0], "piece") == 0)
		out->a = -1;	/* the piece sum_pieces binds */
	else if (c->act == NULL || sym[0] == NULL || out->a >=
	    c->act->args.n)
		return FAIL("'%s' takes first a word of kind tracked of the "
		    "action or piece (each piece of sum_pieces, count_pieces "
		    "or @piecevalues), the piece it reads", name);
	for (out->b = 0; sym[1] != NULL && eng_tracked_keys[out->b] != NULL &&
	    strcmp(eng_tracked_keys[out->b], sym[1]) != 0; out->b++)
		;
	if (sym[1] != NULL && out->b >= TK__N &&
	    (v = rs_value_named(rs, sym[1])) >= 0)
		out->b = TK__N + v;
	else if (sym[1] == NULL || out->b >= TK__N) {
		struct strbuf names;
		sb_init(&names);
		rs_value_list(rs, &names);
		(void)FAIL("'%s' takes a tracked piece and one of owner, kind, "
		    "chief, place, area, counters%s%s", name,
		    names.len ? ", " : "", sb_str(&names));
		sb_release(&names);
		return -1;
	}
	out->code = N_TRACKED;
	out->symargs = 3;
	return 0;
}

/* resource_is(WORD, ID): does a word of kind resource of the action
 * name the resource ID? */
int
nm_resource_is_sym(const struct eng_names_ctx *c, const char *name,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	for (out->a = 0; c->act != NULL && sym[0] != NULL &&
	    out->a < c->act->args.n; out->a++)
		if (strcmp(VEC_AT(c->act->args, struct arg_def,
		    out->a)->name, sym[0]) == 0 && VEC_AT(c->act->args,
		    struct arg_def, out->a)->kind == ARG_RESOURCE)
			break;
	if (c->act == NULL || sym[0] == NULL || out->a >= c->act->args.n)
		return FAIL("'%s' takes first a word of kind resource of the "
		    "action", name);
	if (sym[1] == NULL || (out->b = vec_find(&c->rs->resources,
	    sym[1])) < 0)
		return FAIL("'%s' takes second a resource's id (resources)",
		    name);
	out->code = N_RESOURCE_IS;
	out->symargs = 3;
	return 0;
}

/* Does some faction declare the value id? */
int
nm_faction_value(const struct ruleset *rs, const char *id)
{
	for (int f = 0; f < rs->factions.n; f++)
		if (vec_find(&RS_FACTION(rs, f)->values, id) >= 0)
			return 1;
	return 0;
}

/* victory_at(RESOURCE): the 'at' of the first 'reach' victory on the
 * resource (victory: when: reach), a = its index in rs->victory, valued
 * at the table so that an overlay or an amend of 'at' is read. */
int
nm_victory_at_name(const struct ruleset *rs, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	long r;

	if (nargs != 1 || sym[0] == NULL || (r = vec_find(&rs->resources,
	    sym[0])) < 0)
		return FAIL("'%s' takes one resource's id, the resource of a "
		    "'reach' victory ('%s(vp)')", name, name);
	for (int i = 0; i < rs->victory.n; i++) {
		const struct victory_def *v = VEC_AT(rs->victory,
		    struct victory_def, i);
		if (v->when == WHEN_REACH && v->resource.name != NULL &&
		    strcmp(v->resource.name, sym[0]) == 0) {
			out->code = N_VICTORY_AT;
			out->a = i;
			out->symargs = 1;
			return 0;
		}
	}
	return FAIL("'%s(%s)': the ruleset has no 'reach' victory on '%s': "
	    "declare one (victory: - when: reach, resource: %s, at: N) or "
	    "name the resource of one", name, sym[0], sym[0], sym[0]);
}

/* sources(WORD): the units a word of kind sources of the action names,
 * all its lands together; sent(WORD, REGION): those it names on one land
 * (0 on a land it does not name).  a = the word's place, b = the
 * region's code, c = 1 for sent. */
int
nm_sources_name(const struct eng_names_ctx *c, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	int sent = name[1] == 'e', k = -1;

	for (int i = 0; c->act != NULL && nargs == 1 + sent && sym[0] !=
	    NULL && i < c->act->args.n; i++)
		if (strcmp(VEC_AT(c->act->args, struct arg_def, i)->name,
		    sym[0]) == 0 && VEC_AT(c->act->args, struct arg_def,
		    i)->kind == ARG_SOURCES)
			k = i;
	if (k < 0)
		return FAIL("'%s' takes a word of the action of kind "
		    "sources%s: '%s'", name, sent ? " and a region" : "",
		    sent ? "sent(from, here)" : "sources(from)");
	if (sent && nm_region_sym(c, sym[1], &out->b) != 0)
		return FAIL("'%s' takes second a region: a region word of the "
		    "action, a region's id or here", name);
	out->code = N_SOURCES;
	out->a = k;
	out->c = sent;
	out->symargs = sent ? 3 : 1;
	return 0;
}

/* modifier(WORD, a|d): the terms a word of kind modifiers of the action
 * gives the attack (a) or the defence (d), added up.  a = the word's
 * place, b = the side (0 the attack, 1 the defence).  The word named
 * first counts as read even when the call is refused, which says what
 * was wrong once: "read by nothing" would be its echo. */
int
nm_modifier_name(const struct eng_names_ctx *c, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	int k = -1;

	for (int i = 0; c->act != NULL && nargs >= 1 && sym != NULL &&
	    sym[0] != NULL && i < c->act->args.n; i++)
		if (strcmp(VEC_AT(c->act->args, struct arg_def, i)->name,
		    sym[0]) == 0 && VEC_AT(c->act->args, struct arg_def,
		    i)->kind == ARG_MODIFIERS)
			k = i;
	eng_modifiers_named(c->rs, k);
	if (k < 0 || nargs != 2 || sym[1] == NULL || (strcmp(sym[1], "a") !=
	    0 && strcmp(sym[1], "d") != 0))
		return FAIL("'%s' takes a word of the action of kind "
		    "modifiers and a side, a (the attack) or d (the defence): "
		    "'%s(mods, a)'", name, name);
	out->code = N_MODIFIER;
	out->a = k;
	out->b = sym[1][0] == 'd';
	out->symargs = 3;
	return 0;
}
