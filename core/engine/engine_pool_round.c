/* engine_pool_round.c: a round of a pool combat for the effect
 * combat-round (engine_combat_round.c): each side's units are of one kind
 * of piece, and each unit throws its piece's attack (one kind of die,
 * counted: "2blue"), the faces of a die showing hits and a face marked
 * '*' exploding, as the ruleset's dice say; a side's hits destroy the
 * other side's units one after another, each taking its piece's armour
 * (damage on a unit left standing is not kept), at most all of them.  A
 * piece's upgraded side counts for a player who turned its card on a map
 * of territories. */
#include "core/act/act.h"
#include "core/engine/engine_combat.h"
#include "core/act/act_terr.h"

#include <stdio.h>

#include "core/combat/combat.h"
#include "core/state/state.h"

/* Piece k of player p (or nobody) in pool combat c: its armour (the
 * value c names) and attack, either unknown stopping the command as an
 * unknown value does. */
static int
side_piece(struct act *a, const struct combat_decl *c, int p, int k,
    long *armour, const char **attack)
{
	int up = piece_upgraded(a, p, k), st;

	if ((st = rs_piece_armour(a->rs, c, k, up, a->st->pc.pentered,
	    armour, a->d)) ||
	    (st = pieces_attack(a->rs, &a->st->pc, k, up, attack, a->d)))
		return st;
	if (*attack == NULL)
		return diag_set(a->d, ST_DATA, "%s: 'pieces.%s.%sattack' is not "
		    "given", a->rs->id, a->rs->pieces.ids[k], up ? "upgraded." :
		    "");
	return ST_OK;
}

int
eng_pool_dice(struct act *a, const struct eff_combat_round *x,
    struct eng_round *rd)
{
	for (int s = 0; s < 2; s++) {
		const char *atk, *die;
		long n;
		int st;
		if (x->piece[s] < 0)
			return diag_set(a->d, ST_DATA, "%s: a round of a pool "
			    "needs each side's piece", a->rs->id);
		if ((st = side_piece(a, VEC_AT(a->rs->combats,
		    struct combat_decl, x->ci), rd->player[s], x->piece[s],
		    &rd->armour[s], &atk)))
			return st;
		if (eng_pool_attack(a->rs, atk, &n, &die) < 0)
			return diag_set(a->d, ST_DATA, "%s: the attack '%s' is "
			    "not one kind of die counted", a->rs->id, atk);
		if (rd->units[s] > COMBAT_MAX_SUM_DICE / n)
			return refuse(a, "the %s's %ld units would throw more "
			    "than %d dice: a round throws at most that many",
			    s ? "defender" : "attacker", rd->units[s],
			    COMBAT_MAX_SUM_DICE);
		rd->dice[s] = rd->units[s] * n;
		if (rd->dice[s] == 1)
			snprintf(rd->die[s], sizeof rd->die[s], "%s", die);
		else if (rd->dice[s] > 1)
			snprintf(rd->die[s], sizeof rd->die[s], "%ld%s",
			    rd->dice[s], die);
	}
	return ST_OK;
}

int
eng_pool_throw(struct act *a, struct eng_round *rd)
{
	char faces[8];
	int st;

	for (int s = 0; s < 2; s++) {
		rd->hits[s] = 0;
		if (rd->dice[s] > 0 && (st = roll_expr(a, rd->player[s],
		    rd->die[s], &rd->hits[s], faces, sizeof faces)))
			return st;
		if (rd->hits[s] < 0)
			rd->hits[s] = 0;
		rd->thrown[s] = rd->hits[s];
	}
	for (int s = 0; s < 2; s++) {
		rd->loss[s] = rd->hits[1 - s] / rd->armour[s];
		if (rd->loss[s] > rd->units[s])
			rd->loss[s] = rd->units[s];
		rd->kills[1 - s] = rd->loss[s];
	}
	return ST_OK;
}
