/* ruleset_pieces.c: the sanity pass for pieces (units and chiefs), the
 * mechanisms that use them, and the victories they can bring.
 *
 * Like ruleset_check.c: every value has been checked on its own by the
 * walker; here they are checked against each other.
 */
#include <stdio.h>
#include <string.h>

#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

int rs_check_pieces(struct ruleset *rs, struct diag_list *errs);

/* kind k's id: a unit's, or units.n + a chief's */
#define kind_id_of(rs, k) ((k) < (rs)->units.n ? (rs)->units.ids[k] : \
	(rs)->chiefs.ids[(k) - (rs)->units.n])

#define ERR(pos, ...) diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__)

/* Every key of a dict names an entry of target; the dict is chief id's
 * part (and that part's sub when not NULL): its path made only for a
 * message, and whole (ids have any length). */
static int
keys_in(const struct vec *dict, const struct vec *target, const char *what,
    const char *id, const char *part, const char *sub,
    struct diag_list *errs)
{
	int bad = 0;

	for (int i = 0; i < dict->n; i++)
		if (vec_find(target, dict->ids[i]) < 0)
			bad += ERR(dict->pos[i], "'" KEY_CHIEFS ".%s.%s%s%s.%s'"
			    ": '%s' is not a declared %s", id, part,
			    sub ? "." : "", sub ? sub : "", dict->ids[i],
			    dict->ids[i], what) != 0;
	return bad;
}

/* Every kind tracked one by one has an id short enough for its pieces'
 * names (KIND-N, RS_KIND_ID_MAX): a longer one would be cut short there,
 * and its pieces could not be named by their ids. */
static int
check_kind_ids(struct ruleset *rs, struct diag_list *errs)
{
	int bad = 0;

	for (int k = 0; k < rs->units.n + rs->chiefs.n; k++) {
		const char *id = kind_id_of(rs, k);
		if (strlen(id) > RS_KIND_ID_MAX)
			bad += ERR(k < rs->units.n ? rs->units.pos[k] :
			    rs->chiefs.pos[k - rs->units.n], "'%s.%.40s...': "
			    "an id of %zu characters; a piece tracked one by "
			    "one is named by its kind's id and its number "
			    "(KIND-N), and the id may have at most %d: write a "
			    "shorter one", rs_kind_table(rs, k), id,
			    strlen(id), RS_KIND_ID_MAX) != 0;
	}
	return bad;
}

static int
check_units(struct ruleset *rs, struct diag_list *errs)
{
	const struct mechanisms_def *m = &rs->mech;
	int bad = 0;

	for (int i = 0; i < rs->units.n; i++) {
		const struct unit_def *u = RS_UNIT(rs, i);
		const char *id = rs->units.ids[i];
		long draws = rs_kind_stat(rs, i, STAT_DRAWS), supply =
		    rs_kind_stat(rs, i, STAT_SUPPLY);
		if (u->values.n < 0)
			continue;	/* rs_kind_values_build said so */
		/* what the program's unit-income pays: income in its
		 * resource and cards drawn (KEY_UNIT_DRAWS) from the deck; a
		 * game without it names its values as it likes */
		if (m->unit_income.present && draws != 0 && draws != RS_NONE &&
		    rs_draw_deck(rs) < 0)
			bad += ERR(rs->units.pos[i], "unit '%s' draws cards, "
			    "but no counted deck is declared under 'decks'",
			    id) != 0;
		/* a piece comes into play from its supply (piece_may_enter) */
		if (supply == RS_NONE)
			bad += ERR(rs->units.pos[i], "unit '%s' gives no "
			    "'values.supply': how many of it a player has (a "
			    "token: all players together; unknown if the "
			    "rulebook does not say)", id) != 0;
		else if (supply == 0)
			bad += ERR(u->values.pos[vec_find(&u->values,
			    "supply")], "'%s.%s.values.supply' must be 1 or "
			    "more", rs_kind_table(rs, i), id) != 0;
	}
	return bad;
}

static int
check_chiefs(struct ruleset *rs, struct diag_list *errs)
{
	int bad = 0;

	for (int i = 0; i < rs->chiefs.n; i++) {
		const struct chief_def *l = RS_CHIEF(rs, i);
		const struct ability_def *ab = &l->ability;
		const char *id = rs->chiefs.ids[i];

		if (vec_find(&rs->units, id) >= 0)
			bad += ERR(rs->chiefs.pos[i], "'%s' is both a unit "
			    "and a %s; give them different ids", id,
			    rs_word(rs, W_CHIEF, 1)) != 0;
		bad += keys_in(&l->mods.start, &rs->resources, "resource",
		    id, "start", NULL, errs);
		for (int k = 0; k < l->mods.by_unit.n; k++)
			bad += keys_in(VEC_AT(l->mods.by_unit, struct vec, k),
			    &rs->units, "unit", id, "unit-modifiers",
			    l->mods.by_unit.ids[k], errs);
		for (int k = 0; k < l->mods.flags.n; k++)
			if (vec_find(&l->mods.numbers, *VEC_AT(l->mods.flags,
			    char *, k)) >= 0 || vec_find(&l->mods.by_unit,
			    *VEC_AT(l->mods.flags, char *, k)) >= 0)
				bad += ERR(l->mods.flags.pos[k], "%s '%s': "
				    "'%s' is a flag and a modifier; name them "
				    "apart", rs_word(rs, W_CHIEF, 1), id,
				    *VEC_AT(l->mods.flags, char *, k)) != 0;
		if (!ab->present)
			continue;
		bad += keys_in(&ab->cost, &rs->resources, "resource", id,
		    "ability.cost", NULL, errs);
		if (ab->ap > 0 && !rs->mech.ap.present)
			bad += ERR(rs->chiefs.pos[i], "%s '%s': its "
			    "ability costs action points, but "
			    "'mechanisms.action-points' is not set up",
			    rs_word(rs, W_CHIEF, 1), id)
			    != 0;
	}
	return bad;
}

static int
check_mechanisms(struct ruleset *rs, struct diag_list *errs)
{
	const struct mechanisms_def *m = &rs->mech;
	int bad = 0;

	if (m->ap.present)
		for (int i = 0; i < m->ap.costs.n; i++) {
			int known = 0;
			for (int c = 0; rs_game_cmd_names[c][0] != '\0'; c++)
				known |= strcmp(rs_game_cmd_names[c],
				    m->ap.costs.ids[i]) == 0;
			if (!known)
				bad += ERR(m->ap.costs.pos[i], "'mechanisms."
				    "action-points.costs': '%s' is not a "
				    "command of a phase", m->ap.costs.ids[i])
				    != 0;
		}
	return bad;
}

static int
check_victory(struct ruleset *rs, struct diag_list *errs)
{
	int bad = 0;

	for (int i = 0; i < rs->victory.n; i++) {
		const struct victory_def *v = VEC_AT(rs->victory,
		    struct victory_def, i);
		struct spos pos = rs->victory.pos[i];

		if (v->when == WHEN_NO_UNITS && (v->winner.name == NULL ||
		    v->role.name == NULL))
			bad += ERR(pos, "a no-units victory names the 'winner' "
			    "and the 'role' that has no units left") != 0;
		if (v->when != WHEN_HOLD)
			continue;
		if (v->place.name == NULL || v->turns.n <= 0) {
			bad += ERR(pos, "a hold victory names the 'place' and "
			    "the 'turns' to hold it, by player count") != 0;
			continue;
		}
		for (int k = 0; k < v->turns.n; k++) {
			const struct hold_turns *h = VEC_AT(v->turns,
			    struct hold_turns, k);
			if (h->players < rs->players.min ||
			    h->players > rs->players.max)
				bad += ERR(v->turns.pos[k], "turns for %ld "
				    "players, but the game takes %ld to %ld",
				    h->players, rs->players.min,
				    rs->players.max) != 0;
			for (int q = 0; q < k; q++)
				if (VEC_AT(v->turns, struct hold_turns,
				    q)->players == h->players)
					bad += ERR(v->turns.pos[k], "turns for "
					    "%ld players are given twice",
					    h->players) != 0;
		}
	}
	return bad;
}

static int
check_chief_options(struct ruleset *rs, struct diag_list *errs)
{
	int bad = 0;

	for (int i = 0; i < rs->options.n; i++)
		if (VEC_AT(rs->options, struct option_def, i)->kind ==
		    OPT_CHIEFS && rs->chiefs.n == 0)
			bad += ERR(rs->options.pos[i], "option '%s' deals "
			    KEY_CHIEFS ", but the ruleset declares none",
			    rs->options.ids[i]) != 0;
	return bad;
}

int
rs_check_pieces(struct ruleset *rs, struct diag_list *errs)
{
	return check_kind_ids(rs, errs) + check_units(rs, errs) +
	    check_chiefs(rs, errs) +
	    check_mechanisms(rs, errs) + check_victory(rs, errs) +
	    check_chief_options(rs, errs);
}
