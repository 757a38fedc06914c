/* names_sym_places.c: the readers names.c resolves an expression's names
 * with, for the places of a board of places and the numbered zones: their
 * values and counts, who holds them and since when (the tenure of a
 * place). */
#include "core/rules/names_int.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* folk(ZONE), militia(ZONE): the folk or militia a numbered zone's board
 * shows (-1 where the ruleset leaves it unknown); replenish_due(ZONE): 1
 * while its neutrals are marked to replenish; shelters(ZONE): the
 * shelters on it; folk_needed(ZONE): its folk, the command refused where
 * the ruleset leaves it unknown.  a = the zone's code. */
int
nm_zone_count_name(const struct eng_names_ctx *c, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	if (c->rs->board.zones.n <= 0)
		return FAIL("'%s' reads the board of a numbered zone (board."
		    "%s), and this ruleset has none: declare them or take "
		    "'%s' out", name, ZONES_KEY, name);
	if (nargs != 1 || nm_region_sym(c, sym[0], &out->a) != 0)
		return FAIL("'%s' takes a zone (its id, a region word of the "
		    "action or here in each-region): '%s(here)'", name, name);
	out->code = strcmp(name, "folk_needed") == 0 ? N_FOLK_NEEDED :
	    name[0] == 'f' ? N_FOLK : name[0] == 'm' ? N_MILITIA :
	    name[0] == 's' ? N_SHELTERS : N_REPLENISH_DUE;
	out->symargs = 1;
	return 0;
}

/* producers(ZONE, KIND): the producers of a kind (mechanisms.colonies)
 * on a numbered zone, b = the kind; output(ZONE): what each producer
 * there makes, by the zone's folk (mechanisms.colonies.output);
 * producer_due(ZONE): 1 while the zone awaits a producer of its holder's
 * choice.  a = the zone's code. */
int
nm_zone_producer_name(const struct eng_names_ctx *c, const char *name,
    int nargs, const char *const *sym, struct expr_sym *out, char *err,
    size_t n)
{
	const struct colonies_def *k = &c->rs->mech.colonies;
	int two = strcmp(name, "producers") == 0;

	if (c->rs->board.zones.n <= 0 || !k->present)
		return FAIL("'%s' reads the producers of a numbered zone "
		    "(board.%s, mechanisms.colonies), and this ruleset has "
		    "none: declare them or take '%s' out", name, ZONES_KEY,
		    name);
	if (nargs != 1 + two || nm_region_sym(c, sym[0], &out->a) != 0 ||
	    (two && (sym[1] == NULL || (out->b = vec_find(&k->producers,
	    sym[1])) < 0)))
		return FAIL("'%s' takes a zone (its id, a region word of the "
		    "action or here in sum_regions or each-region)%s: '%s'", name, two ?
		    " and a kind of producer of mechanisms.colonies" : "",
		    two ? "producers(here, KIND)" : strcmp(name, "output") ==
		    0 ? "output(here)" : "producer_due(here)");
	out->code = two ? N_PRODUCERS : name[0] == 'o' ? N_OUTPUT :
	    N_PRODUCER_DUE;
	out->symargs = two ? 3 : 1;
	return 0;
}

const char eng_place_keys[][ENG_KEY_MAX] = { "capacity", "extra-ap", "" };

/* value(PLACE, KEY) on a board of places: one of the place's numbers (b:
 * enum place_key) of the place a. */
int
nm_place_number(const char *name, const char *const *sym, struct expr_sym *out,
    char *err, size_t n)
{
	for (out->b = 0; out->b < PK__N && strcmp(eng_place_keys[out->b],
	    sym[1]) != 0; out->b++)
		;
	if (out->b >= PK__N)
		return FAIL("'%s': a place's numbers are capacity and extra-ap "
		    "(board.places.*), not '%s': '%s(here, extra-ap)'", name,
		    sym[1], name);
	out->code = N_PLACE_VALUE;
	out->symargs = 3;
	return 0;
}

/* parties(ZONE): the parties in a numbered zone's orbit, a neutral guard
 * of unknown number counted; guard_unknown(ZONE): is its neutral guard of
 * a number the ruleset leaves unknown?  fought(ZONE): was the zone
 * fought over this round (the mark set-fought leaves on any numbered
 * zones)?  strikers(ZONE, PARTY): the strikers a player, or the neutral
 * guard (nobody), has there.  a = the zone's code. */
int
nm_orbit_value_name(const struct eng_names_ctx *c, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	const struct ruleset *rs = c->rs;
	int two = strcmp(name, "strikers") == 0;

	/* the strikers in orbit and a guard of unknown number are the
	 * zones' and the colonies' (their setup); the mark fought reads
	 * is the zones' own, whatever battle set it (set-fought) */
	if (strcmp(name, "fought") == 0 && rs->board.zones.n <= 0)
		return FAIL("'%s' reads the mark a battle leaves on a numbered "
		    "zone (board.%s; set-fought sets it, clear-marks clears "
		    "it), and this ruleset has none: declare them or take "
		    "'%s' out", name, ZONES_KEY, name);
	if (strcmp(name, "fought") != 0 && (rs->board.zones.n <= 0 ||
	    !rs->mech.colonies.present))
		return FAIL("'%s' reads the orbit of a numbered zone (board.%s, "
		    "mechanisms.colonies), and this ruleset has none: declare "
		    "them or take '%s' out", name, ZONES_KEY, name);
	if (nargs != 1 + two || nm_region_sym(c, sym[0], &out->a) != 0)
		return FAIL("'%s' takes a zone (its id, a region word of the "
		    "action or here in each-region)%s: '%s'", name, two ?
		    " and a party (a player, or nobody for the neutral guard)"
		    : "", two ? "strikers(here, nobody)" : strcmp(name,
		    "parties") == 0 ? "parties(here)" : strcmp(name,
		    "fought") == 0 ? "fought(here)" : "guard_unknown(here)");
	out->code = two ? N_STRIKERS : strcmp(name, "parties") == 0 ?
	    N_PARTIES : strcmp(name, "fought") == 0 ? N_FOUGHT :
	    N_GUARD_UNKNOWN;
	out->symargs = 1;
	return 0;
}

/* holds(PLACE, PLAYER): does the player hold a place of board.places
 * (its pieces there, nobody else's, none under counters), or a region of
 * board.regions (its pieces there, nobody else's)?
 * extra_ap(PLACE): the place's extra-ap, value(PLACE, extra-ap) by its
 * first name, which texts of before carry.  a = the place's code. */
int
nm_place_value_name(const struct eng_names_ctx *c, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	int two = name[0] == 'h';

	if (two && c->rs->board.places.n <= 0 && c->rs->board.regions.n <= 0)
		return FAIL("'%s' reads a place of the board (board.places) "
		    "or a region (board.regions), and this ruleset has "
		    "neither: declare them or take '%s' out", name, name);
	if (!two && c->rs->board.places.n <= 0)
		return FAIL("'%s' reads a place of the board (board.places), "
		    "and this ruleset has none: declare them or take '%s' "
		    "out", name, name);
	if (nargs != 1 + two || nm_region_sym(c, sym[0], &out->a) != 0)
		return FAIL("'%s' takes a place (a place's id, a region word "
		    "of the action or here in sum_regions or each-region)%s: '%s'", name,
		    two ? " and a player" : "", two ? "holds(here, me)" :
		    "extra_ap(here)");
	out->code = two ? N_HOLDS : N_PLACE_VALUE;
	out->b = two ? 0 : PK_EXTRA_AP;
	out->symargs = 1;
	return 0;
}

/* turns_held(PLACE), held_since(PLACE): the turns in a row its holder
 * has held a place of the board, or a region of a board that keeps their
 * tenure (rs_tenure), the round the holder came (0: nobody);
 * hold_needed(PLACE), hold_at_end(PLACE): the turns in a row that win it
 * with the players there are, whether a turn counts when it ends, as its
 * hold victory gives them (0 for a place without one; a hold victory
 * names a place).  a = the place. */
int
nm_tenure_name(const struct eng_names_ctx *c, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	int victory = 0, win = name[0] == 'h' && name[1] == 'o';

	if (win && c->rs->board.places.n <= 0)
		return FAIL("'%s' reads the hold victory of a place of the "
		    "board (board.places), and this ruleset has none: "
		    "declare them or take '%s' out", name, name);
	if (!rs_tenure(c->rs))
		return FAIL("'%s' reads a place of the board (board.places) "
		    "or a region of board.regions with board.tenure, and %s "
		    "or take '%s' out", name, rs_tenure_missing(c->rs), name);
	if (nargs != 1 || nm_region_sym(c, sym[0], &out->a) != 0)
		return FAIL("'%s' takes a place (a place's id, a region word "
		    "of the action or here in each-region): '%s(here)'",
		    name, name);
	for (int k = 0; k < c->rs->victory.n; k++)
		victory |= VEC_AT(c->rs->victory, struct victory_def,
		    k)->when == WHEN_HOLD;
	out->code = strcmp(name, "turns_held") == 0 ? N_TURNS_HELD :
	    strcmp(name, "held_since") == 0 ? N_HELD_SINCE :
	    strcmp(name, "hold_needed") == 0 ? N_HOLD_NEEDED : N_HOLD_AT_END;
	if ((out->code == N_HOLD_NEEDED || out->code == N_HOLD_AT_END) &&
	    !victory)
		return FAIL("'%s' reads a hold victory (victory: - when: "
		    "hold, place: PLACE, turns: ...), and this ruleset has "
		    "none: declare one or take '%s' out", name, name);
	out->symargs = 1;
	return 0;
}

/* hold_to_win: the zones a player holds at the end of a round to win, as
 * mechanisms.game-end gives them for the number of players
 * (hold-to-win-by-players, else hold-to-win), valued at the table. */
int
nm_hold_to_win_name(const struct ruleset *rs, const char *name,
    struct expr_sym *out, char *err, size_t n)
{
	const struct game_end_def *g = &rs->mech.game_end;

	if (!g->present || (g->hold_to_win <= 0 && g->hold_by_players.n <= 0))
		return FAIL("'%s' is the number of zones held that wins "
		    "(mechanisms.game-end.hold-to-win or hold-to-win-by-"
		    "players), and the ruleset gives none: declare it or "
		    "take '%s' out", name, name);
	out->code = N_HOLD_TO_WIN;
	return 0;
}

/* squad_pieces(PIECE, PLAYER): a = the kind of piece (enum force; by
 * rs_force's names, today's and those of before) of the squads on a
 * board of numbered zones, counted over all the player's squads; the
 * player is valued. */
int
nm_squad_pieces_name(const struct ruleset *rs, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	if (rs->board.zones.n <= 0)
		return FAIL("'%s' counts the pieces of the players' squads, "
		    "which fly on a board of numbered %s, and this ruleset "
		    "has none: declare board.%s or take it out", name,
		    ZONES_KEY, ZONES_KEY);
	if (nargs != 2 || sym[0] == NULL || ((out->a = rs_force(sym[0])) !=
	    PIECE_STRIKERS && out->a != PIECE_CARRIERS))
		return FAIL("'%s' takes a piece of the squads (%s or %s) and "
		    "a player: '%s(%s, me)'", name, STRIKERS_KEY,
		    CARRIERS_KEY, name, STRIKERS_KEY);
	out->code = N_SQUAD_PIECES;
	out->symargs = 1;
	return 0;
}
