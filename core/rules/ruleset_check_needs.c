/* ruleset_check_needs.c: what each mechanism needs of the rest of the
 * ruleset, so that a ruleset 'ruleset check' accepts cannot crash a
 * command.
 *
 * A mechanism's commands and steps read the state that other parts build:
 * the map of territories exists only with 'mechanisms.territories', a turn
 * step has a player only in a phase played in turns.  Each need is one row
 * of a table, checked against the loaded ruleset and reported at the
 * mechanism's key in the file (the merged YAML tree knows where it is).
 */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "core/rules/ruleset.h"
#include "core/rules/names.h"
#include "core/rules/words_keys.h"

int rs_check_needs(const struct ruleset *rs, const struct ynode *root,
    struct diag_list *errs);

enum need {
	NEED_TERRITORIES,	/* the map of territories and its state */
	NEED_TILES_PIECES,	/* the map is made of tiles and holds pieces */
	NEED_DICE_POOL,		/* combat on the map */
	NEED_ZONES,		/* numbered zones and their state */
	NEED_COLONIES,		/* what is produced and held on zones */
	NEED_MEASURED,		/* what a chosen order's ranking measures */
	NEED_DISTANCES,		/* flight times between zones */
	NEED_UNITS,		/* units or chiefs, one piece each */
};

static const struct mech_need {
	const char *key;	/* under mechanisms: */
	size_t present;		/* offset of its present flag */
	enum need need;
} needs[] = {
#define M(key, field, need) { key, offsetof(struct mechanisms_def, field), \
	need }
	M("territories", territories.present, NEED_TILES_PIECES),
	M("dice-pool", dicepool.present, NEED_TERRITORIES),
	M("spawn", spawn.present, NEED_TERRITORIES),
	M("orders", orders.present, NEED_TERRITORIES),
	M("explore", scout.present, NEED_TERRITORIES),
	M("build", build.present, NEED_TERRITORIES),
	M(KEY_GOALS, goals.present, NEED_TERRITORIES),
	M(KEY_PICKS, picks.present, NEED_TERRITORIES),
	M("colonies", colonies.present, NEED_ZONES),
	M("production", production.present, NEED_COLONIES),
	M("flight", flight.present, NEED_COLONIES),
	M("flight", flight.present, NEED_DISTANCES),
	M("orbit-combat", orbit_combat.present, NEED_COLONIES),
	M("landing", landing.present, NEED_COLONIES),
	M("chosen-order", chosen_order.present, NEED_MEASURED),
	M("game-end", game_end.present, NEED_COLONIES),
	M("hire", hire.present, NEED_UNITS),
#undef M
};

/* Does the ruleset have what need n asks for?  what: its name. */
static int
has(const struct ruleset *rs, enum need n, const char **what)
{
	switch (n) {
	case NEED_TERRITORIES:
		*what = "'mechanisms.territories' (the map of territories "
		    "it works on)";
		return rs->mech.territories.present;
	case NEED_TILES_PIECES:
		*what = "'tiles' and 'pieces' (the map is laid from tiles "
		    "and holds pieces)";
		return rs->tiles.n > 0 && rs->pieces.n > 0;
	case NEED_DICE_POOL:
		*what = "'mechanisms.dice-pool' (combat on the map)";
		return rs->mech.dicepool.present;
	case NEED_ZONES:
		*what = "'board." ZONES_KEY "' (the {zones} it works on)";
		return rs->board.zones.n > 0;
	case NEED_COLONIES:
		*what = "'mechanisms.colonies' (the {zones}' {folk}, "
		    "{producers} and stock)";
		return rs->mech.colonies.present;
	case NEED_MEASURED:
		/* its ranking (or chain) measures the zones; the places
		 * alone, ranked by rank-players, need no board */
		*what = "'mechanisms.colonies' (the {zones}' {folk}, "
		    "{producers} and stock its ranking measures)";
		return rs->mech.colonies.present ||
		    (rs->mech.chosen_order.ranking.name == NULL &&
		    rs->mech.chosen_order.chain.n <= 0);
	case NEED_DISTANCES:
		*what = "'board.distances' (how long a flight takes)";
		return rs->board.distances.rows.n > 0;
	case NEED_UNITS:
		*what = "'units' or '" KEY_CHIEFS "' (the pieces it works on)";
		return rs_has_pieces(rs);
	}
	return 1;
}

/* Where key of the mapping at path ("mechanisms") was written; the
 * mapping's own place, or nowhere, when it is not there. */
static struct spos
key_pos(const struct ynode *root, const char *path, const char *key)
{
	const struct ynode *m = root != NULL ? ynode_get(root, path) : NULL;
	struct spos pos = { NULL, 0, 0 };

	if (m == NULL || m->kind != Y_MAP)
		return pos;
	pos = (struct spos){ m->file, m->line, m->col };
	for (int i = 0; i < m->n; i++)
		if (strcmp(m->keys[i]->str, key) == 0)
			return (struct spos){ m->keys[i]->file,
			    m->keys[i]->line, m->keys[i]->col };
	return pos;
}

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__) != 0)

static int
check_mechanisms(const struct ruleset *rs, const struct ynode *root,
    struct diag_list *errs)
{
	const char *m = (const char *)&rs->mech, *what;
	struct strbuf said;
	int bad = 0;

	sb_init(&said);
	for (size_t i = 0; i < sizeof needs / sizeof needs[0]; i++) {
		if (!*(const int *)(m + needs[i].present) ||
		    has(rs, needs[i].need, &what))
			continue;
		/* the game's words whole */
		sb_reset(&said);
		bad += ERR(key_pos(root, "mechanisms", needs[i].key),
		    "'mechanisms.%s' needs %s", needs[i].key,
		    rs_words_add(rs, what, &said));
	}
	sb_release(&said);
	return bad;
}

/* Faction abilities the map's mechanisms carry out. */
static int
check_abilities(const struct ruleset *rs, struct diag_list *errs)
{
	int bad = 0;

	for (int i = 0; i < rs->factions.n; i++) {
		if (rs_faction_flag(RS_FACTION(rs, i),
		    eng_ability_values[AB_CAPTURES]) &&
		    !rs->mech.dicepool.present)
			bad += ERR(rs->factions.pos[i], "faction '%s': taking "
			    "%s needs 'mechanisms.dice-pool' (combat on the "
			    "map)", rs->factions.ids[i],
			    rs_word(rs, W_CAPTIVE, 2));
	}
	return bad;
}

/* Is phase i played in turns (one player's turn at a time)? */
static int
in_turns(const struct ruleset *rs, int i)
{
	for (int k = 0; k < rs->round.n; k++) {
		const struct round_step *s = VEC_AT(rs->round,
		    struct round_step, k);
		for (int j = 0; j < s->turns.n; j++)
			if (VEC_AT(s->turns, struct sref, j)->i == i)
				return 1;
	}
	return 0;
}

/* The steps done for the player whose turn it is. */
static int
turn_step(int s)
{
	return s == STEP_UPKEEP ||
	    s == STEP_HOLD || s == STEP_ACTION_POINTS || s == STEP_UNIT_INCOME;
}

static int
check_turn_steps(const struct ruleset *rs, struct diag_list *errs)
{
	int bad = 0;

	for (int i = 0; i < rs->phases.n; i++) {
		const struct phase_def *p = RS_PHASE(rs, i);
		for (int j = 0; j < p->steps.n; j++) {
			int s = *VEC_AT(p->steps, int, j);
			if (turn_step(s) && !in_turns(rs, i))
				bad += ERR(p->steps.pos[j], "phase '%s' runs "
				    "'%s', a step of a player's turn, but "
				    "'round' does not play it in 'turns'",
				    rs->phases.ids[i],
				    rs_phase_step_names[s]);
		}
	}
	return bad;
}

int
rs_check_needs(const struct ruleset *rs, const struct ynode *root,
    struct diag_list *errs)
{
	return check_mechanisms(rs, root, errs) + check_abilities(rs, errs) +
	    check_turn_steps(rs, errs);
}
